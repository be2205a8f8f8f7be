"""The start screen loads only what it shows: the bots, the table, the network and replays are
loaded when they are first used (or while the start screen idles), not before the first window.
Each module loaded up front is paid for by every start (see ``benchmarks/budgets.py``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

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
window = MainWindow(paths=AppPaths.under(Path(sys.argv[1])))
window.show_start()
print(json.dumps(sorted(sys.modules)))
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
    "cardtable.session.replay",  # replays and hand histories
    "cardtable.session.record",
    "cardtable.session.driver",  # the table and its session
    "cardtable.ui.table",
    "cardtable.ui.scene",
    "cardtable.ui.art",
    "cardtable.ui.controller",
    "PySide6.QtSvg",
)


def test_the_start_screen_loads_no_bot_table_network_or_replay_module(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDTABLE_HOME=str(tmp_path))
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    out = subprocess.run(
        [sys.executable, "-c", _CHILD, str(tmp_path)],
        capture_output=True,
        text=True,
        env=env,
        check=True,
        timeout=120,
        cwd=ROOT,
    )
    modules: list[str] = json.loads(out.stdout.strip().splitlines()[-1])
    assert "cardtable.ui.start" in modules  # the start screen was built: something was tested
    early = [m for m in modules if any(m == p or m.startswith(p + ".") for p in _LATER)]
    # A game's bot or its heuristic belongs to the game being played, not to the start screen.
    early += [m for m in modules if m.startswith("cardtable.games.") and "heuristic" in m]
    assert early == [], f"loaded before the first window: {early}"
