"""The move log's words: each thing told once, in the game's own terms."""

from __future__ import annotations

import random

from cardtable.engine.events import Message, TokensMoved
from cardtable.games import GAMES
from cardtable.session.logtext import describe_events

NAMES = ["You", "Ada", "Basil"]


def test_coins_a_message_tells_are_not_told_again() -> None:
    events = [
        TokensMoved("copper", 10, "purse:1", "bet:1", 1, "calls", quiet=True),
        Message("calls 1s", 1),
    ]
    assert describe_events(events, NAMES) == ["Ada calls 1s"]


def test_coins_moved_without_a_message_are_still_told() -> None:
    events = [TokensMoved("Moons", 1, "supply:Moons", "chips:0", 0, "takes")]
    assert describe_events(events, NAMES) == ["You take a Moons chip"]


def test_a_whole_moxie_game_never_tells_a_bet_twice() -> None:
    game = GAMES["moxie"].new_game(3)
    rng = random.Random(4)
    lines: list[str] = []
    while not game.is_terminal() and len(lines) < 400:
        action = game.sample_chance(rng) if game.is_chance() else rng.choice(game.legal_actions())
        lines.append("; ".join(describe_events(game.apply(action), NAMES)))
    bets = [line for line in lines if " raises " in line or " calls " in line]
    assert bets
    for line in bets:
        assert "copper" not in line.split("; ")[0], line
        assert "(seat" not in line
    told = "; ".join(lines)
    assert "copper" not in told and "The bets go into the pot: " in told
    assert "The dealer gathers 2;" not in told  # the cards of a round, gathered in one line
    assert "post the blind, " in told or "posts the blind, " in told


def test_every_game_names_its_first_dealer_once() -> None:
    """The first line of every game that draws its first dealer says who, by name, once."""
    told = 0
    for game_id, info in GAMES.items():
        n = min(info.player_counts)
        names = ["You", "Ada", "Basil", "Cleo"][:n]
        game = info.new_game(n)
        first = describe_events(game.apply(game.sample_chance(random.Random(1))), names)[0]
        if "first" not in first:
            continue  # Moxie starts with its blind token, not a dealer
        told += 1
        dealer = next(name for name in names if first.startswith(name))
        assert first.count(dealer) == 1 and "seat" not in first, (game_id, first)
        assert first.endswith(("deals first", "deal first")), (game_id, first)
    assert told >= 4  # all the app's games but Moxie (a plugin game may draw a dealer too)
