"""Moco!'s :class:`~cardtable.engine.info.GameInfo`: what lists the game. It imports none of
the rules: the state class is imported when the first game is set up."""

from __future__ import annotations

from typing import Final

from cardtable.engine.info import GameInfo, OptionSpec
from cardtable.engine.state import GameState
from cardtable.i18n import N_


def _state() -> type[GameState]:
    from cardtable.games.moco.state import MocoState

    return MocoState


INFO: Final = GameInfo(
    id="moco",
    title="Moco!",
    min_players=2,
    max_players=5,
    options=(
        OptionSpec(
            "match",
            (True, False),
            N_("Match"),
            N_(
                "on: play one game per player, the deal passing left, and add up the "
                "scores; off: a single game"
            ),
        ),
        OptionSpec(
            "ace_only_pile",
            (0, 1),
            N_("Bare Ace pile"),
            N_("what a chip is worth when its pile holds only its Ace: 0 or 1"),
        ),
    ),
    summary=N_(
        "Play Decktet cards onto six suit piles and take suit chips; each chip is "
        "worth the top card of its pile."
    ),
    state=_state,
)
