"""Two-player Moosehead, the rest of a hand played perfectly in one sampled world.

Once every card is known (in a sample), the rest of a hand is a small game of perfect
information: at most ten cards to play, and only their values matter. The solver plays it out
move by move with both seats choosing their best card, remembering positions it has seen, and
judges the end of the hand as the search does (:func:`~cardtable.ai.evaluation.rewards`): a
reached 50 wins outright, otherwise the points become a chance of winning the game.

The rules are the engine's (:mod:`cardtable.games.moosehead`), restated on plain numbers for
speed; ``tests/ai/test_solvers.py`` checks its values against a plain minimax over the engine.

It declines (returns None) for more than two players, where one seat's loss is no longer the
other's gain, and outside the seat's own turn in the play.
"""

from __future__ import annotations

from typing import Final

from cardtable.ai.evaluation import JUDGES, moosehead_hands_left, side_rewards
from cardtable.engine.actions import Action
from cardtable.engine.cards import std_value
from cardtable.engine.state import GameState
from cardtable.engine.zones import Seat
from cardtable.games.moosehead import LIMIT, SCORING_COUNTS, TARGET, MooseheadState, Play, fifteens

_JUDGE: Final = JUDGES["moosehead"]

#: A position: both hands (card values, sorted), the count, who is to move, who played the last
#: card of the count (-1: nobody yet), passes in a row, and both seats' points.
Position = tuple[tuple[tuple[int, ...], tuple[int, ...]], int, int, int, int, tuple[int, int]]


class MooseheadSolver:
    """Exact values of one seat's moves in one fully known two-player position.

    A minimax search with alpha-beta pruning; positions already searched are remembered with the
    bounds found for them, so the candidates of one world share their work.
    """

    def __init__(self, state: MooseheadState, me: Seat) -> None:
        zones = state.zones
        self.me = me
        self.dealer = state.dealer
        hands = (
            tuple(sorted(std_value(c) for c in zones["hand:0"])),
            tuple(sorted(std_value(c) for c in zones["hand:1"])),
        )
        # The hand count at the end is fixed by the deal: all five cards of each seat.
        self.fifteens = tuple(
            2 * fifteens(zones[f"played:{s}"] + zones[f"hand:{s}"]) for s in (0, 1)
        )
        points = (state.points[0], state.points[1])
        self.start: Position = (
            hands,
            state.count,
            state.turn,
            state.last_player,
            state.passes,
            points,
        )
        #: Position -> (lower bound, upper bound) of its value.
        self._bounds: dict[Position, tuple[float, float]] = {}
        self._ends: dict[tuple[int, int], float] = {}

    # --- the interface -----------------------------------------------------------------------

    def value_after(self, action: Action) -> float:
        hands, count, turn, last, passes, points = self.start
        if isinstance(action, Play):
            return self._play(hands, count, turn, points, std_value(action.card), 0.0, 1.0)
        return self._advance(hands, count, turn, last, passes + 1, points, 0.0, 1.0)

    def value(self) -> float:
        """The position's value with the seat to move choosing its best move."""
        return self._solve(self.start, 0.0, 1.0)

    # --- search --------------------------------------------------------------------------------

    def _solve(self, position: Position, alpha: float, beta: float) -> float:
        """The value of ``position`` if it lies within (alpha, beta); otherwise a bound beyond
        the side of the window it falls on (fail-soft alpha-beta)."""
        known = self._bounds.get(position)
        if known is not None:
            low, high = known
            if low == high or low >= beta:
                return low
            if high <= alpha:
                return high
            alpha = max(alpha, low)
            beta = min(beta, high)
        window = (alpha, beta)
        hands, count, turn, last, passes, points = position
        held = hands[turn]
        room = LIMIT - count
        # Cards of equal value are the same move; scoring plays first, they prune the most.
        moves = sorted(
            {v for v in held if v <= room},
            key=lambda v: (count + v) in SCORING_COUNTS,
            reverse=True,
        )
        if not moves:
            result = self._advance(hands, count, turn, last, passes + 1, points, alpha, beta)
        elif turn == self.me:
            result = 0.0
            for v in moves:
                found = self._play(hands, count, turn, points, v, alpha, beta)
                if found > result:
                    result = found
                    if result > alpha:
                        alpha = result
                    if result >= beta:
                        break
        else:
            result = 1.0
            for v in moves:
                found = self._play(hands, count, turn, points, v, alpha, beta)
                if found < result:
                    result = found
                    if result < beta:
                        beta = result
                    if result <= alpha:
                        break
        low, high = known if known is not None else (0.0, 1.0)
        if result <= window[0]:
            high = min(high, result)
        elif result >= window[1]:
            low = max(low, result)
        else:
            low = high = result
        self._bounds[position] = (low, high)
        return result

    # --- the rules on numbers ----------------------------------------------------------------

    def _play(
        self,
        hands: tuple[tuple[int, ...], tuple[int, ...]],
        count: int,
        seat: int,
        points: tuple[int, int],
        value: int,
        alpha: float,
        beta: float,
    ) -> float:
        held = list(hands[seat])
        held.remove(value)
        rest = tuple(held)
        hands = (rest, hands[1]) if seat == 0 else (hands[0], rest)
        count += value
        if count in SCORING_COUNTS:
            points = _add(points, seat, 2)
            if points[seat] >= TARGET:
                return self._won(seat)
        if not hands[0] and not hands[1]:
            if count != LIMIT:
                points = _add(points, seat, 1)
                if points[seat] >= TARGET:
                    return self._won(seat)
            return self._hand_over(points)
        if count == LIMIT:
            after = (hands, 0, _next_with_cards(hands, seat), -1, 0, points)
            return self._solve(after, alpha, beta)
        return self._advance(hands, count, seat, seat, 0, points, alpha, beta)

    def _advance(
        self,
        hands: tuple[tuple[int, ...], tuple[int, ...]],
        count: int,
        seat: int,
        last: int,
        passes: int,
        points: tuple[int, int],
        alpha: float,
        beta: float,
    ) -> float:
        """The turn moves on from ``seat``, over empty hands; everyone passing is a go."""
        t = seat
        while True:
            if passes >= 2:
                points = _add(points, last, 1)
                if points[last] >= TARGET:
                    return self._won(last)
                after = (hands, 0, _next_with_cards(hands, last), -1, 0, points)
                return self._solve(after, alpha, beta)
            t = 1 - t
            if hands[t]:
                return self._solve((hands, count, t, last, passes, points), alpha, beta)
            passes += 1

    def _hand_over(self, points: tuple[int, int]) -> float:
        """Both hands are counted from the dealer's left; then the standings are judged."""
        found = self._ends.get(points)
        if found is not None:
            return found
        final = points
        result: float | None = None
        for step in (1, 2):
            seat = (self.dealer + step) % 2
            if self.fifteens[seat]:
                final = _add(final, seat, self.fifteens[seat])
                if final[seat] >= TARGET:
                    result = self._won(seat)
                    break
        if result is None:
            result = side_rewards(_JUDGE, final, moosehead_hands_left(final))[self.me]
        self._ends[points] = result
        return result

    def _won(self, seat: int) -> float:
        return 1.0 if seat == self.me else 0.0


def _add(points: tuple[int, int], seat: int, gain: int) -> tuple[int, int]:
    return (points[0] + gain, points[1]) if seat == 0 else (points[0], points[1] + gain)


def _next_with_cards(hands: tuple[tuple[int, ...], tuple[int, ...]], seat: int) -> int:
    other = 1 - seat
    return other if hands[other] else seat


def solve_world(state: GameState, me: Seat) -> MooseheadSolver | None:
    """The solver for ``me`` in the sampled ``state``, or None where it does not apply."""
    if not isinstance(state, MooseheadState) or state.num_players != 2:
        return None
    if state.phase != "play" or state.turn != me:
        return None
    return MooseheadSolver(state, me)
