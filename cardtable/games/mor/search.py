"""How the searching bots read and judge Mor: the position judge, the model of the other
players and how a sampled game is played forward (see :mod:`cardtable.games.plugin`)."""

from __future__ import annotations

from typing import Final

from cardtable.engine.state import CHANCE, GameState
from cardtable.games.mor.actions import TARGET
from cardtable.games.plugin import Judge, PlayoutRules


def _project(state: GameState) -> list[float]:
    totals: list[int] = state.totals  # type: ignore[attr-defined]
    if state.current_player == CHANCE:
        return [float(t) for t in totals]
    rows: dict[str, list[int]] = state.round_breakdown()  # type: ignore[attr-defined]
    # Early in a round the cards in hand are material for melds; they turn into a debt (and a
    # Mor still not taken into its penalty) as the stock runs down.
    progress = _progress(state)
    return [
        totals[t]
        + rows["melded"][t]
        + rows["projects"][t]
        + progress * rows["hands"][t]
        + rows["closing"][t]
        + progress * rows["mor"][t]
        for t in (0, 1)
    ]


def _progress(state: GameState) -> float:
    """How far the round has gone, 0 at the deal to 1 when the stock is empty."""
    dealt = 106 - 22 - (11 * state.num_players + 1)
    return 1.0 - min(1.0, len(state.zones["stock"]) / dealt)


def _rounds_left(state: GameState) -> float:
    totals: list[int] = state.totals  # type: ignore[attr-defined]
    running = 0.0
    if state.current_player != CHANCE:
        running = 1.0 - _progress(state)
    needed = (TARGET - max(totals)) / _GAIN
    return max(running, needed)


_GAIN: Final = 750.0  # points a team gains in a round, on average


JUDGE: Final = Judge(_project, _rounds_left, spread=600.0)

PLAYOUT: Final = PlayoutRules(shaped=frozenset({"Meld", "Add"}))
