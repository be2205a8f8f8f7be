"""Mose's table as data: where each zone goes and which values show (read by the window's
generic geometry, see :mod:`cardtable.games.shared.layout`)."""

from __future__ import annotations

from typing import Final

from cardtable.games.shared.layout import (
    RUMMY_DISCARD,
    Arrange,
    ClickRule,
    Fmt,
    GameLayout,
    Region,
    ValueLabel,
    ZoneRule,
)
from cardtable.i18n import N_

LAYOUT: Final = GameLayout(
    game="mose",
    rules=(
        ZoneRule("hand:*", Region.HAND, Arrange.FAN, count_badge=True),
        ZoneRule("stock", Region.CENTER, Arrange.STACK, order=0, caption="stock", count_badge=True),
        RUMMY_DISCARD,
        ZoneRule(
            "meld:*",
            Region.FRONT,
            Arrange.SPREAD,
            scale=0.78,
            order=1,
            note_key="stands_for",
            note_when="wild",
        ),
    ),
    values=(
        ValueLabel("wild_rank", "{value}", fmt=Fmt.RANK, big=True),
        ValueLabel("wild_rank", N_("wild rank")),
        ValueLabel("round", N_("Round {value}"), hide_if=(0,)),
        ValueLabel("rounds", N_("of {value}"), after="round"),
    ),
    click=(ClickRule("stock", verb="draw"), ClickRule("discard", verb="take")),
    score_label=N_("penalty"),
    out_of_turn=("any_time_plays", "on"),
)
