"""The table scene: draws a viewer's observation with the game's layout and animates events.

The scene keeps one :class:`CardItem` per card on the table, grouped by zone in the engine's
order. A snapshot is drawn by matching items to the observation's cards (by identity for cards
the viewer sees, by position for face-down ones). A step first replays its events, each card
move sliding the moved items from their old place to the new one in turn (deals one card after
another), then settles on the step's snapshot, which is the authority. Layout is data
(``cardtable.ui.layout``); the scene never asks the engine anything.

This module keeps the items in step with the observation and lays them out. The scene's other
concerns are objects of their own that it holds and asks: replaying events as motion
(``motion``, :class:`cardtable.ui.scene_motion.MotionReplay`), name plates, captions, badges,
banners and drop marks (``decor``, :class:`cardtable.ui.scene_decor.TableDecor`), the words a
screen reader says about the table (``words``, :class:`cardtable.ui.scene_words.TableWords`)
and the message toast (``toast``, :mod:`cardtable.ui.toast`). Each part reads the scene through
a protocol of its own module that names what it needs.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsScene

from cardtable.engine.cards import Card, sort_key
from cardtable.engine.events import CardsMoved, Scored, TokensMoved
from cardtable.engine.observation import Observation, ZoneView
from cardtable.engine.zones import ZoneKind, zone_label
from cardtable.i18n import _
from cardtable.session.contract import Snapshot, Step
from cardtable.ui import theme
from cardtable.ui.animation import Animator
from cardtable.ui.items import CardItem, Handler, SlotItem, TokenItem, slot_label_width
from cardtable.ui.layout.games import layout_for
from cardtable.ui.layout.geometry import TableLayout, ZonePlace, compute_layout
from cardtable.ui.layout.shapes import ZoneInput
from cardtable.ui.layout.spec import (
    Arrange,
    Fmt,
    GameLayout,
    ZoneRule,
    apart_count,
)
from cardtable.ui.plates import PanelItem, PlateItem, TextItem
from cardtable.ui.scene_decor import TableDecor
from cardtable.ui.scene_motion import (
    _Z_CENTER,
    _Z_DRAG,
    _Z_FRONT,
    _Z_HAND,
    _Z_VIEWER,
    SETTLE_TIME,
    MotionReplay,
)
from cardtable.ui.scene_words import TableWords, with_names
from cardtable.ui.toast import Toast

__all__ = ["_Z_DRAG", "TableScene", "with_names"]

if TYPE_CHECKING:
    from cardtable.ui.art import CardArt


#: Zone kinds whose place is outlined while empty (places cards are played to).
_OUTLINED = frozenset(
    (ZoneKind.PLAYED, ZoneKind.MELD, ZoneKind.DISCARD, ZoneKind.PILE, ZoneKind.SHOWN)
)


class TableScene(QGraphicsScene):
    """Items for every card, zone, seat and label; see the module docstring."""

    #: The layout was recomputed (a new snapshot, a resize): interaction refreshes its marks.
    relaid = Signal()

    def __init__(self, art: CardArt, animator: Animator | None = None) -> None:
        super().__init__()
        #: Its parts: a step's events replayed as motion, the plates, captions, banners and
        #: drop marks, and the words a screen reader is told.
        self.motion = MotionReplay(self)
        self.decor = TableDecor(self)
        self.words = TableWords(self)
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
        self.team_labels: dict[int, TextItem] = {}
        self.virtual: dict[str, str] = {}  # extra drop targets: zone id -> label
        self.values_panel = PanelItem()
        self.values_panel.setZValue(50)
        self.addItem(self.values_panel)
        self.toast = Toast(self)
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
        self.relaid.connect(self.toast.refit)  # a new size: kept clear of the table
        # Shows the badges and notes of moved cards again once they have landed.
        self._settle_timer = QTimer(self)
        self._settle_timer.setSingleShot(True)
        self._settle_timer.timeout.connect(self.decor.update_decor)
        self._timeline = 0.0
        self._size = (1280.0, 720.0)
        self.dragging: set[QGraphicsItem] = set()
        self.handler: Handler | None = None
        #: Whether this scene tells the art cache what it shows when it is resized or laid out
        #: afresh (``CardArt.retain``); a rehearsal that draws ahead for another scene does not.
        self.trims_art = True
        self._trim_pending = False
        self.animator.busy_changed.connect(self._trim_when_still)
        self.setSceneRect(QRectF(0, 0, *self._size))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    # --- what others ask of the parts -------------------------------------------------------------

    def describe_item(self, item: QGraphicsItem) -> str:
        """The accessible name of anything on the table (:meth:`TableWords.describe_item`)."""
        return self.words.describe_item(item)

    def mark_targets(self, targets: Iterable[str], hover: str | None = None) -> None:
        """Mark where a dragged card may go (:meth:`TableDecor.mark_targets`)."""
        self.decor.mark_targets(targets, hover)

    def marked_targets(self) -> list[str]:
        """The places marked as targets (:meth:`TableDecor.marked_targets`)."""
        return self.decor.marked_targets()

    def show_result(self, snapshot: Snapshot) -> None:
        """The end-of-game banner (:meth:`TableDecor.show_result`)."""
        self.decor.show_result(snapshot)

    def banner_text(self) -> str:
        """The end-of-game banner's text (:meth:`TableDecor.banner_text`)."""
        return self.decor.banner_text()

    def refresh_plates(self, snapshot: Snapshot) -> None:
        """A change without an action: a bot starts thinking (:meth:`TableDecor.refresh_plates`)."""
        self.decor.refresh_plates(snapshot)

    # --- entry points ----------------------------------------------------------------------------

    def set_size(self, width: float, height: float) -> None:
        if (width, height) == self._size or width < 50 or height < 50:
            return
        self._size = (width, height)
        self.setSceneRect(QRectF(0, 0, width, height))
        if self.snapshot is not None:
            self._relayout(animate=False)
            self.decor.update_decor()
            self._trim_art()
            self.relaid.emit()

    def show_message(self, text: str, seconds: float | None = None) -> None:
        """A message toast on the table (:mod:`cardtable.ui.toast`) for ``seconds`` (by
        default, as long as it takes to read); "" takes the toast away."""
        w, h = self._size
        layout = self.layout
        seat = layout.seats.get(layout.bottom_seat) if layout else None
        # Where the player looks: just above their own hand.
        prefer = QPointF(w / 2, (seat.hand.y if seat else h * 0.7) - h * 0.05)
        self.toast.show(text, prefer, seconds)

    def toast_text(self) -> str:
        return self.toast.text()

    def show_snapshot(self, snapshot: Snapshot) -> None:
        """Draw ``snapshot`` from scratch, without animation."""
        self.animator.finish_all()
        self._settle_timer.stop()
        if self.snapshot is None or snapshot.info.id != self.snapshot.info.id:
            self.spec = layout_for(snapshot.info.id)
        self.snapshot = snapshot
        self.banner.hide()
        self.dimmer.hide()
        self._reconcile(snapshot.observation, animate=False)
        self._relayout(animate=False)
        self.decor.update_decor()
        self._trim_art()
        self.relaid.emit()

    def _trim_art(self) -> None:
        """After a resize or a position drawn afresh (a new game), let the art cache keep only
        the faces of this table at its size, once the cards lie still and show some faces (a
        stock before the deal does not tell the sizes the faces will be drawn at)."""
        self._trim_pending = True
        self._trim_when_still()

    def _trim_when_still(self, busy: bool = False) -> None:
        if not self._trim_pending or not self.trims_art or busy or self.animator.busy():
            return
        items = [it for items in self.cards.values() for it in items]
        decks = {self.art.deck_of(it.card) for it in items if it.card is not None}
        if not decks:
            return
        self._trim_pending = False
        views = self.views()
        dpr = views[0].devicePixelRatioF() if views else None
        self.art.retain({max(8, round(it.width)) for it in items}, dpr, decks)

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
            self.decor.update_decor()
            self._trim_when_still()
            self.relaid.emit()
            return
        t = max(animator.now(), self._timeline)
        events = list(step.events)
        changing = self.decor.changing_zones(events, snapshot.observation)
        i = 0
        while i < len(events):
            ev = events[i]
            deal = _dealt_run(events, i)
            i += 1
            if len(deal) >= DEAL_RUN:
                t = self.motion.replay_deal(deal, t, snapshot.observation)
                i += len(deal) - 1
            elif isinstance(ev, CardsMoved):
                t = self.motion.replay_move(ev, t, snapshot.observation)
            elif isinstance(ev, TokensMoved):
                self.motion.fly_token(ev, t)
                t += animator.scaled(0.16)
            elif isinstance(ev, Scored):
                self.motion.float_score(ev, t)
        self._reconcile(snapshot.observation, animate=True, at=t)
        self._relayout(animate=True, at=t)
        self._timeline = t
        # The numbers on the table (scores on the plates, the count, the pot, pile sizes) say
        # the step's position at once, as the status line and the score sheet do; only the
        # cards take their time to get there. (Waiting for the cards to land left them a
        # second or more behind at a quick bot pace, each step putting the update off again.)
        self.decor.update_decor()
        # What hangs on the cards themselves (a hand's count badge, a wild's note) waits for
        # them to land: drawn now, it would float where the cards have not arrived yet.
        moving = changing | self.decor.unsettled_zones()
        if moving:
            self.decor.hide_decor_of(moving)
            end = max(t, animator.end_time())
            self._settle_timer.start(max(0, int((end - animator.now()) * 1000)))
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
        rest = self._rest_positions().get(item)
        return rest[:3] if rest is not None else (item.x(), item.y(), item.rotation())

    def visible_zone(self, zone_id: str) -> bool:
        return self.layout is not None and zone_id in self.layout.zones

    def zone_view(self, zone_id: str) -> ZoneView | None:
        if self.snapshot is None:
            return None
        obs = self.snapshot.observation
        return obs.zone(zone_id) if obs.has_zone(zone_id) else None

    def set_virtual_targets(self, targets: dict[str, str]) -> None:
        """Drop places the engine offers that are not zones yet (a new meld): id -> label."""
        if targets != self.virtual:
            self.virtual = dict(targets)
            if self.snapshot is not None:
                self._relayout(animate=not self.animator.instant)
                self.relaid.emit()

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
                lines = rule.caption.count("\n") + 1
                label = self._slot_label(zv.id, zv, rule) if count == 0 else ""
                out.append(
                    ZoneInput(
                        zv.id,
                        zv.kind,
                        zv.owner,
                        count,
                        0,
                        bool(rule.caption),
                        lines,
                        apart=apart_count(rule, zv.attrs, len(zv.cards)),
                        min_w=slot_label_width(label),
                    )
                )
        for zid, label in self.virtual.items():
            if not obs.has_zone(zid):
                width = slot_label_width(label)
                out.append(ZoneInput(zid, ZoneKind.MELD, snap.viewer, 0, 0, False, min_w=width))
        return out

    def _slot_label(self, zid: str, zv: ZoneView | None, rule: ZoneRule) -> str:
        """What an empty place says it is for ("" where it is not outlined): the new meld
        the engine offers, the rule's slot label, else the zone's label unless a caption
        under it already says."""
        viewer = self.snapshot.viewer if self.snapshot else None
        if zid in self.virtual:
            return self.virtual[zid]
        if zv is None or zv.kind not in _OUTLINED:
            return ""
        if not (zv.owner is None or zv.owner == viewer or rule.owner_is_team):
            return ""
        return _(rule.slot_label) or (zone_label(zv.label) if not rule.caption else "")

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

    def _rest_positions(self) -> dict[CardItem, tuple[float, float, float, float]]:
        """Each card's place at rest: x, y, rotation and stacking order (z)."""
        out: dict[CardItem, tuple[float, float, float, float]] = {}
        if self.layout is None:
            return out
        for zid in self.cards:
            place = self.layout.zones.get(zid)
            if place is None:
                continue
            base = self._z_base(place)
            for it, spot in zip(self.display_order(zid), place.spots, strict=False):
                y = spot.y - (place.card_width * self.layout.ratio * 0.16 if it.selected else 0.0)
                out[it] = (spot.x, y, spot.rot, base + spot.z)
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
            zv = self.zone_view(zid)
            apart = apart_count(place.rule, zv.attrs, len(zv.cards)) if zv is not None else 0
            for i, (it, spot) in enumerate(zip(self.display_order(zid), place.spots, strict=False)):
                it.set_dimmed(i < apart)
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
                # Its own place in the stack: a card back from a cancelled drag was raised
                # above everything while it was carried.
                x, y, rot, z = rest[it]
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
                elif place.rule.room:
                    # Outlined around its cards (one card's place when empty), though the
                    # whole room it keeps takes drops.
                    right = max((s.x for s in place.spots), default=place.rect.x)
                    width = max(place.card_width, right - place.rect.x + place.card_width / 2)
                    rect = QRectF(place.rect.x, place.rect.y, width, ch)
            slot.set_rect(rect)
            zv = self.zone_view(zid)
            viewer = self.snapshot.viewer if self.snapshot else None
            outline = zid in self.virtual or (
                zv is not None
                and zv.kind in _OUTLINED
                and (zv.owner is None or zv.owner == viewer or place.rule.owner_is_team)
            )
            empty = outline and not self.cards.get(zid)
            slot.label = self._slot_label(zid, zv, place.rule)
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
            for i, (token, _count) in enumerate(shown):
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


#: Dealt cards in a row (one event each) from this many on are laid out once, as a deal.
DEAL_RUN = 3


def _dealt_run(events: Sequence[object], start: int) -> list[CardsMoved]:
    """The dealer's one-card moves in a row from ``events[start]`` (a deal), or []."""
    run: list[CardsMoved] = []
    for ev in events[start:]:
        if not (isinstance(ev, CardsMoved) and ev.seat is None and len(ev.cards) == 1):
            break
        run.append(ev)
    return run


def _display_key(item: CardItem) -> tuple[int, tuple[int, int, int, str]]:
    if item.known is None:
        return (0, (0, 0, 0, ""))
    return (1, sort_key(item.known))
