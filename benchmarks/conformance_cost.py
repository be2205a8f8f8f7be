"""What the slow conformance size costs: time per random game, with and without its checks.

``tests/conformance/test_slow_conformance.py`` promises 1,000 random games per game and player
count with conservation, refusal and hidden-card invariance checked after every action. This
plays a few of those same games (the same seeds and option variants as the test) for every game
and player count, once with every check (the test's own ``play_and_check``) and once as plain
random play, and projects the CPU time of the full size on one core.

    python benchmarks/conformance_cost.py [--games 3] [--json]

Results: docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable.games import GAMES
from tests.conformance.cases import OPTION_VARIANTS
from tests.conformance.playout import new_match, random_step
from tests.conformance.test_slow_conformance import play_and_check

FULL_SIZE = 1000


def plain_game(game_id: str, n: int, options: dict[str, object], seed: int) -> int:
    """The same random game without the checks; returns its number of actions."""
    match = new_match(game_id, n, options, seed)
    rng = random.Random(seed * 7919 + n)
    steps = 0
    while random_step(match, rng) is not None:
        steps += 1
    return steps


def measure(games: int) -> list[dict[str, object]]:
    rows: list[dict[str, object]] = []
    for game_id, info in GAMES.items():
        variants = OPTION_VARIANTS.get(game_id, ({},))
        for n in info.player_counts:
            checked = plain = 0.0
            actions = 0
            for seed in range(games):
                options = variants[seed % len(variants)]
                start = time.process_time()
                actions += plain_game(game_id, n, options, seed)
                plain += time.process_time() - start
                start = time.process_time()
                play_and_check(game_id, n, options, seed)
                checked += time.process_time() - start
            rows.append(
                {
                    "game": game_id,
                    "players": n,
                    "actions_per_game": round(actions / games),
                    "plain_ms": round(1000 * plain / games, 1),
                    "checked_ms": round(1000 * checked / games, 1),
                    "full_size_cpu_min": round(FULL_SIZE * checked / games / 60, 1),
                }
            )
            print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games per game and player count")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rows = measure(args.games)
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    print(
        "| game | players | actions a game | plain ms a game | checked ms a game "
        f"| {FULL_SIZE:,} games, CPU min |"
    )
    print("|---|---:|---:|---:|---:|---:|")
    for r in rows:
        print(
            f"| {r['game']} | {r['players']} | {r['actions_per_game']:,} | {r['plain_ms']:,} "
            f"| {r['checked_ms']:,} | {r['full_size_cpu_min']:,} |"
        )
    total = sum(float(str(r["full_size_cpu_min"])) for r in rows)
    print(f"\nall counts at {FULL_SIZE:,} games: {total:,.0f} CPU minutes on one core")
    return 0


if __name__ == "__main__":
    sys.exit(main())
