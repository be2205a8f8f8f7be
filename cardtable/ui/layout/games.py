"""The layout of each game's table, as data.

Games without an entry here (or zones no rule names) are drawn from the zone kinds alone, see
``spec.DEFAULT_RULES``.
"""

from __future__ import annotations

from typing import Final

from cardtable.i18n import N_
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

MOCO: Final = GameLayout(
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

#: Cards a rummy's discard pile keeps room for (a round's first dozen discards or so).
DISCARD_ROOM: Final = 10

#: The discard pile of Mose and Mor: beside the stock, growing from its left edge.
_RUMMY_DISCARD: Final = ZoneRule(
    "discard", Region.CENTER, Arrange.SPREAD, order=1, caption=N_("discard pile"), room=DISCARD_ROOM
)

MOSE: Final = GameLayout(
    game="mose",
    rules=(
        ZoneRule("hand:*", Region.HAND, Arrange.FAN, count_badge=True),
        ZoneRule("stock", Region.CENTER, Arrange.STACK, order=0, caption="stock", count_badge=True),
        _RUMMY_DISCARD,
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
        _RUMMY_DISCARD,
    ),
    values=(
        ValueLabel("round", N_("Round {value}"), big=True, hide_if=(0,)),
        ValueLabel("target", N_("Game to {value}"), fmt=Fmt.TENTHS),
    ),
    score_fmt=Fmt.TENTHS,
    click=(ClickRule("stock", verb="draw"), ClickRule("discard", verb="take")),
    score_label=N_("team points"),
)

MOXIE: Final = GameLayout(
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

LAYOUTS: Final[dict[str, GameLayout]] = {
    lay.game: lay for lay in (MOOSEHEAD, MOSE, MOCO, MOR, MOXIE)
}


def layout_for(game_id: str) -> GameLayout:
    """The layout of ``game_id``; a game without one gets the kind-based defaults."""
    return LAYOUTS.get(game_id) or GameLayout(game=game_id)
