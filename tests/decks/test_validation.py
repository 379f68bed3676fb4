"""Validation: every rule, with its exact message, on real cards; all problems at once; rule links resolve."""

from __future__ import annotations

import re

import pytest

from decks.facts import CardFacts, Entry
from decks.formats import RULES, formats_for
from decks.parsing import decklist_parse
from decks.validation import Validator, entries_validate, facts_load

from .conftest import read_fixture

CELESTIAL = "destroyer-war-celestial"
pytestmark = pytest.mark.usefixtures("deck_cards")


@pytest.fixture(scope="module")
def crab(deck_cards, django_db_blocker):
    """The fixture Crab deck's entries (1 Stronghold, 40 Dynasty, 40 Fate), all legal in Celestial."""
    with django_db_blocker.unblock():
        parsed = decklist_parse(game="l5r", text=read_fixture("crab_celestial.l5d"), format_key=CELESTIAL)
    assert not parsed.unmatched
    return parsed.entries


def validate(entries, game="l5r", format_key=CELESTIAL):
    return entries_validate(game=game, format_key=format_key, entries=entries)


def change(entries, key, quantity, section=None):
    """The entries with one line set (added, changed or removed with 0)."""
    out, found = [], False
    for e in entries:
        if e.key == key and (section is None or e.section == section):
            found = True
            if quantity:
                out.append(Entry(key, quantity, section or e.section))
        else:
            out.append(e)
    if not found and quantity:
        out.append(Entry(key, quantity, section))
    return out


def only(result, code):
    found = [p for p in result.problems if p.code == code]
    assert len(found) == 1, [(p.code, p.message) for p in result.problems]
    return found[0]


@pytest.mark.django_db
def test_the_fixture_deck_is_valid_with_no_problem(crab):
    result = validate(crab)
    assert result.valid, [p.message for p in result.problems]
    assert result.problems == []
    assert result.counts == {"pregame": 1, "dynasty": 40, "fate": 40}
    assert result.faction == "Crab"
    assert result.rules_version == RULES["l5r"].version


@pytest.mark.django_db
def test_fate_deck_too_small(crab):
    result = validate(change(crab, "ambush", 1))
    problem = only(result, "section-size")
    assert problem.message == "The Fate deck has 38 cards; it needs at least 40."
    assert problem.severity == "error"
    assert problem.fix == "add 2 cards to the Fate deck"
    assert problem.rule_url == "/decks/rules/l5r/#deck-size"
    assert not result.valid


@pytest.mark.django_db
def test_dynasty_deck_too_small(crab):
    result = validate(change(crab, "gold_mine", 0))
    assert only(result, "section-size").message == "The Dynasty deck has 37 cards; it needs at least 40."


@pytest.mark.django_db
def test_no_stronghold_and_two_strongholds(crab):
    none = validate(change(crab, "kyuden_hida", 0))
    problem = only(none, "pregame-count")
    assert problem.message == "The deck has no Stronghold; it needs exactly one."
    assert problem.rule_url == "/decks/rules/l5r/#one-stronghold"
    two = validate([*crab, Entry("shattered_peaks_castle", 1, "pregame")])
    problem = only(two, "pregame-count")
    assert problem.message == (
        "The deck has 2 Strongholds (Kyuden Hida and Shattered Peaks Castle); it needs exactly one."
    )
    assert {c["key"] for c in problem.cards} == {"kyuden_hida", "shattered_peaks_castle"}


@pytest.mark.django_db
def test_a_fate_card_in_the_dynasty_deck(crab):
    entries = change(change(crab, "ambush", 2, "fate"), "ambush", 1, "dynasty")
    result = validate(entries)
    problem = only(result, "wrong-section")
    assert problem.message == "Ambush is a Fate card in the Dynasty deck."
    assert problem.fix == "move Ambush to the Fate deck"
    assert problem.cards == [{"key": "ambush", "title": "Ambush"}]
    assert problem.rule_url == "/decks/rules/l5r/#right-deck"


@pytest.mark.django_db
def test_a_pre_game_card_in_a_deck_and_two_winds(crab):
    result = validate([*crab, Entry("toturi_tsudao", 1, "dynasty")])
    problem = only(result, "wrong-section")
    assert problem.message == "Toturi Tsudao is a Pre-Game card (Wind) in the Dynasty deck."
    assert problem.fix == "move Toturi Tsudao to the Pre-Game cards"
    winds = validate(
        [*crab, Entry("toturi_tsudao", 1, "pregame"), Entry("the_kanpeki_dynasty_hantei_xl", 1, "pregame")]
    )
    problem = only(winds, "pregame-count")
    assert problem.message == (
        "The deck has 2 Winds (Toturi Tsudao and The Kanpeki Dynasty, Hantei XL); it may have at most one."
    )
    assert problem.rule_url == "/decks/rules/l5r/#pre-game"


@pytest.mark.django_db
def test_two_sensei(crab):
    result = validate(
        [
            *crab,
            Entry("dangai_sensei_tanuki_clan_tattoo_master", 1, "pregame"),
            Entry("ichido_allegiance", 1, "pregame"),
        ]
    )
    problem = only(result, "pregame-count")
    assert problem.message == (
        "The deck has 2 Sensei (Dangai Sensei, Tanuki Clan Tattoo Master and Ichido Allegiance); "
        "it may have at most one."
    )


@pytest.mark.django_db
def test_four_copies_of_a_title(crab):
    result = validate(change(crab, "ambush", 4))
    problem = only(result, "too-many-copies")
    assert problem.message == "The deck has 4 copies of Ambush; at most 3 are allowed."
    assert problem.fix == "remove 1 copy of Ambush"
    assert problem.rule_url == "/decks/rules/l5r/#three-copies"


@pytest.mark.django_db
def test_copies_across_sections_count_together(crab):
    entries = [*change(crab, "ambush", 3), Entry("ambush", 1, "dynasty")]
    messages = [p.message for p in validate(entries).problems]
    assert "The deck has 4 copies of Ambush; at most 3 are allowed." in messages
    assert "Ambush is a Fate card in the Dynasty deck." in messages


@pytest.mark.django_db
def test_two_copies_of_a_unique_card(crab):
    result = validate(change(crab, "hida_kuon_experienced_6", 2))
    problem = only(result, "too-many-copies")
    assert problem.message == (
        "The deck has 2 copies of Hida Kuon • Experienced 6, a Unique card; at most 1 is allowed."
    )
    assert problem.fix == "remove 1 copy of Hida Kuon • Experienced 6"
    assert problem.rule_url == "/decks/rules/l5r/#one-unique"


@pytest.mark.django_db
def test_experienced_versions_are_different_cards(crab):
    # Hiruma Aki (non-unique) x3 and Hiruma Aki • Experienced (unique) x1: both within their limits.
    entries = [
        *change(crab, "hida_ogano", 0),
        Entry("hiruma_aki", 3, "dynasty"),
        Entry("hiruma_aki_experienced", 1, "dynasty"),
    ]
    result = validate(entries)
    assert result.valid, [p.message for p in result.problems]


@pytest.mark.django_db
def test_a_text_allowing_more_copies(crab):
    six = validate([*crab, Entry("achirin", 6, "dynasty")], format_key="legacy")
    assert not [p for p in six.problems if p.code == "too-many-copies"]
    seven = validate([*crab, Entry("achirin", 7, "dynasty")], format_key="legacy")
    problem = only(seven, "too-many-copies")
    assert problem.message == "The deck has 7 copies of Achirin; its text allows at most 6."
    assert problem.rule_url == "/decks/rules/l5r/#card-text"
    assert problem.fix == "remove 1 copy of Achirin"
    any_number = validate([*crab, Entry("lesser_oni", 12, "fate")], format_key="legacy")
    assert not [p for p in any_number.problems if p.code == "too-many-copies"]


@pytest.mark.django_db
def test_not_legal_in_the_format_and_banned(crab):
    result = validate(
        [*change(crab, "ambush", 0), Entry("achirin", 3, "dynasty"), Entry("advance_warning", 3, "fate")]
    )
    messages = {p.code: p for p in result.problems}
    assert messages["not-legal"].message == "Achirin is not legal in Destroyer War (Celestial)."
    assert messages["not-legal"].fix == "remove 3 copies of Achirin"
    assert messages["not-legal"].rule_url == "/decks/rules/l5r/#legal-in-format"
    assert messages["banned"].message == "Advance Warning is banned."
    assert messages["banned"].rule_url == "/decks/rules/l5r/#banned"


@pytest.mark.django_db
def test_not_with_min_type_and_required_wind(crab):
    result = validate(
        [
            *crab,
            Entry("ring_of_air", 1, "fate"),
            Entry("dark_ring_of_air_experienced", 1, "fate"),
            Entry("radiant_bay", 1, "dynasty"),
            Entry("ichido_allegiance", 1, "pregame"),
        ],
        format_key="shattered-empire",
    )
    by_code = {p.code: p for p in result.problems}
    assert by_code["not-with"].message == (
        "Dark Ring of Air • Experienced may not be in a deck with Ring of Air "
        '(its text: "You may not include this Ring with Ring of Air in your deck.").'
    )
    assert by_code["min-type"].message == (
        "Radiant Bay needs at least 16 Holdings in the deck; it has 12 "
        '(its text: "You must have at least 16 Holdings in your deck construction.").'
    )
    assert by_code["min-type"].fix == "add 4 Holdings"
    assert (
        by_code["wind-required"].message
        == "Ichido Allegiance needs the Wind The Kanpeki Dynasty; it has no Wind."
    )
    with_wind = validate(
        [
            *crab,
            Entry("ichido_allegiance", 1, "pregame"),
            Entry("the_kanpeki_dynasty_hantei_xl", 1, "pregame"),
        ],
        format_key="shattered-empire",
    )
    assert "wind-required" not in {p.code for p in with_wind.problems}


@pytest.mark.django_db
def test_a_text_without_a_rule_is_listed_not_checked(crab):
    result = validate(
        [*crab, Entry("dangai_sensei_tanuki_clan_tattoo_master", 1, "pregame")], format_key="legacy"
    )
    problem = only(result, "not-checked")
    assert problem.severity == "warning"
    assert problem.message.startswith(
        "Not checked: Dangai Sensei, Tanuki Clan Tattoo Master's text changes deck construction "
        '("Your deck may not include a Wind, Shadowlands cards'
    )
    assert problem.message.endswith('"); the Desk has no rule for it, so check it yourself.')
    assert result.not_checked == [problem]
    assert problem in result.warnings


@pytest.mark.django_db
def test_unknown_format_is_an_error_not_a_pass(crab):
    result = validate(crab, format_key="no-such-format")
    problem = only(result, "unknown-format")
    assert problem.message.startswith(
        "Unknown format 'no-such-format' for Legend of the Five Rings CCG; known formats: "
    )
    assert CELESTIAL in problem.message
    assert not result.valid


@pytest.mark.django_db
def test_all_problems_at_once(crab):
    entries = change(change(crab, "ambush", 4), "kyuden_hida", 0)
    entries = change(entries, "hida_kuon_experienced_6", 3)
    entries = [
        *change(change(entries, "gold_mine", 0), "counting_house", 0),
        Entry("advance_warning", 1, "dynasty"),
    ]
    codes = sorted(p.code for p in validate(entries).problems)
    assert codes == sorted(
        ["section-size", "pregame-count", "too-many-copies", "too-many-copies", "wrong-section", "banned"]
    )


@pytest.mark.django_db
def test_unknown_keys_and_sections_are_problems(crab):
    result = validate([*crab, Entry("no_such_card", 1, "fate"), Entry("ambush", 1, "sideboard")])
    assert (
        only(result, "unknown-card").message
        == "No Legend of the Five Rings CCG card has the key 'no_such_card'."
    )
    assert only(result, "unknown-section").message.startswith("Ambush is in a section 'sideboard'")


# --- Naruto Mythos and ChiAxis ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def leaf(deck_cards, django_db_blocker):
    with django_db_blocker.unblock():
        parsed = decklist_parse(game="naruto", text=read_fixture("naruto_leaf.txt"))
    assert not parsed.unmatched
    return parsed.entries


@pytest.mark.django_db
def test_naruto_fixture_is_valid(leaf):
    result = validate(leaf, game="naruto", format_key="mythos")
    assert result.valid, [p.message for p in result.problems]
    assert result.counts == {"main": 30, "missions": 3}


@pytest.mark.django_db
def test_naruto_rules(leaf):
    genin = next(e for e in leaf if e.key and e.section == "main")
    title = facts_load(game="naruto", keys=[genin.key])[genin.key].display_title
    three = validate(change(leaf, genin.key, 3), game="naruto", format_key="mythos")
    problem = only(three, "too-many-copies")
    assert (
        problem.message
        == f"The deck has 3 copies of {title}; at most 2 copies of the same version are allowed."
    )
    assert problem.rule_url == "/decks/rules/naruto/#two-copies"
    assert only(three, "section-size").message == "The character deck has 31 cards; it needs exactly 30."
    mission = next(e for e in leaf if e.section == "missions")
    mission_title = facts_load(game="naruto", keys=[mission.key])[mission.key].display_title
    moved = [e if e != mission else Entry(e.key, 1, "main") for e in leaf]
    result = validate(moved, game="naruto", format_key="mythos")
    by_code = {p.code: p for p in result.problems}
    assert by_code["wrong-section"].message == f"{mission_title} is a mission in the character deck."
    assert by_code["wrong-section"].fix == f"move {mission_title} to the missions"
    sizes = sorted(p.message for p in result.problems if p.code == "section-size")
    assert sizes == [
        "The character deck has 31 cards; it needs exactly 30.",
        "The deck has 2 missions; it needs exactly 3.",
    ]


@pytest.mark.django_db
def test_chiaxis_demo_format():
    (demo,) = formats_for("chiaxis")
    assert demo.is_demo and demo.key == "demo"
    facts = facts_load(game="chiaxis")
    elder = next(k for k, c in facts.items() if c.title == "Elder of the Clade")
    result = validate([Entry(elder, 2, "main")], game="chiaxis", format_key="demo")
    messages = [p.message for p in result.problems]
    assert "The deck has 2 copies of Elder of the Clade, a Unique card; at most 1 is allowed." in messages
    assert "The deck has 2 cards; it needs at least 30." in messages


# --- rules as data ------------------------------------------------------------------------------------------


def _facts(key, title, *, version="", unique=False, deck="Dynasty", types=("Personality",)):
    return CardFacts(key, title, version, types[0], types, deck, (), unique, False, frozenset({"f"}))


def test_counts_as_groups_cards_for_copies_and_unique():
    """'This card is considered X for deck construction and checking the Unique restriction' (data)."""
    facts = {
        "yasuki_hachi": _facts("yasuki_hachi", "Yasuki Hachi", unique=True),
        "daidoji_hachi": _facts("daidoji_hachi", "Daidoji Hachi", unique=True),
    }
    from decks.formats import DeckFormat

    fmt = DeckFormat("l5r", "f", "F", legality="f")
    validator = Validator(game="l5r", format_key="f", fmt=fmt, facts=facts)
    result = validator.run([Entry("yasuki_hachi", 1, "dynasty"), Entry("daidoji_hachi", 1, "dynasty")])
    problem = next(p for p in result.problems if p.code == "too-many-copies")
    assert problem.message == (
        "The deck has 2 cards that count as Daidoji Hachi (Yasuki Hachi and Daidoji Hachi), a Unique card; "
        "at most 1 is allowed."
    )


def test_every_rule_a_message_links_to_exists_on_its_page(client):
    for game, rules in RULES.items():
        page = client.get(f"/decks/rules/{game}/").content.decode()
        for rule in rules.rules:
            assert f'id="{rule.anchor}"' in page
            assert rule.source
        assert not re.search(r"<script(?![^>]*\bsrc=)", page), "inline script"
        assert " style=" not in page


def test_every_validator_rule_name_is_defined():
    """The rule anchors the validator cites are all written in decks.formats (no dangling links)."""
    import inspect

    from decks import validation

    source = inspect.getsource(validation)
    cited = set(
        re.findall(
            r'"(?:one-stronghold|deck-size|right-deck|pre-game|not-a-deck-card|three-copies|'
            r"one-unique|card-text|legal-in-format|banned|known-format|known-cards|missions|"
            r'two-copies)"',
            source,
        )
    )
    defined = {f'"{r.anchor}"' for rules in RULES.values() for r in rules.rules}
    assert cited <= defined


def test_every_exception_quotes_its_card_text(carddata_dir):
    """Per-card exceptions are data taken from real texts: each quote is in the text of the card it names."""
    from cards.importers import l5r_yaml
    from cards.markup import fold, plain_text

    sets = sorted((carddata_dir / "l5r" / "sets").glob("*.yaml"))
    batch = l5r_yaml.read([*sets, carddata_dir / "l5r" / "set_info.yaml"])
    texts: dict[str, list[str]] = {}
    for card in batch.cards:
        display = f"{card.title} • {card.version}" if card.version else card.title
        for name in (card.key, display):
            texts.setdefault(name, []).append(fold(plain_text(card.text)))
    for name, exception in RULES["l5r"].exceptions.items():
        assert name in texts, f"no card {name!r} in the data"
        words = fold(exception.quote).rstrip(".")
        assert any(words in text for text in texts[name]), (name, exception.quote)
