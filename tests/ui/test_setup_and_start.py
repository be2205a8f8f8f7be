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
        shown = screen.games.itemWidget(screen.games.item(row)).text()
        assert info.title in shown
        if info.only_players:  # Mor: only 2 or 4, never "2-4"
            assert "2 or 4 players" in text and "2 or 4 players" in shown
            assert f"{info.min_players}-{info.max_players}" not in shown
        elif info.min_players == info.max_players:  # Gin Rummy: "2 players", not "2 to 2"
            assert f"{info.min_players} players" in text and f"{info.min_players} players" in shown
            assert "2 to 2" not in text and "2-2" not in shown
        else:
            assert f"{info.min_players} to {info.max_players} players" in text
            assert f"{info.min_players}-{info.max_players} players" in shown
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


def test_the_table_is_prepared_while_the_start_screen_idles(qtbot: QtBot, tmp_path) -> None:
    from cardtable.ui.paths import AppPaths

    win = MainWindow(paths=AppPaths.under(tmp_path))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    assert win._table is None  # the start screen comes first, without the table
    qtbot.waitUntil(lambda: win._table is not None, timeout=5_000)
    assert win.stack.currentWidget() is win.start_screen  # built behind it, not shown
    # Then the faces of the deck of the game the start screen shows are drawn at the table's
    # size (Moosehead: the standard deck), not every deck's; the files read for them are let go.
    win.start_screen.select_game("moosehead")
    warm = win.warmup
    qtbot.waitUntil(
        lambda: warm is not None and warm.rehearsed is not None and not warm.busy(),
        timeout=15_000,
    )
    drawn = {str(key[0]) for key in win.art.cached_keys()}
    assert "std" in drawn and drawn <= {"std", "back"}
    assert len([key for key in win.art.cached_keys() if key[0] == "std"]) >= 52
    assert win.art._renderers == {}
    win.start_game(GameSetup("moco", 2, ("human", "heuristic"), seed=3))
    wait_for_human(qtbot, win)
    assert win.stack.currentWidget() is win.table
    hand = win.table.scene.items_of("hand:0")
    assert hand and all(it.known is not None for it in hand)
    win.controller.shutdown()


def test_a_deal_lands_every_card_on_its_own_place(qtbot: QtBot, window: MainWindow) -> None:
    """The dealt cards are laid out once, for the dealt position: with the animation running,
    every card of the hand ends on a different spot, in the hand's order."""
    window.table.animator.speed = 8.0
    window.start_game(GameSetup("mose", 2, ("human", "heuristic"), seed=4))
    wait_for_human(qtbot, window)
    scene = window.table.scene
    qtbot.waitUntil(lambda: not window.table.animator.busy(), timeout=10_000)
    order = scene.display_order("hand:0")
    assert len(order) >= 7
    xs = [it.pos().x() for it in order]
    assert xs == sorted(xs) and len(set(xs)) == len(xs)
    place = scene.zone_place("hand:0")
    assert place is not None
    for it, spot in zip(order, place.spots, strict=False):
        assert abs(it.pos().x() - spot.x) < 0.5 and abs(it.pos().y() - spot.y) < 0.5


def test_a_crowded_score_sheet_squeezes_its_columns_and_keeps_short_names_whole(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Eight players: every column stays in view (none behind a sideways scroll), and a
    column whose name is short keeps it whole (the widest give way first)."""
    from PySide6.QtGui import QFont, QFontMetrics

    table = window.table
    sheet = table.score_panel.table
    window.start_game(GameSetup("moosehead", 8, ("human",) + ("heuristic",) * 7, seed=1))
    wait_for_human(qtbot, window)
    header = sheet.horizontalHeader()
    last = header.count() - 1
    qtbot.waitUntil(
        lambda: (
            header.sectionViewportPosition(last) + header.sectionSize(last)
            <= sheet.viewport().width()
        ),
        timeout=3000,
    )
    font = QFont(header.font())
    font.setBold(True)
    you = QFontMetrics(font).horizontalAdvance(
        str(sheet.model().headerData(0, Qt.Orientation.Horizontal))
    )
    assert header.sectionSize(0) >= you


def test_the_score_sheet_shows_every_players_column(qtbot: QtBot, window: MainWindow) -> None:
    """A wide sheet (five players of Moco!, whose current row is labelled "chips now") widens
    the side panel so no column hides behind a sideways scroll bar; the next, narrow sheet
    gives the table its room back."""
    from cardtable.ui.table import SIDE_WIDTH

    table = window.table
    sheet = table.score_panel.table
    seats = ("human",) + ("heuristic",) * 4
    window.start_game(GameSetup("moco", 5, seats, seed=2))
    wait_for_human(qtbot, window)
    qtbot.waitUntil(lambda: sheet.horizontalScrollBar().maximum() == 0, timeout=3000)
    header = sheet.horizontalHeader()
    assert all(not header.isSectionHidden(c) for c in range(header.count()))
    right = header.sectionViewportPosition(header.count() - 1) + header.sectionSize(
        header.count() - 1
    )
    assert right <= sheet.viewport().width()
    assert table.side.width() > SIDE_WIDTH
    window.start_game(GameSetup("mose", 2, ("human", "heuristic"), seed=2))
    wait_for_human(qtbot, window)
    qtbot.waitUntil(lambda: table.splitter.sizes()[1] == SIDE_WIDTH, timeout=3000)
