"""Write all of Card Table's art into ``assets/`` (deterministic: same input, same bytes).

Usage::

    .venv/bin/python tools/make_art.py            # cards, backs, chips, coins, icons
    .venv/bin/python tools/make_art.py --sheets   # also the contact sheets in docs/images/

The drawings live in ``tools/art/``; text is turned into outlines with the DejaVu fonts
(Debian package fonts-dejavu) so the app never depends on installed fonts.

Faces that carry words are also written in each language of the catalogue, from its
translations (the rank letters, the Decktet's card names): ``cards/<deck>/<lang>/<stem>.svg``
holds each face that reads differently from the English one (German B and D for Jack and Queen,
every named Decktet card); the app draws those in that language (``cardtable/ui/art.py``).
Compile the catalogues first (``scripts/translations compile``) when their names changed.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from art import backs, decktet, icon, moxie, std, suits, tokens
from art.glyphs import COLOURS, SUITS
from art.svg import document, el, g
from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from cardtable.i18n import available, set_language

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8", newline="\n")


def write_dir(folder: Path, files: dict[str, str], suffix: str = ".svg") -> None:
    """Replace the generated files of ``folder`` with ``files`` (stem -> text)."""
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob(f"*{suffix}"):
        if old.stem not in files:
            old.unlink()
    for stem, text in files.items():
        write(folder / f"{stem}{suffix}", text)


def suit_files() -> dict[str, str]:
    """One glyph per file: the Decktet suits and the four standard suits."""
    out = {s.lower(): decktet.suit_glyph_file(s) for s in SUITS}
    for code in ("S", "H", "D", "C"):
        out[code] = document(
            100,
            100,
            [
                g(
                    el("path", d=suits.PIP_PATHS[code], fill=suits.SUIT_COLOURS[code]),
                    transform="translate(50 50) scale(0.92)",
                )
            ],
        )
    return out


def write_palettes() -> None:
    """Colours the app needs: suit colours and the four-colour recolouring of standard faces."""
    data = {
        "std": {"two_colour": suits.SUIT_COLOURS, "four_colour": suits.FOUR_COLOURS},
        "decktet": COLOURS,
    }
    write(ASSETS / "palette.json", json.dumps(data, indent=2, sort_keys=True) + "\n")


def write_icons() -> None:
    """The app icon as SVG and as PNGs rendered by Qt's SVG renderer."""
    folder = ASSETS / "icons"
    svg_text = icon.icon()
    write(folder / "cardtable.svg", svg_text)
    renderer = QSvgRenderer(QByteArray(svg_text.encode()))
    for size in ICON_SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        image.save(str(folder / f"cardtable-{size}.png"))


def write_faces() -> None:
    """Every deck's faces in English, then each language's faces that read differently."""
    set_language("en")
    english = {"std": std.faces(), "decktet": decktet.faces(), "moxie": moxie.faces()}
    for deck, files in english.items():
        write_dir(ASSETS / "cards" / deck, files)
    for lang in available():
        if lang == "en":
            continue
        set_language(lang)
        translated = {"std": std.faces(), "decktet": decktet.faces(), "moxie": moxie.faces()}
        for deck, files in translated.items():
            changed = {stem: text for stem, text in files.items() if text != english[deck][stem]}
            folder = ASSETS / "cards" / deck / lang
            if changed or folder.is_dir():
                write_dir(folder, changed)
            if not changed and folder.is_dir():
                folder.rmdir()
    set_language("en")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sheets", action="store_true", help="also write docs/images sheets")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    write_faces()
    write_dir(ASSETS / "backs", backs.files())
    write_dir(ASSETS / "chips", tokens.chips())
    write_dir(ASSETS / "coins", tokens.coins())
    write_dir(ASSETS / "suits", suit_files())
    write_palettes()
    write_icons()
    if args.sheets:
        from art import sheets

        sheets.write_all(ASSETS, ROOT / "docs" / "images")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
