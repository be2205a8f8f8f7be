"""Turning a (possibly unfinished) game into a reward per seat, for search.

A finished game gives 1 to each winner, shared equally among tied winners, and 0 to the rest. An
unfinished one (a rollout cut short) is judged by the scores so far: each side's chance of winning
is estimated as a softmax of its score on a scale that suits the game, so the rewards of all sides
add up to 1 just as a finished game's do. Partners share their team's reward.
"""

from __future__ import annotations

import math
from typing import Final

from cardtable.engine.state import GameState

#: A lead of this many score units multiplies a side's estimated chance of winning by e.
LEAD_SCALE: Final = {
    "moosehead": 8.0,
    "mose": 25.0,
    "moco": 8.0,
    "mor": 300.0,
    "moxie": 150.0,
}


def rewards(state: GameState) -> list[float]:
    """A reward in [0, 1] for every seat of ``state``."""
    n = state.num_players
    info = state.info
    teams = info.teams(n) or tuple((s,) for s in range(n))
    team_of = {seat: i for i, team in enumerate(teams) for seat in team}
    outcome = state.outcome()
    if outcome is not None:
        share = 1.0 / max(1, len({team_of[w] for w in outcome.winners}))
        return [share if s in outcome.winners else 0.0 for s in range(n)]
    scores = state.scores()
    sign = -1.0 if info.lower_is_better else 1.0
    scale = LEAD_SCALE.get(info.id, 10.0)
    team_value = [sign * max(scores[s] for s in team) / scale for team in teams]
    top = max(team_value)
    weights = [math.exp(v - top) for v in team_value]
    total = sum(weights)
    return [weights[team_of[seat]] / total for seat in range(n)]
