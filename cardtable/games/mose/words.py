"""What Mose says in the move log: round headings, plays told in words and the result, in the
language in force (:mod:`cardtable.i18n`). Seats are named "seat N" (the window puts names in)."""

from __future__ import annotations

from collections.abc import Iterable

from cardtable.engine.cards import RANK_PLURALS
from cardtable.engine.events import seat_ref
from cardtable.i18n import _


def rank_word(rank: int) -> str:
    """ "Kings", "7s": a rank in the plural, as in "Kings are wild"."""
    if rank in (1, 11, 12, 13):
        return _(RANK_PLURALS[rank])
    return _("{rank}s").format(rank=rank)


def round_heading(number: int, rounds: int, wild: int) -> str:
    return _("Round {round_no} of {rounds}: {rank_word} are wild").format(
        round_no=number, rounds=rounds, rank_word=rank_word(wild)
    )


def adds(meld: int, describe: str) -> str:
    return _("adds to meld {meld}: {describe}").format(meld=meld + 1, describe=describe)


def swaps(card: str, wild: str) -> str:
    return _("puts {card} in the place of {wild}").format(card=card, wild=wild)


def lays_wild(meld: int, describe: str) -> str:
    return _("lays the wild on meld {meld}: {describe}").format(meld=meld + 1, describe=describe)


def declares(names: str, what: str) -> str:
    return _("declares {names}: {what}; the cards go back to hand").format(names=names, what=what)


def winners(seats: Iterable[int], best: int) -> str:
    order = sorted(seats)
    text = ", ".join(seat_ref(s + 1) for s in order)
    if len(order) > 1:
        return _("Lowest total {best}: {seats} shares the game").format(best=best, seats=text)
    return _("Lowest total {best}: {seats} wins the game").format(best=best, seats=text)


def round_over(number: int, winner: int | None) -> str:
    if winner is None:
        return _("Round {round_no} over: nobody went out").format(round_no=number)
    return _("Round {round_no} over: {seat} went out").format(
        round_no=number, seat=seat_ref(winner + 1)
    )
