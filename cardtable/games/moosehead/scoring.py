"""Moosehead's scoring told in words: the count's points and the fifteens of a played hand.

Pure functions over cards, shared by the hand history and the score sheet. The fifteens are
found the same way :func:`~cardtable.games.moosehead.state.fifteens` counts them (every group of
two or more of the five played cards, told apart by the cards, that adds up to 15), so the
points a narration states are the points the game scores.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Final

from cardtable.engine.cards import Card, std_value
from cardtable.games.moosehead.state import LIMIT, SCORING_COUNTS
from cardtable.i18n import _, ngettext

FIFTEEN_POINTS: Final = 2
COUNT_POINTS: Final = 2
GO_POINTS: Final = 1


def fifteen_groups(cards: Sequence[Card]) -> list[tuple[Card, ...]]:
    """Every group of ``cards`` (two or more) adding up to 15, smaller groups first."""
    return [
        group
        for size in range(2, len(cards) + 1)
        for group in combinations(cards, size)
        if sum(std_value(c) for c in group) == 15
    ]


def _points(n: int) -> str:
    return ngettext("{count} point", "{count} points", n).format(count=n)


def hand_count_points(cards: Sequence[Card]) -> int:
    """What a played hand scores when the hands are counted."""
    return FIFTEEN_POINTS * len(fifteen_groups(cards))


def narrate_hand_count(cards: Sequence[Card]) -> str:
    """A played hand's count: "5 + 10, 3 + 5 + 7, 2 + 3 + 10: 6 points" (each group by card
    values, lowest first) or "no fifteen: 0 points"."""
    groups = fifteen_groups(cards)
    if not groups:
        return _("no fifteen: 0 points")
    told = [" + ".join(str(v) for v in sorted(std_value(c) for c in group)) for group in groups]
    return _("{groups}: {points}").format(
        groups=", ".join(told), points=_points(FIFTEEN_POINTS * len(groups))
    )


def narrate_count(before: int, card: Card) -> str:
    """What playing ``card`` on a count of ``before`` makes, and any points for it:
    "8 on 7 makes 15: 2 points", "K on 20 makes 30: 2 points, a new count starts"."""
    after = before + std_value(card)
    text = _("{card} on {before} makes {after}").format(card=card.label, before=before, after=after)
    if after == LIMIT:
        return _("{text}: {points}, and the count starts again").format(
            text=text, points=_points(COUNT_POINTS)
        )
    if after in SCORING_COUNTS:
        return _("{text}: {points}").format(text=text, points=_points(COUNT_POINTS))
    return text


def narrate_go(last_card: bool) -> str:
    """The go point: everybody passed, or the hand's last card left the count under 30."""
    if last_card:
        return _("the last card of the hand, under {LIMIT}: go, {points}").format(
            LIMIT=LIMIT, points=_points(GO_POINTS)
        )
    return _("nobody else could play: go, {points}").format(points=_points(GO_POINTS))
