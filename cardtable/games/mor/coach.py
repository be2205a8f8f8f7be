"""The coach's reasons in Mor: one line, in the game's terms, on why a suggested move is good,
read from the player's own observation only."""

from __future__ import annotations

import random

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.common_actions import Draw, TakePile
from cardtable.engine.observation import Observation
from cardtable.games.mor import actions as mor
from cardtable.games.mor.melds import card_value as mor_value
from cardtable.games.mor.melds import is_wild_card
from cardtable.i18n import _, ngettext


def _own_hand(obs: Observation) -> list[Card]:
    return [c for c in obs.hand() if c is not None]


def _tenths(points: int) -> str:
    return mor.shown(points)


def reason(obs: Observation, action: Action, rng: random.Random) -> str:
    """One line on why ``action`` is good for ``obs.viewer``."""
    hand = _own_hand(obs)
    if isinstance(action, mor.Meld | mor.Add):
        cards = action.played
        gain = sum(mor_value(c) for c in cards)
        if len(cards) >= 5:
            text = _("{points} points on the table toward a project")
        else:
            text = _("{points} points on the table")
        text = text.format(points=_tenths(gain))
        wilds = sum(1 for c in cards if is_wild_card(c))
        if wilds:
            using = ngettext("using {count} wild", "using {count} wilds", wilds)
            text = _("{reason}, {using}").format(reason=text, using=using.format(count=wilds))
        return text
    if isinstance(action, mor.Discard):
        keep = [c for c in hand if is_wild_card(c) and c != action.card]
        value = _tenths(mor_value(action.card))
        if keep and not is_wild_card(action.card):
            return _("sheds {points} penalty points and keeps the wild").format(points=value)
        return _("sheds {points} penalty points").format(points=value)
    if isinstance(action, TakePile):
        return _("its cards go straight onto your team's melds")
    if isinstance(action, Draw):
        return _("the discard pile cannot be used now")
    return _("the strongest move here")
