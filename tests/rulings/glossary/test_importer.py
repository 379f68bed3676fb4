"""import_rules: real structure in the database, links, idempotence, atomic rejection of bad files."""

import io

import pytest
from django.core.management import CommandError, call_command

from rulings.glossary.models import CrossReference, Document, Entry, Erratum, Part

pytestmark = pytest.mark.django_db


def run(*args: str) -> str:
    out = io.StringIO()
    call_command("import_rules", *args, stdout=out)
    return out.getvalue()


def snapshot() -> list[tuple]:
    return sorted(
        Entry.objects.values_list("game", "slug", "title", "fingerprint", "text").order_by()
    ) + sorted(Part.objects.values_list("entry__slug", "anchor", "text").order_by())


def test_import_counts_and_entries_per_document(corpus_dir):
    output = run(str(corpus_dir))
    assert "l5r-ce-glossary-s.txt (l5r): 14 created, 0 updated, 0 unchanged, 0 removed" in output
    assert Document.objects.count() == 5
    glossary = Entry.objects.filter(document__source_name="l5r-ce-glossary-s.txt")
    assert glossary.filter(level=0).count() == 13
    assert set(Entry.objects.values_list("game", flat=True)) == {"l5r", "chiaxis", "naruto"}


def test_tracking_rule_links_to_the_show_entry(glossary):
    ref = CrossReference.objects.get(entry__title="Tracking rule", raw="See Glossary, Show")
    show = Entry.objects.get(game="l5r", title="Show")
    assert ref.target == show and ref.part.anchor == "exc2"
    assert ref.target_url() == "/rules/l5r/show/"
    assert show.referenced_by.filter(entry__title="Tracking rule").exists()


def test_references_outside_the_corpus_stay_listed_as_unresolved(glossary):
    unresolved = set(CrossReference.objects.unresolved().values_list("entry__title", "raw"))
    assert ("Substitution", "See also Glossary, Instead") in unresolved
    assert ("Seppuku", "see Player Abilities") in unresolved
    assert ("22.1", "Vote 17.2") in unresolved
    resolved = CrossReference.objects.filter(target__isnull=False)
    assert set(resolved.values_list("raw", "target__title")) >= {
        ("See Glossary, Seppuku", "Seppuku"),
        ("See also Prevention (including negation)", "Prevention (including negation)"),
        ("see Tracking Rule", "Tracking rule"),
        ("see Abilities", "Abilities"),
        ("see Effects", "Effects"),
    }


def test_report_lists_the_unresolved_references(corpus_dir):
    output = run(str(corpus_dir), "--report")
    assert "Unresolved cross-references" in output
    assert "Seppuku #p2: 'see Player Abilities'" in output
    assert "Substitution #p5: 'See also Glossary, Instead'" in output
    assert "See Glossary, Show" not in output


def test_numbered_rules_keep_numbers_and_anchors(glossary):
    continuous = Entry.objects.get(game="chiaxis", number="22.3")
    assert continuous.slug == "22-3-continuous-effects" and continuous.parent.number == "22.0"
    rule = continuous.parts.get(number="22.3b")
    assert list(rule.qualifiers.values_list("kind", "anchor")) == [
        ("example", "r22-3b-ex1"),
        ("example", "r22-3b-ex2"),
    ]
    assert rule.get_absolute_url() == "/rules/chiaxis/22-3-continuous-effects/#r22-3b"


def test_prevention_section_carries_its_exceptions_and_examples(glossary):
    prevention = Entry.objects.get(game="l5r", title="Prevention (including negation)")
    section = Part.objects.filter(entry__in=[prevention, *prevention.children.all()])
    assert section.filter(kind="example").count() == 9
    assert section.filter(kind="exception").count() == 2
    assert prevention.errata.get().kind == "CHANGED"


def test_errata_are_stored_with_dates_and_tagged_parts(glossary):
    erratum = Erratum.objects.get(raw="[ADDED 6 May 2011]")
    assert (erratum.entry.title, erratum.part.anchor, erratum.date.isoformat()) == (
        "Order of effects",
        "p5",
        "2011-05-06",
    )
    assert erratum.get_absolute_url() == "/rules/l5r/order-of-effects/#p5"
    section = Erratum.objects.get(raw="[Section clarified 25 Jan 11]")
    assert section.part is None and section.get_absolute_url().endswith("#errata")


def test_reimport_is_idempotent(corpus_dir):
    run(str(corpus_dir))
    before = snapshot()
    output = run(str(corpus_dir))
    assert "0 created, 0 updated, 14 unchanged, 0 removed" in output
    assert snapshot() == before


def test_reimport_of_an_edited_file_updates_only_what_changed_and_keeps_slugs(scratch_corpus):
    run(str(scratch_corpus))
    show = Entry.objects.get(game="l5r", title="Show")
    path = scratch_corpus / "l5r-ce-glossary-s.txt"
    text = path.read_text(encoding="utf-8")
    side = (
        "Side\nA sub-area of a battlefield where either attacking or defending units are located. "
        "A side need not contain any units.\n"
    )
    assert side in text
    path.write_text(text.replace("All players are entitled", "Every player is entitled").replace(side, ""))
    output = run(str(path))
    assert "l5r-ce-glossary-s.txt (l5r): 0 created, 1 updated, 12 unchanged, 1 removed" in output
    show.refresh_from_db()
    assert show.slug == "show" and "Every player is entitled" in show.text
    assert not Entry.objects.filter(game="l5r", title="Side").exists()
    assert CrossReference.objects.get(raw="See Glossary, Show").target == show  # links survive the update


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"", "l5r-ce-glossary-s.txt, line 1: the file is empty"),
        (b"Same\nSpecial rules.\n\x00\xff\xfe", "l5r-ce-glossary-s.txt, line 3: binary content"),
        (b"Same\nSpecial rules.\n\xe9t\xe9\n", "l5r-ce-glossary-s.txt, line 3: not valid UTF-8"),
    ],
)
def test_a_broken_file_is_rejected_by_name_and_line_and_nothing_changes(
    scratch_corpus, corpus_dir, content, expected
):
    run(str(corpus_dir))
    before = snapshot()
    (scratch_corpus / "l5r-ce-glossary-s.txt").write_bytes(content)
    (scratch_corpus / "l5r-ce-effects.txt").write_text("New heading\n\nNew text.\n")  # a good change, too
    with pytest.raises(CommandError) as error:
        run(str(scratch_corpus))
    assert str(error.value).startswith("Nothing imported: ") and expected in str(error.value)
    assert snapshot() == before


def test_unknown_files_and_missing_paths_are_clear_errors(scratch_corpus, tmp_path):
    (scratch_corpus / "notes.txt").write_text("A heading\nSome text.\n")
    with pytest.raises(CommandError, match=r"notes.txt: not listed in .*MANIFEST.md"):
        run(str(scratch_corpus))
    with pytest.raises(CommandError, match="no such file or folder"):
        run(str(tmp_path / "missing"))
    assert not Entry.objects.exists()


def test_a_file_moved_to_another_game_is_reimported_there(scratch_corpus):
    run(str(scratch_corpus / "chiaxis-22-effects.txt"))
    manifest = scratch_corpus / "MANIFEST.md"
    manifest.write_text(
        manifest.read_text().replace(
            "| chiaxis-22-effects.txt | ChiAxis", "| chiaxis-22-effects.txt | Naruto Mythos TCG"
        )
    )
    output = run(str(scratch_corpus / "chiaxis-22-effects.txt"))
    assert "(naruto): 5 created, 0 updated, 0 unchanged, 5 removed" in output
    assert set(Entry.objects.values_list("game", flat=True)) == {"naruto"}


def test_same_slug_in_two_documents_of_a_game_gets_the_document_suffix(scratch_corpus):
    (scratch_corpus / "l5r-ce-effects.txt").write_text("Show\n\nA second Show heading in another document.\n")
    run(str(scratch_corpus / "l5r-ce-glossary-s.txt"), str(scratch_corpus / "l5r-ce-effects.txt"))
    assert sorted(Entry.objects.filter(game="l5r", title="Show").values_list("slug", flat=True)) == [
        "show", "show-l5r-ce-effects",
    ]  # fmt: skip
