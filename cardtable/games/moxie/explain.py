"""Why a Moxie move is not allowed: plain-words reasons for refused actions.

:meth:`~cardtable.games.moxie.state.MoxieState.explain_illegal` hands over to :func:`explain` once
a move has been found not to be legal. Only the table's side of the state is read
(:class:`~cardtable.games.moxie.table.MoxieTable`). The reasons name amounts in gold, silver and
copper ("the smallest raise is 3s").
"""

from __future__ import annotations

from cardtable.engine.actions import Action
from cardtable.engine.errors import IllegalActionError, NotYourTurnError
from cardtable.engine.zones import Seat
from cardtable.games.moxie.actions import (
    AllIn,
    AnswerStop,
    Bet,
    Call,
    Check,
    Fold,
    ProposeStop,
    Punch,
    Raise,
)
from cardtable.games.moxie.table import MoxieTable
from cardtable.games.shared.betting import Limit, Wager, format_money


def explain(state: MoxieTable, action: Action, seat: Seat) -> IllegalActionError:
    """The reason ``seat`` may not take ``action`` now (the action is known to be illegal)."""
    if state.proposer >= 0:
        if isinstance(action, AnswerStop):
            if seat == state.proposer:
                return IllegalActionError("you proposed to stop; the others must answer")
            if state.out[seat]:
                return NotYourTurnError(f"seat {seat + 1} has left the table")
            return IllegalActionError("you have already answered the proposal to stop")
        return NotYourTurnError(
            f"seat {state.proposer + 1} proposed to stop: everybody must answer first"
        )
    if isinstance(action, AnswerStop):
        return IllegalActionError("nobody has proposed to stop")
    if state.choosing_punch:
        if not isinstance(action, Punch):
            return NotYourTurnError("every player must choose a punch card first")
        if not state.in_hand(seat):
            return NotYourTurnError(f"seat {seat + 1} is not in this hand")
        if state.punched[seat]:
            return IllegalActionError("you have already chosen your punch card")
        return IllegalActionError(f"{action.card.label} is not one of your cards")
    if isinstance(action, Punch):
        return IllegalActionError("punch cards are chosen after the second betting round")
    if seat != state.turn:
        return NotYourTurnError(f"it is not seat {seat + 1}'s turn")
    if isinstance(action, ProposeStop):
        if state.stop_agreed:
            return IllegalActionError("the players have already agreed to stop")
        return IllegalActionError("you may propose to stop only once a round")
    return _explain_wager(state, action, state.wager(seat))


def _explain_wager(state: MoxieTable, action: Action, w: Wager) -> IllegalActionError:
    have = format_money(w.purse)
    if isinstance(action, Check):
        return IllegalActionError(
            f"you cannot check: {format_money(w.to_call)} to call (call, raise or fold)"
        )
    if isinstance(action, Fold):
        return IllegalActionError("there is nothing to call: check instead of folding")
    if isinstance(action, Call):
        return IllegalActionError("there is nothing to call: check or bet")
    if isinstance(action, Bet | Raise) and action.amount <= 0:
        return IllegalActionError("an amount must be more than nothing")
    if isinstance(action, Bet):
        if state.level > 0:
            return IllegalActionError("there is already a bet: call, raise or fold")
        return _explain_size(state, "bet", action.amount, w.min_bet, w.purse)
    if isinstance(action, Raise):
        if state.level == 0:
            return IllegalActionError("nobody has bet yet: bet instead of raising")
        if w.purse <= w.to_call:
            return IllegalActionError(
                f"calling takes all you have ({have}): call or fold, there is no raising"
            )
        return _explain_size(state, "raise", action.amount, w.min_raise, w.purse - w.to_call)
    if isinstance(action, AllIn):
        if w.purse <= 0:
            return IllegalActionError("you have no money left")
        if not state.may_raise(state.turn):
            return IllegalActionError(_no_raise_reason(state))
        return IllegalActionError(
            f"with fixed limits you may bet or raise only {format_money(state.blind)}; "
            f"all in with {have} is more than that"
        )
    return IllegalActionError(f"{action.notation!r} is not a Moxie move")


def _no_raise_reason(state: MoxieTable) -> str:
    seat = state.turn
    if state.capped(seat):
        return "the betting has gone round the table twice: only call or fold now"
    if not state.others_can_bet(seat):
        return "nobody else left in the hand can answer a raise: only call or fold"
    if state.acted[seat]:
        return "the last all-in was too small to reopen the betting: only call or fold"
    return "you may not raise now"


def _explain_size(
    state: MoxieTable, what: str, amount: int, low: int, room: int
) -> IllegalActionError:
    if low == 0:
        if not state.may_raise(state.turn):
            return IllegalActionError(_no_raise_reason(state))
        return IllegalActionError(
            f"you have only {format_money(room)} to {what} with: go all in instead"
        )
    if state.limit is Limit.FIXED_LIMIT:
        return IllegalActionError(
            f"with fixed limits every {what} is exactly {format_money(state.blind)}"
        )
    if amount < low:
        return IllegalActionError(
            f"the smallest {what} is {format_money(low)}, not {format_money(amount)}"
        )
    return IllegalActionError(
        f"you have only {format_money(room)} to {what} with, not {format_money(amount)}"
    )
