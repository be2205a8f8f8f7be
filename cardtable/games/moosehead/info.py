"""Moosehead's :class:`~cardtable.engine.info.GameInfo`: what lists the game. It imports none of
the rules: the state class is imported when the first game is set up."""

from __future__ import annotations

from typing import Final

from cardtable.engine.info import GameInfo, OptionSpec
from cardtable.engine.state import GameState


def _state() -> type[GameState]:
    from cardtable.games.moosehead.state import MooseheadState

    return MooseheadState


INFO: Final = GameInfo(
    id="moosehead",
    title="Moosehead",
    min_players=2,
    max_players=8,
    options=(
        OptionSpec(
            "deck",
            ("standard", "numbers_only"),
            "Deck",
            "standard: all 52 cards; numbers_only: the Jacks, Queens and Kings are left out",
        ),
    ),
    summary="Add cards to a count toward 30, scoring on 15, 20, 25 and 30. First to 50 wins.",
    state=_state,
)
