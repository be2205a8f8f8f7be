"""Undo in solo play: the player's last move with the bots' replies, never past a reveal or a
deal."""

from __future__ import annotations

from cardtable.engine.actions import Action
from cardtable.engine.zones import Seat
from cardtable.games.moco.state import Play, TakeChip
from cardtable.games.mose.actions import Discard, Draw, TakePile
from cardtable.session.match import Match, SeatSpec
from cardtable.session.undo import UndoHistory, reveals


def _match(game: str, seats: list[str], seed: int) -> Match:
    specs = [
        SeatSpec.human(f"H{i}") if s == "human" else SeatSpec.robot(s, f"B{i}")
        for i, s in enumerate(seats)
    ]
    match = Match(game, len(seats), {}, seed, specs)
    match.resolve_chance()
    return match


def _play(match: Match, history: UndoHistory, action: Action, seat: Seat) -> None:
    """What the controller does for a human move: copy the state, apply, record."""
    serial = len(match.log)
    before = match.state.clone()
    match.apply(action, seat)
    history.record(serial, seat, before)


def _turn_of(match: Match, seat: Seat) -> None:
    """Let seat ``1 - seat`` (a bot) play first moves until ``seat`` is on turn."""
    while match.state.current_player != seat:
        other = match.state.current_player
        match.apply(match.state.legal_actions(other)[0], other)


def test_a_card_played_to_a_pile_can_be_taken_back() -> None:
    match = _match("moco", ["human", "heuristic"], seed=3)
    _turn_of(match, 0)
    history = UndoHistory(match)
    before = match.state.clone()
    before_log = len(match.log)
    play = next(a for a in match.state.legal_actions(0) if isinstance(a, Play))
    _play(match, history, play, 0)
    assert history.check().allowed
    assert history.undo().allowed
    assert match.state == before and len(match.log) == before_log
    assert not history.check().allowed  # nothing of the human's left to take back


def test_the_bots_reply_goes_back_with_the_players_move() -> None:
    match = _match("moco", ["human", "heuristic"], seed=3)
    _turn_of(match, 0)
    history = UndoHistory(match)
    play = next(a for a in match.state.legal_actions(0) if isinstance(a, Play))
    _play(match, history, play, 0)
    chip = next(a for a in match.state.legal_actions(0) if isinstance(a, TakeChip))
    before, serial = match.state.clone(), len(match.log)
    _play(match, history, chip, 0)
    match.apply(match.state.legal_actions(1)[0], 1)  # the bot replies
    verdict = history.check()
    assert verdict.allowed and verdict.taken == 2
    assert history.undo().allowed
    assert match.state == before and len(match.log) == serial


def test_two_own_moves_are_taken_back_one_at_a_time() -> None:
    match = _match("moco", ["human", "heuristic"], seed=5)
    _turn_of(match, 0)
    history = UndoHistory(match)
    start = match.state.clone()
    play = next(a for a in match.state.legal_actions(0) if isinstance(a, Play))
    _play(match, history, play, 0)
    middle = match.state.clone()
    chip = next(a for a in match.state.legal_actions(0) if isinstance(a, TakeChip))
    _play(match, history, chip, 0)
    assert history.undo().allowed and match.state == middle
    assert history.undo().allowed and match.state == start


def test_a_stock_draw_is_never_taken_back() -> None:
    match = _match("mose", ["human", "heuristic"], seed=8)
    _turn_of(match, 0)
    history = UndoHistory(match)
    _play(match, history, Draw(), 0)
    verdict = history.check()
    assert not verdict.allowed and "card you had not seen" in verdict.reason
    # ... nor anything after it: the discard may be undone back to the draw, not further.
    discard = next(a for a in match.state.legal_actions(0) if isinstance(a, Discard))
    _play(match, history, discard, 0)
    if match.log[-1].seat == 0:  # the discard did not end the round
        assert history.undo().allowed
        assert not history.check().allowed


def test_taking_the_face_up_pile_reveals_nothing() -> None:
    match = _match("mose", ["human", "heuristic"], seed=8)
    _turn_of(match, 0)
    history = UndoHistory(match)
    before = match.state.clone()
    assert TakePile() in match.state.legal_actions(0)
    _play(match, history, TakePile(), 0)
    assert not reveals(before, match.state, 0)
    assert history.undo().allowed and match.state == before


def test_undo_is_for_solo_play_only() -> None:
    match = _match("moco", ["human", "human"], seed=3)
    history = UndoHistory(match)
    seat = match.state.current_player
    play = next(a for a in match.state.legal_actions(seat) if isinstance(a, Play))
    _play(match, history, play, seat)
    verdict = history.check()
    assert not verdict.allowed and "pass-and-play" in verdict.reason


def test_a_loaded_game_starts_with_no_undo() -> None:
    match = _match("moco", ["human", "heuristic"], seed=3)
    _turn_of(match, 0)
    play = next(a for a in match.state.legal_actions(0) if isinstance(a, Play))
    match.apply(play, 0)
    loaded = Match.from_json(match.to_json())
    history = UndoHistory(loaded)
    assert not history.check().allowed


def test_why_a_loaded_move_stays() -> None:
    match = _match("moco", ["human", "heuristic"], seed=3)
    _turn_of(match, 0)
    play = next(a for a in match.state.legal_actions(0) if isinstance(a, Play))
    match.apply(play, 0)
    verdict = UndoHistory(Match.from_json(match.to_json())).check()
    assert "before the game was opened" in verdict.reason
