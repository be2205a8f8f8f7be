"""Hand histories (``cardtable record``): every move of a finished game, nothing hidden while a
game is unfinished, and damaged files refused in one sentence and left alone."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from cardtable.ai.agent import make_agent
from cardtable.cli import main
from cardtable.engine.cards import Card
from cardtable.persistence.saves import SaveStore
from cardtable.session.autoplay import play_to_end
from cardtable.session.logtext import describe_events
from cardtable.session.match import Match, SeatSpec
from cardtable.session.record import record_text
from tests.registry import each_game

#: Each registered game at a table of three (Mor of four; a game for fewer at its largest).
GAMES = each_game({"mor": 4}, lambda info: min(3, info.player_counts[-1]))


def finished(game: str, n: int, seed: int = 1) -> Match:
    match = Match(game, n, seed=seed, seats=[SeatSpec.robot("heuristic") for _ in range(n)])
    play_to_end(match, [make_agent("heuristic", game)] * n)
    return match


def unfinished(game: str, n: int, seed: int, steps: int) -> Match:
    """A game played by random moves for ``steps`` actions (or until one more would end it)."""
    match = Match(game, n, seed=seed)
    match.resolve_chance()
    rng = random.Random(seed)
    while len(match.log) < steps:
        seat = match.state.current_player
        trial = match.state.clone()
        action = rng.choice(list(match.state.legal_actions(seat)))
        trial.apply(action, seat)
        if trial.is_terminal():
            break
        match.apply(action, seat)
    assert not match.is_over()
    return match


def save(tmp_path: Path, match: Match, name: str = "game") -> Path:
    return SaveStore(tmp_path, sync=False).save_named(name, match)


@pytest.mark.parametrize(("game", "n"), GAMES)
def test_a_finished_record_has_every_move_and_every_hand(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], game: str, n: int
) -> None:
    match = finished(game, n)
    assert match.is_over()
    path = save(tmp_path, match)
    assert main(["record", str(path)]) == 0
    text = capsys.readouterr().out
    assert "every hand shown" in text and "Final standings" in text
    position = 0
    for number, entry in enumerate(match.log, start=1):
        told = "; ".join(describe_events(entry.events, match.names))
        if not told:
            continue
        who = f"seat {entry.seat + 1}" if entry.seat >= 0 else "dealer"
        line = f"  {number}. ({who}) {told}\n"
        found = text.find(line, position)
        assert found >= 0, f"move {number} is missing or out of order: {line!r}"
        position = found
    assert "Hands as dealt:" in text


@pytest.mark.parametrize(("game", "n"), GAMES)
@pytest.mark.parametrize("seed", [3, 11])
def test_an_unfinished_record_names_no_hidden_card(
    monkeypatch: pytest.MonkeyPatch, game: str, n: int, seed: int
) -> None:
    # Every card is written by its unique code while this test runs, so a card's name in the
    # text is that card and no other (two decks' twins and Moxie's five of a rank included).
    monkeypatch.setattr(Card, "label", property(lambda card: f"<{card.code}>"))
    match = unfinished(game, n, seed, steps=60 + 17 * seed)
    replayed = match.info.factory(n, match.options)
    public = set(replayed.observation(None).visible_cards())
    own = set(replayed.observation(0).visible_cards())
    for entry in match.log:
        replayed.apply(entry.action, entry.seat)
        public |= set(replayed.observation(None).visible_cards())
        own |= set(replayed.observation(0).visible_cards())
    every = match.info.factory(n, match.options).all_cards(n, match.options)
    for viewer, allowed in ((None, public), (0, own | public)):
        text = record_text(match, viewer)
        hidden = [c for c in every if c not in allowed and f"<{c.code}>" in text]
        assert hidden == [], f"the record for viewer {viewer} names hidden cards {hidden}"
    assert "public information only" in record_text(match)
    assert "hidden" in record_text(match)


def test_a_seat_view_shows_that_seats_hand(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    match = unfinished("moosehead", 3, 5, steps=4)
    path = save(tmp_path, match)
    assert main(["record", str(path), "--seat", "2"]) == 0
    text = capsys.readouterr().out
    assert "what Player 2 may see" in text
    dealt = match.info.factory(3, match.options)
    for entry in match.log[:2]:  # the first dealer is chosen, then the deal
        dealt.apply(entry.action, entry.seat)
    hand = " ".join(c.label for c in dealt.zones["hand:1"])
    assert f"    Player 2: {hand}\n" in text
    assert "    Player 1: 5 cards, hidden\n" in text
    assert main(["record", str(path), "--seat", "4"]) == 2
    assert "no seat 4" in capsys.readouterr().err


def test_a_damaged_save_is_refused_in_one_sentence_and_left_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = save(tmp_path, unfinished("mose", 2, 1, steps=8))
    damaged = path.read_bytes().replace(b'"actions"', b'"actionz"')
    path.write_bytes(damaged)
    assert main(["record", str(path)]) == 2
    err = capsys.readouterr().err
    assert "is damaged" in err and err.count("\n") == 1 and str(path) in err
    assert path.read_bytes() == damaged
    assert main(["record", str(tmp_path / "missing.json")]) == 2
    assert "cannot be read" in capsys.readouterr().err
