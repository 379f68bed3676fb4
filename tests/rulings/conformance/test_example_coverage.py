"""Every worked example ("Example ..." paragraph) of the three L5R documents is played by a conformance
scenario, or listed with a reason in l5r-not-scenarios.yml (no game situation, or one the engine cannot play
yet)."""

import re
from pathlib import Path

import pytest
import yaml

from rulings.examples import example_paths

ROOT = Path(__file__).parent
DOCUMENTS = ("l5r-ce-effects.txt", "l5r-card-features.txt", "l5r-ce-glossary-s.txt")
LISTED = yaml.safe_load((ROOT / "l5r-not-scenarios.yml").read_text(encoding="utf-8"))
BULLET = re.compile(r"^[\s•\-]+")


def _text(line: str) -> str:
    return BULLET.sub("", line).strip()


def _normal(text: str) -> str:
    """Case and spacing aside: the Substitution examples are printed in two documents, once in lower case."""
    return " ".join(text.casefold().split())


def _examples(corpus_dir: Path) -> list[dict]:
    """Each example paragraph with the rule it belongs to (the nearest paragraph above that is no example)."""
    found = []
    for document in DOCUMENTS:
        lines = (corpus_dir / document).read_text(encoding="utf-8").splitlines()
        rule = ""
        for number, line in enumerate(lines, 1):
            text = _text(line)
            if text.startswith("Example"):
                found.append({"document": document, "line": number, "text": text, "rule": rule})
            elif text:
                rule = text
    return found


def _scenario_openings() -> list[tuple[str, str]]:
    openings = []
    for path in example_paths("l5r"):
        source = yaml.safe_load(path.read_text(encoding="utf-8"))["source"]
        openings.append((path.name, _normal(source["opening"])))
    return openings


def _played_by(example: dict, openings: list[tuple[str, str]]) -> list[str]:
    own, rule = _normal(example["text"]), _normal(example["rule"])
    return [name for name, opening in openings if opening in own or (rule and opening in rule)]


def _listed_for(example: dict) -> list[tuple[str, dict]]:
    return [
        (group, entry)
        for group in ("not_scenarios", "not_yet")
        for entry in LISTED[group]
        if entry["document"] == example["document"] and example["text"].startswith(entry["opening"])
    ]


def test_the_documents_have_their_worked_examples(corpus_dir):
    assert len(_examples(corpus_dir)) == 82


def test_every_listed_entry_has_a_reason_and_names_an_example(corpus_dir):
    examples = _examples(corpus_dir)
    for group in ("not_scenarios", "not_yet"):
        for entry in LISTED[group]:
            assert entry["why"].strip(), entry["opening"]
            named = [e for e in examples if e["document"] == entry["document"]]
            assert any(e["text"].startswith(entry["opening"]) for e in named), (
                f"{group}: no example in {entry['document']} opens with {entry['opening']!r}"
            )


def test_every_example_is_played_or_excluded_with_a_reason(corpus_dir):
    openings = _scenario_openings()
    missing = []
    for example in _examples(corpus_dir):
        played, listed = _played_by(example, openings), _listed_for(example)
        where = f"{example['document']}:{example['line']} {example['text'][:70]!r}"
        assert not (played and listed), f"{where} is played by {played}: remove it from l5r-not-scenarios.yml"
        if not played and not listed:
            missing.append(where)
    assert not missing, "examples with no scenario and no listed reason:\n" + "\n".join(missing)


@pytest.mark.parametrize("group", ["not_scenarios", "not_yet"])
def test_listed_examples_stay_few(group):
    assert len(LISTED[group]) <= {"not_scenarios": 12, "not_yet": 7}[group]
