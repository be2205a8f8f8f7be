"""The coach: hints are legal moves, come from the player's observation alone, give a reason in
the game's terms, and ``cardtable hint`` answers for the human seat on turn of a saved game."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardtable.ai.coach import NoHintError, hint
from cardtable.cli import main
from cardtable.engine.cards import card_from_code
from cardtable.engine.state import GameState
from cardtable.engine.zones import Seat
from cardtable.games import plugin
from cardtable.games.moosehead.state import Play
from cardtable.persistence.saves import SaveStore
from cardtable.session.match import Match, SeatSpec
from tests.registry import each_game

#: Each registered game at a table of three (Mor of four; a game for fewer at its largest).
GAMES = each_game({"mor": 4}, lambda info: min(3, info.player_counts[-1]))
#: A fixed iteration budget, so the same seed always gives the same hint.
TEST_BOT = "ismcts:test"


def positions(game: str, n: int, seed: int, every: int, count: int) -> Iterator[Match]:
    """Positions of a random game where the seat on turn has a choice, every ``every`` moves."""
    match = Match(game, n, seed=seed)
    match.resolve_chance()
    rng = random.Random(seed)
    found = step = 0
    while found < count and not match.is_over():
        seat = match.state.current_player
        legal = list(match.state.legal_actions(seat))
        if step % every == 0 and len(legal) > 1:
            found += 1
            yield match
        match.apply(rng.choice(legal), seat)
        step += 1


def scrambled(state: GameState, viewer: Seat) -> GameState:
    """``state`` with every card ``viewer`` cannot see dealt again among the hidden places."""
    other = state.clone()
    seen = state.observation(viewer)
    places = [
        (view.id, i) for view in seen.zones for i, card in enumerate(view.cards) if card is None
    ]
    cards = [other.zones[z][i] for z, i in places]
    shuffled = cards[:]
    random.Random(len(cards)).shuffle(shuffled)
    for (z, i), card in zip(places, shuffled, strict=True):
        other.zones[z][i] = card
    return other


@pytest.mark.parametrize(("game", "n"), GAMES)
def test_hints_are_legal_moves_with_a_reason(game: str, n: int) -> None:
    given = 0
    for seed in (1, 2):
        for match in positions(game, n, seed, every=5, count=6):
            seat = match.state.current_player
            legal = list(match.state.legal_actions(seat))
            found = hint(game, match.observation(seat), legal, seed=seed, bot=TEST_BOT)
            assert found.action in legal
            assert found.reason and "\n" not in found.reason
            # The reason says why, not the move again ("Discard 7♦: sheds 7 penalty points").
            verb = found.action.label.split()[0].lower()
            assert not found.reason.lower().startswith(verb[:4]), found.text
            given += 1
    assert given >= 8


@pytest.mark.parametrize(("game", "n"), GAMES)
def test_hints_depend_only_on_the_observation(game: str, n: int) -> None:
    changed = 0
    for match in positions(game, n, 4, every=7, count=3):
        seat = match.state.current_player
        other = scrambled(match.state, seat)
        changed += other.zones != match.state.zones
        assert other.observation(seat) == match.state.observation(seat)
        legal = list(match.state.legal_actions(seat))
        first = hint(game, match.state.observation(seat), legal, seed=9, bot=TEST_BOT)
        again = hint(game, other.observation(seat), other.legal_actions(seat), 9, TEST_BOT)
        assert first == again
    assert changed, "no hidden card was moved: the test would prove nothing"


def test_the_default_coach_answers_every_game() -> None:
    for game, n in GAMES:
        assert plugin(game).bots.coach_level in ("normal", "hard")
        match = next(positions(game, n, 5, every=3, count=1))
        seat = match.state.current_player
        legal = list(match.state.legal_actions(seat))
        found = hint(game, match.observation(seat), legal)
        assert found.action in legal and found.bot.startswith("ismcts:")


def test_moosehead_reasons_speak_of_points() -> None:
    match = Match("moosehead", 2, seed=1)
    match.resolve_chance()
    state = match.state
    seat = state.current_player
    mine = state.zones[f"hand:{seat}"]
    # Give the seat on turn these five cards (swapping them with wherever they lay) and put
    # the count at 7: the 8 makes 15.
    for i, code in enumerate(("8H", "2S", "3C", "4D", "KH")):
        want = card_from_code(code)
        zone = next(z for z in state.zones.values() if want in z)
        zone[zone.index(want)], mine[i] = mine[i], want
    state.count = 7
    eight = Play(card_from_code("8H"))
    found = hint("moosehead", state.observation(seat), [eight], bot=TEST_BOT)
    assert found.reason == "makes 15 for 2 points"
    three = Play(card_from_code("3C"))
    found = hint("moosehead", state.observation(seat), [three], bot=TEST_BOT)
    assert found.reason.startswith("brings the count to 10")


def test_no_hint_without_a_move() -> None:
    match = Match("moosehead", 2, seed=1)
    match.resolve_chance()
    with pytest.raises(NoHintError, match="not this player's turn"):
        hint("moosehead", match.observation(None), [])


def test_cardtable_hint_reads_a_save(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    store = SaveStore(tmp_path, sync=False)
    seats = [SeatSpec.human("Ada"), SeatSpec.robot("heuristic", "Bo")]
    match = Match("moosehead", 2, seed=2, seats=seats)
    match.resolve_chance()
    while match.state.current_player != 0:
        seat = match.state.current_player
        match.apply(match.state.legal_actions(seat)[0], seat)
    path = store.save_named("mine", match)
    assert main(["hint", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Hint for Ada (seat 1): ") and out.count("\n") == 1
    match.apply(match.state.legal_actions(0)[0], 0)
    bot_turn = store.save_named("bot", match)
    assert main(["hint", str(bot_turn)]) == 2
    assert "played by a bot" in capsys.readouterr().err
    while not match.is_over():
        seat = match.state.current_player
        match.apply(match.state.legal_actions(seat)[0], seat)
    over = store.save_named("over", match)
    assert main(["hint", str(over)]) == 2
    assert "the game is over" in capsys.readouterr().err
