"""Layering rules that keep the engine headless, and the Qt version pin."""

from __future__ import annotations

import subprocess
import sys


def test_engine_games_and_ai_import_no_qt() -> None:
    code = (
        "import sys, cardtable.engine, cardtable.games, cardtable.ai, cardtable.session.match, "
        "cardtable.session.simulate, cardtable.session.driver, cardtable.session.inline, "
        "cardtable.cli\n"
        "from cardtable.games import GAMES\n"
        "from cardtable.ai.agent import make_agent\n"
        "for g in GAMES: make_agent('heuristic', g)\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"Qt modules were loaded: {out.stdout}"
