"""Mose's score sheet, built from the public values only."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from cardtable.engine.actions import Action
from cardtable.engine.events import Event, Scored
from cardtable.engine.state import GameState
from cardtable.engine.zones import Seat
from cardtable.games.mose import scoring as mose
from cardtable.games.shared.sheets import (
    Note,
    NoteReader,
    RowKind,
    ScoreSheet,
    SheetInput,
    SheetRow,
    begins_like,
    has_phase,
    ints,
    leaders,
    seat_columns,
)
from cardtable.i18n import _, pgettext

#: The wild rank of each round, as written beside the round's number.
_RANK_SHORT: Final = {1: "A", 11: "J", 12: "Q", 13: "K"}


def score_sheet(data: SheetInput) -> ScoreSheet:
    v = data.values
    n = len(data.names)
    rounds = int(v.get("rounds", 13))
    current = int(v.get("round", 0))
    played: list[list[int]] = [list(r) for r in v.get("round_scores", [])]
    totals = ints(v.get("totals"), n)
    penalties = ints(v.get("penalties"), n)
    rows: list[SheetRow] = []
    for r in range(1, rounds + 1):
        wild = r + 1 if r < rounds else 1
        letter = _RANK_SHORT.get(wild)
        label = f"{r} · {pgettext('rank letter', letter) if letter else wild}"
        if r <= len(played):
            cells = tuple(str(x) for x in played[r - 1])
            rows.append(SheetRow(label, cells, details=data.details.get(r, ())))
        elif r == current and not data.over:
            rows.append(SheetRow(label, ("…",) * n, RowKind.CURRENT))
        else:
            rows.append(SheetRow(label, ("",) * n, RowKind.FUTURE))
    if data.options.get("strict_table") or any(penalties):
        rows.append(SheetRow(_("Penalties"), tuple(str(p) for p in penalties), RowKind.PENALTY))
    rows.append(SheetRow(_("Total"), tuple(str(t) for t in totals), RowKind.TOTAL))
    columns, seats = seat_columns(data)
    return ScoreSheet(
        game="mose",
        heading=_("{rounds} rounds (the wild rank beside each) · lowest total wins").format(
            rounds=rounds
        ),
        columns=columns,
        column_seats=seats,
        rows=tuple(rows),
        totals=tuple(totals),
        total_texts=tuple(str(t) for t in totals),
        leaders=leaders(totals, lower=True),
        lower_is_better=True,
        note=_("Penalty points (strict table) are counted in the total.")
        if data.options.get("strict_table")
        else "",
    )


def score_notes(
    reader: NoteReader,
    before: GameState,
    after: GameState,
    seat: Seat,
    action: Action,
    events: Sequence[Event],
) -> list[Note]:
    """Notes on the scoring ``action`` did (the plugin's ``score_notes``)."""
    if not has_phase(events, "round_over"):
        return []
    drew = list(before.public_values(None)["just_drew"])
    wild_rank = int(after.public_values(None)["wild_rank"])
    scored = [
        ev
        for ev in events
        if isinstance(ev, Scored) and not begins_like(ev.reason, "penalty: {what}")
    ]
    winner = next((ev.seat for ev in scored if ev.reason == "went out"), -1)
    notes = []
    for ev in scored:
        s = ev.seat
        if s == winner:
            text = _("went out: 0 points")
        else:
            skip = drew[1] if winner >= 0 and drew[0] == s else 0
            cost = mose.hand_cost(reader.zone(after, f"hand:{s}"), wild_rank, skip)
            text = cost.describe(ev.points)
        notes.append(Note(reader.round, s, reader.name(s), text))
    return notes
