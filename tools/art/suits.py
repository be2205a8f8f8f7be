"""The four French suit pips, drawn in a 100 x 100 box centred on the origin."""

from __future__ import annotations

from typing import Final

from .svg import circle_path, el

HEART: Final = (
    "M0 45C-7 34-50 10-50-17C-50-35-38-45-25-45C-12-45-3-37 0-26"
    "C3-37 12-45 25-45C38-45 50-35 50-17C50 10 7 34 0 45Z"
)
DIAMOND: Final = "M0-50Q15-17 38 0Q15 17 0 50Q-15 17-38 0Q-15-17 0-50Z"
SPADE: Final = (
    "M0-49C7-37 50-14 50 12C50 29 38 38 26 38C15 38 7 33 3 26"
    "C4 36 9 44 18 50L-18 50C-9 44-4 36-3 26"
    "C-7 33-15 38-26 38C-38 38-50 29-50 12C-50-14-7-37 0-49Z"
)
CLUB: Final = (
    circle_path(0, -25, 23.5)
    + circle_path(-25, 10, 23.5)
    + circle_path(25, 10, 23.5)
    + circle_path(0, 4, 13)
    + "M-3 8C-3 30-8 43-18 50L18 50C8 43 3 30 3 8Z"
)

PIP_PATHS: Final = {"S": SPADE, "H": HEART, "D": DIAMOND, "C": CLUB}

#: Two-colour deck.
SUIT_COLOURS: Final = {"S": "#1c1c21", "H": "#c8142c", "D": "#c8142c", "C": "#1c1c21"}
#: Four-colour deck (spades black, hearts red, diamonds blue, clubs green).
FOUR_COLOURS: Final = {"S": "#1c1c21", "H": "#c8142c", "D": "#1f5cc4", "C": "#14813c"}


def pip_def(suit: str, colour: str | None = None) -> str:
    """A ``<path id="pip-X">`` for ``<defs>``, filled with the suit's colour."""
    return el("path", id=f"pip-{suit}", d=PIP_PATHS[suit], fill=colour or SUIT_COLOURS[suit])
