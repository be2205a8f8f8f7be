"""Whole games of every game over loopback, with remote bot players, and what crossed the wire.

The leak capture follows the conformance suite's leak test: every frame each remote seat
received is checked against the match replayed from the host's log, position by position: the
observation is exactly ``match.observation(seat)``, the legal moves are exactly the engine's, the
events are exactly the log's events redacted for that seat, and no card the frame names (in its
zones, its legal moves or its events) is one that seat could not see at some point between its
previous update and this one.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from cardtable.engine.actions import ActionCodec
from cardtable.engine.events import CardsMoved
from cardtable.engine.state import GameState
from cardtable.games import GAMES
from cardtable.net import protocol as wire
from cardtable.session.match import Match
from tests.registry import each_game

from .helpers import Table, play_table, run

#: Game, seat plan and the remote seats' bots: two remote players at every table.
#: Any other registered game: two remote players at its smallest table, local bots at the rest.
TABLES: list[tuple[str, tuple[str, ...], tuple[str, ...]]] = [
    (game, *table)
    for game, table in each_game(
        {
            "mose": (("remote", "heuristic", "remote", "random"), ("random", "heuristic")),
            "moosehead": (("remote", "remote", "heuristic"), ("heuristic", "random")),
            "moco": (("heuristic", "remote", "remote"), ("random", "heuristic")),
            "mor": (("remote", "heuristic", "remote", "random"), ("heuristic", "random")),
            "moxie": (("remote", "random", "remote"), ("random", "heuristic")),
        },
        lambda info: (
            ("remote", "remote") + ("heuristic",) * (info.player_counts[0] - 2),
            ("heuristic", "random"),
        ),
    )
]


def test_every_game_is_in_the_list() -> None:
    assert sorted(game for game, _, _ in TABLES) == sorted(GAMES)


@dataclass
class Position:
    """What the engine says at one serial, for each remote seat."""

    state: GameState
    observations: dict[int, wire.ObservationDoc]
    legal: dict[int, list[str]]
    visible: dict[int, set[str]]


def positions_of(match: Match, seats: list[int]) -> list[Position]:
    """The match at every serial 0..len(log), replayed through the rules from its seed."""
    again = Match(match.info.id, match.num_players, match.options, match.seed, match.seats)
    out: list[Position] = []

    def note() -> None:
        state = again.state
        out.append(
            Position(
                state.clone(),
                {s: wire.observation_doc(again.observation(s)) for s in seats},
                {s: [a.notation for a in state.legal_actions(s)] for s in seats},
                {s: {c.code for c in again.observation(s).visible_cards()} for s in seats},
            )
        )

    note()
    for entry in match.log:
        again.state.apply(entry.action, entry.seat)
        again.log.append(entry)
        note()
    return out


def named_cards(message: wire.Update, codec: ActionCodec) -> set[str]:
    """The cards a message names: in its zones, its legal moves and its events."""
    names = {c for z in message.observation.zones for c in z.cards if c is not None}
    names |= {c.code for text in message.legal for c in codec.parse(text).cards}
    for doc in message.events:
        cards = doc.fields.get("cards")
        if isinstance(cards, list):
            names |= {c for c in cards if isinstance(c, str)}
    return names


def check_wire(table: Table) -> int:
    """Check every captured frame as the module docstring says; returns how many updates."""
    match = table.match
    positions = positions_of(match, sorted(table.received))
    log = match.log
    checked = 0
    for seat, frames in table.received.items():
        previous: int | None = None
        for text in frames:
            message = wire.decode_to_player(text)
            if not isinstance(message, wire.Update):
                continue
            s = message.serial
            at = positions[s]
            assert message.observation == at.observations[seat]
            if message.legal:
                assert message.legal == at.legal[seat]
            # A seat's first update after it sits down also holds the moves before, for its log.
            first = s - len(message.moves) if previous is None else previous
            expected = [wire.event_doc(ev.redact(seat)) for e in log[first:s] for ev in e.events]
            assert message.events == expected
            allowed = set().union(*(positions[k].visible[seat] for k in range(first, s + 1)))
            for k in range(first, s):
                after = positions[k + 1].state
                for ev in log[k].events:
                    shown = ev.redact(seat)
                    # As in the conformance test: a card moving to or from a place the seat can
                    # see is fair to name.
                    if isinstance(shown, CardsMoved) and any(
                        z in after.zones and after.zone_info(z).visible_to(seat)
                        for z in (shown.source, shown.target)
                    ):
                        allowed |= {c.code for c in shown.cards if c is not None}
            leaked = named_cards(message, match.info.codec) - allowed
            assert not leaked, f"seat {seat} was sent {sorted(leaked)[:5]} at move {s}"
            previous = s
            checked += 1
    return checked


@pytest.mark.parametrize(("game", "plan", "bots"), TABLES, ids=[t[0] for t in TABLES])
def test_a_whole_game_with_remote_players_and_nothing_hidden_on_the_wire(
    game: str, plan: tuple[str, ...], bots: tuple[str, ...]
) -> None:
    table = run(play_table(game, plan, bots, seed=7))
    assert isinstance(table, Table)
    assert table.match.is_over()
    assert table.snapshot is not None and table.snapshot.result
    for final in table.finals:
        assert final.over and final.result == table.snapshot.result
    played = {e.seat for e in table.match.log}
    assert set(table.received) <= played, "every remote seat played"
    assert check_wire(table) > 10


def test_the_capture_finds_a_leak(monkeypatch: pytest.MonkeyPatch) -> None:
    """With redaction switched off while the table plays, the check above must fail."""
    with monkeypatch.context() as patched:
        patched.setattr(CardsMoved, "redact", lambda self, viewer: self)
        table = run(play_table("moosehead", ("remote", "remote", "heuristic"), seed=3))
    assert isinstance(table, Table)
    with pytest.raises(AssertionError):
        check_wire(table)
