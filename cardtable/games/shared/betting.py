"""Betting maths for pot games (Moxie): money text, wager limits, pots and side pots, payouts.

Everything here is pure arithmetic on integers (amounts in copper) and seat numbers, with no
game state, so the rules that use it stay short and the maths is tested on its own.

* **Money** is counted in copper: 1 gold = 10 silver = 100 copper. :func:`format_money` shows an
  amount with change made automatically (475 copper is "4g 7s 5c"); what a player types is read
  by :mod:`cardtable.games.shared.money`.
* **Wagers.** :func:`wager_limits` says what the seat on turn may do: check or call, bet or raise
  (no-limit: a bet of at least the blind, a raise of at least the last bet or raise, up to the
  whole purse; fixed-limit: every bet and raise is exactly the blind), fold, or go all in.
* **Pots.** :func:`build_pots` splits what everybody has put in into a main pot and side pots, one
  level per all-in amount, each won only by the players still in the hand who put in that much.
  :func:`uncalled_excess` finds the part of a bet nobody matched, which goes back to its owner.
* **Payouts.** :func:`split_pot` shares a pot among tied winners; the odd copper goes to the first
  tied winner in the given order (Moxie: starting left of the blind).
"""

from __future__ import annotations

import enum
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from cardtable.engine.zones import Seat
from cardtable.i18n import language, pgettext, pgettext_noop

COPPER_PER_SILVER: Final = 10
COPPER_PER_GOLD: Final = 100


def money_parts(copper: int) -> tuple[int, int, int]:
    """``copper`` as (gold, silver, copper) with change made: 475 -> (4, 7, 5)."""
    if copper < 0:
        raise ValueError(f"an amount of money cannot be negative ({copper})")
    gold, rest = divmod(copper, COPPER_PER_GOLD)
    silver, coins = divmod(rest, COPPER_PER_SILVER)
    return gold, silver, coins


#: The coins' short letters (gold, silver, copper), translated in the context "coin".
COIN_LETTERS: Final = (
    pgettext_noop("coin", "g"),
    pgettext_noop("coin", "s"),
    pgettext_noop("coin", "c"),
)


def format_money(copper: int) -> str:
    """Show an amount as gold, silver and copper, leaving out empty coins: "4g 7s 5c", "1s"
    (in the letters of the language in force)."""
    return _format_money(copper, language())


@lru_cache(maxsize=4096)
def _format_money(copper: int, lang: str) -> str:
    # Remembered per language (every bet writes a message with its amount).
    units = [pgettext("coin", letter) for letter in COIN_LETTERS]
    gold, silver, coins = money_parts(copper)
    parts = [f"{v}{unit}" for v, unit in zip((gold, silver, coins), units, strict=True) if v]
    return " ".join(parts) or f"0{units[2]}"


class Limit(enum.Enum):
    """How big bets may be."""

    NO_LIMIT = "no_limit"  # at least the blind (or the last raise), up to the whole purse
    FIXED_LIMIT = "fixed_limit"  # every bet and every raise is exactly the blind


@dataclass(frozen=True, slots=True)
class Wager:
    """What the seat on turn may put in now. Amounts are in copper; 0 bounds mean "not allowed".

    ``min_bet``/``max_bet`` bound a bet (nothing has been bet yet this round); ``min_raise`` and
    ``max_raise`` bound a raise, counted on top of the call. Going all in is always described by
    ``all_in`` (it may be a short call, a bet or raise of the whole purse, or a raise too small to
    count as a full raise).
    """

    purse: int
    to_call: int
    min_bet: int = 0
    max_bet: int = 0
    min_raise: int = 0
    max_raise: int = 0
    all_in: bool = False

    @property
    def can_check(self) -> bool:
        return self.to_call == 0

    @property
    def can_call(self) -> bool:
        return self.to_call > 0 and self.purse > 0

    @property
    def can_fold(self) -> bool:
        """Folding is offered only when there is something to call (never instead of a check)."""
        return self.to_call > 0

    def bet_ok(self, amount: int) -> bool:
        return self.min_bet > 0 and self.min_bet <= amount <= self.max_bet

    def raise_ok(self, amount: int) -> bool:
        return self.min_raise > 0 and self.min_raise <= amount <= self.max_raise

    @property
    def call_amount(self) -> int:
        """What a call actually puts in (less than ``to_call`` when it puts the caller all in)."""
        return min(self.to_call, self.purse)


def wager_limits(
    *,
    purse: int,
    to_call: int,
    opened: bool,
    last_raise: int,
    blind: int,
    may_raise: bool,
    limit: Limit,
) -> Wager:
    """The wager limits of a seat holding ``purse`` that faces ``to_call``.

    ``last_raise`` is the size of the last full bet or raise this betting round (the blind when
    there has been none); ``may_raise`` is False once the seat may only call or fold (after two
    circuits, when nobody else could answer a raise, or facing an all-in too small to reopen the
    betting). ``opened`` says whether anybody has bet this betting round (the blind counts): before
    that a seat may bet, after it raise.
    """
    if purse <= 0:
        return Wager(purse, to_call)
    if not may_raise:
        # Only check, call or fold; going all in is allowed when it is no more than a call.
        return Wager(purse, to_call, all_in=to_call > 0 and purse <= to_call)
    room = purse - to_call  # what is left after calling
    if room <= 0:
        return Wager(purse, to_call, all_in=True)
    step = blind if limit is Limit.FIXED_LIMIT else max(last_raise, blind)
    if not opened:
        if limit is Limit.FIXED_LIMIT:
            ok = purse >= blind
            return Wager(purse, 0, blind if ok else 0, blind if ok else 0, all_in=purse <= blind)
        ok = purse >= blind
        return Wager(purse, 0, blind if ok else 0, purse if ok else 0, all_in=True)
    if limit is Limit.FIXED_LIMIT:
        ok = room >= step
        return Wager(
            purse,
            to_call,
            min_raise=step if ok else 0,
            max_raise=step if ok else 0,
            all_in=room <= step,
        )
    ok = room >= step
    return Wager(
        purse, to_call, min_raise=step if ok else 0, max_raise=room if ok else 0, all_in=True
    )


def bet_menu(low: int, high: int, pot: int, unit: int, all_in: int) -> list[int]:
    """A few sensible amounts from ``low`` to ``high``, leaving out ``all_in``.

    Offers the minimum, twice the minimum and about half the pot (rounded down to a multiple of
    ``unit``, never below ``low``). The whole range from ``low`` to ``high`` is legal; this is only
    what a menu (or a random player) is shown. The amount that would put the whole purse in
    (``all_in``) is left out: going all in is offered separately.
    """
    if low <= 0 or low > high:
        return []
    half = pot // 2
    if unit > 0:
        half -= half % unit
    return sorted(
        [x for x in {low, 2 * low, half if half > low else low} if x <= high and x != all_in]
    )


# --- pots ----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Pot:
    """A pot: its amount, the commitment level it is filled to, and who may win it."""

    amount: int
    cap: int
    eligible: tuple[Seat, ...]


def build_pots(committed: Sequence[int], live: Collection[Seat]) -> list[Pot]:
    """Split the money every seat has put into the hand into a main pot and side pots.

    ``committed[s]`` is all that seat ``s`` has put in this hand; ``live`` holds the seats still in
    it (not folded). Each distinct amount put in by a live seat closes a level: the pot of a level
    holds everybody's money between the previous level and this one, and may be won by the live
    seats that put in at least this much. Money a folded seat put in above the highest live level
    (which cannot happen once uncalled bets are returned) goes to the top pot, so the pots always
    add up to the total put in.
    """
    caps = sorted({committed[s] for s in live if committed[s] > 0})
    pots: list[Pot] = []
    prev = 0
    order = sorted(live)
    for cap in caps:
        amount = 0
        for c in committed:
            if c > prev:
                amount += (c if c < cap else cap) - prev
        eligible = tuple([s for s in order if committed[s] >= cap])
        pots.append(Pot(amount, cap, eligible))
        prev = cap
    dead = 0
    for c in committed:
        if c > prev:
            dead += c - prev
    if dead:
        if pots:
            top = pots[-1]
            pots[-1] = Pot(top.amount + dead, top.cap, top.eligible)
        else:
            pots.append(Pot(dead, 0, tuple(order)))
    return pots


def pot_shares(committed: Sequence[int], caps: Sequence[int]) -> list[list[int]]:
    """How much of each seat's money lies in each pot, for pots closed at ``caps`` (ascending).

    Money above the last cap is counted in the last pot (see :func:`build_pots`).
    """
    shares: list[list[int]] = []
    for c in committed:
        row: list[int] = []
        prev = 0
        for cap in caps:
            row.append(min(c, cap) - min(c, prev))
            prev = cap
        if row:
            row[-1] += max(0, c - prev)
        shares.append(row)
    return shares


def uncalled_excess(committed: Sequence[int]) -> tuple[Seat, int] | None:
    """The seat whose bet nobody matched and by how much it is over everybody else, or None."""
    if len(committed) < 2:
        return None
    top = 0
    best = committed[0]
    for s in range(1, len(committed)):
        if committed[s] > best:  # the first seat with the most, as max() would give
            top, best = s, committed[s]
    second = max([c for s, c in enumerate(committed) if s != top])
    excess = best - second
    return (top, excess) if excess > 0 else None


def split_pot(amount: int, winners_in_order: Sequence[Seat]) -> list[tuple[Seat, int]]:
    """Share ``amount`` equally among the winners; the odd coppers go one each, in order.

    ``winners_in_order`` lists the tied winners in the order that decides the odd copper (Moxie:
    from the seat left of the blind). The shares always add up to ``amount``.
    """
    if not winners_in_order:
        raise ValueError("a pot needs at least one winner")
    share, odd = divmod(amount, len(winners_in_order))
    return [(seat, share + (1 if i < odd else 0)) for i, seat in enumerate(winners_in_order)]


def seats_from(start: Seat, n: int) -> list[Seat]:
    """All ``n`` seats in turn order (to the left) beginning with ``start``."""
    return [(start + k) % n for k in range(n)]
