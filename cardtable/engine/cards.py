"""Cards and the decks games are played with.

A :class:`Card` is an immutable value. Physical copies of the same face (two decks shuffled
together, the five copies of each number in a numbered deck) are kept distinct by ``copy``, so a
card can always be followed from zone to zone. Every card has a short code that round-trips
through :func:`card_from_code`; codes are what action notation and save files use.

Families:

* ``std`` - the standard French-suited deck (ranks 1..13, Ace = 1; suits S, H, D, C).
* ``joker`` - jokers (rank 0, no suit).
* ``decktet`` - the Decktet (ranks Ace 1..9, Pawn 10, Court 11, Crown 12; one to three suits);
  the Excuse has rank 0 and no suit.
* a game's own numbered cards: a :class:`CardFamily` the game's package describes and
  registers (:func:`register_family`), cards that carry a number and nothing else, written as
  the family's letter and the number ("M4", "M4.3").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Final

from cardtable.engine.errors import NotationError
from cardtable.i18n import N_, Name, _, pgettext, pgettext_noop

STD: Final = "std"
JOKER: Final = "joker"
DECKTET: Final = "decktet"

#: Standard suits in display order: spades, hearts, diamonds, clubs.
STD_SUITS: Final = ("S", "H", "D", "C")
SUIT_NAMES: Final = {"S": N_("Spades"), "H": N_("Hearts"), "D": N_("Diamonds"), "C": N_("Clubs")}
SUIT_SYMBOLS: Final = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
RANK_CODES: Final = "A23456789TJQK"
RANK_NAMES: Final = {
    1: N_("Ace"),
    2: N_("Two"),
    3: N_("Three"),
    4: N_("Four"),
    5: N_("Five"),
    6: N_("Six"),
    7: N_("Seven"),
    8: N_("Eight"),
    9: N_("Nine"),
    10: N_("Ten"),
    11: N_("Jack"),
    12: N_("Queen"),
    13: N_("King"),
}
#: Rank letters, translated in context "rank letter" (German writes B, D, K for J, Q, K).
#: Ranks in the plural, for "Kings are wild" and "a set of Aces".
RANK_PLURALS: Final = {
    1: N_("Aces"),
    2: N_("Twos"),
    3: N_("Threes"),
    4: N_("Fours"),
    5: N_("Fives"),
    6: N_("Sixes"),
    7: N_("Sevens"),
    8: N_("Eights"),
    9: N_("Nines"),
    10: N_("Tens"),
    11: N_("Jacks"),
    12: N_("Queens"),
    13: N_("Kings"),
}
RANK_LABELS: Final = {
    1: pgettext_noop("rank letter", "A"),
    11: pgettext_noop("rank letter", "J"),
    12: pgettext_noop("rank letter", "Q"),
    13: pgettext_noop("rank letter", "K"),
}

#: Decktet suits in their canonical order.
DECKTET_SUITS: Final = (
    N_("Moons"),
    N_("Suns"),
    N_("Waves"),
    N_("Leaves"),
    N_("Wyrms"),
    N_("Knots"),
)
PAWN: Final = 10
COURT: Final = 11
CROWN: Final = 12
DECKTET_RANK_NAMES: Final = {1: N_("Ace"), PAWN: N_("Pawn"), COURT: N_("Court"), CROWN: N_("Crown")}


_STD_ORDER: Final = {suit: k for k, suit in enumerate(STD_SUITS)}


def _order_of(card: Card) -> tuple[int, int, int, str]:
    """The card's place in :func:`sort_key`'s order (worked out when the card is made)."""
    if card.family == STD:
        return (_STD_ORDER[card.suits[0]], card.rank, card.copy, "")
    if card.family == DECKTET:
        first = DECKTET_SUITS.index(card.suits[0]) if card.suits else 9
        return (card.rank, first, card.copy, card.name)
    return (9, card.rank, card.copy, card.family)


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One physical card.

    ``suits`` holds one suit for standard cards, one to three for Decktet cards and none for
    jokers, the Excuse and a game's numbered cards. ``name`` is the Decktet card's name ("the
    Huntress") and empty elsewhere.

    Cards are compared and hashed by their five fields. Searching bots put cards in sets and
    dicts millions of times, so the hash is computed once, when the card is made.
    """

    family: str
    rank: int
    suits: tuple[str, ...] = ()
    copy: int = 0
    name: str = ""
    _hash: int = field(init=False, repr=False, compare=False)
    _order: tuple[int, int, int, str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(
            self, "_hash", hash((self.family, self.rank, self.suits, self.copy, self.name))
        )
        object.__setattr__(self, "_order", _order_of(self))

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, Card):
            return NotImplemented
        return (
            self._hash == other._hash
            and self.rank == other.rank
            and self.family == other.family
            and self.suits == other.suits
            and self.copy == other.copy
            and self.name == other.name
        )

    def __reduce__(self) -> tuple[type[Card], tuple[str, int, tuple[str, ...], int, str]]:
        # Rebuilt from its fields, so the hash is the receiving process's own.
        return (Card, (self.family, self.rank, self.suits, self.copy, self.name))

    @property
    def suit(self) -> str:
        """The single suit of a standard card ("" for cards without exactly one suit)."""
        return self.suits[0] if len(self.suits) == 1 else ""

    @property
    def code(self) -> str:
        """Short text form; :func:`card_from_code` turns it back into this card."""
        if self.family == STD:
            base = RANK_CODES[self.rank - 1] + self.suits[0]
        elif self.family == JOKER:
            base = "JK"
        elif self.family in _FAMILIES:
            base = _FAMILIES[self.family].face_code(self.rank)
        else:
            base = _DECKTET_CODE_BY_CARD[(self.rank, self.suits, self.name)]
        return base if self.copy == 0 else f"{base}.{self.copy}"

    @property
    def label(self) -> Name:
        """What a person reads on the card, e.g. "10\u2665", "Joker", "the Huntress".

        A Decktet card's label is a :class:`~cardtable.i18n.Name`: a message may ask for it in
        another grammatical form ("spielt {cards:acc}": den Kaufmann).
        """
        if self.family == STD:
            letter = RANK_LABELS.get(self.rank)
            rank = pgettext("rank letter", letter) if letter else str(self.rank)
            return Name(f"{rank}{SUIT_SYMBOLS[self.suits[0]]}")
        if self.family == JOKER:
            return Name(_("Joker"))
        if self.family in _FAMILIES:
            return Name(str(self.rank))
        if self.name:
            return Name(_(self.name), self.name)
        suit = _(self.suits[0])
        return Name(_("Ace of {suit}").format(suit=suit), "Ace of {suit}", suit=suit)

    @property
    def long_name(self) -> str:
        """A full spoken name for accessibility, e.g. "Ten of Hearts"."""
        if self.family == STD:
            return _("{rank} of {suit}").format(
                rank=_(RANK_NAMES[self.rank]), suit=_(SUIT_NAMES[self.suits[0]])
            )
        if self.family == JOKER:
            return _("Joker")
        if self.family in _FAMILIES:
            return _(_FAMILIES[self.family].spoken).format(rank=self.rank)
        if self.rank == 0:
            return _("the Excuse")
        named = DECKTET_RANK_NAMES.get(self.rank)
        rank = _(named) if named else str(self.rank)
        if not self.name:
            return _("Ace of {suit}").format(suit=_(self.suits[0]))
        suits = ", ".join(_(suit) for suit in self.suits)
        return _("{name} ({rank}; {suits})").format(name=_(self.name), rank=rank, suits=suits)

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"card({self.code!r})"


def std_card(rank: int, suit: str, copy: int = 0) -> Card:
    """A standard playing card; ``rank`` 1 (Ace) to 13 (King)."""
    if not 1 <= rank <= 13 or suit not in STD_SUITS:
        raise ValueError(f"no standard card with rank {rank} and suit {suit!r}")
    return Card(STD, rank, (suit,), copy)


def joker(copy: int = 0) -> Card:
    return Card(JOKER, 0, (), copy)


def standard_deck(copy: int = 0, jokers: int = 0) -> list[Card]:
    """One 52-card deck in a fixed order (suit by suit, Ace to King), plus ``jokers`` jokers."""
    return list(_standard_deck(copy, jokers))


@lru_cache(maxsize=64)
def _standard_deck(copy: int, jokers: int) -> tuple[Card, ...]:
    # Cards are immutable, so every deck may share them (searching bots build decks often).
    cards = [Card(STD, rank, (suit,), copy) for suit in STD_SUITS for rank in range(1, 14)]
    cards.extend(Card(JOKER, 0, (), j) for j in range(jokers))
    return tuple(cards)


def multi_deck(decks: int, jokers_per_deck: int = 0) -> list[Card]:
    """Several standard decks together; identical faces differ by ``copy``."""
    return list(_multi_deck(decks, jokers_per_deck))


@lru_cache(maxsize=64)
def _multi_deck(decks: int, jokers_per_deck: int) -> tuple[Card, ...]:
    cards: list[Card] = []
    for d in range(decks):
        cards.extend(Card(STD, r, (s,), d) for s in STD_SUITS for r in range(1, 14))
    cards.extend(Card(JOKER, 0, (), j) for j in range(decks * jokers_per_deck))
    return tuple(cards)


# --- the Decktet ---------------------------------------------------------------------------------

_DECKTET_TABLE: Final[tuple[tuple[int, str, tuple[str, ...]], ...]] = (
    (2, N_("the Author"), ("Moons", "Knots")),
    (2, N_("the Desert"), ("Suns", "Wyrms")),
    (2, N_("the Origin"), ("Waves", "Leaves")),
    (3, N_("the Journey"), ("Moons", "Waves")),
    (3, N_("the Painter"), ("Suns", "Knots")),
    (3, N_("the Savage"), ("Leaves", "Wyrms")),
    (4, N_("the Mountain"), ("Moons", "Suns")),
    (4, N_("the Sailor"), ("Waves", "Leaves")),
    (4, N_("the Battle"), ("Wyrms", "Knots")),
    (5, N_("the Forest"), ("Moons", "Leaves")),
    (5, N_("the Discovery"), ("Suns", "Waves")),
    (5, N_("the Soldier"), ("Wyrms", "Knots")),
    (6, N_("the Lunatic"), ("Moons", "Waves")),
    (6, N_("the Penitent"), ("Suns", "Wyrms")),
    (6, N_("the Market"), ("Leaves", "Knots")),
    (7, N_("the Chance Meeting"), ("Moons", "Leaves")),
    (7, N_("the Castle"), ("Suns", "Knots")),
    (7, N_("the Cave"), ("Waves", "Wyrms")),
    (8, N_("the Diplomat"), ("Moons", "Suns")),
    (8, N_("the Mill"), ("Waves", "Leaves")),
    (8, N_("the Betrayal"), ("Wyrms", "Knots")),
    (9, N_("the Pact"), ("Moons", "Suns")),
    (9, N_("the Darkness"), ("Waves", "Wyrms")),
    (9, N_("the Merchant"), ("Leaves", "Knots")),
    (PAWN, N_("the Harvest"), ("Moons", "Suns", "Leaves")),
    (PAWN, N_("the Watchman"), ("Moons", "Wyrms", "Knots")),
    (PAWN, N_("the Light Keeper"), ("Suns", "Waves", "Knots")),
    (PAWN, N_("the Borderland"), ("Waves", "Leaves", "Wyrms")),
    (COURT, N_("the Consul"), ("Moons", "Waves", "Knots")),
    (COURT, N_("the Rite"), ("Moons", "Leaves", "Wyrms")),
    (COURT, N_("the Island"), ("Suns", "Waves", "Wyrms")),
    (COURT, N_("the Window"), ("Suns", "Leaves", "Knots")),
    (CROWN, N_("the Huntress"), ("Moons",)),
    (CROWN, N_("the Bard"), ("Suns",)),
    (CROWN, N_("the Sea"), ("Waves",)),
    (CROWN, N_("the End"), ("Leaves",)),
    (CROWN, N_("the Calamity"), ("Wyrms",)),
    (CROWN, N_("the Windfall"), ("Knots",)),
)

DECKTET_ACES: Final = tuple(Card(DECKTET, 1, (s,)) for s in DECKTET_SUITS)
DECKTET_NAMED: Final = tuple(Card(DECKTET, r, s, 0, n) for r, n, s in _DECKTET_TABLE)
EXCUSE: Final = Card(DECKTET, 0, (), 0, N_("the Excuse"))


def _decktet_code(card: Card) -> str:
    if card.rank == 0:
        return "excuse"
    if not card.name:
        return "ace-" + card.suits[0].lower()
    return card.name.removeprefix("the ").lower().replace(" ", "-")


_DECKTET_CODE_BY_CARD: Final = {
    (c.rank, c.suits, c.name): _decktet_code(c) for c in (*DECKTET_ACES, *DECKTET_NAMED, EXCUSE)
}
_DECKTET_BY_CODE: Final = {_decktet_code(c): c for c in (*DECKTET_ACES, *DECKTET_NAMED, EXCUSE)}


def decktet_deck(*, pawns: bool = False, courts: bool = False, excuse: bool = False) -> list[Card]:
    """The Decktet: the basic 36 cards, optionally with the Pawns, Courts and the Excuse.

    ``decktet_deck(pawns=True, courts=True, excuse=True)`` is the full 45-card extended deck.
    """
    cards = list(DECKTET_ACES)
    for card in DECKTET_NAMED:
        if card.rank == PAWN and not pawns:
            continue
        if card.rank == COURT and not courts:
            continue
        cards.append(card)
    if excuse:
        cards.append(EXCUSE)
    return cards


def decktet_card(name: str) -> Card:
    """Look up a Decktet card by name ("the Huntress", "Huntress", "ace of moons", "excuse")."""
    key = name.strip().lower()
    if key.startswith("ace of "):
        key = "ace-" + key.removeprefix("ace of ")
    key = key.removeprefix("the ").replace(" ", "-")
    try:
        return _DECKTET_BY_CODE[key]
    except KeyError:
        raise ValueError(f"no Decktet card called {name!r}") from None


# --- a game's own numbered cards ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardFamily:
    """Numbered cards a game brings of its own: each carries a number (its rank) and nothing
    else, in as many copies as the game deals.

    A card's code is :attr:`letter` and the number, and the copy after a dot ("M4", "M4.3").
    The art is one face per number, ``<letter><number>.svg``: in :attr:`art` where the game
    ships its own faces, else in the app's art under ``cards/<name>/``. Register the family
    where its cards are made (:func:`register_family`, in the game's package), so that any code
    reading the game's cards has it.
    """

    #: The family's name, each card's :attr:`Card.family` (unique among families).
    name: str
    #: The code's letter: one upper-case letter no other family writes.
    letter: str
    #: The numbers the cards carry.
    ranks: tuple[int, ...]
    #: The card's full spoken name, a catalogue message with ``{rank}`` (mark it with ``N_``).
    spoken: str
    #: The folder holding the faces' SVG files, for a game that ships its own art; "": the
    #: app's own art.
    art: str = ""

    def face_code(self, rank: int) -> str:
        """The code of the face ``rank`` (every copy's code without its copy)."""
        return f"{self.letter}{rank}"

    def card(self, rank: int, copy: int = 0) -> Card:
        if rank not in self.ranks:
            raise ValueError(f"no {self.name} card with number {rank}")
        return Card(self.name, rank, (), copy)

    def deck(self, copies: int) -> list[Card]:
        """``copies`` cards of each number, in order of number."""
        return [Card(self.name, rank, (), copy) for rank in self.ranks for copy in range(copies)]

    def faces(self) -> list[Card]:
        """One card of each face (for drawing every face ahead of time)."""
        return self.deck(1)


#: The registered families by name, and by code letter.
_FAMILIES: dict[str, CardFamily] = {}
_BY_LETTER: dict[str, CardFamily] = {}


def register_family(family: CardFamily) -> CardFamily:
    """Make ``family``'s cards known to codes and names (the same family again is a no-op); a
    name or letter another family has raises ValueError. Returns the family."""
    if _FAMILIES.get(family.name) == family:
        return family
    letter = family.letter
    # (No starred tuple here: mypyc, which compiles this module for the bundle, refuses one.)
    taken = family.name in (STD, JOKER, DECKTET) or family.name in _FAMILIES
    taken = taken or letter in _BY_LETTER
    if taken or len(letter) != 1 or not letter.isupper():
        raise ValueError(f"the card family {family.name!r} ({letter!r}) clashes with another")
    _FAMILIES[family.name] = family
    _BY_LETTER[letter] = family
    return family


def card_family(name: str) -> CardFamily | None:
    """The registered family called ``name`` (None for the engine's own decks)."""
    return _FAMILIES.get(name)


# --- codes ---------------------------------------------------------------------------------------

_CODE_RE: Final = re.compile(r"^(?P<base>[^.]+)(?:\.(?P<copy>\d+))?$")


def take_out(zone: list[Card], cards: Iterable[Card]) -> None:
    """Remove ``cards`` from ``zone``, each found by identity first: moves taken from a legal
    list hold the zone's own card objects, and comparing cards by value runs Python code for
    every card passed over. A card not found so is removed by value."""
    for card in cards:
        for i, held in enumerate(zone):
            if held is card:
                del zone[i]
                break
        else:
            zone.remove(card)


def card_from_code(code: str) -> Card:
    """Parse a card code ("AS", "TD.1", "JK", "M4.3", "huntress", "ace-moons")."""
    found = _BY_CODE.get(code)
    if found is None:
        found = _parse_code(code)
        if len(_BY_CODE) < 4096:
            _BY_CODE[code] = found
    return found


#: Codes already parsed (cards are immutable values, so they may be shared).
_BY_CODE: dict[str, Card] = {}


def _parse_code(code: str) -> Card:
    match = _CODE_RE.match(code.strip())
    if not match:
        raise NotationError(f"{code!r} is not a card code")
    base, copy = match["base"], int(match["copy"] or 0)
    if len(base) == 2 and base[0] in RANK_CODES and base[1] in STD_SUITS:
        return Card(STD, RANK_CODES.index(base[0]) + 1, (base[1],), copy)
    if base == "JK":
        return Card(JOKER, 0, (), copy)
    family = _BY_LETTER.get(base[:1])
    if family is not None and base[1:].isdigit() and int(base[1:]) in family.ranks:
        return Card(family.name, int(base[1:]), (), copy)
    found = _DECKTET_BY_CODE.get(base)
    if found is not None:
        if copy:
            raise NotationError(f"the Decktet has one copy of each card, not {code!r}")
        return found
    raise NotationError(f"{code!r} is not a card code")


def cards_from_codes(text: str) -> tuple[Card, ...]:
    """Parse a comma-separated list of card codes; "-" is the empty list."""
    text = text.strip()
    if text in ("", "-"):
        return ()
    return tuple(card_from_code(part) for part in text.split(","))


def codes(cards: Iterable[Card]) -> str:
    """The comma-separated codes of ``cards`` ("-" when there are none)."""
    text = ",".join(c.code for c in cards)
    return text or "-"


def std_value(card: Card) -> int:
    """Counting value used by several games: Ace 1, 2-10 face value, J/Q/K 10."""
    return min(card.rank, 10)


def sort_key(card: Card) -> tuple[int, int, int, str]:
    """A stable display order: by suit, then rank, then copy (jokers last). Worked out once,
    when the card is made: hands are sorted on every move."""
    return card._order
