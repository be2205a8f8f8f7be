"""Flowing several zones into a box: in lines, in order, their cards shrunk until they fit.

:mod:`cardtable.ui.layout.geometry` decides the table's regions (the middle, each seat's hand
and front, the teams' bands) and hands each region's zones to :func:`flow`, which places them
as a :class:`ZonePlace` each. Pure Python (no Qt).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from cardtable.engine.zones import Seat
from cardtable.ui.layout.shapes import (
    Rect,
    Spot,
    ZoneInput,
    caption_h,
    caption_room,
    card_spots,
    measure,
)
from cardtable.ui.layout.spec import Arrange, ZoneRule


@dataclass(frozen=True, slots=True)
class ZonePlace:
    """A zone's place: its outline (also the drop area), card width and one spot per card.

    For token zones ``spots`` holds one spot per token kind.
    """

    id: str
    rect: Rect
    card_width: float
    spots: tuple[Spot, ...]
    arrange: Arrange
    rule: ZoneRule
    #: Where the caption's baseline centre goes (under the cards).
    caption_at: tuple[float, float] = (0.0, 0.0)
    seat: Seat | None = None


@dataclass(slots=True)
class Entry:
    zone: ZoneInput
    rule: ZoneRule


def flow(
    box: Rect,
    entries: Sequence[Entry],
    cw: float,
    ratio: float,
    valign: str = "center",
    min_scale: float = 0.42,
    seat: Seat | None = None,
) -> dict[str, ZonePlace]:
    """Place ``entries`` in lines inside ``box``, shrinking cards until they fit."""
    if not entries or box.w <= 1 or box.h <= 1:
        return {}
    base = cw
    scale = 1.0
    while True:
        lines, height = _lines(box, entries, base * scale, ratio)
        if height <= box.h or scale <= min_scale:
            break
        scale *= 0.9
    cw = base * scale
    gap = 0.16 * cw
    if valign == "top":
        y = box.y
    elif valign == "bottom":
        y = box.bottom - height
    else:
        y = box.y + (box.h - height) / 2
    placed: dict[str, ZonePlace] = {}
    for line in lines:
        measures = [
            measure(e.zone, e.rule.arrange, cw * e.rule.scale, ratio, e.rule.room) for e in line
        ]
        gaps = gap * (len(line) - 1)
        nat = sum(m.natural for m in measures)
        mn = sum(m.minimum for m in measures)
        avail = box.w - gaps
        if nat <= avail:
            widths = [m.natural for m in measures]
        elif nat > mn:
            f = max(0.0, (avail - mn) / (nat - mn))
            widths = [m.minimum + (m.natural - m.minimum) * f for m in measures]
        else:
            widths = [m.minimum for m in measures]
        widths = [min(w, box.w) for w in widths]
        line_w = sum(widths) + gaps
        line_h = max(m.height for m in measures)
        x = box.x + max(0.0, (box.w - line_w) / 2)
        for e, m, w in zip(line, measures, widths, strict=True):
            zcw = cw * e.rule.scale
            rect = Rect(x, y, w, m.height)
            has_cap = e.zone.has_caption
            cap_h = caption_room(zcw, e.zone.caption_lines) if has_cap else 0.0
            card_area = Rect(rect.x, rect.y, rect.w, rect.h - cap_h)
            left = e.rule.room > 0
            spots = card_spots(e.zone, e.rule.arrange, card_area, zcw, ratio, False, left)
            # A zone growing from its left edge has its caption under its first card.
            cap_x = rect.x + zcw / 2 if left else rect.cx
            placed[e.zone.id] = ZonePlace(
                e.zone.id,
                rect,
                zcw,
                spots,
                e.rule.arrange,
                e.rule,
                (cap_x, card_area.bottom + caption_h(zcw) - 3),
                seat,
            )
            x += w + gap
        y += line_h + gap
    return placed


def _lines(
    box: Rect, entries: Sequence[Entry], cw: float, ratio: float
) -> tuple[list[list[Entry]], float]:
    gap = 0.16 * cw
    needs = [
        min(measure(e.zone, e.rule.arrange, cw * e.rule.scale, ratio, e.rule.room).minimum, box.w)
        for e in entries
    ]
    lines = _break_lines(entries, needs, box.w, gap, False)
    # Zones of one rule (Moco!'s six supply chips) stay on one line where that takes no more
    # lines than filling each line up: one chip wrapped alone under the piles reads as apart.
    together = _break_lines(entries, needs, box.w, gap, True)
    if len(together) <= len(lines):
        lines = together
    height = 0.0
    for line in lines:
        hs = []
        for e in line:
            m = measure(e.zone, e.rule.arrange, cw * e.rule.scale, ratio, e.rule.room)
            h = m.height
            if e.rule.arrange is Arrange.SPREAD and m.minimum > box.w:
                zcw = cw * e.rule.scale
                fit = max(1, int((box.w - zcw) / (0.2 * zcw)) + 1)
                rows = math.ceil(max(1, e.zone.count) / fit)
                h += (rows - 1) * zcw * ratio * 0.42
            hs.append(h)
        height += max(hs)
    height += gap * max(0, len(lines) - 1)
    return lines, height


def _break_lines(
    entries: Sequence[Entry], needs: Sequence[float], width: float, gap: float, together: bool
) -> list[list[Entry]]:
    """Fill lines in order; with ``together``, a run of zones of one rule that does not fit
    in what is left of a line, but would on a line of its own, starts a new line."""
    lines: list[list[Entry]] = []
    current: list[Entry] = []
    used = 0.0
    for i, e in enumerate(entries):
        need = needs[i] + (gap if current else 0.0)
        if together and current and e.rule is not entries[i - 1].rule:
            end = i
            while end < len(entries) and entries[end].rule is e.rule:
                end += 1
            run = sum(needs[i:end]) + gap * (end - i - 1)
            if end - i > 1 and used + gap + run > width and run <= width:
                lines.append(current)
                current, used = [], 0.0
                need = needs[i]
        if current and used + need > width:
            lines.append(current)
            current, used = [], 0.0
            need = needs[i]
        current.append(e)
        used += need
    if current:
        lines.append(current)
    return lines
