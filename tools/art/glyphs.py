"""The six Decktet suit glyphs, drawn for this project in a 100 x 100 box around the origin.

Moons is a crescent, Suns a rayed disc, Waves three crests, Leaves a veined leaf, Wyrms a
serpent and Knots a trefoil knot with real over/under crossings. Each glyph is built from a
``fill`` colour and a ``cut`` colour (the colour of whatever lies behind it, used for the gaps
at the knot's crossings and the leaf's veins).
"""

from __future__ import annotations

import math
from functools import cache
from typing import Final

from .svg import Point, circle_path, el, g, num, poly, smooth, star_points

SUITS: Final = ("Moons", "Suns", "Waves", "Leaves", "Wyrms", "Knots")
COLOURS: Final = {
    "Moons": "#5d4ea6",
    "Suns": "#e08a00",
    "Waves": "#1a78bd",
    "Leaves": "#3a8a34",
    "Wyrms": "#b92d2a",
    "Knots": "#7b4a26",
}
#: Pale tints of the suit colours for backgrounds.
TINTS: Final = {
    "Moons": "#e4e0f4",
    "Suns": "#fbe9c4",
    "Waves": "#d5e8f6",
    "Leaves": "#dcefd6",
    "Wyrms": "#f5d9d4",
    "Knots": "#eee0d0",
}


def _stroke(d: str, colour: str, width: float) -> str:
    return el(
        "path",
        d=d,
        fill="none",
        stroke=colour,
        stroke_width=width,
        stroke_linecap="round",
        stroke_linejoin="round",
    )


def moons(fill: str, cut: str) -> str:
    d = "M15.7-43.2A46 46 0 1 0 15.7 43.2A28 44 0 0 1 15.7-43.2Z"
    return el("path", d=d, fill=fill, transform="rotate(-25) translate(12 0)")


def suns(fill: str, cut: str) -> str:
    rays: list[Point] = []
    for i in range(16):
        a = math.radians(-90 + i * 22.5)
        outer = 49.0 if i % 2 == 0 else 38.0
        half = math.radians(8.5 if i % 2 == 0 else 7.0)
        rays += [
            (27 * math.cos(a - half), 27 * math.sin(a - half)),
            (outer * math.cos(a), outer * math.sin(a)),
            (27 * math.cos(a + half), 27 * math.sin(a + half)),
        ]
    return g(
        [
            el("path", d=poly(rays), fill=fill),
            el("circle", cx=0.0, cy=0.0, r=29.0, fill=fill),
            el("circle", cx=0.0, cy=0.0, r=22.0, fill="none", stroke=cut, stroke_width=3.0),
            el("circle", cx=0.0, cy=0.0, r=12.0, fill=cut),
            el("circle", cx=0.0, cy=0.0, r=8.0, fill=fill),
        ]
    )


def waves(fill: str, cut: str) -> str:
    parts = []
    for y in (-26.0, 0.0, 26.0):
        d = (
            f"M-44 {num(y + 6)}C-36 {num(y - 12)} -22 {num(y - 12)} -15 {num(y + 2)}"
            f"C-8 {num(y + 12)} 6 {num(y + 12)} 14 {num(y - 2)}"
            f"C22 {num(y - 14)} 36 {num(y - 12)} 44 {num(y + 4)}"
        )
        parts.append(_stroke(d, fill, 10.0))
    return g(parts)


def leaves(fill: str, cut: str) -> str:
    blade = "M0-48C30-30 36 12 0 38C-36 12-30-30 0-48Z"
    veins = "M0-34L0 34M0-10L-15-24M0-10L15-24M0 8L-19-6M0 8L19-6M0 24L-14 12M0 24L14 12"
    return g(
        [
            el("path", d=blade, fill=fill),
            _stroke(veins, cut, 3.2),
            _stroke("M0 36L0 49", fill, 5.0),
        ],
        transform="rotate(30)",
    )


@cache
def _wyrm_outline() -> str:
    """A serpent body as a filled outline: thick at the head, tapering to the tail."""
    centre: list[Point] = []
    widths: list[float] = []
    steps = 40
    for i in range(steps + 1):
        t = i / steps  # 0 at the head, 1 at the tip of the tail
        y = -30 + 70 * t
        x = 22 * math.sin(t * 2.4 * math.pi + 0.4)
        centre.append((x, y))
        widths.append(15.0 * (1 - t) + 2.0 * t)
    left: list[Point] = []
    right: list[Point] = []
    for i, ((x, y), w) in enumerate(zip(centre, widths, strict=True)):
        x0, y0 = centre[max(i - 1, 0)]
        x1, y1 = centre[min(i + 1, steps)]
        dx, dy = x1 - x0, y1 - y0
        n = math.hypot(dx, dy)
        nx, ny = -dy / n, dx / n
        left.append((x + nx * w / 2, y + ny * w / 2))
        right.append((x - nx * w / 2, y - ny * w / 2))
    return smooth(left[::2] + right[::-1][::2])


def wyrms(fill: str, cut: str) -> str:
    head = "M8-50C22-50 30-42 26-33C23-27 12-27 4-29C-6-31-8-38-4-44C-1-48 3-50 8-50Z"
    return g(
        [
            el("path", d=_wyrm_outline(), fill=fill),
            el("path", d=head, fill=fill),
            el("circle", cx=13.0, cy=-41.0, r=3.2, fill=cut),
            _stroke("M27-37L36-38M33-38L37-42M33-38L38-35", fill, 2.2),
        ],
        transform="translate(-3 4)",
    )


#: Parameter of a crossing where the strand passes over (found numerically: the curve meets
#: itself at t = 0.2705 and t = 3.9165; the over-crossings repeat every 2 pi / 3).
_OVER: Final = 0.2705


def _trefoil(t: float) -> Point:
    return (
        13.5 * (math.sin(t) + 2 * math.sin(2 * t)),
        13.5 * (math.cos(t) - 2 * math.cos(2 * t)) + 2,
    )


@cache
def _knot_paths() -> tuple[str, tuple[str, ...]]:
    steps = 42
    pts = [_trefoil(2 * math.pi * i / steps) for i in range(steps)]
    whole = smooth(pts)
    # the three crossings where this strand passes over: found at generation time
    overs: list[str] = []
    for k in range(3):
        centre = _OVER + 2 * math.pi * k / 3
        seg = [_trefoil(centre + (j - 3) * 0.12) for j in range(7)]
        overs.append(smooth(seg, close=False))
    return whole, tuple(overs)


def knots(fill: str, cut: str) -> str:
    whole, overs = _knot_paths()
    parts = [_stroke(whole, fill, 8.5)]
    for d in overs:
        parts.append(_stroke(d, cut, 15.0))
        parts.append(_stroke(d, fill, 8.5))
    return g(parts)


DRAW: Final = {
    "Moons": moons,
    "Suns": suns,
    "Waves": waves,
    "Leaves": leaves,
    "Wyrms": wyrms,
    "Knots": knots,
}


def glyph(suit: str, fill: str | None = None, cut: str = "#fffdf7") -> str:
    """The glyph of ``suit`` in a 100 x 100 box around the origin."""
    return DRAW[suit](fill or COLOURS[suit], cut)


def glyph_def(suit: str, fill: str | None = None, cut: str = "#fffdf7", prefix: str = "g") -> str:
    """The glyph wrapped in a ``<g id="{prefix}-{suit}">`` for ``<defs>``."""
    return g(glyph(suit, fill, cut), id=f"{prefix}-{suit.lower()}")


__all__ = ["COLOURS", "SUITS", "TINTS", "circle_path", "glyph", "glyph_def", "star_points"]
