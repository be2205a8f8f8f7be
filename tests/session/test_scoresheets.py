"""Score sheets from public values and round marks, for every game, after real bot games."""

from __future__ import annotations

import json
from functools import cache

from cardtable.ai.agent import make_agent
from cardtable.engine.cards import SUIT_SYMBOLS
from cardtable.session.autoplay import play_to_end
from cardtable.session.history import RoundTracker
from cardtable.session.match import Match, SeatSpec
from cardtable.session.preview import preview_of
from cardtable.session.scoresheet import (
    RowKind,
    ScoreSheet,
    SheetInput,
    build_sheet,
    needs_marks,
    score_text,
)


def _match(game: str, players: int, seed: int, options: dict[str, object] | None = None) -> Match:
    seats = [SeatSpec.robot("heuristic", f"Bot {i + 1}") for i in range(players)]
    return Match(game, players, options or {}, seed, seats)


@cache
def _finished(game: str, players: int, seed: int) -> Match:
    options: dict[str, object] = {"rounds": 10} if game == "moxie" else {}
    match = _match(game, players, seed, options)
    play_to_end(match, [make_agent("heuristic", game) for _ in range(players)])
    return match


def _sheet(match: Match) -> ScoreSheet:
    tracker = RoundTracker(match) if needs_marks(match.info.id) else None
    return build_sheet(
        SheetInput(
            info=match.info,
            values=match.state.public_values(None),
            names=tuple(match.names),
            scores=tuple(match.state.scores()),
            options=match.options,
            teams=match.info.teams(match.num_players),
            marks=tracker.marks() if tracker else (),
            over=match.is_over(),
        )
    )


def _total_row(sheet: ScoreSheet) -> tuple[str, ...]:
    rows = [r for r in sheet.rows if r.kind is RowKind.TOTAL]
    assert len(rows) == 1
    return rows[0].cells


def test_mose_has_thirteen_rounds_that_add_up() -> None:
    match = _finished("mose", 3, 2)
    sheet = _sheet(match)
    rounds = [r for r in sheet.rows if r.kind is RowKind.ROUND]
    assert len(rounds) == 13
    labels = [r.label for r in rounds]
    assert (labels[0], labels[10], labels[12]) == ("1 · 2", "11 · Q", "13 · A")
    for col in range(3):
        assert sum(int(r.cells[col]) for r in rounds) == sheet.totals[col]
    assert _total_row(sheet) == tuple(str(t) for t in match.state.scores())
    assert sheet.lower_is_better and sheet.leaders == match.state.outcome().winners  # type: ignore[union-attr]


def test_mose_in_progress_shows_rounds_to_come() -> None:
    match = _match("mose", 2, 4, {"strict_table": True})
    match.resolve_chance()
    sheet = _sheet(match)
    kinds = [r.kind for r in sheet.rows]
    assert kinds[0] is RowKind.CURRENT and kinds.count(RowKind.FUTURE) == 12
    assert RowKind.PENALTY in kinds  # the strict table keeps a penalty column


def test_moosehead_hands_add_up_and_the_track_ends_at_the_target() -> None:
    match = _finished("moosehead", 3, 7)
    sheet = _sheet(match)
    hands = [r for r in sheet.rows if r.kind is RowKind.ROUND]
    assert hands and hands[-1].label == f"Hand {match.state.public_values(None)['hand_no']}"
    for col in range(3):
        assert sum(int(r.cells[col]) for r in hands) == match.state.scores()[col]
    assert sheet.track is not None and sheet.track.target == 50
    # Each lane tells the whole score, past the target too (a winner on 51 is at 51, not 50).
    assert sheet.track.positions == tuple(match.state.scores())
    assert max(sheet.track.positions) >= 50


def test_moxie_purses_after_each_round() -> None:
    match = _finished("moxie", 3, 5)
    sheet = _sheet(match)
    rounds = [r for r in sheet.rows if r.kind is RowKind.ROUND]
    assert len(rounds) == match.state.public_values(None)["round"]
    assert _total_row(sheet) == tuple(
        "out" if p == 0 else score_text("moxie", p) for p in match.state.scores()
    )
    assert all(c == "out" or c[-1] in "gsc" for r in rounds for c in r.cells)
    assert sum(match.state.scores()) == 3 * 475


def test_moco_games_of_the_match() -> None:
    match = _finished("moco", 3, 1)
    sheet = _sheet(match)
    games = [r for r in sheet.rows if r.kind is RowKind.ROUND]
    assert len(games) == 3
    for col in range(3):
        assert sum(int(r.cells[col]) for r in games) == sheet.totals[col]


def test_mor_team_scores_in_tenths() -> None:
    match = _finished("mor", 4, 3)
    sheet = _sheet(match)
    assert len(sheet.columns) == 2 and sheet.column_seats == ((0, 2), (1, 3))
    assert sheet.columns[0] == "Bot 1 & Bot 3"
    totals = match.state.public_values(None)["totals"]
    assert _total_row(sheet) == tuple(score_text("mor", t) for t in totals)
    assert "201" in sheet.heading


def test_the_tracker_follows_an_undo() -> None:
    match = _finished("moosehead", 2, 3)
    tracker = RoundTracker(match)
    full = tracker.marks()
    # Rewind the log (as undo does) to just after the deal of hand 2: the marks shrink with it.
    cut = 1 + next(
        i
        for i, e in enumerate(match.log)
        if any(getattr(ev, "text", "") == "Hand 2" for ev in e.events)
    )
    copy = Match.from_json({**match.to_json(), "actions": match.to_json()["actions"][:cut]})
    match.log[cut:] = []
    match.state = copy.state
    assert tracker.marks() == full[:1]


def test_a_preview_names_no_card() -> None:
    match = _match("mose", 3, 6)
    match.resolve_chance()
    agents = [make_agent("heuristic", "mose") for _ in range(3)]
    for _ in range(25):
        seat = match.state.current_player
        legal = tuple(match.state.legal_actions(seat))
        match.apply(agents[seat].choose(match.observation(seat), legal, match.bot_rng(seat)), seat)
    text = json.dumps(preview_of(match).to_json(), ensure_ascii=False)
    assert not any(symbol in text for symbol in SUIT_SYMBOLS.values())
    hidden = {c.code for s in range(3) for c in match.state.zones[f"hand:{s}"]}
    assert not any(f'"{code}"' in text or f" {code} " in text for code in hidden)
    assert "Round 1 of 13" in text
