"""What Moxie keeps between moves to play faster is what it would work out afresh: the events
it shares (:mod:`cardtable.games.moxie.told`) and a search's quiet moves."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.events import CardsMoved, Event, Message, TokensMoved
from cardtable.engine.state import CHANCE
from cardtable.games.moxie import told
from cardtable.games.moxie.cards import moxie_deck
from cardtable.games.moxie.info import INFO
from cardtable.games.moxie.state import MoxieState

_TABLES = (told._COINS, told._SAID, told._DEALT)


def _forget_shared_events() -> None:
    for table in _TABLES:
        table.clear()


def _played(players: int, seed: int, options: dict[str, object], fresh: bool) -> list[Event]:
    """Every event of a seeded random game; ``fresh``: with no event kept from an earlier
    move."""
    rng = random.Random(seed)
    state = INFO.new_game(players, options)
    events: list[Event] = []
    while not state.is_terminal():
        if fresh:
            _forget_shared_events()
        if state.is_chance():
            events += state.apply(state.sample_chance(rng), CHANCE)
            continue
        legal = state.legal_actions()
        events += state.apply(legal[rng.randrange(len(legal))])
    return events


@pytest.mark.parametrize(
    ("players", "options"),
    [(2, {}), (4, {"limit": "fixed_limit"}), (5, {"blind": 25, "tie_break": "house"})],
)
def test_shared_events_are_the_events_made_afresh(players: int, options: dict[str, object]) -> None:
    """A kept event is only handed out where the same event would be made: the same games
    tell the same events whether every event is made anew or most are looked up."""
    for seed in range(3):
        fresh = _played(players, seed, options, fresh=True)
        _played(players, seed + 100, options, fresh=False)  # fills the tables with other games
        kept = _played(players, seed, options, fresh=False)
        assert kept == fresh
        assert [type(e) for e in kept] == [type(e) for e in fresh]


def test_each_shared_event_is_the_engine_s_event() -> None:
    card = moxie_deck()[7]
    seen = frozenset((1,))
    assert told.put_in(2, 30, "calls") == TokensMoved(
        "copper", 30, "purse:2", "bet:2", 2, "calls", quiet=True
    )
    assert told.gathered(1, 2, 45) == TokensMoved(
        "copper", 45, "bet:1", "pot:2", 1, "gathers", quiet=True
    )
    assert told.paid(0, 3, 90, "wins") == TokensMoved(
        "copper", 90, "pot:0", "purse:3", 3, "wins", quiet=True
    )
    assert told.said("checks", 1) == Message("checks", 1)
    assert told.said("The game goes on.") == Message("The game goes on.")
    assert told.dealt(card, "hand:1", seen) == CardsMoved(
        (card,), "stock", "hand:1", seen, None, "is dealt"
    )


@pytest.mark.parametrize("players", [2, 3, 6])
def test_a_quiet_move_leaves_the_state_the_full_move_leaves(players: int) -> None:
    rng = random.Random(players)
    for _game in range(4):
        loud = INFO.new_game(players)
        assert isinstance(loud, MoxieState)
        quiet = loud.clone()
        while not loud.is_terminal():
            if loud.is_chance():
                action, seat = loud.sample_chance(rng), CHANCE
            else:
                seat = loud.current_player
                legal = loud.legal_actions(seat)
                assert list(legal) == list(quiet.legal_actions(seat))
                action = legal[rng.randrange(len(legal))]
            loud.apply_trusted(action, seat)
            quiet.apply_silently(action, seat)
            assert quiet == loud
            assert list(quiet.zones) == list(loud.zones)


@pytest.mark.parametrize(("players", "options"), [(2, {}), (4, {"limit": "fixed_limit"})])
def test_a_state_rebuilt_from_an_observation_is_the_state(
    players: int, options: dict[str, object]
) -> None:
    """``from_observation`` sets every attribute ``__init__`` sets, in the same order, without
    calling it: with the zones complete, each seat's observation rebuilds the very state."""
    rng = random.Random(players)
    state = INFO.new_game(players, options)
    assert isinstance(state, MoxieState)
    while not state.is_terminal():
        for seat in range(players):
            zones = {zid: list(cards) for zid, cards in state.zones.items()}
            rebuilt = MoxieState.from_observation(state.observation(seat), zones)
            assert rebuilt == state
            assert list(rebuilt.__dict__) == list(state.__dict__)
        if state.is_chance():
            state.apply(state.sample_chance(rng), CHANCE)
            continue
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
