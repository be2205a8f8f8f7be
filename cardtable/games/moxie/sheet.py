"""Moxie's score sheet, built from the public values only."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from cardtable.engine.actions import Action
from cardtable.engine.events import Event, Message
from cardtable.engine.state import GameState
from cardtable.engine.zones import Seat
from cardtable.games.moxie import scoring as moxie
from cardtable.games.moxie.table import START_MONEY
from cardtable.games.shared.betting import format_money
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


def score_sheet(data: SheetInput) -> ScoreSheet:
    v = data.values
    n = len(data.names)
    purses = ints(v.get("purses"), n) if "purses" in v else list(data.scores)
    out = v.get("out", [False] * n)
    # A player left with no money after a round has left the table.
    rows = [
        SheetRow(
            _("Round {number}").format(number=m.number),
            tuple(format_money(x) if x else pgettext("purse", "out") for x in m.scores),
            details=data.details.get(m.number, ()),
        )
        for m in data.marks
    ]
    rnd = int(v.get("round", 0))
    if not data.over and rnd > 0 and (not data.marks or data.marks[-1].number != rnd):
        if data.round_over:
            label, kind = _("Round {number}").format(number=rnd), RowKind.ROUND
        else:
            label, kind = _("Round {number} (now)").format(number=rnd), RowKind.CURRENT
        rows.append(SheetRow(label, tuple(format_money(x) for x in purses), kind))
    texts = tuple(
        pgettext("purse", "out")
        if (isinstance(out, list) and s < len(out) and out[s] and purses[s] == 0)
        else format_money(purses[s])
        for s in range(n)
    )
    rows.append(SheetRow(_("Purse"), texts, RowKind.TOTAL))
    columns, seats = seat_columns(data)
    return ScoreSheet(
        game="moxie",
        heading=_("Until one player holds all the money, or all agree to stop"),
        columns=columns,
        column_seats=seats,
        rows=tuple(rows),
        totals=tuple(purses),
        total_texts=texts,
        leaders=leaders(purses, lower=False),
        note=_("Purses after each round; everybody started with {money}.").format(
            money=format_money(START_MONEY)
        ),
    )


#: How Moxie tells a pot won without a showdown (see :mod:`cardtable.games.moxie.words`).
_WINS: Final = "wins {money} without showing"


def score_notes(
    reader: NoteReader,
    before: GameState,
    after: GameState,
    seat: Seat,
    action: Action,
    events: Sequence[Event],
) -> list[Note]:
    """Notes on the scoring ``action`` did (the plugin's ``score_notes``)."""
    if has_phase(events, "win"):
        for ev in events:
            if isinstance(ev, Message) and ev.seat is not None and begins_like(ev.text, _WINS):
                text = _("wins without showing: everybody else folded")
                return [Note(reader.round, ev.seat, reader.name(ev.seat), text)]
        return []
    if not has_phase(events, "showdown"):
        return []
    ringer = [c for c in reader.zone(after, "ringer") if c is not None]
    if not ringer:
        return []
    hands: dict[Seat, tuple[int, int]] = {}
    for s in range(reader.num_players):
        cards = reader.zone(after, f"hand:{s}") + reader.zone(after, f"punch:{s}")
        known = [c.rank for c in cards if c is not None]
        if len(cards) == 2 and len(known) == 2:
            hands[s] = (known[0], known[1])
    house = after.options.get("tie_break", "split") == "house"
    told = moxie.showdown_notes(hands, ringer[0].rank, house, reader.names)
    # The showdown's own words say each hand and who wins: the notes are kept for the move log
    # and the score sheet, not said a second time.
    return [Note(reader.round, s, reader.name(s), told[s], said=True) for s in sorted(told)]
