"""Mor as the app sees it: the one object its entry point names (see
:mod:`cardtable.games.plugin`)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from cardtable.engine.actions import Action
from cardtable.engine.agent import Agent
from cardtable.engine.observation import Observation
from cardtable.engine.rules_help import GameRules
from cardtable.games.mor.info import INFO
from cardtable.games.plugin import (
    BotTuning,
    GamePlugin,
    Judge,
    NoteWriter,
    PlayoutRules,
    SheetBuilder,
    SlipMaker,
)

if TYPE_CHECKING:
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


def _judge() -> Judge:
    from cardtable.games.mor.search import JUDGE

    return JUDGE


def _playout() -> PlayoutRules:
    from cardtable.games.mor.search import PLAYOUT

    return PLAYOUT


def _score_sheet() -> SheetBuilder:
    from cardtable.games.mor.sheet import score_sheet

    return score_sheet


def _score_notes() -> NoteWriter:
    from cardtable.games.mor.sheet import score_notes

    return score_notes


def _tenths(points: int) -> str:
    from cardtable.games.mor.sheet import tenths

    return tenths(points)


def _slips() -> SlipMaker:
    from cardtable.games.mor.slips import SLIPS

    return SLIPS


PLUGIN = GamePlugin(
    info=INFO,
    rules=_rules,
    heuristic=_heuristic,
    # A playout takes 20-30 ms, so normal stops at a small fixed budget.
    # Normal and hard weigh the heuristic's first choices only (its ``rank``), each over
    # many worlds played 20 moves deep and judged there: on fixed positions judged from the
    # true cards this gained about 35 points a decision over searching every move 60 deep
    # (docs/ai.md, benchmarks/mor_positions.py). A turn is several decisions, so easy slips at
    # fewer of them to win about a third of its games against the heuristic.
    bots=BotTuning(
        levels={
            "easy": {"rate": 0.15},
            "normal": {"top": 3, "horizon": 20, "iterations": 60},
            "hard": {"top": 4, "horizon": 20, "iterations": 450},
        }
    ),
    judge=_judge,
    coach_reason=_coach_reason,
    slips=_slips,
    playout=_playout,
    score_sheet=_score_sheet,
    score_text=_tenths,
    score_notes=_score_notes,
    layout=_layout,
    order=50,
)
