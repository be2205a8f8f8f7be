"""How the searching bots read and judge Moosehead: the position judge, the model of the other
players and how a sampled game is played forward (see :mod:`cardtable.games.plugin`)."""

from __future__ import annotations

from typing import Final

from cardtable.engine.cards import Card, card_from_code, std_value
from cardtable.engine.observation import Observation
from cardtable.engine.state import CHANCE, GameState
from cardtable.games.moosehead.state import LIMIT, SCORING_COUNTS, TARGET, fifteens
from cardtable.games.plugin import Judge


def _project(state: GameState) -> list[float]:
    zones = state.zones
    points: list[int] = list(state.points)  # type: ignore[attr-defined]
    if state.current_player == CHANCE:
        return [float(p) for p in points]
    # Every hand still to be counted this hand: its five cards are known in the sample.
    return [
        float(points[s] + 2 * fifteens(zones[f"played:{s}"] + zones[f"hand:{s}"]))
        for s in range(state.num_players)
    ]


def _rounds_left(state: GameState) -> float:
    best = max(_project(state))
    return max(0.3, (TARGET - best) / _GAIN)


_GAIN: Final = 5.5  # points a seat gains in a two-player hand, on average


#: A pass is forced (a player who can play must), so a world where the passer held a card that
#: fitted is all but impossible; the small weight only keeps a sample when nothing else fits.
PASS_BROKEN: Final = 0.001


#: Players nearly always take 2 points when a card makes 15, 20, 25 or 30.
MISSED_SCORE: Final = 0.25


class MooseheadBelief:
    """Scores Moosehead worlds by this hand's turns.

    An opponent's hand at an earlier turn is their hand in the sampled world plus the cards
    they have played since (public). A pass says none of those cards fitted under 30; a card
    that scored nothing, when another in that hand would have made 15, 20, 25 or 30, is
    unlikely.
    """

    def __init__(self, turns: list[tuple[int, int, Card | None]]) -> None:
        #: The other players' turns of this hand, oldest first.
        self.turns = turns

    @classmethod
    def of(cls, observation: Observation) -> MooseheadBelief | None:
        me = observation.viewer
        turns = [
            (int(seat), int(count), card_from_code(code) if code else None)
            for seat, count, code in observation.values.get("hand_turns", ())
            if seat != me
        ]
        if not turns:
            return None
        return cls(turns)

    def weight(self, state: GameState) -> float:
        weight = 1.0
        # Walk backwards so each opponent's hand grows by the cards they played later.
        holding: dict[int, list[int]] = {}
        for seat, count, card in reversed(self.turns):
            hand = holding.get(seat)
            if hand is None:
                hand = holding[seat] = [std_value(c) for c in state.zones[f"hand:{seat}"]]
            if card is None:
                if any(count + v <= LIMIT for v in hand):
                    weight *= PASS_BROKEN
                continue
            value = std_value(card)
            if count + value not in SCORING_COUNTS and any(
                count + v in SCORING_COUNTS for v in hand
            ):
                weight *= MISSED_SCORE
            hand.append(value)
        return weight


JUDGE: Final = Judge(_project, _rounds_left, spread=3.7)
