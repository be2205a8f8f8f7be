"""Playing with the mouse and the keyboard: select, drag, drop, click a target, keys.

Every gesture ends in a question to the engine through the controller: which actions does
dropping these cards from that zone onto this one mean (``find_action``)? None: the cards slide
back and the engine's reason is shown. One: it is played. Several (which pile, where a wild
stands): the player is asked. Legal drop targets are highlighted the same way, from the engine's
answers, never from rules written here.

Mouse: press a card and drag it (or the selected cards) onto a highlighted place; or click
cards to select them (ctrl-click adds or removes one, shift-click a range) and then click the
place. Double-click plays a card that has only one possible move. A click on a zone with a
click rule (the stock) does what the layout says. Chips and coins can be dragged the same way.

Keyboard: Left/Right move over the cards you may play, Up/Down switch between your cards and
the places they can go, Tab cycles through everything, Space selects a card (or activates a
place), Enter plays (asking where if there is a choice), Escape clears the selection.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsSceneMouseEvent

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.zones import ZoneKind
from cardtable.i18n import _
from cardtable.session.contract import Snapshot
from cardtable.ui.items import CardItem, SlotItem, TokenItem
from cardtable.ui.keyboard import Focusable, KeyboardFocus, unique
from cardtable.ui.scene import _Z_DRAG, TableScene
from cardtable.ui.table_control import TableControl


@dataclass(frozen=True, slots=True)
class ChoiceRequest:
    """Several actions fit one gesture: the player picks one (or cancels)."""

    prompt: str
    actions: tuple[Action, ...]
    pick: Callable[[Action], None]
    cancel: Callable[[], None]


@dataclass(slots=True)
class _Drag:
    items: list[QGraphicsItem]
    source: str
    cards: tuple[Card, ...]
    targets: dict[str, list[Action]]
    offsets: list[QPointF]
    hover: str | None = None


def _label_for_virtual(zone_id: str) -> str:
    head = zone_id.split(":", 1)[0]
    return _("New meld") if head.startswith("meld") else head.replace("_", " ").capitalize()


class Gestures(QObject):
    """Turns mouse and keyboard input on the table into engine actions; the keyboard focus and
    keys are a part of their own (``keys``, :class:`~cardtable.ui.keyboard.KeyboardFocus`)."""

    #: A message for the player (a refusal's reason, a hint).
    message = Signal(str)
    #: Several actions fit a gesture: ChoiceRequest.
    choose = Signal(object)
    #: The keyboard focus moved: a spoken-style description of the focused thing.
    focus_changed = Signal(str)
    #: Where the keys last put the focus among the places (card, zone, index), if they did.
    _focus_place: tuple[CardItem, str, int] | None = None

    def __init__(self, scene: TableScene, controller: TableControl) -> None:
        super().__init__(scene)
        self.keys = KeyboardFocus(self)
        self.scene = scene
        self.controller = controller
        scene.handler = self
        self.selection: list[CardItem] = []
        self._anchor: CardItem | None = None
        self._press: tuple[QGraphicsItem, QPointF] | None = None
        self._drag: _Drag | None = None
        self._cache: dict[tuple[int, str, tuple[str, ...]], dict[str, list[Action]]] = {}
        self.focus: Focusable | None = None
        self._busy_choice = False
        scene.relaid.connect(self.refresh)

    # --- the keys (cardtable.ui.keyboard), as the view, the accessible tree and the tests ask ---

    def focusables(self) -> list[Focusable]:
        return self.keys.focusables()

    def tab(self, forward: bool) -> bool:
        return self.keys.tab(forward)

    def key_press(self, event: QKeyEvent) -> bool:
        return self.keys.key_press(event)

    def activate_item(self, item: Focusable) -> None:
        self.keys.activate_item(item)

    def toggle_item(self, item: CardItem) -> None:
        self.keys.toggle_item(item)

    # --- what the viewer may move ----------------------------------------------------------------

    @property
    def snapshot(self) -> Snapshot | None:
        return self.scene.snapshot

    def _movable_cards(self) -> set[Card]:
        """Cards the viewer may pick up: those in legal moves, and any in their own hand (a drop
        the engine refuses is answered with its reason)."""
        snap = self.snapshot
        if snap is None or self._busy_choice or snap.over or snap.viewer is None:
            return set()
        if snap.bots[snap.viewer]:
            return set()
        cards = {c for a in snap.legal for c in a.cards}
        for zv in snap.observation.zones:
            if zv.kind is ZoneKind.HAND and zv.owner == snap.viewer:
                cards.update(c for c in zv.cards if c is not None)
        return cards

    def _token_moves(self) -> bool:
        snap = self.snapshot
        return snap is not None and any(not a.cards for a in snap.legal)

    def refresh(self) -> None:
        """Recompute movable marks after a new position (or a resize)."""
        snap = self.snapshot
        if snap is None:
            return
        movable = self._movable_cards()
        for items in self.scene.cards.values():
            for it in items:
                # The card of the latest position: a dealt card may still be turning over.
                it.movable = it.known is not None and it.known in movable
                if it.handler is None:
                    it.handler = self
        token_moves = self._token_moves()
        for token in self.scene.tokens.values():
            token.movable = token_moves
            token.handler = self
        for slot in self.scene.slots.values():
            slot.handler = self
        # Places the engine offers that are not on the table yet (a new meld).
        zones = {z.id for z in snap.observation.zones}
        virtual = {
            t: _label_for_virtual(t) for t in self.controller.card_targets() if t and t not in zones
        }
        if self._drag is None:
            self.scene.set_virtual_targets(virtual)
        keep = [it for it in self.selection if it.movable and it.scene() is self.scene]
        if keep != self.selection:
            for it in self.selection:
                if it not in keep:
                    it.set_marks(selected=False)
            self.selection = keep
        if self._drag is None:
            self._mark_selection_targets()
        self.keys.keep_focus_in_hand()
        if self.focus is not None and (
            self.focus.scene() is not self.scene or self.focus not in self.keys.focusables()
        ):
            self.keys.set_focus(None)

    def targets_for(self, cards: Sequence[Card], source: str) -> dict[str, list[Action]]:
        """Every place ``cards`` from ``source`` may be dropped, with what each drop means."""
        snap = self.snapshot
        if snap is None or not snap.legal or self._busy_choice:
            return {}
        key = (snap.serial, source, tuple(sorted(c.code for c in cards)))
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        if len(self._cache) > 64:
            self._cache.clear()
        out: dict[str, list[Action]] = {}
        candidates = list(self.scene.layout.zones) if self.scene.layout else []
        candidates.append(self.scene.spec.table_target)
        for target in candidates:
            if target == source or target in out:
                continue
            actions = self.controller.drop_actions(cards, source, target)
            if actions:
                out[target] = actions
        self._cache[key] = out
        return out

    # --- selection -------------------------------------------------------------------------------

    def select(self, items: Sequence[CardItem]) -> None:
        items = [it for it in items if it.movable]
        if items and len({it.zone for it in items}) > 1:
            items = [it for it in items if it.zone == items[-1].zone]
        for it in self.selection:
            if it not in items:
                it.set_marks(selected=False)
        for it in items:
            it.set_marks(selected=True)
        self.selection = list(items)
        self.scene.settle(self.scene.items_of(items[0].zone) if items else [])
        self._mark_selection_targets()

    def clear_selection(self) -> None:
        zones = {it.zone for it in self.selection}
        for it in self.selection:
            it.set_marks(selected=False)
        self.selection = []
        for zone in zones:
            self.scene.settle(self.scene.items_of(zone))
        self._mark_selection_targets()

    def toggle(self, item: CardItem) -> None:
        if item in self.selection:
            rest = [it for it in self.selection if it is not item]
            item.set_marks(selected=False)
            self.selection = []
            self.select(rest)
            self.scene.settle([item])
        else:
            same = [it for it in self.selection if it.zone == item.zone]
            self.select([*same, item])

    def _mark_selection_targets(self) -> None:
        if not self.selection:
            self.scene.mark_targets(())
            return
        cards = tuple(it.known for it in self.selection if it.known is not None)
        targets = self.targets_for(cards, self.selection[0].zone)
        hover = self.focus.zone if isinstance(self.focus, SlotItem) else None
        self.scene.mark_targets(targets, hover)

    # --- mouse -----------------------------------------------------------------------------------

    def press(self, item: QGraphicsItem, event: QGraphicsSceneMouseEvent) -> None:
        self._press = (item, event.scenePos())

    def move(self, item: QGraphicsItem, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        if self._drag is None:
            if self._press is None:
                return
            pressed, start = self._press
            if (pos - start).manhattanLength() < QApplication.startDragDistance():
                return
            self._begin_drag(pressed, start)
            if self._drag is None:
                return
        self._drag_to(pos)

    def release(self, item: QGraphicsItem, event: QGraphicsSceneMouseEvent) -> None:
        press, self._press = self._press, None
        if self._drag is not None:
            self._drop(event.scenePos())
            return
        if press is None:
            return
        self._click(press[0], event.modifiers())

    def double(self, item: QGraphicsItem, event: QGraphicsSceneMouseEvent) -> None:
        self._press = None
        if isinstance(item, CardItem) and item.movable and item.known is not None:
            targets = self.targets_for((item.known,), item.zone)
            actions = unique(a for acts in targets.values() for a in acts)
            if len(actions) == 1:
                self._commit(actions, [item], "")
                return
            self.select([item])
            if not actions:
                self.message.emit(self.controller.explain_drop((item.known,), item.zone, ""))
            return
        self._zone_click(getattr(item, "zone", ""))

    def _begin_drag(self, item: QGraphicsItem, start: QPointF) -> None:
        if isinstance(item, TokenItem):
            if not item.movable:
                return
            targets = self.targets_for((), item.zone)
            items: list[QGraphicsItem] = [item]
            cards: tuple[Card, ...] = ()
            source = item.zone
        elif isinstance(item, CardItem):
            if not item.movable:
                return
            if item not in self.selection:
                self.select([item])
            chosen = [it for it in self.scene.display_order(item.zone) if it in self.selection]
            items = list(chosen)
            cards = tuple(it.known for it in chosen if it.known is not None)
            source = item.zone
            targets = self.targets_for(cards, source)
        else:
            return
        # The grabbed item keeps its offset from the pointer; the others fan out beside it.
        anchor = item.pos() - start
        grabbed = items.index(item)
        offsets = []
        for i, it in enumerate(items):
            self.scene.animator.cancel(it)
            step = getattr(it, "width", 40.0) * 0.3
            offsets.append(anchor + QPointF((i - grabbed) * step, 0.0))
            it.setZValue(_Z_DRAG + i)
            self.scene.dragging.add(it)
        self._drag = _Drag(items, source, cards, targets, offsets)
        self.scene.mark_targets(targets)

    def _drag_to(self, pos: QPointF) -> None:
        drag = self._drag
        assert drag is not None
        for it, off in zip(drag.items, drag.offsets, strict=True):
            it.setPos(pos + off)
        hover = self.scene.zone_at(pos, drag.targets)
        if hover not in drag.targets:
            hover = None
        if hover != drag.hover:
            drag.hover = hover
            self.scene.mark_targets(drag.targets, hover)

    def _end_drag(self) -> _Drag:
        drag = self._drag
        assert drag is not None
        self._drag = None
        for it in drag.items:
            self.scene.dragging.discard(it)
        return drag

    def _drop(self, pos: QPointF) -> None:
        drag = self._end_drag()
        target = self.scene.zone_at(pos, drag.targets)
        if target is None and self.scene.spec.table_target in drag.targets:
            target = self.scene.spec.table_target
        if target == drag.source or (target is None and not drag.targets):
            if target is None and drag.cards:
                self.message.emit(self.controller.explain_drop(drag.cards, drag.source, ""))
            self._slide_back(drag)
            return
        if target is None:
            self.message.emit(_("drop the cards on a highlighted place"))
            self._slide_back(drag)
            return
        actions = drag.targets.get(target)
        if not actions:
            actions = self.controller.drop_actions(drag.cards, drag.source, target)
        if not actions:
            self.message.emit(self.controller.explain_drop(drag.cards, drag.source, target))
            self._slide_back(drag)
            return
        cards = [it for it in drag.items if isinstance(it, CardItem)]
        self._commit(actions, cards, target, on_cancel=lambda: self._slide_back(drag))

    def _slide_back(self, drag: _Drag) -> None:
        cards = [it for it in drag.items if isinstance(it, CardItem)]
        for it in cards:
            it.set_marks(selected=False)
        self.selection = [it for it in self.selection if it not in cards]
        self.scene.settle(cards)
        self.scene.relayout_tokens()
        self._mark_selection_targets()

    def _click(self, item: QGraphicsItem, modifiers: Qt.KeyboardModifier) -> None:
        if isinstance(item, CardItem) and item.movable:
            # A movable card in another zone than the selection's may be the place to drop it.
            if (
                self.selection
                and item.zone != self.selection[0].zone
                and self._drop_selection_on(item.zone, quiet=True)
            ):
                return
            if modifiers & Qt.KeyboardModifier.ControlModifier:
                self.toggle(item)
            elif modifiers & Qt.KeyboardModifier.ShiftModifier and self._anchor is not None:
                order = self.scene.display_order(item.zone)
                if self._anchor in order:
                    a, b = order.index(self._anchor), order.index(item)
                    lo, hi = min(a, b), max(a, b)
                    self.select([it for it in order[lo : hi + 1] if it.movable])
                else:
                    self.select([item])
            elif self.selection == [item]:
                self.clear_selection()
            else:
                self.select([item])
            self._anchor = item
            return
        self._zone_click(getattr(item, "zone", ""))

    def _zone_click(self, zone: str) -> None:
        if not zone:
            return
        if self.selection:
            self._drop_selection_on(zone)
            return
        self.activate_zone(zone)

    def activate_zone(self, zone: str) -> bool:
        """Do what clicking ``zone`` means by the layout's click rules; False if nothing."""
        snap = self.snapshot
        if snap is None:
            return False
        rule = self.scene.spec.click_rule(zone)
        actions: list[Action] = []
        if rule is not None and rule.target and snap.viewer is not None:
            actions = self.controller.drop_actions((), zone, rule.target.format(viewer=snap.viewer))
        elif rule is not None and rule.verb:
            actions = [a for a in snap.legal if a.verb == rule.verb and not a.cards]
        if not actions:
            return False
        self._commit(actions, [], zone)
        return True

    def _drop_selection_on(self, zone: str, quiet: bool = False) -> bool:
        cards = tuple(it.known for it in self.selection if it.known is not None)
        source = self.selection[0].zone
        actions = self.targets_for(cards, source).get(zone)
        if not actions:
            if not quiet:
                self.message.emit(self.controller.explain_drop(cards, source, zone))
            return False
        self._commit(actions, list(self.selection), zone)
        return True

    # --- committing ------------------------------------------------------------------------------

    def _commit(
        self,
        actions: Sequence[Action],
        items: Sequence[CardItem],
        target: str,
        on_cancel: Callable[[], None] | None = None,
    ) -> None:
        actions = unique(actions)
        if len(actions) == 1:
            self._play(actions[0], items)
            return

        def pick(action: Action) -> None:
            self._busy_choice = False
            self._play(action, items)

        def cancel() -> None:
            self._busy_choice = False
            if on_cancel is not None:
                on_cancel()
            else:
                self.scene.settle(list(items))
            self.refresh()

        self._busy_choice = True
        self.scene.mark_targets(())
        self.choose.emit(ChoiceRequest("Which one?", tuple(actions), pick, cancel))

    def _play(self, action: Action, items: Sequence[CardItem]) -> None:
        for it in self.selection:
            it.set_marks(selected=False)
        self.selection = []
        self.scene.mark_targets(())
        if not self.controller.play(action):
            self.scene.settle(list(items))
            self.refresh()
