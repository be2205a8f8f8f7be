"""Setting a game up: ``cardtable play`` arguments and the start screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from cardtable.engine.errors import OptionError
from cardtable.games import GAMES
from cardtable.session.match import SeatKind
from cardtable.ui.setup import GameSetup, player_counts, setup_from_args
from cardtable.ui.start import StartScreen
from cardtable.ui.window import MainWindow
from tests.ui.helpers import wait_for_human, window

__all__ = ["window"]


def test_play_arguments_become_a_setup() -> None:
    plain = setup_from_args("moosehead")
    assert plain.players == 4 and plain.seats == ("human", "heuristic", "heuristic", "heuristic")
    listed = setup_from_args("moosehead", players=3, seats="random,human")
    assert listed.seats == ("random", "human", "heuristic")
    demo = setup_from_args("moosehead", players=2, seats="human", demo=True)
    assert demo.seats == ("heuristic", "heuristic")
    opts = setup_from_args("moosehead", options=["deck=numbers_only"], seed=9)
    match = opts.build()
    assert match.options == {"deck": "numbers_only"} and match.seed == 9
    specs = listed.seat_specs()
    assert [s.kind for s in specs] == [SeatKind.BOT, SeatKind.HUMAN, SeatKind.BOT]
    assert specs[1].name == "You" and specs[0].name != specs[2].name


def test_bad_play_arguments_say_why() -> None:
    with pytest.raises(OptionError, match="2 to 8 players"):
        setup_from_args("moosehead", players=9)
    with pytest.raises(OptionError, match="not 'genius'"):
        setup_from_args("moosehead", seats="human,genius")
    with pytest.raises(OptionError, match="3 seats named for 2 players"):
        setup_from_args("moosehead", players=2, seats="human,random,random")
    with pytest.raises(OptionError, match="cannot be 'big'"):
        setup_from_args("moosehead", options=["deck=big"])
    if "mor" in GAMES:
        assert player_counts("mor") == (2, 4)
        with pytest.raises(OptionError, match="players, not 3"):
            setup_from_args("mor", players=3)


def test_the_start_screen_lists_every_game_and_starts_one(qtbot: QtBot) -> None:
    screen = StartScreen()
    qtbot.addWidget(screen)
    texts = [screen.entry_text(i) for i in range(screen.games.count())]
    assert len(texts) == len(GAMES)
    for row, (info, text) in enumerate(zip(GAMES.values(), texts, strict=True)):
        assert info.title in text and info.summary in text
        assert f"{info.min_players} to {info.max_players} players" in text
        shown = screen.games.itemWidget(screen.games.item(row)).text()
        assert info.title in shown and f"{info.min_players}-{info.max_players}" in shown
    screen.select_game("moosehead")
    screen.players.setCurrentIndex(screen.players.findData(3))
    assert len(screen.seat_boxes) == 3
    screen.seat_boxes[2].setCurrentIndex(screen.seat_boxes[2].findData("random"))
    with qtbot.waitSignal(screen.start) as started:
        qtbot.mouseClick(screen.play, Qt.MouseButton.LeftButton)
    setup: GameSetup = started.args[0]
    assert (setup.game, setup.players, setup.seats) == (
        "moosehead",
        3,
        ("human", "heuristic", "random"),
    )
    with qtbot.waitSignal(screen.start) as watched:
        qtbot.mouseClick(screen.watch, Qt.MouseButton.LeftButton)
    assert "human" not in watched.args[0].seats


def test_from_the_start_screen_to_the_table(qtbot: QtBot, window: MainWindow) -> None:
    window.show_start()
    assert window.stack.currentWidget() is window.start_screen
    window.start_screen.select_game("moosehead")
    qtbot.mouseClick(window.start_screen.play, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.table
    wait_for_human(qtbot, window)
    assert window.controller.snapshot().legal
    assert "Moosehead" in window.windowTitle()


def test_one_game_after_another_on_the_same_table(qtbot: QtBot, window: MainWindow) -> None:
    scene = window.table.scene
    for game, players in (("moosehead", 3), ("moco", 3), ("mor", 4), ("moosehead", 2)):
        seats = ("human",) + ("heuristic",) * (players - 1)
        window.start_game(GameSetup(game, players, seats, seed=1))
        wait_for_human(qtbot, window)
        zones = {z.id for z in window.controller.snapshot().observation.zones}
        assert set(scene.cards) <= zones
        assert {z for z, _ in scene.tokens} <= zones
        assert set(scene.plates) == set(range(players))
        on_table = sum(len(items) for items in scene.cards.values())
        assert on_table == sum(len(z.cards) for z in window.controller.snapshot().observation.zones)
