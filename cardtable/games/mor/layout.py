"""Mor's table as data: where each zone goes and which values show (read by the window's
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
    game="mor",
    rules=(
        ZoneRule("hand:*", Region.HAND, Arrange.FAN, count_badge=True),
        ZoneRule(
            "meld:*",
            Region.TEAM,
            Arrange.SPREAD,
            scale=0.72,
            order=1,
            owner_is_team=True,
            note_when="wild",
        ),
        ZoneRule(
            "newmeld:*",
            Region.TEAM,
            Arrange.SPREAD,
            scale=0.72,
            order=2,
            owner_is_team=True,
            slot_label=N_("new meld"),
        ),
        ZoneRule(
            "mor:*",
            Region.TEAM,
            Arrange.STACK,
            scale=0.55,
            order=0,
            owner_is_team=True,
            caption=N_("Mor"),
            count_badge=True,
        ),
        ZoneRule("stock", Region.CENTER, Arrange.STACK, order=0, caption="stock", count_badge=True),
        RUMMY_DISCARD,
    ),
    values=(
        ValueLabel("round", N_("Round {value}"), big=True, hide_if=(0,)),
        ValueLabel("target", N_("Game to {value}"), fmt=Fmt.TENTHS),
    ),
    score_fmt=Fmt.TENTHS,
    click=(ClickRule("stock", verb="draw"), ClickRule("discard", verb="take")),
    score_label=N_("team points"),
)
