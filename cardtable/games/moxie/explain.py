"""Why a Moxie move is not allowed: plain-words reasons for refused actions.

:meth:`~cardtable.games.moxie.state.MoxieState.explain_illegal` hands over to :func:`explain` once
a move has been found not to be legal. Only what the table contract names is read
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
from cardtable.i18n import _, pgettext, pgettext_noop

#: "bet" and "raise" in reasons, as verbs ("to raise with") and as nouns ("every raise").
_WORDS = (
    pgettext_noop("to bet or raise", "bet"),
    pgettext_noop("to bet or raise", "raise"),
    pgettext_noop("a bet or a raise", "bet"),
    pgettext_noop("a bet or a raise", "raise"),
)


def explain(state: MoxieTable, action: Action, seat: Seat) -> IllegalActionError:
    """The reason ``seat`` may not take ``action`` now (the action is known to be illegal)."""
    if state.proposer >= 0:
        if isinstance(action, AnswerStop):
            if seat == state.proposer:
                return IllegalActionError(_("you proposed to stop; the others must answer"))
            if state.out[seat]:
                return NotYourTurnError(_("seat {seat} has left the table").format(seat=seat + 1))
            return IllegalActionError(_("you have already answered the proposal to stop"))
        return NotYourTurnError(
            _("seat {seat} proposed to stop: everybody must answer first").format(
                seat=state.proposer + 1
            )
        )
    if isinstance(action, AnswerStop):
        return IllegalActionError(_("nobody has proposed to stop"))
    if state.choosing_punch:
        if not isinstance(action, Punch):
            return NotYourTurnError(_("every player must choose a punch card first"))
        if not state.in_hand(seat):
            return NotYourTurnError(_("seat {seat} is not in this hand").format(seat=seat + 1))
        if state.punched[seat]:
            return IllegalActionError(_("you have already chosen your punch card"))
        return IllegalActionError(
            _("{card} is not one of your cards").format(card=action.card.label)
        )
    if isinstance(action, Punch):
        return IllegalActionError(_("punch cards are chosen after the second betting round"))
    if seat != state.turn:
        return NotYourTurnError(_("it is not seat {seat}'s turn").format(seat=seat + 1))
    if isinstance(action, ProposeStop):
        if state.stop_agreed:
            return IllegalActionError(_("the players have already agreed to stop"))
        return IllegalActionError(_("you may propose to stop only once a round"))
    return _explain_wager(state, action, state.wager(seat))


def _explain_wager(state: MoxieTable, action: Action, w: Wager) -> IllegalActionError:
    have = format_money(w.purse)
    if isinstance(action, Check):
        return IllegalActionError(
            _("you cannot check: {money} to call (call, raise or fold)").format(
                money=format_money(w.to_call)
            )
        )
    if isinstance(action, Fold):
        return IllegalActionError(_("there is nothing to call: check instead of folding"))
    if isinstance(action, Call):
        return IllegalActionError(_("there is nothing to call: check or bet"))
    if isinstance(action, Bet | Raise) and action.amount <= 0:
        return IllegalActionError(_("an amount must be more than nothing"))
    if isinstance(action, Bet):
        if state.level > 0:
            return IllegalActionError(_("there is already a bet: call, raise or fold"))
        return _explain_size(state, "bet", action.amount, w.min_bet, w.purse)
    if isinstance(action, Raise):
        if state.level == 0:
            return IllegalActionError(_("nobody has bet yet: bet instead of raising"))
        if w.purse <= w.to_call:
            return IllegalActionError(
                _("calling takes all you have ({have}): call or fold, there is no raising").format(
                    have=have
                )
            )
        return _explain_size(state, "raise", action.amount, w.min_raise, w.purse - w.to_call)
    if isinstance(action, AllIn):
        if w.purse <= 0:
            return IllegalActionError(_("you have no money left"))
        if not state.may_raise(state.turn):
            return IllegalActionError(_no_raise_reason(state))
        return IllegalActionError(
            _(
                "with fixed limits you may bet or raise only {money}; all in with "
                "{have} is more than that"
            ).format(money=format_money(state.blind), have=have)
        )
    return IllegalActionError(_("{action!r} is not a Moxie move").format(action=action.notation))


def _no_raise_reason(state: MoxieTable) -> str:
    seat = state.turn
    if state.capped(seat):
        return _("the betting has gone round the table twice: only call or fold now")
    if not state.others_can_bet(seat):
        return _("nobody else left in the hand can answer a raise: only call or fold")
    if state.acted[seat]:
        return _("the last all-in was too small to reopen the betting: only call or fold")
    return _("you may not raise now")


def _explain_size(
    state: MoxieTable, what: str, amount: int, low: int, room: int
) -> IllegalActionError:
    if low == 0:
        if not state.may_raise(state.turn):
            return IllegalActionError(_no_raise_reason(state))
        return IllegalActionError(
            _("you have only {money} to {what} with: go all in instead").format(
                money=format_money(room), what=pgettext("to bet or raise", what)
            )
        )
    if state.limit is Limit.FIXED_LIMIT:
        return IllegalActionError(
            _("with fixed limits every {what} is exactly {money}").format(
                what=pgettext("a bet or a raise", what), money=format_money(state.blind)
            )
        )
    if amount < low:
        return IllegalActionError(
            _("the smallest {what} is {money}, not {amount}").format(
                what=pgettext("a bet or a raise", what),
                money=format_money(low),
                amount=format_money(amount),
            )
        )
    return IllegalActionError(
        _("you have only {money} to {what} with, not {amount}").format(
            money=format_money(room),
            what=pgettext("to bet or raise", what),
            amount=format_money(amount),
        )
    )
