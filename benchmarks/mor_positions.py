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
import json
import pickle
import random
import time
from collections.abc import Sequence
from multiprocessing import Pool
from pathlib import Path

from mose_positions import Position, load, report, save

from cardtable.ai.agent import Agent, make_agent
from cardtable.ai.levels import retune
from cardtable.ai.playout import Playout
from cardtable.engine.actions import Action
from cardtable.engine.observation import Observation
from cardtable.engine.state import CHANCE, TERMINAL, GameState
from cardtable.games.mor.actions import team_of
from cardtable.session.autoplay import play_to_end
from cardtable.session.match import Match
from cardtable.session.simulate import game_seed

RESULTS = Path(__file__).parent / "results"
DEFAULT_SUITE = RESULTS / "mor_positions.pickle"
DEFAULT_OUT = RESULTS / "mor_positions.jsonl"
#: Moves weighed at a position: the heuristic's choice and the next two it ranks.
TOP = 3
#: Moves a judging playout may take before it gives up (a round is a few hundred).
PLAYOUT_LIMIT = 3000


def judge() -> Playout:
    """Heuristic bots playing every seat."""
    return Playout("mor", make_agent("heuristic", "mor"), share=1.0)


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


class _Collector(Agent):
    """A heuristic bot that notes the decisions where a search would weigh several moves."""

    def __init__(self, game: int, seat: int, match: Match, found: list[Position]):
        self.heuristic = make_agent("heuristic", "mor")
        self.playout = Playout("mor", self.heuristic, 1.0)
        self.name = "heuristic"
        self.game, self.seat, self.match, self.found = game, seat, match, found

    def choose(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        action = self.heuristic.choose(observation, legal, rng)
        moves = self.playout.candidates(list(legal), action, observation, TOP)
        if len(moves) >= 2 and moves[0] == action:
            state = self.match.state
            self.found.append(
                Position(
                    self.game,
                    "turn",
                    self.seat,
                    state.clone(),
                    observation,
                    tuple(legal),
                    moves,
                    [],
                )
            )
        return action


def collect(games: int, seed: int, keep: float) -> list[Position]:
    """Heuristic games' decisions with several moves to weigh; a seeded share ``keep`` of them."""
    found: list[Position] = []
    for index in range(games):
        match = Match("mor", 2, {}, game_seed(seed, index))
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
        if move is not None
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


_SUITE: list[Position] = []


def _decide(job: tuple[str, int]) -> tuple[int, float]:
    """The move index ``level`` chooses at position ``index`` (-1: a move not weighed), and
    the CPU seconds it took."""
    level, index = job
    position = _SUITE[index]
    agent = make_agent(level, "mor")
    started = time.process_time()
    chosen = agent.choose(position.observation, position.legal, random.Random(index))
    seconds = time.process_time() - started
    return (position.moves.index(chosen) if chosen in position.moves else -1), seconds


def score(args: argparse.Namespace) -> None:
    if args.tune:
        retune(json.loads(args.tune))
    _SUITE[:] = load(args.suite)
    level = f"ismcts:{args.level}"
    with Pool(args.workers) as pool:
        answers = pool.map(_decide, [(level, i) for i in range(len(_SUITE))], chunksize=4)
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["build", "score", "report"])
    parser.add_argument("--games", type=int, default=2, help="heuristic games to take from")
    parser.add_argument("--keep", type=float, default=0.25, help="share of decisions kept")
    parser.add_argument("--worlds", type=int, default=20, help="reshuffles judged per move")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="normal", help="ISMCTS level to score")
    parser.add_argument("--name", help="label of the scored level (default: the level)")
    parser.add_argument("--tune", help="JSON of level changes, as in ai_strength.py")
    parser.add_argument("--workers", type=int, default=1)
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
