"""The engine's Mose move listing against the listing as it was before the speed work (issue 39).

Faster move generation must not change a single legal list: the same actions in the same order
for every seat (on turn and out of turn) at every step of many seeded games, at 2 and 4 players
with one deck and at 7 with two (identical faces), with any-time plays on and off. The old
listing lives in ``legacy_moves.py`` as a test-only copy.
"""

from __future__ import annotations

import random

import pytest

from cardtable.engine.actions import Action
from cardtable.games.mose.actions import AddToMeld, Discard, LayMeld, SwapWild
from cardtable.games.mose.info import INFO
from cardtable.games.mose.state import MoseState
from tests.games.mose import legacy_moves


def _pick(legal: list[Action], rng: random.Random) -> Action:
    """A random move that lays cards often, so tables grow and hands shrink and grow."""
    plays = [a for a in legal if isinstance(a, LayMeld | AddToMeld | SwapWild)]
    if plays and rng.random() < 0.6:
        return plays[rng.randrange(len(plays))]
    turn_moves = [a for a in legal if not isinstance(a, LayMeld | AddToMeld | SwapWild)]
    if turn_moves and not any(isinstance(a, Discard) for a in turn_moves):
        return turn_moves[rng.randrange(len(turn_moves))]
    return legal[rng.randrange(len(legal))]


def _compare_game(players: int, seed: int, options: dict[str, object], steps: int) -> int:
    rng = random.Random(seed)
    state = INFO.new_game(players, options)
    assert isinstance(state, MoseState)
    compared = 0
    for _ in range(steps):
        while state.is_chance():
            state.apply(state.sample_chance(rng))
        if state.is_terminal():
            break
        for seat in range(players):
            new = list(state.legal_actions(seat))
            old = legacy_moves.legal_actions(state, seat)
            assert new == old, f"seed {seed}, seat {seat}, round {state.round_no}"
            compared += 1
        seat = state.current_player
        if rng.random() < 0.3:
            # An out-of-turn play now and then, as the table allows.
            other = rng.randrange(players)
            offered = list(state.legal_actions(other))
            if other != seat and offered:
                state.apply(offered[rng.randrange(len(offered))], other)
                continue
        state.apply(_pick(list(state.legal_actions(seat)), rng), seat)
    return compared


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (2, {}),
        (4, {}),
        (2, {"any_time_plays": "own_turn_only"}),
        (4, {"any_time_plays": "own_turn_only"}),
        (7, {}),
    ],
)
def test_the_listing_is_unchanged_over_seeded_games(
    players: int, options: dict[str, object]
) -> None:
    compared = 0
    for seed in range(6):
        compared += _compare_game(players, 1000 * players + seed, options, steps=400)
    assert compared > 1000
