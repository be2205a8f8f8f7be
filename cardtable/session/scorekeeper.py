"""A table's paperwork for one match: the score sheet, scores explained, the move log's lines.

:class:`Scorekeeper` is what the table session (:mod:`cardtable.session.driver`) asks for
everything written about the game rather than played: the score sheet as it stands (with the
rounds' standings for games that keep only running totals, :mod:`cardtable.session.history`,
and each score explained, :mod:`cardtable.session.tablenotes`), the move log's lines for one
viewer, the lines of one step, and a round's summary when it ends
(:mod:`cardtable.session.roundend`).
"""

from __future__ import annotations

from cardtable.engine.events import Event
from cardtable.engine.zones import Seat
from cardtable.session.history import RoundTracker
from cardtable.session.logtext import LogLine, log_line
from cardtable.session.match import Match
from cardtable.session.roundend import RoundSummary, round_summary
from cardtable.session.scoresheet import ScoreSheet, SheetInput, build_sheet, needs_marks
from cardtable.session.tablenotes import TableNotes

__all__ = ["Scorekeeper"]


class Scorekeeper:
    """The paperwork of ``match``; scores are explained for ``alone`` (the one person at the
    table: their own hand counted in full), or from public information only (None)."""

    def __init__(self, match: Match, alone: Seat | None) -> None:
        self.match = match
        self._tracker = RoundTracker(match) if needs_marks(match.info.id) else None
        self._notes = TableNotes(match, alone)

    def sheet(self, round_over: bool = False) -> ScoreSheet:
        """The score sheet as it stands (public values only); ``round_over``: the round on
        the table has ended and the next deal waits."""
        match = self.match
        state = match.state
        return build_sheet(
            SheetInput(
                info=match.info,
                values=state.public_values(None),
                names=tuple(match.names),
                scores=tuple(state.scores()),
                options=match.options,
                teams=match.info.teams(match.num_players),
                marks=self._tracker.marks() if self._tracker is not None else (),
                details=self._notes.details(),
                over=state.is_terminal(),
                round_over=round_over,
            )
        )

    def round_summary(self) -> RoundSummary:
        """The round that has just ended (see :func:`~cardtable.session.roundend.round_summary`)."""
        marks = self._tracker.marks() if self._tracker is not None else ()
        return round_summary(self.match, self.sheet(round_over=True), marks)

    def log_lines(self, viewer: Seat | None) -> list[LogLine]:
        """The whole move log as ``viewer`` may see it, scores explained after their moves."""
        lines = []
        for i, (seat, events) in enumerate(self.match.redacted_log(viewer)):
            lines += [log_line(i + 1, seat, events, self.match.names), *self._notes.log_lines(i)]
        return lines

    def step(self, serial: int, viewer: Seat | None) -> tuple[list[Event], list[LogLine]]:
        """The events of the actions logged from ``serial`` on, redacted for ``viewer``, and
        their move log lines with the scores explained."""
        events: list[Event] = []
        lines: list[LogLine] = []
        names = self.match.names
        for i, entry in enumerate(self.match.log[serial:]):
            redacted = tuple(ev.redact(viewer) for ev in entry.events)
            events.extend(redacted)
            line = log_line(serial + i + 1, entry.seat, redacted, names)
            if line.text:
                lines.append(line)
            lines += self._notes.log_lines(serial + i)
        return events, lines
