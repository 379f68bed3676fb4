"""A `$symbol` that does not exist, that does not fit its field, or that nothing fills where it is written
named nothing and gave a confident wrong answer (an effect on nobody): the parser refuses each, with its
path, YAML line and column and a "did you mean". Each symbol is declared where it is filled (the core's in
symbols.py, a game's by its game), so a game without one refuses it."""

from __future__ import annotations

import pytest
import yaml

from rulings.engine import ScenarioError, evaluate, parse_scenario
from rulings.engine.language.core import CORE
from rulings.engine.language.symbols import CORE_SYMBOLS, ROLES
from rulings.engine.loader import load_games


def l5r(card_text: str = "", steps: str = "") -> str:
    """A small L5R scenario: `blade` (attached to `samurai`) with `card_text`, then `steps`."""
    return f"""game: l5r
players: [me, you]
cards:
  samurai: {{type: personality, owner: me, zone: home, stats: {{force: 2, chi: 2}}}}
  blade: {{type: item, owner: me, attached_to: samurai, stats: {{force: 1, chi: 0}}{card_text}}}
steps:
{steps}
  - ask: {{stat: force, card: samurai}}
"""


def refused(text: str) -> str:
    with pytest.raises(ScenarioError) as info:
        parse_scenario(text)
    return str(info.value)


def force(text: str) -> int:
    return evaluate(parse_scenario(text)).answers[-1]["answer"]["value"]


def test_a_misspelt_symbol_is_refused_with_where_and_a_suggestion():
    """It once gave the Force the samurai has without the trait (3): "the bearer gets +1F" is 4."""
    text = l5r(", traits: [{targets: $barer, stat: force, change: 1}]")
    assert refused(text) == (
        "cards.blade.traits[0].targets: unknown symbol '$barer' (did you mean '$bearer'?) "
        "(line 5, column 102)"
    )
    assert force(l5r()) == 3 and force(text.replace("$barer", "$bearer")) == 4


@pytest.mark.parametrize(
    ("card_text", "steps", "says"),
    [
        (", traits: [{targets: $chooser, honor: 1}]", "", "'$chooser' (the player who made"),
        (
            ", traits: [{targets: $performer, stat: force, change: 1}]",
            "",
            "'$performer' (the card performing",
        ),
        (", traits: [{targets: $subject, stat: force, change: 1}]", "", "'$subject' (the card affected"),
        ("", "  - action: {by: me, effects: [{targets: $source, stat: force, change: 1}]}", "'$source' (the"),
        ("", "  - apply: {source: rulebook, targets: $bearer, stat: force, change: 1}", "'$bearer' (the"),
        ("", "  - apply: {targets: $source, stat: force, change: 1}", "'$source' (the card whose text"),
        ("", "  - apply: {targets: $controller, honor: 1}", "'$controller' (the controller"),
        (
            ", abilities: [{id: a, designators: [Open], "
            "effects: [{targets: samurai, prevent: {event: destroy, effects_of: $interrupted}}]}]",
            "",
            "'$interrupted' (the action an Interrupt interrupts",
        ),
    ],
)
def test_a_symbol_where_nothing_fills_it_is_refused(card_text, steps, says):
    problem = refused(l5r(card_text, steps))
    assert says in problem and "names nothing here: it is filled only" in problem and "(line " in problem


@pytest.mark.parametrize(
    ("card_text", "says"),
    [
        (", traits: [{targets: $other, stat: force, change: 1}]", "not a target"),
        (", traits: [{affects: {cards: [$controller]}, stat: force, change: 1}]", "not a card"),
        (", traits: [{affects: {controller: $source}, stat: force, change: 1}]", "not a controller"),
        (", traits: [{affects: {owner: $bearer}, stat: force, change: 1}]", "not a player"),
    ],
)
def test_a_symbol_of_the_wrong_kind_for_its_field_is_refused(card_text, says):
    assert says in refused(l5r(card_text))


FILLED = {
    "an applied effect's controller": ("", "  - apply: {targets: $controller, controller: me, honor: 1}"),
    "an action's source": (
        "",
        "  - action: {by: me, source: blade, effects: [{targets: $source, bow: true}]}",
    ),
    "an action's chooser": (
        "",
        "  - action: {by: me, effects: "
        "[{choose: {type: personality}, bow: true}, {targets: $chooser, honor: 1}]}",
    ),
    "an ability's performer": (
        ", abilities: [{id: a, designators: [Open], effects: [{targets: $performer, straighten: true}]}]",
        "",
    ),
    "a granted ability's source": (
        ", traits: [{targets: samurai, grant_ability: "
        "{id: g, designators: [Open], effects: [{targets: $source, bow: true}]}}]",
        "",
    ),
    "a triggered trait's subject": (
        ", traits: [{trigger: {event: destroyed, of: {type: personality}}, "
        "targets: $subject, grant_keyword: Ancestor}]",
        "",
    ),
}


@pytest.mark.parametrize("where", FILLED)
def test_where_the_symbols_are_filled_they_are_accepted(where):
    parse_scenario(l5r(*FILLED[where]))


def test_a_misspelt_symbol_naming_an_action_is_refused():
    ability = (
        ", abilities: [{id: a, designators: [Interrupt], "
        "effects: [{targets: samurai, prevent: {event: destroy, effects_of: $interupted}}]}]"
    )
    assert "unknown symbol '$interupted' (did you mean '$interrupted'?)" in refused(l5r(ability))
    parse_scenario(l5r(ability.replace("$interupted", "$interrupted")))


def test_each_symbol_is_declared_with_the_game_that_fills_it():
    games = load_games()
    assert dict(CORE.symbols) == CORE_SYMBOLS
    l5r_own = {"$performer", "$interrupted", "$chosen_player", "$target_player", "$reacted"}  # by a use
    l5r_own |= {"$reacted_card"}  # the card a Reaction to targeting answered (compiler 10, part B)
    l5r_own |= {"$targeting_player", "$targeting_performer"}  # filled by a trait answering a targeting
    l5r_own |= {"$your_duelist", "$other_duelist", "$duel_winner", "$duel_loser"}  # by a Focus Effect
    l5r_own |= {"$duel_winner_controller", "$duel_loser_controller"}
    l5r_own |= {"$each_player"}  # every player, as an ability is used (l5r.desk.each-player)
    l5r_own |= {"$battlefield_province"}  # the current battlefield's Province (l5r.desk.battlefield-province)
    l5r_own |= {"$other_players"}  # every player but the source's controller (l5r.desk.other-players)
    l5r_own |= {"$moved_unit"}  # the Personality an action moved (a trait on action_moved: compiler 21, L)
    assert set(games["l5r"].registry.symbols) == {*CORE_SYMBOLS, *l5r_own}
    for name, rules in games.items():
        for symbol, declared in rules.registry.symbols.items():
            assert declared.roles and set(declared.roles) <= set(ROLES), (name, symbol)
    naruto = {
        "game": "naruto",
        "players": ["me", "you"],
        "cards": {"ninja": {"type": "character", "owner": "me", "zone": "village", "stats": {"power": 1}}},
        "steps": [{"apply": {"source": "ninja", "targets": "$performer", "stat": "power", "change": 1}}],
    }
    assert "unknown symbol '$performer'" in refused(yaml.safe_dump(naruto))


@pytest.mark.parametrize("value", ["5", "x", "[1]"])
def test_a_question_without_fields_refuses_a_value(value):
    """`{resolution_order: 5}` was ignored by the parser while the JSON Schema refused it."""
    text = f"game: naruto\nplayers: [me]\nsteps:\n  - ask: {{resolution_order: {value}}}\n"
    assert refused(text).startswith("steps[0].ask.resolution_order: 'resolution_order' takes no value")
    parse_scenario(text.replace(value, "{}"))


# --- every player symbol x every field it can be written in x every place: it names what it says -----------
PLAYER_FIELDS = {
    "targets": "{targets: SYM, honor: 1}",
    "a filter's controller": "{affects: {type: personality, controller: SYM}, stat: force, change: 1}",
    "a filter's owner": "{affects: {type: personality, owner: SYM}, stat: force, change: 1}",
    "a condition's player": "{targets: [samurai, ronin], stat: force, change: 1, "
    "while: {player_stat: family_honor, player: SYM, at_least: 6}}",
    "a choice's filter": "{choose: {type: personality, controller: SYM}, stat: chi, change: 1}",
}
PLACES = {
    "an action with no source": "  - action: {{by: me, effects: [{effect}]}}",
    "an action with a source": "  - action: {{by: me, source: blade, effects: [{effect}]}}",
    "an applied effect's controller": "  - apply: {{controller: me, **EFFECT}}",
    "an applied effect with a source": "  - apply: {{source: blade, **EFFECT}}",
    "a delayed effect of an action": "  - action: {{by: me, effects: [{{kind: delayed, "
    "trigger: {{event: turn_begins}}, then: {effect}}}]}}\n  - begin: {{name: turn, player: me}}",
}
# what each player symbol names when "me" takes the action or controls its source (two players)
MEANS = {"$controller": "me", "$other": "you"}


def _symbol_scenario(effect: str, place: str) -> str:
    step = PLACES[place]
    if "**EFFECT" in step:
        step = step.replace("{{", "{").replace("}}", "}").replace("**EFFECT}", effect.strip("{}") + "}")
    else:
        step = step.format(effect=effect)
    return f"""game: l5r
players: [{{id: me, family_honor: 6}}, {{id: you, family_honor: 5}}]
cards:
  samurai: {{type: personality, owner: me, zone: home, stats: {{force: 2, chi: 2}}}}
  ronin: {{type: personality, owner: you, zone: home, stats: {{force: 2, chi: 2}}}}
  blade: {{type: item, owner: me, attached_to: samurai, stats: {{force: 0, chi: 0}}}}
steps:
{step}
  - ask: {{stat: force, card: samurai}}
  - ask: {{stat: force, card: ronin}}
  - ask: {{stat: chi, card: samurai}}
  - ask: {{stat: chi, card: ronin}}
  - ask: {{stat: family_honor, player: me}}
  - ask: {{stat: family_honor, player: you}}
"""


def _answers(text: str):
    try:
        result = evaluate(parse_scenario(text))
    except ScenarioError:
        return None
    return [(a["answer"], a.get("branches")) for a in result.to_dict()["answers"]]


@pytest.mark.parametrize("symbol", MEANS)
@pytest.mark.parametrize("field", PLAYER_FIELDS)
@pytest.mark.parametrize("place", PLACES)
def test_a_player_symbol_names_its_player_or_is_refused(symbol, field, place):
    """`$controller` in an action that names no source named nobody: an action taken by a player is
    controlled by him. Each symbol, in each field and place, is refused or answers as its player's id."""
    written = _answers(_symbol_scenario(PLAYER_FIELDS[field].replace("SYM", symbol), place))
    if written is None:
        return
    meant = _answers(_symbol_scenario(PLAYER_FIELDS[field].replace("SYM", MEANS[symbol]), place))
    assert meant is not None, "the probe with a player id is refused: fix it"
    assert written == meant, f"{symbol} in {field} of {place} does not name {MEANS[symbol]}"
