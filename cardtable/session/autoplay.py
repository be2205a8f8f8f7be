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


def offer_claims(
    match: Match, agents: Sequence[Agent | None], after: Seat, hook: DecisionHook | None = None
) -> None:
    """Give each bot not on turn, in seat order after ``after``, the chance to act out of turn.

    After a claim is taken, the offers start again after the claimant, so replays are determined
    by the seed alone.
    """
    while not match.is_over():
        for seat in match.claim_order(after):
            agent = agents[seat]
            if agent is None or seat == match.state.current_player:
                continue
            legal = tuple(match.state.legal_actions(seat))
            if not legal:
                continue
            start = time.perf_counter()
            action = agent.claim(match.observation(seat), legal, match.bot_rng(seat))
            if hook is not None:
                hook(seat, time.perf_counter() - start)
            if action is not None:
                match.apply(action, seat)
                after = seat
                break
        else:
            return


def play_to_end(
    match: Match,
    agents: Sequence[Agent],
    hook: DecisionHook | None = None,
    max_actions: int = 2_000_000,
) -> None:
    """Let the bots play ``match`` to the end."""
    match.resolve_chance()
    offer_claims(match, agents, -1, hook)
    while not match.is_over():
        if len(match.log) > max_actions:
            raise RuntimeError(f"the game did not end within {max_actions} actions")
        seat = match.state.current_player
        action = decide(match, agents[seat], seat, hook)
        match.apply(action, seat)
        offer_claims(match, agents, seat, hook)
