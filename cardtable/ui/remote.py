"""A seat at a table hosted elsewhere, drawn on the normal table page: the Qt side.

:class:`NetLink` is the connection: a :class:`~cardtable.net.client.TableClient` on its own
asyncio loop, on a worker thread, so the window never waits on the network. It touches no
widget; what the host sends reaches the GUI thread as Qt signals (queued across threads).

:class:`RemoteController` gives the table page (:mod:`cardtable.ui.table`) what
:class:`~cardtable.ui.controller.TableController` gives it (both are a
:class:`~cardtable.ui.table_control.TableControl`), fed by the host's updates instead of a local
match. What the updates mean (snapshots, score sheets, log lines, what a drop means or why it
means nothing) is the Qt-free :class:`~cardtable.net.remote_session.RemoteSession`; this adapter
gives it the connection, turns what it reports into signals, and holds updates back while the
page animates. Undo, hints and saving need the whole match, which stays with the host.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.errors import CardTableError
from cardtable.engine.observation import Observation
from cardtable.engine.zones import Seat
from cardtable.i18n import _
from cardtable.net import protocol as wire
from cardtable.net.client import JoinRefused, TableClient
from cardtable.net.remote_session import RemoteSession, remote_reason
from cardtable.session.contract import Snapshot
from cardtable.session.logtext import LogLine
from cardtable.session.match import Match
from cardtable.session.roundend import RoundSummary
from cardtable.session.undo import UndoCheck
from cardtable.ui.controller import SignalRelay, TableSignals
from cardtable.ui.hints import HintKey

__all__ = ["NetLink", "RemoteController", "join_error", "kept_seat_gone", "seat_gone"]

#: How long joining may take before the dialog says the table does not answer (seconds).
JOIN_TIMEOUT = 10.0


def join_error(reason: str, where: str) -> str:
    """One sentence for the player from why a join failed (the host's words, or ours)."""
    if reason.startswith("cannot reach") or reason == "timeout":
        return _(
            "No table answers at {where}: check the address and the port, and that the host "
            "is still hosting."
        ).format(where=where)
    if "join code is wrong" in reason:
        return _("The join code is wrong: ask the host for it again.")
    if "token does not belong" in reason:
        return _(
            "This table no longer keeps your seat: its game may have ended. Join again to "
            "take an open seat."
        )
    if "no seat is open" in reason:
        return _("This table is full: every seat is taken.")
    if "is not HOST:PORT" in reason or "not a certificate fingerprint" in reason:
        return _(
            "Write the address as the host's “Join with” line gives it: HOST:PORT, a slash "
            "and the 64 digits of the table's fingerprint."
        )
    if "names no certificate fingerprint" in reason:
        return _(
            "This address has no fingerprint, so the connection could not be private: copy "
            "the whole address from the host's “Join with” line."
        )
    if "showed another certificate" in reason:
        return _(
            "The computer at {where} showed another certificate than the address names: "
            "someone may be between you and the host, so nothing was sent. Ask the host for "
            "the address again."
        ).format(where=where.partition("/")[0])
    return _("The table did not seat you: {reason}.").format(reason=reason.rstrip("."))


def kept_seat_gone(reason: str, where: str) -> str:
    """One sentence for a seat kept to come back to that its table no longer gives back (see
    :func:`seat_gone`): the table is gone, or no longer keeps the seat."""
    if "join code is wrong" in reason:  # another table is hosted at that address now
        return _(
            "The table you left at {where} is gone: another table is hosted there now. Ask "
            "its host for the join code to sit down."
        ).format(where=where)
    return join_error(reason, where)


def seat_gone(reason: str) -> bool:
    """Whether a refused join says the table will not give back a seat kept for it: the
    table at that address does not know its token, or is another table (another code)."""
    return "token does not belong" in reason or "join code is wrong" in reason


class NetLink(QObject):
    """One player's connection, on a worker thread; see the module docstring."""

    #: The host seated us: wire.Welcome.
    joined = Signal(object)
    #: The join failed: one sentence from the host or the network.
    failed = Signal(str)
    #: An update from the host: wire.Update.
    updated = Signal(object)
    #: A message was refused: the host's reason.
    refused = Signal(str)
    #: The connection ended after joining: why.
    closed = Signal(str)

    #: Called on the worker thread with the text of every frame received (tests check that
    #: nothing hidden reaches the window); None in the app.
    frame_hook: Callable[[str], None] | None = None

    def __init__(
        self,
        where: str,
        code: str,
        name: str = "",
        seat: Seat | None = None,
        token: str = "",
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.where = where
        self._args = (code.strip().upper(), seat, token, name.strip())
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._client: TableClient | None = None
        self._thread: threading.Thread | None = None
        self._stopping = False
        self.welcome: wire.Welcome | None = None

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="cardtable-net", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        code, seat, token, name = self._args
        try:
            client = TableClient(self.where, code, seat, token, name, self.frame_hook)
            self._client = client
            welcome = await asyncio.wait_for(client.join(), JOIN_TIMEOUT)
        except JoinRefused as exc:
            self.failed.emit(str(exc))
            return
        except TimeoutError:
            self.failed.emit("timeout")
            return
        except wire.ProtocolError as exc:
            self.failed.emit(str(exc))
            return
        self.welcome = welcome
        if self._stopping:
            await client.close()
            return
        self.joined.emit(welcome)
        reader = asyncio.create_task(self._read(client))
        stopper = asyncio.create_task(self._stop.wait())
        await asyncio.wait({reader, stopper}, return_when=asyncio.FIRST_COMPLETED)
        stopper.cancel()
        reader.cancel()
        with contextlib.suppress(Exception):
            await client.close()

    async def _read(self, client: TableClient) -> None:
        while True:
            try:
                message = await client.receive()
            except JoinRefused as exc:
                if not self._stopping:
                    text = str(exc)
                    inner = text.partition("(")[2].rstrip(")")  # the host's reason, if any
                    if text.startswith("the table ended"):
                        text = _("the host closed it") if inner == "closed" else inner
                    self.closed.emit(text)
                return
            except wire.ProtocolError as exc:
                self.closed.emit(str(exc))
                return
            if isinstance(message, wire.Update):
                self.updated.emit(message)
            elif isinstance(message, wire.Refused):
                self.refused.emit(message.reason)

    def send(self, notation: str, serial: int) -> None:
        """Send a move chosen at the position numbered ``serial`` (never waits)."""
        self._post(wire.act(notation, serial))

    def send_read(self, serial: int) -> None:
        """Tell the host the round's end at ``serial`` was read (never waits)."""
        self._post(wire.read(serial))

    def _post(self, message: wire.Act | wire.Read) -> None:
        """Hand ``message`` to the connection's thread to send."""
        loop, client = self._loop, self._client
        if loop is None or client is None or self._stopping:
            return

        def go() -> None:
            loop.create_task(client.send_message(message))

        loop.call_soon_threadsafe(go)

    def stop(self, wait: float = 3.0) -> None:
        """Leave the table: close the connection and end the thread."""
        self._stopping = True
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop has just ended
                loop.call_soon_threadsafe(stop.set)
        if self._thread is not None:
            self._thread.join(wait)


class _NoCoach(QObject):
    """The table page listens to a coach; a joined table has none (the host keeps the match)."""

    ready = Signal(object, object)
    failed = Signal(object, str)

    def busy(self) -> bool:
        return False

    def ask(
        self,
        key: HintKey,
        game_id: str,
        observation: Observation,
        legal: Sequence[Action],
        seed: int,
        bot: str | None = None,
    ) -> bool:
        """Never asked: the page asks for hints only where it has the match."""
        return False

    def stop(self) -> None:
        pass


class RemoteController(TableSignals):
    """The table page's controller for a seat at a hosted table: the Qt adapter of a
    :class:`~cardtable.net.remote_session.RemoteSession`, fed by :class:`NetLink`."""

    #: The connection ended before the game did: one sentence.
    lost = Signal(str)

    remote = True
    pass_and_play = False
    handing_over_to: Seat | None = None
    claimant: Seat | None = None
    bot_delay_ms = 0

    def __init__(self, link: NetLink, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.link = link
        self.coach = _NoCoach(self)
        self.session = RemoteSession(SignalRelay(self))
        self._held = False
        self._queue: list[wire.Update] = []
        #: False once the connection ended (the table has nothing more to say).
        self.connected = True
        link.joined.connect(self._on_joined)
        link.updated.connect(self._on_update)
        link.refused.connect(self._on_refused)
        link.closed.connect(self._on_closed)
        self.round_over.connect(self._round_over)

    @property
    def sent(self) -> list[Action]:
        """The moves sent to the host, in order."""
        return self.session.sent

    @property
    def seat_states(self) -> tuple[str, ...]:
        """Each seat's connection state in the latest update ("connected", "open"…)."""
        return self.session.seat_states

    # --- the connection --------------------------------------------------------------------------

    def shutdown(self) -> None:
        self.link.stop()

    def _on_joined(self, welcome: wire.Welcome) -> None:
        self.session.joined(welcome.game, welcome.seat)

    def _on_refused(self, reason: str) -> None:
        # A method of this QObject, so the link's signal (sent from its own thread) is queued
        # to the window's thread, as every other slot here.
        self.session.refused(reason)

    def _on_closed(self, reason: str) -> None:
        self.connected = False
        if not self.session.over:
            self.lost.emit(reason)

    def _on_update(self, update: wire.Update) -> None:
        if self._held:
            self._queue.append(update)
            return
        try:
            self.session.show(update)
        except (wire.ProtocolError, CardTableError, ValueError) as exc:
            self.link.stop(0)
            self.lost.emit(str(exc))

    # --- what the page asks ----------------------------------------------------------------------

    def has_match(self) -> bool:
        """False: the match is the host's (undo, hints, saves and deal codes need it)."""
        return False

    @property
    def match(self) -> Match:
        """There is none here (:meth:`has_match` says so): the match is the host's."""
        raise LookupError("a network table's match is kept by its host")

    def has_position(self) -> bool:
        """Whether the host has sent a position yet."""
        return self.session.has_position()

    @property
    def viewer(self) -> Seat | None:
        return self.session.viewer

    def set_viewer(self, seat: Seat | None) -> None:
        pass

    def is_human(self, seat: Seat) -> bool:
        return self.session.is_human(seat)

    def human_seats(self) -> list[Seat]:
        return self.session.human_seats()

    def snapshot(self) -> Snapshot:
        return self.session.snapshot()

    def log_lines(self) -> list[LogLine]:
        return self.session.log_lines()

    def drop_actions(self, cards: Sequence[Card], source: str, target: str) -> list[Action]:
        return self.session.drop_actions(cards, source, target)

    def explain_drop(self, cards: Sequence[Card], source: str, target: str) -> str:
        return self.session.explain_drop(cards, source, target)

    def is_legal(self, action: Action) -> bool:
        return self.session.is_legal(action)

    def unlisted_moves(self) -> list[Action]:
        return self.session.unlisted_moves()

    def card_targets(self) -> dict[str, list[Action]]:
        return self.session.card_targets()

    def play(self, action: Action, seat: Seat | None = None) -> bool:
        """Send the move to the host; its answer is the next update (or a refusal)."""
        serial = self.session.take_move(action)
        if serial is None:
            return False
        self.link.send(action.notation, serial)
        return True

    def undo_check(self) -> UndoCheck:
        return UndoCheck(False, remote_reason())

    def undo(self) -> bool:
        return False

    #: The host waits at a round's end for every seat to read it (cardtable.net.host).
    pause_at_round_end = True
    #: Tell the host the round's end was read this long after it (None: when the player says).
    round_pause_ms: int | None = None

    @property
    def round_end(self) -> RoundSummary | None:
        return self.session.round_end

    def round_waiting(self) -> str:
        """Who the table still waits for once this seat has read the round's end ("" if nobody
        or the seat has not said it has read it)."""
        names = self.session.still_reading()
        if not names or self.session.must_read():
            return ""
        return _("Waiting for {names} to read the round's end…").format(names=", ".join(names))

    def continue_play(self) -> None:
        """The player has read the round's end: the host is told (it deals when all have)."""
        serial = self.session.read_on()
        if serial is not None:
            self.link.send_read(serial)

    def _round_over(self, summary: RoundSummary) -> None:
        """Read on by itself after the time the settings give, if they give one."""
        if self.round_pause_ms is not None:
            QTimer.singleShot(self.round_pause_ms, self, lambda: self._read_after(summary))

    def _read_after(self, summary: RoundSummary) -> None:
        if self.session.round_end is summary:
            self.continue_play()

    def take_over(self, seat: Seat) -> None:
        pass

    def request_claim(self, seat: Seat) -> None:
        pass

    def end_claim(self) -> None:
        pass

    def hold(self) -> None:
        self._held = True

    def release(self) -> None:
        self._held = False
        while self._queue and not self._held:
            self._on_update(self._queue.pop(0))

    def set_paused(self, paused: bool) -> None:
        pass

    def is_idle(self) -> bool:
        return not self._held and not self._queue

    def waiting_for_human(self) -> bool:
        return self.session.acting()
