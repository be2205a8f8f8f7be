"""Moosehead as the app sees it: the one object its entry point names (see
:mod:`cardtable.games.plugin`)."""

from __future__ import annotations

import random

from cardtable.engine.actions import Action
from cardtable.engine.agent import Agent
from cardtable.engine.observation import Observation
from cardtable.engine.rules_help import GameRules
from cardtable.games.moosehead import search, sheet
from cardtable.games.moosehead.state import INFO
from cardtable.games.plugin import BotTuning, GamePlugin, RoundWords
from cardtable.games.shared.layout import GameLayout
from cardtable.i18n import N_


def _heuristic() -> Agent:
    from cardtable.games.moosehead.heuristic import HeuristicAgent

    return HeuristicAgent()


def _rules() -> GameRules:
    from cardtable.games.moosehead.help import MOOSEHEAD

    return MOOSEHEAD


def _layout() -> GameLayout:
    from cardtable.games.moosehead.layout import LAYOUT

    return LAYOUT


def _coach_reason(obs: Observation, action: Action, rng: random.Random) -> str:
    from cardtable.games.moosehead.coach import reason

    return reason(obs, action, rng)


PLUGIN = GamePlugin(
    info=INFO,
    rules=_rules,
    heuristic=_heuristic,
    # A decision takes a few milliseconds of search, so hard spends its time on more sampled
    # worlds and plays them out without random moves.
    bots=BotTuning(
        levels={"normal": {"iterations": 500}, "hard": {"heuristic_share": 1.0, "iterations": 4000}}
    ),
    judge=search.JUDGE,
    belief=search.MooseheadBelief.of,
    coach_reason=_coach_reason,
    score_sheet=sheet.score_sheet,
    sheet_needs_marks=True,
    score_notes=sheet.score_notes,
    round_words=RoundWords(N_("Hand {number}"), N_("Hand {number} of {total}")),
    spoken_values={"count": N_("count {count}")},
    layout=_layout,
    order=10,
)
