"""Moxie's :class:`~cardtable.engine.info.GameInfo`: what lists the game. It imports none of
the rules: the state class is imported when the first game is set up."""

from __future__ import annotations

from typing import Final

from cardtable.engine.info import GameInfo, OptionSpec
from cardtable.engine.state import GameState


def _state() -> type[GameState]:
    from cardtable.games.moxie.state import MoxieState

    return MoxieState


INFO: Final = GameInfo(
    id="moxie",
    title="Moxie",
    min_players=2,
    max_players=10,  # the table's MAX_PLAYERS
    options=(
        OptionSpec(
            "blind",
            (10, 5, 20, 25, 50, 100),
            "Blind",
            "the blind posted every round, in copper (10 copper = 1 silver)",
            unit="copper",
        ),
        OptionSpec(
            "limit",
            ("no_limit", "fixed_limit"),
            "Betting limit",
            "no_limit: bet at least the blind and raise at least the last raise, up to your "
            "whole purse; fixed_limit: every bet and raise is exactly the blind",
        ),
        OptionSpec(
            "tie_break",
            ("split", "house"),
            "Ties",
            "split: equal hands share the pot; house: the doubled card (or the higher card) "
            "decides, then the pair",
        ),
        OptionSpec(
            "rounds",
            (0, 10, 25, 50, 100, 200),
            "Round limit",
            "0: play until one player holds all the money (or all agree to stop); otherwise "
            "stop after that many rounds, ranked by money",
        ),
    ),
    summary="Bet on two cards and a shared Ringer; a secret punch card; Full Moxie beats all.",
    state=_state,
    score_unit="copper",
)
