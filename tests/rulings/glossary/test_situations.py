"""Situation phrases: what players type when a paragraph answers them, a field of that paragraph in the
ranking (rulings.glossary.search.situations). The search tests run again on PostgreSQL (marker
"services")."""

import io
from pathlib import Path

import pytest
from django.core.management import call_command

from rulings.glossary.models import Entry
from rulings.glossary.search import search_entries, situations
from rulings.glossary.search.situations import SituationsError, load, unknown_keys


@pytest.fixture
def phrases(tmp_path: Path, monkeypatch):
    """Point the search at a data file of the test's own, written by the returned function."""
    path = tmp_path / "situations.yaml"

    def write(text: str) -> Path:
        path.write_text(text, encoding="utf-8")
        situations.reload()
        return path

    monkeypatch.setattr(situations, "SITUATIONS_FILE", path)
    yield write
    situations.reload()  # the next test reads the real file again (monkeypatch restores its path first)


def test_phrases_load_per_game_and_paragraph(tmp_path: Path):
    path = tmp_path / "s.yaml"
    path.write_text('chiaxis:\n  "22-1#r22-1a": [" effect only partly done ", "too much to do"]\nl5r: {}\n')
    loaded = load(path)
    assert loaded.phrases == {"chiaxis": {"22-1": {"r22-1a": ("effect only partly done", "too much to do")}}}
    assert loaded.keys("chiaxis") == ["22-1#r22-1a"] and loaded.keys("naruto") == []
    assert load(tmp_path / "missing.yaml").phrases == {}


@pytest.mark.parametrize(
    "text, problem",
    [
        ('chess:\n  "a#b": [x]\n', "unknown game 'chess'"),
        ('l5r:\n  "seppuku": [x]\n', "'seppuku' is not <entry slug>#<anchor>"),
        ('l5r:\n  "seppuku#p1": a phrase\n', "expected a list of phrases"),
        ('l5r:\n  "seppuku#p1": ["", x]\n', "expected a list of phrases"),
        ("- l5r\n", "expected a mapping of games"),
    ],
)
def test_a_malformed_file_is_refused_with_what_is_wrong(tmp_path: Path, text: str, problem: str):
    path = tmp_path / "s.yaml"
    path.write_text(text)
    with pytest.raises(SituationsError, match=problem.replace("*", r"\*")):
        load(path)


@pytest.mark.django_db
def test_import_reports_keys_naming_no_paragraph(phrases, corpus_dir: Path):
    phrases('chiaxis:\n  "22-1#r22-1a": [fine]\n  "22-1#r22-9z": [renamed]\n  "no-such-entry#p1": [gone]\n')
    out = io.StringIO()
    call_command("import_rules", str(corpus_dir), stdout=out)
    notes = [line for line in out.getvalue().splitlines() if "situations.yaml" in line]
    assert notes == [
        "  note: situations.yaml: chiaxis 22-1#r22-9z names no paragraph",
        "  note: situations.yaml: chiaxis no-such-entry#p1 names no paragraph",
    ]


@pytest.mark.django_db
def test_import_says_when_the_file_cannot_be_read(phrases, corpus_dir: Path):
    phrases('chess:\n  "a#b": [x]\n')
    err = io.StringIO()
    call_command("import_rules", str(corpus_dir), stdout=io.StringIO(), stderr=err)
    assert "Situation phrases not read" in err.getvalue() and "unknown game 'chess'" in err.getvalue()


@pytest.mark.usefixtures("glossary")
def test_every_key_of_the_data_file_names_a_paragraph_of_the_corpus():
    situations.reload()
    for game in ("l5r", "chiaxis", "naruto"):
        paragraphs = {
            (slug, anchor)
            for slug, anchors in Entry.objects.filter(game=game).values_list("slug", "anchors")
            for anchor in anchors
        }
        assert unknown_keys(game, paragraphs) == []


def first_anchor(query: str) -> str:
    return search_entries(query, game="chiaxis", prefix_last=False).hits[0].anchor


@pytest.mark.services
@pytest.mark.usefixtures("glossary")
def test_a_paragraph_wins_by_its_situation_phrases(phrases):
    phrases("chiaxis: {}\n")
    # "resolves" is in 22.1's first paragraph only: it answers, without phrases
    assert first_anchor("ability resolves partly") == "r22-1"
    phrases('chiaxis:\n  "22-1#r22-1a": [ability resolves but cannot do it all, resolves only partly]\n')
    assert first_anchor("ability resolves partly") == "r22-1a"
    # the phrases weigh less than a paragraph's own words: a question they only partly hold stays put
    assert first_anchor("ability resolves") == "r22-1"


def test_a_concept_is_found_in_a_paragraph_s_phrases_by_stem_phrase_or_prefix(phrases):
    from rulings.glossary.search.query import parse_query
    from rulings.glossary.search.situations import PHRASE_GAP, concept_places, entry_phrases

    phrases('l5r:\n  "e#p2": [bowed personal honor, honor lost]\n  "e#p1": [personal cards]\n')
    entry = entry_phrases("l5r", "e", ("p1", "p2"))
    query = parse_query("bowing personal honor los", game="l5r")  # "los" still being typed
    typed = [c.typed for c in query.concepts]
    assert typed == ["bowing", "personal honor", "los"]
    places = concept_places(entry, query.concepts)
    # p1 says "personal" without "honor": the phrase "personal honor" is not there
    assert 0 not in places
    assert places[1] == [(0, 0, 0), (1, 2, 1), (PHRASE_GAP + 1, PHRASE_GAP + 1, 2)]
    assert entry_phrases("l5r", "other", ("p1",)) is None
