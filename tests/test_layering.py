"""The apps import one way: questions -> cards -> glossary (rulings.glossary), decks -> cards, and every app
may use the shared bottom (config/, rulings.games, rulings.examples, the engine). The root URLconf includes
the apps' URL modules by name (`include("cards.urls")`), so config/ imports no app. No app imports the
tests or the benchmarks.

A small AST check like the engine's (tests/rulings/engine/test_architecture.py), over every module of config/,
rulings/ (the glossary, the questions app, the engine), cards/ and decks/.
How imports are counted:
- every `import` / `from ... import` at any depth: one inside a function or under `if TYPE_CHECKING:` still
  makes the module depend on the other;
- `from pkg import x` depends on `pkg` as well as on `pkg.x`: the statement names the package
  (`from rulings.glossary import models` depends on `rulings/glossary/__init__.py`); relative imports
  count as the absolute names they resolve to;
- the packages Python runs first are not counted (importing `rulings.glossary.models` runs
  `rulings/__init__.py` and `rulings/glossary/__init__.py`):
  such a package imports nothing, which test_the_packages_run_first_import_nothing
  holds.
A lower app that needs something from a higher one is handed it: the questions app adds its panels to the
card and glossary pages through template tags (rulings/questions/templatetags/question_panels.py).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCANNED = ("config", "rulings", "cards", "decks")

# part -> the module prefixes it holds; a module belongs to the part of its longest prefix.
PARTS = {
    "questions": ("rulings.questions",),
    "decks": ("decks",),
    "cards": ("cards",),
    "glossary": ("rulings.glossary",),
    # below every app; "rulings" is the package of the three (it imports nothing) and its shared games.py
    "base": ("config", "rulings", "rulings.games", "rulings.examples", "rulings.engine"),
    "tests": ("tests", "bench"),
}
MAY_IMPORT = {
    "questions": {"cards", "glossary", "base"},
    "decks": {"cards", "base"},
    "cards": {"glossary", "base"},
    "glossary": {"base"},
    "base": {"base"},
}
PREFIXES = sorted(((p, part) for part, ps in PARTS.items() for p in ps), key=lambda x: -len(x[0]))


def part_of(module: str) -> str | None:
    """The part a module belongs to, or None for one outside the project (django, yaml, ...)."""
    return next((part for p, part in PREFIXES if module == p or module.startswith(f"{p}.")), None)


def modules() -> dict[str, Path]:
    found = {}
    for top in SCANNED:
        for path in sorted((ROOT / top).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def imports(name: str, path: Path) -> list[tuple[str, int]]:
    """Every module `name` depends on by an import statement, with the statement's line."""
    found: list[tuple[str, int]] = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = _absolute(name, path, node)
            found.append((base, node.lineno))
            found += [(f"{base}.{alias.name}", node.lineno) for alias in node.names if alias.name != "*"]
    return sorted(found, key=lambda item: item[1])


def _absolute(name: str, path: Path, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for _ in range(node.level - 1):
        package = package.rpartition(".")[0]
    return f"{package}.{node.module}" if node.module else package


def violations(known: dict[str, Path]) -> list[tuple[str, int, str, str]]:
    """(module, line, imported module, its part) for each import against MAY_IMPORT; of `from pkg import x`,
    `pkg` alone when both are against it."""
    found = []
    for name, path in known.items():
        part = part_of(name)
        for target, line in dict.fromkeys(imports(name, path)):
            other = part_of(target)
            if other is None or other == part or other in MAY_IMPORT[part]:
                continue
            if (name, line, target.rpartition(".")[0], other) not in found:
                found.append((name, line, target, other))
    return found


def describe(name: str, line: int, target: str, other: str) -> str:
    part = part_of(name)
    allowed = ", ".join(sorted(MAY_IMPORT[part] - {part})) or "no other part"
    return f"{name} (line {line}, {part}) imports {target} ({other}); {part} may import {allowed}"


def test_the_apps_import_downward_only():
    found = violations(modules())
    assert not found, "imports against the layering:\n" + "\n".join(describe(*v) for v in found)


def test_every_scanned_module_has_a_part():
    known = modules()
    some = {
        "rulings.glossary.views",
        "rulings.questions.views",
        "rulings.engine.steps.evaluator",
        "cards.views",
        "config.urls",
    }
    assert some <= set(known)
    assert not [name for name in known if part_of(name) not in MAY_IMPORT]


def test_the_packages_run_first_import_nothing():
    """Importing any part of rulings/ runs rulings/__init__.py (the glossary's package), so it imports
    nothing: that is why the check does not count the packages above an imported module."""
    for name in ("rulings", "rulings.glossary", "rulings.examples", "rulings.questions"):
        assert not [t for t, _ in imports(name, modules()[name]) if part_of(t)], name


def test_the_check_counts_every_kind_of_import(tmp_path):
    """The checker itself: an import inside a function, a relative one and `from pkg import x` all count, and
    `from rulings.glossary import models` depends on the glossary's package as well as on its models."""
    (tmp_path / "views.py").write_text(
        "from rulings.games import Game\nfrom rulings.examples.catalog import all_examples\n"
        "def detail():\n    from rulings.questions.selectors import questions_about_card\n"
    )
    (tmp_path / "forms.py").write_text("from rulings.glossary import models\nfrom cards.search import MAX\n")
    (tmp_path / "glossary.py").write_text(
        "from ..questions import examples\nfrom tests.rulings import relevance\n"
    )
    known = {"cards.views": tmp_path / "views.py", "decks.forms": tmp_path / "forms.py"}
    assert violations(known | {"rulings.glossary.views": tmp_path / "glossary.py"}) == [
        ("cards.views", 4, "rulings.questions.selectors", "questions"),
        ("decks.forms", 1, "rulings.glossary", "glossary"),
        ("rulings.glossary.views", 1, "rulings.questions", "questions"),
        ("rulings.glossary.views", 2, "tests.rulings", "tests"),
    ]
    assert describe("cards.views", 4, "rulings.questions.selectors", "questions") == (
        "cards.views (line 4, cards) imports rulings.questions.selectors (questions); "
        "cards may import base, glossary"
    )
