"""A window at a joined table reads drags against a determinization of what the host sent
(cardtable/ui/remote.py). Checked here for every game: from the observation as it comes off the
wire, the sampled world gives the seat the same card moves, landing in the same places, as the
host's real position, so a drag means at a joined table what it means at a local one."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.state import GameState
from cardtable.games import GAMES
from cardtable.net import protocol as wire
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
