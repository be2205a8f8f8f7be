"""What a Moxie seat may do now: the betting moves on its turn (a menu of amounts, the whole
range accepted by :class:`~cardtable.games.moxie.actions.MoveList`), punch cards, answers.

:func:`legal_actions` lists them from a :class:`~cardtable.games.moxie.table.MoxieTable`; the
state (:class:`cardtable.games.moxie.state.MoxieState`) asks it and applies.
"""

from __future__ import annotations

from typing import Final

from cardtable.engine.actions import Action
from cardtable.engine.zones import Seat
from cardtable.games.moxie.actions import (
    ALL_IN,
    CALL,
    CHECK,
    FOLD,
    AnswerStop,
    MoveList,
    Punch,
    bet_of,
    raise_of,
)
from cardtable.games.moxie.table import (
    BET,
    CHOOSE_BLIND,
    DEAL,
    NO_ANSWER,
    OVER,
    PUNCH,
    MoxieTable,
    WagerKey,
    wager_of,
)
from cardtable.games.shared.betting import Wager, bet_menu

#: Betting listings already made, by everything they depend on: what decides the seat's wager
#: (the blind among it), the money in the middle, and whether the seat may propose to stop.
_LISTINGS: Final[dict[tuple[WagerKey, int, bool], MoveList]] = {}
_LISTINGS_KEPT: Final = 1 << 15


def legal_actions(state: MoxieTable, seat: Seat) -> MoveList:
    """The legal moves of ``seat`` in a Moxie position."""
    if state.phase != BET or state.proposer >= 0 or seat != state.turn or seat < 0:
        return _other_moves(state, seat)
    wager = state._wager_key(seat)
    pot = state.pot_total()
    may_stop = state._may_propose(seat)
    # The list depends on nothing else, and a few situations come back all the time (every
    # betting round opens the same way): it is worked out once and shared (a MoveList is
    # never changed after it is made).
    key = (wager, pot, may_stop)
    found = _LISTINGS.get(key)
    if found is None:
        if len(_LISTINGS) >= _LISTINGS_KEPT:
            _LISTINGS.clear()
        w = wager_of(wager)
        found = _LISTINGS[key] = MoveList(_bets(state.blind, w, pot), w, may_stop)
    return found


def _bets(blind: int, w: Wager, pot: int) -> list[Action]:
    """The betting moves listed for a seat with wager ``w`` facing ``pot`` in the middle."""
    listed: list[Action] = []
    to_call = w.to_call
    if to_call == 0:
        listed.append(CHECK)
    elif to_call > 0:
        listed.append(FOLD)
        if w.purse > 0:
            listed.append(CALL)
    room = w.purse - to_call
    bets = bet_menu(w.min_bet, w.max_bet, pot, blind, room)
    raises = bet_menu(w.min_raise, w.max_raise, pot + to_call, blind, room)
    listed.extend([bet_of(x) for x in bets])
    listed.extend([raise_of(x) for x in raises])
    if w.all_in and room > 0 and (room <= pot + to_call or not (bets or raises)):
        listed.append(ALL_IN)
    return listed


def _other_moves(state: MoxieTable, seat: Seat) -> MoveList:
    """The legal moves when ``seat`` is not the one to bet: answers, punch cards or none."""
    if seat < 0 or state.phase in (CHOOSE_BLIND, DEAL, OVER):
        return MoveList()
    if state.proposer >= 0:
        if seat in state._voters() and state.answers[seat] == NO_ANSWER:
            return MoveList((AnswerStop(True), AnswerStop(False)))
        return MoveList()
    if state.phase == PUNCH:
        if state.in_hand(seat) and not state.punched[seat]:
            return MoveList([Punch(c) for c in state.zones[f"hand:{seat}"]])
        return MoveList()
    return MoveList()
