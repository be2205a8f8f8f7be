"""An empty place's label ("new meld") fits its place in every language, at every table size."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from cardtable.i18n import set_language
from cardtable.ui.items import SLOT_LABEL_PX, SlotItem
from cardtable.ui.plates import text_width
from cardtable.ui.window import MainWindow
from tests.tool_scripts import load
from tests.ui.helpers import window

#: Bots play a seeded game to a moment worth showing (the screenshot tool's positions).
telling_position = load("screenshot").telling_position

__all__ = ["window"]

TABLES = [(700, 460), (900, 560), (1024, 640), (1366, 768), (1920, 1080)]


@pytest.fixture
def language() -> Iterator[None]:
    yield
    set_language("en")


def labelled(window: MainWindow) -> list[SlotItem]:
    return [s for s in window.table.scene.slots.values() if s.empty and s.label]


@pytest.mark.parametrize("lang", ["en", "de", "es"])
@pytest.mark.parametrize(("game", "players"), [("mose", 4), ("mor", 4), ("mor", 2)])
def test_every_new_meld_label_fits_its_place(
    qtbot: QtBot, window: MainWindow, language: None, lang: str, game: str, players: int
) -> None:
    set_language(lang)
    window.controller.bot_delay_ms = 10**6
    window.controller.set_match(telling_position(game, players, 1))
    qtbot.waitUntil(lambda: bool(labelled(window)))
    scene = window.table.scene
    words = {w for s in labelled(window) for w in s.label.split()}
    assert lang == "en" or words.isdisjoint({"new", "New", "meld"})  # translated
    for size in TABLES:
        scene.set_size(*size)
        slots = labelled(window)
        assert slots, size
        for slot in slots:
            px, lines = slot.label_lines()
            room = slot.rect.width() + 6 - 8
            assert px >= SLOT_LABEL_PX - 0.01, (slot.label, size, px)
            assert " ".join(lines).split() == slot.label.split(), (lines, size)  # not shortened
            for line in lines:
                assert text_width(line, px) <= room + 0.5, (line, size, slot.rect.width())
