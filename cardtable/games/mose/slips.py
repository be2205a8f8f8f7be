"""The easy bot's mistakes in Mose (:mod:`cardtable.ai.slips`): it misses a meld, a lay-off or
a wild it could swap and discards instead, leaves the pile it wanted, discards carelessly.
It never declares (a false declaration costs a penalty no beginner would choose)."""

from __future__ import annotations

from cardtable.games.mose.actions import AddToMeld, Discard, LayMeld, SwapWild, TakePile
from cardtable.games.shared.slips import rummy_slips

SLIPS = rummy_slips((LayMeld, AddToMeld, SwapWild), Discard, TakePile)
