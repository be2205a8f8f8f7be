"""Generic table geometry: seats around the table, zones placed by their game's layout rules.

:func:`compute_layout` takes the zones as plain facts (id, kind, owner, how many cards or token
kinds) and the size of the table, and returns where every seat box, name plate, zone and card
lies. The viewer sits at the bottom with a large hand; the other seats go clockwise from the
viewer's left: up the left side, along the top, down the right side. Card sizes follow the
table's size, so the same code serves 2 to 12 seats from 1366x768 up. Pure Python (no Qt).
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, field

from cardtable.engine.zones import Seat
from cardtable.ui.layout.flow import Entry, ZonePlace, flow
from cardtable.ui.layout.shapes import Rect, ZoneInput, card_spots
from cardtable.ui.layout.spec import Arrange, GameLayout, Region

__all__ = [
    "CARD_RATIO_DEFAULT",
    "SeatPlace",
    "Side",
    "TableLayout",
    "ZonePlace",
    "compute_layout",
    "seat_order",
    "seat_sides",
    "team_label_h",
]

#: Height of a card over its width.
CARD_RATIO_DEFAULT = 1.4


class Side(enum.Enum):
    BOTTOM = "bottom"
    LEFT = "left"
    TOP = "top"
    RIGHT = "right"


@dataclass(frozen=True, slots=True)
class SeatPlace:
    seat: Seat
    side: Side
    box: Rect
    plate: Rect
    hand: Rect
    front: Rect


@dataclass(frozen=True, slots=True)
class TableLayout:
    width: float
    height: float
    #: The table's card width: cards in the middle and in front of seats are about this wide.
    unit: float
    seats: dict[Seat, SeatPlace]
    zones: dict[str, ZonePlace]
    center: Rect
    #: Where the value labels (count, wild rank, pot) are stacked.
    values: Rect
    ratio: float = CARD_RATIO_DEFAULT
    bottom_seat: Seat = 0
    notes: list[str] = field(default_factory=list)
    #: Where each team's name goes, on a line over its melds (partnership games).
    team_labels: dict[int, Rect] = field(default_factory=dict)


def seat_sides(others: int) -> tuple[int, int, int]:
    """How many of the other seats sit (left, top, right) for ``others`` seats besides the
    bottom one."""
    if others <= 2:
        return (0, others, 0)
    side = 1 if others <= 7 else 2
    return (side, others - 2 * side, side)


def seat_order(num_players: int, bottom: Seat) -> list[tuple[Seat, Side, int]]:
    """Each seat with its side and index along that side, going clockwise from the bottom."""
    left, top, right = seat_sides(num_players - 1)
    out: list[tuple[Seat, Side, int]] = [(bottom, Side.BOTTOM, 0)]
    k = 1
    for i in range(left):  # up the left side: the first one nearest the bottom
        out.append(((bottom + k) % num_players, Side.LEFT, left - 1 - i))
        k += 1
    for i in range(top):  # along the top from left to right
        out.append(((bottom + k) % num_players, Side.TOP, i))
        k += 1
    for i in range(right):  # down the right side
        out.append(((bottom + k) % num_players, Side.RIGHT, i))
        k += 1
    return out


# --- the whole table -----------------------------------------------------------------------------

# The table's proportions. Sizes are in card units (the table's card width, ``unit``) unless
# their names say pixels (PX) or a share.

#: The margin around and between the table's parts: this share of the window's shorter side,
#: and at least MARGIN_MIN_PX.
MARGIN_SHARE = 0.01
MARGIN_MIN_PX = 6.0
#: Margins down the window (above the top seats, around the middle, under the viewer's hand)
#: and across it (the window's edges and the side columns' inner edges).
MARGINS_DOWN = 5
MARGINS_ACROSS = 4
#: A seat's rim away from the viewer: its name plate and hand.
RIM_ROW = 1.05
#: What lies in front of a seat away from the viewer: cards, or chips alone (Moco!).
OTHER_FRONT_CARDS = 1.7
OTHER_FRONT_CHIPS = 1.2
#: What lies in front of the viewer: cards, chips alone, or a thin strip when nothing does.
VIEWER_FRONT_CARDS = 1.7
VIEWER_FRONT_CHIPS = 0.9
VIEWER_FRONT_NONE = 0.15
#: Room kept between what lies in front of the viewer and the viewer's hand.
VIEWER_FRONT_GAP = 0.1
#: The viewer's hand row (its cards are larger than the table's).
HAND_ROW = 2.05
#: Rows added to the middle for the teams' melds (Mor): a band on each side of the middle.
TEAM_BAND_ROWS = 3.4
#: The width a seat at the top wants; the width of a side column.
TOP_SEAT_W = 2.3
SIDE_COLUMN_W = 2.5
#: The card unit's bounds in pixels: readable cards at 12 seats, not huge ones at 2.
UNIT_MIN_PX = 24.0
UNIT_MAX_PX = 112.0
#: The viewer's name plate: its width (at most this share of the bottom box) and height.
VIEWER_PLATE_W = 2.3
VIEWER_PLATE_SHARE = 0.2
VIEWER_PLATE_H = 0.95
VIEWER_PLATE_H_MAX_PX = 64.0
#: The height a side seat adds for what lies in front of it, when seats have something there.
SIDE_FRONT_EXTRA = 0.4
#: Value labels at the foot of the left column (Moco!): the least spare height that takes
#: them, and the most they take.
VALUES_BELOW_MIN = 1.4
VALUES_BELOW_MAX = 2.4
#: Value labels in a column at the left of the middle: its width, at most this share of it.
VALUES_COLUMN_W = 2.6
VALUES_COLUMN_SHARE = 0.3
#: With teams' melds: the height of the middle between the bands (stock and discard pile), at
#: most this share of the middle.
TEAM_MIDDLE_H = 1.75
TEAM_MIDDLE_SHARE = 0.34
#: Cards in a team's band and in front of a seat away from the viewer, a share of the unit.
SMALL_CARD = 0.8
#: A seat away from the viewer: its rim strip (plate and hand) is this high, at most this share
#: of its box when something lies in front of it; the gap under the strip and before the hand.
RIM_STRIP_H = 0.95
RIM_STRIP_SHARE = 0.45
RIM_GAP = 0.06
RIM_GAP_MIN_PX = 4.0
#: Its name plate: width (at most this share of the box) and height (at most the strip's).
RIM_PLATE_W = 2.4
RIM_PLATE_SHARE = 0.6
RIM_PLATE_H = 0.8
RIM_PLATE_H_MAX_PX = 58.0
#: The viewer's hand: its cards' width (times the zone's scale), and the room kept above and
#: under its cards in the hand strip.
VIEWER_HAND_CARD = 1.25
VIEWER_HAND_ABOVE = 0.25
VIEWER_HAND_BELOW = 0.18
#: Another seat's hand, face down along its rim: its cards' width and how much of each card
#: shows under the next.
OTHER_HAND_CARD = 0.62
OTHER_HAND_STEP = 0.3


@dataclass(frozen=True, slots=True)
class _Fronts:
    """What the zones ask of the table's rows."""

    #: Some seat other than the viewer's has cards or chips in front of it.
    others: bool
    #: The viewer has cards or chips in front of it.
    viewer: bool
    #: All that lies in front of seats is chips (Moco!), which need less room than cards.
    chips_only: bool
    #: The teams' melds lie in bands across the middle (Mor).
    team_bands: bool


@dataclass(frozen=True, slots=True)
class _Frame:
    """The table's frame: its size, margin, card unit, and the rows and columns of seats."""

    width: float
    height: float
    #: The margin, in pixels.
    m: float
    unit: float
    bottom: Seat
    left_n: int
    top_n: int
    right_n: int
    fronts: _Fronts
    #: Heights of the viewer's hand row and of what lies in front of it; the top row of
    #: seats' height; a side column's width (pixels).
    hand_row_h: float
    front_h: float
    top_h: float
    side_px: float


def compute_layout(
    spec: GameLayout,
    zones: Sequence[ZoneInput],
    num_players: int,
    viewer: Seat | None,
    width: float,
    height: float,
    teams: Sequence[Sequence[Seat]] | None = None,
    ratio: float = CARD_RATIO_DEFAULT,
) -> TableLayout:
    """Place every seat and zone on a ``width`` x ``height`` table."""
    bottom = viewer if viewer is not None and 0 <= viewer < num_players else 0
    fronts = _fronts(spec, zones, bottom, teams)
    frame = _frame(spec, fronts, num_players, bottom, width, height)
    seats = {bottom: _viewer_seat(frame)}
    seats_bottom, values_below = _values_under_left_seat(spec, frame, seats[bottom])
    seats.update(_other_seats(frame, num_players, seats_bottom))
    center, values_rect, center_cards = _middle(spec, frame, seats[bottom], values_below)
    by_region = _regions(spec, zones, seats, teams)
    placed: dict[str, ZonePlace] = {}
    team_labels: dict[int, Rect] = {}
    if teams and any(key[0] == "team" for key in by_region):
        center_cards = _place_team_bands(
            frame, by_region, seats, teams, center_cards, ratio, placed, team_labels
        )
    if ("center", -1) in by_region:
        placed.update(flow(center_cards, by_region[("center", -1)], frame.unit, ratio, "center"))
    for place in seats.values():
        placed.update(_place_seat_zones(place, by_region, frame.unit, ratio, viewer))
    notes: list[str] = []
    return TableLayout(
        width,
        height,
        frame.unit,
        seats,
        placed,
        center,
        values_rect,
        ratio,
        bottom,
        notes,
        team_labels,
    )


def _fronts(
    spec: GameLayout,
    zones: Sequence[ZoneInput],
    bottom: Seat,
    teams: Sequence[Sequence[Seat]] | None,
) -> _Fronts:
    """Which seats have something in front of them (played cards, melds, chips), and what."""
    owners = {
        z.owner
        for z in zones
        if z.owner is not None
        and spec.rule_for(z.id, z.kind).region is Region.FRONT
        and not spec.rule_for(z.id, z.kind).owner_is_team
    }
    chips_only = all(
        spec.rule_for(z.id, z.kind).arrange is Arrange.TOKENS
        for z in zones
        if z.owner is not None and spec.rule_for(z.id, z.kind).region is Region.FRONT
    )
    team_bands = bool(teams) and any(
        spec.rule_for(z.id, z.kind).region is Region.TEAM for z in zones
    )
    return _Fronts(any(s != bottom for s in owners), bottom in owners, chips_only, team_bands)


def _frame(
    spec: GameLayout, fronts: _Fronts, num_players: int, bottom: Seat, width: float, height: float
) -> _Frame:
    """The card unit: the largest that fits the rows down the window and the top row of seats
    across it."""
    left_n, top_n, right_n = seat_sides(num_players - 1)
    m = max(MARGIN_MIN_PX, MARGIN_SHARE * min(width, height))
    other_front = OTHER_FRONT_CHIPS if fronts.chips_only else OTHER_FRONT_CARDS
    rows_top = (RIM_ROW + other_front if fronts.others else RIM_ROW) if (top_n or left_n) else 0.0
    front_rows = (
        (VIEWER_FRONT_CHIPS if fronts.chips_only else VIEWER_FRONT_CARDS)
        if fronts.viewer
        else VIEWER_FRONT_NONE
    )
    center_rows = spec.center_rows + (TEAM_BAND_ROWS if fronts.team_bands else 0.0)
    u_h = (height - MARGINS_DOWN * m) / (rows_top + center_rows + front_rows + HAND_ROW)
    side_w = SIDE_COLUMN_W if left_n else 0.0
    u_w = (width - MARGINS_ACROSS * m) / (max(1, top_n) * TOP_SEAT_W + 2 * side_w)
    unit = max(UNIT_MIN_PX, min(u_h, u_w, UNIT_MAX_PX))
    return _Frame(
        width,
        height,
        m,
        unit,
        bottom,
        left_n,
        top_n,
        right_n,
        fronts,
        hand_row_h=HAND_ROW * unit,
        front_h=front_rows * unit,
        top_h=rows_top * unit,
        side_px=side_w * unit,
    )


def _viewer_seat(frame: _Frame) -> SeatPlace:
    """The viewer's box along the bottom: name plate at the left, the hand in the middle, what
    lies in front of the viewer above the hand."""
    m, unit, side_px = frame.m, frame.unit, frame.side_px
    hand_row_h, front_h = frame.hand_row_h, frame.front_h
    bottom_h = hand_row_h + front_h
    bbox = Rect(m, frame.height - m - bottom_h, frame.width - 2 * m, bottom_h)
    plate_w = min(VIEWER_PLATE_W * unit, VIEWER_PLATE_SHARE * bbox.w)
    plate_h = min(VIEWER_PLATE_H * unit, VIEWER_PLATE_H_MAX_PX)
    hand_rect = Rect(
        bbox.x + plate_w + m, bbox.bottom - hand_row_h, bbox.w - 2 * (plate_w + m), hand_row_h
    )
    plate = Rect(bbox.x, hand_rect.cy - plate_h / 2, plate_w, plate_h)
    front = Rect(
        bbox.x + side_px + m,
        bbox.y,
        bbox.w - 2 * (side_px + m),
        max(0.0, front_h - VIEWER_FRONT_GAP * unit),
    )
    return SeatPlace(frame.bottom, Side.BOTTOM, bbox, plate, hand_rect, front)


def _side_seat_h(frame: _Frame) -> float:
    """The height a side seat wants (plate and hand, and what lies in front of it)."""
    extra = SIDE_FRONT_EXTRA * frame.unit if frame.fronts.others else 0.0
    return max(frame.top_h, RIM_ROW * frame.unit) + extra


def _values_under_left_seat(
    spec: GameLayout, frame: _Frame, viewer_place: SeatPlace
) -> tuple[float, Rect | None]:
    """Where the side seats' columns end, and the value labels' place at the foot of the left
    column if they go there (None: they do not).

    A game whose middle needs its whole width (Moco!'s six piles in a row) has its value labels
    at the foot of the left column when the side seats leave room there; the side seats then
    sit above them."""
    m, unit = frame.m, frame.unit
    col_top = m
    col_bottom = viewer_place.box.y - m
    if not (spec.values and spec.values_at_side and frame.left_n):
        return col_bottom, None
    spare = col_bottom - col_top - frame.left_n * _side_seat_h(frame) - m * frame.left_n
    if spare < VALUES_BELOW_MIN * unit:
        return col_bottom, None
    vh = min(VALUES_BELOW_MAX * unit, spare)
    return col_bottom - vh - m, Rect(m, col_bottom - vh, frame.side_px, vh)


def _top_row_x(frame: _Frame) -> tuple[float, float]:
    """Where the top row of seats (and the middle under it) starts and ends across."""
    m, side_px = frame.m, frame.side_px
    x0 = m + (side_px + m if frame.left_n else 0.0)
    x1 = frame.width - m - (side_px + m if frame.right_n else 0.0)
    return x0, x1


def _other_seats(frame: _Frame, num_players: int, seats_bottom: float) -> dict[Seat, SeatPlace]:
    """The seats away from the viewer: along the top, and in the side columns down to
    ``seats_bottom``."""
    m, top_n = frame.m, frame.top_n
    col_top = m
    seat_h = _side_seat_h(frame)
    top_x0, top_x1 = _top_row_x(frame)
    seats: dict[Seat, SeatPlace] = {}
    for seat, side, index in seat_order(num_players, frame.bottom)[1:]:
        if side is Side.TOP:
            bw = (top_x1 - top_x0 - m * (top_n - 1)) / top_n
            box = Rect(top_x0 + index * (bw + m), m, bw, frame.top_h)
        else:
            count = frame.left_n if side is Side.LEFT else frame.right_n
            share = (seats_bottom - col_top - m * (count - 1)) / count
            # A side seat sits at the middle of its share of the side, not in the corner.
            bh = min(share, seat_h)
            x = m if side is Side.LEFT else frame.width - m - frame.side_px
            y = col_top + index * (share + m) + (share - bh) / 2
            box = Rect(x, y, frame.side_px, bh)
        seats[seat] = _seat_box(seat, side, box, frame.unit, frame.fronts.others)
    return seats


def _middle(
    spec: GameLayout, frame: _Frame, viewer_place: SeatPlace, values_below: Rect | None
) -> tuple[Rect, Rect, Rect]:
    """The middle of the table, the value labels' place and the middle's part for cards."""
    m, top_h = frame.m, frame.top_h
    top_x0, top_x1 = _top_row_x(frame)
    col_bottom = viewer_place.box.y - m
    y = m + top_h + (m if top_h else 0.0)
    center = Rect(top_x0, y, top_x1 - top_x0, col_bottom - y)
    if values_below is not None:
        return center, values_below, center
    if spec.values:
        # Otherwise value labels take a column at the left of the middle.
        vw = min(VALUES_COLUMN_W * frame.unit, VALUES_COLUMN_SHARE * center.w)
        values_rect = Rect(center.x, center.y, vw, center.h)
        return center, values_rect, Rect(center.x + vw + m, center.y, center.w - vw - m, center.h)
    return center, Rect(center.x, center.y, 0.0, center.h), center


def _regions(
    spec: GameLayout,
    zones: Sequence[ZoneInput],
    seats: dict[Seat, SeatPlace],
    teams: Sequence[Sequence[Seat]] | None,
) -> dict[tuple[str, int], list[Entry]]:
    """The zones sorted into regions: ("center", -1), ("team", team), or a seat's ("hand",
    seat) and ("front", seat), each in its rules' order (the observation's within one)."""
    by_region: dict[tuple[str, int], list[Entry]] = {}
    for z in zones:
        rule = spec.rule_for(z.id, z.kind)
        region = rule.region
        if region is Region.OFF:
            continue
        owner = z.owner if z.owner is not None and z.owner in seats else None
        team: int | None = None
        if region is Region.TEAM and teams and z.owner is not None:
            if rule.owner_is_team:
                team = z.owner if 0 <= z.owner < len(teams) else None
            elif owner is not None:
                team = _team_of(owner, teams)
        if region in (Region.HAND, Region.FRONT) and owner is None:
            region = Region.CENTER
        if region is Region.TEAM and team is None:
            region = Region.CENTER
        key: tuple[str, int]
        if region is Region.TEAM:
            assert team is not None
            key = ("team", team)
        elif region is Region.CENTER:
            key = ("center", -1)
        else:
            assert owner is not None
            key = (region.value, owner)
        by_region.setdefault(key, []).append(Entry(z, rule))
    for entries in by_region.values():
        entries.sort(key=lambda e: e.rule.order)  # stable: the observation's order within
    return by_region


def _place_team_bands(
    frame: _Frame,
    by_region: dict[tuple[str, int], list[Entry]],
    seats: dict[Seat, SeatPlace],
    teams: Sequence[Sequence[Seat]],
    center_cards: Rect,
    ratio: float,
    placed: dict[str, ZonePlace],
    team_labels: dict[int, Rect],
) -> Rect:
    """Lay each team's melds in a band of the middle, with its name over them, into ``placed``
    and ``team_labels``; the part of the middle left for the other cards.

    A team's melds lie on its side of the table: the viewer's nearest the viewer; a team seated
    at the left and right (the viewer's partner opposite) between its players, the stock and
    discard pile then above them; a team facing the viewer at the top."""
    m, unit = frame.m, frame.unit
    team_keys = sorted(k[1] for k in by_region if k[0] == "team")
    viewer_team = _team_of(frame.bottom, teams)
    others = [t for t in team_keys if t != viewer_team]
    mid_h = min(TEAM_MIDDLE_H * unit, center_cards.h * TEAM_MIDDLE_SHARE)
    band = max(0.0, (center_cards.h - mid_h - 2 * m) / 2)
    x, w = center_cards.x, center_cards.w
    beside = bool(others) and all(
        seats[s].side in (Side.LEFT, Side.RIGHT) for t in others for s in teams[t] if s in seats
    )
    if beside:
        middle = Rect(x, center_cards.y, w, mid_h)
        upper = Rect(x, middle.bottom + m, w, band)
    else:
        upper = Rect(x, center_cards.y, w, band)
        middle = Rect(x, upper.bottom + m, w, mid_h)
    lower = Rect(x, max(upper.bottom, middle.bottom) + m, w, band)
    label_h = team_label_h(unit)
    bands = [(lower, viewer_team, "bottom")] if viewer_team in team_keys else []
    bands += [
        (
            Rect(upper.x + i * upper.w / len(others), upper.y, upper.w / len(others), upper.h),
            t,
            "top",
        )
        for i, t in enumerate(others)
    ]
    for box, t, valign in bands:
        # Each band says whose it is, on a line over its cards.
        cards_box = Rect(box.x, box.y + label_h, box.w, max(0.0, box.h - label_h))
        flowed = flow(cards_box, by_region[("team", t)], SMALL_CARD * unit, ratio, valign)
        placed.update(flowed)
        if flowed:
            left = min(p.rect.x for p in flowed.values())
            top = min(p.rect.y for p in flowed.values())
            right = max(p.rect.right for p in flowed.values())
            team_labels[t] = Rect(left, top - label_h, max(right - left, 0.0), label_h)
    return middle


def _place_seat_zones(
    place: SeatPlace,
    by_region: dict[tuple[str, int], list[Entry]],
    unit: float,
    ratio: float,
    viewer: Seat | None,
) -> dict[str, ZonePlace]:
    """A seat's hand along its rim and what lies in front of it (the viewer's in full size,
    near its hand; another seat's smaller, from the top of its front)."""
    placed: dict[str, ZonePlace] = {}
    seat = place.seat
    is_viewer_box = place.side is Side.BOTTOM
    hand_entries = by_region.get(("hand", seat), [])
    if hand_entries:
        placed.update(_place_hands(place, hand_entries, unit, ratio, is_viewer_box, viewer))
    front_entries = by_region.get(("front", seat), [])
    if front_entries:
        valign = "bottom" if is_viewer_box else "top"
        cw = unit if is_viewer_box else SMALL_CARD * unit
        placed.update(flow(place.front, front_entries, cw, ratio, valign, seat=seat))
    return placed


def team_label_h(unit: float) -> float:
    """The height of the line naming a team over its melds."""
    return max(14.0, 0.26 * unit)


def _seat_box(seat: Seat, side: Side, box: Rect, unit: float, front: bool) -> SeatPlace:
    """A seat away from the viewer: name plate and hand along the rim, the front below."""
    strip_h = min(RIM_STRIP_H * unit, box.h * (RIM_STRIP_SHARE if front else 1.0))
    gap = max(RIM_GAP_MIN_PX, RIM_GAP * unit)
    plate_w = min(RIM_PLATE_W * unit, box.w * RIM_PLATE_SHARE)
    plate_h = min(strip_h, RIM_PLATE_H * unit, RIM_PLATE_H_MAX_PX)
    plate = Rect(box.x, box.y + (strip_h - plate_h) / 2, plate_w, plate_h)
    hand = Rect(plate.right + gap, box.y, max(0.0, box.w - plate_w - gap), strip_h)
    below = Rect(box.x, box.y + strip_h + gap, box.w, max(0.0, box.h - strip_h - gap))
    return SeatPlace(seat, side, box, plate, hand, below)


def _place_hands(
    place: SeatPlace,
    entries: Sequence[Entry],
    unit: float,
    ratio: float,
    big: bool,
    viewer: Seat | None,
) -> dict[str, ZonePlace]:
    """A seat's hands in its hand strip: the viewer's (``big``) large, fanned on an arc for the
    player holding them; another seat's small, in a straight fan."""
    out: dict[str, ZonePlace] = {}
    rect = place.hand
    for e in entries:
        if big:
            cw = min(
                VIEWER_HAND_CARD * unit * e.rule.scale, (rect.h - VIEWER_HAND_ABOVE * unit) / ratio
            )
            area = Rect(
                rect.x, rect.bottom - cw * ratio - VIEWER_HAND_BELOW * unit, rect.w, cw * ratio
            )
            arc = place.seat == viewer
        else:
            cw = min(OTHER_HAND_CARD * unit * e.rule.scale, rect.h / ratio)
            natural = cw + max(0, e.zone.count - 1) * OTHER_HAND_STEP * cw
            w = min(rect.w, natural)
            area = Rect(rect.x, rect.y + (rect.h - cw * ratio) / 2, w, cw * ratio)
            arc = False
        spots = card_spots(e.zone, Arrange.FAN, area, cw, ratio, arc)
        out[e.zone.id] = ZonePlace(
            e.zone.id, area, cw, spots, Arrange.FAN, e.rule, (area.cx, area.bottom), place.seat
        )
    return out


def _team_of(seat: Seat, teams: Sequence[Sequence[Seat]]) -> int:
    for i, team in enumerate(teams):
        if seat in team:
            return i
    return 0
