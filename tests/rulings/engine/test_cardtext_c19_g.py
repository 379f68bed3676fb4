"""L5R compiler 19, part G: tokens counted as an attack's strength. "Ranged 4 Attack, with +1 strength for
each Sake token on Sakata." (Togashi Sakata: `strength: {tokens: Sake, of: $source, each: 1}, plus: 4`),
"Ranged Attack with strength equal to the number of Poison tokens in play +2." (Shosuro Shigemasa: `{tokens:
Poison, in_play: true}`), also after "to make a" (Nightshade Touch). The count is read as the attack resolves
(games/l5r/token_counts.py, l5r.desk.attack-strength-amount). What each compiles to, the engine playing it,
and near wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, refused

SAKATA = "Battle: Sakata breathes fire. Ranged 4 Attack, with +1 strength for each Sake token on Sakata."
SHIGEMASA = "Battle: Ranged Attack with strength equal to the number of Poison tokens in play +2."
NIGHTSHADE = ("Ninja Battle: Bow your target performing Ninja to make a Ranged Attack with strength equal to "
              "the number of Poison tokens in play.")  # fmt: skip


def _attack(text: str, card_type: str = "Personality", title: str = "") -> dict:
    effects = ability(text, card_type, title)["effects"]
    return effects[-1]["ranged_attack"]


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_sakata_counts_the_sake_tokens_on_himself():
    sake = {"tokens": "Sake", "of": "$source", "each": 1}
    assert _attack(SAKATA, title="Togashi Sakata") == {"strength": sake, "plus": 4}


def test_tokens_on_this_card_or_its_bearer_and_melee():
    assert _attack("Battle: Melee 2 Attack with +2 strength for each Fire token on this card.") == {
        "strength": {"tokens": "Fire", "of": "$source", "each": 2}, "plus": 2, "melee": True}  # fmt: skip
    text = "Battle: Ranged 2 Attack with +1 strength for each Fire token on this Personality."
    on_item = _attack(text, "Item")
    assert on_item["strength"]["of"] == "$bearer"


def test_tokens_in_play():
    poison = {"tokens": "Poison", "in_play": True}
    assert _attack(SHIGEMASA, title="Shosuro Shigemasa") == {"strength": poison, "plus": 2}
    plus = _attack("Battle: Ranged Attack with strength equal to the number of Poison tokens in play plus 1.")
    assert plus["plus"] == 1


def test_nightshade_touch_after_to_make():
    effects = ability(NIGHTSHADE, "Strategy", "Nightshade Touch")["effects"]
    assert effects[0]["bow"] is True and effects[1]["if_changed"] == effects[0]["id"]
    assert effects[1]["ranged_attack"] == {"strength": {"tokens": "Poison", "in_play": True}}


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # Corruption tokens (compiler 15 part G's refusal stands)
        ("Battle: Ranged 4 Attack with +1 strength for each Corruption token on this card.", "Corruption"),
        # a number that does not agree with its noun
        ("Battle: Ranged 4 Attack with +1 strength for each Sake tokens on this card.", ""),
        ("Battle: Ranged Attack with strength equal to the number of Poison token in play.", ""),
        # the count in an Honor amount (the honor op reads no tokens), tokens of "his", of an army
        ("Battle: Gain Honor equal to the number of Poison tokens in play.", ""),
        ("Battle: Target your performing unbowed Personality to make a Melee Attack with strength equal to 4 "
         "plus the number of Sake tokens he has.", ""),
        ("Ohba has +1F for each Poison token in the current enemy army.", ""),
        # "this Holding" on a Personality is another card
        ("Battle: Ranged 4 Attack with +1 strength for each Sake token on this Holding.", ""),
    ],
)  # fmt: skip
def test_near_wordings_stay_refused(text, why):
    kind = "ability" if text.startswith("Battle") else "trait"
    assert why in refused(text, "Personality", "Shosuro Ohba", kind=kind)


# --- the engine playing the compiled cards ------------------------------------------------------------------
def personality(owner: str, force: int = 3, **more) -> dict:
    return {"type": "personality", "owner": owner, "zone": "battlefield:1",
            "stats": {"force": force, "chi": 2, "personal_honor": 2}} | more  # fmt: skip


def run(cards: dict, steps: list) -> list:
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}},
                      {"begin": {"name": "battle", "at": "battlefield:1"}}, *steps]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


@pytest.mark.parametrize(
    ("tokens", "destroyed"), [({}, False), ({"Fire": 3}, False), ({"Sake": 1}, False), ({"Sake": 2}, True)]
)
def test_sakata_destroys_a_6f_personality_with_two_sake_tokens(tokens, destroyed):
    """Strength 4 plus one for each Sake token on Sakata (Fire tokens are not counted): a 6F Personality is
    destroyed only with two Sake tokens."""
    attack = ability(SAKATA, "Personality", "Togashi Sakata")
    cards = {"sakata": personality("me", abilities=[attack], tokens=tokens),
             "foe": personality("opp", force=6)}  # fmt: skip
    use = {"use": {"id": "u", "card": "sakata", "ability": "a1", "by": "me", "targets": ["foe"]}}
    assert run(cards, [use, {"ask": {"in_play": "foe"}}]) == [not destroyed]


@pytest.mark.parametrize(
    ("mine", "theirs", "destroyed"), [(0, 0, False), (1, 0, False), (1, 1, True), (0, 2, True)]
)
def test_shigemasa_counts_poison_tokens_on_every_card_in_play(mine, theirs, destroyed):
    """Strength 2 plus the Poison tokens on all cards in play (his own side's and the other's): a 4F
    Personality is destroyed with two of them anywhere; tokens on a card out of play are not counted."""
    attack = ability(SHIGEMASA, "Personality", "Shosuro Shigemasa")
    cards = {"shige": personality("me", abilities=[attack]),
             "friend": personality("me", tokens={"Poison": mine} if mine else {}),
             "other": personality("opp", tokens={"Poison": theirs} if theirs else {}),
             "gone": {**personality("opp", tokens={"Poison": 3}), "zone": "discard"},
             "foe": personality("opp", force=4)}  # fmt: skip
    use = {"use": {"id": "u", "card": "shige", "ability": "a1", "by": "me", "targets": ["foe"]}}
    assert run(cards, [use, {"ask": {"in_play": "foe"}}]) == [not destroyed]


def test_a_token_given_before_the_attack_counts():
    """The count is read as the attack resolves: a Poison token given by an earlier action counts."""
    attack = ability(SHIGEMASA, "Personality", "Shosuro Shigemasa")
    poison = ability("Limited: Give a target Personality a -1F Poison token.", "Strategy")
    cards = {"shige": personality("me", abilities=[attack]),
             "vial": {"type": "action", "owner": "me", "zone": "hand", "abilities": [poison]},
             "other": personality("opp"), "foe": personality("opp", force=3)}  # fmt: skip
    give = {"use": {"id": "p", "card": "vial", "ability": "a1", "by": "me", "targets": ["other"]}}
    use = {"use": {"id": "u", "card": "shige", "ability": "a1", "by": "me", "targets": ["foe"]}}
    assert run(cards, [use, {"ask": {"in_play": "foe"}}]) == [True]
    assert run(cards, [give, use, {"ask": {"in_play": "foe"}}]) == [False]


# --- tokens printed without a modifier ----------------------------------------------------------------------
MOUND = "After this Holding enters play, lose 3 Honor and put two Corpse tokens on it."


def test_tokens_without_a_modifier_compile_to_give_token_without_stats():
    traits = ability_or_traits(MOUND, "Holding", "Burial Mound")
    assert traits[1]["give_token"] == {"kind": "Corpse", "count": 2} and traits[1]["targets"] == "$source"
    assert traits[0]["honor"] == -3
    motso = "Repeatable Limited, Bow: Give Motso a Master token."
    (master,) = ability(motso, "Personality", "Motso")["effects"]
    assert master == {"targets": "$source", "give_token": {"kind": "Master", "count": 1}}
    (madness,) = ability("Limited, Bow: Give a target card a Madness token.", "Holding")["effects"]
    assert madness["give_token"] == {"kind": "Madness", "count": 1} and madness["choose"] == {"in_play": True}
    charge = "Limited: Target a Personality: Place a Charge token on him."
    (placed,) = ability(charge, "Holding")["effects"]
    assert placed["give_token"] == {"kind": "Charge", "count": 1}


def ability_or_traits(text: str, card_type: str, title: str) -> list:
    from tests.rulings.engine.cardtext_kit import piece

    return piece(text, card_type, title, kind="trait")["traits"]


@pytest.mark.parametrize(
    "text",
    [
        "Limited: Give this card a Wealth token.",  # printed elsewhere as "+1GP Wealth token"
        "Limited: Give this card a Corruption token.",  # rulebook tokens (compiler 15 part G's refusal)
        "Limited: Put a Honor token on this card.",
        "Limited: Give this card two Fire token.",  # a number that does not agree with its noun
        "Limited: Put a Fire tokens on this card.",
    ],
)
def test_plain_tokens_refused(text):
    assert refused(text, "Holding", "Some Holding")


def test_burial_mound_enters_play_with_two_corpse_tokens():
    """As the Holding enters play its controller loses 3 Honor and it has two Corpse tokens, which change no
    stat of it; tokens given by an ability add to them."""
    traits = ability_or_traits(MOUND, "Holding", "Burial Mound")
    more = ability("Limited: Put a Corpse token on this Holding.", "Holding", "Burial Mound")
    cards = {"mound": {"type": "holding", "owner": "me", "zone": "province:1", "traits": traits,
                       "abilities": [more]}}  # fmt: skip
    corpses = {"ask": {"tokens": "mound", "kind": "Corpse"}}
    honor = {"ask": {"stat": "family_honor", "player": "me"}}
    data = {"game": "l5r", "players": [{"id": "me", "family_honor": 10}, "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, corpses, honor,
                      {"move": {"card": "mound", "to": "home"}}, corpses, honor,
                      {"use": {"id": "u", "card": "mound", "ability": "a1", "by": "me"}},
                      corpses]}  # fmt: skip
    answers = [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]
    assert answers == [0, 10, 2, 7, 3]
