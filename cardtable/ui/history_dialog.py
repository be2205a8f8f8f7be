"""The hand history dialog: a game told move by move as text, to read, copy or save.

The text is :func:`cardtable.session.record.record_text`, the same as ``cardtable record FILE``
prints: a finished game shows every hand; an unfinished one only what the player at the table
may see (public cards only in pass-and-play). Saving writes a plain UTF-8 text file atomically
(:func:`~cardtable.persistence.files.atomic_write_text`), so a failed write leaves any file of
that name as it was.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.i18n import _
from cardtable.persistence.files import atomic_write_text

__all__ = ["HandHistoryDialog", "default_folder"]


def default_folder() -> Path:
    """Where a hand history is offered to be saved: the documents folder, else home."""
    docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    folder = Path(docs) if docs else Path.home()
    return folder if folder.is_dir() else Path.home()


class HandHistoryDialog(QDialog):
    """Shows a hand history with Save as text…, Copy and Close."""

    def __init__(
        self, heading: str, text: str, file_name: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Hand history"))
        self.setObjectName("historyDialog")
        self.text = text
        self.file_name = file_name
        #: The last file written, or the last problem (one sentence): for the status line.
        self.outcome = ""
        self.heading = QLabel(heading)
        self.heading.setObjectName("dialogHeading")
        self.heading.setWordWrap(True)
        self.body = QPlainTextEdit(text)
        self.body.setReadOnly(True)
        # A caret the arrows move, so a screen reader reads it line by line (read-only text has
        # none), and Tab leaves the text for the buttons.
        self.body.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByKeyboard
            | Qt.TextInteractionFlag.TextSelectableByMouse
        )
        self.body.setTabChangesFocus(True)
        self.body.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.body.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.body.setAccessibleName(_("Hand history"))
        self.status = QLabel("")
        self.status.setWordWrap(True)
        self.status.setAccessibleName(_("Saving"))
        self.save_button = QPushButton(_("Save as text…"))
        self.save_button.setObjectName("primary")
        self.copy_button = QPushButton(_("Copy"))
        self.close_button = QPushButton(_("Close"))
        self.save_button.clicked.connect(self.ask_and_save)
        self.copy_button.clicked.connect(self.copy)
        self.close_button.clicked.connect(self.accept)
        buttons = QHBoxLayout()
        buttons.addWidget(self.status, 1)
        for b in (self.save_button, self.copy_button, self.close_button):
            b.setAutoDefault(False)
            buttons.addWidget(b)
        self.close_button.setDefault(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.body, 1)
        layout.addLayout(buttons)
        self.resize(780, 620)
        self.body.setFocus()

    def ask_and_save(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self,
            _("Save the hand history"),
            str(default_folder() / self.file_name),
            _("Text files (*.txt);;All files (*)"),
        )
        if path:
            self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        """Write the history to ``path`` (atomically); says how it went in the dialog."""
        try:
            atomic_write_text(path, self.text)
        except OSError as exc:
            reason = exc.strerror or str(exc)
            self.outcome = _("The hand history could not be saved to {path}: {reason}.").format(
                path=path, reason=reason
            )
            self.status.setText(self.outcome)
            return False
        self.outcome = _("Saved to {path}").format(path=path)
        self.status.setText(self.outcome)
        return True

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.text)
        self.outcome = _("Copied to the clipboard")
        self.status.setText(self.outcome)
