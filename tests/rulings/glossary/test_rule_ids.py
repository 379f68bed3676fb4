"""Every rule id the engine may cite points at a real glossary paragraph (or, where the corpus is silent, a
rule of the Desk's own rules page), and every cited id is registered."""


import pytest

from rulings.engine import RULE_IDS, evaluate, parse_scenario
from rulings.engine.loader import load_games
from rulings.engine.rule_ids import register_rules
from rulings.examples import EXAMPLES_DIR
from rulings.glossary.models import Entry, Part
from tests.rulings.conformance.rule_coverage import cited_ids

CONFORMANCE = EXAMPLES_DIR
SCENARIOS = sorted(CONFORMANCE.glob("*/*.yaml"))




@pytest.fixture(scope="module")
def registry():
    load_games()
    return dict(RULE_IDS)


def test_every_game_has_registered_rules(registry):
    assert {ref.game for ref in registry.values()} >= set(load_games())


@pytest.mark.django_db
def test_every_rule_id_points_to_a_real_entry_and_anchor(glossary, registry):
    missing = []
    for rule_id, ref in sorted(registry.items()):
        if ref.desk:  # the Desk's own rules page: tests/rulings/glossary/test_desk_rules.py checks those
            continue
        entry = Entry.objects.filter(game=ref.game, slug=ref.entry).first()
        if entry is None:
            missing.append(f"{rule_id}: no {ref.game} entry '{ref.entry}'")
        elif not ref.anchor or not Part.objects.filter(entry=entry, anchor=ref.anchor).exists():
            missing.append(f"{rule_id}: entry '{ref.entry}' has no anchor '{ref.anchor}'")
    assert not missing, "\n".join(missing)


def test_every_rule_concept_of_every_game_is_registered(registry):
    for name, rules in load_games().items():
        unregistered = {c: r for c, r in rules.rule_ids.items() if r not in registry}
        assert not unregistered, name
        assert all(registry[r].game == name for r in rules.rule_ids.values())


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_conformance_traces_cite_only_registered_ids_of_their_game(path, registry):
    scenario = parse_scenario(path.read_text(encoding="utf-8"))
    cited = cited_ids(evaluate(scenario).to_dict())
    assert cited
    unregistered = sorted(c for c in cited if c not in registry)
    assert not unregistered
    assert all(registry[c].game == scenario.game for c in cited)


def test_registering_checks_the_game_prefix_and_duplicates(registry):
    with pytest.raises(ValueError, match=r"must start with 'l5r\.'"):
        register_rules("l5r", {"naruto.x": ("e", "p1", "s")})
    existing = next(r for r in registry if r.startswith("l5r."))
    with pytest.raises(ValueError, match="registered twice"):
        register_rules("l5r", {existing: ("e", "p1", "s")})
