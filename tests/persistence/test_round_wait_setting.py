"""The setting for how long the end of a round stays on the table (0: until the player goes on)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from cardtable.persistence.settings import SettingsStore


def test_how_long_a_rounds_end_stays_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    store = SettingsStore(path, sync=False)
    assert store.settings.round_wait == 0 and store.settings.round_pause_ms is None
    store.save(replace(store.settings, round_wait=5))
    again = SettingsStore(path, sync=False)
    assert again.settings.round_wait == 5 and again.settings.round_pause_ms == 5000


def test_a_file_from_before_the_setting_waits_for_the_player(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": "cardtable-settings", "version": 2, "bot_pace": "Quick"}))
    store = SettingsStore(path, sync=False)
    assert not store.problem and store.settings.bot_pace == "Quick"
    assert store.settings.round_pause_ms is None
