"""The layout of each game's table, as data.

Games without an entry here (or zones no rule names) are drawn from the zone kinds alone, see
``spec.DEFAULT_RULES``.
"""

from __future__ import annotations

from typing import Final

from cardtable.ui.layout.spec import (
    Arrange,
    ClickRule,
    Fmt,
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
        ZoneRule(
            "pile:*",
            Region.CENTER,
            Arrange.STACK,
            order=1,
            caption="{label} · {value}",
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

MOSE: Final = GameLayout(
    game="mose",
    rules=(
        ZoneRule("hand:*", Region.HAND, Arrange.FAN, count_badge=True),
        ZoneRule("stock", Region.CENTER, Arrange.STACK, order=0, caption="stock", count_badge=True),
        ZoneRule("discard", Region.CENTER, Arrange.SPREAD, order=1, caption="discard pile"),
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
        ValueLabel("wild_rank", "wild rank"),
        ValueLabel("round", "Round {value}", hide_if=(0,)),
        ValueLabel("rounds", "of {value}"),
    ),
    click=(ClickRule("stock", verb="draw"), ClickRule("discard", verb="take")),
    score_label="penalty",
    out_of_turn=("any_time_plays", "on"),
)

MOR: Final = GameLayout(
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
            slot_label="new meld",
        ),
        ZoneRule(
            "mor:*",
            Region.TEAM,
            Arrange.STACK,
            scale=0.55,
            order=0,
            owner_is_team=True,
            caption="Mor",
            count_badge=True,
        ),
        ZoneRule("stock", Region.CENTER, Arrange.STACK, order=0, caption="stock", count_badge=True),
        ZoneRule("discard", Region.CENTER, Arrange.SPREAD, order=1, caption="discard pile"),
    ),
    values=(
        ValueLabel("round", "Round {value}", big=True, hide_if=(0,)),
        ValueLabel("target", "Game to {value}", fmt=Fmt.TENTHS),
    ),
    score_fmt=Fmt.TENTHS,
    click=(ClickRule("stock", verb="draw"), ClickRule("discard", verb="take")),
    score_label="team points",
)

MOXIE: Final = GameLayout(
    game="moxie",
    rules=(
        ZoneRule("hand:*", Region.HAND, Arrange.FAN, count_badge=True),
        ZoneRule("punch:*", Region.FRONT, Arrange.ROW, order=0, caption="punch"),
        ZoneRule("bet:*", Region.FRONT, Arrange.TOKENS, order=1, token_fmt=Fmt.MONEY),
        ZoneRule("purse:*", Region.OFF, Arrange.TOKENS, token_fmt=Fmt.MONEY),
        ZoneRule("ringer", Region.CENTER, Arrange.ROW, order=1, caption="Ringer"),
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
            caption="folded",
            count_badge=True,
        ),
    ),
    values=(
        ValueLabel("pot_text", "{value}", big=True),
        ValueLabel("my_hand", "You hold {value}"),
        ValueLabel("round", "Round {value}", hide_if=(0,)),
        ValueLabel("blind", "Blind {value}", fmt=Fmt.MONEY),
    ),
    score_fmt=Fmt.MONEY,
    score_label="purse",
)

LAYOUTS: Final[dict[str, GameLayout]] = {
    lay.game: lay for lay in (MOOSEHEAD, MOSE, MOCO, MOR, MOXIE)
}


def layout_for(game_id: str) -> GameLayout:
    """The layout of ``game_id``; a game without one gets the kind-based defaults."""
    return LAYOUTS.get(game_id) or GameLayout(game=game_id)
