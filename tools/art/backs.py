"""Card backs: a classic blue lattice, a red rosette, green felt and a gold-on-onyx Deco back.

All share one structure: a white margin, a patterned field (an SVG ``<pattern>``), a double
frame and a central medallion, symmetric under a half turn so a back never shows which way
up a card lies.
"""

from __future__ import annotations

import math
from typing import Final

from .common import CARD_H, CARD_W, CX, CY, card_outline
from .svg import circle_path, document, el, g, num, poly, regular_polygon, star_points

FIELD = (14.0, 14.0, CARD_W - 28, CARD_H - 28)


def _field(fill: str, pattern_id: str, frame: str, margin: str = "#fbfaf6") -> list[str]:
    x, y, w, h = FIELD
    return [
        card_outline(margin),
        el("rect", x=x, y=y, width=w, height=h, rx=8.0, fill=fill),
        el("rect", x=x, y=y, width=w, height=h, rx=8.0, fill=f"url(#{pattern_id})"),
        el(
            "rect",
            x=x + 7,
            y=y + 7,
            width=w - 14,
            height=h - 14,
            rx=5.0,
            fill="none",
            stroke=frame,
            stroke_width=2.0,
        ),
        el(
            "rect",
            x=x + 11,
            y=y + 11,
            width=w - 22,
            height=h - 22,
            rx=3.0,
            fill="none",
            stroke=frame,
            stroke_width=0.8,
        ),
    ]


def _pattern(pid: str, size: float, body: list[str]) -> str:
    return el(
        "pattern",
        body,
        id=pid,
        width=size,
        height=size,
        patternUnits="userSpaceOnUse",
        x=FIELD[0],
        y=FIELD[1],
    )


def _rosette(r: float, petals: int, fill: str, stroke: str) -> str:
    parts = []
    for i in range(petals):
        a = 360 / petals * i
        parts.append(
            el(
                "path",
                d=f"M0 0C{num(r * 0.35)} {num(-r * 0.3)} {num(r * 0.35)} "
                f"{num(-r * 0.8)} 0 {num(-r)}C{num(-r * 0.35)} {num(-r * 0.8)} "
                f"{num(-r * 0.35)} {num(-r * 0.3)} 0 0Z",
                fill=fill,
                stroke=stroke,
                stroke_width=1.2,
                transform=f"rotate({num(a)})",
            )
        )
    return g(parts)


def blue() -> str:
    field, line, light = "#1d4e9a", "#4f80cc", "#dfe9f8"
    pat = _pattern(
        "p",
        16.0,
        [
            el("path", d="M0 8L8 0L16 8L8 16Z", fill="none", stroke=line, stroke_width=1.1),
            el("circle", cx=8.0, cy=8.0, r=1.6, fill=light),
        ],
    )
    body = _field(field, "p", light)
    body.append(
        el("ellipse", cx=CX, cy=CY, rx=56.0, ry=72.0, fill=field, stroke=light, stroke_width=2.5)
    )
    body.append(
        el("ellipse", cx=CX, cy=CY, rx=48.0, ry=64.0, fill="none", stroke=line, stroke_width=1.2)
    )
    body.append(g(_rosette(40.0, 8, line, light), transform=f"translate({num(CX)} {num(CY)})"))
    body.append(el("circle", cx=CX, cy=CY, r=9.0, fill=light))
    return document(CARD_W, CARD_H, body, [pat])


def red() -> str:
    field, line, light = "#a11d2b", "#d4505c", "#fbe3e5"
    pat = _pattern(
        "p",
        20.0,
        [
            el("circle", cx=10.0, cy=10.0, r=10.0, fill="none", stroke=line, stroke_width=1.0),
            el("circle", cx=0.0, cy=0.0, r=10.0, fill="none", stroke=line, stroke_width=1.0),
            el("circle", cx=20.0, cy=0.0, r=10.0, fill="none", stroke=line, stroke_width=1.0),
            el("circle", cx=0.0, cy=20.0, r=10.0, fill="none", stroke=line, stroke_width=1.0),
            el("circle", cx=20.0, cy=20.0, r=10.0, fill="none", stroke=line, stroke_width=1.0),
        ],
    )
    body = _field(field, "p", light)
    body.append(
        el(
            "path",
            d=poly(regular_polygon(CX, CY, 70, 4)),
            fill=field,
            stroke=light,
            stroke_width=2.5,
        )
    )
    body.append(
        el(
            "path",
            d=poly(regular_polygon(CX, CY, 60, 4)),
            fill="none",
            stroke=line,
            stroke_width=1.2,
        )
    )
    body.append(g(_rosette(44.0, 12, line, light), transform=f"translate({num(CX)} {num(CY)})"))
    body.append(el("circle", cx=CX, cy=CY, r=8.0, fill=light))
    return document(CARD_W, CARD_H, body, [pat])


def green() -> str:
    field, gold = "#2b6a45", "#d8b45a"
    pat = _pattern(
        "p",
        6.0,
        [
            el("path", d="M0 6L6 0", stroke="#3a7c55", stroke_width=0.9),
            el("path", d="M0 0L6 6", stroke="#24603d", stroke_width=0.7),
        ],
    )
    body = _field(field, "p", gold)
    pts = star_points(CX, CY, 62, 16, 8, turn=-90)
    body.append(el("circle", cx=CX, cy=CY, r=50.0, fill="none", stroke=gold, stroke_width=1.5))
    body.append(el("path", d=poly(pts), fill=gold, opacity="0.9"))
    inner = star_points(CX, CY, 34, 12, 8, turn=-67.5)
    body.append(el("path", d=poly(inner), fill="#f2dfa8"))
    body.append(el("circle", cx=CX, cy=CY, r=7.0, fill=field, stroke=gold, stroke_width=1.5))
    return document(CARD_W, CARD_H, body, [pat])


def onyx() -> str:
    field, gold = "#1b1c22", "#cfa548"
    fans = []
    for i in range(4):
        r = 12 - i * 3
        fans.append(
            el(
                "path",
                d=f"M{num(12 - r)} 12A{num(r)} {num(r)} 0 0 1 {num(12 + r)} 12",
                fill="none",
                stroke=gold,
                stroke_width=0.8,
                opacity="0.55",
            )
        )
    pat = _pattern(
        "p",
        24.0,
        [*fans, g(fans, transform="translate(12 12)"), g(fans, transform="translate(-12 12)")],
    )
    body = _field(field, "p", gold, margin="#f6f1e4")
    body.append(
        el(
            "path",
            d=poly(regular_polygon(CX, CY, 64, 4)),
            fill=field,
            stroke=gold,
            stroke_width=2.5,
        )
    )
    for k in range(1, 4):
        body.append(
            el(
                "path",
                d=poly(regular_polygon(CX, CY, 64 - k * 13, 4)),
                fill="none",
                stroke=gold,
                stroke_width=1.0,
            )
        )
    body.append(el("path", d=circle_path(CX, CY, 6), fill=gold))
    rays = []
    for i in range(16):
        a = math.radians(i * 22.5)
        rays.append(
            f"M{num(CX + 12 * math.cos(a))} {num(CY + 12 * math.sin(a))}"
            f"L{num(CX + 24 * math.cos(a))} {num(CY + 24 * math.sin(a))}"
        )
    body.append(el("path", d="".join(rays), stroke=gold, stroke_width=1.2))
    return document(CARD_W, CARD_H, body, [pat])


BACKS: Final = {"blue": blue, "red": red, "green": green, "onyx": onyx}


def files() -> dict[str, str]:
    return {name: make() for name, make in BACKS.items()}
