"""Moxie: bet on two cards and a shared Ringer, with a secret punch card; Full Moxie beats all.

``table`` holds the money and cards, ``state`` the legal moves and what they do, ``actions``
the moves, ``hands`` how hands rank, ``explain`` why a move is refused, ``heuristic`` the bot and
``help`` the rules text. The betting maths is in :mod:`cardtable.games.shared.betting`.
"""

from __future__ import annotations

from cardtable.games.moxie.info import INFO

__all__ = ["INFO"]
