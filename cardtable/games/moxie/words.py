"""What Moxie says in the move log: bets told with their money, pots, the result, in the
language in force (:mod:`cardtable.i18n`). Seats are named "seat N" (the window puts names in)."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Final

from cardtable.engine.events import seat_ref
from cardtable.games.shared.betting import format_money
from cardtable.i18n import N_, _, language

#: A bet told with its amount, by the verb the state uses.
_PUTS: Final = {
    "bets": N_("bets {money}"),
    "raises": N_("raises {money}"),
    "calls": N_("calls {money}"),
}


def money(template: str, amount: int) -> str:
    """A translated message with its ``{money}`` filled in ("calls 1s")."""
    return _money(language(), template, amount)


def put(verb: str, amount: int, raised: int, level: int, all_in: bool) -> str:
    """ "bets 1s", "raises by 5c to 1s 5c", each with ", all in" when it is (no second verb, so
    "You bet 1s, all in" agrees too)."""
    return _put(language(), verb, amount, raised, level, all_in)


# Every bet tells its money in the log, and the same few amounts come back all game: the texts
# are remembered per language (a tenth of a random Moxie game's time went into writing them).


@lru_cache(maxsize=4096)
def _money(_language: str, template: str, amount: int) -> str:
    return _(template).format(money=format_money(amount))


@lru_cache(maxsize=4096)
def _put(_language: str, verb: str, amount: int, raised: int, level: int, all_in: bool) -> str:
    if raised > 0:
        text = _("raises by {money} to {level}").format(
            money=format_money(raised), level=format_money(level)
        )
    else:
        text = _(_PUTS.get(verb, "{money}")).format(money=format_money(amount))
    return _("{text}, all in").format(text=text) if all_in else text


def blind(posted: int, short: bool) -> str:
    if short:
        return _("is all in with the blind")
    return money(N_("posts the blind, {money}"), posted)


def fold(committed: int) -> str:
    """A fold, told by what it gives up: the money put in this hand ("folds, leaving 1s in
    the pot"), or nothing ("folds")."""
    if committed <= 0:
        return _("folds")
    return money(N_("folds, leaving {money} in the pot"), committed)


def taken_back(amount: int, everything: bool) -> str:
    """The part of a bet nobody called going back to its owner; ``everything`` when it is all
    that was put in this hand (everybody else folded to the blind: there is no pot to win)."""
    if everything:
        return money(N_("takes back {money}: everybody else folded"), amount)
    return money(N_("takes back {money} nobody called"), amount)


def into_pots(count: int, amount: int) -> str:
    if count == 1:
        return money(N_("The bets go into the pot: {money}"), amount)
    return _("The bets go into the pots ({count}): {money}").format(
        count=count, money=format_money(amount)
    )


def wins_pot(k: int, amount: int) -> str:
    if k == 0:
        return money(N_("wins {money} from the pot"), amount)
    return _("wins {money} from side pot {number}").format(money=format_money(amount), number=k)


def round_title(number: int) -> str:
    return _("Round {round_no}").format(round_no=number)


def everybody_left(at_table: list[int]) -> str:
    if at_table:
        text = _("{seat} holds all the money").format(seat=seat_ref(at_table[0] + 1))
        return text[:1].upper() + text[1:]
    return _("Nobody is left")


def stops_after(rounds: int) -> str:
    return _("The game stops after {count} rounds").format(count=rounds)


def result(why: str, winners: Iterable[int], best: int) -> str:
    order = sorted(winners)
    names = ", ".join(seat_ref(s + 1) for s in order)
    if len(order) == 1:
        text = _("{why}; {names} wins with {money}")
    else:
        text = _("{why}; {names} share the win with {money}")
    return text.format(why=why, names=names, money=format_money(best))
