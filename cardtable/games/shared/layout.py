"""Per-game table layouts as data: where each zone goes, how its cards lie, which values show.

A :class:`GameLayout` is a list of :class:`ZoneRule` entries matched against zone ids (shell-style
patterns such as ``"hand:*"`` or ``"pile:*"``), plus the public values to show as labels (the
running count, the wild rank, the pot) and how scores read. Zones no rule names fall back to a
rule chosen by their kind, so a new game draws sensibly before it has a layout of its own. A
game's plugin gives its layout (:attr:`cardtable.games.plugin.GamePlugin.layout`); the generic
geometry in :mod:`cardtable.ui.layout.geometry` turns it into positions; no game has drawing
code of its own.

This module is pure Python (no Qt), so layouts can be checked without a display; it sits with
the games so that a game package can describe its table without importing the window.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from fnmatch import fnmatchcase
from typing import Any, Final

from cardtable.engine.cards import RANK_LABELS
from cardtable.engine.zones import ZoneKind, zone_label
from cardtable.games.shared.betting import format_money
from cardtable.i18n import N_, _, pgettext


class Region(enum.Enum):
    """Where on the table a zone is drawn."""

    HAND = "hand"  # the owner's hand: the viewer's along the bottom, others by their name plate
    FRONT = "front"  # in front of the owner's seat (played cards, melds, punch cards, purses)
    CENTER = "center"  # the middle of the table (stock, discard, suit piles, the Ringer, the pot)
    TEAM = "team"  # a partnership's area in the middle (the viewer's team nearer the viewer)
    OFF = "off"  # not drawn at all


class Arrange(enum.Enum):
    """How the cards of one zone lie."""

    FAN = "fan"  # a hand: overlapping, the viewer's slightly arced
    STACK = "stack"  # a pile: squared up with a little depth; the top card shows
    SPREAD = "spread"  # overlapping so every card's corner can be read; wraps into rows
    ROW = "row"  # side by side, overlapping only when space runs short
    TOKENS = "tokens"  # chips or coins, one stack per kind


class Fmt(enum.Enum):
    """How a number is written on the table."""

    PLAIN = "plain"
    RANK = "rank"  # 1 -> A, 11 -> J, 12 -> Q, 13 -> K
    TENTHS = "tenths"  # Mor keeps tenths of a point: 1505 -> 150.5
    MONEY = "money"  # Moxie's copper: 475 -> 4g 7s 5c


def format_number(value: Any, fmt: Fmt) -> str:
    """``value`` written the way ``fmt`` says (non-numbers are written as they are)."""
    if isinstance(value, bool) or not isinstance(value, int):
        return str(value)
    if fmt is Fmt.RANK:
        letter = RANK_LABELS.get(value)
        return pgettext("rank letter", letter) if letter else str(value)
    if fmt is Fmt.TENTHS:
        whole, tenth = divmod(abs(value), 10)
        sign = "-" if value < 0 else ""
        return f"{sign}{whole}" if tenth == 0 else f"{sign}{whole}.{tenth}"
    if fmt is Fmt.MONEY:
        sign = "-" if value < 0 else ""
        return sign + format_money(abs(value))
    return str(value)


@dataclass(frozen=True, slots=True)
class ZoneRule:
    """Where the zones whose ids match ``pattern`` go and how their cards lie.

    ``caption`` is a format string over the zone's ``label``, ``count`` and display attributes
    (``zone_attrs``), e.g. ``"{label} {value}"``; empty means no caption. ``scale`` sizes the
    cards against the table's card size. Within a region zones are drawn by ``order``, then by
    id. ``kind`` narrows the rule to one zone kind.
    """

    pattern: str
    region: Region
    arrange: Arrange
    scale: float = 1.0
    order: int = 0
    caption: str = ""
    kind: ZoneKind | None = None
    #: Show a count badge on the zone (stacks of face-down cards, other players' hands).
    count_badge: bool = False
    #: The badge's text as a format over ``count`` and the zone's attributes (default: the
    #: count); a badge reading "0" is not shown.
    badge: str = ""
    #: The zone's owner is a team number, not a seat (Mor's team melds).
    owner_is_team: bool = False
    #: Per-card notes from the zone's display attributes: ``note_key`` names a list of texts
    #: (what each card stands for), ``note_when`` a list of flags saying which cards get one
    #: (the wilds). With only ``note_when``, flagged cards are marked "wild".
    note_key: str = ""
    note_when: str = ""
    #: How token amounts read (Moxie's purses are money).
    token_fmt: Fmt = Fmt.PLAIN
    #: What an empty place says it is for (default: the zone's label, unless it has a caption).
    slot_label: str = ""
    #: Cards the zone keeps room for: it is laid out as wide as that many cards whatever it
    #: holds, and its cards lie from its left edge. A growing discard pile then leaves the
    #: stock beside it (and its own first cards) where they are, instead of moving the row
    #: over by a card's step at every discard.
    room: int = 0
    #: Names a list of flags in the zone's attributes marking cards that are done with
    #: (Moosehead's cards of counts already over, which lead the zone): they lie tucked
    #: together and dimmed, apart from the cards still in play beside them.
    apart_when: str = ""

    def matches(self, zone_id: str, kind: ZoneKind) -> bool:
        return (self.kind is None or self.kind is kind) and fnmatchcase(zone_id, self.pattern)


@dataclass(frozen=True, slots=True)
class ValueLabel:
    """A public value shown on the table: ``text`` is formatted with ``value`` (see Fmt).

    ``key`` names an entry of the observation's values. Labels whose value is missing, None or
    an empty string are left out; ``hide_if`` lists further values that hide the label.
    ``after`` names the value a label completes ("of 13" after "Round 3"): the label is left
    out while that value is missing or 0 (before the first deal).
    """

    key: str
    text: str
    fmt: Fmt = Fmt.PLAIN
    big: bool = False
    hide_if: tuple[Any, ...] = ()
    after: str = ""

    def render(self, values: Mapping[str, Any]) -> str | None:
        if self.key not in values:
            return None
        value = values[self.key]
        if value is None or value == "" or value in self.hide_if:
            return None
        if self.after and not values.get(self.after):
            return None
        return _(self.text).format(value=format_number(value, self.fmt))


#: Rules used for zones a game's layout does not name, by zone kind.
DEFAULT_RULES: Mapping[ZoneKind, ZoneRule] = {
    ZoneKind.HAND: ZoneRule("*", Region.HAND, Arrange.FAN, count_badge=True),
    ZoneKind.STOCK: ZoneRule("*", Region.CENTER, Arrange.STACK, order=0, count_badge=True),
    ZoneKind.DISCARD: ZoneRule("*", Region.CENTER, Arrange.STACK, order=1),
    ZoneKind.PILE: ZoneRule("*", Region.CENTER, Arrange.STACK, order=2, caption="{label}"),
    ZoneKind.MELD: ZoneRule("*", Region.FRONT, Arrange.SPREAD, scale=0.8, order=2),
    ZoneKind.PLAYED: ZoneRule("*", Region.FRONT, Arrange.ROW, order=1),
    ZoneKind.RESERVE: ZoneRule(
        "*", Region.CENTER, Arrange.STACK, scale=0.7, order=5, caption="{label}", count_badge=True
    ),
    ZoneKind.SHOWN: ZoneRule("*", Region.FRONT, Arrange.ROW, order=0, caption="{label}"),
    ZoneKind.TOKENS: ZoneRule("*", Region.FRONT, Arrange.TOKENS, order=3),
}


@dataclass(frozen=True, slots=True)
class ClickRule:
    """What clicking a zone means when no card is picked up.

    Either the gesture of dragging from the zone onto ``target`` (``{viewer}`` stands for the
    viewer's seat), e.g. the Moco! supply onto the player's chips, or the card-less action
    with ``verb`` (drawing from the stock). The engine still decides whether it is legal.
    """

    pattern: str
    target: str = ""
    verb: str = ""

    def matches(self, zone_id: str) -> bool:
        return fnmatchcase(zone_id, self.pattern)


@dataclass(frozen=True, slots=True)
class GameLayout:
    """A game's table layout: zone rules (first match wins), value labels, score display.

    ``click`` says what clicking a zone means (see :class:`ClickRule`).
    """

    game: str
    rules: tuple[ZoneRule, ...] = ()
    values: tuple[ValueLabel, ...] = ()
    score_fmt: Fmt = Fmt.PLAIN
    score_label: str = ""
    click: tuple[ClickRule, ...] = ()
    #: Sort the viewer's hand for display (by suit and rank); the engine order is kept otherwise.
    sort_hand: bool = True
    #: Zone id given to a drop on the bare table (e.g. "table" in Moco!: any pile that fits).
    table_target: str = "table"
    #: Seats may play out of turn when this option has this value (Mose's any-time plays):
    #: pass-and-play then offers a "Play now" button for every other person at the table.
    out_of_turn: tuple[str, object] | None = None
    #: Height of the middle of the table in card units (Moco!'s piles have two caption lines
    #: and the chip supply below them, so they ask for more).
    center_rows: float = 1.9
    #: Value labels at the foot of the left column, where the side seats leave room for them,
    #: rather than beside the middle (whose whole width the game's cards then get).
    values_at_side: bool = False

    def plays_out_of_turn(self, options: Mapping[str, Any]) -> bool:
        if self.out_of_turn is None:
            return False
        name, value = self.out_of_turn
        return options.get(name) == value

    def rule_for(self, zone_id: str, kind: ZoneKind) -> ZoneRule:
        for rule in self.rules:
            if rule.matches(zone_id, kind):
                return rule
        return DEFAULT_RULES[kind]

    def click_rule(self, zone_id: str) -> ClickRule | None:
        for rule in self.click:
            if rule.matches(zone_id):
                return rule
        return None


def apart_count(rule: ZoneRule, attrs: Mapping[str, Any], count: int) -> int:
    """How many leading cards of a zone of ``count`` cards its rule sets apart (see
    ``ZoneRule.apart_when``)."""
    flags = attrs.get(rule.apart_when) if rule.apart_when else None
    if not isinstance(flags, list | tuple):
        return 0
    n = 0
    for flag in flags[:count]:
        if not flag:
            break
        n += 1
    return n


def caption_text(rule: ZoneRule, label: str, count: int, attrs: Mapping[str, Any]) -> str:
    """The caption under a zone, or "" if the rule has none or its fields are missing."""
    if not rule.caption:
        return ""
    shown = zone_label(label)
    return _format(_(rule.caption), shown, count, attrs, fallback=shown)


def badge_text(rule: ZoneRule, label: str, count: int, attrs: Mapping[str, Any]) -> str:
    """The zone's badge ("" for none): the count, or the rule's badge format."""
    if not (rule.count_badge or rule.badge):
        return ""
    text = _format(rule.badge, label, count, attrs, fallback="") if rule.badge else str(count)
    return "" if text in ("", "0") else text


def _format(template: str, label: str, count: int, attrs: Mapping[str, Any], fallback: str) -> str:
    fields: dict[str, Any] = {"label": label, "count": count}
    fields.update(attrs)
    try:
        return template.format_map(fields)
    except (KeyError, IndexError, ValueError):
        return fallback


#: Cards a rummy's discard pile keeps room for (a round's first dozen discards or so).
DISCARD_ROOM: Final = 10


#: The discard pile of Mose and Mor: beside the stock, growing from its left edge.
RUMMY_DISCARD: Final = ZoneRule(
    "discard", Region.CENTER, Arrange.SPREAD, order=1, caption=N_("discard pile"), room=DISCARD_ROOM
)
