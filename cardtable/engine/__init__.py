"""The game-agnostic rules engine: cards, zones, actions, events, observations, the state contract.

Pure Python with no Qt: games, bots and the simulator build on it, and the UI draws what it says.
"""

from __future__ import annotations

from cardtable.engine.actions import Action, ActionCodec
from cardtable.engine.cards import Card, card_from_code, cards_from_codes
from cardtable.engine.errors import (
    CardTableError,
    IllegalActionError,
    NotationError,
    NotYourTurnError,
    OptionError,
    SaveFormatError,
)
from cardtable.engine.events import Event
from cardtable.engine.info import GameInfo, OptionSpec
from cardtable.engine.observation import Observation, ZoneView
from cardtable.engine.state import CHANCE, TERMINAL, GameState, Outcome
from cardtable.engine.zones import Seat, Visibility, ZoneInfo, ZoneKind

#: ``card("7H")``: a short constructor so action reprs can be pasted back.
card = card_from_code

__all__ = [
    "CHANCE",
    "TERMINAL",
    "Action",
    "ActionCodec",
    "Card",
    "CardTableError",
    "Event",
    "GameInfo",
    "GameState",
    "IllegalActionError",
    "NotYourTurnError",
    "NotationError",
    "Observation",
    "OptionError",
    "OptionSpec",
    "Outcome",
    "SaveFormatError",
    "Seat",
    "Visibility",
    "ZoneInfo",
    "ZoneKind",
    "ZoneView",
    "card",
    "card_from_code",
    "cards_from_codes",
]
