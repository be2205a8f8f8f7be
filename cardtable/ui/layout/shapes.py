"""One zone's shape on the table: its measures and where its cards lie in its place.

:mod:`cardtable.ui.layout.geometry` flows the zones of a table into their regions; this module
answers for a single zone: how wide it would like to be and how narrow it may get for a number
of cards in an arrangement, and where each card goes once it has its place. Pure Python.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from cardtable.engine.zones import Seat, ZoneKind
from cardtable.ui.layout.spec import Arrange


@dataclass(frozen=True, slots=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def cx(self) -> float:
        return self.x + self.w / 2

    @property
    def cy(self) -> float:
        return self.y + self.h / 2

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px <= self.right and self.y <= py <= self.bottom

    def inside(self, other: Rect, slack: float = 0.5) -> bool:
        return (
            self.x >= other.x - slack
            and self.y >= other.y - slack
            and self.right <= other.right + slack
            and self.bottom <= other.bottom + slack
        )

    def overlaps(self, other: Rect) -> bool:
        return (
            self.x < other.right
            and other.x < self.right
            and self.y < other.bottom
            and other.y < self.bottom
        )


@dataclass(frozen=True, slots=True)
class ZoneInput:
    """What the geometry needs to know of a zone: its id, kind, owner and size.

    ``count`` is the number of cards; ``token_kinds`` the number of token kinds (chip colours,
    coin metals) for token zones; ``big`` marks the viewer's own hand.
    """

    id: str
    kind: ZoneKind
    owner: Seat | None
    count: int = 0
    token_kinds: int = 0
    has_caption: bool = False
    #: Lines of the caption (Moco!'s piles: the suit over the value).
    caption_lines: int = 1
    #: Leading cards set apart from the rest (see ZoneRule.apart_when): tucked together.
    apart: int = 0
    #: The least width the zone's place takes (an empty place as wide as its label).
    min_w: float = 0.0


@dataclass(frozen=True, slots=True)
class Spot:
    """Where one card lies: its centre, rotation in degrees and stacking order."""

    x: float
    y: float
    rot: float = 0.0
    z: float = 0.0


# --- measuring and placing one zone --------------------------------------------------------------


def caption_h(cw: float) -> float:
    return max(11.0, 0.2 * cw) + 2.0


def caption_room(cw: float, lines: int) -> float:
    """Height kept under cards for a caption: one line's room holds a line and some slack,
    so each further line needs half as much again."""
    return caption_h(cw) * (1 + 0.5 * (lines - 1))


@dataclass(slots=True)
class Measure:
    natural: float
    minimum: float
    height: float


def measure(z: ZoneInput, arrange: Arrange, cw: float, ratio: float, room: int = 0) -> Measure:
    """How wide the zone would like to be, how narrow it may get, and its height.

    A zone that keeps ``room`` for that many cards (see ZoneRule.room) is as wide as they would
    be while its own cards fit that width at their tightest, and only grows past it then.
    """
    ch = cw * ratio
    extra = caption_room(cw, z.caption_lines) if z.has_caption else 0.0
    if arrange is Arrange.TOKENS:
        kinds = max(1, z.token_kinds)
        per = 0.62 * cw
        return Measure(kinds * per, math.ceil(kinds / 2) * per, 0.72 * cw + extra)
    if arrange is Arrange.STACK:
        # A caption under a pile ("Leaves · 0") is wider than the card: given room, piles side
        # by side stand far enough apart for their captions at full size.
        natural = (1.5 if z.has_caption else 1.06) * cw
        return Measure(natural, cw + 0.06 * cw, ch + 0.06 * cw + extra)
    n = max(1, z.count)
    natural, minimum = _widths(arrange, n, cw)
    apart = _apart(z, arrange)
    if apart:
        tucked, gap = _tucked(apart, cw)
        rest = z.count - apart
        natural, minimum = tucked, tucked
        if rest:
            nat, least = _widths(arrange, rest, cw)
            natural, minimum = tucked + gap + nat, tucked + gap + least
    if room > 0:
        kept, kept_min = _widths(arrange, room, cw)
        natural, minimum = max(kept, minimum), max(kept_min, minimum)
    if z.min_w > minimum:
        natural, minimum = max(natural, z.min_w), z.min_w
    return Measure(natural, minimum, ch + extra)


#: How far each card set apart lies from the one before, and the gap after them, in card widths.
TUCK_STEP = 0.16
APART_GAP = 0.32


def _apart(z: ZoneInput, arrange: Arrange) -> int:
    """How many leading cards of ``z`` lie set apart (only a row sets cards apart)."""
    return max(0, min(z.apart, z.count)) if arrange is Arrange.ROW else 0


def _tucked(n: int, cw: float) -> tuple[float, float]:
    """The width of ``n`` cards tucked together, and the gap after them."""
    return cw + (n - 1) * TUCK_STEP * cw, APART_GAP * cw


def _widths(arrange: Arrange, n: int, cw: float) -> tuple[float, float]:
    """The natural and the tightest width of ``n`` cards in a row, a spread or a fan."""
    if arrange is Arrange.ROW:
        return n * cw + (n - 1) * 0.08 * cw, cw + (n - 1) * 0.22 * cw
    if arrange is Arrange.SPREAD:
        return cw + (n - 1) * 0.3 * cw, cw + (n - 1) * 0.2 * cw
    return cw + (n - 1) * 0.62 * cw, cw + (n - 1) * 0.14 * cw


def card_spots(
    z: ZoneInput,
    arrange: Arrange,
    rect: Rect,
    cw: float,
    ratio: float,
    arc: bool,
    left: bool = False,
) -> tuple[Spot, ...]:
    """Where each card lies in ``rect``: rows centred in it, or from its left edge (``left``:
    a zone that keeps room to grow into, so its first cards stay where they are)."""
    ch = cw * ratio
    n = z.count
    if arrange is Arrange.TOKENS:
        kinds = max(1, z.token_kinds)
        per = 0.62 * cw
        rows = 1 if kinds * per <= rect.w + 0.5 else 2
        per_row = math.ceil(kinds / rows)
        row_h = 0.72 * cw
        spots = []
        for i in range(kinds):
            r, c = divmod(i, per_row)
            in_row = min(per_row, kinds - r * per_row)
            x0 = rect.cx - in_row * per / 2
            spots.append(Spot(x0 + (c + 0.5) * per, rect.y + (r + 0.5) * row_h, 0.0, i))
        return tuple(spots)
    if n == 0:
        return ()
    top = rect.y + ch / 2
    if arrange is Arrange.STACK:
        depth = 0.06 * cw
        out = []
        for i in range(n):
            off = depth * min(i, 12) / 12 if n > 1 else 0.0
            out.append(Spot(rect.x + cw / 2 + depth - off, top + depth - off, 0.0, i))
        return tuple(out)
    apart = _apart(z, arrange)
    if apart:
        return _apart_spots(n, apart, rect, cw, top)
    if n == 1:
        return (Spot(rect.x + cw / 2 if left else rect.cx, top, 0.0, 0),)
    # Rows of overlapping cards; a spread wraps into more rows when it cannot be read in one.
    min_step = {Arrange.SPREAD: 0.2, Arrange.ROW: 0.22, Arrange.FAN: 0.14}[arrange] * cw
    full_step = {Arrange.SPREAD: 0.3, Arrange.ROW: 1.08, Arrange.FAN: 0.62}[arrange] * cw
    rows = 1
    if arrange is Arrange.SPREAD:
        fit = max(1, int((rect.w - cw) / min_step) + 1)
        rows = math.ceil(n / fit)
    per_row = math.ceil(n / rows)
    row_gap = ch * 0.42 if rows > 1 else 0.0
    out = []
    for i in range(n):
        r, c = divmod(i, per_row)
        in_row = min(per_row, n - r * per_row)
        step = full_step if in_row == 1 else min(full_step, (rect.w - cw) / (in_row - 1))
        span = cw + step * (in_row - 1)
        x = (rect.x if left else rect.cx - span / 2) + cw / 2 + c * step
        y = top + r * row_gap
        rot = 0.0
        if arc and in_row > 1:
            t = (c - (in_row - 1) / 2) / max(1.0, (in_row - 1) / 2)  # -1 .. 1
            spread_deg = min(10.0, 1.2 * in_row)
            rot = t * spread_deg
            y += (t * t) * 0.08 * ch
        out.append(Spot(x, y, rot, i))
    return tuple(out)


def _apart_spots(n: int, apart: int, rect: Rect, cw: float, top: float) -> tuple[Spot, ...]:
    """A row whose first ``apart`` cards lie tucked together at its left, the others a gap
    to their right, side by side (overlapping only when the place is too narrow)."""
    tucked, gap = _tucked(apart, cw)
    rest = n - apart
    step = 1.08 * cw
    if rest > 1:
        step = max(0.0, min(step, (rect.w - tucked - gap - cw) / (rest - 1)))
    span = tucked + ((gap + cw + step * (rest - 1)) if rest else 0.0)
    x0 = max(rect.x, rect.cx - span / 2)
    out = [Spot(x0 + cw / 2 + i * TUCK_STEP * cw, top, 0.0, i) for i in range(apart)]
    start = x0 + tucked + gap + cw / 2
    out.extend(Spot(start + j * step, top, 0.0, apart + j) for j in range(rest))
    return tuple(out)
