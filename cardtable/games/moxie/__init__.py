"""Moxie: players bet on two cards and a shared Ringer, with a secret punch card; Full Moxie beats
all.

``state`` holds the game, ``actions`` its moves, ``hands`` how hands rank, ``explain`` why a move
is refused, ``heuristic`` the bot and ``help`` the rules text. Betting maths is shared.
"""

from __future__ import annotations

from cardtable.games.moxie.state import INFO

__all__ = ["INFO"]
