"""Mose: a rummy of 13 rounds whose wild rank moves up each round; the lowest total wins.

``table`` holds the cards and counters, ``state`` applies actions, ``rules`` says what is legal
and why not, ``actions`` and ``moves`` list the moves; ``heuristic`` is the bot, ``help`` the text.
"""

from __future__ import annotations

from cardtable.games.mose.info import INFO

__all__ = ["INFO"]
