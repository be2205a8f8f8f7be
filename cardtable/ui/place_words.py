"""A place on the table named inside a sentence, as whole phrases per place.

"your hand", "Ada's hand", "the discard pile", and where something lies: "in your hand", "on
the discard pile". Each phrase is one catalogue message, so every language gets its article,
gender, possessive and preposition right (German "dein Einsatz" but "deine Hand", "auf dem
Ablagestapel"; Spanish "la pila de descartes", "tus fichas"), which a phrase built from a
generic "your {place}" and a translated label cannot. A place not listed here (a Moco! pile,
a suit's chip supply) falls back to the generic phrases. Qt-free: the screen reader's words
(:mod:`cardtable.ui.speech`), the table's accessible names (:mod:`cardtable.ui.scene_words`)
and the accessible tree use it.
"""

from __future__ import annotations

from typing import Final

from cardtable.engine.zones import zone_label
from cardtable.i18n import N_, _

#: A seat's own places: (yours, someone's, in yours, in someone's).
OWNED: Final = {
    "hand": (N_("your hand"), N_("{name}'s hand"), N_("in your hand"), N_("in {name}'s hand")),
    "played": (
        N_("your played cards"),
        N_("{name}'s played cards"),
        N_("among your played cards"),
        N_("among {name}'s played cards"),
    ),
    "chips": (N_("your chips"), N_("{name}'s chips"), N_("in your chips"), N_("in {name}'s chips")),
    "punch card": (
        N_("your punch card"),
        N_("{name}'s punch card"),
        N_("as your punch card"),
        N_("as {name}'s punch card"),
    ),
    "purse": (N_("your purse"), N_("{name}'s purse"), N_("in your purse"), N_("in {name}'s purse")),
    "bet": (N_("your bet"), N_("{name}'s bet"), N_("in your bet"), N_("in {name}'s bet")),
    "meld": (N_("your meld"), N_("{name}'s meld"), N_("in your meld"), N_("in {name}'s meld")),
    "set": (N_("your set"), N_("{name}'s set"), N_("in your set"), N_("in {name}'s set")),
    "run": (N_("your run"), N_("{name}'s run"), N_("in your run"), N_("in {name}'s run")),
    "new meld": (
        N_("your new meld"),
        N_("{name}'s new meld"),
        N_("in your new meld"),
        N_("in {name}'s new meld"),
    ),
}
#: The table's shared places: (the place, on or in it).
SHARED: Final = {
    "set aside": (N_("the cards set aside"), N_("among the cards set aside")),
    "deck": (N_("the deck"), N_("in the deck")),
    "folded cards": (N_("the folded cards"), N_("among the folded cards")),
    "discard pile": (N_("the discard pile"), N_("on the discard pile")),
    "stock": (N_("the stock"), N_("in the stock")),
    "pot": (N_("the pot"), N_("in the pot")),
}


def place(label: str, owner: str | None = None, yours: bool = False, pile: bool = False) -> str:
    """The place called ``label`` (a zone label, in English) in a sentence: "your hand" (the
    viewer's own), "Ada's hand" (``owner`` names whose), "the discard pile" (shared), "the
    Moons pile" (``pile``: a pile named by its suit)."""
    if pile and owner is None and not yours:
        return _("the {pile} pile").format(pile=zone_label(label))
    if yours or owner is not None:
        owned = OWNED.get(label)
        if owned is not None:
            return _(owned[0]) if yours else _(owned[1]).format(name=owner)
        if yours:
            return _("your {place}").format(place=zone_label(label))
        return _("{name}'s {place}").format(name=owner, place=zone_label(label))
    shared = SHARED.get(label)
    if shared is not None:
        return _(shared[0])
    if label[:1].isupper():  # a name of its own: "Moons", "Ringer", "Moons chips"
        return zone_label(label)
    return _("the {place}").format(place=zone_label(label))


def location(label: str, owner: str | None = None, yours: bool = False, pile: bool = False) -> str:
    """Where something lies in the place called ``label``: "in your hand", "on the discard
    pile", "on the Moons pile" (``pile``), "in the Moons chip supply"."""
    if pile and owner is None and not yours:
        return _("on the {pile} pile").format(pile=zone_label(label))
    suit, _space, chips = label.rpartition(" ")
    if chips == "chips" and suit[:1].isupper() and owner is None and not yours:
        return _("in the {suit} chip supply").format(suit=_(suit))
    if yours or owner is not None:
        owned = OWNED.get(label)
        if owned is not None:
            return _(owned[2]) if yours else _(owned[3]).format(name=owner)
    elif label in SHARED:
        return _(SHARED[label][1])
    return _("in {where}").format(where=place(label, owner, yours))
