"""Quick Shed's table as data (see :mod:`cardtable.games.shared.layout`): the stock and the
pile in the middle, a click on the stock draws."""

from __future__ import annotations

from typing import Final

from cardtable.games.shared.layout import (
    Arrange,
    ClickRule,
    GameLayout,
    Region,
    ValueLabel,
    ZoneRule,
)
from cardtable.i18n import N_

LAYOUT: Final = GameLayout(
    game="quickshed",
    rules=(
        ZoneRule("hand:*", Region.HAND, Arrange.FAN, count_badge=True),
        ZoneRule("stock", Region.CENTER, Arrange.STACK, order=0, caption="stock", count_badge=True),
        ZoneRule("pile", Region.CENTER, Arrange.STACK, order=1, caption="discard pile"),
    ),
    values=(ValueLabel("round", N_("Round {value}"), big=True, hide_if=(0,)),),
    click=(ClickRule("stock", verb="draw"),),
)
