"""A window at a joined table reads drags against a determinization of what the host sent
(cardtable/net/remote_session.py, without Qt). Checked here for every game: from the observation
as it comes off the wire, the sampled world gives the seat the same card moves, landing in the
same places, as the host's real position, so a drag means at a joined table what it means at a
local one."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from cardtable.ai.agent import make_agent
from cardtable.engine.cards import Card
from cardtable.engine.state import GameState
from cardtable.games import GAMES
from cardtable.net import protocol as wire
from cardtable.net.remote_session import RemoteSession
from cardtable.session.contract import SessionListener, Snapshot
from cardtable.session.match import Match


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_determinized_wire_observation_gives_the_seat_its_real_card_moves(game: str) -> None:
    info = GAMES[game]
    players = 3 if 3 in info.player_counts else info.player_counts[-1]
    factory = info.factory
    assert isinstance(factory, type) and issubclass(factory, GameState)
    rng = random.Random(7)
    match = Match(game, players, {}, 7)
    match.resolve_chance()
    checked = 0
    for _ in range(400):
        if match.is_over():
            break
        state = match.state
        for seat in range(players):
            legal = list(state.legal_actions(seat))
            moves = [a for a in legal if a.cards]
            if not moves:
                continue
            doc = wire.decode_to_player(
                wire.encode(
                    wire.update_message(
                        len(match.log), match.observation(seat), legal, [], [], [], []
                    )
                )
            )
            assert isinstance(doc, wire.Update)
            obs = wire.observation_from_doc(doc.observation)
            world = factory.determinize(obs, random.Random(len(match.log)))
            for action in moves:
                target = state.action_target(action, seat)
                assert world.action_target(action, seat) == target
                source = next(z for z, cards in state.zones.items() if action.cards[0] in cards)
                found = world.find_action(list(action.cards), source, target, seat)
                assert action in found, f"{action} from {source} to {target} at seat {seat}"
                checked += 1
        seat = state.current_player
        match.apply(rng.choice(list(state.legal_actions(seat))), seat)
    assert checked > 20


# --- every drop, read at the network table as at a local one -------------------------------------

#: Positions per game where every set of up to five cards of the hand is dropped on every place.
FULL_READS = 4
BIGGEST = 5


class _Heard(SessionListener):
    """What a network seat's session tells its front end: here, the positions drawn."""

    def __init__(self) -> None:
        self.drawn: list[Snapshot] = []

    def reset(self, snapshot: Snapshot) -> None:
        self.drawn.append(snapshot)


def remote_view(game: str, seat: int, update: wire.Update) -> RemoteSession:
    """The window's session for ``seat`` (no Qt), fed ``update`` as it comes off the wire."""
    heard = _Heard()
    session = RemoteSession(heard)
    session.joined(game, seat)
    session.show(update)
    assert [s.serial for s in heard.drawn] == [update.serial] and session.has_position()
    return session


def places(state: GameState, seat: int) -> list[str]:
    """Every place a card may be dropped on: the zones, the targets of the seat's moves (a new
    meld's place), and nowhere in particular (a card chosen with the keyboard)."""
    out = sorted(state.zones)
    for action in state.legal_actions(seat):
        if action.cards and state.action_target(action, seat) not in out:
            out.append(state.action_target(action, seat))
    return [*out, f"newmeld:{seat}", "table", ""]


def hand_of(state: GameState, seat: int) -> str | None:
    for zone in (f"hand:{seat}", f"hand{seat}", f"hand_{seat}"):
        if zone in state.zones:
            return zone
    return None


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_drop_reads_at_a_network_table_as_at_a_local_one(
    game: str,
) -> None:
    """Local: what the table reads from a drop on the match itself (Session.drop_actions,
    explain_drop). Remote: the window's RemoteController, given only the seat's update."""
    info = GAMES[game]
    players = 3 if 3 in info.player_counts else info.player_counts[-1]
    match = Match(game, players, {}, 11)
    match.resolve_chance()
    agent = make_agent("heuristic", game)
    rng = random.Random(11)
    full = readings = 0
    unlisted = 0
    compared = 0
    for step in range(600):
        if match.is_over():
            break
        state = match.state
        for seat in range(players):
            legal = list(state.legal_actions(seat))
            if not any(a.cards for a in legal):
                continue
            doc = wire.decode_to_player(
                wire.encode(
                    wire.update_message(
                        len(match.log), match.observation(seat), legal, [], [], [], []
                    )
                )
            )
            assert isinstance(doc, wire.Update)
            remote = remote_view(game, seat, doc)
            hand = hand_of(state, seat)
            drops: list[tuple[tuple[Card, ...], str]] = []
            seen = set(match.observation(seat).visible_cards())
            for zone, cards in state.zones.items() if step % 3 == 0 else ():
                drops.extend(((c,), zone) for c in cards if c in seen)  # each card seen, alone
            readings += 1
            if hand is not None and full < FULL_READS and readings % 7 == 1:
                full += 1
                cards = list(state.zones[hand])
                for size in range(2, BIGGEST + 1):
                    drops.extend((combo, hand) for combo in combinations(cards, size))
            for cards, source in drops:
                for target in places(state, seat):
                    local = list(state.find_action(list(cards), source, target, seat))
                    there = remote.drop_actions(cards, source, target)
                    where = f"{cards} from {source} onto {target!r} at seat {seat}, move {step}"
                    assert there == local, where
                    if not local:
                        said = state.explain_gesture(list(cards), source, target, seat)
                        assert remote.explain_drop(cards, source, target) == said, where
                    unlisted += sum(1 for a in local if a not in legal)
                    compared += 1
        seat = state.current_player
        match.apply(agent.choose(match.observation(seat), state.legal_actions(seat), rng), seat)
    assert compared > 100 and full > 0
    if game == "mose":
        assert unlisted > 0  # melds of more than three cards, lay-offs of several cards
