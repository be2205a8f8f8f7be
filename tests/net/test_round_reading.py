"""A round's end at a hosted table: the host waits for every person seated to read it.

Two remote players play a Moosehead hand to its end; the host deals the next hand only once
both have said they read it (a ``read`` message), each update naming the seats still reading.
A player who leaves is not waited for, a read for another position changes nothing, and a
connection that has not joined may not say it read anything.
"""

from __future__ import annotations

import asyncio
import random

from cardtable.ai.agent import make_agent
from cardtable.net import protocol as wire
from cardtable.net.client import TableClient
from cardtable.net.host import TableHost
from cardtable.session.match import Match

from .helpers import CODE, LOOPBACK, config, raw, run


async def _join(host: TableHost) -> TableClient:
    client = TableClient(host.join_address(LOOPBACK), CODE)
    await client.join()
    return client


async def _play_to_round_end(client: TableClient) -> wire.Update:
    """Play the client's seat with the heuristic until the table waits at a round's end."""
    assert client.welcome is not None
    agent = make_agent("heuristic", client.welcome.game)
    rng = random.Random(client.seat)
    while True:
        await client.receive()
        latest = client.latest
        if latest is None:
            continue
        if latest.reading:
            return latest
        legal = client.legal()
        obs = wire.observation_from_doc(latest.observation)
        if legal and obs.current_player == client.seat:
            await client.play(agent.choose(obs, legal, rng))


async def _next_update(client: TableClient) -> wire.Update:
    while True:
        message = await client.receive()
        if isinstance(message, wire.Update):
            return message


async def _a_hand_read_by_both() -> dict[str, object]:
    match = Match("moosehead", 2, seed=3)
    host = TableHost(match, ["remote", "remote"], config())
    await host.start()
    a, b = await _join(host), await _join(host)
    first_a, first_b = await asyncio.gather(_play_to_round_end(a), _play_to_round_end(b))
    serial = len(match.log)
    out: dict[str, object] = {"reading": (first_a.reading, first_b.reading)}
    await a.send_message(wire.read(serial - 1))  # a read for another position: nothing
    await a.send_message(wire.read(serial + 1))
    await asyncio.sleep(0.2)  # the host has had time to take both in
    out["ignored"] = sorted(host.reading)
    await a.read_on()
    told_b = await _next_update(b)  # only b is left reading; nothing is dealt
    out["after_a"] = (told_b.reading, told_b.serial == serial, len(match.log) == serial)
    told_a = await _next_update(a)  # a is told too who is left
    out["told_a"] = told_a.reading
    await b.read_on()
    dealt = await _next_update(a)
    out["dealt"] = (dealt.reading, dealt.serial > serial)
    # A stranger's read is refused, and the table goes on as it was.
    ws = await raw(host.port)
    await ws.send(wire.encode(wire.read(len(match.log))))
    refusal = wire.decode_to_player(await ws.recv())
    out["stranger"] = refusal.reason if isinstance(refusal, wire.Refused) else ""
    await ws.close()
    await a.close()
    await b.close()
    await host.close()
    return out


def test_the_next_hand_waits_until_every_player_has_read_the_last() -> None:
    out = run(_a_hand_read_by_both())
    assert out["reading"] == ([0, 1], [0, 1])  # type: ignore[index]
    assert out["ignored"] == [0, 1]
    assert out["after_a"] == ([1], True, True)  # type: ignore[index]
    assert out["told_a"] == [1]
    assert out["dealt"] == ([], True)  # type: ignore[index]
    assert "hello" in out["stranger"]  # type: ignore[operator]


async def _a_reader_who_leaves() -> tuple[list[int], bool]:
    match = Match("moosehead", 2, seed=3)
    host = TableHost(match, ["remote", "remote"], config())
    await host.start()
    a, b = await _join(host), await _join(host)
    await asyncio.gather(_play_to_round_end(a), _play_to_round_end(b))
    serial = len(match.log)
    await a.read_on()
    await _next_update(b)
    await b.close()  # gone without reading: the table does not wait for them
    while True:
        update = await _next_update(a)
        if update.serial > serial:
            break
    await a.close()
    await host.close()
    return update.reading, update.serial > serial


def test_a_player_who_leaves_during_a_rounds_end_is_not_waited_for() -> None:
    reading, dealt = run(_a_reader_who_leaves())  # type: ignore[misc]
    assert reading == [] and dealt
