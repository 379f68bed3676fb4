"""Card search ranks words by relevance and tolerates typos in titles: the search page, the API, the question
builder's autocomplete and the deck builder's card search."""

import pytest
from django.core.paginator import Paginator
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from cards.models import Card
from cards.search import parse, replace_terms
from cards.services import card_search, card_search_results, card_title_matches
from cards.spelling import TitleIndex
from tests.cards.conftest import sample_paths

pytestmark = [pytest.mark.django_db, pytest.mark.services]

KISADA_SETS = (  # every Hida Kisada of the issue: the Personalities, the Bio, and Blood War's text
    "emperor_edition",  # Hida Kisada (Bio), Hida Kisada (Emperor)
    "enemy_of_my_enemy",  # Hida Kisada • Experienced
    "scorpion_clan_coup_scroll_3",  # Hida Kisada • Inexperienced
    "the_imperial_gift_1",  # Blood War (names Hida Kisada in its text)
    "celestial_edition_15",  # Hida Kisada (Imperial)
)
PERSONALITIES = {"hida_kisada_experienced", "hida_kisada_inexperienced"}


@pytest.fixture(scope="module")
def kisada(django_db_setup, django_db_blocker, carddata_dir):
    from cards.services import cards_import_paths

    with django_db_blocker.unblock(), transaction.atomic():
        yield cards_import_paths(paths=sample_paths(carddata_dir, KISADA_SETS))
        transaction.set_rollback(True)


def keys(cards) -> list[str]:
    return [card.key for card in cards]


def test_exact_title_first_then_title_words_then_text(kisada):
    found = keys(card_search(query="Hida Kisada", game="l5r"))
    assert set(found[:2]) == PERSONALITIES  # the exact title
    assert found.index("hida_kisada_bio") < found.index("blood_war")  # a title with the words, then text
    assert found[-1] == "blood_war"
    assert keys(card_search(query="hida kisada", game="l5r", sort="title"))[0] == "blood_war"  # asked for


def test_all_title_words_before_some_before_text(kisada):
    found = keys(card_search(query="kisada emperor", game="l5r"))
    assert found[0] == "hida_kisada_emperor"  # both words in the title
    titled = [card.key for card in Card.objects.filter(key__in=found, title_search__contains="kisada")]
    assert set(found[: len(titled)]) == set(titled)  # one of them in the title, before text matches


def test_no_words_sorts_by_title(kisada):
    found = card_search(query="t:personality", game="l5r")
    titles = [card.title_search for card in found]
    assert titles == sorted(titles)


def test_a_typo_is_searched_corrected_with_a_note_and_suggestions(kisada):
    results = card_search_results(query="hida kisda", game="l5r")
    assert set(keys(results.cards)[:2]) == PERSONALITIES
    assert results.note == 'Searched for "hida kisada" instead of "hida kisda".'
    assert results.did_you_mean[0] == ("Hida Kisada", '"Hida Kisada"')
    kept = card_search_results(query="hida kisda t:personality", game="l5r")
    assert kept.searched == '"Hida Kisada" t:personality'
    assert "hida_kisada_bio" not in keys(kept.cards)


def test_nothing_close_suggests_nothing(kisada):
    results = card_search_results(query="zzzzqx", game="l5r")
    assert (results.note, results.did_you_mean, results.cards.count()) == ("", (), 0)


def test_titles_already_found_are_not_suggested(kisada):
    results = card_search_results(query="kisada emperor", game="l5r")
    found = {card.title for card in results.cards}
    assert results.cards.count() < 3 and not found & {title for title, _ in results.did_you_mean}


def test_words_finding_enough_cards_are_left_alone(kisada):
    results = card_search_results(query="kisada", game="l5r")
    assert (results.note, results.did_you_mean) == ("", ())


def test_search_page_says_did_you_mean_with_links(client, kisada):
    page = client.get(reverse("cards:search"), {"q": "hida kisda", "game": "l5r"}).content.decode()
    assert "Searched for &quot;hida kisada&quot; instead of &quot;hida kisda&quot;." in page
    assert "Did you mean:" in page and "q=%22Hida+Kisada%22&amp;game=l5r" in page
    assert page.index("/cards/l5r/hida_kisada_experienced/") < page.index("/cards/l5r/hida_kisada_bio/")


def test_api_has_did_you_mean_and_note(client, kisada):
    body = client.get(reverse("cards_api:search"), {"q": "hida kisda", "game": "l5r"}).json()
    assert body["note"] == 'Searched for "hida kisada" instead of "hida kisda".'
    assert body["searched"] == '"Hida Kisada"'
    assert body["did_you_mean"][0] == {"title": "Hida Kisada", "q": '"Hida Kisada"'}
    assert {card["key"] for card in body["results"][:2]} == PERSONALITIES
    plain = client.get(reverse("cards_api:search"), {"q": "Hida Kisada"}).json()
    assert (plain["note"], plain["did_you_mean"]) == ("", [])
    assert {card["key"] for card in plain["results"][:2]} == PERSONALITIES


def test_api_counts_the_cards_once(client, kisada):
    with CaptureQueriesContext(connection) as queries:
        body = client.get(reverse("cards_api:search"), {"q": "Hida Kisada", "game": "l5r"}).json()
    assert body["count"] > 3
    assert sum("COUNT(" in query["sql"] for query in queries.captured_queries) == 1


def test_autocomplete_ranks_the_exact_title_first_and_tolerates_typos(client, kisada):
    assert {card.key for card, _ in card_title_matches(game="l5r", typed="hida kisada", limit=12)[:2]} == (
        PERSONALITIES
    )
    url = reverse("questions:builder-cards")
    page = client.get(url, {"game": "l5r", "card_title": "Hida Kisada"}).content.decode()
    first = page.index('value="hida_kisada_')
    assert page[first:].startswith(('value="hida_kisada_experienced"', 'value="hida_kisada_inexperienced"'))
    typo = client.get(url, {"game": "l5r", "card_title": "hida kisda"}).content.decode()
    assert "Did you mean:" in typo and 'value="hida_kisada_experienced"' in typo


def test_a_typo_is_never_added_to_a_question_unpicked(kisada):
    matches = card_title_matches(game="l5r", typed="hida kisda", limit=12)
    assert matches and all(corrected for _, corrected in matches)


def test_deck_builder_search_ranks_and_corrects(client, kisada, django_user_model):
    from decks.models import Deck

    owner = django_user_model.objects.create_user("builder", password="pw-builder-123")
    deck = Deck.objects.create(owner=owner, game="l5r", format_key="", name="Crab")
    client.force_login(owner)
    url = reverse("decks:builder_search", args=[deck.public_id])
    page = client.get(url, {"q": "hida kisda"}, HTTP_HX_REQUEST="true").content.decode()
    assert "Searched for &quot;hida kisada&quot; instead of &quot;hida kisda&quot;." in page
    assert page.index("/cards/l5r/hida_kisada_experienced/") < page.index("/cards/l5r/hida_kisada_bio/")


def test_title_index_reads_runs_of_words_inside_titles():
    index = TitleIndex(["Kisada Sensei", "Kishida", "Hida Kisada", "Hida Kisada (Bio)"])
    assert index.spell("kisda").correction == "kisada"  # a word inside titles, ahead of Kishida
    assert index.spell("kisda").correction_query == '"kisada"'
    assert index.spell("hida kisda").correction_query == '"Hida Kisada"'  # a whole title: its phrase
    inside = TitleIndex(["Hida Kisada, Clan Champion"]).spell("hida kisda clan")
    assert inside.correction_query == '"hida" "kisada" "clan"'  # its comma dropped: words, not a phrase
    assert index.spell("hida kisda").titles[0] == "Hida Kisada"
    assert index.spell("hida kisada").titles == ()  # a title as typed needs no suggestion
    assert index.spell("x" * 61).titles == ()  # too long to be a title: not compared


def test_replacing_terms_keeps_the_other_terms():
    query = 'hida kisda t:personality -k:"crab"'
    terms = [parse(query).children[0], parse(query).children[1]]
    assert replace_terms(query, terms, '"hida kisada"') == '"hida kisada" t:personality -k:"crab"'


def test_a_result_page_is_rows_read_in_two_statements_after_one_count(kisada):
    results = card_search_results(query="hida kisada", game="l5r")
    assert results.count is not None  # the search counted its cards to decide on suggestions
    with CaptureQueriesContext(connection) as context:
        page = results.page(1, 50)
        rows = list(page)
    assert len(context.captured_queries) == 2  # the page's cards and their stats; no second COUNT
    assert not any(isinstance(row, Card) for row in rows)
    cards = {card.key: card for card in Card.objects.filter(key__in=[row.key for row in rows])}
    for row in rows:
        card = cards[row.key]
        assert (row.title, row.get_absolute_url()) == (card.title, card.get_absolute_url())
        assert [(s.name, s.printed, s.short) for s in row.ordered_stats()] == [
            (s.name, s.printed, s.short) for s in card.ordered_stats()
        ]
    assert any(row.ordered_stats() for row in rows)


def test_the_search_parses_its_query_once(kisada, monkeypatch):
    import cards.services

    calls = []
    real = cards.services.parse
    monkeypatch.setattr(cards.services, "parse", lambda query: calls.append(query) or real(query))
    card_search_results(query="hida kisada", game="l5r")
    assert calls == ["hida kisada"]


SEARCHES = [  # (query, options): words (relevance order), fields only, all cards, sorts
    ("hida kisada", {"game": "l5r"}),
    ("kisada -t:personality", {"game": "l5r"}),
    ("t:personality", {"game": "l5r", "sort": "force", "descending": True}),
    ("", {}),
    ("game:naruto power>2", {"sort": "title", "descending": True}),
]


@pytest.mark.parametrize(("query", "options"), SEARCHES)
def test_a_search_seen_before_reuses_its_statements_and_finds_what_the_queryset_finds(kisada, query, options):
    first = card_search_results(query=query, **options)
    again = card_search_results(query=query, **options)
    assert again.statements is first.statements  # compiled once, not per search
    expected = card_search(query=query, **options)
    page = again.page(1, 50)
    assert (keys(page), page.paginator.count) == (keys(expected[:50]), expected.count())
    for number in (2, "last", "x"):  # as Django pages the queryset, out of range and odd numbers included
        assert keys(again.page(number, 3)) == keys(Paginator(expected, 3).get_page(number))


def test_reused_statements_read_the_cards_as_they_are_now(kisada):
    assert "hida_kisada_bio" in keys(card_search_results(query="kisada", game="l5r").page(1, 50))
    with transaction.atomic():
        Card.objects.filter(key="hida_kisada_bio").delete()
        assert "hida_kisada_bio" not in keys(card_search_results(query="kisada", game="l5r").page(1, 50))
        transaction.set_rollback(True)


def test_a_query_naming_a_set_is_compiled_once_per_set_row(kisada):
    from cards.models import CardSet, Printing
    from cards.services import _compiled

    query = 'set:"enemy of my enemy" kisada'
    before = _compiled.cache_info().currsize
    for _ in range(2):
        results = card_search_results(query=query, game="l5r")
        assert keys(results.page(1, 50)) == ["hida_kisada_experienced"]
    assert _compiled.cache_info().currsize == before + 1  # compiled once, under the set's id
    with transaction.atomic():  # a re-import that gives the set another id
        old = CardSet.objects.get(game="l5r", name="Enemy of My Enemy")
        renumbered = CardSet.objects.create(game="l5r", name=old.name, slug=f"{old.slug}-new")
        Printing.objects.filter(card_set=old).update(card_set=renumbered)
        old.delete()
        renumbered.slug = old.slug
        renumbered.save()
        results = card_search_results(query=query, game="l5r")
        assert keys(results.page(1, 50)) == ["hida_kisada_experienced"]  # not the old id's statement
        transaction.set_rollback(True)


def test_a_first_page_not_full_is_its_own_count(kisada):
    expected = keys(card_search(query="t:personality", game="l5r"))
    results = card_search_results(query="t:personality", game="l5r")  # no words: the search did not count
    with CaptureQueriesContext(connection) as context:
        page = results.page(1, len(expected) + 1)
    assert (keys(page), page.paginator.count) == (expected, len(expected))
    assert len(context.captured_queries) == 2  # the page and its stats, no COUNT
    with CaptureQueriesContext(connection) as context:
        page = results.page(1, 2)
    assert (keys(page), page.paginator.count) == (expected[:2], len(expected))
    assert any("COUNT(" in query["sql"] for query in context.captured_queries)  # a full page: counted
