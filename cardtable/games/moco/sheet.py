"""Moco!'s score sheet, built from the public values only."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.games.shared.sheets import (
    RowKind,
    ScoreSheet,
    SheetInput,
    SheetRow,
    ints,
    leaders,
    seat_columns,
)
from cardtable.i18n import _


def score_sheet(data: SheetInput) -> ScoreSheet:
    v = data.values
    n = len(data.names)
    games = int(v.get("games_in_match", 1))
    game_no = int(v.get("game_no", 0))
    done: list[list[int]] = [list(r) for r in v.get("game_scores", [])]
    totals = ints(v.get("totals"), n)
    chips = ints(v.get("chip_scores"), n)
    rows: list[SheetRow] = []
    for g in range(1, games + 1):
        label = _("Game {number}").format(number=g) if games > 1 else _("Chips")
        if g <= len(done):
            rows.append(SheetRow(label, tuple(str(x) for x in done[g - 1])))
        elif g == game_no and not data.over:
            rows.append(
                SheetRow(
                    _("{label} (chips now)").format(label=label),
                    tuple(str(c) for c in chips),
                    RowKind.CURRENT,
                )
            )
        else:
            rows.append(SheetRow(label, ("",) * n, RowKind.FUTURE))
    in_play = len(done) < game_no and not data.over
    live = [totals[s] + (chips[s] if in_play else 0) for s in range(n)]
    rows.append(SheetRow(_("Total"), tuple(str(t) for t in totals), RowKind.TOTAL))
    columns, seats = seat_columns(data)
    heading = (
        _("A match of {games} games · highest sum wins").format(games=games)
        if games > 1
        else _("One game · highest chip score wins")
    )
    return ScoreSheet(
        game="moco",
        heading=heading,
        columns=columns,
        column_seats=seats,
        rows=tuple(rows),
        totals=tuple(totals),
        total_texts=tuple(str(t) for t in totals),
        leaders=leaders(live, lower=False),
        note=_(
            "Each chip is worth the top card of its suit's pile; chips now change as piles grow."
        ),
    )


def standings(values: Mapping[str, Any], totals: Sequence[str], over: bool) -> list[str]:
    """Each column's standing beside its name: in a game under way the chips in play count
    (finished games' totals plus the chips now), as the table shows them."""
    texts = list(totals)
    if over:
        return texts
    done = values.get("game_scores") or []
    chips = values.get("chip_scores")
    points = values.get("totals")
    n = len(texts)
    in_play = int(values.get("game_no", 0) or 0) > len(done)
    if not in_play or not isinstance(chips, list | tuple) or len(chips) != n:
        return texts
    base = points if isinstance(points, list | tuple) and len(points) == n else [0] * n
    return [str(int(base[c]) + int(chips[c])) for c in range(n)]
