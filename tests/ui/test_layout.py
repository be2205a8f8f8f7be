"""The generic table geometry: every seat count from 2 to 12 and every window from 1366x768 up."""

from __future__ import annotations

import itertools

import pytest

from cardtable.engine.zones import ZoneKind
from cardtable.games import plugin
from cardtable.ui.layout.games import layout_for
from cardtable.ui.layout.geometry import (
    Side,
    TableLayout,
    compute_layout,
    seat_order,
)
from cardtable.ui.layout.shapes import Rect, ZoneInput
from cardtable.ui.layout.spec import (
    Arrange,
    Fmt,
    GameLayout,
    Region,
    ValueLabel,
    ZoneRule,
    format_number,
)

SIZES = [(1366, 600), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440)]


def rummy_zones(n: int, hand: int = 11, melds_each: int = 2) -> list[ZoneInput]:
    zones = [
        ZoneInput("stock", ZoneKind.STOCK, None, 40),
        ZoneInput("discard", ZoneKind.DISCARD, None, 12),
    ]
    for s in range(n):
        zones.append(ZoneInput(f"hand:{s}", ZoneKind.HAND, s, hand))
        for k in range(melds_each):
            zones.append(ZoneInput(f"meld:{s}:{k}", ZoneKind.MELD, s, 3 + k))
        zones.append(ZoneInput(f"chips:{s}", ZoneKind.TOKENS, s, 0, 3))
    return zones


def card_rect(layout: TableLayout, x: float, y: float, cw: float) -> Rect:
    ch = cw * layout.ratio
    return Rect(x - cw / 2, y - ch / 2, cw, ch)


def check(layout: TableLayout, width: float, height: float) -> None:
    table = Rect(0, 0, width, height)
    boxes = [p.box for p in layout.seats.values()]
    for a, b in itertools.combinations(boxes, 2):
        assert not a.overlaps(b), (a, b)
    for place in layout.seats.values():
        assert place.box.inside(table)
        assert place.plate.inside(place.box) and place.hand.inside(place.box)
    for a, b in itertools.combinations(layout.zones.values(), 2):
        assert not a.rect.overlaps(b.rect), (a.id, a.rect, b.id, b.rect)
    for zone in layout.zones.values():
        assert zone.rect.inside(table), (zone.id, zone.rect)
        for spot in zone.spots:
            if zone.arrange.value == "tokens":
                continue
            # Cards may stick out by their rotation only.
            assert card_rect(layout, spot.x, spot.y, zone.card_width).inside(
                table, 0.12 * zone.card_width
            )
        if zone.seat is not None:
            assert zone.rect.inside(layout.seats[zone.seat].box), zone.id


@pytest.mark.parametrize("n", range(2, 13))
@pytest.mark.parametrize("size", SIZES)
def test_every_seat_count_fits_every_window(n: int, size: tuple[int, int]) -> None:
    width, height = size
    layout = compute_layout(GameLayout("any"), rummy_zones(n), n, 0, width, height)
    check(layout, width, height)
    assert len(layout.seats) == n
    assert layout.seats[0].side is Side.BOTTOM
    # Cards stay readable: the table card is at least 30 px wide even with 12 seats.
    assert layout.unit >= 30
    assert layout.zones["hand:0"].card_width > layout.zones["hand:1"].card_width


@pytest.mark.parametrize("viewer", [None, 0, 2])
def test_the_viewer_sits_at_the_bottom_and_the_others_go_clockwise(viewer: int | None) -> None:
    order = seat_order(6, viewer or 0)
    assert order[0][:2] == (viewer or 0, Side.BOTTOM)
    seats = [s for s, _, _ in order]
    assert seats == [((viewer or 0) + k) % 6 for k in range(6)]
    sides = [side for _, side, _ in order]
    assert sides == [Side.BOTTOM, Side.LEFT, Side.TOP, Side.TOP, Side.TOP, Side.RIGHT]


def test_the_layout_follows_the_window_size() -> None:
    small = compute_layout(layout_for("moosehead"), rummy_zones(4), 4, 0, 1366, 640)
    big = compute_layout(layout_for("moosehead"), rummy_zones(4), 4, 0, 2560, 1440)
    assert big.unit > small.unit * 1.5
    assert big.zones["hand:0"].card_width > small.zones["hand:0"].card_width


def test_a_long_spread_wraps_so_every_card_stays_readable() -> None:
    zones = [ZoneInput("discard", ZoneKind.DISCARD, None, 104)]
    spec = GameLayout("x", rules=(ZoneRule("discard", Region.CENTER, Arrange.SPREAD),))
    layout = compute_layout(spec, zones, 2, 0, 1366, 700)
    place = layout.zones["discard"]
    xs = sorted({round(s.x, 3) for s in place.spots})
    steps = [b - a for a, b in itertools.pairwise(xs)]
    assert min(steps) >= 0.19 * place.card_width
    assert len({round(s.y, 3) for s in place.spots}) > 1  # more than one row


def test_games_have_layouts_and_numbers_read_well() -> None:
    assert plugin("moosehead").layout is not None and plugin("moco").layout is not None
    assert format_number(1505, Fmt.TENTHS) == "150.5"
    assert format_number(-20, Fmt.TENTHS) == "-2"
    assert format_number(475, Fmt.MONEY) == "4g 7s 5c"
    assert format_number(0, Fmt.MONEY) == "0c"
    assert format_number(12, Fmt.RANK) == "Q" and format_number(7, Fmt.RANK) == "7"
    label = ValueLabel("count", "Count {value}", hide_if=(0,))
    assert label.render({"count": 17}) == "Count 17"
    assert label.render({"count": 0}) is None and label.render({}) is None


def test_engine_messages_name_the_seats() -> None:
    from cardtable.ui.scene import with_names

    names = ("You", "Ada", "Basil")
    assert with_names("Seat 2 reaches 50", names) == "Ada reaches 50"
    assert with_names("it is not seat 1's turn", names) == "it is not your turn"
    assert with_names("seat 3's pile and seat 9", names) == "Basil's pile and seat 9"


@pytest.mark.parametrize("game", ["mose", "mor"])
@pytest.mark.parametrize("size", [(1062, 684), (1600, 900), (2200, 1300)])
def test_the_stock_stays_put_while_the_discard_pile_grows(game: str, size: tuple[int, int]) -> None:
    """Drawing from the stock is a rummy player's every turn: it must not creep sideways by a
    card's step at every discard, nor may the cards already on the pile. (On a table too narrow
    for the pile's room, about 720 pixels, the row is squeezed and still moves a little.)"""
    width, height = size
    stock_at: set[float] = set()
    first_at: set[float] = set()
    for count in range(15):
        zones = [
            ZoneInput("stock", ZoneKind.STOCK, None, 40 - count, has_caption=True),
            ZoneInput("discard", ZoneKind.DISCARD, None, count, has_caption=True),
        ]
        zones += [ZoneInput(f"hand:{s}", ZoneKind.HAND, s, 9) for s in range(2)]
        layout = compute_layout(layout_for(game), zones, 2, 0, width, height)
        stock_at.add(round(layout.zones["stock"].rect.x, 3))
        spots = layout.zones["discard"].spots
        if spots:
            first_at.add(round(spots[0].x, 3))
    assert len(stock_at) == 1, sorted(stock_at)
    assert len(first_at) == 1, sorted(first_at)


def moco_zones(n: int) -> list[ZoneInput]:
    suits = ("Moons", "Suns", "Waves", "Leaves", "Wyrms", "Knots")
    zones = [ZoneInput(f"pile:{s}", ZoneKind.PILE, None, 3, 0, True, 2) for s in suits]
    zones += [ZoneInput(f"supply:{s}", ZoneKind.TOKENS, None, 0, 1) for s in suits]
    zones += [ZoneInput("stock", ZoneKind.STOCK, None, 20)]
    for s in range(n):
        zones.append(ZoneInput(f"hand:{s}", ZoneKind.HAND, s, 6))
        zones.append(ZoneInput(f"chips:{s}", ZoneKind.TOKENS, s, 0, 3))
    return zones


@pytest.mark.parametrize("size", SIZES)
def test_chips_in_front_of_the_seats_leave_the_cards_more_room(size: tuple[int, int]) -> None:
    """Moco!'s seats have only chips in front of them, which need less height than played cards:
    the table's card unit is larger than if each seat had a row of cards there, and the six
    piles in the middle get cards at least half as wide as the table's unit."""
    width, height = size
    moco = layout_for("moco")
    chips = compute_layout(moco, moco_zones(4), 4, 0, width, height)
    check(chips, width, height)
    with_cards = [
        *moco_zones(4),
        *(ZoneInput(f"played:{s}", ZoneKind.PLAYED, s, 2) for s in range(4)),
    ]
    cards = compute_layout(moco, with_cards, 4, 0, width, height)
    assert chips.unit > cards.unit or chips.unit == 112.0
    piles = [z for z in chips.zones.values() if z.id.startswith("pile:")]
    assert len(piles) == 6
    assert min(p.card_width for p in piles) >= 0.5 * chips.unit


@pytest.mark.parametrize("n", range(3, 6))
@pytest.mark.parametrize("size", [(1024, 600), *SIZES])
def test_moco_keeps_its_game_number_beside_the_seats_and_the_middle_for_the_piles(
    n: int, size: tuple[int, int]
) -> None:
    """Moco!'s value labels ("Game 1 of 4") sit at the foot of the left column where there is
    one, clear of every seat and zone, so the six piles get the middle's whole width."""
    width, height = size
    layout = compute_layout(layout_for("moco"), moco_zones(n), n, 0, width, height)
    check(layout, width, height)
    values = layout.values
    assert values.w > 0 and values.inside(Rect(0, 0, width, height))
    for place in layout.seats.values():
        assert not values.overlaps(place.box), place.seat
    for zone in layout.zones.values():
        assert not values.overlaps(zone.rect), zone.id
    if any(p.side is Side.LEFT for p in layout.seats.values()):
        assert values.right <= layout.center.x  # beside the middle, not in it


@pytest.mark.parametrize("n", range(2, 6))
@pytest.mark.parametrize("size", [(1024, 600), *SIZES])
def test_moco_s_supply_chips_stay_together_in_one_row(n: int, size: tuple[int, int]) -> None:
    """The six supply chips share a line, never one chip wrapped alone under the piles (it
    happened at 3 players in a 1366x768 window), and that costs the piles no size."""
    width, height = size
    zones = [z for z in moco_zones(n) if z.id != "stock"]
    zones.append(ZoneInput("removed", ZoneKind.RESERVE, None, 1))
    layout = compute_layout(layout_for("moco"), zones, n, 0, width, height)
    check(layout, width, height)
    supply = [z for z in layout.zones.values() if z.id.startswith("supply:")]
    piles = [z for z in layout.zones.values() if z.id.startswith("pile:")]
    assert len(supply) == 6 and len({round(z.rect.y) for z in supply}) == 1
    assert len({round(z.rect.y) for z in piles}) == 1
    assert min(p.card_width for p in piles) >= 0.5 * layout.unit
