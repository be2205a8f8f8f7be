"""Faults at a hosted table: a player who drops and comes back, a bot standing in, a player too
slow to keep up, and the host itself restarting mid-game from its autosave."""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path

import pytest

from cardtable.net.client import JoinRefused, TableClient, play_as_bot
from cardtable.net.host import TableHost
from cardtable.session.match import Match

from .helpers import CODE, LOOPBACK, config, run


async def _until(condition: object, what: str) -> None:
    """Let the loop run until ``condition()`` holds (the test's own timeout bounds the wait)."""
    while not condition():  # type: ignore[operator]
        await asyncio.sleep(0.005)


async def _join(host: int, seat: int | None = None, token: str = "") -> TableClient:
    client = TableClient(host.join_address(LOOPBACK), CODE, seat=seat, token=token)
    await client.join()
    return client


async def _drop_and_rejoin() -> tuple[Match, list[str], list[str]]:
    match = Match("mose", 3, seed=21)
    host = TableHost(match, ["remote", "remote", "heuristic"], config())
    await host.start()
    a, b = await _join(host, 0), await _join(host, 1)
    a_plays = asyncio.create_task(play_as_bot(a, "heuristic"))
    b_plays = asyncio.create_task(play_as_bot(b, "random"))
    await _until(lambda: len(match.log) >= 30, "30 moves")
    a_plays.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await a_plays
    await a.close()
    await _until(lambda: host.seat_states()[0] == "disconnected", "seat 1 shown as away")
    await _until(lambda: b.latest is not None and b.latest.seats[0] == "disconnected", "B is told")
    seen_by_b = list(b.latest.seats) if b.latest else []
    # The game waits for seat 1: once it is on turn, nothing moves while it is away.
    await _until(lambda: match.state.current_player == 0 and host.session.is_idle(), "its turn")
    waiting_at = len(match.log)
    await asyncio.sleep(0.2)
    assert len(match.log) == waiting_at
    again = await _join(host, token=a.token)
    assert again.seat == 0 and again.token == a.token
    states_back = host.seat_states()
    await asyncio.gather(host.serve_to_end(), play_as_bot(again, "heuristic"), b_plays)
    return match, seen_by_b, states_back


def test_a_dropped_player_rejoins_with_the_token_and_the_game_waits_meanwhile() -> None:
    match, seen_by_b, states_back = run(_drop_and_rejoin())  # type: ignore[misc]
    assert seen_by_b == ["disconnected", "connected", "bot"]
    assert states_back == ["connected", "connected", "bot"]
    assert match.is_over()


async def _stand_in() -> tuple[Match, list[str]]:
    match = Match("moxie", 3, seed=4)
    host = TableHost(match, ["remote", "remote", "random"], config(takeover="random", grace=0.05))
    await host.start()
    a, b = await _join(host), await _join(host)
    await a.close()  # gone before the deal: the stand-in plays seat 1 from the start
    final = await asyncio.gather(host.serve_to_end(), play_as_bot(b, "heuristic"))
    return match, list(final[1].seats)


def test_a_bot_stands_in_for_a_player_gone_longer_than_the_grace_period() -> None:
    match, seats = run(_stand_in())  # type: ignore[misc]
    assert match.is_over()
    assert seats == ["bot", "connected", "bot"]
    assert any(entry.seat == 0 for entry in match.log)


async def _slow_player(hangs: bool) -> tuple[Match, list[str]]:
    """Seat 1's network either hangs (a send never finishes) or crawls (every send takes a
    while, so its queue overflows)."""
    match = Match("moosehead", 3, seed=8)
    limits = {"send_timeout": 0.05} if hangs else {"queue_limit": 2}
    host = TableHost(
        match, ["remote", "remote", "heuristic"], config(takeover="heuristic", grace=0.0, **limits)
    )
    await host.start()
    a, b = await _join(host), await _join(host)
    conn = host.seats[0].conn
    assert conn is not None
    real_send = conn.ws.send

    async def slow(message: str) -> None:
        if hangs:
            await asyncio.sleep(3600)
        await asyncio.sleep(0.05)
        await real_send(message)

    conn.ws.send = slow  # type: ignore[method-assign,assignment]

    async def cut_off() -> None:
        with contextlib.suppress(JoinRefused):
            await play_as_bot(a, "random")

    result = await asyncio.gather(host.serve_to_end(), play_as_bot(b, "random"), cut_off())
    return match, list(result[1].seats)


@pytest.mark.parametrize("hangs", [True, False], ids=["hangs", "crawls"])
def test_a_player_who_cannot_keep_up_is_let_go_and_the_table_plays_on(hangs: bool) -> None:
    match, seats = run(_slow_player(hangs))  # type: ignore[misc]
    assert match.is_over()
    assert seats[0] == "bot"


async def _restart(save: Path) -> tuple[list[str], list[str], Match]:
    first = Match("mor", 4, seed=13)
    host = TableHost(first, ["remote", "heuristic", "remote", "random"], config(save))
    await host.start()
    a, b = await _join(host, 0), await _join(host, 2)
    plays = [asyncio.create_task(play_as_bot(c, "heuristic")) for c in (a, b)]
    await _until(lambda: len(first.log) >= 60, "60 moves")
    await host.close()  # the host stops mid-game
    for task in plays:
        with contextlib.suppress(JoinRefused):
            await task
    before = [e.action.notation for e in first.log]
    again = TableHost.resume(save, config())
    again.config.save_path = save
    await again.start()
    assert again.code == CODE
    a2, b2 = await _join(again, token=a.token), await _join(again, token=b.token)
    assert (a2.seat, b2.seat) == (0, 2)
    await asyncio.gather(
        again.serve_to_end(), play_as_bot(a2, "heuristic"), play_as_bot(b2, "random")
    )
    return before, [e.action.notation for e in again.match.log], again.match


def test_a_restarted_host_resumes_from_its_autosave_and_players_rejoin(tmp_path: Path) -> None:
    before, after, match = run(_restart(tmp_path / "table.json"))  # type: ignore[misc]
    assert len(before) >= 60
    assert after[: len(before)] == before
    assert match.is_over()


async def _lobby() -> tuple[int, int, int, int]:
    match = Match("mor", 4, seed=4)
    host = TableHost(match, ["remote", "heuristic", "remote", "random"], config())
    await host.start()
    first = await _join(host)
    await asyncio.sleep(0.05)  # let any wake-up the join asked for run
    before = len(match.log)
    second = await _join(host)
    while first.latest is None or first.latest.serial == 0:
        await first.receive()
    dealt = first.latest.serial if first.latest else -1
    legal = len(first.latest.legal) if first.latest else -1
    await first.close()
    await second.close()
    await host.close()
    return before, dealt, legal, match.state.current_player


def test_nothing_is_dealt_until_every_remote_seat_is_taken_and_then_everyone_is_told() -> None:
    before, dealt, legal, current = run(_lobby())  # type: ignore[misc]
    assert before == 0
    assert dealt > 0
    assert current != 0 or legal > 0, "seat 1 on turn is sent its moves"
