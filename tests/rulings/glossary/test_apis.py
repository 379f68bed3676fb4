"""Glossary API: list, search, detail, documents, schema."""

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db
LIST = "/api/rules/entries/"


def test_list_without_a_query_pages_through_all_entries_in_order(client, glossary):
    data = client.get(LIST).json()
    assert data["count"] == 76 and len(data["results"]) == 25 and data["next"]
    assert (data["message"], data["notes"]) == (None, [])
    first = data["results"][0]
    assert (first["game"], first["title"], first["snippet"], first["rank"]) == (
        "chiaxis",
        "22.0 Effects",
        None,
        None,
    )
    l5r = client.get(LIST, {"game": "l5r", "document": "l5r-ce-glossary-s"}).json()
    assert l5r["count"] == 14 and l5r["results"][0]["title"] == "Same"


def test_search_returns_ranked_hits_with_snippets_and_anchored_urls(client, glossary):
    data = client.get(LIST, {"q": "negated", "game": "l5r"}).json()
    assert data["count"] > 3 and data["message"] is None
    assert "Prevention (including negation)" in [hit["title"] for hit in data["results"]]
    top = client.get(LIST, {"q": "retroactive"}).json()["results"][0]
    assert top["title"] == "Duration and scope of prevention effects"
    assert top["url"] == "/rules/l5r/duration-and-scope-of-prevention-effects/#p7"
    assert "<mark>retroactive</mark>" in top["snippet"] and top["rank"] > 0
    assert top["api_url"] == "/api/rules/entries/l5r/duration-and-scope-of-prevention-effects/"


def test_search_without_matches_says_so(client, glossary):
    data = client.get(LIST, {"q": "zzzzqqq"}).json()
    assert data["count"] == 0 and data["results"] == [] and data["message"]


@pytest.mark.parametrize("query", ['"', "NEAR(", "AND OR NOT", "((", "x" * 10_000, "*"])
def test_hostile_queries_are_answered(client, glossary, query):
    response = client.get(LIST, {"q": query})
    assert response.status_code == 200
    data = response.json()
    assert data["results"] or data["message"]


def test_bad_parameters_are_400(client, glossary):
    response = client.get(LIST, {"q": "show", "game": "chess"})
    assert response.status_code == 400 and [p["path"] for p in response.json()["problems"]] == ["game"]
    assert client.get(LIST, {"document": "no-such-document"}).status_code == 400
    assert client.get(LIST, {"q": "show", "page": "0"}).status_code == 400


def test_detail_has_parts_errata_and_references(client, glossary):
    data = client.get(reverse("rulings_api:entry-detail", args=["l5r", "tracking-rule"])).json()
    assert data["title"] == "Tracking rule" and data["document"] == "l5r-ce-effects"
    assert [p["anchor"] for p in data["parts"]] == ["p1", "exc1", "exc2", "exc3", "ex1"]
    assert (
        data["parts"][4]["parent"] == "exc3" and data["parts"][2]["url"] == "/rules/l5r/tracking-rule/#exc2"
    )
    [ref] = data["references"]
    assert ref == {
        "raw": "See Glossary, Show",
        "target_text": "Glossary, Show",
        "part": "exc2",
        "resolved": True,
        "target_url": "/rules/l5r/show/",
    }
    seppuku = client.get("/api/rules/entries/l5r/seppuku/").json()
    assert seppuku["references"][0]["resolved"] is False and seppuku["references"][0]["target_url"] is None
    assert seppuku["errata"] == [
        {"kind": "ADDED", "date": "2011-09-08", "raw": "[ADDED 8 Sep 2011]", "part": "p3"}
    ]


def test_detail_of_unknown_entry_is_404(client, glossary):
    assert client.get("/api/rules/entries/l5r/nothing-here/").status_code == 404
    assert client.get("/api/rules/entries/naruto/show/").status_code == 404


def test_documents_list(client, glossary):
    data = client.get(reverse("rulings_api:document-list")).json()
    assert [(d["slug"], d["entry_count"]) for d in data["results"]][:1] == [("chiaxis-22-effects", 5)]


def test_api_is_read_only(client, glossary):
    assert client.post(LIST, {}).status_code in (403, 405)


def test_schema_describes_the_glossary_api(client, db):
    schema = client.get(reverse("api-schema"), HTTP_ACCEPT="application/json").content.decode()
    for path in ("/api/rules/entries/", "/api/rules/entries/{game}/{slug}/", "/api/rules/documents/"):
        assert path in schema
    assert "EntryPage" in schema


def test_search_hits_name_and_link_the_answering_paragraph(client, glossary):
    data = client.get(LIST, {"q": "when does a delayed effect happen"}).json()
    assert data["mode"] == "any" and data["count"] >= 3
    top = data["results"][0]
    assert top["title"] == "Delayed effects" and top["anchor"] and top["paragraph"].startswith("paragraph")
    assert top["url"] == f"/rules/l5r/delayed-effects/#{top['anchor']}"
    assert top["entry_url"] == "/rules/l5r/delayed-effects/" and "delayed" in top["matched"]
    strict = client.get(LIST, {"q": '"delayed effect"'}).json()
    assert strict["mode"] == "all" and client.get(LIST).json()["mode"] is None
