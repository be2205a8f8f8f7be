"""Reading hands from betting: Moxie's public betting record and the belief built on it."""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable

from cardtable.ai import ismcts
from cardtable.ai.agent import make_agent
from cardtable.ai.heuristic.moxie import STRONG
from cardtable.ai.inference import MooseheadBelief, MoxieBelief, belief_for, sample
from cardtable.engine.cards import card_from_code, std_value
from cardtable.engine.state import CHANCE, GameState
from cardtable.games.moosehead import MooseheadState
from cardtable.games.moxie import MoxieState
from cardtable.games.moxie_actions import AllIn, Bet, Call, Check, Raise
from cardtable.session.match import Match


def moxie_after(*plays: str, seed: int = 4) -> Match:
    """A two-player Moxie match after the named plays ("check", "call", "raise", "bet")."""
    match = Match("moxie", 2, {}, seed)
    match.resolve_chance()
    kinds = {"check": Check, "call": Call, "raise": Raise, "bet": Bet, "all_in": AllIn}
    for play in plays:
        seat = match.state.current_player
        legal = match.state.legal_actions(seat)
        action = next(a for a in legal if isinstance(a, kinds[play]))
        match.apply(action, seat)
        match.resolve_chance()
    return match


def test_the_betting_record_is_public_and_survives_sampling() -> None:
    match = moxie_after("raise", "call")
    state = match.state
    assert isinstance(state, MoxieState)
    record = state.betting
    assert [entry[2] for entry in record] == ["raise", "call"]
    first, second = record
    assert first[0] != second[0]
    assert first[5] > first[3] > 0  # a raise puts in more than the call it faced
    assert second[5] == second[3]  # a call puts in what was asked
    for seat in range(2):
        obs = state.observation(seat)
        assert obs.values["betting"] == record
        again = MoxieState.determinize(obs, random.Random(1))
        assert again.betting == record
        assert again.observation(seat) == obs


def test_a_new_round_starts_a_new_record() -> None:
    match = moxie_after("raise", "call")
    state = match.state
    assert isinstance(state, MoxieState)
    rounds = state.round_no
    rng = random.Random(2)
    while state.round_no == rounds and not state.is_terminal():
        seat = state.current_player
        legal = state.legal_actions(seat)
        folds = [a for a in legal if type(a).__name__ == "Fold"]
        match.apply(folds[0] if folds else legal[rng.randrange(len(legal))], seat)
        match.resolve_chance()
    assert all(entry[1] == 1 for entry in state.betting)
    assert len(state.betting) <= 1


def opponent_strength(belief: MoxieBelief, world: GameState, seat: int) -> float:
    return belief.strength(world, seat, 1)


def test_a_raise_makes_strong_hands_more_likely() -> None:
    """After the other player raises, sampled worlds give them stronger hands than uniform
    sampling does; after a check, weaker ones."""
    means = {}
    for play in ("raise", "check"):
        match = moxie_after("call", "check", "check") if play == "check" else moxie_after(play)
        state = match.state
        me = state.current_player
        other = 1 - me
        kinds = {e[2] for e in state.observation(me).values["betting"] if e[0] == other}
        assert kinds == {play}
        obs = state.observation(me)
        belief = belief_for("moxie", obs)
        assert isinstance(belief, MoxieBelief)
        rng = random.Random(7)
        informed = [
            belief.strength(sample(MoxieState.determinize, obs, rng, belief), other, 1)
            for _ in range(300)
        ]
        uniform = [belief.strength(MoxieState.determinize(obs, rng), other, 1) for _ in range(300)]
        means[play] = (statistics.fmean(informed), statistics.fmean(uniform))
    raised, checked = means["raise"], means["check"]
    assert raised[0] > raised[1] + 0.05
    assert checked[0] < checked[1] - 0.02


def test_weights_follow_the_model() -> None:
    match = moxie_after("raise")
    state = match.state
    me = state.current_player
    obs = state.observation(me)
    belief = belief_for("moxie", obs)
    assert isinstance(belief, MoxieBelief)
    rng = random.Random(3)
    for _ in range(50):
        world = MoxieState.determinize(obs, rng)
        e = belief.strength(world, 1 - me, 1)
        assert belief.weight(world) == (1.0 if e >= STRONG else 0.15)


def test_no_model_without_opponent_actions_or_for_other_games() -> None:
    match = moxie_after()
    state = match.state
    seat = state.current_player
    obs = state.observation(seat)
    assert obs.values["betting"] == []  # the blind is posted, not a choice
    assert belief_for("moxie", obs) is None
    mose = Match("mose", 2, {}, 1)
    mose.resolve_chance()
    assert belief_for("mose", mose.state.observation(0)) is None


def test_sampled_worlds_still_match_the_observation() -> None:
    match = moxie_after("raise", "raise")
    state = match.state
    me = state.current_player
    obs = state.observation(me)
    belief = belief_for("moxie", obs)
    rng = random.Random(5)
    for _ in range(30):
        world = sample(MoxieState.determinize, obs, rng, belief)
        assert world.observation(me) == obs


def test_the_searching_levels_that_infer() -> None:
    """Hard reads hands in every game; normal in Moxie only (where it is needed to beat the
    heuristic); easy never."""
    for game in ("moosehead", "mose", "moco", "mor", "moxie"):
        assert ismcts.level_for(game, "hard").infer
        assert not ismcts.level_for(game, "easy").infer
        assert ismcts.level_for(game, "normal").infer == (game == "moxie")
    assert ismcts.level_for("moxie", "test").infer


# --- Moosehead ------------------------------------------------------------------------------------


def moosehead_until(predicate: Callable[[MooseheadState], bool], seed: int) -> MooseheadState:
    """A two-player Moosehead game played by heuristic bots until ``predicate`` holds."""
    match = Match("moosehead", 2, {}, seed)
    bots = [make_agent("heuristic", "moosehead") for _ in range(2)]
    rng = random.Random(seed)
    match.resolve_chance()
    state = match.state
    assert isinstance(state, MooseheadState)
    while not predicate(state):
        assert not state.is_terminal(), "the game ended first"
        seat = state.current_player
        legal = tuple(state.legal_actions(seat))
        match.apply(bots[seat].choose(state.observation(seat), legal, rng), seat)
        match.resolve_chance()
        state = match.state
        assert isinstance(state, MooseheadState)
    return state


def other_passed(state: MooseheadState) -> bool:
    me = state.current_player
    return (
        state.current_player != CHANCE
        and bool(state.legal_actions(me))
        and any(seat != me and code == "" for seat, _, code in state.hand_turns)
        and len(state.zones[f"hand:{1 - me}"]) >= 2
    )


def test_moosehead_turns_are_public_and_survive_sampling() -> None:
    state = moosehead_until(lambda s: len(s.hand_turns) >= 4, seed=3)
    for seat in range(2):
        obs = state.observation(seat)
        assert obs.values["hand_turns"] == state.hand_turns
        again = MooseheadState.determinize(obs, random.Random(2))
        assert again.hand_turns == state.hand_turns
        assert again.observation(seat) == obs
    assert all(len(entry) == 3 for entry in state.hand_turns)


def test_a_pass_rules_out_hands_with_a_card_that_fits() -> None:
    for seed in range(40):
        try:
            state = moosehead_until(other_passed, seed)
        except AssertionError:
            continue
        break
    else:
        raise AssertionError("no position with a pass by the other player")
    me = state.current_player
    other = 1 - me
    obs = state.observation(me)
    belief = belief_for("moosehead", obs)
    assert isinstance(belief, MooseheadBelief)
    passes = [
        (count, i) for i, (s, count, code) in enumerate(state.hand_turns) if s == other and not code
    ]
    count, index = passes[-1]
    later = [
        card_from_code(code) for s, _, code in state.hand_turns[index + 1 :] if s == other and code
    ]
    rng = random.Random(1)
    for _ in range(20):
        world = sample(MooseheadState.determinize, obs, rng, belief)
        held = world.zones[f"hand:{other}"] + later
        assert all(count + std_value(c) > 30 for c in held)
