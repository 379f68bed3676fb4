"""Naruto printing numbers as players paste them: KS-054, KS-054-UC, rare-art suffixes, with quantities, with
or without the title, in every syntax."""

from __future__ import annotations

import json

import pytest

from decks.parsing import decklist_parse

pytestmark = [pytest.mark.usefixtures("deck_cards"), pytest.mark.django_db]


def read(text: str, syntax: str = "auto"):
    return decklist_parse(game="naruto", text=text, syntax=syntax, format_key="mythos")


def only_line(text: str):
    (line,) = [line for line in read(text).lines if line.kind not in ("header", "comment")]
    return line


@pytest.mark.parametrize(
    ("written", "key", "quantity"),
    [
        ("KS-054", "KS-054-UC", 1),
        ("ks-054-uc", "KS-054-UC", 1),
        ("2x KS-054", "KS-054-UC", 2),
        ("2 KS-054", "KS-054-UC", 2),
        ("KS-054 x2", "KS-054-UC", 2),
        ("KS-054-UC x2", "KS-054-UC", 2),
        ("2 KS-055-C Kimimaro", "KS-055-C", 2),
        ("2x KS-055-C Kimimaro - Dance of the Camellia", "KS-055-C", 2),
        ("KS-108-RA", "KS-108-R", 1),  # a rare-art variant: the version it is a variant of
        ("2 KS-108-MV", "KS-108-R", 2),
        ("KS-133_2-MV", "KS-133-S", 1),
        ("KS-54", "KS-054-UC", 1),
    ],
)
def test_a_printing_number_names_its_version(written, key, quantity):
    line = only_line(written)
    assert (line.kind, line.key, line.quantity) == ("card", key, quantity)
    assert line.how == "number" and line.confidence == 1.0


def test_a_rarity_no_printing_of_the_number_has_is_read_by_set_and_number_less_surely():
    line = only_line("2 KS-054-C")
    assert (line.kind, line.key, line.quantity) == ("card", "KS-054-UC", 2)
    assert line.confidence < 1.0


def test_a_number_a_character_and_a_mission_share_is_resolved_by_section_or_title():
    assert only_line("# Characters\n2 KS-001").key == "KS-001-C"
    assert only_line("# Missions\n1 KS-001").key == "KS-001-MMS"
    assert only_line("KS-001 Call for Support").key == "KS-001-MMS"
    shared = only_line("KS-001")
    assert shared.kind == "ambiguous"
    assert {c["key"] for c in shared.candidates} == {"KS-001-C", "KS-001-MMS"}


def test_a_title_naming_another_card_than_the_number_is_reported_not_guessed():
    line = only_line("2 KS-054-C Sasuke Uchiha")
    assert line.kind == "ambiguous"
    assert "KS-054-C" in line.reason and "Kabuto Yakushi" in line.reason
    keys = {c["key"] for c in line.candidates}
    assert "KS-054-UC" in keys and any(c["title"].startswith("Sasuke Uchiha") for c in line.candidates)


def test_numbers_in_every_syntax():
    text = "Characters:\n2x KS-054\nKS-055-C x2\nMissions:\n1 KS-001\n1 KS-002\n1 KS-003-MMS\n"
    parsed = read(text, "text")
    assert parsed.unmatched == []
    assert {(e.key, e.quantity, e.section) for e in parsed.entries} == {
        ("KS-054-UC", 2, "main"),
        ("KS-055-C", 2, "main"),
        ("KS-001-MMS", 1, "missions"),
        ("KS-002-MMS", 1, "missions"),
        ("KS-003-MMS", 1, "missions"),
    }
    cards = [{"title": "KS-108-RA", "quantity": 2}, {"key": "KS-109-RA", "quantity": 1}]
    as_json = read(json.dumps({"cards": cards}), "json")
    assert [(e.key, e.quantity) for e in as_json.entries] == [("KS-108-R", 2), ("KS-109-R", 1)]


def test_a_title_still_wins_over_a_number_and_unknown_numbers_stay_unmatched():
    assert only_line("KS-999").kind == "unmatched"
    assert only_line("2x Kimimaro - Dance of the Camellia").key == "KS-055-C"
