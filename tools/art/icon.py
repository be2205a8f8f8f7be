"""The app icon: two fanned cards on a rounded square of table felt."""

from __future__ import annotations

from .suits import HEART, SPADE, SUIT_COLOURS
from .svg import document, el, g, num
from .text import outline


def icon() -> str:
    felt = el(
        "radialGradient",
        [
            el("stop", offset="0", stop_color="#3f9262"),
            el("stop", offset="1", stop_color="#1e5236"),
        ],
        id="felt",
        cx="0.5",
        cy="0.42",
        r="0.7",
    )
    back_pat = el(
        "pattern",
        [
            el("path", d="M0 5L5 0L10 5L5 10Z", fill="none", stroke="#5b8bd4", stroke_width=1.2),
        ],
        id="lattice",
        width=10.0,
        height=10.0,
        patternUnits="userSpaceOnUse",
    )
    body = [
        el("rect", x=8.0, y=8.0, width=240.0, height=240.0, rx=52.0, fill="url(#felt)"),
        el(
            "rect",
            x=16.0,
            y=16.0,
            width=224.0,
            height=224.0,
            rx=45.0,
            fill="none",
            stroke="#d8b45a",
            stroke_width=3.0,
            opacity="0.8",
        ),
    ]
    # the card behind: a blue back
    back = g(
        [
            el(
                "rect",
                x=-54.0,
                y=-76.0,
                width=108.0,
                height=152.0,
                rx=11.0,
                fill="#fbfaf6",
                stroke="#1a2a44",
                stroke_width=2.5,
            ),
            el("rect", x=-45.0, y=-67.0, width=90.0, height=134.0, rx=6.0, fill="#1d4e9a"),
            el("rect", x=-45.0, y=-67.0, width=90.0, height=134.0, rx=6.0, fill="url(#lattice)"),
        ],
        transform="translate(104 132) rotate(-14)",
    )
    front_parts = [
        el(
            "rect",
            x=-54.0,
            y=-76.0,
            width=108.0,
            height=152.0,
            rx=11.0,
            fill="#fffdf7",
            stroke="#1a2a44",
            stroke_width=2.5,
        ),
        el("path", d=HEART, fill=SUIT_COLOURS["H"], transform="translate(4 8) scale(0.78)"),
        el("path", d=outline("A", 40, x=-36, y=-68, valign="top").d, fill=SUIT_COLOURS["H"]),
    ]
    front = g(front_parts, transform="translate(150 128) rotate(12)")
    spade_chip = g(
        [
            el(
                "circle", cx=0.0, cy=0.0, r=30.0, fill="#1c1c21", stroke="#fbfaf6", stroke_width=3.0
            ),
            el("circle", cx=0.0, cy=0.0, r=21.0, fill="#fbfaf6"),
            el("path", d=SPADE, fill="#1c1c21", transform="scale(0.28)"),
        ],
        transform=f"translate({num(196)} {num(196)})",
    )
    body += [back, front, spade_chip]
    return document(256, 256, body, [felt, back_pat])
