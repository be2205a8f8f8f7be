"""Mose: a rummy of 13 rounds whose wild rank moves up each round; the lowest total wins.

``state`` holds the game, ``actions`` its moves, ``moves`` the table plays open to a hand,
``rules`` what is legal and why not, ``heuristic`` the bot and ``help`` the rules text.
"""

from __future__ import annotations

from cardtable.games.mose.state import INFO

__all__ = ["INFO"]
