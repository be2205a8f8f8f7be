"""Moxie hand values: the score of two hand cards with the Ringer, and how hands compare.

Score of a hand (a, b) with the Ringer r: no pair a+b+r; table pair (a = r != b) a+r+2b; hand
pair (a = b != r) a+b+2r; triple 5r. Full Moxie (hand and Ringer are 2, 3, 4) beats everything.
At an equal score, triple > hand pair > table pair > no pair. The house tie-break (an option)
then looks at the doubled card (for a hand with no pair, the higher hand card), then the pair.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Final

from cardtable.i18n import _

FULL_MOXIE: Final = (2, 3, 4)


class HandKind(enum.IntEnum):
    """Hand kinds, weakest first; at an equal score the stronger kind wins."""

    NO_PAIR = 0
    TABLE_PAIR = 1
    HAND_PAIR = 2
    TRIPLE = 3


@dataclass(frozen=True, slots=True)
class HandValue:
    """What a hand is worth with a given Ringer.

    ``kicker`` is the doubled card (for a hand with no pair: the higher hand card) and ``pair`` the
    rank of the pair (0 without one); only the house tie-break looks at them.
    """

    score: int
    kind: HandKind
    full_moxie: bool
    kicker: int
    pair: int

    def key(self, house: bool = False) -> tuple[int, ...]:
        """Higher keys win; equal keys split the pot."""
        base = (int(self.full_moxie), self.score, int(self.kind))
        return (*base, self.kicker, self.pair) if house else base

    def describe(self) -> str:
        if self.full_moxie:
            return _("Full Moxie (2, 3, 4)")
        if self.kind is HandKind.TRIPLE:
            return _("a triple {pair}: {score}").format(pair=self.pair, score=self.score)
        if self.kind is HandKind.HAND_PAIR:
            # A plural "5s" would be heard as money ("5 silver"): the pair is named card by card.
            return _(
                "a hand pair of {pair} and {pair}, the Ringer {kicker} doubled: {score}"
            ).format(pair=self.pair, kicker=self.kicker, score=self.score)
        if self.kind is HandKind.TABLE_PAIR:
            return _("a table pair of {pair} with the Ringer, {kicker} doubled: {score}").format(
                pair=self.pair, kicker=self.kicker, score=self.score
            )
        return _("no pair: {score}").format(score=self.score)


def hand_value(a: int, b: int, ringer: int) -> HandValue:
    """The value of hand cards ranked ``a`` and ``b`` with the Ringer ranked ``ringer``."""
    r = ringer
    full = tuple(sorted((a, b, r))) == FULL_MOXIE
    if a == b == r:
        return HandValue(5 * r, HandKind.TRIPLE, full, r, r)
    if a == b:
        return HandValue(a + b + 2 * r, HandKind.HAND_PAIR, full, r, a)
    if r in (a, b):
        other = b if a == r else a
        return HandValue(r + r + 2 * other, HandKind.TABLE_PAIR, full, other, r)
    return HandValue(a + b + r, HandKind.NO_PAIR, full, max(a, b), 0)
