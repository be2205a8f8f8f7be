"""Quick Shed's :class:`~cardtable.engine.info.GameInfo`: what the start screen lists. It imports
none of the rules: the state class is imported when the first game is set up."""

from __future__ import annotations

from typing import Final

from cardtable.engine.info import GameInfo, OptionSpec
from cardtable.engine.state import GameState


def _state() -> type[GameState]:
    from quickshed.state import QuickShedState

    return QuickShedState


INFO: Final = GameInfo(
    id="quickshed",
    title="Quick Shed",
    min_players=2,
    max_players=4,
    options=(
        OptionSpec(
            "hands",
            (2, 1, 3),
            "Hands",
            "how many hands the game lasts; the most points after the last one wins",
        ),
    ),
    summary="Match the top card's suit or rank and be first to empty your hand.",
    state=_state,
)
