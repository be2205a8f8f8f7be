"""Mor's meld rules: sequences and sets of 3s or Aces, the wild limits, sliding 2s and projects.

A meld is described by its cards and, parallel to them, the place each card takes (``at``):

* in a *sequence* the place is a rank position from 1 (the low Ace) through 2..13 to 14 (the
  high Ace); the places are distinct and consecutive, so A-2-3 and Q-K-A are fine, A...K...A
  (all fourteen places) is fine, and nothing wraps from the King over the Ace to the 2;
* in a *set* every card takes the set's rank, 3 or 1 (Aces).

Wilds are the jokers and the 2s. A 2 of the sequence's own suit standing in place 2 is a natural
card, not a wild. A meld holds at most one joker and at most one 2 used as a wild, and more
natural cards than wilds. Wilds never leave their meld: when a natural card is laid in the place
a wild holds, the wild moves within the meld (a 2 of the meld's suit to its natural place when
that place is next to the low end, any other wild to the high end, or the low end when the high
end is full). Whenever a wild 2 of the sequence's suit sits at the high end and its natural place
is next to the low end (the sequence starts at 3), it slides home and stops being a wild.

A meld of seven or more cards is a *project*: a set is worth 300 clean (no wild) or 150, a
sequence 200 clean or 100.

Everything here is pure functions on plain values; :mod:`cardtable.games.mor.state` applies them
and :mod:`cardtable.games.mor.plays` lists the melds and lay-offs a hand could make.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import permutations, product
from typing import Final

from cardtable.engine.cards import JOKER, RANK_NAMES, RANK_PLURALS, STD, Card, sort_key
from cardtable.games.mor.points import shown
from cardtable.games.shared import melds as _melds
from cardtable.i18n import N_, _

LOW_ACE: Final = 1
HIGH_ACE: Final = 14
SET_RANKS: Final = (3, 1)
PROJECT_SIZE: Final = 7
CLEAN_SET: Final = 300
DIRTY_SET: Final = 150
CLEAN_RUN: Final = 200
DIRTY_RUN: Final = 100

Layout = tuple[tuple[Card, ...], tuple[int, ...]]

_PLACE_NAMES: Final = {1: N_("low Ace"), 14: N_("high Ace")}


def is_joker(card: Card) -> bool:
    return card.family == JOKER


def is_two(card: Card) -> bool:
    return card.family == STD and card.rank == 2


def is_wild_card(card: Card) -> bool:
    """Jokers and 2s can be wild (a 2 may still be natural in its own sequence's place 2)."""
    return is_joker(card) or is_two(card)


#: Mor's meld shapes for the shared meld maths: 2s and jokers wild, sets of 3s or Aces only, one
#: run may hold the Ace at both ends, a 2 in its own place of its own suit is a natural.
RULES: Final = _melds.MeldRules(
    is_wild=is_wild_card,
    set_ranks=frozenset(SET_RANKS),
    ace_both_ends=True,
    natural_at_home=True,
)


def card_value(card: Card) -> int:
    """Points (in tenths as shown): 3-7 are 5, 8-K 10, Aces, 2s and jokers 15."""
    if is_joker(card) or card.rank in (1, 2):
        return 15
    return 10 if card.rank >= 8 else 5


def place_name(place: int) -> str:
    name = _PLACE_NAMES.get(place) or RANK_NAMES.get(place)
    return _(name) if name else str(place)


def _plural(rank: int) -> str:
    return _(RANK_PLURALS[rank]) if rank in RANK_PLURALS else f"{rank}s"


def natural_places(card: Card) -> tuple[int, ...]:
    """The places a natural card can take in a sequence of its suit (an Ace: low or high)."""
    if card.family != STD:
        return ()
    return (LOW_ACE, HIGH_ACE) if card.rank == 1 else (card.rank,)


def is_set(at: Sequence[int]) -> bool:
    # Most melds asked about are sequences: their first two places differ.
    n = len(at)
    return n > 1 and at[0] == at[1] and (n == 2 or list(at).count(at[0]) == n)


def run_suit(cards: Iterable[Card]) -> str | None:
    """The suit of a sequence: that of its cards that are neither jokers nor 2s (None if none)."""
    for card in cards:
        if card.family == STD and card.rank != 2:
            return card.suits[0]
    return None


def wild_flags(cards: Sequence[Card], at: Sequence[int]) -> list[bool]:
    """Which cards of a meld are wild (remembered: views and bots ask about the same melds)."""
    held = tuple(cards)
    key = (tuple(map(id, held)), tuple(at))
    found = _FLAGS.get(key)
    if found is None:
        if len(_FLAGS) >= 20_000:
            _FLAGS.clear()
        # The entry holds the cards, so the ids in its key stay theirs.
        found = _FLAGS[key] = (held, tuple(_wild_flags(cards, at)))
    return list(found[1])


#: Wild flags by the ids of a meld's cards and their places (see :func:`wild_flags`).
_FLAGS: dict[tuple[tuple[int, ...], tuple[int, ...]], tuple[tuple[Card, ...], tuple[bool, ...]]]
_FLAGS = {}


def _wild_flags(cards: Sequence[Card], at: Sequence[int]) -> list[bool]:
    if is_set(at):
        return [is_wild_card(c) for c in cards]
    suit = run_suit(cards)
    return [
        is_joker(c) or (is_two(c) and not (c.suits[0] == suit and p == 2))
        for c, p in zip(cards, at, strict=True)
    ]


def wild_count(cards: Sequence[Card], at: Sequence[int]) -> int:
    return sum(wild_flags(cards, at))


def _limits_problem(cards: Sequence[Card], wild: Sequence[bool]) -> str | None:
    jokers = sum(1 for c in cards if is_joker(c))
    if jokers > 1:
        return _("a meld may hold at most one joker (this one would have {jokers})").format(
            jokers=jokers
        )
    twos = sum(1 for c, w in zip(cards, wild, strict=True) if w and is_two(c))
    if twos > 1:
        return _(
            "a meld may hold at most one 2 used as a wild (this one would have {twos})"
        ).format(twos=twos)
    wilds = sum(wild)
    naturals = len(cards) - wilds
    if naturals <= wilds:
        return _(
            "a meld needs more natural cards than wilds (this one would have "
            "{naturals} natural and {wilds} wild)"
        ).format(naturals=naturals, wilds=wilds)
    return None


def problem(cards: Sequence[Card], at: Sequence[int]) -> str | None:
    """Why ``cards`` laid in places ``at`` are not a valid Mor meld, or None if they are.

    The shape (a set of one rank, or a run of one suit in consecutive places, Ace low or high,
    A...K...A allowed, no wrap) is checked by the shared meld maths; the limits on wilds are
    Mor's own.
    """
    if len(cards) != len(at):
        return _("each card of a meld needs exactly one place")
    if len(cards) < 3:
        return _("a meld needs at least three cards")
    jokers = sum(1 for c in cards if is_joker(c))
    if jokers > 1:
        return _("a meld may hold at most one joker (this one would have {jokers})").format(
            jokers=jokers
        )
    if any(c.family not in (STD, JOKER) for c in cards):
        return _("Mor is played with standard cards and jokers only")
    meld = shared_meld(cards, at)
    if meld is None:
        why = _set_problem(cards, at[0]) if is_set(at) else _run_problem(cards, at)
        return why or "those cards do not form a sequence or a set there"
    return _limits_problem([p.card for p in meld.placements], [p.wild for p in meld.placements])


def shared_meld(cards: Sequence[Card], at: Sequence[int]) -> _melds.Meld | None:
    """The shared-maths meld that ``cards`` form in places ``at`` (None if they do not).

    Its placements, in table order, record what every card stands for and which are wild.
    """
    if is_set(at):
        if at[0] not in SET_RANKS:
            return None
        ordered = sorted(cards, key=is_wild_card)
        meld = _melds.place_set(ordered, RULES)
        return meld if meld is not None and meld.rank == at[0] else None
    if len(set(at)) != len(at):
        return None
    order = sorted(range(len(cards)), key=lambda i: at[i])
    meld = _melds.place_run([cards[i] for i in order], RULES)
    if meld is None or [p.rank for p in meld.placements] != [at[i] for i in order]:
        return None
    return meld


def _set_problem(cards: Sequence[Card], rank: int) -> str | None:
    naturals = [c for c in cards if not is_wild_card(c)]
    if rank == HIGH_ACE:
        return _("in a set of Aces every card takes place 1")
    if rank not in SET_RANKS:
        return _("a set may only be made of 3s or Aces, not {plural}").format(plural=_plural(rank))
    for card in naturals:
        if card.rank != rank:
            return _("the {card} does not belong in a set of {plural}").format(
                card=card.label, plural=_plural(rank)
            )
    return None


def _run_problem(cards: Sequence[Card], at: Sequence[int]) -> str | None:
    if len(set(at)) != len(at):
        return _("two cards cannot take the same place in a sequence")
    for place in at:
        if not LOW_ACE <= place <= HIGH_ACE:
            return _("a place in a sequence runs from the low Ace (1) to the high Ace (14)")
    suit = run_suit(cards)
    if suit is None:
        return _("a sequence needs natural cards besides 2s and jokers")
    others = sorted({c.suits[0] for c in cards if c.family == STD and c.rank != 2} - {suit})
    if others:
        return _("a sequence must be all of one suit (jokers and 2s aside)")
    places = sorted(at)
    if places[-1] - places[0] + 1 != len(places):
        missing = next(p for p in range(places[0], places[-1]) if p not in at)
        if places[-1] >= 13 and places[0] <= 3 and missing not in (1, 14):
            return _("a sequence does not wrap around from the King over the Ace to the 2")
        return _("a sequence may not have gaps: nothing stands for the {place_name}").format(
            place_name=place_name(missing)
        )
    for card, place in zip(cards, at, strict=True):
        if card.family == STD and card.rank != 2 and place not in natural_places(card):
            return _("the {card} cannot stand in the place of the {place_name}").format(
                card=card.label, place_name=place_name(place)
            )
    return None


def settle(cards: Sequence[Card], at: Sequence[int]) -> Layout:
    """A valid meld in its canonical form: suited 2s slid home, cards in place order.

    Sets list their natural cards first (in display order), then the wilds.
    """
    if is_set(at):
        ordered = sorted(cards, key=lambda c: (is_wild_card(c), sort_key(c)))
        return tuple(ordered), tuple(at[0] for _ in ordered)
    places = list(at)
    suit = run_suit(cards)
    lo, hi = min(places), max(places)
    if lo == 3 and 2 not in places:
        for i, (card, place) in enumerate(zip(cards, places, strict=True)):
            if is_two(card) and card.suits[0] == suit and place == hi:
                places[i] = 2
                break
    pairs = sorted(zip(places, cards, strict=True), key=lambda pc: pc[0])
    return tuple(c for _, c in pairs), tuple(p for p, _ in pairs)


def legal_add_result(
    meld_cards: Sequence[Card],
    meld_at: Sequence[int],
    new_cards: Sequence[Card],
    new_at: Sequence[int],
) -> Layout | str:
    """:func:`add_result` for an addition already known to be legal, quicker where it displaces
    nothing (a set, or no place taken): the meld with the cards in place."""
    if is_set(meld_at) or not any(p in meld_at for p in new_at):
        return settle([*meld_cards, *new_cards], [*meld_at, *new_at])
    return add_result(meld_cards, meld_at, new_cards, new_at)


def add_result(
    meld_cards: Sequence[Card],
    meld_at: Sequence[int],
    new_cards: Sequence[Card],
    new_at: Sequence[int],
) -> Layout | str:
    """The meld after adding ``new_cards`` in places ``new_at``, or why that is not allowed.

    A natural card laid in the place of a wild pushes the wild along: a 2 of the sequence's suit
    to its natural place when the sequence now starts at 3, otherwise to the high end (or the
    low end when the high end is full).
    """
    if not new_cards:
        return _("add at least one card")
    if len(new_cards) != len(new_at):
        return _("each added card needs exactly one place")
    if is_set(meld_at):
        rank = meld_at[0]
        if any(a != rank for a in new_at):
            return _("every card added to a set of {plural} takes the place of a {rank}").format(
                plural=_plural(rank), rank=rank
            )
        cards = [*meld_cards, *new_cards]
        at = [*meld_at, *new_at]
        found = problem(cards, at)
        return found if found else settle(cards, at)
    suit = run_suit(meld_cards)
    flags = wild_flags(meld_cards, meld_at)
    cards = list(meld_cards)
    at = list(meld_at)
    original = len(cards)
    displaced: list[Card] = []
    for card, place in zip(new_cards, new_at, strict=True):
        if place in at:
            j = at.index(place)
            natural_here = card.family == STD and (
                (card.rank == 2 and card.suits[0] == suit and place == 2)
                or (card.rank != 2 and card.suits[0] == suit and place in natural_places(card))
            )
            if j < original and flags[j] and natural_here and cards[j] not in displaced:
                displaced.append(cards[j])
                del cards[j], at[j], flags[j]
                original -= 1
            else:
                return _("the place of the {place_name} is already taken by the {card}").format(
                    place_name=place_name(place), card=cards[j].label
                )
        cards.append(card)
        at.append(place)
    for wild in displaced:
        lo, hi = min(at), max(at)
        if is_two(wild) and wild.suits[0] == suit and lo == 3 and 2 not in at:
            place = 2
        elif hi < HIGH_ACE:
            place = hi + 1
        elif lo > LOW_ACE:
            place = lo - 1
        else:
            return _("the sequence is full: the {wild} would have nowhere to move").format(
                wild=wild.label
            )
        cards.append(wild)
        at.append(place)
    found = problem(cards, at)
    return found if found else settle(cards, at)


def canonical_add(
    new_cards: Sequence[Card], result: Layout
) -> tuple[tuple[Card, ...], tuple[int, ...]]:
    """The added cards in the order of their final places in ``result``, with those places.

    Two ways of adding the same cards that end in the same meld (a suited 2 laid at the high end
    that slides home, or laid at home directly) have the same canonical form.
    """
    index = {c: i for i, c in enumerate(result[0])}
    ordered = sorted(new_cards, key=lambda c: index[c])
    return tuple(ordered), tuple(result[1][index[c]] for c in ordered)


# --- finding interpretations of a gesture ---------------------------------------------------


def meld_layouts(cards: Sequence[Card]) -> list[Layout]:
    """Every valid way to lay ``cards`` as a new meld (the choices differ in where wilds stand).

    The shared maths lists the runs and the set; Mor keeps those within its wild limits, with
    suited 2s slid home. Wilds are tried in every order, so a joker and a 2 may swap places.
    """
    if len(cards) < 3:
        return []
    plain = [c for c in cards if not is_wild_card(c)]
    wilds = [c for c in cards if is_wild_card(c)]
    if len(wilds) > 4:
        return []
    found: dict[Layout, None] = {}
    for order in dict.fromkeys(permutations(wilds)):
        for meld in _melds.interpretations([*plain, *order], RULES):
            placed = [p.card for p in meld.placements]
            if _limits_problem(placed, [p.wild for p in meld.placements]) is None:
                found[settle(placed, [p.rank for p in meld.placements])] = None
    return list(found)


def add_placements(
    meld_cards: Sequence[Card], meld_at: Sequence[int], new_cards: Sequence[Card]
) -> list[tuple[tuple[Card, ...], tuple[int, ...], Layout]]:
    """Every valid way to add ``new_cards`` to a meld, canonical: (cards, places, new meld)."""
    if not new_cards:
        return []
    if is_set(meld_at):
        at = tuple(meld_at[0] for _ in new_cards)
        result = add_result(meld_cards, meld_at, new_cards, at)
        return [] if isinstance(result, str) else [(*canonical_add(new_cards, result), result)]
    k = len(new_cards)
    lo, hi = min(meld_at), max(meld_at)
    suit = run_suit(meld_cards)
    free = [p for p in range(max(LOW_ACE, lo - k), min(HIGH_ACE, hi + k) + 1) if p not in meld_at]
    options: list[tuple[int, ...]] = []
    wilds = 0
    for card in new_cards:
        if is_joker(card) or (is_two(card) and card.suits[0] != suit):
            options.append(tuple(free))
            wilds += 1
        elif is_two(card):
            options.append(tuple(dict.fromkeys((2, *free))))
        else:
            options.append(natural_places(card))
    if wilds > 2:
        return []
    found: dict[Layout, None] = {}
    for places in product(*options):
        if len(set(places)) != len(places):
            continue
        result = add_result(meld_cards, meld_at, new_cards, places)
        if not isinstance(result, str):
            found[result] = None
    return [(*canonical_add(new_cards, result), result) for result in found]


def why_not_meld(cards: Sequence[Card]) -> str:
    """Why ``cards`` cannot be laid as a new meld in any arrangement (for a refused drop)."""
    if len(cards) < 3:
        return _("a meld needs at least three cards")
    jokers = sum(1 for c in cards if is_joker(c))
    if jokers > 1:
        return _("a meld may hold at most one joker (this one would have {jokers})").format(
            jokers=jokers
        )
    naturals = [c for c in cards if not is_wild_card(c)]
    same_rank = bool(naturals) and all(c.rank == naturals[0].rank for c in naturals)
    if same_rank and (len({c.suit for c in naturals}) > 1 or naturals[0].rank in SET_RANKS):
        return problem(cards, [naturals[0].rank for _ in cards]) or "that is not a meld"
    shapes = _melds.interpretations(cards, RULES)
    if shapes:
        meld = shapes[0]
        placed = [p.card for p in meld.placements]
        return _limits_problem(placed, [p.wild for p in meld.placements]) or "that is not a meld"
    if len({c.suit for c in naturals if c.rank != 2}) > 1:
        return _(
            "a sequence must be all of one suit (jokers and 2s aside), and a set may "
            "only be made of 3s or Aces"
        )
    return _("those cards are not consecutive, and the wilds cannot fill the gaps")


def why_not_add(meld_cards: Sequence[Card], meld_at: Sequence[int], cards: Sequence[Card]) -> str:
    """Why ``cards`` cannot be added to a meld in any arrangement (for a refused drop)."""
    if is_set(meld_at):
        found = add_result(meld_cards, meld_at, cards, [meld_at[0] for _ in cards])
        return found if isinstance(found, str) else _("those cards do not fit this meld")
    hi = max(meld_at)
    guess = []
    for card in cards:
        homes = natural_places(card) if not is_joker(card) else ()
        if card.rank == 2 and card.suit != run_suit(meld_cards):
            homes = ()
        if homes:
            guess.append(homes[0] if homes[0] not in meld_at or len(homes) == 1 else homes[-1])
        else:
            hi += 1
            guess.append(min(hi, HIGH_ACE))
    found = add_result(meld_cards, meld_at, cards, guess)
    return found if isinstance(found, str) else _("those cards do not fit this meld")


def slid_twos(
    before: Layout, result: Layout, new_cards: Sequence[Card], new_at: Sequence[int]
) -> list[Card]:
    """The suited 2s that an addition sent to their natural place (they stopped being wild)."""
    earlier = dict(zip(before[0], before[1], strict=True))
    earlier.update(zip(new_cards, new_at, strict=True))
    if is_set(result[1]):
        return []
    return [
        c for c, p in zip(*result, strict=True) if p == 2 and is_two(c) and earlier.get(c, 2) != 2
    ]


# --- projects ------------------------------------------------------------------------------------


def project_value(cards: Sequence[Card], at: Sequence[int]) -> int:
    """What a meld is worth as a project (0 if it has fewer than seven cards)."""
    if len(cards) < PROJECT_SIZE:
        return 0
    clean = wild_count(cards, at) == 0
    if is_set(at):
        return CLEAN_SET if clean else DIRTY_SET
    return CLEAN_RUN if clean else DIRTY_RUN


def closing_problem(mor_taken: bool, projects: Sequence[int]) -> str | None:
    """Why a team may not close (play a player's last card), or None if it may."""
    if not mor_taken:
        return _("your team has not taken its Mor yet")
    if not any(p in (CLEAN_SET, CLEAN_RUN) for p in projects):
        return _("your team needs a clean project (seven or more cards without a wild)")
    total = sum(projects)
    if total < CLEAN_SET:
        return _("your team needs {need} or more in projects; it has {have}").format(
            need=shown(CLEAN_SET), have=shown(total)
        )
    return None


def describe(cards: Sequence[Card], at: Sequence[int]) -> str:
    """A short text of a meld for labels: wilds show what they stand for."""
    flags = wild_flags(cards, at)
    suit = run_suit(cards) if not is_set(at) else None
    parts = []
    for card, place, wild in zip(cards, at, flags, strict=True):
        if wild:
            stands = "A" if place in (LOW_ACE, HIGH_ACE) else str(place)
            stands = {11: "J", 12: "Q", 13: "K"}.get(place, stands)
            parts.append(f"{card.label}={stands}" + (_SUIT_SYMBOL.get(suit or "", "")))
        else:
            parts.append(card.label)
    return " ".join(parts)


_SUIT_SYMBOL: Final = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
