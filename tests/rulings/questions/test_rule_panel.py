"""The rule panel: GET /questions/rules/<rule_id>/ shows a cited rule's glossary text beside a question's
answer (htmx fragment) or as a page of its own (no JavaScript), with the full entry one click away."""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command
from django.utils.html import escape

from rulings.engine import RULE_IDS, RuleRef, evaluate, parse_scenario
from rulings.engine.loader import load_games
from rulings.examples import EXAMPLES_DIR
from rulings.glossary.models import Document, Entry, Part
from rulings.questions.citations import rule_citation_get, rule_entry_url
from rulings.questions.presenters import present_result

HTMX = {"HTTP_HX_REQUEST": "true"}
RULE = "l5r.stats.change"


def panel_url(rule_id: str) -> str:
    return f"/questions/rules/{rule_id}/"


@pytest.fixture
def glossary(db, corpus_dir) -> None:
    """The real corpus, imported as scripts/run.sh imports it (as in tests/rulings/glossary/conftest.py)."""
    call_command("import_rules", str(corpus_dir), stdout=io.StringIO())


def cited_rule_ids() -> set[str]:
    """Every rule id a question page links: each trace entry, ledger line, resolution group and open
    choice of every example's result, branches included (as the presenter builds them)."""
    load_games()
    ids: set[str] = set()
    for path in sorted(EXAMPLES_DIR.glob("*/*.yaml")):
        view = present_result(evaluate(parse_scenario(path.read_text(encoding="utf-8"))).to_dict())
        timelines = [view.timeline, *(b.timeline for b in view.branches)]
        ids |= {e.rule.id for t in timelines for s in t.steps for e in s.entries}
        answers = [*view.answers, *(a for b in view.branches for a in b.answers)]
        lines = [line for a in answers for line in (*a.details, *a.choices_needed)]
        lines += [line for a in answers for o in a.outcomes for line in (*o.choices, *o.details)]
        lines += [line for b in view.branches for line in b.choices]
        ids |= {line.rule.id for line in lines if line.rule is not None}
        ids |= {a.rule.id for a in answers if a.rule is not None}
    return ids


def test_the_examples_cite_rules_of_every_game():
    ids = cited_rule_ids()
    assert {i.split(".")[0] for i in ids} == {"l5r", "naruto", "chiaxis"}
    assert all(i in RULE_IDS for i in ids)


@pytest.mark.django_db
def test_every_rule_cited_by_an_example_opens_a_panel_with_its_text(client, glossary):
    for rule_id in sorted(cited_rule_ids()):
        response = client.get(panel_url(rule_id), **HTMX)
        assert response.status_code == 200, rule_id
        citation = rule_citation_get(rule_id=rule_id)
        # a Desk rule: its text and page (tests/rulings/glossary/test_desk_rules.py)
        if RULE_IDS[rule_id].desk:
            page = response.content.decode()
            assert escape(citation.desk.text) in page, rule_id
            assert f'href="{rule_entry_url(RULE_IDS[rule_id])}"' in page, rule_id
            continue
        assert citation.entry is not None and citation.anchor_found, rule_id
        assert citation.parts and all(p.part.text.strip() for p in citation.parts), rule_id
        assert citation.parts[0].part.anchor == RULE_IDS[rule_id].anchor
        page = response.content.decode()
        assert f'href="{rule_entry_url(RULE_IDS[rule_id])}"' in page, rule_id  # the full entry, one click
        assert 'class="cited-part' in page and escape(citation.entry.display_title) in page


@pytest.mark.django_db
def test_htmx_gets_the_panel_alone_and_a_plain_request_a_whole_page(client, glossary):
    fragment = client.get(panel_url(RULE), **HTMX)
    page = client.get(panel_url(RULE))
    assert fragment.status_code == page.status_code == 200
    text = fragment.content.decode()
    assert "<html" not in text and '<article class="rule-citation"' in text
    assert "A bonus or penalty to a stat" in text and RULE in text
    assert 'href="/rules/l5r/general-rules-about-stats/#p1"' in text and "Read the whole entry" in text
    entry = Entry.objects.get(game="l5r", slug="general-rules-about-stats")
    cited = Part.objects.get(entry=entry, anchor="p1")
    assert cited.text.split("\n")[0][:40] in text.replace("&#x27;", "'").replace("&quot;", '"')
    whole = page.content.decode()
    assert whole.lower().startswith("<!doctype html>") and '<article class="rule-citation"' in whole
    assert entry.display_title in whole
    assert "HX-Request" in page["Vary"] and "HX-Request" in fragment["Vary"]


@pytest.mark.django_db
def test_an_unknown_rule_is_a_404(client):
    assert client.get(panel_url("l5r.no-such-rule"), **HTMX).status_code == 404
    assert client.get(panel_url("nonsense")).status_code == 404


@pytest.mark.django_db
def test_only_safe_methods(client):
    assert client.post(panel_url(RULE)).status_code == 405


@pytest.mark.django_db
def test_a_rule_whose_glossary_is_not_imported_says_so(client):
    response = client.get(panel_url(RULE), **HTMX)
    assert response.status_code == 200
    text = response.content.decode()
    assert "not on this site yet" in text and "general-rules-about-stats" in text
    assert "A bonus or penalty to a stat" in text


def _entry(game: str, slug: str, title: str) -> Entry:
    document = Document.objects.create(
        game=game, slug=f"doc-{slug}", title="Doc", style="glossary", source_name=f"{slug}.txt", checksum="0"
    )
    return Entry.objects.create(
        game=game, document=document, key=slug, slug=slug, title=title, term=title.lower(), position=1
    )


@pytest.mark.django_db
def test_corpus_text_is_escaped(client):
    ref = RULE_IDS[RULE]
    entry = _entry(ref.game, ref.entry, "<script>alert('title')</script>")
    Part.objects.create(
        entry=entry, kind="paragraph", anchor=ref.anchor, position=1, text="<img src=x onerror=1>"
    )
    text = client.get(panel_url(RULE), **HTMX).content.decode()
    assert "<script>alert" not in text and "<img src=x" not in text
    assert (
        "&lt;script&gt;alert(&#x27;title&#x27;)&lt;/script&gt;" in text
        and "&lt;img src=x onerror=1&gt;" in text
    )


@pytest.mark.django_db
def test_the_cited_paragraph_comes_with_its_examples(client):
    ref = RULE_IDS[RULE]
    entry = _entry(ref.game, ref.entry, "Stats")
    other = Part.objects.create(entry=entry, kind="paragraph", anchor="p0", position=0, text="Before.")
    cited = Part.objects.create(
        entry=entry, kind="paragraph", anchor=ref.anchor, position=1, text="The rule."
    )
    Part.objects.create(
        entry=entry, kind="example", anchor="ex1", position=2, parent=cited, text="An example."
    )
    citation = rule_citation_get(rule_id=RULE)
    assert [c.part.text for c in citation.parts] == ["The rule.", "An example."]
    assert other.text not in [c.part.text for c in citation.parts]
    assert citation.entry_url == f"/rules/{ref.game}/{ref.entry}/#{ref.anchor}"


@pytest.mark.django_db
def test_a_whole_entry_rule_or_a_lost_anchor_shows_the_entry_beginning(client, monkeypatch):
    ref = RULE_IDS[RULE]
    entry = _entry(ref.game, ref.entry, "Stats")
    for i in range(5):
        Part.objects.create(entry=entry, kind="paragraph", anchor=f"q{i}", position=i, text=f"Part {i}.")
    citation = rule_citation_get(rule_id=RULE)  # its anchor is not among these parts
    assert not citation.anchor_found and [c.part.text for c in citation.parts] == [
        "Part 0.",
        "Part 1.",
        "Part 2.",
    ]
    assert citation.entry_url == f"/rules/{ref.game}/{ref.entry}/"
    assert "no longer in the imported text" in client.get(panel_url(RULE), **HTMX).content.decode()
    monkeypatch.setitem(
        RULE_IDS, "l5r.whole-entry", RuleRef("l5r.whole-entry", "l5r", ref.entry, "", "All of it")
    )
    whole = rule_citation_get(rule_id="l5r.whole-entry")
    assert len(whole.parts) == 3 and rule_entry_url(whole.ref) == f"/rules/{ref.game}/{ref.entry}/"
    assert "no longer" not in client.get(panel_url("l5r.whole-entry"), **HTMX).content.decode()


@pytest.mark.django_db
def test_reading_a_citation_takes_three_queries(glossary, django_assert_num_queries):
    with django_assert_num_queries(3):
        citation = rule_citation_get(rule_id=RULE)
        assert citation.parts[0].part.get_absolute_url().endswith("#p1")  # no query per part
