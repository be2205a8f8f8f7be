"""Graphics items that show facts around the cards: seats' name plates, labels and panels.

They take no part in gestures: the scene (:mod:`cardtable.ui.scene`) sets their text and
place after every position; cards, slots and tokens are in :mod:`cardtable.ui.items`.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from cardtable.engine.events import is_you
from cardtable.i18n import _
from cardtable.ui import theme


class PlateItem(QGraphicsItem):
    """A seat's name plate: name, score, a line of detail, the turn marker and the dealer."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.rect = QRectF(0, 0, 120, 40)
        self.name = ""
        self.score = ""
        self.detail = ""
        self.turn = False
        self.thinking = False
        self.dealer = False
        self.winner = False
        self.you = False
        #: The score always starts the detail line (where the plate has one) rather than
        #: sitting after the name only while it fits there: a purse, whose width changes with
        #: every bet, stays in one spot.
        self.score_on_detail = False
        self.setZValue(5)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = rect

    def set_info(self, **fields: object) -> None:
        changed = False
        for key, value in fields.items():
            if getattr(self, key) != value:
                setattr(self, key, value)
                changed = True
        if changed:
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-10, -10, 10, 10)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        radius = min(12.0, r.height() * 0.3)
        if self.turn or self.winner:
            for i, alpha in enumerate((26, 40, 60)):
                grow = 7 - i * 2.5
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(241, 199, 91, alpha))
                painter.drawRoundedRect(
                    r.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow
                )
        painter.setBrush(theme.PLATE_FILL)
        edge = theme.GOLD if (self.turn or self.winner) else theme.PLATE_EDGE
        painter.setPen(QPen(edge, 2.0 if self.turn else 1.0))
        painter.drawRoundedRect(r, radius, radius)
        pad = max(6.0, r.height() * 0.16)
        inner = r.adjusted(pad, pad * 0.6, -pad, -pad * 0.6)
        two_lines = inner.height() >= 30
        name_h = inner.height() * (0.55 if two_lines else 1.0)
        name_px = min(18.0, max(10.0, name_h * 0.78))
        # The dealer button: at the start of the detail line where the plate has one (so the
        # name keeps its room), else before the name.
        x0 = inner.left()
        detail_x = x0
        if self.dealer:
            line_h = inner.height() - name_h if two_lines else name_h
            d = min(line_h if two_lines else name_h, 18.0 if two_lines else 20.0)
            top = inner.top() + (name_h + (line_h - d) / 2 if two_lines else (name_h - d) / 2)
            disc = QRectF(x0, top, d, d)
            painter.setPen(QPen(QColor(60, 50, 30), 1))
            painter.setBrush(QColor("#f6efe0"))
            painter.drawEllipse(disc)
            painter.setPen(QColor(40, 30, 20))
            painter.setFont(theme.font(d * 0.62, bold=True))
            painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, "D")
            if two_lines:
                detail_x += d + 4
            else:
                x0 += d + 5
        name_rect = QRectF(x0, inner.top(), inner.right() - x0, name_h)
        score_font = theme.font(name_px, bold=True)
        painter.setFont(score_font)
        score_w = painter.fontMetrics().horizontalAdvance(self.score) + 4 if self.score else 0
        # A long score (money) moves to the second line so the name keeps its room.
        name = self.name + (" " + _("(you)") if self.you and not is_you(self.name) else "")
        painter.setFont(theme.font(name_px, bold=True))
        name_w = painter.fontMetrics().horizontalAdvance(name)
        score_below = two_lines and (
            self.score_on_detail
            or score_w > name_rect.width() * 0.42
            or name_w + score_w + 4 > name_rect.width()
        )
        painter.setFont(score_font)
        if not score_below:
            painter.setPen(theme.GOLD if self.turn else theme.INK)
            painter.drawText(
                name_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, self.score
            )
        else:
            score_w = 0
        name_px, elided = name_fit(name, name_px, name_rect.width() - score_w - 4)
        painter.setFont(theme.font(name_px, bold=True))
        painter.setPen(theme.INK)
        painter.drawText(
            name_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, elided
        )
        if two_lines:
            detail = self.detail
            if self.thinking:
                detail = _("thinking…")
            elif self.turn and not detail:
                detail = _("to play")
            if score_below:
                detail = f"{self.score} · {detail}" if detail else self.score
            detail_rect = QRectF(
                detail_x, inner.top() + name_h, inner.right() - detail_x, inner.height() - name_h
            )
            painter.setFont(theme.font(min(13.0, max(9.0, detail_rect.height() * 0.78))))
            painter.setPen(theme.GOLD if (self.turn or self.thinking) else theme.INK_DIM)
            painter.drawText(
                detail_rect,
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                painter.fontMetrics().elidedText(
                    detail, Qt.TextElideMode.ElideRight, round(detail_rect.width())
                ),
            )
        if self.turn:
            # A small marker pointing into the table.
            tri = QPainterPath()
            cx = r.center().x()
            tri.moveTo(cx - 7, r.bottom() + 3)
            tri.lineTo(cx + 7, r.bottom() + 3)
            tri.lineTo(cx, r.bottom() + 10)
            tri.closeSubpath()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(theme.GOLD)
            painter.drawPath(tri)


def text_width(text: str, px: float, bold: bool = False) -> float:
    """How wide ``text`` (its widest line) is at ``px`` pixels, with a caption's margin."""
    from PySide6.QtGui import QFontMetricsF

    metrics = QFontMetricsF(theme.font(px, bold))
    return max(metrics.horizontalAdvance(line) for line in text.split("\n")) + 2


def name_fit(name: str, px: float, room: float) -> tuple[float, str]:
    """The size and text of a name on a plate ``room`` pixels wide: a name too long for a
    narrow plate is drawn smaller first (down to 9 pixels), and only then shortened, so a
    plate reads "Dmitri" rather than "D…"."""
    from PySide6.QtGui import QFontMetricsF

    if room <= 0:
        return px, name
    if QFontMetricsF(theme.font(px, True)).horizontalAdvance(name) > room:
        px = max(min(px, 9.0), fitting_size(name, px, room, bold=True))
    metrics = QFontMetricsF(theme.font(px, True))
    return px, metrics.elidedText(name, Qt.TextElideMode.ElideRight, room)


def fitting_size(text: str, px: float, width: float, bold: bool = False) -> float:
    """The font size (at most ``px``, at least 8 pixels) at which ``text`` (its widest line)
    is at most ``width`` wide."""
    from PySide6.QtGui import QFontMetricsF

    size = px
    lines = text.split("\n")
    while True:
        metrics = QFontMetricsF(theme.font(size, bold))
        wide = max(metrics.horizontalAdvance(line) for line in lines) + 2
        if wide <= width or size <= 8.0:
            return size
        # Text does not scale quite in proportion (hinting): aim a little under, then check.
        size = max(8.0, min(size * 0.97, size * (width - 2) / (wide - 2)))


class TextItem(QGraphicsItem):
    """A line of text centred on its position (captions, badges, value labels); more lines
    ("\n") go below the first (Moco!'s pile captions: the suit over its value)."""

    def __init__(self, px: float = 12.0, bold: bool = False, badge: bool = False) -> None:
        super().__init__()
        self.text = ""
        self.px = px
        self.bold = bold
        self.badge = badge
        self.colour = theme.INK_DIM
        self._rect = QRectF()
        #: What was last asked for (text, size, colour, width), to skip asking twice.
        self._shown: tuple[object, ...] = ()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(
        self,
        text: str,
        px: float | None = None,
        colour: QColor | None = None,
        max_width: float = 0.0,
    ) -> None:
        """Show ``text`` at ``px`` pixels; with ``max_width``, a line too long for it is drawn
        smaller (down to 8 pixels) and, if still too long, shortened with an ellipsis, so that
        neighbouring captions never run into each other."""
        px = self.px if px is None else px
        colour = self.colour if colour is None else colour
        key = (text, px, colour, max_width)
        if key == self._shown:
            return
        self._shown = key
        self.prepareGeometryChange()
        from PySide6.QtGui import QFontMetricsF

        pad = px * 0.9 if self.badge else 2
        if max_width > 0:
            px = fitting_size(text, px, max_width - pad + 2, self.bold)
        metrics = QFontMetricsF(theme.font(px, self.bold))
        lines = text.split("\n")
        if max_width > 0:
            elide = Qt.TextElideMode.ElideRight
            lines = [
                metrics.elidedText(line, elide, max_width - pad)
                if metrics.horizontalAdvance(line) + pad > max_width
                else line
                for line in lines
            ]
        text = "\n".join(lines)
        self.text, self.px, self.colour = text, px, colour
        w = max(metrics.horizontalAdvance(line) for line in lines) + pad
        h = metrics.height() + (self.px * 0.2 if self.badge else 0)
        if self.badge:
            w = max(w, h)
        # The first line is centred on the position; more lines go below it.
        self._rect = QRectF(-w / 2, -h / 2, w, h * len(lines))
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.badge:
            painter.setPen(QPen(QColor(255, 255, 255, 70), 1))
            painter.setBrush(QColor(10, 20, 14, 215))
            radius = self._rect.height() / 2
            painter.drawRoundedRect(self._rect, radius, radius)
        painter.setFont(theme.font(self.px, self.bold))
        if not self.badge:
            painter.setPen(QColor(0, 0, 0, 110))
            painter.drawText(self._rect.translated(0, 1), Qt.AlignmentFlag.AlignCenter, self.text)
        painter.setPen(self.colour)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)


class PanelItem(QGraphicsItem):
    """A rounded panel with lines of text: the value labels, the toast, the end-of-game banner."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.lines: list[tuple[str, float, bool, QColor]] = []
        self.fill = theme.PLATE_FILL
        self.edge = theme.PLATE_EDGE
        self.medallion = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_content(
        self,
        rect: QRectF,
        lines: list[tuple[str, float, bool, QColor]],
        medallion: bool = False,
    ) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = rect
        if lines != self.lines or medallion != self.medallion:
            self.lines = lines
            self.medallion = medallion
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 8)

    def text(self) -> str:
        return "\n".join(line[0] for line in self.lines)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.lines:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        radius = min(16.0, r.height() * 0.2)
        painter.setPen(QPen(self.edge, 1.2))
        painter.setBrush(self.fill)
        painter.drawRoundedRect(r, radius, radius)
        y = r.top() + 8
        room = r.width() - 16
        for i, (text, px, bold, colour) in enumerate(self.lines):
            f = theme.font(px, bold)
            if QFontMetricsF(f).horizontalAdvance(text) > room > 0:
                # Smaller, checked again (sizes do not scale text quite in proportion), and
                # shortened if even the smallest size is too wide: never cut at both ends.
                f = theme.font(fitting_size(text, px, room, bold), bold)
                text = QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight, room)
            painter.setFont(f)
            h = painter.fontMetrics().height()
            line_rect = QRectF(r.left() + 8, y, r.width() - 16, h)
            if i == 0 and self.medallion:
                d = min(r.width() - 16, px * 2.2)
                circle = QRectF(r.center().x() - d / 2, y, d, d)
                painter.setPen(QPen(theme.GOLD, 2.5))
                painter.setBrush(QColor(0, 0, 0, 60))
                painter.drawEllipse(circle)
                line_rect = circle
                h = round(d)
            painter.setPen(colour)
            painter.drawText(line_rect, Qt.AlignmentFlag.AlignCenter, text)
            y += h + 4

    def fit_height(self) -> float:
        from PySide6.QtGui import QFontMetricsF

        h = 16.0
        for i, (_text, px, bold, _colour) in enumerate(self.lines):
            lh = QFontMetricsF(theme.font(px, bold)).height()
            if i == 0 and self.medallion:
                lh = px * 2.2
            h += lh + 4
        return h
