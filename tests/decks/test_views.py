"""Deck pages: deck page, builder (htmx and plain forms), import preview and save, hostile uploads, export,
history, comparisons, the public list, copies, the probability calculator and sample hands."""

from __future__ import annotations

import re
from fractions import Fraction
from math import comb

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from cards.models import Card
from decks import selectors, services
from decks.facts import Entry
from decks.models import Deck, DeckCard
from decks.statistics import percent

from .page_fixtures import CELESTIAL, crab_deck, plain_cards

pytestmark = pytest.mark.django_db
HTMX = {"HTTP_HX_REQUEST": "true"}
FORMAT = f"l5r:{CELESTIAL}"


@pytest.fixture
def owner_client(client, owner):
    client.force_login(owner)
    return client


@pytest.fixture
def deck(deck_cards, owner):
    return crab_deck(owner)


def no_inline_code(html: str) -> None:
    """Ready for a strict CSP: no style attributes, no inline scripts, no inline event handlers."""
    assert 'style="' not in html
    assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", html)
    assert not re.search(r"\son[a-z]+=", html)
    assert "hx-on" not in html


# --- the deck page -----------------------------------------------------------------------------------------


def test_deck_page_shows_list_validation_charts_and_tools(owner_client, deck):
    response = owner_client.get(deck.get_absolute_url())
    html = response.content.decode()
    assert response.status_code == 200
    assert "<h1>Crab Wall</h1>" in html
    assert "Legal</strong> in" in html
    assert html.count('class="bar-chart"') >= 4  # cost curves, Force, Chi, Focus, Gold
    assert 'id="chart-gold"' in html and 'id="chart-cost-fate"' in html
    assert "Kyuden Hida" in html
    assert "Draw odds" in html and "Sample opening hand" in html
    no_inline_code(html)


def test_deck_page_shows_exactly_what_validation_gives(owner_client, deck, owner):
    fate = plain_cards("Fate", 1, types=("Strategy",))[0]
    holding = plain_cards("Dynasty", 1, types=("Holding",))[0]
    services.deck_card_set(deck=deck, card=fate, section="fate", quantity=4)  # too many copies
    services.deck_card_set(
        deck=deck, card=holding, section="fate", quantity=1
    )  # a Dynasty card in the Fate deck
    result = selectors.deck_validation(deck=deck)
    assert not result.valid and len(result.errors) >= 2
    html = owner_client.get(deck.get_absolute_url()).content.decode()
    assert "Not legal</strong>" in html
    for problem in result.problems:
        assert escape(problem.message) in html
        if problem.fix:
            assert escape(problem.fix) in html
        assert problem.rule_url in html
        for card in problem.cards:
            assert reverse("cards:detail", args=["l5r", card["key"]]) in html


def escape(text: str) -> str:
    from django.utils.html import escape as django_escape

    return str(django_escape(text))


def test_user_text_is_escaped(owner_client, deck):
    services.deck_update(deck=deck, name="<script>alert(1)</script>", description="<b>bold</b>")
    for url in (
        deck.get_absolute_url(),
        reverse("decks:builder", args=[deck.public_id]),
        reverse("decks:mine"),
    ):
        html = owner_client.get(url).content.decode()
        assert "<script>alert(1)</script>" not in html
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
        assert "<b>bold</b>" not in html


# --- the builder -------------------------------------------------------------------------------------------


def test_builder_search_is_restricted_to_the_deck_game_and_format(owner_client, deck):
    url = reverse("decks:builder_search", args=[deck.public_id])
    found = owner_client.get(url, {"q": "ambush"}, **HTMX)
    assert found.status_code == 200
    assert "Ambush" in found.content.decode() and "<html" not in found.content.decode()
    naruto = owner_client.get(url, {"q": "naruto"}, **HTMX).content.decode()  # a Naruto title: another game
    assert "No card of this format matches" in naruto
    error = owner_client.get(url, {"q": "forse>=3"}, **HTMX)
    assert error.status_code == 400
    assert "unknown field" in error.content.decode()
    plain = owner_client.get(url, {"q": "ambush"})  # without htmx: the builder page with the results
    assert plain.status_code == 302 and plain["Location"].endswith("/build/?q=ambush")
    page = owner_client.get(plain["Location"]).content.decode()
    assert 'aria-label="Add Ambush"' in page


def test_builder_add_change_move_remove_with_htmx(owner_client, deck):
    url = reverse("decks:card_set", args=[deck.public_id])
    ambush = plain_cards("Fate", 15, types=("Strategy",))[14]  # not in the deck yet
    response = owner_client.post(
        url, {"card": ambush.key, "section": "fate", "delta": "1", "q": "amb"}, **HTMX
    )
    html = response.content.decode()
    assert response.status_code == 200
    assert "<html" not in html and 'id="builder-state"' in html
    assert 'id="validation"' in html and 'id="statistics"' in html  # the panel and the charts update too
    assert 'hx-swap-oob="true"' in html  # and the search results' "in deck" counts
    assert DeckCard.objects.get(deck=deck, card=ambush, section="fate").quantity == 1
    owner_client.post(url, {"card": ambush.key, "section": "fate", "quantity": "3", "delta": "1"}, **HTMX)
    assert DeckCard.objects.get(deck=deck, card=ambush).quantity == 2  # the pressed button wins over the box
    owner_client.post(url, {"card": ambush.key, "section": "fate", "quantity": "2"}, **HTMX)
    assert DeckCard.objects.get(deck=deck, card=ambush).quantity == 2
    owner_client.post(url, {"card": ambush.key, "section": "fate", "to_section": "dynasty"}, **HTMX)
    assert DeckCard.objects.get(deck=deck, card=ambush).section == "dynasty"
    moved = owner_client.get(deck.get_absolute_url()).content.decode()
    assert "in the Dynasty deck" in moved or "Dynasty deck" in moved
    owner_client.post(url, {"card": ambush.key, "section": "dynasty", "delta": "-99"}, **HTMX)
    assert not DeckCard.objects.filter(deck=deck, card=ambush).exists()


def test_builder_works_without_javascript(owner_client, deck):
    url = reverse("decks:card_set", args=[deck.public_id])
    ambush = plain_cards("Fate", 15, types=("Strategy",))[14]
    response = owner_client.post(url, {"card": ambush.key, "section": "fate", "delta": "1", "q": "amb"})
    assert response.status_code == 302
    assert response["Location"] == reverse("decks:builder", args=[deck.public_id]) + "?q=amb#deck-list"
    page = owner_client.get(response["Location"]).content.decode()
    assert 'id="line-fate-' + ambush.key + '"' in page


def test_builder_errors_are_shown_next_to_the_list(owner_client, deck):
    url = reverse("decks:card_set", args=[deck.public_id])
    ambush = Card.objects.get(game="l5r", title="Ambush")
    bad = owner_client.post(url, {"card": ambush.key, "section": "sideboard", "delta": "1"}, **HTMX)
    assert bad.status_code == 400
    assert "is not a section of this deck" in bad.content.decode()
    naruto = Card.objects.filter(game="naruto").first()
    other_game = owner_client.post(url, {"card": naruto.key, "section": "fate", "delta": "1"}, **HTMX)
    assert other_game.status_code == 400
    assert "not a card of this deck" in other_game.content.decode()
    plain = owner_client.post(url, {"card": ambush.key, "section": "sideboard", "delta": "1"}, follow=True)
    assert "is not a section of this deck" in plain.content.decode()  # as a message after the redirect


def test_new_deck_settings_save_and_delete(owner_client, deck_cards):
    response = owner_client.post(
        reverse("decks:new"), {"name": "Leaf", "format": "naruto:mythos", "visibility": "private"}
    )
    new = Deck.objects.get(name="Leaf")
    assert response["Location"] == reverse("decks:builder", args=[new.public_id])
    invalid = owner_client.post(
        reverse("decks:new"), {"name": "", "format": "l5r:nope", "visibility": "private"}
    )
    assert invalid.status_code == 400
    assert "This field is required." in invalid.content.decode()
    settings = owner_client.post(
        reverse("decks:settings", args=[new.public_id]),
        {"name": "Leaf Village", "format_key": "mythos", "visibility": "public", "description": "fast"},
    )
    assert settings.status_code == 302
    new.refresh_from_db()
    assert (new.name, new.visibility) == ("Leaf Village", "public")
    naruto = Card.objects.filter(game="naruto", card_type__iexact="character").first()
    services.deck_card_set(deck=new, card=naruto, section="main", quantity=2)
    assert "not saved as a version yet" in owner_client.get(new.get_absolute_url()).content.decode()
    owner_client.post(reverse("decks:save", args=[new.public_id]), {"note": "two copies"})
    assert new.versions.order_by("-number").first().note == "two copies"
    assert "not saved as a version yet" not in owner_client.get(new.get_absolute_url()).content.decode()
    assert owner_client.get(reverse("decks:delete", args=[new.public_id])).status_code == 200
    assert owner_client.post(reverse("decks:delete", args=[new.public_id]))["Location"] == reverse(
        "decks:mine"
    )
    assert not Deck.objects.filter(pk=new.pk).exists()


# --- import ------------------------------------------------------------------------------------------------


def import_text() -> str:
    dynasty = plain_cards("Dynasty", 13, types=("Personality", "Holding"))
    fate = plain_cards("Fate", 14, types=("Strategy",))
    lines = ["# Stronghold", "1 Kyuden Hida", "# Dynasty (39)"]
    lines += [f"3 {card.title}" for card in dynasty]
    lines += ["# Fate (42)"] + [f"3x {card.title}" for card in fate]
    lines += ["2 Hida Kisadaa the Grate"]  # a typo nobody can read: candidates to pick
    return "\n".join(lines)


def test_anonymous_import_preview_reports_each_line(client, deck_cards):
    response = client.post(
        reverse("decks:import"), {"format": FORMAT, "syntax": "auto", "text": import_text()}
    )
    html = response.content.decode()
    assert response.status_code == 200
    assert "Line by line" in html
    assert html.count('class="line-card"') == 1 + 13 + 14
    assert "exact" in html and "100% sure" in html
    assert 'class="line-unmatched"' in html or 'class="line-ambiguous"' in html
    assert "The Dynasty deck has 39 cards" in html  # the validation of what matched
    assert "Not legal" in html
    assert Deck.objects.count() == 0
    no_inline_code(html)


def test_pick_a_candidate_for_an_unmatched_line(client, deck_cards):
    text = "# Fate\n3 Ambsuh"
    first = client.post(reverse("decks:import"), {"format": FORMAT, "syntax": "auto", "text": text})
    html = first.content.decode()
    ambush = Card.objects.get(game="l5r", title="Ambush")
    assert f'name="pick-2" value="{ambush.key}"' in html
    picked = client.post(
        reverse("decks:import"), {"format": FORMAT, "syntax": "auto", "text": text, "pick-2": ambush.key}
    )
    html = picked.content.decode()
    assert f'name="pick-2" value="{ambush.key}" checked' in html
    assert "The Fate deck has 3 cards" in html  # the picked card counts


def test_anonymous_save_asks_to_log_in_and_keeps_the_list(client, owner, deck_cards):
    text = import_text()
    response = client.post(
        reverse("decks:import"),
        {"format": FORMAT, "syntax": "auto", "text": text, "action": "save", "name": "W"},
    )
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("login") + "?next=/decks/import/%3Fresume%3D1")
    assert Deck.objects.count() == 0
    client.force_login(owner)
    resumed = client.get(reverse("decks:import") + "?resume=1").content.decode()
    assert "Kyuden Hida" in resumed and "Your list is back" in resumed


def test_save_an_import(owner_client, owner, deck_cards):
    response = owner_client.post(
        reverse("decks:import"),
        {
            "format": FORMAT,
            "syntax": "auto",
            "text": import_text(),
            "action": "save",
            "name": "Imported Crab",
        },
        follow=True,
    )
    deck = Deck.objects.get(name="Imported Crab")
    assert response.redirect_chain[-1][0] == reverse("decks:builder", args=[deck.public_id])
    assert deck.owner == owner and deck.card_count == 1 + 39 + 42
    html = response.content.decode()
    assert "was not imported" in html and "Hida Kisadaa the Grate" in html
    assert "saved with 82 cards" in html


def test_upload_a_file(owner_client, deck_cards):
    upload = SimpleUploadedFile(
        "crab.l5d", import_text().encode("utf-8"), content_type="application/octet-stream"
    )
    response = owner_client.post(
        reverse("decks:import"), {"format": FORMAT, "syntax": "auto", "file": upload}
    )
    html = response.content.decode()
    assert response.status_code == 200
    assert "Line by line" in html and "Read as l5d" in html
    assert "The uploaded file" in html  # its text is put in the box for the next step


@pytest.mark.parametrize(
    ("payload", "message"),
    [
        (b"\x00\x01\x02binary\xff\xfe" * 50, "not UTF-8"),
        (b"PK\x03\x04\x00\x00binary zip header", "binary"),
        ("3 Ambush\n".encode("utf-16"), "UTF-8"),
        (b"3 X\n" * 100_000, "at most 100,000 are read"),
        (b"\n" * 99_999, "The list has 100,000 lines; at most 2,000 are read."),
        (b"x" * 500_000, "bytes"),
    ],
    ids=["binary", "nul-bytes", "utf-16", "100000-lines", "100000-empty-lines", "huge"],
)
def test_hostile_uploads_get_a_clear_4xx_and_change_nothing(owner_client, deck_cards, payload, message):
    before = (Deck.objects.count(), DeckCard.objects.count())
    upload = SimpleUploadedFile("deck.txt", payload, content_type="text/plain")
    response = owner_client.post(
        reverse("decks:import"),
        {"format": FORMAT, "syntax": "auto", "file": upload, "action": "save", "name": "x"},
    )
    assert 400 <= response.status_code < 500
    html = response.content.decode()
    assert message in html
    assert 'class="error field-error"' in html or "not accepted" in html
    assert (Deck.objects.count(), DeckCard.objects.count()) == before


def test_pasted_text_is_checked_too(owner_client, deck_cards):
    lines = "\n".join(["1 A"] * 100_000)
    response = owner_client.post(reverse("decks:import"), {"format": FORMAT, "syntax": "auto", "text": lines})
    assert response.status_code == 400
    assert "The list has 399,999 characters; at most 100,000 are read." in response.content.decode()
    huge = owner_client.post(reverse("decks:import"), {"format": FORMAT, "text": "3 Ambush\n" * 100_000})
    assert huge.status_code == 413 and "a decklist may be at most" in huge.content.decode()
    assert Deck.objects.count() == 0


def test_a_body_far_too_big_is_refused_before_reading(owner_client, deck_cards):
    from decks.forms import MAX_UPLOAD_BYTES

    upload = SimpleUploadedFile("deck.txt", b"1 Ambush\n" * (MAX_UPLOAD_BYTES // 9 + 20_000))
    response = owner_client.post(reverse("decks:import"), {"format": FORMAT, "file": upload})
    assert response.status_code == 413
    assert "at most" in response.content.decode()
    assert Deck.objects.count() == 0


# --- export, history, compare, list, copy ------------------------------------------------------------------


def test_export_each_syntax(owner_client, deck):
    for syntax, content_type, first in (
        ("text", "text/plain", "// Crab Wall"),
        ("l5d", "text/plain", "// Crab Wall"),
        ("json", "application/json", "{"),
    ):
        response = owner_client.get(reverse("decks:export", args=[deck.public_id, syntax]), {"download": "1"})
        assert response.status_code == 200
        assert response["Content-Type"].startswith(content_type)
        assert (
            response["Content-Disposition"]
            == f'attachment; filename="crab-wall.{ {"text": "txt"}.get(syntax, syntax) }"'
        )
        assert response.content.decode().startswith(first)
        assert "Kyuden Hida" in response.content.decode()
    assert owner_client.get(reverse("decks:export", args=[deck.public_id, "pdf"])).status_code == 404


def test_history_shows_changes_and_restores(owner_client, deck):
    fate = plain_cards("Fate", 15, types=("Strategy",))
    services.deck_card_set(deck=deck, card=fate[0], section="fate", quantity=1)  # 3 -> 1
    services.deck_card_set(deck=deck, card=fate[1], section="fate", quantity=0)  # removed
    services.deck_card_set(deck=deck, card=fate[14], section="fate", quantity=2)  # added
    services.deck_version_save(deck=deck, note="trim")
    url = reverse("decks:history", args=[deck.public_id])
    html = owner_client.get(url).content.decode()
    assert "Version 2" in html and "trim" in html
    assert "Destroyer War (Celestial)" in html and "unknown format" not in html
    assert "1 card added · 1 removed · 1 with another quantity" in html
    partial = owner_client.get(url, {"a": 1, "b": 2}, **HTMX).content.decode()
    assert "<html" not in partial and "From version 1 to version 2" in partial
    assert owner_client.get(url, {"a": 1, "b": 9}).status_code == 400
    version = owner_client.get(reverse("decks:version", args=[deck.public_id, 1])).content.decode()
    assert "Restore this version" in version and "From this version to the deck now" in version
    restore = owner_client.post(reverse("decks:restore", args=[deck.public_id, 1]))
    assert restore.status_code == 302
    deck.refresh_from_db()
    assert deck.versions.count() == 3
    assert DeckCard.objects.get(deck=deck, card=fate[0]).quantity == 3
    assert not DeckCard.objects.filter(deck=deck, card=fate[14]).exists()
    assert owner_client.get(reverse("decks:version", args=[deck.public_id, 99])).status_code == 404


def test_compare_two_visible_decks(client, owner, other_user, deck):
    theirs = crab_deck(other_user, visibility=Deck.Visibility.UNLISTED, name="Their Crab")
    fate = plain_cards("Fate", 15, types=("Strategy",))
    services.deck_card_set(deck=theirs, card=fate[14], section="fate", quantity=3)
    client.force_login(owner)
    link = "https://desk.example" + theirs.get_absolute_url()
    response = client.get(reverse("decks:compare"), {"a": deck.public_id, "b": link})
    html = response.content.decode()
    assert response.status_code == 200
    assert "1 card added · 0 removed · 0 with another quantity" in html
    assert fate[14].title in html
    client.force_login(other_user)  # the owner's deck is private: not theirs to compare
    assert (
        client.get(reverse("decks:compare"), {"a": deck.public_id, "b": theirs.public_id}).status_code == 404
    )
    assert client.get(reverse("decks:compare"), {"a": "??", "b": "!!"}).status_code == 400


def test_public_list_is_searchable(client, owner, other_user, deck_cards):
    crab = crab_deck(owner, visibility=Deck.Visibility.PUBLIC, name="Crab Wall")
    crab_deck(owner, visibility=Deck.Visibility.UNLISTED, name="Secret Crab")
    crab_deck(owner, visibility=Deck.Visibility.PRIVATE, name="Private Crab")
    naruto = services.deck_create(
        owner=other_user, game="naruto", format_key="mythos", name="Leaf Rush", visibility="public"
    )
    html = client.get(reverse("decks:index")).content.decode()
    assert "Crab Wall" in html and "Leaf Rush" in html
    assert "Secret Crab" not in html and "Private Crab" not in html
    by_game = client.get(reverse("decks:index"), {"game": "naruto"}).content.decode()
    assert "Leaf Rush" in by_game and "Crab Wall" not in by_game
    by_format = client.get(reverse("decks:index"), {"format": FORMAT}).content.decode()
    assert "Crab Wall" in by_format and "Leaf Rush" not in by_format
    card = plain_cards("Fate", 1, types=("Strategy",))[0]
    by_card = client.get(reverse("decks:index"), {"card": card.title}, **HTMX).content.decode()
    assert "Crab Wall" in by_card and "Leaf Rush" not in by_card and "<html" not in by_card
    by_name = client.get(reverse("decks:index"), {"q": "leaf"}).content.decode()
    assert "Leaf Rush" in by_name and "Crab Wall" not in by_name
    if crab.faction:
        by_faction = client.get(reverse("decks:index"), {"faction": crab.faction}).content.decode()
        assert "Crab Wall" in by_faction and naruto.name not in by_faction
    nothing = client.get(reverse("decks:index"), {"q": "zzz"}).content.decode()
    assert "No public deck matches" in nothing


def test_copy_a_public_deck(client, owner, other_user, deck_cards):
    public = crab_deck(owner, visibility=Deck.Visibility.PUBLIC)
    client.force_login(other_user)
    response = client.post(reverse("decks:copy", args=[public.public_id]))
    copied = Deck.objects.get(owner=other_user)
    assert response["Location"] == reverse("decks:builder", args=[copied.public_id])
    assert copied.visibility == Deck.Visibility.PRIVATE and copied.copied_from == public
    assert copied.card_count == public.card_count


# --- probability and sample hand ---------------------------------------------------------------------------


def test_probability_calculator(owner_client, deck):
    fate = plain_cards("Fate", 2, types=("Strategy",))
    url = reverse("decks:probability", args=[deck.public_id])
    one = owner_client.get(url, {"section": "fate", "turn": "1", "group1": fate[0].key, "min1": "1"}, **HTMX)
    html = one.content.decode()
    expected = 1 - Fraction(comb(39, 5), comb(42, 5))  # 3 copies in 42 Fate cards, 5 in the starting hand
    assert one.status_code == 200 and "<html" not in html
    assert f"<strong>{percent(expected)}</strong>" in html
    assert "among the 5 cards seen by turn 1, from the 42-card Fate deck (hand)" in html
    both = owner_client.get(
        url,
        {
            "section": "fate",
            "turn": "3",
            "group1": fate[0].key,
            "group2": fate[1].key,
            "min1": "1",
            "min2": "1",
        },
        **HTMX,
    ).content.decode()
    c = comb(42, 7)
    two = 1 - 2 * Fraction(comb(39, 7), c) + Fraction(comb(36, 7), c)
    assert f"<strong>{percent(two)}</strong>" in both and " and at least 1 of " in both
    overlap = owner_client.get(
        url, {"section": "fate", "turn": "1", "group1": fate[0].key, "group2": fate[0].key}, **HTMX
    )
    assert overlap.status_code == 400 and "A card can be in one group only." in overlap.content.decode()
    plain = owner_client.get(url, {"section": "fate", "turn": "1", "group1": fate[0].key})
    assert plain.status_code == 302 and "#probability" in plain["Location"]
    page = owner_client.get(plain["Location"]).content.decode()
    assert f"<strong>{percent(expected)}</strong>" in page


def test_sample_hand_is_seeded(owner_client, deck):
    url = reverse("decks:hand", args=[deck.public_id])
    first = owner_client.get(url, {"section": "fate", "seed": "42"}, **HTMX).content.decode()
    again = owner_client.get(url, {"section": "fate", "seed": "42"}, **HTMX).content.decode()
    assert first == again and first.count("<li>") == 5
    assert "Draw again" in first and 'hx-get="/decks/' in first and 'href="/decks/' in first
    dynasty = owner_client.get(url, {"section": "dynasty", "seed": "42"}, **HTMX).content.decode()
    assert dynasty.count("<li>") == 4 and "Dynasty deck" in dynasty


def test_empty_states(owner_client, owner, other_user, deck_cards):
    empty = services.deck_create(owner=owner, game="l5r", format_key=CELESTIAL, name="Empty")
    html = owner_client.get(empty.get_absolute_url()).content.decode()
    assert "No cards yet" in html
    assert "Add cards to a deck you draw from" in html
    builder = owner_client.get(reverse("decks:builder", args=[empty.public_id])).content.decode()
    assert "No cards in the" in builder
    assert "You have no decks" not in owner_client.get(reverse("decks:mine")).content.decode()
    owner_client.force_login(other_user)
    assert "You have no decks yet" in owner_client.get(reverse("decks:mine")).content.decode()


def test_statistics_of_a_naruto_deck(owner_client, owner, deck_cards):
    characters = list(Card.objects.filter(game="naruto", card_type__iexact="character").order_by("key")[:15])
    missions = list(Card.objects.filter(game="naruto", card_type__iexact="mission").order_by("key")[:3])
    naruto = services.deck_create(
        owner=owner,
        game="naruto",
        format_key="mythos",
        name="Leaf",
        entries=[Entry(c.key, 2, "main") for c in characters]
        + [Entry(m.key, 1, "missions") for m in missions],
    )
    html = owner_client.get(naruto.get_absolute_url()).content.decode()
    assert "Legal</strong>" in html
    assert 'id="chart-cost"' in html and "Chakra curve" in html and 'id="chart-power"' in html
    assert "Total Power" in html


def test_every_page_is_ready_for_a_strict_csp(owner_client, deck, other_user):
    services.deck_version_save(deck=deck, note="again")
    other = crab_deck(other_user, visibility=Deck.Visibility.PUBLIC, name="Other")
    pid = deck.public_id
    urls = [
        reverse("decks:index"),
        reverse("decks:index") + "?q=crab",
        reverse("decks:mine"),
        reverse("decks:new"),
        reverse("decks:import"),
        deck.get_absolute_url(),
        reverse("decks:builder", args=[pid]) + "?q=t:holding",
        reverse("decks:history", args=[pid]),
        reverse("decks:version", args=[pid, 1]),
        reverse("decks:compare") + f"?a={pid}&b={other.public_id}",
        reverse("decks:delete", args=[pid]),
        reverse("decks:builder", args=[other.public_id]),  # the 403 page
    ]
    for url in urls:
        response = owner_client.get(url)
        assert response.status_code in (200, 403), url
        no_inline_code(response.content.decode())
        assert "unknown format" not in response.content.decode(), url
    html = owner_client.get(deck.get_absolute_url()).content.decode()
    assert "Private: only you can see this deck." in html
    listed = owner_client.get(reverse("decks:index")).content.decode()
    assert "Legend of the Five Rings CCG · Destroyer War (Celestial)</td>" in listed  # its name, not its key
