"""The standard deck: numerals with pips laid out like a real deck, Aces, court cards, jokers.

Every face uses the suit colours from :mod:`suits`, exactly those strings, so the app can turn
a two-colour face into a four-colour one by replacing the colour in the file text.
"""

from __future__ import annotations

from typing import Final

from cardtable.engine.cards import RANK_LABELS
from cardtable.i18n import pgettext

from . import courts
from .common import CARD_H, CARD_W, CX, CY, INK, card_outline
from .suits import SUIT_COLOURS, pip_def
from .svg import document, el, g, num, rotate_about, use
from .text import outline

RANK_TEXT: Final = {1: "A", 10: "10", 11: "J", 12: "Q", 13: "K"}
RANK_CODE: Final = "A23456789TJQK"

#: Pip centres for numerals: columns and rows in card units.
COL_L, COL_C, COL_R = 88.0, CX, 162.0
ROW_TOP, ROW_BOTTOM = 66.0, 284.0
PIP_SIZE: Final = 46.0
INDEX_X: Final = 29.0


def _rows(fractions: tuple[float, ...]) -> list[float]:
    return [ROW_TOP + f * (ROW_BOTTOM - ROW_TOP) for f in fractions]


def pip_layout(rank: int) -> list[tuple[float, float]]:
    """Pip centres of a numeral, as on a traditional deck."""
    third = (0.0, 1 / 3, 2 / 3, 1.0)
    sides = {
        2: (),
        3: (),
        4: (0.0, 1.0),
        5: (0.0, 1.0),
        6: (0.0, 0.5, 1.0),
        7: (0.0, 0.5, 1.0),
        8: (0.0, 0.5, 1.0),
        9: third,
        10: third,
    }[rank]
    centre = {
        2: (0.0, 1.0),
        3: (0.0, 0.5, 1.0),
        4: (),
        5: (0.5,),
        6: (),
        7: (0.25,),
        8: (0.25, 0.75),
        9: (0.5,),
        10: (1 / 6, 5 / 6),
    }[rank]
    pts = [(x, y) for y in _rows(sides) for x in (COL_L, COL_R)]
    pts += [(COL_C, y) for y in _rows(centre)]
    if rank == 7:  # the lone centre pip of a seven sits a little lower than a quarter
        pts[-1] = (COL_C, ROW_TOP + 0.27 * (ROW_BOTTOM - ROW_TOP))
    return pts


def pip(suit: str, x: float, y: float, size: float) -> str:
    """A pip centred at (x, y); pips in the lower half are upside down, as on a real card."""
    s = size / 100
    flip = y > CY + 1
    rot = " rotate(180)" if flip else ""
    return use(f"pip-{suit}", transform=f"translate({num(x)} {num(y)}){rot} scale({num(s)})")


def index_group(rank_text: str, suit: str | None, colour: str, extra: str = "") -> str:
    """The corner index (rank over suit) at top left and its upside-down twin at bottom right."""
    rank = outline(
        rank_text,
        68,
        x=INDEX_X,
        y=14,
        valign="top",
        family="DejaVu Sans Condensed" if len(rank_text) > 1 else "DejaVu Sans",
        max_width=50,
        squeeze=0.8 if len(rank_text) > 1 else 1.0,
    )
    parts = [el("path", d=rank.d, fill=colour)]
    if suit is not None:
        parts.append(use(f"pip-{suit}", transform=f"translate({num(INDEX_X)} 96) scale(0.4)"))
    parts.append(extra)
    corner = g(parts, id="index")
    return corner + use("index", transform=rotate_about(180, CX, CY))


def numeral(rank: int, suit: str) -> str:
    colour = SUIT_COLOURS[suit]
    body = [card_outline(), index_group(str(rank), suit, colour)]
    body += [pip(suit, x, y, PIP_SIZE) for x, y in pip_layout(rank)]
    return document(CARD_W, CARD_H, body, [pip_def(suit)])


def rank_text(rank: int) -> str:
    """The corner index of a rank in the language in force: the catalogue's rank letter
    (German B and D for Jack and Queen), so the faces read as the texts do."""
    letter = RANK_LABELS.get(rank)
    return pgettext("rank letter", letter) if letter else RANK_TEXT[rank]


def ace(suit: str) -> str:
    colour = SUIT_COLOURS[suit]
    body = [card_outline(), index_group(rank_text(1), suit, colour)]
    if suit == "S":
        # The Ace of Spades gets a ring of small pips around a large one.
        ring = [
            el("circle", cx=CX, cy=CY, r=82.0, fill="none", stroke=colour, stroke_width=2.5),
            el("circle", cx=CX, cy=CY, r=74.0, fill="none", stroke=colour, stroke_width=1.2),
        ]
        for i in range(12):
            ring.append(
                use(
                    "pip-S",
                    transform=f"{rotate_about(i * 30, CX, CY)} translate({num(CX)} {num(CY - 78)}) "
                    "scale(0.07)",
                )
            )
        body.append(g(ring))
        body.append(use("pip-S", transform=f"translate({num(CX)} {num(CY)}) scale(1.12)"))
    else:
        body.append(use(f"pip-{suit}", transform=f"translate({num(CX)} {num(CY)}) scale(0.95)"))
    return document(CARD_W, CARD_H, body, [pip_def(suit)])


def court(rank: int, suit: str) -> str:
    colour = SUIT_COLOURS[suit]
    body = [card_outline(), index_group(rank_text(rank), suit, colour)]
    body.append(courts.panel(rank, suit, colour))
    return document(CARD_W, CARD_H, body, [pip_def(suit), *courts.defs(rank, suit, colour)])


def joker(red: bool) -> str:
    colour = SUIT_COLOURS["H"] if red else SUIT_COLOURS["S"]
    letters = []
    for i, ch in enumerate("JOKER"):
        o = outline(ch, 30, x=INDEX_X, y=18 + i * 31, valign="top")
        letters.append(el("path", d=o.d, fill=colour))
    star = courts.star_mark(INDEX_X, 186, 13, colour)
    body = [
        card_outline(),
        g([*letters, star], id="index"),
        use("index", transform=rotate_about(180, CX, CY)),
    ]
    body.append(courts.jester(colour))
    return document(CARD_W, CARD_H, body, courts.jester_defs(colour))


def faces() -> dict[str, str]:
    """File stem -> SVG text for the whole standard deck and the jokers."""
    out: dict[str, str] = {}
    for suit in ("S", "H", "D", "C"):
        for rank in range(1, 14):
            code = RANK_CODE[rank - 1] + suit
            if rank == 1:
                out[code] = ace(suit)
            elif rank <= 10:
                out[code] = numeral(rank, suit)
            else:
                out[code] = court(rank, suit)
    out["JK"] = joker(red=False)
    out["JK-red"] = joker(red=True)
    return out


__all__ = ["INK", "faces", "pip_layout"]
