"""A seat at a table hosted elsewhere, as a table session: the client's side, without Qt.

The host sends the seat's updates (:class:`~cardtable.net.protocol.Update`): its observation,
its legal moves, the events redacted for it, the names, scores and connection states.
:class:`RemoteSession` turns them into the :class:`~cardtable.session.contract.Snapshot` and
:class:`~cardtable.session.contract.Step` values a local table session reports, with their
score sheet and move log lines, and tells them to a
:class:`~cardtable.session.contract.SessionListener` as the local session does; the window's
Qt adapter (:class:`cardtable.ui.remote.RemoteController`) passes them on as signals.

Gestures are read against a determinization of the observation
(:meth:`~cardtable.engine.state.GameState.determinize`: hidden cards dealt at random from the
unseen ones), whose moves for this seat are those of the real position (the conformance suite
checks that hidden cards never change a seat's legal moves), and are kept when the host listed
them or the rules allow them there with cards the seat sees (the list is not every move: Mose
lists no meld longer than three cards), so a drop reads as it does at a local table
(tests/net/test_remote_gestures.py compares them). A move is handed to whoever sends it to the
host; its refusal comes back as a refusal, like a local one. Undo, hints and saving need the
whole match, which stays with the host.

At a round's end the host waits until every person at the table has read it (the update's
``reading``): the seat's summary is made here from its own score sheet
(:func:`~cardtable.session.roundend.summary_of`) and told as a local table tells it
(``round_over``); :meth:`RemoteSession.read_on` gives the serial to tell the host it was read,
and when the host deals on, ``round_continues`` is told.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.events import Event
from cardtable.engine.info import GameInfo
from cardtable.engine.observation import Observation
from cardtable.engine.state import TERMINAL, GameState
from cardtable.engine.zones import Seat
from cardtable.games import find_game
from cardtable.games.shared.sheets import RoundMark
from cardtable.i18n import _
from cardtable.net import protocol as wire
from cardtable.session.contract import SessionListener, Snapshot, Step
from cardtable.session.logtext import LogLine, log_line
from cardtable.session.roundend import RoundSummary, summary_of
from cardtable.session.scoresheet import SheetInput, build_sheet

__all__ = ["RemoteSession", "remote_reason", "seat_note"]


def remote_reason() -> str:
    """Why the window's undo, hint, save, hand history and deal code are off at a network
    table (their tooltip)."""
    return _(
        "Off at a network table: the game is kept by its host, so moves are not taken back, "
        "hinted or saved here."
    )


class RemoteSession:
    """One seat's view of a hosted table, kept from the host's updates; see the module
    docstring."""

    def __init__(self, listener: SessionListener) -> None:
        self._listener = listener
        self._info: GameInfo | None = None
        self._seat: Seat | None = None
        self._snapshot: Snapshot | None = None
        self._lines: list[LogLine] = []
        self._world: GameState | None = None
        self._legal: tuple[Action, ...] = ()
        #: The cards the seat sees (a move of any other card is not the seat's to make).
        self._seen: frozenset[Card] = frozenset()
        self._sent_at = -1
        self._over = False
        #: The moves sent to the host, in order.
        self.sent: list[Action] = []
        #: Each seat's connection state in the latest update ("connected", "open"…).
        self.seat_states: tuple[str, ...] = ()
        #: The round's end the table waits at, and the seats it still waits for.
        self._round_end: RoundSummary | None = None
        self._reading: tuple[Seat, ...] = ()
        self._read_sent = False

    # --- what the host says ----------------------------------------------------------------------

    def joined(self, game: str, seat: Seat) -> None:
        """The host seated us at ``seat`` of a game of ``game``."""
        self._info = find_game(game)
        self._seat = seat

    def refused(self, reason: str) -> None:
        """The host refused the move sent: told, and the position drawn again (the card
        dragged goes back where it was)."""
        self._sent_at = -1
        self._listener.refused(reason)
        if self._snapshot is not None:
            self._listener.reset(self._snapshot)

    @property
    def over(self) -> bool:
        """Whether the host said the game is over."""
        return self._over

    def has_position(self) -> bool:
        """Whether the host has sent a position yet."""
        return self._snapshot is not None

    # --- updates become what the page draws ------------------------------------------------------

    def show(self, update: wire.Update) -> None:
        """Take the host's ``update`` in and tell the listener what it changed; a malformed
        update raises :class:`~cardtable.net.protocol.ProtocolError`, a
        :class:`~cardtable.engine.errors.CardTableError` or ValueError."""
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
            self._listener.reset(snap)  # the first position, or the whole position again (rejoined)
        elif events or lines:
            last = update.moves[-1][0] if update.moves else obs.current_player
            self._listener.stepped(Step(last, tuple(events), snap, tuple(lines)))
        else:
            self._listener.changed(snap)  # a player came or went
        self._follow_round_end(update, snap)
        if update.over and not self._over:
            self._over = True
            self._listener.finished(snap)

    def _follow_round_end(self, update: wire.Update, snap: Snapshot) -> None:
        """Tell a round's end the host waits at, once, and the next deal when it comes."""
        self._reading = tuple(update.reading)
        if update.reading and self._round_end is None:
            marks = _marks(update)
            obs = snap.observation
            self._round_end = summary_of(
                snap.info,
                obs.values,
                (obs.num_players, obs.options),
                snap.scores,
                snap.sheet,
                marks,
                update.serial,
            )
            self._read_sent = False
            self._listener.round_over(self._round_end)
        elif not update.reading and self._round_end is not None:
            self._round_end = None
            self._listener.round_continues()

    @property
    def round_end(self) -> RoundSummary | None:
        """The round's end the table waits at (None while play goes on)."""
        return self._round_end

    def still_reading(self) -> list[str]:
        """The names of the other players the table still waits for at a round's end."""
        snap = self._snapshot
        if snap is None or self._round_end is None:
            return []
        return [snap.names[s] for s in self._reading if s != self._seat and s < len(snap.names)]

    def must_read(self) -> bool:
        """Whether the table waits for this seat to read its round's end (not yet told)."""
        return self._round_end is not None and self._seat in self._reading and not self._read_sent

    def read_on(self) -> int | None:
        """The serial to tell the host this seat has read the round's end with (noted as
        told), or None when the table does not wait for this seat."""
        snap = self._snapshot
        if snap is None or not self.must_read():
            return None
        self._read_sent = True
        return snap.serial

    def _tell_arrivals(self, before: Snapshot | None, update: wire.Update) -> None:
        """Say on the status line who joined, dropped or came back."""
        if before is None:
            return
        status = self._listener.status
        for other, (was, now) in enumerate(zip(self.seat_states, update.seats, strict=False)):
            if other == self._seat or was == now or other >= len(update.names):
                continue
            name = update.names[other]
            if now == "disconnected":
                status(_("{name} lost the connection to the table.").format(name=name))
            elif now == "connected" and was == "open":
                status(_("{name} sat down at the table.").format(name=name))
            elif now == "connected":
                status(_("{name} is back at the table.").format(name=name))
            elif now == "bot" and was == "disconnected":
                status(_("A bot plays for {name} until they are back.").format(name=name))

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
                marks=_marks(update),
                over=update.over,
                round_over=bool(update.reading),
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

    @property
    def viewer(self) -> Seat | None:
        return self._seat

    def is_human(self, seat: Seat) -> bool:
        return seat < len(self.seat_states) and self.seat_states[seat] != "bot"

    def human_seats(self) -> list[Seat]:
        return [] if self._seat is None else [self._seat]

    def snapshot(self) -> Snapshot:
        assert self._snapshot is not None, "no update from the host yet"
        return self._snapshot

    def log_lines(self) -> list[LogLine]:
        return list(self._lines)

    def acting(self) -> bool:
        """Whether the seat has moves to make and no move of its own on the way."""
        return bool(self._legal) and self._sent_at < 0

    def drop_actions(self, cards: Sequence[Card], source: str, target: str) -> list[Action]:
        if not self.acting() or self._world is None or self._seat is None:
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
        return self.acting() and (self._allowed(action) or action in self.unlisted_moves())

    def unlisted_moves(self) -> list[Action]:
        """Table talk the rules accept but do not list (Moxie's proposal to stop)."""
        world, seat, info = self._world, self._seat, self._info
        if not self.acting() or world is None or seat is None or info is None:
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
        if not self.acting() or world is None or seat is None:
            return out
        for action in self._legal:
            if action.cards:
                out.setdefault(world.action_target(action, seat), []).append(action)
        return out

    def take_move(self, action: Action) -> int | None:
        """The serial to send ``action`` to the host with (it is noted as sent), or None when it
        is not the seat's move to make (the listener is told why)."""
        snap = self._snapshot
        if snap is None or not self.acting():
            self._listener.refused(_("it is not your turn"))
            return None
        self._sent_at = snap.serial
        self.sent.append(action)
        return snap.serial


def _marks(update: wire.Update) -> tuple[RoundMark, ...]:
    """The rounds ended so far, as the update gives them."""
    return tuple(RoundMark(n, tuple(totals), final) for n, totals, final in update.marks)


def seat_note(state: str) -> str:
    """The words under a remote player's name for their connection state."""
    if state == "open":
        return _("waiting to join")
    if state == "disconnected":
        return _("disconnected")
    return ""
