"""``cardtable replay FILE``: open the app straight into the replay viewer for a save file.

The file is read and replayed before any window opens (without Qt), so a file that is not a
readable save is told in one sentence naming it, and the command exits with status 2; the
file is never changed. :mod:`cardtable.cli` only registers the command through
:func:`add_replay_command`.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path
from typing import Any

from cardtable.i18n import _


def add_replay_command(sub: Any, exit_after_help: str) -> None:
    """Add ``replay FILE [--exit-after S]`` to the command line's subcommands."""
    replay = sub.add_parser("replay", help=_("watch a saved or finished game move by move"))
    replay.add_argument(
        "file", metavar=_("FILE"), help=_("a save file (.json), e.g. from the finished/ folder")
    )
    replay.add_argument(
        "--exit-after",
        type=float,
        default=argparse.SUPPRESS,
        metavar=_("SECONDS"),
        help=exit_after_help,
    )
    replay.set_defaults(func=run_replay)


def run_replay(args: argparse.Namespace) -> int:
    from cardtable.persistence.saves import SaveError, SaveStore

    path = Path(args.file).expanduser()
    try:
        match = SaveStore(path.parent).read_match(path)
    except SaveError as exc:
        print(f"cardtable: {exc.message}", file=sys.stderr)
        return 2
    try:
        app = importlib.import_module("cardtable.app")
    except ImportError as exc:  # Qt (or the app itself) is missing from this installation
        print("cardtable: " + _("the app cannot start: {exc}").format(exc=exc), file=sys.stderr)
        return 2
    args.game = None
    args.replay_match = match
    result: int = app.run_app(args)
    return result
