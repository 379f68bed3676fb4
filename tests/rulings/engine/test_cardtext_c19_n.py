"""L5R compiler 19, part N: Reactions taken as a card is about to be destroyed (family "before_reactions"):
"Reaction: Before this Personality is destroyed, destroy this card: Negate the Personality's
destruction." (Golden Obi of the Sun Goddess), "... Negate that destruction of the Personality." (Layered
Plates), "Reaction, Bow: Before this Personality is destroyed, destroy this Follower to negate the
destruction." (Decoy), "Maho Repeatable Reaction, Bow: Before this Follower is destroyed, negate the
destruction." (Eye of Iuchiban).
The Reaction's player decides beforehand (a `use` step right before the step in which the destruction would
happen); it is taken only as that destruction is about to happen, its costs paid then, and it negates that
destruction only (l5r.desk.reaction-before-event). What each compiles to, the engine playing it, and near
wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, l5r_turn, personality, refused

BEFORE = "Before this Personality is destroyed"
OBI = f"Reaction: {BEFORE}, destroy this card: Negate the Personality's destruction."
PLATES = f"Reaction: {BEFORE}, destroy this card: Negate that destruction of the Personality."
DECOY = f"Reaction, Bow: {BEFORE}, destroy this Follower to negate the destruction."
EYE = "Maho Repeatable Reaction, Bow: Before this Follower is destroyed, negate the destruction."
RULE = "l5r.desk.reaction-before-event"
NEGATION = {"targets": "$reacted_card", "kind": "instantaneous",
            "trigger": {"event": "destroyed", "timing": "before", "card": "$reacted_card"},
            "prevent": {"event": "destroy"}}  # fmt: skip


def _before(card: str) -> dict:
    return {"event": "destroyed", "timing": "before", "card": card}


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_golden_obi():
    assert ability(OBI, "Item") == {"id": "a1", "designators": ["Reaction"], "trigger": _before("$bearer"),
                                    "cost": {"destroy": "$source"}, "effects": [NEGATION]}  # fmt: skip


def test_layered_plates_reads_as_obi():
    assert ability(PLATES, "Item") == ability(OBI, "Item")


def test_decoy_bows_and_destroys_itself_to_negate():
    compiled = ability(DECOY, "Follower")
    assert compiled["trigger"] == _before("$bearer") and compiled["effects"] == [NEGATION]
    assert compiled["cost"] == {"bow": "$source", "destroy": "$source"}


def test_eye_of_iuchiban_its_own_destruction():
    compiled = ability(EYE, "Follower")
    assert compiled["trigger"] == _before("$source") and compiled["cost"] == {"bow": "$source"}
    assert compiled["effects"] == [NEGATION] and "Maho" in compiled["keywords"]


def test_own_name_is_this_card():
    compiled = ability("Reaction: Before Hogai is destroyed: Negate his destruction.", "Personality",
                       "Togashi Hogai")  # fmt: skip
    assert compiled["trigger"] == _before("$source") and compiled["effects"] == [NEGATION]


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (OBI, "Strategy"),  # no Personality of its own: not in play
        (f"Reaction: {BEFORE}, destroy this card: Negate the Follower's destruction.", "Follower"),
        (f"Reaction: {BEFORE}, target a Personality: Negate the destruction.", "Item"),
        (f"Reaction: {BEFORE}, if he has a Spell, destroy this card: Negate the destruction.", "Follower"),
        ("Reaction: Before Hogai is destroyed: Negate his destruction. Dishonor him.", "Personality"),  # more
        ("Reaction: Before one of your Personalities is destroyed, destroy one of his Weapons: Negate his "
         "destruction.", "Strategy"),  # a kind of card
        ("Reaction: Before another player's action destroys this Personality, remove this card from the "
         "game: Negate the destruction. Move this Personality home.", "Item"),
        ("Reaction: Before this Province is destroyed, destroy this Region to negate the Province's "
         "destruction.", "Region"),  # a Province
        ("Reaction: Before Takuma is destroyed, permanently give him -3F/-1C: Negate the destruction.",
         "Personality"),
        ("Reaction: Before you gain Honor: Negate the gain. Lose 7 Honor.", "Strategy"),
        ("Reaction: Before another player loses Honor: Negate the loss, then gain Honor equal to the amount "
         "you negated.", "Strategy"),
    ],
)
def test_near_wordings_stay_refused(text, card_type):
    title = {"Personality": "Togashi Hogai"}.get(card_type, "")
    if "Takuma" in text:
        title = "Hida Takuma"
    assert refused(text, card_type, title)


# --- the engine playing the compiled cards ------------------------------------------------------------------
KILL = {"action": {"id": "k", "by": "opp", "effects": [{"targets": "hero", "destroy": True}]}}
ASKS = [{"ask": {"destroyed": "hero"}}, {"ask": {"destroyed": "src"}}]


def _play(text: str, card_type: str, steps: list, **src) -> tuple[list, list]:
    """hero (a Personality) with `src` attached (the compiled Reaction); the answers and the trace."""
    card = {"type": card_type.lower(), "owner": "me", "zone": "home", "attached_to": "hero",
            "abilities": [ability(text, card_type)], **src}  # fmt: skip
    result = evaluate(parse_scenario(l5r_turn({"hero": personality("me", zone="home"), "src": card}, steps)))
    return [a["answer"]["value"] for a in result.answers], result.trace


USE = {"use": {"id": "u", "card": "src", "ability": "a1", "by": "me"}}


def test_obi_negates_the_destruction_and_is_destroyed_as_its_cost():
    answers, trace = _play(OBI, "Item", [USE, KILL, *ASKS])
    assert answers == [False, True]  # hero stays; the Obi was destroyed to pay for it
    assert any(t["rule"] == RULE and "is taken as hero is about to be destroyed" in t["text"] for t in trace)


def test_without_the_reaction_the_destruction_happens():
    answers, _ = _play(OBI, "Item", [KILL, *ASKS[:1]])
    assert answers == [True]


def test_nothing_paid_when_no_destruction_comes():
    # the Reaction stands ready for the next step only: no destruction comes there, so it is not taken (the
    # Obi is not destroyed), and a later destruction is not negated
    bow = {"action": {"id": "b", "by": "opp", "effects": [{"targets": "hero", "bow": True}]}}
    answers, trace = _play(OBI, "Item", [USE, bow, {"ask": {"destroyed": "src"}}, KILL, *ASKS[:1]])
    assert answers == [False, True]
    assert not any(t["rule"] == RULE and "is taken" in t["text"] for t in trace)


def test_a_use_with_no_later_step_takes_nothing():
    answers, trace = _play(OBI, "Item", [{"ask": {"destroyed": "src"}}, USE])
    assert answers == [False]
    assert any(t["rule"] == RULE and "no later step" in t["text"] for t in trace)


def test_decoy_bows_and_is_destroyed():
    answers, _ = _play(DECOY, "Follower", [USE, KILL, *ASKS, {"ask": {"flag": "bowed", "card": "src"}}])
    assert answers[:2] == [False, True]


def test_a_bowed_decoy_cannot_take_it_and_pays_nothing():
    # "Bow" is its cost: a bowed Follower cannot pay it (and a bowed card's Reaction is not used)
    answers, _ = _play(DECOY, "Follower", [USE, KILL, *ASKS], bowed=True)
    assert answers == [True, False]


def test_eye_negates_its_own_destruction_each_time_it_can_bow():
    kill_src = {"action": {"id": "k2", "by": "opp", "effects": [{"targets": "src", "destroy": True}]}}
    use = {"use": {"id": "u", "card": "src", "ability": "a1", "by": "me"}}
    steps = [use, kill_src, {"ask": {"destroyed": "src"}}, {"ask": {"flag": "bowed", "card": "src"}}]
    answers, _ = _play(EYE, "Follower", steps)
    assert answers == [False, True]
    # bowed by its first use: a second destruction is not negated
    again = {"use": {"id": "u2", "card": "src", "ability": "a1", "by": "me"}}
    kill2 = {"action": {"id": "k3", "by": "opp", "effects": [{"targets": "src", "destroy": True}]}}
    answers, _ = _play(EYE, "Follower", [*steps, again, kill2, {"ask": {"destroyed": "src"}}])
    assert answers == [False, True, True]


def test_not_taken_for_another_cards_destruction():
    other = {"action": {"id": "k", "by": "opp", "effects": [{"targets": "src", "destroy": True}]}}
    answers, _ = _play(OBI, "Item", [USE, other, *ASKS])
    assert answers == [False, True]  # the Obi itself is destroyed (by the action): hero was never at risk


def test_not_taken_for_chi_death():
    # a continuously applied destruction (Chi death): a negation it triggers cannot negate it (the effects
    # document's EXCEPTION), so the Reaction is not taken and the Obi is not destroyed for nothing
    chi = {"action": {"id": "c", "by": "opp", "effects": [{"targets": "hero", "stat": "chi", "change": -2}]}}
    answers, trace = _play(OBI, "Item", [USE, chi, *ASKS])
    assert answers == [True, False]
    assert any(t["rule"] == RULE and "continuously applied" in t["text"] for t in trace)


def test_not_taken_when_the_destruction_is_already_prevented():
    # a destruction another effect prevents is not about to happen: the Obi stays
    kept = {"targets": "hero", "prevent": {"event": "destroy"}, "duration": "end_of_turn"}
    shield = {"action": {"id": "s", "by": "me", "effects": [kept]}}
    answers, trace = _play(OBI, "Item", [shield, USE, KILL, *ASKS])
    assert answers == [False, False]
    assert any(t["rule"] == RULE and "already prevented" in t["text"] for t in trace)


def test_two_reactions_ready_for_one_destruction():
    # Decoy and the Obi both stand ready (the second use is a declaration too); the first taken negates the
    # destruction, so the second is not taken and its card is not destroyed
    obi = {"type": "item", "owner": "me", "zone": "home", "attached_to": "hero",
           "abilities": [ability(OBI, "Item")]}  # fmt: skip
    decoy = {"type": "follower", "owner": "me", "zone": "home", "attached_to": "hero",
             "abilities": [ability(DECOY, "Follower")]}  # fmt: skip
    cards = {"hero": personality("me", zone="home"), "obi": obi, "decoy": decoy}
    steps = [{"use": {"id": "u1", "card": "obi", "ability": "a1", "by": "me"}},
             {"use": {"id": "u2", "card": "decoy", "ability": "a1", "by": "me"}}, KILL,
             *({"ask": {"destroyed": c}} for c in ("hero", "obi", "decoy"))]  # fmt: skip
    result = evaluate(parse_scenario(l5r_turn(cards, steps)))
    assert [a["answer"]["value"] for a in result.answers] == [False, True, False]
