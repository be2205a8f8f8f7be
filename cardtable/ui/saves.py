"""Dialogs for named saves: "Save as" (a name) and "Open" (the list with previews).

The open dialog lists every save in the saves folder, newest first, with its preview (game,
progress, players, public standings: never a card). A save that is damaged or comes from a newer
Card Table is listed with the reason and where the file is; it cannot be opened or deleted from
here, so it is never lost.
"""

from __future__ import annotations

import html
import time
from pathlib import Path

from PySide6.QtCore import QDateTime, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.i18n import _, language
from cardtable.persistence.saves import SaveInfo
from cardtable.ui.i18n import translate_buttons


def saved_when(t: float) -> str:
    if t <= 0:
        return ""
    now = time.localtime()
    then = time.localtime(t)
    if then[:3] == now[:3]:
        return _("today {time}").format(time=time.strftime("%H:%M", then))
    if language() == "en":
        return time.strftime("%d %b %Y %H:%M", then)
    return QLocale().toString(QDateTime.fromSecsSinceEpoch(int(t)), QLocale.FormatType.ShortFormat)


def describe_save(info: SaveInfo) -> str:
    """Two lines for a list: the name, then the preview (or the problem)."""
    if not info.ok:
        newer = info.problem is not None and info.problem.value == "newer"
        kind = _("made by a newer Card Table") if newer else _("damaged: cannot be opened")
        return f"⚠ {info.name}\n{kind}"
    preview = info.preview
    what = f"{_(preview.title)} · {preview.progress_text()}" if preview else _("a saved game")
    if info.live:
        what = _("{what} (where you left it)").format(what=what)
    return _("{info}\n{what} · saved {saved_when}").format(
        info=info.name, what=what, saved_when=saved_when(info.saved_at)
    )


class SaveAsDialog(QDialog):
    """Asks for a name; ``chosen`` carries it when the player saves."""

    chosen = Signal(str)

    def __init__(self, suggestion: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Save the game"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(_("Save this game as:")))
        self.name = QLineEdit(suggestion)
        self.name.setAccessibleName(_("Name of the saved game"))
        self.name.selectAll()
        layout.addWidget(self.name)
        self.error = QLabel("")
        self.error.setObjectName("formError")
        self.error.setWordWrap(True)
        self.error.hide()
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        translate_buttons(buttons)
        buttons.accepted.connect(self._save)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(420, 150)

    def _save(self) -> None:
        name = self.name.text().strip()
        if not name:
            self.show_error(_("Please give the game a name."))
            return
        self.chosen.emit(name)

    def show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.show()


class OpenDialog(QDialog):
    """The list of saved games; ``chosen`` carries the path of the one to open."""

    chosen = Signal(object)  # Path
    delete_requested = Signal(object)  # Path

    def __init__(self, saves: list[SaveInfo], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Open a saved game"))
        # Games that open first, newest first; files with a problem after them.
        self.saves = [i for i in saves if i.ok] + [i for i in saves if not i.ok]
        layout = QHBoxLayout(self)
        self.list = QListWidget()
        self.list.setAccessibleName(_("Saved games"))
        self.list.setMinimumWidth(340)
        self.list.setWordWrap(True)
        for info in self.saves:
            item = QListWidgetItem(describe_save(info))
            item.setData(Qt.ItemDataRole.UserRole, str(info.path))
            item.setData(Qt.ItemDataRole.AccessibleTextRole, describe_save(info))
            self.list.addItem(item)
        layout.addWidget(self.list, 1)
        side = QVBoxLayout()
        self.detail = QLabel("")
        self.detail.setObjectName("saveDetail")
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.detail.setMinimumWidth(300)
        side.addWidget(self.detail, 1)
        row = QHBoxLayout()
        self.open_button = QPushButton(_("Open"))
        self.open_button.setObjectName("primary")
        self.open_button.setDefault(True)
        self.delete_button = QPushButton(_("Delete"))
        close = QPushButton(_("Close"))
        row.addWidget(self.delete_button)
        row.addStretch(1)
        row.addWidget(close)
        row.addWidget(self.open_button)
        side.addLayout(row)
        layout.addLayout(side, 1)
        self.open_button.clicked.connect(self._open)
        self.delete_button.clicked.connect(self._delete)
        close.clicked.connect(self.reject)
        self.list.currentRowChanged.connect(self._show)
        self.list.itemActivated.connect(lambda _: self._open())
        if not self.saves:
            self.detail.setText(_("No saved games yet. Use Game ▸ Save as… during a game."))
        else:
            self.list.setCurrentRow(0)
        self._show(self.list.currentRow())
        self.resize(780, 420)

    def current(self) -> SaveInfo | None:
        row = self.list.currentRow()
        return self.saves[row] if 0 <= row < len(self.saves) else None

    def _show(self, row: int) -> None:
        info = self.current()
        self.open_button.setEnabled(bool(info and info.ok))
        self.delete_button.setEnabled(bool(info and info.ok))
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
            lines = [
                _("Players: {names}").format(names=", ".join(p.names)),
                _("Scores: {standings}").format(standings=p.standings),
                _("Deal code {code} · {moves} moves").format(code=p.deal, moves=p.moves),
            ]
            parts.append(
                f"<p><b>{html.escape(_(p.title))}</b> · {html.escape(p.progress_text())}</p>"
            )
            parts += [f"<p>{html.escape(line)}</p>" for line in lines]
        saved = _("Saved {when}").format(when=saved_when(info.saved_at))
        parts.append(f"<p>{html.escape(saved)}</p>")
        self.detail.setText("".join(parts))

    def _open(self) -> None:
        info = self.current()
        if info is not None and info.ok:
            self.chosen.emit(info.path)

    def _delete(self) -> None:
        info = self.current()
        if info is not None and info.ok:
            self.delete_requested.emit(info.path)

    def remove(self, path: Path) -> None:
        for row, info in enumerate(self.saves):
            if info.path == path:
                self.saves.pop(row)
                self.list.takeItem(row)
                break
        self._show(self.list.currentRow())
