"""The table scene: draws a viewer's observation with the game's layout and animates events.

The scene keeps one :class:`CardItem` per card on the table, grouped by zone in the engine's
order. A snapshot is drawn by matching items to the observation's cards (by identity for cards
the viewer sees, by position for face-down ones). A step first replays its events, each card
move sliding the moved items from their old place to the new one in turn (deals one card after
another), then settles on the step's snapshot, which is the authority. Layout is data
(``cardtable.ui.layout``); the scene never asks the engine anything.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsScene

from cardtable.engine.cards import SUIT_SYMBOLS, Card, sort_key
from cardtable.engine.events import CardsMoved, Scored, TokensMoved
from cardtable.engine.observation import Observation, ZoneView
from cardtable.engine.zones import Visibility, ZoneKind
from cardtable.ui import speech, theme
from cardtable.ui.animation import Animator
from cardtable.ui.controller import Snapshot, Step
from cardtable.ui.items import (
    CardItem,
    Handler,
    PanelItem,
    PlateItem,
    SlotItem,
    SlotState,
    TextItem,
    TokenItem,
)
from cardtable.ui.layout.games import layout_for
from cardtable.ui.layout.geometry import TableLayout, ZoneInput, ZonePlace, compute_layout
from cardtable.ui.layout.spec import (
    Arrange,
    Fmt,
    GameLayout,
    badge_text,
    caption_text,
    format_number,
)

if TYPE_CHECKING:
    from cardtable.ui.art import CardArt

#: Stacking bands by region so hands lie over melds, and moving cards over everything.
_Z_CENTER, _Z_FRONT, _Z_HAND, _Z_VIEWER = 100.0, 200.0, 300.0, 400.0
_Z_DRAG = 10_000.0

#: Zone kinds whose place is outlined while empty (places cards are played to).
_OUTLINED = frozenset(
    (ZoneKind.PLAYED, ZoneKind.MELD, ZoneKind.DISCARD, ZoneKind.PILE, ZoneKind.SHOWN)
)

#: Seconds (at speed 1) for the parts of a step.
DEAL_GAP = 0.055
MOVE_GAP = 0.24
MOVE_TIME = 0.34
DEAL_TIME = 0.26
SETTLE_TIME = 0.22


class TableScene(QGraphicsScene):
    """Items for every card, zone, seat and label; see the module docstring."""

    #: The layout was recomputed (a new snapshot, a resize): interaction refreshes its marks.
    relaid = Signal()

    def __init__(self, art: CardArt, animator: Animator | None = None) -> None:
        super().__init__()
        self.art = art
        self.animator = animator or Animator(self)
        self.snapshot: Snapshot | None = None
        self.spec: GameLayout = layout_for("")
        self.layout: TableLayout | None = None
        self.cards: dict[str, list[CardItem]] = {}
        self.slots: dict[str, SlotItem] = {}
        self.tokens: dict[tuple[str, str], TokenItem] = {}
        self.plates: dict[int, PlateItem] = {}
        self.captions: dict[str, TextItem] = {}
        self.badges: dict[str, TextItem] = {}
        self.notes: dict[tuple[str, int], TextItem] = {}
        self.virtual: dict[str, str] = {}  # extra drop targets: zone id -> label
        self.values_panel = PanelItem()
        self.values_panel.setZValue(50)
        self.addItem(self.values_panel)
        self.toast = PanelItem()
        self.toast.setZValue(20_000)
        self.toast.fill = QColor(20, 16, 12, 230)
        self.toast.edge = QColor(241, 199, 91, 160)
        self.toast.hide()
        self.addItem(self.toast)
        self.banner = PanelItem()
        self.banner.setZValue(19_000)
        self.banner.fill = theme.WIN_FILL
        self.banner.edge = theme.GOLD
        self.banner.hide()
        self.addItem(self.banner)
        # Dims the table behind the end-of-game banner.
        self.dimmer = QGraphicsRectItem()
        self.dimmer.setBrush(QColor(0, 0, 0, 96))
        self.dimmer.setPen(Qt.PenStyle.NoPen)
        self.dimmer.setZValue(18_900)
        self.dimmer.hide()
        self.addItem(self.dimmer)
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(self.toast.hide)
        self._decor_timer = QTimer(self)
        self._decor_timer.setSingleShot(True)
        self._decor_timer.timeout.connect(self._update_decor)
        self._timeline = 0.0
        self._size = (1280.0, 720.0)
        self.dragging: set[QGraphicsItem] = set()
        self.handler: Handler | None = None
        self.setSceneRect(QRectF(0, 0, *self._size))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    # --- entry points ----------------------------------------------------------------------------

    def set_size(self, width: float, height: float) -> None:
        if (width, height) == self._size or width < 50 or height < 50:
            return
        self._size = (width, height)
        self.setSceneRect(QRectF(0, 0, width, height))
        if self.snapshot is not None:
            self._relayout(animate=False)
            self._update_decor()
            self.relaid.emit()

    def show_snapshot(self, snapshot: Snapshot) -> None:
        """Draw ``snapshot`` from scratch, without animation."""
        self.animator.finish_all()
        self._decor_timer.stop()
        if self.snapshot is None or snapshot.info.id != self.snapshot.info.id:
            self.spec = layout_for(snapshot.info.id)
        self.snapshot = snapshot
        self.banner.hide()
        self.dimmer.hide()
        self._reconcile(snapshot.observation, animate=False)
        self._relayout(animate=False)
        self._update_decor()
        self.relaid.emit()

    def show_step(self, step: Step) -> None:
        """Animate what happened in ``step``, then settle on its snapshot."""
        snapshot = step.snapshot
        if self.snapshot is None or snapshot.info.id != self.snapshot.info.id:
            self.show_snapshot(snapshot)
            return
        self.snapshot = snapshot
        animator = self.animator
        if animator.instant:
            self._reconcile(snapshot.observation, animate=False)
            self._relayout(animate=False)
            self._update_decor()
            self.relaid.emit()
            return
        t = max(animator.now(), self._timeline)
        moved_any = False
        for ev in step.events:
            if isinstance(ev, CardsMoved):
                t = self._replay_move(ev, t, snapshot.observation)
                moved_any = True
            elif isinstance(ev, TokensMoved):
                self._fly_token(ev, t)
                t += animator.scaled(0.16)
            elif isinstance(ev, Scored):
                self._float_score(ev, t)
        self._reconcile(snapshot.observation, animate=True, at=t)
        self._relayout(animate=True, at=t)
        end = max(t, animator.end_time()) if moved_any else t
        self._timeline = t
        delay = max(0, int((end - animator.now()) * 1000))
        self._decor_timer.start(delay)
        self.relaid.emit()

    # --- queries (for the gesture handler and tests) ---------------------------------------------

    def items_of(self, zone: str) -> list[CardItem]:
        return list(self.cards.get(zone, []))

    def display_order(self, zone: str) -> list[CardItem]:
        """The zone's items in the order they lie on the table (the viewer's hand sorted)."""
        items = self.cards.get(zone, [])
        if self._sorted_zone(zone):
            return sorted(items, key=_display_key)
        return list(items)

    def card_item(self, card: Card) -> CardItem | None:
        for items in self.cards.values():
            for it in items:
                if it.known == card:
                    return it
        return None

    def zone_place(self, zone: str) -> ZonePlace | None:
        return self.layout.zones.get(zone) if self.layout else None

    def zone_at(self, pos: QPointF, among: Iterable[str] | None = None) -> str | None:
        """The zone whose area holds ``pos`` (preferring ``among``), or None for bare felt."""
        if self.layout is None:
            return None
        wanted = set(among) if among is not None else set()
        hits: list[tuple[bool, float, str]] = []
        for zid, place in self.layout.zones.items():
            rect = QRectF(place.rect.x, place.rect.y, place.rect.w, place.rect.h)
            if rect.adjusted(-8, -8, 8, 8).contains(pos):
                hits.append((zid not in wanted, place.rect.w * place.rect.h, zid))
        return min(hits)[2] if hits else None

    def rest_of(self, item: CardItem) -> tuple[float, float, float]:
        """Where ``item`` lies when nothing moves it (its spot, lifted when selected)."""
        return self._rest_positions().get(item, (item.x(), item.y(), item.rotation()))

    def visible_zone(self, zone_id: str) -> bool:
        return self.layout is not None and zone_id in self.layout.zones

    def zone_view(self, zone_id: str) -> ZoneView | None:
        if self.snapshot is None:
            return None
        obs = self.snapshot.observation
        return obs.zone(zone_id) if obs.has_zone(zone_id) else None

    # --- accessibility ---------------------------------------------------------------------------

    def _zone_words(self, zone_id: str) -> str:
        """ "your hand", "Ada's hand", "the discard pile", a place not on the table yet."""
        zv = self.zone_view(zone_id)
        snap = self.snapshot
        if zv is not None and snap is not None:
            return speech.zone_words(zv, snap.names, snap.viewer)
        label = self.virtual.get(zone_id, "") or zone_id.split(":", 1)[0].replace("_", " ")
        return f"the {label}" if not label[:1].isupper() else label

    def describe_item(self, item: QGraphicsItem) -> str:
        """The accessible name of anything on the table: a card and where it lies, a place and
        what is in it, chips or coins, a seat's plate."""
        if isinstance(item, CardItem):
            where = self._zone_words(item.zone)
            return f"{item.accessible_name()}, in {where}"
        if isinstance(item, SlotItem):
            zv = self.zone_view(item.zone)
            place = self._zone_words(item.zone)
            if zv is None or not zv.cards:
                return f"{place[0].upper()}{place[1:]}, empty"
            count = "1 card" if zv.count == 1 else f"{zv.count} cards"
            top = zv.cards[-1]
            shown = f", top card {top.long_name}" if top is not None else ""
            return f"{place[0].upper()}{place[1:]}, {count}{shown}"
        if isinstance(item, TokenItem):
            return f"{item.amount} {item.token} in {self._zone_words(item.zone)}"
        if isinstance(item, PlateItem):
            snap = self.snapshot
            if snap is None or not 0 <= item.seat < len(snap.names):
                return f"Seat {item.seat + 1}"
            parts = [snap.names[item.seat], f"score {item.score}"]
            if snap.current == item.seat:
                parts.append("to play")
            if item.dealer:
                parts.append("dealer")
            return ", ".join(parts)
        return ""

    def set_virtual_targets(self, targets: dict[str, str]) -> None:
        """Drop places the engine offers that are not zones yet (a new meld): id -> label."""
        if targets != self.virtual:
            self.virtual = dict(targets)
            if self.snapshot is not None:
                self._relayout(animate=not self.animator.instant)
                self.relaid.emit()

    def show_message(self, text: str, seconds: float = 3.5) -> None:
        if not text:
            self.toast.hide()
            return
        w, h = self._size
        px = max(13.0, min(18.0, h * 0.024))
        width = min(w * 0.7, max(260.0, len(text) * px * 0.56 + 40))
        bottom_box = self.layout.seats[self.layout.bottom_seat].box if self.layout else None
        y = (bottom_box.y if bottom_box else h * 0.6) - px * 2.6 - 6
        self.toast.set_content(QRectF(0, 0, width, px * 2.6), [(text, px, True, theme.INK)])
        self.toast.setPos((w - width) / 2, y)
        self.toast.show()
        self._toast_timer.start(int(seconds * 1000))

    def toast_text(self) -> str:
        return self.toast.text() if self.toast.isVisible() else ""

    def show_result(self, snapshot: Snapshot) -> None:
        """The end-of-game banner naming the winner(s)."""
        names = [snapshot.names[s] for s in sorted(snapshot.winners)]
        if not names:
            title = "Game over"
        elif len(names) == 1:
            title = f"{names[0]} wins!"
        else:
            title = " and ".join(names) + " share the win!"
        fmt = self.spec.score_fmt
        order = sorted(
            range(len(snapshot.names)),
            key=lambda s: snapshot.scores[s],
            reverse=not snapshot.info.lower_is_better,
        )
        w, h = self._size
        px = max(16.0, min(34.0, h * 0.045))
        lines = [(title, px, True, theme.GOLD)]
        if snapshot.result:
            result = with_names(snapshot.result, snapshot.names)
            lines.append((result, px * 0.5, False, theme.INK))
        for s in order[:6]:
            score = format_number(snapshot.scores[s], fmt)
            lines.append(
                (f"{snapshot.names[s]}   {score}", px * 0.5, s in snapshot.winners, theme.INK)
            )
        self.banner.set_content(QRectF(0, 0, 10, 10), lines)
        height = self.banner.fit_height()
        width = min(w * 0.8, max(320.0, px * 0.62 * max(len(t) for t, *_ in lines) + 60))
        self.banner.set_content(QRectF(0, 0, width, height), lines)
        center = self.layout.center if self.layout else None
        cy = center.cy if center else h / 2
        self.banner.setPos((w - width) / 2, cy - height / 2)
        self.dimmer.setRect(QRectF(0, 0, w, h))
        self.dimmer.show()
        self.banner.show()

    def banner_text(self) -> str:
        return self.banner.text() if self.banner.isVisible() else ""

    # --- matching items to an observation --------------------------------------------------------

    def _reconcile(self, obs: Observation, animate: bool, at: float | None = None) -> None:
        old = self.cards
        by_card: dict[Card, CardItem] = {}
        for held in old.values():
            for held_item in held:
                if held_item.known is not None:
                    by_card[held_item.known] = held_item
        shown = {c for z in obs.zones for c in z.cards if c is not None}
        used: set[CardItem] = set()
        new: dict[str, list[CardItem]] = {}
        for zv in obs.zones:
            if zv.kind is ZoneKind.TOKENS:
                continue
            spare = [it for it in old.get(zv.id, []) if it.known is None or it.known not in shown]
            spare.reverse()
            items: list[CardItem] = []
            for card in zv.cards:
                it: CardItem | None = by_card.get(card) if card is not None else None
                if it is not None and it in used:
                    it = None
                if it is None:
                    while spare and spare[-1] in used:
                        spare.pop()
                    if spare:
                        it = spare.pop()
                if it is None:
                    it = self._new_card(card, zv.id)
                used.add(it)
                it.zone = zv.id
                it.known = card
                if it.card != card:
                    if animate:
                        x, y, rot = self.animator.target_of(it)
                        self.animator.move(it, x, y, rot, face=card, at=at, duration=0.3)
                    else:
                        it.set_card(card)
                items.append(it)
            new[zv.id] = items
        for items in old.values():
            for it in items:
                if it not in used:
                    self.animator.cancel(it)
                    self.dragging.discard(it)
                    self.removeItem(it)
        self.cards = new
        self._sync_tokens(obs)

    def _new_card(self, card: Card | None, zone: str) -> CardItem:
        it = CardItem(self.art, card, zone, self.layout.ratio if self.layout else 1.4)
        it.handler = self.handler
        place = self.zone_place(zone)
        if place is not None:
            it.set_width(place.card_width)
            it.setPos(place.rect.cx, place.rect.cy)
        else:
            it.setPos(self._size[0] / 2, self._size[1] / 2)
        self.addItem(it)
        return it

    def _sync_tokens(self, obs: Observation) -> None:
        wanted: set[tuple[str, str]] = set()
        for zv in obs.zones:
            if zv.kind is not ZoneKind.TOKENS:
                continue
            for token, amount in self._shown_tokens(zv):
                key = (zv.id, token)
                wanted.add(key)
                item = self.tokens.get(key)
                if item is None:
                    item = TokenItem(self.art, zv.id, token)
                    item.handler = self.handler
                    item.setZValue(_Z_FRONT + 50)
                    self.addItem(item)
                    self.tokens[key] = item
                item.set_amount(amount)
        for key in list(self.tokens):
            if key not in wanted:
                self.removeItem(self.tokens.pop(key))

    def _shown_tokens(self, zv: ZoneView) -> list[tuple[str, int]]:
        """The token kinds drawn for a zone: every held kind; a lone kind even at 0 (an empty
        supply), except money, which is left out when there is none."""
        if len(zv.tokens) <= 1:
            rule = self.spec.rule_for(zv.id, zv.kind)
            if rule.token_fmt is Fmt.MONEY:
                return [(t, a) for t, a in zv.tokens if a > 0]
            return list(zv.tokens)
        held = [(t, a) for t, a in zv.tokens if a > 0]
        return held

    # --- layout ----------------------------------------------------------------------------------

    def _sorted_zone(self, zone: str) -> bool:
        snap = self.snapshot
        if snap is None or not self.spec.sort_hand or snap.viewer is None:
            return False
        zv = self.zone_view(zone)
        return zv is not None and zv.kind is ZoneKind.HAND and zv.owner == snap.viewer

    def _zone_inputs(self) -> list[ZoneInput]:
        snap = self.snapshot
        assert snap is not None
        obs = snap.observation
        out: list[ZoneInput] = []
        for zv in obs.zones:
            rule = self.spec.rule_for(zv.id, zv.kind)
            if zv.kind is ZoneKind.TOKENS:
                kinds = len(self._shown_tokens(zv))
                if rule.token_fmt is Fmt.MONEY:
                    kinds = 3
                out.append(
                    ZoneInput(zv.id, zv.kind, zv.owner, 0, max(1, kinds), bool(rule.caption))
                )
            else:
                count = len(self.cards.get(zv.id, []))
                out.append(ZoneInput(zv.id, zv.kind, zv.owner, count, 0, bool(rule.caption)))
        for zid in self.virtual:
            if not obs.has_zone(zid):
                out.append(ZoneInput(zid, ZoneKind.MELD, snap.viewer, 0, 0, False))
        return out

    def _compute(self) -> TableLayout:
        snap = self.snapshot
        assert snap is not None
        from cardtable.ui.art import CARD_RATIO

        w, h = self._size
        return compute_layout(
            self.spec,
            self._zone_inputs(),
            snap.observation.num_players,
            snap.viewer,
            w,
            h,
            snap.teams,
            CARD_RATIO,
        )

    def _z_base(self, place: ZonePlace) -> float:
        if place.arrange is Arrange.FAN:
            snap = self.snapshot
            if snap is not None and place.seat == snap.viewer and snap.viewer is not None:
                return _Z_VIEWER
            return _Z_HAND
        return _Z_FRONT if place.seat is not None else _Z_CENTER

    def _rest_positions(self) -> dict[CardItem, tuple[float, float, float]]:
        out: dict[CardItem, tuple[float, float, float]] = {}
        if self.layout is None:
            return out
        for zid in self.cards:
            place = self.layout.zones.get(zid)
            if place is None:
                continue
            for it, spot in zip(self.display_order(zid), place.spots, strict=False):
                y = spot.y - (place.card_width * self.layout.ratio * 0.16 if it.selected else 0.0)
                out[it] = (spot.x, y, spot.rot)
        return out

    def _relayout(self, animate: bool, at: float | None = None) -> None:
        if self.snapshot is None:
            return
        self.layout = layout = self._compute()
        for zid, items in self.cards.items():
            place = layout.zones.get(zid)
            if place is None:
                for it in items:
                    it.hide()
                continue
            base = self._z_base(place)
            self._mark_pile(zid, place)
            for it, spot in zip(self.display_order(zid), place.spots, strict=False):
                it.show()
                if it in self.dragging:
                    continue
                y = spot.y - (place.card_width * layout.ratio * 0.16 if it.selected else 0.0)
                z = base + spot.z
                if animate:
                    self.animator.move(
                        it,
                        spot.x,
                        y,
                        spot.rot,
                        z=z,
                        at=at,
                        duration=SETTLE_TIME,
                        width=place.card_width,
                    )
                else:
                    self.animator.place(it, spot.x, y, spot.rot, z)
                    it.set_width(place.card_width)
        self._layout_slots(layout)
        self._layout_tokens(layout)

    def _mark_pile(self, zid: str, place: ZonePlace | None) -> None:
        """Only the top cards of a pile are drawn; the lowest of them shows the pile's depth."""
        items = self.cards.get(zid, [])
        if place is None or place.arrange is not Arrange.STACK:
            for it in items:
                it.set_pile(False, 0)
            return
        n = len(items)
        shown = 2
        for i, it in enumerate(items):
            buried = i < n - shown
            depth = (
                min(6, (n - shown) // 3 + (1 if n > shown else 0)) if i == max(0, n - shown) else 0
            )
            it.set_pile(buried, depth)

    def settle(self, items: Sequence[CardItem], duration: float = SETTLE_TIME) -> None:
        """Send ``items`` back to their rest places (after a refused drop, a selection)."""
        rest = self._rest_positions()
        for it in items:
            if it in rest:
                x, y, rot = rest[it]
                place = self.zone_place(it.zone)
                z = (self._z_base(place) + it.zValue() % 100) if place else it.zValue()
                self.animator.move(it, x, y, rot, duration=duration, z=z)

    def _layout_slots(self, layout: TableLayout) -> None:
        for zid in list(self.slots):
            if zid not in layout.zones:
                self.removeItem(self.slots.pop(zid))
        for zid, place in layout.zones.items():
            slot = self.slots.get(zid)
            if slot is None:
                slot = SlotItem(zid)
                slot.handler = self.handler
                self.addItem(slot)
                self.slots[zid] = slot
            if place.arrange is Arrange.TOKENS:
                rect = QRectF(place.rect.x, place.rect.y, place.rect.w, place.rect.h)
            else:
                ch = place.card_width * layout.ratio
                rect = QRectF(place.rect.x, place.rect.y, place.rect.w, ch)
                if place.arrange is Arrange.STACK:
                    rect = QRectF(place.rect.x, place.rect.y, place.card_width, ch)
            slot.set_rect(rect)
            zv = self.zone_view(zid)
            viewer = self.snapshot.viewer if self.snapshot else None
            outline = zid in self.virtual or (
                zv is not None
                and zv.kind in _OUTLINED
                and (zv.owner is None or zv.owner == viewer or place.rule.owner_is_team)
            )
            empty = outline and not self.cards.get(zid)
            # An empty place says what it is for, unless a caption under it already does.
            slot.label = (
                self.virtual.get(zid, "")
                or place.rule.slot_label
                or (zv.label if zv is not None and not place.rule.caption else "")
            )
            slot.set_state(empty=empty)

    def relayout_tokens(self) -> None:
        """Put chips and coins back in their places (after a refused drag)."""
        if self.layout is not None:
            self._layout_tokens(self.layout)

    def _layout_tokens(self, layout: TableLayout) -> None:
        snap = self.snapshot
        assert snap is not None
        for zv in snap.observation.zones:
            if zv.kind is not ZoneKind.TOKENS:
                continue
            place = layout.zones.get(zv.id)
            shown = self._shown_tokens(zv)
            money = place is not None and place.rule.token_fmt is Fmt.MONEY
            for i, (token, _) in enumerate(shown):
                item = self.tokens.get((zv.id, token))
                if item is None:
                    continue
                if place is None or i >= len(place.spots):
                    item.hide()
                    continue
                item.show()
                spot = place.spots[i]
                item.set_diameter(place.card_width * 0.52)
                item.set_money(money)
                if item not in self.dragging:
                    item.setPos(place.rect.cx if money else spot.x, spot.y)

    # --- replaying events ------------------------------------------------------------------------

    def _viewer_sees(self, obs: Observation, zone: str) -> bool:
        if not obs.has_zone(zone):
            return True
        zv = obs.zone(zone)
        if zv.visibility is Visibility.PUBLIC:
            return True
        return zv.visibility is Visibility.OWNER and zv.owner == obs.viewer

    def _replay_move(self, ev: CardsMoved, t: float, obs: Observation) -> float:
        animator = self.animator
        src = self.cards.setdefault(ev.source, [])
        dst = self.cards.setdefault(ev.target, [])
        moved: list[tuple[CardItem, Card | None]] = []
        for card in ev.cards:
            it = next((i for i in reversed(src) if card is not None and i.known == card), None)
            if it is None:
                it = next((i for i in reversed(src) if i.known is None), None)
            if it is None and src:
                it = src[-1]
            if it is None:
                it = self._new_card(None, ev.source)
            else:
                src.remove(it)
            it.zone = ev.target
            it.known = card if self._viewer_sees(obs, ev.target) else None
            dst.append(it)
            moved.append((it, card))
        layout = self._compute()
        self.layout = layout
        deal = ev.seat is None and len(ev.cards) == 1
        duration = DEAL_TIME if deal else MOVE_TIME
        for zid in (ev.source, ev.target):
            place = layout.zones.get(zid)
            self._mark_pile(zid, place)
            if place is None:
                continue
            base = self._z_base(place)
            moved_items = {m for m, _ in moved}
            for it, spot in zip(self.display_order(zid), place.spots, strict=False):
                if it in moved_items:
                    continue
                animator.move(
                    it,
                    spot.x,
                    spot.y,
                    spot.rot,
                    z=base + spot.z,
                    at=t,
                    duration=SETTLE_TIME,
                    width=place.card_width,
                )
        place = layout.zones.get(ev.target)
        sees = self._viewer_sees(obs, ev.target)
        for k, (it, card) in enumerate(moved):
            face = card if sees else None
            if place is not None:
                order = self.display_order(ev.target)
                idx = order.index(it) if it in order else len(order) - 1
                if not place.spots:
                    continue
                spot = place.spots[min(idx, len(place.spots) - 1)]
                animator.move(
                    it,
                    spot.x,
                    spot.y,
                    spot.rot,
                    at=t + animator.scaled(0.03 * k),
                    duration=duration,
                    face=face,
                    z=self._z_base(place) + spot.z,
                    lift=True,
                    width=place.card_width,
                )
        return t + animator.scaled(DEAL_GAP if deal else MOVE_GAP)

    def _token_centre(self, zone: str, token: str) -> QPointF | None:
        item = self.tokens.get((zone, token))
        if item is not None and item.isVisible():
            return item.pos()
        place = self.zone_place(zone)
        if place is None:
            return None
        return QPointF(place.rect.cx, place.rect.cy)

    def _fly_token(self, ev: TokensMoved, t: float) -> None:
        start = self._token_centre(ev.source, ev.token)
        end = self._token_centre(ev.target, ev.token)
        if start is None or end is None or self.layout is None:
            return
        sprite = TokenItem(self.art, "", ev.token)
        sprite.set_amount(min(ev.amount, 4) if ev.amount > 1 else 1)
        sprite.set_diameter(self.layout.unit * 0.5)
        sprite.setZValue(_Z_DRAG - 10)
        sprite.setPos(start)
        sprite.hide()
        self.addItem(sprite)

        def done() -> None:
            self.removeItem(sprite)

        sprite.show()
        self.animator.move(
            sprite, end.x(), end.y(), 0.0, at=t, duration=0.4, lift=True, on_done=done
        )

    def _float_score(self, ev: Scored, t: float) -> None:
        if self.layout is None or ev.seat not in self.layout.seats or ev.points == 0:
            return
        plate = self.layout.seats[ev.seat].plate
        text = TextItem(px=max(14.0, self.layout.unit * 0.3), bold=True)
        sign = "+" if ev.points > 0 else ""
        text.set_text(f"{sign}{format_number(ev.points, self.spec.score_fmt)}", colour=theme.GOLD)
        text.setZValue(_Z_DRAG)
        text.setPos(plate.cx, plate.cy)
        text.hide()
        self.addItem(text)

        def done() -> None:
            self.removeItem(text)

        def begin() -> None:
            text.show()

        self.animator.move(
            text, plate.cx, plate.cy - plate.h * 0.2, 0.0, at=t, duration=0.05, on_done=begin
        )
        self.animator.move(
            text, plate.cx, plate.cy - plate.h * 1.1, 0.0, duration=0.9, on_done=done
        )

    # --- plates, captions, badges, values --------------------------------------------------------

    def _update_decor(self) -> None:
        snap = self.snapshot
        layout = self.layout
        if snap is None or layout is None:
            return
        obs = snap.observation
        values = obs.values
        for seat in list(self.plates):
            if seat not in layout.seats:
                self.removeItem(self.plates.pop(seat))
        dealer = values.get("dealer")
        fmt = self.spec.score_fmt
        for seat, place in layout.seats.items():
            plate = self.plates.get(seat)
            if plate is None:
                plate = PlateItem(seat)
                self.addItem(plate)
                self.plates[seat] = plate
            plate.set_rect(QRectF(place.plate.x, place.plate.y, place.plate.w, place.plate.h))
            # The hand's size is on its badge; the plate says who, how they stand, whose turn.
            detail = ""
            if snap.teams and any(len(t) > 1 for t in snap.teams):  # partnerships
                team = next((i for i, t in enumerate(snap.teams) if seat in t), 0)
                detail = f"Team {team + 1}" + (f" · {detail}" if detail else "")
            plate.set_info(
                name=snap.names[seat],
                score=format_number(snap.scores[seat], fmt),
                detail=detail,
                turn=snap.current == seat,
                thinking=snap.thinking == seat,
                dealer=dealer == seat,
                winner=seat in snap.winners,
                you=seat == snap.viewer and not snap.bots[seat],
            )
        self._update_captions(layout, obs)
        self._update_notes(layout, obs)
        self._update_values(layout, values)

    def refresh_plates(self, snapshot: Snapshot) -> None:
        """A change without an action (a bot starts thinking)."""
        if self.snapshot is None or snapshot.serial != self.snapshot.serial:
            return
        self.snapshot = snapshot
        if not self._decor_timer.isActive():
            self._update_decor()

    def _update_captions(self, layout: TableLayout, obs: Observation) -> None:
        wanted_caps: set[str] = set()
        wanted_badges: set[str] = set()
        for zv in obs.zones:
            place = layout.zones.get(zv.id)
            if place is None:
                continue
            rule = place.rule
            count = len(zv.cards)
            text = caption_text(rule, zv.label, count, zv.attrs)
            slot = self.slots.get(zv.id)
            if zv.kind is not ZoneKind.TOKENS and count == 0 and not (slot and slot.empty):
                text = ""  # no caption under nothing (another seat's empty place)
            if text:
                wanted_caps.add(zv.id)
                cap = self.captions.get(zv.id)
                if cap is None:
                    cap = TextItem(px=12)
                    cap.setZValue(60)
                    self.addItem(cap)
                    self.captions[zv.id] = cap
                cap.set_text(text, px=max(10.0, min(15.0, place.card_width * 0.17)))
                cap.setPos(place.caption_at[0], place.caption_at[1])
            is_viewer_hand = zv.kind is ZoneKind.HAND and zv.owner == obs.viewer
            badge_str = badge_text(rule, zv.label, count, zv.attrs)
            if badge_str and not is_viewer_hand and place.spots:
                wanted_badges.add(zv.id)
                badge = self.badges.get(zv.id)
                if badge is None:
                    badge = TextItem(px=11, bold=True, badge=True)
                    badge.colour = theme.INK
                    badge.setZValue(_Z_VIEWER + 200)
                    self.addItem(badge)
                    self.badges[zv.id] = badge
                badge.set_text(badge_str, px=max(10.0, min(14.0, place.card_width * 0.2)))
                last = place.spots[-1]
                cw = place.card_width
                badge.setPos(last.x + cw * 0.42, last.y - cw * layout.ratio * 0.42)
        for zid in list(self.captions):
            if zid not in wanted_caps:
                self.removeItem(self.captions.pop(zid))
        for zid in list(self.badges):
            if zid not in wanted_badges:
                self.removeItem(self.badges.pop(zid))

    def _update_notes(self, layout: TableLayout, obs: Observation) -> None:
        """Small tags on cards the zone's attributes single out (what a wild stands for)."""
        wanted: set[tuple[str, int]] = set()
        for zv in obs.zones:
            place = layout.zones.get(zv.id)
            if place is None or not place.rule.note_when:
                continue
            flags = zv.attrs.get(place.rule.note_when)
            texts = zv.attrs.get(place.rule.note_key) if place.rule.note_key else None
            if not isinstance(flags, list | tuple):
                continue
            items = self.display_order(zv.id)
            last_right = -1e9
            for i, (flag, spot) in enumerate(zip(flags, place.spots, strict=False)):
                if not flag or i >= len(items):
                    continue
                text = "wild"
                if isinstance(texts, list | tuple) and i < len(texts):
                    text = "= " + _card_note(str(texts[i]))
                key = (zv.id, i)
                wanted.add(key)
                note = self.notes.get(key)
                if note is None:
                    note = TextItem(px=10, bold=True, badge=True)
                    note.colour = theme.GOLD
                    self.addItem(note)
                    self.notes[key] = note
                cw = place.card_width
                note.set_text(text, px=max(9.0, min(13.0, cw * 0.2)))
                step = cw * 0.3 if len(items) > 1 else cw
                x = spot.x - cw / 2 + min(step, cw) / 2
                y = spot.y + cw * layout.ratio * 0.5
                half = note.boundingRect().width() / 2
                if x - half < last_right:  # neighbouring notes would overlap: drop this one
                    y += note.boundingRect().height() - 2
                    last_right = -1e9
                else:
                    last_right = x + half
                note.setPos(x, y)
                note.setZValue(self._z_base(place) + 90)
        for key in list(self.notes):
            if key not in wanted:
                self.removeItem(self.notes.pop(key))

    def _update_values(self, layout: TableLayout, values: Mapping[str, Any]) -> None:
        lines: list[tuple[str, float, bool, QColor]] = []
        medallion = False
        unit = layout.unit
        for i, label in enumerate(self.spec.values):
            text = label.render(values)
            if text is None:
                continue
            if label.big and not lines:
                lines.append((text, max(18.0, unit * 0.42), True, theme.GOLD))
                medallion = i == 0 and len(text) <= 3
            else:
                lines.append((text, max(11.0, unit * 0.19), False, theme.INK))
        rect = layout.values
        if not lines or rect.w <= 0:
            self.values_panel.hide()
            return
        self.values_panel.set_content(QRectF(0, 0, rect.w, 10), lines, medallion)
        h = min(rect.h, self.values_panel.fit_height())
        self.values_panel.set_content(QRectF(0, 0, rect.w, h), lines, medallion)
        self.values_panel.setPos(rect.x, rect.cy - h / 2)
        self.values_panel.show()

    # --- marks used by the gesture handler -------------------------------------------------------

    def mark_targets(self, targets: Iterable[str], hover: str | None = None) -> None:
        wanted = set(targets)
        for zid, slot in self.slots.items():
            if zid == hover and zid in wanted:
                slot.set_state(SlotState.HOVER)
            elif zid in wanted:
                slot.set_state(SlotState.TARGET)
            else:
                slot.set_state(SlotState.IDLE)

    def marked_targets(self) -> list[str]:
        return [z for z, s in self.slots.items() if s.state is not SlotState.IDLE]


def with_names(text: str, names: Sequence[str]) -> str:
    """An engine message with "seat 2" / "Seat 2" replaced by that seat's name ("you" for a
    seat called You, "your" for its possessive)."""

    def name(match: re.Match[str]) -> str:
        n = int(match.group(1)) - 1
        if not 0 <= n < len(names):
            return match.group(0)
        possessive = match.group(2) or ""
        after = match.group(3) or ""
        if names[n] == "You":
            word = "your" if possessive else "you"
            if not possessive:
                after = _YOU_VERBS.get(after, after)  # "you reach", not "you reaches"
            if match.start() == 0:
                word = word.capitalize()
        else:
            word = names[n] + possessive
        return word + (" " + after if after else "")

    return re.sub(r"\b[Ss]eat (\d+)('s)?(?: (\w+))?", name, text)


#: Verbs the engine's messages use after a seat, as said to "you" ("you reach 50").
_YOU_VERBS = {
    "reaches": "reach",
    "wins": "win",
    "shares": "share",
    "has": "have",
    "is": "are",
    "goes": "go",
    "takes": "take",
    "scores": "score",
    "plays": "play",
    "draws": "draw",
    "deals": "deal",
    "starts": "start",
    "leads": "lead",
    "passes": "pass",
}


def _card_note(code: str) -> str:
    """ "7H" -> "7♥", "TS" -> "10♠", "7*" -> "7 (any suit)"."""
    if len(code) != 2:
        return code
    rank, suit = code[0], code[1]
    rank = "10" if rank == "T" else rank
    if suit == "*":
        return f"{rank} any suit"
    return rank + SUIT_SYMBOLS.get(suit, suit)


def _display_key(item: CardItem) -> tuple[int, tuple[int, int, int, str]]:
    if item.known is None:
        return (0, (0, 0, 0, ""))
    return (1, sort_key(item.known))
