"""The bot catalogue (cardtable/ai/levels.py): one entry per bot, read by the bot factory, the
command line, the saves' bot check and the new-game form (tests/ui/test_new_game_and_settings.py
sees a level added here offered in the form and the host dialog)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardtable import cli
from cardtable.ai import levels
from cardtable.ai.agent import RandomAgent, make_agent
from cardtable.ai.ismcts import ISMCTSAgent
from cardtable.ai.levels import Bot, Level, Plays, find_bot, searching
from cardtable.engine.errors import OptionError
from cardtable.games import GAMES, plugins
from cardtable.persistence.saves import Problem, SaveError, SaveStore
from cardtable.session.match import Match, SeatSpec
from cardtable.ui.setup import is_seat_kind, seat_choices, seat_meaning, setup_from_args

#: A level no build of the app has: a tiny search, so its games are quick.
FAKE = searching(
    Level("fake", iterations=6, max_seconds=5.0, horizon=6, heuristic_share=0.8),
    "Bot · fake",
    "A bot only the tests know.",
)


@pytest.fixture
def fake_level(monkeypatch: pytest.MonkeyPatch) -> Iterator[Bot]:
    """The catalogue with one more level, as a new level is added: one entry."""
    monkeypatch.setattr(levels, "CATALOGUE", (*levels.CATALOGUE, FAKE))
    yield FAKE


def test_each_bot_is_one_entry_with_a_unique_name() -> None:
    names = levels.bot_names()
    assert len(names) == len(set(names))
    assert {"random", "heuristic", "ismcts:easy", "ismcts:normal", "ismcts:hard"} <= set(names)
    for bot in levels.bots():
        assert (bot.level is not None) == (bot.plays is Plays.SEARCH)
        assert (bot.slips is not None) == (bot.plays is Plays.SLIPS)
        if bot.level is not None:
            assert bot.name == levels.SEARCH_PREFIX + bot.level.name
            assert levels.LEVELS[bot.level.name] is bot.level
        # What the form offers has words for the player; the tests' tiny level is not offered.
        assert bool(bot.label and bot.description) == bot.offered
    assert "ismcts:test" not in [bot.name for bot in levels.offered()]
    assert levels.find_bot(levels.DEFAULT_BOT).offered


def test_a_bot_name_is_read_from_the_catalogue() -> None:
    assert find_bot("ismcts") is find_bot("ismcts:" + levels.DEFAULT_LEVEL)
    assert find_bot("ismcts:hard").level == levels.LEVELS["hard"]
    with pytest.raises(OptionError, match="ismcts:hard") as unknown:
        find_bot("expert")
    assert all(name in str(unknown.value) for name in levels.bot_names())
    with pytest.raises(OptionError, match=r"'expert'.*easy, normal, hard"):
        find_bot("ismcts:expert")
    with pytest.raises(OptionError):
        make_agent("expert", next(iter(GAMES)))
    assert not levels.is_bot("human") and not is_seat_kind("robot")


def test_a_new_level_is_one_entry_and_plays_every_game(fake_level: Bot) -> None:
    assert levels.LEVELS["fake"] == fake_level.level
    assert "ismcts:fake" in levels.bot_names()
    for game in plugins():
        agent = make_agent("ismcts:fake", game.id)
        assert isinstance(agent, ISMCTSAgent) and agent.name == "ismcts:fake"
        assert agent.level == levels.level_for(game.id, "fake")
        assert agent.level.iterations == 6  # no game tunes a level it has never heard of
    assert isinstance(make_agent("random", next(iter(GAMES))), RandomAgent)


def test_the_command_line_takes_a_new_level(
    fake_level: Bot, capsys: pytest.CaptureFixture[str]
) -> None:
    game = next(iter(GAMES))
    setup = setup_from_args(game, players=2, seats="human,ISMCTS:fake")
    assert setup.seats == ("human", "ismcts:fake")
    assert setup.build().seats[1].bot == "ismcts:fake"
    with pytest.raises(OptionError, match="ismcts:fake"):
        setup_from_args(game, players=2, seats="human,ismcts:faker")
    sim = ["sim", game, "--players", "2", "--bots", "ismcts:fake,random", "--games", "1"]
    assert cli.main([*sim, "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["bots"] == ["ismcts:fake", "random"] and summary["errors"] == 0
    parser = cli.build_parser()
    play = parser._subparsers._group_actions[0].choices["play"]  # type: ignore[union-attr]
    assert "ismcts:fake" in play.format_help()


def test_a_save_with_a_new_level_loads_only_where_the_catalogue_has_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = next(iter(GAMES))
    seats = [SeatSpec.human("Ann"), SeatSpec.robot("ismcts:fake", "Basil")]
    store = SaveStore(tmp_path, sync=False)
    with monkeypatch.context() as patched:
        patched.setattr(levels, "CATALOGUE", (*levels.CATALOGUE, FAKE))
        store.write_autosave(Match(game, 2, {}, 3, seats))
        loaded = store.load(store.autosave_path)
        assert loaded.seats[1].bot == "ismcts:fake"
    with pytest.raises(SaveError) as gone:
        store.load(store.autosave_path)
    assert gone.value.problem is Problem.DAMAGED and "fake" in str(gone.value)


def test_the_seat_choices_are_a_person_then_the_offered_bots(fake_level: Bot) -> None:
    kinds = [kind for kind, _label in seat_choices()]
    assert kinds == ["human", *(bot.name for bot in levels.offered())]
    assert kinds[-1] == "ismcts:fake"
    game = next(iter(GAMES))
    assert seat_meaning("ismcts:fake", game) == "A bot only the tests know."
    assert seat_meaning("remote", game) == ""


def test_a_level_that_reads_hands_says_so_where_the_game_lets_it() -> None:
    for game in plugins():
        hard = seat_meaning("ismcts:hard", game.id)
        reads = game.belief is not None and levels.level_for(game.id, "hard").infer
        assert hard.startswith("The strongest bot")
        assert hard.endswith(levels.READS_HANDS) == reads
        assert not seat_meaning("heuristic", game.id).endswith(levels.READS_HANDS)
    assert any(game.belief is not None for game in plugins())
