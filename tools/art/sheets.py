"""Contact sheets: every card of a deck rendered with Qt's SVG renderer, tiled on felt.

Used to look at the art as a player would and for the README images in ``docs/images/``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from .suits import FOUR_COLOURS, SUIT_COLOURS

FELT = QColor("#2f6b45")


def render_grid(
    items: Sequence[Path],
    width: int,
    height: int,
    columns: int,
    out: Path,
    gap: int = 10,
    background: QColor = FELT,
    recolour: Callable[[Path], dict[str, str]] | None = None,
) -> None:
    """Tile ``items`` (SVG files) at ``width`` x ``height`` pixels each into a PNG."""
    rows = (len(items) + columns - 1) // columns
    image = QImage(
        columns * (width + gap) + gap, rows * (height + gap) + gap, QImage.Format.Format_ARGB32
    )
    image.fill(background)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    for i, path in enumerate(items):
        data = path.read_bytes()
        for old, new in (recolour(path) if recolour else {}).items():
            data = data.replace(old.encode(), new.encode())
        renderer = QSvgRenderer(QByteArray(data))
        if not renderer.isValid():
            raise ValueError(f"{path} is not a valid SVG")
        x = gap + (i % columns) * (width + gap)
        y = gap + (i // columns) * (height + gap)
        renderer.render(painter, QRectF(x, y, width, height))
    painter.end()
    out.parent.mkdir(parents=True, exist_ok=True)
    image.save(str(out))


def render_rows(rows: Sequence[tuple[Sequence[Path], int, int]], out: Path, gap: int = 12) -> None:
    """Rows of SVGs, each row with its own item size: (files, width, height)."""
    width = max(len(files) * (w + gap) + gap for files, w, _ in rows)
    height = sum(h + gap for _, _, h in rows) + gap
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(FELT)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    y = gap
    for files, w, h in rows:
        for i, path in enumerate(files):
            renderer = QSvgRenderer(str(path))
            if not renderer.isValid():
                raise ValueError(f"{path} is not a valid SVG")
            renderer.render(painter, QRectF(gap + i * (w + gap), y, w, h))
        y += h + gap
    painter.end()
    out.parent.mkdir(parents=True, exist_ok=True)
    image.save(str(out))


def std_order(folder: Path) -> list[Path]:
    ranks = "A23456789TJQK"
    files = [folder / f"{r}{s}.svg" for s in "SHDC" for r in ranks]
    return [*files, folder / "JK.svg", folder / "JK-red.svg"]


def decktet_order(folder: Path) -> list[Path]:
    from cardtable.engine.cards import decktet_deck

    deck = decktet_deck(pawns=True, courts=True, excuse=True)
    return [folder / f"{c.code}.svg" for c in deck]


def _four_colour(path: Path) -> dict[str, str]:
    suit = path.stem[-1]
    if suit not in SUIT_COLOURS or SUIT_COLOURS[suit] == FOUR_COLOURS[suit]:
        return {}
    return {SUIT_COLOURS[suit]: FOUR_COLOURS[suit]}


def write_all(assets: Path, images: Path) -> None:
    cards = assets / "cards"
    render_grid(std_order(cards / "std"), 100, 140, 13, images / "cards-standard.png")
    render_grid(
        [p for p in std_order(cards / "std") if p.stem[0] in "AKQJT9"],
        100,
        140,
        13,
        images / "cards-standard-four-colour.png",
        recolour=_four_colour,
    )
    render_grid(decktet_order(cards / "decktet"), 120, 168, 9, images / "cards-decktet.png")
    moxie = [cards / "moxie" / f"M{r}.svg" for r in range(2, 7)]
    render_grid(moxie, 160, 224, 5, images / "cards-moxie.png")
    backs = sorted((assets / "backs").glob("*.svg"))
    chips = sorted((assets / "chips").glob("*.svg"))
    coins = sorted((assets / "coins").glob("*.svg"))
    render_rows([(backs, 130, 182), ([*chips, *coins], 64, 64)], images / "chips-coins-backs.png")
