"""Turning a (possibly unfinished) game into a reward per seat, for search.

A finished game gives 1 to each winner, shared equally among tied winners (partners share their
team's), and 0 to the rest. Search usually stops earlier: at the end of the round or hand (the
next deal), or when a rollout reaches its move limit in the middle of one. Such a position is
judged by each game's own *projection* of where the sides stand, read from the full sampled
state the search is playing out (a sample consistent with the bot's observation, never the real
game):

* Moosehead: points, plus the fifteens every hand will count at the end of this hand.
* Mose: penalty totals, plus most of the points still in each hand while a round is running.
* Moco!: chip values with the current top cards (the game's running score).
* Mor: team totals plus this round's melded cards and projects so far; the cards in hand and
  the penalty for a Mor not taken count more as the stock runs down.
* Moxie: money; in a round still running, the pots go to the best hand of the sampled cards.

The projection becomes a chance of winning. For Moxie that is the share of all the money (a fair
betting game is a martingale: the chance of ending with everything equals one's share). For the
others it is a normal approximation: a side's lead over the others divided by the spread of a
round's score difference times the square root of the rounds still to play, so a lead counts for
more as the game nears its end. A small part of the reward follows the lead itself, so a side
keeps playing for points even when the game looks decided.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from cardtable.engine.state import CHANCE, GameState
from cardtable.engine.zones import Seat


@dataclass(frozen=True, slots=True)
class Judge:
    """How one game's unfinished positions are judged.

    ``project`` gives each *side's* standing (teams in team games, seats otherwise) in the
    game's own units with higher always better; ``rounds_left`` the rounds (hands, games of a
    match) still to come, counting what is left of the current one; ``spread`` the standard
    deviation of one round's score difference between two sides (measured with the heuristic
    bots). ``money`` games are judged by shares instead.
    """

    project: Callable[[GameState], list[float]]
    rounds_left: Callable[[GameState], float]
    spread: float
    money: bool = False


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
    judge = JUDGES.get(state.info.id)
    side_values = _fallback(state, teams) if judge is None else judge_sides(judge, state)
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


def _fallback(state: GameState, teams: tuple[tuple[Seat, ...], ...]) -> list[float]:
    """Games without a judge: a softmax of the running scores."""
    scores = state.scores()
    sign = -1.0 if state.info.lower_is_better else 1.0
    return _softmax([sign * max(scores[s] for s in team) for team in teams], 0.1)


# --- the five games ---------------------------------------------------------------------------


def _moosehead_project(state: GameState) -> list[float]:
    from cardtable.games.moosehead.state import fifteens

    zones = state.zones
    points: list[int] = list(state.points)  # type: ignore[attr-defined]
    if state.current_player == CHANCE:
        return [float(p) for p in points]
    # Every hand still to be counted this hand: its five cards are known in the sample.
    return [
        float(points[s] + 2 * fifteens(zones[f"played:{s}"] + zones[f"hand:{s}"]))
        for s in range(state.num_players)
    ]


def _moosehead_left(state: GameState) -> float:
    from cardtable.games.moosehead.state import TARGET

    best = max(_moosehead_project(state))
    return max(0.3, (TARGET - best) / _MOOSEHEAD_GAIN)


_MOOSEHEAD_GAIN: Final = 5.5  # points a seat gains in a two-player hand, on average


def _mose_project(state: GameState) -> list[float]:
    totals: list[int] = state.totals  # type: ignore[attr-defined]
    if state.current_player == CHANCE:
        return [-float(t) for t in totals]
    hand_points = state.hand_points  # type: ignore[attr-defined]
    return [-(totals[s] + _MOSE_HAND_WEIGHT * hand_points(s)) for s in range(state.num_players)]


_MOSE_HAND_WEIGHT: Final = 0.7  # a running round: most of the points in hand will stay there


def _mose_left(state: GameState) -> float:
    from cardtable.games.mose.state import ROUNDS

    round_no: int = state.round_no  # type: ignore[attr-defined]
    running = 0.0 if state.current_player == CHANCE else 0.5
    return ROUNDS - round_no + running


def _moco_project(state: GameState) -> list[float]:
    return [float(s) for s in state.scores()]


def _moco_left(state: GameState) -> float:
    games: int = state.games_in_match  # type: ignore[attr-defined]
    game_no: int = state.game_no  # type: ignore[attr-defined]
    if state.current_player == CHANCE:
        return float(games - game_no)
    in_hands = sum(len(state.zones[f"hand:{s}"]) for s in range(state.num_players))
    return games - game_no + min(1.0, in_hands / 20.0)


def _mor_project(state: GameState) -> list[float]:
    totals: list[int] = state.totals  # type: ignore[attr-defined]
    if state.current_player == CHANCE:
        return [float(t) for t in totals]
    rows: dict[str, list[int]] = state.round_breakdown()  # type: ignore[attr-defined]
    # Early in a round the cards in hand are material for melds; they turn into a debt (and a
    # Mor still not taken into its penalty) as the stock runs down.
    progress = _mor_progress(state)
    return [
        totals[t]
        + rows["melded"][t]
        + rows["projects"][t]
        + progress * rows["hands"][t]
        + rows["closing"][t]
        + progress * rows["mor"][t]
        for t in (0, 1)
    ]


def _mor_progress(state: GameState) -> float:
    """How far the round has gone, 0 at the deal to 1 when the stock is empty."""
    dealt = 106 - 22 - (11 * state.num_players + 1)
    return 1.0 - min(1.0, len(state.zones["stock"]) / dealt)


def _mor_left(state: GameState) -> float:
    from cardtable.games.mor.actions import TARGET

    totals: list[int] = state.totals  # type: ignore[attr-defined]
    running = 0.0
    if state.current_player != CHANCE:
        running = 1.0 - _mor_progress(state)
    needed = (TARGET - max(totals)) / _MOR_GAIN
    return max(running, needed)


_MOR_GAIN: Final = 750.0  # points a team gains in a round, on average


def _moxie_project(state: GameState) -> list[float]:
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
    from cardtable.games.moxie.hands import hand_value

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


JUDGES: Final[dict[str, Judge]] = {
    "moosehead": Judge(_moosehead_project, _moosehead_left, spread=3.7),
    "mose": Judge(_mose_project, _mose_left, spread=15.0),
    "moco": Judge(_moco_project, _moco_left, spread=14.0),
    "mor": Judge(_mor_project, _mor_left, spread=600.0),
    "moxie": Judge(_moxie_project, lambda state: 1.0, spread=1.0, money=True),
}
