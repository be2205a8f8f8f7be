"""The layout of each game's table: the game's own (its plugin's ``layout``), as data.

A game without one (or zones no rule names) is drawn from the zone kinds alone, see
``spec.DEFAULT_RULES``.
"""

from __future__ import annotations

from functools import cache

from cardtable.games import plugin
from cardtable.ui.layout.spec import GameLayout


@cache
def layout_for(game_id: str) -> GameLayout:
    """The layout of ``game_id``; a game without one gets the kind-based defaults."""
    make = plugin(game_id).layout
    return make() if make is not None else GameLayout(game=game_id)
