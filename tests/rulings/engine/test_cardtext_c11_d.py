"""Compiler 11, part D: "This Province has +N strength" is refused with its reason (the Desk holds one
strength for all of a player's Provinces), and the "Your Provinces" family it must not touch still plays."""

from __future__ import annotations

import pytest

from .cardtext_kit import piece, refused

ONE_PROVINCE = (
    "This Province has +2 strength.",
    "This Province has +3PS.",
    "This Province has a +2 strength.",
    "This Province has -1 strength while this Region is bowed.",
    "This Province has +8 strength while one or more Shadowlands cards are in an attacking army",
    "This Province has a maximum strength equal to its printed value.",
)


@pytest.mark.parametrize("text", ONE_PROVINCE)
def test_one_province_strength_is_refused_with_its_reason(text):
    why = refused(text, "Holding", kind="trait")
    assert "one Province alone" in why


def test_your_provinces_still_plays():
    (trait,) = piece("Your Provinces have +1 strength.", "Holding", kind="trait")["traits"]
    assert trait["stat"] == "province_strength" and trait["change"] == 1


def test_other_this_province_wordings_are_not_caught():
    why = refused("This Province may not be attacked.", "Holding", kind="trait")
    assert "one Province alone" not in why
