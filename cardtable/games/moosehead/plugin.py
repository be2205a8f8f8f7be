"""Moosehead as the app sees it: the one object its entry point names (see
:mod:`cardtable.games.plugin`)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from cardtable.engine.actions import Action
from cardtable.engine.agent import Agent
from cardtable.engine.observation import Observation
from cardtable.engine.rules_help import GameRules
from cardtable.games.moosehead.info import INFO
from cardtable.games.plugin import (
    Belief,
    BotTuning,
    GamePlugin,
    Judge,
    NoteWriter,
    RoundWords,
    SheetBuilder,
)
from cardtable.i18n import N_

if TYPE_CHECKING:
    from cardtable.games.shared.layout import GameLayout


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


def _judge() -> Judge:
    from cardtable.games.moosehead.search import JUDGE

    return JUDGE


def _belief(observation: Observation) -> Belief | None:
    from cardtable.games.moosehead.search import MooseheadBelief

    return MooseheadBelief.of(observation)


def _score_sheet() -> SheetBuilder:
    from cardtable.games.moosehead.sheet import score_sheet

    return score_sheet


def _score_notes() -> NoteWriter:
    from cardtable.games.moosehead.sheet import score_notes

    return score_notes


PLUGIN = GamePlugin(
    info=INFO,
    rules=_rules,
    heuristic=_heuristic,
    # A decision takes a few milliseconds of search. Both searching levels play their sampled
    # worlds out without random moves and read hands (normal gained a clear margin over the
    # heuristic that way, docs/ai.md); hard spends its time on eight times the worlds. Easy has
    # no slips of its own: its mistake, another card to the count, is a beginner's (a score
    # missed, a score left for the next player); at the catalogue's rate it wins about a third
    # against the heuristic.
    bots=BotTuning(
        levels={
            "normal": {"iterations": 500, "heuristic_share": 1.0, "infer": True},
            "hard": {"heuristic_share": 1.0, "iterations": 4000},
        }
    ),
    judge=_judge,
    belief=_belief,
    coach_reason=_coach_reason,
    score_sheet=_score_sheet,
    sheet_needs_marks=True,
    score_notes=_score_notes,
    round_words=RoundWords(N_("Hand {number}"), N_("Hand {number} of {total}")),
    spoken_values={"count": N_("count {count}")},
    layout=_layout,
    order=10,
)
