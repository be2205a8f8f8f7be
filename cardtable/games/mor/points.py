"""Mor's points as a player reads them.

The engine keeps Mor's scores as whole numbers ten times the points on the score sheet, so a 3
worth half a point is 5 inside and "0.5" (or "0,5", the language's way) on the table.
"""

from __future__ import annotations

from typing import Final

from cardtable.i18n import decimal

#: Internal points are ten times the points shown on the score sheet.
SCALE: Final = 10


def shown(points: int) -> str:
    """Internal points as shown: 2015 -> "201.5" ("201,5" in German), 20 -> "2"."""
    if points % SCALE == 0:
        return str(points // SCALE)
    return decimal(points / SCALE, 1)
