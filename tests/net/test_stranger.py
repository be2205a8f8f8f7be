"""A stranger on the network, tried as an attacker would: idle connections, floods, pipelined
guesses, fields of any bytes. After each attack the real players take their seats (or take them
back) and finish the game, and the host's log stays small. Loopback only; every loop is bounded
in count and every wait in time."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging

import pytest
from websockets.asyncio.client import ClientConnection
from websockets.asyncio.server import ServerConnection, serve

from cardtable.net import protocol as wire
from cardtable.net.client import JoinRefused, TableClient, play_as_bot
from cardtable.net.gate import WrongCodes, new_code
from cardtable.net.host import TableHost
from cardtable.net.tls import make_certificate, server_context
from cardtable.session.match import Match

from .helpers import CODE, LOOPBACK, closed, config, raw, run, until

PLAN = ["remote", "remote", "heuristic"]


async def _join(host: int, seat: int | None = None, token: str = "", name: str = "") -> TableClient:
    client = TableClient(host.join_address(LOOPBACK), CODE, seat=seat, token=token, name=name)
    await client.join()
    return client


async def _finish(host: TableHost, *clients: TableClient) -> wire.Update:
    results = await asyncio.gather(
        host.serve_to_end(), *(play_as_bot(c, "random") for c in clients)
    )
    final: wire.Update = results[1]
    return final


async def _hang_up(sockets: list[ClientConnection]) -> None:
    for ws in sockets:
        with contextlib.suppress(Exception):
            ws.transport.abort()


# --- defect 1: idle connections ------------------------------------------------------------------


async def _idle_flood() -> tuple[Match, wire.Update]:
    match = Match("moco", 3, seed=3)
    host = TableHost(match, PLAN, config())
    port = await host.start()
    a = await _join(host, 0)
    idle = [await raw(port) for _ in range(40)]  # never say a word
    b = await _join(host, 1)  # a new player still gets in
    await a.close()
    await until(lambda: host.seat_states()[0] == "disconnected")
    a_again = await _join(host, token=a.token)  # and so does a rejoin with its token
    final = await _finish(host, a_again, b)
    await _hang_up(idle)
    return match, final


def test_idle_connections_lock_out_neither_a_new_player_nor_a_rejoin() -> None:
    match, final = run(_idle_flood())  # type: ignore[misc]
    assert match.is_over() and final.over


async def _idle_closed() -> tuple[list[list[str]], int]:
    host = TableHost(Match("moco", 3, seed=3), PLAN, config(join_timeout=0.3))
    port = await host.start()
    idle = [await raw(port) for _ in range(5)]
    told = [await closed(ws) for ws in idle]
    await until(lambda: not host._connections)
    left = len(host._connections)
    await host.close()
    return told, left


def test_a_connection_that_does_not_join_in_time_is_told_and_closed() -> None:
    told, left = run(_idle_closed())  # type: ignore[misc]
    for frames in told:
        assert len(frames) == 1
        refusal = wire.decode_to_player(frames[0])
        assert isinstance(refusal, wire.Refused) and refusal.fatal
        assert "did not join within" in refusal.reason
    assert left == 0


# --- defect 2: frames after a fatal refusal ------------------------------------------------------


async def _pipelined() -> tuple[list[str], list[int], Match]:
    match = Match("moco", 3, seed=5)
    host = TableHost(match, PLAN, config())
    port = await host.start()
    a = await _join(host, 0)
    ws = await raw(port)
    # A wrong guess and, before its refusal arrives, the right code: only the first is read.
    guesses = [wire.hello("WRONG1", seat=1), *(wire.hello(CODE, seat=1) for _ in range(20))]
    for message in guesses:
        await ws.send(wire.encode(message))
    frames = await closed(ws)
    still_open = host.open_seats()
    b = await _join(host, 1)
    await _finish(host, a, b)
    return frames, still_open, match


def test_nothing_is_read_after_a_fatal_refusal_and_a_lucky_guess_takes_no_seat() -> None:
    frames, still_open, match = run(_pipelined())  # type: ignore[misc]
    assert len(frames) == 1
    refusal = wire.decode_to_player(frames[0])
    assert isinstance(refusal, wire.Refused) and refusal.fatal
    assert "join code is wrong" in refusal.reason
    assert still_open == [1]
    assert match.is_over()


# --- defect 3: any bytes in any field ------------------------------------------------------------


def _hellos() -> list[str]:
    odd = ["é", "ÄÖÜ", "\u202e", "🂡" * 30, "\x00", "\\", "x" * 64]
    out = []
    for text in odd:
        out.append(json.dumps({"v": 1, "type": "hello", "code": text}))
        out.append(json.dumps({"v": 1, "type": "hello", "code": CODE, "token": text}))
        out.append(json.dumps({"v": 1, "type": "hello", "code": text, "token": text * 2}))
    out.append('{"v":1,"type":"hello","code":"\\ud800"}')
    out.append('{"v":1,"type":"hello","code":"A","token":"\\udfff\\ud800"}')
    return out


async def _odd_fields() -> tuple[list[list[str]], Match, wire.Update]:
    match = Match("moco", 3, seed=6)
    host = TableHost(match, PLAN, config())
    host.wrong_codes = WrongCodes(first_delay=0.0, burst=1000)  # every hello reaches the code
    port = await host.start()
    a = await _join(host, 0)
    answers = []
    for frame in _hellos():
        ws = await raw(port)
        await ws.send(frame)
        answers.append(await closed(ws))
    b = await _join(host, 1)
    final = await _finish(host, a, b)
    return answers, match, final


def test_any_bytes_in_a_code_or_token_get_one_sentence(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO):
        answers, match, final = run(_odd_fields())  # type: ignore[misc]
    for frames in answers:
        assert len(frames) == 1, frames
        refusal = wire.decode_to_player(frames[0])
        assert isinstance(refusal, wire.Refused) and refusal.fatal
        assert refusal.reason and "\n" not in refusal.reason
    assert match.is_over() and final.over
    assert "Traceback" not in caplog.text
    assert len(caplog.text) < 8_000


# --- defect 6: names -----------------------------------------------------------------------------


async def _names() -> tuple[list[str], list[str]]:
    match = Match("moco", 3, seed=7)
    host = TableHost(match, PLAN, config())
    host.wrong_codes = WrongCodes(first_delay=0.0, burst=1000)
    port = await host.start()
    bad = [
        '{"v":1,"type":"hello","code":"' + CODE + '","name":"Ada \\ud800"}',
        wire.encode(wire.hello(CODE, name="Ada" * 14)),
        wire.encode(wire.hello(CODE, name="Ada\x07")),
    ]
    reasons = []
    for frame in bad:
        ws = await raw(port)
        await ws.send(frame)
        refusal = wire.decode_to_player((await closed(ws))[0])
        assert isinstance(refusal, wire.Refused)
        reasons.append(refusal.reason)
    a = await _join(host, name="Ada")
    b = await _join(host, name=" ada ")
    names = list(b.welcome.names) if b.welcome else []
    await a.close()
    await b.close()
    await host.close()
    return reasons, names


def test_names_are_unique_at_the_table_and_a_bad_one_is_told_what_is_wrong() -> None:
    reasons, names = run(_names())  # type: ignore[misc]
    assert "half of a character" in reasons[0]
    assert "at most 40 characters" in reasons[1]
    assert "cannot hold '\\x07'" in reasons[2]
    assert names[:2] == ["Ada", "ada (2)"]


# --- defect 4: guessing the code -----------------------------------------------------------------


async def _guessing() -> tuple[list[str], int, Match]:
    match = Match("moco", 3, seed=8)
    host = TableHost(match, ["remote", "remote", "remote"], config())
    await host.start()
    a = await _join(host, 0)
    reasons = []
    for code in ("NOPE-0001", "NOPE-0002", CODE):  # the right code, but too soon after two wrong
        ws = await raw(host.port)
        await ws.send(wire.encode(wire.hello(code, seat=1)))
        refusal = wire.decode_to_player((await closed(ws))[0])
        assert isinstance(refusal, wire.Refused)
        reasons.append(refusal.reason)
    await a.close()
    await until(lambda: host.seat_states()[0] == "disconnected")
    a_again = await _join(host, token=a.token)  # a valid token is never slowed down
    await until(lambda: host.wrong_codes.wait(LOOPBACK) == 0)
    b, c = await _join(host, 1), await _join(host, 2)
    await _finish(host, a_again, b, c)
    return reasons, a_again.seat, match


def test_wrong_codes_are_slowed_down_per_address_and_the_refusal_says_so() -> None:
    reasons, seat, match = run(_guessing())  # type: ignore[misc]
    assert reasons[0] == "the join code is wrong"  # a first typo costs nothing
    assert reasons[1] == (
        "the join code is wrong; after a wrong code your address must wait a second before "
        "trying again"
    )
    assert reasons[2] == "too many wrong join codes have been tried; try again in a second"
    assert seat == 0 and match.is_over()


def test_a_fresh_code_is_eight_characters_in_two_groups() -> None:
    codes = {new_code() for _ in range(50)}
    assert len(codes) == 50
    for code in codes:
        first, dash, second = code.partition("-")
        assert dash and len(first) == len(second) == 4
        assert not set(first + second) & set("01OIL")


# --- on the wire: a man in the middle ------------------------------------------------------------


async def _man_in_the_middle() -> tuple[str, list[str], TableClient]:
    host = TableHost(Match("moco", 3, seed=9), PLAN, config())
    await host.start()
    heard: list[str] = []

    async def listen(ws: ServerConnection) -> None:
        async for data in ws:
            heard.append(str(data))

    # Another computer at the address, with a certificate of its own: it reads what it is sent.
    impostor = await serve(listen, LOOPBACK, 0, ssl=server_context(make_certificate()))
    port = impostor.sockets[0].getsockname()[1]
    client = TableClient(f"{LOOPBACK}:{port}/{host.fingerprint}", CODE, name="Ada")
    try:
        await client.join()
        reason = ""
    except JoinRefused as exc:
        reason = str(exc)
    await asyncio.sleep(0.05)  # anything sent would have arrived by now
    impostor.close()
    a = await _join(host, 0)  # the real table, with the real fingerprint
    b = await _join(host, 1)
    await _finish(host, a, b)
    return reason, heard, a


def test_a_man_in_the_middle_is_refused_and_hears_nothing() -> None:
    reason, heard, _ = run(_man_in_the_middle())  # type: ignore[misc]
    assert reason.startswith(f"the computer at {LOOPBACK}:")
    assert "showed another certificate than the join text names" in reason
    assert heard == []


# --- a flood while the game is on ----------------------------------------------------------------


async def _flood(ws: ClientConnection, i: int) -> None:
    """One hostile connection: idle, garbage, oversized, a guess, or a reader that never reads."""
    kind = i % 5
    with contextlib.suppress(Exception):
        if kind == 1:
            await ws.send(b"\x00\xff" * 50)
        elif kind == 2:
            await ws.send("x" * (wire.MAX_MESSAGE_BYTES + 10))
        elif kind == 3:
            await ws.send(wire.encode(wire.hello(f"GUESS-{i:04d}", seat=1)))
        elif kind == 4:
            ws.transport.pause_reading()  # a slow reader: whatever the host says, it waits


async def _flooded(caplog_handler: logging.Handler) -> tuple[int, int, Match, wire.Update]:
    match = Match("moco", 3, seed=10)
    host = TableHost(match, PLAN, config(join_timeout=1.0))
    await host.start()
    a, b = await _join(host, 0), await _join(host, 1)
    b_plays = asyncio.create_task(play_as_bot(b, "random"))
    sockets: list[ClientConnection] = []
    most = 0

    async def flood() -> None:
        nonlocal most
        for i in range(300):
            ws = await raw(host.port)
            sockets.append(ws)
            await _flood(ws, i)
            most = max(most, len(host._connections))

    flooding = asyncio.create_task(flood())
    await until(lambda: len(sockets) >= 100)
    await a.close()  # seat 1 drops in the middle of the flood, and comes back
    a_again = await _join(host, token=a.token)
    await flooding
    final = await asyncio.gather(host.serve_to_end(), play_as_bot(a_again, "random"), b_plays)
    await _hang_up(sockets)
    return most, len(host._connections), match, final[1]


def test_a_flood_of_hostile_connections_leaves_the_game_to_its_players(
    caplog: pytest.LogCaptureFixture,
) -> None:
    with caplog.at_level(logging.INFO):
        most, left, match, final = run(_flooded(caplog.handler))  # type: ignore[misc]
    assert match.is_over() and final.over
    # Never more than the seats and the waiting room, whatever the flood.
    assert most <= len(PLAN) + 128 + 1
    assert left == 0
    assert "Traceback" not in caplog.text
    assert len(caplog.text) < 8_000
