"""Words on the table: Moxie's blind offered in order as money, its purse in one spot on the seat
plate whatever the amount, and the end-of-game race track telling a score past the target whole."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from cardtable.games.moxie.info import INFO
from cardtable.ui.newgame import SetupForm
from cardtable.ui.plates import PlateItem


def test_the_blind_is_offered_as_money_from_the_smallest(qtbot: QtBot) -> None:
    form = SetupForm()
    qtbot.addWidget(form)
    form.set_game("moxie")
    box = form.option_boxes["blind"]
    shown = [box.itemText(i) for i in range(box.count())]
    assert shown == ["5c", "1s", "2s", "2s 5c", "5s", "1g"]
    assert box.currentText() == "1s" and box.currentData() == INFO.option("blind").default
    assert box.accessibleName() == "Blind"  # no "(copper)" beside amounts shown as money
    assert form.options()["blind"] == 10


def _name_line(plate: PlateItem) -> QImage:
    """The plate drawn, cut to its name line."""
    image = QImage(260, 70, QImage.Format.Format_ARGB32)
    image.fill(QColor("black"))
    painter = QPainter(image)
    painter.translate(10, 10)
    plate.paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    return image.copy(0, 0, 260, 32)


def test_a_purse_stays_on_the_detail_line_whatever_its_width(qtbot: QtBot) -> None:
    """A purse on the name line while short and below it once a bet makes it "4g 8s 5c" would
    jump about the plate: a money plate keeps it on the detail line."""
    plate = PlateItem(0)
    plate.set_rect(QRectF(0, 0, 220, 50))
    plate.set_info(name="Ada", score="", score_on_detail=True)
    empty = _name_line(plate)
    for purse in ("5g", "4g 8s 5c"):
        plate.set_info(score=purse)
        assert _name_line(plate) == empty, purse  # nothing of the purse on the name line
    # A plate for points keeps a short score after the name.
    plate.set_info(score="12", score_on_detail=False)
    assert _name_line(plate) != empty


def test_the_race_track_tells_a_score_past_the_target_whole(qtbot: QtBot) -> None:
    """A winner on 51 is shown and told at 51, its marker on the finish line, not at "50"."""
    from cardtable.session.scoresheet import Track
    from cardtable.ui.scoresheet import RaceTrack

    track = RaceTrack()
    qtbot.addWidget(track)
    track.set_track(Track(50, (51, 30)), ("Ada", "Bo"), frozenset({0}))
    assert track.accessibleDescription() == "Race to 50: Ada 51, Bo 30"
    track.resize(480, track.height())
    track.grab()  # draws without complaint
