"""Graphics items of the table a player handles: cards, zone slots, chips and coins.

Items only draw; mouse presses, moves and releases are handed to the scene's gesture handler
(:class:`cardtable.ui.interaction.Gestures`), so dragging works with plain mouse events that
tests can send. Card faces come from :class:`cardtable.ui.art.CardArt`'s pixmap cache at the
view's device pixel ratio. The items that only show facts (name plates, labels, panels) are in
:mod:`cardtable.ui.plates`.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from cardtable.engine.cards import Card
from cardtable.i18n import _
from cardtable.ui import theme
from cardtable.ui.plates import fitting_size, text_width

if TYPE_CHECKING:
    from cardtable.ui.art import CardArt


class Handler(Protocol):
    def press(self, item: QGraphicsItem, event: QGraphicsSceneMouseEvent) -> None: ...
    def move(self, item: QGraphicsItem, event: QGraphicsSceneMouseEvent) -> None: ...
    def release(self, item: QGraphicsItem, event: QGraphicsSceneMouseEvent) -> None: ...
    def double(self, item: QGraphicsItem, event: QGraphicsSceneMouseEvent) -> None: ...


def _dpr(painter: QPainter) -> float:
    device = painter.device()
    return device.devicePixelRatioF() if device is not None else 1.0


def blit(painter: QPainter, rect: QRectF, pixmap: QPixmap) -> None:
    """Draw ``pixmap`` into ``rect``, pixel for pixel where that is what it would look like.

    The art is rendered at the size it is shown, but layouts place cards at fractional sizes
    and positions, and a smoothed draw of a pixmap 62.66 pixels wide at x = 300.3 costs some
    40 times a plain copy of the same pixels (216 against 5 µs for a card). So when the painter
    only moves things (no scaling beyond the screen's pixel ratio, no turning) and the pixmap is
    within a pixel of the target's size, it is copied to the nearest whole device pixel; a
    flipping or flying card is still drawn scaled.
    """
    t = painter.deviceTransform()
    dpr = pixmap.devicePixelRatio()
    if (
        t.m12() == 0.0
        and t.m21() == 0.0
        and abs(t.m11() - dpr) < 1e-6
        and abs(t.m22() - dpr) < 1e-6
        and abs(pixmap.width() - rect.width() * dpr) <= 1.5
        and abs(pixmap.height() - rect.height() * dpr) <= 1.5
    ):
        # Centre the pixmap on the rectangle, moved by under a pixel so that its corner falls on
        # a whole device pixel (the transform stays as it is: it may hold an offset of the device
        # it paints on).
        x = rect.center().x() - pixmap.width() / dpr / 2
        y = rect.center().y() - pixmap.height() / dpr / 2
        sx, sy = t.m11() * x + t.dx(), t.m22() * y + t.dy()
        painter.drawPixmap(QPointF(x + (round(sx) - sx) / dpr, y + (round(sy) - sy) / dpr), pixmap)
        return
    painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))


class _Interactive(QGraphicsItem):
    """Forwards mouse events to the scene's handler."""

    handler: Handler | None = None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.handler is None or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        event.accept()
        self.handler.press(self, event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.handler is not None:
            self.handler.move(self, event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.handler is not None:
            self.handler.release(self, event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.handler is not None and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            self.handler.double(self, event)


class CardItem(_Interactive):
    """One card, face up (``card`` set) or face down (``card`` None), centred on its position."""

    def __init__(self, art: CardArt, card: Card | None, zone: str, ratio: float) -> None:
        super().__init__()
        self.art = art
        self.card = card
        #: The card this item stands for in the latest position (its face may still be turning).
        self.known = card
        self.zone = zone
        self.ratio = ratio
        self.width = 60.0
        self.selected = False
        self.focused = False
        self.movable = False
        #: Horizontal squeeze while turning over (1 = flat, 0 = edge on).
        self.flip = 1.0
        #: Under other cards of a pile: not drawn unless moving.
        self.buried = False
        #: Paper edges drawn under the card to show how thick its pile is.
        self.depth = 0
        #: Set by the animator while the item moves.
        self.in_motion = False
        #: Done with and set apart (Moosehead's cards of a count already over): drawn dimmed.
        self.dimmed = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)

    # --- geometry --------------------------------------------------------------------------------

    @property
    def height(self) -> float:
        return self.width * self.ratio

    def set_width(self, width: float) -> None:
        if abs(width - self.width) > 0.01:
            self.prepareGeometryChange()
            self.width = width

    def set_card(self, card: Card | None) -> None:
        if card != self.card:
            self.card = card
            self.update()

    def set_flip(self, value: float) -> None:
        if value != self.flip:
            self.flip = value
            self.update()

    def set_pile(self, buried: bool, depth: int) -> None:
        if buried != self.buried or depth != self.depth:
            if depth != self.depth:
                self.prepareGeometryChange()
            self.buried, self.depth = buried, depth
            self.update()

    def set_dimmed(self, dimmed: bool) -> None:
        if dimmed != self.dimmed:
            self.dimmed = dimmed
            self.update()

    def set_marks(self, selected: bool | None = None, focused: bool | None = None) -> None:
        changed = False
        if selected is not None and selected != self.selected:
            self.selected, changed = selected, True
        if focused is not None and focused != self.focused:
            self.focused, changed = focused, True
        if changed:
            self.update()

    def card_rect(self) -> QRectF:
        return QRectF(-self.width / 2, -self.height / 2, self.width, self.height)

    def boundingRect(self) -> QRectF:
        m = theme.shadow_margin(self.width) + 4 + self.depth * 1.2
        w, h = self.width, self.height
        return QRectF(-w / 2 - m, -h / 2 - m, w + 2 * m, h + 2 * m + m * 0.5)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect())
        return path

    def accessible_name(self) -> str:
        return self.card.long_name if self.card is not None else _("a face-down card")

    # --- drawing ---------------------------------------------------------------------------------

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.buried and not self.in_motion:
            return
        dpr = _dpr(painter)
        w, h = self.width, self.height
        if self.flip != 1.0:
            painter.scale(max(0.02, self.flip), 1.0)
        m = theme.shadow_margin(w)
        lift = 1.6 if self.selected else 1.0
        shadow = theme.shadow_pixmap(w, h, dpr)
        d = self.depth * 1.2
        blit(
            painter,
            QRectF(-w / 2 - m + d, -h / 2 - m + m * 0.45 * lift + d, w + 2 * m, h + 2 * m),
            shadow,
        )
        if self.depth:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(QColor(90, 84, 72), 0.8))
            radius = w * 0.06
            for i in range(self.depth, 0, -1):
                painter.setBrush(QColor(238, 232, 218) if i % 2 else QColor(214, 207, 192))
                painter.drawRoundedRect(
                    self.card_rect().translated(i * 1.2, i * 1.2), radius, radius
                )
        pixels = max(8, round(w))
        if self.in_motion:
            # A card growing or shrinking in flight changes width every frame: draw it from one
            # of a few shared sizes (scaled a little) instead of rendering and caching each one.
            pixels = -(-pixels // 16) * 16
        pixmap = self.art.card_pixmap(self.card, pixels, dpr)
        blit(painter, self.card_rect(), pixmap)
        if self.dimmed:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(_DIM)
            radius = w * 0.06
            painter.drawRoundedRect(self.card_rect(), radius, radius)
        if self.selected or self.focused:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            radius = w * 0.06
            if self.selected:
                painter.setPen(QPen(theme.SELECT_EDGE, max(2.0, w * 0.035)))
                painter.setBrush(QColor(255, 217, 102, 28))
                painter.drawRoundedRect(self.card_rect().adjusted(1, 1, -1, -1), radius, radius)
            if self.focused:
                pen = QPen(theme.FOCUS_EDGE, max(2.0, w * 0.03))
                pen.setStyle(Qt.PenStyle.DashLine)
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(self.card_rect().adjusted(-3, -3, 3, 3), radius, radius)


#: The least size of an empty place's label ("new meld"), and the room kept beside it.
SLOT_LABEL_PX = 10.0
_LABEL_PAD = 8.0


def slot_label_width(label: str) -> float:
    """How wide an empty place must be for ``label``'s longest word at a readable size (0 for
    no label): the layout widens a narrow place to this."""
    words = label.split()
    if not words:
        return 0.0
    return max(text_width(w, SLOT_LABEL_PX) for w in words) + _LABEL_PAD - 6


#: The veil over a card set apart: the felt's dark green, so the card seems to sink into it.
_DIM = QColor(10, 40, 24, 120)


class SlotState(enum.Enum):
    IDLE = 0
    TARGET = 1  # a legal place for the cards being moved
    HOVER = 2  # the legal place under the pointer (or the keyboard focus)


class SlotItem(_Interactive):
    """A zone's place on the table: its outline when empty, and the drop highlight."""

    def __init__(self, zone: str) -> None:
        super().__init__()
        self.zone = zone
        self.rect = QRectF()
        self.empty = True
        self.state = SlotState.IDLE
        self.focused = False
        self.label = ""
        self.clickable = False
        self.setZValue(-50)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = rect

    def set_state(
        self, state: SlotState | None = None, empty: bool | None = None, focused: bool | None = None
    ) -> None:
        changed = False
        if state is not None and state != self.state:
            self.state, changed = state, True
        if empty is not None and empty != self.empty:
            self.empty, changed = empty, True
        if focused is not None and focused != self.focused:
            self.focused, changed = focused, True
        if changed:
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -6, 6, 6)

    def drawn(self) -> bool:
        """Whether the place shows anything: an outline while empty, a highlight, the focus."""
        return self.empty or self.state is not SlotState.IDLE or self.focused

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.drawn():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect.adjusted(-3, -3, 3, 3)
        radius = min(10.0, r.width() * 0.08)
        if self.state is SlotState.IDLE:
            pen = QPen(theme.SLOT_EDGE, 1.5)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(theme.SLOT_FILL)
        else:
            hover = self.state is SlotState.HOVER
            painter.setPen(QPen(theme.GOLD, 3.0 if hover else 2.0))
            painter.setBrush(theme.HOVER_FILL if hover else theme.TARGET_FILL)
        painter.drawRoundedRect(r, radius, radius)
        if self.focused:
            pen = QPen(theme.FOCUS_EDGE, 2.5)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), radius + 2, radius + 2)
        if self.label and self.empty:
            px, lines = self.label_lines()
            painter.setPen(theme.INK_DIM)
            painter.setFont(theme.font(px))
            # Clipped: text past the place would stay behind when it moves. The view does not
            # save the painter's state between items, so this item does.
            painter.save()
            painter.setClipRect(r)
            painter.drawText(r, Qt.AlignmentFlag.AlignCenter, "\n".join(lines))
            painter.restore()

    def label_lines(self) -> tuple[float, list[str]]:
        """The label's size and lines inside the place: a word a line where the words do not
        fit side by side ("neue" over "Meldung"), small enough that its longest word fits
        across (the layout makes an empty place as wide as that needs at a readable size),
        and shortened with an ellipsis only if even the smallest size is too wide."""
        room = self.rect.width() + 6 - _LABEL_PAD
        px = min(14.0, max(SLOT_LABEL_PX, self.rect.height() * 0.14))
        words = self.label.split()
        if not words:
            return px, []
        widest = max(words, key=lambda w: text_width(w, px))
        px = fitting_size(widest, px, room)
        if px < SLOT_LABEL_PX and text_width(widest, SLOT_LABEL_PX) <= room:
            px = SLOT_LABEL_PX  # the search for a size steps past the least it needs
        lines: list[str] = []
        for word in words:
            if lines and text_width(f"{lines[-1]} {word}", px) <= room:
                lines[-1] = f"{lines[-1]} {word}"
            else:
                lines.append(word)
        metrics = QFontMetricsF(theme.font(px))
        elide = Qt.TextElideMode.ElideRight
        return px, [metrics.elidedText(line, elide, room - 2) for line in lines]


class TokenItem(_Interactive):
    """A stack of chips or coins of one kind, with its amount."""

    def __init__(self, art: CardArt, zone: str, token: str) -> None:
        super().__init__()
        self.art = art
        self.zone = zone
        self.token = token
        self.amount = 0
        self.diameter = 30.0
        self.movable = False
        self.focused = False
        self.money = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_amount(self, amount: int) -> None:
        if amount != self.amount:
            self.amount = amount
            self.update()

    def set_diameter(self, d: float) -> None:
        if abs(d - self.diameter) > 0.01:
            self.prepareGeometryChange()
            self.diameter = d

    def set_money(self, money: bool) -> None:
        """Show the amount as money: gold, silver and copper coins (100/10/1) and its value."""
        if money != self.money:
            self.prepareGeometryChange()
            self.money = money
            self.update()

    def boundingRect(self) -> QRectF:
        d = self.diameter
        if self.money:
            return QRectF(-d * 1.6, -d / 2 - 8, d * 3.2, d * 1.5 + 16)
        # The stack rises up to 0.21 d above the coin, its shadow falls 2 pixels below, and the
        # count badge reaches 0.74 d to the right.
        return QRectF(-d / 2 - 4, -d * 0.75 - 4, d * 1.25 + 8, d * 1.25 + 10)

    def pixmap(self, dpr: float) -> QPixmap:
        return token_pixmap(self.art, self.token, round(self.diameter), dpr)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.money:
            self._paint_money(painter)
        else:
            self._paint_stack(painter, self.pixmap(_dpr(painter)), self.amount, 0.0, self.diameter)
            if self.amount > 1 or self.amount == 0:
                d = self.diameter
                box = QRectF(d * 0.12, d * 0.12, d * 0.62, d * 0.42)
                self._count(painter, box, str(self.amount), d * 0.36)
        if self.focused:
            pen = QPen(theme.FOCUS_EDGE, 2.0)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.boundingRect().adjusted(3, 3, -3, -3), 8, 8)

    @staticmethod
    def _count(painter: QPainter, box: QRectF, text: str, px: float) -> None:
        painter.setFont(theme.font(max(10.0, px), bold=True))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 170))
        painter.drawRoundedRect(box, box.height() / 2, box.height() / 2)
        painter.setPen(theme.INK)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_stack(
        self, painter: QPainter, pm: QPixmap, amount: int, cx: float, d: float
    ) -> None:
        if amount <= 0:
            painter.setOpacity(0.28)
        layers = max(1, min(4, amount))
        lift = (layers - 1) * d * 0.07
        for i in range(layers):
            off = (layers - 1 - i) * d * 0.07
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.drawEllipse(QRectF(cx - d / 2 + 1, -d / 2 + off + 2 - lift, d, d))
            blit(painter, QRectF(cx - d / 2, -d / 2 + off - lift, d, d), pm)
        painter.setOpacity(1.0)

    def _paint_money(self, painter: QPainter) -> None:
        from cardtable.ui.layout.spec import Fmt, format_number

        dpr = _dpr(painter)
        d = self.diameter * 0.82
        gold, rest = divmod(max(0, self.amount), 100)
        silver, copper = divmod(rest, 10)
        coins = [(m, n) for m, n in (("gold", gold), ("silver", silver), ("copper", copper)) if n]
        if not coins:
            coins = [("copper", 0)]
        span = d * 1.05
        x0 = -span * (len(coins) - 1) / 2
        for i, (metal, n) in enumerate(coins):
            pm = self.art.coin_pixmap(metal, round(d), dpr)
            self._paint_stack(painter, pm, n, x0 + i * span, d)
            if n > 1:
                cx = x0 + i * span
                self._count(painter, QRectF(cx, d * 0.05, d * 0.6, d * 0.42), str(n), d * 0.34)
        text = format_number(self.amount, Fmt.MONEY)
        px = max(10.0, self.diameter * 0.3)
        painter.setFont(theme.font(px, bold=True))
        painter.setPen(theme.INK)
        painter.drawText(
            QRectF(-self.diameter * 1.6, d * 0.55, self.diameter * 3.2, px * 1.4),
            Qt.AlignmentFlag.AlignCenter,
            text,
        )


_METALS = ("gold", "silver", "copper")


def token_pixmap(art: CardArt, token: str, diameter: int, dpr: float) -> QPixmap:
    """The art for one token: a coin for gold/silver/copper, else a suit chip."""
    key = token.lower()
    if key in _METALS:
        return art.coin_pixmap(key, diameter, dpr)
    return art.chip_pixmap(token, diameter, dpr)


def centre_of(item: QGraphicsItem) -> QPointF:
    return item.mapToScene(item.boundingRect().center())
