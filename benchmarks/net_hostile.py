"""How many hostile connections a hosted table holds while its players' moves still come back
within 50 ms, on loopback.

Each level of the attack gets a fresh table of Mose for two remote seats, hosted in a process of
its own as ``cardtable host`` is. A second process, the attacker, keeps COUNT hostile connections
going to it, each from a loopback address of its own (127.0.X.Y, so that the limit per address
is not what stops them), a third of each kind:

* idle: the WebSocket opened (TLS and all), and not a word said;
* slow reader: the WebSocket opened, its socket no longer read, and a ping sent every 10 ms, so
  the host has answers to write that are never read;
* garbage sender: the WebSocket opened and a binary frame of junk sent (refused and closed),
  once a second.

An attacker connects again as soon as the host closes it (its join timeout, a refusal, or pushed
out of the waiting room by a newer one; a garbage sender a second after its refusal), so the
attack goes on for as long as the level lasts.
Once it has been going for ``--settle`` seconds, two players in this process join and play
random moves; a move's round trip is as in net_rtt.py (from sending the ``act`` until that seat
holds the update that follows), without the autosave.

Every level runs twice: with the table's own limits on connections waiting to join (16 per
address, 128 in all), and with those limits lifted, which shows how many the host itself could
hold.

    python benchmarks/net_hostile.py [--levels 0,60,120,240,480] [--moves 300] [--settle 6]

Prints per level the hostile connections the host held while the players played (median and
most, counted in the host every 100 ms), the connections the attacker opened a second, the
round trip's median, 95th percentile and worst in ms, and the host's resident memory at most.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import multiprocessing as mp
import os
import random
import statistics
import time
from dataclasses import dataclass
from multiprocessing.connection import Connection as Pipe
from multiprocessing.synchronize import Event
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from cardtable.net import protocol as wire
from cardtable.net.client import TableClient
from cardtable.net.host import HostConfig, TableHost
from cardtable.net.tls import client_context
from cardtable.session.match import Match

GAME = "mose"  # a two-player game of Mose is some 2,000 moves: one table lasts a level
CODE = "BENCH-HOST"
TARGET_MS = 50.0
KINDS = ("idle", "slow reader", "garbage")
#: Every wait is bounded: a level that cannot finish in this time is reported as it stands.
LEVEL_LIMIT = 90.0


@dataclass(frozen=True)
class Level:
    limits: str  # "table" or "lifted"
    count: int  # hostile connections the attacker keeps going
    held_median: float
    held_most: int
    opened_per_s: float
    failed: int
    times: list[float]  # the players' round trips, seconds
    rss_mib: float

    def row(self) -> str:
        ms = sorted(t * 1000 for t in self.times)
        p50 = statistics.median(ms) if ms else float("nan")
        p95 = percentile(ms, 0.95) if ms else float("nan")
        worst = ms[-1] if ms else float("nan")
        return (
            f"{self.limits:<7} {self.count:>6} {self.held_median:>8.0f} {self.held_most:>6} "
            f"{self.opened_per_s:>8.0f} {len(ms):>6} {p50:>7.2f} {p95:>7.2f} {worst:>8.2f} "
            f"{self.rss_mib:>7.1f}"
        )

    @property
    def p95_ms(self) -> float:
        return percentile(self.times, 0.95) * 1000 if self.times else float("inf")


HEADER = (
    f"{'limits':<7} {'attack':>6} {'held p50':>8} {'most':>6} {'opened/s':>8} {'moves':>6} "
    f"{'p50 ms':>7} {'p95 ms':>7} {'worst ms':>8} {'RSS MiB':>7}"
)


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _resident_mib() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def _source(slot: int) -> str:
    """The loopback address of attacker ``slot`` (127.0.0.1 is left to the players)."""
    return f"127.0.{1 + slot // 250}.{1 + slot % 250}"


# --- the host's process --------------------------------------------------------------------------


def _host_main(pipe: Pipe, seed: int, lifted: bool) -> None:
    asyncio.run(_host(pipe, seed, lifted))


async def _host(pipe: Pipe, seed: int, lifted: bool) -> None:
    config = HostConfig(code=CODE, sync=False)
    if lifted:
        config.waiting_per_address = config.waiting_total = 1_000_000
    host = TableHost(Match(GAME, 2, {}, seed), ["remote", "remote"], config)
    port = await host.start()
    pipe.send((port, host.fingerprint))
    held: list[int] = []
    rss = _resident_mib()
    loop = asyncio.get_running_loop()
    stop = loop.run_in_executor(None, pipe.recv)
    while not stop.done():
        rss = max(rss, _resident_mib())
        if host.started and not host.match.is_over():
            seated = sum(1 for s in host.seats if s.conn is not None)
            held.append(len(host._connections) - seated)
        await asyncio.wait([stop], timeout=0.1)
    await host.close()
    pipe.send((held, rss))


# --- the attacker's process ----------------------------------------------------------------------


def _attack_main(port: int, count: int, stop: Event, attacking: Any, pipe: Pipe) -> None:
    # A slow reader's pings still go out while the host cuts it off; asyncio would warn of each.
    logging.getLogger("asyncio").setLevel(logging.ERROR)
    asyncio.run(_attack(port, count, stop, attacking, pipe))


async def _attack(port: int, count: int, stop: Event, attacking: Any, pipe: Pipe) -> None:
    opened = failed = 0
    opened_by_slot = [0] * count
    sockets: set[ClientConnection] = set()

    async def one(slot: int) -> None:
        nonlocal opened, failed
        kind = KINDS[slot % len(KINDS)]
        while True:
            try:
                ws = await connect(
                    f"wss://127.0.0.1:{port}",
                    ssl=client_context(),
                    open_timeout=10,
                    local_addr=(_source(slot), 0),
                )
            except Exception:
                failed += 1
                await asyncio.sleep(0.1)
                continue
            if not opened_by_slot[slot]:
                attacking.value += 1
            opened += 1
            opened_by_slot[slot] += 1
            sockets.add(ws)
            try:
                await _behave(ws, kind)
            except Exception:
                pass
            finally:
                sockets.discard(ws)
                ws.transport.abort()
            if kind == "garbage":
                await asyncio.sleep(1.0)

    started = time.monotonic()
    tasks = [asyncio.create_task(one(slot)) for slot in range(count)]
    while not stop.is_set():
        await asyncio.sleep(0.05)
    elapsed = time.monotonic() - started
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    for ws in list(sockets):
        ws.transport.abort()
    pipe.send((opened / elapsed, failed))


async def _behave(ws: ClientConnection, kind: str) -> None:
    """One hostile connection of ``kind``, until the host closes it (at most a minute)."""
    async with asyncio.timeout(60):
        if kind == "idle":
            await ws.wait_closed()
        elif kind == "garbage":
            await ws.send(b"\x00\xff" * 64)
            await ws.wait_closed()
        else:
            ws.transport.pause_reading()
            n = 0
            while True:  # a ping fails once the host has cut the connection
                await ws.ping(n.to_bytes(8, "big"))
                n += 1
                await asyncio.sleep(0.01)


# --- the players ---------------------------------------------------------------------------------


async def _seat(client: TableClient, rng: random.Random, moves: int, times: list[float]) -> None:
    sent_at: float | None = None
    sent_serial = -1
    async for message in client.messages():
        if not isinstance(message, wire.Update):
            continue
        if sent_at is not None and message.serial > sent_serial:
            times.append(time.perf_counter() - sent_at)
            sent_at = None
        if message.over or len(times) >= moves:
            return
        obs = message.observation
        if obs.current != client.seat or not message.legal or sent_at is not None:
            continue
        action = message.legal[rng.randrange(len(message.legal))]
        sent_serial = message.serial
        sent_at = time.perf_counter()
        await client.play(action)


async def _play(where: str, moves: int, seed: int) -> list[float]:
    times: list[float] = []
    rng = random.Random(seed)
    clients = [TableClient(where, CODE, seat=s) for s in range(2)]
    try:
        async with asyncio.timeout(LEVEL_LIMIT / 2):
            for c in clients:
                await c.join()
            seats = [asyncio.create_task(_seat(c, rng, moves, times)) for c in clients]
            await asyncio.wait(seats, return_when=asyncio.FIRST_COMPLETED)
    except TimeoutError:
        pass
    for c in clients:
        with contextlib.suppress(Exception):
            await c.close()
    return times[:moves]


# --- one level -----------------------------------------------------------------------------------


def level(count: int, moves: int, settle: float, lifted: bool, seed: int = 1) -> Level:
    """Hold ``count`` hostile connections at a fresh table and measure ``moves`` round trips."""
    ctx = mp.get_context("fork")  # the children share nothing but the pipes and counters
    host_end, to_host = ctx.Pipe()
    attack_end, to_attack = ctx.Pipe()
    stop = ctx.Event()
    attacking = ctx.Value("i", 0)  # slots connected at least once
    host = ctx.Process(target=_host_main, args=(host_end, seed, lifted), daemon=True)
    host.start()
    attacker = None
    try:
        if not to_host.poll(30):
            raise RuntimeError("the host did not start")
        port, fingerprint = to_host.recv()
        attacker = ctx.Process(
            target=_attack_main, args=(port, count, stop, attacking, attack_end), daemon=True
        )
        attacker.start()
        deadline = time.monotonic() + LEVEL_LIMIT / 3
        while attacking.value < count and time.monotonic() < deadline:  # the attack builds up
            time.sleep(0.05)
        time.sleep(settle)  # and goes on a while (idle ones time out and come back)
        times = asyncio.run(_play(f"127.0.0.1:{port}/{fingerprint}", moves, seed))
        stop.set()
        opened_per_s, failed = to_attack.recv() if to_attack.poll(30) else (0.0, -1)
        to_host.send("stop")
        held, rss = to_host.recv() if to_host.poll(30) else ([], 0.0)
    finally:
        stop.set()
        for process in (attacker, host):
            if process is not None:
                process.join(10)
                if process.is_alive():
                    process.kill()
    return Level(
        "lifted" if lifted else "table",
        count,
        statistics.median(held) if held else 0.0,
        max(held, default=0),
        opened_per_s,
        failed,
        times,
        rss,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--levels", default="0,60,120,240,480")
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("--settle", type=float, default=6.0)
    parser.add_argument("--only", choices=("table", "lifted"), default="")
    args = parser.parse_args()
    counts = [int(n) for n in args.levels.split(",")]
    print(HEADER, flush=True)
    best: dict[str, int] = {}
    for lifted in (False, True):
        limits = "lifted" if lifted else "table"
        if args.only and args.only != limits:
            continue
        for count in counts:
            result = level(count, args.moves, args.settle, lifted)
            print(result.row(), flush=True)
            if result.p95_ms < TARGET_MS and len(result.times) == args.moves:
                best[limits] = max(best.get(limits, 0), result.held_most)
    for limits, held in best.items():
        print(
            f"{limits} limits: at most {held} hostile connections held "
            f"with the round trip's p95 under {TARGET_MS:.0f} ms"
        )


if __name__ == "__main__":
    main()
