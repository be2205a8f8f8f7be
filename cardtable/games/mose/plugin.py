"""Mose as the app sees it: the one object its entry point names (see
:mod:`cardtable.games.plugin`)."""

from __future__ import annotations

import random

from cardtable.engine.actions import Action
from cardtable.engine.agent import Agent
from cardtable.engine.observation import Observation
from cardtable.engine.rules_help import GameRules
from cardtable.games.mose import search, sheet
from cardtable.games.mose.state import INFO
from cardtable.games.plugin import BotTuning, GamePlugin
from cardtable.games.shared.layout import GameLayout


def _heuristic() -> Agent:
    from cardtable.games.mose.heuristic import HeuristicAgent

    return HeuristicAgent()


def _rules() -> GameRules:
    from cardtable.games.mose.help import MOSE

    return MOSE


def _layout() -> GameLayout:
    from cardtable.games.mose.layout import LAYOUT

    return LAYOUT


def _coach_reason(obs: Observation, action: Action, rng: random.Random) -> str:
    from cardtable.games.mose.coach import reason

    return reason(obs, action, rng)


PLUGIN = GamePlugin(
    info=INFO,
    rules=_rules,
    heuristic=_heuristic,
    # A search gets only a few hundred playouts (rummy move lists are long) and the heuristic is
    # already good, so the search sets the heuristic's own choice against one alternative only
    # (hard: two), and normal and hard play their worlds out without random moves; hard
    # remembers the simulated seats' steps (see docs/ai.md).
    bots=BotTuning(
        levels={
            "easy": {"top": 2},
            "normal": {"top": 2, "iterations": 180, "heuristic_share": 1.0},
            "hard": {"top": 3, "heuristic_share": 1.0, "remember": True},
        }
    ),
    judge=search.JUDGE,
    belief=search.MoseBelief.of,
    coach_reason=_coach_reason,
    playout=search.PLAYOUT,
    score_sheet=sheet.score_sheet,
    score_notes=sheet.score_notes,
    layout=_layout,
    order=20,
)
