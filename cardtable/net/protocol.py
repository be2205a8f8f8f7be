"""The messages a hosted table and its remote players exchange, and how each is checked.

Every message is one WebSocket text frame holding a JSON object with the protocol version ``v``
and a ``type``. On receipt a message goes through the same steps as a file the app reads
(:mod:`cardtable.persistence.documents`): size, strict UTF-8 JSON, the version, then the schema
of its type (a ``msgspec.Struct``: every key known, every value of the right type and within
bounds). Anything else is a :class:`ProtocolError` whose message is one sentence.

A player sends:

* ``hello``: the join code, the seat wanted (or none: any open seat), the token from an earlier
  ``welcome`` to take a seat back, and a name;
* ``act``: a move in the game's notation, with the number of moves the table had when the player
  chose it (a move chosen for an earlier position is refused).

The host sends:

* ``welcome``: the seat, its token (keep it to rejoin), the game, its options and the names;
* ``refused``: one sentence saying why a message changed nothing (``fatal``: the connection ends);
* ``update``: after every step, the seat's observation, its legal moves and the events since its
  last update, each redacted for that seat by the engine, plus the seats' connection states,
  the scores and, at the end, the result.

Cards travel as their codes; a card the seat may not see is ``null``. Nothing in an ``update`` is
computed here: the host takes it from ``match.observation(seat)``,
``state.legal_actions(seat)`` and ``event.redact(seat)``, and this module only writes it down.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Annotated, Any, Final

import msgspec
from msgspec import Meta

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card, card_from_code
from cardtable.engine.errors import CardTableError
from cardtable.engine.events import (
    CardsMoved,
    Event,
    GameOver,
    Message,
    PhaseChanged,
    Scored,
    Shuffled,
    TokensMoved,
    TurnChanged,
    ValueChanged,
)
from cardtable.engine.observation import Observation, ZoneView
from cardtable.engine.zones import Seat, Visibility, ZoneKind
from cardtable.persistence.documents import check_schema, parse_json

#: The protocol version this program speaks.
VERSION: Final = 1
#: The largest message either side accepts (a twelve-player Mose update is about 40 KB).
MAX_MESSAGE_BYTES: Final = 512 * 1024
#: The most seats a table can have (as in a save file).
MAX_SEATS: Final = 16

_Text = Annotated[str, Meta(max_length=200)]
_Id = Annotated[str, Meta(max_length=40)]
_Code = Annotated[str, Meta(max_length=64)]
_Token = Annotated[str, Meta(max_length=128)]
_Seat = Annotated[int, Meta(ge=0, lt=MAX_SEATS)]
_Serial = Annotated[int, Meta(ge=0, le=10_000_000)]
#: An action's notation (the longest, a two-deck shuffle, is about 450 characters).
_Notation = Annotated[str, Meta(max_length=4000)]
_Option = bool | Annotated[int, Meta(ge=-(2**31), lt=2**31)] | _Text


class ProtocolError(ValueError):
    """A message that cannot be used; the text is one sentence for the other side.

    It may quote what the peer sent (a field's name, a decoder's complaint): anything that
    would not print on one line is written as an escape (``\\n``), so a hostile message cannot
    break the line the other side shows or logs.
    """

    def __init__(self, text: str) -> None:
        super().__init__("".join(c if c.isprintable() else repr(c)[1:-1] for c in text))


# --- player to host ------------------------------------------------------------------------------


class Hello(msgspec.Struct, tag_field="type", tag="hello", forbid_unknown_fields=True):
    v: int
    code: _Code
    #: The seat wanted (from 0), or None for any open seat.
    seat: _Seat | None = None
    #: The token a previous ``welcome`` gave, to take that seat back.
    token: _Token = ""
    name: _Text = ""


class Act(msgspec.Struct, tag_field="type", tag="act", forbid_unknown_fields=True):
    v: int
    action: _Notation
    #: The table's number of moves when the player chose (the ``serial`` of its update).
    serial: _Serial


class Read(msgspec.Struct, tag_field="type", tag="read", forbid_unknown_fields=True):
    """The player has read the end of the round the table waits at (its update's ``reading``)."""

    v: int
    #: The table's number of moves at that round's end.
    serial: _Serial


# --- host to player ------------------------------------------------------------------------------


class Welcome(msgspec.Struct, tag_field="type", tag="welcome", forbid_unknown_fields=True):
    v: int
    seat: _Seat
    token: _Token
    game: _Id
    players: Annotated[int, Meta(ge=1, le=MAX_SEATS)]
    options: Annotated[dict[_Id, _Option], Meta(max_length=64)]
    names: Annotated[list[_Text], Meta(max_length=MAX_SEATS)]


class Refused(msgspec.Struct, tag_field="type", tag="refused", forbid_unknown_fields=True):
    v: int
    reason: Annotated[str, Meta(max_length=1000)]
    #: The host closes the connection after this refusal.
    fatal: bool = False


class ZoneDoc(msgspec.Struct, forbid_unknown_fields=True):
    id: _Text
    kind: _Id
    owner: _Seat | None
    visibility: _Id
    #: Card codes; None for a card this seat may not see.
    cards: Annotated[list[_Code | None], Meta(max_length=2000)]
    tokens: Annotated[list[tuple[_Text, int]], Meta(max_length=64)] = []
    label: _Text = ""
    attrs: dict[_Text, Any] = {}


class ObservationDoc(msgspec.Struct, forbid_unknown_fields=True):
    game: _Id
    viewer: _Seat | None
    players: Annotated[int, Meta(ge=1, le=MAX_SEATS)]
    options: Annotated[dict[_Id, _Option], Meta(max_length=64)]
    current: int
    zones: Annotated[list[ZoneDoc], Meta(max_length=1000)]
    values: dict[_Text, Any]


class EventDoc(msgspec.Struct, forbid_unknown_fields=True):
    kind: _Id
    fields: dict[_Id, Any]


class Update(msgspec.Struct, tag_field="type", tag="update", forbid_unknown_fields=True):
    v: int
    #: The table's number of moves: send it back with an ``act``.
    serial: _Serial
    observation: ObservationDoc
    legal: Annotated[list[_Notation], Meta(max_length=20_000)]
    events: Annotated[list[EventDoc], Meta(max_length=50_000)]
    #: Each seat: "bot", "local", "open", "connected" or "disconnected".
    seats: Annotated[list[_Id], Meta(max_length=MAX_SEATS)]
    names: Annotated[list[_Text], Meta(max_length=MAX_SEATS)]
    scores: Annotated[list[int], Meta(max_length=MAX_SEATS)]
    over: bool = False
    result: Annotated[str, Meta(max_length=2000)] = ""
    winners: Annotated[list[_Seat], Meta(max_length=MAX_SEATS)] = []
    #: How ``events`` divide into moves: per move, who made it (-1: the dealer) and how many
    #: of the events are its own (for a player's move log).
    moves: Annotated[
        list[tuple[Annotated[int, Meta(ge=-1, lt=MAX_SEATS)], Annotated[int, Meta(ge=0)]]],
        Meta(max_length=50_000),
    ] = []
    #: The rounds ended so far, for the score sheets of games that keep only running totals
    #: (Moosehead, Moxie): per round, its number, every seat's total when it ended, and
    #: whether the game ended with it. Empty for the other games.
    marks: Annotated[
        list[
            tuple[
                Annotated[int, Meta(ge=0, le=100_000)],
                Annotated[list[int], Meta(max_length=MAX_SEATS)],
                bool,
            ]
        ],
        Meta(max_length=10_000),
    ] = []
    #: At a round's end the table waits for its people to read it before the next deal: the
    #: seats it still waits for (empty while play goes on).
    reading: Annotated[list[_Seat], Meta(max_length=MAX_SEATS)] = []


ToHost = Hello | Act | Read
ToPlayer = Welcome | Refused | Update
_LONE_SURROGATE: Final = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")
_TYPES_TO_HOST: Final = ("hello", "act", "read")
_TYPES_TO_PLAYER: Final = ("welcome", "refused", "update")

#: What a seat's connection state may be.
SEAT_STATES: Final = ("bot", "local", "open", "connected", "disconnected")


# --- reading and writing -------------------------------------------------------------------------


def encode(message: msgspec.Struct) -> str:
    """A message as the text of one frame."""
    return msgspec.json.encode(message).decode("utf-8")


def _decode(data: str | bytes, types: tuple[str, ...], union: Any) -> Any:
    if isinstance(data, bytes):
        raise ProtocolError("messages are JSON text, not binary frames")
    size = len(data.encode("utf-8", "replace"))
    if size > MAX_MESSAGE_BYTES:
        raise ProtocolError(
            f"the message is {size:,} bytes, over the {MAX_MESSAGE_BYTES:,} a message may be"
        )
    try:
        parsed = parse_json(data)
    except ValueError as exc:
        half = _LONE_SURROGATE.search(data)
        if half is not None:
            raise ProtocolError(
                f"the message cannot be read: it holds {half.group()}, half of a character "
                "(a lone surrogate), which is not text"
            ) from None
        raise ProtocolError(f"the message cannot be read: {exc}") from None
    if not isinstance(parsed, dict):
        raise ProtocolError("a message is a JSON object")
    version = parsed.get("v")
    if version != VERSION or isinstance(version, bool):
        raise ProtocolError(
            f"this table speaks protocol version {VERSION}, and the message says {version!r}"
        )
    kind = parsed.get("type")
    if kind not in types:
        shown = repr(kind)[:40]
        raise ProtocolError(f"{shown} is not a message type here (known: {', '.join(types)})")
    try:
        return check_schema(parsed, union)
    except ValueError as exc:
        raise ProtocolError(f"the {kind} message does not fit its schema ({exc})") from None


def decode_to_host(data: str | bytes) -> Hello | Act | Read:
    """A player's message, checked; ProtocolError says why not."""
    message: Hello | Act | Read = _decode(data, _TYPES_TO_HOST, ToHost)
    return message


def decode_to_player(data: str | bytes) -> Welcome | Refused | Update:
    """A host's message, checked; ProtocolError says why not."""
    message: Welcome | Refused | Update = _decode(data, _TYPES_TO_PLAYER, ToPlayer)
    return message


#: The longest name a seat may have.
MAX_NAME: Final = 40


def name_problem(name: str) -> str:
    """Why ``name`` cannot be a player's name at a table ("" if it can)."""
    if len(name) > MAX_NAME:
        return (
            f"a name at the table is at most {MAX_NAME} characters, and "
            f"{name[:20]!r}… has {len(name)}"
        )
    odd = next((c for c in name if not c.isprintable() and not c.isspace()), None)
    if odd is not None:
        return f"a name cannot hold {odd!r}: only letters, digits, signs and spaces"
    return ""


def hello(code: str, seat: Seat | None = None, token: str = "", name: str = "") -> Hello:
    return Hello(VERSION, code, seat, token, name)


def act(action: Action | str, serial: int) -> Act:
    text = action if isinstance(action, str) else action.notation
    return Act(VERSION, text, serial)


def read(serial: int) -> Read:
    return Read(VERSION, serial)


def refused(reason: str, fatal: bool = False) -> Refused:
    return Refused(VERSION, reason[:1000], fatal)


# --- observations, moves and events for one seat -------------------------------------------------


def _plain(value: Any) -> Any:
    """A public value as JSON: tuples and sets as lists, cards as their codes."""
    if isinstance(value, Card):
        return value.code
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (frozenset, set)):
        return sorted((_plain(v) for v in value), key=repr)
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, (ZoneKind, Visibility)):
        return value.value
    return value


def observation_doc(obs: Observation) -> ObservationDoc:
    """The observation as it goes on the wire (hidden cards are already None in it)."""
    zones = [
        ZoneDoc(
            id=z.id,
            kind=z.kind.value,
            owner=z.owner,
            visibility=z.visibility.value,
            cards=[None if c is None else c.code for c in z.cards],
            tokens=[(name, amount) for name, amount in z.tokens],
            label=z.label,
            attrs=_plain(z.attrs),
        )
        for z in obs.zones
    ]
    return ObservationDoc(
        game=obs.game,
        viewer=obs.viewer,
        players=obs.num_players,
        options=_plain(obs.options),
        current=obs.current_player,
        zones=zones,
        values=_plain(obs.values),
    )


def _card(code: object) -> Card | None:
    if code is None:
        return None
    if not isinstance(code, str):
        raise ProtocolError(f"the update names a card as {str(code)[:20]!r}, not by its code")
    try:
        return card_from_code(code)
    except CardTableError as exc:
        raise ProtocolError(f"the update names a card that does not exist ({exc})") from None


def observation_from_doc(doc: ObservationDoc) -> Observation:
    """The observation a player's view and bot use, rebuilt from its message."""
    try:
        zones = tuple(
            ZoneView(
                id=z.id,
                kind=ZoneKind(z.kind),
                owner=z.owner,
                visibility=Visibility(z.visibility),
                cards=tuple(_card(c) for c in z.cards),
                tokens=tuple((name, amount) for name, amount in z.tokens),
                label=z.label,
                attrs=z.attrs,
            )
            for z in doc.zones
        )
    except ValueError as exc:
        raise ProtocolError(f"the update describes a zone that cannot be: {exc}") from None
    return Observation(
        game=doc.game,
        viewer=doc.viewer,
        num_players=doc.players,
        options=doc.options,
        current_player=doc.current,
        zones=zones,
        values=doc.values,
    )


_EVENT_CLASSES: Final[dict[str, type[Event]]] = {
    cls.__name__: cls
    for cls in (
        CardsMoved,
        Shuffled,
        TokensMoved,
        Scored,
        ValueChanged,
        TurnChanged,
        PhaseChanged,
        Message,
        GameOver,
    )
}


def event_doc(event: Event) -> EventDoc:
    """An event already redacted for the seat it goes to, as it goes on the wire."""
    fields = {f.name: _plain(getattr(event, f.name)) for f in dataclasses.fields(event)}
    if fields.get("quiet") is False:
        del fields["quiet"]  # the default, left out as before the card moves could be quiet
    return EventDoc(type(event).__name__, fields)


def event_from_doc(doc: EventDoc) -> Event | None:
    """The event a message describes, or None for a kind this program does not know."""
    cls = _EVENT_CLASSES.get(doc.kind)
    if cls is None:
        return None
    values = dict(doc.fields)
    try:
        if "cards" in values and isinstance(values["cards"], list):
            values["cards"] = tuple(_card(c) for c in values["cards"])
        for key in ("visible_to", "winners"):
            if isinstance(values.get(key), list):
                values[key] = frozenset(values[key])
        return cls(**values)
    except TypeError:  # unknown or missing fields, or values that cannot be in a set
        return None


def update_message(
    serial: int,
    obs: Observation,
    legal: Iterable[Action],
    events: Sequence[Event],
    seats: Sequence[str],
    names: Sequence[str],
    scores: Sequence[int],
    result: tuple[bool, str, Iterable[Seat]] = (False, "", ()),
    moves: Sequence[tuple[Seat, int]] = (),
    marks: Sequence[tuple[int, Sequence[int], bool]] = (),
    reading: Iterable[Seat] = (),
) -> Update:
    """One seat's update; every argument is already what that seat may know."""
    over, text, winners = result
    return Update(
        v=VERSION,
        serial=serial,
        observation=observation_doc(obs),
        legal=[a.notation for a in legal],
        events=[event_doc(e) for e in events],
        seats=list(seats),
        names=list(names),
        scores=list(scores),
        over=over,
        result=text,
        winners=sorted(winners),
        moves=[(seat, count) for seat, count in moves],
        marks=[(number, list(scores), final) for number, scores, final in marks],
        reading=sorted(reading),
    )
