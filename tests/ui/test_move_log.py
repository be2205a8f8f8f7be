"""The move log shows every move whole at the panel's own width: long moves wrap onto more
lines instead of ending in "…", and the tooltip and a screen reader have the whole text."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from cardtable.ui.setup import GameSetup
from cardtable.ui.window import MainWindow
from tests.ui.helpers import window

__all__ = ["window"]


def test_long_moves_wrap_and_are_whole_for_the_tooltip_and_screen_reader(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.start_game(GameSetup("moxie", 4, ("heuristic",) * 4, seed=7))
    model = window.table.log
    view = window.table.log_view
    window.table.side.setCurrentWidget(view)
    controller = window.controller
    qtbot.waitUntil(lambda: model.rowCount() > 12 or controller.match.is_over(), timeout=60_000)
    controller.shutdown()  # the bots stop: the rows stay put while they are measured
    QApplication.processEvents()
    view.fit_rows()
    column = model.columnCount() - 1
    width = view.columnWidth(column)
    metrics = view.fontMetrics()
    longest = max(range(model.rowCount()), key=lambda r: len(model.line(r).text))
    text = model.line(longest).text
    assert metrics.horizontalAdvance(text) > width, "no move long enough to need two lines"
    top, bottom = view.rowAt(0), view.rowAt(view.viewport().height() - 1)
    shown = range(max(0, top), bottom + 1 if bottom >= 0 else model.rowCount())
    assert longest in shown or len(shown) > 8
    for row in shown:
        index = model.index(row, column)
        text = model.line(row).text
        room = QRect(0, 0, width - 8, 10_000)  # the cell's text margins
        needed = metrics.boundingRect(room, Qt.TextFlag.TextWordWrap, text).height()
        assert view.rowHeight(row) >= needed, f"row {row} is cut: {text!r}"
        assert index.data(Qt.ItemDataRole.ToolTipRole) == text
        said = index.data(Qt.ItemDataRole.AccessibleTextRole)
        assert text in said
    assert view.textElideMode() == Qt.TextElideMode.ElideNone


def test_before_the_deal_the_table_says_no_lone_of_13() -> None:
    """The round and its total go together: "Round 3" "of 13", and nothing before round 1."""
    from cardtable.ui.layout.games import layout_for

    def shown(values: dict[str, int]) -> list[str]:
        texts = [label.render(values) for label in layout_for("mose").values]
        return [t for t in texts if t is not None and "wild" not in t]

    assert shown({"round": 0, "rounds": 13}) == []
    assert shown({"round": 3, "rounds": 13}) == ["Round 3", "of 13"]
