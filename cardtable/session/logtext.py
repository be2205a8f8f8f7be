"""Turning (already redacted) engine events into lines for the move log and the status bar.

Pure Python. The events given here must already be redacted for the viewer; this module never
sees an action of another seat, so a secret choice cannot leak through the log.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from cardtable.engine.events import (
    CardsMoved,
    Event,
    Scored,
    TokensMoved,
    cards_phrase,
    count_of_cards,
    subject,
)
from cardtable.engine.zones import Seat
from cardtable.i18n import N_, _


@dataclass(frozen=True, slots=True)
class LogLine:
    """One row of the move log: the action's number, who acted ("" for the dealer) and what.

    A row that explains a score (:mod:`cardtable.session.tablenotes`) has ``note`` set: ``who``
    is whom it is about; ``quiet`` when the move's own row already says the points, so the note
    is shown in the log but not said again.
    """

    number: int
    seat: Seat
    who: str
    text: str
    note: bool = False
    quiet: bool = False


#: The score reasons the games give in English (they are also read by the score notes), and
#: how each is told: constant ones as they are, numbered ones by pattern.
REASONS: Final = (
    N_("go"),
    N_("go: last card"),
    N_("went out"),
    N_("cards in hand"),
)
_NUMBERED: Final = (
    (re.compile(r"^makes (\d+)$"), N_("makes {number}")),
    (re.compile(r"^(\d+) x fifteen in hand$"), N_("{number} x fifteen in hand")),
)
_SKIPPED: Final = re.compile(r"^(.*) \(the (\d+) just drawn not counted\)$")


def reason_text(reason: str) -> str:
    """A score's reason in the language in force ("makes 15" -> "macht 15")."""
    skipped = _SKIPPED.match(reason)
    if skipped:
        head = reason_text(skipped.group(1))
        return head + " " + _("(the {count} just drawn not counted)").format(count=skipped.group(2))
    for pattern, template in _NUMBERED:
        found = pattern.match(reason)
        if found:
            return _(template).format(number=found.group(1))
    return _(reason)


def describe_events(events: Sequence[Event], names: Sequence[str]) -> list[str]:
    """Readable phrases for ``events``; moves the dealer makes in a row with one verb are told as
    one ("The dealer deals 24 cards", "The dealer gathers 8 cards")."""
    out: list[str] = []
    i = 0
    while i < len(events):
        ev = events[i]
        if isinstance(ev, TokensMoved | CardsMoved) and ev.quiet:
            i += 1  # a message beside it says it in the game's words
            continue
        if isinstance(ev, CardsMoved) and ev.seat is None:
            run = [ev]
            for nxt in events[i + 1 :]:
                if not (isinstance(nxt, CardsMoved) and nxt.seat is None and nxt.verb == ev.verb):
                    break
                run.append(nxt)
            count = sum(len(m.cards) for m in run)
            if len(run) > 1 or any(c is None for c in ev.cards):
                verb = "deals" if ev.verb == "is dealt" else ev.verb
                out.append(subject(_("The dealer"), cards_phrase(verb, count_of_cards(count))))
            else:
                out.append(ev.describe(names))
            i += len(run)
            continue
        if isinstance(ev, Scored):
            points = f"+{ev.points}" if ev.points >= 0 else str(ev.points)
            if 0 <= ev.seat < len(names):
                name = names[ev.seat]
            else:
                name = _("Seat {seat}").format(seat=ev.seat + 1)
            reason = reason_text(ev.reason)
            if ev.total is None:
                said = _("scores {points} ({reason})").format(points=points, reason=reason)
            else:
                said = _("scores {points} ({reason}, {total} in all)").format(
                    points=points, reason=reason, total=ev.total
                )
            out.append(subject(name, said))
        else:
            text = ev.describe(names)
            if text:
                out.append(text)
        i += 1
    return out


def log_line(number: int, seat: Seat, events: Sequence[Event], names: Sequence[str]) -> LogLine:
    """The log row of one applied action (``seat`` -1 is the dealer/chance)."""
    who = names[seat] if 0 <= seat < len(names) else ""
    text = "; ".join(describe_events(events, names))
    return LogLine(number, seat, who, text)
