"""The status line under the table: a long line is drawn shortened, never cut mid-word, and
never widens the bar; the whole text stays its text, its tooltip and what is spoken."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from cardtable.ui.a11y import Announcer


def test_a_long_line_is_shortened_on_screen_and_kept_whole(qtbot: QtBot) -> None:
    line = Announcer()
    qtbot.addWidget(line)
    line.resize(240, 30)
    line.show()
    text = "Hand 1 is over. You: +11 this round, 11 in all (6♥ on 14 makes 20: 2 points; " * 2
    line.announce(text)
    line.grab()  # paints it
    assert line.text() == text.strip()
    assert line.toolTip() == text.strip()  # the whole line on hover
    assert line.minimumSizeHint().width() <= 120  # a long line does not push the deal code
    line.announce("Your turn")
    line.grab()
    assert line.toolTip() == ""  # a line that fits needs no tooltip
