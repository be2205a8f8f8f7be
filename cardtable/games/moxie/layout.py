"""Moxie's table as data: where each zone goes and which values show (read by the window's
generic geometry, see :mod:`cardtable.games.shared.layout`)."""

from __future__ import annotations

from typing import Final

from cardtable.games.shared.layout import (
    Arrange,
    Fmt,
    GameLayout,
    Region,
    ValueLabel,
    ZoneRule,
)
from cardtable.i18n import N_

LAYOUT: Final = GameLayout(
    game="moxie",
    rules=(
        ZoneRule("hand:*", Region.HAND, Arrange.FAN, count_badge=True),
        ZoneRule("punch:*", Region.FRONT, Arrange.ROW, order=0, caption=N_("punch")),
        ZoneRule("bet:*", Region.FRONT, Arrange.TOKENS, order=1, token_fmt=Fmt.MONEY),
        ZoneRule("purse:*", Region.OFF, Arrange.TOKENS, token_fmt=Fmt.MONEY),
        ZoneRule("ringer", Region.CENTER, Arrange.ROW, order=1, caption=N_("Ringer")),
        ZoneRule(
            "pot:*", Region.CENTER, Arrange.TOKENS, order=2, caption="{label}", token_fmt=Fmt.MONEY
        ),
        ZoneRule("stock", Region.CENTER, Arrange.STACK, scale=0.7, order=0, count_badge=True),
        ZoneRule(
            "muck",
            Region.CENTER,
            Arrange.STACK,
            scale=0.6,
            order=3,
            caption=N_("folded"),
            count_badge=True,
        ),
    ),
    values=(
        ValueLabel("pot_text", "{value}", big=True),
        ValueLabel("my_hand", N_("You hold {value}")),
        ValueLabel("round", N_("Round {value}"), hide_if=(0,)),
        ValueLabel("blind", N_("Blind {value}"), fmt=Fmt.MONEY),
    ),
    score_fmt=Fmt.MONEY,
    score_label=N_("purse"),
)
