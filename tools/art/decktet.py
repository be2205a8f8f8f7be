"""The Decktet: 45 cards with the project's own suit glyphs, rank marks and small scenes.

Layout: the rank (A, 2-9, or a drawn mark for Pawn, Court and Crown) and the card's suit
glyphs run down the top-left corner and, turned over, up the bottom-right one; an arched
window in the middle holds the card's scene; the card's name sits on a plaque below it.
"""

from __future__ import annotations

from typing import Final

from cardtable.engine.cards import (
    COURT,
    CROWN,
    EXCUSE,
    PAWN,
    Card,
    decktet_deck,
)
from cardtable.i18n import pgettext

from . import scenes
from .common import CARD_H, CARD_W, CX, CY, card_outline
from .glyphs import COLOURS, TINTS, glyph_def
from .svg import document, el, g, num, rotate_about, use
from .text import Outline, outline

PARCHMENT: Final = "#f8f1df"
FRAME: Final = "#b59f74"
DECKTET_INK: Final = "#3a2f25"
INDEX_X: Final = 30.0
GLYPH_SIZE: Final = 44.0
WINDOW: Final = (62.0, 24.0, 188.0, 264.0)  # x0, y0, x1, y1 of the scene window
NAME_WIDTH: Final = 124.0  # the widest a name may be on its plaque


def file_stem(card: Card) -> str:
    return card.code


def rank_mark(rank: int) -> str:
    """The rank at the top of the index: a numeral, or a drawn Pawn, Court or Crown."""
    if rank == PAWN:  # a pawn: round head, collar, bell-shaped body on a base
        return el(
            "path",
            d=(
                "M30 16A8.5 8.5 0 1 1 29.99 16ZM22 35L38 35L38 39L35 39C36 48 40 54 44 58"
                "L44 64L16 64L16 58C20 54 24 48 25 39L22 39Z"
            ),
            fill=DECKTET_INK,
        )
    if rank == COURT:  # a hall with a pediment and three columns
        return el(
            "path",
            d=(
                "M30 14L51 28L9 28ZM11 31L49 31L49 35L11 35ZM14 37L20 37L20 56L14 56Z"
                "M27 37L33 37L33 56L27 56ZM40 37L46 37L46 56L40 56ZM9 58L51 58L51 64L9 64Z"
            ),
            fill=DECKTET_INK,
        )
    if rank == CROWN:  # a three-pointed crown
        return el(
            "path",
            d=("M8 26L19 38L30 16L41 38L52 26L48 56L12 56ZM12 59L48 59L48 65L12 65Z"),
            fill=DECKTET_INK,
        )
    text = pgettext("rank letter", "A") if rank == 1 else str(rank)
    o = outline(text, 64, x=INDEX_X, y=14, valign="top", family="DejaVu Serif", max_width=50)
    mark = el("path", d=o.d, fill=DECKTET_INK)
    if rank in (6, 9):  # underlined, so the turned index never reads as the other one
        mark += el("rect", x=o.x0 + 2, y=o.y1 + 3, width=o.width - 4, height=3.5, fill=DECKTET_INK)
    return mark


def _index(card: Card) -> str:
    parts: list[str] = []
    if card.rank == 0:  # the Excuse: an open ring instead of a rank
        parts.append(
            el(
                "circle",
                cx=INDEX_X,
                cy=40.0,
                r=16.0,
                fill="none",
                stroke=DECKTET_INK,
                stroke_width=5.0,
            )
        )
    else:
        parts.append(rank_mark(card.rank))
    for i, suit in enumerate(card.suits):
        y = 104 + i * 47.0
        parts.append(
            use(
                f"g-{suit.lower()}",
                transform=f"translate({num(INDEX_X)} {num(y)}) scale({num(GLYPH_SIZE / 100)})",
            )
        )
    return g(parts, id="index") + use("index", transform=rotate_about(180, CX, CY))


def _window_path() -> str:
    x0, y0, x1, y1 = WINDOW
    r = (x1 - x0) / 2
    return (
        f"M{num(x0)} {num(y1)}L{num(x0)} {num(y0 + r)}A{num(r)} {num(r)} 0 0 1 "
        f"{num(x1)} {num(y0 + r)}L{num(x1)} {num(y1)}Z"
    )


def _window(card: Card) -> list[str]:
    suits = card.suits or ("Moons", "Knots")
    top, bottom = TINTS[suits[0]], TINTS[suits[-1]]
    if card.rank == 0:
        top, bottom = "#f1ead8", "#e6dcc4"
    grad = el(
        "linearGradient",
        [el("stop", offset="0", stop_color=top), el("stop", offset="1", stop_color=bottom)],
        id="sky",
        x1="0",
        y1="0",
        x2="0",
        y2="1",
    )
    return [grad]


def _surround() -> str:
    """Parchment around the window, drawn over the scene so nothing spills out of the arch."""
    outer = (
        "M15 4H235A11 11 0 0 1 246 15V335A11 11 0 0 1 235 346"
        "H15A11 11 0 0 1 4 335V15A11 11 0 0 1 15 4Z"
    )
    return el("path", d=outer + _window_path(), fill=PARCHMENT, fill_rule="evenodd")


def _name(label: str) -> Outline:
    """The card's name on its plaque, made smaller to fit; a name that would lose more than a
    fifth of its size (German "der Leuchtturmwärter") is set in the condensed face first, so
    it stays readable at table size."""
    family = "DejaVu Serif"
    if outline(label, 17.5, family=family, bold=True).width > NAME_WIDTH / 0.8:
        family = "DejaVu Serif Condensed"
    return outline(
        label,
        17.5,
        x=CX,
        y=295,
        family=family,
        bold=True,
        max_width=NAME_WIDTH,
        shrink=True,
    )


def face(card: Card) -> str:
    defs = [glyph_def(s, cut=PARCHMENT) for s in card.suits]
    defs += _window(card)
    scene_defs, scene_body = scenes.scene(card)
    defs += scene_defs
    name = _name(card.label)
    body = [
        card_outline(PARCHMENT),
        el("path", d=_window_path(), fill="url(#sky)"),
        g(scene_body),
        _surround(),
        el(
            "rect",
            x=8.0,
            y=8.0,
            width=CARD_W - 16,
            height=CARD_H - 16,
            rx=9.0,
            fill="none",
            stroke=FRAME,
            stroke_width=1.5,
        ),
        el("path", d=_window_path(), fill="none", stroke=FRAME, stroke_width=3.0),
        el(
            "path",
            d="M60 276L190 276L190 306L60 306Z",
            fill="#efe4c8",
            stroke=FRAME,
            stroke_width=1.5,
        ),
        el("path", d=name.d, fill=DECKTET_INK),
        _index(card),
    ]
    return document(CARD_W, CARD_H, body, defs)


def faces() -> dict[str, str]:
    return {file_stem(c): face(c) for c in decktet_deck(pawns=True, courts=True, excuse=True)}


def _shade(colour: str) -> str:
    """A darker tone of ``colour``."""
    rgb = [int(colour[i : i + 2], 16) * 11 // 20 for i in (1, 3, 5)]
    return "#" + "".join(f"{c:02x}" for c in rgb)


def suit_glyph_file(suit: str) -> str:
    """A glyph on its own (for the app's suit_glyph_pixmap), 100 x 100.

    Its gaps and veins are a darker tone of the suit colour, not the card's paper, so the glyph
    sits on any background.
    """
    return document(
        100,
        100,
        [g(use(f"g-{suit.lower()}"), transform="translate(50 50)")],
        [glyph_def(suit, cut=_shade(COLOURS[suit]))],
    )


__all__ = ["COLOURS", "CROWN", "EXCUSE", "faces", "suit_glyph_file"]
