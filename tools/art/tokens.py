"""Moco!'s suit chips and Moxie's coins, in a 100 x 100 box."""

from __future__ import annotations

import math
from typing import Final

from .glyphs import COLOURS, SUITS, glyph
from .svg import document, el, g, num, poly, star_points

CHIP_FACE: Final = "#fbf6ea"

#: light, mid and dark tone of each metal
METALS: Final = {
    "gold": ("#fbe7a1", "#d9a932", "#8a6112"),
    "silver": ("#fbfcfd", "#bcc3ca", "#69727b"),
    "copper": ("#f6c29e", "#c3703d", "#70371a"),
}


def chip(suit: str) -> str:
    colour = COLOURS[suit]
    parts = [
        el("circle", cx=50.0, cy=50.0, r=48.0, fill=colour, stroke="#00000040", stroke_width=1.5),
    ]
    for i in range(8):  # edge inserts
        parts.append(
            el(
                "rect",
                x=45.5,
                y=3.0,
                width=9.0,
                height=13.0,
                rx=1.5,
                fill="#ffffff",
                transform=f"rotate({num(i * 45)} 50 50)",
            )
        )
    parts.append(
        el("circle", cx=50.0, cy=50.0, r=33.0, fill=CHIP_FACE, stroke="#ffffff", stroke_width=2.0)
    )
    parts.append(
        el(
            "circle",
            cx=50.0,
            cy=50.0,
            r=29.5,
            fill="none",
            stroke=colour,
            stroke_width=1.2,
            stroke_dasharray="3 2.5",
        )
    )
    parts.append(g(glyph(suit, colour, CHIP_FACE), transform="translate(50 50) scale(0.42)"))
    return document(100, 100, parts)


def _emblem(metal: str, ink: str) -> str:
    if metal == "gold":  # crown
        return el(
            "path",
            d="M34 58L32 40L41 48L50 34L59 48L68 40L66 58ZM34 62L66 62L66 67L34 67Z",
            fill=ink,
        )
    if metal == "silver":  # star
        return el("path", d=poly(star_points(50, 51, 18, 7.5, 5)), fill=ink)
    # copper: a six-spoked wheel
    spokes = "".join(
        f"M{num(50 + 5 * math.cos(a))} {num(50 + 5 * math.sin(a))}"
        f"L{num(50 + 15 * math.cos(a))} {num(50 + 15 * math.sin(a))}"
        for a in (math.radians(30 + 60 * i) for i in range(6))
    )
    return g(
        [
            el("circle", cx=50.0, cy=50.0, r=16.0, fill="none", stroke=ink, stroke_width=4.0),
            el("path", d=spokes, stroke=ink, stroke_width=3.0),
            el("circle", cx=50.0, cy=50.0, r=5.5, fill=ink),
        ]
    )


def coin(metal: str) -> str:
    light, mid, dark = METALS[metal]
    grad = el(
        "radialGradient",
        [
            el("stop", offset="0", stop_color=light),
            el("stop", offset="0.65", stop_color=mid),
            el("stop", offset="1", stop_color=dark),
        ],
        id="m",
        cx="0.38",
        cy="0.32",
        r="0.8",
    )
    parts = [
        el("circle", cx=50.0, cy=50.0, r=48.0, fill="url(#m)", stroke=dark, stroke_width=1.5),
        el(
            "circle",
            cx=50.0,
            cy=50.0,
            r=45.0,
            fill="none",
            stroke=dark,
            stroke_width=3.0,
            stroke_dasharray="1.2 1.6",
            opacity="0.7",
        ),
        el("circle", cx=50.0, cy=50.0, r=36.0, fill="none", stroke=dark, stroke_width=1.5),
        el(
            "circle",
            cx=50.0,
            cy=50.0,
            r=34.5,
            fill="none",
            stroke=light,
            stroke_width=1.0,
            opacity="0.8",
        ),
        g(_emblem(metal, light), transform="translate(0.8 0.8)"),
        _emblem(metal, dark),
    ]
    dots = []
    for i in range(12):
        a = math.radians(i * 30)
        dots.append(
            el("circle", cx=50 + 40.5 * math.cos(a), cy=50 + 40.5 * math.sin(a), r=1.3, fill=dark)
        )
    parts += dots
    return document(100, 100, parts, [grad])


def chips() -> dict[str, str]:
    return {s.lower(): chip(s) for s in SUITS}


def coins() -> dict[str, str]:
    return {m: coin(m) for m in METALS}
