"""Gin Rummy for Card Table: two players meld sets and runs, knock, lay off; a match to 100.

A plugin: Card Table finds it through the ``cardtable.games`` entry point. Its ``INFO`` (in
``info``) lists the game, the state is in ``state``, what is legal in ``rules``, the meld maths
in ``melds``, the bot in ``heuristic``, the rules help in ``help``.
"""

from __future__ import annotations

from cardtable_gin_rummy.info import INFO

__all__ = ["INFO"]
