"""Mose's round score told in words: what the cards left in a hand cost.

A pure function over a hand as a viewer sees it (``None`` for a card the viewer may not see),
shared by the hand history and the score sheet. The values are the game's own
(:func:`~cardtable.games.mose.moves.card_points`: the round's wild rank 20, J/Q/K 10, Ace 1,
2-10 their face), so the sum told is the score the round gave when every card is seen.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardtable.engine.cards import Card
from cardtable.games.mose.moves import WILD_POINTS, card_points
from cardtable.i18n import _, ngettext


def _points(n: int) -> str:
    return ngettext("{count} point", "{count} points", n).format(count=n)


@dataclass(frozen=True, slots=True)
class HandCost:
    """The cards counted against a player at the end of a round, split the way a player adds
    them up: wilds, then the other cards."""

    wild_rank: int
    wilds: tuple[Card, ...]
    others: tuple[Card, ...]
    hidden: int
    #: Cards the player had just drawn when another went out: not counted.
    skipped: int
    points: int

    @property
    def cards_left(self) -> int:
        return len(self.wilds) + len(self.others) + self.hidden

    def describe(self, points: int | None = None) -> str:
        """ "3 cards left: 2 wilds (40) + 7♦ 7 = 47 points"; with hidden cards only the count
        and the score the round gave (``points``) are told."""
        if self.cards_left == 0:
            return _("no cards left: 0 points")
        n = self.cards_left
        head = ngettext("{count} card left", "{count} cards left", n).format(count=n)
        if self.hidden:
            total = _points(points) if points is not None else _("not known")
            return _("{head} (not shown): {total}").format(head=head, total=total)
        parts = []
        if self.wilds:
            n = len(self.wilds)
            labels = " ".join(c.label for c in self.wilds)
            wilds = ngettext("{count} wild", "{count} wilds", n).format(count=n)
            parts.append(f"{wilds} {labels} ({n * WILD_POINTS})")
        for card in self.others:
            parts.append(f"{card.label} {card_points(card, self.wild_rank)}")
        text = _("{head}: {parts} = {points}").format(
            head=head, parts=" + ".join(parts), points=_points(self.points)
        )
        if self.skipped:
            text += " " + _("(the {count} just drawn not counted)").format(count=self.skipped)
        return text


def hand_cost(hand: Sequence[Card | None], wild_rank: int, skip_last: int = 0) -> HandCost:
    """What ``hand`` costs in round of ``wild_rank``; the last ``skip_last`` cards (just drawn
    before another player went out) are not counted."""
    counted = list(hand[: len(hand) - skip_last] if skip_last else hand)
    wilds = tuple(c for c in counted if c is not None and c.rank == wild_rank)
    others = tuple(c for c in counted if c is not None and c.rank != wild_rank)
    hidden = sum(1 for c in counted if c is None)
    points = sum(card_points(c, wild_rank) for c in (*wilds, *others))
    return HandCost(wild_rank, wilds, others, hidden, skip_last, points)
