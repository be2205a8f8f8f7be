"""Mor as the app sees it: the one object its entry point names (see
:mod:`cardtable.games.plugin`)."""

from __future__ import annotations

import random

from cardtable.engine.actions import Action
from cardtable.engine.agent import Agent
from cardtable.engine.observation import Observation
from cardtable.engine.rules_help import GameRules
from cardtable.games.mor import search, sheet
from cardtable.games.mor.state import INFO
from cardtable.games.plugin import BotTuning, GamePlugin
from cardtable.games.shared.layout import GameLayout


def _heuristic() -> Agent:
    from cardtable.games.mor.heuristic import HeuristicAgent

    return HeuristicAgent()


def _rules() -> GameRules:
    from cardtable.games.mor.help import MOR

    return MOR


def _layout() -> GameLayout:
    from cardtable.games.mor.layout import LAYOUT

    return LAYOUT


def _coach_reason(obs: Observation, action: Action, rng: random.Random) -> str:
    from cardtable.games.mor.coach import reason

    return reason(obs, action, rng)


PLUGIN = GamePlugin(
    info=INFO,
    rules=_rules,
    heuristic=_heuristic,
    # A playout takes 20-30 ms, so easy and normal stop at small fixed budgets.
    # Normal and hard weigh the heuristic's first choices only (its ``rank``), each over
    # many worlds played 20 moves deep and judged there: on fixed positions judged from the
    # true cards this gained about 35 points a decision over searching every move 60 deep
    # (docs/ai.md, benchmarks/mor_positions.py).
    bots=BotTuning(
        levels={
            "easy": {"iterations": 4},
            "normal": {"top": 3, "horizon": 20, "iterations": 60},
            "hard": {"top": 4, "horizon": 20, "iterations": 450},
        }
    ),
    judge=search.JUDGE,
    coach_reason=_coach_reason,
    playout=search.PLAYOUT,
    score_sheet=sheet.score_sheet,
    score_text=sheet.tenths,
    score_notes=sheet.score_notes,
    layout=_layout,
    order=50,
)
