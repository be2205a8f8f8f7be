"""How long the bots make a player wait in the desktop bundle, beside the same code run from the
virtual environment: wall-clock milliseconds per decision (mean and p95), per game
and level.

Each program plays, through its own ``cardtable sim``, the first moves of seeded games between
the level and the quick bot (``--moves`` stops each game there; the long rummies would otherwise
take many minutes a game). The two programs take turns game by game and level by level, so a
busy moment of the shared machine falls on both alike; the last column is the bundle's p95 over
the environment's. Mor is timed as the four-player partnership game the table offers first
(two bots of the level, partners across the table); its figure is the slower of the two seats.
Every decision of the level counts, including those with one legal move (a player waits for
those too), as in ``cardtable sim``. ::

    python benchmarks/bundle_decisions.py [--bundle dist/cardtable/cardtable]
        [--venv .venv/bin/cardtable] [--levels normal hard] [--games mose mor]
        [--moves 160] [--hard-moves 80] [--seed 1]

Results: docs/ai.md (decision times). The issue's targets: normal at most 0.5 s and hard at
most 2.5 s at p95, in the bundle as players run it.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
GAME_ORDER = ("moosehead", "mose", "moco", "mor", "moxie")
#: The players a timed game has: Mor as its partnership game, the others head to head.
PLAYERS = {"mor": 4}


def timed(program: Path, game: str, level: str, moves: int, seed: int) -> dict[str, Any]:
    """One ``sim`` run of ``program``: the level's decision count, mean and p95 (ms, the slower
    seat where two seats play the level) and the run's wall seconds."""
    players = PLAYERS.get(game, 2)
    bots = [f"ismcts:{level}" if seat % 2 == 0 else "heuristic" for seat in range(players)]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    command = [str(program), "sim", game, "--players", str(players), "--bots", ",".join(bots)]
    command += ["--games", "1", "--seed", str(seed), "--moves", str(moves), "--json"]
    start = time.monotonic()
    done = subprocess.run(
        command,
        env=env,
        capture_output=True,
        text=True,
        timeout=1800,
        stdin=subprocess.DEVNULL,
    )
    if done.returncode != 0:
        raise RuntimeError(f"{program} sim {game} failed ({done.returncode}): {done.stderr}")
    summary = json.loads(done.stdout)
    seats = [summary["decision_ms"][seat] for seat in range(0, players, 2)]
    slowest = max(seats, key=lambda d: d["p95"])
    return {
        "count": sum(d["count"] for d in seats),
        "mean": slowest["mean"],
        "p95": slowest["p95"],
        "seconds": time.monotonic() - start,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bundle", default=str(ROOT / "dist/cardtable/cardtable"))
    parser.add_argument("--venv", default=str(ROOT / ".venv/bin/cardtable"))
    parser.add_argument("--levels", nargs="+", default=["normal", "hard"])
    parser.add_argument("--games", nargs="+", default=list(GAME_ORDER))
    parser.add_argument("--moves", type=int, default=160, help="moves a game is played for")
    parser.add_argument("--hard-moves", type=int, default=80, help="the same for hard")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    programs = {"bundle": Path(args.bundle), "venv": Path(args.venv)}
    for name, program in programs.items():
        if not program.exists():
            print(f"no {name} program at {program}", file=sys.stderr)
            return 2
    print(
        f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores, "
        f"load average at the start {os.getloadavg()[0]:.1f}\n"
    )
    print(
        "| game | level | decisions (bundle) | bundle mean ms | bundle p95 ms "
        "| venv mean ms | venv p95 ms | p95 bundle/venv |"
    )
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    cells = [(game, level) for game in args.games for level in args.levels]
    for index, (game, level) in enumerate(cells):
        moves = args.hard_moves if level == "hard" else args.moves
        # The order of the two alternates, so neither always runs on the warmer machine.
        order = list(programs) if index % 2 == 0 else list(programs)[::-1]
        found = {name: timed(programs[name], game, level, moves, args.seed) for name in order}
        bundle, venv = found["bundle"], found["venv"]
        ratio = bundle["p95"] / venv["p95"] if venv["p95"] else float("nan")
        print(
            f"| {game} | {level} | {bundle['count']} | {bundle['mean']:,.0f} "
            f"| {bundle['p95']:,.0f} | {venv['mean']:,.0f} | {venv['p95']:,.0f} "
            f"| {ratio:.2f} |",
            flush=True,
        )
    print(f"\nload average at the end {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
