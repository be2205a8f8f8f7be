"""``cardtable host`` and ``cardtable join`` as separate processes on loopback."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.cli import main

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
            r"cardtable join (127\.0\.0\.1:\d+) --code SMOKE1", host.stdout.readline()
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
    assert main(["join", "127.0.0.1:1", "--code", "x", "--bot", "random"]) == 2
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
    ],
)
def test_the_commands_refuse_what_cannot_work(
    argv: list[str], reason: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert reason in err and err.count("\n") == 1
