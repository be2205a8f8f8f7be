"""The command-line side of hand histories and hints: ``cardtable record`` and ``cardtable hint``.

:func:`add_commands` adds the subcommands to the ``cardtable`` parser; each one reads a save file
(:func:`~cardtable.persistence.savefile.open_save`) and prints plain text. A file that cannot be
used ends the command with one sentence on standard error and exit code 2, and the file is left
as it was. They live with the files they read: the session below knows nothing of files.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cardtable.i18n import _
from cardtable.persistence.documents import DocumentError
from cardtable.session.match import Match


def seat_number(text: str) -> int:
    """A seat given on the command line, counted from 1, as a seat index (an argparse type)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("a seat is a number from 1, not {text!r}").format(text=text)
        ) from None
    if value < 1:
        raise argparse.ArgumentTypeError(
            _("seats are numbered from 1, not {value}").format(value=value)
        )
    return value - 1


def _from_save(path: str, text_of: Callable[[Match], str]) -> int:
    """Print ``text_of`` the match saved at ``path``; a file that cannot be used, or a question
    it cannot answer, is one sentence on standard error and status 2 (the file is untouched)."""
    from cardtable.persistence.savefile import open_save

    try:
        text = text_of(open_save(Path(path)))
    except DocumentError as exc:
        print(f"cardtable: {exc.message}", file=sys.stderr)
        return 2
    except ValueError as exc:
        print(f"cardtable: {exc}", file=sys.stderr)
        return 2
    sys.stdout.write(text)
    return 0


def _cmd_record(args: argparse.Namespace) -> int:
    from cardtable.session.record import record_text

    return _from_save(args.file, lambda match: record_text(match, args.seat))


def hint_text(match: Match, seed: int = 0, bot: str | None = None) -> str:
    """The coach's hint for the human seat on turn in ``match``, as one line of text.

    Raises NoHintError (a ValueError) with a sentence when there is none to give: the game is
    over, nobody is on turn, or the seat on turn is a bot's.
    """
    from cardtable.ai.coach import NoHintError, hint

    if match.is_over():
        raise NoHintError(_("the game is over, so there is no move to suggest"))
    seat = match.state.current_player
    if seat < 0:
        raise NoHintError(_("no seat is on turn in this saved game"))
    spec = match.seats[seat]
    if spec.is_bot:
        raise NoHintError(
            _("it is {name}'s turn (seat {seat}), and that seat is played by a bot").format(
                name=spec.name, seat=seat + 1
            )
        )
    legal = match.state.legal_actions(seat)
    found = hint(match.info.id, match.observation(seat), legal, seed, bot)
    return _("Hint for {spec} (seat {seat}): {text}  [{bot}]").format(
        spec=spec.name, seat=seat + 1, text=found.text, bot=found.bot
    )


def _cmd_hint(args: argparse.Namespace) -> int:
    return _from_save(args.file, lambda match: hint_text(match, args.seed) + "\n")


def add_commands(sub: Any) -> None:
    """Add ``record`` and ``hint`` to the subcommands of the ``cardtable`` parser."""
    record = sub.add_parser("record", help=_("print the hand history of a saved game"))
    record.add_argument("file", metavar=_("FILE"), help=_("a save file (.json)"))
    record.add_argument(
        "--seat",
        type=seat_number,
        default=None,
        metavar="N",
        help=_("for an unfinished game: show what seat N (from 1) may see"),
    )
    record.set_defaults(func=_cmd_record)

    coach = sub.add_parser("hint", help=_("the coach's move for the seat on turn in a saved game"))
    coach.add_argument(
        "file", metavar=_("FILE"), help=_("a save file (.json) of an unfinished game")
    )
    coach.add_argument(
        "--seed", type=int, default=0, metavar="N", help=_("the coach's random seed")
    )
    coach.set_defaults(func=_cmd_hint)
