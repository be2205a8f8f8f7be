"""Every message box's buttons in German and Spanish: each text is its message's translation in
the catalogue (tests/ui/test_net_message_boxes.py opens the same boxes in English and answers
them)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from cardtable.i18n import set_language
from tests.i18n.catalogue import LANGS, read_catalogue
from tests.ui.test_net_message_boxes import (
    LEAVE,
    STAY,
    Answerer,
    host_from_window,
    open_notices,
    shown_window,
)


@pytest.fixture(params=LANGS)
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    before = QLocale()
    set_language(request.param)
    QLocale.setDefault(QLocale(request.param))
    yield request.param
    set_language("en")
    QLocale.setDefault(before)


@pytest.fixture(autouse=True)
def own_home(tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))


def test_every_message_box_button_is_translated(qtbot: QtBot, lang: str) -> None:
    catalogue = read_catalogue(lang)

    def translated(english: str) -> str:
        message = catalogue.get(english)
        assert message is not None and message.string, f"{english!r} is not translated"
        return str(message.string)

    win = shown_window(qtbot)
    try:
        notices = open_notices(win)
        assert len(notices) == 2
        for box in notices:
            assert [b.text() for b in box.buttons()] == [translated("OK")]
            box.close()
        host_from_window(qtbot, win)
        answer = Answerer(STAY)
        answer.arm()
        assert not win.leave_net()
        _text, buttons = answer.seen[0]
        assert sorted(buttons) == sorted([translated(LEAVE), translated(STAY)])
        assert win.findChildren(QMessageBox)
    finally:
        win.leave_net(ask=False)
        win.controller.shutdown()
