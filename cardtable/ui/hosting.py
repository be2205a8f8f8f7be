"""Hosting a table from the window: the :class:`~cardtable.net.host.TableHost` in the background.

:class:`HostRunner` owns a worker thread with its own asyncio loop, on which the host serves the
table (and, on a network address, announces it through :mod:`cardtable.net.discovery`). The
window never waits on it: what the host reports (listening, a seat taken or let go, the end,
a failure) comes back as Qt signals. The window's own player sits at the table like any remote
player, through a :class:`~cardtable.ui.remote.NetLink` to this computer, holding a token made
here, so their seat is never open to anyone else and their cards never leave this process by
any other way than to themselves.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import os
import secrets
import threading
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from cardtable.engine.zones import Seat
from cardtable.net.host import HostConfig, TableHost, new_code
from cardtable.net.hostsave import HostedTable
from cardtable.net.kept import HostedSeat
from cardtable.net.tls import join_address
from cardtable.session.match import Match, SeatSpec
from cardtable.ui.setup import BOT_PERSONAS

__all__ = ["REMOTE", "YOU", "HostPlan", "HostRunner", "connect_address"]

#: A seat played by this window's player.
YOU = "you"
#: A seat left open for a player on another computer.
REMOTE = "remote"
#: The addresses the host dialog offers: this computer only, or every network it is on.
LOOPBACK = "127.0.0.1"
EVERYWHERE = "0.0.0.0"


@dataclass(frozen=True, slots=True)
class HostPlan:
    """What the host dialog chose."""

    game: str
    #: Per seat: YOU, REMOTE or a bot's name ("heuristic", "ismcts:easy"…).
    seats: tuple[str, ...]
    name: str
    address: str = LOOPBACK
    port: int = 0
    advertise: bool = False
    seed: int | None = None
    #: The pace of the bots' moves (the window's View ▸ Bot speed).
    bot_delay_ms: int = 650
    #: A bot that plays for a player gone ``grace`` seconds, until they return ("": the game
    #: waits for them).
    takeover: str = ""
    grace: float = 60.0

    @property
    def you(self) -> Seat:
        return self.seats.index(YOU)

    def problem(self) -> str:
        """Why this plan cannot be hosted ("" when it can); English, checked again by the host."""
        if self.seats.count(YOU) != 1:
            return "exactly one seat is yours"
        if REMOTE not in self.seats:
            return "leave at least one seat open for a player on another computer"
        return ""


def connect_address(address: str, port: int, fingerprint: str = "") -> str:
    """Where this computer's own player connects to a table listening on ``address`` (with the
    fingerprint of the table's certificate, which it checks like any player)."""
    local = LOOPBACK if address in (EVERYWHERE, "", "::") else address
    return join_address(local, port, fingerprint)


class HostRunner(QObject):
    """Serves one table on a worker thread; see the module docstring."""

    #: Listening: the port.
    started = Signal(int)
    #: The table could not be served: one sentence.
    failed = Signal(str)
    #: The seats changed: a list of (name, state) per seat, state as in an update's ``seats``.
    seats_changed = Signal(object)
    #: The game ended and the table stopped.
    finished = Signal()

    def __init__(
        self,
        plan: HostPlan,
        parent: QObject | None = None,
        save_path: Path | None = None,
        resume: HostedTable | None = None,
    ) -> None:
        super().__init__(parent)
        self.plan = plan
        #: Where the table is autosaved after every move (None: not saved).
        self.save_path = save_path
        #: The autosaved table served again (None: a new table).
        self.resumed = resume
        self.code = resume.code if resume is not None else new_code()
        #: The token of this window's own seat (its player connects with it).
        self.token = resume.tokens[plan.you] if resume is not None else secrets.token_urlsafe(24)
        self.port = 0
        self.host: TableHost | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread: threading.Thread | None = None
        #: Set by stop(), read by the thread (a stop asked before its loop runs still counts).
        self._stopping = threading.Event()
        self.running = False

    @classmethod
    def resuming(
        cls,
        seat: HostedSeat,
        table: HostedTable,
        save_path: Path,
        parent: QObject | None = None,
        bot_delay_ms: int = 650,
    ) -> HostRunner:
        """A runner serving again the table autosaved at ``save_path`` (read back as ``table``),
        where this window plays ``seat``, on the address and port it had."""
        kinds = tuple(YOU if i == seat.seat else kind for i, kind in enumerate(table.plan))
        plan = HostPlan(
            table.match.info.id,
            kinds,
            seat.name,
            seat.address,
            seat.port,
            seat.advertise,
            table.match.seed,
            bot_delay_ms,
            table.takeover,
            table.grace,
        )
        return cls(plan, parent, save_path, table)

    def _config(self) -> HostConfig:
        plan = self.plan
        return HostConfig(
            address=plan.address,
            port=plan.port,
            code=self.code,
            bot_delay_ms=plan.bot_delay_ms,
            takeover=plan.takeover,
            grace=plan.grace,
            save_path=self.save_path,
            certificate=self.resumed.certificate if self.resumed is not None else None,
        )

    def build(self) -> TableHost:
        """The host for the plan (OptionError, CardTableError for a plan that cannot be)."""
        plan = self.plan
        resumed = self.resumed
        if resumed is not None:
            return TableHost(
                resumed.match, resumed.plan, self._config(), resumed.tokens, resumed.started
            )
        seed = plan.seed if plan.seed is not None else int.from_bytes(os.urandom(7), "big")
        match = Match(plan.game, len(plan.seats), {}, seed)
        you = plan.you
        match.seats[you] = SeatSpec.human(plan.name.strip() or "You")
        kinds = [REMOTE if k == YOU else k for k in plan.seats]
        # Bots are named as the new-game form names them, never with the player's own name.
        you_name = match.seats[you].name.casefold()
        personas = itertools.cycle([p for p in BOT_PERSONAS if p.casefold() != you_name])
        for seat, kind in enumerate(kinds):
            if kind != REMOTE:
                match.seats[seat] = SeatSpec.robot(kind, next(personas))
        tokens = [self.token if i == you else "" for i in range(len(kinds))]
        return TableHost(match, kinds, self._config(), tokens)

    @property
    def fingerprint(self) -> str:
        """The fingerprint of the table's certificate, part of the address players join with."""
        return self.host.fingerprint if self.host is not None else ""

    def start(self) -> None:
        """Start serving (``started`` or ``failed`` follows)."""
        host = self.build()
        self.host = host
        host.seats_changed.append(self._report_seats)
        self.running = True
        self._thread = threading.Thread(target=self._run, name="cardtable-host", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        finally:
            self.running = False

    async def _main(self) -> None:
        from cardtable.net.discovery import Advertiser

        host = self.host
        assert host is not None
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        if self._stopping.is_set():
            return
        try:
            self.port = await host.start()
        except OSError as exc:
            self.failed.emit(str(exc.strerror or exc))
            return
        advertiser = None
        if self.plan.advertise and self.plan.address not in (LOOPBACK, "::1"):
            advertiser = Advertiser(host)
            try:
                await advertiser.start()
            except Exception:  # no multicast here: the table is served, just not announced
                advertiser = None
        self.started.emit(self.port)
        self._report_seats()
        if self._stopping.is_set():
            self._stop.set()
        done = asyncio.ensure_future(host.wait_finished())
        stop = asyncio.ensure_future(self._stop.wait())
        await asyncio.wait({done, stop}, return_when=asyncio.FIRST_COMPLETED)
        stop.cancel()
        if done.done() and not done.cancelled() and done.exception() is not None:
            self.failed.emit(str(done.exception()))
        elif done.done():
            await asyncio.sleep(1.0)  # the last updates reach the players before the close
        done.cancel()
        if advertiser is not None:
            with contextlib.suppress(Exception):
                await advertiser.stop()
        await host.close()
        self.finished.emit()

    def _report_seats(self) -> None:
        host = self.host
        if host is not None:
            self.seats_changed.emit(list(zip(host.match.names, host.seat_states(), strict=False)))

    def stop(self, wait: float = 5.0) -> None:
        """Stop hosting: every connection is closed and the port let go."""
        self._stopping.set()
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(stop.set)
        if self._thread is not None:
            self._thread.join(wait)
        self.running = False
