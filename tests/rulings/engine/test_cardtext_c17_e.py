"""L5R compiler 17, part E: triggers on what actions did and who performed them, and on a battle's resolution
where this card is.

- "After a Tactical action resolves that Tadenori performed: Lose 3 Honor." (and "... action Akodo performed
  resolves", "After the resolution of a Battle action which Jimen performed: You may move him home."): a
  triggered trait answering `<word>_action_resolved` with the card that performed it;
- "Reaction: Even if Usharo is bowed, after a Political action resolves that he performed: Straighten him.";
- "Before a battle's resolution, if Nagataka is at the current battlefield, destroy him.", "After a battle's
  resolution, if this card is at the current battlefield: Destroy this card.";
- "Reaction: After the resolution of an action that bowed a Ring: Straighten it.", "Reaction: After a Ring
  bows: Straighten it.": "it" is the card of the trigger's kind (`$reacted_card`, window_cards.py).

What each compiles to, the engine playing the compiled cards, and near wordings that stay not understood."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, piece, refused

TADENORI = "After a Tactical action resolves that Tadenori performed: Lose 3 Honor."
JIMEN = "After the resolution of a Battle action which Jimen performed: You may move him home."
USHARO = (
    "Reaction: Even if Usharo is bowed, after a Political action resolves that he performed: Straighten him."
)
NAGATAKA = "Before a battle's resolution, if Nagataka is at the current battlefield, destroy him."
PEASANT = "After a battle's resolution, if this card is at the current battlefield: Destroy this card."
HERE = {"count": {"cards": ["$source"], "zone": "$battlefield"}, "at_least": 1}


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_a_trait_after_a_kind_of_action_the_card_performed():
    (trait,) = piece(TADENORI, "Personality", "Akodo Tadenori", kind="trait")["traits"]
    assert trait == {"id": "t1", "trigger": {"event": "tactical_action_resolved", "card": "$source"},
                     "targets": "$controller", "honor": -3}  # fmt: skip
    # the other word order, and a Follower's "this Personality" (its bearer)
    text = "After a Battle action this Personality performed resolves, gain 1 Honor."
    (trait,) = piece(text, "Follower", kind="trait")["traits"]
    assert trait["trigger"] == {"event": "battle_action_resolved", "card": "$bearer"}


def test_him_in_such_a_trait_is_the_performer():
    (trait,) = piece(JIMEN, "Personality", "Shosuro Jimen", kind="trait")["traits"]
    assert trait == {"id": "t1", "trigger": {"event": "battle_action_resolved", "card": "$source"},
                     "optional": True, "targets": "$source", "move": "home"}  # fmt: skip


def test_the_other_resolution_wording_without_him_keeps_its_reading():
    text = "After the resolution of a Battle action which Jimen performed: Give this card +1F."
    (trait,) = piece(text, "Personality", "Shosuro Jimen", kind="trait")["traits"]
    assert trait["trigger"] == {"event": "battle_action_resolved", "card": "$source"}


def test_a_reaction_after_a_kind_of_action_he_performed():
    compiled = ability(USHARO, "Personality", "Daigotsu Usharo")
    assert compiled == {"id": "a1", "designators": ["Reaction"],
                        "trigger": {"event": "resolved", "kind": ["Political"], "card": "$source"},
                        "even_if_bowed": True,
                        "effects": [{"targets": "$source", "straighten": True}]}  # fmt: skip
    text = "Reaction: After a Tactical action this card performed resolves: Gain 1 Honor."
    assert ability(text, "Personality")["trigger"] == {"event": "resolved", "kind": ["Tactical"],
                                                       "card": "$source"}  # fmt: skip
    # no kind: the action he performed (as "after an action he performed resolves")
    text = "Reaction: After an action resolves that he performed: Straighten him."
    assert ability(text, "Personality")["trigger"] == {"event": "performed", "card": "$source"}


def test_battle_resolution_traits_where_this_card_is():
    (trait,) = piece(NAGATAKA, "Personality", "Akodo Nagataka", kind="trait")["traits"]
    assert trait == {"id": "t1", "trigger": {"event": "battle_resolution_begins"}, "targets": "$source",
                     "destroy": True, "while": HERE}  # fmt: skip
    (trait,) = piece(PEASANT, "Item", "Peasant Armor", kind="trait")["traits"]
    assert trait == {"id": "t1", "trigger": {"event": "battle_resolution_ends"}, "targets": "$source",
                     "destroy": True, "while": HERE}  # fmt: skip


@pytest.mark.parametrize(
    ("text", "card_type", "kind", "why"),
    [
        # Kiho is not defined by the corpus
        ("After a Kiho action resolves that this card performed: Permanently give him +1F.", "Personality",
         "trait", "Kiho"),
        # a word that is no designator or action keyword
        ("After a Dark Virtue action resolves that this card performed, give him a +1F Shourido token.",
         "Personality", "trait", "Dark"),
        # a trait after an action of no kind (no event for it)
        ("After an action resolves that this card performed: You may move him home.", "Personality", "trait",
         "no kind"),
        # "he" on a card other than a Personality
        ("Reaction: After a Battle action resolves that he performed: Gain 1 Honor.", "Item", "ability",
         "on a item"),
        # whose action and its performer both
        ("Reaction: After your Battle action resolves that he performed: Gain 1 Honor.", "Personality",
         "ability", "both said"),
        # the card's bearer at the current battlefield: another card than this one
        ("Before a battle's resolution, if this Personality is at the current battlefield, gain 1 Honor.",
         "Item", "trait", "another card"),
        # lasting effects in a trait
        ("After a battle's resolution, if this card is at the current battlefield: Give this card +2F.",
         "Personality", "trait", "lasts"),
    ],
)  # fmt: skip
def test_near_wordings_are_refused_with_a_reason(text, card_type, kind, why):
    assert why in refused(text, card_type, kind=kind)


@pytest.mark.parametrize(
    ("text", "card_type", "kind"),
    [
        ("After a Tactical action Akodo performed resolves: Give +2F to all Personalities in his army.",
         "Personality", "trait"),
        # ("... if this card was ever opposed during the battle, destroy this card.": compiler 19, part A
        # plays it, test_cardtext_c19_a.py)
        ("After a battle's resolution, if you lost the battle and its resolution destroyed any of your units "
         "or Provinces, destroy this card.", "Personality", "trait"),
        ("Before this battle's resolution, if this card is at the current battlefield, destroy him.",
         "Personality", "trait"),
        ("Reaction: After your Ranged Attack action resolves, if this card is at the current battlefield, "
         "target your Personality in this card's army: Give him +2F.", "Personality", "ability"),
    ],
)  # fmt: skip
def test_near_wordings_stay_not_understood(text, card_type, kind):
    assert refused(text, card_type, kind=kind)


# --- the engine playing them --------------------------------------------------------------------------------
def _abilities() -> list[dict]:
    return [
        {"id": "tactic", "designators": ["Battle"], "keywords": ["Tactical"],
         "effects": [{"targets": "$source", "stat": "chi", "change": 1}]},
        {"id": "political", "designators": ["Battle"], "keywords": ["Political"],
         "effects": [{"targets": "$source", "bow": True}]},
        {"id": "strike", "designators": ["Battle"],
         "effects": [{"targets": "$source", "stat": "chi", "change": 1}]},
    ]  # fmt: skip


PLAYERS = [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}]


def _run(cards: dict, steps: list) -> list:
    data = {"game": "l5r", "players": PLAYERS, "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}},
                      {"begin": {"name": "battle", "at": "battlefield:1"}}, *steps]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def _use(card: str, ability_id: str, uid: str, by: str = "me", **more) -> dict:
    return {"use": {"id": uid, "card": card, "ability": ability_id, "by": by}, **more}


def _samurai(owner: str, **more) -> dict:
    return {"type": "personality", "owner": owner, "zone": "battlefield:1", "attacking": owner == "me",
            "stats": {"force": 2, "chi": 2}, "abilities": _abilities(), **more}  # fmt: skip


HONOR = {"ask": {"stat": "family_honor", "player": "me"}}


def test_tadenori_loses_honor_after_his_own_tactical_actions_only():
    traits = piece(TADENORI, "Personality", "Akodo Tadenori", kind="trait")["traits"]
    cards = {"tadenori": _samurai("me", traits=traits), "other": _samurai("me"), "foe": _samurai("opp")}
    assert _run(cards, [_use("tadenori", "tactic", "t"), HONOR]) == [7]
    assert _run(cards, [_use("tadenori", "strike", "s"), HONOR]) == [10]  # not Tactical
    assert _run(cards, [_use("other", "tactic", "t"), HONOR]) == [10]  # another card performed it
    assert _run(cards, [_use("foe", "tactic", "t", by="opp"), HONOR]) == [10]


def test_jimen_may_move_home_after_his_battle_action():
    traits = piece(JIMEN, "Personality", "Shosuro Jimen", kind="trait")["traits"]
    cards = {"jimen": _samurai("me", traits=traits), "other": _samurai("me"), "foe": _samurai("opp")}
    where = {"ask": {"zone": "jimen"}}
    assert _run(cards, [_use("jimen", "strike", "s", decide={"t1": True}), where]) == ["home"]
    assert _run(cards, [_use("jimen", "strike", "s", decide={"t1": False}), where]) == ["battlefield:1"]
    assert _run(cards, [_use("jimen", "strike", "s"), where]) == ["depends on a choice"]
    assert _run(cards, [_use("other", "strike", "s"), where]) == ["battlefield:1"]


def test_usharo_straightens_after_his_political_action_even_bowed():
    reaction = ability(USHARO, "Personality", "Daigotsu Usharo")
    cards = {"usharo": _samurai("me", abilities=[*_abilities(), reaction]), "foe": _samurai("opp")}
    bowed = {"ask": {"flag": "bowed", "card": "usharo"}}
    react = _use("usharo", "a1", "r")
    ok = {"ask": {"successful": "r"}}
    assert _run(cards, [_use("usharo", "political", "p"), bowed, react, ok, bowed]) == [True, True, False]
    # his Tactical action: not Political, the Reaction is refused and he stays bowed
    cards["usharo"]["bowed"] = True
    assert _run(cards, [_use("usharo", "tactic", "t"), react, ok, bowed]) == [False, True]


def _resolution_run(trait_text: str, card: dict, battle_at: str, moment: str, title: str = "") -> list:
    traits = piece(trait_text, card["type"].capitalize(), title, kind="trait")["traits"]
    cards = {"sam": _samurai("me", zone="battlefield:1"), "card": {**card, "traits": traits},
             "foe": _samurai("opp", zone=battle_at)}
    steps = [{"begin": {"name": "battle", "at": battle_at}}, {"ask": {"zone": "card"}},
             {"begin": "battle_resolution"}, {"ask": {"zone": "card"}}]
    if moment == "after":
        steps.append({"end": "battle_resolution"})
        steps.append({"ask": {"zone": "card"}})
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def test_nagataka_is_destroyed_before_the_resolution_of_his_battle_only():
    nagataka = {"type": "personality", "owner": "me", "zone": "battlefield:1", "attacking": True,
                "stats": {"force": 3, "chi": 2}}  # fmt: skip
    here = _resolution_run(NAGATAKA, nagataka, "battlefield:1", "before", "Akodo Nagataka")
    assert here == ["battlefield:1", "discard"]
    elsewhere = _resolution_run(NAGATAKA, nagataka, "battlefield:2", "before", "Akodo Nagataka")
    assert elsewhere == ["battlefield:1", "battlefield:1"]


def test_peasant_armor_is_destroyed_after_the_resolution_where_its_bearer_is():
    armor = {"type": "item", "owner": "me", "zone": "attached", "attached_to": "sam", "stats": {"force": 1}}
    # (an attached card's zone answer is its bearer's location)
    here = _resolution_run(PEASANT, armor, "battlefield:1", "after")
    assert here == ["battlefield:1", "battlefield:1", "discard"]  # not before the resolution ends
    elsewhere = _resolution_run(PEASANT, armor, "battlefield:2", "after")
    assert elsewhere == ["battlefield:1", "battlefield:1", "battlefield:1"]


# --- "it": the card of a kind the trigger answers ----------------------------------------------------------
DECEPTION = "Reaction: After the resolution of an action that bowed a Ring: Straighten it."
MENTOR = "Reaction: After a Ring bows: Straighten it."


def test_it_after_a_kind_of_card_compiles_to_the_reacted_card():
    assert ability(DECEPTION, "Strategy", "Deception Revealed") == {
        "id": "a1", "designators": ["Reaction"],
        "trigger": {"event": "resolved", "did": {"event": "bowed", "of": {"type": "ring"}}},
        "effects": [{"targets": "$reacted_card", "straighten": True}]}  # fmt: skip
    assert ability(MENTOR, "Follower", "Respected Mentor") == {
        "id": "a1", "designators": ["Reaction"], "trigger": {"event": "bowed", "of": {"type": "ring"}},
        "effects": [{"targets": "$reacted_card", "straighten": True}]}  # fmt: skip
    text = "Reaction, Bow: After an Item enters play, give it a +1F token."
    assert ability(text, "Holding")["effects"] == [{"targets": "$reacted_card",
                                                     "give_token": {"count": 1, "force": 1}}]  # fmt: skip
    # with a target, "him" is the target (as before)
    text = "Reaction: After the resolution of an action that bowed one of your Personalities, target a " \
           "Personality: Bow him."
    assert "choose" in ability(text)["effects"][0]
    # this card named: compiler 13, part A's reading stays
    text = "Reaction: After the resolution of an action that bowed this Personality: Straighten him."
    assert ability(text, "Item")["effects"] == [{"targets": "$bearer", "straighten": True}]


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Reaction: After one of your Personalities is destroyed: Bow him.", "without a target"),
        ("Reaction: After the resolution of an action that destroyed one of your Personalities: Bow him.",
         ""),
    ],
)
def test_it_after_a_destruction_stays_refused(text, why):
    assert why in refused(text)


def _rings(reaction: dict, steps: list) -> list:
    bower = {"id": "bow-ring", "designators": ["Open"],
             "effects": [{"choose": {"type": "ring"}, "targeting": True, "bow": True}]}  # fmt: skip
    bow_two = {"id": "bow-rings", "designators": ["Open"],
               "effects": [{"targets": ["r1", "r2"], "bow": True}]}  # fmt: skip
    cards = {"holder": {"type": "personality", "owner": "me", "zone": "home:me",
                        "stats": {"force": 2, "chi": 2}, "abilities": [bower, bow_two]},
             "deck": {"type": "action", "owner": "me", "zone": "hand", "keywords": ["Strategy"],
                      "abilities": [reaction]},
             "r1": {"type": "ring", "owner": "me", "zone": "home:me"},
             "r2": {"type": "ring", "owner": "opp", "zone": "home:opp"}}  # fmt: skip
    data = {"game": "l5r", "players": PLAYERS, "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def _bowed(card: str) -> dict:
    return {"ask": {"flag": "bowed", "card": card}}


def test_deception_revealed_straightens_the_ring_the_action_bowed():
    reaction = ability(DECEPTION, "Strategy", "Deception Revealed")
    bow_r2 = {"use": {"id": "b", "card": "holder", "ability": "bow-ring", "by": "me", "targets": ["r2"]}}
    react = {"use": {"id": "r", "card": "deck", "ability": "a1", "by": "me"}}
    assert _rings(reaction, [bow_r2, _bowed("r2"), react, {"ask": {"successful": "r"}}, _bowed("r2")]) == [
        True, True, False]  # fmt: skip
    # the action bowed two Rings: which one "it" is, is not said: the use is refused
    bow_both = {"use": {"id": "b", "card": "holder", "ability": "bow-rings", "by": "me"}}
    steps = [bow_both, react, {"ask": {"successful": "r"}}, _bowed("r1"), _bowed("r2")]
    assert _rings(reaction, steps) == [False, True, True]


def test_respected_mentor_straightens_the_ring_that_bowed():
    reaction = ability(MENTOR, "Follower", "Respected Mentor")
    bow = {"apply": {"id": "x", "targets": "r1", "bow": True}}
    react = {"use": {"id": "r", "card": "deck", "ability": "a1", "by": "me"}}
    assert _rings(reaction, [bow, react, {"ask": {"successful": "r"}}, _bowed("r1")]) == [True, False]
    # nothing bowed: no window
    assert _rings(reaction, [react, {"ask": {"successful": "r"}}]) == [False]
