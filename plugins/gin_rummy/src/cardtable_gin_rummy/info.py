"""Gin Rummy's :class:`~cardtable.engine.info.GameInfo`: what lists the game. It imports none
of the rules: the state class is imported when the first game is set up."""

from __future__ import annotations

from typing import Final

from cardtable.engine.info import GameInfo, OptionSpec
from cardtable.engine.state import GameState

#: The match totals a player may choose, the default first.
TARGETS: Final = (100, 50, 150, 200, 250)


def _state() -> type[GameState]:
    from cardtable_gin_rummy.state import GinState

    return GinState


INFO: Final = GameInfo(
    id="gin_rummy",
    title="Gin Rummy",
    min_players=2,
    max_players=2,
    options=(
        OptionSpec(
            "target",
            TARGETS,
            "Match to",
            "the first player whose points reach this total wins the match",
        ),
        OptionSpec(
            "knock_card",
            tuple(range(10, -1, -1)),
            "Knock card",
            "the most deadwood a player may knock with (0: gin only)",
        ),
        OptionSpec(
            "oklahoma",
            (False, True),
            "Oklahoma",
            "the first upcard's value is the knock card, and an Ace as first upcard means gin only",
        ),
        OptionSpec("gin_bonus", (25, 20, 30, 0), "Gin bonus", "points for going gin"),
        OptionSpec(
            "undercut_bonus", (25, 20, 10, 0), "Undercut bonus", "points for undercutting a knock"
        ),
    ),
    summary=(
        "Two players draw and discard to build sets and runs; knock when your unmatched cards "
        "count 10 or less. First to 100 points wins."
    ),
    state=_state,
)
