"""Mor: team rummy with two decks and jokers, played by two partnerships or head to head.

``state`` holds the game, ``actions`` its moves, ``melds`` the meld maths, ``rules`` what is
legal and why not, ``heuristic`` the bot and ``help`` the rules text.
"""

from __future__ import annotations

from cardtable.games.mor.state import INFO

__all__ = ["INFO"]
