"""The window's style sheet: dark green felt colours, gold accents."""

from __future__ import annotations

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
QPushButton#primary { background: #c9a13d; color: #1b1405; border-color: #f1c75b;
                      font-weight: bold; }
QSpinBox, QComboBox { background: #f4f1e8; border-radius: 6px; padding: 4px 6px; font-size: 14px; }
QTabWidget::pane { border: none; }
QTableView { background: #173a27; color: #f4f1e8; gridline-color: #2f5c43;
             selection-background-color: #2f6b48; border: none; font-size: 13px; }
QHeaderView::section { background: #14301f; color: #cfd8cf; border: none; padding: 4px; }
QTabBar::tab { background: #14301f; color: #cfd8cf; padding: 6px 14px; }
QTabBar::tab:selected { background: #173a27; color: #f1c75b; }
QStatusBar { background: #0c1f14; color: #cfd8cf; }
"""
