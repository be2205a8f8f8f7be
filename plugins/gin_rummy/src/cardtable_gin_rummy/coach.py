"""The coach's reasons in gin rummy: one line, in the game's terms, on why a suggested move is
good, read from the player's own observation only."""

from __future__ import annotations

import random

from cardtable.engine.actions import Action
from cardtable.engine.observation import Observation
from cardtable.i18n import _
from cardtable_gin_rummy.actions import (
    Discard,
    Done,
    Draw,
    Knock,
    LayMeld,
    LayOff,
    Pass,
    TakeUpcard,
)
from cardtable_gin_rummy.melds import deadwood, deadwood_after_discard, mask_of, number


def reason(obs: Observation, action: Action, rng: random.Random) -> str:
    """One line on why ``action`` is good for ``obs.viewer``."""
    held = mask_of(c for c in obs.hand() if c is not None)
    v = obs.values
    limit = int(v.get("knock_card", 10))
    if isinstance(action, Knock):
        after = deadwood_after_discard(held) if bin(held).count("1") == 11 else deadwood(held)
        if v.get("phase") == "wall":
            top = obs.zone("discard").cards[-1]
            if top is not None:
                after = deadwood_after_discard(held | mask_of((top,)))
        if after == 0:
            return _("gin: every card melds after the discard")
        return _(
            "your deadwood after the discard is {count}, within the knock card {limit}"
        ).format(count=after, limit=limit)
    if isinstance(action, TakeUpcard):
        now = deadwood(held)
        then = deadwood_after_discard(held | 1 << number(action.card))
        if then < now:
            return _("the upcard lowers your deadwood from {now} to {then}").format(
                now=now, then=then
            )
        return _("the upcard fits cards you hold")
    if isinstance(action, Draw):
        return _("the upcard does not lower your deadwood: draw from the stock")
    if isinstance(action, Pass):
        if v.get("phase") == "wall":
            return _("you cannot knock, so the hand ends as a draw")
        return _("the upcard does not lower your deadwood")
    if isinstance(action, Discard):
        left = deadwood(held & ~(1 << number(action.card)))
        if v.get("phase") == "knock_discard":
            return _("the discard that leaves the least deadwood ({count})").format(count=left)
        return _("keeps your deadwood at {count} and the cards that may still meld").format(
            count=left
        )
    if isinstance(action, LayMeld):
        rest = deadwood(held & ~mask_of(action.meld))
        return _("part of your best arrangement: {count} deadwood left").format(count=rest)
    if isinstance(action, LayOff):
        rest = deadwood(held & ~(1 << number(action.card)))
        return _("laying it off lowers your deadwood to {count}").format(count=rest)
    if isinstance(action, Done):
        return _("nothing more lowers your deadwood")
    return _("the strongest move here")
