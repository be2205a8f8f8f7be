"""A seat at a table hosted elsewhere, drawn on the normal table page.

:class:`NetLink` is the connection: a :class:`~cardtable.net.client.TableClient` on its own
asyncio loop, on a worker thread, so the window never waits on the network. It touches no
widget; what the host sends reaches the GUI thread as Qt signals (queued across threads).

:class:`RemoteController` gives the table page (:mod:`cardtable.ui.table`) what
:class:`~cardtable.ui.controller.TableController` gives it, fed by the host's updates instead of
a local match: the seat's observation, its legal moves and the events redacted for it are
turned into the same :class:`~cardtable.session.contract.Snapshot` and
:class:`~cardtable.session.contract.Step` values. Gestures are read against a determinization
of the observation (:meth:`~cardtable.engine.state.GameState.determinize`: hidden cards dealt at
random from the unseen ones), whose moves for this seat are those of the real position (the
conformance suite checks that hidden cards never change a seat's legal moves), and are kept
when the host listed them or the rules allow them there with cards the seat sees (the list is
not every move: Mose lists no meld longer than three cards), so a drop reads as it does at a
local table (tests/net/test_remote_gestures.py compares them). A move goes to the host; its
refusal comes back as a refusal, like a local one. Undo, hints and saving need the whole
match, which stays with the host.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import random
import threading
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Signal

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.errors import CardTableError
from cardtable.engine.events import Event
from cardtable.engine.info import GameInfo
from cardtable.engine.observation import Observation
from cardtable.engine.state import TERMINAL, GameState
from cardtable.engine.zones import Seat
from cardtable.games import find_game
from cardtable.games.shared.sheets import RoundMark
from cardtable.i18n import _
from cardtable.net import protocol as wire
from cardtable.net.client import JoinRefused, TableClient
from cardtable.session.contract import Snapshot, Step
from cardtable.session.logtext import LogLine, log_line
from cardtable.session.roundend import RoundSummary
from cardtable.session.scoresheet import SheetInput, build_sheet
from cardtable.session.undo import UndoCheck
from cardtable.ui.controller import TableSignals

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
        loop, client = self._loop, self._client
        if loop is None or client is None or self._stopping:
            return
        message = wire.act(notation, serial)

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

    def stop(self) -> None:
        pass


def remote_reason() -> str:
    """Why the window's undo, hint, save, hand history and deal code are off at a network
    table (their tooltip)."""
    return _(
        "Off at a network table: the game is kept by its host, so moves are not taken back, "
        "hinted or saved here."
    )


class RemoteController(TableSignals):
    """The table page's controller for a seat at a hosted table; see the module docstring."""

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
        self._info: GameInfo | None = None
        self._seat: Seat | None = None
        self._snapshot: Snapshot | None = None
        self._lines: list[LogLine] = []
        self._world: GameState | None = None
        self._legal: tuple[Action, ...] = ()
        #: The cards the seat sees (a move of any other card is not the seat's to make).
        self._seen: frozenset[Card] = frozenset()
        self._sent_at = -1
        self._held = False
        self._queue: list[wire.Update] = []
        self._over = False
        #: The moves sent to the host, in order.
        self.sent: list[Action] = []
        #: False once the connection ended (the table has nothing more to say).
        self.connected = True
        #: Each seat's connection state in the latest update ("connected", "open"…).
        self.seat_states: tuple[str, ...] = ()
        link.joined.connect(self._on_joined)
        link.updated.connect(self._on_update)
        link.refused.connect(self._on_refused)
        link.closed.connect(self._on_closed)

    # --- the connection --------------------------------------------------------------------------

    def shutdown(self) -> None:
        self.link.stop()

    def _on_joined(self, welcome: wire.Welcome) -> None:
        self._info = find_game(welcome.game)
        self._seat = welcome.seat

    def _on_refused(self, reason: str) -> None:
        self._sent_at = -1
        self.refused.emit(reason)
        if self._snapshot is not None:
            self.reset.emit(self._snapshot)  # the card dragged goes back where it was

    def _on_closed(self, reason: str) -> None:
        self.connected = False
        if not self._over:
            self.lost.emit(reason)

    def _on_update(self, update: wire.Update) -> None:
        if self._held:
            self._queue.append(update)
            return
        try:
            self._show(update)
        except (wire.ProtocolError, CardTableError, ValueError) as exc:
            self.link.stop(0)
            self.lost.emit(str(exc))

    # --- updates become what the page draws ------------------------------------------------------

    def _show(self, update: wire.Update) -> None:
        info, seat = self._info, self._seat
        if info is None or seat is None:
            return
        before = self._snapshot
        obs = wire.observation_from_doc(update.observation)
        self._legal = tuple(info.codec.parse(text) for text in update.legal)
        self._sent_at = -1
        self._world = None
        self._seen = frozenset(obs.visible_cards())
        factory = info.factory
        # Built whenever the game is on, so a drop out of turn is told the local table's reason.
        if not update.over and isinstance(factory, type) and issubclass(factory, GameState):
            try:
                self._world = factory.determinize(obs, random.Random(update.serial))
            except (ValueError, TypeError, KeyError, IndexError):
                self._world = None  # a drag then means nothing; the buttons still work
        self._tell_arrivals(before, update)
        self.seat_states = tuple(update.seats)
        snap = self._snapshot_of(info, seat, obs, update)
        self._snapshot = snap
        events = [e for e in (wire.event_from_doc(d) for d in update.events) if e is not None]
        lines = self._log(update, events, snap.names)
        if before is None or (not events and update.serial != before.serial):
            self.reset.emit(snap)  # the first position, or the whole position again (rejoined)
        elif events or lines:
            last = update.moves[-1][0] if update.moves else obs.current_player
            self.stepped.emit(Step(last, tuple(events), snap, tuple(lines)))
        else:
            self.changed.emit(snap)  # a player came or went
        if update.over and not self._over:
            self._over = True
            self.finished.emit(snap)

    def _tell_arrivals(self, before: Snapshot | None, update: wire.Update) -> None:
        """Say on the status line who joined, dropped or came back."""
        if before is None:
            return
        for other, (was, now) in enumerate(zip(self.seat_states, update.seats, strict=False)):
            if other == self._seat or was == now or other >= len(update.names):
                continue
            name = update.names[other]
            if now == "disconnected":
                self.status.emit(_("{name} lost the connection to the table.").format(name=name))
            elif now == "connected" and was == "open":
                self.status.emit(_("{name} sat down at the table.").format(name=name))
            elif now == "connected":
                self.status.emit(_("{name} is back at the table.").format(name=name))
            elif now == "bot" and was == "disconnected":
                self.status.emit(_("A bot plays for {name} until they are back.").format(name=name))

    def _log(self, update: wire.Update, events: list[Event], names: Sequence[str]) -> list[LogLine]:
        lines: list[LogLine] = []
        pos = 0
        if update.moves and sum(n for _s, n in update.moves) == len(events):
            first = update.serial - len(update.moves)  # numbered as the host's moves
            for k, (who, count) in enumerate(update.moves):
                mine = events[pos : pos + count]
                pos += count
                line = log_line(first + k + 1, who, mine, names)
                self._lines.append(line)
                lines.append(line)
        return lines

    def _snapshot_of(
        self, info: GameInfo, seat: Seat, obs: Observation, update: wire.Update
    ) -> Snapshot:
        n = obs.num_players
        names = tuple(update.names[:n]) + tuple(
            _("Player {number}").format(number=i + 1) for i in range(len(update.names), n)
        )
        states = tuple(update.seats) + ("open",) * (n - len(update.seats))
        scores = tuple(update.scores[:n]) + (0,) * (n - len(update.scores))
        teams = info.teams(n)
        current = TERMINAL if update.over else obs.current_player
        sheet = build_sheet(
            SheetInput(
                info=info,
                values=obs.values,
                names=names,
                scores=scores,
                options=obs.options,
                teams=teams,
                marks=tuple(
                    RoundMark(n, tuple(totals), final) for n, totals, final in update.marks
                ),
                over=update.over,
            )
        )
        return Snapshot(
            info=info,
            observation=obs,
            names=names,
            bots=tuple(s == "bot" for s in states),
            scores=scores,
            viewer=seat,
            current=current,
            legal=self._legal,
            thinking=None,
            serial=update.serial,
            teams=teams,
            winners=frozenset(update.winners),
            result=update.result,
            sheet=sheet,
            seat_notes=tuple(seat_note(s) for s in states),
        )

    # --- what the page asks ----------------------------------------------------------------------

    def has_match(self) -> bool:
        """False: the match is the host's (undo, hints, saves and deal codes need it)."""
        return False

    @property
    def viewer(self) -> Seat | None:
        return self._seat

    def set_viewer(self, seat: Seat | None) -> None:
        pass

    def is_human(self, seat: Seat) -> bool:
        return seat < len(self.seat_states) and self.seat_states[seat] != "bot"

    def human_seats(self) -> list[Seat]:
        return [] if self._seat is None else [self._seat]

    def snapshot(self) -> Snapshot:
        assert self._snapshot is not None, "no update from the host yet"
        return self._snapshot

    def log_lines(self) -> list[LogLine]:
        return list(self._lines)

    def _acting(self) -> bool:
        return bool(self._legal) and self._sent_at < 0

    def drop_actions(self, cards: Sequence[Card], source: str, target: str) -> list[Action]:
        if not self._acting() or self._world is None or self._seat is None:
            return []
        found = self._world.find_action(list(cards), source, target, self._seat)
        return [a for a in found if self._allowed(a)]

    def _allowed(self, action: Action) -> bool:
        """Whether the seat may make ``action`` now: the host listed it, or the rules allow it
        in the sampled world and it moves only cards the seat sees. A listed move is not the
        whole of them (Mose lists 3-card melds and single lay-offs, not a longer meld or two
        cards added at once): the rules are asked, as a local table asks them, and the host
        checks again."""
        if action in self._legal:
            return True
        world, seat = self._world, self._seat
        if world is None or seat is None or not all(c in self._seen for c in action.cards):
            return False
        return world.is_legal(action, seat)

    def explain_drop(self, cards: Sequence[Card], source: str, target: str) -> str:
        snap = self._snapshot
        if snap is not None and snap.over:
            return _("the game is over")
        if self._sent_at >= 0:
            return _("your move is on its way to the host")
        if self._world is None or self._seat is None:
            return _("it is not your turn")
        return self._world.explain_gesture(list(cards), source, target, self._seat)

    def is_legal(self, action: Action) -> bool:
        return self._acting() and (self._allowed(action) or action in self.unlisted_moves())

    def unlisted_moves(self) -> list[Action]:
        """Table talk the rules accept but do not list (Moxie's proposal to stop)."""
        world, seat, info = self._world, self._seat, self._info
        if not self._acting() or world is None or seat is None or info is None:
            return []
        out: list[Action] = []
        for cls in info.codec.classes:
            if cls.chance or dataclasses.fields(cls):
                continue
            action = cls()
            if action in out or any(type(a) is cls for a in self._legal):
                continue
            if world.is_legal(action, seat):
                out.append(action)
        return out

    def card_targets(self) -> dict[str, list[Action]]:
        out: dict[str, list[Action]] = {}
        world, seat = self._world, self._seat
        if not self._acting() or world is None or seat is None:
            return out
        for action in self._legal:
            if action.cards:
                out.setdefault(world.action_target(action, seat), []).append(action)
        return out

    def play(self, action: Action, seat: Seat | None = None) -> bool:
        """Send the move to the host; its answer is the next update (or a refusal)."""
        snap = self._snapshot
        if snap is None or not self._acting():
            self.refused.emit(_("it is not your turn"))
            return False
        self._sent_at = snap.serial
        self.sent.append(action)
        self.link.send(action.notation, snap.serial)
        return True

    def undo_check(self) -> UndoCheck:
        return UndoCheck(False, remote_reason())

    def undo(self) -> bool:
        return False

    #: The host plays straight on at a round's end (see cardtable.session.roundend).
    pause_at_round_end = False
    round_pause_ms: int | None = None
    round_end: RoundSummary | None = None

    def continue_play(self) -> None:
        pass

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
        return self._acting()


def seat_note(state: str) -> str:
    """The words under a remote player's name for their connection state."""
    if state == "open":
        return _("waiting to join")
    if state == "disconnected":
        return _("disconnected")
    return ""
