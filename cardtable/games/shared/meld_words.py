"""How melds read for people: a place's label, a meld's description, what a wild stands for.

Beside :mod:`cardtable.games.shared.melds` (the maths, which knows no words): the games' move
logs describe the melds laid and grown, and their reasons say what a wild stands for ("2♣
stands for 9♦ or 9♣, not 9♠").

A wild in a run, or in a set whose wilds were each given one suit (Mor), reads as the one card
it stands for ("A♥"; "7 (any suit)" beyond a complete set). A wild in a set with
``MeldRules.open_set_wilds`` (Mose) stands for the set's rank in any suit no natural of the set
shows, so it reads as those choices: "9♦ or 9♣"; when the set holds more wilds than missing
suits, any suit: "9 (any suit)". A set describes its open wilds together: "set of 9s (2♣ 2♦ as
9♦ and 9♣)".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from cardtable.engine.cards import RANK_LABELS, STD_SUITS, SUIT_SYMBOLS
from cardtable.games.shared.melds import Meld, Placement
from cardtable.i18n import _, and_list, language, or_list, pgettext

#: What each place reads for people, by (rank or position, suit, language): melds are
#: described at every play.
_PLACE_LABELS: Final[dict[tuple[int, str, str], str]] = {}


def rank_text(face: int) -> str:
    """A rank as the faces print it in the language shown ("9", "Q"; German "D")."""
    letter = RANK_LABELS.get(face)
    return pgettext("rank letter", letter) if letter else str(face)


def place_label(place: Placement) -> str:
    """For people: "A♥", "7 (any suit)" (suit ``""``)."""
    key = (place.rank, place.suit, language())
    text = _PLACE_LABELS.get(key)
    if text is None:
        rank = rank_text(place.face_rank)
        if place.suit:
            text = f"{rank}{SUIT_SYMBOLS[place.suit]}"
        else:
            text = _("{rank} (any suit)").format(rank=rank)
        _PLACE_LABELS[key] = text
    return text


def _suit_labels(rank: int, suits: Sequence[str]) -> list[str]:
    face = rank_text(rank)
    return [f"{face}{SUIT_SYMBOLS[s]}" for s in suits]


def wild_label(meld: Meld, index: int) -> str:
    """What the wild at ``index`` stands for: "J♥", or for an open wild in a set the choices,
    "9♦ or 9♣" (any one of them), or "9 (any suit)"."""
    place = meld.placements[index]
    if place.suit or not meld.is_set:
        return place_label(place)
    suits = meld.wild_suits()
    if len(suits) == len(STD_SUITS):
        return place_label(place)
    return or_list(_suit_labels(place.rank, suits))


def _open_set_wilds(meld: Meld) -> str:
    """An open set's wilds together: "wild 2♣ as 9♦ or 9♣", "wild 2♣ 2♦ as 9♦ and 9♣", "wild
    2♣ 2♦ as 9♣ and 9 (any suit)" (one wild beyond the missing suits). "wild" is said: a
    listener hears "Two of Diamonds as Ten of Hearts" and cannot tell the Two is a wild."""
    wilds = [p for p in meld.placements if p.wild]
    missing = meld.missing_suits()
    labels = _suit_labels(meld.rank, missing)
    if len(wilds) < len(missing):
        stands = or_list(labels)
    else:
        extra = [place_label(wilds[0])] * (len(wilds) - len(missing))
        stands = and_list([*labels, *extra])
    cards = and_list([p.card.label for p in wilds])
    return _("wild {card} as {stands}").format(card=cards, stands=stands)


def describe(meld: Meld) -> str:
    """For people: "run 10♥ J♥ Q♥ (wild 2♣ as J♥)", "set of 7s (wild 2♣ as 7♦ or 7♣)"."""
    if meld.is_set:
        head = _("set of {rank}s").format(rank=rank_text(meld.rank))
        wilds = [p for p in meld.placements if p.wild]
        if wilds and meld.missing_suits() and all(not p.suit for p in wilds):
            return f"{head} ({_open_set_wilds(meld)})"
    else:
        head = _("run {cards}").format(cards=and_list([place_label(p) for p in meld.placements]))
    texts = [
        _("wild {card} as {stands}").format(card=p.card.label, stands=place_label(p))
        for p in meld.placements
        if p.wild
    ]
    return head + (f" ({and_list(texts)})" if texts else "")
