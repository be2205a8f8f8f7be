"""The card-art cache keeps what is on the table at its current size, not every face at every
size it has seen: a window kept open all evening, resized now and then, playing one game after
another, holds one game's faces at one size (``CardArt.retain``, called by the table's scene
when it is resized or laid out afresh)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from pytestqt.qtbot import QtBot

from cardtable.engine.cards import decktet_deck, std_card
from cardtable.ui.art import CardArt
from cardtable.ui.paths import AppPaths
from cardtable.ui.setup import GameSetup
from cardtable.ui.window import MainWindow
from tests.ui.helpers import wait_for_human


@pytest.fixture
def art(qapp: object) -> Iterator[CardArt]:
    yield CardArt()


def _card_keys(art: CardArt) -> list[tuple[object, ...]]:
    return [key for key in art.cached_keys() if key[0] not in ("chip", "coin", "suit")]


def test_retain_keeps_the_sizes_ratio_and_decks_asked_for(art: CardArt) -> None:
    face = std_card(12, "H")
    decktet = decktet_deck()[0]
    for width in (60, 72, 90):
        for dpr in (1.0, 2.0):
            art.card_pixmap(face, width, dpr)
            art.card_pixmap(None, width, dpr)
            art.card_pixmap(decktet, width, dpr)
    art.chip_pixmap("Moons", 20)
    kept = art.card_pixmap(face, 72, 2.0)

    art.retain({72}, 2.0, {"std"})

    assert sorted(_card_keys(art)) == sorted([("back", art.back, 72, 2.0), ("std", "QH", 72, 2.0)])
    assert art.card_pixmap(face, 72, 2.0) is kept  # still the same pixmap, not drawn again
    assert art.cached_pixmaps() == 3  # and the chip, which is not a card
    assert art.cache_bytes == 2 * (144 * 202 * 4) + 20 * 20 * 4
    # The Decktet's file is let go as well; the standard deck's, the back's and the chip's stay.
    assert {path.parent.name for path, _ in art._renderers} == {"std", "backs", "chips"}


def _window(qtbot: QtBot, home: Path) -> MainWindow:
    win = MainWindow(paths=AppPaths.under(home))
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    win.controller.bot_delay_ms = 0
    win.table.animator.speed = 50.0
    return win


def _on_table(win: MainWindow) -> tuple[set[int], set[str]]:
    """The widths the table's cards are drawn at, and the decks of the faces it shows."""
    items = [it for items in win.table.scene.cards.values() for it in items]
    widths = {max(8, round(it.width)) for it in items}
    decks = {CardArt.deck_of(it.card) for it in items if it.card is not None}
    return widths, decks


def test_after_many_resizes_the_cache_holds_only_the_current_sizes_faces(
    qtbot: QtBot, tmp_path: Path
) -> None:
    win = _window(qtbot, tmp_path)
    win.start_game(GameSetup("mor", 4, ("human",) + ("heuristic",) * 3, seed=7))
    wait_for_human(qtbot, win)
    view = win.table.view
    seen: set[int] = set()
    for width, height in ((1024, 640), (1600, 900), (1200, 800), (1440, 860), (1100, 700)):
        before = view.viewport().size()
        win.resize(width, height)

        def resized(before: QSize = before) -> bool:
            return view.viewport().size() != before

        qtbot.waitUntil(resized, timeout=5_000)
        view.viewport().grab()  # painted at the new size
        widths, decks = _on_table(win)
        seen |= widths
        keys = _card_keys(win.art)
        assert keys, "nothing was drawn: nothing was tested"
        assert {key[2] for key in keys} <= widths, f"sizes kept from before: {keys}"
        assert {key[3] for key in keys} == {view.devicePixelRatioF()}
        assert {str(key[0]) for key in keys} <= decks | {"back"}
    assert len(seen) > len(_on_table(win)[0]), "the cards never changed size: nothing was tested"
    win.controller.shutdown()


def test_a_new_game_lets_the_last_games_deck_go(qtbot: QtBot, tmp_path: Path) -> None:
    win = _window(qtbot, tmp_path)
    win.start_game(GameSetup("moco", 2, ("human", "heuristic"), seed=3))
    wait_for_human(qtbot, win)
    win.table.view.viewport().grab()
    assert any(key[0] == "decktet" for key in _card_keys(win.art))

    win.start_game(GameSetup("moosehead", 2, ("human", "heuristic"), seed=3))
    wait_for_human(qtbot, win)
    qtbot.waitUntil(lambda: not win.table.animator.busy())  # the cache is trimmed once still
    win.table.view.viewport().grab()

    keys = _card_keys(win.art)
    assert {str(key[0]) for key in keys} <= {"std", "back"}, keys
    assert {key[2] for key in keys} <= _on_table(win)[0]
    assert all(path.parent.name != "decktet" for path, _ in win.art._renderers)
    win.controller.shutdown()
