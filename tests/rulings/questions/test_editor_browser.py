"""In real headless Chromium: the scenario editor (CodeMirror, static/questions/scenario-editor.js) completes
keys and values from the scenario language's JSON Schema, marks what the schema refuses and what the server's
check finds in place, keeps the form's textarea in step, and asks the question, all under the site's CSP."""

import re

import pytest
from playwright.sync_api import expect

from tests.rulings.questions.conftest import example_text

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

WATCH_VIOLATIONS = """
window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
});
"""


@pytest.fixture
def editor(page):
    page.add_init_script(WATCH_VIOLATIONS)
    page.goto("/questions/new/")
    content = page.locator(".cm-editor .cm-content")
    expect(content).to_be_visible()
    expect(page.locator("#id_scenario")).to_be_hidden()  # still in the form, which posts it
    return content


def _lint_panel(page):
    page.keyboard.press("Control+Shift+KeyM")  # CodeMirror's list of the marks
    return page.locator(".cm-panel-lint")


def test_completion_and_inline_marks_from_the_schema_and_the_check(page, editor, eager):
    editor.click()
    page.keyboard.type("game: n")
    options = page.locator(".cm-tooltip-autocomplete li")
    expect(options).to_have_text(["naruto"])  # the game names, from the schema
    page.keyboard.press("Backspace")
    page.keyboard.type("l")
    expect(options).to_have_text(["l5r"])
    options.first.click()  # accept
    expect(page.locator("#id_scenario")).to_have_value(re.compile(r"^game: l5r"))

    text = example_text().replace("game: l5r\n", "")  # the rest of a valid scenario, without its note
    text = re.sub(r"note: >\n(  .*\n)+", "", text)
    page.evaluate(
        "(text) => scenarioEditor.dispatch({changes: {from: scenarioEditor.state.doc.length, "
        "insert: '\\n' + text}})",
        text,
    )
    expect(page.locator("#problems")).to_contain_text("The scenario is valid")
    expect(page.locator(".cm-lintRange-error")).to_have_count(0)

    page.keyboard.press("Control+End")
    page.keyboard.press("Enter")
    page.keyboard.press("Shift+Home")
    page.keyboard.press("Backspace")  # back to column 1: a top-level key
    page.keyboard.type("not")
    expect(options.filter(has_text=re.compile(r"^note"))).to_have_count(1)  # a key, from the schema
    page.keyboard.press("Escape")
    page.keyboard.type("ey_a_field: 1")  # "notey_a_field": no such key
    expect(page.locator(".cm-lintRange-error")).not_to_have_count(0)
    panel = _lint_panel(page)
    expect(panel).to_contain_text("notey_a_field")  # the schema's mark, in the browser
    expect(page.locator("#problems")).to_contain_text("notey_a_field")  # the server's check agrees
    expect(panel.locator("li")).to_have_count(2)  # ...and its problem is marked in place too

    page.locator("#problems a.at-line").first.click()  # "line N" selects that line in the editor
    line = page.evaluate("scenarioEditor.state.doc.lineAt(scenarioEditor.state.selection.main.from).text")
    assert line == "notey_a_field: 1"

    page.keyboard.press("Control+End")
    page.keyboard.press("Shift+Home")
    page.keyboard.press("Backspace")  # the bad line goes
    page.keyboard.press("Backspace")
    page.keyboard.press("Enter")
    page.keyboard.press("Shift+Home")
    page.keyboard.type("  - apply: {targets: ronin, change: 1, st")
    expect(options.filter(has_text=re.compile(r"^stat$"))).to_have_count(1)  # an op name, from the schema
    options.filter(has_text=re.compile(r"^stat$")).click()
    page.keyboard.type("chi")
    expect(page.locator("#id_scenario")).to_have_value(
        re.compile(r"\n  - apply: \{targets: ronin, change: 1, stat: chi\}\n?$")
    )
    expect(page.locator("#problems")).to_contain_text("The scenario is valid")
    expect(page.locator(".cm-lintRange-error")).to_have_count(0)
    page.get_by_role("button", name="Ask").click()
    page.wait_for_url(re.compile(r"/questions/[0-9a-f-]{36}/$"))
    expect(page.locator("h1")).to_contain_text("A restriction on one penalty")
    assert page.evaluate("window.__cspViolations") == []


def _set_text(page, text: str) -> None:
    page.evaluate(
        "(text) => scenarioEditor.dispatch({changes: {from: 0, "
        "to: scenarioEditor.state.doc.length, insert: text}})",
        text,
    )


def _type_line(page, line: str) -> None:
    """A new last line, typed (the editor's own indentation cleared first)."""
    page.keyboard.press("Control+End")
    page.keyboard.press("Enter")
    page.keyboard.press("Shift+Home")
    page.keyboard.press("Backspace")
    page.keyboard.type(line)
    page.keyboard.press("Escape")  # no completion left open


def _schema_marks(page):
    """The marks of the schema check (not the server's), in CodeMirror's list of marks."""
    source = page.locator(".cm-diagnosticSource", has_text=re.compile(r"^schema$"))
    return _lint_panel(page).locator("li").filter(has=source)


def _valid_scenario() -> str:
    return re.sub(r"note: >\n(  .*\n)+", "", example_text())


def test_every_bad_item_of_a_list_is_marked_by_the_schema(page, editor):
    """The schema check marks each bad step, as the server's check lists each: not only the first."""
    editor.click()
    _set_text(page, _valid_scenario())
    expect(page.locator("#problems")).to_contain_text("The scenario is valid")
    _type_line(page, "  - apply: {targets: ronin, stat: chi, chnge: 1}")
    _type_line(page, "  - apply: {targets: dragon, stat: chi, chnage: 2}")
    expect(page.locator("#problems")).to_contain_text("chnge")
    expect(page.locator("#problems")).to_contain_text("chnage")  # the server lists both
    schema_marks = _schema_marks(page)
    expect(schema_marks).to_have_count(2)
    expect(schema_marks.nth(0)).to_contain_text("chnge")
    expect(schema_marks.nth(1)).to_contain_text("chnage")


def test_completion_inside_an_ability_use_and_a_search(page, editor):
    """Keys of the values the schema once described only as "a mapping" (use, search's then) complete."""
    editor.click()
    _set_text(page, _valid_scenario().rstrip("\n"))
    options = page.locator(".cm-tooltip-autocomplete li")
    _type_line(page, "  - use: {card: ronin, abi")
    page.keyboard.press("Control+Space")
    expect(options).to_have_text(["ability"])  # a key of `use`, from the schema
    options.first.click()
    page.keyboard.type("kick, perf")
    page.keyboard.press("Control+Space")
    expect(options).to_have_text(["performer"])
    page.keyboard.press("Escape")
    page.keyboard.type("ormer: ronin}")
    expect(page.locator("#id_scenario")).to_have_value(
        re.compile(r"\n  - use: \{card: ronin, ability: kick, performer: ronin\}$")
    )
    _type_line(page, "  - search: {by: me, for: {type: holding}, then: {ent")
    page.keyboard.press("Control+Space")
    expect(options).to_have_text(["enter_play"])  # a key of search's `then`
    page.keyboard.press("Escape")
    page.keyboard.type("er_play: home}}")
    _type_line(page, "  - use: {card: ronin, ability: kick, colour: red}")  # garbage inside `use`
    schema_marks = _schema_marks(page)
    expect(schema_marks.filter(has_text="colour")).to_have_count(1)
    assert page.evaluate("window.__cspViolations") == []


NARUTO = """game: naruto
players: [A]
cards:
  hero: {type: character, owner: A, zone: hand}
steps:
  - apply: {targets: A, gain_chakra: 1}"""


@pytest.mark.parametrize(("game", "offered"), [("naruto", 0), ("l5r", 1)])
def test_completion_offers_only_the_ops_the_games_schema_accepts(page, editor, game, offered):
    """Naruto's cards have no abilities: its parser refuses `grant_ability`, so completion does not offer it
    (L5R's does: the same keystrokes there show it)."""
    editor.click()
    _set_text(page, NARUTO if game == "naruto" else _valid_scenario().rstrip("\n"))
    expect(page.locator("#problems")).to_contain_text("The scenario is valid")  # its game's schema loaded
    options = page.locator(".cm-tooltip-autocomplete li")
    _type_line(page, "  - apply: {targets: hero, grant_")
    page.keyboard.press("Control+Space")
    expect(options.filter(has_text=re.compile(r"^grant_keyword$"))).to_have_count(1)
    expect(options.filter(has_text=re.compile(r"^grant_ability$"))).to_have_count(offered)


def test_a_bad_value_is_named_with_what_is_expected(page, editor):
    """`move: moon`: the mark says what moon is not and lists the zones, never a piece of the schema."""
    editor.click()
    _set_text(page, _valid_scenario())
    expect(page.locator("#problems")).to_contain_text("The scenario is valid")
    _type_line(page, "  - apply: {targets: ronin, move: moon}")
    expect(page.locator("#problems")).to_contain_text("unknown zone 'moon'")  # the server's check
    mark = _schema_marks(page)
    expect(mark).to_have_count(1)
    expect(mark).to_contain_text("'moon' is not a zone: expected one of attached, battlefield, deck, discard")
    expect(mark).not_to_contain_text("$ref")
    expect(mark).not_to_contain_text("{")


def test_an_unknown_key_is_named_with_the_nearest_known_one(page, editor):
    """`bowe` in an effect with no op: named, with "did you mean 'bow'", as the server's check says it."""
    editor.click()
    _set_text(page, _valid_scenario())
    expect(page.locator("#problems")).to_contain_text("The scenario is valid")
    _type_line(page, "  - apply: {targets: ronin, bowe: true}")
    expect(page.locator("#problems")).to_contain_text("unknown field 'bowe' (did you mean 'bow'?)")
    mark = _schema_marks(page)
    expect(mark).to_have_count(1)
    expect(mark).to_contain_text("unknown field 'bowe' (did you mean 'bow'?)")
    expect(mark).not_to_contain_text("expected one of the keys")


def test_completion_in_a_condition_offers_the_keys_of_its_kind(page, editor):
    """A `during` condition takes `for`; the keys of the other kinds (a player stat's at_least) are not
    offered once the condition names its kind."""
    editor.click()
    _set_text(page, _valid_scenario().rstrip("\n"))
    expect(page.locator("#problems")).to_contain_text("The scenario is valid")
    options = page.locator(".cm-tooltip-autocomplete li")
    _type_line(page, "  - apply: {targets: ronin, bow: true, while: {during: battle, }}")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("Control+Space")
    expect(options).to_have_text(["for"])
    page.keyboard.press("Escape")
    _type_line(page, "  - apply: {targets: ronin, bow: true, while: {player_stat: honor, }}")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("Control+Space")
    expect(options).to_have_text(["at_least", "at_most", "player"])
