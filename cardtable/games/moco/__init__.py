"""Moco!: players lay Decktet cards on six suit piles and take suit chips, each worth the top card
of its pile.

The state and actions are in ``state``, the bot in ``heuristic``, the rules text in ``help``.
"""

from __future__ import annotations

from cardtable.games.moco.info import INFO

__all__ = ["INFO"]
