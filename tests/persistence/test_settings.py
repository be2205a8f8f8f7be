"""Settings: values and defaults, the settings file, and older settings read as defaults."""

from __future__ import annotations

import json
from pathlib import Path

from cardtable.persistence.settings import SETTINGS_VERSION, Settings, SettingsStore

SETUP = {"game": "mose", "players": 2, "seats": ["human", "heuristic"], "names": [], "options": {}}


def test_old_stored_values_round_trip() -> None:
    s = Settings("Fast", "Quick", "red", True, False, json.dumps(SETUP))
    again = Settings.from_mapping(s.to_mapping(), backs=("blue", "red"))
    assert again == s
    assert again.speed == 1.8 and again.bot_delay_ms == 250
    assert again.last_setup_json() == SETUP


def test_bad_old_values_read_as_defaults() -> None:
    stored = {
        "animation": "Warp",
        "bot_pace": 3,
        "card_back": "tartan",
        "four_colour": "true",
        "show_side": "false",
        "last_setup": "[" * 50_000,
    }
    s = Settings.from_mapping(stored, backs=("blue", "red"))
    assert (s.animation, s.bot_pace, s.card_back) == ("Normal", "Normal", "blue")
    assert s.four_colour is True and s.show_side is False
    assert s.last_setup_json() is None


def test_the_settings_file_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    store = SettingsStore(path, sync=False)
    assert not store.found and store.settings == Settings() and not store.problem
    chosen = Settings("Slow", "Leisurely", "red", True, False, json.dumps(SETUP))
    store.save(chosen, geometry=b"\x01\x02geometry")
    again = SettingsStore(path, backs=("blue", "red"), sync=False)
    assert again.found and not again.problem
    assert again.settings == Settings("Slow", "Leisurely", "red", True, False, json.dumps(SETUP))
    assert again.geometry == b"\x01\x02geometry"
    # A card back that is no longer drawn falls back to the default; that is not damage.
    assert SettingsStore(path, backs=("blue",), sync=False).settings.card_back == "blue"


def test_a_damaged_settings_file_is_kept_and_the_defaults_used(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    text = json.dumps({"format": "cardtable-settings", "version": 1, "animation": "Warp"})
    path.write_text(text, "utf-8")
    store = SettingsStore(path, sync=False)
    assert store.settings == Settings()
    assert (
        "damaged" in store.problem and "animation" in store.problem and str(path) in store.problem
    )
    assert path.read_text("utf-8") == text
    store.save(Settings(animation="Fast"))
    [kept] = [p for p in tmp_path.iterdir() if p.name.startswith("settings.damaged-")]
    assert kept.read_text("utf-8") == text and str(kept) in store.problem
    assert SettingsStore(path, sync=False).settings.animation == "Fast"


def test_a_newer_settings_file_is_never_replaced(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    text = json.dumps({"format": "cardtable-settings", "version": SETTINGS_VERSION + 1})
    path.write_text(text, "utf-8")
    store = SettingsStore(path, sync=False)
    assert "newer version" in store.problem
    store.save(Settings(animation="Fast"))
    assert store.settings.animation == "Fast"  # for this session
    assert path.read_text("utf-8") == text
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]
