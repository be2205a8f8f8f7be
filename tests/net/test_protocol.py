"""The wire format: messages checked on receipt, and a seat's view written down faithfully."""

from __future__ import annotations

import contextlib
import json
import random
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.ai.agent import make_agent
from cardtable.games import GAMES
from cardtable.net import protocol as wire
from cardtable.session.match import Match

#: Keys the messages have, so that the fuzz reaches past the first missing field.
KEYS = [
    "v",
    "type",
    "code",
    "seat",
    "token",
    "name",
    "action",
    "serial",
    "reason",
    "fatal",
    "game",
    "players",
    "options",
    "names",
    "observation",
    "legal",
    "events",
    "seats",
    "scores",
    "over",
    "result",
    "winners",
    "zones",
    "values",
    "viewer",
    "current",
    "kind",
    "fields",
    "cards",
    "id",
    "owner",
    "visibility",
]


def test_a_hello_and_an_act_are_read_back() -> None:
    text = wire.encode(wire.hello("ABCD", 2, "t0k", "Ada"))
    assert wire.decode_to_host(text) == wire.Hello(1, "ABCD", 2, "t0k", "Ada")
    assert wire.decode_to_host(wire.encode(wire.act("pass", 7))) == wire.Act(1, "pass", 7)


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (b'{"v":1,"type":"hello","code":"x"}', "not binary frames"),
        ("not json", "cannot be read"),
        ("[1, 2]", "is a JSON object"),
        ('{"type":"hello","code":"x"}', "protocol version 1"),
        ('{"v":2,"type":"hello","code":"x"}', "protocol version 1"),
        ('{"v":true,"type":"hello","code":"x"}', "protocol version 1"),
        ('{"v":1,"type":"shout"}', "not a message type here"),
        ('{"v":1,"type":"welcome","seat":0}', "not a message type here"),
        ('{"v":1,"type":"act","action":3,"serial":0}', "action: expected str"),
        ('{"v":1,"type":"act","action":"x","serial":-1}', "serial"),
        ('{"v":1,"type":"hello","code":"x","seat":99}', "seat"),
        ('{"v":1,"type":"hello","code":"x","extra":1}', "extra"),
        # A field named with a line break (found by the hostile-client fuzzing): quoted escaped.
        ('{"v":1,"type":"hello","code":"x","\\n0":1}', "unknown field \\n0"),
        ('{"v":1,"type":"hello","code":"' + "x" * 100 + '"}', "code"),
        ("[" * 100_000 + "]" * 100_000, "nested far too deeply"),
        ('{"v":1,"type":"act","action":"' + "x" * 600_000 + '","serial":0}', "over the"),
    ],
)
def test_a_bad_message_is_refused_in_one_sentence(data: str | bytes, reason: str) -> None:
    with pytest.raises(wire.ProtocolError) as caught:
        wire.decode_to_host(data)
    message = str(caught.value)
    assert reason in message
    assert "\n" not in message


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_an_update_carries_exactly_the_seats_view(game_id: str) -> None:
    """Written down and read back, an observation is the same to a bot: the heuristic bot picks
    the same move from the copy as from the original, at every turn of a whole game."""
    info = GAMES[game_id]
    n = info.player_counts[-1]
    match = Match(game_id, n, seed=11)
    match.resolve_chance()
    bot = make_agent("heuristic", game_id)
    while not match.is_over():
        seat = match.state.current_player
        obs = match.observation(seat)
        legal = list(match.state.legal_actions(seat))
        events = [e.redact(seat) for e in match.log[-1].events]
        message = wire.update_message(
            len(match.log), obs, legal, events, ["bot"] * n, match.names, match.state.scores()
        )
        back = wire.decode_to_player(wire.encode(message))
        assert isinstance(back, wire.Update)
        copy = wire.observation_from_doc(back.observation)
        assert wire.observation_doc(copy) == wire.observation_doc(obs)
        assert [wire.event_from_doc(d) for d in back.events] == events
        legal_back = [info.codec.parse(text) for text in back.legal]
        assert legal_back == legal
        rng_seed = len(match.log)
        chosen = bot.choose(obs, legal, random.Random(rng_seed))
        assert bot.choose(copy, legal_back, random.Random(rng_seed)) == chosen
        match.apply(chosen, seat)


@pytest.mark.parametrize(
    "fields",
    [
        {"cards": [5], "source": "a", "target": "b"},
        {"cards": ["ZZ"], "source": "a", "target": "b"},
        {"cards": [], "source": "a", "target": "b", "visible_to": [[1]]},
        {"nonsense": 1},
    ],
)
def test_a_malformed_event_from_a_host_is_refused_or_skipped(fields: dict[str, object]) -> None:
    try:
        assert wire.event_from_doc(wire.EventDoc("CardsMoved", fields)) is None
    except wire.ProtocolError as exc:
        assert "card" in str(exc)


def test_a_hidden_card_goes_as_null() -> None:
    match = Match("mose", 3, seed=1)
    match.resolve_chance()
    doc = wire.observation_doc(match.observation(0))
    other = next(z for z in doc.zones if z.id == "hand:1")
    own = next(z for z in doc.zones if z.id == "hand:0")
    assert other.cards and all(c is None for c in other.cards)
    assert own.cards and all(c is not None for c in own.cards)


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.sampled_from(KEYS) | st.text(max_size=6), inner, max_size=5)
    ),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(
    data=st.one_of(
        st.binary(max_size=300),
        st.text(max_size=300),
        st.builds(lambda d: json.dumps(d, allow_nan=True), _json),
        st.builds(
            lambda d, kind: json.dumps({"v": 1, "type": kind, **d}),
            st.dictionaries(st.sampled_from(KEYS), _json, max_size=8),
            st.sampled_from(["hello", "act", "welcome", "refused", "update"]),
        ),
    )
)
def test_any_input_is_a_message_or_a_protocol_error(data: str | bytes) -> None:
    """Both sides' readers: whatever arrives ends as a checked message or a ProtocolError."""
    readers: list[Callable[[str | bytes], object]] = [wire.decode_to_host, wire.decode_to_player]
    for read in readers:
        try:
            message = read(data)
        except wire.ProtocolError as exc:
            assert str(exc) and "\n" not in str(exc)
            continue
        if isinstance(message, wire.Update):
            with contextlib.suppress(wire.ProtocolError):
                wire.observation_from_doc(message.observation)
            for doc in message.events:
                with contextlib.suppress(wire.ProtocolError):
                    wire.event_from_doc(doc)
