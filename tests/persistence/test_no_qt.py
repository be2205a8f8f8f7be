"""Saves, statistics, settings values, undo and score sheets stay headless (no Qt)."""

from __future__ import annotations

import subprocess
import sys


def test_session_and_persistence_import_no_qt() -> None:
    code = (
        "import sys\n"
        "import cardtable.persistence.files, cardtable.persistence.saves\n"
        "import cardtable.persistence.stats, cardtable.persistence.settings\n"
        "import cardtable.session.undo, cardtable.session.scoresheet, cardtable.session.history\n"
        "import cardtable.session.preview, cardtable.session.dealcode, cardtable.ui.setup\n"
        "import cardtable.rules_help\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"Qt modules were loaded: {out.stdout}"
