"""Running a hosted table and its remote bot players in one event loop, on loopback only."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from cardtable.net import protocol as wire
from cardtable.net.client import TableClient, play_as_bot
from cardtable.net.host import HostConfig, TableHost
from cardtable.net.tls import client_context
from cardtable.session.contract import Snapshot
from cardtable.session.match import Match

CODE = "TEST42"
LOOPBACK = "127.0.0.1"


@dataclass
class Table:
    host: TableHost
    match: Match
    snapshot: Snapshot | None = None
    #: Every frame each remote seat received, in order.
    received: dict[int, list[str]] = field(default_factory=dict)
    finals: list[wire.Update] = field(default_factory=list)


def config(save: Path | None = None, **kw: object) -> HostConfig:
    return HostConfig(address=LOOPBACK, port=0, code=CODE, save_path=save, sync=False, **kw)  # type: ignore[arg-type]


async def play_table(
    game: str,
    plan: Sequence[str],
    bots: Sequence[str] | None = None,
    seed: int = 0,
    options: dict[str, object] | None = None,
) -> Table:
    """A whole game: a host on an ephemeral loopback port, one bot client per remote seat."""
    match = Match(game, len(plan), options or {}, seed)
    host = TableHost(match, plan, config())
    await host.start()
    table = Table(host, match)
    remote = [i for i, kind in enumerate(plan) if kind == "remote"]
    bots = list(bots) if bots is not None else ["random"] * len(remote)
    clients = []
    for seat in remote:
        frames: list[str] = []
        client = TableClient(host.join_address(LOOPBACK), CODE, seat=seat, on_message=frames.append)
        await client.join()
        table.received[seat] = frames
        clients.append(client)
    results = await asyncio.gather(
        host.serve_to_end(),
        *(play_as_bot(c, bot, seed) for c, bot in zip(clients, bots, strict=True)),
    )
    table.snapshot = results[0]
    table.finals = list(results[1:])
    return table


def run(coro: object) -> object:
    return asyncio.run(asyncio.wait_for(coro, 60))  # type: ignore[arg-type]


async def raw(port: int) -> ClientConnection:
    """A bare WebSocket to the table (encrypted, its certificate not checked), for saying what a
    hostile client says."""
    return await connect(
        f"wss://{LOOPBACK}:{port}", max_size=None, open_timeout=10, ssl=client_context()
    )


async def until(condition: Callable[[], bool], limit: float = 20.0) -> None:
    """Let the loop run until ``condition()`` holds; AssertionError after ``limit`` seconds (a
    bound on a wait, not a measurement)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + limit
    while not condition():
        assert loop.time() < deadline, "the condition never held"
        await asyncio.sleep(0.005)


async def closed(ws: ClientConnection, limit: float = 20.0) -> list[str]:
    """Every frame the host still sends until it closes ``ws`` (bounded in time)."""
    frames: list[str] = []
    async with asyncio.timeout(limit):
        try:
            while True:
                data = await ws.recv()
                frames.append(data if isinstance(data, str) else repr(data))
        except ConnectionClosed:
            return frames
