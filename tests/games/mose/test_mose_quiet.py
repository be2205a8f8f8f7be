"""Moves applied without events (a search's sampled games) leave the state exactly as the full
method does."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from cardtable.engine.cards import Card, multi_deck, take_out
from cardtable.engine.state import CHANCE
from cardtable.games.mose.state import MoseState


def _both_ways(
    players: int, rng: random.Random, moves: int
) -> Iterator[tuple[MoseState, MoseState]]:
    """One game played twice side by side, in full and quietly, by seeded random moves (now
    and then another seat's any-time play): the two states after each move, up to ``moves``
    moves or the game's end. Both copies list the same moves at every step."""
    loud = MoseState(players, {})
    quiet = loud.clone()
    played = 0
    while not loud.is_terminal() and played < moves:
        if loud.is_chance():
            action = loud.sample_chance(rng)
            loud.apply_trusted(action, CHANCE)
            quiet.apply_silently(action, CHANCE)
            continue
        seat = loud.current_player
        if rng.random() < 0.3:
            seat = rng.randrange(players)
        legal = loud.legal_actions(seat)
        assert legal == quiet.legal_actions(seat)
        if not legal:
            continue
        action = legal[rng.randrange(len(legal))]
        loud.apply_trusted(action, seat)
        quiet.apply_silently(action, seat)
        played += 1
        yield loud, quiet


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (7, 4)])
def test_a_quiet_move_leaves_the_state_the_full_move_leaves(players: int, seed: int) -> None:
    rng = random.Random(seed)
    for _game in range(2):
        for loud, quiet in _both_ways(players, rng, 1500):
            assert quiet == loud
            assert list(quiet.zones) == list(loud.zones)


def _containers(value: object) -> list[int]:
    """The ids of every list, dict and set inside ``value`` (itself included)."""
    found: list[int] = []
    if isinstance(value, list | dict | set):
        found.append(id(value))
    if isinstance(value, dict):
        for item in value.values():
            found.extend(_containers(item))
    elif isinstance(value, list | tuple | set):
        for item in value:
            found.extend(_containers(item))
    return found


def test_a_clone_is_equal_and_shares_no_container() -> None:
    """Mose's own clone (field by field) against what the base class promises: an equal state
    whose lists and dicts, at any depth, are its own."""
    from cardtable.engine.state import GameState

    rng = random.Random(5)
    for players in (2, 4):
        state = MoseState(players, {})
        for _ in range(600):
            if state.is_terminal():
                break
            if state.is_chance():
                state.apply_silently(state.sample_chance(rng), CHANCE)
                continue
            seat = state.current_player
            legal = state.legal_actions(seat)
            state.apply_silently(legal[rng.randrange(len(legal))], seat)
            copy = state.clone()
            assert copy == state
            assert copy == GameState.clone(state)
            assert not set(_containers(copy.__dict__)[1:]) & set(_containers(state.__dict__))


@pytest.mark.parametrize("players", [2, 4, 7])
def test_the_remembered_table_is_the_table(players: int) -> None:
    """The melds ``table()`` keeps between changes are the melds read afresh after every move,
    quiet or full (a clone keeps no memo, so its table is built anew)."""
    checked = 0
    for loud, quiet in _both_ways(players, random.Random(players), 3000):
        for state in (loud, quiet):
            assert state.table() == state.clone().table()
        checked += 1
    assert checked > 1000


def test_cards_taken_out_by_identity_leave_what_removing_by_value_leaves() -> None:
    """``take_out`` finds each card by identity first, and by value when the list holds only an
    equal copy: the list left is the one ``list.remove`` leaves."""
    deck = multi_deck(2)
    rng = random.Random(5)
    for _ in range(300):
        zone = rng.sample(deck, rng.randrange(1, 20))
        cards = rng.sample(zone, rng.randrange(1, len(zone) + 1))
        if rng.random() < 0.3:  # equal cards that are other objects
            cards = [Card(c.family, c.rank, c.suits, c.copy) for c in cards]
        plain = list(zone)
        for card in cards:
            plain.remove(card)
        take_out(zone, cards)
        assert zone == plain
