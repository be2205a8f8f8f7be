"""Windows and macOS icon files made from the app icon PNGs in ``assets/icons/``.

The art in ``assets/icons/`` (``cardtable-<size>.png`` at 16 to 512 pixels, rendered
from ``cardtable.svg`` by ``tools/make_art.py``) is the only source. Both container formats can
hold PNG images as they are, so no image library is needed:

* ``cardtable.ico``: an ICONDIR header, one directory entry per size (16 to 256), PNG data.
* ``cardtable.icns``: ``icns`` + total length, then one ``(type, length, PNG)`` element per size
  (``icp4`` 16, ``icp5`` 32, ``icp6`` 64, ``ic07`` 128, ``ic08`` 256, ``ic09`` 512, and the
  ``@2x`` types ``ic11``, ``ic12``, ``ic13``, ``ic14`` that reuse the bigger PNGs).

The PyInstaller spec calls :func:`write_icons` at build time on Windows and macOS; run
``python packaging/make_icons.py OUT_DIR`` to make them by hand.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path
from typing import Final

ROOT: Final = Path(__file__).resolve().parent.parent
ICON_DIR: Final = ROOT / "assets" / "icons"

ICO_SIZES: Final = (16, 24, 32, 48, 64, 128, 256)
#: icns element type -> pixel size of the PNG it holds.
ICNS_TYPES: Final = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)
_PNG_SIGNATURE: Final = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    """(width, height) from a PNG's IHDR chunk; raises ValueError for anything else."""
    if data[:8] != _PNG_SIGNATURE or data[12:16] != b"IHDR":
        raise ValueError("not a PNG file")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def icon_png(size: int, folder: Path = ICON_DIR) -> bytes:
    """The app icon PNG of ``size`` pixels, checked to be that size."""
    path = folder / f"cardtable-{size}.png"
    data = path.read_bytes()
    if png_size(data) != (size, size):
        raise ValueError(f"{path} is {png_size(data)}, not {size}x{size}")
    return data


def ico_bytes(folder: Path = ICON_DIR) -> bytes:
    """A Windows .ico file holding the PNGs of :data:`ICO_SIZES`."""
    images = [icon_png(size, folder) for size in ICO_SIZES]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries = b""
    for size, data in zip(ICO_SIZES, images, strict=True):
        side = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + entries + b"".join(images)


def icns_bytes(folder: Path = ICON_DIR) -> bytes:
    """A macOS .icns file holding PNG elements of :data:`ICNS_TYPES`."""
    body = b""
    for kind, size in ICNS_TYPES:
        data = icon_png(size, folder)
        body += kind + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def write_icons(out_dir: Path, folder: Path = ICON_DIR) -> tuple[Path, Path]:
    """Write ``cardtable.ico`` and ``cardtable.icns`` into ``out_dir``; return their paths."""
    out_dir.mkdir(parents=True, exist_ok=True)
    ico = out_dir / "cardtable.ico"
    icns = out_dir / "cardtable.icns"
    ico.write_bytes(ico_bytes(folder))
    icns.write_bytes(icns_bytes(folder))
    return ico, icns


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python packaging/make_icons.py OUT_DIR", file=sys.stderr)
        return 2
    for path in write_icons(Path(argv[0])):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
