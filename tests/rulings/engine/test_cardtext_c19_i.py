"""L5R compiler 19, part I: lasting effects on attacks (family "attack statics"): "Your Ranged Attacks have
+2 strength." (Yoritomo Naizen), "Other players' Ranged Attacks have -2 strength." (Narrow Cliffs), "Ranged
Attacks have +2 strength." (Trapping Tactics), "Ranged Attacks from Izumi's Spells have +1 strength.", "If
this Shugenja is Earth, Ranged Attacks targeting him have -2 strength." (Tetsubo of Earth), "Ranged Attacks
may not target Tomo." / "... Okan's Followers." / "... cards in Shara's unit.", "Ranged Attack equal to the
number of Spells in this unit" (Isawa Ikariya), "Melee Attack equal to Saiko's Force." What each compiles
to, the engine playing it (the attack's strength against the target's Force, l5r.desk.attack-strength), and
near wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, piece, refused


def _trait(text: str, card_type: str, title: str = "") -> dict:
    (trait,) = piece(text, card_type, title, kind="trait")["traits"]
    return trait


# --- what the wordings compile to ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "strength"),
    [
        ("Your Ranged Attacks have +2 strength.", {"change": 2, "player": "controller"}),
        ("Other players' Ranged Attacks have -2 strength.", {"change": -2, "player": "other"}),
        # a printed slip ("player's")
        ("Other player's Ranged Attacks have -1 strength.", {"change": -1, "player": "other"}),
        ("Your Melee Attacks have +1 strength.", {"change": 1, "player": "controller", "attacks": "melee"}),
        ("Other players' Melee Attacks have -1 strength.",
         {"change": -1, "player": "other", "attacks": "melee"}),
        ("Ranged Attacks have +2 strength.", {"change": 2}),
    ],
)
def test_whose_attacks(text, strength):
    assert _trait(text, "Personality", "Yoritomo Naizen") == {"id": "t1", "attack_strength": strength}
    # a Terrain Strategy's (Narrow Cliffs): where a Terrain in play applies is the rulebook's
    assert "Strategy" in refused(text, "Strategy", kind="trait")


def test_own_spells():
    trait = _trait("Ranged Attacks from Izumi's Spells have +1 strength.", "Personality", "Isawa Izumi")
    assert trait == {"id": "t1", "attack_strength": {"change": 1, "from": "own_spells"}}


def test_may_not_target_own_name():
    assert _trait("Ranged Attacks may not target Tomo.", "Personality", "Ujina Tomo") == {
        "id": "t1", "targets": "$source", "refuses_ranged_attacks": True}  # fmt: skip
    assert _trait("Ranged Attacks may not target cards in Shara's unit.", "Personality", "Hida Shara") == {
        "id": "t1", "affects": {"in_unit": "$source"}, "refuses_ranged_attacks": True}  # fmt: skip
    assert _trait("Ranged Attacks may not target Okan's Followers.", "Personality", "Yoritomo Okan") == {
        "id": "t1", "affects": {"in_play": True, "type": "follower", "attached_to": "$source"},
        "refuses_ranged_attacks": True}  # fmt: skip


def test_if_bearer_is_keyword():
    trait = _trait("If this Shugenja is Earth, Ranged Attacks targeting him have -2 strength.", "Spell")
    assert trait == {"id": "t1", "attack_strength": {"change": -2, "targeting": "bearer"},
                     "while": {"card": "$bearer", "is": {"keywords": ["Earth"]}}}  # fmt: skip
    own_text = "If this Personality is Earth, Ranged Attacks targeting him have -2 strength."
    own = _trait(own_text, "Personality")
    assert own["attack_strength"]["targeting"] == "this_card" and own["while"]["card"] == "$source"


def test_attack_equal_to():
    text = "Fire Battle: Ranged Attack equal to the number of Spells in this unit."
    (effect,) = ability(text, "Personality", "Isawa Ikariya")["effects"]
    per = {"per": {"type": "spell", "in_unit": "$source"}, "each": 1}
    assert effect["ranged_attack"] == {"strength": per}
    (melee,) = ability("Battle, Bow: Melee Attack equal to Saiko's Force.", "Personality", "Mirumoto Saiko")[
        "effects"
    ]
    assert melee["ranged_attack"] == {"strength": {"equal_to": "force", "of": "$source"}, "melee": True}


@pytest.mark.parametrize(
    ("text", "card_type", "title"),
    [
        # Fear: nothing changes a Fear effect's strength (l5r.desk.fear)
        ("Fear effects, Melee Attacks, and Ranged Attacks targeting this Follower have -1 strength.",
         "Follower", ""),
        ("Your Fear effects, Melee Attacks, and Ranged Attacks have +1 strength.", "Ring", ""),
        ("Ranged Attacks from Izumi's Spells have +1 strength.", "Personality", "Isawa Hibana"),  # another's
        ("Ranged Attacks from this card's Spells have +1 strength.", "Item", ""),  # Spells attach to Shugenja
        ("Ranged Attacks may not target Okan's Followers.", "Personality", "Yoritomo Sen"),  # another's
        ("Ranged Attacks may not target Okan's Followers.", "Follower", "Yoritomo Okan"),  # not a Personality
        ("Ranged Attacks may not target cards in Cavalry units in Daiyu's army.", "Personality",
         "Iuchi Daiyu"),
        ("While you control a Terrain, your Ranged Attacks have +1 strength.", "Personality", ""),
        ("Your Ranged Attacks have +2 strength while attacking.", "Personality", ""),
        ("If this Shugenja is Earth, Ranged Attacks targeting him have -2 strength.", "Personality", ""),
        ("Ranged Attacks performed by cards in Kumiko's army have a strength bonus equal to their own base "
         "strength.", "Personality", "Yoritomo Kumiko"),
    ],
)
def test_near_wordings_stay_refused(text, card_type, title):
    assert refused(text, card_type, title, kind="trait")


def test_number_in_unit_outside_a_unit_refused():
    assert refused("Battle: Ranged Attack equal to the number of Spells in this unit.", "Holding")


# --- the engine playing the compiled cards ------------------------------------------------------------------
def _volley(shot: str = "shot") -> dict:
    return {"id": "volley", "designators": ["Battle"], "limit": {"times": 3, "per": "turn"},
            "effects": [{"id": shot, "choose": {"controller": "$other", "type": ["personality", "follower"]},
                         "targeting": True, "ranged_attack": {"strength": 3}}]}  # fmt: skip


VOLLEY = _volley()


def _unit(owner: str, side: str, force: int, **more) -> dict:
    return {"type": "personality", "owner": owner, "zone": "battlefield:1", side: True,
            "stats": {"force": force, "chi": 2}, **more}  # fmt: skip


def _run(cards: dict, steps: list) -> list:
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, {"phase": "attack"},
                      {"begin": {"name": "battle", "at": "battlefield:1"}}, *steps]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def _shot(attacker: str, target: str, by: str, uid: str = "u", shot: str = "shot") -> list:
    return [{"use": {"id": uid, "card": attacker, "ability": "volley", "by": by}, "decide": {shot: target}},
            {"ask": {"destroyed": target}}]  # fmt: skip


def _traits(text: str, card_type: str = "Personality", title: str = "") -> list:
    return piece(text, card_type, title, kind="trait")["traits"]


def test_your_attacks_stronger_others_weaker():
    """Narrow Cliffs' two traits on my card: my Ranged 3 Attack destroys a 5F target (+2); the other player's
    Ranged 3 Attack does not destroy my 2F Personality (-2); without the card both would go the other way."""
    traits = _traits("Your Ranged Attacks have +2 strength.") + [
        {**t, "id": "t2"} for t in _traits("Other players' Ranged Attacks have -2 strength.")]  # fmt: skip

    def play(with_card: bool) -> list:
        cards = {"archer": _unit("me", "attacking", 2, abilities=[VOLLEY]),
                 "enemy": _unit("opp", "defending", 5),
                 "opp_archer": _unit("opp", "defending", 2, abilities=[_volley("arrow")]),
                 "mine": _unit("me", "attacking", 2)}  # fmt: skip
        if with_card:
            cards["cliffs"] = _unit("me", "attacking", 1, traits=traits)
        return _run(cards, _shot("archer", "enemy", "me") + _shot("opp_archer", "mine", "opp", "v", "arrow"))

    assert play(True) == [True, False]
    assert play(False) == [False, True]


def test_all_ranged_attacks_and_not_melee():
    (trait,) = _traits("Ranged Attacks have +2 strength.", "Personality")
    cards = {"archer": _unit("me", "attacking", 2, abilities=[VOLLEY]), "enemy": _unit("opp", "defending", 5),
             "other": _unit("opp", "defending", 1, traits=[trait])}  # the other player's card: every attack
    assert _run(cards, _shot("archer", "enemy", "me")) == [True]
    melee = {**VOLLEY, "effects": [{**VOLLEY["effects"][0], "ranged_attack": {"strength": 3, "melee": True}}]}
    cards["archer"]["abilities"] = [melee]
    assert _run(cards, _shot("archer", "enemy", "me")) == [False]


def _spell_volley(owner: str, bearer: str) -> dict:
    return {"type": "spell", "owner": owner, "attached_to": bearer, "abilities": [VOLLEY]}


def test_own_spells_stronger():
    """Izumi's Spell's Ranged 3 Attack destroys a 4F target; the same Spell on another Shugenja does not, nor
    does Izumi's own printed attack (not a Spell's)."""
    (trait,) = _traits("Ranged Attacks from Izumi's Spells have +1 strength.", "Personality", "Isawa Izumi")

    def play(bearer: str, card: str) -> list:
        shugenja = ["Shugenja", "Fire"]
        cards = {"izumi": _unit("me", "attacking", 2, traits=[trait], abilities=[_volley("own")],
                                keywords=shugenja),
                 "other": _unit("me", "attacking", 2, keywords=shugenja),
                 "spell": _spell_volley("me", bearer),
                 "enemy": _unit("opp", "defending", 4)}  # fmt: skip
        return _run(cards, _shot(card, "enemy", "me", shot="own" if card == "izumi" else "shot"))

    assert play("izumi", "spell") == [True]
    assert play("other", "spell") == [False]
    assert play("izumi", "izumi") == [False]


def test_bearer_keyword_condition():
    """Tetsubo of Earth on an Earth Shugenja: a Ranged 3 Attack on him (3F) has strength 1 and does not
    destroy him; on a Shugenja without Earth it is not changed and destroys him."""
    (trait,) = _traits("If this Shugenja is Earth, Ranged Attacks targeting him have -2 strength.", "Spell")

    def play(keywords: list) -> list:
        cards = {"archer": _unit("me", "attacking", 2, abilities=[VOLLEY]),
                 "shugenja": _unit("opp", "defending", 3, keywords=keywords),
                 "tetsubo": {"type": "spell", "owner": "opp", "attached_to": "shugenja", "traits": [trait]}}
        return _run(cards, _shot("archer", "shugenja", "me"))

    assert play(["Shugenja", "Earth"]) == [False]
    assert play(["Shugenja", "Fire"]) == [True]


def test_followers_may_not_be_targeted():
    (trait,) = _traits("Ranged Attacks may not target Okan's Followers.", "Personality", "Yoritomo Okan")
    cards = {"archer": _unit("me", "attacking", 2, abilities=[VOLLEY]),
             "okan": _unit("opp", "defending", 2, traits=[trait]),
             "guard": {"type": "follower", "owner": "opp", "attached_to": "okan", "stats": {"force": 1}}}
    assert _run(cards, _shot("archer", "guard", "me")) == [False]  # the choice leaves the Follower out
    cards["okan"] = _unit("opp", "defending", 2)
    assert _run(cards, _shot("archer", "guard", "me")) == [True]


def test_attack_equal_to_spells_in_unit():
    """Ikariya's "Ranged Attack equal to the number of Spells in this unit" with two Spells: strength 2."""
    text = "Fire Battle: Ranged Attack equal to the number of Spells in this unit."
    compiled = ability(text, "Personality", "Isawa Ikariya")
    compiled["effects"][0]["id"] = "shot"

    def play(spells: int, force: int) -> list:
        cards = {"ikariya": _unit("me", "attacking", 2, abilities=[compiled]),
                 "enemy": _unit("opp", "defending", force)}  # fmt: skip
        for n in range(spells):
            cards[f"spell{n}"] = {"type": "spell", "owner": "me", "attached_to": "ikariya"}
        return _run(cards, [{"use": {"id": "u", "card": "ikariya", "ability": "a1", "by": "me"},
                             "decide": {"shot": "enemy"}}, {"ask": {"destroyed": "enemy"}}])  # fmt: skip

    assert play(2, 2) == [True]
    assert play(2, 3) == [False]
    assert play(0, 1) == [False]


# --- an attack after another target -----------------------------------------------------------------------
KAHOKU = "Battle: Target an enemy Personality: Give him -4F. Ranged 3 Attack."
TESKATH = "Battle: Bow your target unbowed Warrior. Ranged Attack equal to its Force plus one."
ATTACK_TARGET = {"in_play": True, "controller": "$other", "type": ["follower", "personality"],
                 "without_attached": {"type": "follower"}}  # fmt: skip


def test_attack_after_target_compiles():
    first, attack = ability(KAHOKU, "Personality", "Bayushi Kahoku")["effects"]
    assert first["choose"] == {"in_play": True, "controller": "$other", "type": "personality"}
    assert attack == {"choose": ATTACK_TARGET, "targeting": True, "ranged_attack": {"strength": 3}}
    bow, attack = ability(TESKATH, "Personality", "The Teskath")["effects"]
    assert bow["bow"] is True and bow["choose"]["keywords"] == ["Warrior"]
    assert attack["ranged_attack"] == {"strength": {"equal_to": "force", "of": "$target1"}, "plus": 1}
    two = ability("Battle: Bow this card: Ranged 6 Attack. Ranged 6 Attack.", "Personality")["effects"]
    assert [e["ranged_attack"] for e in two] == [{"strength": 6}, {"strength": 6}]


@pytest.mark.parametrize(
    "text",
    [
        "Battle: Target an enemy Personality: Give him -4F. Ranged 3 Attack. Bow him.",  # which "him"?
        "Battle: Target an enemy Personality: Give him -4F. Ranged 3 Attack. Give him +1F.",
        # "his": the performer or the target
        "Battle: Choose your performing Samurai and target a Follower: Bow it. Ranged Attack with strength "
        "equal to his Force.",
        # the first target only in the amount: no effect chooses it
        "Thunder Battle, Bow: Target your Personality. Ranged Attack with strength equal to his Chi.",
    ],
)
def test_attack_after_target_refused(text):
    assert refused(text, "Personality")


def _two_effects(text: str, title: str, ids: tuple[str, str]) -> dict:
    compiled = ability(text, "Personality", title)
    for effect, effect_id in zip(compiled["effects"], ids, strict=True):
        effect["id"] = effect_id
    return compiled


def test_attack_after_target_plays():
    """Kahoku gives the 5F enemy -4F, then his Ranged 3 Attack (its own target) destroys him; without the
    penalty first (another target for it) the attack would not."""
    kahoku = _two_effects(KAHOKU, "Bayushi Kahoku", ("weaken", "shot"))

    def play(weakened: str) -> list:
        cards = {"kahoku": _unit("me", "attacking", 2, abilities=[kahoku]),
                 "enemy": _unit("opp", "defending", 5), "bystander": _unit("opp", "defending", 5)}
        return _run(cards, [{"use": {"id": "u", "card": "kahoku", "ability": "a1", "by": "me"},
                             "decide": {"weaken": weakened, "shot": "enemy"}},
                            {"ask": {"destroyed": "enemy"}}])  # fmt: skip

    assert play("enemy") == [True]
    assert play("bystander") == [False]


def test_attack_strength_of_first_target():
    """The Teskath bows my 4F Warrior: the Ranged Attack has strength 5 (his Force plus one); on a 2F Warrior
    it has 3."""
    teskath = _two_effects(TESKATH, "The Teskath", ("bow", "shot"))

    def play(force: int) -> list:
        cards = {"teskath": _unit("me", "attacking", 2, abilities=[teskath]),
                 "warrior": _unit("me", "attacking", force, keywords=["Warrior"]),
                 "enemy": _unit("opp", "defending", 5)}  # fmt: skip
        return _run(cards, [{"use": {"id": "u", "card": "teskath", "ability": "a1", "by": "me"},
                             "decide": {"bow": "warrior", "shot": "enemy"}},
                            {"ask": {"destroyed": "enemy"}}])  # fmt: skip

    assert play(4) == [True]
    assert play(2) == [False]


# --- Reactions to an attack's targeting ---------------------------------------------------------------------
IN_UNIT = "Reaction: After a Ranged Attack targets a card in this unit, give the Ranged Attack -3 strength."
YOURS = "Reaction: After your Ranged Attack is targeted: Give it +2 strength. Gain 1 Honor."


def test_reaction_triggers_compile():
    assert ability(IN_UNIT, "Personality")["trigger"] == {"event": "targeted", "of": {"in_unit": "$source"},
                                                          "with": "ranged_attack"}  # fmt: skip
    compiled = ability(YOURS, "Personality")
    assert compiled["trigger"] == {"event": "targeted", "with": "ranged_attack", "by": "self"}
    assert compiled["effects"][0]["attack_strength"] == {"change": 2, "action": "$reacted"}
    assert refused(IN_UNIT, "Holding")  # in no unit


def _react(react: dict, holder: str, target: str, attacker: str, force: int = 1) -> list:
    """``attacker``'s action makes a Ranged 3 Attack on ``target``; the Reaction's holder uses it first."""
    shot = {"id": "shot", "choose": {"type": ["personality", "follower"]}, "targeting": True,
            "ranged_attack": {"strength": 3}}  # fmt: skip
    cards = {"keeper": _unit("me", "defending", 2, abilities=[react]),
             "guard": {"type": "follower", "owner": "me", "attached_to": "keeper", "stats": {"force": force}},
             "loner": _unit("me", "defending", force),
             "enemy": _unit("opp", "attacking", force)}  # fmt: skip
    owner = "me" if holder == "keeper" else "opp"
    steps = [{"use": {"id": "u", "card": holder, "ability": react["id"], "by": owner, "reacts_to": "atk"}},
             {"action": {"id": "atk", "by": attacker, "effects": [shot]}, "decide": {"shot": target}},
             {"ask": {"successful": "u"}}, {"ask": {"destroyed": target}}]  # fmt: skip
    return _run(cards, steps)


def test_reaction_in_unit_plays():
    react = {**ability(IN_UNIT, "Personality"), "id": "r"}
    assert _react(react, "keeper", "guard", "opp") == [True, False]  # 3 - 3 = 0 < 1
    assert _react(react, "keeper", "loner", "opp") == [False, True]  # not in this unit: no window


def test_reaction_to_your_attack_plays():
    react = {**ability(YOURS, "Personality"), "id": "r"}
    # keeper's player (me) attacks the 4F enemy: +2 -> 5 destroys it; another player's attack opens no window
    assert _react(react, "keeper", "enemy", "me", force=4) == [True, True]
    assert _react(react, "keeper", "guard", "opp", force=4) == [False, False]
