"""Saves written before the games moved into packages still open and play on the same way.

The files in ``tests/fixtures/saves_v_before_packages/`` were written by main before issue 38's
move (see ``make_saves.py`` there). A save names its game by id and its actions by notation,
never a module, so the move must not matter; this test holds the code to that.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cardtable.games import GAMES
from cardtable.persistence.saves import SaveStore
from tests.fixtures.saves_v_before_packages.make_saves import HERE, bot_steps, describe
from tests.registry import SHIPPED

EXPECTED: dict[str, Any] = json.loads((HERE / "expected.json").read_text())


def test_there_is_an_old_save_for_every_game() -> None:
    """Of every game the app ships (a plugin game keeps its own old saves: tests/registry.py)."""
    assert set(EXPECTED) == set(SHIPPED) and set(SHIPPED) <= set(GAMES)


@pytest.mark.parametrize("game", sorted(EXPECTED))
def test_an_old_save_names_no_module(game: str) -> None:
    text = (HERE / f"{game}.json").read_text()
    assert "cardtable." not in text and ".py" not in text


@pytest.mark.parametrize("game", sorted(EXPECTED))
def test_an_old_save_loads_and_plays_on_as_before(game: str, tmp_path: Path) -> None:
    expected = EXPECTED[game]
    match = SaveStore(tmp_path, sync=False).load(HERE / f"{game}.json")
    assert match.info.id == game
    now = describe(match)
    assert now == {k: v for k, v in expected.items() if k != "next"}
    assert bot_steps(match, len(expected["next"])) == expected["next"]
