"""Moves applied without events (a search's sampled games) leave the state exactly as the full
method does."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.state import CHANCE
from cardtable.games.mose.state import MoseState


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (7, 4)])
def test_a_quiet_move_leaves_the_state_the_full_move_leaves(players: int, seed: int) -> None:
    rng = random.Random(seed)
    for _game in range(2):
        loud = MoseState(players, {})
        quiet = loud.clone()
        moves = 0
        while not loud.is_terminal() and moves < 1500:
            if loud.is_chance():
                action = loud.sample_chance(rng)
                loud.apply_trusted(action, CHANCE)
                quiet.apply_silently(action, CHANCE)
                continue
            seat = loud.current_player
            if rng.random() < 0.3:  # now and then an any-time play by another seat
                seat = rng.randrange(players)
            legal = loud.legal_actions(seat)
            assert legal == quiet.legal_actions(seat)
            if not legal:
                continue
            action = legal[rng.randrange(len(legal))]
            loud.apply_trusted(action, seat)
            quiet.apply_silently(action, seat)
            assert quiet == loud
            assert list(quiet.zones) == list(loud.zones)
            moves += 1
