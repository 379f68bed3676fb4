"""Forgiving title matching: folding, Experienced spellings, fuzzy matches with confidence, ambiguity kept."""

from __future__ import annotations

import pytest

from decks.facts import CardFacts
from decks.matching import EXACT, FUZZY, NORMALIZED, PICKED, TitleIndex, norm, norm_version, split_title
from decks.validation import facts_load


@pytest.mark.parametrize(
    ("text", "folded"),
    [
        ("Hida Kuon", "hida kuon"),
        ("  HIDA   kuon ", "hida kuon"),
        ("Itch\u2019choo", "itchchoo"),
        ("Itch'choo", "itchchoo"),
        ("Kan'ol'ti'chek", "kanoltichek"),
        ("Hída Kúon", "hida kuon"),
        ("A Warrior's Patience", "a warriors patience"),
        ("Black Hearts, Red Blades", "black hearts red blades"),
    ],
)
def test_norm(text, folded):
    assert norm(text) == folded


@pytest.mark.parametrize(
    ("written", "version"),
    [
        ("exp", "experienced"),
        ("exp2", "experienced2"),
        ("exp 2", "experienced2"),
        ("Exp. 2", "experienced2"),
        ("Experienced 2", "experienced2"),
        ("experienced 2CW", "experienced2cw"),
        ("expKYD", "experiencedkyd"),
        ("Inexperienced", "inexperienced"),
    ],
)
def test_norm_version(written, version):
    assert norm_version(written) == version


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("Hida Kuon • Experienced 6", ("Hida Kuon", "Experienced 6")),
        ("Hida Kuon - exp6", ("Hida Kuon", "exp6")),
        ("Hida Kuon - exp 6", ("Hida Kuon", "exp 6")),
        ("Hida Kuon (Experienced 6)", ("Hida Kuon", "Experienced 6")),
        ("Hida Kuon exp6", ("Hida Kuon", "exp6")),
        ("Sasuke Uchiha (Sharingan)", ("Sasuke Uchiha", "Sharingan")),
        ("Ambush", ("Ambush", "")),
    ],
)
def test_split_title(text, parts):
    assert split_title(text) == parts


@pytest.fixture(scope="module")
def l5r_index(deck_cards, django_db_blocker):
    with django_db_blocker.unblock():
        return TitleIndex(facts_load(game="l5r"))


@pytest.mark.parametrize(
    ("written", "key", "how"),
    [
        ("Hida Kuon • Experienced 6", "hida_kuon_experienced_6", EXACT),
        ("hida kuon • experienced 6", "hida_kuon_experienced_6", EXACT),
        ("Hida Kuon - exp6", "hida_kuon_experienced_6", NORMALIZED),
        ("Hida Kuon - exp 6", "hida_kuon_experienced_6", NORMALIZED),
        ("Hida Kuon (Experienced 6)", "hida_kuon_experienced_6", EXACT),
        ("Kuni Daigo - exp", "kuni_daigo_experienced", NORMALIZED),
        ("Hiruma Aki", "hiruma_aki", EXACT),  # the base card, not Hiruma Aki • Experienced
        ("Hiruma Aki - exp", "hiruma_aki_experienced", NORMALIZED),
        ("A Warriors Patience", "a_warrior_s_patience", NORMALIZED),
        ("a warrior\u2019s patience", "a_warrior_s_patience", NORMALIZED),
        ("Hída Eijiko", "hida_eijiko", NORMALIZED),
        ("Ambush [ambush]", "ambush", "key"),
    ],
)
@pytest.mark.django_db
def test_matches(l5r_index, written, key, how):
    match = l5r_index.match(written)
    assert (match.status, match.key, match.how) == ("matched", key, how)
    assert match.confidence >= 0.95


@pytest.mark.django_db
def test_a_typo_matches_fuzzily_with_its_confidence(l5r_index):
    match = l5r_index.match("Hida War Drum")
    assert (match.status, match.key, match.how) == ("matched", "hida_war_drums", FUZZY)
    assert 0.8 <= match.confidence < 0.9
    assert match.candidates[0]["key"] == "hida_war_drums"


@pytest.mark.django_db
def test_nonsense_is_unmatched_with_closest_candidates(l5r_index):
    match = l5r_index.match("Hida Kuon the Bold and Brave")
    assert match.status == "unmatched"
    assert match.key == ""
    assert 1 <= len(match.candidates) <= 5
    assert {"key", "title", "type", "score"} <= set(match.candidates[0])
    assert any(c["title"].startswith("Hida") for c in match.candidates)


@pytest.mark.django_db
def test_fuzzy_matching_can_be_turned_off(l5r_index):
    assert l5r_index.match("Hida War Drum", fuzzy=False).status == "unmatched"


def _card(key, title, *, version="", deck="Fate", types=("Strategy",), formats=("a",)):
    return CardFacts(key, title, version, types[0], types, deck, (), False, False, frozenset(formats))


def test_a_title_several_cards_share_is_ambiguous_unless_the_data_decides():
    index = TitleIndex(
        {
            "legion_follower": _card(
                "legion_follower", "The First Legion", types=("Follower",), formats=("a",)
            ),
            "legion_proxy": _card(
                "legion_proxy", "The First Legion", deck="Other", types=("Personality", "Proxy")
            ),
            "koku_a": _card("koku_a", "10 Koku", deck="Dynasty", types=("Holding",), formats=("a",)),
            "koku_b": _card("koku_b", "10 Koku", deck="Dynasty", types=("Holding",), formats=("b",)),
        }
    )
    proxy_left_out = index.match("The First Legion")
    assert (proxy_left_out.status, proxy_left_out.key, proxy_left_out.how) == (
        "matched",
        "legion_follower",
        PICKED,
    )
    assert proxy_left_out.confidence == 0.9
    ambiguous = index.match("10 Koku")
    assert ambiguous.status == "ambiguous"
    assert sorted(c["key"] for c in ambiguous.candidates) == ["koku_a", "koku_b"]
    assert index.match("10 Koku", legality="b").key == "koku_b"
    assert index.match("10 Koku [koku_a]").key == "koku_a"
