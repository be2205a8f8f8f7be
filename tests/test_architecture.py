"""The shape of the code: layers, no import circles, no oversized modules, and the Qt version pin.

The import graph is read from the source with :mod:`ast`, so it sees every import a module
names: at the top, inside functions, and under ``if TYPE_CHECKING:``. A type-only circle is
still a circle for a reader, so it counts. An edge goes to the module actually named
(``from cardtable.games.mose import state`` is an edge to ``cardtable.games.mose.state``); the
packages Python initialises on the way are not counted as edges.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "cardtable"

#: Each top-level part of ``cardtable`` and its layer. A module may import from its own layer
#: and the ones below, never from above (engine <- games <- ai, session, persistence <- ui <- app).
LAYERS: dict[str, int] = {
    "i18n": 0,
    "engine": 0,
    "games": 1,
    "ai": 2,
    "session": 2,
    "persistence": 2,
    "rules_help": 2,
    "ui": 3,
    "net": 3,
    "app": 4,
    "cli": 4,
    "cli_language": 4,
    "replay_cli": 4,
    "__main__": 4,
}



def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@cache
def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _named(node: ast.AST, module: str, is_package: bool) -> Iterator[str]:
    """The dotted names an import statement brings in (modules, or ``module.attribute``)."""
    if isinstance(node, ast.Import):
        for alias in node.names:
            yield alias.name
    elif isinstance(node, ast.ImportFrom):
        base = node.module or ""
        if node.level:
            package = module.split(".") if is_package else module.split(".")[:-1]
            anchor = package[: len(package) - (node.level - 1)]
            base = ".".join(anchor + ([base] if base else []))
        for alias in node.names:
            yield f"{base}.{alias.name}"


def _resolve(name: str) -> str | None:
    """The longest known module that ``name`` starts with (None outside cardtable)."""
    modules = _modules()
    while name:
        if name in modules:
            return name
        name = name.rpartition(".")[0]
    return None


@cache
def import_graph() -> dict[str, frozenset[str]]:
    """Every cardtable module and the cardtable modules it imports."""
    graph: dict[str, frozenset[str]] = {}
    for module, path in _modules().items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        is_package = path.name == "__init__.py"
        targets = set()
        for node in ast.walk(tree):
            for name in _named(node, module, is_package):
                target = _resolve(name)
                if target is not None and target != module:
                    targets.add(target)
        graph[module] = frozenset(targets)
    return graph


def strongly_connected(graph: dict[str, frozenset[str]]) -> list[list[str]]:
    """The strongly connected components of ``graph`` (Tarjan's algorithm, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in graph:
        if start in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                found.append(sorted(component))
    return found


def layer_of(module: str) -> int:
    parts = module.split(".")
    if len(parts) == 1:
        return 0  # the root package itself imports nothing
    return LAYERS[parts[1]]


def test_the_graph_sees_type_only_and_local_imports() -> None:
    graph = import_graph()
    # Imported only under TYPE_CHECKING in engine.info, and only inside functions in ai.evaluation.
    assert "cardtable.engine.state" in graph["cardtable.engine.info"]
    assert "cardtable.games.mose.state" in graph["cardtable.ai.evaluation"]
    # A circle is found when there is one.
    assert strongly_connected({"a": frozenset({"b"}), "b": frozenset({"a"})}) == [["a", "b"]]


def test_there_are_no_import_circles() -> None:
    circles = [c for c in strongly_connected(import_graph()) if len(c) > 1]
    assert circles == [], f"modules that import each other (directly or round about): {circles}"


def test_every_part_of_the_package_has_a_layer() -> None:
    unknown = sorted({m.split(".")[1] for m in _modules() if "." in m} - set(LAYERS))
    assert unknown == [], f"give these a layer in LAYERS: {unknown}"


def test_no_module_imports_from_a_layer_above_its_own() -> None:
    upward = [
        f"{module} -> {target}"
        for module, targets in import_graph().items()
        for target in sorted(targets)
        if layer_of(target) > layer_of(module)
    ]
    assert upward == [], "imports against the layering:\n" + "\n".join(upward)


def test_each_game_package_stands_alone() -> None:
    """A game imports the engine, the shared maths and itself: no other game, not the registry."""
    from cardtable.games import GAMES

    games = {m.split(".")[2] for m in _modules() if m.startswith("cardtable.games.")} - {"shared"}
    assert games == set(GAMES), "one package per registered game"
    crossing = []
    for module, targets in import_graph().items():
        if not module.startswith("cardtable.games."):
            continue
        own = module.split(".")[2]
        for target in targets:
            if target == "cardtable.games":
                crossing.append(f"{module} -> {target}")
            elif target.startswith("cardtable.games."):
                other = target.split(".")[2]
                if other not in (own, "shared"):
                    crossing.append(f"{module} -> {target}")
    assert crossing == [], "\n".join(sorted(crossing))


def test_engine_games_and_ai_import_no_qt() -> None:
    code = (
        "import sys, cardtable.engine, cardtable.games, cardtable.ai, cardtable.session.match, "
        "cardtable.session.simulate, cardtable.session.driver, cardtable.session.inline, "
        "cardtable.net.protocol, cardtable.net.host, cardtable.net.client, cardtable.cli\n"
        "from cardtable.games import GAMES\n"
        "from cardtable.ai.agent import make_agent\n"
        "for g in GAMES: make_agent('heuristic', g)\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"Qt modules were loaded: {out.stdout}"
