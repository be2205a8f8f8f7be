"""Properties every registered game must have, checked over random playouts.

Each test runs for every game and the player counts named in ``cases.py``: the states a game's
info makes are of that game; a random playout reaches the end; no card is ever lost or
duplicated; illegal actions are refused with a reason and leave the state as it was; save and
load give an equal state and the same continuation; the same seed gives the same game; hidden
cards of other seats never change what a seat observes; determinization reproduces the
observation; notation and gestures round-trip; events never name a card to a viewer who may not
see it; a search's silent moves change the state as full ones do.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.ai.agent import RandomAgent
from cardtable.engine import card as card_ctor
from cardtable.engine.actions import Action
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.events import CardsMoved
from cardtable.engine.state import CHANCE
from cardtable.games import find_game
from cardtable.session.autoplay import play_to_end
from cardtable.session.match import Match

from .cases import CASE_IDS, CASES
from .playout import all_cards, hidden_positions, new_match, playout, random_step, zone_cards

#: Steps per playout for the properties that check every step (full games for the short ones).
STEPS = 600

pytestmark = pytest.mark.parametrize(("game_id", "n", "options"), CASES, ids=CASE_IDS)

HYPO = settings(
    max_examples=4,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
    derandomize=True,
)


def test_the_state_belongs_to_the_game_that_lists_it(
    game_id: str, n: int, options: dict[str, Any]
) -> None:
    """A game's ``GameInfo`` names its state class without importing it; the states it makes
    know the same game, and every player count it lists can be dealt."""
    info = find_game(game_id)
    for count in info.player_counts:
        state = info.new_game(count, options)
        assert type(state) is info.factory
        assert state.info.id == info.id
        assert state.info.codec is info.codec
        assert len(state.scores()) == count


def test_random_playouts_reach_the_end(game_id: str, n: int, options: dict[str, Any]) -> None:
    for seed in (1, 2):
        match = new_match(game_id, n, options, seed)
        play_to_end(match, [RandomAgent()] * n)
        outcome = match.state.outcome()
        assert match.state.is_terminal()
        assert outcome is not None
        assert len(outcome.scores) == n
        assert outcome.winners, "somebody wins (or shares the win)"
        assert outcome.winners <= set(range(n))
        assert not list(match.state.legal_actions())


@HYPO
@given(seed=st.integers(0, 10_000))
def test_a_search_s_silent_move_leaves_the_state_the_full_move_leaves(
    game_id: str, n: int, options: dict[str, Any], seed: int
) -> None:
    """``apply_silently`` (a search's path, where a game may skip its events) changes the state
    exactly as ``apply_trusted`` does, chance steps included."""
    rng = random.Random(seed)
    loud = new_match(game_id, n, options, seed).state
    quiet = loud.clone()
    for _ in range(STEPS):
        if loud.is_terminal():
            break
        if loud.is_chance():
            action, seat = loud.sample_chance(rng), CHANCE
        else:
            seat = loud.current_player
            legal = list(loud.legal_actions(seat))
            assert legal == list(quiet.legal_actions(seat))
            action = legal[rng.randrange(len(legal))]
        loud.apply_trusted(action, seat)
        quiet.apply_silently(action, seat)
        assert quiet == loud
        assert list(quiet.zones) == list(loud.zones)


@HYPO
@given(seed=st.integers(0, 10_000))
def test_cards_are_conserved(game_id: str, n: int, options: dict[str, Any], seed: int) -> None:
    expected: list[str] | None = None
    for match, _, _ in playout(game_id, n, options, seed, STEPS):
        state = match.state
        if expected is None:
            expected = all_cards(state)
            assert len(set(expected)) == len(expected), "every physical card has its own code"
        now = zone_cards(state)
        assert now == expected, _diff(expected, now)


def _diff(expected: list[str], now: list[str]) -> str:
    lost = Counter(expected) - Counter(now)
    extra = Counter(now) - Counter(expected)
    return f"lost {dict(lost)}, duplicated/extra {dict(extra)}"


@HYPO
@given(seed=st.integers(0, 10_000))
def test_illegal_actions_are_refused_with_the_state_unchanged(
    game_id: str, n: int, options: dict[str, Any], seed: int
) -> None:
    rng = random.Random(seed)
    # Every action seen so far, in the order first seen (a dict keeps that order deterministic).
    pool: dict[Action, None] = {}
    checked = 0
    for match, _, action in playout(game_id, n, options, seed, STEPS):
        pool.setdefault(action)
        state = match.state
        if state.is_terminal():
            break
        seats = [state.current_player] if state.current_player >= 0 else []
        seats += [s for s in range(n) if s not in seats and rng.random() < 0.3]
        for seat in seats:
            legal = list(state.legal_actions(seat))
            pool.update(dict.fromkeys(legal))
            for a in legal:
                assert state.is_legal(a, seat), f"{a} is listed as legal but refused"
            listed = set(legal)
            candidates = [a for a in pool if a not in listed]
            for bad in rng.sample(candidates, min(6, len(candidates))):
                if state.is_legal(bad, seat):
                    continue  # legal but not enumerated (e.g. a longer meld); fine
                before = state.clone()
                with pytest.raises(IllegalActionError) as info:
                    state.apply(bad, seat)
                assert str(info.value).strip(), "the error says why"
                assert state == before, f"refusing {bad} changed the state"
                checked += 1
        if state.current_player == CHANCE:
            # A player's action at a chance node is refused too.
            for bad in list(pool)[:3]:
                if bad.chance:
                    continue
                before = state.clone()
                with pytest.raises(IllegalActionError):
                    state.apply(bad, 0)
                assert state == before
    assert checked > 0, "some illegal action was tried"


@HYPO
@given(seed=st.integers(0, 10_000))
def test_save_and_load_give_an_equal_state_and_the_same_continuation(
    game_id: str, n: int, options: dict[str, Any], seed: int
) -> None:
    rng = random.Random(seed)
    stop = rng.randrange(1, STEPS)
    match = None
    for match, _, _ in playout(game_id, n, options, seed, stop):  # noqa: B007
        pass
    assert match is not None
    text = json.dumps(match.to_json())
    loaded = Match.from_json(json.loads(text))
    assert loaded.state == match.state
    assert [e.action for e in loaded.log] == [e.action for e in match.log]
    # Continue both the same way.
    r1, r2 = random.Random(seed + 1), random.Random(seed + 1)
    for _ in range(60):
        s1 = random_step(match, r1)
        s2 = random_step(loaded, r2)
        assert s1 == s2
        assert loaded.state == match.state
        if s1 is None:
            break


@HYPO
@given(seed=st.integers(0, 10_000))
def test_the_same_seed_gives_the_same_game(
    game_id: str, n: int, options: dict[str, Any], seed: int
) -> None:
    first = [a.notation for _, _, a in playout(game_id, n, options, seed, STEPS)]
    second = [a.notation for _, _, a in playout(game_id, n, options, seed, STEPS)]
    assert first == second
    m1 = new_match(game_id, n, options, seed)
    m2 = new_match(game_id, n, options, seed)
    play_to_end(m1, [RandomAgent()] * n)
    play_to_end(m2, [RandomAgent()] * n)
    assert [e.action for e in m1.log] == [e.action for e in m2.log]
    assert m1.state == m2.state


@HYPO
@given(seed=st.integers(0, 10_000))
def test_other_seats_hidden_cards_never_change_an_observation(
    game_id: str, n: int, options: dict[str, Any], seed: int
) -> None:
    rng = random.Random(seed)
    sampled = 0
    for match, _, _ in playout(game_id, n, options, seed, STEPS):
        if rng.random() > 0.15:
            continue
        state = match.state
        for seat in range(n):
            positions = hidden_positions(state, seat)
            if len(positions) < 2:
                continue
            before_obs = state.observation(seat)
            before_legal = list(state.legal_actions(seat))
            other = state.clone()
            cards = [other.zones[z][i] for z, i in positions]
            rng.shuffle(cards)
            for (z, i), c in zip(positions, cards, strict=True):
                other.zones[z][i] = c
            assert other.observation(seat) == before_obs
            assert list(other.legal_actions(seat)) == before_legal
            sampled += 1
    assert sampled > 0


@HYPO
@given(seed=st.integers(0, 10_000))
def test_determinization_reproduces_the_observation(
    game_id: str, n: int, options: dict[str, Any], seed: int
) -> None:
    rng = random.Random(seed)
    cls = type(new_match(game_id, n, options, seed).state)
    for match, _, _ in playout(game_id, n, options, seed, STEPS):
        if rng.random() > 0.1:
            continue
        state = match.state
        for seat in range(n):
            obs = state.observation(seat)
            sampled = cls.determinize(obs, random.Random(rng.random()))
            assert sampled.observation(seat) == obs
            assert zone_cards(sampled) == all_cards(state)
            assert list(sampled.legal_actions(seat)) == list(state.legal_actions(seat))
            assert sampled.current_player == state.current_player


@HYPO
@given(seed=st.integers(0, 10_000))
def test_notation_and_repr_round_trip(
    game_id: str, n: int, options: dict[str, Any], seed: int
) -> None:
    codec = find_game(game_id).codec
    namespace: dict[str, Any] = {cls.__name__: cls for cls in codec.classes}
    namespace["card"] = card_ctor
    seen: set[Action] = set()
    for match, _, action in playout(game_id, n, options, seed, STEPS):
        seen.add(action)
        state = match.state
        if state.current_player >= 0:
            seen.update(list(state.legal_actions())[:20])
    for action in seen:
        assert codec.parse(action.notation) == action
        assert eval(repr(action), namespace) == action


@HYPO
@given(seed=st.integers(0, 10_000))
def test_gestures_find_their_actions(
    game_id: str, n: int, options: dict[str, Any], seed: int
) -> None:
    tried = 0
    for match, _, _ in playout(game_id, n, options, seed, STEPS):
        state = match.state
        seat = state.current_player
        if seat < 0:
            continue
        for action in list(state.legal_actions(seat))[:30]:
            if not action.cards:
                continue
            source = next((z for z, cards in state.zones.items() if action.cards[0] in cards), None)
            assert source is not None
            target = state.action_target(action, seat)
            found = state.find_action(action.cards, source, target, seat)
            assert action in found, f"{action} is not found from its gesture"
            tried += 1
    assert tried > 0


@HYPO
@given(seed=st.integers(0, 10_000))
def test_events_never_name_a_card_the_viewer_may_not_see(
    game_id: str, n: int, options: dict[str, Any], seed: int
) -> None:
    before = [
        set(new_match(game_id, n, options, seed).state.observation(s).visible_cards())
        for s in range(n)
    ]
    for match, _, _ in playout(game_id, n, options, seed, STEPS):
        events = match.log[-1].events
        after = [set(match.state.observation(s).visible_cards()) for s in range(n)]
        state = match.state
        for viewer in range(n):
            allowed = before[viewer] | after[viewer]
            for event in events:
                shown = event.redact(viewer)
                if not isinstance(shown, CardsMoved):
                    continue
                # A card moving to or from a place the viewer can see is fair to name.
                if any(
                    z in state.zones and state.zone_info(z).visible_to(viewer)
                    for z in (shown.source, shown.target)
                ):
                    continue
                for c in shown.cards:
                    assert c is None or c in allowed, f"seat {viewer} is told of {c} in {event}"

        before = after
