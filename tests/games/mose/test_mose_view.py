"""The light seat view a search reads (:meth:`MoseState.seat_view`) is exactly what the seat's
observation shows (:func:`view_of`): the bot decides from the same facts either way, so the
faster path cannot see a hidden card. And the bot's faster sums give what the plain ones did."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card, multi_deck
from cardtable.games.mose.actions import AddToMeld, LayMeld, SwapWild, TakePile
from cardtable.games.mose.heuristic import HeuristicAgent, _keep_values
from cardtable.games.mose.info import INFO
from cardtable.games.mose.state import MoseState
from cardtable.games.mose.view import SeatView, view_of


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


def _keep_values_pairwise(hand: list[Card], wild: int, danger: bool) -> list[float]:
    """The keep values as first written, card pair by card pair (the reference)."""
    faces = [(c.rank, c.suit) for c in hand]
    values: list[float] = []
    for i, (rank, suit) in enumerate(faces):
        if rank == wild:
            values.append(0.0 if danger else 16.0)
            continue
        partners = 0
        for j, (other_rank, other_suit) in enumerate(faces):
            if j == i or other_rank == wild:
                continue
            if other_rank == rank:
                partners += 2
            elif other_suit == suit and abs(other_rank - rank) <= 2:
                partners += 1 if abs(other_rank - rank) == 2 else 2
        if rank in (1, 13):
            pair = 13 if rank == 1 else 1
            partners += sum(1 for r, s in faces if s == suit and r == pair)
        values.append(0.0 if partners == 0 else 3.0 + 2.0 * partners)
    return values


def test_keep_values_counted_per_place_match_the_pairwise_count() -> None:
    rng = random.Random(39)
    for decks in (1, 2):
        pack = multi_deck(decks)
        for _ in range(2000):
            hand = rng.sample(pack, rng.randint(1, 16))
            wild, danger = rng.randint(1, 13), rng.random() < 0.5
            view = SeatView(0, hand, [], wild, danger, [])
            assert _keep_values(hand, view) == _keep_values_pairwise(hand, wild, danger)
        for wild in range(1, 14):  # the whole pack: the most partners a card can have
            view = SeatView(0, pack, [], wild, False, [])
            assert _keep_values(pack, view) == _keep_values_pairwise(pack, wild, False)
