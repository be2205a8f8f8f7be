"""The table follows the window's size, and Tab walks through cards, places and buttons."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from pytestqt.qtbot import QtBot

from cardtable.ui.items import CardItem
from cardtable.ui.plates import TextItem
from cardtable.ui.setup import GameSetup
from cardtable.ui.window import MainWindow
from tests.ui.helpers import start, window

__all__ = ["window"]


def _all_cards_inside(win: MainWindow) -> bool:
    scene = win.table.scene
    area = QRectF(0, 0, scene.width(), scene.height()).adjusted(-4, -4, 4, 4)
    items = [it for zone in scene.cards.values() for it in zone if it.isVisible()]
    return bool(items) and all(area.contains(it.pos()) for it in items)


def test_the_table_is_laid_out_again_when_the_window_is_resized(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(qtbot, window, GameSetup("moosehead", 6, ("human",) + ("heuristic",) * 5, seed=3))
    scene = window.table.scene
    small_unit = scene.layout.unit
    small_hand = scene.display_order("hand:0")[0].width
    assert _all_cards_inside(window)
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: scene.width() > 1400)
    assert scene.layout.unit > small_unit
    assert scene.display_order("hand:0")[0].width > small_hand
    assert _all_cards_inside(window)
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: scene.width() < 1400)
    assert _all_cards_inside(window)


def test_tab_goes_through_the_cards_then_leaves_the_table(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, GameSetup("moosehead", 2, ("human", "random"), seed=6))
    view = window.table.view
    gestures = window.table.gestures
    view.setFocus()
    stops = []
    for _ in range(len(gestures.focusables()) + 1):
        qtbot.keyClick(view, Qt.Key.Key_Tab)
        if not view.hasFocus():
            break
        stops.append(gestures.focus)
    hand = window.table.scene.display_order("hand:0")
    assert stops[: len(hand)] == hand
    assert all(isinstance(s, CardItem) for s in stops)
    # After the last card, Tab leaves the table for the buttons and menus.
    assert not view.hasFocus()


def test_captions_side_by_side_never_run_into_each_other(qtbot: QtBot, window: MainWindow) -> None:
    """Moco!'s six piles stand about a card apart, and their captions ("Leaves · 0") are
    wider than that on a small window beside the score sheet; they shrink to fit, whole."""
    window.resize(1280, 720)
    for game, players in (("moco", 4), ("moco", 5), ("moco", 2), ("mose", 8), ("mor", 4)):
        seats = ("human",) + ("heuristic",) * (players - 1)
        start(qtbot, window, GameSetup(game, players, seats, seed=3))
        captions = [c for c in window.table.scene.captions.values() if c.text]
        assert captions
        for cap in captions:
            assert "…" not in cap.text, (game, cap.text)
        _assert_apart(game, captions)
    # A window so small the captions must shrink (and may be shortened): still apart.
    window.resize(1024, 700)
    start(qtbot, window, GameSetup("moco", 5, ("human",) + ("heuristic",) * 4, seed=3))
    _assert_apart("moco", [c for c in window.table.scene.captions.values() if c.text])


def _assert_apart(game: str, captions: list[TextItem]) -> None:
    boxes = [c.mapRectToScene(c.boundingRect().adjusted(2, 2, -2, -2)) for c in captions]
    for i, a in enumerate(boxes):
        for j in range(i + 1, len(boxes)):
            assert not a.intersects(boxes[j]), (game, captions[i].text, captions[j].text)


def test_captions_stay_on_the_table_in_every_language(qtbot: QtBot, window: MainWindow) -> None:
    """The caption of a pile at the table's edge (Moco!'s cards set aside: "beiseitegelegt")
    was cut off by the window's edge."""
    from cardtable.i18n import set_language

    window.resize(1366, 768)
    for language in ("de", "es", "en"):
        set_language(language)
        for game, players in (("moco", 2), ("moco", 5), ("mose", 4), ("mor", 4)):
            seats = ("human",) + ("heuristic",) * (players - 1)
            start(qtbot, window, GameSetup(game, players, seats, seed=3))
            table = window.table.scene.sceneRect()
            for cap in window.table.scene.captions.values():
                if cap.text:
                    box = cap.mapRectToScene(cap.boundingRect().adjusted(2, 2, -2, -2))
                    assert table.contains(box), (language, game, cap.text, box, table)


def test_the_values_panel_reads_whole_on_a_small_window(qtbot: QtBot, window: MainWindow) -> None:
    """Moxie's hand value in Spanish ("Tu mano: una pareja de mesa de 5, 6 doble: 22") was
    wider than the panel on a small window: drawn squeezed, its first and last letters cut.
    A long line now takes more lines, and all the lines fit in the panel."""
    from cardtable.i18n import set_language
    from cardtable.ui.plates import text_width

    set_language("es")
    window.resize(1024, 600)
    start(qtbot, window, GameSetup("moxie", 5, ("human",) + ("heuristic",) * 4, seed=1))
    scene = window.table.scene
    values = dict(window.controller.snapshot().observation.values)
    values["my_hand"] = "una pareja de mesa de 5, 6 doble: 22"  # as late in a round
    assert scene.layout is not None
    scene.decor.update_values(scene.layout, values)
    panel = scene.values_panel
    room = panel.rect.width() - 16
    assert len(panel.lines) >= 3
    for text, px, bold, _colour in panel.lines[1:]:
        assert px >= 8
        assert text_width(text, px, bold) <= room, (text, px, room)
    assert panel.fit_height() <= panel.rect.height() + 0.5  # every line inside the panel


def test_a_name_on_a_narrow_plate_shrinks_before_it_is_shortened(qtbot: QtBot) -> None:
    """A right-hand seat's plate beside five players on a small window read "D…" for Dmitri."""
    from PySide6.QtGui import QFontMetricsF

    from cardtable.ui import theme
    from cardtable.ui.plates import name_fit

    room = QFontMetricsF(theme.font(9.0, True)).horizontalAdvance("Dmitri") + 2
    px, text = name_fit("Dmitri", 17.0, room)
    assert text == "Dmitri" and 9.0 <= px < 17.0
    px, text = name_fit("Bartholomew Maximilian", 17.0, room)
    assert px == 9.0 and text.endswith("…")
    assert name_fit("Ada", 17.0, 200.0) == (17.0, "Ada")  # room enough: as it was
