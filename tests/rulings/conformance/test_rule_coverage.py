"""Every rule paragraph of the corpus is exercised by a conformance scenario or listed with a reason.

The coverage map (rule_coverage.py) reads every part of the five documents as the glossary stores it and
every rule id the conformance scenarios' traces cite. rule-coverage-listed.yml gives the reason for each
paragraph no scenario exercises: `definition` (it defines a term or introduces a section and describes no game
situation), `outside` (a game situation the engine does not model, said plainly) or `twin` (the same text
printed in another document, exercised there). The per-document table is printed in the terminal summary.
"""

import pytest

from . import rule_coverage as cov

EXPECTED_TOTALS = {
    "chiaxis-22-effects.txt": 18,
    "l5r-card-features.txt": 161,
    "l5r-ce-effects.txt": 145,
    "l5r-ce-glossary-s.txt": 48,
    "naruto-effects-timing.txt": 50,
}
_CACHE: dict = {}


@pytest.fixture
def coverage(db, corpus_dir):
    if not _CACHE:
        paragraphs = cov.corpus_paragraphs(corpus_dir)
        played = cov.played_scenarios()
        listed = cov.load_listed()
        texts = {(p.document, p.key): p.text for p in paragraphs}
        exercised = {
            (p.document, p.key): cov.exercised_by(p, played, texts.get((p.document, p.parent), ""))
            for p in paragraphs
        }
        exercised = {k: v for k, v in exercised.items() if v}
        rows = cov.count_rows(paragraphs, exercised, listed)
        reasons = {r: sum(g["reason"] == r for g in listed.values()) for r in cov.REASONS}
        cov.REPORT["table"] = [
            *cov.table(rows),
            "listed by reason: " + ", ".join(f"{r} {n}" for r, n in reasons.items()),
            f"combination scenarios: {len(cov.combination_scenarios(played))}",
        ]
        _CACHE.update(paragraphs=paragraphs, exercised=exercised, listed=listed, rows=rows)
    return _CACHE


def test_the_documents_have_their_paragraphs(coverage):
    totals = {}
    for p in coverage["paragraphs"]:
        totals[p.document] = totals.get(p.document, 0) + 1
    assert totals == EXPECTED_TOTALS


def test_every_paragraph_is_exercised_or_listed_with_a_reason(coverage):
    missing = [
        f"{p.document} {p.key} [{p.kind}] {p.text[:80]!r}"
        for p in coverage["paragraphs"]
        if (p.document, p.key) not in coverage["exercised"] and (p.document, p.key) not in coverage["listed"]
    ]
    why = "paragraphs no scenario exercises and rule-coverage-listed.yml does not list:\n"
    assert not missing, why + "\n".join(missing)


def test_no_listed_paragraph_is_exercised(coverage):
    both = [
        f"{document} {key}: exercised by {coverage['exercised'][(document, key)]}"
        for document, key in coverage["listed"]
        if (document, key) in coverage["exercised"]
    ]
    assert not both, "remove these from rule-coverage-listed.yml:\n" + "\n".join(both)


def test_every_listed_entry_names_a_paragraph_and_gives_a_reason(coverage):
    known = {(p.document, p.key) for p in coverage["paragraphs"]}
    for (document, key), group in coverage["listed"].items():
        assert (document, key) in known, f"{document} has no paragraph {key}"
        assert group["reason"] in cov.REASONS, (document, key)
        assert len(group["why"].split()) >= 5, (document, key)


def test_twins_have_the_same_text_as_an_exercised_paragraph(coverage):
    text = {(p.document, p.key): cov.normal(p.text) for p in coverage["paragraphs"]}
    for (document, key), group in coverage["listed"].items():
        if group["reason"] != "twin":
            assert "same_as" not in group, (document, key)
            continue
        twin_document, twin_key = group["same_as"][key].split(" ")
        assert text[(document, key)] == text[(twin_document, twin_key)], (document, key)
        assert (twin_document, twin_key) in coverage["exercised"], (document, key)


def test_the_table_counts_every_paragraph_once(coverage):
    for document, exercised, twice, listed, total in coverage["rows"]:
        assert exercised + listed == total, document
        assert twice <= exercised, document
