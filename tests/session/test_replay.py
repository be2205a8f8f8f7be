"""Replays: every step shows what the game showed then, an unfinished game hides what it hid.

Each game is played by its bots move by move (claims out of turn included, as at the table),
noting every seat's observation after each move; the replay built from the match's log must
give the same observation at the same step for every seat, in any order of stepping.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

import pytest

from cardtable.ai.agent import make_agent
from cardtable.engine.events import CardsMoved
from cardtable.engine.observation import Observation
from cardtable.engine.state import CHANCE
from cardtable.engine.zones import Visibility
from cardtable.games import GAMES, plugin
from cardtable.session.autoplay import ClaimRound
from cardtable.session.logtext import log_line
from cardtable.session.match import Match, SeatSpec
from cardtable.session.replay import EVERY_HAND, Replay, every_hand_observation
from cardtable.session.scorenotes import score_details
from tests.conformance.playout import hidden_positions


@dataclass
class Played:
    match: Match
    #: Every seat's observation after each move (index 0: before anything happened).
    seen: list[list[Observation]]


def _note(match: Match, seen: list[list[Observation]]) -> None:
    seen.append([match.observation(s) for s in range(match.num_players)])


def play(
    game: str,
    players: int,
    seed: int,
    moves: int | None = None,
    bot: str = "heuristic",
    humans: int = 0,
) -> Played:
    """A bot game played the way the table session plays it, noted after every move."""
    seats = [
        SeatSpec.human(f"Person {i + 1}") if i < humans else SeatSpec.robot(bot, f"Bot {i + 1}")
        for i in range(players)
    ]
    match = Match(game, players, {}, seed, seats)
    agents = [make_agent(bot, game) for _ in range(players)]
    seen: list[list[Observation]] = []
    _note(match, seen)
    match.resolve_chance()
    _note(match, seen)
    after = CHANCE
    while not match.is_over() and (moves is None or len(seen) <= moves):
        offers = ClaimRound(match, [True] * players, after)
        claimed = False
        while (seat := offers.next_seat()) is not None:
            legal = tuple(match.state.legal_actions(seat))
            action = agents[seat].claim(match.observation(seat), legal, match.bot_rng(seat))
            if action is not None:
                match.apply(action, seat)
                _note(match, seen)
                after, claimed = seat, True
                break
        if claimed or match.is_over():
            continue
        seat = match.state.current_player
        legal = tuple(match.state.legal_actions(seat))
        action = agents[seat].choose(match.observation(seat), legal, match.bot_rng(seat))
        match.apply(action, seat)
        _note(match, seen)
        after = seat
    return Played(match, seen)


GAME_CASES = [(g, info.player_counts[0]) for g, info in GAMES.items()] + [
    ("mose", 4),
    ("moxie", 4),
]


@pytest.mark.parametrize(("game", "players"), GAME_CASES, ids=[f"{g}-{n}p" for g, n in GAME_CASES])
def test_every_step_shows_each_seat_what_the_game_showed(game: str, players: int) -> None:
    played = play(game, players, seed=11)
    assert played.match.is_over()
    log_before = list(played.match.log)
    replay = Replay(played.match, checkpoint_every=7)
    assert len(replay) == len(played.seen) - 1
    assert replay.finished
    order = list(range(len(played.seen)))
    random.Random(3).shuffle(order)
    for step in list(range(len(played.seen))) + order[:40]:
        for seat in range(players):
            assert replay.observation(step, seat) == played.seen[step][seat], (step, seat)
    assert replay.state_at(replay.last) == played.match.state
    assert played.match.log == log_before  # the replay left the match alone


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_finished_game_shows_every_hand(game: str) -> None:
    played = play(game, GAMES[game].player_counts[0], seed=5)
    replay = Replay(played.match)
    assert replay.viewers()[0] is EVERY_HAND
    for step in range(0, replay.last + 1, 3):
        shown = replay.observation(step, EVERY_HAND)
        spectator = replay.state_at(step).observation(None)
        for zv, public in zip(shown.zones, spectator.zones, strict=True):
            if zv.owner is not None and public.visibility is Visibility.OWNER:
                assert zv.cards == played.seen[step][zv.owner].zone(zv.id).cards
                assert zv.visibility is Visibility.PUBLIC
            else:
                assert zv == public
    final = every_hand_observation(played.match.state)
    assert replay.observation(replay.last, EVERY_HAND) == final
    snap = replay.snapshot(replay.last, EVERY_HAND)
    assert snap.over and snap.result and snap.winners
    assert snap.legal == ()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_an_unfinished_game_reveals_no_hidden_card(game: str) -> None:
    players = GAMES[game].player_counts[0]
    played = play(game, players, seed=9, moves=40, humans=1)
    assert not played.match.is_over()
    replay = Replay(played.match, checkpoint_every=5)
    assert not replay.finished
    assert EVERY_HAND not in replay.viewers()
    with pytest.raises(ValueError, match="one player"):
        replay.observation(1, EVERY_HAND)
    assert not replay.needs_viewer_choice() and replay.default_viewer() == 0
    checked = 0
    for step in range(replay.last, -1, -1):
        state = replay.state_at(step)
        for seat in range(players):
            obs = replay.observation(step, seat)
            assert obs == played.seen[step][seat]
            for zid, i in hidden_positions(state, seat):
                assert obs.zone(zid).cards[i] is None, f"{state.zones[zid][i]} shown to {seat}"
                checked += 1
            for event in replay.events(step, seat):
                if isinstance(event, CardsMoved):
                    # Named only when the move was shown to everybody or to this seat.
                    seen = event.visible_to is None or seat in event.visible_to
                    assert seen or all(c is None for c in event.cards), event
    assert checked > 0


def test_rounds_start_where_the_round_number_changes() -> None:
    played = play("moosehead", 2, seed=7)
    replay = Replay(played.match)
    starts = replay.round_starts
    assert len(starts) >= 3
    for s in starts:
        assert replay.round_number(s) != replay.round_number(s - 1)
    assert replay.round_number(0) in (None, 0)
    assert replay.next_round(0) == starts[0]
    assert replay.next_round(starts[0]) == starts[1]
    assert replay.next_round(starts[-1]) == replay.last
    assert replay.previous_round(starts[1] + 2) == starts[1]
    assert replay.previous_round(starts[1]) == starts[0]
    assert replay.previous_round(starts[0]) == 0
    assert replay.round_index(starts[1]) == 2
    assert replay.banner(0, EVERY_HAND).startswith("Replay — Moosehead, before the deal, move 0 of")
    assert "hand 2" in replay.banner(starts[1], 1)
    assert replay.banner(starts[1], 1).endswith("as Bot 2 saw it")


def test_steps_carry_their_events_and_log_lines() -> None:
    played = play("mose", 2, seed=3, moves=30)
    replay = Replay(played.match)
    assert replay.events(0, 0) == ()
    assert replay.seat_of(1) == CHANCE  # the first deal
    assert any(isinstance(e, CardsMoved) for e in replay.events(1, 0))
    total = replay.lines(replay.last, 0)
    assert [line.number for line in total] == sorted(line.number for line in total)
    assert replay.lines(0, 0) == []
    for step in range(1, replay.last + 1):
        assert replay.lines(step, 0) == replay.lines(step - 1, 0) + replay.step_lines(step, 0)
    # Numbered as the table's own log numbers them: by log entry, each number once.
    table = [
        log_line(i + 1, seat, events, played.match.names)
        for i, (seat, events) in enumerate(played.match.redacted_log(0))
    ]
    assert [(ln.number, ln.text) for ln in total if not ln.note] == [
        (ln.number, ln.text) for ln in table if ln.text
    ]
    with pytest.raises(IndexError):
        replay.observation(replay.last + 1, 0)


@pytest.mark.parametrize("game", [g for g in GAMES if plugin(g).score_notes is not None])
def test_a_replay_explains_the_scores_as_the_record_does(game: str) -> None:
    players = 4 if game == "mor" else 2
    played = play(game, players, seed=5)
    match = played.match
    replay = Replay(match)
    everything = score_details(match)
    assert everything
    # The whole game: the sheet's details are the record's; halfway, only the rounds so far.
    last = replay.snapshot(replay.last, EVERY_HAND).sheet
    told = {row.label: row.details for row in last.rows if row.details}
    assert sorted(everything.values()) == sorted(told.values())
    halfway = replay.snapshot(replay.last // 2, EVERY_HAND).sheet
    assert sum(bool(row.details) for row in halfway.rows) < len(told)
    # The log: each explanation right after the move that scored, numbered with it.
    lines = replay.lines(replay.last, EVERY_HAND)
    notes = [line for line in lines if line.note]
    assert notes and all(line.who for line in notes)
    for before, line in itertools.pairwise(lines):
        if line.note:
            assert before.number == line.number
