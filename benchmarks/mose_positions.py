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
import json
import math
import os
import pickle
import random
import statistics
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from cardtable.ai.agent import Agent, make_agent
from cardtable.ai.levels import retune
from cardtable.ai.playout import Playout
from cardtable.engine.actions import Action
from cardtable.engine.observation import Observation
from cardtable.engine.state import CHANCE, TERMINAL
from cardtable.games.mose.state import MoseState
from cardtable.session.autoplay import play_to_end
from cardtable.session.match import Match
from cardtable.session.simulate import game_seed

RESULTS = Path(__file__).parent / "results"
DEFAULT_SUITE = RESULTS / "mose_positions.pickle"
DEFAULT_OUT = RESULTS / "mose_positions.jsonl"
#: Moves weighed at a position: the most any Mose level compares.
TOP = 3
#: Moves a judging playout may take before it gives up (a round is a few dozen).
PLAYOUT_LIMIT = 3000


def judge() -> Playout:
    """Heuristic bots playing every seat, out-of-turn plays offered in the table's order."""
    return Playout("mose", make_agent("heuristic", "mose"), share=1.0)


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


@dataclass
class Position:
    """One decision of a heuristic game and what each move the levels weigh is worth there."""

    game: int
    kind: str  # "turn" or "claim"
    seat: int
    state: MoseState
    observation: Observation
    legal: tuple[Action, ...]
    #: The moves weighed, the heuristic's choice first (None: letting a claim pass).
    moves: list[Action | None]
    #: For each move, its worth in each judged reshuffle (round points, higher is better).
    worths: list[list[int]]

    def gain(self, move: int) -> float:
        """What playing ``moves[move]`` is worth over the heuristic's choice, in round points."""
        return statistics.fmean(self.worths[move]) - statistics.fmean(self.worths[0])


class _Collector(Agent):
    """A heuristic bot that notes the decisions where a search would weigh several moves."""

    def __init__(self, game: int, seat: int, match: Match, found: list[Position]):
        self.heuristic = make_agent("heuristic", "mose")
        self.playout = Playout("mose", self.heuristic, 1.0)
        self.name = "heuristic"
        self.game, self.seat, self.match, self.found = game, seat, match, found

    def choose(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        action = self.heuristic.choose(observation, legal, rng)
        self._note("turn", observation, legal, list(legal), action)
        return action

    def claim(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action | None:
        action = self.heuristic.claim(observation, legal, rng)
        if not legal:
            return action
        self._note("claim", observation, legal, [None, *legal], action)
        return action

    def _note(
        self,
        kind: str,
        observation: Observation,
        legal: Sequence[Action],
        actions: list[Action | None],
        action: Action | None,
    ) -> None:
        moves = self.playout.candidates(actions, action, observation, TOP)
        if len(moves) < 2 or moves[0] != action:
            return
        state = self.match.state
        assert isinstance(state, MoseState)
        self.found.append(
            Position(
                self.game, kind, self.seat, state.clone(), observation, tuple(legal), moves, []
            )
        )


def collect(games: int, seed: int, keep: float) -> list[Position]:
    """Heuristic games' decisions with several moves to weigh; a seeded share ``keep`` of them."""
    found: list[Position] = []
    for index in range(games):
        match = Match("mose", 2, {}, game_seed(seed, index // 2))
        play_to_end(match, [_Collector(index, s, match, found) for s in range(2)])
    picker = random.Random(seed)
    return [p for p in found if picker.random() < keep]


def _judge_position(job: tuple[Position, int]) -> list[list[int]]:
    position, worlds = job
    bots = judge()
    return [
        [
            worth(position.state, position.seat, move, 7919 * w + position.game, bots)
            for w in range(worlds)
        ]
        for move in position.moves
    ]


def build(args: argparse.Namespace) -> None:
    started = time.perf_counter()
    positions = collect(args.games, args.seed, args.keep)
    print(f"{len(positions)} positions from {args.games} games; judging...", flush=True)
    with Pool(args.workers) as pool:
        for position, worths in zip(
            positions,
            pool.imap(_judge_position, [(p, args.worlds) for p in positions]),
            strict=True,
        ):
            position.worths = worths
    save(args.suite, positions)
    print(f"suite written to {args.suite} in {time.perf_counter() - started:.0f} s")


def save(path: Path, positions: Sequence[Position]) -> None:
    """Write a suite atomically, as plain dictionaries: it loads back under whatever module
    name this script runs as."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, name = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    with os.fdopen(fd, "wb") as out:
        out.write(pickle.dumps([vars(p) for p in positions]))
    os.chmod(name, 0o644)
    os.replace(name, path)


def load(suite: Path) -> list[Position]:
    """The positions of a suite written by ``build``."""
    return [Position(**fields) for fields in pickle.loads(suite.read_bytes())]


_SUITE: list[Position] = []


def _decide(job: tuple[str, int]) -> tuple[int, float]:
    """The move index ``level`` chooses at position ``index`` (-1: a move not weighed), and
    the seconds it took."""
    level, index = job
    position = _SUITE[index]
    agent = make_agent(level, "mose")
    rng = random.Random(index)
    started = time.perf_counter()
    if position.kind == "turn":
        chosen: Action | None = agent.choose(position.observation, position.legal, rng)
    else:
        chosen = agent.claim(position.observation, position.legal, rng)
    seconds = time.perf_counter() - started
    return (position.moves.index(chosen) if chosen in position.moves else -1), seconds


def score(args: argparse.Namespace) -> None:
    if args.tune:
        retune(json.loads(args.tune))
    _SUITE[:] = load(args.suite)
    level = f"ismcts:{args.level}"
    jobs = [(level, i) for i in range(len(_SUITE))]
    with Pool(args.workers) as pool:
        answers = pool.map(_decide, jobs, chunksize=4)
    record = {
        "name": args.name or args.level,
        "level": level,
        "tune": args.tune or "",
        "suite": len(_SUITE),
        "chosen": [c for c, _ in answers],
        "seconds": [round(s, 3) for _, s in answers],
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("a") as out:
        out.write(json.dumps(record) + "\n")
    print(report(_SUITE, [record]))


def _interval(values: Sequence[float]) -> str:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return f"{mean:+.3f} ({mean - half:+.3f} to {mean + half:+.3f})"


def report(positions: Sequence[Position], records: Sequence[dict[str, Any]]) -> str:
    """For each scored level: how often it left the heuristic, what its moves gained a decision
    over the heuristic's and over the first level listed (means over the positions with 95 %
    intervals; the second is paired, position by position), set against the best move. A move
    outside the weighed ones has no judged worth and counts as the heuristic's."""
    best = [max(p.gain(m) for m in range(len(p.moves))) for p in positions]
    records = [r for r in records if r["suite"] == len(positions)]
    lines = [
        f"{len(positions)} positions; always the best of the moves weighed: "
        f"{statistics.fmean(best):+.3f} points a decision",
        "",
        "| level | left the heuristic | gain a decision (95 % interval) | gain when it left "
        f"| over {records[0]['name'] if records else '-'} (paired) | median s |",
        "|---|---:|---|---:|---|---:|",
    ]
    first: list[float] = []
    for record in records:
        gains = [
            position.gain(chosen) if chosen >= 0 else 0.0
            for position, chosen in zip(positions, record["chosen"], strict=True)
        ]
        first = first or gains
        left = [g for g, chosen in zip(gains, record["chosen"], strict=True) if chosen != 0]
        when = statistics.fmean(left) if left else 0.0
        lines.append(
            f"| {record['name']} | {len(left)} | {_interval(gains)} | {when:+.2f} "
            f"| {_interval([g - f for g, f in zip(gains, first, strict=True)])} "
            f"| {statistics.median(record['seconds']):.2f} |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["build", "score", "report"])
    parser.add_argument("--games", type=int, default=6, help="heuristic games to take from")
    parser.add_argument("--keep", type=float, default=0.2, help="share of decisions kept")
    parser.add_argument("--worlds", type=int, default=100, help="reshuffles judged per move")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="normal", help="ISMCTS level to score")
    parser.add_argument("--name", help="label of the scored level (default: the level)")
    parser.add_argument("--tune", help="JSON of level changes, as in ai_strength.py")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--suite", type=Path, default=DEFAULT_SUITE)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args()
    try:
        if args.command == "build":
            build(args)
        elif args.command == "score":
            score(args)
        else:
            positions = load(args.suite)
            records = [json.loads(line) for line in args.out.read_text().splitlines() if line]
            print(report(positions, records))
    except (OSError, EOFError, pickle.UnpicklingError, TypeError, ValueError) as error:
        parser.error(f"cannot read the suite or the scores ({error}); make them with build/score")


if __name__ == "__main__":
    main()
