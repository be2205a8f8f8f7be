"""A suite of fixed positions, each move's worth known from the true cards, to compare levels.

What the position benchmarks of the games (``mose_positions.py``, ``mor_positions.py``) share:
the decisions collected from two-player heuristic games where a search has more than one move to
weigh (the heuristic's choice first), each move judged once over the same reshuffles, the suite
saved and loaded, a level scored on every position, the report and the command line. What a
move is worth, and which decisions a game has, are each game's own and stay in its script.
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
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from cardtable.ai.agent import Agent, make_agent
from cardtable.ai.levels import retune
from cardtable.ai.playout import Playout
from cardtable.engine.actions import Action
from cardtable.engine.observation import Observation
from cardtable.engine.state import GameState
from cardtable.session.autoplay import play_to_end
from cardtable.session.match import Match
from cardtable.session.simulate import game_seed

RESULTS = Path(__file__).parent / "results"
#: Moves weighed at a position: the heuristic's choice and the next two it ranks.
TOP = 3


@dataclass
class Position:
    """One decision of a heuristic game and what each move the levels weigh is worth there."""

    game: int
    kind: str  # "turn" or "claim"
    seat: int
    state: GameState
    observation: Observation
    legal: tuple[Action, ...]
    #: The moves weighed, the heuristic's choice first (None: letting a claim pass).
    moves: list[Action | None]
    #: For each move, its worth in each judged reshuffle (round points, higher is better).
    worths: list[list[int]]

    def gain(self, move: int) -> float:
        """What playing ``moves[move]`` is worth over the heuristic's choice, in round points."""
        return statistics.fmean(self.worths[move]) - statistics.fmean(self.worths[0])


# --- building a suite ----------------------------------------------------------------------------


def judge(game_id: str) -> Playout:
    """Heuristic bots playing every seat (out-of-turn plays offered in the table's order)."""
    return Playout(game_id, make_agent("heuristic", game_id), share=1.0)


class Collector(Agent):
    """A heuristic bot that notes the decisions where a search would weigh several moves (its
    turns; a game with other decisions notes them with :meth:`note`)."""

    def __init__(self, game_id: str, game: int, seat: int, match: Match, found: list[Position]):
        self.heuristic = make_agent("heuristic", game_id)
        self.playout = Playout(game_id, self.heuristic, 1.0)
        self.name = "heuristic"
        self.game, self.seat, self.match, self.found = game, seat, match, found

    def choose(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        action = self.heuristic.choose(observation, legal, rng)
        self.note("turn", observation, legal, list(legal), action)
        return action

    def note(
        self,
        kind: str,
        observation: Observation,
        legal: Sequence[Action],
        actions: list[Action | None],
        action: Action | None,
    ) -> None:
        """Keep the decision if the heuristic's ``action`` is first of several to weigh."""
        moves = self.playout.candidates(actions, action, observation, TOP)
        if len(moves) < 2 or moves[0] != action:
            return
        self.found.append(
            Position(
                self.game,
                kind,
                self.seat,
                self.match.state.clone(),
                observation,
                tuple(legal),
                moves,
                [],
            )
        )


#: Makes the collecting bot of a seat: (game index, seat, match, the positions found).
CollectorFactory = Callable[[int, int, Match, list[Position]], Agent]


def collect(
    game_id: str,
    games: int,
    seed: int,
    keep: float,
    seat_bot: CollectorFactory,
    seed_of: Callable[[int], int] = lambda index: index,
) -> list[Position]:
    """Heuristic games' decisions with several moves to weigh; a seeded share ``keep`` of them.
    Game ``index`` is dealt from ``game_seed(seed, seed_of(index))``."""
    found: list[Position] = []
    for index in range(games):
        match = Match(game_id, 2, {}, game_seed(seed, seed_of(index)))
        play_to_end(match, [seat_bot(index, s, match, found) for s in range(2)])
    picker = random.Random(seed)
    return [p for p in found if picker.random() < keep]


def judged(
    position: Position, worlds: int, worth: Callable[[Action | None, int], int]
) -> list[list[int]]:
    """Each move's ``worth(move, seed)`` in ``worlds`` reshuffles, the same ones for every
    move."""
    return [
        [worth(move, 7919 * w + position.game) for w in range(worlds)] for move in position.moves
    ]


def build(
    args: argparse.Namespace,
    collect_positions: Callable[[int, int, float], list[Position]],
    judge_position: Callable[[tuple[Position, int]], list[list[int]]],
) -> None:
    """The positions ``collect_positions(games, seed, keep)`` finds, each judged by
    ``judge_position((position, worlds))`` in ``args.workers`` processes, saved as the suite."""
    started = time.perf_counter()
    positions = collect_positions(args.games, args.seed, args.keep)
    print(f"{len(positions)} positions from {args.games} games; judging...", flush=True)
    with Pool(args.workers) as pool:
        for position, worths in zip(
            positions,
            pool.imap(judge_position, [(p, args.worlds) for p in positions]),
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


# --- scoring a level -----------------------------------------------------------------------------


def decide(
    game_id: str, level: str, position: Position, index: int, clock: Callable[[], float]
) -> tuple[int, float]:
    """The move index ``level`` chooses at ``position`` (-1: a move not weighed), and the
    seconds it took by ``clock``."""
    agent = make_agent(level, game_id)
    rng = random.Random(index)
    started = clock()
    if position.kind == "turn":
        chosen: Action | None = agent.choose(position.observation, position.legal, rng)
    else:
        chosen = agent.claim(position.observation, position.legal, rng)
    seconds = clock() - started
    return (position.moves.index(chosen) if chosen in position.moves else -1), seconds


def score(
    args: argparse.Namespace,
    suite: list[Position],
    decide_at: Callable[[tuple[str, int]], tuple[int, float]],
) -> None:
    """Score ``args.level`` on the suite: ``suite`` is filled from ``args.suite`` before the
    worker processes start, and ``decide_at((level, index))`` decides at its position
    ``index``; the record is appended to ``args.out`` and reported."""
    if args.tune:
        retune(json.loads(args.tune))
    suite[:] = load(args.suite)
    level = f"ismcts:{args.level}"
    with Pool(args.workers) as pool:
        answers = pool.map(decide_at, [(level, i) for i in range(len(suite))], chunksize=4)
    record = {
        "name": args.name or args.level,
        "level": level,
        "tune": args.tune or "",
        "suite": len(suite),
        "chosen": [c for c, _ in answers],
        "seconds": [round(s, 3) for _, s in answers],
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("a") as out:
        out.write(json.dumps(record) + "\n")
    print(report(suite, [record]))


# --- the report ----------------------------------------------------------------------------------


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


# --- the command line ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Defaults:
    """A game's defaults for the command line: how big a suite ``build`` makes, and with how
    many worker processes."""

    games: int
    keep: float
    worlds: int
    workers: int


def main(
    doc: str,
    game_id: str,
    defaults: Defaults,
    build_suite: Callable[[argparse.Namespace], None],
    score_level: Callable[[argparse.Namespace], None],
) -> None:
    """``build``, ``score`` or ``report`` as the command line asks (``doc``: the script's
    docstring; the suite and the scores are under ``results/`` by ``game_id``)."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("command", choices=["build", "score", "report"])
    parser.add_argument(
        "--games", type=int, default=defaults.games, help="heuristic games to take from"
    )
    parser.add_argument("--keep", type=float, default=defaults.keep, help="share of decisions kept")
    parser.add_argument(
        "--worlds", type=int, default=defaults.worlds, help="reshuffles judged per move"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="normal", help="ISMCTS level to score")
    parser.add_argument("--name", help="label of the scored level (default: the level)")
    parser.add_argument("--tune", help="JSON of level changes, as in ai_strength.py")
    parser.add_argument("--workers", type=int, default=defaults.workers)
    parser.add_argument("--suite", type=Path, default=RESULTS / f"{game_id}_positions.pickle")
    parser.add_argument("--out", type=Path, default=RESULTS / f"{game_id}_positions.jsonl")
    args = parser.parse_args()
    try:
        if args.command == "build":
            build_suite(args)
        elif args.command == "score":
            score_level(args)
        else:
            positions = load(args.suite)
            records = [json.loads(line) for line in args.out.read_text().splitlines() if line]
            print(report(positions, records))
    except (OSError, EOFError, pickle.UnpicklingError, TypeError, ValueError) as error:
        parser.error(f"cannot read the suite or the scores ({error}); make them with build/score")
