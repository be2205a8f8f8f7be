"""Meld maths shared by the rummy games (Mose, Mor): sets, runs, wild cards, lay-offs, swaps.

Everything here is pure and game-neutral. A game describes its meld rules once in a
:class:`MeldRules` (which cards are wild, which ranks may form sets, whether a run may go from
an Ace up through the King to the other Ace, ...) and asks:

* :func:`interpretations` - every way a group of cards can be laid as a new meld;
* :func:`place_run` / :func:`place_set` - the one meaning of cards given *in table order* (this is
  how an action says where each wild stands: ``Q K W`` puts the wild above the King, ``W Q K``
  below the Queen);
* :func:`extensions` / :func:`extend_run` / :func:`extend_set` - adding cards to a meld on the
  table without rearranging it;
* :func:`swap_spots` / :func:`swap` - putting the natural card a wild stands for in its place.

Vocabulary
----------

A *run* is 3+ cards of one suit in consecutive positions. Positions go from 1 (Ace low) through
13 (King) to 14 (Ace high): A-2-3 is 1..3, Q-K-A is 12..14; K-A-2 is no run (no wrap). Unless
``MeldRules.ace_both_ends`` is set, a run may not hold both position 1 and 14, so at most 13
cards; with it (Mor) A-2-...-K-A is one 14-card run.

A *set* is 3+ cards of one rank (any rank, or one of ``MeldRules.set_ranks``).

A *wild* card is one the game's predicate ``MeldRules.is_wild`` names (Mose: the round's wild
rank; Mor: 2s and jokers). Each card on the table is a :class:`Placement` that records the card,
the rank and suit it **stands for**, and whether it acts as a wild. Naturals stand for
themselves. In a run a wild stands for the card of its position. In a set it stands for the set's
rank in a suit not yet present. By default (Mor) suits are handed out in the order S, H, D, C to
the wilds in table order, and a wild beyond a complete set is recorded as suit ``""`` (any
suit). With ``MeldRules.open_set_wilds`` (Mose) every wild in a set is recorded as ``""``: it
stands for any suit no natural of the set shows (:meth:`Meld.missing_suits`; with two decks a
set may show a suit twice), or any suit at all when the set holds more wilds than missing suits
(:meth:`Meld.wild_suits`); a natural of such a suit may be swapped in. How melds read for
people (labels, descriptions) is :mod:`cardtable.games.shared.meld_words`.

With ``MeldRules.natural_at_home`` (Mor) a wild-capable card lying exactly where its own rank
and suit belong counts as a natural (``wild=False``); otherwise (Mose) a wild card is always
wild, even in its own place.

Limits that differ between games (Mor's "one joker and one wild 2 per meld", "more naturals than
wilds", a suited 2 sliding home) are left to the game: it can inspect and rebuild a :class:`Meld`
through its placements (``dataclasses.replace`` works on both classes).

Enumerations are canonical where the choice would only swap identical roles: wild cards are
assigned to the wild places in the order the caller gives them. To lay wilds in another order,
call :func:`place_run` / :func:`place_set` with the order wanted.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from cardtable.engine.cards import STD, STD_SUITS, Card

#: Position of an Ace above the King in a run.
ACE_HIGH: Final = 14
#: Suit recorded for a wild in a set that stands for no one suit: any suit not yet present
#: (``MeldRules.open_set_wilds``), or any suit beyond a complete set.
ANY_SUIT: Final = ""


class MeldKind(enum.Enum):
    SET = "set"
    RUN = "run"


def never_wild(card: Card) -> bool:
    """The default wild predicate: no card is wild."""
    return False


def rank_is_wild(rank: int) -> Callable[[Card], bool]:
    """A predicate naming every standard card of ``rank`` wild (Mose's wild rank of the round)."""

    def is_wild(card: Card) -> bool:
        return card.family == STD and card.rank == rank

    return is_wild


@dataclass(frozen=True, slots=True)
class MeldRules:
    """How a game forms melds.

    ``is_wild`` names wild-capable cards. ``set_ranks`` restricts which ranks may form a set
    (``None``: any; Mor: ``frozenset({3, 1})``). ``ace_both_ends`` allows one run to hold the Ace
    at both ends (A...K...A). ``natural_at_home`` makes a wild-capable card in its own place a
    natural. ``min_size`` and ``min_naturals`` bound a *new* meld (and every meld afterwards).
    ``open_set_wilds`` records a wild in a set as standing for any suit not yet present
    (:data:`ANY_SUIT`) instead of giving it the next missing suit (see the module's doc).
    ``max_run`` is derived: 13 positions, or 14 with ``ace_both_ends``.
    """

    is_wild: Callable[[Card], bool] = never_wild
    set_ranks: frozenset[int] | None = None
    ace_both_ends: bool = False
    natural_at_home: bool = False
    min_size: int = 3
    min_naturals: int = 1
    open_set_wilds: bool = False

    @property
    def max_run(self) -> int:
        return 14 if self.ace_both_ends else 13


@dataclass(frozen=True, slots=True)
class Placement:
    """One card of a meld and what it stands for.

    ``rank`` is 1..13 in sets; in runs it is the position 1..14, where 14 is an Ace above the
    King (:attr:`face_rank` gives 1 for it). ``suit`` is a standard suit, or ``""`` for a wild in
    a set that already shows every suit.
    """

    card: Card
    rank: int
    suit: str
    wild: bool

    @property
    def face_rank(self) -> int:
        """The rank of the card this placement stands for (an Ace is 1 at either end)."""
        return 1 if self.rank == ACE_HIGH else self.rank

    @property
    def stands_for(self) -> str:
        """A short text of what this place means: "7H", "AH" (either end), "7*" (any suit)."""
        rank = "A23456789TJQK"[self.face_rank - 1]
        return rank + (self.suit or "*")

    def to_plain(self) -> tuple[int, str, bool]:
        """Plain data for a game state: (rank or position, suit, wild)."""
        return (self.rank, self.suit, self.wild)


@dataclass(frozen=True, slots=True)
class Meld:
    """A set or run: its placements in table order (a run from low to high)."""

    kind: MeldKind
    placements: tuple[Placement, ...]

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(p.card for p in self.placements)

    @property
    def size(self) -> int:
        return len(self.placements)

    @property
    def wild_count(self) -> int:
        return sum(1 for p in self.placements if p.wild)

    @property
    def natural_count(self) -> int:
        return sum(1 for p in self.placements if not p.wild)

    @property
    def low(self) -> int:
        """A run's lowest position (a set's rank)."""
        return self.placements[0].rank

    @property
    def high(self) -> int:
        """A run's highest position (a set's rank)."""
        return self.placements[-1].rank

    @property
    def rank(self) -> int:
        """A set's rank (for a run: its lowest position)."""
        return self.placements[0].rank

    @property
    def suit(self) -> str:
        """A run's suit ("" for a set)."""
        return self.placements[0].suit if self.kind is MeldKind.RUN else ""

    def stands(self) -> tuple[tuple[int, str, bool], ...]:
        """Plain data for a game state; :meth:`from_plain` rebuilds the meld with its cards."""
        return tuple(p.to_plain() for p in self.placements)

    @classmethod
    def from_plain(
        cls, kind: MeldKind | str, cards: Sequence[Card], stands: Iterable[Sequence[object]]
    ) -> Meld:
        kind = MeldKind(kind)
        placements = []
        for card, plain in zip(cards, stands, strict=True):
            rank, suit, wild = plain
            if type(rank) is not int or type(suit) is not str or type(wild) is not bool:
                raise TypeError(f"{plain!r} is not a placement (rank, suit, wild)")
            placements.append(Placement(card, rank, suit, wild))
        return cls(kind, tuple(placements))

    @property
    def is_set(self) -> bool:
        return self.kind is MeldKind.SET

    def missing_suits(self) -> tuple[str, ...]:
        """A set's suits that no natural shows, in the order S, H, D, C."""
        shown = {p.suit for p in self.placements if not p.wild}
        return tuple(s for s in STD_SUITS if s not in shown)

    def wild_suits(self) -> tuple[str, ...]:
        """The suits a set's open wild (suit ``""``) may stand for: the missing suits, or all
        four when the set holds more wilds than missing suits (one stands for any suit)."""
        missing = self.missing_suits()
        return missing if self.wild_count <= len(missing) else STD_SUITS


@dataclass(frozen=True, slots=True)
class Extension:
    """One way to add cards to a meld: the cards put below it and above it, in table order."""

    low: tuple[Card, ...]
    high: tuple[Card, ...]
    meld: Meld


# --- positions -----------------------------------------------------------------------------------


def _face(position: int) -> int:
    return 1 if position == ACE_HIGH else position


def _homes(card: Card) -> tuple[int, ...]:
    """The run positions a standard card may occupy naturally (an Ace: both ends)."""
    if card.family != STD:
        return ()
    return (1, ACE_HIGH) if card.rank == 1 else (card.rank,)


def _run_span_ok(low: int, high: int, rules: MeldRules) -> bool:
    if low < 1 or high > ACE_HIGH or high < low:
        return False
    if high - low + 1 > rules.max_run:
        return False
    return rules.ace_both_ends or not (low == 1 and high == ACE_HIGH)


def _enough(meld: Meld, rules: MeldRules) -> bool:
    return meld.size >= rules.min_size and meld.natural_count >= rules.min_naturals


def _placed_in_run(card: Card, position: int, suit: str, rules: MeldRules) -> Placement | None:
    """``card`` at ``position`` of a ``suit`` run, or None if it cannot lie there."""
    if rules.is_wild(card):
        home = card.family == STD and card.suit == suit and position in _homes(card)
        return Placement(card, position, suit, not (home and rules.natural_at_home))
    if card.family == STD and card.suit == suit and position in _homes(card):
        return Placement(card, position, suit, False)
    return None


# --- runs ----------------------------------------------------------------------------------------


def _run_anchors(cards: Sequence[Card], rules: MeldRules) -> list[tuple[int, int, str]]:
    """Candidate (index, position, suit) anchors that fix where an ordered run lies."""
    anchors: list[tuple[int, int, str]] = []
    for i, card in enumerate(cards):
        if card.family == STD and not rules.is_wild(card):
            return [(i, p, card.suit) for p in _homes(card)]
    if rules.natural_at_home:
        for i, card in enumerate(cards):
            if card.family == STD:
                anchors.extend((i, p, card.suit) for p in _homes(card))
    return anchors


def place_run(cards: Sequence[Card], rules: MeldRules) -> Meld | None:
    """The run ``cards`` make when laid in this order (low to high), or None.

    The order fixes every wild's position: with 2s wild, ``QH KH 2C`` is Q-K-A of hearts and
    ``2C QH KH`` is J-Q-K.
    """
    n = len(cards)
    for index, position, suit in _run_anchors(cards, rules):
        low = position - index
        if not _run_span_ok(low, low + n - 1, rules):
            continue
        placements = []
        for offset, card in enumerate(cards):
            placed = _placed_in_run(card, low + offset, suit, rules)
            if placed is None:
                break
            placements.append(placed)
        else:
            meld = Meld(MeldKind.RUN, tuple(placements))
            if _enough(meld, rules):
                return meld
    return None


def _fill_positions(
    positions: Sequence[int], suit: str, cards: Sequence[Card], rules: MeldRules
) -> list[tuple[Placement, ...]]:
    """Every way to put ``cards`` on exactly ``positions`` of a ``suit`` run.

    Naturals go to their own position; wild-capable cards may go home (with
    ``natural_at_home``) and otherwise fill the remaining positions, in the given order.
    """
    if len(positions) != len(cards):
        return []
    wanted = set(positions)
    naturals = [c for c in cards if not rules.is_wild(c)]
    flexible = [c for c in cards if rules.is_wild(c)]
    results: list[tuple[Placement, ...]] = []
    seen: set[tuple[tuple[object, ...], ...]] = set()

    def finish(taken: dict[int, Placement]) -> None:
        # Wild-capable cards: optionally home (natural), the rest wild in order.
        home_options: list[list[int | None]] = []
        for card in flexible:
            opts: list[int | None] = [None]
            if rules.natural_at_home and card.family == STD and card.suit == suit:
                opts.extend(p for p in _homes(card) if p in wanted and p not in taken)
            home_options.append(opts)

        def rec(k: int, used: dict[int, Placement], wild_cards: list[Card]) -> None:
            if k == len(flexible):
                free = [p for p in positions if p not in used]
                if len(free) != len(wild_cards):
                    return
                full = dict(used)
                for pos, card in zip(sorted(free), wild_cards, strict=True):
                    if rules.natural_at_home and card.suit == suit and pos in _homes(card):
                        return  # at home it is a natural: the home branch covers this
                    full[pos] = Placement(card, pos, suit, True)
                result = tuple(full[p] for p in sorted(full))
                # Identical faces (two decks) swapping places give the same meld: keep one.
                key = tuple(
                    (p.card.family, p.card.rank, p.card.suits, p.rank, p.wild) for p in result
                )
                if key not in seen:
                    seen.add(key)
                    results.append(result)
                return
            card = flexible[k]
            for home in home_options[k]:
                if home is None:
                    rec(k + 1, used, [*wild_cards, card])
                elif home not in used:
                    rec(k + 1, {**used, home: Placement(card, home, suit, False)}, wild_cards)

        rec(0, taken, [])

    def assign(i: int, taken: dict[int, Placement]) -> None:
        if i == len(naturals):
            finish(taken)
            return
        card = naturals[i]
        if card.family != STD or card.suit != suit:
            return
        for pos in _homes(card):
            if pos in wanted and pos not in taken:
                assign(i + 1, {**taken, pos: Placement(card, pos, suit, False)})

    assign(0, {})
    return results


def run_interpretations(cards: Sequence[Card], rules: MeldRules) -> list[Meld]:
    """Every run ``cards`` can make (in any order), wilds assigned in the order given."""
    n = len(cards)
    if n < rules.min_size or n > rules.max_run:
        return []
    natural_suits = {c.suit for c in cards if not rules.is_wild(c)}
    if any(c.family != STD for c in cards if not rules.is_wild(c)) or len(natural_suits) > 1:
        return []
    if natural_suits:
        suits = sorted(natural_suits)
    elif rules.natural_at_home:
        suits = [s for s in STD_SUITS if any(c.family == STD and c.suit == s for c in cards)]
    else:
        return []
    naturals = [c for c in cards if not rules.is_wild(c)]
    results: list[Meld] = []
    for suit in suits:
        for low in range(1, ACE_HIGH - n + 2):
            high = low + n - 1
            if not _run_span_ok(low, high, rules):
                continue
            if any(all(not low <= p <= high for p in _homes(c)) for c in naturals):
                continue
            for placements in _fill_positions(range(low, high + 1), suit, cards, rules):
                meld = Meld(MeldKind.RUN, placements)
                if _enough(meld, rules):
                    results.append(meld)
    return results


# --- sets ----------------------------------------------------------------------------------------


def _set_placements(
    rank: int, cards: Sequence[Card], rules: MeldRules, present: Iterable[str] = ()
) -> tuple[Placement, ...] | None:
    """``cards`` as (part of) a set of ``rank``, in order; None if one does not belong."""
    shown = set(present)
    naturals: list[tuple[int, Placement]] = []
    wilds: list[tuple[int, Card]] = []
    for i, card in enumerate(cards):
        if rules.is_wild(card):
            if rules.natural_at_home and card.family == STD and card.rank == rank:
                naturals.append((i, Placement(card, rank, card.suit, False)))
            else:
                wilds.append((i, card))
        elif card.family == STD and card.rank == rank:
            naturals.append((i, Placement(card, rank, card.suit, False)))
        else:
            return None
    shown.update(p.suit for _, p in naturals)
    missing = [] if rules.open_set_wilds else [s for s in STD_SUITS if s not in shown]
    placed: dict[int, Placement] = dict(naturals)
    for k, (i, card) in enumerate(wilds):
        placed[i] = Placement(card, rank, missing[k] if k < len(missing) else ANY_SUIT, True)
    return tuple(placed[i] for i in range(len(cards)))


def _set_rank(cards: Sequence[Card], rules: MeldRules) -> int | None:
    ranks = {c.rank for c in cards if c.family == STD and not rules.is_wild(c)}
    if any(c.family != STD and not rules.is_wild(c) for c in cards):
        return None
    if not ranks and rules.natural_at_home:
        ranks = {c.rank for c in cards if c.family == STD}
    if len(ranks) != 1:
        return None
    rank = next(iter(ranks))
    if rules.set_ranks is not None and rank not in rules.set_ranks:
        return None
    return rank


def place_set(cards: Sequence[Card], rules: MeldRules) -> Meld | None:
    """The set ``cards`` make in this order (wilds stand for missing suits), or None."""
    if len(cards) < rules.min_size:
        return None
    rank = _set_rank(cards, rules)
    if rank is None:
        return None
    placements = _set_placements(rank, cards, rules)
    if placements is None:
        return None
    meld = Meld(MeldKind.SET, placements)
    return meld if _enough(meld, rules) else None


def set_interpretations(cards: Sequence[Card], rules: MeldRules) -> list[Meld]:
    """The set ``cards`` make, naturals first then wilds in the order given (0 or 1 meld)."""
    naturals = [c for c in cards if not rules.is_wild(c)]
    wilds = [c for c in cards if rules.is_wild(c)]
    meld = place_set([*naturals, *wilds], rules)
    return [meld] if meld is not None else []


def place(kind: MeldKind | str, cards: Sequence[Card], rules: MeldRules) -> Meld | None:
    """The meld of ``kind`` that ``cards`` make in this table order, or None."""
    if MeldKind(kind) is MeldKind.RUN:
        return place_run(cards, rules)
    return place_set(cards, rules)


def interpretations(cards: Sequence[Card], rules: MeldRules) -> list[Meld]:
    """Every meld ``cards`` can form: the runs (one per distinct wild placement) then the set."""
    return [*run_interpretations(cards, rules), *set_interpretations(cards, rules)]


def is_meld(cards: Sequence[Card], rules: MeldRules) -> bool:
    return bool(interpretations(cards, rules))


# --- adding to a meld ----------------------------------------------------------------------------


def extend_run(
    meld: Meld, low: Sequence[Card], high: Sequence[Card], rules: MeldRules
) -> Meld | None:
    """``meld`` (a run) with ``low`` laid below it and ``high`` above it, in table order."""
    if meld.kind is not MeldKind.RUN or not (low or high):
        return None
    start, end, suit = meld.low - len(low), meld.high + len(high), meld.suit
    if not _run_span_ok(start, end, rules):
        return None
    added: list[Placement] = []
    for offset, card in enumerate(low):
        placed = _placed_in_run(card, start + offset, suit, rules)
        if placed is None:
            return None
        added.append(placed)
    above: list[Placement] = []
    for offset, card in enumerate(high):
        placed = _placed_in_run(card, meld.high + 1 + offset, suit, rules)
        if placed is None:
            return None
        above.append(placed)
    result = Meld(MeldKind.RUN, (*added, *meld.placements, *above))
    return result if _enough(result, rules) else None


def extend_set(meld: Meld, cards: Sequence[Card], rules: MeldRules) -> Meld | None:
    """``meld`` (a set) with ``cards`` added after it (never refused for a card of its rank)."""
    if meld.kind is not MeldKind.SET or not cards:
        return None
    present = [p.suit for p in meld.placements if p.suit]
    placements = _set_placements(meld.rank, cards, rules, present)
    if placements is None:
        return None
    result = Meld(MeldKind.SET, _free_wilds(meld.placements, placements))
    return result if _enough(result, rules) else None


def _free_wilds(old: Sequence[Placement], added: Sequence[Placement]) -> tuple[Placement, ...]:
    """A wild that stood for a natural now added moves to a missing suit, or to any suit."""
    out, taken = [*old, *added], {p.suit for p in (*old, *added) if not p.wild}
    for i in [i for i, p in enumerate(old) if p.wild and p.suit in taken]:
        wilds = {p.suit for p in out if p.wild}
        suit = next((s for s in STD_SUITS if s not in taken | wilds), ANY_SUIT)
        out[i] = Placement(out[i].card, out[i].rank, suit, True)
    return tuple(out)


def extensions(meld: Meld, cards: Sequence[Card], rules: MeldRules) -> list[Extension]:
    """Every way to add all of ``cards`` to ``meld`` without rearranging it.

    For a run the cards split between its two ends (a wild that fits either end gives two
    ways); for a set they are appended, naturals first, then wilds in the order given.
    """
    if not cards:
        return []
    if meld.kind is MeldKind.SET:
        naturals = [c for c in cards if not rules.is_wild(c)]
        wilds = [c for c in cards if rules.is_wild(c)]
        ordered = (*naturals, *wilds)
        result = extend_set(meld, ordered, rules)
        return [Extension((), ordered, result)] if result is not None else []
    n = len(cards)
    found: list[Extension] = []
    for below in range(n + 1):
        start, end = meld.low - below, meld.high + (n - below)
        if not _run_span_ok(start, end, rules):
            continue
        positions = [*range(start, meld.low), *range(meld.high + 1, end + 1)]
        for placements in _fill_positions(positions, meld.suit, cards, rules):
            low = tuple(p.card for p in placements[:below])
            high = tuple(p.card for p in placements[below:])
            result = Meld(
                MeldKind.RUN, (*placements[:below], *meld.placements, *placements[below:])
            )
            if _enough(result, rules):
                found.append(Extension(low, high, result))
    return found


def extend(meld: Meld, low: Sequence[Card], high: Sequence[Card], rules: MeldRules) -> Meld | None:
    """``meld`` grown by ``low``/``high`` in table order (a set takes only ``high``)."""
    if meld.kind is MeldKind.SET:
        return None if low else extend_set(meld, high, rules)
    return extend_run(meld, low, high, rules)


# --- wild swaps ----------------------------------------------------------------------------------


def swap_spots(meld: Meld, card: Card, rules: MeldRules) -> list[int]:
    """Indexes of the wilds in ``meld`` that the natural ``card`` may replace: a wild standing
    for that very card, or in a set a wild of suit ``""`` when ``card``'s suit is one it may
    stand for (:meth:`Meld.wild_suits`)."""
    if card.family != STD or rules.is_wild(card):
        return []
    open_suits = meld.wild_suits() if meld.kind is MeldKind.SET else ()
    return [
        i
        for i, p in enumerate(meld.placements)
        if p.wild
        and p.face_rank == card.rank
        and (p.suit == card.suit or (p.suit == ANY_SUIT and card.suit in open_suits))
    ]


def swap(meld: Meld, index: int, card: Card) -> Meld:
    """``meld`` with the natural ``card`` in the place of the wild at ``index``."""
    old = meld.placements[index]
    new = Placement(card, old.rank, card.suit, False)
    return Meld(meld.kind, (*meld.placements[:index], new, *meld.placements[index + 1 :]))
