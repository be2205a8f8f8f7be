"""Random playouts used by the conformance suite."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from cardtable.engine.actions import Action
from cardtable.engine.state import CHANCE, GameState
from cardtable.games import find_game
from cardtable.session.match import Match, SeatSpec, step_rng


def new_match(game_id: str, n: int, options: dict[str, Any], seed: int) -> Match:
    seats = [SeatSpec.robot("random", f"R{i}") for i in range(n)]
    return Match(game_id, n, options, seed, seats)


def random_step(match: Match, rng: random.Random) -> tuple[int, Action] | None:
    """Apply one random step: a chance outcome, the seat on turn, or sometimes an out-of-turn play.

    Returns (seat, action) or None at the end.
    """
    state = match.state
    if state.is_terminal():
        return None
    if state.current_player == CHANCE:
        action = state.sample_chance(step_rng(match.seed, "chance", len(match.log)))
        match._record(CHANCE, action)
        return CHANCE, action
    # Occasionally let a seat that is not on turn act, where the game allows it.
    if rng.random() < 0.2:
        others = [s for s in range(state.num_players) if s != state.current_player]
        rng.shuffle(others)
        for seat in others:
            legal = list(state.legal_actions(seat))
            if legal:
                action = rng.choice(legal)
                match._record(seat, action)
                return seat, action
    seat = state.current_player
    legal = list(state.legal_actions(seat))
    action = rng.choice(legal)
    match._record(seat, action)
    return seat, action


def playout(
    game_id: str, n: int, options: dict[str, Any], seed: int, max_steps: int | None = None
) -> Iterator[tuple[Match, int, Action]]:
    """Play randomly, yielding (match, seat, action) after every step."""
    match = new_match(game_id, n, options, seed)
    rng = random.Random(seed)
    steps = 0
    while max_steps is None or steps < max_steps:
        step = random_step(match, rng)
        if step is None:
            return
        steps += 1
        yield match, step[0], step[1]


def all_cards(state: GameState) -> list[str]:
    return sorted(c.code for c in state.all_cards(state.num_players, state.options))


def zone_cards(state: GameState) -> list[str]:
    return sorted(c.code for z in state.zones.values() for c in z)


def info(game_id: str) -> Any:
    return find_game(game_id)


def hidden_positions(state: GameState, seat: int) -> list[tuple[str, int]]:
    """Places of cards ``seat`` cannot see (their faces are not publicly known)."""
    places: list[tuple[str, int]] = []
    for zid, cards in state.zones.items():
        if state.zone_info(zid).visible_to(seat):
            continue
        known = state.known_cards(zid)
        places.extend((zid, i) for i, c in enumerate(cards) if c not in known)
    return places
