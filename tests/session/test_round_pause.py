"""The end of a round: the table session waits for the players to read it before the next deal
(when its front end asks), and a game played with the pause is the same game as without it."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from cardtable.engine.state import CHANCE
from cardtable.games import GAMES
from cardtable.session.driver import TableSession
from cardtable.session.history import round_of
from cardtable.session.inline import InlineHost
from cardtable.session.match import Match
from cardtable.session.roundend import RoundSummary, ends_round
from cardtable.session.scoresheet import RowKind
from tests.session.test_driver import Recorder, make_match


@dataclass
class RoundRecorder(Recorder):
    rounds: list[RoundSummary] = field(default_factory=list)
    continued: int = 0

    def round_over(self, summary: RoundSummary) -> None:
        self.rounds.append(summary)

    def round_continues(self) -> None:
        self.continued += 1


def _session(match: Match, pause: bool) -> tuple[TableSession, InlineHost, RoundRecorder]:
    host = InlineHost()
    recorder = RoundRecorder()
    session = TableSession(host, recorder, bot_delay_ms=0, clock=host.clock)
    session.pause_at_round_end = pause
    session.set_match(match)
    return session, host, recorder


def _play_on(session: TableSession, host: InlineHost, rounds: int) -> list[RoundSummary]:
    """The person plays their first legal move each turn and reads ``rounds`` round ends."""
    seen: list[RoundSummary] = []
    session.start()
    host.run(session)
    match = session.match
    while not match.is_over() and len(seen) < rounds:
        if session.round_end is not None:
            seen.append(session.round_end)
            session.continue_play()
        else:
            assert session.waiting_for_human()
            assert session.play(session.snapshot().legal[0])
        host.run(session)
    return seen


@pytest.mark.parametrize(
    ("game", "seats", "title"),
    [
        ("moosehead", ["human", "heuristic"], "Hand 1 is over"),
        ("mose", ["human", "heuristic"], "Round 1 is over"),
        ("moxie", ["human", "heuristic", "heuristic"], "Round 1 is over"),
        ("mor", ["human", "heuristic", "heuristic", "heuristic"], "Round 1 is over"),
        ("moco", ["human", "heuristic"], "Game 1 of the match is over"),
    ],
)
def test_the_table_waits_at_a_rounds_end_until_the_players_continue(
    game: str, seats: list[str], title: str
) -> None:
    match = make_match(game, seats, seed=4)
    session, host, recorder = _session(match, pause=True)
    session.start()
    host.run(session)
    while session.round_end is None:
        assert not match.is_over(), "the game ended without a round's end"
        assert session.play(session.snapshot().legal[0])
        host.run(session)
    # Stopped before the next deal: nothing more happens however long the table waits.
    summary = session.round_end
    assert recorder.rounds == [summary]
    assert match.state.current_player == CHANCE and ends_round(match)
    serial = len(match.log)
    host.schedule(60_000)
    host.run(session)
    assert len(match.log) == serial and session.round_end is summary
    assert summary.title == title and summary.serial == serial
    sheet = session.snapshot().sheet
    assert sheet is not None
    assert [s.who for s in summary.scores] == list(sheet.columns)
    assert [s.total for s in summary.scores] == list(sheet.total_texts)
    assert all(s.scored for s in summary.scores)
    assert title in summary.text()
    # The sheet shows the ended round as a finished one, not as one still being played.
    assert not any(row.kind is RowKind.CURRENT for row in sheet.rows)
    assert not any("(so far)" in row.label or "(now)" in row.label for row in sheet.rows)
    # The players continue: the next round is dealt.
    number = round_of(match.state.public_values(None))
    session.continue_play()
    host.run(session)
    assert recorder.continued == 1 and session.round_end is None
    assert len(match.log) > serial and round_of(match.state.public_values(None)) != number


def test_a_game_with_the_pause_is_the_same_game_as_without() -> None:
    paused = make_match("moosehead", ["human", "heuristic", "heuristic"], seed=7)
    session, host, recorder = _session(paused, pause=True)
    seen = _play_on(session, host, rounds=3)
    assert len(seen) == 3 and len(recorder.rounds) == 3
    straight = make_match("moosehead", ["human", "heuristic", "heuristic"], seed=7)
    other, other_host, other_recorder = _session(straight, pause=False)
    other.start()
    other_host.run(other)
    while len(straight.log) < len(paused.log):
        assert other.play(other.snapshot().legal[0])
        other_host.run(other)
    assert other_recorder.rounds == []
    assert [e.action for e in straight.log[: len(paused.log)]] == [e.action for e in paused.log]


def test_the_table_deals_on_by_itself_after_the_chosen_time() -> None:
    match = make_match("moosehead", ["human", "heuristic"], seed=4)
    session, host, recorder = _session(match, pause=True)
    session.round_pause_ms = 4000
    session.start()
    host.run(session)
    while not recorder.rounds:
        assert session.play(session.snapshot().legal[0])
        host.run(session, until=lambda: bool(recorder.rounds))
    ended = host.now
    host.run(session)
    assert recorder.continued == 1 and session.round_end is None
    assert host.now - ended >= 4.0
    assert session.waiting_for_human() or match.is_over()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_table_of_bots_never_waits(game: str) -> None:
    n = min(GAMES[game].player_counts, key=lambda count: abs(count - 3.5))  # 3, else 4 or 2
    match = make_match(game, ["heuristic"] * n, seed=5)
    session, host, recorder = _session(match, pause=True)
    session.start()
    host.run(session)
    assert match.is_over() and recorder.rounds == []


def test_taking_the_last_move_back_leaves_the_rounds_end() -> None:
    match = make_match("moosehead", ["human", "heuristic"], seed=4)
    session, host, _recorder = _session(match, pause=True)
    session.start()
    host.run(session)
    while session.round_end is None:
        assert session.play(session.snapshot().legal[0])
        host.run(session)
    if session.undo_check().allowed:
        assert session.undo()
        assert session.round_end is None and match.state.current_player != CHANCE
    else:
        assert session.undo_check().reason


def test_a_game_resumed_at_a_rounds_end_shows_it_again() -> None:
    """Quit while reading a round's end, open the game again: the round's end is read again
    before the next deal (the save holds the moves, and the deal had not happened)."""
    match = make_match("moosehead", ["human", "heuristic"], seed=4)
    session, host, _recorder = _session(match, pause=True)
    session.start()
    host.run(session)
    while session.round_end is None:
        assert session.play(session.snapshot().legal[0])
        host.run(session)
    title = session.round_end.title
    resumed = Match.from_json(match.to_json())
    again, host2, recorder2 = _session(resumed, pause=True)
    again.start()
    host2.run(again)
    assert again.round_end is not None and again.round_end.title == title
    assert recorder2.rounds == [again.round_end]
    sheet = recorder2.resets[-1].sheet  # drawn again with the round shown as ended
    assert sheet is not None and not any(row.kind is RowKind.CURRENT for row in sheet.rows)
    assert len(resumed.log) == len(match.log)  # nothing dealt yet
    again.continue_play()
    host2.run(again)
    assert again.round_end is None and len(resumed.log) > len(match.log)
