"""Mor: team rummy with two decks and jokers, played by two partnerships or head to head.

``state`` holds the game, ``actions`` its moves, ``melds`` the meld rules, ``plays`` the melds a
hand could make, ``rules`` what is legal and why not, ``heuristic`` the bot, ``help`` the text.
"""

from __future__ import annotations

from cardtable.games.mor.info import INFO

__all__ = ["INFO"]
