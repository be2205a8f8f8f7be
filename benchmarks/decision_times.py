"""How long a searching bot makes a player wait: wall-clock and CPU time per decision.

Positions come from two-player games between heuristic bots: at seat 0's turns with more than
one legal move, about one in three is kept, until every game has ``--decisions`` of them. The
bot then decides in each, the games taken in turn (a shuffled order every round), so that the
shared machine's busy moments fall on every game alike. Every decision counts, including those
a level settles without searching (a player waits for those too). ::

    python benchmarks/decision_times.py [--decisions 40] [--levels normal] [--games mor mose]
                                        [--seed 1] [--json]

Results: docs/benchmarks.md. The issue's target: ``normal`` answers within 0.5 s at p95.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable.ai.agent import make_agent
from cardtable.engine.state import GameState
from cardtable.games import GAMES

GAME_ORDER = ("moosehead", "mose", "moco", "mor", "moxie")


def positions(game_id: str, count: int, seed: int) -> list[GameState]:
    """``count`` positions where seat 0 is to choose among several moves, from heuristic play."""
    rng = random.Random(seed)
    heuristic = make_agent("heuristic", game_id)
    found: list[GameState] = []
    state: GameState | None = None
    while len(found) < count:
        if state is None or state.is_terminal():
            state = GAMES[game_id].new_game(2)
        while state.is_chance():
            state.apply(state.sample_chance(rng))
        if state.is_terminal():
            continue
        seat = state.current_player
        legal = state.legal_actions(seat)
        if seat == 0 and len(legal) > 1 and rng.random() < 0.35:
            found.append(state.clone())
        state.apply(heuristic.choose(state.observation(seat), legal, rng), seat)
    return found


def percentile(values: list[float], share: float) -> float:
    """The ``share`` quantile (nearest rank) of ``values``."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(share * len(ordered)) - 1))]


def measure(
    games: tuple[str, ...], levels: tuple[str, ...], decisions: int, seed: int
) -> list[dict[str, object]]:
    suites = {g: positions(g, decisions, seed) for g in games}
    walls: dict[tuple[str, str], list[float]] = {(g, lv): [] for g in games for lv in levels}
    cpus: dict[tuple[str, str], list[float]] = {key: [] for key in walls}
    order = random.Random(seed)
    keys = list(walls)
    for i in range(decisions):
        order.shuffle(keys)
        for game_id, level in keys:
            state = suites[game_id][i]
            agent = make_agent(f"ismcts:{level}", game_id)
            observation = state.observation(0)
            legal = state.legal_actions(0)
            wall, cpu = time.perf_counter(), time.process_time()
            agent.choose(observation, legal, random.Random(seed + i))
            walls[game_id, level].append(time.perf_counter() - wall)
            cpus[game_id, level].append(time.process_time() - cpu)
        print(f"decision {i + 1} of {decisions}", file=sys.stderr, flush=True)
    rows: list[dict[str, object]] = []
    for game_id, level in ((g, lv) for g in games for lv in levels):
        w, c = walls[game_id, level], cpus[game_id, level]
        rows.append(
            {
                "game": game_id,
                "bot": f"ismcts:{level}",
                "decisions": len(w),
                "median_ms": round(1000 * statistics.median(w)),
                "p95_ms": round(1000 * percentile(w, 0.95)),
                "max_ms": round(1000 * max(w)),
                "median_cpu_ms": round(1000 * statistics.median(c)),
                "p95_cpu_ms": round(1000 * percentile(c, 0.95)),
            }
        )
    return rows


def table(rows: list[dict[str, object]]) -> str:
    heads = list(rows[0])
    lines = ["| " + " | ".join(heads) + " |", "|" + "---|" * len(heads)]
    lines += ["| " + " | ".join(str(r[h]) for h in heads) + " |" for r in rows]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--decisions", type=int, default=40, help="decisions per game and level")
    parser.add_argument(
        "--levels", nargs="+", default=["normal"], choices=["easy", "normal", "hard"]
    )
    parser.add_argument("--games", nargs="+", default=list(GAME_ORDER), choices=GAME_ORDER)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    args = parser.parse_args(argv)
    load = os.getloadavg()[0]
    started = time.perf_counter()
    rows = measure(tuple(args.games), tuple(args.levels), args.decisions, args.seed)
    if args.json:
        print(json.dumps(rows, indent=1))
    else:
        print(table(rows))
        print(
            f"\n{time.perf_counter() - started:.1f} s; load average (1 min) {load:.2f} at the "
            f"start, {os.getloadavg()[0]:.2f} at the end"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
