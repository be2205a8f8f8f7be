"""Statistics per game, kept locally as JSON: games played, won and the best score.

Counted for finished games with at least one human seat:

* ``played``: every such game; ``together`` of them were pass-and-play (two or more humans).
* ``solo``: games of one human against bots; ``won`` of them the human won or shared;
  ``best``: the human's best final score in a solo game (lowest for Mose, where low wins;
  a team's score in Mor; money in copper in Moxie).

The file is rewritten atomically after each game. A file that cannot be read is set aside
(``stats.damaged-<time>.json``) and counting starts afresh; a file written by a newer version is
left alone and nothing is recorded this session. Either way :attr:`StatsStore.problem` says so.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any, Final

from cardtable.persistence.files import atomic_write_json, set_aside
from cardtable.session.match import Match

STATS_FORMAT: Final = "cardtable-stats"
STATS_VERSION: Final = 1


@dataclass(frozen=True, slots=True)
class GameStats:
    played: int = 0
    together: int = 0
    solo: int = 0
    won: int = 0
    best: int | None = None

    @property
    def win_rate(self) -> float | None:
        return self.won / self.solo if self.solo else None

    @classmethod
    def from_json(cls, data: Any) -> GameStats:
        if not isinstance(data, dict):
            raise ValueError("a game's statistics are not an object")
        best = data.get("best")
        if best is not None and not isinstance(best, int):
            raise ValueError("a best score is not a whole number")
        counts = {k: data.get(k, 0) for k in ("played", "together", "solo", "won")}
        for key, value in counts.items():
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise ValueError(f"{key} is not a count")
        return cls(best=best, **counts)


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a finished game adds to the statistics."""

    game: str
    humans: int
    won: bool
    score: int | None
    lower_is_better: bool


def outcome_of(match: Match) -> Outcome | None:
    """The statistics outcome of a finished match with a human seat, else None."""
    result = match.state.outcome()
    humans = [s for s, spec in enumerate(match.seats) if not spec.is_bot]
    if result is None or not humans:
        return None
    if len(humans) == 1:
        human = humans[0]
        return Outcome(
            match.info.id,
            1,
            human in result.winners,
            result.scores[human] if human < len(result.scores) else None,
            match.info.lower_is_better,
        )
    return Outcome(match.info.id, len(humans), False, None, match.info.lower_is_better)


def add(stats: GameStats, outcome: Outcome) -> GameStats:
    """``stats`` with one more finished game."""
    if outcome.humans > 1:
        return replace(stats, played=stats.played + 1, together=stats.together + 1)
    best = stats.best
    if outcome.score is not None:
        better = (
            best is None
            or (outcome.lower_is_better and outcome.score < best)
            or (not outcome.lower_is_better and outcome.score > best)
        )
        best = outcome.score if better else best
    return replace(
        stats,
        played=stats.played + 1,
        solo=stats.solo + 1,
        won=stats.won + int(outcome.won),
        best=best,
    )


class StatsStore:
    """The statistics file; see the module docstring."""

    def __init__(self, path: Path, sync: bool = True) -> None:
        self.path = Path(path)
        self.sync = sync
        #: A sentence for the user when the file could not be used, else "".
        self.problem = ""
        self._read_only = False
        self._stats: dict[str, GameStats] = {}
        self._load()

    def _load(self) -> None:
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return
        except (OSError, UnicodeDecodeError) as exc:
            self._read_only = True
            self.problem = f"The statistics file cannot be read ({exc}); it is left as it is."
            return
        try:
            data = json.loads(text)
            if not isinstance(data, dict) or data.get("format") != STATS_FORMAT:
                raise ValueError("it is not a Card Table statistics file")
            version = data.get("version")
            if not isinstance(version, int):
                raise ValueError("it has no version number")
            if version > STATS_VERSION:
                self._read_only = True
                self.problem = (
                    "The statistics were kept by a newer version of Card Table; this one shows "
                    f"nothing and records nothing, so they stay as they are ({self.path})."
                )
                return
            games = data.get("games")
            if not isinstance(games, dict):
                raise ValueError("it has no games")
            self._stats = {str(k): GameStats.from_json(v) for k, v in games.items()}
        except ValueError as exc:  # json.JSONDecodeError is a ValueError
            moved = set_aside(self.path, "damaged")
            self._stats = {}
            self.problem = (
                f"The statistics file was damaged ({exc}), so counting starts afresh. "
                f"The old file has been kept as {moved}."
            )

    def all(self) -> dict[str, GameStats]:
        return dict(self._stats)

    def get(self, game: str) -> GameStats:
        return self._stats.get(game, GameStats())

    def record(self, match: Match) -> GameStats | None:
        """Count a finished match (if it had a human seat); returns the game's new statistics."""
        outcome = outcome_of(match)
        if outcome is None or self._read_only:
            return None
        stats = add(self.get(outcome.game), outcome)
        self._stats[outcome.game] = stats
        atomic_write_json(
            self.path,
            {
                "format": STATS_FORMAT,
                "version": STATS_VERSION,
                "games": {k: asdict(v) for k, v in sorted(self._stats.items())},
            },
            self.sync,
        )
        return stats
