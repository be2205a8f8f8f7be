"""The plugin promise, held by a game the app has never heard of (docs/new-game.md).

Quick Shed (``tests/plugin_game/``) is a distribution of its own that registers one
``GamePlugin`` under the ``cardtable.games`` entry point and nothing else. These tests check that
it really is outside the app, and that it gets what every game gets for free: a place in the
conformance suite, bots of every level that play it to the end, a save that loads and plays on,
a replay, and a game over the network. Its table (mouse and keyboard) and its accessible tree
are in ``test_plugin_table.py``; the suites that loop over the registry play it too.
"""

from __future__ import annotations

import subprocess
from importlib.metadata import entry_points
from pathlib import Path

import pytest

from cardtable.ai.agent import make_agent
from cardtable.ai.levels import bot_names
from cardtable.games import GAMES, plugin
from cardtable.games.plugin import ENTRY_POINT_GROUP
from cardtable.persistence.saves import SaveStore
from cardtable.session.autoplay import decide, play_to_end
from cardtable.session.driver import TableSession
from cardtable.session.inline import InlineHost
from cardtable.session.match import Match, SeatSpec
from cardtable.session.replay import Replay
from cardtable.session.scoresheet import RowKind
from tests.conformance.cases import CASES
from tests.net.helpers import Table, play_table, run
from tests.registry import PLUGGED_IN, SHIPPED, TEST_GAME
from tests.session.test_driver import Recorder, make_match

ROOT = Path(__file__).resolve().parents[2]

#: Every bot a seat may be given: the catalogue's, the search levels among them.
BOTS = bot_names()


def test_the_game_comes_from_a_distribution_of_its_own() -> None:
    [point] = [p for p in entry_points(group=ENTRY_POINT_GROUP) if p.name == TEST_GAME]
    assert point.dist is not None and point.dist.name == "cardtable-quickshed"
    assert point.value == "quickshed.plugin:PLUGIN"
    found = plugin(TEST_GAME)
    assert found.info.factory.__module__ == "quickshed.state"
    assert TEST_GAME in PLUGGED_IN and TEST_GAME not in SHIPPED
    assert TEST_GAME in GAMES and list(GAMES)[-1] == TEST_GAME  # its order puts it last


def test_nothing_in_the_app_names_it() -> None:
    """No line of cardtable/ (nor the app's metadata) knows the game: it is found, not listed."""
    for word in (TEST_GAME, "quick shed", "quickshed"):
        found = subprocess.run(
            ["grep", "-ril", "--exclude-dir=__pycache__", word, "cardtable", "pyproject.toml"],
            cwd=ROOT,
            capture_output=True,
            text=True,
        )
        assert found.stdout == "", f"{word!r} is named in {found.stdout.split()}"


def test_the_conformance_suite_plays_it() -> None:
    counts = {n for game, n, _ in CASES if game == TEST_GAME}
    assert counts == {2, 4}  # its smallest and largest tables, with no line naming it


def _finished(bot: str, options: dict[str, object], seed: int = 3) -> Match:
    seats = [SeatSpec.robot(bot, "A"), SeatSpec.robot("heuristic", "B")]
    match = Match(TEST_GAME, 2, options, seed, seats)
    play_to_end(match, [make_agent(bot, TEST_GAME), make_agent("heuristic", TEST_GAME)])
    return match


@pytest.mark.parametrize("bot", BOTS)
def test_every_bot_level_plays_it_to_the_end(bot: str) -> None:
    match = _finished(bot, {"hands": 1})
    outcome = match.state.outcome()
    assert match.is_over() and outcome is not None and outcome.winners
    # Every move was the bot's own choice among the legal ones (the log replays as it was).
    again = Match(TEST_GAME, 2, {"hands": 1}, 3)
    for entry in match.log:
        again.apply(entry.action, entry.seat, chance=False)
    assert again.state == match.state


def test_a_saved_game_loads_and_plays_on_as_it_would_have(tmp_path: Path) -> None:
    seats = [SeatSpec.human("Ann"), SeatSpec.robot("heuristic", "Bot")]
    match = Match(TEST_GAME, 2, {}, 11, seats)
    match.resolve_chance()
    agents = [make_agent("heuristic", TEST_GAME)] * 2
    while len(match.log) < 20:
        seat = match.state.current_player
        match.apply(decide(match, agents[seat], seat), seat)
    store = SaveStore(tmp_path, sync=False)
    path = store.save_named("half a game", match)
    info = store.peek(path)
    assert info.ok and info.preview is not None
    assert (info.preview.game, info.preview.title) == (TEST_GAME, "Quick Shed")
    # The plain round words, counted from the public values "round" and "rounds".
    number = match.state.public_values(None)["round"]
    assert info.preview.progress_text() == f"Round {number} of 2"
    loaded = store.load(path)
    assert loaded.state == match.state and loaded.names == match.names
    for one in (match, loaded):
        play_to_end(one, agents)
    assert [(e.seat, e.action) for e in loaded.log] == [(e.seat, e.action) for e in match.log]
    assert loaded.state.outcome() == match.state.outcome()


def test_a_finished_game_replays_step_by_step() -> None:
    match = _finished("heuristic", {})
    outcome = match.state.outcome()
    replay = Replay(match)
    assert outcome is not None and replay.finished and replay.winners == outcome.winners
    assert len(replay.round_starts) == 2  # a step that starts each hand
    hands = [replay.observation(step, None).zone("hand:1").count for step in range(replay.last + 1)]
    assert max(hands) > 0 and hands[-1] == 0  # every hand shown, then gathered
    last = replay.snapshot(replay.last, 0)
    assert last.over and tuple(last.observation.values["points"]) == outcome.scores


def test_a_network_game_with_a_remote_player_plays_to_the_end() -> None:
    table = run(play_table(TEST_GAME, ("heuristic", "remote"), ["heuristic"], seed=5))
    assert isinstance(table, Table)
    assert table.match.is_over() and table.snapshot is not None and table.snapshot.result
    [final] = table.finals
    assert final.over and final.result == table.snapshot.result
    assert any(e.seat == 1 for e in table.match.log), "the remote seat played"


def test_the_plain_score_sheet_shows_each_hand_and_the_summary_what_it_scored() -> None:
    """A game with no score sheet of its own: each round's row says what each seat scored in
    it, and a round's summary says the same (it once said "0 this round" for everybody)."""
    match = make_match(TEST_GAME, ["human", "heuristic"], seed=0)
    host = InlineHost()
    session = TableSession(host, Recorder(), bot_delay_ms=0, clock=host.clock)
    session.pause_at_round_end = True
    session.set_match(match)
    session.start()
    host.run(session)
    while session.round_end is None:
        assert session.play(session.snapshot().legal[0])
        host.run(session)
    first = match.state.scores()
    summary = session.round_end
    assert [s.scored for s in summary.scores] == [f"+{p}" if p else "0" for p in first]
    assert any(first), "somebody scored in the first hand"
    sheet = session.snapshot().sheet
    assert [(r.label, r.kind) for r in sheet.rows] == [
        ("Round 1", RowKind.ROUND),
        ("Total", RowKind.TOTAL),
    ]
    session.continue_play()
    host.run(session)
    while not match.is_over():
        if session.round_end is not None:
            session.continue_play()
        else:
            assert session.play(session.snapshot().legal[0])
        host.run(session)
    sheet = session.snapshot().sheet
    assert [r.label for r in sheet.rows] == ["Round 1", "Round 2", "Total"]
    one, two, total = sheet.rows
    final = match.state.scores()
    assert one.cells == tuple(f"+{p}" if p else "0" for p in first)
    assert two.cells == tuple(
        f"+{b - a}" if b - a else "0" for a, b in zip(first, final, strict=True)
    )
    assert total.cells == tuple(str(p) for p in final)
