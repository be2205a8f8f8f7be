"""A hostile client fuzzing the protocol: every bad message is refused in one sentence, the game
is unchanged, and the host goes on serving its real players."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from websockets.asyncio.client import ClientConnection
from websockets.exceptions import ConnectionClosed

from cardtable.net import protocol as wire
from cardtable.net.client import TableClient, play_as_bot
from cardtable.net.gate import WrongCodes
from cardtable.net.host import TableHost
from cardtable.session.match import Match

from .helpers import CODE, LOOPBACK, config, raw

#: Seat 1 is a real player (on turn while the fuzz runs); seat 2 is the hostile one.
PLAN = ["remote", "remote", "heuristic"]

_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


def _frames(legal_for_seat_1: list[str], serial: int) -> st.SearchStrategy[str | bytes]:
    """Everything a hostile client might send (none of it a move it may make)."""
    moves = st.sampled_from([*legal_for_seat_1, "pass", "play ZZ", "shuffle AS,KS", "", "x" * 300])
    acts = st.builds(
        lambda action, stale, v: json.dumps(
            {"v": v, "type": "act", "action": action, "serial": serial - stale}
        ),
        moves,
        st.sampled_from([0, 0, 1, serial]),
        st.sampled_from([1, 1, 2]),
    )
    hellos = st.builds(
        lambda code, seat, token: json.dumps(
            {"v": 1, "type": "hello", "code": code, "seat": seat, "token": token}
        ),
        st.sampled_from([CODE, "WRONG1", "", CODE.lower() + "x"]),
        st.sampled_from([None, 0, 1, 2, 3, 15]),
        st.sampled_from(["", "not-a-token", "A" * 100]),
    )
    shapes = st.builds(
        lambda obj, kind: json.dumps({"v": 1, "type": kind, **obj}),
        st.dictionaries(st.text(max_size=8), _json, max_size=4),
        st.sampled_from(["hello", "act", "welcome", "update", "refused", "x", ""]),
    )
    huge = st.integers(wire.MAX_MESSAGE_BYTES, wire.MAX_MESSAGE_BYTES + 4096).map(
        lambda n: json.dumps({"v": 1, "type": "act", "action": "x" * n, "serial": serial})
    )
    return st.one_of(
        st.binary(max_size=200),
        st.text(max_size=200),
        st.builds(json.dumps, _json),
        acts,
        hellos,
        shapes,
        huge,
    )


class Table:
    """The hosted game kept running on one loop across the examples."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.match = Match("moosehead", 3, seed=30)
        self.host = TableHost(self.match, PLAN, config())
        self.port = self.loop.run_until_complete(self.host.start())
        self.real = self.run(self._join(0))
        self.hostile = self.run(self._join(1))
        self.run(self._settle())

    def run(self, coro: Any) -> Any:
        return self.loop.run_until_complete(asyncio.wait_for(coro, 30))

    async def _join(self, seat: int) -> TableClient:
        client = TableClient(self.host.join_address(LOOPBACK), CODE, seat=seat)
        await client.join()
        return client

    async def _settle(self) -> None:
        """Bots play until seat 1 is on turn; then nothing moves unless seat 1 does."""
        session = self.host.session
        while not (self.match.state.current_player == 0 and session.is_idle()):
            if self.match.state.current_player == 1 and session.is_idle():
                session.play(self.match.state.legal_actions(1)[0], 1)
            await asyncio.sleep(0.005)

    def close(self) -> None:
        for client in (self.real, self.hostile):
            self.run(client.close())
        self.loop.run_until_complete(self.host.close())
        self.loop.close()


@pytest.fixture(scope="module")
def table() -> Iterator[Table]:
    t = Table()
    yield t
    t.close()


async def _attack(table: Table, frames: list[str | bytes], joined: bool) -> list[str]:
    """Send ``frames`` on a fresh connection (as seat 2 with its token if ``joined``); the
    replies, one per frame, until the host ends the connection."""
    replies: list[str] = []
    ws: ClientConnection = await raw(table.port)
    try:
        if joined:
            await ws.send(wire.encode(wire.hello(CODE, token=table.hostile.token)))
            assert isinstance(wire.decode_to_player(await ws.recv()), wire.Welcome)
            assert isinstance(wire.decode_to_player(await ws.recv()), wire.Update)
        for frame in frames:
            await ws.send(frame)
            reply = wire.decode_to_player(await ws.recv())
            assert isinstance(reply, wire.Refused), reply
            assert reply.reason and "\n" not in reply.reason
            replies.append(reply.reason)
            if reply.fatal:
                break
    except ConnectionClosed:
        pass
    finally:
        await ws.close()
    return replies


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=st.data(), joined=st.booleans())
def test_a_hostile_client_changes_nothing(table: Table, data: st.DataObject, joined: bool) -> None:
    match = table.match
    before = match.to_json()
    legal = [a.notation for a in match.state.legal_actions(0)]
    frames = data.draw(st.lists(_frames(legal, len(match.log)), min_size=1, max_size=6))
    table.run(_attack(table, frames, joined))
    assert match.to_json() == before
    assert table.host.seat_states()[0] == "connected"


def test_the_real_players_finish_the_game_after_the_attack(table: Table) -> None:
    async def finish() -> wire.Update:
        hostile = TableClient(table.host.join_address(LOOPBACK), CODE, token=table.hostile.token)
        await hostile.join()
        results = await asyncio.gather(
            table.host.wait_finished(),
            play_as_bot(table.real, "heuristic"),
            play_as_bot(hostile, "random"),
        )
        final: wire.Update = results[1]
        return final

    final = table.run(finish())
    assert final.over and table.match.is_over()


def test_the_refusals_say_why() -> None:
    """One of each kind, with the sentence the host sends."""
    t = Table()
    t.host.wrong_codes = WrongCodes(first_delay=0.0, burst=1000)  # no wait between the cases
    try:
        serial = len(t.match.log)
        seat_1_move = t.match.state.legal_actions(0)[0].notation
        cases = {
            b"\x00\x01": "not binary frames",
            "{": "cannot be read",
            '{"v":1,"type":"dance"}': "not a message type here",
            wire.encode(wire.act("pass", serial)): "say hello",
        }
        for frame, reason in cases.items():
            assert reason in t.run(_attack(t, [frame], joined=False))[0]
        joined = {
            wire.encode(wire.act(seat_1_move, serial)): "not seat 2's turn",
            wire.encode(wire.act("pass", serial - 1)): "the table is at move",
            wire.encode(wire.act("flap", serial)): "is not a move in Moosehead",
            wire.encode(wire.hello(CODE)): "already joined",
        }
        for frame, reason in joined.items():
            assert reason in t.run(_attack(t, [frame], joined=True))[0]
        fatal = {
            wire.encode(wire.hello("NOPE99")): "join code is wrong",
            wire.encode(wire.hello(CODE, seat=0)): "seat 1 is taken",
            wire.encode(wire.hello(CODE, seat=2)): "seat 3 is played by a bot",
            wire.encode(wire.hello(CODE, token="forged")): "does not belong to any seat",
            wire.encode(wire.hello(CODE, seat=0, token=t.hostile.token)): "is for seat 2",
            wire.encode(wire.hello(CODE)): "no seat is open",
        }
        for frame, reason in fatal.items():
            assert reason in t.run(_attack(t, [frame], joined=False))[0]
        # Beyond twice the limit the WebSocket library itself ends the connection (1009).
        before = t.match.to_json()
        beyond = json.dumps({"v": 1, "type": "act", "action": "x" * (2 * wire.MAX_MESSAGE_BYTES)})
        assert t.run(_attack(t, [beyond], joined=True)) == []
        assert t.match.to_json() == before
        assert t.host.seat_states()[0] == "connected"
    finally:
        t.close()
