"""The easy bot's mistakes in Gin Rummy: it misses a knock or a lay-off, leaves the upcard it
wanted, discards carelessly, and never plays a move that is not legal."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from cardtable_gin_rummy.actions import Discard, Done, Knock, LayOff, TakeUpcard
from cardtable_gin_rummy.heuristic import HeuristicAgent
from cardtable_gin_rummy.info import INFO
from cardtable_gin_rummy.slips import SLIPS

from cardtable.engine.actions import Action
from cardtable.engine.observation import Observation
from cardtable.engine.state import CHANCE

Decision = tuple[Observation, Sequence[Action], Action]


def _decisions(seed: int) -> Iterator[Decision]:
    """Every decision with a choice in heuristic games: what the seat saw, its moves and the
    heuristic's."""
    heuristic = HeuristicAgent()
    state = INFO.new_game(2, {"target": 50})
    rng = random.Random(seed)
    while not state.is_terminal():
        seat = state.current_player
        if seat == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        legal = state.legal_actions(seat)
        observation = state.observation(seat)
        action = heuristic.choose(observation, legal, rng)
        if len(legal) > 1:
            yield observation, legal, action
        state.apply(action, seat)


def _slip(decision: Decision, seed: int = 1) -> Action | None:
    observation, legal, favourite = decision
    heuristic = HeuristicAgent()

    def prefer(some: Sequence[Action]) -> Action:
        return heuristic.choose(observation, some, random.Random(seed))

    found = SLIPS(observation, legal, favourite, random.Random(seed), prefer)
    assert found is None or found in legal
    return found


def _first(kind: type[Action]) -> Decision:
    for seed in range(10):
        for decision in _decisions(seed):
            if isinstance(decision[2], kind):
                return decision
    raise AssertionError(f"the heuristic never played {kind.__name__}")


def test_it_misses_a_knock_and_discards() -> None:
    slipped = _slip(_first(Knock))
    assert isinstance(slipped, Discard)


def test_it_misses_a_lay_off() -> None:
    slipped = _slip(_first(LayOff))
    assert slipped is not None and not isinstance(slipped, LayOff)
    assert isinstance(slipped, Done) or slipped.verb == "meld"


def test_it_leaves_the_upcard_it_wanted() -> None:
    slipped = _slip(_first(TakeUpcard))
    assert slipped is not None and slipped.verb in ("draw", "pass")


def test_it_discards_carelessly() -> None:
    decision = _first(Discard)
    thrown = {_slip(decision, seed) for seed in range(20)}
    assert all(isinstance(a, Discard) for a in thrown)
    assert decision[2] not in thrown and len(thrown) > 1


def test_every_slip_is_legal() -> None:
    for seed in range(3):
        for n, decision in enumerate(_decisions(seed)):
            _slip(decision, n)
