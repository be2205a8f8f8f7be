"""The statistics dialog: for every game, games played and won, the best score, and how many of
them were played with the coach's help (assisted: a hint was shown)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cardtable.games import GAMES
from cardtable.i18n import N_, _
from cardtable.persistence.stats import GameStats
from cardtable.session.scoresheet import score_text
from cardtable.ui.i18n import translate_buttons

HEADERS = (
    N_("Game"),
    N_("Played"),
    N_("Solo"),
    N_("Won"),
    N_("Win rate"),
    N_("Best score"),
    N_("Pass-and-play"),
    N_("Assisted"),
)


def stats_row(game: str, stats: GameStats) -> tuple[str, ...]:
    rate = stats.win_rate
    return (
        GAMES[game].title if game in GAMES else game,
        str(stats.played),
        str(stats.solo),
        str(stats.won),
        f"{rate:.0%}" if rate is not None else "–",
        score_text(game, stats.best) if stats.best is not None else "–",
        str(stats.together),
        _("{count} ({won} won)").format(count=stats.assisted, won=stats.assisted_won)
        if stats.assisted
        else "–",
    )


class StatsDialog(QDialog):
    def __init__(
        self, stats: dict[str, GameStats], problem: str = "", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Statistics"))
        layout = QVBoxLayout(self)
        intro = QLabel(
            _(
                "Finished games with a person at the table. Solo games are one person "
                "against bots; wins and best scores count those. Mose's best is the lowest "
                "total. Assisted games are those in which the coach gave a hint; they are "
                "counted in the totals, but never set a best score."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        if problem:
            warning = QLabel(problem)
            warning.setObjectName("formError")
            warning.setWordWrap(True)
            layout.addWidget(warning)
        games = list(GAMES)
        self.table = QTableWidget(len(games), len(HEADERS))
        self.table.setHorizontalHeaderLabels([_(h) for h in HEADERS])
        self.table.setAccessibleName(_("Statistics per game"))
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        for r, game in enumerate(games):
            for c, text in enumerate(stats_row(game, stats.get(game, GameStats()))):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{_(HEADERS[c])}: {text}")
                self.table.setItem(r, c, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        translate_buttons(buttons)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(820, 320)
