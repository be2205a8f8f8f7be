"""Killing the app while it writes never leaves a half-written file.

A child process writes the autosave after every move (or records finished games in the
statistics) in a loop, with every write synced to disk; it is killed with SIGKILL at a random
moment, many times over. Each time the file on disk must be a complete version: the autosave a
prefix of the child's game that replays, the statistics a consistent count.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cardtable.persistence.saves import SaveStore
from cardtable.persistence.stats import StatsStore
from tests.persistence.crash_child import autosave_match, step

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")

ROOT = Path(__file__).resolve().parents[2]
KILLS = [pytest.param(12, id="quick"), pytest.param(150, id="slow", marks=pytest.mark.slow)]


def _kill_while_writing(kind: str, folder: Path, rng: random.Random) -> None:
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.persistence.crash_child", kind, str(folder)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None
        line = child.stdout.readline()
        assert line.strip() == "ready", child.stderr.read() if child.stderr else ""
        time.sleep(rng.uniform(0.0, 0.4))
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL, "the child was killed mid-loop, not done"


def _reference_notations() -> list[str]:
    """The child's whole game, move by move (a fast machine writes hundreds before the kill)."""
    match = autosave_match()
    while not match.is_over():
        step(match)
    return [e.action.notation for e in match.log]


@pytest.mark.parametrize("kills", KILLS)
def test_a_killed_autosave_is_always_a_whole_old_or_new_version(tmp_path: Path, kills: int) -> None:
    rng = random.Random(kills)
    reference = _reference_notations()
    lengths = []
    for n in range(kills):
        folder = tmp_path / f"run{n}"
        folder.mkdir()
        _kill_while_writing("autosave", folder, rng)
        store = SaveStore(folder, sync=False)
        info = store.autosave_info()
        assert info is not None and info.ok, info.message() if info else "no autosave at all"
        match = store.load(store.autosave_path)
        written = [e.action.notation for e in match.log]
        assert 0 < len(written) <= len(reference)
        assert written == reference[: len(written)], "the autosave is a version the child wrote"
        lengths.append(len(written))
    assert len(set(lengths)) > 1, "the kills landed at different moments"


@pytest.mark.parametrize("kills", KILLS)
def test_killed_statistics_are_always_a_whole_count(tmp_path: Path, kills: int) -> None:
    rng = random.Random(kills + 1)
    counts = []
    for n in range(kills):
        folder = tmp_path / f"run{n}"
        folder.mkdir()
        _kill_while_writing("stats", folder, rng)
        stats = StatsStore(folder / "stats.json", sync=False)
        assert not stats.problem, stats.problem
        played = stats.get("moosehead").played
        assert played >= 1
        data = json.loads((folder / "stats.json").read_text("utf-8"))
        assert data["games"]["moosehead"]["solo"] == played
        counts.append(played)
    assert len(set(counts)) > 1, "the kills landed at different moments"
