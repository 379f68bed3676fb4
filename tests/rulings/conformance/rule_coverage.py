"""The coverage map of the corpus's rule paragraphs (used by test_rule_coverage.py and the terminal summary).

Every part of the five documents, as the glossary importer stores it (entry slug + anchor, what rule ids point
to), is either *exercised* or *listed* in rule-coverage-listed.yml with a reason:

- a paragraph, list item or exception is exercised when the trace of a conformance scenario
  (rulings/examples/<game>/) cites a rule id registered at its anchor;
- a worked example ("Example ...") is exercised when it is cited that way, or when a scenario plays it (its
  `source.opening` lies in the example's text or in the rule it belongs to, as test_example_coverage.py does)
  and that scenario's trace cites a rule of the same glossary entry.
"""

from __future__ import annotations

import io
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import yaml

from rulings.engine import RULE_IDS, evaluate, parse_scenario
from rulings.engine.loader import load_games
from rulings.examples import example_paths

LISTED_FILE = Path(__file__).parent / "rule-coverage-listed.yml"
EXAMPLE_LABEL = re.compile(r"^example( \d+)?:")  # "Example 2:" is printed before the example's text
COMBO_PREFIX = "combo-"  # rulings/examples/<game>/combo-*.yaml: two or three rules exercised together
REASONS = ("definition", "outside", "twin", "uncited", "not_yet")
REPORT: dict[str, list] = {}  # filled by the tests, printed by conftest.pytest_terminal_summary


@dataclass(frozen=True)
class Paragraph:
    document: str
    game: str
    key: str  # "<entry slug>#<anchor>"
    kind: str
    text: str
    parent: str  # key of the rule an example or exception belongs to ("" = none)


def normal(text: str) -> str:
    return " ".join(text.casefold().split())


def corpus_paragraphs(corpus_dir: Path) -> list[Paragraph]:
    """Import the corpus into the (test) database the way scripts/run.sh does and read back every part."""
    from django.core.management import call_command

    from rulings.glossary.models import Part

    call_command("import_rules", str(corpus_dir), stdout=io.StringIO())
    parts = Part.objects.select_related("entry__document", "parent").order_by(
        "entry__document__source_name", "entry__position", "position"
    )
    return [
        Paragraph(
            document=p.entry.document.source_name,
            game=p.entry.game,
            key=f"{p.entry.slug}#{p.anchor}",
            kind=p.kind,
            text=p.text,
            parent=f"{p.entry.slug}#{p.parent.anchor}" if p.parent_id else "",
        )
        for p in parts
    ]


def cited_ids(data) -> set[str]:
    """Every value of a "rule" key anywhere in a result (trace, stat ledgers, choices, branches)."""
    if isinstance(data, dict):
        found = {data["rule"]} if isinstance(data.get("rule"), str) else set()
        return found.union(*(cited_ids(v) for v in data.values()))
    if isinstance(data, list):
        return set().union(*(cited_ids(v) for v in data))
    return set()


@dataclass(frozen=True)
class Played:
    name: str  # "<game>/<file stem>"
    game: str
    document: str
    opening: str
    cites: frozenset[tuple[str, str]]  # (game, "<entry slug>#<anchor>") of every rule id its trace cites


def played_scenarios() -> list[Played]:
    load_games()
    played = []
    for path in example_paths():
        scenario = parse_scenario(path.read_text(encoding="utf-8"))
        refs = [RULE_IDS[r] for r in cited_ids(evaluate(scenario).to_dict()) if r in RULE_IDS]
        played.append(
            Played(
                name=f"{path.parent.name}/{path.stem}",
                game=scenario.game,
                document=scenario.source["document"],
                opening=normal(scenario.source["opening"]),
                cites=frozenset((ref.game, f"{ref.entry}#{ref.anchor}") for ref in refs),
            )
        )
    return played


def exercised_by(paragraph: Paragraph, played: list[Played], rule_text: str = "") -> list[str]:
    """Names of the scenarios that exercise a paragraph (see the module docstring); `rule_text`: the text of
    the rule an example belongs to."""
    own = (paragraph.game, paragraph.key)
    names = [p.name for p in played if own in p.cites]
    if paragraph.kind == "example":
        texts = [normal(paragraph.text), normal(rule_text)] if rule_text else [normal(paragraph.text)]
        entry = paragraph.key.split("#")[0]
        names += [
            p.name
            for p in played
            if p.document == paragraph.document
            and any(EXAMPLE_LABEL.sub("", p.opening).strip() in text for text in texts)
            and any(game == paragraph.game and key.split("#")[0] == entry for game, key in p.cites)
        ]
        names = list(dict.fromkeys(names))
    return names


def load_listed() -> dict[tuple[str, str], dict]:
    """{(document, key): {"reason": ..., "why": ..., "same_as": ...}} from rule-coverage-listed.yml."""
    data = yaml.safe_load(LISTED_FILE.read_text(encoding="utf-8"))
    listed: dict[tuple[str, str], dict] = {}
    for document, groups in data.items():
        for group in groups:
            for key in group["anchors"]:
                if (document, key) in listed:
                    raise ValueError(f"{document} {key} is listed twice")
                listed[(document, key)] = group
    return listed


def table(rows: list[tuple[str, int, int, int, int]]) -> list[str]:
    """The per-document table printed by the tests and copied into the README ("twice": exercised by at least
    two scenarios, the second varying the first's numbers, order of events or kinds of cards)."""
    lines = [f"{'document':<28} {'exercised':>9} {'twice':>5} {'listed':>6} {'total':>5}"]
    for document, exercised, twice, listed, total in rows:
        lines.append(f"{document:<28} {exercised:>9} {twice:>5} {listed:>6} {total:>5}")
    sums = [sum(r[i] for r in rows) for i in (1, 2, 3, 4)]
    lines.append(f"{'all five documents':<28} {sums[0]:>9} {sums[1]:>5} {sums[2]:>6} {sums[3]:>5}")
    return lines


def count_rows(paragraphs: list[Paragraph], exercised: dict[tuple[str, str], list[str]], listed) -> list:
    """(document, exercised, exercised twice, listed, total) per document; `exercised`: scenario names by
    paragraph."""
    total, done, twice, excused = Counter(), Counter(), Counter(), Counter()
    for p in paragraphs:
        names = exercised.get((p.document, p.key), [])
        total[p.document] += 1
        done[p.document] += bool(names)
        twice[p.document] += len(names) >= 2
        excused[p.document] += (p.document, p.key) in listed and not names
    return [(d, done[d], twice[d], excused[d], total[d]) for d in sorted(total)]


def combination_scenarios(played: list[Played]) -> list[str]:
    """The scenarios that exercise several rules together (file names starting "combo-")."""
    return [p.name for p in played if p.name.split("/")[-1].startswith(COMBO_PREFIX)]
