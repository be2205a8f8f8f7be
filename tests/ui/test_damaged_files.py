"""Damaged files never stop the app: it starts, lists and opens games, and tells the user once.

The first test is the report that started this work: a 200 KB autosave of nested brackets (and
the same in ``saves/``, the statistics and the settings) made ``cardtable`` exit with a
traceback before any window opened.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings
from pytestqt.qtbot import QtBot

from cardtable.persistence.settings import Settings
from cardtable.ui.paths import AppPaths
from cardtable.ui.settings_store import open_settings
from tests.ui.session_helpers import open_window

NESTED = "[" * 100_000 + "]" * 100_000


def _damage(home: Path) -> dict[Path, bytes]:
    (home / "saves").mkdir(parents=True)
    files = {
        home / "autosave.json": NESTED.encode(),
        home / "saves" / "nested.json": NESTED.encode(),
        home / "saves" / "binary.json": bytes(range(256)) * 10,
        home / "stats.json": NESTED.encode(),
        home / "settings.json": b'{"format": "cardtable-settings", "version": 1, "x": '
        + b"9" * 5000,
    }
    for path, data in files.items():
        path.write_bytes(data)
    return files


def test_the_app_starts_over_damaged_files_and_keeps_them(tmp_path: Path) -> None:
    home = tmp_path / "home"
    files = _damage(home)
    env = dict(os.environ, CARDTABLE_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-m", "cardtable", "--exit-after", "1.5"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "window shown" in done.stdout
    assert "Traceback" not in done.stderr
    for path, data in files.items():
        assert path.read_bytes() == data, f"{path.name} was changed"


def test_damaged_files_are_reported_once_and_listed(qtbot: QtBot, own_home: Path) -> None:
    files = _damage(own_home)
    win = open_window(qtbot, own_home)
    qtbot.waitUntil(lambda: "settings file" in win.last_notice, timeout=5_000)
    assert str(own_home / "settings.json") in win.last_notice
    win.show_start()
    assert "cannot be resumed" in win.last_notice
    assert str(own_home / "autosave.json") in win.last_notice
    notices = win.last_notice
    win.last_notice = ""
    win.show_start()
    assert win.last_notice == "", "the same file is not reported twice in a session"
    listed = {info.path.name: info for info in win.saves.list_saves()}
    assert set(listed) == {"nested.json", "binary.json"}
    assert "nested far too deeply" in listed["nested.json"].message()
    assert "not UTF-8" in listed["binary.json"].message()
    dialog = win.open_saves()
    dialog.chosen.emit(own_home / "saves" / "nested.json")
    assert "damaged" in win.last_notice
    win.show_stats()
    assert "statistics file" in win.stats.problem
    for path, data in files.items():
        assert path.read_bytes() == data, f"{path.name} was changed"
    assert notices


def test_settings_of_an_older_version_are_carried_over(qtbot: QtBot, own_home: Path) -> None:
    own_home.mkdir(parents=True)
    paths = AppPaths.under(own_home)
    legacy = paths.legacy_settings()
    legacy.beginGroup("app")
    legacy.setValue("animation", "Fast")
    legacy.setValue("card_back", "red")
    legacy.setValue("four_colour", True)
    legacy.endGroup()
    legacy.setValue("window/geometry", QByteArray(b"geometry"))
    legacy.sync()
    assert legacy.status() == QSettings.Status.NoError
    store = open_settings(paths)
    assert store.settings == Settings("Fast", "Normal", "red", True, True, "")
    assert store.geometry == b"geometry"
    assert paths.settings_file.exists()
    # From then on the new file is the one read.
    assert open_settings(paths).settings.animation == "Fast"
