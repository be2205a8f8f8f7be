"""The layout of each game's table, as data.

Games without an entry here (or zones no rule names) are drawn from the zone kinds alone, see
``spec.DEFAULT_RULES``.
"""

from __future__ import annotations

from typing import Final

from cardtable.ui.layout.spec import (
    Arrange,
    ClickRule,
    GameLayout,
    Region,
    ValueLabel,
    ZoneRule,
)

MOOSEHEAD: Final = GameLayout(
    game="moosehead",
    rules=(
        ZoneRule("hand:*", Region.HAND, Arrange.FAN, count_badge=True),
        ZoneRule("played:*", Region.FRONT, Arrange.ROW, order=1),
        ZoneRule("stock", Region.CENTER, Arrange.STACK, caption="deck", count_badge=True),
    ),
    values=(
        ValueLabel("count", "{value}", big=True),
        ValueLabel("hand_no", "Hand {value}", hide_if=(0,)),
        ValueLabel("target", "First to {value}"),
    ),
    score_label="points",
)

MOCO: Final = GameLayout(
    game="moco",
    rules=(
        ZoneRule("hand:*", Region.HAND, Arrange.FAN, count_badge=True),
        ZoneRule("pile:*", Region.CENTER, Arrange.STACK, order=1, caption="{label} · {value}"),
        ZoneRule("supply:*", Region.CENTER, Arrange.TOKENS, scale=0.9, order=2),
        ZoneRule("chips:*", Region.FRONT, Arrange.TOKENS, order=1),
        ZoneRule("stock", Region.CENTER, Arrange.STACK, scale=0.6, order=3, count_badge=True),
        ZoneRule(
            "removed",
            Region.CENTER,
            Arrange.STACK,
            scale=0.6,
            order=4,
            caption="set aside",
            count_badge=True,
        ),
    ),
    values=(
        ValueLabel("game_no", "Game {value}", big=True, hide_if=(0,)),
        ValueLabel("games_in_match", "of {value}"),
    ),
    click=(ClickRule("supply:*", target="chips:{viewer}"),),
    score_label="points",
)

LAYOUTS: Final[dict[str, GameLayout]] = {lay.game: lay for lay in (MOOSEHEAD, MOCO)}


def layout_for(game_id: str) -> GameLayout:
    """The layout of ``game_id``; a game without one gets the kind-based defaults."""
    return LAYOUTS.get(game_id) or GameLayout(game=game_id)
