"""The shape of `rulings/engine/`: its modules import one another without cycles, and never the web stack.

A small AST check rather than import-linter: the rule is one ("no cycles"), the graph is some fifty files, and
reading them ourselves needs no new dependency and lets the failure list every cycle with the import lines
that make it.

How imports are counted:
- Every `import` / `from ... import` anywhere in a module counts, at any depth: an import hidden in a
  function still makes the module depend on the other, only later, so it cannot break a cycle.
- Imports under `if TYPE_CHECKING:` count too: naming a type makes a module depend on the one declaring
  it just as using it does, and a cycle of type-only imports is still a tangle to read and to layer. The
  modules below the evaluator name the engine (handed to each) and the game's rules (whose hooks are handed
  the engine and the parse context) through the Protocols of engine_api.py, which imports only the lowest
  modules; tests/rulings/engine/test_engine_api.py keeps those Protocols in step with the classes.
- `from . import x` depends on the package (its `__init__`) as well as on the submodule `x`: the statement
  names the package, and a reader (or a tool) sees it so. `from .m import name` depends on `m` (or on
  `m/__init__.py` for a package). Importing a submodule also depends on the `__init__` of each package between
  the engine and it, which Python runs first, counted even for a module inside that package (`from ..base
  import X` in a game depends on `games/__init__.py`). So a package's `__init__` imports none of its own
  modules: the games are loaded by loader.py, and each game's rules policy is its package's game.py. The
  engine's own `__init__` is the public surface above every module: a module writing
  `from .. import evaluation` closes a cycle through it, so modules import names from modules
  (`from ..effects.matching import holds`).
"""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[3] / "rulings" / "engine"
PACKAGE = "rulings.engine"
FORBIDDEN = ("django", "celery", "rest_framework")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ENGINE.parent.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(ENGINE.rglob("*.py"))}


def _imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement of a module, at any depth (in functions, under `if TYPE_CHECKING:` ...)."""
    found = [node for node in ast.walk(tree) if isinstance(node, ast.Import | ast.ImportFrom)]
    return sorted(found, key=lambda n: n.lineno)


def _absolute(name: str, path: Path, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for _ in range(node.level - 1):
        package = package.rpartition(".")[0]
    return f"{package}.{node.module}" if node.module else package


def imported_names(name: str, path: Path) -> list[tuple[str, str | None, int]]:
    """What a module imports: (absolute module, name imported from it or None, line)."""
    names: list[tuple[str, str | None, int]] = []
    for node in _imports(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names += [(alias.name, None, node.lineno) for alias in node.names]
        else:
            base = _absolute(name, path, node)
            names += [(base, alias.name, node.lineno) for alias in node.names]
    return names


def graph() -> dict[str, dict[str, int]]:
    """module -> {module of the engine it imports: line of the first such import}."""
    known = modules()
    edges: dict[str, dict[str, int]] = {}
    for name, path in known.items():
        out = edges.setdefault(name, {})
        for base, attribute, line in imported_names(name, path):
            for module in _depends_on(base, attribute, known):
                if module != name:
                    out.setdefault(module, line)
    return edges


def _depends_on(base: str, attribute: str | None, known: dict[str, Path]) -> list[str]:
    """The engine modules an import of `attribute` from `base` depends on: the packages Python runs first,
    `base` itself, and the submodule `base.attribute` when there is one."""
    submodule = f"{base}.{attribute}"
    targets = [base, submodule] if attribute and submodule in known else [base]
    return [m for m in dict.fromkeys((*_packages_above(base), *targets)) if m in known]


def _packages_above(module: str) -> list[str]:
    """The packages below the engine's own that importing `module` runs first (outermost first)."""
    parts = module.split(".")
    depth = len(PACKAGE.split("."))
    return [".".join(parts[:i]) for i in range(depth + 1, len(parts))] if module.startswith(PACKAGE) else []


def reachable(edges: dict[str, dict[str, int]], start: str) -> set[str]:
    """Every module `start` imports directly or through others."""
    seen: set[str] = set()
    todo = list(edges.get(start, ()))
    while todo:
        node = todo.pop()
        if node not in seen:
            seen.add(node)
            todo.extend(edges.get(node, ()))
    return seen


def cycles(edges: dict[str, dict[str, int]]) -> list[list[str]]:
    """The strongly connected components of more than one module: modules that reach each other (a
    reachability set per module is quick on a graph of this size)."""
    reach = {node: reachable(edges, node) for node in edges}
    components = {
        frozenset({node, *(other for other in reach[node] if node in reach.get(other, ()))}) for node in edges
    }
    return sorted(sorted(c) for c in components if len(c) > 1)


def describe(component: list[str], edges: dict[str, dict[str, int]]) -> str:
    members = set(component)
    lines = [f"{len(component)} modules: {', '.join(component)}"]
    for name in component:
        for target, line in sorted(edges[name].items()):
            if target in members:
                lines.append(f"    {name}:{line} imports {target}")
    return "\n".join(lines)


def test_the_engine_has_no_import_cycles():
    edges = graph()
    found = cycles(edges)
    assert not found, "import cycles in rulings/engine/:\n" + "\n".join(describe(c, edges) for c in found)


def test_the_core_imports_no_game():
    """Game packages import the core, never the reverse. The one exception is loader.py (`load_games`),
    which imports the game packages so that they register themselves."""
    games = f"{PACKAGE}.games"
    interface = {games, f"{games}.base"}  # the GameRules interface the core programs against
    offending = [
        f"{name}:{line} imports {target}"
        for name, targets in graph().items()
        if not name.startswith(f"{games}.") and name not in (games, f"{PACKAGE}.loader")
        for target, line in targets.items()
        if target.startswith(f"{games}.") and target not in interface
    ]
    assert not offending, "\n".join(offending)


def test_the_engine_imports_no_web_stack():
    offending = []
    for name, path in modules().items():
        for target, _, line in imported_names(name, path):
            if target.split(".")[0] in FORBIDDEN:
                offending.append(f"{path.relative_to(ENGINE.parent.parent)}:{line} imports {target}")
    assert not offending, "\n".join(offending)


def test_the_check_finds_a_cycle_and_a_hidden_import(tmp_path):
    """The checker itself: a cycle closed by an import inside a function is found; imports inside a function
    and under TYPE_CHECKING are counted; a web import is named."""
    edges = {"a": {"b": 1}, "b": {"c": 1}, "c": {"a": 1}, "d": {"a": 1}}
    assert cycles(edges) == [["a", "b", "c"]]
    source = (
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .x import X\n"
        "def f():\n    from .y import g\n"
    )
    tree = ast.parse(source)
    assert [n.module for n in _imports(tree)] == ["typing", "x", "y"]
    module = tmp_path / "m.py"
    module.write_text("def f():\n    from django.db import models\n")
    assert imported_names("rulings.engine.m", module) == [("django.db", "models", 2)]


def test_from_a_package_import_a_module_depends_on_the_package_too():
    """`from . import matching` at the engine's top named the engine's `__init__`, which imports the
    evaluator back (an 18-module cycle); `from .matching import holds` names the module only."""
    known = modules()
    assert _depends_on(PACKAGE, "evaluation", known) == [PACKAGE, f"{PACKAGE}.evaluation"]
    effects = f"{PACKAGE}.effects"
    assert _depends_on(effects, "matching", known) == [effects, f"{effects}.matching"]
    assert _depends_on(f"{effects}.matching", "holds", known) == [effects, f"{effects}.matching"]
    games = f"{PACKAGE}.games"
    assert _depends_on(f"{games}.l5r", "honor", known) == [games, f"{games}.l5r", f"{games}.l5r.honor"]


def test_importing_a_submodule_runs_the_packages_above_it():
    """`from ..base import X` in a game runs games/__init__.py first: a loader there would close a cycle."""
    assert _packages_above(f"{PACKAGE}.games.l5r.honor") == [f"{PACKAGE}.games", f"{PACKAGE}.games.l5r"]
    assert _packages_above(f"{PACKAGE}.rule_ids") == []
    assert _packages_above("typing") == []


def test_no_module_asks_whether_an_effect_changes_a_stat_by_its_op_name():
    """Whether an effect changes a stat is asked of its params' declaration (effects/params.py's
    `stat_change`), so an op a game declares with the same params is one too; comparing `op == "stat"`
    would leave such an op out."""
    offending = []
    for path in modules().values():
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Compare) and _compares_op_with_stat(node):
                offending.append(f"{path.relative_to(ENGINE.parent.parent)}:{node.lineno}")
    assert not offending, "\n".join(offending)


def _compares_op_with_stat(node: ast.Compare) -> bool:
    sides = [node.left, *node.comparators]
    names_op = any(isinstance(s, ast.Attribute) and s.attr == "op" for s in sides)
    names_stat = any(isinstance(s, ast.Constant) and s.value == "stat" for s in sides)
    return names_op and names_stat
