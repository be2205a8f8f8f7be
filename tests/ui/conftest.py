"""Fixtures for the table tests: controllers whose bot threads are always stopped."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import pytest

from cardtable.session.match import Match, SeatSpec
from cardtable.ui.controller import TableController


def make_match(
    game: str, seats: Sequence[str], seed: int = 1, options: dict[str, object] | None = None
) -> Match:
    """A match where "human" seats are people and other entries name bots."""
    specs = [
        SeatSpec.human(f"Human {i + 1}") if s == "human" else SeatSpec.robot(s, f"Bot {i + 1}")
        for i, s in enumerate(seats)
    ]
    return Match(game, len(seats), options or {}, seed, specs)


@pytest.fixture(autouse=True)
def own_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every UI test keeps its saves, statistics and settings in a folder of its own."""
    home = tmp_path / "home"
    monkeypatch.setenv("CARDTABLE_HOME", str(home))
    return home


@pytest.fixture
def controllers() -> Iterator[Callable[..., TableController]]:
    made: list[TableController] = []

    def build(match: Match, bot_delay_ms: int = 0) -> TableController:
        controller = TableController(match, bot_delay_ms=bot_delay_ms)
        made.append(controller)
        return controller

    yield build
    for controller in made:
        controller.shutdown()
