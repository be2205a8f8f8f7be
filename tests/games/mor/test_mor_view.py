"""The light seat view a search reads (:meth:`MorState.seat_view`) is exactly what the seat's
observation shows (:func:`view_of`), so the quicker path cannot show the bot a hidden card; and
the bot, deciding from that view, chooses what it chose before its sums were made faster
(``reference_heuristic``, frozen), drawing the same random numbers."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.actions import Action
from cardtable.games.mor.actions import Add, Meld, TakePile, team_of
from cardtable.games.mor.heuristic import HeuristicAgent
from cardtable.games.mor.info import INFO
from cardtable.games.mor.state import MorState
from cardtable.games.mor.view import view_of
from tests.games.mor import reference_heuristic


def _pick(legal: list[Action], rng: random.Random) -> Action:
    plays = [a for a in legal if isinstance(a, Meld | Add | TakePile)]
    if plays and rng.random() < 0.6:
        return plays[rng.randrange(len(plays))]
    return legal[rng.randrange(len(legal))]


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (4, 2), (2, 3)])
def test_the_seat_view_is_the_observations_view(players: int, seed: int) -> None:
    rng = random.Random(seed)
    bot = HeuristicAgent()
    old = reference_heuristic.HeuristicAgent()
    state = INFO.new_game(players)
    assert isinstance(state, MorState)
    checked = 0
    piles = 0  # decisions on taking a pile of more than two cards (the greedy melding)
    for _ in range(1500):
        while state.is_chance():
            state.apply(state.sample_chance(rng))
        if state.is_terminal():
            state = INFO.new_game(players)
            assert isinstance(state, MorState)
            continue
        for seat in range(players):
            obs = state.observation(seat)
            assert state.seat_view(seat) == view_of(obs)
            # The projects a view works out from its melds are the ones the table shows.
            assert view_of(obs).projects == obs.values["projects"][team_of(seat)]
            checked += 1
        seat = state.current_player
        legal = list(state.legal_actions(seat))
        if len(legal) > 1:
            draw = rng.random()
            by_view = bot.choose_view(state.seat_view(seat), legal, random.Random(draw))
            by_obs = bot.choose(state.observation(seat), legal, random.Random(draw))
            before = old.choose(state.observation(seat), tuple(legal), random.Random(draw))
            assert by_view == by_obs == before
            if TakePile() in legal and len(state.zones["discard"]) > 2:
                piles += 1
        state.apply(_pick(legal, rng), seat)
    assert checked > 1000 and piles > 10


def test_a_wanted_card_counts_by_equality_not_by_which_copy_it_is() -> None:
    """Mor plays with two decks: a hand's 7♥ and the pile's 7♥ are equal cards but two objects
    (and an observation read back from the network may share one object for both). Whether a
    greedy melding uses a wanted pile card must not depend on which copy it is."""
    import copy

    from cardtable.engine.cards import card_from_code
    from cardtable.games.mor import heuristic

    hand = [card_from_code(code) for code in ("7H", "8H", "9H", "5S", "KD")]
    pile = [copy.copy(card_from_code(code)) for code in ("7H", "QC")]
    assert pile[0] == hand[0] and pile[0] is not hand[0]
    for cards in ([*hand, *pile], [*pile, *hand]):
        got = heuristic._greedy_used(list(cards), {}, set(pile))
        want = reference_heuristic._greedy_used(list(cards), {}, set(pile))
        assert got == want
        assert card_from_code("7H") in got
