"""Mor's :class:`~cardtable.engine.info.GameInfo`: what lists the game. It imports none of the
rules: the state class and the actions are read when the first game is set up."""

from __future__ import annotations

from typing import Final

from cardtable.engine.info import GameInfo
from cardtable.engine.state import GameState
from cardtable.i18n import N_


def _state() -> type[GameState]:
    from cardtable.games.mor.state import MorState

    return MorState


INFO: Final = GameInfo(
    id="mor",
    title="Mor",
    min_players=2,
    max_players=4,
    options=(),
    summary=(
        N_(
            "Team rummy with two decks and jokers: meld sequences and sets of 3s or "
            "Aces, take your team's Mor, build projects and close. First team to 201 "
            "wins. Four players in two partnerships, or two head to head."
        )
    ),
    state=_state,
    only_players=(2, 4),
)
