"""Hosting a table: the match runs here, and each remote player sees only their own seat.

:class:`TableHost` serves one table over WebSockets (the ``websockets`` package, on asyncio). It
runs the match with the same :class:`~cardtable.session.driver.TableSession` the window uses,
as its :class:`~cardtable.session.contract.SessionHost`: a wake-up is ``loop.call_at`` and a
bot thinks on one worker thread. Seats are planned as ``"remote"`` (a player who joins),
``"local"`` (a person at the host's own window) or a bot's name.

The host is the only authority. After every step each connected remote seat is sent an update
holding its own observation, its legal moves and the events since its last update, each
redacted for it by the engine (:mod:`cardtable.net.protocol`); the other seats' hands never
leave this process. A player's move is parsed with the game's notation and applied through the
session, which asks the engine; whatever is refused (a malformed or oversized message, an
unknown type, a wrong join code, a taken seat, a move out of turn or against the rules, a move
for an earlier position, anything before ``hello``) gets one sentence back and changes nothing.

Strangers (:mod:`cardtable.net.gate`): a connection gets one hello, within ``join_timeout``;
after a fatal refusal nothing more is read from it; connections waiting to join are limited per
address and in all without ever counting against the seats; wrong codes are slowed down.

At the end of a round (a hand, a game of a match) the table waits, as a window's does, until
every person seated and connected has read it (a ``read`` message) before it deals the next
one; each update names the seats it still waits for. A seat that drops, or that a stand-in bot
takes over, is not waited for.

A player who drops is shown as disconnected and may take the seat back with the token from its
``welcome``; the game waits for them, or a stand-in bot plays from ``grace`` seconds after the
drop. A slow player's connection (:mod:`cardtable.net.connection`) ends alone, never holding up
the table. The deal waits until every remote seat has been taken once.

Every action and every join is autosaved (:mod:`cardtable.net.hostsave`), so
:meth:`TableHost.resume` serves the same table after a restart.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from cardtable.ai.agent import make_agent
from cardtable.engine.errors import CardTableError, OptionError
from cardtable.engine.zones import Seat
from cardtable.net import protocol as wire
from cardtable.net.connection import Connection, remote_address
from cardtable.net.gate import (
    Door,
    QuietFilter,
    QuietLog,
    WrongCodes,
    after_wrong,
    new_code,
    normal_code,
    same,
    slow_down,
)
from cardtable.net.hostsave import HostedTable, read_hosted, write_hosted
from cardtable.net.seats import SeatState, seat_for, token_seat, unique_name
from cardtable.net.tls import Certificate, join_address, make_certificate, server_context
from cardtable.session.contract import BotRequest, SessionListener, Snapshot, Step, answer
from cardtable.session.driver import TableSession
from cardtable.session.history import RoundTracker
from cardtable.session.match import Match, SeatSpec
from cardtable.session.roundend import RoundSummary
from cardtable.session.scoresheet import needs_marks

__all__ = ["HostConfig", "TableHost", "new_code"]

#: At most this many events of the moves before are sent to a seat that (re)joins, so its
#: first update stays well under the size limit (a whole game of Moxie is some 2,300).
HISTORY_EVENTS = 2_000


@dataclass(slots=True)
class HostConfig:
    """How a table is served (the match itself is given to :class:`TableHost`)."""

    #: Where to listen: loopback unless the host says otherwise.
    address: str = "127.0.0.1"
    #: 0 picks a free port.
    port: int = 0
    code: str = ""
    #: A bot's name to stand in for a player gone ``grace`` seconds ("" waits for them).
    takeover: str = ""
    grace: float = 60.0
    #: Where the hosted table is autosaved (None: not saved).
    save_path: Path | None = None
    #: Pace of bot moves (the window's table uses 650 ms; a headless table need not wait).
    bot_delay_ms: int = 0
    #: A send that takes longer ends that connection (the player may rejoin).
    send_timeout: float = 10.0
    #: Updates waiting for one player beyond this end that connection too.
    queue_limit: int = 512
    #: A connection that has not joined within this many seconds is closed.
    join_timeout: float = 5.0
    #: Connections waiting to join at once, from one remote address and in all (a newcomer
    #: beyond either pushes out the oldest waiting one; seated players never count).
    waiting_per_address: int = 16
    waiting_total: int = 128
    #: fsync the autosave (tests turn it off for speed).
    sync: bool = True
    #: For debugging only: serve plain ``ws://``, not encrypted (anyone on the network can read
    #: every hand); otherwise ``wss://`` with the table's own certificate.
    plain: bool = False
    #: The table's key and certificate (None: a fresh one; a resumed table keeps its own).
    certificate: Certificate | None = None


class TableHost(SessionListener):
    """One hosted table; see the module docstring."""

    def __init__(
        self,
        match: Match,
        plan: Sequence[str],
        config: HostConfig | None = None,
        tokens: Sequence[str] = (),
        started: bool = False,
    ) -> None:
        self.config = config if config is not None else HostConfig()
        self.code = self.config.code or new_code()
        self.certificate = None if self.config.plain else self.config.certificate
        if self.certificate is None and not self.config.plain:
            self.certificate = make_certificate(f"Card Table {match.info.title}")
        if len(plan) != match.num_players:
            raise OptionError(f"{len(plan)} seats planned for {match.num_players} players")
        for kind in plan:
            if kind not in ("remote", "local"):
                make_agent(kind, match.info.id)  # OptionError names a bot that does not exist
        if self.config.takeover:
            make_agent(self.config.takeover, match.info.id)
        self.match = match
        self.seats = [SeatState(kind) for kind in plan]
        for state, token in zip(self.seats, tokens, strict=False):
            state.token = token
        self.started = started
        self.session = TableSession(self, self, bot_delay_ms=self.config.bot_delay_ms)
        self.session.follow_acting_human = False
        # Every seat reads a round's end before the next deal (see _reading).
        self.session.pause_at_round_end = True
        #: At a round's end: the seats the table still waits for to read it.
        self._reading: set[Seat] = set()
        self._round_end_at = -1
        #: The rounds ended, for the score sheets that need them (sent with every update).
        self._rounds = RoundTracker(match) if needs_marks(match.info.id) else None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._server: Server | None = None
        self._executor = ThreadPoolExecutor(1, thread_name_prefix="cardtable-host-bots")
        self._wake: asyncio.TimerHandle | None = None
        self._wake_at = 0.0
        self._refusal = ""
        self._connections: set[Connection] = set()
        self._door: Door[Connection] = Door(
            self.config.waiting_per_address, self.config.waiting_total
        )
        self.wrong_codes = WrongCodes()
        #: The host's log: a few one-line records a minute at most, whatever clients send.
        self.log = QuietLog(logging.getLogger("cardtable.net.host"))
        #: asyncio's own logger held to the same while the table is served (see gate.py).
        self._quiet_asyncio = QuietFilter()
        self._done: asyncio.Future[Snapshot] | None = None
        #: Called (with no arguments) when a seat is taken or let go (for LAN discovery).
        self.seats_changed: list[Callable[[], None]] = []

    # --- starting and stopping -------------------------------------------------------------------

    @classmethod
    def resume(cls, path: Path, config: HostConfig | None = None) -> TableHost:
        """The table autosaved at ``path``, ready to serve again (DocumentError if it cannot)."""
        table = read_hosted(path)
        config = config if config is not None else HostConfig()
        config.code = table.code
        config.takeover = table.takeover
        config.grace = table.grace
        config.save_path = Path(path)
        if table.certificate is not None:
            config.certificate = table.certificate
        return cls(table.match, table.plan, config, table.tokens, table.started)

    async def start(self) -> int:
        """Listen for players (and deal once every remote seat is taken); returns the port."""
        loop = asyncio.get_running_loop()
        self._loop = loop
        self._done = loop.create_future()
        plan = [s.plan for s in self.seats]
        specs = [
            spec if kind in ("remote", "local") else SeatSpec.robot(kind, spec.name)
            for spec, kind in zip(self.match.seats, plan, strict=True)
        ]
        self.match.seats[:] = specs
        self.session.set_match(self.match)
        logging.getLogger("asyncio").addFilter(self._quiet_asyncio)
        self._server = await serve(
            self._serve,
            self.config.address,
            self.config.port,
            max_size=2 * wire.MAX_MESSAGE_BYTES,
            max_queue=4,
            open_timeout=self.config.join_timeout,
            close_timeout=2.0,
            logger=self.log,
            ssl=server_context(self.certificate) if self.certificate is not None else None,
        )
        if not any(s.remote for s in self.seats) or self.started:
            self._begin()
        for seat, state in enumerate(self.seats):
            if state.remote and state.token:  # resumed: its player has not rejoined yet
                self._await_return(seat)
        self._autosave()
        return self.port

    @property
    def port(self) -> int:
        assert self._server is not None, "the table is not being served"
        port: int = self._server.sockets[0].getsockname()[1]
        return port

    @property
    def fingerprint(self) -> str:
        """The SHA-256 fingerprint of the table's certificate ("" when served unencrypted)."""
        return self.certificate.fingerprint if self.certificate is not None else ""

    def join_address(self, reachable: str) -> str:
        """What a player joins with at ``reachable``: ``HOST:PORT/FINGERPRINT``."""
        return join_address(reachable, self.port, self.fingerprint)

    def open_seats(self) -> list[Seat]:
        return [i for i, s in enumerate(self.seats) if s.remote and not s.token]

    async def wait_finished(self) -> Snapshot:
        """Wait for the end of the game; its final snapshot (winners, result)."""
        assert self._done is not None, "start() first"
        return await asyncio.shield(self._done)

    async def close(self) -> None:
        """Send what is queued (briefly), close every connection and stop listening."""
        for conn in list(self._connections):
            await conn.drain(2.0)
            # Said in the close frame, so a player is told the host closed the table rather
            # than that the connection was lost.
            with contextlib.suppress(Exception):
                await asyncio.wait_for(conn.ws.close(1001, "closed"), 2.0)
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None
        logging.getLogger("asyncio").removeFilter(self._quiet_asyncio)
        if self._wake is not None:
            self._wake.cancel()
        self.session.cancel_bots()
        self._executor.shutdown(wait=False, cancel_futures=True)

    async def serve_to_end(self) -> Snapshot:
        """Start, wait for the end of the game, close; the final snapshot."""
        if self._server is None:
            await self.start()
        try:
            return await self.wait_finished()
        finally:
            await self.close()

    def _begin(self) -> None:
        self.started = True
        self.session.start()

    # --- SessionHost -----------------------------------------------------------------------------

    def schedule(self, delay_ms: int) -> None:
        loop = self._loop
        assert loop is not None
        at = loop.time() + delay_ms / 1000.0
        if self._wake is not None:
            if self._wake_at <= at:
                return
            self._wake.cancel()
        self._wake_at = at
        self._wake = loop.call_at(at, self._pump)

    def ask_bot(self, request: BotRequest) -> None:
        loop = self._loop
        assert loop is not None
        future = loop.run_in_executor(self._executor, answer, request)
        future.add_done_callback(
            lambda f: None if f.cancelled() else self._guard(self.session.bot_replied, f.result())
        )

    def _pump(self) -> None:
        self._wake = None
        if self.started:  # nothing is dealt or played before every remote seat is taken
            self._guard(self.session.pump)

    def _guard(self, call: Callable[..., None], *args: Any) -> None:
        """Run a step of the session; a bug ends the hosting with the error, not silently."""
        try:
            call(*args)
        except Exception as exc:
            if self._done is not None and not self._done.done():
                self._done.set_exception(exc)

    # --- SessionListener -------------------------------------------------------------------------

    def stepped(self, step: Step) -> None:
        self._note_round_end()  # the step's update already says who is to read it
        self._autosave()
        self._broadcast()

    def refused(self, reason: str) -> None:
        self._refusal = reason

    def round_over(self, summary: RoundSummary) -> None:
        if self._note_round_end():
            self._broadcast()  # a round's end met without a step (a table resumed at one)
        if not self._reading:  # nobody at the table to wait for (they may be back later)
            self.session.continue_play()

    def _note_round_end(self) -> bool:
        """At a round's end not met before, wait for every seat that reads it; whether it was
        new."""
        if self.session.round_end is None:
            return False
        serial = len(self.match.log)
        if serial == self._round_end_at:
            return False
        self._round_end_at = serial
        self._reading = {s for s in range(len(self.seats)) if self._reads(s)}
        return True

    def round_continues(self) -> None:
        self._reading = set()

    @property
    def reading(self) -> frozenset[Seat]:
        """At a round's end, the seats the table still waits for to read it."""
        return frozenset(self._reading)

    def _reads(self, seat: Seat) -> bool:
        """Whether the table waits for ``seat`` to read a round's end: a person, connected."""
        state = self.seats[seat]
        return state.remote and state.conn is not None and not state.standing_in

    def _read_on(self, seat: Seat) -> None:
        """``seat`` has read the round's end (or left): deal on once nobody is left reading."""
        if seat not in self._reading:
            return
        self._reading.discard(seat)
        if not self._reading:
            self.session.continue_play()  # the deal's update tells every seat
        else:
            self._broadcast()  # who is still reading

    def finished(self, snapshot: Snapshot) -> None:
        self._autosave()
        self._broadcast()
        if self._done is not None and not self._done.done():
            self._done.set_result(snapshot)

    # --- what each seat is told ------------------------------------------------------------------

    def seat_states(self) -> list[str]:
        out = []
        for state in self.seats:
            if not state.remote:
                out.append("local" if state.plan == "local" else "bot")
            elif state.standing_in:
                out.append("bot")
            elif state.conn is not None:
                out.append("connected")
            else:
                out.append("disconnected" if state.token else "open")
        return out

    def update_for(self, seat: Seat) -> wire.Update:
        """What ``seat`` is told now: its observation, its moves and the events it has not had."""
        match = self.match
        state = self.seats[seat]
        sent = state.sent
        if sent is None and self.started:
            sent = self._history_start()  # a seat (re)joined: the moves before, for its log
        events = []
        moves: list[tuple[Seat, int]] = []
        if sent is not None:
            events = [ev.redact(seat) for entry in match.log[sent:] for ev in entry.events]
            moves = [(entry.seat, len(entry.events)) for entry in match.log[sent:]]
        state.sent = len(match.log)
        marks = self._rounds.marks() if self._rounds is not None else ()
        over = match.is_over()
        legal = []
        if self.started and not over and self.session.is_human(seat):
            legal = list(match.state.legal_actions(seat))
        outcome = match.state.outcome()
        result = (over, outcome.text if outcome else "", outcome.winners if outcome else ())
        return wire.update_message(
            len(match.log),
            match.observation(seat),
            legal,
            events,
            self.seat_states(),
            match.names,
            match.state.scores(),
            result,
            moves,
            [(m.number, m.scores, m.final) for m in marks],
            self._reading,
        )

    def _history_start(self) -> int:
        """Where the moves a seat is sent when it joins begin: the first move, unless the events
        since would make the update too long (then the latest moves that fit)."""
        count = 0
        log = self.match.log
        for index in range(len(log) - 1, -1, -1):
            count += len(log[index].events)
            if count > HISTORY_EVENTS:
                return index + 1
        return 0

    def _broadcast(self, fresh_only: bool = False) -> None:
        """Send each connected seat its update (``fresh_only``: only seats that have had none
        since they joined)."""
        for seat, state in enumerate(self.seats):
            if state.conn is not None and not (fresh_only and state.sent is not None):
                state.conn.send(wire.encode(self.update_for(seat)))

    def _autosave(self) -> None:
        path = self.config.save_path
        if path is None:
            return
        table = HostedTable(
            self.match,
            self.code,
            tuple(s.plan for s in self.seats),
            tuple(s.token for s in self.seats),
            self.config.takeover,
            self.config.grace,
            self.started,
            self.certificate,
        )
        write_hosted(path, table, self.config.sync)

    def _seats_changed(self) -> None:
        for callback in self.seats_changed:
            callback()

    # --- connections -----------------------------------------------------------------------------

    async def _serve(self, ws: ServerConnection) -> None:
        conn = Connection(ws, self.config.queue_limit, self.config.send_timeout)
        conn.address = remote_address(ws)
        conn.start()
        self._connections.add(conn)
        for pushed in self._door.arrive(conn, conn.address):
            self._refuse(pushed, "too many connections are waiting to join; try again", True)
        assert self._loop is not None
        deadline = self._loop.call_later(self.config.join_timeout, self._too_late, conn)
        try:
            async for data in ws:
                if conn.closing:
                    break  # after a fatal refusal nothing more is read
                self._receive(conn, data)
                if conn.closing:
                    break
            if conn.closing and conn.writer is not None:
                await asyncio.shield(conn.writer)  # the refusal goes out, then the close
        except ConnectionClosed:
            pass
        finally:
            deadline.cancel()
            self._door.leave(conn)
            self._connections.discard(conn)
            self._dropped(conn)
            if conn.writer is not None:
                conn.writer.cancel()

    def _too_late(self, conn: Connection) -> None:
        if conn.seat is None:
            seconds = f"{self.config.join_timeout:g}"
            self._refuse(conn, f"you did not join within {seconds} seconds", fatal=True)

    def _refuse(self, conn: Connection, reason: str, fatal: bool = False) -> None:
        conn.send(wire.encode(wire.refused(reason, fatal)), last=fatal)

    def _receive(self, conn: Connection, data: str | bytes) -> None:
        try:
            message = wire.decode_to_host(data)
        except wire.ProtocolError as exc:
            self._refuse(conn, str(exc), fatal=conn.seat is None)  # a stranger gets one try
            return
        try:
            if isinstance(message, wire.Hello):
                self._join(conn, message)
            elif conn.seat is None:
                self._refuse(conn, "say hello with the join code before anything else", fatal=True)
            elif isinstance(message, wire.Read):
                self._read(conn.seat, message)
            else:
                self._act(conn, conn.seat, message)
        except Exception as exc:  # a bug met by one message: that message is refused, no more
            self.log.error(
                "a %s message from %s failed",
                message.__class__.__name__,
                conn.address,
                exc_info=exc,
            )
            self._refuse(conn, "the host could not use that message", fatal=conn.seat is None)

    def _join(self, conn: Connection, hello: wire.Hello) -> None:
        if conn.seat is not None:
            self._refuse(conn, f"you have already joined this table as seat {conn.seat + 1}")
            return
        if conn.said_hello:  # one join attempt per connection
            self._refuse(conn, "one hello per connection", fatal=True)
            return
        conn.said_hello = True
        seat = token_seat(self.seats, hello.token) if hello.token else None
        if seat is None:  # a valid token is never slowed down; anything else may be
            wait = self.wrong_codes.wait(conn.address)
            if wait > 0:
                self._refuse(conn, slow_down(wait), fatal=True)
                return
        if not same(normal_code(hello.code), normal_code(self.code)):
            wait = 0.0 if seat is not None else self.wrong_codes.failed(conn.address)
            self._refuse(conn, "the join code is wrong" + after_wrong(wait), fatal=True)
            return
        self.wrong_codes.succeeded(conn.address)
        seat, reason = seat_for(self.seats, hello)
        if seat is None:
            self._refuse(conn, reason, fatal=True)
            return
        name = ""
        if not self.seats[seat].token:
            name, reason = unique_name(self.match.names, hello.name, seat)
            if reason:
                self._refuse(conn, reason, fatal=True)
                return
        self._door.leave(conn)
        self._seat(conn, seat, name)

    def _seat(self, conn: Connection, seat: Seat, name: str) -> None:
        """Give ``seat`` to ``conn`` (a fresh seat is named ``name``) and welcome it."""
        state = self.seats[seat]
        old = state.conn
        if old is not None:  # the token holder is back on a new connection
            old.seat = None
            old.close_reason = "joined again elsewhere"
            self._refuse(old, "you joined this table again from another connection", fatal=True)
        if not state.token:
            state.token = secrets.token_urlsafe(24)
            state.welcomed = False
            self.match.seats[seat] = SeatSpec.human(name)
        if state.standing_in:
            state.standing_in = False
            self.session.agents[seat] = None
        state.conn = conn
        state.sent = None
        state.generation += 1
        conn.seat = seat
        if self.session.round_end is not None:
            self._reading.add(seat)  # back during a round's end: it reads it too
        match = self.match
        welcome = wire.Welcome(
            wire.VERSION,
            seat,
            state.token,
            match.info.id,
            match.num_players,
            dict(match.options),
            match.names,
        )

        def sent() -> None:
            state.welcomed = True
            self._autosave()

        conn.send(wire.encode(welcome), sent=sent)
        if not self.started and not self.open_seats():
            self._begin()  # the deal goes to every seat as a step
            self._broadcast(fresh_only=True)
        else:
            self._broadcast()
        self._seats_changed()
        if self._loop is not None:
            self.schedule(0)

    def _act(self, conn: Connection, seat: Seat, act: wire.Act) -> None:
        if not self.started:
            waiting = len(self.open_seats())
            self._refuse(conn, f"the game has not begun: {waiting} more player(s) to join")
            return
        match = self.match
        if match.is_over():
            self._refuse(conn, "the game is over")
            return
        if act.serial != len(match.log):
            self._refuse(
                conn,
                f"that move was chosen at move {act.serial}, and the table is at move "
                f"{len(match.log)} now",
            )
            return
        try:
            action = match.info.codec.parse(act.action)
        except (CardTableError, ValueError) as exc:
            self._refuse(conn, f"{act.action[:40]!r} is not a move in {match.info.title}: {exc}")
            return
        if action.chance:
            self._refuse(conn, "shuffles and deals are made by the host")
            return
        self._refusal = ""
        if not self.session.play(action, seat):
            self._refuse(conn, self._refusal or "the move was refused")

    def _read(self, seat: Seat, read: wire.Read) -> None:
        if self.session.round_end is None or read.serial != len(self.match.log):
            return  # read too late (the table dealt on without this seat): nothing to do
        self._read_on(seat)

    def _dropped(self, conn: Connection) -> None:
        seat = conn.seat
        if seat is None or self.seats[seat].conn is not conn:
            return
        state = self.seats[seat]
        state.conn = None
        state.generation += 1
        if not state.welcomed:  # its token never left: the seat is open again
            state.token = ""
            state.sent = None
            self.match.seats[seat] = SeatSpec.human(f"Player {seat + 1}")
            self._autosave()
        self._broadcast()
        self._seats_changed()
        self._read_on(seat)  # a round's end does not wait for a player who is gone
        self._await_return(seat)

    def _await_return(self, seat: Seat) -> None:
        """With a stand-in bot chosen, start the grace period of an empty seat."""
        if self.config.takeover and self._loop is not None and not self.match.is_over():
            generation = self.seats[seat].generation
            self._loop.call_later(self.config.grace, self._stand_in, seat, generation)

    def _stand_in(self, seat: Seat, generation: int) -> None:
        state = self.seats[seat]
        if state.conn is not None or state.generation != generation or self.match.is_over():
            return
        state.standing_in = True
        self.session.agents[seat] = make_agent(self.config.takeover, self.match.info.id)
        self._read_on(seat)
        self._broadcast()
        self.schedule(0)
