"""Tables announced on the local network (DNS-SD over mDNS), tried on the loopback interface."""

from __future__ import annotations

import asyncio

import pytest

from cardtable.net.discovery import Advertiser, FoundTable, browse
from cardtable.net.host import TableHost
from cardtable.session.match import Match

from .helpers import CODE, config

LOOPBACK_ONLY = ["127.0.0.1"]


async def _announce_and_browse() -> tuple[list[FoundTable], int, TableHost]:
    host = TableHost(Match("mose", 3, seed=1), ["remote", "remote", "heuristic"], config())
    port = await host.start()
    advertiser = Advertiser(host, interfaces=LOOPBACK_ONLY)
    try:
        await advertiser.start()
        found = await browse(2.0, interfaces=LOOPBACK_ONLY)
    finally:
        await advertiser.stop()
        await host.close()
    return found, port, host


def test_a_hosted_table_is_found_with_its_open_seats_and_never_its_code() -> None:
    try:
        found, port, host = asyncio.run(asyncio.wait_for(_announce_and_browse(), 30))
    except OSError as exc:
        pytest.skip(f"multicast DNS cannot run on loopback here: {exc}")
    if not found:
        pytest.skip("multicast on the loopback interface carries nothing in this sandbox")
    table = next(t for t in found if t.port == port)
    assert (table.game, table.players, table.open_seats, table.version) == ("mose", 3, 2, 1)
    assert table.fingerprint == host.fingerprint and len(host.fingerprint) == 64
    assert table.where == f"127.0.0.1:{port}/{host.fingerprint}"
    assert CODE not in repr(found)
    assert host.code == CODE
