"""The table as accessible objects: places, cards, chips and seats a screen reader can browse.

The table is one ``QGraphicsView``; its cards are graphics items, not widgets, so Qt would show
a screen reader one blank pane. This module gives the view an accessibility interface (through
``QAccessible.installFactory``) whose children are the table's places, each a list (your hand,
each opponent's hand with its count, the stock, the discard pile, each meld or suit pile, chips,
purses, the pot...) holding its cards or chips as list items, followed by a plate for every
seat (name, score, dealer, whose turn) and the game's values (the count, the wild rank...).

Privacy: the tree is built from the scene's card items, which are matched to the viewer's
observation, so it holds exactly what the view draws. A face-down card is named "face-down
card" and nothing else; its object is keyed by its place and position, never by the card, so
not even an object's identity follows a hidden card around. Objects that leave the tree (or
whose viewer changed) answer as invalid and say nothing.

How the objects live: Qt's accessibility cache owns every interface it hands out over AT-SPI.
Each node is a ``QAccessibleWidget`` subclass (its C++ side gives Qt the action interface, and
its Python side answers every question), registered once with
``QAccessible.registerAccessibleInterface`` so Qt owns it, kept in a dictionary by key and
reused for as long as the table lives. Nodes say ``object()`` is None so Qt never mistakes
one for the view itself.

Cards have the actions "Play" (what Enter does on the focused card) and "Select" (Space);
places the player may use have "Activate". Keyboard focus moving over the table sends a focus
event for the focused card or place, so a screen reader follows it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QObject, QRect, Qt, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleStateChangeEvent,
    QWindow,
)
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from cardtable.engine.zones import ZoneKind
from cardtable.i18n import _
from cardtable.ui import speech
from cardtable.ui.items import CardItem, SlotItem, TokenItem

if TYPE_CHECKING:
    from cardtable.ui.interaction import Gestures
    from cardtable.ui.keyboard import Focusable
    from cardtable.ui.scene import TableScene

Role = QAccessible.Role
Text = QAccessible.Text

#: Kinds of place in the order a player meets them: their hand first, the shared places, then
#: the others' places.
_ZONE_ORDER = {
    ZoneKind.HAND: 0,
    ZoneKind.STOCK: 1,
    ZoneKind.DISCARD: 2,
    ZoneKind.PILE: 3,
    ZoneKind.SHOWN: 4,
    ZoneKind.PLAYED: 5,
    ZoneKind.MELD: 6,
    ZoneKind.RESERVE: 7,
    ZoneKind.TOKENS: 8,
}


@dataclass(slots=True)
class NodeData:
    """What one accessible object says at the moment."""

    role: QAccessible.Role
    name: str
    description: str = ""
    children: list[str] = field(default_factory=list)
    parent: str = ""
    item: object | None = None
    focusable: bool = False
    selectable: bool = False
    selected: bool = False
    actions: dict[str, Callable[[], None]] = field(default_factory=dict)
    keys: dict[str, str] = field(default_factory=dict)


ROOT = ""


class _Node(QAccessibleWidget):
    """One card, place, plate or value line of the table (see the module docstring)."""

    def __init__(self, tree: TableTree, key: str) -> None:
        super().__init__(tree.view, Role.ListItem, "")
        self.tree = tree
        self.key = key
        self._data: NodeData | None = None

    @property
    def data(self) -> NodeData | None:
        """What the object says now (None once it has left the table)."""
        if self.tree.alive():
            self.tree.refresh()
        return self._data

    # --- what Qt asks ----------------------------------------------------------------------------

    def isValid(self) -> bool:
        return self.data is not None and self.tree.alive()

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self.tree.root_window()

    def relations(self, match: Any = None) -> list[Any]:
        return []

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        if self.data is None:
            return None
        return self.tree.interface(self.data.parent)

    def childCount(self) -> int:
        return len(self.data.children) if self.data is not None else 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        if self.data is None or not 0 <= index < len(self.data.children):
            return None
        return self.tree.node(self.data.children[index])

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        key = getattr(child, "key", None)
        if self.data is None or key not in self.data.children:
            return -1
        return self.data.children.index(key)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def role(self) -> QAccessible.Role:
        return self.data.role if self.data is not None else Role.NoRole

    def text(self, kind: QAccessible.Text) -> str:
        if self.data is None:
            return ""
        if kind == Text.Name:
            return self.data.name
        if kind == Text.Description:
            return self.data.description
        return ""

    def rect(self) -> QRect:
        return self.tree.rect_of(self.data.item if self.data is not None else None)

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        data = self.data
        if data is None:
            state.invalid = True
            return state
        state.focusable = data.focusable
        state.selectable = data.selectable
        state.selected = data.selected
        state.focused = data.item is not None and self.tree.focused_item() is data.item
        state.readOnly = True
        return state

    def actionNames(self) -> list[str]:
        return list(self.data.actions) if self.data is not None else []

    def doAction(self, name: str) -> None:
        if self.data is None:
            return
        act = self.data.actions.get(name)
        if act is not None:
            # The keys that may follow (a place chosen with the arrows and Enter) go to the
            # table, wherever the keyboard was when the screen reader's user acted.
            if self.tree.alive() and not self.tree.view.hasFocus():
                self.tree.view.setFocus(Qt.FocusReason.OtherFocusReason)
            # Out of the screen reader's call: playing a move redraws the table.
            QTimer.singleShot(0, act)

    def keyBindingsForAction(self, name: str) -> list[str]:
        if self.data is None or name not in self.data.keys:
            return []
        return [self.data.keys[name]]


class _Root(QAccessibleWidget):
    """The table view itself: a pane whose children are the table's places and seats."""

    def __init__(self, tree: TableTree) -> None:
        super().__init__(tree.view, Role.Pane, _("Card table"))
        self.tree = tree
        self.key = ROOT

    def role(self) -> QAccessible.Role:
        return Role.Pane

    def text(self, kind: QAccessible.Text) -> str:
        if not self.tree.alive():
            return ""
        if kind == Text.Name:
            return self.tree.view.accessibleName()
        # No description: Orca 43 reads a focused object's description again whenever it
        # changes, and the view's (the table in words) changes with every move. The table is
        # read on a key (S), and its places are the children.
        return ""

    def childCount(self) -> int:
        return len(self.tree.top_keys())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        top = self.tree.top_keys()
        return self.tree.node(top[index]) if 0 <= index < len(top) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        key = getattr(child, "key", None)
        top = self.tree.top_keys()
        return top.index(key) if key in top else -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.tree.focused_node()

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None


class TableTree:
    """The accessible objects of one table view, rebuilt from the scene after every change."""

    def __init__(self, view: QWidget, scene: TableScene, gestures: Gestures) -> None:
        self.view = view
        self.scene = scene
        self.gestures = gestures
        self.data: dict[str, NodeData] = {}
        self.top: list[str] = []
        self._nodes: dict[str, _Node] = {}
        self._root: _Root | None = None
        self._dirty = True
        self._built: tuple[object, ...] = ()
        self._focus_key: str | None = None
        scene.relaid.connect(self.invalidate)
        gestures.focus_changed.connect(lambda _text: self.focus_moved())

    # --- for the interfaces ----------------------------------------------------------------------

    def alive(self) -> bool:
        return shiboken6.isValid(self.view)

    def root(self) -> _Root:
        if self._root is None:
            self._root = _Root(self)
        return self._root

    def root_window(self) -> QWindow | None:
        return self.view.window().windowHandle() if self.alive() else None

    def interface(self, key: str) -> QAccessibleInterface | None:
        if key == ROOT:
            return QAccessible.queryAccessibleInterface(self.view)
        return self.node(key)

    def node(self, key: str) -> _Node | None:
        self.refresh()
        data = self.data.get(key)
        if data is None:
            return None
        node = self._nodes.get(key)
        if node is None:
            node = _Node(self, key)
            QAccessible.registerAccessibleInterface(node)  # Qt owns it from here on
            self._nodes[key] = node
        node._data = data
        return node

    def top_keys(self) -> list[str]:
        self.refresh()
        return self.top

    def focused_item(self) -> Focusable | None:
        return self.gestures.focus if self.alive() and self.view.hasFocus() else None

    def focused_node(self) -> _Node | None:
        item = self.focused_item()
        if item is None:
            return None
        self.refresh()
        for key, data in self.data.items():
            if data.item is item:
                return self.node(key)
        return None

    def rect_of(self, item: object | None) -> QRect:
        if not self.alive():
            return QRect()
        view = self.view
        if item is None or not hasattr(item, "sceneBoundingRect"):
            return QRect(view.mapToGlobal(view.rect().topLeft()), view.size())
        poly = view.mapFromScene(item.sceneBoundingRect())  # type: ignore[attr-defined]
        box = poly.boundingRect()
        return QRect(view.mapToGlobal(box.topLeft()), box.size())

    # --- keeping up with the table ---------------------------------------------------------------

    def invalidate(self) -> None:
        """The table changed: rebuild before the next question, and tell screen readers."""
        self._dirty = True
        if QAccessible.isActive() and self.alive():
            # Screen readers cache what objects said: rebuild now and tell them what changed.
            self.refresh()
            QAccessible.updateAccessibility(
                QAccessibleEvent(self.view, QAccessible.Event.ObjectReorder)
            )

    def focus_moved(self) -> None:
        """The keyboard focus moved over the table, or what it rests on changed (Space): send
        a focus event for a new item, the state changes (selected) for the same one. When the
        focused card went and nothing took its place (the hand emptied), the table panel
        itself gets the focus event: a screen reader left on the gone card hears nothing more."""
        self._dirty = True
        if not QAccessible.isActive():
            return
        node = self.focused_node()  # rebuilds the tree, which tells the changed states
        if node is not None and node.key != self._focus_key:
            QAccessible.updateAccessibility(QAccessibleEvent(node, QAccessible.Event.Focus))
        elif node is None and self._focus_key is not None and self.view.hasFocus():
            QAccessible.updateAccessibility(QAccessibleEvent(self.view, QAccessible.Event.Focus))
        self._focus_key = node.key if node is not None else None

    def _stamp(self) -> tuple[object, ...]:
        """What the tree depends on besides the layout: the selection, the focus, the marks."""
        g = self.gestures
        return (
            tuple(id(it) for it in g.selection),
            id(g.focus),
            tuple(self.scene.marked_targets()),
            tuple(self.scene.virtual),
        )

    def refresh(self) -> None:
        stamp = self._stamp()
        if not self._dirty and stamp == self._built:
            return
        self._dirty = False
        self._built = stamp
        data = build_nodes(self.scene, self.gestures)
        self.data = data
        self.top = list(data[ROOT].children)
        tell = QAccessible.isActive()
        # A copy: a screen reader answering the change events may ask for objects not made yet.
        for key, node in list(self._nodes.items()):
            old, new = node._data, data.get(key)
            node._data = new
            if tell and old is not None and new is not None:
                _tell_changes(node, old, new)


def _tell_changes(node: _Node, old: NodeData, new: NodeData) -> None:
    """Send the change events for what ``node`` says differently now."""
    events = []
    # A card gone to another place is not renamed: its old place and new one are reordered, and
    # a screen reader still on it would otherwise say where it went ("among your played cards")
    # before the focus moves on to its neighbour in the hand.
    moved = old.parent != new.parent
    if old.name != new.name and not moved:
        events.append(QAccessible.Event.NameChanged)
    if old.description != new.description and not moved:
        events.append(QAccessible.Event.DescriptionChanged)
    if old.children != new.children:
        events.append(QAccessible.Event.ObjectReorder)
    for kind in events:
        QAccessible.updateAccessibility(QAccessibleEvent(node, kind))
    if (old.selected, old.focusable) != (new.selected, new.focusable):
        changed = QAccessible.State()
        changed.selected = old.selected != new.selected
        changed.focusable = old.focusable != new.focusable
        QAccessible.updateAccessibility(QAccessibleStateChangeEvent(node, changed))


def build_nodes(scene: TableScene, gestures: Gestures) -> dict[str, NodeData]:
    """Every accessible object of the table as it stands, by key (ROOT for the view)."""
    out: dict[str, NodeData] = {ROOT: NodeData(Role.Pane, _("Card table"))}
    snap = scene.snapshot
    if snap is None:
        return out
    obs = snap.observation
    names, viewer, game = snap.names, snap.viewer, snap.info.id
    selection = set(gestures.selection)
    focusables = set(gestures.focusables())
    playable = {c for a in snap.legal for c in a.cards}

    def order(zone_kind: ZoneKind, owner: int | None) -> tuple[int, int]:
        mine = 0 if owner is not None and owner == viewer else 1
        return (mine if zone_kind is ZoneKind.HAND else 1, _ZONE_ORDER.get(zone_kind, 9))

    zones = sorted(
        (zv for zv in obs.zones if scene.visible_zone(zv.id)),
        key=lambda zv: order(zv.kind, zv.owner),
    )
    top: list[str] = []
    for zv in zones:
        zkey = f"zone:{zv.id}"
        slot = scene.slots.get(zv.id)
        zone = NodeData(Role.List, speech.zone_name(zv, names, viewer, game), parent=ROOT)
        zone.item = slot
        if slot is not None and slot in focusables:
            zone.focusable = True
            zone.actions["Activate"] = _activate(gestures, slot)
            zone.keys["Activate"] = "Return"
        if zv.kind is ZoneKind.TOKENS:
            for token, amount in zv.tokens:
                tkey = f"token:{zv.id}:{token}"
                item = scene.tokens.get((zv.id, token))
                what = speech.tokens_text(zv, game) if len(zv.tokens) == 1 else f"{token} {amount}"
                tok = NodeData(Role.ListItem, what, parent=zkey, item=item)
                if item is not None and item in focusables:
                    tok.focusable = True
                    tok.actions["Take"] = _activate(gestures, item)
                    tok.keys["Take"] = "Return"
                out[tkey] = tok
                zone.children.append(tkey)
        else:
            where = speech.zone_location(zv, names, viewer)
            for i, it in enumerate(scene.display_order(zv.id)):
                card = it.known
                # Face-down cards are keyed by place and position: see the module docstring.
                ckey = f"card:{zv.id}:{i}" if card is None else f"card:{card.code}"
                name = speech.card_name(snap, card) if card is not None else _("Face-down card")
                node = NodeData(Role.ListItem, name, where, parent=zkey, item=it)
                if it.movable:
                    node.focusable = node.selectable = True
                    node.selected = it in selection
                    if node.selected:
                        # Said in words too: Qt passes no selected-state event on to AT-SPI,
                        # and Orca speaks the focused card's description when it changes.
                        node.description = _("selected, {where}").format(where=where)
                    if card in playable:
                        node.description += _(", can be played")
                    node.actions["Play"] = _activate(gestures, it)
                    node.actions["Select"] = _toggle(gestures, it)
                    node.keys.update({"Play": "Return", "Select": "space"})
                out[ckey] = node
                zone.children.append(ckey)
        out[zkey] = zone
        top.append(zkey)
    for zid, label in scene.virtual.items():
        if obs.has_zone(zid) or zid not in scene.slots:
            continue
        vkey = f"zone:{zid}"
        slot = scene.slots[zid]
        place = NodeData(Role.List, _("{where}, empty").format(where=label), parent=ROOT, item=slot)
        if slot in focusables:
            place.focusable = True
            place.actions["Activate"] = _activate(gestures, slot)
            place.keys["Activate"] = "Return"
        out[vkey] = place
        top.append(vkey)
    for seat in range(len(names)):
        pkey = f"seat:{seat}"
        out[pkey] = NodeData(
            Role.StaticText, speech.plate_text(snap, seat), parent=ROOT, item=scene.plates.get(seat)
        )
        top.append(pkey)
    facts = speech.game_facts(snap)
    if facts:
        out["values"] = NodeData(Role.StaticText, speech.sentence("; ".join(facts)), parent=ROOT)
        top.append("values")
    out[ROOT].children = top
    return out


def _activate(gestures: Gestures, item: CardItem | SlotItem | TokenItem) -> Callable[[], None]:
    return lambda: gestures.activate_item(item)


def _toggle(gestures: Gestures, item: CardItem) -> Callable[[], None]:
    return lambda: gestures.toggle_item(item)


_TREES: dict[int, TableTree] = {}


def attach(view: QWidget, scene: TableScene, gestures: Gestures) -> TableTree:
    """Give ``view`` its accessible tree (the factory below hands it to Qt when asked)."""
    tree = TableTree(view, scene, gestures)
    key = id(view)
    _TREES[key] = tree
    view.destroyed.connect(lambda *_: _TREES.pop(key, None))
    # With a screen reader already listening (a game started from the start page), setting the
    # view's name made Qt cache a plain interface for it; drop that so the tree is asked for.
    cached = QAccessible.queryAccessibleInterface(view)
    if cached is not None and not isinstance(cached, _Root):
        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(cached))
    return tree


def _factory(class_name: str, obj: QObject | None) -> QAccessibleInterface | None:
    if obj is None:
        return None
    tree = _TREES.get(id(obj))
    if tree is None or tree.view is not obj:
        return None
    return tree.root()


QAccessible.installFactory(_factory)
