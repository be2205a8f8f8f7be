"""The easy bot's mistakes in Moxie (:mod:`cardtable.ai.slips`): it bluffs badly.

The heuristic checks or folds the hands it does not rate (its chance of winning the showdown
below what betting or calling needs) and bets or raises the strong ones. The beginner does it
the wrong way round: where the heuristic checks it bets the least it may, where it folds it
calls (or, one time in three, raises the least it may), and where it bets or raises it only
calls or checks, giving away what a strong hand would have won. It never folds: a fold where
the heuristic stays in could throw away the best hand. As its punch card it shows the other
card, whatever that tells the table.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from cardtable.engine.actions import Action
from cardtable.engine.observation import Observation
from cardtable.games.moxie.actions import AllIn, Bet, Call, Check, Fold, Punch, Raise
from cardtable.games.shared.slips import another

#: Share of the slips where the heuristic folds that raise rather than call.
RAISE_SHARE = 1 / 3


def _least(legal: Sequence[Action], kind: type[Bet] | type[Raise]) -> Action | None:
    """The smallest listed bet or raise, None where there is none."""
    sized = [a for a in legal if isinstance(a, kind)]
    return min(sized, key=lambda a: a.amount) if sized else None


def _first(legal: Sequence[Action], *kinds: type[Action]) -> Action | None:
    return next((a for a in legal if isinstance(a, kinds)), None)


def slip(
    observation: Observation,
    legal: Sequence[Action],
    favourite: Action,
    rng: random.Random,
    prefer: Callable[[Sequence[Action]], Action],
) -> Action | None:
    """The beginner's move at this decision, None where the heuristic's is as a beginner's."""
    if isinstance(favourite, Punch):
        return another(legal, favourite, rng, Punch)
    if isinstance(favourite, Check):
        return _least(legal, Bet)
    if isinstance(favourite, Fold):
        if rng.random() < RAISE_SHARE:
            raised = _least(legal, Raise)
            if raised is not None:
                return raised
        return _first(legal, Call)
    if isinstance(favourite, Bet | Raise | AllIn):
        return _first(legal, Call, Check)
    return None
