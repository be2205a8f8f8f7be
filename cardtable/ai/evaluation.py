"""Turning a (possibly unfinished) game into a reward per seat, for search.

A finished game gives 1 to each winner, shared equally among tied winners (partners share their
team's), and 0 to the rest. Search usually stops earlier: at the end of the round or hand (the
next deal), or when a rollout reaches its move limit in the middle of one. Such a position is
judged by each game's own *projection* of where the sides stand (its plugin's
:class:`~cardtable.games.plugin.Judge`, in the game's ``search`` module), read from the full
sampled state the search is playing out (a sample consistent with the bot's observation, never
the real game): Moosehead's points plus the fifteens still to count this hand, Mose's penalty
totals plus most of the points in hand, Mor's team totals with this round's melds, Moxie's
money with the pots given to the best sampled hand, and so on.

The projection becomes a chance of winning. For Moxie that is the share of all the money (a fair
betting game is a martingale: the chance of ending with everything equals one's share). For the
others it is a normal approximation: a side's lead over the others divided by the spread of a
round's score difference times the square root of the rounds still to play, so a lead counts for
more as the game nears its end. A small part of the reward follows the lead itself, so a side
keeps playing for points even when the game looks decided.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Final

from cardtable.engine.state import GameState
from cardtable.engine.zones import Seat
from cardtable.games import registered
from cardtable.games.plugin import Judge

__all__ = ["LEAD_SHARE", "Judge", "judge_sides", "rewards", "sides"]


#: Share of the reward that follows the lead itself rather than the chance of winning.
LEAD_SHARE: Final = 0.15


def sides(state: GameState) -> tuple[tuple[Seat, ...], ...]:
    """The sides of a game: its teams, or every seat on its own."""
    n = state.num_players
    return state.info.teams(n) or tuple((s,) for s in range(n))


def rewards(state: GameState) -> list[float]:
    """A reward in [0, 1] for every seat of ``state``; partners get the same."""
    n = state.num_players
    teams = sides(state)
    outcome = state.outcome()
    if outcome is not None:
        winning = [t for t, team in enumerate(teams) if any(s in outcome.winners for s in team)]
        share = 1.0 / max(1, len(winning))
        return [share if s in outcome.winners else 0.0 for s in range(n)]
    found = registered(state.info.id)
    judge = found.judge() if found is not None and found.judge is not None else None
    if judge is None:
        lower = found is not None and found.info.lower_is_better
        side_values = _fallback(state, teams, lower)
    else:
        side_values = judge_sides(judge, state)
    result = [0.0] * n
    for t, team in enumerate(teams):
        for seat in team:
            result[seat] = side_values[t]
    return result


def judge_sides(judge: Judge, state: GameState) -> list[float]:
    """Each side's reward by ``judge``; they add up to 1."""
    values = judge.project(state)
    if judge.money:
        total = sum(values)
        return [v / total for v in values] if total > 0 else [1.0 / len(values)] * len(values)
    scale = judge.spread * math.sqrt(max(judge.rounds_left(state), 0.05))
    win = _softmax(values, 1.7 / scale)
    lead = _softmax(values, 1.7 / judge.spread)
    return [(1.0 - LEAD_SHARE) * w + LEAD_SHARE * x for w, x in zip(win, lead, strict=True)]


def _softmax(values: Sequence[float], k: float) -> list[float]:
    top = max(values)
    weights = [math.exp(k * (v - top)) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


def _fallback(
    state: GameState, teams: tuple[tuple[Seat, ...], ...], lower_is_better: bool
) -> list[float]:
    """Games without a judge: a softmax of the running scores."""
    scores = state.scores()
    sign = -1.0 if lower_is_better else 1.0
    return _softmax([sign * max(scores[s] for s in team) for team in teams], 0.1)
