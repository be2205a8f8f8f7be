"""What a Moxie seat may do now: the betting moves on its turn (a menu of amounts, the whole
range accepted by :class:`~cardtable.games.moxie.actions.MoveList`), punch cards, answers.

:class:`MoxieListing` lists; :class:`~cardtable.games.moxie.state.MoxieState` applies.
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
)
from cardtable.games.shared.betting import Wager, bet_menu

#: Betting listings already made, by everything they depend on (the seat's wager, the money in
#: the middle, the blind, whether the seat may propose to stop).
_LISTINGS: Final[dict[tuple[int, int, int, bool], tuple[Wager, MoveList]]] = {}
_LISTINGS_KEPT: Final = 1 << 14


class MoxieListing(MoxieTable):
    """The legal moves of a Moxie position."""

    def legal_actions(self, seat: Seat | None = None) -> MoveList:
        if seat is None:
            seat = self.current_player
        if self.phase != BET or self.proposer >= 0 or seat != self.turn or seat < 0:
            return self._other_moves(seat)
        w = self.wager(seat)
        pot = self.pot_total()
        may_stop = self._may_propose(seat)
        # The list depends on nothing else, and a few situations come back all the time (every
        # betting round opens the same way): it is worked out once and shared (a MoveList is
        # never changed after it is made).
        # Wagers are shared too, so one is known by its identity (kept in the entry, so that a
        # new wager given a freed one's id is not mistaken for it).
        key = (id(w), pot, self._blind, may_stop)
        found = _LISTINGS.get(key)
        if found is None or found[0] is not w:
            if len(_LISTINGS) >= _LISTINGS_KEPT:
                _LISTINGS.clear()
            found = _LISTINGS[key] = (w, MoveList(self._bets(w, pot), w, may_stop))
        return found[1]

    def _bets(self, w: Wager, pot: int) -> list[Action]:
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
        bets = bet_menu(w.min_bet, w.max_bet, pot, self.blind, room)
        raises = bet_menu(w.min_raise, w.max_raise, pot + to_call, self.blind, room)
        listed.extend([bet_of(x) for x in bets])
        listed.extend([raise_of(x) for x in raises])
        if w.all_in and room > 0 and (room <= pot + to_call or not (bets or raises)):
            listed.append(ALL_IN)
        return listed

    def _other_moves(self, seat: Seat) -> MoveList:
        """The legal moves when ``seat`` is not the one to bet: answers, punch cards or none."""
        if seat < 0 or self.phase in (CHOOSE_BLIND, DEAL, OVER):
            return MoveList()
        if self.proposer >= 0:
            if seat in self._voters() and self.answers[seat] == NO_ANSWER:
                return MoveList((AnswerStop(True), AnswerStop(False)))
            return MoveList()
        if self.phase == PUNCH:
            if self.in_hand(seat) and not self.punched[seat]:
                return MoveList([Punch(c) for c in self.zones[f"hand:{seat}"]])
            return MoveList()
        return MoveList()
