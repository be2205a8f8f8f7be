"""Shared sizes and colours of the card art."""

from __future__ import annotations

from typing import Final

#: Card size in SVG user units; the ratio matches a poker card (63.5 x 88.9 mm = 1.4).
CARD_W: Final = 250.0
CARD_H: Final = 350.0
CARD_RADIUS: Final = 14.0
CX: Final = CARD_W / 2
CY: Final = CARD_H / 2

INK: Final = "#2b2724"  # outlines and drawing lines (never a suit colour)
PAPER: Final = "#fffdf7"
EDGE: Final = "#8d867a"
GOLD: Final = "#d8a235"
GOLD_DARK: Final = "#a8771c"
GOLD_LIGHT: Final = "#f3d58a"


def card_outline(fill: str = PAPER, edge: str = EDGE) -> str:
    """The card's rounded rectangle with a thin edge, so overlapping cards stay apart."""
    return (
        f'<rect x="1.25" y="1.25" width="247.5" height="347.5" rx="{CARD_RADIUS - 1}" '
        f'fill="{fill}" stroke="{edge}" stroke-width="2.5"/>'
    )
