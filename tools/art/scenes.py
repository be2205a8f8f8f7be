"""Small scenes for the Decktet cards' windows, in a paper-cut silhouette style.

Each scene is a sky (a gradient), a few flat layers of land or water and a dark silhouette
subject, with the card's suit glyphs worked in as the sun, the moon, the sea, the leaves...
The window spans x 62..188 and y 24..264 (an arch on top); anything drawn a little outside it
is hidden by the parchment drawn over the scene. :func:`scene` returns extra ``<defs>`` and the
body for a card.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Final

from cardtable.engine.cards import Card

from .glyphs import COLOURS, TINTS, glyph
from .svg import Point, circle_path, el, g, num, poly, smooth, star_points

WX0, WY0, WX1, WY1 = 62.0, 24.0, 188.0, 264.0
WCX: Final = (WX0 + WX1) / 2
L, R = WX0 - 8, WX1 + 8  # scene elements may run a little past the window
SIL: Final = "#2e2833"  # silhouette ink
NIGHT_TOP: Final = "#232650"
NIGHT_LOW: Final = "#6d6aa6"


def mix(a: str, b: str, t: float) -> str:
    """Blend two ``#rrggbb`` colours: t = 0 gives a, t = 1 gives b."""
    ca = [int(a[i : i + 2], 16) for i in (1, 3, 5)]
    cb = [int(b[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(ca, cb, strict=True))


@dataclass
class Scene:
    """Collects the defs and the body of one card's scene."""

    defs: list[str] = field(default_factory=list)
    body: list[str] = field(default_factory=list)

    def add(self, *parts: str) -> None:
        self.body.extend(parts)

    def sky(self, top: str, bottom: str, y1: float = WY1) -> None:
        gid = f"sky{len(self.defs)}"
        self.defs.append(
            el(
                "linearGradient",
                [el("stop", offset="0", stop_color=top), el("stop", offset="1", stop_color=bottom)],
                id=gid,
                x1="0",
                y1="0",
                x2="0",
                y2="1",
            )
        )
        self.add(el("rect", x=L, y=WY0 - 8, width=R - L, height=y1 - WY0 + 16, fill=f"url(#{gid})"))


# --- building blocks -------------------------------------------------------------------------


def shape(d: str, fill: str, **kw: object) -> str:
    return el("path", d=d, fill=fill, **kw)


def line(d: str, colour: str, width: float) -> str:
    return el(
        "path",
        d=d,
        fill="none",
        stroke=colour,
        stroke_width=width,
        stroke_linecap="round",
        stroke_linejoin="round",
    )


def sym(suit: str, x: float, y: float, size: float, fill: str | None = None, **kw: object) -> str:
    """A suit glyph centred at (x, y), ``size`` across, optionally recoloured or turned."""
    rot = kw.pop("rotate", 0.0)
    cut = str(kw.pop("cut", "#fffdf7"))
    turn = f" rotate({num(float(str(rot)))})" if rot else ""
    return g(
        glyph(suit, fill, cut),
        transform=f"translate({num(x)} {num(y)}){turn} scale({num(size / 100)})",
        **kw,
    )


def land(y: float, colour: str, amp: float = 6.0, waves: float = 1.0, phase: float = 0.0) -> str:
    """A band of ground from height y down past the window, with a gently rolling top."""
    pts: list[Point] = []
    for i in range(13):
        x = L + (R - L) * i / 12
        pts.append((x, y - amp * math.sin(phase + waves * math.pi * i / 6)))
    top = smooth(pts, close=False)
    return shape(top + f"L{num(R)} {num(WY1 + 12)}L{num(L)} {num(WY1 + 12)}Z", colour)


def water(y: float, colour: str, crest: str, rows: int = 3, gap: float = 12.0) -> list[str]:
    """Flat water from y down with rows of small crests."""
    out = [el("rect", x=L, y=y, width=R - L, height=WY1 + 12 - y, fill=colour)]
    for r in range(rows):
        yy = y + 8 + r * gap
        off = 9 * (r % 2)
        d = "".join(
            f"M{num(x)} {num(yy)}q5 -5 10 0"
            for x in [L + off + 20 * k for k in range(int((R - L) / 20) + 1)]
        )
        out.append(line(d, crest, 1.6))
    return out


def mountain(peaks: Sequence[tuple[float, float]], base: float, colour: str) -> str:
    """A ridge through the given peak points, filled down to ``base``."""
    pts: list[Point] = [(L, base)]
    for i, (x, y) in enumerate(peaks):
        if i:
            px, _ = peaks[i - 1]
            pts.append(((px + x) / 2, base - (base - y) * 0.35))
        pts.append((x, y))
    pts.append((R, base))
    pts.append((R, WY1 + 12))
    pts.append((L, WY1 + 12))
    return shape(poly(pts), colour)


def pine(x: float, y: float, h: float, colour: str) -> str:
    w = h * 0.42
    pts = [
        (x, y - h),
        (x + w * 0.45, y - h * 0.62),
        (x + w * 0.25, y - h * 0.62),
        (x + w * 0.7, y - h * 0.28),
        (x + w * 0.4, y - h * 0.28),
        (x + w, y - h * 0.08),
        (x + w * 0.12, y - h * 0.08),
        (x + w * 0.12, y),
        (x - w * 0.12, y),
        (x - w * 0.12, y - h * 0.08),
        (x - w, y - h * 0.08),
        (x - w * 0.4, y - h * 0.28),
        (x - w * 0.7, y - h * 0.28),
        (x - w * 0.25, y - h * 0.62),
        (x - w * 0.45, y - h * 0.62),
    ]
    return shape(poly(pts), colour)


def round_tree(x: float, y: float, h: float, colour: str, crown: str | None = None) -> str:
    r = h * 0.32
    trunk = poly(
        [
            (x - h * 0.05, y),
            (x - h * 0.03, y - h * 0.6),
            (x + h * 0.03, y - h * 0.6),
            (x + h * 0.05, y),
        ]
    )
    blob = (
        circle_path(x, y - h + r, r)
        + circle_path(x - r * 0.7, y - h + r * 1.6, r * 0.8)
        + circle_path(x + r * 0.7, y - h + r * 1.6, r * 0.8)
    )
    return g([shape(trunk, colour), shape(blob, crown or colour)])


def bare_tree(x: float, y: float, h: float, colour: str) -> list[str]:
    """A leafless tree; returns the trunk and branches as strokes."""
    u = h / 100
    d = (
        f"M{num(x)} {num(y)}L{num(x)} {num(y - 45 * u)}"
        f"M{num(x)} {num(y - 40 * u)}Q{num(x - 10 * u)} {num(y - 62 * u)} {num(x - 30 * u)} "
        f"{num(y - 80 * u)}"
        f"M{num(x)} {num(y - 45 * u)}Q{num(x + 6 * u)} {num(y - 70 * u)} {num(x + 4 * u)} "
        f"{num(y - 100 * u)}"
        f"M{num(x + 3 * u)} {num(y - 62 * u)}Q{num(x + 20 * u)} {num(y - 70 * u)} "
        f"{num(x + 32 * u)} {num(y - 86 * u)}"
        f"M{num(x - 16 * u)} {num(y - 64 * u)}L{num(x - 26 * u)} {num(y - 62 * u)}"
        f"M{num(x + 18 * u)} {num(y - 72 * u)}L{num(x + 28 * u)} {num(y - 70 * u)}"
    )
    return [
        shape(
            poly(
                [
                    (x - 5 * u, y),
                    (x - 2.5 * u, y - 46 * u),
                    (x + 2.5 * u, y - 46 * u),
                    (x + 5 * u, y),
                ]
            ),
            colour,
        ),
        line(d, colour, 3.2 * u),
    ]


@dataclass(frozen=True)
class Pose:
    """Arm positions relative to the shoulders, in figure units (height = 100)."""

    left: tuple[float, float, float, float] = (-4.0, 16.0, -2.0, 32.0)  # elbow dx, dy, hand dx, dy
    right: tuple[float, float, float, float] = (4.0, 16.0, 2.0, 32.0)


def figure(
    x: float,
    y: float,
    h: float,
    colour: str = SIL,
    *,
    robe: bool = True,
    pose: Pose = Pose(),
    hood: bool = False,
    hat: str = "",
    stride: float = 0.0,
) -> tuple[str, Point, Point]:
    """A standing person seen from the front, feet at (x, y), ``h`` tall.

    Returns the drawing and the positions of the left and right hand (to attach props).
    """
    u = h / 100
    parts: list[str] = []
    head_y = y - 90 * u
    parts.append(shape(circle_path(x, head_y, 7.5 * u), colour))
    if hood:
        parts.append(
            shape(
                poly(
                    [
                        (x, head_y - 12 * u),
                        (x + 11 * u, head_y + 8 * u),
                        (x - 11 * u, head_y + 8 * u),
                    ]
                ),
                colour,
            )
        )
    if hat == "brim":
        parts.append(
            shape(
                f"M{num(x - 13 * u)} {num(head_y - 4 * u)}L{num(x + 13 * u)} "
                f"{num(head_y - 4 * u)}L{num(x + 6 * u)} {num(head_y - 9 * u)}"
                f"L{num(x + 5 * u)} {num(head_y - 16 * u)}L{num(x - 5 * u)} "
                f"{num(head_y - 16 * u)}L{num(x - 6 * u)} {num(head_y - 9 * u)}Z",
                colour,
            )
        )
    elif hat == "helm":
        parts.append(
            shape(
                f"M{num(x - 9 * u)} {num(head_y)}A{num(9 * u)} {num(10 * u)} 0 0 1 "
                f"{num(x + 9 * u)} {num(head_y)}Z",
                colour,
            )
        )
        parts.append(
            line(
                f"M{num(x)} {num(head_y - 10 * u)}L{num(x)} {num(head_y - 18 * u)}", colour, 2.4 * u
            )
        )
    elif hat == "crown":
        parts.append(
            shape(
                poly(
                    [
                        (x - 7 * u, head_y - 5 * u),
                        (x - 8 * u, head_y - 15 * u),
                        (x - 3.5 * u, head_y - 10 * u),
                        (x, head_y - 17 * u),
                        (x + 3.5 * u, head_y - 10 * u),
                        (x + 8 * u, head_y - 15 * u),
                        (x + 7 * u, head_y - 5 * u),
                    ]
                ),
                colour,
            )
        )
    neck = y - 82 * u
    sl, sr = (x - 13 * u, y - 78 * u), (x + 13 * u, y - 78 * u)
    if robe:
        body = [
            (x - 4 * u, neck),
            sl,
            (x - 10 * u, y - 50 * u),
            (x - 18 * u - stride, y),
            (x + 18 * u + stride, y),
            (x + 10 * u, y - 50 * u),
            sr,
            (x + 4 * u, neck),
        ]
        parts.append(
            shape(poly(body), colour, stroke=colour, stroke_width=2 * u, stroke_linejoin="round")
        )
    else:
        body = [
            (x - 4 * u, neck),
            sl,
            (x - 10 * u, y - 44 * u),
            (x + 10 * u, y - 44 * u),
            sr,
            (x + 4 * u, neck),
        ]
        parts.append(
            shape(poly(body), colour, stroke=colour, stroke_width=2 * u, stroke_linejoin="round")
        )
        parts.append(
            line(
                f"M{num(x - 5 * u)} {num(y - 46 * u)}L{num(x - 8 * u - stride)} {num(y)}"
                f"M{num(x + 5 * u)} {num(y - 46 * u)}L{num(x + 8 * u + stride)} {num(y)}",
                colour,
                8 * u,
            )
        )
    hands: list[Point] = []
    for (sx, sy), (ex, ey, hx, hy) in ((sl, pose.left), (sr, pose.right)):
        ex_, ey_ = sx + ex * u, sy + ey * u
        hx_, hy_ = sx + hx * u, sy + hy * u
        parts.append(
            line(
                f"M{num(sx)} {num(sy + 2 * u)}L{num(ex_)} {num(ey_)}L{num(hx_)} {num(hy_)}",
                colour,
                6 * u,
            )
        )
        hands.append((hx_, hy_))
    return g(parts), hands[0], hands[1]


def stars(
    count: int, seed: int, colour: str = "#fff6d8", top: float = WY0 + 6, bottom: float = 150.0
) -> str:
    rng = random.Random(seed)
    d = ""
    for _ in range(count):
        x = rng.uniform(WX0 + 6, WX1 - 6)
        y = rng.uniform(top, bottom)
        r = rng.choice((1.0, 1.3, 1.7))
        d += poly(star_points(x, y, r * 1.8, r * 0.6, 4))
    return shape(d, colour)


def boat(x: float, y: float, w: float, hull: str, sail: str, mast: float = 1.0) -> str:
    hull_d = poly(
        [(x - w / 2, y - w * 0.16), (x + w / 2, y - w * 0.16), (x + w * 0.36, y), (x - w * 0.36, y)]
    )
    top = y - w * 0.16 - w * 0.95 * mast
    return g(
        [
            shape(hull_d, hull),
            line(f"M{num(x)} {num(y - w * 0.16)}L{num(x)} {num(top)}", hull, w * 0.035),
            shape(
                poly(
                    [
                        (x + w * 0.03, top + w * 0.04),
                        (x + w * 0.42, y - w * 0.24),
                        (x + w * 0.03, y - w * 0.24),
                    ]
                ),
                sail,
            ),
            shape(
                poly(
                    [
                        (x - w * 0.03, top + w * 0.12),
                        (x - w * 0.3, y - w * 0.24),
                        (x - w * 0.03, y - w * 0.24),
                    ]
                ),
                sail,
            ),
        ]
    )


def tower(x: float, y: float, w: float, h: float, colour: str, battlements: int = 3) -> str:
    top = y - h
    pts: list[Point] = [(x - w / 2, y), (x - w / 2, top)]
    step = w / (2 * battlements - 1)
    for i in range(2 * battlements - 1):
        x0 = x - w / 2 + i * step
        if i % 2 == 1:
            pts += [
                (x0, top),
                (x0, top + step * 0.8),
                (x0 + step, top + step * 0.8),
                (x0 + step, top),
            ]
    pts += [(x + w / 2, top), (x + w / 2, y)]
    return shape(poly(pts), colour)


def rays(
    x: float,
    y: float,
    r0: float,
    r1: float,
    count: int,
    colour: str,
    width: float,
    start: float = 0.0,
    span: float = 360.0,
) -> str:
    d = ""
    for i in range(count):
        a = math.radians(start + span * i / count)
        d += (
            f"M{num(x + r0 * math.cos(a))} {num(y + r0 * math.sin(a))}"
            f"L{num(x + r1 * math.cos(a))} {num(y + r1 * math.sin(a))}"
        )
    return line(d, colour, width)


def day_sky(sc: Scene, card: Card) -> None:
    suits = card.suits
    sc.sky(mix(TINTS[suits[0]], "#ffffff", 0.2), TINTS[suits[-1]])


def night_sky(sc: Scene, seed: int, count: int = 14) -> None:
    sc.sky(NIGHT_TOP, NIGHT_LOW)
    sc.add(stars(count, seed))


MOON_LIGHT: Final = "#f4eecb"
SUN_LIGHT: Final = "#f6b93b"


# --- the scenes --------------------------------------------------------------------------------


def ace(sc: Scene, card: Card) -> None:
    suit = card.suits[0]
    colour = COLOURS[suit]
    sc.sky(mix(TINTS[suit], "#ffffff", 0.55), TINTS[suit])
    sc.add(rays(WCX, 150, 56, 74, 36, mix(colour, "#ffffff", 0.55), 2.0))
    sc.add(el("circle", cx=WCX, cy=150.0, r=52.0, fill="#fffdf7", stroke=colour, stroke_width=2.5))
    sc.add(el("circle", cx=WCX, cy=150.0, r=46.0, fill="none", stroke=colour, stroke_width=0.8))
    sc.add(sym(suit, WCX, 150, 74))


def author(sc: Scene, card: Card) -> None:
    night_sky(sc, 2)
    sc.add(sym("Moons", 160, 62, 34, MOON_LIGHT, rotate=10))
    # a window ledge, a desk, a writer with a quill over an open book
    sc.add(el("rect", x=L, y=196.0, width=R - L, height=80.0, fill="#4b3a4f"))
    fig, _lh, rh = figure(98, 232, 96, SIL, pose=Pose((-2, 18, 14, 28), (6, 14, 24, 20)))
    sc.add(fig)
    sc.add(shape("M108 196L168 196L176 206L100 206Z", "#6b5040"))
    sc.add(shape("M118 196Q130 188 140 196Q150 188 162 196L162 198L118 198Z", "#f3ead2"))
    sc.add(line(f"M{num(rh[0])} {num(rh[1])}L{num(rh[0] + 12)} {num(rh[1] - 22)}", "#f3ead2", 2))
    sc.add(sym("Knots", 142, 230, 32, COLOURS["Knots"], cut="#4b3a4f"))


def desert(sc: Scene, card: Card) -> None:
    sc.sky("#fff4d6", "#f7d58c")
    sc.add(sym("Suns", WCX, 92, 62))
    sc.add(land(196, "#e9b866", 8, 1.2, 0.5))
    sc.add(land(222, "#d99a47", 10, 0.9, 2.0))
    sc.add(sym("Wyrms", 104, 232, 40, "#8e2a20", rotate=80))
    sc.add(land(248, "#c07a34", 6, 1.4, 1.0))


def origin(sc: Scene, card: Card) -> None:
    sc.sky("#eef6ee", TINTS["Waves"])
    sc.add(*water(200, mix(COLOURS["Waves"], "#ffffff", 0.35), "#ffffff", 5, 12))
    # a seedling rising from the water
    sc.add(line("M125 210C125 180 122 160 125 130", "#2f6e2a", 4))
    sc.add(sym("Leaves", 104, 140, 40, rotate=-70))
    sc.add(sym("Leaves", 146, 120, 46, rotate=-10))
    sc.add(
        el(
            "ellipse",
            cx=125.0,
            cy=212.0,
            rx=22.0,
            ry=4.0,
            fill="none",
            stroke="#ffffff",
            stroke_width=1.5,
        )
    )
    sc.add(
        el(
            "ellipse",
            cx=125.0,
            cy=214.0,
            rx=36.0,
            ry=7.0,
            fill="none",
            stroke="#ffffff",
            stroke_width=1.0,
            opacity="0.7",
        )
    )
    sc.add(sym("Waves", 125, 246, 40))


def journey(sc: Scene, card: Card) -> None:
    night_sky(sc, 3)
    sc.add(sym("Moons", 92, 70, 36, MOON_LIGHT, rotate=-15))
    sc.add(mountain([(80, 150), (130, 128), (176, 156)], 190, "#4c4a7c"))
    sc.add(land(196, "#3a3860", 5, 1.0))
    # a winding road
    sc.add(
        shape(
            "M130 196C120 210 150 220 136 240C128 252 118 258 110 270L150 270C150 254 168 236"
            " 150 222C140 214 140 204 134 196Z",
            "#8d87b8",
        )
    )
    fig, _lh, rh = figure(
        102, 236, 60, SIL, robe=False, stride=3, pose=Pose((-6, 14, -4, 30), (6, 12, 16, 18))
    )
    sc.add(fig)
    sc.add(line(f"M{num(rh[0])} {num(rh[1] - 14)}L{num(rh[0])} {num(236)}", SIL, 2.2))
    sc.add(sym("Waves", 160, 238, 30, "#9fc7ea"))


def painter(sc: Scene, card: Card) -> None:
    day_sky(sc, card)
    sc.add(land(228, "#c7a27a", 3))
    # the easel and its canvas, which shows a sun
    sc.add(line("M132 238L146 150M168 238L154 150M150 150L150 242", "#6b4a2f", 3))
    sc.add(
        el(
            "rect",
            x=124.0,
            y=146.0,
            width=52.0,
            height=50.0,
            fill="#fffdf7",
            stroke="#6b4a2f",
            stroke_width=2.5,
        )
    )
    sc.add(sym("Suns", 150, 171, 36))
    fig, _lh, rh = figure(
        96, 246, 100, SIL, hat="brim", pose=Pose((-8, 18, -6, 34), (12, 10, 26, 2))
    )
    sc.add(fig)
    sc.add(line(f"M{num(rh[0])} {num(rh[1])}L{num(rh[0] + 4)} {num(rh[1] - 12)}", "#6b4a2f", 2))
    sc.add(sym("Knots", 93, 60, 30))


def savage(sc: Scene, card: Card) -> None:
    sc.sky("#e7f2d9", "#b9d7a4")
    for i, (x, y, rot) in enumerate(
        [
            (72, 70, -40),
            (178, 86, 40),
            (80, 130, -70),
            (180, 150, 80),
            (70, 200, -100),
            (182, 214, 100),
        ]
    ):
        sc.add(
            sym("Leaves", x, y, 54 - i * 2, mix(COLOURS["Leaves"], SIL, 0.2 + 0.08 * i), rotate=rot)
        )
    fig, lh, _rh = figure(
        125, 250, 120, SIL, robe=False, stride=6, pose=Pose((-14, 4, -20, -14), (12, 8, 22, -6))
    )
    sc.add(fig)
    sc.add(line(f"M{num(lh[0])} {num(lh[1])}L{num(lh[0] - 6)} {num(lh[1] - 30)}", SIL, 6))
    sc.add(sym("Wyrms", 160, 236, 40, COLOURS["Wyrms"], rotate=20))


def mountain_scene(sc: Scene, card: Card) -> None:
    sc.sky("#3b3f78", "#f6c98a")
    sc.add(sym("Moons", 88, 62, 30, MOON_LIGHT))
    sc.add(sym("Suns", 160, 120, 46))
    sc.add(mountain([(84, 112), (128, 74), (170, 128)], 214, "#6a5e8e"))
    sc.add(shape("M128 74L116 96L124 92L128 100L134 92L140 98Z", "#f4eecb"))
    sc.add(mountain([(70, 170), (110, 150), (160, 176), (190, 160)], 230, "#4a3f66"))
    sc.add(land(240, "#322a48", 4))


def sailor(sc: Scene, card: Card) -> None:
    day_sky(sc, card)
    sc.add(sym("Leaves", 80, 70, 28, rotate=-30))
    sc.add(sym("Leaves", 170, 56, 22, rotate=40))
    sc.add(*water(196, COLOURS["Waves"], "#bfe0f6", 5, 13))
    sc.add(boat(125, 200, 96, SIL, "#fffdf7"))
    sc.add(sym("Waves", 125, 236, 44, "#bfe0f6"))


def battle(sc: Scene, card: Card) -> None:
    sc.sky("#f3d5cc", "#b9a79a")
    sc.add(land(224, "#8a6e5a", 4))
    # crossed swords over a shield bearing a knot, with a wyrm banner
    sc.add(line("M84 96L166 206M166 96L84 206", "#5b5560", 7))
    sc.add(line("M84 96L166 206M166 96L84 206", "#d9dde3", 3.5))
    sc.add(line("M150 196L176 214M100 196L74 214", SIL, 6))
    sc.add(
        shape(
            "M100 118L150 118L150 160C150 182 136 194 125 200C114 194 100 182 100 160Z",
            "#7b4a26",
            stroke=SIL,
            stroke_width=3,
        )
    )
    sc.add(sym("Knots", 125, 154, 38, "#f3d58a", cut="#7b4a26"))
    sc.add(line("M82 80L82 40", SIL, 2.5))
    sc.add(shape("M82 40L116 46L82 58Z", COLOURS["Wyrms"]))
    sc.add(sym("Wyrms", 160, 60, 34))


def forest(sc: Scene, card: Card) -> None:
    night_sky(sc, 5, 10)
    sc.add(sym("Moons", 125, 62, 40, MOON_LIGHT))
    dark = mix(COLOURS["Leaves"], SIL, 0.55)
    darker = mix(COLOURS["Leaves"], SIL, 0.75)
    for x, h in ((70, 110), (100, 130), (150, 120), (182, 104)):
        sc.add(pine(x, 214, h, dark))
    sc.add(land(212, darker, 3))
    for x, h in ((84, 96), (126, 112), (168, 90)):
        sc.add(pine(x, 246, h, SIL))
    sc.add(sym("Leaves", 125, 236, 36, "#8fd07f", cut=SIL))


def discovery(sc: Scene, card: Card) -> None:
    sc.sky("#fde9b8", "#f3b66a", 200)
    sc.add(sym("Suns", 125, 170, 70))
    sc.add(*water(186, COLOURS["Waves"], "#a9d4f2", 6, 12))
    sc.add(shape("M150 186C156 176 172 172 196 176L196 188Z", "#3d6b3a"))
    sc.add(boat(96, 214, 70, SIL, "#fffdf7"))
    sc.add(line("M96 160L96 150", SIL, 2))
    sc.add(shape("M96 150L108 153L96 156Z", COLOURS["Waves"]))


def soldier(sc: Scene, card: Card) -> None:
    sc.sky("#f5ddd8", "#d7c3b4")
    sc.add(land(236, "#8d7766", 3))
    fig, _lh, rh = figure(
        118, 246, 176, SIL, robe=False, hat="helm", pose=Pose((-14, 20, -12, 44), (14, 16, 26, 26))
    )
    sc.add(fig)
    sc.add(line(f"M{num(rh[0])} {num(246)}L{num(rh[0])} 46", "#5b4636", 3.5))
    sc.add(shape(f"M{num(rh[0])} 32L{num(rh[0] + 6)} 50L{num(rh[0] - 6)} 50Z", "#c8ccd2"))
    sc.add(
        shape(
            "M76 124L112 124L112 156C112 176 100 186 94 190C88 186 76 176 76 156Z",
            COLOURS["Wyrms"],
            stroke=SIL,
            stroke_width=3,
        )
    )
    sc.add(sym("Knots", 94, 150, 28, "#f3d58a", cut=COLOURS["Wyrms"]))


def lunatic(sc: Scene, card: Card) -> None:
    night_sky(sc, 6, 18)
    sc.add(el("circle", cx=125.0, cy=100.0, r=50.0, fill="#f4eecb", opacity="0.25"))
    sc.add(sym("Moons", 125, 100, 80, MOON_LIGHT))
    sc.add(*water(210, "#3d4a8a", "#9fc7ea", 4, 12))
    fig, _lh, _rh = figure(
        125, 214, 80, SIL, robe=False, stride=8, pose=Pose((-12, -6, -20, -22), (14, -4, 22, -20))
    )
    sc.add(fig)


def penitent(sc: Scene, card: Card) -> None:
    sc.sky("#fbe3b0", "#e8b9a7")
    sc.add(rays(125, 70, 30, 116, 18, "#ffffff", 3, 30, 120))
    sc.add(sym("Suns", 125, 70, 50))
    sc.add(land(226, "#a67f6a", 3))
    # a hooded figure kneeling, bowed
    sc.add(
        shape(
            "M96 232C94 206 104 176 124 166C132 160 146 162 150 172C156 186 158 206 160 232Z", SIL
        )
    )
    sc.add(shape(circle_path(142, 170, 11), SIL))
    sc.add(shape("M130 158L156 158L150 178Z", SIL))
    sc.add(sym("Wyrms", 84, 244, 34, "#7a2a22", rotate=-90))


def market(sc: Scene, card: Card) -> None:
    sc.sky("#f3f0dc", "#e6dcc0")
    sc.add(land(230, "#b79e7e", 2))
    for x, colour in ((86, COLOURS["Leaves"]), (148, COLOURS["Knots"])):
        sc.add(el("rect", x=x - 26, y=150.0, width=52.0, height=80.0, fill="#e9d8b4"))
        for k in range(4):  # striped awning
            sc.add(
                shape(
                    poly(
                        [
                            (x - 30 + k * 15, 130),
                            (x - 15 + k * 15, 130),
                            (x - 15 + k * 15, 152),
                            (x - 30 + k * 15, 152),
                        ]
                    ),
                    colour if k % 2 == 0 else "#fffdf7",
                )
            )
        sc.add(
            shape(
                f"M{num(x - 30)} 152"
                + "".join(
                    f"Q{num(x - 30 + 7.5 + 15 * k)} 162 {num(x - 15 + 15 * k)} 152"
                    for k in range(4)
                )
                + "Z",
                colour,
            )
        )
        sc.add(
            line(
                f"M{num(x - 28)} 152L{num(x - 28)} 230M{num(x + 28)} 152L{num(x + 28)} 230",
                SIL,
                2.5,
            )
        )
        sc.add(el("rect", x=x - 26, y=196.0, width=52.0, height=8.0, fill="#6b4a2f"))
    sc.add(sym("Leaves", 80, 184, 22, rotate=-30))
    sc.add(sym("Leaves", 94, 186, 22, rotate=30))
    sc.add(sym("Knots", 148, 182, 24))
    sc.add(sym("Knots", 125, 74, 42))


def chance_meeting(sc: Scene, card: Card) -> None:
    night_sky(sc, 7, 12)
    sc.add(sym("Moons", 158, 58, 30, MOON_LIGHT))
    crown = mix(COLOURS["Leaves"], SIL, 0.45)
    sc.add(round_tree(125, 230, 150, SIL, crown))
    sc.add(sym("Leaves", 104, 112, 24, "#9bd88a", rotate=-30))
    sc.add(sym("Leaves", 146, 104, 24, "#9bd88a", rotate=30))
    sc.add(land(232, "#2f2c4c", 2))
    f1, _, _ = figure(86, 244, 70, SIL, pose=Pose((-4, 16, -2, 32), (8, 12, 16, 16)))
    f2, _, _ = figure(
        164, 244, 74, SIL, robe=False, hat="brim", pose=Pose((-8, 12, -16, 16), (4, 16, 2, 32))
    )
    sc.add(f1, f2)


def castle(sc: Scene, card: Card) -> None:
    day_sky(sc, card)
    sc.add(sym("Suns", 150, 66, 44))
    sc.add(land(222, "#9aa86e", 6, 0.8))
    c = "#6f6570"
    sc.add(tower(125, 222, 56, 70, c, 4))
    sc.add(tower(84, 222, 26, 100, c, 2))
    sc.add(tower(166, 222, 26, 100, c, 2))
    sc.add(shape("M118 222L118 196A7 7 0 0 1 132 196L132 222Z", SIL))
    sc.add(line("M166 122L166 104", SIL, 2))
    sc.add(shape("M166 104L184 108L166 113Z", COLOURS["Knots"]))
    sc.add(sym("Knots", 125, 172, 26, "#f3d58a", cut=c))
    sc.add(land(244, "#7b8a52", 4, 1.2, 1))


def cave(sc: Scene, card: Card) -> None:
    sc.sky("#8e8996", "#4d4857")
    sc.add(shape("M52 270L52 120C70 60 180 60 198 120L198 270Z", "#6b6575"))
    sc.add(shape("M84 250C80 170 96 126 125 122C154 126 170 170 166 250Z", "#16121b"))
    sc.add(el("circle", cx=116.0, cy=178.0, r=3.2, fill="#f6b93b"))
    sc.add(el("circle", cx=132.0, cy=178.0, r=3.2, fill="#f6b93b"))
    sc.add(sym("Wyrms", 125, 210, 40, "#5a1c1a"))
    sc.add(*water(238, COLOURS["Waves"], "#9fc7ea", 3, 10))


def diplomat(sc: Scene, card: Card) -> None:
    sc.sky("#f2e9d7", "#d9d0e8")
    sc.add(sym("Moons", 86, 68, 32))
    sc.add(sym("Suns", 164, 68, 36))
    sc.add(land(236, "#a99cb8", 2))
    fig, _lh, _rh = figure(
        125, 246, 150, SIL, hat="brim", pose=Pose((-14, 16, -8, 30), (14, 16, 8, 30))
    )
    sc.add(fig)
    sc.add(
        el(
            "rect",
            x=110.0,
            y=124.0,
            width=30.0,
            height=12.0,
            rx=4.0,
            fill="#f3ead2",
            stroke="#8a6a4a",
            stroke_width=1.5,
        )
    )
    sc.add(shape(circle_path(125, 142, 4), COLOURS["Wyrms"]))


def mill(sc: Scene, card: Card) -> None:
    day_sky(sc, card)
    sc.add(land(200, "#86b06e", 5, 1, 1))
    sc.add(shape("M88 210L88 150L125 120L162 150L162 210Z", "#8a6a56"))
    sc.add(shape("M80 152L125 114L170 152L162 152L125 122L88 152Z", "#5a3f33"))
    sc.add(shape("M116 210L116 184A9 9 0 0 1 134 184L134 210Z", SIL))
    sc.add(*water(210, COLOURS["Waves"], "#bfe0f6", 4, 12))
    sc.add(el("circle", cx=166.0, cy=206.0, r=26.0, fill="none", stroke=SIL, stroke_width=4))
    sc.add(rays(166, 206, 4, 26, 8, SIL, 3))
    sc.add(sym("Leaves", 96, 96, 24, rotate=-20))
    sc.add(sym("Leaves", 150, 84, 20, rotate=40))


def betrayal(sc: Scene, card: Card) -> None:
    sc.sky("#4a2f3a", "#b3625a")
    sc.add(land(232, "#2a1d26", 2))
    f1, _, _ = figure(96, 244, 120, SIL, hood=True, pose=Pose((6, 16, 18, 18), (4, 16, 2, 32)))
    f2, _lh, rh = figure(
        160, 244, 124, SIL, robe=False, pose=Pose((-6, 16, -18, 18), (10, 20, 14, 38))
    )
    sc.add(f1, f2)
    # a blade hidden behind the back
    sc.add(line(f"M{num(rh[0])} {num(rh[1])}L{num(rh[0] + 10)} {num(rh[1] + 22)}", "#d9dde3", 2.5))
    sc.add(sym("Wyrms", 160, 72, 36, COLOURS["Wyrms"], cut="#4a2f3a"))
    sc.add(sym("Knots", 92, 72, 34, "#e3c79b", cut="#4a2f3a"))


def pact(sc: Scene, card: Card) -> None:
    sc.sky("#2e3166", "#f7cf8a")
    sc.add(sym("Moons", 86, 66, 32, MOON_LIGHT))
    sc.add(sym("Suns", 164, 70, 40))
    sc.add(land(230, "#5a4a6a", 3))
    f1, _, _ = figure(96, 242, 118, SIL, pose=Pose((4, 18, 26, 24), (4, 16, 2, 32)))
    f2, _, _ = figure(
        154, 242, 118, SIL, robe=False, hat="brim", pose=Pose((-4, 16, -2, 32), (-4, 18, -26, 24))
    )
    sc.add(f1, f2)
    sc.add(shape(circle_path(125, 152, 5.5), "#f3d58a"))


def darkness(sc: Scene, card: Card) -> None:
    sc.sky("#0f1220", "#27304a")
    sc.add(stars(5, 9, "#8089a8"))
    sc.add(*water(190, "#1b2740", "#3f5f8a", 6, 12))
    sc.add(el("circle", cx=108.0, cy=150.0, r=4.0, fill="#e0453c"))
    sc.add(el("circle", cx=142.0, cy=150.0, r=4.0, fill="#e0453c"))
    sc.add(sym("Wyrms", 125, 96, 46, "#7a2f2c", cut="#0f1220"))
    sc.add(sym("Waves", 125, 236, 44, "#2f4f7a"))


def merchant(sc: Scene, card: Card) -> None:
    sc.sky("#eef0dc", "#d8cbb0")
    sc.add(land(230, "#a48d70", 2))
    fig, lh, _rh = figure(
        125, 242, 150, SIL, hat="brim", pose=Pose((-14, 6, -26, -8), (14, 16, 20, 32))
    )
    sc.add(fig)
    # scales held up, with a leaf and a knot in the pans
    x, y = lh
    sc.add(
        line(
            f"M{num(x)} {num(y)}L{num(x)} {num(y - 14)}M{num(x - 22)} {num(y - 10)}"
            f"L{num(x + 22)} {num(y - 10)}",
            SIL,
            2.2,
        )
    )
    for dx in (-22, 22):
        sc.add(
            line(
                f"M{num(x + dx)} {num(y - 10)}L{num(x + dx - 8)} {num(y + 10)}"
                f"M{num(x + dx)} {num(y - 10)}L{num(x + dx + 8)} {num(y + 10)}",
                SIL,
                1.2,
            )
        )
        sc.add(
            shape(
                f"M{num(x + dx - 10)} {num(y + 10)}L{num(x + dx + 10)} {num(y + 10)}"
                f"Q{num(x + dx)} {num(y + 20)} {num(x + dx - 10)} {num(y + 10)}Z",
                SIL,
            )
        )
    sc.add(sym("Leaves", x - 22, y, 18))
    sc.add(sym("Knots", x + 22, y + 1, 16))
    sc.add(shape("M150 242C142 242 140 220 150 214L162 214C172 220 170 242 162 242Z", "#b08a5a"))
    sc.add(sym("Knots", 156, 230, 14))


def harvest(sc: Scene, card: Card) -> None:
    sc.sky("#3c3f78", "#f6d48e")
    sc.add(sym("Moons", 86, 58, 26, MOON_LIGHT))
    sc.add(sym("Suns", 166, 80, 40))
    sc.add(land(186, "#d8b25a", 5, 1.2))
    for x in (84, 125, 166):  # sheaves
        sc.add(
            shape(
                f"M{num(x - 12)} 236L{num(x - 4)} 200L{num(x - 14)} 170L{num(x + 14)} 170"
                f"L{num(x + 4)} 200L{num(x + 12)} 236Z",
                "#b98a2c",
            )
        )
        sc.add(el("rect", x=x - 6, y=196.0, width=12.0, height=6.0, fill="#6b4a2f"))
    sc.add(land(246, "#9c7a2c", 3))
    sc.add(sym("Leaves", 104, 132, 22, rotate=-40))
    sc.add(sym("Leaves", 146, 140, 22, rotate=40))


def watchman(sc: Scene, card: Card) -> None:
    night_sky(sc, 10)
    sc.add(sym("Moons", 160, 60, 32, MOON_LIGHT))
    c = "#4a4466"
    sc.add(tower(125, 270, 130, 72, c, 6))
    fig, lh, _rh = figure(
        125, 200, 110, SIL, hood=True, pose=Pose((-12, 14, -26, 16), (10, 18, 6, 34))
    )
    sc.add(fig)
    x, y = lh
    sc.add(line(f"M{num(x)} {num(y)}L{num(x)} {num(y + 8)}", SIL, 1.5))
    sc.add(el("circle", cx=x, cy=y + 14, r=12.0, fill="#f6b93b", opacity="0.3"))
    sc.add(el("rect", x=x - 4, y=y + 8, width=8.0, height=11.0, rx=2.0, fill="#f6b93b"))
    sc.add(sym("Knots", 125, 236, 30, "#d9c9f0", cut=c))
    sc.add(sym("Wyrms", 76, 238, 30, "#c0594f", cut=c, rotate=-20))


def light_keeper(sc: Scene, card: Card) -> None:
    sc.sky("#2e3f6e", "#9bb8d6")
    sc.add(shape("M125 92L40 60L40 124Z", "#fce7a6", opacity="0.45"))
    sc.add(shape("M125 92L210 60L210 124Z", "#fce7a6", opacity="0.45"))
    sc.add(shape("M110 216L116 104L134 104L140 216Z", "#ece6da"))
    for y in (124, 156, 188):
        sc.add(
            shape(
                f"M{num(115.5 - (y - 104) * 0.054)} {y}L{num(134.5 + (y - 104) * 0.054)} {y}"
                f"L{num(135 + (y + 12 - 104) * 0.054)} {y + 12}"
                f"L{num(115 - (y + 12 - 104) * 0.054)} {y + 12}Z",
                COLOURS["Wyrms"],
            )
        )
    sc.add(el("rect", x=114.0, y=80.0, width=22.0, height=24.0, fill="#3a3550"))
    sc.add(sym("Suns", 125, 92, 26))
    sc.add(shape("M110 80L125 64L140 80Z", "#3a3550"))
    sc.add(shape("M76 226C90 206 160 206 176 226Z", "#5a5066"))
    sc.add(*water(218, COLOURS["Waves"], "#bfe0f6", 4, 12))
    sc.add(sym("Knots", 125, 196, 18, "#f3d58a", cut="#ece6da"))


def borderland(sc: Scene, card: Card) -> None:
    sc.sky("#e6efe0", "#e8d6c4")
    # green on the left of a river, barren on the right
    sc.add(shape("M40 150L112 150C104 190 118 220 104 280L40 280Z", "#7fae66"))
    sc.add(shape("M210 150L138 150C144 190 134 220 150 280L210 280Z", "#b79a7d"))
    sc.add(
        shape(
            "M112 150L138 150C134 190 146 220 150 280L104 280C118 220 104 190 112 150Z",
            COLOURS["Waves"],
        )
    )
    sc.add(sym("Waves", 125, 214, 22, "#bfe0f6"))
    for x, y, s in ((76, 146, 70), (96, 170, 56)):
        sc.add(pine(x, y + 40, s, "#3d6b35"))
    sc.add(sym("Leaves", 80, 96, 30, rotate=-20))
    sc.add(sym("Wyrms", 168, 100, 40))
    sc.add(line("M160 196L160 168M152 176L160 168L168 172", "#6b5a4a", 2.5))


def consul(sc: Scene, card: Card) -> None:
    sc.sky("#e6e2f2", "#d4e6f3")
    # a portico
    c = "#d8d2c4"
    sc.add(shape("M66 92L125 60L184 92Z", c, stroke="#8d8578", stroke_width=1.5))
    sc.add(el("rect", x=66.0, y=92.0, width=118.0, height=8.0, fill=c))
    for x in (74, 102, 148, 176):
        sc.add(
            el(
                "rect",
                x=x - 5,
                y=100.0,
                width=10.0,
                height=130.0,
                fill=c,
                stroke="#8d8578",
                stroke_width=1.0,
            )
        )
    sc.add(sym("Moons", 125, 80, 18))
    sc.add(el("rect", x=60.0, y=230.0, width=130.0, height=40.0, fill="#b8b0a0"))
    fig, _lh, rh = figure(
        125, 232, 116, SIL, hat="crown", pose=Pose((-12, 16, -6, 30), (12, 8, 22, -4))
    )
    sc.add(fig)
    sc.add(line(f"M{num(rh[0])} {num(rh[1] - 20)}L{num(rh[0])} 232", SIL, 2.5))
    sc.add(sym("Knots", rh[0], rh[1] - 26, 16))
    sc.add(sym("Waves", 125, 250, 30))


def rite(sc: Scene, card: Card) -> None:
    night_sky(sc, 12, 12)
    sc.add(sym("Moons", 125, 70, 46, MOON_LIGHT))
    sc.add(land(206, "#2f4a34", 4))
    for x, h in ((72, 54), (96, 62), (154, 62), (178, 54)):
        sc.add(el("rect", x=x - 8, y=206.0 - h, width=16.0, height=h, rx=3.0, fill="#6b6878"))
    sc.add(el("rect", x=104.0, y=178.0, width=42.0, height=28.0, fill="#857f90"))
    sc.add(el("circle", cx=125.0, cy=168.0, r=14.0, fill="#f6b93b", opacity="0.35"))
    sc.add(shape("M119 178C114 170 122 160 125 152C128 160 136 170 131 178Z", "#f6b93b"))
    sc.add(sym("Leaves", 86, 234, 26, "#8fd07f", cut="#2f4a34", rotate=-30))
    sc.add(sym("Wyrms", 164, 234, 30, "#e0675c", cut="#2f4a34", rotate=90))


def island(sc: Scene, card: Card) -> None:
    sc.sky("#fdf0c8", "#bfe0f6")
    sc.add(sym("Suns", 160, 66, 40))
    sc.add(*water(186, COLOURS["Waves"], "#bfe0f6", 6, 13))
    sc.add(shape("M80 192C92 168 150 164 170 192Z", "#d9b46a"))
    sc.add(line("M122 178C120 150 126 130 134 116", "#6b4a2f", 4))
    for rot in (-150, -100, -40, 10):
        sc.add(
            sym(
                "Leaves",
                134 + 16 * math.cos(math.radians(rot)),
                116 + 12 * math.sin(math.radians(rot)),
                28,
                "#2f6e2a",
                rotate=rot + 90,
            )
        )
    sc.add(sym("Wyrms", 84, 232, 34, COLOURS["Wyrms"], rotate=-10))


def window_scene(sc: Scene, card: Card) -> None:
    sc.sky("#c9b79a", "#a88f70")
    # the window frame and the view through it
    sc.add(el("rect", x=80.0, y=70.0, width=90.0, height=140.0, rx=45.0, fill="#fde9b8"))
    sc.add(sym("Suns", 125, 118, 46))
    sc.add(shape("M80 170C100 160 140 158 170 168L170 210L80 210Z", "#8fbf70"))
    sc.add(round_tree(98, 204, 48, "#3d6b35"))
    sc.add(line("M125 70L125 210M80 150L170 150", "#6b4a2f", 5))
    sc.add(
        el(
            "rect",
            x=80.0,
            y=70.0,
            width=90.0,
            height=140.0,
            rx=45.0,
            fill="none",
            stroke="#6b4a2f",
            stroke_width=7,
        )
    )
    sc.add(el("rect", x=70.0, y=210.0, width=110.0, height=12.0, fill="#6b4a2f"))
    sc.add(sym("Knots", 125, 240, 30))
    sc.add(sym("Leaves", 152, 194, 20, rotate=30))


def huntress(sc: Scene, card: Card) -> None:
    night_sky(sc, 13, 12)
    sc.add(el("circle", cx=125.0, cy=96.0, r=46.0, fill="#f4eecb", opacity="0.18"))
    sc.add(sym("Moons", 125, 96, 80, MOON_LIGHT))
    sc.add(land(224, "#2f2c4c", 5, 1))
    fig, lh, rh = figure(
        118, 246, 150, SIL, robe=False, stride=5, pose=Pose((-16, 0, -34, -2), (12, 2, 16, -2))
    )
    sc.add(fig)
    x, y = lh  # a drawn bow
    sc.add(
        line(
            f"M{num(x + 4)} {num(y - 40)}Q{num(x - 26)} {num(y)} {num(x + 4)} {num(y + 40)}", SIL, 3
        )
    )
    sc.add(
        line(
            f"M{num(x + 4)} {num(y - 40)}L{num(rh[0])} {num(rh[1])}L{num(x + 4)} {num(y + 40)}",
            "#cfcbe8",
            1,
        )
    )
    sc.add(line(f"M{num(rh[0])} {num(rh[1])}L{num(x - 16)} {num(y)}", SIL, 1.8))


def bard(sc: Scene, card: Card) -> None:
    sc.sky("#fff2c8", "#f4c27a")
    sc.add(rays(125, 96, 40, 90, 20, "#ffffff", 3))
    sc.add(sym("Suns", 125, 96, 76))
    sc.add(land(228, "#c58a4a", 4))
    fig, _lh, _rh = figure(
        125, 246, 130, SIL, hat="brim", pose=Pose((-10, 20, 6, 30), (12, 24, 14, 40))
    )
    sc.add(fig)
    # a lute across the body
    sc.add(
        el(
            "ellipse",
            cx=138.0,
            cy=196.0,
            rx=15.0,
            ry=11.0,
            fill="#8a5a2b",
            stroke=SIL,
            stroke_width=2,
            transform="rotate(-30 138 196)",
        )
    )
    sc.add(line("M130 200L102 168", "#8a5a2b", 4))
    sc.add(el("circle", cx=138.0, cy=196.0, r=3.0, fill=SIL))


def sea(sc: Scene, card: Card) -> None:
    sc.sky("#e9f4fb", "#a9d2ef")
    sc.add(boat(166, 120, 26, SIL, "#fffdf7"))
    dark = COLOURS["Waves"]
    for i, y in enumerate((128.0, 160.0, 196.0, 232.0)):
        colour = mix(dark, "#ffffff", 0.45 - i * 0.15)
        sc.add(
            shape(
                f"M{num(L)} {num(y + 8)}"
                + "".join(
                    f"C{num(L + 30 * k + 8)} {num(y - 16)} {num(L + 30 * k + 22)} {num(y - 12)} "
                    f"{num(L + 30 * k + 30)} {num(y + 4)}"
                    for k in range(5)
                )
                + f"L{num(R)} {num(WY1 + 12)}L{num(L)} {num(WY1 + 12)}Z",
                colour,
            )
        )
    sc.add(sym("Waves", 125, 238, 50, "#ffffff"))


def end(sc: Scene, card: Card) -> None:
    sc.sky("#efe3cc", "#c9b08a")
    sc.add(land(226, "#8a7356", 4))
    sc.add(*bare_tree(120, 228, 170, SIL))
    falling = [(84, 150, -20), (150, 176, 60), (104, 206, 120), (162, 122, 10), (140, 214, 200)]
    for i, (x, y, rot) in enumerate(falling):
        colour = mix(COLOURS["Leaves"], "#c8862a", 0.25 * (i % 4))
        sc.add(sym("Leaves", x, y, 20, colour, rotate=rot))
    sc.add(sym("Leaves", 150, 238, 22, "#a0662a", rotate=100))


def calamity(sc: Scene, card: Card) -> None:
    sc.sky("#3a1f2a", "#e0674a")
    sc.add(tower(92, 250, 40, 120, "#2a1a22", 3))
    sc.add(shape("M72 130L112 130L104 140L96 128L88 142L80 130Z", "#3a1f2a"))
    sc.add(land(236, "#1e1218", 5))
    for x, y, s in ((100, 118, 16), (86, 104, 12), (110, 96, 10)):
        sc.add(
            shape(
                f"M{num(x)} {num(y - s)}C{num(x + s * 0.6)} {num(y - s * 0.2)} "
                f"{num(x + s * 0.4)} {num(y + s * 0.4)} {num(x)} {num(y + s * 0.4)}"
                f"C{num(x - s * 0.4)} {num(y + s * 0.4)} {num(x - s * 0.6)} "
                f"{num(y - s * 0.2)} {num(x)} {num(y - s)}Z",
                "#f6b93b",
            )
        )
    sc.add(sym("Wyrms", 150, 150, 100, "#b92d2a", cut="#3a1f2a"))


def windfall(sc: Scene, card: Card) -> None:
    sc.sky("#fbf0d2", "#e5c98f")
    sc.add(rays(125, 150, 50, 120, 24, "#ffffff", 2.5))
    sc.add(land(226, "#b08a5a", 3))
    # an open chest spilling coins
    sc.add(shape("M88 178L162 178L162 226L88 226Z", "#7b4a26", stroke=SIL, stroke_width=2.5))
    sc.add(shape("M88 178L96 146L170 146L162 178Z", "#9a6236", stroke=SIL, stroke_width=2.5))
    sc.add(shape("M92 178C100 166 150 166 158 178Z", "#f3c84a"))
    for x, y in ((100, 232), (114, 236), (150, 234), (166, 230), (132, 240)):
        sc.add(
            el(
                "ellipse",
                cx=float(x),
                cy=float(y),
                rx=6.0,
                ry=3.0,
                fill="#f3c84a",
                stroke="#a8771c",
                stroke_width=1,
            )
        )
    sc.add(sym("Knots", 125, 202, 30, "#f3d58a", cut="#7b4a26"))
    sc.add(sym("Knots", 125, 90, 44))


def excuse(sc: Scene, card: Card) -> None:
    sc.sky("#efe8d6", "#d8ccb0")
    # an open door with a figure stepping out of the scene
    sc.add(el("rect", x=94.0, y=110.0, width=62.0, height=120.0, fill="#fff8e0"))
    sc.add(shape("M94 110L80 120L80 240L94 230Z", "#8a6a4a"))
    sc.add(
        el(
            "rect",
            x=90.0,
            y=106.0,
            width=70.0,
            height=128.0,
            fill="none",
            stroke="#6b4a2f",
            stroke_width=5,
        )
    )
    sc.add(land(234, "#b8a888", 2))
    fig, _, _ = figure(
        136,
        234,
        84,
        SIL,
        robe=False,
        stride=5,
        hat="brim",
        pose=Pose((-8, 14, -12, 26), (6, 14, 14, 22)),
    )
    sc.add(fig)
    sc.add(shape("M125 234L150 234L180 262L70 262Z", "#fff8e0", opacity="0.6"))
    for i, suit in enumerate(("Moons", "Suns", "Waves", "Leaves", "Wyrms", "Knots")):
        a = math.radians(-90 + i * 60)
        sc.add(
            sym(
                suit,
                125 + 44 * math.cos(a) * 0 + (i - 2.5) * 20,
                74 + 6 * math.sin(a),
                16,
                mix(COLOURS[suit], "#efe8d6", 0.2),
            )
        )


SCENES: Final[dict[str, Callable[[Scene, Card], None]]] = {
    "the Author": author,
    "the Desert": desert,
    "the Origin": origin,
    "the Journey": journey,
    "the Painter": painter,
    "the Savage": savage,
    "the Mountain": mountain_scene,
    "the Sailor": sailor,
    "the Battle": battle,
    "the Forest": forest,
    "the Discovery": discovery,
    "the Soldier": soldier,
    "the Lunatic": lunatic,
    "the Penitent": penitent,
    "the Market": market,
    "the Chance Meeting": chance_meeting,
    "the Castle": castle,
    "the Cave": cave,
    "the Diplomat": diplomat,
    "the Mill": mill,
    "the Betrayal": betrayal,
    "the Pact": pact,
    "the Darkness": darkness,
    "the Merchant": merchant,
    "the Harvest": harvest,
    "the Watchman": watchman,
    "the Light Keeper": light_keeper,
    "the Borderland": borderland,
    "the Consul": consul,
    "the Rite": rite,
    "the Island": island,
    "the Window": window_scene,
    "the Huntress": huntress,
    "the Bard": bard,
    "the Sea": sea,
    "the End": end,
    "the Calamity": calamity,
    "the Windfall": windfall,
    "the Excuse": excuse,
}


def scene(card: Card) -> tuple[list[str], list[str]]:
    """Defs and body of ``card``'s scene."""
    sc = Scene()
    if card.rank == 1:
        ace(sc, card)
    else:
        SCENES[card.name](sc, card)
    return sc.defs, sc.body
