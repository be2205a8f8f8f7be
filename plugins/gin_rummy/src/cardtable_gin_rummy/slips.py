"""The easy bot's mistakes in Gin Rummy (:mod:`cardtable.ai.slips`): it misses a knock or a
lay-off, leaves the upcard it wanted, discards carelessly. It always lays its melds after a
knock (leaving them in hand would make a knock no player means)."""

from __future__ import annotations

from cardtable.games.shared.slips import rummy_slips
from cardtable_gin_rummy.actions import Discard, Knock, LayOff, TakeUpcard

SLIPS = rummy_slips((Knock, LayOff), Discard, TakeUpcard)
