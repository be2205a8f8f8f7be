"""The table scene's decorations: name plates, captions and badges, the values panel, the
end-of-game banner and the marks on places a dragged card may go (the message toast is
:mod:`cardtable.ui.toast`).

:class:`TableDecor` is the scene's ``decor`` (:class:`cardtable.ui.scene.TableScene` holds one;
what it reads and changes of the scene is :class:`DecorScene`); everything here is redrawn from
the snapshot after each step settles.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QRectF, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from cardtable.engine.events import CardsMoved
from cardtable.engine.observation import Observation
from cardtable.engine.zones import ZoneKind
from cardtable.i18n import _
from cardtable.ui import theme
from cardtable.ui.items import CardItem, SlotItem, SlotState
from cardtable.ui.layout.spec import Fmt, badge_text, caption_text, format_number
from cardtable.ui.plates import PanelItem, PlateItem, TextItem, text_width
from cardtable.ui.scene_motion import _Z_VIEWER
from cardtable.ui.scene_words import card_note, with_names

if TYPE_CHECKING:
    from cardtable.session.contract import Snapshot
    from cardtable.ui.layout.geometry import TableLayout, ZonePlace
    from cardtable.ui.layout.spec import GameLayout


class DecorScene(Protocol):
    """What the decor reads and changes of the table scene
    (:class:`cardtable.ui.scene.TableScene`)."""

    snapshot: Snapshot | None
    spec: GameLayout
    layout: TableLayout | None
    slots: dict[str, SlotItem]
    plates: dict[int, PlateItem]
    captions: dict[str, TextItem]
    badges: dict[str, TextItem]
    notes: dict[tuple[str, int], TextItem]
    team_labels: dict[int, TextItem]
    values_panel: PanelItem
    banner: PanelItem
    dimmer: QGraphicsRectItem
    _settle_timer: QTimer
    _size: tuple[float, float]

    cards: dict[str, list[CardItem]]

    def _z_base(self, place: ZonePlace) -> float: ...
    def _rest_positions(self) -> dict[CardItem, tuple[float, float, float, float]]: ...
    def display_order(self, zone: str) -> list[CardItem]: ...
    def addItem(self, item: QGraphicsItem) -> None: ...
    def removeItem(self, item: QGraphicsItem) -> None: ...


class TableDecor:
    """Plates, captions, badges, panels and drop marks on its scene (see the module docstring)."""

    def __init__(self, scene: DecorScene) -> None:
        self.scene = scene

    def show_result(self, snapshot: Snapshot) -> None:
        """The end-of-game banner naming the winner(s)."""
        names = [snapshot.names[s] for s in sorted(snapshot.winners)]
        if not names:
            title = _("Game over")
        elif len(names) == 1:
            title = _("{name} wins!").format(name=names[0])
        else:
            title = _("{names} share the win!").format(names=_(" and ").join(names))
        fmt = self.scene.spec.score_fmt
        order = sorted(
            range(len(snapshot.names)),
            key=lambda s: snapshot.scores[s],
            reverse=not snapshot.info.lower_is_better,
        )
        w, h = self.scene._size
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
        self.scene.banner.set_content(QRectF(0, 0, 10, 10), lines)
        height = self.scene.banner.fit_height()
        width = min(w * 0.8, max(320.0, px * 0.62 * max(len(t) for t, *_ in lines) + 60))
        self.scene.banner.set_content(QRectF(0, 0, width, height), lines)
        center = self.scene.layout.center if self.scene.layout else None
        cy = center.cy if center else h / 2
        self.scene.banner.setPos((w - width) / 2, cy - height / 2)
        self.scene.dimmer.setRect(QRectF(0, 0, w, h))
        self.scene.dimmer.show()
        self.scene.banner.show()

    def banner_text(self) -> str:
        return self.scene.banner.text() if self.scene.banner.isVisible() else ""

    def changing_zones(self, events: Sequence[object], obs: Observation) -> set[str]:
        """The zones whose cards move or change in a step (their badges and notes wait)."""
        out = {z for ev in events if isinstance(ev, CardsMoved) for z in (ev.source, ev.target)}
        for zv in obs.zones:
            held = [it.known for it in self.scene.cards.get(zv.id, [])]
            if held != list(zv.cards):
                out.add(zv.id)
        return out

    def unsettled_zones(self) -> set[str]:
        """The zones with a card not at its place of rest: still to fly, or in a place the
        table's new layout moves."""
        rest = self.scene._rest_positions()
        return {
            zid
            for zid, items in self.scene.cards.items()
            for it in items
            if it in rest and (abs(it.x() - rest[it][0]) > 0.5 or abs(it.y() - rest[it][1]) > 0.5)
        }

    def hide_decor_of(self, zones: Iterable[str]) -> None:
        """Hide the badges and card notes of ``zones`` while their cards move: a hand's count
        or a wild's "= 7♠" would otherwise hang over a place the cards have left. They come
        back, where the cards come to rest, when the decor is redrawn."""
        for zid in zones:
            badge = self.scene.badges.get(zid)
            if badge is not None:
                badge.hide()
        for (zid, _i), note in self.scene.notes.items():
            if zid in zones:
                note.hide()

    def update_decor(self) -> None:
        snap = self.scene.snapshot
        layout = self.scene.layout
        if snap is None or layout is None:
            return
        obs = snap.observation
        values = obs.values
        for seat in list(self.scene.plates):
            if seat not in layout.seats:
                self.scene.removeItem(self.scene.plates.pop(seat))
        dealer = values.get("dealer")
        fmt = self.scene.spec.score_fmt
        for seat, place in layout.seats.items():
            plate = self.scene.plates.get(seat)
            if plate is None:
                plate = PlateItem(seat)
                self.scene.addItem(plate)
                self.scene.plates[seat] = plate
            plate.set_rect(QRectF(place.plate.x, place.plate.y, place.plate.w, place.plate.h))
            # The hand's size is on its badge; the plate says who, how they stand, whose turn.
            detail = snap.seat_notes[seat] if seat < len(snap.seat_notes) else ""
            if snap.teams and any(len(t) > 1 for t in snap.teams):  # partnerships
                team = next((i for i, t in enumerate(snap.teams) if seat in t), 0)
                detail = _("Team {team}").format(team=team + 1) + (f" · {detail}" if detail else "")
            plate.set_info(
                name=snap.names[seat],
                score=format_number(snap.scores[seat], fmt),
                detail=detail,
                turn=snap.current == seat,
                thinking=snap.thinking == seat,
                dealer=dealer == seat,
                winner=seat in snap.winners,
                you=seat == snap.viewer and not snap.bots[seat],
                score_on_detail=fmt is Fmt.MONEY,
            )
        self._update_captions(layout, obs)
        self._update_notes(layout, obs)
        self.update_values(layout, values)
        self._update_team_labels(layout, snap)

    def _update_team_labels(self, layout: TableLayout, snap: Snapshot) -> None:
        """Each partnership's name on a line over its melds and Mor: "Team 2: Ada & Cleo"."""
        teams = snap.teams or ()
        for team in list(self.scene.team_labels):
            if team not in layout.team_labels:
                self.scene.removeItem(self.scene.team_labels.pop(team))
        for team, rect in layout.team_labels.items():
            item = self.scene.team_labels.get(team)
            if item is None:
                item = TextItem(px=12, bold=True)
                item.colour = theme.GOLD
                item.setZValue(60)
                self.scene.addItem(item)
                self.scene.team_labels[team] = item
            item.set_text(team_name(team, teams, snap.names), px=rect.h * 0.78, max_width=rect.w)
            width = item.boundingRect().width() - 4
            item.setPos(rect.x + width / 2, rect.cy)

    def refresh_plates(self, snapshot: Snapshot) -> None:
        """A change without an action (a bot starts thinking)."""
        if self.scene.snapshot is None or snapshot.serial != self.scene.snapshot.serial:
            return
        self.scene.snapshot = snapshot
        self.update_decor()

    def _place_captions(self, shown: list[tuple[str, str, float, float, float]]) -> None:
        """Put up the captions (zone, text, size, x, y). Captions side by side on one line
        (Moco!'s six piles) share one size, the largest at which every two neighbours stand
        apart: a long name ("Lindwürmer") may use the room a shorter neighbour leaves. A
        caption with no neighbour keeps its size."""
        rows: dict[int, list[tuple[str, str, float, float, float]]] = {}
        for entry in shown:
            rows.setdefault(round(entry[4] / 4), []).append(entry)
        for row in rows.values():
            row.sort(key=lambda e: e[3])
            px = min(e[2] for e in row)
            if len(row) > 1:
                px = _shared_size([e[1] for e in row], [e[3] for e in row], px)
            wide = [text_width(e[1], px) for e in row]
            for i, (zid, text, own, x, y) in enumerate(row):
                # Room: up to each neighbour's edge, less a gap, on both sides alike.
                sides = [
                    abs(x - row[j][3]) - wide[j] / 2 - _CAPTION_GAP
                    for j in (i - 1, i + 1)
                    if 0 <= j < len(row)
                ]
                room = 2 * min(sides) if sides else 0.0
                cap = self.scene.captions.get(zid)
                if cap is None:
                    cap = TextItem(px=12)
                    cap.setZValue(60)
                    self.scene.addItem(cap)
                    self.scene.captions[zid] = cap
                cap.set_text(text, px=px if sides else own, max_width=max(0.0, room))
                cap.setPos(self._inside(x, cap.boundingRect().width()), y)

    def _inside(self, x: float, width: float) -> float:
        """``x``, moved as little as needed for a caption ``width`` wide centred on it to stay
        on the table (a pile at its edge, such as Moco!'s cards set aside, with a long name)."""
        table_w = self.scene._size[0]
        half = width / 2
        if x + half > table_w - _EDGE:
            x = table_w - _EDGE - half
        return max(x, _EDGE + half)

    def _update_captions(self, layout: TableLayout, obs: Observation) -> None:
        wanted_caps: set[str] = set()
        shown: list[tuple[str, str, float, float, float]] = []
        wanted_badges: set[str] = set()
        for zv in obs.zones:
            place = layout.zones.get(zv.id)
            if place is None:
                continue
            rule = place.rule
            count = len(zv.cards)
            text = caption_text(rule, zv.label, count, zv.attrs)
            slot = self.scene.slots.get(zv.id)
            if zv.kind is not ZoneKind.TOKENS and count == 0 and not (slot and slot.empty):
                text = ""  # no caption under nothing (another seat's empty place)
            if text:
                wanted_caps.add(zv.id)
                px = max(10.0, min(15.0, place.card_width * 0.17))
                shown.append((zv.id, text, px, place.caption_at[0], place.caption_at[1]))
            is_viewer_hand = zv.kind is ZoneKind.HAND and zv.owner == obs.viewer
            badge_str = badge_text(rule, zv.label, count, zv.attrs)
            if badge_str and not is_viewer_hand and place.spots:
                wanted_badges.add(zv.id)
                badge = self.scene.badges.get(zv.id)
                if badge is None:
                    badge = TextItem(px=11, bold=True, badge=True)
                    badge.colour = theme.INK
                    badge.setZValue(_Z_VIEWER + 200)
                    self.scene.addItem(badge)
                    self.scene.badges[zv.id] = badge
                badge.set_text(badge_str, px=max(10.0, min(14.0, place.card_width * 0.2)))
                badge.show()
                last = place.spots[-1]
                cw = place.card_width
                badge.setPos(last.x + cw * 0.42, last.y - cw * layout.ratio * 0.42)
        self._place_captions(shown)
        for zid in list(self.scene.captions):
            if zid not in wanted_caps:
                self.scene.removeItem(self.scene.captions.pop(zid))
        for zid in list(self.scene.badges):
            if zid not in wanted_badges:
                self.scene.removeItem(self.scene.badges.pop(zid))

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
            items = self.scene.display_order(zv.id)
            last_right = -1e9
            spots = place.spots[: len(items)]
            # The zone's right edge: a note pushed aside by its neighbour stays over the cards.
            right_edge = (spots[-1].x + place.card_width / 2) if spots else 0.0
            for i, (flag, spot) in enumerate(zip(flags, place.spots, strict=False)):
                if not flag or i >= len(items):
                    continue
                text = _("wild")
                if isinstance(texts, list | tuple) and i < len(texts):
                    text = "= " + card_note(str(texts[i]))
                key = (zv.id, i)
                wanted.add(key)
                note = self.scene.notes.get(key)
                if note is None:
                    note = TextItem(px=10, bold=True, badge=True)
                    note.colour = theme.GOLD
                    self.scene.addItem(note)
                    self.scene.notes[key] = note
                cw = place.card_width
                note.set_text(text, px=max(9.0, min(13.0, cw * 0.2)))
                step = cw * 0.3 if len(items) > 1 else cw
                x = spot.x - cw / 2 + min(step, cw) / 2
                y = spot.y + cw * layout.ratio * 0.5
                half = note.boundingRect().width() / 2
                if x - half < last_right:
                    # Neighbouring notes would overlap: this one moves along the bottom edge,
                    # or, with no room there, up onto its card (never down onto a zone below).
                    if last_right + 2 * half + 1 <= right_edge:
                        x = last_right + half + 1
                        last_right = x + half
                    else:
                        y -= note.boundingRect().height() - 2
                        last_right = -1e9
                else:
                    last_right = x + half
                note.setPos(x, y)
                note.setZValue(self.scene._z_base(place) + 90)
                note.show()
        for key in list(self.scene.notes):
            if key not in wanted:
                self.scene.removeItem(self.scene.notes.pop(key))

    def update_values(self, layout: TableLayout, values: Mapping[str, Any]) -> None:
        texts: list[str] = []
        big: str | None = None
        medallion = False
        for i, label in enumerate(self.scene.spec.values):
            text = label.render(values)
            if text is None:
                continue
            if label.big and big is None and not texts:
                big = text
                medallion = i == 0 and len(text) <= 3
            else:
                texts.append(text)
        rect = layout.values
        if (big is None and not texts) or rect.w <= 0:
            self.scene.values_panel.hide()
            return
        panel = self.scene.values_panel
        # A line too long for the panel (Moxie's hand in Spanish) takes more lines; if they do
        # not all fit, every small line gets a little smaller (not one line unreadably so).
        px = max(11.0, layout.unit * 0.19)
        while True:
            lines: list[tuple[str, float, bool, QColor]] = []
            if big is not None:
                lines.append((big, max(18.0, layout.unit * 0.42), True, theme.GOLD))
            for text in texts:
                lines.extend(
                    (part, px, False, theme.INK) for part in _wrapped(text, px, rect.w - 16)
                )
            panel.set_content(QRectF(0, 0, rect.w, 10), lines, medallion)
            if panel.fit_height() <= rect.h or px <= 8.0:
                break
            px = max(8.0, px - 1.0)
        # The panel is no taller than its place, unless its lines need more even at the
        # smallest size: then it grows (over bare felt) rather than cut them off.
        h = panel.fit_height()
        panel.set_content(QRectF(0, 0, rect.w, h), lines, medallion)
        panel.setPos(rect.x, rect.cy - h / 2)
        panel.show()

    def mark_targets(self, targets: Iterable[str], hover: str | None = None) -> None:
        wanted = set(targets)
        for zid, slot in self.scene.slots.items():
            if zid == hover and zid in wanted:
                slot.set_state(SlotState.HOVER)
            elif zid in wanted:
                slot.set_state(SlotState.TARGET)
            else:
                slot.set_state(SlotState.IDLE)

    def marked_targets(self) -> list[str]:
        return [z for z, s in self.scene.slots.items() if s.state is not SlotState.IDLE]


def team_name(team: int, teams: Sequence[Sequence[int]], names: Sequence[str]) -> str:
    """A team as the table names it: its players ("Ada & Cleo"), with its number when it has
    more than one (the name plates say "Team 2")."""
    seats = teams[team] if 0 <= team < len(teams) else ()
    players = " & ".join(names[s] for s in seats if 0 <= s < len(names))
    if len(seats) == 1 and players:
        return players
    if not players:
        return _("Team {team}").format(team=team + 1)
    return _("Team {team}: {names}").format(team=team + 1, names=players)


def _wrapped(text: str, px: float, room: float) -> list[str]:
    """``text`` in lines at most ``room`` wide at ``px`` pixels, broken between words (a word
    wider than that keeps a line of its own)."""
    if room <= 0 or text_width(text, px) <= room:
        return [text]
    lines: list[str] = []
    for word in text.split(" "):
        if lines and text_width(f"{lines[-1]} {word}", px) <= room:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


#: The least space between two captions side by side (pixels).
_CAPTION_GAP = 5.0
#: The least room between a caption and the table's edge.
_EDGE = 4.0


def _shared_size(texts: list[str], xs: list[float], px: float) -> float:
    """The largest size (at most ``px``, at least 8) at which every two neighbouring captions,
    centred at ``xs``, keep :data:`_CAPTION_GAP` between them."""
    size = px
    while size > 8.0:
        wide = [text_width(t, size) for t in texts]
        worst = min(
            (xs[i + 1] - xs[i] - _CAPTION_GAP) / ((wide[i] + wide[i + 1]) / 2)
            for i in range(len(texts) - 1)
        )
        if worst >= 1.0:
            return size
        size = max(8.0, size * min(0.97, worst))
    return 8.0
