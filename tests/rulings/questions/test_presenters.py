"""The question page's answer display: every answer of every example in words, ledgers, open choices side
by side, the step timeline with rule links, card links, and hostile text escaped in the rendered page."""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

import pytest

from cards.models import Card
from rulings.engine import evaluate, parse_scenario
from rulings.engine.loader import load_games
from rulings.engine.questions.answers import HANDLERS
from rulings.examples import EXAMPLES_DIR
from rulings.questions.models import Question, QuestionCard, Status, Visibility
from rulings.questions.presenters import (
    KINDS,
    CardInfo,
    Outline,
    present_result,
    scenario_outline,
)

SCENARIOS = sorted(EXAMPLES_DIR.glob("*/*.yaml"))
REPR = re.compile(r"[\[\]{}]|\b(True|False|None)\b|\\n|^\s*$")


def result_of(text: str) -> dict:
    return evaluate(parse_scenario(text)).to_dict()


def present(path: Path, **kwargs):
    text = path.read_text(encoding="utf-8")
    return present_result(result_of(text), outline=scenario_outline(text), **kwargs)


def test_every_question_kind_of_every_game_has_its_own_wording():
    kinds = set(HANDLERS)
    for rules in load_games().values():
        kinds |= set(rules.questions)
    assert kinds - set(KINDS) == set()


def _all_answers(view):
    yield from view.answers
    for branch in view.branches:
        yield from branch.answers


NO_REPR_WORDS = re.compile(r"\b(True|False|None)\b|[{}]")


def assert_reads_as_words(answer) -> None:
    assert answer.worded, answer.kind
    question, words = "".join(p.text for p in answer.question), "".join(p.text for p in answer.answer)
    assert question.rstrip().endswith((":", "?")), question
    assert words.strip() and not REPR.search(words), (answer.kind, words)
    assert not REPR.search(question), (answer.kind, question)
    for line in answer.details + answer.choices_needed:
        assert line.text.strip() and not NO_REPR_WORDS.search(line.text), line.text
    for outcome in answer.outcomes:
        assert outcome.choices and outcome.text.strip() and not REPR.search(outcome.text)
    if answer.expected is not None:
        assert answer.expected_text and not NO_REPR_WORDS.search(answer.expected_text)


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_answer_of_every_example_reads_as_words(path):
    view = present(path)
    assert view.answers
    for answer in _all_answers(view):
        assert_reads_as_words(answer)
    for answer in view.answers:
        if answer.expected is not None:
            assert answer.matches is True  # the examples are the conformance suite: all pass
    for branch in view.branches:
        assert all(a.expected is None and a.matches is None for a in branch.answers)
    for timeline in [view.timeline, *(b.timeline for b in view.branches)]:
        for step in timeline.steps:
            assert step.label.startswith(("Step ", "Before the first step"))
            for entry in step.entries:
                assert entry.text and entry.rule.id


def answers_by_text(view) -> list[str]:
    return [a.text for a in view.answers]


def test_stat_answers_read_like_a_player_says_them():
    view = present(EXAMPLES_DIR / "l5r/stats-obsidian-dragon-restriction.yaml")
    assert answers_by_text(view)[0] == "Chi of ronin: 1"
    assert "Is ronin destroyed? Yes" in answers_by_text(view)
    naruto = present(EXAMPLES_DIR / "naruto/chain-numbered-example-chakra.yaml")
    assert "Chakra of player A: 3" in answers_by_text(naruto)
    assert "Where is Tsunade? Mission m" in answers_by_text(naruto)
    chiaxis = present(EXAMPLES_DIR / "chiaxis/continuous-rule-change-int2-beasts.yaml")
    assert "Who rules Burrow Hound? Player me" in answers_by_text(chiaxis)
    ruler = next(a for a in chiaxis.answers if a.kind == "ruler")
    assert [line.text for line in ruler.details][:2] == [
        "Owner: player rival",
        "Decided by action “lure them” of Beastcaller's Lure (step 0), the last created control effect "
        "applying",
    ]


def test_a_stat_ledger_becomes_readable_lines_with_their_rules():
    view = present(EXAMPLES_DIR / "l5r/stats-current-value-steps.yaml")
    floored, _, limited = view.answers[:3]
    assert floored.text == "Force of samurai: 0"
    assert [line.text for line in floored.details] == [
        "Base Force: 1",
        "-2 penalty from region's trait",
        "Base plus bonuses and penalties: -1",
        "Force cannot be below 0, so it is 0",
        "Force now: 0",
    ]
    penalty = floored.details[1]
    assert penalty.rule.id == "l5r.stats.change"
    assert penalty.rule.entry_url == "/rules/l5r/general-rules-about-stats/#p1"
    assert penalty.rule.panel_url == "/questions/rules/l5r.stats.change/"
    assert "Maximum 1 from action cap (step 6)" in [line.text for line in limited.details]
    assert "Limited by the maximum: 1" in [line.text for line in limited.details]
    restricted = present(EXAMPLES_DIR / "l5r/stats-obsidian-dragon-restriction.yaml").answers[0]
    assert "-2 penalty from dragon's trait (restricted from -3)" in [x.text for x in restricted.details]
    prevented = present(EXAMPLES_DIR / "l5r/prevention-current-vs-new.yaml").answers[1]
    assert "Not applied: +1 from action pump (step 1) (prevented by item-all's trait)" in [
        x.text for x in prevented.details
    ]


def test_expected_values_are_worded_and_mismatches_flagged():
    text = (EXAMPLES_DIR / "l5r/stats-obsidian-dragon-restriction.yaml").read_text(encoding="utf-8")
    result = result_of(text)
    result["answers"][0] = {**result["answers"][0], "expected": 5, "matches": False}
    view = present_result(result)
    assert view.answers[0].expected_text == "5" and view.answers[0].matches is False
    assert view.mismatches == 1 and view.expectations == len(view.answers)
    destroyed = next(a for a in view.answers if a.kind == "destroyed")
    assert destroyed.expected_text == "Yes" and destroyed.matches is True


def test_expected_lists_are_listed_not_counted():
    view = present(EXAMPLES_DIR / "naruto/chain-numbered-example-chakra.yaml")
    events = view.answers[0]
    assert events.text == "“Chakra” events so far: 4 events, in order"
    assert events.expected_text.startswith(
        "Step 1: chakra — player A, amount 1, by Hinata Hyuga's trait for Sasuke Uchiha (sasuke-cm), "
        "from Hinata Hyuga; Step 1: chakra"
    )
    traits = present(EXAMPLES_DIR / "l5r/traits-sentence-splitting.yaml").answers[0]
    assert traits.expected_text == "Lose 2 Honor. | This Personality may not issue challenges."


def test_open_choices_give_one_column_per_outcome_with_the_choices_made():
    view = present(EXAMPLES_DIR / "naruto/chain-numbered-example-order-open.yaml")
    order, chakra_a, chakra_b = view.answers
    assert chakra_b.text == "Chakra of player B: 2" and not chakra_b.depends
    assert order.depends and order.text == "Order of resolution: Depends on a choice"
    assert [line.text for line in order.choices_needed] == [
        "Player B chooses the order in which simultaneous triggered effects resolve"
    ]
    assert chakra_a.text == "Chakra of player A: 3" and not chakra_a.depends  # the same whatever B picks
    assert len(view.branches) == 6 and len(view.outcome_rows) == 1
    row = view.outcome_rows[0]
    assert len(row.cells) == 6
    first = view.branches[0]
    assert first.choices[0].text.startswith(
        "Player B chose the trait “sasuke cm chakra” of Sasuke Uchiha (sasuke-cm) for Naruto Uzumaki, then "
        "Tsunade's trait for Genma Shiranui, then the trait “sasuke cm chakra” of Sasuke Uchiha (sasuke-cm) "
        "for Genma Shiranui"
    )
    assert first.choices[0].rule.id == "naruto.chain.turn-player-orders"
    assert row.cells[0].text == (
        "Order of resolution: Hinata Hyuga's trait for Sasuke Uchiha (sasuke-cm), then the trait “sasuke cm "
        "chakra” of Sasuke Uchiha (sasuke-cm) for Naruto Uzumaki, then Tsunade's trait for Genma Shiranui, "
        "then the trait “sasuke cm chakra” of Sasuke Uchiha (sasuke-cm) for Genma Shiranui"
    )
    assert len({cell.text for cell in row.cells}) == 6
    assert not view.timeline.steps  # the steps differ by outcome: each branch has its own
    assert all(branch.timeline.count for branch in view.branches)
    action = present(EXAMPLES_DIR / "l5r/choices-may-all-or-none.yaml")
    assert [line.text for line in action.branches[0].choices] == [
        "Player me chose option 1 of action “one may” (step 0)"
    ]
    assert [[c.text for c in row.cells] for row in action.outcome_rows] == [
        ["Family Honor of player me: 9", "Family Honor of player me: 10"],
        ["Is shugenja bowed? Yes", "Is shugenja bowed? No"],
    ]


def test_the_trace_is_a_timeline_of_steps_with_rule_summaries():
    view = present(EXAMPLES_DIR / "naruto/chain-numbered-example-chakra.yaml")
    labels = [step.label for step in view.timeline.steps]
    assert labels[0] == "Before the first step" and "Step 1: play" in labels
    numbers = [e.number for step in view.timeline.steps for e in step.entries]
    assert numbers == list(range(1, len(numbers) + 1))
    play = next(s for s in view.timeline.steps if s.label == "Step 1: play")
    first = play.entries[0]
    assert first.text == "B plays Sasuke Uchiha (sasuke-cm) in Mission m, upgrading Sasuke Uchiha (sasuke)"
    assert first.rule.id == "naruto.play-sequence" and first.rule.summary
    cards = [p for p in first.pieces if p.kind == "card"]
    assert [(p.text, p.hint) for p in cards] == [
        ("Sasuke Uchiha (sasuke-cm)", "sasuke-cm"),
        ("Sasuke Uchiha (sasuke)", "sasuke"),
    ]


def test_card_ids_in_prose_are_whole_tokens_only():
    result = {
        "game": "l5r",
        "engine_version": "x",
        "answers": [],
        "trace": [
            {"step": 0, "rule": "l5r.destroy", "text": "a is destroyed by a-bonus@a, then b moves; see a."},
        ],
    }
    view = present_result(
        result, cards={"b": CardInfo("b", "Bee", "/cards/l5r/bee/")}, outline=Outline({"a": ""})
    )
    pieces = view.timeline.steps[0].entries[0].pieces
    assert "".join(p.text for p in pieces) == "A is destroyed by a-bonus@a, then Bee moves; see a."
    assert [(p.text, p.url, p.hint) for p in pieces if p.kind == "card"] == [
        ("Bee", "/cards/l5r/bee/", "b")
    ]  # "a" is a word


def test_cards_naming_database_cards_link_to_their_pages():
    text = (EXAMPLES_DIR / "l5r/stats-obsidian-dragon-restriction.yaml").read_text(encoding="utf-8")
    cards = {"ronin": CardInfo("ronin", "Wandering Ronin", "/cards/l5r/wandering-ronin/")}
    view = present_result(result_of(text), cards=cards, outline=scenario_outline(text))
    first = view.answers[0]
    assert first.text == "Chi of Wandering Ronin: 1"
    card = next(p for p in first.question if p.kind == "card")
    assert (card.url, card.hint) == ("/cards/l5r/wandering-ronin/", "ronin")
    linked = [p for step in view.timeline.steps for e in step.entries for p in e.pieces if p.url]
    assert linked and all(p.text == "Wandering Ronin" and p.hint == "ronin" for p in linked)


def test_unknown_question_kinds_and_rules_still_render_without_reprs():
    result = {
        "game": "l5r",
        "engine_version": "x",
        "answers": [
            {
                "id": "q1",
                "step": 1,
                "question": {"question": "future_kind", "card": "x"},
                "answer": {"value": [1, True]},
            }
        ],
        "trace": [{"step": 1, "rule": "l5r.not-a-rule", "text": "something"}],
    }
    view = present_result(result)
    assert view.answers[0].worded is False
    assert view.answers[0].text == "Future kind (card: x): 1, yes"
    rule = view.timeline.steps[0].entries[0].rule
    assert rule.id == "l5r.not-a-rule" and not rule.known


SHAPES = [
    ("who_chooses", {"action": "act"}, {"value": "me"}, "Who makes the choices of act? Player me"),
    (
        "who_chooses",
        {"action": "act"},
        {"value": None},
        "Who makes the choices of act? Nobody: the action was not taken",
    ),
    ("keywords", {"card": "c"}, {"value": []}, "Keywords of c: No keywords"),
    (
        "effect",
        {"effect": "e"},
        {"value": "unknown", "applies_to": []},
        "What is the state of e? Unknown: no such effect was created",
    ),
    (
        "tokens",
        {"card": "c"},
        {"value": {"wound": 2, "gold": 1}, "tokens": {}},
        "Tokens on c: 2 wound, 1 gold",
    ),
    ("tokens", {"card": "c"}, {"value": {}, "tokens": {}}, "Tokens on c: No tokens"),
    ("search", {"search": "s"}, {"value": None}, "Result of the search s: No such search took place"),
    (
        "duel",
        {"duel": "d"},
        {"value": "not fought", "rule": "l5r.source.duel"},
        "Outcome of the duel d: Not fought",
    ),
    (
        "duel",
        {"duel": "d"},
        {"value": "fought", "winner": "a", "loser": "b", "rule": "l5r.source.duel"},
        "Outcome of the duel d: a wins, b loses",
    ),
    (
        "ability",
        {"ability": "a", "card": "c"},
        {"value": None, "why": "c has no ability 'a'"},
        "Ability “a” of c: The card has no such ability",
    ),
    (
        "played",
        {"card": "c"},
        {"value": None, "reason": "not played in this scenario"},
        "Was c played? It was not played in this scenario",
    ),
    ("in_play", {"card": "c"}, {"value": False, "zone": "removed", "exists": False}, "Is c in play? No"),
    ("zone", {"card": "c"}, {"value": None, "exists": False}, "Where is c? Nowhere: it no longer exists"),
    (
        "change",
        {"stat": "chi", "card": "c"},
        {"value": "both", "from": 1, "to": 2},
        "Was the last change to the Chi of c a bonus or a penalty? Both a bonus and a penalty (1 → 2)",
    ),
    (
        "compare_stats",
        {"stat": "force", "left": "a", "right": "b"},
        {"value": "equal", "left": 2, "right": 2},
        "Force of a compared with b: Equal (2 against 2)",
    ),
    (
        "army_force",
        {"army_force": "opp", "at": "battlefield:1"},
        {"value": 0, "present": False, "units": []},
        "Force of the army of player opp at battlefield 1: 0 (no army there: an absent total)",
    ),
    ("discard_pile", {"player": "B"}, {"value": []}, "Discard pile of player B, bottom to top: Empty"),
    (
        "resolution_order",
        {},
        {"value": [], "groups": []},
        "Order of resolution: No triggered effect resolved",
    ),
    ("events", {}, {"value": []}, "Events so far: No such event happened"),
    (
        "stat",
        {"stat": "gold_production", "card": "c", "base": True},
        {"value": 2, "present": True},
        "Base Gold Production of c: 2",
    ),
]


@pytest.mark.parametrize(
    ("kind", "question", "answer", "words"), SHAPES, ids=[f"{s[0]}-{i}" for i, s in enumerate(SHAPES)]
)
def test_answer_shapes_the_examples_do_not_reach(kind, question, answer, words):
    result = {
        "game": "l5r",
        "engine_version": "x",
        "answers": [{"id": "q", "step": 0, "question": {"question": kind, **question}, "answer": answer}],
        "trace": [],
    }
    view = present_result(result)
    assert view.answers[0].text == words
    assert view.answers[0].worded


def test_a_huge_trace_is_cut_to_the_page_limit(monkeypatch):
    monkeypatch.setattr("rulings.questions.presenters.TRACE_MAX_ENTRIES", 5)
    result = {
        "game": "l5r",
        "engine_version": "x",
        "answers": [],
        "trace": [{"step": i // 3, "rule": "l5r.destroy", "text": f"entry {i}"} for i in range(12)],
    }
    view = present_result(result)
    assert view.timeline.count == 5 and view.timeline.omitted == 7


def test_the_outline_of_a_large_or_broken_scenario_is_empty():
    assert scenario_outline("x" * (70 * 1024)) == Outline()
    assert scenario_outline("cards: [unclosed") == Outline()
    assert scenario_outline("- just a list") == Outline()


# --- the rendered page ----------------------------------------------------------------------------------
def done_question(text: str, **fields) -> Question:
    return Question.objects.create(
        game=parse_scenario(text).game,
        scenario=text,
        scenario_hash="x" * 64,
        status=Status.DONE,
        visibility=Visibility.UNLISTED,
        result=result_of(text),
        **fields,
    )


@pytest.mark.django_db
def test_the_question_page_shows_answers_then_the_timeline_with_rule_links(client):
    question = done_question(
        (EXAMPLES_DIR / "l5r/stats-current-value-steps.yaml").read_text(encoding="utf-8")
    )
    page = client.get(question.get_absolute_url()).content.decode()
    assert page.index('class="answers"') < page.index('class="timeline"')
    assert 'Force of <span class="card-ref"' in page
    assert (
        '<a class="rule-ref" href="/rules/l5r/general-rules-about-stats/#p1" '
        'hx-get="/questions/rules/l5r.stats.change/" hx-target="#rule-panel"'
    ) in page
    assert '<aside id="rule-panel"' in page
    assert (
        "style=" not in page.split('<div class="result">')[1]
        and "<script" not in page.split('<div class="result">')[1]
    )
    assert "hx-on" not in page
    # the live status fragment (the last poll) renders the same answer
    fragment = client.get(
        question.get_absolute_url(), {"part": "status"}, HTTP_HX_REQUEST="true"
    ).content.decode()
    assert 'class="timeline"' in fragment and 'hx-get="/questions/rules/' in fragment


@pytest.mark.django_db
def test_the_question_page_shows_open_choices_side_by_side(client):
    question = done_question(
        (EXAMPLES_DIR / "naruto/chain-numbered-example-order-open.yaml").read_text(encoding="utf-8")
    )
    page = client.get(question.get_absolute_url()).content.decode()
    table = page.split('<table class="outcomes-table">')[1].split("</table>")[0]
    assert table.count('<th scope="col" class="outcome-head">') == 6
    assert table.count("<td>") == 6
    assert page.count('<details class="branch-trace"') == 6


@pytest.mark.django_db
def test_database_cards_link_to_their_card_pages_on_the_question_page(client):
    text = (EXAMPLES_DIR / "l5r/stats-obsidian-dragon-restriction.yaml").read_text(encoding="utf-8")
    card = Card.objects.create(
        game="l5r", key="wandering-ronin", title="Wandering Ronin", title_search="wandering ronin"
    )
    question = done_question(text)
    QuestionCard.objects.create(question=question, card=card, scenario_id="ronin")
    page = client.get(question.get_absolute_url()).content.decode()
    assert f'<a class="card-ref" href="{card.get_absolute_url()}" title="ronin">Wandering Ronin</a>' in page
    assert 'title="Wandering Ronin">ronin</a>' not in page  # the trace names it by its title too


HOSTILE = """
version: 1
game: l5r
title: '<script>alert("title")</script>'
players: [me]
cards:
  '<b>x</b>':
    type: personality
    title: '<img src=x onerror=alert(1)>'
    owner: me
    zone: home
    stats: {force: 2, chi: 2}
steps:
  - ask: {stat: chi, card: '<b>x</b>'}
    expect: 2
  - ask: {destroyed: '<b>x</b>'}
"""


@pytest.mark.django_db
def test_hostile_titles_and_ids_are_escaped_on_the_page(client):
    text = textwrap.dedent(HOSTILE)
    question = done_question(text, title='<script>alert("q")</script>')
    page = client.get(question.get_absolute_url()).content.decode()
    result_html = page.split('<div class="result">')[1]
    assert "<script>alert" not in page and "<img src=x" not in page and "<b>x</b>" not in page
    assert "&lt;img src=x onerror=alert(1)&gt;" in result_html
    assert "&lt;b&gt;x&lt;/b&gt;" in result_html


# --- names, not ids (issue 16) ----------------------------------------------------------------------------
def _visible_lines(view) -> list[str]:
    """Every text a player reads: questions, answers, explanations, choices and trace lines."""
    lines = []
    for answer in [*view.answers, *(a for b in view.branches for a in b.answers)]:
        lines += [answer.text, answer.expected_text]
        lines += [line.text for line in answer.details + answer.choices_needed]
        lines += [o.text for o in answer.outcomes] + [x.text for o in answer.outcomes for x in o.choices]
    lines += [line.text for b in view.branches for line in b.choices]
    for timeline in [view.timeline, *(b.timeline for b in view.branches)]:
        lines += [e.text for step in timeline.steps for e in step.entries]
    return lines


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_no_example_shows_the_ids_of_titled_cards_effects_actions_or_zones(path):
    """Ids that are not words (with "-", "_" or "@") of cards with a title, of effects and actions, zones
    written "family:place" and the engine's snake_case words never reach the page: a card's id shows only
    beside a title it shares."""
    text = path.read_text(encoding="utf-8")
    result = result_of(text)
    outline = scenario_outline(text)
    view = present_result(result, outline=outline)
    titles = [t for t in outline.titles.values() if t]
    titled = {cid for cid, t in outline.titles.items() if t and t != cid and titles.count(t) == 1}
    ids = {
        i for i in [*titled, *result.get("effects", {}), *result.get("actions", {})] if re.search(r"[-_@]", i)
    }
    zones = load_games()[result["game"]].in_play_zones | load_games()[result["game"]].other_zones
    zone_id = re.compile(rf"\b({'|'.join(zones)}):[\w-]+")
    for line in _visible_lines(view):
        shown = set(re.findall(r"[\w@#:.\-]+", line)) & ids
        assert not shown, (line, shown)
        assert not zone_id.search(line), line
        assert not re.search(r"\b[a-z]+(_[a-z]+)+\b", line), line  # "end_of_turn", "family_honor"


def test_effects_named_like_words_leave_the_words_of_prose_alone():
    result = {
        "game": "l5r",
        "answers": [],
        "trace": [{"step": 0, "rule": "x", "text": "hero gets 2 Power token(s) from token-2; token applies"}],
        "effects": {"token": {"origin": "action", "step": 0}, "token-2": {"origin": "action", "step": 1}},
    }
    view = present_result(result, outline=Outline({"hero": "Hida Hero"}))
    assert view.timeline.steps[0].entries[0].text == (
        "Hida Hero gets 2 Power token(s) from effect “token 2” (step 1); token applies"
    )
