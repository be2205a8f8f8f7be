"""The network seats this computer keeps between runs of the app: the table it hosted and the
seats it took at other computers' tables.

A player who closes the window in the middle of a network game, or whose computer restarts,
comes back to the same seat: a seat taken at another table is kept with its token, so Game ▸
Join a table… offers it again and takes it back; a table hosted from the window is autosaved
(:mod:`cardtable.net.hostsave`, ``hosted-table.json``) with which of its seats is this
window's, so Game ▸ Host a table… can serve it again with the same join code, and every player
takes their seat back.

Kept in ``network.json`` beside the saved games, read like every other file
(:func:`~cardtable.persistence.documents.read_document`). A damaged file is reported and set
aside before the next write, never overwritten; a file from a newer version is never replaced.
A seat is forgotten when its game ends, and after :data:`KEEP_DAYS` days in any case. The file
holds tokens, so it stays on this computer.
"""

from __future__ import annotations

import contextlib
import time
from pathlib import Path
from typing import Annotated, Final, Literal

import msgspec
from msgspec import Meta

from cardtable.i18n import _
from cardtable.net.hostsave import HostedTable, read_hosted
from cardtable.persistence.documents import DocumentError, DocumentKind, Problem, read_document
from cardtable.persistence.files import atomic_write_json, set_aside

__all__ = ["KEEP_DAYS", "HostedSeat", "JoinedSeat", "KeptSeats"]

KEPT_FORMAT: Final = "cardtable-network-seats"
KEPT_VERSION: Final = 1
#: A seat is forgotten this many days after it was last taken.
KEEP_DAYS: Final = 7
#: At most this many seats at other tables are kept (the newest).
MAX_JOINED: Final = 12

_Text = Annotated[str, Meta(max_length=200)]
_Seat = Annotated[int, Meta(ge=0, le=15)]


class HostedSeat(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """The table hosted from the window, as far as the autosave does not say it: this window's
    seat, its player's name, where the table listened and whether it was announced."""

    seat: _Seat
    name: _Text
    address: _Text
    port: Annotated[int, Meta(ge=0, le=65_535)]
    advertise: bool
    game: _Text
    at: float


class JoinedSeat(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A seat taken at another computer's table: where, its join code, the seat, its token."""

    where: _Text
    code: _Text
    seat: _Seat
    token: Annotated[str, Meta(max_length=128)]
    game: _Text
    name: _Text
    at: float


class KeptDocument(msgspec.Struct, forbid_unknown_fields=True):
    format: Literal["cardtable-network-seats"]
    version: Annotated[int, Meta(ge=1)]
    hosted: HostedSeat | None = None
    joined: Annotated[list[JoinedSeat], Meta(max_length=64)] = []


KEPT_KIND: Final = DocumentKind(KEPT_FORMAT, KEPT_VERSION, KeptDocument, "network seats file")


class KeptSeats:
    """``network.json`` and ``hosted-table.json`` in ``folder``; see the module docstring."""

    def __init__(self, folder: Path, now: float | None = None) -> None:
        self.path = Path(folder) / "network.json"
        #: The autosave of the table hosted from the window.
        self.hosted_path = Path(folder) / "hosted-table.json"
        #: Why the file could not be read ("" when it could, or there was none).
        self.problem = ""
        self._damaged = False
        self._newer = False
        self.hosted: HostedSeat | None = None
        self.joined: list[JoinedSeat] = []
        try:
            doc = read_document(self.path, KEPT_KIND)
        except FileNotFoundError:
            return
        except DocumentError as exc:
            self.problem = exc.message
            self._newer = exc.problem is Problem.NEWER
            self._damaged = not self._newer
            return
        oldest = (time.time() if now is None else now) - KEEP_DAYS * 86_400
        self.hosted = doc.hosted
        self.joined = [seat for seat in doc.joined if seat.at >= oldest][:MAX_JOINED]

    # --- seats at other tables -------------------------------------------------------------------

    def held(self, where: str, code: str) -> JoinedSeat | None:
        """The seat kept at the table at ``where`` with join ``code``, if any."""
        code = code.strip().upper()
        return next((s for s in self.joined if s.where == where and s.code == code), None)

    def took(self, seat: JoinedSeat) -> None:
        """A seat was taken (or taken back): keep it, newest first (one whose address, name or
        token is too long for the file is not kept, so the file always reads back)."""
        if not _fits(seat):
            return
        rest = [s for s in self.joined if (s.where, s.code) != (seat.where, seat.code)]
        self.joined = [seat, *rest][:MAX_JOINED]
        self._save()

    def forget(self, where: str, code: str) -> None:
        """The game at that table is over: its seat need not be kept."""
        code = code.strip().upper()
        kept = [s for s in self.joined if (s.where, s.code) != (where, code)]
        if len(kept) != len(self.joined):
            self.joined = kept
            self._save()

    # --- the table hosted from here --------------------------------------------------------------

    def hosting(self, seat: HostedSeat) -> None:
        """A table is hosted from the window (its autosave is ``hosted_path``)."""
        if not _fits(seat):
            return
        self.hosted = seat
        self._save()

    def resumable(self) -> tuple[HostedSeat, HostedTable] | str | None:
        """The table hosted here that was left unfinished, with its autosave read back; a
        sentence when it cannot be resumed; None when there is none."""
        seat = self.hosted
        if seat is None:
            return None
        try:
            table = read_hosted(self.hosted_path)
        except FileNotFoundError:
            return None
        except DocumentError as exc:
            return exc.message
        if table.match.is_over():
            return None  # its end was saved before the window heard of it: nothing to resume
        if seat.seat >= len(table.tokens) or not table.tokens[seat.seat]:
            return _("the saved table keeps no seat for this window")
        return seat, table

    def set_hosted_aside(self) -> None:
        """Keep a saved table that cannot be resumed under another name, so a new table hosted
        from here does not write over it."""
        with contextlib.suppress(FileNotFoundError):
            set_aside(self.hosted_path, "damaged")

    def stopped_hosting(self) -> None:
        """The hosted table's game ended (or never began): nothing is left to resume."""
        self.hosted_path.unlink(missing_ok=True)
        if self.hosted is not None:
            self.hosted = None
            self._save()

    # --- the file --------------------------------------------------------------------------------

    def _save(self) -> None:
        """Write the file atomically; a damaged one is set aside first, a newer one is kept
        (what changed then holds for this run only). OSError passes through."""
        if self._newer:
            return
        if self._damaged:
            with contextlib.suppress(FileNotFoundError):
                set_aside(self.path, "damaged")
            self._damaged = False
        data = {
            "format": KEPT_FORMAT,
            "version": KEPT_VERSION,
            "hosted": msgspec.to_builtins(self.hosted),
            "joined": msgspec.to_builtins(self.joined),
        }
        atomic_write_json(self.path, data)


def _fits(seat: HostedSeat | JoinedSeat) -> bool:
    """Whether ``seat`` passes the file's schema (what is written must read back)."""
    try:
        msgspec.convert(msgspec.to_builtins(seat), type(seat))
    except msgspec.ValidationError:
        return False
    return True
