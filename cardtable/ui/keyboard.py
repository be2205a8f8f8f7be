"""The keyboard half of playing on the table: a focus that moves over the cards you may play and
the places they may go, Space to select, Enter to play, and the same moves for a screen reader's
actions.

:class:`KeyboardFocus` is the ``keys`` of :class:`cardtable.ui.interaction.Gestures` (what it
reads and changes of them is :class:`FocusOwner`), which own the selection, the engine questions
(``targets_for``) and committing a move; this part only decides what has the focus and what a
key does with it. The keys are listed in the module docstring of :mod:`cardtable.ui.interaction`
and in Help > Keyboard.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt, QTimer, SignalInstance
from PySide6.QtGui import QKeyEvent

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.zones import ZoneKind
from cardtable.i18n import _
from cardtable.ui import speech
from cardtable.ui.actionbar import VERB_KEYS
from cardtable.ui.items import CardItem, SlotItem, TokenItem

if TYPE_CHECKING:
    from cardtable.session.contract import Snapshot
    from cardtable.ui.scene import TableScene
    from cardtable.ui.table_control import TableControl


#: What the keyboard focus can rest on.
Focusable = CardItem | SlotItem | TokenItem


class FocusOwner(Protocol):
    """What the keys read and change of the gestures they belong to
    (:class:`cardtable.ui.interaction.Gestures`)."""

    scene: TableScene
    controller: TableControl
    selection: list[CardItem]
    focus: Focusable | None
    _anchor: CardItem | None
    _focus_place: tuple[CardItem, str, int] | None
    message: SignalInstance
    focus_changed: SignalInstance

    @property
    def snapshot(self) -> Snapshot | None: ...

    def targets_for(self, cards: Sequence[Card], source: str) -> dict[str, list[Action]]: ...
    def select(self, items: Sequence[CardItem]) -> None: ...
    def clear_selection(self) -> None: ...
    def toggle(self, item: CardItem) -> None: ...
    def activate_zone(self, zone: str) -> bool: ...
    def _mark_selection_targets(self) -> None: ...
    def _drop_selection_on(self, zone: str, quiet: bool = False) -> bool: ...
    def _commit(
        self, actions: Sequence[Action], items: Sequence[CardItem], target: str
    ) -> None: ...


class KeyboardFocus:
    """The focus and the keys of a table's gestures (see the module docstring)."""

    def __init__(self, gestures: FocusOwner) -> None:
        self.gestures = gestures

    def focusables(self) -> list[Focusable]:
        return [*self.card_row(), *self.place_row()]

    def card_row(self) -> list[Focusable]:
        row: list[Focusable] = []
        snap = self.gestures.snapshot
        if snap is None:
            return row
        zones = sorted(
            self.gestures.scene.cards,
            key=lambda z: (
                0 if (zv := self.gestures.scene.zone_view(z)) and zv.kind is ZoneKind.HAND else 1,
                z,
            ),
        )
        for zone in zones:
            row.extend(
                it
                for it in self.gestures.scene.display_order(zone)
                if it.movable and it.isVisible()
            )
        return row

    def place_row(self) -> list[Focusable]:
        row: list[Focusable] = []
        marked = set(self.gestures.scene.marked_targets())
        for zone, slot in self.gestures.scene.slots.items():
            rule = self.gestures.scene.spec.click_rule(zone)
            if zone in marked or (
                rule is not None and not self.gestures.selection and self._clickable(zone)
            ):
                row.append(slot)
        row.extend(
            t
            for t in self.gestures.scene.tokens.values()
            if t.movable and t.isVisible() and self.gestures.targets_for((), t.zone)
        )
        return row

    def _clickable(self, zone: str) -> bool:
        snap = self.gestures.snapshot
        rule = self.gestures.scene.spec.click_rule(zone)
        if snap is None or rule is None or not snap.legal:
            return False
        if rule.verb:
            return any(a.verb == rule.verb and not a.cards for a in snap.legal)
        return snap.viewer is not None and bool(
            self.gestures.controller.drop_actions((), zone, rule.target.format(viewer=snap.viewer))
        )

    def set_focus(self, item: Focusable | None) -> None:
        old = self.gestures.focus
        if old is item:
            return
        _show_focus(old, False)
        self.gestures.focus = item
        _show_focus(item, True)
        if isinstance(item, CardItem):
            self.gestures._focus_place = (item, item.zone, self._index_in(item))
        # No text when the focus leaves the table's things: the accessible tree moves a screen
        # reader's focus to the table itself, so it is never left on a card that went.
        scene = self.gestures.scene
        self.gestures.focus_changed.emit(scene.describe_item(item) if item is not None else "")
        if self.gestures.selection:
            self.gestures._mark_selection_targets()

    def _index_in(self, item: CardItem) -> int:
        order = self.gestures.scene.display_order(item.zone)
        return order.index(item) if item in order else 0

    def keep_focus_in_hand(self) -> None:
        """After the table changed: a focused card that left the place it was focused in (played,
        discarded, laid in a meld) leaves the focus there, on its neighbour (the card after it,
        or the last), so the next move starts where the player was. With that place empty (a
        hand played out, folded, gathered at a hand's end) the focus goes back to the table
        itself (``focus_changed`` with no text: a screen reader was left on a card that no
        longer exists) and a message says why. Call after every new position."""
        place = getattr(self.gestures, "_focus_place", None)
        focus = self.gestures.focus
        if place is None or focus is not place[0]:
            return
        item, zone, index = place
        if item.scene() is self.gestures.scene and item.zone == zone:
            self.gestures._focus_place = (item, zone, self._index_in(item))
            return
        row = (
            [it for it in self.gestures.scene.display_order(zone) if it.movable and it.isVisible()]
            if zone in self.gestures.scene.cards
            else []
        )
        self.gestures._focus_place = None
        self.set_focus(row[min(index, len(row) - 1)] if row else None)
        if not row:
            # After the move's own announcement, which comes once the table is updated.
            why = _("Your hand is empty: the focus is on the table")
            message = self.gestures.message
            QTimer.singleShot(0, lambda: message.emit(why))

    def _told_selection(self) -> None:
        """Space changed the focused card's selection: say so (the card's description and its
        accessible selected state follow the focus text)."""
        if self.gestures.focus is not None:
            self.gestures.focus_changed.emit(self.gestures.scene.describe_item(self.gestures.focus))

    def tab(self, forward: bool) -> bool:
        """Tab moves through cards and places; False when it should leave the table."""
        items = self.focusables()
        if not items:
            return False
        if self.gestures.focus not in items:
            self.set_focus(items[0] if forward else items[-1])
            return True
        i = items.index(self.gestures.focus) + (1 if forward else -1)
        if not 0 <= i < len(items):
            self.set_focus(None)
            return False
        self.set_focus(items[i])
        return True

    def key_press(self, event: QKeyEvent) -> bool:
        key = event.key()
        k = Qt.Key
        if key in (k.Key_Left, k.Key_Right):
            row = self.card_row() if not self._in_place_row() else self.place_row()
            if not row:
                row = self.place_row() or self.card_row()
            if not row:
                return False
            step = 1 if key == k.Key_Right else -1
            if self.gestures.focus in row:
                self.set_focus(row[(row.index(self.gestures.focus) + step) % len(row)])
            else:
                self.set_focus(row[0] if step > 0 else row[-1])
            return True
        if key == k.Key_Up:
            row = self.place_row()
            if row:
                self.set_focus(row[0] if self.gestures.focus not in row else self.gestures.focus)
            return bool(row)
        if key == k.Key_Down:
            row = self.card_row()
            if row:
                self.set_focus(self._last_card_focus(row))
            return bool(row)
        if key == k.Key_Space:
            if isinstance(self.gestures.focus, CardItem):
                self.gestures.toggle(self.gestures.focus)
                self.gestures._anchor = self.gestures.focus
                self._told_selection()
                return True
            return self._activate_focus()
        if key in (k.Key_Return, k.Key_Enter):
            return self._activate_focus()
        if key == k.Key_Escape:
            if self.gestures.selection:
                self.gestures.clear_selection()
                return True
            return False
        return self._idle_letter(event)

    def _idle_letter(self, event: QKeyEvent) -> bool:
        """A move's letter (P, D, C...) that reached the table: no button answers to it now
        (the buttons' shortcuts take their keys first). Say so briefly, with why: whose turn
        it is, or the keys that do make a move now."""
        letter = event.text().upper()
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if mods not in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier):
            return False
        if len(letter) != 1 or letter not in set(VERB_KEYS.values()):
            return False
        snap = self.gestures.snapshot
        if snap is None:
            return False
        if snap.over or not snap.legal:
            text = _("{key} is not a move now: {turn}").format(
                key=letter, turn=speech.turn_text(snap)
            )
        else:
            keys = sorted({VERB_KEYS[a.verb] for a in snap.legal if a.verb in VERB_KEYS})
            if any(a.cards for a in snap.legal):
                keys.append(_("Enter on a card"))
            text = _("{key} is not a move now; your keys: {keys}").format(
                key=letter, keys=", ".join(keys)
            )
        self.gestures.message.emit(text)
        return True

    def activate_item(self, item: Focusable) -> None:
        """Focus ``item`` and do what Enter does on it (a screen reader's "Play" action)."""
        if item.scene() is not self.gestures.scene:
            return
        self.set_focus(item)
        self._activate_focus()

    def toggle_item(self, item: CardItem) -> None:
        """Focus ``item`` and select it or not, as Space does."""
        if item.scene() is not self.gestures.scene or not item.movable:
            return
        self.set_focus(item)
        self.gestures.toggle(item)
        self.gestures._anchor = item
        self._told_selection()

    def _why_not(self, cards: Sequence[Card], zone: str) -> str:
        """Why Enter on these cards does nothing: "draw first" while the turn starts with a
        draw (the rules would say what the cards could not make), else the rules' reason."""
        snap = self.gestures.snapshot
        legal = snap.legal if snap is not None else ()
        if any(a.verb == "draw" for a in legal) and not any(a.cards for a in legal):
            return _("draw first: D draws a card")
        return self.gestures.controller.explain_drop(cards, zone, "")

    def _in_place_row(self) -> bool:
        return isinstance(self.gestures.focus, SlotItem | TokenItem)

    def _last_card_focus(self, row: list[Focusable]) -> Focusable:
        for it in self.gestures.selection:
            if it in row:
                return it
        return row[0]

    def _activate_focus(self) -> bool:
        focus = self.gestures.focus
        if focus is None:
            row = self.card_row() or self.place_row()
            if row:
                self.set_focus(row[0])
            return bool(row)
        if isinstance(focus, CardItem):
            items = self.gestures.selection if self.gestures.selection else [focus]
            if focus not in items and focus.zone == items[0].zone:
                items = [*items, focus]
            # The cards the items stand for: a card just drawn may still be turning over.
            cards = tuple(it.known for it in items if it.known is not None)
            targets = self.gestures.targets_for(cards, items[0].zone)
            if not targets and len(items) > 1 and focus.known is not None:
                # The focused card alone, when it goes somewhere with the selection it does
                # not (a hint selected another card, say).
                alone = self.gestures.targets_for((focus.known,), focus.zone)
                if alone:
                    items, cards, targets = [focus], (focus.known,), alone
            if not targets:
                self.gestures.message.emit(self._why_not(cards, items[0].zone))
                return True
            actions = unique(a for acts in targets.values() for a in acts)
            if len(targets) == 1 or len(actions) == 1:
                target = next(iter(targets))
                self.gestures._commit(actions, list(items), target)
                return True
            self.gestures.select(list(items))
            places = [s for s in self.place_row() if isinstance(s, SlotItem)]
            if places:
                self.set_focus(places[0])
            self.gestures.message.emit(_("choose where: left and right, then Enter"))
            return True
        if isinstance(focus, SlotItem):
            if self.gestures.selection:
                self.gestures._drop_selection_on(focus.zone)
            elif not self.gestures.activate_zone(focus.zone):
                self.gestures.message.emit(_("nothing to do there now"))
            return True
        if isinstance(focus, TokenItem):
            targets = self.gestures.targets_for((), focus.zone)
            actions = unique(a for acts in targets.values() for a in acts)
            if actions:
                self.gestures._commit(actions, [], "")
            else:
                self.gestures.message.emit(_("those cannot be taken now"))
            return True
        return False


def _show_focus(item: Focusable | None, focused: bool) -> None:
    """Draw or clear the focus mark on a card, a place or a stack of chips."""
    if isinstance(item, CardItem):
        item.set_marks(focused=focused)
    elif isinstance(item, SlotItem):
        item.set_state(focused=focused)
    elif isinstance(item, TokenItem):
        item.focused = focused
        item.update()


def unique(actions: Iterable[Action]) -> list[Action]:
    """The actions in their first order, each once."""
    out: list[Action] = []
    for a in actions:
        if a not in out:
            out.append(a)
    return out
