"""The tests of the plugin promise need the tests' own plugin game installed (``scripts/bootstrap
--test`` does it: ``pip install -e tests/plugin_game``). Without it they are skipped, except
under CI, where a missing game is a failure."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cardtable.games import registered
from tests.registry import TEST_GAME


@pytest.fixture(autouse=True)
def _test_game_installed() -> None:
    if registered(TEST_GAME) is not None:
        return
    missing = f"{TEST_GAME} is not installed (scripts/bootstrap --test installs tests/plugin_game)"
    if os.environ.get("CI"):
        pytest.fail(missing)
    pytest.skip(missing)


@pytest.fixture(autouse=True)
def own_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Each test keeps its saves, statistics and settings in a folder of its own."""
    home = tmp_path / "home"
    monkeypatch.setenv("CARDTABLE_HOME", str(home))
    return home
