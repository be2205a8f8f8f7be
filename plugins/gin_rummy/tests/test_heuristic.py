"""The heuristic bot: it plays legal moves only and beats random play clearly."""

from __future__ import annotations

import random

from cardtable_gin_rummy.heuristic import HeuristicAgent
from cardtable_gin_rummy.info import INFO
from cardtable_gin_rummy.state import GinState

from cardtable.engine.agent import Agent
from cardtable.engine.state import CHANCE


class _Random(Agent):
    name = "random"

    def choose(self, observation, legal, rng):  # type: ignore[no-untyped-def]
        return legal[rng.randrange(len(legal))]


def _match(agents: list[Agent], seed: int) -> GinState:
    state = INFO.new_game(2, {"target": 50})
    assert isinstance(state, GinState)
    rng = random.Random(seed)
    while not state.is_terminal():
        seat = state.current_player
        if seat == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        legal = state.legal_actions()
        action = agents[seat].choose(state.observation(seat), legal, rng)
        state.apply(action)
    return state


def test_the_heuristic_beats_random_play_in_nearly_every_match() -> None:
    wins = 0
    matches = 8
    for k in range(matches):
        seat = k % 2  # seats swapped every match
        agents: list[Agent] = [_Random(), _Random()]
        agents[seat] = HeuristicAgent()
        state = _match(agents, seed=k)
        outcome = state.outcome()
        assert outcome is not None
        wins += seat in outcome.winners
    assert wins >= matches - 1


def test_the_heuristic_takes_an_upcard_that_completes_a_meld() -> None:
    from gin_helpers import cards, deal

    state = deal("AS 2S 3S 7H 7D 9C 9D TD JD 2H", "4S 5S KH KD QC JC 8C 3D 5H 6H", "7C")
    move = HeuristicAgent().choose(state.observation(0), state.legal_actions(), random.Random(1))
    assert move.notation == "take 7C"
    state.apply(move)
    move = HeuristicAgent().choose(state.observation(0), state.legal_actions(), random.Random(1))
    assert move.notation in ("discard 9C", "knock")
    assert cards("9C")
