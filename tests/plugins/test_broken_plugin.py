"""An installed game that cannot be loaded is left out with one line on standard error; the
app and its other games go on (a broken plugin must never keep Card Table from starting)."""

from __future__ import annotations

from importlib.metadata import EntryPoint

import pytest

import cardtable.games as registry
from cardtable.games.plugin import ENTRY_POINT_GROUP


def test_a_game_that_does_not_load_is_left_out_and_said(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    real = list(registry.entry_points(group=ENTRY_POINT_GROUP))
    broken = [
        EntryPoint("nowhere", "no_such_package.plugin:PLUGIN", ENTRY_POINT_GROUP),
        EntryPoint("wrong", "cardtable.games.mose.plugin:PLUGIN", ENTRY_POINT_GROUP),
    ]
    monkeypatch.setattr(registry, "entry_points", lambda group: [*broken, *real])
    monkeypatch.setattr(registry, "_found", {})
    found = registry.plugins()
    ids = {p.id for p in found}
    assert "nowhere" not in ids and "wrong" not in ids
    assert {point.name for point in real} <= ids  # every sound game is still there
    said = capsys.readouterr().err
    assert "'nowhere'" in said and "does not load" in said and "ModuleNotFoundError" in said
    assert "'wrong'" in said and "is not the GamePlugin of 'wrong'" in said
