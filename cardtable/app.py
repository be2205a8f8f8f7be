"""The GUI entry point: ``cardtable`` (start screen), ``cardtable play GAME ...`` and
``cardtable replay FILE`` (the match already read by :mod:`cardtable.replay_cli`).

Imports stay lazy so the first window shows quickly: Qt and the table are imported inside
:func:`run_app`, after the command line has been read.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any


def run_app(args: argparse.Namespace) -> int:
    """Open the window; with ``args.game`` set, go straight into that game."""
    setup: Any = None
    if getattr(args, "game", None):
        from cardtable.engine.errors import CardTableError
        from cardtable.ui.setup import setup_from_args

        try:
            setup = setup_from_args(
                args.game,
                players=args.players,
                seats=args.seats,
                demo=args.demo,
                seed=args.seed,
                options=args.option,
            )
        except CardTableError as exc:
            print(f"cardtable: {exc}", file=sys.stderr)
            return 2

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Card Table")
    app.setOrganizationName("cardtable")

    from cardtable.ui.i18n import apply_language
    from cardtable.ui.window import MainWindow

    apply_language()
    window = MainWindow()
    replay = getattr(args, "replay_match", None)
    if replay is not None:
        window.show_start()
        window.replay_match(replay)
    elif setup is not None:
        if getattr(args, "demo", False):
            window.controller.bot_delay_ms = 700
        window.start_game(setup)
    else:
        window.show_start()
    window.show()
    if getattr(args, "exit_after", None) is not None:
        _exit_after(app, window, args.exit_after)
    return int(app.exec())


def _exit_after(app: Any, window: Any, seconds: float) -> None:
    """For smoke tests and timing: once the event loop runs with the window shown, print
    ``cardtable: window shown at <time.monotonic()>`` and, on a line of its own, the CPU time the
    process had used by then (``cardtable: CPU time <seconds>``); after ``seconds``, close the
    window (which stops the bot thread) and quit the event loop normally."""
    import time

    from PySide6.QtCore import QTimer

    def shown() -> None:
        print(f"cardtable: window shown at {time.monotonic():.6f}", flush=True)
        print(f"cardtable: CPU time {time.process_time():.6f}", flush=True)

    def close() -> None:
        window.close()
        app.quit()

    QTimer.singleShot(0, shown)
    QTimer.singleShot(max(0, round(seconds * 1000)), close)
