"""The window joins ``cardtable host … --headless`` running as a process of its own (loopback):
a wrong code is told in the Join dialog, the right one seats the player, the game is played to
the end by mouse, and the host process prints the result and exits cleanly."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from cardtable.ui.window import MainWindow
from tests.ui.test_net_window import play_by_mouse, shown_window

PYTHON = [sys.executable, "-m", "cardtable"]


@pytest.fixture
def win(qtbot: QtBot) -> Iterator[MainWindow]:
    window = shown_window(qtbot)
    yield window
    window.leave_net(ask=False)
    window.controller.shutdown()


def test_the_window_joins_a_headless_host_process(
    qtbot: QtBot, win: MainWindow, tmp_path: Path
) -> None:
    host = subprocess.Popen(
        [
            *PYTHON,
            "host",
            "moosehead",
            "--players",
            "2",
            "--seats",
            "remote,heuristic",
            "--headless",
            "--seed",
            "4",
            "--code",
            "proc42",
            "--save",
            str(tmp_path / "table.json"),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert host.stdout is not None
        lines = [host.stdout.readline() for _ in range(3)]
        found = re.search(r"cardtable join (127\.0\.0\.1:\d+/[0-9a-f]{64}) --code PROC42", lines[2])
        assert found, lines
        where = found.group(1)
        dialog = win.join_table(discover=False)
        assert dialog is not None
        dialog.address.setText(where)
        dialog.code.setText("PROC43")
        dialog.name.setText("Ada")
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: dialog.problem.isVisibleTo(dialog), timeout=15_000)
        assert dialog.problem.text() == "The join code is wrong: ask the host for it again."
        dialog.code.setText("proc42")
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: win.net_controller is not None, timeout=15_000)
        assert play_by_mouse(qtbot, win) > 0
        controller = win.net_controller
        assert controller is not None
        snap = controller.snapshot()
        assert snap.over and snap.names[0] == "Ada"
        out, err = host.communicate(timeout=30)
        assert host.returncode == 0, err
        assert out.splitlines()[0] == snap.result  # the host's result, as the window shows it
        assert f"  Ada: {snap.scores[0]}" in out.splitlines()
    finally:
        if host.poll() is None:
            host.kill()
            host.communicate()
