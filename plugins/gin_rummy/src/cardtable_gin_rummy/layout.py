"""Gin rummy's table as data (read by the window's generic geometry, see
:mod:`cardtable.games.shared.layout`): the two hands, the stock and the discard pile in the
middle, each player's melds in front of them after a knock, and the hand, the knock card and
the match's target beside the middle."""

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
    game="gin_rummy",
    rules=(
        ZoneRule("hand:*", Region.HAND, Arrange.FAN, count_badge=True),
        # Laid after a knock, one zone a meld; a laid-off card joins the meld it extends.
        ZoneRule("meld:*", Region.FRONT, Arrange.SPREAD, scale=0.72, order=1),
        ZoneRule("stock", Region.CENTER, Arrange.STACK, order=0, caption="stock", count_badge=True),
        # Only the top card may be taken: the pile lies squared up, its count on a badge.
        ZoneRule(
            "discard",
            Region.CENTER,
            Arrange.STACK,
            order=1,
            caption=N_("discard pile"),
            count_badge=True,
        ),
    ),
    values=(
        ValueLabel("hand_no", N_("Hand {value}"), big=True, hide_if=(0,)),
        ValueLabel("knock_card", N_("Knock with {value} or less"), hide_if=(0,)),
        ValueLabel("knock_card", N_("Gin only"), hide_if=tuple(range(1, 11))),
        ValueLabel("target", N_("Match to {value}")),
    ),
    click=(ClickRule("stock", verb="draw"), ClickRule("discard", target="hand:{viewer}")),
)
