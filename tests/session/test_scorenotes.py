"""Scoring explained: the narrations agree with the scores the games themselves give."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from cardtable.ai.agent import make_agent
from cardtable.engine.cards import card_from_code
from cardtable.engine.events import Message, Scored
from cardtable.engine.state import GameState
from cardtable.games.moosehead.scoring import fifteen_groups, narrate_hand_count
from cardtable.games.moosehead.state import fifteens
from cardtable.games.moxie.scoring import showdown_notes
from cardtable.session.autoplay import play_to_end
from cardtable.session.match import LogEntry, Match, SeatSpec
from cardtable.session.scorenotes import Note, ScoreNotes, score_details
from cardtable.session.scoresheet import SheetInput, build_sheet


def played(game: str, n: int, seed: int, bot: str = "random") -> Match:
    match = Match(game, n, seed=seed, seats=[SeatSpec.robot(bot) for _ in range(n)])
    play_to_end(match, [make_agent(bot, game)] * n)
    return match


def steps(match: Match, full: bool = True) -> Iterator[tuple[LogEntry, list[Note]]]:
    notes = ScoreNotes(match.info.id, match.num_players, match.names, None, full)
    state: GameState = match.info.factory(match.num_players, match.options)
    for entry in match.log:
        before = state.clone()
        state.apply_trusted(entry.action, entry.seat)
        yield entry, notes.step(before, state, entry.seat, entry.action, entry.events)


def _points(text: str) -> int:
    found = re.findall(r"(-?\d+) points?\b", text)
    assert found, text
    return int(found[-1])


def test_the_rules_example_is_narrated() -> None:
    cards = [card_from_code(c) for c in ("2H", "5S", "7D", "3C", "TH")]
    text = narrate_hand_count(cards)
    groups = set(text.split(": ")[0].split(", "))
    assert groups == {"5 + 10", "3 + 5 + 7", "2 + 3 + 10"}
    assert text.endswith(": 6 points")
    assert narrate_hand_count([card_from_code(c) for c in ("AH", "2S")]) == "no fifteen: 0 points"


@pytest.mark.parametrize("seed", range(12))
def test_the_narrated_moosehead_count_matches_the_score(seed: int) -> None:
    match = played("moosehead", 2 + seed % 5, seed)
    hands = pegs = 0
    for entry, notes in steps(match):
        pegged = [
            ev.points
            for ev in entry.events
            if isinstance(ev, Scored) and "fifteen" not in ev.reason
        ]
        counts = [n for n in notes if n.text.startswith("hand count")]
        for note in counts:
            fifteen = [
                ev.points
                for ev in entry.events
                if isinstance(ev, Scored) and ev.seat == note.column and "fifteen" in ev.reason
            ]
            assert _points(note.text) == sum(fifteen), note
            hands += 1
        told = [_points(n.text) for n in notes if n not in counts]
        assert told == pegged
        pegs += len(told)
        got = [ev for ev in entry.events if isinstance(ev, Scored) and "fifteen" in ev.reason]
        assert {ev.seat for ev in got} <= {n.column for n in counts}
    assert hands and pegs


def test_fifteen_groups_agree_with_the_game_over_many_hands() -> None:
    import random

    deck = Match("moosehead", 2).state.all_cards(2, {})
    rng = random.Random(7)
    for _ in range(2000):
        hand = rng.sample(deck, 5)
        assert len(fifteen_groups(hand)) == fifteens(hand)
        assert _points(narrate_hand_count(hand)) == 2 * fifteens(hand)


@pytest.mark.parametrize("seed", range(4))
def test_mose_breakdowns_add_up_to_the_round_scores(seed: int) -> None:
    match = played("mose", 2 + seed, seed, "heuristic")
    told = 0
    for entry, notes in steps(match):
        scored = {
            ev.seat: ev.points
            for ev in entry.events
            if isinstance(ev, Scored) and not ev.reason.startswith("penalty")
        }
        for note in notes:
            assert _points(note.text) == scored[note.column], note
            told += 1
    assert told == 13 * match.num_players


@pytest.mark.parametrize("n", [2, 4])
def test_mor_breakdowns_add_up_to_the_round_scores(n: int) -> None:
    match = played("mor", n, n, "heuristic")
    rounds = 0
    for entry, notes in steps(match):
        if not notes:
            continue
        rounds += 1
        scored = {ev.seat: ev.points for ev in entry.events if isinstance(ev, Scored)}
        for team in (0, 1):
            mine = [x for x in notes if x.column == team]
            head, players = mine[0], mine[1:]
            total = float(head.text.rpartition("= ")[2])
            assert round(total * 10) == scored[team]
            hands = re.search(r"cards left in hand ([+-]?[\d.]+)", head.text)
            assert hands is not None
            left = sum(float(p.text.rpartition("= ")[2]) for p in players if "=" in p.text)
            assert round(left * 10) == round(float(hands.group(1)) * 10)
    assert rounds


def test_moxie_showdown_names_the_winner_and_why() -> None:
    notes = showdown_notes({0: (5, 5), 1: (6, 2)}, 3, False, ["Ada", "Bo"])
    assert notes[0].endswith("best hand, ahead of Bo: the higher score, 16 to 11")
    assert "loses to Ada" in notes[1]
    kinds = showdown_notes({0: (4, 4), 1: (6, 4)}, 6, False, ["Ada", "Bo"])
    assert kinds[0].endswith("equal scores of 20: a hand pair beats a table pair")
    same = showdown_notes({0: (2, 6), 1: (6, 2)}, 5, False, ["Ada", "Bo"])
    assert "ties with Bo" in same[0]
    house = showdown_notes({0: (2, 6), 1: (3, 5)}, 4, True, ["Ada", "Bo"])
    assert "house tie-break: the doubled card 6 beats 5" in house[0]
    match = played("moxie", 3, 2, "heuristic")
    shown = 0
    for entry, notes in steps(match):
        paid = {
            ev.seat for ev in entry.events if isinstance(ev, Message) and "from the pot" in ev.text
        }
        best = {n.column for n in notes if "best hand" in n.text or "ties with" in n.text}
        if best:
            assert best <= paid
            shown += 1
    assert shown


def test_score_sheet_cells_carry_the_details() -> None:
    match = played("mose", 3, 1, "heuristic")
    details = score_details(match)
    sheet = build_sheet(
        SheetInput(
            info=match.info,
            values=match.state.public_values(None),
            names=tuple(match.names),
            scores=tuple(match.state.scores()),
            options=match.options,
            over=True,
            details=details,
        )
    )
    first = sheet.rows[0]
    assert all(first.detail(c) for c in range(3))
    assert any("cards left" in first.detail(c) for c in range(3))
    assert sheet.rows[-1].detail(0) == ""
