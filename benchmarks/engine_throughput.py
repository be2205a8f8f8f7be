"""Random-play throughput of the rules engine: actions per second and games per second.

Plays random legal actions straight on the game state (legal_actions + apply, chance outcomes
sampled from one seeded generator) on a single core, for every registered game and several
player counts, and prints a Markdown table.

    python benchmarks/engine_throughput.py [--seconds 3] [--game moosehead] [--players 2,4,8]
"""

from __future__ import annotations

import argparse
import platform
import random
import time

from cardtable.games import GAMES, find_game

#: Player counts measured by default, per game.
DEFAULT_COUNTS = {
    "moosehead": (2, 4, 8),
    "mose": (2, 4, 7, 12),
    "moco": (2, 3, 5),
    "mor": (2, 4),
    "moxie": (2, 6, 10),
}


def measure(game_id: str, players: int, seconds: float, seed: int = 1) -> tuple[float, float, int]:
    """Return (actions/s, games/s, games finished) of random play for about ``seconds``."""
    info = find_game(game_id)
    rng = random.Random(seed)
    actions = games = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        state = info.new_game(players)
        while not state.is_terminal():
            if state.is_chance():
                action = state.sample_chance(rng)
            else:
                legal = state.legal_actions()
                action = legal[rng.randrange(len(legal))]
            state.apply(action)
            actions += 1
        games += 1
        if time.perf_counter() >= deadline:
            break
    elapsed = time.perf_counter() - start
    return actions / elapsed, games / elapsed, games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per configuration")
    parser.add_argument("--game", action="append", help="game id (default: all)")
    parser.add_argument("--players", help="comma-separated player counts")
    args = parser.parse_args()
    games = args.game or list(GAMES)
    print(
        f"Python {platform.python_version()} on {platform.machine()}, one core, "
        f"{args.seconds:g} s per row\n"
    )
    print("| game | players | actions/s | games/s |")
    print("|---|---:|---:|---:|")
    for game_id in games:
        info = find_game(game_id)
        if args.players:
            counts = tuple(int(p) for p in args.players.split(","))
        else:
            counts = DEFAULT_COUNTS.get(game_id, (info.min_players, info.max_players))
        for players in counts:
            aps, gps, _ = measure(game_id, players, args.seconds)
            print(f"| {game_id} | {players} | {aps:,.0f} | {gps:,.2f} |", flush=True)


if __name__ == "__main__":
    main()
