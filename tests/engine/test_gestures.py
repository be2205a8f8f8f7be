"""Gesture explanations (why a drag and drop is refused) and the one-at-a-time claim round."""

from __future__ import annotations

from typing import Any

from cardtable.engine.cards import card_from_code
from cardtable.session.autoplay import ClaimRound
from cardtable.session.match import Match


def _started(seed: int = 3) -> Match:
    match = Match("moosehead", 3, seed=seed)
    match.resolve_chance()
    return match


def test_explain_gesture_asks_the_game_for_its_reason() -> None:
    match = _started()
    state = match.state
    seat = state.current_player
    hand = state.zones[f"hand:{seat}"]
    high = max(hand, key=lambda c: min(c.rank, 10))
    state.count = 29  # type: ignore[attr-defined]
    reason = state.explain_gesture([high], f"hand:{seat}", f"played:{seat}", seat)
    assert reason == f"the count would be {29 + min(high.rank, 10)}, over 30"
    # With no target: why the card cannot be played anywhere.
    assert state.explain_gesture([high], f"hand:{seat}", "", seat) == reason


def test_explain_gesture_other_cases() -> None:
    match = _started()
    state = match.state
    seat = state.current_player
    other = (seat + 1) % 3
    hand = state.zones[f"hand:{seat}"]
    assert state.explain_gesture([hand[0]], f"hand:{seat}", "stock", seat) == (
        "that card cannot go there"
    )
    assert "not seat" in state.explain_gesture([hand[0]], f"hand:{seat}", f"played:{seat}", other)
    two = state.explain_gesture(hand[:2], f"hand:{seat}", f"played:{seat}", seat)
    assert two == "that move is not allowed now"
    assert state.explain_gesture([card_from_code("AS")], "x", "y", -1) == "that is not a move"


class _FakeState:
    def __init__(self, current: int, claimers: set[int]) -> None:
        self.current_player = current
        self.claimers = claimers

    def legal_actions(self, seat: int) -> list[Any]:
        return ["claim"] if seat in self.claimers else []


class _FakeMatch:
    def __init__(self, n: int, current: int, claimers: set[int]) -> None:
        self.n = n
        self.state = _FakeState(current, claimers)
        self.over = False

    def is_over(self) -> bool:
        return self.over

    def claim_order(self, after: int) -> Any:
        return Match.claim_order(self, after)  # type: ignore[arg-type]

    @property
    def num_players(self) -> int:
        return self.n


def test_claim_round_offers_bots_in_seat_order_and_restarts_after_a_claim() -> None:
    match = _FakeMatch(5, current=1, claimers={0, 1, 3, 4})
    bots = [True, True, True, True, False]
    offers = ClaimRound(match, bots, after=1)  # type: ignore[arg-type]
    # Seat 1 is on turn, seat 2 has nothing, seat 4 is human: 3 then 0.
    assert offers.next_seat() == 3
    assert offers.next_seat() == 0
    assert offers.next_seat() is None
    offers = ClaimRound(match, bots, after=1)  # type: ignore[arg-type]
    assert offers.next_seat() == 3
    offers.claimed(3)
    assert offers.next_seat() == 0
    match.over = True
    assert offers.next_seat() is None
