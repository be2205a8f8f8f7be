"""Small SVG building blocks: number formatting, elements, documents and path helpers.

Everything here is plain string building so the output is byte-for-byte deterministic.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

Point = tuple[float, float]


def num(value: float) -> str:
    """A compact decimal: at most two decimals, no trailing zeros, never "-0"."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def attrs(**kwargs: object) -> str:
    """Attributes from keyword arguments; ``_`` becomes ``-``, ``None`` values are skipped."""
    parts = []
    for key, value in kwargs.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        if name == "xlink-href":
            name = "xlink:href"
        text = num(value) if isinstance(value, float) else str(value)
        parts.append(f'{name}="{text}"')
    return " ".join(parts)


def el(tag: str, body: str | Iterable[str] = "", **kwargs: object) -> str:
    """One element; ``body`` is its content (a string or strings joined without separators)."""
    inner = body if isinstance(body, str) else "".join(body)
    head = f"<{tag} {attrs(**kwargs)}".rstrip()
    return f"{head}>{inner}</{tag}>" if inner else f"{head}/>"


def g(body: str | Iterable[str], **kwargs: object) -> str:
    return el("g", body, **kwargs)


def use(ref: str, **kwargs: object) -> str:
    return el("use", xlink_href=f"#{ref}", **kwargs)


def document(width: float, height: float, body: Iterable[str], defs: Iterable[str] = ()) -> str:
    """A standalone SVG file with a viewBox of ``width`` x ``height`` user units."""
    defs_text = "".join(defs)
    head = (
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'version="1.1" width="{num(width)}" height="{num(height)}" '
        f'viewBox="0 0 {num(width)} {num(height)}">'
    )
    parts = [head]
    if defs_text:
        parts.append(f"<defs>{defs_text}</defs>")
    parts.extend(body)
    parts.append("</svg>\n")
    return "\n".join(parts)


def poly(points: Sequence[Point], close: bool = True) -> str:
    """Path data through ``points`` with straight lines."""
    head, *rest = points
    d = f"M{num(head[0])} {num(head[1])}" + "".join(f"L{num(x)} {num(y)}" for x, y in rest)
    return d + ("Z" if close else "")


def smooth(points: Sequence[Point], close: bool = True, tension: float = 1.0) -> str:
    """A smooth curve through ``points`` (Catmull-Rom turned into cubic Beziers)."""
    n = len(points)
    pts = list(points)
    d = f"M{num(pts[0][0])} {num(pts[0][1])}"
    count = n if close else n - 1
    for i in range(count):
        p0 = pts[(i - 1) % n] if (close or i > 0) else pts[0]
        p1 = pts[i]
        p2 = pts[(i + 1) % n]
        p3 = pts[(i + 2) % n] if (close or i + 2 < n) else pts[-1]
        c1 = (p1[0] + (p2[0] - p0[0]) * tension / 6, p1[1] + (p2[1] - p0[1]) * tension / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) * tension / 6, p2[1] - (p3[1] - p1[1]) * tension / 6)
        d += f"C{num(c1[0])} {num(c1[1])} {num(c2[0])} {num(c2[1])} {num(p2[0])} {num(p2[1])}"
    return d + ("Z" if close else "")


def circle_path(cx: float, cy: float, r: float) -> str:
    """A circle as path data (two arcs), for combining with other subpaths."""
    return (
        f"M{num(cx - r)} {num(cy)}A{num(r)} {num(r)} 0 1 0 {num(cx + r)} {num(cy)}"
        f"A{num(r)} {num(r)} 0 1 0 {num(cx - r)} {num(cy)}Z"
    )


def star_points(
    cx: float, cy: float, outer: float, inner: float, count: int, turn: float = -90.0
) -> list[Point]:
    """Corners of a star with ``count`` points, the first pointing at angle ``turn``."""
    pts: list[Point] = []
    for i in range(count * 2):
        r = outer if i % 2 == 0 else inner
        a = math.radians(turn + i * 180.0 / count)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def regular_polygon(cx: float, cy: float, r: float, count: int, turn: float = -90.0) -> list[Point]:
    return [
        (
            cx + r * math.cos(math.radians(turn + i * 360 / count)),
            cy + r * math.sin(math.radians(turn + i * 360 / count)),
        )
        for i in range(count)
    ]


def rounded_rect(x: float, y: float, w: float, h: float, r: float, **kwargs: object) -> str:
    return el(
        "rect", x=float(x), y=float(y), width=float(w), height=float(h), rx=float(r), **kwargs
    )


def rotate_about(angle: float, cx: float, cy: float) -> str:
    return f"rotate({num(angle)} {num(cx)} {num(cy)})"


def translate(x: float, y: float, scale: float | None = None, rotate: float | None = None) -> str:
    text = f"translate({num(x)} {num(y)})"
    if rotate:
        text += f" rotate({num(rotate)})"
    if scale is not None and scale != 1:
        text += f" scale({num(scale)})"
    return text
