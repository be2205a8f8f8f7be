"""Scoring explained, step by step: what each game's scoring did, in the game's own terms.

:class:`ScoreNotes` is shown each applied action (the state before and after it, the seat, the
action and its events) and answers with :class:`Note` lines explaining any scoring it did. The
notes are the game's own (its plugin's ``score_notes``, see :mod:`cardtable.games.plugin`): the
Moosehead 15s and each hand's fifteens, the cards left at the end of a Mose or Mor round, a
Moxie showdown's hands. This module gives them a :class:`NoteReader` that reads a hidden card
only when everything may be shown (a finished game's record); otherwise hands come from the
viewer's observation, so a note reveals no more than the table.

:func:`score_details` gathers a match's notes per round and score-sheet column, for the sheet's
cell details (:attr:`~cardtable.session.scoresheet.SheetRow.details`).
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.actions import Action
from cardtable.engine.events import Event
from cardtable.engine.state import GameState
from cardtable.engine.zones import Seat
from cardtable.games import registered
from cardtable.games.shared.sheets import Note, NoteReader
from cardtable.session.history import round_of
from cardtable.session.match import Match

__all__ = ["Note", "ScoreNotes", "score_details"]


class ScoreNotes:
    """Explains the scoring of one game's actions for ``viewer`` (every card when ``full``)."""

    def __init__(
        self, game: str, num_players: int, names: Sequence[str], viewer: Seat | None, full: bool
    ) -> None:
        self.game = game
        self.num_players = num_players
        self.names = tuple(names)
        self.viewer = viewer
        self.full = full
        found = registered(game)
        self._notes = found.score_notes() if found is not None and found.score_notes else None

    def step(
        self,
        before: GameState,
        after: GameState,
        seat: Seat,
        action: Action,
        events: Sequence[Event],
    ) -> list[Note]:
        """Notes explaining the scoring that ``action`` (taken by ``seat``) did, if any."""
        if self._notes is None:
            return []
        number = round_of(before.public_values(None)) or 0
        reader = NoteReader(number, self.num_players, self.names, self.viewer, self.full)
        return self._notes(reader, before, after, seat, action, events)


def note_columns(match: Match) -> int:
    """How many score-sheet columns notes go to: one per team in a partnership game, else one
    per seat."""
    teams = match.info.teams(match.num_players)
    return len(teams) if teams else match.num_players


def note_cell_text(match: Match, note: Note) -> str:
    """A note as its score-sheet cell shows it: a team's cell names the player a note is about
    (a team's own note stands as it is)."""
    named = match.info.teams(match.num_players) is not None and note.who in match.names
    return note.line if named else note.text


def score_details(match: Match, viewer: Seat | None = None) -> dict[int, tuple[str, ...]]:
    """Every round's notes per score-sheet column (seats, or teams), joined per cell.

    A finished match shows every card; an unfinished one what ``viewer`` may see (None: public
    information only). Replays the whole log, so it is meant for when a score sheet is opened
    (pass the result as :attr:`SheetInput.details`), not for every step of play.
    """
    n = match.num_players
    notes = ScoreNotes(match.info.id, n, match.names, viewer, match.is_over())
    state = match.info.factory(n, match.options)
    columns = note_columns(match)
    cells: dict[int, list[list[str]]] = {}
    for entry in match.log:
        before = state.clone()
        state.apply_trusted(entry.action, entry.seat)
        for note in notes.step(before, state, entry.seat, entry.action, entry.events):
            row = cells.setdefault(note.round, [[] for _ in range(columns)])
            if 0 <= note.column < columns:
                row[note.column].append(note_cell_text(match, note))
    return {r: tuple("; ".join(cell) for cell in row) for r, row in cells.items()}
