"""How the searching bots read and judge Moxie: the position judge, the model of the other
players and how a sampled game is played forward (see :mod:`cardtable.games.plugin`)."""

from __future__ import annotations

from typing import Final

from cardtable.engine.state import CHANCE, GameState
from cardtable.games.moxie.hands import hand_value
from cardtable.games.plugin import Judge


def _project(state: GameState) -> list[float]:
    purses: list[int] = state.purses  # type: ignore[attr-defined]
    money = [float(p) for p in purses]
    if state.current_player == CHANCE:
        return money
    # A round still running: bets and pots go to the best sampled hand among those still in.
    pot = float(sum(state.pots) + sum(state.round_bets))  # type: ignore[attr-defined]
    live = [s for s in range(state.num_players) if state.in_hand(s)]  # type: ignore[attr-defined]
    if not live:
        return money
    ringer = state.zones["ringer"] or state.zones["stock"][:1]
    if not ringer:
        share = pot / len(live)
        return [m + (share if s in live else 0.0) for s, m in enumerate(money)]
    house = state.house_tie_break  # type: ignore[attr-defined]
    keys = {}
    for s in live:
        a, b = (c.rank for c in state.hand_cards(s))  # type: ignore[attr-defined]
        keys[s] = hand_value(a, b, ringer[0].rank).key(house)
    best = max(keys.values())
    winners = [s for s in live if keys[s] == best]
    for s in winners:
        money[s] += pot / len(winners)
    return money


def _one_round(state: GameState) -> float:
    return 1.0


JUDGE: Final = Judge(_project, _one_round, spread=1.0, money=True)
