"""The words for the table: what a screen reader says about a card, a place, a plate or the
whole table, and engine messages with seat numbers turned into names.

:class:`TableWords` is the scene's ``words`` (:class:`cardtable.ui.scene.TableScene` holds one;
what it reads of the scene is :class:`WordsScene`); the functions are plain text helpers used
by the scene and the window.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QGraphicsItem

from cardtable.engine.cards import RANK_LABELS, SUIT_SYMBOLS
from cardtable.engine.events import is_you, seat_ref, second_person, shown_name
from cardtable.engine.observation import ZoneView
from cardtable.i18n import _, language, ngettext, pgettext
from cardtable.ui import place_words, speech
from cardtable.ui.items import CardItem, SlotItem, TokenItem
from cardtable.ui.plates import PlateItem

if TYPE_CHECKING:
    from cardtable.session.contract import Snapshot


class WordsScene(Protocol):
    """What the words read of the table scene (:class:`cardtable.ui.scene.TableScene`)."""

    snapshot: Snapshot | None
    virtual: dict[str, str]

    def zone_view(self, zone_id: str) -> ZoneView | None: ...


class TableWords:
    """Accessible names and the spoken table summary of its scene (see the module docstring)."""

    def __init__(self, scene: WordsScene) -> None:
        self.scene = scene

    def _zone_words(self, zone_id: str) -> str:
        """ "your hand", "Ada's hand", "the discard pile", a place not on the table yet."""
        zv = self.scene.zone_view(zone_id)
        snap = self.scene.snapshot
        if zv is not None and snap is not None:
            return speech.zone_words(zv, snap.names, snap.viewer)
        label = self.scene.virtual.get(zone_id, "") or zone_id.split(":", 1)[0].replace("_", " ")
        return place_words.place(label)

    def _zone_location(self, zone_id: str) -> str:
        """ "in your hand", "on the discard pile", a place not on the table yet."""
        zv = self.scene.zone_view(zone_id)
        snap = self.scene.snapshot
        if zv is not None and snap is not None:
            return speech.zone_location(zv, snap.names, snap.viewer)
        label = self.scene.virtual.get(zone_id, "") or zone_id.split(":", 1)[0].replace("_", " ")
        return place_words.location(label)

    def describe_item(self, item: QGraphicsItem) -> str:
        """The accessible name of anything on the table: a card and where it lies, a place and
        what is in it, chips or coins, a seat's plate."""
        if isinstance(item, CardItem):
            where = self._zone_location(item.zone)
            return _("{accessible_name}, {location}").format(
                accessible_name=item.accessible_name(), location=where
            )
        if isinstance(item, SlotItem):
            zv = self.scene.zone_view(item.zone)
            place = self._zone_words(item.zone)
            if zv is None or not zv.cards:
                return _("{upper}{place}, empty").format(upper=place[0].upper(), place=place[1:])
            count = ngettext("{count} card", "{count} cards", zv.count).format(count=zv.count)
            top = zv.cards[-1]
            shown = _(", top card {top}").format(top=top.long_name) if top is not None else ""
            return f"{place[0].upper()}{place[1:]}, {count}{shown}"
        if isinstance(item, TokenItem):
            return _("{amount} {token} {location}").format(
                amount=item.amount, token=_(item.token), location=self._zone_location(item.zone)
            )
        if isinstance(item, PlateItem):
            snap = self.scene.snapshot
            if snap is None or not 0 <= item.seat < len(snap.names):
                return _("Seat {seat}").format(seat=item.seat + 1)
            parts = [snap.names[item.seat], _("score {score}").format(score=item.score)]
            if snap.current == item.seat:
                parts.append(_("to play"))
            if item.dealer:
                parts.append(_("dealer"))
            return ", ".join(parts)
        return ""


def with_names(text: str, names: Sequence[str]) -> str:
    """An engine message with "seat 2" / "Seat 2" replaced by that seat's name ("you" for a
    seat called You, "your" for its possessive)."""

    english = language() == "en"

    def name(match: re.Match[str]) -> str:
        n = int(match.group(1)) - 1
        if not 0 <= n < len(names):
            return match.group(0)
        possessive = match.group(2) or ""
        after = match.group(3) or ""
        if is_you(names[n]):
            if english:
                word = "your" if possessive else "you"
                if not possessive:
                    after = _YOU_VERBS.get(after, after)  # "you reach", not "you reaches"
            else:
                word = pgettext("the player, in a sentence", "you")
                # The verb agrees: "du gewinnst", "tú no tienes" (a Spanish "no" comes first).
                before, _space, verb = after.rpartition(" ")
                before = "te" if before == "se" else before
                after = f"{before} {second_person(verb)}".strip() if verb else after
            if match.start() == 0:
                word = word[:1].upper() + word[1:]
        else:
            word = shown_name(names[n]) + possessive
        return word + (" " + after if after else "")

    return re.sub(_seat_pattern(), name, text)


def _seat_pattern() -> str:
    """The seat numbers in messages: "seat 2" (any language: the engine's own words) and the
    form the language in force writes ("Platz 2", "el asiento 2")."""
    forms = [r"[Ss]eat"]
    word = seat_ref(0).replace("0", "").strip()
    if word and word.lower() != "seat":
        first = word[0]
        forms.insert(0, f"[{first.upper()}{first.lower()}]{re.escape(word[1:])}")
    return rf"\b(?:{'|'.join(forms)}) (\d+)('s)?(?: ((?:no |ya |se )?\w+))?"


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


def card_note(code: str) -> str:
    """ "7H" -> "7♥", "TS" -> "10♠", "7*" -> "7 (any suit)", "7DC" -> "7♦/♣" (a wild in a set
    that stands for a 7 of any suit the set lacks)."""
    if len(code) > 2 and all(s in SUIT_SYMBOLS for s in code[1:]):
        return card_note(code[:2]) + "".join("/" + SUIT_SYMBOLS[s] for s in code[2:])
    if len(code) != 2:
        return code
    rank, suit = code[0], code[1]
    number = "A23456789TJQK".find(rank) + 1
    letter = RANK_LABELS.get(number)
    # The rank as the faces print it in the language shown (German B and D for J and Q).
    rank = pgettext("rank letter", letter) if letter else ("10" if rank == "T" else rank)
    if suit == "*":
        return _("{rank} any suit").format(rank=rank)
    return rank + SUIT_SYMBOLS.get(suit, suit)
