"""The conformance promises at scale: 1,000 random games per game and player count (``-m slow``).

For every registered game and every player count it supports, random games are played to the
end (the options cycling through the game's variants) and after **every** action three promises
are checked:

* **conservation**: the cards in the zones are exactly the game's cards, none lost or doubled;
* **refusal**: an action that is not legal for some seat (drawn from actions seen earlier in
  the game) is refused with :class:`IllegalActionError` and a reason, and the state is unchanged;
* **hidden-card invariance**: for one seat (taking turns), shuffling the cards that seat cannot
  see among their places changes neither its observation nor its legal actions.

The default run keeps the quick sizes of :mod:`tests.conformance.test_conformance`; CI runs
this file with ``-m slow``. Each game and player count is split into chunks so the run can be
spread over cores (``-n auto`` with pytest-xdist).
"""

from __future__ import annotations

import os
import random
from collections import Counter
from typing import Any

import pytest

from cardtable.engine.actions import Action
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.state import GameState
from cardtable.games import GAMES
from tests.conformance.cases import OPTION_VARIANTS
from tests.conformance.playout import hidden_positions, new_match, random_step

#: Games per game and player count; ``CARDTABLE_CONFORMANCE_GAMES`` changes it (for a quicker
#: look, or a longer soak).
GAMES_PER_COUNT = int(os.environ.get("CARDTABLE_CONFORMANCE_GAMES", "1000"))
CHUNKS = max(1, min(10, GAMES_PER_COUNT))

pytestmark = pytest.mark.slow


def _chunks() -> list[Any]:
    out = []
    bounds = [GAMES_PER_COUNT * k // CHUNKS for k in range(CHUNKS + 1)]
    for game_id, info in GAMES.items():
        for n in info.player_counts:
            for chunk in range(CHUNKS):
                first, count = bounds[chunk], bounds[chunk + 1] - bounds[chunk]
                out.append(pytest.param(game_id, n, first, count, id=f"{game_id}-{n}p-{chunk}"))
    return out


def _codes(state: GameState) -> Counter[str]:
    return Counter(c.code for z in state.zones.values() for c in z)


def check_refusal(state: GameState, pool: list[Action], rng: random.Random) -> bool:
    """Try one action that is not legal for a random seat; True if one was tried."""
    if not pool:
        return False
    n = state.num_players
    current = state.current_player
    seat = current if current >= 0 and rng.random() < 0.6 else rng.randrange(n)
    for _ in range(4):
        bad = pool[rng.randrange(len(pool))]
        if state.is_legal(bad, seat):
            continue
        before = state.clone()
        with pytest.raises(IllegalActionError) as refused:
            state.apply(bad, seat)
        assert str(refused.value).strip(), f"refusing {bad} gives no reason"
        assert state == before, f"refusing {bad} for seat {seat} changed the state"
        return True
    return False


def check_hidden_invariance(state: GameState, seat: int, rng: random.Random) -> bool:
    """Shuffle what ``seat`` cannot see; its observation and legal actions must not change."""
    positions = hidden_positions(state, seat)
    if len(positions) < 2:
        return False
    before_obs = state.observation(seat)
    before_legal = list(state.legal_actions(seat))
    other = state.clone()
    cards = [other.zones[z][i] for z, i in positions]
    rng.shuffle(cards)
    for (z, i), c in zip(positions, cards, strict=True):
        other.zones[z][i] = c
    assert other.observation(seat) == before_obs, f"seat {seat} sees hidden cards"
    assert list(other.legal_actions(seat)) == before_legal, (
        f"seat {seat}'s moves hang on hidden cards"
    )
    return True


def play_and_check(
    game_id: str, n: int, options: dict[str, Any], seed: int
) -> tuple[int, int, int]:
    """One random game, every check after every action: (actions, refusals, shuffles)."""
    match = new_match(game_id, n, options, seed)
    state = match.state
    expected = Counter(c.code for c in state.all_cards(n, state.options))
    assert _codes(state) == expected
    rng = random.Random(seed * 7919 + n)
    pool: dict[Action, None] = {}
    steps = refusals = shuffles = 0
    while True:
        step = random_step(match, rng)
        if step is None:
            break
        steps += 1
        state = match.state
        pool.setdefault(step[1])
        assert _codes(state) == expected, f"cards not conserved after {step[1]} (step {steps})"
        if check_refusal(state, list(pool), rng):
            refusals += 1
        if check_hidden_invariance(state, steps % n, rng):
            shuffles += 1
        assert steps < 100_000, "the game does not end"
    outcome = state.outcome()
    assert outcome is not None and outcome.winners <= set(range(n))
    return steps, refusals, shuffles


@pytest.mark.parametrize(("game_id", "n", "first", "count"), _chunks())
def test_a_thousand_random_games_keep_every_promise_after_every_action(
    game_id: str, n: int, first: int, count: int
) -> None:
    variants = OPTION_VARIANTS.get(game_id, ({},))
    totals = [0, 0, 0]
    for seed in range(first, first + count):
        options = variants[seed % len(variants)]
        for i, value in enumerate(play_and_check(game_id, n, options, seed)):
            totals[i] += value
    steps, refusals, shuffles = totals
    assert refusals > steps * 0.3, "illegal actions were tried throughout"
    assert shuffles > 0 or game_id == "moxie", "hidden cards were shuffled"
