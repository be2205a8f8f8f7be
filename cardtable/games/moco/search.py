"""How the searching bots read and judge Moco!: the position judge, the model of the other
players and how a sampled game is played forward (see :mod:`cardtable.games.plugin`)."""

from __future__ import annotations

from typing import Final

from cardtable.engine.state import CHANCE, GameState
from cardtable.games.plugin import Judge


def _project(state: GameState) -> list[float]:
    return [float(s) for s in state.scores()]


def _rounds_left(state: GameState) -> float:
    games: int = state.games_in_match  # type: ignore[attr-defined]
    game_no: int = state.game_no  # type: ignore[attr-defined]
    if state.current_player == CHANCE:
        return float(games - game_no)
    in_hands = sum(len(state.zones[f"hand:{s}"]) for s in range(state.num_players))
    return games - game_no + min(1.0, in_hands / 20.0)


JUDGE: Final = Judge(_project, _rounds_left, spread=14.0)
