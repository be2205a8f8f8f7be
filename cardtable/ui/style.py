"""The window's style sheet: dark green felt colours, gold accents."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QStyledItemDelegate

from cardtable.ui.a11y import speak_choices

STYLE = """
QMainWindow, #startScreen { background: #10281b; }
#startScreen QLabel { color: #f4f1e8; font-size: 15px; background: transparent; }
#startScreen QLabel#appTitle { font-size: 36px; font-weight: bold; color: #f1c75b; }
#startScreen QLabel#subtitle { color: #cfd8cf; font-size: 16px; }
#startScreen QLabel#gameTitle { font-size: 26px; font-weight: bold; color: #f1c75b; }
#startScreen QLabel#gameEntry { font-size: 15px; }
#setupPanel { background: #173a27; border: 1px solid #2f5c43; border-radius: 14px; }
#gameList { background: #173a27; color: #f4f1e8; border: 1px solid #2f5c43; border-radius: 14px;
            font-size: 15px; padding: 6px; }
#gameList::item { padding: 8px; border-radius: 10px; }
#gameList::item:selected { background: #2f6b48; color: #fff7dc; }
#actionBar { background: #14301f; border-top: 1px solid #2f5c43; }
#actionBar QLabel#prompt { color: #f1c75b; font-size: 15px; font-weight: bold; }
QPushButton { background: #2c5e41; color: #f4f1e8; border: 1px solid #4d8a66; border-radius: 8px;
              padding: 6px 14px; font-size: 14px; }
QPushButton:hover { background: #367352; }
QPushButton:focus { border: 2px solid #7fd3ff; }
QPushButton:disabled { color: #7d8c80; background: #1d3a29; border-color: #2f5c43; }
QPushButton#primary { background: #c9a13d; color: #1b1405; border-color: #f1c75b;
                      font-weight: bold; }
QAbstractSpinBox, QComboBox { background: #f4f1e8; border-radius: 6px; padding: 4px 6px;
                              font-size: 14px; }
QComboBox QAbstractItemView { background: #f4f1e8; color: #1b1405; outline: none;
                              selection-background-color: #2f6b48; selection-color: #fff7dc; }
QComboBox QAbstractItemView::item { min-height: 26px; padding: 0 8px; }
QComboBox QAbstractItemView::item:selected, QComboBox QAbstractItemView::item:hover {
    background: #2f6b48; color: #fff7dc; }
QTabWidget::pane { border: none; }
QTableView { background: #173a27; color: #f4f1e8; gridline-color: #2f5c43;
             selection-background-color: #2f6b48; border: none; font-size: 13px; }
QHeaderView { background: #173a27; }
QHeaderView::section { background: #14301f; color: #cfd8cf; border: none; padding: 4px; }
QTableCornerButton::section { background: #14301f; border: none; }
QScrollBar:vertical { background: #14301f; width: 12px; margin: 0; }
QScrollBar:horizontal { background: #14301f; height: 12px; margin: 0; }
QScrollBar::handle { background: #2f6b48; border-radius: 5px; min-height: 24px; min-width: 24px; }
QScrollBar::add-line, QScrollBar::sub-line { width: 0; height: 0; }
QScrollBar::add-page, QScrollBar::sub-page { background: none; }
QTabBar::tab { background: #14301f; color: #cfd8cf; padding: 6px 14px; }
QTabBar::tab:selected { background: #173a27; color: #f1c75b; }
QStatusBar { background: #0c1f14; color: #cfd8cf; }
QStatusBar QLabel { color: #cfd8cf; }
QLabel#dealLabel { color: #f1c75b; padding: 0 8px; }
QDialog, #rulesWindow, #sheetWindow { background: #10281b; }
QDialog QLabel { color: #f4f1e8; }
QLineEdit { background: #f4f1e8; color: #1b1405; border-radius: 6px; padding: 4px 6px;
            font-size: 14px; }
QLineEdit:focus, QComboBox:focus, QAbstractSpinBox:focus { border: 2px solid #7fd3ff; }
QCheckBox, QRadioButton { color: #f4f1e8; font-size: 14px; spacing: 6px; }
QRadioButton::indicator { width: 12px; height: 12px; border-radius: 8px;
                          border: 2px solid #cfd8cf; background: #173a27; }
QRadioButton::indicator:checked { background: #f1c75b; border: 2px solid #f4f1e8; }
QRadioButton::indicator:focus, QCheckBox::indicator:focus { border-color: #7fd3ff; }
QCheckBox::indicator { width: 14px; height: 14px; border-radius: 3px;
                       border: 2px solid #cfd8cf; background: #173a27; }
QCheckBox::indicator:checked { background: #f1c75b; border: 2px solid #f4f1e8; }
QListWidget { background: #173a27; color: #f4f1e8; border: 1px solid #2f5c43; border-radius: 8px;
              font-size: 14px; }
QListWidget::item { padding: 6px; }
QListWidget::item:selected { background: #2f6b48; color: #fff7dc; }
QTextBrowser { background: #173a27; color: #f4f1e8; border: 1px solid #2f5c43;
               border-radius: 10px; padding: 10px 16px; }
QTableWidget { background: #173a27; color: #f4f1e8; gridline-color: #2f5c43; }
#startScreen QLabel#formCaption { color: #f1c75b; font-size: 14px; font-weight: bold;
                                  padding-top: 4px; }
#startScreen QLabel#optionNote { color: #b9c9bd; font-size: 12px; }
#startScreen QLabel#botName { color: #f4f1e8; font-size: 13px; font-weight: bold; }
#startScreen QLabel#botNote { color: #cfd8cf; font-size: 13px; }
#startScreen QLabel#optionLabel { color: #f4f1e8; font-size: 14px; }
#startScreen QLabel#gameSummary { color: #dfe6df; font-size: 15px; }
#startScreen QLabel#seatNumber { color: #cfd8cf; font-size: 13px; min-width: 16px; }
QLabel#formError { color: #ff9a8a; font-weight: bold; }
#resumeCard { background: #3a3214; border: 1px solid #c9a13d; border-radius: 12px; }
#startScreen QLabel#resumeText { color: #fff3cc; font-size: 14px; }
QPushButton#link { background: transparent; border: 1px solid #4d8a66; color: #f1c75b;
                   padding: 4px 12px; }
QPushButton#link:hover { background: #214a33; }
QPushButton#extra { background: #1d4630; border-style: dashed; }
QPushButton[hinted="true"] { border: 3px solid #f1c75b; background: #3d6f4f; }
#overlayCard { background: #173a27; border: 2px solid #c9a13d; border-radius: 18px; }
#privacyScreen #overlayCard { background: #14301f; }
QLabel#overlayTitle { color: #f1c75b; font-size: 28px; font-weight: bold; }
QLabel#overlayText { color: #f4f1e8; font-size: 16px; }
QLabel#overlayNote { color: #cfd8cf; font-size: 13px; }
QLabel#standing { color: #f4f1e8; font-size: 17px; }
QLabel#standingWin { color: #f1c75b; font-size: 17px; font-weight: bold; }
#scorePanel QLabel#sheetHeading { color: #f1c75b; font-size: 13px; font-weight: bold; }
#scorePanel QLabel#sheetNote { color: #b9c9bd; font-size: 12px; }
#scorePanel QLabel#sheetDetail { color: #e8e2cf; font-size: 12px; }
#scorePanel, #sheetWindow #scorePanel { background: #173a27; }
#sheetWindow QLabel#sheetHeading { font-size: 17px; }
#sheetWindow QTableView { font-size: 15px; }
"""


def combo_box() -> QComboBox:
    """A combo box whose list draws its items with the style sheet's colours (the default
    list paints a hovered item as pale text on a pale bar, hard to read)."""
    box = QComboBox()
    box.setItemDelegate(QStyledItemDelegate(box))
    speak_choices(box)
    return box
