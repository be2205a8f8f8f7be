"""The light seat view a search reads (:meth:`MoseTable.seat_view`) is exactly what the seat's
observation shows (:func:`view_of`): the bot decides from the same facts either way, so the
faster path cannot see a hidden card."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.actions import Action
from cardtable.games.mose.actions import AddToMeld, LayMeld, SwapWild, TakePile
from cardtable.games.mose.heuristic import HeuristicAgent
from cardtable.games.mose.state import INFO, MoseState
from cardtable.games.mose.view import view_of


def _pick(legal: list[Action], rng: random.Random) -> Action:
    plays = [a for a in legal if isinstance(a, LayMeld | AddToMeld | SwapWild | TakePile)]
    if plays and rng.random() < 0.5:
        return plays[rng.randrange(len(plays))]
    return legal[rng.randrange(len(legal))]


@pytest.mark.parametrize(("players", "options"), [(2, {}), (4, {}), (7, {"decks": "2"})])
def test_the_seat_view_is_the_observations_view(players: int, options: dict[str, object]) -> None:
    rng = random.Random(players)
    bot = HeuristicAgent()
    state = INFO.new_game(players, options)
    assert isinstance(state, MoseState)
    checked = 0
    for _ in range(600):
        while state.is_chance():
            state.apply(state.sample_chance(rng))
        if state.is_terminal():
            break
        for seat in range(players):
            obs = state.observation(seat)
            assert state.seat_view(seat) == view_of(obs)
            legal = list(state.legal_actions(seat))
            if legal:
                by_view = bot.choose_view(state.seat_view(seat), legal, rng)
                assert by_view == bot.choose(obs, legal, rng)
            checked += 1
        seat = state.current_player
        state.apply(_pick(list(state.legal_actions(seat)), rng), seat)
    assert checked > 500
