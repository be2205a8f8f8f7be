"""The layout of each game's table: the game's own (its plugin's ``layout``), as data.

A game without one (or zones no rule names) is drawn from the zone kinds alone, see
``spec.DEFAULT_RULES``.
"""

from __future__ import annotations

from functools import cache

from cardtable.games import registered
from cardtable.ui.layout.spec import GameLayout


@cache
def layout_for(game_id: str) -> GameLayout:
    """The layout of ``game_id``; a game without one gets the kind-based defaults."""
    game = registered(game_id)
    if game is None or game.layout is None:
        return GameLayout(game=game_id)
    return game.layout()
