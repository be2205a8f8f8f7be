"""Moco!'s table as data: where each zone goes and which values show (read by the window's
generic geometry, see :mod:`cardtable.games.shared.layout`)."""

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
    game="moco",
    rules=(
        ZoneRule("hand:*", Region.HAND, Arrange.FAN, count_badge=True),
        ZoneRule(
            "pile:*",
            Region.CENTER,
            Arrange.STACK,
            order=1,
            caption="{label}\n{value}",  # two lines: a long suit name keeps to its pile
            badge="{cards}",
        ),
        ZoneRule("supply:*", Region.CENTER, Arrange.TOKENS, scale=0.9, order=2),
        ZoneRule("chips:*", Region.FRONT, Arrange.TOKENS, order=1),
        ZoneRule("stock", Region.CENTER, Arrange.STACK, scale=0.6, order=3, count_badge=True),
        ZoneRule(
            "removed",
            Region.CENTER,
            Arrange.STACK,
            scale=0.6,
            order=4,
            caption=N_("set aside"),
            count_badge=True,
        ),
    ),
    values=(
        ValueLabel("game_no", N_("Game {value}"), big=True, hide_if=(0,)),
        ValueLabel("games_in_match", N_("of {value}"), after="game_no"),
    ),
    click=(ClickRule("supply:*", target="chips:{viewer}"),),
    score_label=N_("points"),
    center_rows=2.7,
    values_at_side=True,
)
