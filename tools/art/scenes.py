"""Small scenes for the Decktet cards' windows, built from the suit glyphs and plain shapes.

The window spans x 62..188 and y 24..264 (an arch on top). :func:`scene` returns extra
``<defs>`` and the body for a card; cards without a scene of their own get a composition of
their glyphs.
"""

from __future__ import annotations

from cardtable.engine.cards import Card

from .svg import g, num, use

WX0, WY0, WX1, WY1 = 62.0, 24.0, 188.0, 264.0
WCX = (WX0 + WX1) / 2


def _glyph(suit: str, x: float, y: float, size: float, rotate: float = 0.0) -> str:
    rot = f" rotate({num(rotate)})" if rotate else ""
    return use(
        f"g-{suit.lower()}", transform=f"translate({num(x)} {num(y)}){rot} scale({num(size / 100)})"
    )


def composition(card: Card) -> list[str]:
    suits = card.suits
    if not suits:
        return []
    if len(suits) == 1:
        return [_glyph(suits[0], WCX, 150, 90)]
    if len(suits) == 2:
        return [_glyph(suits[0], WCX - 18, 110, 64), _glyph(suits[1], WCX + 18, 190, 64)]
    return [
        _glyph(suits[0], WCX, 96, 56),
        _glyph(suits[1], WCX - 30, 176, 56),
        _glyph(suits[2], WCX + 30, 176, 56),
    ]


def scene(card: Card) -> tuple[list[str], list[str]]:
    return [], [g(composition(card))]
