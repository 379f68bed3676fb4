"""Compiler 11, part C: putting cards into play (Terrains, Kata, Events), attachment costs, created Followers.

No family was added: each of these wordings rests on rules the corpus does not give (see the docs' section
"Compiler version 11, part C"), so each must stay not played, nothing of it reaching the card. The one
Terrain wording the corpus-backed engine already plays ("If there are no Terrains at the current
battlefield: Put this card into play there.") must keep playing."""

from __future__ import annotations

import pytest

from tests.rulings.engine.cardtext_kit import piece, refused

REFUSED = [
    # where a Terrain goes without "there", and which Terrain "a Terrain" is: the Glossary's Terrain entry
    # is not in the corpus
    ("Battle: Destroy a Terrain (if able). Put this Terrain into play.", "Terrain"),
    ("Political Battle: Destroy a Terrain (if able). Put this Terrain into play.", "Terrain"),
    ("Terrain Battle: Destroy a Terrain (if able). Put this Terrain into play.", "Terrain"),
    ("Battle/Engage: Destroy a Terrain (if able). Put this Terrain into play.", "Terrain"),
    # an Event in play: the corpus says only how an Event is revealed and resolved
    ("Open: Put this Event into play.", "Event"),
    ("Open: Put this Event into play. Discard it before your next turn ends.", "Event"),
    # Kata: what a Kata in play is, and whose Kata "other" counts, the corpus does not say
    ("Open: Put this Kata into play. Discard your other Kata in play.", "Strategy"),
    ("Limited: Put this card into play. Discard all your other Kata.", "Strategy"),
    ("Political Limited: Put this card into play. Discard your other Kata in play.", "Strategy"),
    # the payment for an attachment does not know its bearer; a fluctuating cost reduction: played since
    # compiler 15, part C (test_cardtext_c15_c.py)
    # a created Follower attached to a target: played since compiler 14, part E (test_cardtext_c14_e.py);
    # "(if legal)" stays refused
    (
        "Reaction: After this card enters play: Create a +2F/+1C Item and attach it to this Personality "
        "(if legal).",
        "Item",
    ),
]


@pytest.mark.parametrize(("text", "card_type"), REFUSED)
def test_refused_on_purpose(text, card_type):
    assert refused(text, card_type, kind="trait" if ":" not in text else "ability")


def test_created_personality_still_plays_but_not_a_created_follower():
    """Compiler 10 part D's created Personality is the near miss: a Follower is not read."""
    assert piece("Limited: Create a 2F/2C/0PH Shadowlands • Undead Personality.")
    assert refused("Limited: Create a 2F Shadowlands • Undead Follower.")


def test_terrain_into_play_there_still_plays():
    """The Terrain family the compiler already had: the condition, then the card put into play there."""
    compiled = piece(
        "Battle: If there are no Terrains at the current battlefield: Put this card into play there.",
        "Terrain",
    )
    (only,) = compiled["abilities"]
    assert "put_into_play" in str(only)
