"""The shape of the code: layers, no import circles, composed classes, and the Qt version pin.

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
    """The dotted names an import statement brings in (modules, or ``module.attribute``), and
    the module an ``importlib.import_module("...")`` call names: an import by string is still
    an import."""
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute | ast.Name)
        and (node.func.attr if isinstance(node.func, ast.Attribute) else node.func.id)
        in ("import_module", "__import__")
        and node.args
        and isinstance(node.args[0], ast.Constant)
        and isinstance(node.args[0].value, str)
    ):
        yield node.args[0].value
    elif isinstance(node, ast.Import):
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
    # Imported only under TYPE_CHECKING in engine.info, and only inside a function in ai.agent.
    assert "cardtable.engine.state" in graph["cardtable.engine.info"]
    assert "cardtable.ai.ismcts" in graph["cardtable.ai.agent"]
    # An import by string is seen too.
    tree = ast.parse('importlib.import_module("cardtable.ai.ismcts")')
    call = next(n for n in ast.walk(tree) if isinstance(n, ast.Call))
    assert list(_named(call, "cardtable.ai.agent", False)) == ["cardtable.ai.ismcts"]
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


def test_the_session_knows_nothing_of_files() -> None:
    """The files hold matches, so ``persistence`` reads ``session``; ``session`` never reads
    ``persistence`` (a save is opened, and a simulated game written, from above or beside it)."""
    crossing = [
        f"{module} -> {target}"
        for module, targets in import_graph().items()
        if module.startswith("cardtable.session.")
        for target in sorted(targets)
        if target == "cardtable.persistence" or target.startswith("cardtable.persistence.")
    ]
    assert crossing == [], "\n".join(crossing)


#: The table page and what it builds: they talk to a running table only through the contract
#: ``cardtable.ui.table_control.TableControl``, which the local and the network controller keep.
_PAGE = (
    "cardtable.ui.table",
    "cardtable.ui.interaction",
    "cardtable.ui.keyboard",
    "cardtable.ui.models",
    "cardtable.ui.round_summary",
)


def test_the_table_page_knows_its_controller_by_the_contract_only() -> None:
    graph = import_graph()
    knowing = [
        f"{module} -> {target}"
        for module in _PAGE
        for target in sorted(graph[module])
        if target in ("cardtable.ui.controller", "cardtable.ui.remote")
    ]
    assert knowing == [], "\n".join(knowing)
    assert "cardtable.ui.table_control" in graph["cardtable.ui.table"]


def test_the_window_casts_no_type() -> None:
    """A controller is handed to the page as it is: mypy checks it keeps the contract."""
    casting = sorted(
        _module_name(path)
        for path in (PACKAGE / "ui").rglob("*.py")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.ImportFrom)
        and node.module == "typing"
        and any(alias.name == "cast" for alias in node.names)
    )
    assert casting == []


def test_classes_are_composed_not_spread_over_mixins() -> None:
    """A window, a scene or a game state is one class that holds its parts, not one class cut
    into mixins (or artificial base classes) across files."""
    mixing = set()
    bases: dict[str, list[str]] = {}
    for module, path in _modules().items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "_Base" for t in node.targets
            ):
                mixing.add(module)
            if isinstance(node, ast.ClassDef):
                bases[f"{module}.{node.name}"] = [ast.unparse(b) for b in node.bases]
    # The mixin idiom: ``_Base`` is the Qt class for the type checker and ``object`` at run time.
    assert mixing == set(), f"classes mixed into others: {sorted(mixing)}"
    assert bases["cardtable.ui.window.MainWindow"] == ["QMainWindow"]
    assert bases["cardtable.ui.scene.TableScene"] == ["QGraphicsScene"]
    assert bases["cardtable.ui.interaction.Gestures"] == ["QObject"]
    states = {
        m: b for m, b in bases.items() if m.startswith("cardtable.games.") and m.endswith("State")
    }
    assert states and all(b == ["GameState"] for b in states.values()), states


def _game_packages() -> set[str]:
    """The game packages in this tree: every package under ``cardtable/games/`` but the shared
    maths."""
    return {
        m.split(".")[2]
        for m, path in _modules().items()
        if m.startswith("cardtable.games.") and path.name == "__init__.py"
    } - {"shared"}


def test_the_games_of_this_tree_register_as_plugins() -> None:
    """Each game package is registered by its entry point, exactly as an outside package."""
    from cardtable.games import plugins

    registered = {p.info.id: type(p.info.factory).__module__ for p in plugins()}
    assert _game_packages() <= set(registered)


def _names_a_game(text: str, games: set[str]) -> list[str]:
    found = []
    for game in sorted(games):
        for pattern in (f'"{game}"', f"'{game}'", f"games.{game}", f"games/{game}/"):
            if pattern in text:
                found.append(pattern)
    return found


def test_no_module_outside_a_game_names_it() -> None:
    """Outside ``cardtable/games/<game>/`` (and the translations) no module names a game id or
    imports a game's modules: everything about a game comes from its plugin, found through the
    registry's entry points."""
    games = _game_packages()
    naming = {}
    for module, path in _modules().items():
        rel = path.relative_to(ROOT).as_posix()
        parts = module.split(".")
        if len(parts) > 2 and parts[1] == "games" and parts[2] in games:
            continue
        found = _names_a_game(path.read_text(encoding="utf-8"), games)
        if found:
            naming[rel] = found
    assert naming == {}, f"modules naming a game: {naming}"


def test_each_game_package_stands_alone() -> None:
    """A game imports the engine, the shared maths, the plugin contract and itself: no other
    game, not the registry."""
    games = _game_packages()
    assert games, "the game packages are found"
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
                if other not in (own, "shared", "plugin"):
                    crossing.append(f"{module} -> {target}")
    assert crossing == [], "\n".join(sorted(crossing))


def test_engine_games_and_ai_import_no_qt() -> None:
    code = (
        "import sys, cardtable.engine, cardtable.games, cardtable.ai, cardtable.session.match, "
        "cardtable.session.simulate, cardtable.session.driver, cardtable.session.inline, "
        "cardtable.net.protocol, cardtable.net.host, cardtable.net.client, "
        "cardtable.net.remote_session, cardtable.cli\n"
        "from cardtable.games import GAMES\n"
        "from cardtable.ai.agent import make_agent\n"
        "for g in GAMES: make_agent('heuristic', g)\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"Qt modules were loaded: {out.stdout}"
