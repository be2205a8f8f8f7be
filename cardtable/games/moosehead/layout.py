"""Moosehead's table as data: where each zone goes and which values show (read by the window's
generic geometry, see :mod:`cardtable.games.shared.layout`)."""

from __future__ import annotations

from typing import Final

from cardtable.games.shared.layout import (
    Arrange,
    GameLayout,
    Region,
    ValueLabel,
    ZoneRule,
)
from cardtable.i18n import N_

LAYOUT: Final = GameLayout(
    game="moosehead",
    rules=(
        ZoneRule("hand:*", Region.HAND, Arrange.FAN, count_badge=True),
        ZoneRule("played:*", Region.FRONT, Arrange.ROW, order=1, apart_when="done"),
        ZoneRule("stock", Region.CENTER, Arrange.STACK, caption=N_("deck"), count_badge=True),
    ),
    values=(
        ValueLabel("count", "{value}", big=True),
        ValueLabel("hand_no", N_("Hand {value}"), hide_if=(0,)),
        ValueLabel("target", N_("First to {value}")),
    ),
    score_label=N_("points"),
)
