"""Moxie as the app sees it: the one object its entry point names (see
:mod:`cardtable.games.plugin`)."""

from __future__ import annotations

import random

from cardtable.engine.actions import Action
from cardtable.engine.agent import Agent
from cardtable.engine.observation import Observation
from cardtable.engine.rules_help import GameRules
from cardtable.games.moxie import search, sheet
from cardtable.games.moxie.cards import MOXIE_CARDS
from cardtable.games.moxie.state import INFO
from cardtable.games.plugin import Belief, BotTuning, GamePlugin
from cardtable.games.shared.betting import format_money
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


PLUGIN = GamePlugin(
    info=INFO,
    rules=_rules,
    heuristic=_heuristic,
    # All hidden cards and betting: without reading hands from the bets a search plays no better
    # than the heuristic, so normal reads them too, over a small budget.
    bots=BotTuning(
        levels={"normal": {"infer": True, "iterations": 150}, "hard": {"iterations": 2500}}
    ),
    judge=search.JUDGE,
    belief=_belief,
    coach_reason=_coach_reason,
    playout=search.PLAYOUT,
    score_sheet=sheet.score_sheet,
    sheet_needs_marks=True,
    score_text=format_money,
    round_change=_money_change,
    score_notes=sheet.score_notes,
    layout=_layout,
    order=40,
    cards=(MOXIE_CARDS,),
)
