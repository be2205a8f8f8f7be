"""Text turned into outlines at generation time, so cards never depend on installed fonts.

Qt lays the text out with a DejaVu face (fonts-dejavu on the build machine) and the glyph
outlines are written into the SVG as path data. The app then renders the same shapes on every
machine, whatever fonts it has.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QPainterPath, QTransform

from .svg import num

_BASE = 200.0  # outline at a large size, then scale: no hinting artefacts


@dataclass(frozen=True, slots=True)
class Outline:
    """Path data of a text at the origin (baseline y = 0) and its ink box."""

    d: str
    x0: float
    y0: float
    x1: float
    y1: float

    @property
    def width(self) -> float:
        return self.x1 - self.x0

    @property
    def height(self) -> float:
        return self.y1 - self.y0


def _font(family: str, bold: bool, italic: bool, stretch: int) -> QFont:
    if family not in QFontDatabase.families():
        raise RuntimeError(f"font {family!r} is missing: install fonts-dejavu to build the art")
    font = QFont(family)
    font.setPixelSize(int(_BASE))
    font.setBold(bold)
    font.setItalic(italic)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    font.setKerning(True)
    if stretch != 100:
        font.setStretch(stretch)
    if QFontInfo(font).family() != family:
        raise RuntimeError(f"Qt substituted {QFontInfo(font).family()!r} for {family!r}")
    return font


def _serialise(path: QPainterPath) -> str:
    out: list[str] = []
    i = 0
    n = path.elementCount()
    started = False
    while i < n:
        e = path.elementAt(i)
        if e.type == QPainterPath.ElementType.MoveToElement:
            if started:
                out.append("Z")
            out.append(f"M{num(e.x)} {num(e.y)}")
            started = True
            i += 1
        elif e.type == QPainterPath.ElementType.LineToElement:
            out.append(f"L{num(e.x)} {num(e.y)}")
            i += 1
        else:  # CurveToElement followed by two CurveToDataElements
            c2 = path.elementAt(i + 1)
            end = path.elementAt(i + 2)
            out.append(f"C{num(e.x)} {num(e.y)} {num(c2.x)} {num(c2.y)} {num(end.x)} {num(end.y)}")
            i += 3
    if started:
        out.append("Z")
    return "".join(out)


@cache
def _raw(
    text: str, family: str, bold: bool, italic: bool, stretch: int, spacing: float
) -> QPainterPath:
    font = _font(family, bold, italic, stretch)
    if spacing:
        font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, spacing * _BASE)
    path = QPainterPath()
    path.addText(0.0, 0.0, font, text)
    return path


def outline(
    text: str,
    size: float,
    *,
    x: float = 0.0,
    y: float = 0.0,
    anchor: str = "middle",
    valign: str = "baseline",
    family: str = "DejaVu Sans",
    bold: bool = True,
    italic: bool = False,
    stretch: int = 100,
    spacing: float = 0.0,
    max_width: float | None = None,
    squeeze: float = 1.0,
    shrink: bool = False,
) -> Outline:
    """``text`` at font size ``size`` placed at (x, y).

    ``anchor`` is start/middle/end of the ink box; ``valign`` "baseline" puts the baseline at y,
    "center" centres the ink box on y, "top" puts the ink top at y. ``max_width`` squeezes the
    text horizontally to fit (or, with ``shrink``, scales it down evenly); ``squeeze``
    narrows it on purpose.
    """
    raw = _raw(text, family, bold, italic, stretch, spacing)
    scale = size / _BASE
    box = raw.boundingRect()
    sx = scale * squeeze
    width = box.width() * sx
    if max_width is not None and width > max_width:
        if shrink:  # smaller text, same proportions
            scale *= max_width / width
        sx *= max_width / width
        width = max_width
    x0 = box.left() * sx
    if anchor == "middle":
        dx = x - (x0 + width / 2)
    elif anchor == "end":
        dx = x - (x0 + width)
    else:
        dx = x - x0
    top, bottom = box.top() * scale, box.bottom() * scale
    if valign == "center":
        dy = y - (top + bottom) / 2
    elif valign == "top":
        dy = y - top
    else:
        dy = y
    transform = QTransform(sx, 0, 0, scale, dx, dy)
    placed = transform.map(raw)
    b = placed.boundingRect()
    return Outline(_serialise(placed), b.left(), b.top(), b.right(), b.bottom())
