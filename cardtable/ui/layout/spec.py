"""The layout data the window reads; it is defined with the games, in
:mod:`cardtable.games.shared.layout`, so a game package can describe its table."""

from __future__ import annotations

from cardtable.games.shared.layout import (
    DEFAULT_RULES,
    Arrange,
    ClickRule,
    Fmt,
    GameLayout,
    Region,
    ValueLabel,
    ZoneRule,
    apart_count,
    badge_text,
    caption_text,
    format_number,
)

__all__ = [
    "DEFAULT_RULES",
    "Arrange",
    "ClickRule",
    "Fmt",
    "GameLayout",
    "Region",
    "ValueLabel",
    "ZoneRule",
    "apart_count",
    "badge_text",
    "caption_text",
    "format_number",
]
