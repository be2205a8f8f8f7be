"""Court cards (J, Q, K) and the joker: the project's own stylised, mirrored figures.

Each court is a framed panel holding a half-length figure drawn from flat geometric shapes in
a small palette (the suit colour, gold, deep blue, cream) with ink outlines; the lower half is
the upper half turned 180 degrees, as on a traditional double-headed card.
"""

from __future__ import annotations

from typing import Final

from .common import CX, CY, GOLD, GOLD_DARK, GOLD_LIGHT, INK
from .svg import circle_path, el, g, num, poly, rotate_about, smooth, star_points, use

FX0, FX1, FY0, FY1 = 62.0, 188.0, 34.0, 316.0
FIGURE_SCALE: Final = 0.9  # the figures are drawn for a wider panel
BLUE: Final = "#2c4f8e"
BLUE_LIGHT: Final = "#7f9fd0"
CREAM: Final = "#fbf4e2"
SKIN: Final = "#f5d9b8"
WHITE: Final = "#ffffff"
HAIR: Final = {11: "#b0652a", 12: "#5a3320", 13: "#e9e3d6"}
LINE: Final = 1.8


def _s(d: str, fill: str, width: float = LINE, **kw: object) -> str:
    """A filled shape with an ink outline."""
    return el("path", d=d, fill=fill, stroke=INK, stroke_width=width, stroke_linejoin="round", **kw)


def _line(d: str, width: float = LINE, colour: str = INK) -> str:
    return el(
        "path",
        d=d,
        fill="none",
        stroke=colour,
        stroke_width=width,
        stroke_linecap="round",
        stroke_linejoin="round",
    )


def defs(rank: int, suit: str, colour: str) -> list[str]:
    """Shared pieces: the panel's lattice and, for queens, the flower's petal."""
    out = [
        el(
            "pattern",
            el("path", d="M0 7L7 0L14 7L7 14Z", fill="none", stroke=GOLD_LIGHT, stroke_width=0.9),
            id="court-bg",
            width=14.0,
            height=14.0,
            patternUnits="userSpaceOnUse",
            x=FX0,
            y=FY0,
        )
    ]
    if rank == 12:
        out.append(
            el(
                "path",
                id="petal",
                d="M80 92C74 84 76 78 80 76C84 78 86 84 80 92Z",
                fill=colour,
                stroke=INK,
                stroke_width=1.1,
            )
        )
    return out


def _brocade(rank: int, colour: str) -> list[str]:
    """Small repeated ornaments on the robe on both sides of the tunic."""
    spots = [(84.0, 140.0), (72.0, 163.0), (92.0, 162.0)]
    spots += [(250 - x, y) for x, y in spots]
    out = []
    for x, y in spots:
        if rank == 13:
            out.append(
                el(
                    "path",
                    d=poly([(x, y - 4.5), (x + 4.5, y), (x, y + 4.5), (x - 4.5, y)]),
                    fill=GOLD_LIGHT,
                    stroke=GOLD_DARK,
                    stroke_width=0.8,
                )
            )
        elif rank == 12:
            out.append(el("circle", cx=x, cy=y, r=2.6, fill=CREAM, stroke=GOLD, stroke_width=1.0))
        else:
            out.append(
                el("path", d=poly([(x, y - 4), (x + 3, y), (x, y + 4), (x - 3, y)]), fill=colour)
            )
    return out


def _robe(rank: int, colour: str) -> list[str]:
    out: list[str] = []
    # shoulders and robe down to the centre line
    robe_fill = {13: colour, 12: BLUE, 11: GOLD}[rank]
    trim = {13: GOLD, 12: colour, 11: colour}[rank]
    robe = "M60 175L62 150C64 138 80 130 104 127L146 127C170 130 186 138 188 150L190 175Z"
    out.append(_s(robe, robe_fill))
    out += _brocade(rank, colour)
    # a tunic panel down the middle with a geometric pattern
    tunic = "M106 127L144 127L150 175L100 175Z"
    out.append(_s(tunic, {13: BLUE, 12: CREAM, 11: CREAM}[rank]))
    for i, yy in enumerate((140.0, 156.0, 172.0)):
        w = 8 + i * 2.0
        out.append(_s(poly([(CX, yy - 7), (CX + w, yy), (CX, yy + 7), (CX - w, yy)]), trim, 1.2))
    # trim bands along the robe's front edges
    out.append(_line("M106 128L100 175", 5, trim))
    out.append(_line("M144 128L150 175", 5, trim))
    out.append(_line("M106 128L100 175", 1.2))
    out.append(_line("M144 128L150 175", 1.2))
    # shoulder ornaments
    for x in (74.0, 176.0):
        out.append(_s(circle_path(x, 150, 5), GOLD_LIGHT, 1.2))
    return out


def _collar(rank: int) -> str:
    pts = []
    for i in range(9):
        t = i / 8
        x = 100 + 50 * t
        pts.append((x, 124 + (4 if i % 2 else 0) + 6 * (1 - (2 * t - 1) ** 2)))
    d = (
        "M100 122C110 118 140 118 150 122"
        + "".join(f"L{num(x)} {num(y)}" for x, y in reversed(pts))
        + "Z"
    )
    return _s(d, WHITE, 1.4)


def _face(rank: int) -> list[str]:
    out: list[str] = []
    hair = HAIR[rank]
    if rank == 12:  # long hair falling to the shoulders behind the face
        out.append(_s("M103 96C100 70 150 70 147 96L152 128C140 134 110 134 98 128Z", hair))
    out.append(
        _s(
            "M109 92C109 76 141 76 141 92L141 104C141 117 133 124 125 124C117 124 109 117 109 104Z",
            SKIN,
        )
    )
    # eyes (calm, half-closed), brows, nose and mouth
    out.append(_line("M114 98Q118 101 122 98", 1.5))
    out.append(_line("M128 98Q132 101 136 98", 1.5))
    out.append(_line("M113 93Q118 90 122 92", 1.2))
    out.append(_line("M128 92Q132 90 137 93", 1.2))
    out.append(_line("M125 99L123 109L126 110", 1.3))
    if rank == 13:  # beard and moustache
        out.append(
            _s(
                "M110 106C112 116 118 113 125 113C132 113 138 116 140 106"
                "C142 122 136 138 125 142C114 138 108 122 110 106Z",
                hair,
            )
        )
        out.append(_line("M118 114Q125 110 132 114", 1.4))
    elif rank == 11:  # short curls and a thin moustache
        out.append(_s("M108 94C104 86 106 80 112 80L114 92Z", hair, 1.2))
        out.append(_s("M142 94C146 86 144 80 138 80L136 92Z", hair, 1.2))
        out.append(_line("M119 114Q125 111 131 114", 1.3))
    else:
        out.append(_line("M121 115Q125 117 129 115", 1.4))
        out.append(el("circle", cx=116.0, cy=107.0, r=3.0, fill="#f0a8a0", opacity="0.6"))
        out.append(el("circle", cx=134.0, cy=107.0, r=3.0, fill="#f0a8a0", opacity="0.6"))
    return out


def _headwear(rank: int, colour: str) -> list[str]:
    out: list[str] = []
    if rank == 13:
        pts = [
            (106, 84),
            (104, 58),
            (113, 70),
            (119, 52),
            (125, 66),
            (131, 52),
            (137, 70),
            (146, 58),
            (144, 84),
        ]
        out.append(_s(poly([(float(x), float(y)) for x, y in pts]), GOLD))
        out.append(_s("M105 78L145 78L145 86L105 86Z", GOLD_DARK, 1.4))
        for x in (113.0, 125.0, 137.0):
            out.append(_s(circle_path(x, 82, 2.6), colour, 1))
        for x, y in ((104.0, 56.0), (119.0, 50.0), (131.0, 50.0), (146.0, 56.0)):
            out.append(_s(circle_path(x, y, 2.6), GOLD_LIGHT, 1))
    elif rank == 12:
        out.append(
            _s("M107 82C104 70 110 62 116 66C118 56 132 56 134 66C140 62 146 70 143 82Z", GOLD)
        )
        out.append(_s("M106 78L144 78L144 85L106 85Z", GOLD_DARK, 1.4))
        for x, y in ((116.0, 63.0), (125.0, 56.0), (134.0, 63.0)):
            out.append(_s(circle_path(x, y, 3.0), WHITE, 1))
        out.append(_s(circle_path(125, 81.5, 2.5), colour, 1))
    else:
        out.append(_s("M102 86C98 70 112 62 128 64C144 66 152 76 148 86Z", colour))
        out.append(_s("M101 82L149 82L149 88L101 88Z", GOLD, 1.4))
        out.append(_s("M140 70C150 54 166 46 176 46C166 54 156 64 146 76Z", WHITE, 1.3))
        out.append(_line("M144 72C154 58 164 51 172 48", 0.9))
    return out


def _attribute(rank: int, colour: str) -> list[str]:
    out: list[str] = []
    if rank == 13:  # an upright sword held at the shoulder
        out.append(_s("M76 46L80 54L80 140L72 140L72 54Z", "#e4e8ee", 1.5))
        out.append(_line("M76 56L76 136", 1))
        out.append(_s("M64 140L88 140L88 146L64 146Z", GOLD, 1.4))
        out.append(_s("M73 146L79 146L79 160L73 160Z", GOLD_DARK, 1.2))
        out.append(_s(circle_path(76, 163, 4), GOLD, 1.2))
    elif rank == 12:  # a flower
        out.append(_line("M78 150C80 130 76 112 80 96", 2.2, "#3d7a3a"))
        out.append(_s("M79 124C70 118 66 122 64 126C70 128 74 128 79 124Z", "#5a9a4a", 1.2))
        for i in range(6):
            out.append(use("petal", transform=f"{rotate_about(i * 60, 80, 92)}"))
        out.append(_s(circle_path(80, 92, 4), GOLD, 1.2))
    else:  # a halberd
        out.append(_s("M172 60L176 60L176 175L172 175Z", "#8a5a2b", 1.3))
        out.append(_s("M174 40C182 50 182 58 174 64C166 58 166 50 174 40Z", "#e4e8ee", 1.4))
        out.append(_s("M176 66C188 66 192 76 190 84C186 78 182 76 176 76Z", "#e4e8ee", 1.4))
        out.append(_s("M170 66L178 66L178 70L170 70Z", GOLD, 1))
    return out


def _half(rank: int, suit: str, colour: str) -> list[str]:
    parts: list[str] = []
    parts += _robe(rank, colour)
    parts.append(_collar(rank))
    parts += _face(rank)
    parts += _headwear(rank, colour)
    parts += _attribute(rank, colour)
    # the suit pip in the free upper corner of the panel
    px = 172.0 if rank != 11 else 78.0
    if rank == 13:
        px = 172.0
    parts.append(use(f"pip-{suit}", transform=f"translate({num(px)} 58) scale(0.24)"))
    return parts


def panel(rank: int, suit: str, colour: str) -> str:
    w, h = FX1 - FX0, FY1 - FY0
    frame_bg = el("rect", x=FX0, y=FY0, width=w, height=h, fill=CREAM)
    lattice = el("rect", x=FX0, y=FY0, width=w, height=h, fill="url(#court-bg)")
    half = g(
        _half(rank, suit, colour),
        id="half",
        transform=f"translate({num(CX)} {num(CY)}) scale({num(FIGURE_SCALE)}) "
        f"translate({num(-CX)} {num(-CY)})",
    )
    other = use("half", transform=rotate_about(180, CX, CY))
    band = [
        el(
            "rect",
            x=FX0,
            y=CY - 2.5,
            width=w,
            height=5.0,
            fill=GOLD,
            stroke=GOLD_DARK,
            stroke_width=0.8,
        ),
        el("circle", cx=CX, cy=CY, r=9.0, fill=CREAM, stroke=GOLD_DARK, stroke_width=1.4),
        use(f"pip-{suit}", transform=f"translate({num(CX)} {num(CY)}) scale(0.11)"),
    ]
    frame = [
        el("rect", x=FX0, y=FY0, width=w, height=h, fill="none", stroke=GOLD, stroke_width=4.0),
        el(
            "rect",
            x=FX0 - 4,
            y=FY0 - 4,
            width=w + 8,
            height=h + 8,
            fill="none",
            stroke=colour,
            stroke_width=1.4,
        ),
    ]
    return g([frame_bg, lattice, half, other, *band, *frame])


def star_mark(x: float, y: float, r: float, colour: str) -> str:
    return el("path", d=poly(star_points(x, y, r, r * 0.45, 5)), fill=colour)


def jester_defs(colour: str) -> list[str]:
    return []


def jester(colour: str) -> str:
    """The joker: a grinning jester in a belled, three-pointed cap over a ruffled collar."""
    parts: list[str] = []
    dy = -22.0  # the whole figure sits a little above the centre
    parts.append(
        el("path", d=poly(star_points(CX, CY, 100, 64, 16)), fill=GOLD_LIGHT, opacity="0.55")
    )
    body: list[str] = []
    # collar first, so the face overlaps it
    for i in range(8):
        x = 83 + i * 10.5
        body.append(
            _s(poly([(x, 250), (x + 10.5, 250), (x + 5.25, 276)]), colour if i % 2 else WHITE, 1.5)
        )
    body.append(_s("M80 246C100 256 150 256 170 246L170 252C150 262 100 262 80 252Z", GOLD, 1.5))
    # face
    body.append(
        _s(
            "M103 214C103 196 147 196 147 214L147 226C147 244 136 254 125 254"
            "C114 254 103 244 103 226Z",
            SKIN,
            2.0,
        )
    )
    body.append(_line("M110 219Q115 214 120 219", 1.8))
    body.append(_line("M130 219Q135 214 140 219", 1.8))
    for x in (115.0, 135.0):  # painted diamonds under the eyes
        body.append(
            el("path", d=poly([(x, 224), (x + 3.5, 229), (x, 234), (x - 3.5, 229)]), fill=colour)
        )
    body.append(_line("M125 220L123 231L126 232", 1.5))
    body.append(_line("M111 236Q125 250 139 236", 2.0))
    body.append(_line("M109 234L112 238M141 234L138 238", 1.5))
    # cap: three drooping points with bells, and its band
    cap = (
        "M96 206C88 174 72 146 56 134C84 132 102 150 108 166C108 136 116 110 125 92"
        "C134 110 142 136 142 166C148 150 166 132 194 134C178 146 162 174 154 206Z"
    )
    body.append(_s(cap, colour, 2.4))
    body.append(_line("M125 100C122 130 122 160 125 200", 1.4))
    for x, y in ((56.0, 134.0), (125.0, 90.0), (194.0, 134.0)):
        body.append(_s(circle_path(x, y, 9), GOLD, 2.0))
        body.append(_line(f"M{num(x - 4)} {num(y + 2)}L{num(x + 4)} {num(y + 2)}", 1.6))
    body.append(_s("M94 198L156 198L160 212L90 212Z", GOLD, 2.0))
    for x in (104.0, 125.0, 146.0):
        body.append(_s(circle_path(x, 205, 3), colour, 1.0))
    parts.append(g(body, transform=f"translate(0 {num(dy)})"))
    parts.append(star_mark(CX, 282, 14, colour))
    return g(parts)


__all__ = ["CY", "defs", "jester", "panel", "smooth", "star_mark"]
