"""Driving a match with bots: one decision at a time, with out-of-turn claims offered in order.

Used by the simulator, the benchmarks and the table's demo mode. Bots receive only their seat's
observation and a tuple of legal actions.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from cardtable.ai.agent import Agent
from cardtable.engine.actions import Action
from cardtable.engine.zones import Seat
from cardtable.session.match import Match

#: Called with (seat, seconds) after every bot decision, for timing.
DecisionHook = Callable[[Seat, float], None]


def decide(match: Match, agent: Agent, seat: Seat, hook: DecisionHook | None = None) -> Action:
    """Ask ``agent`` for the action of ``seat``, which is on turn."""
    start = time.perf_counter()
    legal = tuple(match.state.legal_actions(seat))
    action = agent.choose(match.observation(seat), legal, match.bot_rng(seat))
    if hook is not None:
        hook(seat, time.perf_counter() - start)
    return action


class ClaimRound:
    """The out-of-turn offers due after one action, handed out one seat at a time.

    Seats are offered in ``match.claim_order(after)``, skipping seats without a bot, the seat on
    turn and seats with no legal action; once a seat takes its chance (:meth:`claimed`), the
    offers start again after it. :func:`offer_claims` runs a round to the end synchronously; the
    table asks its bot worker one offer at a time with the same order.
    """

    def __init__(self, match: Match, bots: Sequence[bool], after: Seat) -> None:
        self.match = match
        self.bots = tuple(bots)
        self._order: list[Seat] = list(match.claim_order(after))
        self._index = 0

    def next_seat(self) -> Seat | None:
        """The next seat to offer a claim to, or None when nobody is left to ask."""
        match = self.match
        while not match.is_over() and self._index < len(self._order):
            seat = self._order[self._index]
            self._index += 1
            if not self.bots[seat] or seat == match.state.current_player:
                continue
            if match.state.legal_actions(seat):
                return seat
        return None

    def claimed(self, seat: Seat) -> None:
        """``seat`` acted out of turn: the offers start again after it."""
        self._order = list(self.match.claim_order(seat))
        self._index = 0


def offer_claims(
    match: Match, agents: Sequence[Agent | None], after: Seat, hook: DecisionHook | None = None
) -> None:
    """Give each bot not on turn, in seat order after ``after``, the chance to act out of turn.

    After a claim is taken, the offers start again after the claimant, so replays are determined
    by the seed alone.
    """
    offers = ClaimRound(match, [a is not None for a in agents], after)
    while (seat := offers.next_seat()) is not None:
        agent = agents[seat]
        assert agent is not None
        legal = tuple(match.state.legal_actions(seat))
        start = time.perf_counter()
        action = agent.claim(match.observation(seat), legal, match.bot_rng(seat))
        if hook is not None:
            hook(seat, time.perf_counter() - start)
        if action is not None:
            match.apply(action, seat)
            offers.claimed(seat)


def play_to_end(
    match: Match,
    agents: Sequence[Agent],
    hook: DecisionHook | None = None,
    max_actions: int = 2_000_000,
    until: int | None = None,
) -> bool:
    """Let the bots play ``match`` to the end, or with ``until`` only until the game's log holds
    that many entries (to time the bots over part of a long game); whether the game ended."""
    match.resolve_chance()
    offer_claims(match, agents, -1, hook)
    while not match.is_over():
        if until is not None and len(match.log) >= until:
            return False
        if len(match.log) > max_actions:
            raise RuntimeError(f"the game did not end within {max_actions} actions")
        seat = match.state.current_player
        action = decide(match, agents[seat], seat, hook)
        match.apply(action, seat)
        offer_claims(match, agents, seat, hook)
    return True
