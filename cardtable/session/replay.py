"""Replays: a saved or finished game rebuilt move by move, for one viewer at a time.

A :class:`Replay` takes a match's action log (seat and action per entry, chance outcomes
included) and plays it again from a fresh state through the same rules, once, when it is made.
It never changes the match it came from and never writes anything.

* **Steps.** Step 0 is the table before anything happened. Each later step is one move as the
  table session reports it: a seat's action together with the chance outcomes it set off (a new
  deal), or, at the very start, the first deal on its own. ``len(replay)`` is the number of moves.
* **Rounds.** A round (a hand, a game of a match) starts at the first step where the round number
  in the public values (:data:`~cardtable.session.history.ROUND_KEYS`) changes; a game without a
  round number starts one at every step that deals (a step holding only chance outcomes).
* **Viewers.** A viewer is a seat, which sees at every step exactly what that seat's observation
  showed then, or :data:`EVERY_HAND` (``None``), which sees every hand face up. Only a finished
  game may be shown with every hand; for a game still in progress :meth:`Replay.check_viewer`
  refuses it, so a replay of an unfinished game tells no more than the game itself did.
  The all-hands picture (:func:`every_hand_observation`) is put together from each seat's own
  observation, so the engine's observation contract stays exactly as it is for play.
* **Speed.** The state is kept every :data:`CHECKPOINT_EVERY` log entries; any step is rebuilt
  from the nearest kept state at or before it, and a step just after the last one asked for
  continues from that, so stepping and dragging a slider stay quick.
"""

from __future__ import annotations

import dataclasses
from typing import Final

from cardtable.engine.events import CardsMoved, Event
from cardtable.engine.info import GameInfo
from cardtable.engine.observation import Observation, ZoneView
from cardtable.engine.state import CHANCE, TERMINAL, GameState
from cardtable.engine.zones import Seat, Visibility, ZoneKind
from cardtable.games.shared.sheets import RoundMark
from cardtable.i18n import _, in_sentence
from cardtable.session.contract import Snapshot
from cardtable.session.history import RoundTracker, round_of
from cardtable.session.logtext import LogLine, log_line
from cardtable.session.match import LogEntry, Match, SeatSpec
from cardtable.session.preview import progress_text
from cardtable.session.scoresheet import SheetInput, build_sheet, needs_marks
from cardtable.session.tablenotes import TableNotes

__all__ = ["CHECKPOINT_EVERY", "EVERY_HAND", "Replay", "every_hand_observation"]

#: The viewer that sees every hand face up (finished games only).
EVERY_HAND: Final = None
#: How many log entries lie between two kept states.
CHECKPOINT_EVERY: Final = 24


def every_hand_observation(state: GameState) -> Observation:
    """The table with every seat's own cards face up: the spectator's observation, each zone a
    seat owns taken from that seat's observation and shown as public. Cards nobody may see (a
    face-down stock) stay hidden."""
    base = state.observation(None)
    own: dict[Seat, Observation] = {}
    zones: list[ZoneView] = []
    for zv in base.zones:
        hand = zv.kind is not ZoneKind.TOKENS and zv.visibility is Visibility.OWNER
        if hand and zv.owner is not None:
            seen = own.get(zv.owner)
            if seen is None:
                seen = own[zv.owner] = state.observation(zv.owner)
            zv = dataclasses.replace(seen.zone(zv.id), visibility=Visibility.PUBLIC)
        zones.append(zv)
    return dataclasses.replace(base, zones=tuple(zones))


def _redact(event: Event, viewer: Seat | None) -> Event:
    """``event`` as ``viewer`` may know it; with every hand shown, a card is named when some seat
    saw it move (it left or reached a hand), and blanked when nobody did."""
    if viewer is not None:
        return event.redact(viewer)
    if isinstance(event, CardsMoved) and event.visible_to is not None and not event.visible_to:
        return event.redact(None)
    return event


class Replay:
    """One game's log, rebuilt step by step; see the module docstring."""

    def __init__(self, match: Match, checkpoint_every: int = CHECKPOINT_EVERY) -> None:
        if checkpoint_every < 1:
            raise ValueError("states must be kept at least every entry")
        self.info: GameInfo = match.info
        self.num_players = match.num_players
        self.options = dict(match.options)
        self.seed = match.seed
        self.seats: tuple[SeatSpec, ...] = tuple(match.seats)
        self.names: tuple[str, ...] = tuple(match.names)
        self.teams = self.info.teams(self.num_players)
        self._every = checkpoint_every
        source = [(e.seat, e.action) for e in match.log]
        shadow = Match(self.info, self.num_players, self.options, self.seed, list(self.seats))
        tracker = RoundTracker(shadow) if needs_marks(self.info.id) else None
        self._kept: dict[int, GameState] = {0: shadow.state.clone()}
        #: ends[k]: how many log entries have been applied at step k.
        self._ends: list[int] = [0]
        self._rounds: list[int | None] = [round_of(shadow.state.public_values(None))]
        self._dealt: list[bool] = [False]
        self._mark_counts: list[int] = [0]
        for index, (seat, action) in enumerate(source):
            if index > 0 and seat != CHANCE:
                self._close_step(shadow, tracker)
            shadow._record(seat, action)
            if len(shadow.log) % checkpoint_every == 0:
                self._kept[len(shadow.log)] = shadow.state.clone()
        if source:
            self._close_step(shadow, tracker)
        self._entries: tuple[LogEntry, ...] = tuple(shadow.log)
        self._marks: tuple[RoundMark, ...] = tracker.marks() if tracker is not None else ()
        self.finished = shadow.state.is_terminal()
        outcome = shadow.state.outcome()
        self.winners = outcome.winners if outcome is not None else frozenset()
        self.result = outcome.text if outcome is not None else ""
        self._cursor: tuple[int, GameState] = (len(shadow.log), shadow.state)
        self._lines: dict[Seat | None, list[tuple[int, LogLine]]] = {}
        self._shadow = shadow
        self._notes: dict[Seat | None, TableNotes] = {}
        starts = [k for k in range(1, len(self._ends)) if self._rounds[k] != self._rounds[k - 1]]
        if all(r is None for r in self._rounds):
            starts = [k for k in range(1, len(self._ends)) if self._dealt[k]]
        self.round_starts: tuple[int, ...] = tuple(starts)

    def _close_step(self, shadow: Match, tracker: RoundTracker | None) -> None:
        """Note where the step that ends here stands (log length, round, marks so far)."""
        first = self._ends[-1]
        self._ends.append(len(shadow.log))
        self._rounds.append(round_of(shadow.state.public_values(None)))
        self._dealt.append(all(e.seat == CHANCE for e in shadow.log[first:]))
        self._mark_counts.append(len(tracker.marks()) if tracker is not None else 0)

    # --- steps and rounds ------------------------------------------------------------------------

    def __len__(self) -> int:
        """The number of moves (the last step's number)."""
        return len(self._ends) - 1

    @property
    def last(self) -> int:
        return len(self._ends) - 1

    def clamp(self, step: int) -> int:
        return max(0, min(self.last, step))

    def _check(self, step: int) -> None:
        if not 0 <= step <= self.last:
            raise IndexError(f"there is no step {step}: this game has steps 0 to {self.last}")

    def round_number(self, step: int) -> int | None:
        """The game's round (hand, game of a match) number at ``step``, None if it has none."""
        self._check(step)
        return self._rounds[step]

    def round_index(self, step: int) -> int:
        """How many rounds have started by ``step`` (0 before the first deal)."""
        self._check(step)
        return sum(1 for s in self.round_starts if s <= step)

    def next_round(self, step: int) -> int:
        """The step where the next round starts (the last step if none does)."""
        return next((s for s in self.round_starts if s > step), self.last)

    def previous_round(self, step: int) -> int:
        """The start of this round, or of the one before when ``step`` is where this one starts."""
        return max((s for s in self.round_starts if s < step), default=0)

    def seat_of(self, step: int) -> Seat:
        """Who made the move of ``step`` (CHANCE for a deal or the start)."""
        self._check(step)
        if step == 0:
            return CHANCE
        return self._entries[self._ends[step - 1]].seat

    # --- viewers ---------------------------------------------------------------------------------

    def humans(self) -> list[Seat]:
        return [s for s, spec in enumerate(self.seats) if not spec.is_bot]

    def viewers(self) -> list[Seat | None]:
        """Who the replay may be shown as: every hand (finished games only), then each seat."""
        seats: list[Seat | None] = list(range(self.num_players))
        return [EVERY_HAND, *seats] if self.finished else seats

    def check_viewer(self, viewer: Seat | None) -> None:
        """Raise ValueError unless the replay may be shown as ``viewer``."""
        if viewer is None:
            if not self.finished:
                raise ValueError("a game still in progress is shown as one player saw it")
            return
        if not 0 <= viewer < self.num_players:
            raise ValueError(_("there is no seat {seat}").format(seat=viewer + 1))

    def needs_viewer_choice(self) -> bool:
        """An unfinished game without exactly one person at the table: someone must say whose
        view to show (pass-and-play, or bots only)."""
        return not self.finished and len(self.humans()) != 1

    def default_viewer(self) -> Seat | None:
        """Every hand for a finished game; the one person's seat for an unfinished one (the
        first person, or seat 1, when :meth:`needs_viewer_choice` says to ask)."""
        if self.finished:
            return EVERY_HAND
        humans = self.humans()
        return humans[0] if humans else 0

    def viewer_name(self, viewer: Seat | None) -> str:
        return _("every hand") if viewer is None else self.names[viewer]

    # --- positions -------------------------------------------------------------------------------

    def _state(self, entries: int) -> GameState:
        """The state after ``entries`` log entries (shared: callers only read it)."""
        at, state = self._cursor
        if not at <= entries < at + self._every:
            base = max(k for k in self._kept if k <= entries)
            at, state = base, self._kept[base].clone()
        for entry in self._entries[at:entries]:
            state.apply_trusted(entry.action, entry.seat)
        self._cursor = (entries, state)
        return state

    def state_at(self, step: int) -> GameState:
        """A copy of the full state at ``step`` (for tests and tools, never for a view)."""
        self._check(step)
        return self._state(self._ends[step]).clone()

    def observation(self, step: int, viewer: Seat | None) -> Observation:
        """What ``viewer`` sees at ``step``."""
        self._check(step)
        self.check_viewer(viewer)
        state = self._state(self._ends[step])
        return every_hand_observation(state) if viewer is None else state.observation(viewer)

    def events(self, step: int, viewer: Seat | None) -> tuple[Event, ...]:
        """The events of ``step``'s move as ``viewer`` may know them (none for step 0)."""
        self._check(step)
        self.check_viewer(viewer)
        if step == 0:
            return ()
        entries = self._entries[self._ends[step - 1] : self._ends[step]]
        return tuple(_redact(ev, viewer) for e in entries for ev in e.events)

    def lines(self, step: int, viewer: Seat | None) -> list[LogLine]:
        """The move log up to and including ``step``, as ``viewer`` may read it; each line is
        numbered by its entry in the game's log, as the table's own log numbers it (a move and
        the deal it sets off are two entries, each with its number)."""
        return [line for s, line in self._all_lines(viewer) if s <= step]

    def step_lines(self, step: int, viewer: Seat | None) -> list[LogLine]:
        """The log lines of ``step``'s move alone."""
        return [line for s, line in self._all_lines(viewer) if s == step]

    def _all_lines(self, viewer: Seat | None) -> list[tuple[int, LogLine]]:
        self.check_viewer(viewer)
        cached = self._lines.get(viewer)
        if cached is None:
            cached = []
            step = 0
            for index, entry in enumerate(self._entries):
                while self._ends[step] <= index:
                    step += 1
                events = [_redact(ev, viewer) for ev in entry.events]
                line = log_line(index + 1, entry.seat, events, self.names)  # as the table does
                if line.text:
                    cached.append((step, line))
                for n in self._notes_for(viewer).notes_for(index):
                    note = LogLine(index + 1, entry.seat, n.who, n.text, note=True, quiet=n.said)
                    cached.append((step, note))
            self._lines[viewer] = cached
        return cached

    def _notes_for(self, viewer: Seat | None) -> TableNotes:
        """The scores explained as ``viewer`` may read them (every card once the game is over)."""
        notes = self._notes.get(viewer)
        if notes is None:
            notes = self._notes[viewer] = TableNotes(self._shadow, viewer, self.finished)
        return notes

    def snapshot(self, step: int, viewer: Seat | None) -> Snapshot:
        """Everything a table view draws at ``step`` for ``viewer``; nobody may act in it."""
        obs = self.observation(step, viewer)
        state = self._state(self._ends[step])
        current = state.current_player
        over = current == TERMINAL
        scores = tuple(state.scores())
        marks = self._marks[: self._mark_counts[step]]
        sheet = build_sheet(
            SheetInput(
                info=self.info,
                values=state.public_values(None),
                names=self.names,
                scores=scores,
                options=self.options,
                teams=self.teams,
                marks=marks,
                over=over,
                details=self._notes_for(viewer).details(self._ends[step]),
            )
        )
        return Snapshot(
            info=self.info,
            observation=obs,
            names=self.names,
            bots=tuple(s.is_bot for s in self.seats),
            scores=scores,
            viewer=viewer,
            current=current,
            legal=(),
            thinking=None,
            serial=self._ends[step],
            teams=self.teams,
            winners=self.winners if over else frozenset(),
            result=self.result if over else "",
            sheet=sheet,
        )

    # --- words -----------------------------------------------------------------------------------

    def where(self, step: int) -> str:
        """ "round 3 of 13, move 41 of 212" (or "before the deal, move 0 of 212")."""
        self._check(step)
        number = self._rounds[step]
        if number is None:
            index = self.round_index(step)
            place = _("round {number}").format(number=index) if index else _("before the deal")
        elif number <= 0:
            place = _("before the deal")
        else:
            state = self._state(self._ends[step])
            text = progress_text(self.info.id, state.public_values(None), False)
            place = in_sentence(text[:1]) + text[1:]
        return _("{place}, move {step} of {last}").format(place=place, step=step, last=self.last)

    def banner(self, step: int, viewer: Seat | None) -> str:
        """The line over a replay: "Replay — Mose, round 3, move 41 of 212 · every hand"."""
        title, where = _(self.info.title), self.where(step)
        if viewer is None:
            return _("Replay — {title}, {where} · every hand shown").format(
                title=title, where=where
            )
        return _("Replay — {title}, {where} · as {name} saw it").format(
            title=title, where=where, name=self.names[viewer]
        )
