"""Mose as the app sees it: the one object its entry point names (see
:mod:`cardtable.games.plugin`)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from cardtable.engine.actions import Action
from cardtable.engine.agent import Agent
from cardtable.engine.observation import Observation
from cardtable.engine.rules_help import GameRules
from cardtable.games.mose.info import INFO
from cardtable.games.plugin import (
    Belief,
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


def _judge() -> Judge:
    from cardtable.games.mose.search import JUDGE

    return JUDGE


def _belief(observation: Observation) -> Belief | None:
    from cardtable.games.mose.search import MoseBelief

    return MoseBelief.of(observation)


def _playout() -> PlayoutRules:
    from cardtable.games.mose.search import PLAYOUT

    return PLAYOUT


def _score_sheet() -> SheetBuilder:
    from cardtable.games.mose.sheet import score_sheet

    return score_sheet


def _score_notes() -> NoteWriter:
    from cardtable.games.mose.sheet import score_notes

    return score_notes


def _slips() -> SlipMaker:
    from cardtable.games.mose.slips import SLIPS

    return SLIPS


PLUGIN = GamePlugin(
    info=INFO,
    rules=_rules,
    heuristic=_heuristic,
    # A search gets only a few hundred playouts (rummy move lists are long) and the heuristic is
    # already good, so the search sets the heuristic's own choice against one alternative only
    # (hard: two), and normal and hard play their worlds out without random moves; hard
    # remembers the simulated seats' steps (see docs/ai.md). A turn is several decisions, so
    # easy slips at fewer of them to win about a third of its games against the heuristic.
    bots=BotTuning(
        levels={
            "easy": {"rate": 0.1},
            "normal": {"top": 2, "iterations": 180, "heuristic_share": 1.0},
            "hard": {"top": 3, "heuristic_share": 1.0, "remember": True},
        }
    ),
    judge=_judge,
    belief=_belief,
    coach_reason=_coach_reason,
    slips=_slips,
    playout=_playout,
    score_sheet=_score_sheet,
    score_notes=_score_notes,
    layout=_layout,
    order=20,
)
