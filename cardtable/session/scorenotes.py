"""Scoring explained, step by step: what each game's scoring events mean, in words.

:class:`ScoreNotes` is given each applied action (the state before and after it and its events)
and answers with lines that explain any scoring it did. It shows a hidden card only when told
everything may be shown (a finished game's record); otherwise it reads hands from the viewer's
observation, so the explanation reveals no more than the table does.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.events import Event
from cardtable.engine.state import GameState
from cardtable.engine.zones import Seat


class ScoreNotes:
    """Explains the scoring of one game's actions for one viewer (or for everyone)."""

    def __init__(
        self, game: str, num_players: int, names: Sequence[str], viewer: Seat | None, full: bool
    ) -> None:
        self.game = game
        self.num_players = num_players
        self.names = list(names)
        self.viewer = viewer
        self.full = full

    def step(self, before: GameState, after: GameState, events: Sequence[Event]) -> list[str]:
        """Lines explaining the scoring ``events`` did (none when they scored nothing)."""
        return []
