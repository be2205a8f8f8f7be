"""``cardtable host`` and ``cardtable join`` as separate processes on loopback."""

from __future__ import annotations

import asyncio
import re
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.server import ServerConnection, serve

from cardtable.cli import main
from cardtable.net import protocol as wire
from cardtable.net.tls import make_certificate, server_context

PYTHON = [sys.executable, "-m", "cardtable"]


def test_a_headless_host_and_two_bot_players_finish_a_game(tmp_path: Path) -> None:
    save = tmp_path / "table.json"
    host = subprocess.Popen(
        [
            *PYTHON,
            "host",
            "moco",
            "--players",
            "3",
            "--seats",
            "remote,remote,heuristic",
            "--headless",
            "--seed",
            "5",
            "--code",
            "smoke1",
            "--save",
            str(save),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert host.stdout is not None
        first = host.stdout.readline()
        assert first.startswith("Hosting Moco! for 3 players on 127.0.0.1 port"), first
        assert host.stdout.readline().strip() == "Join code: SMOKE1"
        found = re.search(
            r"cardtable join (127\.0\.0\.1:\d+/[0-9a-f]{64}) --code SMOKE1", host.stdout.readline()
        )
        assert found
        joins = [
            subprocess.Popen(
                [*PYTHON, "join", found.group(1), "--code", "smoke1", "--bot", bot],
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
            for bot in ("random", "heuristic")
        ]
        outputs = [j.communicate(timeout=60) for j in joins]
        out, err = host.communicate(timeout=60)
    finally:
        host.kill()
    assert host.returncode == 0, err
    result = out.splitlines()[0]
    for join, (jout, jerr) in zip(joins, outputs, strict=True):
        assert join.returncode == 0, jerr
        assert "Joined moco as seat" in jout
        assert result in jout
    assert not save.exists(), "a finished table leaves no autosave"


def test_a_wrong_code_is_refused_with_a_reason(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["join", "127.0.0.1:1/" + "0" * 64, "--code", "x", "--bot", "random"]) == 2
    assert "cannot reach the table" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "reason"),
    [
        (["host", "mose", "--players", "2", "--headless", "--seats", "heuristic,random"], "remote"),
        (["host", "mose", "--players", "3", "--headless", "--seats", "remote"], "1 seat for 3"),
        (["host", "mose", "--players", "2", "--seats", "remote,random"], "--headless"),
        (["host", "mose", "--players", "2", "--headless", "--seats", "remote,nobot"], "nobot"),
        (["host", "--resume", "--headless", "--save", "/nonexistent/t.json"], "no hosted table"),
        (["join", "nowhere", "--code", "x", "--bot", "random"], "HOST:PORT"),
        (["join", "127.0.0.1:7421", "--code", "x"], "names no certificate fingerprint"),
        (["join", "ws://127.0.0.1:7421/" + "a" * 64, "--code", "x"], "no certificate"),
        (["join", "127.0.0.1:7421/abc", "--code", "x"], "not a certificate fingerprint"),
    ],
)
def test_the_commands_refuse_what_cannot_work(
    argv: list[str], reason: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert reason in err and err.count("\n") == 1


def _serve_in_thread(handler: Any) -> tuple[str, Callable[[], None]]:
    """A stand-in table (encrypted, with its own certificate) on a thread of its own; the
    address to join it with and how to stop it."""
    cert = make_certificate()
    ready = threading.Event()
    box: dict[str, Any] = {}

    async def main() -> None:
        box["stop"] = asyncio.Event()
        box["loop"] = asyncio.get_running_loop()
        async with serve(handler, "127.0.0.1", 0, ssl=server_context(cert)) as server:
            box["port"] = server.sockets[0].getsockname()[1]
            ready.set()
            await asyncio.wait_for(box["stop"].wait(), 60)

    thread = threading.Thread(target=asyncio.run, args=(main(),), daemon=True)
    thread.start()
    assert ready.wait(10)

    def stop() -> None:
        box["loop"].call_soon_threadsafe(box["stop"].set)
        thread.join(10)

    return f"127.0.0.1:{box['port']}/{cert.fingerprint}", stop


async def _full(ws: ServerConnection) -> None:
    """As a full table answered before: a refusal and the close, before reading the hello."""
    await ws.send(wire.encode(wire.refused("the table has too many connections", True)))
    await ws.close(1008, "refused")


async def _drops(ws: ServerConnection) -> None:
    """Welcomes the player, then the network goes."""
    await ws.recv()
    welcome = wire.Welcome(wire.VERSION, 0, "t" * 32, "moco", 3, {}, ["Ada", "Bo", "Cy"])
    await ws.send(wire.encode(welcome))
    ws.transport.abort()


@pytest.mark.parametrize(
    ("handler", "reason"),
    [(_full, "the table has too many connections"), (_drops, "the table ended the connection")],
    ids=["refused-at-once", "dropped"],
)
def test_a_join_refused_or_cut_off_says_one_sentence_and_exits_non_zero(
    handler: Any, reason: str, capsys: pytest.CaptureFixture[str]
) -> None:
    where, stop = _serve_in_thread(handler)
    try:
        assert main(["join", where, "--code", "x", "--bot", "random"]) == 2
    finally:
        stop()
    err = capsys.readouterr().err
    assert reason in err and err.count("\n") == 1 and "Traceback" not in err
