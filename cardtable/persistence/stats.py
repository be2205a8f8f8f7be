"""Statistics per game, kept locally as JSON: games played, won and the best score.

Counted for finished games with at least one human seat:

* ``played``: every such game; ``together`` of them were pass-and-play (two or more humans).
* ``solo``: games of one human against bots; ``won`` of them the human won or shared;
  ``best``: the human's best final score in a solo game (lowest for Mose, where low wins;
  a team's score in Mor; money in copper in Moxie) played without hints.
* ``assisted``: games (included in the counts above) in which the coach showed a hint
  (:attr:`Match.assisted <cardtable.session.match.Match.assisted>`); ``assisted_won`` of them
  solo games the human won. An assisted game never sets the best score.

A file with no assisted game is written as version 1, exactly as before; once one is counted
it is written as version 2, so an older Card Table leaves it alone as newer instead of setting
it aside as damaged. Version 1 files load with no assisted games.

The file is read through :mod:`cardtable.persistence.documents` and rewritten atomically after
each game. A damaged file is left as it is while it is only read; counting starts afresh, and
the first game recorded sets the old file aside (``stats.damaged-<time>.json``) before writing a
new one. A file written by a newer version, or one that cannot be read at all, is left alone and
nothing is recorded this session. Either way :attr:`StatsStore.problem` says so.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Annotated, Final, Literal

import msgspec
from msgspec import Meta

from cardtable.i18n import _
from cardtable.persistence.documents import (
    DocumentError,
    DocumentKind,
    Problem,
    display_path,
    read_document,
)
from cardtable.persistence.files import atomic_write_json, set_aside
from cardtable.session.match import Match

STATS_FORMAT: Final = "cardtable-stats"
STATS_VERSION: Final = 2
#: The version written while no assisted game has been counted (what older versions read).
_PLAIN_VERSION: Final = 1


@dataclass(frozen=True, slots=True)
class GameStats:
    played: int = 0
    together: int = 0
    solo: int = 0
    won: int = 0
    best: int | None = None
    assisted: int = 0
    assisted_won: int = 0

    @property
    def win_rate(self) -> float | None:
        return self.won / self.solo if self.solo else None


_Count = Annotated[int, Meta(ge=0, le=10_000_000)]


class GameStatsDocument(msgspec.Struct, forbid_unknown_fields=True):
    played: _Count = 0
    together: _Count = 0
    solo: _Count = 0
    won: _Count = 0
    best: Annotated[int, Meta(ge=-(10**9), le=10**9)] | None = None
    assisted: _Count = 0
    assisted_won: _Count = 0

    def value(self) -> GameStats:
        """The counts, once they are consistent with each other (ValueError if not)."""
        if self.won > self.solo or self.solo + self.together != self.played:
            raise ValueError("its counts of games played, solo and won do not add up")
        if self.assisted > self.played or self.assisted_won > min(self.assisted, self.won):
            raise ValueError("its counts of games played with hints do not add up")
        return GameStats(
            self.played,
            self.together,
            self.solo,
            self.won,
            self.best,
            self.assisted,
            self.assisted_won,
        )


class StatsDocument(msgspec.Struct, forbid_unknown_fields=True):
    format: Literal["cardtable-stats"]
    version: Annotated[int, Meta(ge=1)]
    games: Annotated[
        dict[Annotated[str, Meta(max_length=40)], GameStatsDocument], Meta(max_length=64)
    ]


STATS_KIND: Final = DocumentKind(STATS_FORMAT, STATS_VERSION, StatsDocument, "statistics file")


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a finished game adds to the statistics."""

    game: str
    humans: int
    won: bool
    score: int | None
    lower_is_better: bool
    #: A hint was shown during the game.
    assisted: bool = False


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
            match.assisted,
        )
    return Outcome(
        match.info.id, len(humans), False, None, match.info.lower_is_better, match.assisted
    )


def add(stats: GameStats, outcome: Outcome) -> GameStats:
    """``stats`` with one more finished game."""
    helped = int(outcome.assisted)
    if outcome.humans > 1:
        return replace(
            stats,
            played=stats.played + 1,
            together=stats.together + 1,
            assisted=stats.assisted + helped,
        )
    best = stats.best
    if outcome.score is not None and not outcome.assisted:
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
        assisted=stats.assisted + helped,
        assisted_won=stats.assisted_won + int(outcome.won and outcome.assisted),
    )


def _plain(stats: GameStats, helped: bool) -> dict[str, int | None]:
    """One game's counts as written; the assisted counts only in a version 2 file."""
    data = asdict(stats)
    if not helped:
        del data["assisted"], data["assisted_won"]
    return data


class StatsStore:
    """The statistics file; see the module docstring."""

    def __init__(self, path: Path, sync: bool = True) -> None:
        self.path = Path(path)
        self.sync = sync
        #: A sentence for the user when the file could not be used, else "".
        self.problem = ""
        self._read_only = False
        #: The file on disk is damaged: set it aside before the first write.
        self._damaged = False
        self._stats: dict[str, GameStats] = {}
        self._load()

    def _load(self) -> None:
        try:
            doc = read_document(self.path, STATS_KIND)
            stats = {game: counts.value() for game, counts in doc.games.items()}
        except FileNotFoundError:
            return
        except DocumentError as exc:
            if exc.problem is Problem.DAMAGED:
                self._damaged = True
                self.problem = _("{problem} Counting starts afresh.").format(problem=exc.message)
            else:
                self._read_only = True
                self.problem = _("{problem} Games are not counted this session.").format(
                    problem=exc.message
                )
            return
        except ValueError as exc:
            self._damaged = True
            error = DocumentError(self.path, Problem.DAMAGED, str(exc), STATS_KIND.noun)
            self.problem = _("{problem} Counting starts afresh.").format(problem=error.message)
            return
        self._stats = stats

    def all(self) -> dict[str, GameStats]:
        return dict(self._stats)

    def get(self, game: str) -> GameStats:
        return self._stats.get(game, GameStats())

    def record(self, match: Match) -> GameStats | None:
        """Count a finished match (if it had a human seat); returns the game's new statistics."""
        outcome = outcome_of(match)
        return None if outcome is None else self.record_outcome(outcome)

    def record_outcome(self, outcome: Outcome) -> GameStats | None:
        """Count a finished game (a network table's, whose match is the host's); returns the
        game's new statistics, None when the file cannot be written this session."""
        if self._read_only:
            return None
        if self._damaged:
            try:
                moved = set_aside(self.path, "damaged")
            except FileNotFoundError:  # removed meanwhile: nothing left to keep
                self.problem = ""
            else:
                self.problem = _(
                    "The statistics file was damaged, so counting started afresh; the old file "
                    "is kept as {path}."
                ).format(path=display_path(moved))
            self._damaged = False
        stats = add(self.get(outcome.game), outcome)
        self._stats[outcome.game] = stats
        helped = any(v.assisted for v in self._stats.values())
        games = {k: _plain(v, helped) for k, v in sorted(self._stats.items())}
        version = STATS_VERSION if helped else _PLAIN_VERSION
        atomic_write_json(
            self.path,
            {"format": STATS_FORMAT, "version": version, "games": games},
            self.sync,
        )
        return stats
