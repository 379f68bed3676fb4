"""Deck services: each write validates and records, versions are kept, restore and copy, errors say why."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import AnonymousUser
from django.http import Http404

from cards.models import Card
from decks import importing, selectors, services
from decks.facts import Entry
from decks.formats import RULES
from decks.models import Deck
from decks.parsing import decklist_parse

from .conftest import read_fixture

CELESTIAL = "destroyer-war-celestial"
pytestmark = pytest.mark.usefixtures("deck_cards")


@pytest.fixture
def crab_entries(db):
    return decklist_parse(game="l5r", text=read_fixture("crab_celestial.l5d"), format_key=CELESTIAL).entries


@pytest.mark.services
@pytest.mark.django_db
def test_create_records_validation_and_the_first_version(owner, crab_entries):
    deck = services.deck_create(
        owner=owner, game="l5r", format_key=CELESTIAL, name="Crab", entries=crab_entries, note="first"
    )
    assert deck.is_valid and deck.problem_count == 0
    assert (deck.validated_format, deck.rules_version) == (CELESTIAL, RULES["l5r"].version)
    assert deck.validated_at is not None
    assert (deck.faction, deck.card_count, deck.current_version) == ("Crab", 81, 1)
    version = deck.versions.get()
    assert (version.number, version.note, version.is_valid, version.card_count) == (1, "first", True, 81)
    line = next(x for x in version.content if x["key"] == "hida_kuon_experienced_6")
    assert line == {
        "key": "hida_kuon_experienced_6",
        "title": "Hida Kuon",
        "version": "Experienced 6",
        "quantity": 1,
        "section": "dynasty",
    }
    assert selectors.deck_entries(deck=deck) == crab_entries


@pytest.mark.django_db
def test_create_refuses_what_it_cannot_store(owner):
    with pytest.raises(services.DeckError, match="Unknown format 'nope' for l5r"):
        services.deck_create(owner=owner, game="l5r", format_key="nope", name="x")
    with pytest.raises(services.DeckError, match="Unknown game 'chess'"):
        services.deck_create(owner=owner, game="chess", format_key="x", name="x")
    with pytest.raises(services.DeckError, match="Unknown section 'side'"):
        services.deck_create(
            owner=owner, game="l5r", format_key=CELESTIAL, name="x", entries=[Entry("ambush", 1, "side")]
        )
    with pytest.raises(services.DeckError, match="No l5r card has the key 'nope'"):
        services.deck_create(
            owner=owner, game="l5r", format_key=CELESTIAL, name="x", entries=[Entry("nope", 1, "fate")]
        )
    with pytest.raises(services.DeckError, match="more than the 99"):
        services.deck_create(
            owner=owner, game="l5r", format_key=CELESTIAL, name="x", entries=[Entry("ambush", 100, "fate")]
        )
    with pytest.raises(services.DeckError, match="signed in"):
        services.deck_create(owner=AnonymousUser(), game="l5r", format_key=CELESTIAL, name="x")
    assert Deck.objects.count() == 0


@pytest.mark.services
@pytest.mark.django_db
def test_update_keeps_a_version_for_content_but_not_for_visibility(owner, crab_entries):
    deck = services.deck_create(
        owner=owner, game="l5r", format_key=CELESTIAL, name="Crab", entries=crab_entries
    )
    services.deck_update(deck=deck, visibility="public")
    assert deck.current_version == 1 and deck.visibility == "public"
    smaller = [e for e in crab_entries if e.key != "ambush"]
    services.deck_update(deck=deck, entries=smaller, note="no Ambush")
    deck.refresh_from_db()
    assert (deck.current_version, deck.is_valid, deck.problem_count, deck.card_count) == (2, False, 1, 78)
    assert deck.versions.get(number=2).note == "no Ambush"
    services.deck_update(deck=deck, entries=smaller)  # the same list: nothing new to keep
    assert deck.versions.count() == 2
    services.deck_update(deck=deck, format_key="legacy", name="Crab (Legacy)")
    deck.refresh_from_db()
    assert (deck.current_version, deck.format_key, deck.validated_format) == (3, "legacy", "legacy")


@pytest.mark.django_db
def test_card_set_changes_the_list_without_a_version_then_save_keeps_one(owner, crab_entries):
    deck = services.deck_create(
        owner=owner, game="l5r", format_key=CELESTIAL, name="Crab", entries=crab_entries
    )
    ambush = Card.objects.get(game="l5r", key="ambush")
    services.deck_card_set(deck=deck, card=ambush, section="fate", quantity=1)
    deck.refresh_from_db()
    assert (deck.is_valid, deck.card_count, deck.current_version) == (False, 79, 1)
    services.deck_card_set(deck=deck, card=ambush, section="fate", quantity=0)
    assert not deck.cards.filter(card=ambush).exists()
    services.deck_card_set(deck=deck, card=ambush, section="fate", quantity=3)
    deck.refresh_from_db()
    assert deck.is_valid
    with pytest.raises(services.DeckError, match="Unknown section 'side'"):
        services.deck_card_set(deck=deck, card=ambush, section="side", quantity=1)
    with pytest.raises(services.DeckError, match="from 0 to 99"):
        services.deck_card_set(deck=deck, card=ambush, section="fate", quantity=-1)
    naruto = Card.objects.filter(game="naruto").first()
    with pytest.raises(services.DeckError, match="not a card of this deck's game"):
        services.deck_card_set(deck=deck, card=naruto, section="fate", quantity=1)
    version = services.deck_version_save(deck=deck, note="after tuning")
    assert (version.number, version.note, deck.current_version) == (2, "after tuning", 2)


@pytest.mark.services
@pytest.mark.django_db
def test_restore_brings_back_an_old_version_as_a_new_one(owner, crab_entries):
    deck = services.deck_create(
        owner=owner, game="l5r", format_key=CELESTIAL, name="Crab", entries=crab_entries
    )
    services.deck_update(deck=deck, name="Crab v2", entries=crab_entries[:5])
    restored = services.deck_version_restore(deck=deck, number=1)
    deck.refresh_from_db()
    assert (restored.number, restored.restored_from, restored.note) == (3, 1, "Restored version 1")
    assert (deck.name, deck.card_count, deck.is_valid) == ("Crab", 81, True)
    assert selectors.deck_entries(deck=deck) == crab_entries
    changes = selectors.deck_version_diff(old=deck.versions.get(number=2).content, new=restored.content)
    assert {c["change"] for c in changes} == {"added"}
    assert sum(c["new"] for c in changes) == 81 - sum(e.quantity for e in crab_entries[:5])
    with pytest.raises(services.DeckError, match="no version 9"):
        services.deck_version_restore(deck=deck, number=9)


@pytest.mark.django_db
def test_copy_and_delete(owner, other_user, crab_entries):
    deck = services.deck_create(
        owner=owner, game="l5r", format_key=CELESTIAL, name="Crab", entries=crab_entries, visibility="public"
    )
    copied = services.deck_copy(deck=deck, owner=other_user)
    assert (copied.owner, copied.copied_from, copied.visibility, copied.name) == (
        other_user,
        deck,
        "private",
        "Copy of Crab",
    )
    assert selectors.deck_entries(deck=copied) == crab_entries
    services.deck_delete(deck=deck)
    copied.refresh_from_db()
    assert copied.copied_from is None and copied.cards.count() == len(crab_entries)


@pytest.mark.django_db
def test_import_keeps_unmatched_lines_in_the_answer_and_the_note(owner):
    text = read_fixture("crab_celestial.l5d") + "3 Zzyzx Qwerty\n"
    deck, parsed = importing.deck_import(owner=owner, game="l5r", format_key=CELESTIAL, name="", text=text)
    assert deck.card_count == 81 and deck.name == "Imported deck"
    assert [line.line for line in parsed.unmatched] == [39]
    assert deck.versions.get().note == "Imported; 1 line(s) not matched: 39"


@pytest.mark.django_db
def test_selectors_hide_private_decks_and_find_public_ones(owner, other_user, crab_entries):
    private = services.deck_create(
        owner=owner, game="l5r", format_key=CELESTIAL, name="Secret", entries=crab_entries
    )
    public = services.deck_create(
        owner=owner,
        game="l5r",
        format_key=CELESTIAL,
        name="Open Crab",
        entries=crab_entries,
        visibility="public",
    )
    with pytest.raises(Http404):
        selectors.deck_get_for_user(public_id=private.public_id, user=other_user)
    assert selectors.deck_get_for_user(public_id=private.public_id, user=owner) == private
    assert list(selectors.deck_list_public(game="l5r", faction="crab", card="ambush", q="open")) == [public]
    assert list(selectors.deck_list_public(card="Hida Kuon")) == [public]
    assert list(selectors.deck_list_public(format_key="legacy")) == []
    assert list(selectors.deck_list_for_owner(user=owner)) == [public, private]
    cards = selectors.format_cards(game="l5r", format_key=CELESTIAL)
    assert cards.filter(key="ambush").exists() and not cards.filter(key="achirin").exists()


@pytest.mark.django_db
def test_selector_query_counts(owner, other_user, crab_entries, django_assert_num_queries):
    deck = services.deck_create(
        owner=owner,
        game="l5r",
        format_key=CELESTIAL,
        name="Crab",
        entries=crab_entries,
        visibility="unlisted",
    )
    with django_assert_num_queries(1):
        selectors.deck_get_for_user(public_id=deck.public_id, user=other_user)
    with django_assert_num_queries(5):  # the list, the card facts (cards, tags, legality), the format
        result = selectors.deck_validation(deck=deck)
    assert result.valid


@pytest.mark.django_db
def test_export_reads_back_to_the_same_deck(owner, crab_entries):
    deck = services.deck_create(
        owner=owner, game="l5r", format_key=CELESTIAL, name="Crab", entries=crab_entries
    )
    for syntax in ("text", "l5d", "json"):
        text = selectors.deck_export(deck=deck, syntax=syntax)
        back = decklist_parse(game="l5r", text=text, format_key=CELESTIAL)
        assert sorted(back.entries, key=repr) == sorted(crab_entries, key=repr), syntax
