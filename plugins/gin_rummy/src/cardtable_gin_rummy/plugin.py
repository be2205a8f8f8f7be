"""Gin Rummy as Card Table sees it: the one object the ``cardtable.games`` entry point names
(the contract is :mod:`cardtable.games.plugin`)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING

from cardtable.engine.actions import Action
from cardtable.engine.agent import Agent
from cardtable.engine.observation import Observation
from cardtable.engine.rules_help import GameRules
from cardtable.games.plugin import (
    BotTuning,
    GamePlugin,
    NoteWriter,
    RoundWords,
    SheetBuilder,
    SlipMaker,
)
from cardtable.i18n import N_
from cardtable_gin_rummy.info import INFO

if TYPE_CHECKING:
    from cardtable.games.shared.layout import GameLayout


def _heuristic() -> Agent:
    from cardtable_gin_rummy.heuristic import HeuristicAgent

    return HeuristicAgent()


def _rules() -> GameRules:
    from cardtable_gin_rummy.help import GIN_RUMMY

    return GIN_RUMMY


def _layout() -> GameLayout:
    from cardtable_gin_rummy.layout import LAYOUT

    return LAYOUT


def _coach_reason(obs: Observation, action: Action, rng: random.Random) -> str:
    from cardtable_gin_rummy.coach import reason

    return reason(obs, action, rng)


def _score_sheet() -> SheetBuilder:
    from cardtable_gin_rummy.sheet import score_sheet

    return score_sheet


def _score_notes() -> NoteWriter:
    from cardtable_gin_rummy.sheet import score_notes

    return score_notes


def _slips() -> SlipMaker:
    from cardtable_gin_rummy.slips import SLIPS

    return SLIPS


PLUGIN = GamePlugin(
    info=INFO,
    rules=_rules,
    heuristic=_heuristic,
    # One missed knock loses a hand, so easy slips rarely (about a third of its games won
    # against the heuristic).
    bots=BotTuning(levels={"easy": {"rate": 0.08}, "normal": {"iterations": 300}}),
    round_words=RoundWords(N_("Hand {number}"), N_("Hand {number} of {total}")),
    coach_reason=_coach_reason,
    slips=_slips,
    score_sheet=_score_sheet,
    sheet_needs_marks=True,
    score_notes=_score_notes,
    spoken_values={"knock_card": N_("knock card {knock_card}")},
    layout=_layout,
    order=60,
    # Its words are in its own catalogues (locale/, made by scripts/plugin-translations).
    domain="cardtable_gin_rummy",
    locale=Path(__file__).resolve().parent / "locale",
)
