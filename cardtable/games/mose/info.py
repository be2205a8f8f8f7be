"""Mose's :class:`~cardtable.engine.info.GameInfo`: what lists the game. It imports none of
the rules: the state class is imported when the first game is set up."""

from __future__ import annotations

from typing import Final

from cardtable.engine.info import GameInfo, OptionSpec
from cardtable.engine.state import GameState
from cardtable.i18n import N_


def _state() -> type[GameState]:
    from cardtable.games.mose.state import MoseState

    return MoseState


INFO: Final = GameInfo(
    id="mose",
    title="Mose",
    min_players=2,
    max_players=12,  # the table's MAX_PLAYERS
    options=(
        OptionSpec(
            "any_time_plays",
            ("on", "own_turn_only"),
            N_("Any-time plays"),
            N_(
                "on: once the round has begun anyone may meld, add to a meld or swap a "
                "wild even on another player's turn; own_turn_only: only on your own turn "
                "after drawing"
            ),
        ),
        OptionSpec(
            "strict_table",
            (False, True),
            N_("Strict table"),
            N_(
                "off: illegal plays are refused; on: a declared play that is not valid "
                "costs 10, a false Mose 50 (penalty column)"
            ),
        ),
        OptionSpec(
            "decks",
            ("auto", "1", "2"),
            N_("Decks"),
            N_("auto: one deck for 2-6 players, two from 7; or force 1 (up to 7 players) or 2"),
        ),
    ),
    summary=N_(
        "Rummy over 13 rounds, a new wild rank each round: go out first; lowest total wins."
    ),
    state=_state,
    lower_is_better=True,
)
