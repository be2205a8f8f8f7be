"""The coach's reasons in Moco!: one line, in the game's terms, on why a suggested move is good,
read from the player's own observation only."""

from __future__ import annotations

import random

from cardtable.engine.actions import Action
from cardtable.engine.observation import Observation
from cardtable.engine.zones import ZoneKind
from cardtable.games.moco import state as moco
from cardtable.i18n import _


def _chips(obs: Observation) -> tuple[dict[str, int], dict[str, int]]:
    """The viewer's chips and everybody else's, per suit."""
    mine: dict[str, int] = {}
    others: dict[str, int] = {}
    for zone in obs.zones_of_kind(ZoneKind.TOKENS):
        if zone.owner is None:
            continue
        target = mine if zone.owner == obs.viewer else others
        for suit, count in zone.tokens:
            target[suit] = target.get(suit, 0) + count
    return mine, others


def reason(obs: Observation, action: Action, rng: random.Random) -> str:
    """One line on why ``action`` is good for ``obs.viewer``."""
    values: dict[str, int] = dict(obs.values.get("pile_values", {}))
    mine, others = _chips(obs)
    if isinstance(action, moco.Play):
        ace_only = int(obs.options.get("ace_only_pile", 0))
        new = moco.card_value(action.card, ace_only)
        old = values.get(action.pile, 0)
        held, theirs = mine.get(action.pile, 0), others.get(action.pile, 0)
        change = (new - old) * (held - theirs)
        if held == theirs == 0 and new > old:
            # Nobody holds the suit yet: the play makes its chips worth taking from now on.
            return _(
                "{pile} chips go from {old} to {new} while nobody holds one: "
                "a chip of that suit is worth {new} to whoever takes it"
            ).format(pile=_(action.pile), old=old, new=new)
        sign = "+" if change >= 0 else ""
        effect = _("{change} for you against the others").format(change=f"{sign}{change}")
        return _(
            "{pile} chips go from {old} to {new} (you hold {held}, the others {theirs}): {effect}"
        ).format(pile=_(action.pile), old=old, new=new, held=held, theirs=theirs, effect=effect)
    if isinstance(action, moco.TakeChip):
        worth = values.get(action.suit, 0)
        return _("worth {worth} now").format(worth=worth)
    return _("the strongest move here")
