"""L5R compiler 18, part D: amounts taken from the game. "Set a target Personality's Force equal to his
Chi" (the stat set by the bonus or penalty that makes it that value, read and fixed as it begins:
l5r.desk.given-amount-fixed), "a Force penalty equal to your Personality's Personal Honor" (the
performer's), "Bow: Produce 2 Gold, plus 1 Gold for each other Fudo card you control" (a Gold Production
that follows the count). What each compiles to, the engine playing the compiled card, and the near
wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, piece, refused

TALISMAN = "Battle/Open, Bow: Set a target Personality's Force equal to his Chi."
NENKAI = ("Open: Target a Personality with lower Personal Honor than Nenkai's Chi: Set his Force equal to "
          "his own Chi.")  # fmt: skip
BINYA = "Battle: Target a Personality: Set his Force equal to Binya's Force."
PLAINS = ("Battle: Choose your performing Personality. Give a target enemy Follower or Personality a Force "
          "penalty equal to your Personality's Personal Honor.")  # fmt: skip
ACADEMY = ("Open: Bow your target performing Artisan to give a target Personality a Force penalty equal to "
           "your Artisan's Personal Honor.")  # fmt: skip
FUDO = "Bow: Produce 2 Gold, plus 1 Gold for each other Fudo card you control."
TREASURY = "Bow: Produce 1 Gold, plus 1 additional Gold for each non-Unique Holding you control."
TARGET_PERSONALITY = {"in_play": True, "type": "personality"}


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_set_a_targets_force_equal_to_his_chi():
    (effect,) = ability(TALISMAN, "Item", "Talisman of Tengoku")["effects"]
    assert effect == {"choose": TARGET_PERSONALITY, "targeting": True, "stat": "force",
                      "set": {"equal_to": "chi"}, "duration": "end_of_turn"}  # fmt: skip


def test_set_his_force_equal_to_his_own_chi_or_this_cards_force():
    (effect,) = ability(NENKAI, "Personality", "Doji Nenkai")["effects"]
    assert effect["set"] == {"equal_to": "chi"} and effect["targeting"]
    (effect,) = ability(BINYA, "Personality", "Togashi Binya")["effects"]
    assert effect["set"] == {"equal_to": "force", "of": "$source"}
    flash = "Open: Bow this Shugenja and target a Personality: Set his Force equal to his own Personal Honor."
    assert ability(flash, "Spell")["effects"][0]["set"] == {"equal_to": "personal_honor"}


def test_a_penalty_equal_to_the_performers_stat():
    compiled = ability(PLAINS, "Stronghold", "The Utaku Plains")
    assert compiled["cost"] == {"requires": {"cards": ["$performer"], "type": "personality"}}
    (effect,) = compiled["effects"]
    assert effect["change"] == {"equal_to": "personal_honor", "of": "$performer", "sign": -1}
    performer, penalty = ability(ACADEMY)["effects"]
    assert performer["choose"]["cards"] == ["$performer"]
    assert penalty["change"] == {"equal_to": "personal_honor", "of": "$performer", "sign": -1}


def test_gold_production_plus_for_each_card_you_control():
    fudo = piece(FUDO, "Holding", "Head of Fudo")
    assert fudo == {"stats": {"gold_production": 2},
                    "traits": [{"id": "a1", "targets": "$source", "stat": "gold_production",
                                "change": {"per": {"controller": "$controller", "not_cards": ["$source"],
                                                   "keywords": ["Fudo"]}, "each": 1}}]}  # fmt: skip
    (trait,) = piece(TREASURY, "Holding", "The Imperial Treasury")["traits"]
    counted = {"controller": "$controller", "unique": False, "type": "holding"}
    assert trait["change"] == {"per": counted, "each": 1}


@pytest.mark.parametrize(
    "text",
    [
        # "your Samurai" is a target, not a performer
        "Dark Virtue Open: Target your unbowed Samurai. Give a target Personality a Force penalty equal to "
        "your Samurai's Force.",
        # a target could be what "the Samurai's" names
        "Battle: Target your performing Samurai to give a target Samurai a Force bonus equal to the "
        "Samurai's Force.",
        # the performer is not a Shugenja
        "Battle: Target your performing Samurai to give a target enemy Personality a Force penalty equal to "
        "your Shugenja's Force.",
        # a performer who may be one of two kinds
        "Battle: Choose your performing Monk or Shugenja. Give a target enemy Personality a Force penalty "
        "equal to your Monk's Chi.",
        # a choice of two stats
        "Battle: Target a Personality: Set his Force equal to his Chi or Personal Honor.",
        "Battle: Set a target Personality's Force equal to twice his base Force.",
        # a reduction "equal to" (it could raise a lower stat)
        "Battle: Target a Personality: Reduce his Force equal to his Chi.",
        # a list of kinds counted
        "Bow: Produce 4 Gold, plus 1 additional Gold for each Farm, Mine, and Port you control.",
        # for each card of no kind
        "Bow: Produce 2 Gold, plus 1 Gold for each card you control.",
    ],
)
def test_near_wordings_stay_refused(text):
    assert refused(text, "Stronghold" if text.startswith("Bow") else "Strategy")


def test_production_for_each_on_a_card_other_than_a_holding_is_refused():
    assert refused(FUDO, "Personality", "Head of Fudo")


# --- the engine playing the compiled cards ------------------------------------------------------------------
def _run(cards: dict, steps: list) -> tuple[list, list]:
    data = {"game": "l5r", "players": [{"id": "me", "family_honor": 10}, "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps]}  # fmt: skip
    result = evaluate(parse_scenario(data))
    return [a["answer"]["value"] for a in result.answers], result.trace


def _use(card: str, uid: str = "u", ability_id: str = "a1", by: str = "me", **more) -> dict:
    return {"use": {"id": uid, "card": card, "ability": ability_id, "by": by, **more}}


def _force(card: str) -> dict:
    return {"ask": {"stat": "force", "card": card}}


def _personality(owner: str, force: int, chi: int, honor: int = 2, **more) -> dict:
    stats = {"force": force, "chi": chi, "personal_honor": honor}
    return {"type": "personality", "owner": owner, "zone": "battlefield:1", "stats": stats, **more}


RALLY = {"id": "rally", "designators": ["Battle"],
         "effects": [{"targets": ["foe"], "stat": "chi", "change": 3}]}  # fmt: skip


def test_the_talisman_sets_force_to_chi_as_it_begins_and_it_stays_so():
    talisman = {"type": "item", "owner": "me", "zone": "attached", "attached_to": "sam",
                "abilities": [ability(TALISMAN, "Item", "Talisman of Tengoku")]}  # fmt: skip
    sam = _personality("me", 2, 2, attacking=True)
    foe = _personality("opp", 5, 1, defending=True, abilities=[RALLY])
    steps = [_force("foe"), _use("talisman", targets=["foe"]), _force("foe"),
             _use("foe", "r", "rally", by="opp"), _force("foe")]  # fmt: skip
    answers, trace = _run({"sam": sam, "talisman": talisman, "foe": foe}, steps)
    # 5F set to his 1C: 1F; his Chi raised to 4 later does not change it (fixed as it began)
    assert answers == [5, 1, 1]
    assert any(e["rule"] == "l5r.stats.set" for e in trace)


def test_binya_sets_a_targets_force_to_his_own():
    binya = _personality("me", 4, 2, attacking=True,
                         abilities=[ability(BINYA, "Personality", "Togashi Binya")])  # fmt: skip
    foe = _personality("opp", 1, 3, defending=True)
    answers, _ = _run({"binya": binya, "foe": foe}, [_use("binya", targets=["foe"]), _force("foe")])
    assert answers == [4]


def test_the_plains_give_a_penalty_equal_to_the_performers_personal_honor():
    plains = {"type": "stronghold", "owner": "me", "zone": "home:me",
              "abilities": [ability(PLAINS, "Stronghold", "The Utaku Plains")]}  # fmt: skip
    rider = _personality("me", 2, 2, 3, attacking=True)
    other = _personality("me", 2, 2, 1, attacking=True)
    foe = _personality("opp", 5, 1, defending=True)
    steps = [_use("plains", targets=["foe"], performer="rider"), _force("foe")]
    answers, _ = _run({"plains": plains, "rider": rider, "other": other, "foe": foe}, steps)
    assert answers == [2]  # 5F - the rider's 3PH (not the other Personality's 1PH)
    steps = [_use("plains", targets=["foe"], performer="other"), _force("foe")]
    answers, _ = _run({"plains": plains, "rider": rider, "other": other, "foe": foe}, steps)
    assert answers == [4]


def _fudo_cards(others: int) -> dict:
    fudo = {"type": "holding", "owner": "me", "zone": "home:me", "keywords": ["Fudo"], "unique": True,
            **piece(FUDO, "Holding", "Head of Fudo")}  # fmt: skip
    more = {f"temple{n}": {"type": "holding", "owner": "me", "zone": "home:me", "keywords": ["Fudo"]}
            for n in range(others)}  # fmt: skip
    theirs = {"their": {"type": "holding", "owner": "opp", "zone": "home:opp", "keywords": ["Fudo"]}}
    return {"fudo": fudo, **more, **theirs}


def test_head_of_fudo_produces_2_plus_1_for_each_other_fudo_card():
    for others, produced in ((0, 2), (2, 4)):
        answers, _ = _run(_fudo_cards(others), [{"ask": {"stat": "gold_production", "card": "fudo"}}])
        assert answers == [produced]  # not itself, not another player's


def test_head_of_fudo_pays_what_it_produces_when_bowed():
    plan = {"type": "action", "owner": "me", "zone": "hand",
            "abilities": [ability("Open, 4 Gold: Gain 1 Honor.")]}  # fmt: skip
    honor = {"ask": {"stat": "family_honor", "player": "me"}}
    for others, after in ((2, 11), (1, 10)):
        steps = [_use("plan", pay_with=["fudo"]), honor]
        answers, _ = _run({**_fudo_cards(others), "plan": plan}, steps)
        assert answers == [after]  # 4 Gold produced with two other Fudo cards; 3 is not enough


MEISETSU = "Meisetsu has +1F for each Unique card you control."


def test_a_bonus_for_each_unique_card_you_control_follows_the_count():
    (trait,) = piece(MEISETSU, "Personality", "Mirumoto Meisetsu", kind="trait")["traits"]
    assert trait["change"] == {"per": {"controller": "$controller", "unique": True}, "each": 1}
    # in play (any player's Unique cards): not read with uniqueness
    in_play = "Meisetsu has +1F for each Unique card in play."
    assert refused(in_play, "Personality", "Mirumoto Meisetsu", kind="trait")
    meisetsu = _personality("me", 2, 2, unique=True, traits=[trait], zone="home:me")
    shrine = {"type": "holding", "owner": "me", "zone": "home:me", "unique": True}
    farm = {"type": "holding", "owner": "me", "zone": "home:me"}
    theirs = {"type": "holding", "owner": "opp", "zone": "home:opp", "unique": True}
    answers, _ = _run({"meisetsu": meisetsu, "shrine": shrine, "farm": farm, "theirs": theirs},
                      [_force("meisetsu")])  # fmt: skip
    assert answers == [4]  # himself and the shrine: not the farm, not another player's


PEARL_DIVERS = "Bow: Produce 1 Gold, plus 1 additional Gold for each Port in play."


def test_gold_production_plus_for_each_card_in_play_counts_every_players():
    (trait,) = piece(PEARL_DIVERS, "Holding", "Pearl Divers")["traits"]
    assert trait["change"] == {"per": {"keywords": ["Port"]}, "each": 1}
    assert refused("Bow: Produce 1 Gold, plus 1 additional Gold for each card in play.", "Holding")
    assert refused("Bow: Produce 1 Gold, plus 1 Gold for each Samurai in his army.", "Holding")
    divers = {"type": "holding", "owner": "me", "zone": "home:me",
              **piece(PEARL_DIVERS, "Holding", "Pearl Divers")}  # fmt: skip
    port = {"type": "holding", "owner": "me", "zone": "home:me", "keywords": ["Port"]}
    their_port = {**port, "owner": "opp", "zone": "home:opp"}
    in_hand = {**port, "zone": "hand"}
    cards = {"divers": divers, "port": port, "their_port": their_port, "in_hand": in_hand}
    answers, _ = _run(cards, [{"ask": {"stat": "gold_production", "card": "divers"}}])
    assert answers == [3]  # both Ports in play (not the one in a hand)


def test_a_lone_phrase_that_is_also_a_card_title_is_not_counted():
    """ "each Iron Mine": the keyword of Empty Crevasse, and the title of a Holding without that keyword (card
    features: a capitalised phrase names a title or a keyword); which cards count is not read."""
    assert refused("Bow: Produce 2 Gold, plus 1 Gold for each Iron Mine in play.", "Holding")
    named = "Bow: Produce 2 Gold, plus 1 Gold for each Iron Mine Holding in play."
    (trait,) = piece(named, "Holding")["traits"]
    assert trait["change"]["per"] == {"keywords": ["Iron Mine"], "type": "holding"}  # the keyword, named so


NOBORU = "Fire Battle: Bow a target enemy Personality. Give Noboru a Force bonus equal to the target's Force."
SHRINE = ("Repeatable Battle, Bow: Give a target opposed Personality a Force bonus equal to the target's "
          "Personal Honor.")  # fmt: skip


def test_the_targets_stat_is_the_actions_one_target():
    bow, bonus = ability(NOBORU, "Personality", "Togashi Noboru, the Shattered Star")["effects"]
    assert bow["targeting"] and bonus["targets"] == "$source"
    assert bonus["change"] == {"equal_to": "force", "of": "$target1"}
    (effect,) = ability(SHRINE, "Holding")["effects"]
    assert effect["targeting"] and effect["change"] == {"equal_to": "personal_honor"}  # the card given it
    two = ("Battle: Bow a target enemy Personality and a target enemy Follower. Give this Personality a "
           "Force bonus equal to the target's Force.")  # fmt: skip
    assert refused(two, "Personality")
    noboru = _personality("me", 2, 2, attacking=True,
                          abilities=[ability(NOBORU, "Personality", "Togashi Noboru")])  # fmt: skip
    foe = _personality("opp", 5, 1, defending=True)
    other = _personality("opp", 3, 1, defending=True)
    answers, _ = _run({"noboru": noboru, "foe": foe, "other": other},
                      [_use("noboru", targets=["foe"]), _force("noboru"),
                       {"ask": {"flag": "bowed", "card": "foe"}}])  # fmt: skip
    assert answers == [7, True]  # 2F plus the target's 5F (not the other's 3F)


def test_set_equal_to_this_cards_own_name_with_the_stat_left_out():
    kazuki = "Open: Target a Personality: Set his Force equal to Kazuki's."
    (effect,) = ability(kazuki, "Personality", "Togashi Kazuki")["effects"]
    assert effect["set"] == {"equal_to": "force", "of": "$source"}
    other = "Open: Target a Personality: Set his Force equal to Hoturi's."  # another card's name
    assert refused(other, "Personality", "Togashi Kazuki")
