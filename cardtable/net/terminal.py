"""Playing a joined seat from a terminal (``cardtable join HOST:PORT --code C`` without --bot).

Until the window can join a table, a person plays from the command line: after every update the
table is printed as the seat sees it (the moves since the last update, the seat's own cards, the
other places with their visible cards or counts, the public values) and, when the seat may act,
its legal moves numbered; the player types a number. Everything shown comes from the update, so
nothing is shown that the seat may not see.
"""

from __future__ import annotations

import asyncio
import itertools
import sys
import threading
from collections.abc import Callable
from typing import Any, Final

from cardtable.engine.actions import Action
from cardtable.engine.cards import RANK_NAMES, card_from_code
from cardtable.engine.events import YOU, shown_name
from cardtable.engine.zones import zone_label
from cardtable.games import find_game
from cardtable.i18n import N_, _, ngettext
from cardtable.net import protocol as wire
from cardtable.net.client import JoinRefused, TableClient
from cardtable.session.logtext import describe_events

__all__ = ["describe_update", "play_in_terminal"]

#: How each seat's state on the wire (protocol.SEAT_STATES) is told.
SEAT_WORDS: Final = {
    "bot": N_("bot"),
    "local": N_("at the host"),
    "open": N_("open"),
    "connected": N_("connected"),
    "disconnected": N_("disconnected"),
}


def _card_text(code: str | None) -> str:
    return "▒" if code is None else card_from_code(code).label


def _zone_line(zone: wire.ZoneDoc, seat: int, names: list[str]) -> str:
    owner = zone.owner
    who = "" if owner is None else (_("yours") if owner == seat else names[owner])
    title = zone_label(zone.label) if zone.label else zone.id
    head = f"{title} ({who})" if who and who not in title else title
    if zone.tokens:
        return f"  {head}: " + ", ".join(f"{amount} {_(name)}" for name, amount in zone.tokens)
    if not zone.cards:
        return f"  {head}: " + _("empty")
    if all(c is None for c in zone.cards):
        n = len(zone.cards)
        face_down = ngettext("{count} card face down", "{count} cards face down", n)
        return f"  {head}: " + face_down.format(count=n)
    return f"  {head}: " + " ".join(_card_text(c) for c in zone.cards)


#: The public counters told with their totals: (key, its name, the key of the total).
COUNTERS: Final = (("round", N_("round"), "rounds"), ("game_no", N_("game"), "games_in_match"))


def _value_lines(values: dict[str, Any]) -> list[str]:
    """The public values a player reads (the count, the wild rank, the piles' values, the
    round), told as the screen reader tells them."""
    out: list[str] = []
    if isinstance(values.get("count"), int):
        out.append(_("count {count}").format(count=values["count"]))
    if isinstance(values.get("wild_rank"), int):
        rank = values["wild_rank"]
        named = _(RANK_NAMES[rank]) if rank in RANK_NAMES else str(rank)
        out.append(_("wild rank {rank}").format(rank=named))
    piles = values.get("pile_values")
    if isinstance(piles, dict):
        listed = ", ".join(f"{_(str(s))} {v}" for s, v in piles.items())
        out.append(_("pile values {piles}").format(piles=listed))
    if isinstance(values.get("pot_text"), str):
        out.append(_("pot in all {money}").format(money=values["pot_text"]))
    for key, name, of in COUNTERS:
        number, total = values.get(key), values.get(of)
        if isinstance(number, int) and number > 0 and isinstance(total, int):
            out.append(
                _("{name} {number} of {total}").format(name=_(name), number=number, total=total)
            )
    return [f"  {line}" for line in out]


def describe_update(update: wire.Update, welcome: wire.Welcome, legal: list[Action]) -> str:
    """The update as text for the seat's player (the moves numbered from 1)."""
    seat = welcome.seat
    names = list(update.names)
    shown = [(YOU if i == seat else n) for i, n in enumerate(names)]
    events = [e for e in (wire.event_from_doc(d) for d in update.events) if e is not None]
    title = _(find_game(welcome.game).title)
    lines = [_("— {title}, move {serial} —").format(title=title, serial=update.serial)]
    lines += [f"  {text}" for text in describe_events(events, shown) if text]
    states = ", ".join(
        f"{i + 1} {shown_name(shown[i])} ({_(SEAT_WORDS.get(state, state))})"
        for i, state in enumerate(update.seats)
        if i != seat
    )
    lines.append(_("Seats: you are seat {seat}; {states}").format(seat=seat + 1, states=states))
    scores = ", ".join(f"{shown_name(shown[i])} {s}" for i, s in enumerate(update.scores))
    lines.append(_("Scores: {scores}").format(scores=scores))
    zones = sorted(update.observation.zones, key=lambda z: z.owner != seat)
    lines += [_zone_line(z, seat, names) for z in zones]
    lines += _value_lines(dict(update.observation.values))
    if update.over:
        lines.append(update.result)
    elif seat in update.reading:
        lines.append(_("The round is over. Press Enter to go on."))
    elif update.reading:
        waited = ", ".join(shown_name(shown[i]) for i in update.reading if 0 <= i < len(shown))
        lines.append(_("Waiting for {names} to read the round's end…").format(names=waited))
    elif legal:
        current = update.observation.current
        lines.append(_("Your move:") if current == seat else _("You may play out of turn:"))
        lines += [f"  {i}. {action.label}" for i, action in enumerate(legal, start=1)]
    else:
        current = update.observation.current
        if 0 <= current < len(shown) and current != seat:
            lines.append(_("Waiting for {name}…").format(name=shown_name(shown[current])))
        else:
            lines.append(_("Waiting for the table…"))
    return "\n".join(lines)


def _stdin_lines(loop: asyncio.AbstractEventLoop, queue: asyncio.Queue[str | None]) -> None:
    """Read standard input on a daemon thread (it never holds up the program's exit), one line
    at a time: the thread waits until the line before was taken, so input typed or piped in
    faster than the table moves never crowds out the connection."""

    def read() -> None:
        for line in itertools.chain(sys.stdin, [None]):
            try:
                asyncio.run_coroutine_threadsafe(queue.put(line), loop).result()
            except RuntimeError:  # the loop has closed: the game is over
                return

    threading.Thread(target=read, name="cardtable-stdin", daemon=True).start()


async def play_in_terminal(
    client: TableClient,
    lines: asyncio.Queue[str | None] | None = None,
    write: Callable[[str], None] = print,
) -> wire.Update:
    """Let a person play the client's seat by typing move numbers; the final update.

    ``lines`` gives the typed lines (standard input by default; None in it means no more
    input); JoinRefused if the host ends the connection first.
    """
    welcome = client.welcome
    assert welcome is not None, "join() first"
    if lines is None:
        lines = asyncio.Queue(maxsize=1)
        _stdin_lines(asyncio.get_running_loop(), lines)
    codec = find_game(welcome.game).codec
    legal: list[Action] = []
    incoming = asyncio.ensure_future(client.receive())
    typed: asyncio.Future[str | None] = asyncio.ensure_future(lines.get())
    try:
        while True:
            waiting: list[asyncio.Future[Any]] = [incoming, typed]
            done, _pending = await asyncio.wait(waiting, return_when=asyncio.FIRST_COMPLETED)
            if incoming in done:
                message = incoming.result()
                if isinstance(message, wire.Refused):
                    write(_("Refused: {reason}").format(reason=message.reason))
                    if message.fatal:
                        raise JoinRefused(message.reason)
                elif isinstance(message, wire.Update):
                    legal = [codec.parse(text) for text in message.legal]
                    write(describe_update(message, welcome, legal))
                    if message.over:
                        return message
                incoming = asyncio.ensure_future(client.receive())
            if typed in done:
                text = typed.result()
                if text is None:
                    raise JoinRefused(_("the input ended before the game did"))
                choice = text.strip()
                if client.reading():
                    await client.read_on()  # any line: the round's end is read
                elif choice.isdigit() and 1 <= int(choice) <= len(legal):
                    await client.play(legal[int(choice) - 1])
                elif choice:
                    write(
                        _("Type a number from 1 to {count}.").format(count=len(legal))
                        if legal
                        else _("Not your move.")
                    )
                typed = asyncio.ensure_future(lines.get())
    finally:
        incoming.cancel()
        typed.cancel()
