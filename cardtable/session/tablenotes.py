"""Scoring explained while a game is played: the table's running notes.

:class:`TableNotes` follows a match's log as it grows and keeps, for every applied action, the
:class:`~cardtable.session.scorenotes.Note` lines that explain the scoring it did (a Moosehead
count of 15 with its cards, every hand count at the end of a Moosehead hand, a Moxie showdown's
winner and why, Mose and Mor round scores per player). The table shows them in the move log, says
them with the step, and puts them in the score sheet's cell details.

It replays the log on a state of its own, one action at a time, so asking after every step costs
one action's replay, not the whole game's. An undo (a shorter log, or another action where one was
seen) starts it over from the deal.

What a note may show: while the game is unfinished, what ``viewer`` may see: a solo player's own
hand is counted in full, other hands only as far as the table shows them. A pass-and-play table
passes no viewer (public information only), so the notes are the same whoever holds the device.
"""

from __future__ import annotations

from cardtable.engine.state import GameState
from cardtable.engine.zones import Seat
from cardtable.session.logtext import LogLine
from cardtable.session.match import LogEntry, Match
from cardtable.session.scorenotes import Note, ScoreNotes, note_cell_text, note_columns

__all__ = ["TableNotes"]


class TableNotes:
    """Notes for each action of ``match``, kept up to date by :meth:`catch_up`."""

    def __init__(self, match: Match, viewer: Seat | None = None, full: bool = False) -> None:
        self.match = match
        self.viewer = viewer
        #: Every card may be named (a finished game's replay), whoever the viewer.
        self.full = full
        self._start()

    def _start(self) -> None:
        m = self.match
        self._notes = ScoreNotes(m.info.id, m.num_players, m.names, self.viewer, self.full)
        self._state: GameState = m.info.factory(m.num_players, m.options)
        self._seen: list[LogEntry] = []
        #: Notes per log index (0-based), only for actions that scored.
        self._by_entry: dict[int, list[Note]] = {}

    def catch_up(self) -> None:
        """Explain the actions applied since the last call (after an undo, from the start)."""
        log = self.match.log
        seen = self._seen
        if len(log) < len(seen) or (seen and log[len(seen) - 1] is not seen[-1]):
            self._start()
            seen = self._seen
        for index in range(len(seen), len(log)):
            entry = log[index]
            before = self._state.clone()
            self._state.apply_trusted(entry.action, entry.seat)
            notes = self._notes.step(before, self._state, entry.seat, entry.action, entry.events)
            if notes:
                self._by_entry[index] = notes
            seen.append(entry)

    def notes_for(self, index: int) -> list[Note]:
        """The notes of the action at log ``index`` (0-based); [] when it scored nothing."""
        self.catch_up()
        return list(self._by_entry.get(index, ()))

    def log_lines(self, index: int) -> list[LogLine]:
        """The move log's rows explaining the scoring of the action at log ``index``."""
        notes = self.notes_for(index)
        seat = self.match.log[index].seat if notes else -1
        return [LogLine(index + 1, seat, n.who, n.text, note=True, quiet=n.said) for n in notes]

    def details(self, upto: int | None = None) -> dict[int, tuple[str, ...]]:
        """Every round's notes per score-sheet column (seats, or teams), one text per cell,
        as :attr:`SheetInput.details <cardtable.session.scoresheet.SheetInput.details>` takes;
        with ``upto``, only the notes of the first ``upto`` actions (a replay's step)."""
        self.catch_up()
        m = self.match
        columns = note_columns(m)
        cells: dict[int, list[list[str]]] = {}
        for index in sorted(self._by_entry):
            if upto is not None and index >= upto:
                break
            for note in self._by_entry[index]:
                row = cells.setdefault(note.round, [[] for _ in range(columns)])
                if 0 <= note.column < columns:
                    row[note.column].append(note_cell_text(m, note))
        return {r: tuple("; ".join(cell) for cell in row) for r, row in cells.items()}
