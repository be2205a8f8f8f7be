"""Moco! as the app sees it: the one object its entry point names (see
:mod:`cardtable.games.plugin`)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from cardtable.engine.actions import Action
from cardtable.engine.agent import Agent
from cardtable.engine.observation import Observation
from cardtable.engine.rules_help import GameRules
from cardtable.games.moco.info import INFO
from cardtable.games.plugin import BotTuning, GamePlugin, Judge, RoundWords, SheetBuilder
from cardtable.i18n import N_

if TYPE_CHECKING:
    from cardtable.games.shared.layout import GameLayout


def _heuristic() -> Agent:
    from cardtable.games.moco.heuristic import HeuristicAgent

    return HeuristicAgent()


def _rules() -> GameRules:
    from cardtable.games.moco.help import MOCO

    return MOCO


def _layout() -> GameLayout:
    from cardtable.games.moco.layout import LAYOUT

    return LAYOUT


def _coach_reason(obs: Observation, action: Action, rng: random.Random) -> str:
    from cardtable.games.moco.coach import reason

    return reason(obs, action, rng)


def _judge() -> Judge:
    from cardtable.games.moco.search import JUDGE

    return JUDGE


def _score_sheet() -> SheetBuilder:
    from cardtable.games.moco.sheet import score_sheet

    return score_sheet


def _standings(values: Mapping[str, Any], totals: Sequence[str], over: bool) -> list[str]:
    from cardtable.games.moco.sheet import standings

    return standings(values, totals, over)


PLUGIN = GamePlugin(
    info=INFO,
    rules=_rules,
    heuristic=_heuristic,
    # A playout is slow (a few milliseconds) and a few hundred worlds already beat the heuristic
    # by far, so normal stops at a fixed, smaller budget: the levels stay apart. Every card
    # counts here, so easy slips rarely to win about a third of its games against the heuristic;
    # its mistake, another card or chip than the heuristic's, is a beginner's (no slips of its
    # own).
    bots=BotTuning(levels={"easy": {"rate": 0.1}, "normal": {"iterations": 40}}),
    judge=_judge,
    coach_reason=_coach_reason,
    score_sheet=_score_sheet,
    round_words=RoundWords(N_("Game {number}"), N_("Game {number} of {total}")),
    standings=_standings,
    layout=_layout,
    order=30,
)
