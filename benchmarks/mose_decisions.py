"""How much a Mose bot's own decisions are worth, judged against the true cards.

A Mose game is 13 rounds whose totals swing by tens of points, so a bot that is a few points a
game better than the heuristic needs hundreds of games before its win rate says so. This
benchmark looks at the decisions instead. It plays two-player games between a level and the
heuristic bot (seats alternating, the same seeds as ``ai_strength.py``), and wherever the level
chooses differently from what the heuristic would have chosen in its place, it judges both
moves from the real position: every hand as it truly is, only the order of the face-down stock
reshuffled (nobody knows it). After each move heuristic bots play the round out, with
out-of-turn plays offered after every move as at the table, over the same reshuffles for both
moves; a move's worth is the opponent's round points minus the bot's. The gain of a decision is
the worth of the bot's move less the worth of the heuristic's.

So the gains answer one question: leaving the heuristic here, and playing like it afterwards,
how many points does the bot win or lose? The bot's later decisions are judged where they
happen. Results are appended, one JSON line per game, to ``--out`` (default
``benchmarks/results/mose_decisions.jsonl``); a stopped run resumes, ``--report`` only prints.

    python benchmarks/mose_decisions.py [--level normal] [--games 8] [--worlds 100] \\
        [--workers 2] [--seed 1] [--out FILE] [--report]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
from collections.abc import Sequence
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from cardtable.ai.agent import Agent, make_agent
from cardtable.ai.playout import Playout
from cardtable.engine.actions import Action
from cardtable.engine.observation import Observation
from cardtable.engine.state import CHANCE, TERMINAL
from cardtable.games.mose.state import MoseState
from cardtable.session.autoplay import play_to_end
from cardtable.session.match import Match
from cardtable.session.simulate import game_seed

DEFAULT_OUT = Path(__file__).parent / "results" / "mose_decisions.jsonl"
#: Moves a judging playout may take before it gives up (a round is a few dozen).
PLAYOUT_LIMIT = 3000


class _Recorder(Agent):
    """The level under test; notes the real position wherever it leaves the heuristic."""

    def __init__(self, level: str, match: Match, found: list[tuple[str, MoseState, Any, Any]]):
        self.inner = make_agent(level, "mose")
        self.heuristic = make_agent("heuristic", "mose")
        self.name = self.inner.name
        self.match = match
        self.found = found

    def choose(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        action = self.inner.choose(observation, legal, rng)
        usual = self.heuristic.choose(observation, legal, random.Random(0))
        self._note("turn", action, usual)
        return action

    def claim(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action | None:
        action = self.inner.claim(observation, legal, rng)
        usual = self.heuristic.claim(observation, legal, random.Random(0))
        self._note("claim", action, usual)
        return action

    def _note(self, kind: str, action: Action | None, usual: Action | None) -> None:
        if action != usual:
            state = self.match.state
            assert isinstance(state, MoseState)
            self.found.append((kind, state.clone(), action, usual))

    def cancel(self) -> None:
        self.inner.cancel()


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


def _kind(action: Action | None) -> str:
    return "pass" if action is None else type(action).__name__


def play(job: tuple[str, int, int, int]) -> dict[str, Any]:
    """Play game ``index`` of ``level`` against the heuristic and judge its own decisions."""
    level, index, seed, worlds = job
    bot_seat = index % 2
    match = Match("mose", 2, {}, seed)
    found: list[tuple[str, MoseState, Any, Any]] = []
    agents: list[Agent] = [make_agent("heuristic", "mose"), make_agent("heuristic", "mose")]
    agents[bot_seat] = _Recorder(level, match, found)
    play_to_end(match, agents)
    bots = judge()
    decisions = []
    for kind, state, action, usual in found:
        gains = [
            worth(state, bot_seat, action, 7919 * w + index, bots)
            - worth(state, bot_seat, usual, 7919 * w + index, bots)
            for w in range(worlds)
        ]
        decisions.append(
            {
                "kind": f"{kind}: {_kind(usual)} -> {_kind(action)}",
                "round": state.round_no,
                "gain": statistics.fmean(gains),
            }
        )
    totals = match.state.scores()
    return {
        "key": f"{level}|{index}|{seed}|{worlds}",
        "level": level,
        "index": index,
        "seed": seed,
        "worlds": worlds,
        "margin": totals[1 - bot_seat] - totals[bot_seat],
        "decisions": decisions,
    }


def report(records: Sequence[dict[str, Any]]) -> str:
    """A Markdown table: for each level and kind of decision off the heuristic, how many, and
    their mean gain with a 95 % interval."""
    lines = [
        "| level | games | decision off the heuristic | count | a game | mean gain (points) "
        "| 95 % interval |",
        "|---|---:|---|---:|---:|---:|---|",
    ]
    for level in sorted({r["level"] for r in records}):
        mine = [r for r in records if r["level"] == level]
        games = len(mine)
        by_kind: dict[str, list[float]] = {}
        for record in mine:
            for d in record["decisions"]:
                by_kind.setdefault(d["kind"], []).append(d["gain"])
        every = [g for gains in by_kind.values() for g in gains]
        for kind, gains in [*sorted(by_kind.items()), ("all", every)]:
            mean = statistics.fmean(gains) if gains else 0.0
            half = 1.96 * statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else 0.0
            lines.append(
                f"| {level} | {games} | {kind} | {len(gains)} | {len(gains) / games:.1f} "
                f"| {mean:+.2f} | {mean - half:+.2f} to {mean + half:+.2f} |"
            )
        per_game = [sum(d["gain"] for d in r["decisions"]) for r in mine]
        margins = [r["margin"] for r in mine]
        lines.append(
            f"| {level} | {games} | total a game (game margin {statistics.fmean(margins):+.1f}) "
            f"| | | {statistics.fmean(per_game):+.1f} | |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", action="append", help="ISMCTS level (default: normal)")
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--worlds", type=int, default=100, help="reshuffles judged per decision")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--report", action="store_true", help="only print the table")
    args = parser.parse_args()
    levels = [f"ismcts:{name}" for name in (args.level or ["normal"])]
    done: dict[str, dict[str, Any]] = {}
    if args.out.exists():
        for line in args.out.read_text().splitlines():
            if line.strip():
                record = json.loads(line)
                done[record["key"]] = record
    jobs = [
        (level, index, game_seed(args.seed, index // 2), args.worlds)
        for level in levels
        for index in range(args.games)
    ]
    keys = {f"{level}|{index}|{seed}|{worlds}" for level, index, seed, worlds in jobs}
    if not args.report:
        todo = [job for job in jobs if f"{job[0]}|{job[1]}|{job[2]}|{job[3]}" not in done]
        args.out.parent.mkdir(parents=True, exist_ok=True)
        print(f"{len(jobs) - len(todo)} games already judged, {len(todo)} to play", flush=True)
        out = os.open(args.out, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        with Pool(args.workers) as pool:
            for record in pool.imap_unordered(play, todo):
                os.write(out, (json.dumps(record) + "\n").encode())
                done[record["key"]] = record
                total = sum(d["gain"] for d in record["decisions"])
                print(
                    f"{record['level']} #{record['index']}: {len(record['decisions'])} "
                    f"decisions off the heuristic, {total:+.1f} points",
                    flush=True,
                )
        os.close(out)
    print(report([r for k, r in done.items() if k in keys]))


if __name__ == "__main__":
    main()
