"""The rules help window: every game's rules in the project's own words, and help on the app."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QTextBrowser,
    QWidget,
)

from cardtable.games import GAMES
from cardtable.i18n import _
from cardtable.rules_help import APP_HELP, app_html, rules_for, rules_html

APP_PAGE = "app"

CSS = """
body { color: #f4f1e8; font-size: 15px; }
p, li { font-size: 15px; }
h1 { color: #f1c75b; font-size: 26px; margin-bottom: 2px; }
h2 { color: #f1c75b; font-size: 18px; margin-top: 16px; margin-bottom: 4px; }
h3 { color: #e8d9a8; font-size: 15px; margin-top: 10px; margin-bottom: 2px; }
p { margin-top: 4px; margin-bottom: 6px; line-height: 130%; }
p.meta { color: #cfd8cf; }
p.goal { font-size: 16px; }
li { margin-bottom: 3px; }
span.code { color: #9fb8a8; font-weight: normal; font-size: 12px; }
b { color: #fff3cc; }
"""


class RulesWindow(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Rules"))
        self.setObjectName("rulesWindow")
        layout = QHBoxLayout(self)
        self.pages = QListWidget()
        self.pages.setObjectName("rulesPages")
        self.pages.setAccessibleName(_("Rules pages"))
        self.pages.setFixedWidth(210)
        for info in GAMES.values():
            item = QListWidgetItem(info.title)
            item.setData(Qt.ItemDataRole.UserRole, info.id)
            self.pages.addItem(item)
        item = QListWidgetItem(_("Playing with Card Table"))
        item.setData(Qt.ItemDataRole.UserRole, APP_PAGE)
        self.pages.addItem(item)
        self.text = QTextBrowser()
        self.text.setObjectName("rulesText")
        self.text.setAccessibleName(_("Rules"))
        self.text.setOpenExternalLinks(False)
        self.text.document().setDefaultStyleSheet(CSS)
        layout.addWidget(self.pages)
        layout.addWidget(self.text, 1)
        self.pages.currentRowChanged.connect(self._show_row)
        self.resize(900, 640)
        self.pages.setCurrentRow(0)

    def _show_row(self, row: int) -> None:
        item = self.pages.item(row)
        if item is None:
            return
        page = str(item.data(Qt.ItemDataRole.UserRole))
        if page == APP_PAGE:
            self.text.setHtml(app_html(APP_HELP))
        else:
            rules = rules_for(page)
            info = GAMES[page]
            self.text.setHtml(rules_html(rules, info) if rules else f"<h1>{info.title}</h1>")
        self.setWindowTitle(_("Rules · {text}").format(text=item.text()))

    def show_page(self, page: str) -> None:
        """Show a game's rules (its id) or the app's help (``"app"``)."""
        for row in range(self.pages.count()):
            if self.pages.item(row).data(Qt.ItemDataRole.UserRole) == page:
                self.pages.setCurrentRow(row)
                return

    def page(self) -> str:
        item = self.pages.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item else ""
