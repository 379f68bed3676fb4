"""Reading and writing decklists: text, .l5d and JSON; line reports; hostile input; round trips."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from decks.facts import Entry
from decks.matching import TitleIndex
from decks.parsing import (
    MAX_LINES,
    ParseError,
    decklist_decode,
    decklist_parse,
    detect_syntax,
    entries_export,
)
from decks.validation import facts_load

from .conftest import read_fixture

CELESTIAL = "destroyer-war-celestial"
pytestmark = pytest.mark.usefixtures("deck_cards")


def parse(text, game="l5r", syntax="auto", format_key=CELESTIAL):
    return decklist_parse(game=game, text=text, syntax=syntax, format_key=format_key)


def bag(entries):
    return Counter({(e.key, e.section): e.quantity for e in entries})


@pytest.mark.django_db
def test_l5d_fixture_reads_every_line():
    parsed = parse(read_fixture("crab_celestial.l5d"))
    assert parsed.syntax == "l5d"
    assert parsed.unmatched == []
    kinds = Counter(line.kind for line in parsed.lines)
    assert kinds == {"card": 30, "header": 8}
    by_key = {line.key: line for line in parsed.lines if line.kind == "card"}
    assert (by_key["kyuden_hida"].section, by_key["kyuden_hida"].quantity) == ("pregame", 1)
    assert by_key["hida_kuon_experienced_6"].section == "dynasty"
    assert by_key["hida_kuon_experienced_6"].line == 14
    assert by_key["heavenly_tetsubo_of_the_crab"].quantity == 1  # "1 Heavenly Tetsubo of the Crab (1)"
    assert by_key["ambush"].section == "fate"
    assert sum(e.quantity for e in parsed.entries) == 81


@pytest.mark.django_db
def test_a_list_without_headers_takes_sections_from_the_data():
    clean = parse(read_fixture("crab_celestial.l5d"))
    sloppy = parse(read_fixture("crab_celestial_sloppy.txt"))
    assert sloppy.syntax == "text"
    assert sloppy.unmatched == []
    assert bag(sloppy.entries) == bag(clean.entries)
    how = {line.line: (line.how, line.confidence) for line in sloppy.lines if line.kind == "card"}
    assert how[2] == ("exact", 1.0)  # "1x kyuden hida"
    assert how[12][0] == "normalized"  # "1 Hida Kuon - exp 6"
    assert how[30][0] == "fuzzy" and how[30][1] < 0.9  # "3 Hida War Drum"
    assert [line.kind for line in sloppy.lines[:1]] == ["comment"]


@pytest.mark.parametrize(
    ("line", "quantity", "key"),
    [
        ("3x Ambush", 3, "ambush"),
        ("3 Ambush", 3, "ambush"),
        ("3X Ambush", 3, "ambush"),
        ("x3 Ambush", 3, "ambush"),
        ("Ambush x3", 3, "ambush"),
        ("Ambush", 1, "ambush"),
        ("12 Ambush", 12, "ambush"),
        ("3 Ambush (1)", 3, "ambush"),
        ("  3   ambush  ", 3, "ambush"),
    ],
)
@pytest.mark.django_db
def test_count_styles(line, quantity, key):
    (card,) = [x for x in parse(f"# Fate\n{line}").lines if x.kind == "card"]
    assert (card.quantity, card.key, card.section) == (quantity, key, "fate")


@pytest.mark.parametrize(
    ("header", "section"),
    [
        ("# Dynasty (40)", "dynasty"),
        ("Dynasty:", "dynasty"),
        ("Dynasty (40)", "dynasty"),
        ("DYNASTY DECK", "dynasty"),
        ("# Fate", "fate"),
        ("Fate deck:", "fate"),
        ("# Stronghold", "pregame"),
        ("Pre-Game (1):", "pregame"),
    ],
)
@pytest.mark.django_db
def test_headers(header, section):
    parsed = parse(f"{header}\n1 Ambush")
    assert parsed.lines[0].kind == "header"
    assert parsed.lines[1].section == section


@pytest.mark.django_db
def test_sub_headers_keep_the_section_and_a_card_under_the_wrong_header_keeps_it():
    parsed = parse("# Dynasty (41)\n# Personalities (3)\n3 Hida Ogano\n# Strategies (1)\n1 Ambush")
    sections = {line.key: line.section for line in parsed.lines if line.kind == "card"}
    assert sections == {"hida_ogano": "dynasty", "ambush": "dynasty"}  # the validator then says "move Ambush"


@pytest.mark.django_db
def test_unmatched_and_ambiguous_lines_are_kept_with_line_numbers_and_candidates():
    parsed = parse("# Fate\n3 Ambush\n2 Hidaa Kisadaa the Bold\n\n1 Zzyzx Qwerty")
    assert [x.kind for x in parsed.lines] == ["header", "card", "unmatched", "unmatched"]
    first, second = parsed.unmatched_as_dicts()
    assert first["line"] == 3 and first["text"] == "2 Hidaa Kisadaa the Bold"
    assert first["quantity"] == 2 and first["section"] == "fate"
    assert first["reason"] == "no card has this title"
    assert first["candidates"] and {"key", "title", "type", "score"} <= set(first["candidates"][0])
    assert second["line"] == 5
    assert parsed.entries == [Entry("ambush", 3, "fate")]


@pytest.mark.django_db
def test_a_title_starting_with_a_number_is_not_a_count():
    parsed = parse("1 1,000 Years of Darkness\n3 Ambush")
    assert parsed.lines[1].key == "ambush"
    # whatever the first line matched, it is not "1,000 copies of 'Years of Darkness'"
    assert all(line.quantity <= 99 for line in parsed.lines)


@pytest.mark.django_db
def test_json_input_by_key_and_by_title():
    text = json.dumps(
        {
            "game": "l5r",
            "name": "Crab",
            "format": CELESTIAL,
            "cards": [
                {"key": "ambush", "quantity": 3, "section": "fate"},
                {"title": "Hida Kuon", "version": "Experienced 6", "quantity": 1},
                {"title": "No Such Card", "quantity": 2},
                {"key": "ambush", "quantity": "three"},
                {"key": "ambush", "quantity": 2, "section": "sideboard"},
                "junk",
            ],
        }
    )
    parsed = parse(text)
    assert parsed.syntax == "json"
    assert parsed.name == "Crab"
    assert parsed.entries == [Entry("ambush", 3, "fate"), Entry("hida_kuon_experienced_6", 1, "dynasty")]
    reasons = [(x["line"], x["reason"]) for x in parsed.unmatched_as_dicts()]
    assert reasons == [
        (3, "no card has this title"),
        (4, "quantity must be a whole number from 1 to 99"),
        (5, "section must be one of dynasty, fate, pregame"),
        (6, "not an object"),
    ]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "{not json",
            "The JSON list cannot be read: Expecting property name enclosed in double quotes at line 1",
        ),
        ('{"cards": 3}', 'The JSON list needs "cards"'),
        ("3 Ambush\x00\x01\x02", "The list contains binary data"),
        ("x" * 100_001, "The list has 100,001 characters; at most 100,000 are read."),
        ("\n" * 99_999, f"The list has 100,000 lines; at most {MAX_LINES:,} are read."),
    ],
)
@pytest.mark.django_db
def test_unreadable_input_is_refused_with_a_reason(text, message):
    with pytest.raises(ParseError) as caught:
        parse(text)
    assert str(caught.value).startswith(message)


def test_decode_refuses_non_utf8_and_binary():
    with pytest.raises(ParseError, match="not UTF-8"):
        decklist_decode("3 Hida Kuon\n".encode("utf-16"))
    with pytest.raises(ParseError, match="not UTF-8"):
        decklist_decode(b"\xff\xfe\xfa 3 Ambush")
    with pytest.raises(ParseError, match="bytes; at most"):
        decklist_decode(b"3 Ambush\n" * 100_000)
    assert decklist_decode("\ufeff3 Ambush".encode()) == "3 Ambush"


def test_detect_syntax():
    assert detect_syntax('  {"cards": []}') == "json"
    assert detect_syntax("# Stronghold\n1 Kyuden Hida") == "l5d"
    assert detect_syntax("3x Ambush") == "text"


@pytest.mark.django_db
def test_unknown_syntax_and_game():
    with pytest.raises(ParseError, match="Unknown syntax 'xml'"):
        parse("3 Ambush", syntax="xml")
    with pytest.raises(ParseError, match="Unknown game 'chess'"):
        parse("3 Ambush", game="chess")


# --- round trips --------------------------------------------------------------------------------------------


def _round_trip(game, entries, syntax, format_key):
    facts = facts_load(game=game)
    index = TitleIndex(facts)
    text = entries_export(
        game=game, entries=entries, facts=facts, syntax=syntax, name="Deck\nname", index=index
    )
    back = decklist_parse(game=game, text=text, syntax="auto", format_key=format_key, index=index)
    return text, back


@pytest.mark.parametrize("syntax", ["text", "l5d", "json"])
@pytest.mark.django_db
def test_l5r_round_trip(syntax):
    entries = parse(read_fixture("crab_celestial.l5d")).entries
    # a card in the wrong section and an Experienced version survive the trip too
    entries = [*entries, Entry("ambush", 1, "dynasty"), Entry("hiruma_aki_experienced", 1, "dynasty")]
    text, back = _round_trip("l5r", entries, syntax, CELESTIAL)
    assert back.unmatched == []
    assert bag(back.entries) == bag(entries)
    assert all(line.how in ("exact", "normalized", "key") for line in back.lines if line.kind == "card")
    if syntax == "l5d":
        assert "1 Hida Kuon - exp6" in text
        assert "# Dynasty (42)" in text
        assert "# Stronghold\n1 Kyuden Hida" in text


@pytest.mark.parametrize("syntax", ["text", "json"])
@pytest.mark.django_db
def test_naruto_round_trip(syntax):
    entries = parse(read_fixture("naruto_leaf.txt"), game="naruto", format_key="mythos").entries
    assert sum(e.quantity for e in entries) == 33
    _, back = _round_trip("naruto", entries, syntax, "mythos")
    assert back.unmatched == []
    assert bag(back.entries) == bag(entries)


@pytest.mark.parametrize("syntax", ["text", "json"])
@pytest.mark.django_db
def test_chiaxis_round_trip(syntax):
    facts = facts_load(game="chiaxis")
    entries = [Entry(key, 2, "main") for key in sorted(facts)[:10]]
    _, back = _round_trip("chiaxis", entries, syntax, "demo")
    assert bag(back.entries) == bag(entries)


@pytest.mark.django_db
def test_l5d_export_is_for_l5r_only():
    with pytest.raises(ParseError, match=r"The \.l5d syntax is for L5R CCG decks\."):
        entries_export(game="naruto", entries=[], facts={}, syntax="l5d")


def test_titles_shared_by_several_cards_get_their_key_on_export():
    from decks.facts import CardFacts

    def card(key, formats):
        return CardFacts(
            key, "10 Koku", "", "Holding", ("Holding",), "Dynasty", (), False, False, frozenset(formats)
        )

    facts = {"koku_a": card("koku_a", {"a"}), "koku_b": card("koku_b", {"b"})}
    index = TitleIndex(facts)
    text = entries_export(
        game="l5r", entries=[Entry("koku_b", 2, "dynasty")], facts=facts, syntax="text", index=index
    )
    assert "2x 10 Koku [koku_b]" in text
    back = decklist_parse(game="l5r", text=text, index=index)
    assert back.entries == [Entry("koku_b", 2, "dynasty")]
