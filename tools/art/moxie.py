"""The Moxie deck (five copies each of 2..6 share one face): a night-time Art Deco theme.

Midnight-blue cards with a gold frame and fan corners; the rank stands large in a sunburst
medallion ringed by as many gold stars as the card is worth, with one accent colour per rank
so a hand reads at a glance.
"""

from __future__ import annotations

import math
from typing import Final

from .common import CARD_H, CARD_W, CX, CY, card_outline
from .svg import document, el, g, num, poly, rotate_about, star_points, use
from .text import outline

NIGHT: Final = "#1d2742"
NIGHT_LIGHT: Final = "#2c3a60"
GOLD: Final = "#e3b85a"
CREAM: Final = "#f8e7b9"
ACCENT: Final = {2: "#3fb8a8", 3: "#e8765c", 4: "#a58be0", 5: "#f0c24a", 6: "#e06b98"}


def _fan(x: float, y: float, angle: float) -> str:
    """A quarter-circle fan in a corner of the frame."""
    parts = []
    for i in range(5):
        a0 = math.radians(angle + i * 18)
        a1 = math.radians(angle + i * 18 + 18)
        r = 30.0
        parts.append(
            el(
                "path",
                d=poly(
                    [
                        (x, y),
                        (x + r * math.cos(a0), y + r * math.sin(a0)),
                        (x + r * math.cos(a1), y + r * math.sin(a1)),
                    ]
                ),
                fill=GOLD if i % 2 == 0 else "none",
                stroke=GOLD,
                stroke_width=1.0,
                opacity="0.85",
            )
        )
    return g(parts)


def face(rank: int) -> str:
    accent = ACCENT[rank]
    star = el("path", id="star", d=poly(star_points(0, 0, 10, 4.2, 5)), fill=GOLD)
    defs = [
        star,
        el(
            "radialGradient",
            [
                el("stop", offset="0", stop_color=NIGHT_LIGHT),
                el("stop", offset="1", stop_color=NIGHT),
            ],
            id="glow",
        ),
    ]
    body = [card_outline(NIGHT, "#0c1222")]
    body.append(
        el(
            "rect",
            x=12.0,
            y=12.0,
            width=CARD_W - 24,
            height=CARD_H - 24,
            rx=8.0,
            fill="url(#glow)",
            stroke=GOLD,
            stroke_width=2.0,
        )
    )
    body.append(
        el(
            "rect",
            x=18.0,
            y=18.0,
            width=CARD_W - 36,
            height=CARD_H - 36,
            rx=5.0,
            fill="none",
            stroke=GOLD,
            stroke_width=0.8,
        )
    )
    # sunburst medallion
    rays = []
    for i in range(24):
        a0 = math.radians(i * 15)
        a1 = math.radians(i * 15 + 7.5)
        rays.append((CX, CY))
        rays.append((CX + 78 * math.cos(a0), CY + 78 * math.sin(a0)))
        rays.append((CX + 78 * math.cos(a1), CY + 78 * math.sin(a1)))
    ray_d = "".join(poly(rays[i : i + 3]) for i in range(0, len(rays), 3))
    body.append(el("circle", cx=CX, cy=CY, r=80.0, fill=NIGHT_LIGHT, stroke=GOLD, stroke_width=2.5))
    body.append(el("path", d=ray_d, fill=GOLD, opacity="0.18"))
    body.append(el("circle", cx=CX, cy=CY, r=52.0, fill=NIGHT, stroke=accent, stroke_width=4.0))
    big = outline(str(rank), 86, x=CX, y=CY, valign="center", family="DejaVu Serif")
    body.append(el("path", d=big.d, fill=CREAM))
    for i in range(rank):
        a = -90 + i * 360 / rank
        x = CX + 66 * math.cos(math.radians(a))
        y = CY + 66 * math.sin(math.radians(a))
        body.append(use("star", transform=f"translate({num(x)} {num(y)}) scale(1.05)"))
    # the deck's name above and (turned) below the medallion
    name = outline("MOXIE", 17, x=CX, y=76, family="DejaVu Serif", spacing=0.35)
    body.append(g(el("path", d=name.d, fill=GOLD), id="name"))
    body.append(use("name", transform=rotate_about(180, CX, CY)))
    # corners
    index = outline(str(rank), 70, x=38, y=26, valign="top", family="DejaVu Serif")
    corner = g(
        [
            el("path", d=index.d, fill=CREAM),
            el("circle", cx=38.0, cy=122.0, r=12.0, fill=accent),
            use("star", transform="translate(38 122) scale(0.85)"),
        ],
        id="index",
    )
    body.append(corner)
    body.append(use("index", transform=rotate_about(180, CX, CY)))
    for x, y, a in ((CARD_W - 18, 18.0, 90.0), (18.0, CARD_H - 18, 270.0)):
        body.append(_fan(x, y, a))
    return document(CARD_W, CARD_H, body, defs)


def faces() -> dict[str, str]:
    return {f"M{rank}": face(rank) for rank in range(2, 7)}
