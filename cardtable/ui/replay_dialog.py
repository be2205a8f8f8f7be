"""Choosing a game to replay (Game ▸ Replay…) and, when that is not clear, whose view to show.

:class:`ReplayDialog` lists the finished games kept for replaying (newest first: when, the
game, the players and who won), then the saved games and the game left unfinished when Card
Table last closed, with **Open file…** for any other save. Files that cannot be read are listed
with their problem and cannot be chosen. Nothing here writes or removes a file.

:class:`ViewerDialog` asks whose view to show for a game still in progress with no single
person at the table (pass-and-play, or bots only): such a replay shows only what one seat could
see, so nobody is shown another player's hand by surprise.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.i18n import _, in_sentence
from cardtable.persistence.saves import SaveInfo
from cardtable.session.replay import Replay
from cardtable.ui.saves import saved_when

_PATH = Qt.ItemDataRole.UserRole


def describe_game(info: SaveInfo, finished: bool) -> str:
    """Two lines for the list: what it is and who won (or how far it got), then when and who."""
    if not info.ok:
        return _("⚠ {info}\ncannot be opened").format(info=info.name)
    p = info.preview
    if p is None:
        return _("{name}\nsaved {when}").format(name=info.name, when=saved_when(info.saved_at))
    first = (
        info.name if finished else f"{info.name} · {_(p.title)}, {in_sentence(p.progress_text())}"
    )
    return f"{first}\n{saved_when(info.saved_at)} · {', '.join(p.names)}"


class ReplayDialog(QDialog):
    """Finished and saved games to replay; ``chosen`` carries the path of the one to watch."""

    chosen = Signal(object)  # Path

    def __init__(
        self,
        finished: list[SaveInfo],
        saves: list[SaveInfo],
        folder: Path,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Replay a game"))
        self.folder = folder
        self.games: list[SaveInfo] = []
        layout = QHBoxLayout(self)
        self.list = QListWidget()
        self.list.setAccessibleName(_("Games to replay"))
        self.list.setMinimumWidth(380)
        self.list.setWordWrap(True)
        self._section(_("Finished games"), finished, finished=True)
        self._section(_("Saved games"), saves, finished=False)
        layout.addWidget(self.list, 1)
        side = QVBoxLayout()
        self.detail = QLabel("")
        self.detail.setObjectName("saveDetail")
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.detail.setMinimumWidth(280)
        side.addWidget(self.detail, 1)
        row = QHBoxLayout()
        self.file_button = QPushButton(_("Open file…"))
        self.file_button.setAccessibleName(_("Open a game file"))
        self.file_button.setToolTip(_("Replay a save file from anywhere"))
        close = QPushButton(_("Close"))
        close.setAccessibleName(_("Close"))
        self.watch_button = QPushButton(_("Watch"))
        self.watch_button.setObjectName("primary")
        self.watch_button.setAccessibleName(_("Watch the replay"))
        self.watch_button.setDefault(True)
        row.addWidget(self.file_button)
        row.addStretch(1)
        row.addWidget(close)
        row.addWidget(self.watch_button)
        side.addLayout(row)
        layout.addLayout(side, 1)
        self.watch_button.clicked.connect(self._watch)
        self.file_button.clicked.connect(self.browse)
        close.clicked.connect(self.reject)
        self.list.currentRowChanged.connect(self._show)
        self.list.itemActivated.connect(lambda _: self._watch())
        first = next((r for r in range(self.list.count()) if self._info(r) is not None), -1)
        if first < 0:
            self.detail.setText(
                _("No games to replay yet. Finished games are kept here, and so are your saves.")
            )
        self.list.setCurrentRow(first)
        self._show(first)
        self.resize(820, 440)

    def _section(self, title: str, infos: list[SaveInfo], finished: bool) -> None:
        if not infos:
            return
        head = QListWidgetItem(title)
        head.setFlags(Qt.ItemFlag.NoItemFlags)
        font = head.font()
        font.setBold(True)
        head.setFont(font)
        self.list.addItem(head)
        ordered = [i for i in infos if i.ok] + [i for i in infos if not i.ok]
        for info in ordered:
            text = describe_game(info, finished)
            item = QListWidgetItem(text)
            item.setData(_PATH, len(self.games))
            item.setData(Qt.ItemDataRole.AccessibleTextRole, text.replace("\n", ", "))
            self.games.append(info)
            self.list.addItem(item)

    def _info(self, row: int) -> SaveInfo | None:
        item = self.list.item(row)
        index = item.data(_PATH) if item is not None else None
        return self.games[index] if isinstance(index, int) else None

    def current(self) -> SaveInfo | None:
        return self._info(self.list.currentRow())

    def _show(self, row: int) -> None:
        info = self._info(row)
        self.watch_button.setEnabled(bool(info and info.ok))
        if info is None:
            return
        if not info.ok:
            self.detail.setText(
                f"<p><b>{html.escape(info.name)}</b></p><p>{html.escape(info.message())}</p>"
            )
            return
        p = info.preview
        parts = [f"<h3>{html.escape(info.name)}</h3>"]
        if p is not None:
            state = _("finished") if p.over else in_sentence(p.progress_text())
            lines = [
                _("Players: {names}").format(names=", ".join(p.names)),
                _("Scores: {standings}").format(standings=p.standings),
                _("Deal code {code}").format(code=p.deal),
            ]
            if not p.over:
                lines.append(_("Not finished: you will see only what one player saw."))
            parts.append(f"<p><b>{html.escape(_(p.title))}</b> · {html.escape(state)}</p>")
            parts += [f"<p>{html.escape(line)}</p>" for line in lines]
        parts.append(f"<p>{html.escape(saved_when(info.saved_at))}</p>")
        self.detail.setText("".join(parts))

    def _watch(self) -> None:
        info = self.current()
        if info is not None and info.ok:
            self.chosen.emit(info.path)

    def browse(self) -> QFileDialog:
        """Pick any save file (the dialog is returned for tests; it is not modal)."""
        files = QFileDialog(
            self, _("Replay a game file"), str(self.folder), _("Card Table games (*.json)")
        )
        files.setFileMode(QFileDialog.FileMode.ExistingFile)
        files.fileSelected.connect(lambda name: self.chosen.emit(Path(name)))
        files.open()
        return files


class ViewerDialog(QDialog):
    """Whose view to show of a game still in progress; ``chosen`` carries the seat."""

    chosen = Signal(int)

    def __init__(self, replay: Replay, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Whose view?"))
        layout = QVBoxLayout(self)
        text = QLabel(
            _(
                "This game of {info} is not finished, so the replay shows only what one "
                "player could see. Whose view should it show?"
            ).format(info=replay.info.title)
        )
        text.setWordWrap(True)
        layout.addWidget(text)
        self.list = QListWidget()
        self.list.setAccessibleName(_("Players"))
        humans = set(replay.humans())
        for seat, name in enumerate(replay.names):
            item = QListWidgetItem(name if seat in humans else _("{name} (bot)").format(name=name))
            item.setData(_PATH, seat)
            self.list.addItem(item)
        self.list.setCurrentRow(min(humans, default=0))
        self.list.itemActivated.connect(lambda _: self._ok())
        layout.addWidget(self.list)
        row = QHBoxLayout()
        cancel = QPushButton(_("Cancel"))
        cancel.clicked.connect(self.reject)
        self.ok_button = QPushButton(_("Show"))
        self.ok_button.setObjectName("primary")
        self.ok_button.setAccessibleName(_("Show this player's view"))
        self.ok_button.setDefault(True)
        self.ok_button.clicked.connect(self._ok)
        row.addStretch(1)
        row.addWidget(cancel)
        row.addWidget(self.ok_button)
        layout.addLayout(row)
        self.resize(420, 320)

    def _ok(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.accept()
            self.chosen.emit(int(item.data(_PATH)))
