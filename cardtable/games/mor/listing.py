"""Mor's legal actions built once per candidate, for the listing of :mod:`.rules`.

Building an action value costs more than finding it, and a listing is asked for at every
decision, so the actions of each part of the search (the melds of a suit, the additions to a
meld, a discard) are remembered beside that part: the search returns the same tuple for the
same cards while it remembers it, and the actions are looked up by that tuple's identity (the
entry holds the tuple, so its identity cannot be reused by another). Actions are immutable
values, so sharing them between listings is safe.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.games.mor.actions import Add, Discard, Meld
from cardtable.games.mor.hands import remember
from cardtable.games.mor.layoffs import Addition
from cardtable.games.mor.melds import Layout


class Listed:
    """The actions of one part of the search, with what the last-card rules need of each."""

    __slots__ = ("actions", "longest", "results", "sizes", "source")

    def __init__(
        self,
        source: object,
        actions: tuple[Action, ...],
        sizes: tuple[int, ...],
        results: tuple[Layout, ...],
    ) -> None:
        self.source = source  # the tuple of the search these actions were made from
        self.actions = actions
        self.sizes = sizes  # cards played by each action
        self.results = results  # the meld each action makes
        self.longest = max(sizes, default=0)


_MELDS: Final[dict[int, Listed]] = {}
_ADDS: Final[dict[tuple[str, int], Listed]] = {}
_DISCARDS: Final[dict[int, Discard]] = {}


def meld_actions(part: tuple[Layout, ...]) -> Listed:
    """The :class:`Meld` actions of one part of :func:`~cardtable.games.mor.plays.meld_parts`."""
    found = _MELDS.get(id(part))
    if found is not None and found.source is part:
        return found
    made = Listed(
        part,
        tuple(Meld(cards, at) for cards, at in part),
        tuple(len(cards) for cards, _ in part),
        part,
    )
    return remember(_MELDS, id(part), made)


def add_actions(zid: str, additions: tuple[Addition, ...]) -> Listed:
    """The :class:`Add` actions to meld ``zid`` of :func:`~cardtable.games.mor.plays.adds_of`."""
    key = (zid, id(additions))
    found = _ADDS.get(key)
    if found is not None and found.source is additions:
        return found
    made = Listed(
        additions,
        tuple(Add(zid, cards, at) for cards, at, _ in additions),
        tuple(len(cards) for cards, _, _ in additions),
        tuple(result for _, _, result in additions),
    )
    return remember(_ADDS, key, made)


def discards(cards: Iterable[Card]) -> list[Action]:
    """A :class:`Discard` of each card (the action holds its card, so the id stays its own)."""
    out: list[Action] = []
    for card in cards:
        found = _DISCARDS.get(id(card))
        if found is None or found.card is not card:
            found = remember(_DISCARDS, id(card), Discard(card), 4096)
        out.append(found)
    return out
