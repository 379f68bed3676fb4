"""L5R compiler 15, part G: permanent changes and tokens. "Permanently give him +1F/+1C" (duration
`permanent`), "+1PH" and "+1F/+1C" on a target, keywords between bullets, "to a maximum of 5" (a restricted
bonus), "Permanently remove Cavalry from it"; "Give a target Personality a +1F Sake token" (`give_token`,
games/l5r/tokens.py). What each compiles to, the near misses that must stay not played, and the engine
playing the compiled cards."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, piece, refused


def personality(owner: str, zone: str = "home", keywords: tuple = (), **stats) -> dict:
    return {"type": "personality", "owner": owner, "zone": zone, "keywords": list(keywords),
            "stats": {"force": 2, "chi": 2, "personal_honor": 2} | stats}  # fmt: skip


def run(cards: dict, steps: list) -> list:
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def use(card: str = "plan", uid: str = "u", **more) -> dict:
    return {"use": {"id": uid, "card": card, "ability": "a1", "by": "me", **more}}


def stat(name: str, card: str = "kaede") -> dict:
    return {"ask": {"stat": name, "card": card}}


NEXT_TURN = [{"end": "turn"}, {"begin": {"name": "turn", "player": "opp"}}]


def played(compiled: dict, steps: list, holding: bool = False, **kaede) -> list:
    """A Strategy (or a Holding in play) with the compiled ability, one Personality of each player (kaede:
    the opponent's)."""
    plan = {"type": "holding", "zone": "home"} if holding else {"type": "action", "zone": "hand"}
    cards = {"plan": {**plan, "owner": "me", "abilities": [compiled]},
             "sam": personality("me"), "kaede": personality("opp", **kaede)}  # fmt: skip
    return run(cards, steps)


# --- "Permanently give ..." -----------------------------------------------------------------------------
LAST_GIFT = "Open: Target a Human Personality: Permanently give him +1PH."
RIDDLE = "Limited: Bow your performing Monk or Shugenja: Permanently give him +1F/+1C."
FU_LENG = "Limited: Permanently give your target Personality Shadowlands."
UNDEAD = "Limited: Target a Personality: Permanently give him Shadowlands • Undead."
STEEDS = "Limited: Target a card: Permanently remove Cavalry from it."
HONOR = "Open: Target a Personality: Permanently give him +1PH, to a maximum of 3."


def test_permanently_gives_a_lasting_change_for_good():
    gift = ability(LAST_GIFT)["effects"]
    human = {"in_play": True, "keywords": ["Human"], "type": "personality"}
    assert gift == [{"choose": human, "targeting": True, "stat": "personal_honor", "change": 1,
                     "duration": "permanent"}]  # fmt: skip
    riddle = ability(RIDDLE)["effects"]
    lasting = {"targets": "$performer", "change": 1, "duration": "permanent"}
    assert riddle == [{**lasting, "stat": "force"}, {**lasting, "stat": "chi"}]
    assert ability(FU_LENG)["effects"][0]["grant_keyword"] == "Shadowlands"
    assert ability(FU_LENG)["effects"][0]["duration"] == "permanent"
    undead = ability(UNDEAD)["effects"]
    assert [(e["grant_keyword"], e["duration"]) for e in undead] == [("Shadowlands", "permanent"),
                                                                      ("Undead", "permanent")]  # fmt: skip
    assert undead[1]["targets"] == "$target1"
    steeds = ability(STEEDS)["effects"]
    assert steeds == [{"choose": {"in_play": True}, "targeting": True, "remove_keyword": "Cavalry",
                       "duration": "permanent"}]  # fmt: skip


def test_a_bonus_to_a_maximum_is_a_restricted_bonus():
    (effect,) = ability(HONOR)["effects"]
    assert effect["not_above"] == 3 and effect["change"] == 1 and effect["duration"] == "permanent"
    hari = ability("Repeatable Battle, Bow: Permanently give Hari +1PH, to a maximum of 5.", "Personality",
                   "Akodo Hari")  # fmt: skip
    assert hari["effects"] == [{"targets": "$source", "stat": "personal_honor", "change": 1,
                                "duration": "permanent", "not_above": 5}]  # fmt: skip


def test_personal_honor_and_pairs_given_for_the_turn():
    (teacher,) = ability("Repeatable Battle/Open, Bow: Give this Personality +1PH.", "Personality")["effects"]
    assert teacher == {"targets": "$source", "stat": "personal_honor", "change": 1, "duration": "end_of_turn"}
    wind = ability("Battle: Give your target opposed Personality +2F/+1C/+1PH.")["effects"]
    assert [(e["stat"], e["change"]) for e in wind] == [("force", 2), ("chi", 1), ("personal_honor", 1)]
    assert wind[0]["targeting"] and wind[1]["targets"] == wind[2]["targets"] == "$target1"
    assert all(e["duration"] == "end_of_turn" for e in wind)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # a limit on the other side of the change
        ("Open: Target a Personality: Permanently give him -1PH, to a maximum of 3.", "other side"),
        # "permanently" on an effect that happens once, or with its own duration
        ("Limited: Target a Personality: Permanently give him a +1F token.", "happens once"),
        # every card of a kind: later ones would be reached
        ("Reaction: After your army wins a battle: Permanently give each Personality in it +1F.", ""),
        # "him" after "a target ... card" on a Personality (Hida Yakamo: "him" is Yakamo himself)
        ("Repeatable Battle, Bow: Destroy a target enemy Shadowlands card. Permanently give him +1PH, to a "
         "maximum of 5.", "'him' after"),
        # a stat named twice; a keyword in the plural; a clan that is no keyword
        ("Limited: Target a Personality: Permanently give him +1F/+1F/+1PH.", "twice"),
        ("Limited: Target a Personality: Permanently give him Samurai • Shugenjas.", "plural"),
        ("Limited: Target a Personality: Permanently give him Crane • Samurai.", "not a keyword"),
        # the choices of Diro and Chihiro ("the ability, ..." is played since compiler 18, part G)
        ("Limited: Target a Personality: Permanently give him Samurai or Shugenja.", ""),
    ],
)  # fmt: skip
def test_close_permanent_wordings_stay_refused(text, why):
    assert why in refused(text, "Personality", "Hida Yakamo")


def test_a_permanent_bonus_outlasts_the_turn():
    steps = [use(targets=["kaede"]), stat("personal_honor"), *NEXT_TURN, stat("personal_honor")]
    assert played(ability(LAST_GIFT), steps, keywords=["Human"]) == [3, 3]
    turn_long = ability("Open: Target a Human Personality: Give him +1PH.")
    assert played(turn_long, steps, keywords=["Human"]) == [3, 2]


def test_a_permanent_bonus_persists_out_of_play_but_not_into_the_hand():
    """Ongoing effects on a card leaving play persist, unless the tracking rule forgets it (a hand)."""
    destroy = {"action": {"id": "kill", "by": "opp", "effects": [{"targets": "kaede", "destroy": True}]}}
    to_hand = {"move": {"card": "kaede", "to": "hand"}}
    steps = [use(targets=["kaede"]), destroy, stat("personal_honor"), to_hand, stat("personal_honor")]
    assert played(ability(LAST_GIFT), steps, keywords=["Human"]) == [3, 2]


def test_to_a_maximum_gives_only_what_reaches_it():
    steps = [use(targets=["kaede"]), stat("personal_honor")]
    assert played(ability(HONOR), steps) == [3]
    assert played(ability(HONOR), steps, personal_honor=3) == [3]
    assert played(ability(HONOR), steps, personal_honor=5) == [5]


def test_keywords_given_and_removed_for_good():
    keyword = [{"ask": {"has_keyword": "kaede", "keyword": name}} for name in ("Undead", "Shadowlands")]
    steps = [use(targets=["kaede"]), *NEXT_TURN, *keyword]
    assert played(ability(UNDEAD), steps) == [True, True]
    cavalry = [use(targets=["kaede"]), *NEXT_TURN, {"ask": {"has_keyword": "kaede", "keyword": "Cavalry"}}]
    assert played(ability(STEEDS), cavalry, keywords=["Cavalry"]) == [False]


# --- tokens ------------------------------------------------------------------------------------------
SAKE = "Limited, Bow: Give a target Personality a +1F Sake token."
POISON = "Ninja Battle, Bow: Give a target enemy Personality a -1F/-1C Poison token."
TORAZU = "Reaction: After Torazu enters play: Give him three +1F Fire tokens."
TOMB = "Limited, 1 Gold: Give your target Personality a +1F/+1C/+1PH token."


def test_tokens_compile_to_give_token():
    (sake,) = ability(SAKE, "Holding")["effects"]
    assert sake == {"choose": {"in_play": True, "type": "personality"}, "targeting": True,
                    "give_token": {"kind": "Sake", "count": 1, "force": 1}}  # fmt: skip
    (poison,) = ability(POISON)["effects"]
    assert poison["give_token"] == {"kind": "Poison", "count": 1, "force": -1, "chi": -1}
    (torazu,) = piece(TORAZU, "Personality", "Togashi Torazu")["abilities"]
    fire = {"kind": "Fire", "count": 3, "force": 1}
    assert torazu["effects"] == [{"targets": "$source", "give_token": fire}]
    (tomb,) = ability(TOMB, "Holding")["effects"]
    assert tomb["give_token"] == {"count": 1, "force": 1, "chi": 1, "personal_honor": 1}
    kenzo = ability("Iaijutsu Battle: Bow a target enemy Personality. Give Kenzo a +1F token.", "Personality",
                    "Mirumoto Kenzo")  # fmt: skip
    assert kenzo["effects"][1] == {"targets": "$source", "give_token": {"count": 1, "force": 1}}


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # Corruption tokens: the rulebook gives them a meaning the corpus does not hold
        ("Limited: Target a Personality: Give him a +1C Corruption token.", "Corruption"),
        # a number that does not agree with its noun
        ("Limited: Target a Personality: Give him two +1F Fire token.", "agree"),
        ("Limited: Target a Personality: Give him a +1F Fire tokens.", "agree"),
        # "it" for two tokens; "Remove it" after an effect that puts no token; one of two kinds ("each target"
        # of one or two: compiler 18, part J)
        ("Limited, Bow: Give a target Personality two +1F Sake tokens. Remove it after your next turn "
         "begins.", "agree"),
        ("Limited, Bow: Give a target Personality +1F. Remove it after your next turn begins.", "no token"),
        # (one token of either kind on this card is compiler 20, part D's: on a target it stays refused)
        ("Limited: Target a Personality: Give him a +1F Fire or Sake token.", "other than this one"),
        # tokens counted (destroyed as a cost: compiler 18, part J)
        ("Battle: Target a Personality: Give him -2C for each of his Poison tokens.", ""),
    ],
)  # fmt: skip
def test_close_token_wordings_stay_refused(text, why):
    assert why in refused(text, "Personality", "Sakata")


def test_a_token_bonus_lasts_while_the_card_is_in_play():
    """Its modifier is a continuous effect (effects document): past the end of the turn, unlike "Give him
    +1F"; the tokens are counted on the card; they leave with it (l5r.desk.tokens-leave-play)."""
    tokens = {"ask": {"tokens": "kaede", "kind": "Sake"}}
    destroy = {"action": {"id": "kill", "by": "opp", "effects": [{"targets": "kaede", "destroy": True}]}}
    steps = [use(targets=["kaede"]), stat("force"), tokens, *NEXT_TURN, stat("force"), destroy, tokens,
             stat("force")]  # fmt: skip
    assert played(ability(SAKE, "Holding"), steps, holding=True) == [3, 1, 3, 0, 2]


def test_tokens_add_up_and_come_from_their_effect():
    steps = [use(targets=["kaede"]), use(uid="v", targets=["kaede"]), stat("force"),
             {"ask": {"tokens": "kaede", "kind": "Sake"}}]  # fmt: skip
    twice = ability("Repeatable Limited: Give a target Personality a +1F Sake token.", "Holding")
    assert played(twice, steps, holding=True) == [4, 2]
    data = {"game": "l5r", "players": ["me", "opp"],
            "cards": {"plan": {"type": "holding", "owner": "me", "zone": "home", "abilities": [twice]},
                      "kaede": personality("opp")},
            "steps": [{"begin": {"name": "turn", "player": "me"}}, use(targets=["kaede"]),
                      stat("force")]}  # fmt: skip
    (answer,) = evaluate(parse_scenario(data)).to_dict()["answers"]
    (line,) = answer["answer"]["ledger"]
    assert line["source"] == "plan" and line["rule"] == "l5r.effects.continuous"


def test_a_poison_token_can_bring_chi_to_zero():
    poison = ability("Limited: Give a target enemy Personality a -1F/-1C Poison token.")
    steps = [use(targets=["kaede"]), {"ask": {"in_play": "kaede"}}]
    assert played(poison, steps, chi=1) == [False]
    assert played(poison, [*steps[:1], stat("chi"), stat("force")], chi=2) == [1, 1]


def test_three_fire_tokens_as_he_enters_play():
    (torazu,) = piece(TORAZU, "Personality", "Togashi Torazu")["abilities"]
    cards = {"torazu": {**personality("me", zone="province:1"), "abilities": [torazu]}}
    steps = [{"move": {"card": "torazu", "to": "home"}}, use("torazu", "r"), stat("force", "torazu"),
             {"ask": {"tokens": "torazu", "kind": "Fire"}}]  # fmt: skip
    assert run(cards, steps) == [5, 3]


LATER = "Limited, Bow: Give a target Personality a +1F Sake token. Remove it after your next turn begins."


def test_a_token_removed_after_your_next_turn_begins():
    (effect,) = ability(LATER, "Holding")["effects"]
    assert effect["give_token"] == {"kind": "Sake", "count": 1, "force": 1, "until": "your_next_turn_begins"}
    tokens = {"ask": {"tokens": "kaede", "kind": "Sake"}}
    mine = [{"end": "turn"}, {"begin": {"name": "turn", "player": "me"}}]
    steps = [use(targets=["kaede"]), *NEXT_TURN, stat("force"), tokens, *mine, stat("force"), tokens]
    assert played(ability(LATER, "Holding"), steps, holding=True) == [3, 1, 2, 0]
    assert played(ability(SAKE, "Holding"), steps, holding=True) == [3, 1, 3, 1]


# --- cards with tokens of a kind ---------------------------------------------------------------------------
POISONED = "Battle: Target an enemy Personality with one or more Poison tokens: Bow him."
UNPOISONED = "Ninja Limited: Give a target Personality without a Poison token a -1F Poison token."


def test_tokens_of_a_kind_in_a_filter():
    (bow,) = ability(POISONED)["effects"]
    enemy = {"in_play": True, "controller": "$other", "type": "personality"}
    assert bow["choose"] == {**enemy, "has_tokens": "Poison"}
    (give,) = ability(UNPOISONED)["effects"]
    assert give["choose"]["no_tokens"] == "Poison"
    (bow_one,) = ability("Ninja Battle/Open: Bow a target Personality with a Poison token.")["effects"]
    assert bow_one["choose"]["has_tokens"] == "Poison"
    assert "agree" in refused("Battle: Target a Personality with a Poison tokens: Bow him.")
    assert "agree" in refused("Battle: Target a Personality without one or more Poison tokens: Bow him.")


def _poisoned(ability_text: str, kaede_tokens: dict, steps: list) -> list:
    cards = {"plan": {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(ability_text)]},
             "kaede": {**personality("opp", zone="battlefield:1"), "tokens": kaede_tokens},
             "sam": personality("me", zone="battlefield:1")}  # fmt: skip
    return run(cards, [{"begin": {"name": "battle", "at": "battlefield:1"}}, *steps])


def test_only_a_card_with_such_a_token_may_be_targeted():
    steps = [use(targets=["kaede"]), {"ask": {"flag": "bowed", "card": "kaede"}}]
    assert _poisoned(POISONED, {"Poison": 1}, steps) == [True]
    with pytest.raises(ScenarioError, match="does not allow kaede"):
        _poisoned(POISONED, {"Fire": 2}, steps)
    assert _poisoned(UNPOISONED, {"Fire": 1}, [use(targets=["kaede"]), stat("force")]) == [1]
    with pytest.raises(ScenarioError, match="does not allow kaede"):
        _poisoned(UNPOISONED, {"Poison": 1}, [use(targets=["kaede"])])


def test_every_token_leaves_play_with_its_card():
    destroy = {"action": {"id": "kill", "by": "me", "effects": [{"targets": "kaede", "destroy": True}]}}
    poison = {"ask": {"tokens": "kaede", "kind": "Poison"}}
    steps = [poison, destroy, poison]
    assert _poisoned(POISONED, {"Poison": 2}, steps) == [2, 0]
