"""A fixed set of Mor decisions, each move's worth known from the true cards, to compare levels.

Mor's counterpart of ``mose_positions.py`` (read that one's docstring for the idea): a Mor game
between searching bots lasts minutes and swings by hundreds of points a round, so a handful of
games says nothing about a change to the search. This benchmark plays two-player games between
heuristic bots, keeps a seeded share of the decisions where a search has more than one move to
weigh (up to :data:`TOP` of them, in the order the heuristic ranks them, its own choice first),
and judges each of those moves once from the true position: every hand and the Mor packets as
they truly are, only the stock reshuffled, heuristic bots playing the round out, over the same
reshuffles for every move. A move's worth is the round points its team gains over the other
team. Any level, or an experimental variant of one (``--tune``), is then shown every position
and scored by what its move is worth over the heuristic's, paired position by position.

    python benchmarks/mor_positions.py build [--games 2] [--keep 0.25] [--worlds 20] \\
        [--workers 1] [--seed 1] [--suite FILE]
    python benchmarks/mor_positions.py score --level normal [--name LABEL] [--tune JSON] \\
        [--workers 1] [--suite FILE] [--out FILE]
    python benchmarks/mor_positions.py report [--suite FILE] [--out FILE]

The suite is a pickle, by default under ``benchmarks/results/`` and not committed: ``build``
makes the same one again from the same options. Scores are appended as JSON lines to ``--out``.
"""

from __future__ import annotations

import argparse
import random
import time
from functools import partial

import positions_suite as suite
from positions_suite import TOP, Position, load, report, save

from cardtable.ai.playout import Playout
from cardtable.engine.actions import Action
from cardtable.engine.state import CHANCE, TERMINAL, GameState
from cardtable.games.mor.actions import team_of

#: The suite's own, offered here as this script's.
__all__ = ["TOP", "Position", "load", "report", "save"]
#: Moves a judging playout may take before it gives up (a round is a few hundred).
PLAYOUT_LIMIT = 3000


def judge() -> Playout:
    """Heuristic bots playing every seat."""
    return suite.judge("mor")


def worth(state: GameState, seat: int, action: Action, seed: int, bots: Playout) -> int:
    """The round points ``seat``'s team gains over the other team after ``action``, with the
    stock reshuffled by ``seed`` and ``bots`` (:func:`judge`) playing the round out."""
    state = state.clone()
    rng = random.Random(seed)
    rng.shuffle(state.zones["stock"])
    before = list(state.totals)  # type: ignore[attr-defined]
    state.apply_trusted(action, seat)
    for _ in range(PLAYOUT_LIMIT):
        mover = state.current_player
        if mover in (CHANCE, TERMINAL):
            break
        state.apply_trusted(bots.move(state, mover, rng), mover)
    after: list[int] = state.totals  # type: ignore[attr-defined]
    team = team_of(seat)
    return (after[team] - before[team]) - (after[1 - team] - before[1 - team])


def collect(games: int, seed: int, keep: float) -> list[Position]:
    """Heuristic games' decisions with several moves to weigh; a seeded share ``keep`` of them."""
    return suite.collect("mor", games, seed, keep, partial(suite.Collector, "mor"))


def _judge_position(job: tuple[Position, int]) -> list[list[int]]:
    position, worlds = job
    bots = judge()

    def move_worth(move: Action | None, seed: int) -> int:
        assert move is not None  # a Mor position has turns only, no claim to let pass
        return worth(position.state, position.seat, move, seed, bots)

    return suite.judged(position, worlds, move_worth)


def build(args: argparse.Namespace) -> None:
    suite.build(args, collect, _judge_position)


_SUITE: list[Position] = []


def _decide(job: tuple[str, int]) -> tuple[int, float]:
    """The move index ``level`` chooses at position ``index`` (-1: a move not weighed), and
    the CPU seconds it took."""
    level, index = job
    return suite.decide("mor", level, _SUITE[index], index, time.process_time)


def score(args: argparse.Namespace) -> None:
    suite.score(args, _SUITE, _decide)


def main() -> None:
    suite.main(
        __doc__, "mor", suite.Defaults(games=2, keep=0.25, worlds=20, workers=1), build, score
    )


if __name__ == "__main__":
    main()
