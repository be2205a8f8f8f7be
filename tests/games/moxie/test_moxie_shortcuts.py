"""The shortcuts Moxie takes for speed (issue 39) agree with the plain rules they stand for.

Over seeded random games: the zone descriptions looked up from tables, who sees a card move
(worked out without the base class's sets) and the remembered wagers are what the base class
and :func:`wager_limits` give.
"""

from __future__ import annotations

import random

from cardtable.engine.state import GameState
from cardtable.games.moxie.info import INFO
from cardtable.games.moxie.state import MoxieState
from cardtable.games.shared.betting import wager_limits


def _states(players: int, seed: int, count: int, limit: str = "no_limit") -> list[MoxieState]:
    rng = random.Random(seed)
    found: list[MoxieState] = []
    options = {"rounds": 25, "limit": limit}
    state = INFO.new_game(players, options)
    assert isinstance(state, MoxieState)
    while len(found) < count:
        if state.is_terminal():
            state = INFO.new_game(players, options)
            assert isinstance(state, MoxieState)
        if state.is_chance():
            state.apply(state.sample_chance(rng))
            continue
        found.append(state.clone())
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return found


def test_zone_infos_and_move_visibility_match_the_base_rules() -> None:
    for players in (2, 5):
        for state in _states(players, players, 150):
            zids = [*state.zones, "pot:0", "purse:1", "other"]
            for zid in zids:
                kind, _, key = zid.partition(":")
                info = state.zone_info(zid)
                if kind == "hand":
                    assert info.owner == int(key)
                    assert (info.visibility.value == "public") == state.shown[int(key)]
                elif kind == "punch":
                    assert (info.visibility.value == "public") == state.punch_revealed
            for source in zids[:-3]:
                for target in zids[:-3]:
                    fast = state.move_visibility(source, target)
                    assert fast == GameState.move_visibility(state, source, target)


def test_remembered_wagers_are_the_wager_limits() -> None:
    for players, limit in ((2, "no_limit"), (4, "no_limit"), (3, "fixed_limit")):
        for state in _states(players, 10 + players, 300, limit):
            seat = state.current_player
            if seat < 0:
                continue
            expected = wager_limits(
                purse=state.purses[seat],
                to_call=state.level - state.round_bets[seat],
                opened=state.level > 0,
                last_raise=state.last_raise,
                blind=state.blind,
                may_raise=state.may_raise(seat),
                limit=state.limit,
            )
            assert state.wager(seat) == expected
