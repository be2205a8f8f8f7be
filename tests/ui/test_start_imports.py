"""The start screen loads only what it shows: the bots, the table, the network and replays are
loaded when they are first used (or while the start screen idles), not before the first window.
Each module loaded up front is paid for by every start (see ``benchmarks/budgets.py``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.registry import SHIPPED, TEST_GAME

ROOT = Path(__file__).resolve().parents[2]

#: What the command line and the start screen import on their way to the first window, as
#: ``cardtable`` (no subcommand) does: the command line is read first, then the window built.
_CHILD = """
import json, sys
from cardtable.cli import build_parser
from cardtable.cli_language import choose_language
choose_language()
build_parser().parse_args([])
from PySide6.QtWidgets import QApplication
app = QApplication([])
from cardtable.ui.window import MainWindow
from cardtable.ui.paths import AppPaths
from pathlib import Path
from typing import Any

from tests.registry import SHIPPED, TEST_GAME
window = MainWindow(paths=AppPaths.under(Path(sys.argv[1])))
window.show_start()
print(json.dumps(sorted(sys.modules)))
"""

#: What a child process finds of every installed game's rules, each loaded on purpose: the
#: module of its state class and of each of its action classes and its heuristic bot.
_RULES = """
import json
from cardtable.games import plugins
found = {}
for game in plugins():
    state = game.info.factory
    modules = {state.__module__, type(game.heuristic()).__module__}
    modules |= {cls.__module__ for cls in game.info.codec.classes}
    found[game.id] = sorted(m for m in modules if not m.startswith("cardtable.engine."))
print(json.dumps(found))
"""

#: Modules the start screen must not wait for (prefixes).
_LATER = (
    "asyncio",  # the network: hosting and joining
    "cardtable.ai.ismcts",  # the bots' search
    "cardtable.ai.coach",
    "cardtable.ai.evaluation",
    "cardtable.ai.inference",
    "cardtable.ai.playout",
    "cardtable.net.client",
    "cardtable.net.host",
    "cardtable.net.kept",  # the seats kept for later, read by the Host and Join dialogs
    "cardtable.net.seatgame",  # a network seat's own replay
    "ssl",
    "cardtable.session.replay",  # replays and hand histories
    "cardtable.session.record",
    "cardtable.session.driver",  # the table and its session
    "cardtable.ui.table",
    "cardtable.ui.scene",
    "cardtable.ui.art",
    "cardtable.ui.controller",
    "cardtable.games.shared.layout",  # the table's layouts
    "PySide6.QtSvg",
)


def _child(code: str, home: Path) -> Any:
    """What a fresh interpreter running ``code`` prints last, read as JSON."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDTABLE_HOME=str(home))
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    out = subprocess.run(
        [sys.executable, "-c", code, str(home)],
        capture_output=True,
        text=True,
        env=env,
        check=True,
        timeout=120,
        cwd=ROOT,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_start_screen_loads_no_bot_table_network_or_replay_module(tmp_path: Path) -> None:
    modules: list[str] = _child(_CHILD, tmp_path)
    assert "cardtable.ui.start" in modules  # the start screen was built: something was tested
    early = [m for m in modules if any(m == p or m.startswith(p + ".") for p in _LATER)]
    # A game's bot or its heuristic belongs to the game being played, not to the start screen.
    early += [m for m in modules if m.startswith("cardtable.games.") and "heuristic" in m]
    assert early == [], f"loaded before the first window: {early}"


def test_the_start_screen_lists_the_games_without_loading_their_rules(tmp_path: Path) -> None:
    """Every installed game is listed from its plugin and its ``GameInfo``; its state, its
    actions and its bot (and what they import) wait for the first game of it."""
    rules: dict[str, list[str]] = _child(_RULES, tmp_path)
    # Every game was found, the test's own Quick Shed too, and each has modules of its own.
    assert set(SHIPPED) | {TEST_GAME} <= set(rules)
    assert all(rules.values()), rules
    modules = set(_child(_CHILD, tmp_path))
    early = {game: sorted(modules.intersection(found)) for game, found in rules.items()}
    assert early == {game: [] for game in rules}, (
        f"a game's rules loaded before the first window: {early}"
    )
    # Of the shipped games' packages only what lists them is loaded: the package, its plugin,
    # its info, the rules help the new game panel explains the options from, Moxie's cards.
    light = {"plugin", "info", "help", "cards"}
    heavy = [
        m
        for m in modules
        if m.startswith("cardtable.games.")
        and m.count(".") == 3
        and m.split(".")[2] != "shared"
        and m.split(".")[3] not in light
    ]
    assert heavy == [], f"loaded before the first window: {heavy}"
