"""Quick Shed as the app sees it: the one object its entry point names (``quickshed =
"quickshed.plugin:PLUGIN"`` in this distribution's ``pyproject.toml``).

Beside the three required parts it gives only the table's layout and a smaller search for its
bots; everything else (the search's judge, the belief model, the score sheet, the round words,
the coach's reasons) is the app's plain default, which is what this game is here to prove works.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.agent import Agent
from cardtable.engine.rules_help import GameRules
from cardtable.games.plugin import BotTuning, GamePlugin
from quickshed.info import INFO

if TYPE_CHECKING:
    from cardtable.games.shared.layout import GameLayout


def _heuristic() -> Agent:
    from quickshed.heuristic import HeuristicAgent

    return HeuristicAgent()


def _rules() -> GameRules:
    from quickshed.help import RULES

    return RULES


def _layout() -> GameLayout:
    from quickshed.layout import LAYOUT

    return LAYOUT


PLUGIN = GamePlugin(
    info=INFO,
    rules=_rules,
    heuristic=_heuristic,
    layout=_layout,
    # A turn offers a handful of moves at most, so a few hundred sampled worlds decide it.
    bots=BotTuning(levels={"normal": {"iterations": 120}, "hard": {"iterations": 300}}),
    order=900,
)
