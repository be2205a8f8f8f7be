"""The table scene's motion: a step's events replayed as cards, chips and scores on the move.

:class:`MotionReplay` is the scene's ``motion`` (:class:`cardtable.ui.scene.TableScene` holds
one and asks it to replay a step; what it reads of the scene is :class:`MotionScene`). Each card
move slides the moved items from their old place to the new one (a deal one card after
another) while the cards left behind close up; chips fly between places and points float up
from the scorer's plate. The scene then settles on the step's snapshot, which is the authority.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem

from cardtable.engine.cards import Card
from cardtable.engine.events import CardsMoved, Scored, TokensMoved
from cardtable.engine.observation import Observation
from cardtable.engine.zones import Visibility
from cardtable.ui import theme
from cardtable.ui.items import CardItem, TokenItem
from cardtable.ui.layout.spec import format_number
from cardtable.ui.plates import TextItem

if TYPE_CHECKING:
    from cardtable.ui.animation import Animator
    from cardtable.ui.art import CardArt
    from cardtable.ui.layout.geometry import TableLayout, ZonePlace
    from cardtable.ui.layout.spec import GameLayout

#: Stacking bands by region so hands lie over melds, and moving cards over everything.
_Z_CENTER, _Z_FRONT, _Z_HAND, _Z_VIEWER = 100.0, 200.0, 300.0, 400.0
_Z_DRAG = 10_000.0

#: Seconds (at speed 1) for the parts of a step.
DEAL_GAP = 0.055
MOVE_GAP = 0.24
MOVE_TIME = 0.34
DEAL_TIME = 0.26
SETTLE_TIME = 0.22


class MotionScene(Protocol):
    """What the motion reads and moves of the table scene
    (:class:`cardtable.ui.scene.TableScene`)."""

    art: CardArt
    animator: Animator
    spec: GameLayout
    layout: TableLayout | None
    cards: dict[str, list[CardItem]]
    tokens: dict[tuple[str, str], TokenItem]

    def _compute(self) -> TableLayout: ...
    def _mark_pile(self, zid: str, place: ZonePlace | None) -> None: ...
    def _new_card(self, card: Card | None, zone: str) -> CardItem: ...
    def _z_base(self, place: ZonePlace) -> float: ...
    def display_order(self, zone: str) -> list[CardItem]: ...
    def zone_place(self, zone: str) -> ZonePlace | None: ...
    def addItem(self, item: QGraphicsItem) -> None: ...
    def removeItem(self, item: QGraphicsItem) -> None: ...


class MotionReplay:
    """Replays a step's events as motion on its scene (see the module docstring)."""

    def __init__(self, scene: MotionScene) -> None:
        self.scene = scene

    def _viewer_sees(self, obs: Observation, zone: str) -> bool:
        if not obs.has_zone(zone):
            return True
        zv = obs.zone(zone)
        if zv.visibility is Visibility.PUBLIC:
            return True
        return zv.visibility is Visibility.OWNER and zv.owner == obs.viewer

    def _transfer(self, ev: CardsMoved, obs: Observation) -> list[tuple[CardItem, Card | None]]:
        """Move the items of ``ev``'s cards from its source to its target (no motion yet)."""
        src = self.scene.cards.setdefault(ev.source, [])
        dst = self.scene.cards.setdefault(ev.target, [])
        moved: list[tuple[CardItem, Card | None]] = []
        for card in ev.cards:
            it = next((i for i in reversed(src) if card is not None and i.known == card), None)
            if it is None:
                it = next((i for i in reversed(src) if i.known is None), None)
            if it is None and src:
                it = src[-1]
            if it is None:
                it = self.scene._new_card(None, ev.source)
            else:
                src.remove(it)
            it.zone = ev.target
            it.known = card if self._viewer_sees(obs, ev.target) else None
            dst.append(it)
            moved.append((it, card))
        return moved

    def _settle_zone(self, zid: str, layout: TableLayout, moved: set[CardItem], t: float) -> None:
        """Slide the cards of ``zid`` that did not move themselves to their places at ``t``."""
        self.scene._mark_pile(zid, layout.zones.get(zid))
        place = layout.zones.get(zid)
        if place is None:
            return
        base = self.scene._z_base(place)
        for it, spot in zip(self.scene.display_order(zid), place.spots, strict=False):
            if it not in moved:
                self.scene.animator.move(
                    it,
                    spot.x,
                    spot.y,
                    spot.rot,
                    z=base + spot.z,
                    at=t,
                    duration=SETTLE_TIME,
                    width=place.card_width,
                )

    def replay_deal(self, events: Sequence[CardsMoved], t: float, obs: Observation) -> float:
        """A deal (the dealer's cards in a row, one at a time): laid out once, at the end, and
        every card flown straight to its final place, one after another."""
        animator = self.scene.animator
        moved = [(it, card, ev) for ev in events for it, card in self._transfer(ev, obs)]
        layout = self.scene._compute()
        self.scene.layout = layout
        moved_items = {it for it, _, _ in moved}
        zones = dict.fromkeys(z for ev in events for z in (ev.source, ev.target))
        for zid in zones:
            self._settle_zone(zid, layout, moved_items, t)
        orders = {zid: self.scene.display_order(zid) for zid in zones}
        for k, (it, card, ev) in enumerate(moved):
            place = layout.zones.get(ev.target)
            if place is None or not place.spots:
                continue
            order = orders[ev.target]
            idx = order.index(it) if it in order else len(order) - 1
            spot = place.spots[min(idx, len(place.spots) - 1)]
            animator.move(
                it,
                spot.x,
                spot.y,
                spot.rot,
                at=t + animator.scaled(DEAL_GAP * k),
                duration=DEAL_TIME,
                face=card if self._viewer_sees(obs, ev.target) else None,
                z=self.scene._z_base(place) + spot.z,
                lift=True,
                width=place.card_width,
            )
        return t + animator.scaled(DEAL_GAP * len(moved))

    def replay_move(self, ev: CardsMoved, t: float, obs: Observation) -> float:
        animator = self.scene.animator
        moved = self._transfer(ev, obs)
        layout = self.scene._compute()
        self.scene.layout = layout
        deal = ev.seat is None and len(ev.cards) == 1
        duration = DEAL_TIME if deal else MOVE_TIME
        moved_items = {m for m, _ in moved}
        for zid in (ev.source, ev.target):
            self._settle_zone(zid, layout, moved_items, t)
        place = layout.zones.get(ev.target)
        sees = self._viewer_sees(obs, ev.target)
        for k, (it, card) in enumerate(moved):
            face = card if sees else None
            if place is not None:
                order = self.scene.display_order(ev.target)
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
                    z=self.scene._z_base(place) + spot.z,
                    lift=True,
                    width=place.card_width,
                )
        return t + animator.scaled(DEAL_GAP if deal else MOVE_GAP)

    def _token_centre(self, zone: str, token: str) -> QPointF | None:
        item = self.scene.tokens.get((zone, token))
        if item is not None and item.isVisible():
            return item.pos()
        place = self.scene.zone_place(zone)
        if place is None:
            return None
        return QPointF(place.rect.cx, place.rect.cy)

    def fly_token(self, ev: TokensMoved, t: float) -> None:
        start = self._token_centre(ev.source, ev.token)
        end = self._token_centre(ev.target, ev.token)
        if start is None or end is None or self.scene.layout is None:
            return
        sprite = TokenItem(self.scene.art, "", ev.token)
        sprite.set_amount(min(ev.amount, 4) if ev.amount > 1 else 1)
        sprite.set_diameter(self.scene.layout.unit * 0.5)
        sprite.setZValue(_Z_DRAG - 10)
        sprite.setPos(start)
        sprite.hide()
        self.scene.addItem(sprite)

        def done() -> None:
            self.scene.removeItem(sprite)

        sprite.show()
        self.scene.animator.move(
            sprite, end.x(), end.y(), 0.0, at=t, duration=0.4, lift=True, on_done=done
        )

    def float_score(self, ev: Scored, t: float) -> None:
        if self.scene.layout is None or ev.seat not in self.scene.layout.seats or ev.points == 0:
            return
        plate = self.scene.layout.seats[ev.seat].plate
        text = TextItem(px=max(14.0, self.scene.layout.unit * 0.3), bold=True)
        sign = "+" if ev.points > 0 else ""
        text.set_text(
            f"{sign}{format_number(ev.points, self.scene.spec.score_fmt)}", colour=theme.GOLD
        )
        text.setZValue(_Z_DRAG)
        text.setPos(plate.cx, plate.cy)
        text.hide()
        self.scene.addItem(text)

        def done() -> None:
            self.scene.removeItem(text)

        def begin() -> None:
            text.show()

        self.scene.animator.move(
            text, plate.cx, plate.cy - plate.h * 0.2, 0.0, at=t, duration=0.05, on_done=begin
        )
        self.scene.animator.move(
            text, plate.cx, plate.cy - plate.h * 1.1, 0.0, duration=0.9, on_done=done
        )
