"""FROZEN REFERENCE (test-only): Mor's legal actions as listed before the fast move generation of
issue 39. Do not edit: tests/games/mor/test_fast_moves.py checks the engine against it.

The listing of :class:`cardtable.games.mor.rules.MorRules` as it stood, written as free functions
over a state, on top of the frozen copies of the meld rules and the candidate search.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.games.mor.actions import (
    MOR_PILE,
    MOR_TAKEN,
    Add,
    Discard,
    Draw,
    Meld,
    TakePile,
    team_of,
)
from cardtable.games.mor.state import MorState
from tests.games.mor import reference_melds as mm
from tests.games.mor import reference_plays as plays

Layout = mm.Layout


def _hand(state: MorState, seat: int) -> list[Card]:
    return state.zones[f"hand:{seat}"]


def _team_melds(state: MorState, team: int) -> list[str]:
    prefix = f"meld:{team}."
    return [z for z in state.meld_at if z.startswith(prefix)]


def _pending(state: MorState) -> frozenset[str]:
    if state.taken and not state.pile_used:
        return frozenset(state.taken)
    return frozenset()


def _projects(state: MorState, team: int, changed: str | None, result: Layout | None) -> list[int]:
    values = []
    for zid in _team_melds(state, team):
        if zid == changed and result is not None:
            values.append(mm.project_value(*result))
        else:
            values.append(mm.project_value(state.zones[zid], state.meld_at[zid]))
    if changed is None and result is not None:
        values.append(mm.project_value(*result))
    return values


def play_ok(
    state: MorState,
    seat: int,
    cards: Sequence[Card],
    changed: str | None,
    result: Layout,
    hand_size: int,
    pending: frozenset[str],
) -> bool:
    """Whether the turn rules allow a meld or addition (the old ``_play_problem`` is None)."""
    if pending and not any(c.code in pending for c in cards):
        return False
    left = hand_size - len(cards)
    team = team_of(seat)
    if left <= 1 and state.mor[team] != MOR_PILE:
        why = mm.closing_problem(
            state.mor[team] == MOR_TAKEN, _projects(state, team, changed, result)
        )
        if why is not None:
            return False
    return True


def discard_ok(state: MorState, seat: int) -> bool:
    if _pending(state):
        return False
    team = team_of(seat)
    if len(_hand(state, seat)) == 1 and state.mor[team] != MOR_PILE:
        return (
            mm.closing_problem(state.mor[team] == MOR_TAKEN, _projects(state, team, None, None))
            is None
        )
    return True


def pile_usable(state: MorState, seat: int) -> bool:
    pile = state.zones["discard"]
    hand = [*_hand(state, seat), *pile]
    pending = frozenset(c.code for c in pile)
    team = team_of(seat)
    for zid in _team_melds(state, team):
        melded = state.zones[zid]
        for cards, _, result in plays.candidate_adds(melded, state.meld_at[zid], hand, pile):
            if any(c.code in pending for c in cards) and play_ok(
                state, seat, cards, zid, result, len(hand), pending
            ):
                return True
    for layout in plays.candidate_melds(hand, frozenset(pile)):
        if play_ok(state, seat, layout[0], None, layout, len(hand), pending):
            return True
    return False


def may_take_pile(state: MorState, seat: int) -> bool:
    if state.phase != "draw":
        return False
    if not state.zones["discard"]:
        return False
    if not _team_melds(state, team_of(seat)):
        return False
    return pile_usable(state, seat)


def legal_actions(state: MorState, seat: int | None = None) -> list[Action]:
    if state.phase not in ("draw", "play"):
        return []
    if seat is not None and seat != state.turn:
        return []
    seat = state.turn
    if state.phase == "draw":
        out: list[Action] = [Draw()] if state.zones["stock"] else []
        if may_take_pile(state, seat):
            out.append(TakePile())
        return out
    hand = _hand(state, seat)
    pending = _pending(state)
    wanted = [c for c in hand if c.code in pending] if pending else []
    size = len(hand)
    out = []
    for layout in plays.candidate_melds(hand, wanted):
        cards, at = layout
        if play_ok(state, seat, cards, None, layout, size, pending):
            out.append(Meld(cards, at))
    for zid in _team_melds(state, team_of(seat)):
        melded = state.zones[zid]
        for cards, at, result in plays.candidate_adds(melded, state.meld_at[zid], hand, wanted):
            if play_ok(state, seat, cards, zid, result, size, pending):
                out.append(Add(zid, cards, at))
    if discard_ok(state, seat):
        out.extend(Discard(c) for c in plays.first_by_face(hand))
    return out
