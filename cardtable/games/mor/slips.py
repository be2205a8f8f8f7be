"""The easy bot's mistakes in Mor (:mod:`cardtable.ai.slips`): it misses a meld or a lay-off
and discards instead, leaves the pile it wanted, discards carelessly."""

from __future__ import annotations

from cardtable.games.mor.actions import Add, Discard, Meld, TakePile
from cardtable.games.shared.slips import rummy_slips

SLIPS = rummy_slips((Meld, Add), Discard, TakePile)
