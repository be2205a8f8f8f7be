"""Mor's score sheet, built from the public values only."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.actions import Action
from cardtable.engine.events import Event
from cardtable.engine.state import GameState
from cardtable.engine.zones import Seat
from cardtable.games.mor import scoring as mor
from cardtable.games.mor.actions import team_name, team_seats
from cardtable.games.shared.sheets import (
    Note,
    NoteReader,
    RowKind,
    ScoreSheet,
    SheetInput,
    SheetRow,
    has_phase,
    ints,
    leaders,
)
from cardtable.i18n import _, decimal


def tenths(points: int) -> str:
    """Points kept in tenths as a player reads them: 15 -> "1.5" ("1,5" in German)."""
    return str(points // 10) if points % 10 == 0 else decimal(points / 10, 1)


def score_sheet(data: SheetInput) -> ScoreSheet:
    v = data.values
    n = len(data.names)
    teams = [tuple(t) for t in v.get("teams", [])] or list(data.teams or ((0, 2), (1, 3)))
    target = int(v.get("target", 2010))
    history: list[list[int]] = [list(r) for r in v.get("history", [])]
    totals = ints(v.get("totals"), len(teams))
    rows = [
        SheetRow(
            _("Round {number}").format(number=i + 1),
            tuple(tenths(x) for x in r),
            details=data.details.get(i + 1, ()),
        )
        for i, r in enumerate(history)
    ]
    rnd = int(v.get("round", 0))
    if not data.over and rnd > len(history):
        rows.append(
            SheetRow(_("Round {number}").format(number=rnd), ("…",) * len(teams), RowKind.CURRENT)
        )
    rows.append(SheetRow(_("Total"), tuple(tenths(t) for t in totals), RowKind.TOTAL))
    columns = tuple(
        " & ".join(data.names[s] for s in team if s < n) or _("Team {team}").format(team=i + 1)
        for i, team in enumerate(teams)
    )
    return ScoreSheet(
        game="mor",
        heading=_("First team to {points} after a round wins").format(points=tenths(target)),
        columns=columns,
        column_seats=tuple(tuple(t) for t in teams),
        rows=tuple(rows),
        totals=tuple(totals),
        total_texts=tuple(tenths(t) for t in totals),
        leaders=leaders(totals, lower=False),
        note=_("Scores are kept in tenths: a 3 counts 0.5, a King 1, a closing 10."),
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
    last = after.public_values(None)["last_round"]
    notes = []
    for team, seats in enumerate(team_seats(reader.num_players)):
        who = team_name(team, reader.num_players)
        notes.append(Note(reader.round, team, who, mor.team_parts(last, team)))
        for s in seats:
            hand = mor.describe_hand(reader.zone(after, f"hand:{s}"))
            notes.append(Note(reader.round, team, reader.name(s), hand))
    return notes
