"""A card's engine status: its text as clauses (a1.. abilities, t1.. traits), each played by the engine or
not, stored at import and shown on the card page, in the card API and in the search syntax."""

import pytest
from django.urls import reverse

from cards.clauses import (
    BY_KEYWORD_RULE,
    ENGINE_KEYWORD_REMINDERS,
    ENGINE_KEYWORDS,
    FULL,
    NONE,
    PARTIAL,
    check_plays,
    engine_status,
    split_clauses,
)
from cards.definitions import card_definition
from cards.models import Card
from cards.search import compile_query
from cards.services import EFFECT_SCRIPTS_DIR, effect_scripts_load
from rulings.engine import RULE_IDS
from rulings.engine.loader import load_games

JUSTLY_EARNED_VICTORY = (
    "<b>Battle:</b> Choose your performing Personality and target an enemy Personality with lower Force: "
    "Move him home. <br><b>Battle:</b> Negate all current Force bonuses and penalties."
)
OBSIDIAN_DRAGON = (
    "Will not attach Items or Followers.<br>Non-Unique Personalities have a Force penalty. "
    "It will not reduce their Chi below 1 <i>(ever. Really.)</i>."
)


def ids_and_texts(game: str, markup: str) -> list[tuple[str, str]]:
    return [(clause.id, clause.text) for clause in split_clauses(game, markup)]


def test_l5r_abilities_start_at_their_designators_and_traits_are_sentences():
    assert ids_and_texts("l5r", JUSTLY_EARNED_VICTORY) == [
        ("a1", "Battle: Choose your performing Personality and target an enemy Personality with lower Force: "
         "Move him home."),
        ("a2", "Battle: Negate all current Force bonuses and penalties."),
    ]  # fmt: skip
    assert ids_and_texts("l5r", OBSIDIAN_DRAGON) == [
        ("t1", "Will not attach Items or Followers."),
        ("t2", "Non-Unique Personalities have a Force penalty."),
        ("t3", "It will not reduce their Chi below 1 (ever. Really.)."),
    ]


def test_l5r_traits_before_an_ability_and_unmarked_timing_lines():
    text = (
        "Furiko has +1F while she has a Spell.<br>:bow:: Produce 2 Gold.<br>"
        "Open: Gain 1 Honor. <b>Battle:</b> Bow it."
    )
    assert [(c.id, c.kind) for c in split_clauses("l5r", text)] == [
        ("t1", "trait"),
        ("a1", "ability"),
        ("a2", "ability"),
        ("a3", "ability"),
    ]


def test_l5r_a_quoted_ability_stays_inside_the_clause_that_grants_it():
    granted = (
        'Samurai at this battlefield have -1F. You have the ability, "<b>Repeatable Battle:</b> Move your '
        'target defending Courtier home."<br><b>Political Battle:</b> Destroy a Terrain <i>(if able)</i>.'
    )
    assert ids_and_texts("l5r", granted) == [
        ("t1", "Samurai at this battlefield have -1F."),
        ("t2", 'You have the ability, "Repeatable Battle: Move your target defending Courtier home."'),
        ("a1", "Political Battle: Destroy a Terrain (if able)."),
    ]
    # in an ability: one clause, the sentence after the quotation included
    ability = (
        '<b>Limited:</b> Permanently give him the ability, "<b>Battle:</b> Bow him. Gain 1 Honor." '
        "Otherwise, gain 2 Honor. <b>Open:</b> Gain 1 Honor."
    )
    assert ids_and_texts("l5r", ability) == [
        (
            "a1",
            'Limited: Permanently give him the ability, "Battle: Bow him. Gain 1 Honor." '
            "Otherwise, gain 2 Honor.",
        ),
        ("a2", "Open: Gain 1 Honor."),
    ]
    # a trait's quotation is not cut into sentences, and the sentence after it is one of its own
    trait = 'He has the trait, "Bows. Straightens." He has +1F.'
    assert ids_and_texts("l5r", trait) == [
        ("t1", 'He has the trait, "Bows. Straightens."'),
        ("t2", "He has +1F."),
    ]


def test_keyword_reminder_text_is_played_when_the_engine_applies_the_keyword():
    status = engine_status(
        game="l5r",
        markup="<i>(Shugenja may attach and cast Spells.)</i><br><i>(Elite cards contribute Force.)</i>",
    )
    assert [(c.id, c.keyword, c.played) for c in status.clauses] == [("t1", True, True), ("t2", True, False)]
    assert status.status == PARTIAL
    both = "<i>(A Conqueror's unit doesn't bow after battle. Shugenja may attach and cast Spells.)</i>"
    assert engine_status(game="l5r", markup=both).status == NONE  # the engine has no rule for Conqueror


def test_the_keywords_counted_as_played_are_rules_the_engine_cites():
    load_games()
    assert all(rule in RULE_IDS for rules in ENGINE_KEYWORDS.values() for rule in rules.values())


def test_naruto_effect_lines_continuous_ones_are_traits():
    text = (
        "<b>MAIN:</b> [⧗] Every enemy character in this mission has -1 Power.<br>"
        "<b>UPGRADE:</b> Move a character."
    )
    assert ids_and_texts("naruto", text) == [
        ("t1", "MAIN: [⧗] Every enemy character in this mission has -1 Power."),
        ("a1", "UPGRADE: Move a character."),
    ]


def test_status_from_what_the_script_plays():
    assert engine_status(game="l5r", markup="").status == FULL
    assert engine_status(game="l5r", markup=JUSTLY_EARNED_VICTORY).status == NONE
    assert engine_status(game="l5r", markup=JUSTLY_EARNED_VICTORY, plays=["a1", "a2"]).status == FULL
    partial = engine_status(game="l5r", markup=JUSTLY_EARNED_VICTORY, plays=["a2"])
    assert partial.status == PARTIAL and [c.played for c in partial.clauses] == [False, True]
    partly = engine_status(game="l5r", markup=JUSTLY_EARNED_VICTORY, partly={"a1": "the Force comparison"})
    assert partly.status == PARTIAL and partly.clauses[0].partly and partly.clauses[0].missing


def test_a_script_declaring_clauses_the_card_lacks_is_a_problem():
    clauses = split_clauses("l5r", JUSTLY_EARNED_VICTORY)
    assert check_plays(clauses, ["a1", "a2"], {}) == []
    problems = check_plays(clauses, ["a3", "a1"], {"a1": "x", "t1": ""})
    assert len(problems) == 4  # a3 and t1 unknown, a1 both played and partly, t1 without words


# --- stored at import, shown, searched -----------------------------------------------------------------


@pytest.fixture(scope="module")
def loaded(card_sample, django_db_blocker):
    with django_db_blocker.unblock():
        return effect_scripts_load()


@pytest.mark.django_db
def test_every_shipped_script_declares_clauses_of_its_card(loaded):
    assert loaded.problems == []
    assert all("plays:" in path.read_text(encoding="utf-8") for path in EFFECT_SCRIPTS_DIR.glob("*/*.yaml"))


@pytest.mark.django_db
def test_statuses_are_stored_from_text_and_script(loaded):
    dragon = Card.objects.get(game="l5r", key="obsidian_dragon")
    assert dragon.engine_status == PARTIAL
    assert [(c["id"], c["played"]) for c in dragon.engine_clauses] == [("t1", False), ("t2", True)]
    assert Card.objects.get(game="l5r", key="sneak_attack").engine_status == NONE
    assert Card.objects.get(game="l5r", key="charge").engine_status == FULL
    assert Card.objects.get(game="naruto", key="KS-128-R").engine_status == FULL
    assert loaded.statuses[("l5r", PARTIAL)] >= 1


@pytest.mark.django_db
def test_the_engine_never_sees_the_declaration(loaded):
    definition = card_definition(Card.objects.get(game="l5r", key="obsidian_dragon"))
    assert "plays" not in definition and "partly" not in definition and definition["traits"]


@pytest.mark.django_db
def test_search_is_played_partly_unplayed(loaded):
    def keys(query: str) -> set[str]:
        return set(Card.objects.filter(compile_query(query)).values_list("key", flat=True))

    assert {"obsidian_dragon", "justly_earned_victory", "ambush"} <= keys("is:partly")
    assert "sneak_attack" in keys("is:unplayed") and "sneak_attack" not in keys("is:played or is:partly")
    assert "charge" in keys("is:played")
    assert {"KS-128-R", "KS-013-C"} <= keys("is:played")


@pytest.mark.django_db
def test_card_api_gives_the_engine_status(client, loaded):
    url = reverse("cards_api:detail", kwargs={"game": "l5r", "key": "justly_earned_victory"})
    engine = client.get(url).json()["engine"]
    assert engine["status"] == PARTIAL
    assert [(c["id"], c["played"]) for c in engine["clauses"]] == [("a1", False), ("a2", True)]
    assert engine["clauses"][1]["text"].startswith("Battle: Negate all current Force")


@pytest.mark.django_db
def test_card_page_marks_each_clause(client, loaded):
    page = client.get(reverse("cards:detail", kwargs={"game": "l5r", "key": "ambush"})).content.decode()
    assert 'class="clause partly"' in page and "Other Personalities cannot move there." in page
    page = client.get(reverse("cards:detail", kwargs={"game": "l5r", "key": "sneak_attack"})).content.decode()
    assert 'class="clause unplayed"' in page and "not played by the engine" in page


@pytest.mark.django_db
def test_a_script_declaring_a_clause_its_card_lacks_is_reported(loaded, tmp_path):
    (tmp_path / "l5r").mkdir()
    (tmp_path / "l5r" / "charge.yaml").write_text("plays: [a1, a2]\npartly: {t1: ''}\n", encoding="utf-8")
    report = effect_scripts_load(folder=tmp_path)
    assert sorted(p for p in report.problems if p.startswith("l5r/charge:")) == [
        "l5r/charge: 'a2' is not a clause of the card",
        "l5r/charge: 't1' is not a clause of the card",
        "l5r/charge: partly: 't1' does not say what is left out",
    ]
    assert Card.objects.get(game="l5r", key="charge").engine_status == FULL  # a1, its one clause, is declared


def test_a_reminder_sentence_the_engine_applies_is_played_only_in_its_exact_wording():
    """Duelist's reminder states its rule (l5r.desk.duelist); a sentence naming the keyword otherwise, or a
    reminder joining a keyword the engine lacks, stays not played."""
    load_games()
    rules = [rule for reminders in ENGINE_KEYWORD_REMINDERS.values() for _kw, rule in reminders.values()]
    assert rules and all(rule in RULE_IDS for rule in rules)
    played = engine_status(game="l5r", markup="<i>(Duelists win tied duels versus non-Duelists.)</i>")
    assert [(c.keyword, c.played, c.played_by) for c in played.clauses] == [(True, True, BY_KEYWORD_RULE)]
    for markup in (
        "<i>(Duelists win ties versus non-Duelists.)</i>",
        "<i>(A Duelist may refuse challenges.)</i>",
        "<i>(Duelists win tied duels versus non-Duelists. Elite cards contribute Force even if bowed.)</i>",
    ):
        assert engine_status(game="l5r", markup=markup).status == NONE, markup
