"""The host's memory and log under attack, measured in a host of its own process, as
``cardtable host`` runs: a stranger who stops reading, and floods of hostile connections one
after another. After each, the host holds nothing of the strangers (its Python objects back to
where they were, by tracemalloc; its resident memory within what its waiting room allows), its
log stays small, and the real players finish their game. Loopback only; every loop is bounded in
count and every wait in time."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import io
import logging
import multiprocessing as mp
import os
import tracemalloc
from collections.abc import Iterator
from multiprocessing.connection import Connection as Pipe
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection

from cardtable.net import protocol as wire
from cardtable.net.client import TableClient, play_as_bot
from cardtable.net.host import TableHost
from cardtable.session.match import Match

from .helpers import CODE, LOOPBACK, config, raw

PLAN = ["remote", "remote", "heuristic"]
MIB = 1024 * 1024


def _resident() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


async def _serve(pipe: Pipe, join_timeout: float) -> None:
    """The host's side: serve a table and answer the test's questions until told to stop."""
    log = io.StringIO()
    handler = logging.StreamHandler(log)
    logging.getLogger().addHandler(handler)
    logging.getLogger().setLevel(logging.INFO)
    tracemalloc.start()
    host = TableHost(Match("moco", 3, seed=11), PLAN, config(join_timeout=join_timeout))
    port = await host.start()
    loop = asyncio.get_running_loop()
    peak = _resident()
    pipe.send((port, host.fingerprint))
    while True:
        asked = loop.run_in_executor(None, pipe.recv)
        while not asked.done():
            peak = max(peak, _resident())
            await asyncio.wait([asked], timeout=0.02)
        if asked.result() == "stop":
            break
        gc.collect()
        seated = sum(1 for s in host.seats if s.conn is not None)
        pipe.send(
            {
                "strangers": len(host._connections) - seated,
                "traced": tracemalloc.get_traced_memory()[0],
                "resident": _resident(),
                "peak": peak,
                "log": log.getvalue(),
                "over": host.match.is_over(),
            }
        )
    await host.close()
    pipe.send("stopped")


def _host_main(pipe: Pipe, join_timeout: float) -> None:
    asyncio.run(_serve(pipe, join_timeout))


class HostProcess:
    """A hosted table in a process of its own, asked about its memory through a pipe."""

    def __init__(self, join_timeout: float = 1.0) -> None:
        ctx = mp.get_context("fork")
        self.pipe, child = ctx.Pipe()
        self.process = ctx.Process(target=_host_main, args=(child, join_timeout), daemon=True)
        self.process.start()
        assert self.pipe.poll(30), "the host did not start"
        self.port, fingerprint = self.pipe.recv()
        self.where = f"{LOOPBACK}:{self.port}/{fingerprint}"

    def sample(self) -> dict[str, Any]:
        self.pipe.send("sample")
        assert self.pipe.poll(30), "the host did not answer"
        answer: dict[str, Any] = self.pipe.recv()
        return answer

    async def calm(self, limit: float = 20.0) -> dict[str, Any]:
        """The host's answer once no stranger's connection is left (bounded in time)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + limit
        while True:
            got = await loop.run_in_executor(None, self.sample)
            if got["strangers"] == 0:
                return got
            assert loop.time() < deadline, f"{got['strangers']} strangers still connected"
            await asyncio.sleep(0.1)

    def stop(self) -> None:
        with contextlib.suppress(OSError, EOFError):
            self.pipe.send("stop")
            self.pipe.poll(10)
        self.process.join(10)
        if self.process.is_alive():
            self.process.kill()


@pytest.fixture
def host() -> Iterator[HostProcess]:
    process = HostProcess()
    yield process
    process.stop()


async def _players(where: str) -> tuple[TableClient, TableClient]:
    a = TableClient(where, CODE, seat=0, name="Ada")
    b = TableClient(where, CODE, seat=1, name="Bo")
    await a.join()
    await b.join()
    return a, b


async def _abort(sockets: list[ClientConnection]) -> None:
    for ws in sockets:
        with contextlib.suppress(Exception):
            ws.transport.abort()


# --- a stranger who stops reading ----------------------------------------------------------------


async def _slow_reader(port: int, pings: int) -> int:
    """Stop reading and keep the host answering pings (at most ``pings``, for a few seconds);
    how many went out before the host cut the connection."""
    ws = await raw(port)
    ws.transport.pause_reading()
    sent = 0
    with contextlib.suppress(Exception):
        async with asyncio.timeout(8):
            while sent < pings:
                await ws.ping(sent.to_bytes(4, "big") + b"p" * 100)
                sent += 1
                if sent % 50 == 0:
                    await asyncio.sleep(0.001)
    ws.transport.abort()
    return sent


async def _stop_reading(host: HostProcess) -> tuple[dict[str, Any], dict[str, Any], Any]:
    a, b = await _players(host.where)
    before = await host.calm()
    readers = [asyncio.create_task(_slow_reader(host.port, 20_000)) for _ in range(12)]
    finals = await asyncio.gather(play_as_bot(a, "random"), play_as_bot(b, "random"))
    sent = await asyncio.gather(*readers)
    after = await host.calm()
    assert all(n > 0 for n in sent)
    return before, after, finals


def test_a_stranger_who_stops_reading_is_cut_off_and_leaves_nothing_behind(
    host: HostProcess,
) -> None:
    before, after, finals = asyncio.run(asyncio.wait_for(_stop_reading(host), 90))
    assert all(f.over for f in finals) and after["over"]
    # asyncio warns of every write to a connection already lost; the host keeps that short too.
    assert "Traceback" not in after["log"] and len(after["log"]) < 8_000
    # What the host had to write to the readers went with their connections.
    assert after["traced"] - before["traced"] < 1 * MIB
    assert after["peak"] - before["resident"] < 96 * MIB


# --- floods, one after another -------------------------------------------------------------------


async def _hostile(port: int, i: int, sockets: list[ClientConnection]) -> None:
    """One hostile connection: idle, garbage, oversized, a wrong guess or a slow reader."""
    with contextlib.suppress(Exception):
        ws = await raw(port)
        sockets.append(ws)
        kind = i % 5
        if kind == 1:
            await ws.send(b"\x00\xff" * 50)
        elif kind == 2:
            await ws.send("x" * (wire.MAX_MESSAGE_BYTES + 10))
        elif kind == 3:
            await ws.send(wire.encode(wire.hello(f"GUESS-{i:04d}", seat=1)))
        elif kind == 4:
            ws.transport.pause_reading()


async def _floods(host: HostProcess, waves: int, size: int) -> tuple[list[dict[str, Any]], Any]:
    a, b = await _players(host.where)
    b_plays = asyncio.create_task(play_as_bot(b, "random"))
    samples = [await host.calm()]
    for wave in range(waves):
        sockets: list[ClientConnection] = []
        for i in range(size):
            await _hostile(host.port, wave * size + i, sockets)
        await asyncio.sleep(0.5)
        await _abort(sockets)
        samples.append(await host.calm())
    finals = await asyncio.gather(play_as_bot(a, "random"), b_plays)
    samples.append(await host.calm())
    return samples, finals


def test_floods_one_after_another_leave_the_host_as_it_was(host: HostProcess) -> None:
    samples, finals = asyncio.run(asyncio.wait_for(_floods(host, 3, 150), 120))
    assert all(f.over for f in finals) and samples[-1]["over"]
    start, first, *_, last_wave, end = samples
    # Nothing grows from one flood to the next: the strangers' connections, refusals, wrong
    # codes and log records are let go.
    assert last_wave["traced"] - first["traced"] < 1 * MIB
    assert end["traced"] - start["traced"] < 2 * MIB
    # While a flood lasts, memory is what the waiting room (128 connections) and the ones
    # being closed take, never the flood's size.
    assert end["peak"] - start["resident"] < 192 * MIB
    assert "Traceback" not in end["log"] and len(end["log"]) < 8_000
