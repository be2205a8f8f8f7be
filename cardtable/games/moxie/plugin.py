"""Moxie as the app sees it: the one object its entry point names (see
:mod:`cardtable.games.plugin`)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from cardtable.engine.actions import Action
from cardtable.engine.agent import Agent
from cardtable.engine.observation import Observation
from cardtable.engine.rules_help import GameRules
from cardtable.games.moxie.cards import MOXIE_CARDS
from cardtable.games.moxie.info import INFO
from cardtable.games.plugin import (
    Belief,
    BotTuning,
    GamePlugin,
    Judge,
    NoteWriter,
    SheetBuilder,
    SlipMaker,
)
from cardtable.games.shared.betting import format_money

if TYPE_CHECKING:
    from cardtable.games.shared.layout import GameLayout


def _heuristic() -> Agent:
    from cardtable.games.moxie.heuristic import HeuristicAgent

    return HeuristicAgent()


def _rules() -> GameRules:
    from cardtable.games.moxie.help import MOXIE

    return MOXIE


def _layout() -> GameLayout:
    from cardtable.games.moxie.layout import LAYOUT

    return LAYOUT


def _belief(observation: Observation) -> Belief | None:
    from cardtable.games.moxie.belief import MoxieBelief

    return MoxieBelief.of(observation)


def _coach_reason(obs: Observation, action: Action, rng: random.Random) -> str:
    from cardtable.games.moxie.coach import reason

    return reason(obs, action, rng)


def _money_change(change: int) -> str:
    """Money won (+) or lost (−) in a round."""
    return ("+" if change >= 0 else "\u2212") + format_money(abs(change))


def _judge() -> Judge:
    from cardtable.games.moxie.search import JUDGE

    return JUDGE


def _score_sheet() -> SheetBuilder:
    from cardtable.games.moxie.sheet import score_sheet

    return score_sheet


def _score_notes() -> NoteWriter:
    from cardtable.games.moxie.sheet import score_notes

    return score_notes


def _slips() -> SlipMaker:
    from cardtable.games.moxie.slips import slip

    return slip


PLUGIN = GamePlugin(
    info=INFO,
    rules=_rules,
    heuristic=_heuristic,
    # All hidden cards and betting: without reading hands from the bets a search plays no better
    # than the heuristic, so normal reads them too, over a small budget. Easy's bad bluffs
    # cost less than a rummy's slips (the heuristic folds often), so it makes more of them.
    bots=BotTuning(
        levels={
            "easy": {"rate": 0.5},
            "normal": {"infer": True, "iterations": 150},
            "hard": {"iterations": 2500},
        }
    ),
    judge=_judge,
    belief=_belief,
    coach_reason=_coach_reason,
    slips=_slips,
    score_sheet=_score_sheet,
    sheet_needs_marks=True,
    score_text=format_money,
    round_change=_money_change,
    score_notes=_score_notes,
    layout=_layout,
    order=40,
    cards=(MOXIE_CARDS,),
)
