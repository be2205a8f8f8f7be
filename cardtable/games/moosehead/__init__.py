"""Moosehead: players add cards to one shared count toward 30, scoring on 15, 20, 25 and 30.

The state and actions are in ``state``, the bot in ``heuristic``, the rules text in ``help``.
"""

from __future__ import annotations

from cardtable.games.moosehead.info import INFO

__all__ = ["INFO"]
