"""The seats of a hosted table as the host keeps them, and who may take which.

Each seat is planned ``"remote"`` (a player who joins), ``"local"`` (the host's own window) or a
bot's name. A remote seat is *open* until a player takes it; then it has a token, which is what
lets its player take it back. A hello asks for a seat by number, for any open seat, or for the
seat of its token (compared in constant time, whatever characters it holds). A new player's name
is checked (:func:`cardtable.net.protocol.name_problem`) and made unique at the table
("Ada (2)").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardtable.engine.zones import Seat
from cardtable.net import protocol as wire
from cardtable.net.gate import same

if TYPE_CHECKING:
    from cardtable.net.connection import Connection

__all__ = ["SeatState", "seat_for", "token_seat", "unique_name"]


@dataclass(slots=True)
class SeatState:
    plan: str
    token: str = ""
    conn: Connection | None = None
    #: The table's move count at this seat's last update (None: send everything afresh).
    sent: int | None = None
    #: Bumped at every join and drop, so a stand-in timer for an old drop does nothing.
    generation: int = 0
    standing_in: bool = False
    #: The welcome with the token went out (a seat taken by a connection that closed before
    #: that is open again).
    welcomed: bool = True

    @property
    def remote(self) -> bool:
        return self.plan == "remote"


def token_seat(seats: Sequence[SeatState], token: str) -> Seat | None:
    """The seat ``token`` belongs to, if any (every seat's token is compared, in constant time)."""
    found = None
    for seat, state in enumerate(seats):
        if state.token and same(state.token, token):
            found = seat
    return found


def unique_name(names: Sequence[str], asked: str, seat: Seat) -> tuple[str, str]:
    """The name a new player at ``seat`` sits down with (made unique among the other seats'
    ``names``), or "" and the reason ``asked`` cannot be a name."""
    problem = wire.name_problem(asked)
    if problem:
        return "", problem
    name = " ".join(asked.split()) or f"Player {seat + 1}"
    taken = {n.casefold() for i, n in enumerate(names) if i != seat}
    unique, n = name, 1
    while unique.casefold() in taken:
        n += 1
        unique = f"{name} ({n})"
    return unique, ""


def seat_for(seats: Sequence[SeatState], hello: wire.Hello) -> tuple[Seat | None, str]:
    """The seat a hello may take, or None and the reason why not."""
    n = len(seats)
    if hello.token:
        seat = token_seat(seats, hello.token)
        if seat is None:
            return None, "that token does not belong to any seat at this table"
        if hello.seat is not None and hello.seat != seat:
            return None, f"that token is for seat {seat + 1}, not seat {hello.seat + 1}"
        return seat, ""
    if hello.seat is not None:
        if hello.seat >= n:
            return None, f"this table has {n} seats, so there is no seat {hello.seat + 1}"
        state = seats[hello.seat]
        if not state.remote:
            who = "someone at the host" if state.plan == "local" else "a bot"
            return None, f"seat {hello.seat + 1} is played by {who}"
        if state.token:
            return None, f"seat {hello.seat + 1} is taken (its player rejoins with a token)"
        return hello.seat, ""
    open_seats = [i for i, s in enumerate(seats) if s.remote and not s.token]
    if not open_seats:
        return None, "no seat is open at this table"
    return open_seats[0], ""
