"""What Mose says in the move log: round headings, plays told in words and the result, in the
language in force (:mod:`cardtable.i18n`). Seats are named "seat N" (the window puts names in)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from cardtable.engine.cards import RANK_PLURALS, Card
from cardtable.engine.events import seat_ref
from cardtable.i18n import Name, _


def rank_word(rank: int) -> str:
    """ "Kings", "7s": a rank in the plural, as in "Kings are wild"."""
    if rank in (1, 11, 12, 13):
        return _(RANK_PLURALS[rank])
    return _("{rank}s").format(rank=rank)


def round_heading(number: int, rounds: int, wild: int) -> str:
    return _("Round {round_no} of {rounds}: {rank_word} are wild").format(
        round_no=number, rounds=rounds, rank_word=rank_word(wild)
    )


def _cards(cards: Sequence[Card]) -> Name:
    """The cards as a list in the language's words: "Q♦, 2♠ and 2♣"."""
    return Name.listed([c.label for c in cards])


def lays(cards: Sequence[Card], describe: str) -> str:
    """ "lays Q♦ 2♠ 2♣: a set of Qs (2♠ as Q♠, 2♣ as Q♥)": the cards and the meld they make."""
    return _("lays {cards}: a {describe}").format(cards=_cards(cards), describe=describe)


def adds(cards: Sequence[Card], meld: int, describe: str) -> str:
    """ "adds 9♦ to meld 1: set of 9s (2♣ as 9♣)": the cards and the meld they grow."""
    return _("adds {cards} to meld {meld}: {describe}").format(
        cards=_cards(cards), meld=meld + 1, describe=describe
    )


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
