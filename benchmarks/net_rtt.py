"""Round-trip time of a move at a hosted table, on loopback.

For each game a table is hosted on 127.0.0.1 with two remote seats (and no bots, so the host
answers at once) and one process plays both seats through real WebSocket connections, each
move picked at random from the seat's legal moves as the host sent them. A move's round trip
is the time from sending the ``act`` until the acting seat receives the update that follows it:
the frame written and read, the message checked, the move applied through the rules, every
seat's update built and sent, and (in the second column) the host's autosave written with
fsync as ``cardtable host`` does.

    python benchmarks/net_rtt.py [--games mose,moxie,...] [--moves 400] [--seed 1]

Prints the median and 95th percentile in milliseconds per game, for a host without and with
its autosave.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

from cardtable.net import protocol as wire
from cardtable.net.client import TableClient
from cardtable.net.host import HostConfig, TableHost
from cardtable.session.match import Match

GAMES = ("moosehead", "mose", "moco", "mor", "moxie")
PLAYERS = {"moosehead": 2, "mose": 2, "moco": 2, "mor": 2, "moxie": 2}
CODE = "BENCH1"


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def _seat(
    client: TableClient, rng: random.Random, moves: int, times: list[float], done: asyncio.Event
) -> None:
    sent_at: float | None = None
    sent_serial = -1
    async for message in client.messages():
        if not isinstance(message, wire.Update):
            continue
        if sent_at is not None and message.serial > sent_serial:
            times.append(time.perf_counter() - sent_at)
            sent_at = None
        if message.over or len(times) >= moves:
            done.set()
        if done.is_set():
            return
        obs = message.observation
        if obs.current != client.seat or not message.legal or sent_at is not None:
            continue
        action = message.legal[rng.randrange(len(message.legal))]
        sent_serial = message.serial
        sent_at = time.perf_counter()
        await client.play(action)


async def measure(game: str, moves: int, seed: int, save: Path | None) -> list[float]:
    """Round trips in seconds for up to ``moves`` moves (more games are dealt as needed)."""
    times: list[float] = []
    rng = random.Random(seed)
    deal = seed
    while len(times) < moves:
        n = PLAYERS[game]
        match = Match(game, n, {}, deal)
        config = HostConfig(code=CODE, save_path=save, sync=True)
        host = TableHost(match, ["remote"] * n, config)
        await host.start()
        clients = [TableClient(host.join_address("127.0.0.1"), CODE, seat=s) for s in range(n)]
        for c in clients:
            await c.join()
        done = asyncio.Event()
        seats = [asyncio.create_task(_seat(c, rng, moves, times, done)) for c in clients]
        await done.wait()
        for c in clients:
            await c.close()
        await asyncio.gather(*seats)
        await host.close()
        deal += 1
    return times[:moves]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--moves", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"{'game':<10} {'moves':>6} {'p50 ms':>8} {'p95 ms':>8} {'saved p50':>10} {'p95':>8}")
    with tempfile.TemporaryDirectory() as folder:
        for game in args.games.split(","):
            bare = asyncio.run(measure(game, args.moves, args.seed, None))
            saved = asyncio.run(measure(game, args.moves, args.seed, Path(folder) / "t.json"))
            print(
                f"{game:<10} {len(bare):>6} {statistics.median(bare) * 1000:8.2f} "
                f"{percentile(bare, 0.95) * 1000:8.2f} {statistics.median(saved) * 1000:10.2f} "
                f"{percentile(saved, 0.95) * 1000:8.2f}"
            )


if __name__ == "__main__":
    main()
