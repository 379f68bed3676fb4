"""L5R compiler 18, part J: tokens given to several targets and read by a continuous trait. "Give each target
a -1F Poison token" after "Target one or two Personalities" and "Give one or two target Personalities each a
-1F Poison token" (`give_token` on every card the number targeted: games/l5r/tokens.py); "Furai has +1C while
he has any Fire tokens" (`while: {subject: {has_tokens: Fire}}`, or `no_tokens` for "no Fire tokens"). What
each compiles to, the engine playing the compiled cards, and the near wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, piece, refused

BLOWDARTS = ("Limited: Destroy this card and target one or two Personalities: Give each target a -1F Poison "
             "token.")
NITSU = ("Battle: Target one or two enemy Personalities: Give each target a -1F Poison token. You may move "
         "Nitsu home.")
NIGHTSHADE = "Ninja Battle: Give one or two target Personalities each a -1F Poison token."
PLAGUE = "Battle: Give one or two target Personalities each a -1C Plague token."
FURAI = "Furai has +1C while he has any Fire tokens."
POISON = {"kind": "Poison", "count": 1, "force": -1}
TWO = {"at_least": 1, "at_most": 2}


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_each_target_gets_the_token():
    darts = ability(BLOWDARTS, "Item", "Blowdarts")
    assert darts["cost"] == {"destroy": "$source"}
    assert darts["effects"] == [{"choose": {"in_play": True, "type": "personality", "number": TWO},
                                 "targeting": True, "give_token": POISON}]  # fmt: skip


def test_each_target_then_another_sentence():
    give, move = ability(NITSU, "Personality", "Shosuro Nitsu")["effects"]
    assert give["choose"]["controller"] == "$other" and give["give_token"] == POISON
    assert move == {"targets": "$source", "move": "home", "optional": True}


def test_several_targets_each_a_token():
    (effect,) = ability(NIGHTSHADE)["effects"]
    assert effect == {"choose": {"in_play": True, "type": "personality", "number": TWO}, "targeting": True,
                      "give_token": POISON}  # fmt: skip
    (plague,) = ability(PLAGUE, "Region")["effects"]
    assert plague["give_token"] == {"kind": "Plague", "count": 1, "chi": -1}


def test_a_bonus_while_he_has_tokens():
    (trait,) = piece(FURAI, "Personality", "Togashi Furai", kind="trait")["traits"]
    assert trait == {"id": "t1", "targets": "$source", "stat": "chi", "change": 1,
                     "while": {"subject": {"has_tokens": "Fire"}}}  # fmt: skip
    for held in ("a Fire token", "one or more Fire tokens"):
        text = f"Furai has +1C while he has {held}."
        (same,) = piece(text, "Personality", "Togashi Furai", kind="trait")["traits"]
        assert same["while"] == {"subject": {"has_tokens": "Fire"}}
    (none,) = piece("Furai has +1F while he has no Fire tokens.", "Personality", "Togashi Furai",
                    kind="trait")["traits"]  # fmt: skip
    assert none["while"] == {"subject": {"no_tokens": "Fire"}} and none["stat"] == "force"


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # "each target" after one target; "each" after one target
        ("Battle: Target a Personality: Give each target a -1F Poison token.", "several"),
        ("Battle: Give a target Personality each a -1F Poison token.", "one target"),
        # a number that does not agree with its noun
        ("Limited: Target one or two Personalities: Give each target two -1F Poison token.", "agree"),
        # Corruption tokens (part G's refusal stands)
        ("Limited: Target one or two Personalities: Give each target a -1C Corruption token.", "Corruption"),
        # one of two kinds; tokens counted, destroyed as a cost or transferred
        ("Limited: Target one or two Personalities: Give each target a +1F Fire or Sake token.", ""),
        ("Battle: Destroy a Fire token on Shintaro: Ranged 3 Attack.", ""),
        ("Ohba has +1F for each Poison token in the current enemy army.", ""),
    ],
)  # fmt: skip
def test_near_token_wordings_stay_refused(text, why):
    kind = "ability" if text.startswith(("Battle", "Limited")) else "trait"
    assert why in refused(text, "Personality", "Furai", kind=kind)


def test_a_trait_while_he_has_a_token_of_another_count_is_refused():
    assert "agree" in refused("Furai has +1C while he has any Fire token.", "Personality", "Togashi Furai",
                              kind="trait")  # fmt: skip


# --- the engine playing the compiled cards ------------------------------------------------------------------
def personality(owner: str, zone: str = "battlefield:1", **more) -> dict:
    return {"type": "personality", "owner": owner, "zone": zone,
            "stats": {"force": 3, "chi": 2, "personal_honor": 2}} | more  # fmt: skip


def run(cards: dict, steps: list) -> list:
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def force(card: str) -> dict:
    return {"ask": {"stat": "force", "card": card}}


def poison(card: str) -> dict:
    return {"ask": {"tokens": card, "kind": "Poison"}}


def test_each_of_two_targets_gets_a_poison_token():
    """Two targets: each has one Poison token and -1F, lasting past the turn (a token's modifier is a
    continuous effect); the third Personality, not targeted, has none."""
    cards = {"darts": {"type": "item", "owner": "me", "zone": "attached", "attached_to": "sam",
                       "abilities": [ability(BLOWDARTS, "Item", "Blowdarts")]},
             "sam": personality("me"), "kaede": personality("opp"), "toku": personality("opp"),
             "third": personality("opp")}  # fmt: skip
    use = {"use": {"id": "u", "card": "darts", "ability": "a1", "by": "me", "targets": [["kaede", "toku"]]}}
    steps = [use, poison("kaede"), poison("toku"), force("kaede"), force("toku"), poison("third"),
             {"ask": {"in_play": "darts"}}, {"end": "turn"}, {"begin": {"name": "turn", "player": "opp"}},
             force("kaede")]  # fmt: skip
    assert run(cards, steps) == [1, 1, 2, 2, 0, False, 2]


def test_one_target_of_one_or_two():
    cards = {"plan": {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(NIGHTSHADE)]},
             "sam": personality("me", keywords=["Ninja"]), "kaede": personality("opp")}  # fmt: skip
    use = {"use": {"id": "u", "card": "plan", "ability": "a1", "by": "me", "targets": ["kaede"],
                   "performer": "sam"}}  # fmt: skip
    assert run(cards, [use, poison("kaede"), force("kaede"), poison("sam")]) == [1, 2, 0]


def test_furai_has_more_chi_while_he_has_fire_tokens():
    """The bonus follows his Fire tokens: none without them, +1C with two (not +2C), none after they leave;
    another kind of token does not count."""
    (trait,) = piece(FURAI, "Personality", "Togashi Furai", kind="trait")["traits"]
    fire = ability("Limited: Give a target Personality two +1F Fire tokens.")
    sake = ability("Limited: Give a target Personality a +1F Sake token.")
    cards = {"furai": personality("me", traits=[trait]),
             "fire": {"type": "action", "owner": "me", "zone": "hand", "abilities": [fire]},
             "sake": {"type": "action", "owner": "me", "zone": "hand", "abilities": [sake]}}  # fmt: skip
    chi = {"ask": {"stat": "chi", "card": "furai"}}
    steps = [chi, {"use": {"id": "s", "card": "sake", "ability": "a1", "by": "me", "targets": ["furai"]}},
             chi,
             {"use": {"id": "f", "card": "fire", "ability": "a1", "by": "me", "targets": ["furai"]}}, chi,
             force("furai")]  # fmt: skip
    assert run(cards, steps) == [2, 2, 3, 6]


FURAI_ATTACK = "Battle: Ranged 2 Attack, with +2 strength if Furai has any Fire tokens."


def test_an_attack_stronger_while_its_card_has_tokens():
    (effect,) = ability(FURAI_ATTACK, "Personality", "Togashi Furai")["effects"]
    assert effect["ranged_attack"] == {"strength": 2, "if_target": {"is": {"has_tokens": "Fire"}, "change": 2,
                                                                    "of": "$source"}}  # fmt: skip
    (melee,) = ability("Battle: Melee 3 Attack with +1 strength if Furai has no Fire tokens.", "Personality",
                       "Togashi Furai")["effects"]  # fmt: skip
    assert melee["ranged_attack"]["if_target"] == {"is": {"no_tokens": "Fire"}, "change": 1, "of": "$source"}
    assert "agree" in refused("Battle: Ranged 2 Attack, with +2 strength if Furai has a Fire tokens.",
                              "Personality", "Togashi Furai")  # fmt: skip


@pytest.mark.parametrize(("tokens", "destroyed"), [({}, False), ({"Sake": 1}, False), ({"Fire": 1}, True)])
def test_furai_s_attack_destroys_a_4f_personality_only_with_a_fire_token(tokens, destroyed):
    """Furai's attack has strength 2, and 4 while he has a Fire token (a Sake token is not one); his Fire
    token also gives him +1C by his trait."""
    (trait,) = piece(FURAI, "Personality", "Togashi Furai", kind="trait")["traits"]
    attack = ability(FURAI_ATTACK, "Personality", "Togashi Furai")
    cards = {"furai": personality("me", traits=[trait], abilities=[attack], tokens=tokens),
             "foe": personality("opp", stats={"force": 4, "chi": 2, "personal_honor": 2})}  # fmt: skip
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}},
             {"use": {"id": "u", "card": "furai", "ability": "a1", "by": "me", "targets": ["foe"]}},
             {"ask": {"in_play": "foe"}}, {"ask": {"stat": "chi", "card": "furai"}}]  # fmt: skip
    assert run(cards, steps) == [not destroyed, 3 if destroyed else 2]


# --- tokens removed -----------------------------------------------------------------------------------------
SHINTARO = "Battle: Destroy a Fire token on Shintaro: Ranged 3 Attack."


def test_destroying_a_token_is_a_cost():
    cost = ability(SHINTARO, "Personality", "Togashi Shintaro")["cost"]
    assert cost == {"remove_token": {"kind": "Fire", "card": "$source"}}
    (effect,) = ability("Limited: Target a Personality: Remove two Sake tokens from him.")["effects"]
    assert effect["remove_token"] == {"kind": "Sake", "count": 2}


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Battle: Destroy a Corruption token on Shintaro: Ranged 3 Attack.", "Corruption"),
        ("Limited: Target a Personality: Remove two Sake token from him.", "agree"),
        ("Battle: Destroy a Fire token on your performing Personality: Ranged 5 Attack.", ""),
    ],
)
def test_near_token_removals_stay_refused(text, why):
    assert why in refused(text, "Personality", "Togashi Shintaro")


def _shintaro(tokens_steps: list, **shintaro) -> list:
    attack = ability(SHINTARO, "Personality", "Togashi Shintaro")
    fire = ability("Limited: Give a target Personality a +1F Fire token.")
    cards = {"shintaro": personality("me", abilities=[attack], **shintaro),
             "fire": {"type": "action", "owner": "me", "zone": "hand", "abilities": [fire]},
             "foe": personality("opp")}  # fmt: skip
    steps = [*tokens_steps, {"begin": {"name": "battle", "at": "battlefield:1"}},
             {"use": {"id": "u", "card": "shintaro", "ability": "a1", "by": "me", "targets": ["foe"]}},
             {"ask": {"tokens": "shintaro", "kind": "Fire"}}, force("shintaro"), {"ask": {"in_play": "foe"}}]
    return run(cards, steps)


def test_shintaro_destroys_his_fire_token_and_its_bonus_ends():
    """The +1F Fire token an effect gave him leaves as the cost is paid: his Force is back to 3; the attack
    (3 against the foe's 3F) destroys the foe."""
    give = [{"use": {"id": "g", "card": "fire", "ability": "a1", "by": "me", "targets": ["shintaro"]}},
            force("shintaro")]  # fmt: skip
    assert _shintaro(give) == [4, 0, 3, False]
    assert _shintaro([], tokens={"Fire": 2}) == [1, 3, False]


def test_without_a_fire_token_shintaro_cannot_attack():
    """The cost cannot be paid: the action is not taken (the foe stays), and the trace says why."""
    assert _shintaro([]) == [0, 3, True]
    assert _shintaro([], tokens={"Sake": 1}) == [0, 3, True]
    attack = ability(SHINTARO, "Personality", "Togashi Shintaro")
    use = {"use": {"id": "u", "card": "shintaro", "ability": "a1", "by": "me", "targets": ["foe"]}}
    data = {"game": "l5r", "players": ["me", "opp"],
            "cards": {"shintaro": personality("me", abilities=[attack]), "foe": personality("opp")},
            "steps": [{"begin": {"name": "turn", "player": "me"}},
                      {"begin": {"name": "battle", "at": "battlefield:1"}}, use]}
    texts = [entry["text"] for entry in evaluate(parse_scenario(data)).to_dict()["trace"]]
    assert any("cannot be paid" in text and "no Fire token" in text for text in texts)


def test_removing_tokens_ends_their_modifiers():
    """Two +1F Sake tokens: removing one leaves one and +1F; removing three takes the last one off."""
    give = ability("Limited: Give a target Personality two +1F Sake tokens.")
    take = ability("Limited: Target a Personality: Remove a Sake token from him.")
    take_three = ability("Limited: Target a Personality: Remove three Sake tokens from him.")
    cards = {name: {"type": "action", "owner": "me", "zone": "hand", "abilities": [compiled]}
             for name, compiled in (("give", give), ("take", take), ("three", take_three))}
    cards["kaede"] = personality("opp")
    sake = {"ask": {"tokens": "kaede", "kind": "Sake"}}

    def use(card: str) -> dict:
        return {"use": {"id": card, "card": card, "ability": "a1", "by": "me", "targets": ["kaede"]}}

    steps = [use("give"), force("kaede"), use("take"), sake, force("kaede"), use("three"), sake,
             force("kaede")]
    assert run(cards, steps) == [5, 1, 4, 0, 3]
