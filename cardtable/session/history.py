"""Round-by-round standings of a match, for score sheets of games that keep only running totals.

Moosehead keeps points and Moxie keeps purses, with no record of how they stood after each hand
or round. :class:`RoundTracker` follows the match's log on a private copy of the game (replaying
each logged action once, in order) and notes every seat's score whenever the round number in the
public values moves on, and at the end of the game. It sees only the log the match keeps, and
only ever reads public values and scores, so nothing hidden reaches a score sheet through it.

The round number is the first of :data:`ROUND_KEYS` that the game's public values have.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from cardtable.engine.state import GameState
from cardtable.games.shared.sheets import RoundMark

if TYPE_CHECKING:
    from cardtable.session.match import LogEntry, Match

#: Public values that number a game's rounds (Mose, Mor, Moxie), hands (Moosehead) or games
#: of a match (Moco!).
ROUND_KEYS: Final = ("round", "hand_no", "game_no")


def round_of(values: dict[str, object] | object) -> int | None:
    """The round number in a game's public values, or None if the game has none."""
    if not isinstance(values, dict):
        return None
    for key in ROUND_KEYS:
        value = values.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


class RoundTracker:
    """Follows one match's log; see the module docstring."""

    def __init__(self, match: Match) -> None:
        self._match = match
        self._reset()

    def _reset(self) -> None:
        match = self._match
        self._state: GameState = match.info.factory(match.num_players, match.options)
        self._seen: list[LogEntry] = []
        self._marks: list[RoundMark] = []
        self._round = round_of(self._state.public_values(None))
        self._scores = tuple(self._state.scores())

    @property
    def match(self) -> Match:
        return self._match

    def marks(self) -> tuple[RoundMark, ...]:
        """The rounds ended so far, brought up to date with the match's log."""
        self._catch_up(self._match.log)
        return tuple(self._marks)

    def _catch_up(self, log: Sequence[LogEntry]) -> None:
        seen = self._seen
        if len(log) < len(seen) or (seen and log[len(seen) - 1] is not seen[-1]):
            self._reset()  # the log was rewound (undo) or replaced
            seen = self._seen
        for entry in log[len(seen) :]:
            self._state.apply_trusted(entry.action, entry.seat)
            seen.append(entry)
            number = round_of(self._state.public_values(None))
            scores = tuple(self._state.scores())
            if self._state.is_terminal():
                if not self._marks or not self._marks[-1].final:
                    last = number if number is not None else len(self._marks) + 1
                    self._marks.append(RoundMark(last, scores, final=True))
            elif number != self._round and self._round is not None and self._round > 0:
                self._marks.append(RoundMark(self._round, self._scores))
            self._round = number
            self._scores = scores
