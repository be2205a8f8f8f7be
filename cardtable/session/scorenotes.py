"""Scoring explained, step by step: what each game's scoring did, in the game's own terms.

:class:`ScoreNotes` is shown each applied action (the state before and after it, the seat, the
action and its events) and answers with :class:`Note` lines explaining any scoring it did:

* Moosehead: each 15, 20, 25 or 30 made and each go point, and at the end of a hand every
  player's fifteens ("5 + 10, 3 + 5 + 7, 2 + 3 + 10: 6 points");
* Mose: each player's cards left at the end of a round, wilds apart (``games/mose/scoring.py``);
* Mor: each team's parts (melded cards, projects, cards left, closing, no Mor) and each player's
  cards left (``games/mor/scoring.py``);
* Moxie: at a showdown, each hand's value and which one won and why (``games/moxie/scoring.py``).

The words come from each game's ``scoring`` module; this module only finds the moments and the
cards. A hidden card is read only when everything may be shown (a finished game's record);
otherwise hands come from the viewer's observation, so a note reveals no more than the table.

:func:`score_details` gathers a match's notes per round and score-sheet column, for the sheet's
cell details (:attr:`~cardtable.session.scoresheet.SheetRow.details`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.events import Event, GameOver, Message, PhaseChanged, Scored
from cardtable.engine.state import GameState
from cardtable.engine.zones import Seat
from cardtable.games.moosehead import scoring as moosehead
from cardtable.games.mor import scoring as mor
from cardtable.games.mor.actions import team_name, team_seats
from cardtable.games.mose import scoring as mose
from cardtable.games.moxie import scoring as moxie
from cardtable.i18n import _
from cardtable.session.history import round_of
from cardtable.session.match import Match

__all__ = ["Note", "ScoreNotes", "score_details"]


@dataclass(frozen=True, slots=True)
class Note:
    """One explained score: the round it belongs to, the score-sheet column (a seat, or a team
    in Mor), who it is about (for a text record) and the explanation."""

    round: int
    column: int
    who: str
    text: str
    #: The move's own words already give these points (a Moosehead 15 or go): the note only
    #: shows the arithmetic, so the table does not say it aloud a second time.
    said: bool = False

    @property
    def line(self) -> str:
        return f"{self.who}: {self.text}"


#: How Moxie tells a pot won without a showdown (see :mod:`cardtable.games.moxie.words`).
_WINS: Final = "wins {money} without showing"


def _begins(text: str, template: str) -> bool:
    """Whether ``text`` begins like the message ``template``: the games write their messages
    in the language in force, so the first words are compared in English and in that language."""
    heads = {template.partition("{")[0].strip(), _(template).partition("{")[0].strip()}
    return any(head and text.startswith(head) for head in heads)


def _has_phase(events: Sequence[Event], phase: str) -> bool:
    return any(isinstance(ev, PhaseChanged) and ev.phase == phase for ev in events)


class ScoreNotes:
    """Explains the scoring of one game's actions for ``viewer`` (every card when ``full``)."""

    def __init__(
        self, game: str, num_players: int, names: Sequence[str], viewer: Seat | None, full: bool
    ) -> None:
        self.game = game
        self.num_players = num_players
        self.names = list(names)
        self.viewer = viewer
        self.full = full

    def _name(self, seat: Seat) -> str:
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return _("Seat {seat}").format(seat=seat + 1)

    def _zone(self, state: GameState, zid: str) -> tuple[Card | None, ...]:
        """A zone's cards as this viewer may see them."""
        if zid not in state.zones:
            return ()
        if self.full:
            return tuple(state.zones[zid])
        return state.observation(self.viewer).zone(zid).cards

    def step(
        self,
        before: GameState,
        after: GameState,
        seat: Seat,
        action: Action,
        events: Sequence[Event],
    ) -> list[Note]:
        """Notes explaining the scoring that ``action`` (taken by ``seat``) did, if any."""
        number = round_of(before.public_values(None)) or 0
        if self.game == "moosehead":
            return self._moosehead(number, before, seat, action, events)
        if self.game == "mose" and _has_phase(events, "round_over"):
            return self._mose(number, before, after, events)
        if self.game == "mor" and _has_phase(events, "round_over"):
            return self._mor(number, after)
        if self.game == "moxie":
            return self._moxie(number, after, events)
        return []

    # --- the games -------------------------------------------------------------------------------

    def _moosehead(
        self, number: int, before: GameState, seat: Seat, action: Action, events: Sequence[Event]
    ) -> list[Note]:
        values: dict[str, Any] = before.public_values(None)
        notes: list[Note] = []
        played = action.cards[0] if action.cards else None
        for ev in events:
            if not isinstance(ev, Scored):
                continue
            if ev.reason.startswith("makes") and played is not None:
                text = moosehead.narrate_count(int(values["count"]), played)
            elif ev.reason == "go":
                text = moosehead.narrate_go(last_card=False)
            elif ev.reason.startswith("go:"):
                text = moosehead.narrate_go(last_card=True)
            else:
                continue
            notes.append(Note(number, ev.seat, self._name(ev.seat), text, said=True))
        if not _has_phase(events, "count_hands"):
            return notes
        n = self.num_players
        counted = [ev.seat for ev in events if isinstance(ev, Scored) and "fifteen" in ev.reason]
        order = [(int(values["dealer"]) + k) % n for k in range(1, n + 1)]
        if any(isinstance(ev, GameOver) for ev in events) and counted:
            order = order[: order.index(counted[-1]) + 1]  # the count stops at 50
        for s in order:
            cards = [c for c in before.zones[f"played:{s}"]]
            if s == seat and played is not None:
                cards.append(played)
            text = _("hand count {count}").format(count=moosehead.narrate_hand_count(cards))
            notes.append(Note(number, s, self._name(s), text))
        return notes

    def _mose(
        self, number: int, before: GameState, after: GameState, events: Sequence[Event]
    ) -> list[Note]:
        drew = list(before.public_values(None)["just_drew"])
        wild_rank = int(after.public_values(None)["wild_rank"])
        scored = [
            ev
            for ev in events
            if isinstance(ev, Scored) and not _begins(ev.reason, "penalty: {what}")
        ]
        winner = next((ev.seat for ev in scored if ev.reason == "went out"), -1)
        notes = []
        for ev in scored:
            s = ev.seat
            if s == winner:
                text = _("went out: 0 points")
            else:
                skip = drew[1] if winner >= 0 and drew[0] == s else 0
                cost = mose.hand_cost(self._zone(after, f"hand:{s}"), wild_rank, skip)
                text = cost.describe(ev.points)
            notes.append(Note(number, s, self._name(s), text))
        return notes

    def _mor(self, number: int, after: GameState) -> list[Note]:
        last = after.public_values(None)["last_round"]
        notes = []
        for team, seats in enumerate(team_seats(self.num_players)):
            who = team_name(team, self.num_players)
            notes.append(Note(number, team, who, mor.team_parts(last, team)))
            for s in seats:
                hand = mor.describe_hand(self._zone(after, f"hand:{s}"))
                notes.append(Note(number, team, self._name(s), hand))
        return notes

    def _moxie(self, number: int, after: GameState, events: Sequence[Event]) -> list[Note]:
        if _has_phase(events, "win"):
            for ev in events:
                if isinstance(ev, Message) and ev.seat is not None and _begins(ev.text, _WINS):
                    text = _("wins without showing: everybody else folded")
                    return [Note(number, ev.seat, self._name(ev.seat), text)]
            return []
        if not _has_phase(events, "showdown"):
            return []
        ringer = [c for c in self._zone(after, "ringer") if c is not None]
        if not ringer:
            return []
        hands: dict[Seat, tuple[int, int]] = {}
        for s in range(self.num_players):
            cards = self._zone(after, f"hand:{s}") + self._zone(after, f"punch:{s}")
            known = [c.rank for c in cards if c is not None]
            if len(cards) == 2 and len(known) == 2:
                hands[s] = (known[0], known[1])
        house = after.options.get("tie_break", "split") == "house"
        told = moxie.showdown_notes(hands, ringer[0].rank, house, self.names)
        return [Note(number, s, self._name(s), told[s]) for s in sorted(told)]


def score_details(match: Match, viewer: Seat | None = None) -> dict[int, tuple[str, ...]]:
    """Every round's notes per score-sheet column (seats; teams in Mor), joined per cell.

    A finished match shows every card; an unfinished one what ``viewer`` may see (None: public
    information only). Replays the whole log, so it is meant for when a score sheet is opened
    (pass the result as :attr:`SheetInput.details`), not for every step of play.
    """
    n = match.num_players
    notes = ScoreNotes(match.info.id, n, match.names, viewer, match.is_over())
    state = match.info.factory(n, match.options)
    columns = len(team_seats(n)) if match.info.id == "mor" else n
    cells: dict[int, list[list[str]]] = {}
    for entry in match.log:
        before = state.clone()
        state.apply_trusted(entry.action, entry.seat)
        for note in notes.step(before, state, entry.seat, entry.action, entry.events):
            row = cells.setdefault(note.round, [[] for _ in range(columns)])
            if 0 <= note.column < columns:
                named = match.info.id == "mor" and note.who in match.names
                row[note.column].append(note.line if named else note.text)
    return {r: tuple("; ".join(cell) for cell in row) for r, row in cells.items()}
