"""The coach's reasons in Mose: one line, in the game's terms, on why a suggested move is good,
read from the player's own observation only."""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.common_actions import Draw, TakePile
from cardtable.engine.observation import Observation
from cardtable.engine.zones import ZoneKind
from cardtable.games.mose import actions as mose
from cardtable.games.mose.moves import card_points
from cardtable.i18n import _


def _labels(cards: Sequence[Card]) -> str:
    return " ".join(c.label for c in cards)


def _own_hand(obs: Observation) -> list[Card]:
    return [c for c in obs.hand() if c is not None]


def reason(obs: Observation, action: Action, rng: random.Random) -> str:
    """One line on why ``action`` is good for ``obs.viewer``."""
    wild = int(obs.values.get("wild_rank", 0))
    hand = _own_hand(obs)
    wilds_held = [c for c in hand if c.rank == wild]

    def shed(cards: Sequence[Card]) -> str:
        points = sum(card_points(c, wild) for c in cards)
        if len(cards) >= len(hand):
            return _("sheds {points} penalty points and goes out: Mose!").format(points=points)
        return _("sheds {points} penalty points").format(points=points)

    if isinstance(action, mose.Discard):
        if len(hand) == 1:
            return _("your last card: Mose!")
        points = card_points(action.card, wild)
        if wilds_held and action.card.rank != wild:
            return _("sheds {points} penalty points and keeps the wild").format(points=points)
        return _("sheds {points} penalty points").format(points=points)
    if isinstance(action, mose.LayMeld):
        return shed(action.group)
    if isinstance(action, mose.AddToMeld):
        cards = (*action.low, *action.high)
        return shed(cards)
    if isinstance(action, mose.SwapWild):
        if action.dest == mose.TO_HAND:
            return _("takes the wild {wild} into your hand").format(wild=action.wild.label)
        return _("frees the wild {wild} for another meld").format(wild=action.wild.label)
    if isinstance(action, TakePile):
        pile = [c for z in obs.zones_of_kind(ZoneKind.DISCARD) for c in z.cards if c is not None]
        return _("its cards ({labels}) fit your melds").format(labels=_labels(pile))
    if isinstance(action, Draw):
        return _("the discard pile would not help")
    if isinstance(action, mose.Restock):
        return _("better than taking the pile")
    return _("the strongest move here")
