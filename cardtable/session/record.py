"""Hand histories: a saved game told as plain text, move by move.

:func:`record_text` writes the record of a :class:`~cardtable.session.match.Match`: the game, its
options, the players, the deal code, then every round with its moves in order (who moved and
what), the round's scoring explained, and the standings at the end.

What the record may show depends on the game:

* A **finished** game hides nothing: each round opens with every hand as it was dealt, and every
  move names its cards.
* An **unfinished** game shows only what a viewer may know: a viewer who holds no seat (the
  default) sees public cards only, the same move log a spectator reads; ``viewer=N`` shows seat
  N's own hand too. Events are redacted exactly as the table's move log redacts them, and hands
  are read from that viewer's observation, so a hidden card never reaches the text.

A save file is read into a match by :func:`cardtable.persistence.savefile.open_save`.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.cards import Card
from cardtable.engine.events import Event, PhaseChanged, seat_ref
from cardtable.engine.state import GameState
from cardtable.engine.zones import Seat
from cardtable.i18n import _, ngettext
from cardtable.session.dealcode import MAX_SEED, deal_code
from cardtable.session.logtext import describe_events
from cardtable.session.match import Match
from cardtable.session.scorenotes import ScoreNotes
from cardtable.session.scoresheet import SheetInput, build_sheet

__all__ = ["record_text"]

#: Who may see what in a record: every hand (a finished game), or one viewer's view.
ALL_HANDS = "all"


def _cards(cards: Sequence[Card | None]) -> str:
    shown: list[str] = [c.label for c in cards if c is not None]
    hidden = sum(1 for c in cards if c is None)
    if hidden:
        if shown:
            shown.append(_("{count} hidden").format(count=hidden))
        else:
            shown.append(
                ngettext("{count} card, hidden", "{count} cards, hidden", hidden).format(
                    count=hidden
                )
            )
    if not shown:
        return _("no cards")
    # Decktet names have spaces in them ("the Chance Meeting"): keep them apart with commas.
    return (", " if any(" " in label for label in shown) else " ").join(shown)


def _hands(state: GameState, viewer: Seat | None, full: bool, names: Sequence[str]) -> list[str]:
    """Each seat's hand as ``viewer`` may see it (every hand when ``full``)."""
    observation = None if full else state.observation(viewer)
    lines = []
    for seat in range(state.num_players):
        zid = f"hand:{seat}"
        if zid not in state.zones:
            continue
        if observation is None:
            cards: Sequence[Card | None] = state.zones[zid]
        else:
            cards = observation.zone(zid).cards
        lines.append(f"    {names[seat]}: {_cards(cards)}")
    return lines


def _is_deal(events: Sequence[Event]) -> str:
    for ev in events:
        if isinstance(ev, PhaseChanged) and ev.phase == "deal" and ev.text:
            return ev.text
    return ""


def _header(match: Match, full: bool, viewer: Seat | None) -> list[str]:
    info = match.info
    options = ", ".join(f"{k} = {v}" for k, v in sorted(match.options.items())) or _("none")
    seats = []
    for i, spec in enumerate(match.seats):
        who = _("bot: {bot}").format(bot=spec.bot) if spec.is_bot else _("human")
        seats.append(f"{i + 1}. {spec.name} ({who})")
    code = deal_code(match.seed) if 0 <= match.seed <= MAX_SEED else _("none (a long seed)")
    if full:
        view = _("every hand shown (the game is over)")
    elif viewer is None:
        view = _("public information only (the game is not over)")
    else:
        view = _("what {name} may see (the game is not over)").format(name=match.names[viewer])
    done = _("finished") if match.is_over() else _("not finished")
    lines = [
        _("Card Table hand history: {title}").format(title=info.title),
        _("Game: {title} ({id}); options: {options}").format(
            title=info.title, id=info.id, options=options
        ),
        _("Players: {seats}").format(seats="; ".join(seats)),
        _("Deal code: {code} (seed {seed})").format(code=code, seed=match.seed),
        _("Moves: {count}; {done}").format(count=len(match.log), done=done),
        _("Shown: {view}").format(view=view),
    ]
    if match.assisted:
        lines.append(_("Assisted: a hint was shown during this game"))
    return lines


def _standings(match: Match) -> list[str]:
    state = match.state
    sheet = build_sheet(
        SheetInput(
            info=match.info,
            values=state.public_values(None),
            names=tuple(match.names),
            scores=tuple(state.scores()),
            options=match.options,
            teams=match.info.teams(match.num_players),
            over=match.is_over(),
        )
    )
    title = _("Final standings") if match.is_over() else _("Standings so far")
    lines = [f"{title} ({sheet.heading}):"]
    for place, column in enumerate(sheet.standings(), start=1):
        lines.append(f"  {place}. {sheet.columns[column]}: {sheet.total_texts[column]}")
    outcome = state.outcome()
    if outcome is not None and outcome.text:
        lines.append(f"  {outcome.text}")
    return lines


def record_text(match: Match, viewer: Seat | None = None) -> str:
    """The hand history of ``match``; see the module docstring.

    ``viewer`` matters only while the game is unfinished: None for public information, a seat
    number for that seat's view. A finished game's record shows every hand.
    """
    full = match.is_over()
    if viewer is not None and not 0 <= viewer < match.num_players:
        raise ValueError(
            _("there is no seat {seat} in this game for {players} players").format(
                seat=viewer + 1, players=match.num_players
            )
        )
    names = match.names
    lines = _header(match, full, viewer)
    state = match.info.factory(match.num_players, match.options)
    notes = ScoreNotes(match.info.id, match.num_players, names, None if full else viewer, full)
    for number, entry in enumerate(match.log, start=1):
        before = state.clone()
        state.apply_trusted(entry.action, entry.seat)
        events = entry.events if full else tuple(ev.redact(viewer) for ev in entry.events)
        deal = _is_deal(events)
        if deal:
            lines += ["", f"{deal}:"]
        text = "; ".join(describe_events(events, names))
        who = seat_ref(entry.seat + 1) if entry.seat >= 0 else _("dealer")
        if text:
            lines.append(f"  {number}. ({who}) {text}")
        if deal:
            lines.append("  " + (_("Hands as dealt:") if full else _("Hands after the deal:")))
            lines += _hands(state, viewer, full, names)
        explained = notes.step(before, state, entry.seat, entry.action, entry.events)
        lines += ["     " + _("scoring: {note}").format(note=note.line) for note in explained]
    lines.append("")
    lines += _standings(match)
    return "\n".join(lines) + "\n"
