"""The parsers read the real corpus files into the structure their MANIFEST describes (no database)."""

import datetime
from pathlib import Path

import pytest

from rulings.glossary.corpus import CorpusError, parse_file
from rulings.glossary.corpus.model import ParsedDocument, ParsedEntry


@pytest.fixture(scope="module")
def docs(corpus_dir: Path) -> dict[str, ParsedDocument]:
    return {p.name: parse_file(p) for p in sorted(corpus_dir.glob("*.txt"))}


def by_title(doc: ParsedDocument, title: str) -> ParsedEntry:
    return next(e for e in doc.entries if e.title == title)


def texts(entry: ParsedEntry) -> str:
    return "\n".join(p.text for p in entry.parts)


def test_each_file_gets_its_game_and_style_from_the_manifest_and_its_text(docs):
    assert {name: (d.game, d.style) for name, d in docs.items()} == {
        "chiaxis-22-effects.txt": ("chiaxis", "numbered"),
        "l5r-card-features.txt": ("l5r", "wiki"),
        "l5r-ce-effects.txt": ("l5r", "rulebook"),
        "l5r-ce-glossary-s.txt": ("l5r", "glossary"),
        "naruto-effects-timing.txt": ("naruto", "navpage"),
    }


def test_glossary_s_has_one_top_level_entry_per_term_from_same_to_switch(docs):
    doc = docs["l5r-ce-glossary-s.txt"]
    terms = [e.title for e in doc.entries if e.level == 0]
    assert terms == [
        "Same", "Samurai", "Search", "Seppuku", "Show", "Shugenja", "Side", "Singular",
        "Straighten", "Stronghold", "Substitution", "Successful", "Switch",
    ]  # fmt: skip
    sub = by_title(doc, "Searching multiple areas")
    assert sub.heading_path == ["Search"] and sub.parent_key == by_title(doc, "Search").key
    assert [p.kind for p in sub.parts] == ["paragraph", "item", "item", "item"]


def test_glossary_title_line_and_wiki_leftovers_are_not_content(docs):
    doc = docs["l5r-ce-glossary-s.txt"]
    everything = "\n".join(texts(e) for e in doc.entries)
    assert "CE Glossary S" not in everything and "Contents" not in everything
    assert "Back to the Comprehensive Rules" not in everything
    assert texts(by_title(doc, "Switch")).endswith(
        "different from the original number of Personalities at those locations."
    )


def test_substitution_keeps_its_list_of_rules_with_their_examples_and_exceptions(docs):
    substitution = by_title(docs["l5r-ce-glossary-s.txt"], "Substitution")
    kinds = [p.kind for p in substitution.parts]
    assert kinds == [
        "paragraph", "exception", "item", "example", "item", "example", "exception", "example", "paragraph",
        "paragraph",
    ]  # fmt: skip
    first_example = substitution.parts[3]
    assert first_example.parent_anchor == substitution.parts[2].anchor  # belongs to the rule above it
    assert first_example.text.startswith(
        "In “you may bow a personality instead of losing Honor,”"
    )  # curly quotes kept


def test_cross_references_are_found_with_their_targets(docs):
    glossary = docs["l5r-ce-glossary-s.txt"]
    assert [(r.raw, r.target) for r in by_title(glossary, "Seppuku").references] == [
        ("see Player Abilities", "Player Abilities")
    ]
    assert ("See also Glossary, Instead", "Glossary, Instead") in [
        (r.raw, r.target) for r in by_title(glossary, "Substitution").references
    ]
    tracking = by_title(docs["l5r-ce-effects.txt"], "Tracking rule")
    [show] = tracking.references
    assert show.target == "Glossary, Show" and show.part_anchor == "exc2"
    part = next(p for p in tracking.parts if p.anchor == "exc2")
    assert part.text[show.start : show.end] == "Glossary, Show"
    # "so that all players can see it" is not a reference
    assert by_title(glossary, "Show").references == []


def test_effects_headings_nest_the_prevention_section_with_its_examples_and_exceptions(docs):
    doc = docs["l5r-ce-effects.txt"]
    prevention = by_title(doc, "Prevention (including negation)")
    section = [e for e in doc.entries if e.parent_key == prevention.key]
    assert [e.title for e in section] == [
        '“Does not/Will not" versus Negation',
        "Duration and scope of prevention effects",
        "“Effects do not happen”",
        "“May not”",
    ]
    parts = [p for e in [prevention, *section] for p in e.parts]
    assert sum(p.kind == "example" for p in parts) == 9
    assert sum(p.kind == "exception" for p in parts) == 2
    scope = by_title(doc, "Duration and scope of prevention effects")
    exception = next(p for p in scope.parts if p.kind == "exception" and "zero Chi" in p.text)
    assert exception.text.startswith("Special rules apply to the prevention of Personality destruction")
    assert exception.parent_anchor == "p7"  # "Prevention of instantaneous occurrences is never retroactive."


def test_effects_duration_types_are_subsections_and_exceptions_are_numbered(docs):
    doc = docs["l5r-ce-effects.txt"]
    duration = by_title(doc, "Duration of effects")
    children = [e.title for e in doc.entries if e.parent_key == duration.key]
    assert children == [
        "Continuous effects",
        "Instantaneous effects",
        "Ongoing effects",
        "Procedural effects",
    ]
    order = by_title(doc, "Order of effects")
    assert [p.label for p in order.parts if p.kind == "exception"] == [
        "EXCEPTION 1",
        "EXCEPTION 2",
        "EXCEPTION 3",
    ]
    assert (
        by_title(doc, "Effects").parts[0].text.startswith("Actions and traits on cards")
    )  # the introduction


def test_text_whose_heading_was_lost_is_kept_as_its_own_entry_with_a_warning(docs):
    doc = docs["l5r-ce-effects.txt"]
    choices = by_title(doc, "Sometimes a choice has to be made in the game")
    assert choices.title_inferred and choices.level == 0
    assert any("line 137" in w for w in doc.warnings)
    indefinite = by_title(doc, "Indefinite conditional effects")
    assert "Sometimes a choice" not in texts(indefinite)


def test_chiaxis_rules_keep_their_numbers_and_22_3b_has_two_examples(docs):
    doc = docs["chiaxis-22-effects.txt"]
    assert [(e.number, e.title) for e in doc.entries] == [
        ("22.0", "Effects"),
        ("22.1", "22.1"),
        ("22.2", "One-Off Effects"),
        ("22.3", "Continuous Effects"),
        ("22.4", "Replacement Effects"),
    ]
    continuous = by_title(doc, "Continuous Effects")
    assert [p.anchor for p in continuous.parts if p.number] == [
        "r22-3",
        "r22-3a",
        "r22-3b",
        "r22-3c",
        "r22-3d",
    ]
    rule = next(p for p in continuous.parts if p.number == "22.3b")
    examples = [p for p in continuous.parts if p.parent_anchor == rule.anchor]
    assert [p.anchor for p in examples] == ["r22-3b-ex1", "r22-3b-ex2"]
    assert examples[0].text.startswith("An effect that reads “Beasts you rule with INT3")
    assert rule.text.endswith(
        "that weren\u2019t present when that continuous effect began."
    )  # hard-wrapped lines joined


def test_chiaxis_inline_example_and_section_references(docs):
    rule = by_title(docs["chiaxis-22-effects.txt"], "22.1")
    assert [p.anchor for p in rule.parts] == ["r22-1", "r22-1a", "r22-1a-ex1", "r22-1b"]
    assert (
        rule.parts[1].text
        == "If an effect attempts to do something impossible, it does only as much as possible."
    )
    assert [r.target for r in rule.references] == ["Vote 17.2", "Duel 18.1b"]


EFFECTS, GLOSSARY, FEATURES = "l5r-ce-effects.txt", "l5r-ce-glossary-s.txt", "l5r-card-features.txt"
SCOPE, STATS = "Duration and scope of prevention effects", "General rules about stats"


@pytest.mark.parametrize(
    ("file", "title", "raw", "kind", "date", "anchor"),
    [
        (EFFECTS, "Order of effects", "[ADDED 6 May 2011]", "ADDED", (2011, 5, 6), "p5"),
        (EFFECTS, SCOPE, "[Section clarified 25 Jan 11]", "CLARIFIED", (2011, 1, 25), ""),
        (EFFECTS, SCOPE, "[Clarified 25 Jan 11]", "CLARIFIED", (2011, 1, 25), "exc2"),
        (GLOSSARY, "Search", "[EXPANDED 8 August 2011]", "EXPANDED", (2011, 8, 8), "p4"),
        (GLOSSARY, "Singular", "[Added 4 Oct 2009]", "ADDED", (2009, 10, 4), "p2"),
        (FEATURES, STATS, "[ADDED July 29 07]", "ADDED", (2007, 7, 29), "p4"),
        (FEATURES, STATS, "[ADDED Sept 20 2007]", "ADDED", (2007, 9, 20), "p20"),
        (FEATURES, "Abilities", "(Added 26 August 2007)", "ADDED", (2007, 8, 26), "p7"),
        (FEATURES, "Different and same keywords", "[Section ADDED June 2 2008]", "ADDED", (2008, 6, 2), ""),
        (FEATURES, "Chi", "[CLARIFIED and expanded to cover substitution, May 30 2008]", "CLARIFIED",
         (2008, 5, 30), ""),
    ],
)  # fmt: skip
def test_errata_tags_parse_kind_date_and_the_text_they_tag(docs, file, title, raw, kind, date, anchor):
    entry = by_title(docs[file], title)
    erratum = next(e for e in entry.errata if e.raw == raw)
    assert (erratum.kind, erratum.date, erratum.part_anchor) == (kind, datetime.date(*date), anchor)
    assert raw not in texts(entry)  # the tag is shown as a badge, not left in the text


def test_an_errata_note_naming_its_text_tags_that_paragraph_twice(docs):
    stats = by_title(docs["l5r-card-features.txt"], "General rules about stats")
    tagged = [(e.kind, e.date) for e in stats.errata if "Setting stats to a value" in e.raw]
    assert tagged == [("ADDED", datetime.date(2007, 8, 23)), ("CLARIFIED", datetime.date(2007, 9, 1))]
    part = next(p for p in stats.parts if p.text.startswith("Setting stats to a value:"))
    assert {e.part_anchor for e in stats.errata if "Setting stats" in e.raw} == {part.anchor}


def test_wiki_page_drops_navigation_and_image_captions_and_nests_stat_subheadings(docs):
    doc = docs["l5r-card-features.txt"]
    everything = "\n".join(texts(e) for e in doc.entries)
    for leftover in ("Jump to", "Personal tools", "From Legend of the Five Rings Rules", "Force Lantern",
                     "Gold Coin", "Example of keywords", "[edit]"):  # fmt: skip
        assert leftover not in everything
    assert [e.title for e in doc.entries if e.heading_path == ["Specific stats"]] == [
        "Force", "Chi", "Gold Cost", "Focus Value", "Honor Requirement", "Personal Honor",
        "Honor Production and Gold Production",
    ]  # fmt: skip
    instantaneous_items = [p for p in by_title(doc, "General rules about stats").parts if p.kind == "item"]
    assert instantaneous_items[0].text.startswith(
        "When a maximum or minimum is applied"
    )  # "•" bullet removed


def test_naruto_sections_come_from_the_navigation_cards(docs):
    doc = docs["naruto-effects-timing.txt"]
    assert [e.title for e in doc.entries if e.level == 0] == [
        "Effect Types", "Timing and chains", "Snapshot Targeting", "Priority and Control",
    ]  # fmt: skip
    assert "Go to the section" not in "\n".join(texts(e) for e in doc.entries)
    turn = by_title(doc, "The turn player")
    assert turn.heading_path == ["Priority and Control"]
    assert turn.parts[0].text.startswith(
        "The TURN player always decides orders in which simultaneous TRIGGERED"
    )


def test_naruto_examples_and_numbered_steps(docs):
    doc = docs["naruto-effects-timing.txt"]
    sequence = by_title(doc, "Card Play Sequence")
    assert [p.label for p in sequence.parts if p.kind == "example"] == [
        "Example of Trigger Chain",
        "Example with cards",
    ]
    assert sum(p.kind == "item" for p in sequence.parts) == 9  # the nine steps, "A card is played" first
    snapshot = by_title(doc, "Snapshot Targeting")
    assert [p.label for p in snapshot.parts if p.kind == "item"] == ["1", "2", "3"]


def test_a_naruto_example_ends_where_a_rule_with_a_lead_in_begins(docs):
    doc = docs["naruto-effects-timing.txt"]
    instant = next(e for e in doc.entries if e.title.startswith("Instant effects"))
    [example] = [p for p in instant.parts if p.kind == "example"]
    assert example.text.startswith("Sasuke Uchiha - Chidori says:")
    assert "if able" in example.text and "choose only a part" not in example.text
    rule = instant.parts[-1]
    assert rule.kind == "paragraph"
    assert rule.text.startswith("You can't choose only a part of the effect: if you decide to apply it")


def test_missing_final_newline_and_windows_line_endings_are_read(tmp_path, corpus_dir):
    (tmp_path / "MANIFEST.md").write_text((corpus_dir / "MANIFEST.md").read_text())
    original = (corpus_dir / "l5r-ce-glossary-s.txt").read_text(encoding="utf-8")
    assert not original.endswith("\n")
    path = tmp_path / "l5r-ce-glossary-s.txt"
    path.write_bytes(original.replace("\n", "\r\n").encode())
    doc = parse_file(path)
    assert by_title(doc, "Switch").parts[-1].text.endswith("at those locations.")


@pytest.mark.parametrize(
    ("content", "line", "message"),
    [
        (b"", 1, "empty"),
        (b"Same\nSpecial rules.\n\x00\x01\x02binary", 3, "binary"),
        (b"Same\nSpecial rules.\nCaf\xe9 au lait\n", 3, "not valid UTF-8"),
        (b"Same\nSpecial\x07 rules.\n", 2, "control character"),
    ],
)
def test_unreadable_files_name_the_file_and_line(tmp_path, corpus_dir, content, line, message):
    (tmp_path / "MANIFEST.md").write_text((corpus_dir / "MANIFEST.md").read_text())
    path = tmp_path / "l5r-ce-glossary-s.txt"
    path.write_bytes(content)
    with pytest.raises(CorpusError) as error:
        parse_file(path)
    assert (error.value.file, error.value.line) == ("l5r-ce-glossary-s.txt", line)
    assert message in str(error.value)


def test_a_file_the_manifest_does_not_list_is_refused(tmp_path, corpus_dir):
    (tmp_path / "MANIFEST.md").write_text((corpus_dir / "MANIFEST.md").read_text())
    path = tmp_path / "mystery.txt"
    path.write_text("Some heading\nSome text.\n")
    with pytest.raises(CorpusError, match=r"mystery\.txt.*not listed in .*MANIFEST\.md"):
        parse_file(path)
