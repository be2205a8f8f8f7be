"""The window's status bar speaks for the page on show.

A table page has its status line (what happens at the table, also told to screen readers) and
the local table its deal code; both show only while that page does, so the start screen and a
replay never show a table's words or deal. A notice (:meth:`QStatusBar.showMessage`) has the
whole bar while it shows: Qt hides the lines meanwhile, and the deal code steps aside too, so a
long notice is not cut off under it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStatusBar, QWidget


def fit_status_bar(
    bar: QStatusBar,
    current: QWidget | None,
    lines: Sequence[tuple[QWidget, QWidget]],
    deal: QWidget,
    deal_page: QWidget | None,
) -> None:
    """Show each page's status line (``lines``: page and line) only while its page is
    ``current``, and the ``deal`` code only on ``deal_page`` while no notice shows."""
    explicit = Qt.WidgetAttribute.WA_WState_ExplicitShowHide
    for page, line in lines:
        # Qt hides the bar's widgets while a notice shows and shows them again after, unless
        # they were hidden on purpose: only that purpose is changed here.
        put_away = line.isHidden() and line.testAttribute(explicit)
        if page is current and put_away:
            if bar.currentMessage():
                line.setAttribute(explicit, False)  # back when the notice goes
            else:
                line.show()
        elif page is not current and not put_away:
            line.hide()
    deal.setVisible(deal_page is not None and deal_page is current and not bar.currentMessage())
