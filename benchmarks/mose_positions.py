"""A fixed set of Mose decisions, each move's worth known from the true cards, to compare levels.

Judging the decisions a level happens to meet in its own games would judge two levels on
different positions, and a handful of games would say little. This benchmark fixes the
positions instead. It plays two-player games between heuristic bots (the same seeds
as ``ai_strength.py``), keeps a sample of the decisions where a search has more than one move to
weigh (the moves the levels compare, up to three, the heuristic's choice first), and judges each
of those moves once from the true position (:func:`worth`): every hand as it truly is, the
stock reshuffled, heuristic bots playing the round out, over the same reshuffles for every
move. Then any level, or an experimental variant of one (``--tune``), is shown every
position and its choice is scored by what its move is worth over the heuristic's.

Every level is scored on the same positions against the same worths, so differences between
levels are paired and far less noisy than games. The scale is round points a decision: a level
that leaves the heuristic well gains, one that leaves it badly loses, and the best move at each
position gives the most a comparison of these moves could gain.

    python benchmarks/mose_positions.py build [--games 6] [--keep 0.2] [--worlds 100] \\
        [--workers 2] [--seed 1] [--suite FILE]
    python benchmarks/mose_positions.py score --level hard [--name LABEL] [--tune JSON] \\
        [--workers 2] [--suite FILE] [--out FILE]
    python benchmarks/mose_positions.py report [--suite FILE] [--out FILE]

The suite (positions and worths) is a pickle, by default under ``benchmarks/results/``; it is not
committed, as ``build`` makes the same one again from the same options (the games and the
judging are seeded). Scores are appended as one JSON line per level to ``--out``.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Sequence

import positions_suite as suite
from positions_suite import TOP, Position, load, report, save

from cardtable.ai.playout import Playout
from cardtable.engine.actions import Action
from cardtable.engine.observation import Observation
from cardtable.engine.state import CHANCE, TERMINAL
from cardtable.games.mose.state import MoseState
from cardtable.session.match import Match

#: The suite's own, offered here as this script's.
__all__ = ["TOP", "Position", "load", "report", "save"]
#: Moves a judging playout may take before it gives up (a round is a few dozen).
PLAYOUT_LIMIT = 3000


def judge() -> Playout:
    """Heuristic bots playing every seat, out-of-turn plays offered in the table's order."""
    return suite.judge("mose")


def worth(state: MoseState, seat: int, action: Action | None, seed: int, bots: Playout) -> int:
    """The opponent's round points minus ``seat``'s after ``action`` (None: no claim), with the
    stock reshuffled by ``seed`` and ``bots`` (:func:`judge`) playing the round out, offering
    out-of-turn plays after every move as the table does."""
    state = state.clone()
    rng = random.Random(seed)
    rng.shuffle(state.zones["stock"])
    rounds = len(state.round_scores)
    if action is not None:
        state.apply_trusted(action, seat)
        bots.claim_round(state, seat, rng)
    for _ in range(PLAYOUT_LIMIT):
        if len(state.round_scores) > rounds or state.current_player == TERMINAL:
            break
        mover = state.current_player
        if mover == CHANCE:
            state.apply_trusted(state.sample_chance(rng), CHANCE)
            continue
        state.apply_trusted(bots.move(state, mover, rng), mover)
        bots.claim_round(state, mover, rng)
    points = state.round_scores[-1]
    return sum(points) - 2 * points[seat]


class _Collector(suite.Collector):
    """A heuristic bot that notes the decisions where a search would weigh several moves: its
    turns, and its claims (letting a claim pass is one of the moves)."""

    def __init__(self, game: int, seat: int, match: Match, found: list[Position]):
        super().__init__("mose", game, seat, match, found)

    def claim(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action | None:
        action = self.heuristic.claim(observation, legal, rng)
        if not legal:
            return action
        self.note("claim", observation, legal, [None, *legal], action)
        return action


def collect(games: int, seed: int, keep: float) -> list[Position]:
    """Heuristic games' decisions with several moves to weigh; a seeded share ``keep`` of them
    (two games to a seed, as ``ai_strength.py`` plays them)."""
    return suite.collect("mose", games, seed, keep, _Collector, lambda index: index // 2)


def _judge_position(job: tuple[Position, int]) -> list[list[int]]:
    position, worlds = job
    state = position.state
    assert isinstance(state, MoseState)
    bots = judge()
    return suite.judged(
        position, worlds, lambda move, seed: worth(state, position.seat, move, seed, bots)
    )


def build(args: argparse.Namespace) -> None:
    suite.build(args, collect, _judge_position)


_SUITE: list[Position] = []


def _decide(job: tuple[str, int]) -> tuple[int, float]:
    """The move index ``level`` chooses at position ``index`` (-1: a move not weighed), and
    the seconds it took."""
    level, index = job
    return suite.decide("mose", level, _SUITE[index], index, time.perf_counter)


def score(args: argparse.Namespace) -> None:
    suite.score(args, _SUITE, _decide)


def main() -> None:
    suite.main(
        __doc__, "mose", suite.Defaults(games=6, keep=0.2, worlds=100, workers=2), build, score
    )


if __name__ == "__main__":
    main()
