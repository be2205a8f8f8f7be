"""Gin Rummy as Card Table sees it: the one object the ``cardtable.games`` entry point names
(the contract is :mod:`cardtable.games.plugin`)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from cardtable.engine.actions import Action
from cardtable.engine.agent import Agent
from cardtable.engine.events import Event
from cardtable.engine.observation import Observation
from cardtable.engine.rules_help import GameRules
from cardtable.engine.state import GameState
from cardtable.engine.zones import Seat
from cardtable.games.plugin import BotTuning, GamePlugin, RoundWords
from cardtable.i18n import N_
from cardtable_gin_rummy.info import INFO

if TYPE_CHECKING:
    from cardtable.games.shared.layout import GameLayout
    from cardtable.games.shared.sheets import Note, NoteReader, ScoreSheet, SheetInput


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


def _score_sheet(data: SheetInput) -> ScoreSheet:
    from cardtable_gin_rummy.sheet import score_sheet

    return score_sheet(data)


def _score_notes(
    reader: NoteReader,
    before: GameState,
    after: GameState,
    seat: Seat,
    action: Action,
    events: Sequence[Event],
) -> list[Note]:
    from cardtable_gin_rummy.sheet import score_notes

    return score_notes(reader, before, after, seat, action, events)


PLUGIN = GamePlugin(
    info=INFO,
    rules=_rules,
    heuristic=_heuristic,
    bots=BotTuning(levels={"normal": {"iterations": 300}}),
    round_words=RoundWords(N_("Hand {number}"), N_("Hand {number} of {total}")),
    coach_reason=_coach_reason,
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
