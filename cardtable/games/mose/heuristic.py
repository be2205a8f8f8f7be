"""A Mose bot that sheds cards fast and is not caught holding wilds or high cards.

* **On the table** (on its turn and out of turn alike) it makes the play that sheds the most
  points now: new melds, lay-offs, and wild swaps that put the wild at once on another meld
  (a swap that takes the wild into hand only when the wild then makes a meld at once).
  Going out always comes first.
* **Drawing**: it takes the discard pile when some of its cards can be laid at once and the
  cards it would hold after laying what it can and discarding are worth less (points plus a
  charge per card) than drawing blind would leave. (Always using a taken card also means two
  bots can never hand one card back and forth for ever.)
* **Discarding**: the highest card that is not part of a pair or a near run; a wild only when
  an opponent is close to going out and the wild cannot be laid.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from cardtable.engine.actions import Action
from cardtable.engine.agent import Agent
from cardtable.engine.cards import STD_SUITS, Card, take_out
from cardtable.engine.observation import Observation
from cardtable.games.mose.actions import (
    TO_HAND,
    AddToMeld,
    Discard,
    Draw,
    LayMeld,
    Restock,
    SwapWild,
    TakePile,
)
from cardtable.games.mose.moves import (
    RULES,
    Split,
    TableMeld,
    card_points,
    has_table_play,
    table_plays,
)
from cardtable.games.mose.pile import pile_cards_usable
from cardtable.games.mose.shedding import POINTS, best_shedding_play
from cardtable.games.mose.view import SeatView, view_of
from cardtable.games.shared import melds

#: Expected points a blind stock card adds to a hand (it is usually kept, sometimes melded).
BLIND_CARD = 5.0
#: Charge per card held when comparing hands: every card is one more to get rid of.
PER_CARD = 3.0
#: How much a wild in hand is worth keeping while nobody is close to going out.
KEEP_WILD = 16.0
#: A search's simulated seat leaves a pile with at least this many cards it could not lay at once.
ROLLOUT_KEPT = 3
#: Places per suit when counting partners: ranks 1..13 and two either side.
_KEEP_ROW = 18
#: Where :func:`_keep_values`'s counts of Aces and Kings and of ranks begin, after the four
#: rows of places of the naturals (and the four of the Aces and Kings).
_ENDS: Final = 4 * _KEEP_ROW
_SAME: Final = 2 * _ENDS
#: What a natural is worth keeping by its number of partners (:func:`_keep_values`): none is
#: worth nothing, else 3 and 2 a partner. A hand of two decks' 104 cards has fewer than 512.
_WORTH: Final = [0.0] + [3.0 + 2.0 * partners for partners in range(1, 512)]
#: The first place of each suit's row in :func:`_keep_values`.
_SUIT_ROW: Final = {suit: i * _KEEP_ROW for i, suit in enumerate(STD_SUITS)}
#: :func:`card_points` by wild rank and card rank, looked up (every simulated draw asks).
_POINTS: Final = POINTS


#: The drawing actions: a list holding one is a draw step (no class derives from them).
_DRAWS: Final = frozenset((Draw, TakePile, Restock))
#: The plays :func:`_best_play` weighs (a list without one leaves it nothing to find).
_PLAYS: Final = frozenset((LayMeld, AddToMeld, SwapWild))


def _gain(action: Action, view: SeatView) -> float:
    """Points an action sheds from the hand now (a swap into hand: judged one play ahead)."""
    wild = view.wild
    if isinstance(action, LayMeld | AddToMeld):
        return float(sum(card_points(c, wild) for c in action.cards))
    if isinstance(action, SwapWild):
        natural = card_points(action.card, wild)
        if action.dest != TO_HAND:
            return float(natural)
        return natural - card_points(action.wild, wild) + _best_meld_with(action, view)
    return 0.0


def _best_meld_with(action: SwapWild, view: SeatView) -> float:
    """After taking the wild, the points of the best new meld that needs it (or -inf: none, or
    the hand already holds a wild)."""
    wild = view.wild
    for card in view.hand:
        if card.rank == wild:
            return float("-inf")  # no meld counts while the hand holds another wild
    hand = [c for c in view.hand if c != action.card] + [action.wild]
    best = float("-inf")
    for play in table_plays(hand, [], view.wild):
        if isinstance(play, LayMeld) and action.wild in play.group:
            best = max(best, float(sum(card_points(c, view.wild) for c in play.group)))
    return best


def _best_play(legal: Sequence[Action], view: SeatView) -> tuple[Action | None, float]:
    """The play worth most by :func:`_play_value` (the first of equals), or going out at once.

    Lays and lay-offs are valued from each card's points looked up once (the same numbers
    :func:`_play_value` gives; tests pin the heuristic's choices)."""
    best: Action | None = None
    best_gain = 0.0
    hand_size = len(view.hand)
    of_rank = _POINTS[view.wild]
    for action in legal:
        kind = type(action)
        if kind is LayMeld or kind is AddToMeld:
            cards = action.cards
            if len(cards) >= hand_size:
                return action, float("inf")  # goes out
            gain = sum([of_rank[c.rank] for c in cards]) + 0.01 * len(cards)
        elif kind is SwapWild:
            assert isinstance(action, SwapWild)
            if action.dest != TO_HAND and hand_size <= 1:
                return action, float("inf")
            gain = _play_value(action, view)
        else:
            continue
        if gain > best_gain:
            best, best_gain = action, gain
    return best, best_gain


def _play_value(action: Action, view: SeatView) -> float:
    """How good a play is: the points it sheds, more cards breaking ties."""
    return _gain(action, view) + 0.01 * len(action.cards)


def _keep_values(hand: Sequence[Card], view: SeatView) -> list[float]:
    """How much each card of ``hand`` is worth keeping for a future meld, in hand order.

    A natural card's partners: 2 for every other natural of its rank, 2 for a natural of its
    suit one rank away, 1 two ranks away, and 1 for every card of its suit at the other end
    when it is an Ace or a King (Aces also sit next to Kings). Counted per rank and per place
    rather than pair by pair (every turn of every playout asks)."""
    wild = view.wild
    keep_wild = 0.0 if view.danger else KEEP_WILD
    # (rank, place) per card, read from the cards' fields (quicker than a look-up keyed by
    # card, which hashes each one in Python).
    rows = _SUIT_ROW
    facts = [(card.rank, rows[card.suits[0]] + card.rank + 2) for card in hand]
    # One list of counts: the naturals by place, the Aces and Kings (wild or not) by place
    # from _ENDS, the naturals by rank from _SAME.
    same, ends, worth = _SAME, _ENDS, _WORTH
    counts = [0] * (same + 14)
    for rank, at in facts:
        if rank != wild:
            counts[at] += 1
            counts[same + rank] += 1
        if rank == 1 or rank == 13:
            counts[ends + at] += 1
    # Each natural's worth read from its partners, in one comprehension.
    return [
        keep_wild
        if rank == wild
        else worth[
            2 * (counts[same + rank] - 1 + counts[at - 1] + counts[at + 1])
            + counts[at - 2]
            + counts[at + 2]
            # An Ace's partners include the Kings of its suit, a King's the Aces.
            + (counts[ends + at + 12] if rank == 1 else counts[ends + at - 12] if rank == 13 else 0)
        ]
        for rank, at in facts
    ]


def _discard_choice(legal: Sequence[Action], view: SeatView) -> Action:
    discards = [a for a in legal if type(a) is Discard]
    cards = [a.card for a in discards]
    of_rank = _POINTS[view.wild]
    if len(cards) == len(view.hand):
        # One discard per card of the hand (as the legal list has them): the cards are the
        # hand's, so their worth is read in their own order, without a look-up by card.
        keeps = _keep_values(cards, view)
    else:
        keep = dict(zip(view.hand, _keep_values(view.hand, view), strict=True))
        keeps = [keep[card] for card in cards]
    # The best by (value, code): the codes are read only to break a tie of values.
    values = [of_rank[card.rank] - worth for card, worth in zip(cards, keeps, strict=True)]
    top = max(values)
    tied = [a for a, value in zip(discards, values, strict=True) if value == top]
    if len(tied) == 1:
        return tied[0]
    return max(tied, key=lambda a: a.card.code)


def _discard_value(card: Card, view: SeatView, keep: dict[Card, float]) -> float:
    """How good it is to throw ``card`` away: its points less its worth for a future meld."""
    return _POINTS[view.wild][card.rank] - keep[card]


def _shed_greedily(
    hand: list[Card], table: list[TableMeld], wild: int, aside: int = 0
) -> list[Card]:
    """The hand left after laying the best plays one at a time (a quick simulation).

    The plays are valued as :func:`_best_play` values them (the same numbers, in the same
    order, so the same play wins); swaps that take the wild into hand are left out. Each step's
    play is found without listing them all (:func:`best_shedding_play`). ``aside`` more cards
    are held that no play can use (they are not passed). A test compares it with the plain loop
    it replaces. The hand is read once, and the cards laid are taken out of that reading
    rather than the hand read again at every step (unless it holds a face twice). Most hands
    asked hold no play at all (a hand about to draw laid what it could last turn): the counting
    test :func:`has_table_play` tells so before the hand is read for a play."""
    hand = list(hand)
    if not has_table_play(hand, table, wild, to_hand=False):
        return hand  # every play sheds some points, so with none found nothing is laid
    split: Split | None = None
    for _ in range(len(hand)):
        if split is None and len(hand) + aside > 3:
            split = Split(hand, wild)
        best = best_shedding_play(hand, table, wild, aside, split)
        if best is None:
            break
        take_out(hand, best.cards)
        if not hand:
            break
        if split is not None and split.single:
            for card in best.cards:
                split.remove(card, wild)
        else:
            split = None
        table = _after(best, table, wild)
    return hand


#: What a play does to the table (:func:`_after`), by the play and the meld it grows: the same
#: few melds are laid and grown again and again in a search's sampled games. The value is the
#: new meld, or the grown meld (None: the play changes nothing). Emptied when it grows large.
_AFTER: dict[tuple[object, ...], TableMeld | None] = {}
_AFTER_LIMIT: Final = 5_000
#: Stands for "not remembered yet" in :data:`_AFTER` (None is a remembered answer).
_UNKNOWN: Final = TableMeld("", (), ())


def _after(play: Action, table: list[TableMeld], wild: int) -> list[TableMeld]:
    """The table after a play (enough for further planning); lays and lay-offs remembered."""
    if isinstance(play, LayMeld):
        key: tuple[object, ...] = (play, wild)
        at = len(table)
    elif isinstance(play, AddToMeld):
        at = play.meld
        old = table[at]
        key = (play.low, play.high, old.kind, tuple(old.cards), tuple(old.stands), wild)
    else:
        return _table_after(play, table, RULES[wild])
    meld = _AFTER.get(key, _UNKNOWN)  # one lookup: the key hashes cards
    if meld is _UNKNOWN:
        if len(_AFTER) >= _AFTER_LIMIT:
            _AFTER.clear()
        grown = _table_after(play, table, RULES[wild])
        meld = _AFTER[key] = grown[at] if at < len(grown) else None
    table = list(table)
    if meld is not None:
        if at == len(table):
            table.append(meld)
        else:
            table[at] = meld
    return table


def _table_after(play: Action, table: list[TableMeld], rules: melds.MeldRules) -> list[TableMeld]:
    """The table after a play, worked out (see :func:`_after`)."""
    table = list(table)
    if isinstance(play, LayMeld):
        meld = melds.place(play.kind, play.group, rules)
        if meld is not None:
            table.append(TableMeld(play.kind, meld.stands(), meld.cards))
    elif isinstance(play, AddToMeld):
        old = table[play.meld]
        grown = melds.extend(
            melds.Meld.from_plain(old.kind, old.cards, old.stands), play.low, play.high, rules
        )
        if grown is not None:
            table[play.meld] = TableMeld(old.kind, grown.stands(), grown.cards)
    elif isinstance(play, SwapWild):
        old = table[play.meld]
        meld = melds.Meld.from_plain(old.kind, old.cards, old.stands)
        swapped = melds.swap(meld, list(meld.cards).index(play.wild), play.card)
        table[play.meld] = TableMeld(old.kind, swapped.stands(), swapped.cards)
        if play.dest != TO_HAND:
            dest = table[play.dest]
            low, high = ((play.wild,), ()) if play.low else ((), (play.wild,))
            grown = melds.extend(
                melds.Meld.from_plain(dest.kind, dest.cards, dest.stands), low, high, rules
            )
            if grown is not None:
                table[play.dest] = TableMeld(dest.kind, grown.stands(), grown.cards)
    return table


def _hand_cost(hand: Sequence[Card], view: SeatView) -> float:
    """What a hand is likely to cost: its points (less what may still meld) plus a card charge."""
    if not hand:
        return 0.0
    of_rank = _POINTS[view.wild]
    total = 0.0
    worst = float("-inf")  # the discard at the end of the turn takes the worst card away
    for card, keep in zip(hand, _keep_values(hand, view), strict=True):
        points = of_rank[card.rank]
        total += points - 0.5 * keep
        if points - keep > worst:
            worst = points - keep
    return total - worst + PER_CARD * (len(hand) - 1)


#: :func:`_hand_cost` of the hands left after a blind draw, by the hand, the wild rank and the
#: danger flag: a search plays every move it compares in the same sampled worlds, so the other
#: seats' draws meet the same hands again and again (about three times in four). Emptied when
#: it grows large.
_COSTS: dict[tuple[object, ...], float] = {}
_COSTS_LIMIT: Final = 5_000


def _kept_hand_cost(hand: list[Card], view: SeatView) -> float:
    """:func:`_hand_cost`, remembered (see :data:`_COSTS`)."""
    key = (*hand, view.wild, view.danger)
    cost = _COSTS.get(key)
    if cost is None:
        if len(_COSTS) >= _COSTS_LIMIT:
            _COSTS.clear()
        cost = _COSTS[key] = _hand_cost(hand, view)
    return cost


def _draw_choice(legal: Sequence[Action], view: SeatView, rollout: bool = False) -> Action:
    """Take the pile or draw blind (see the module doc); ``rollout``: the cheaper rule of a
    search's simulated seats, which leaves a pile holding :data:`ROLLOUT_KEPT` cards that
    could not be laid at once (such a take is seldom worth it, and weighing it is slow)."""
    take: Action | None = None
    blind: Action | None = None
    for action in legal:  # the first of each (no class derives from the draws)
        kind = type(action)
        if kind is TakePile:
            take = take or action
        elif kind is Draw or kind is Restock:
            blind = blind or action
    if take is None or blind is None:
        chosen = take or blind
        assert chosen is not None
        return chosen
    pile = view.pile
    passed = pile_cards_usable(view.hand, pile, view.table, view.wild)
    usable = sum(passed)
    if not usable:
        # No pile card could be laid this turn (the count never turns down a card the
        # simulation below would lay), so the simulation would keep them all: a blind draw.
        return blind
    if rollout and len(pile) - usable >= ROLLOUT_KEPT:
        return blind
    # A pile card the count turns down is in no play the simulation could list at any step,
    # so it changes nothing but the hand's size (a hand holding it never empties): it is set
    # aside and only counted. The hand left is the same, give or take the order of its cards,
    # which no cost depends on.
    aside: list[Card] = []
    if usable == len(pile):
        taken = view.hand + pile
    else:
        taken = list(view.hand)
        for card, ok in zip(pile, passed, strict=True):
            (taken if ok else aside).append(card)
    after_draw = _shed_greedily(view.hand, view.table, view.wild)
    draw_cost = _kept_hand_cost(after_draw, view) + BLIND_CARD + PER_CARD
    if _take_costs_more(taken, aside, view, draw_cost):
        return blind  # the cards set aside cost too much: laying the others cannot help
    after_take = _shed_greedily(taken, view.table, view.wild, len(aside))
    kept = set(after_take)
    if all(c in kept for c, ok in zip(pile, passed, strict=True) if ok):
        return blind  # nothing taken would be laid at once: it does not pay (and cannot loop)
    after_take += aside
    take_cost = _hand_cost(after_take, view)
    return take if take_cost < draw_cost else blind


def _take_costs_more(taken: list[Card], aside: list[Card], view: SeatView, cost: float) -> bool:
    """Whether every hand the simulation after a pile take can leave (all of ``aside``, which no
    play uses, and any part of ``taken``) costs at least ``cost`` by :func:`_hand_cost`, as far
    as a floor under those costs tells.

    :func:`_hand_cost` adds up each card's count (its points less half its worth keeping, plus
    the charge per card) and takes away one card's charge and its points less its full worth:
    never more than that card's count. So a hand costs at least the sum of its counts but the
    highest. A card's worth keeping only grows with the hand around it, so counts read in the
    whole of both lists are no higher than in any smaller hand. The floor is then: the counts
    of the cards set aside but their highest (or but none, when all are below zero), plus the
    taken cards' counts below zero. Every count is a multiple of a half, so the sums are exact.
    The floor is worked out only when a quick ceiling on it (the aside cards' points and
    charges, but the lowest) reaches ``cost``."""
    if len(aside) < 2:
        return False  # one card's count is dropped: the floor is never above zero
    of_rank = _POINTS[view.wild]
    plain = [of_rank[card.rank] + PER_CARD for card in aside]
    if sum(plain) - min(plain) < cost:
        return False
    cards = taken + aside
    counts = [
        of_rank[card.rank] - 0.5 * keep + PER_CARD
        for card, keep in zip(cards, _keep_values(cards, view), strict=True)
    ]
    held = counts[len(taken) :]
    lowering = sum([count for count in counts[: len(taken)] if count < 0])
    return sum(held) - max(0.0, *held) + lowering >= cost


class HeuristicAgent(Agent):
    name = "heuristic"

    def choose(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        return self.choose_view(view_of(observation), legal, rng)

    def claim(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action | None:
        return self.claim_view(view_of(observation), legal, rng)

    # A search playing a sampled game hands over the seat's view straight from the state
    # (:meth:`MoseState.seat_view`, the same view an observation gives) and the engine's list.

    def choose_view(
        self, view: SeatView, legal: Sequence[Action], rng: random.Random, rollout: bool = False
    ) -> Action:
        """:meth:`choose` from the seat's view (``rollout``: with a search's cheaper draw)."""
        if len(legal) == 1:
            return legal[0]
        kinds = set(map(type, legal))  # read once: most lists hold only discards
        if not _DRAWS.isdisjoint(kinds):
            return _draw_choice(legal, view, rollout)
        if not _PLAYS.isdisjoint(kinds):
            best, _ = _best_play(legal, view)
            if best is not None:
                return best
        if Discard not in kinds:
            # Only plays it would not make by choice (a move it tried was refused, and what is
            # left are swaps for wilds that stand for any suit): any of them is legal.
            return legal[0]
        return _discard_choice(legal, view)

    def rollout_view(self, view: SeatView, legal: Sequence[Action], rng: random.Random) -> Action:
        """The move of a search's simulated seat: :meth:`choose_view`, but leaving a pile that
        holds :data:`ROLLOUT_KEPT` cards it could not lay at once without weighing it."""
        return self.choose_view(view, legal, rng, rollout=True)

    def claim_view(
        self, view: SeatView, legal: Sequence[Action], rng: random.Random
    ) -> Action | None:
        """:meth:`claim` from the seat's view."""
        best, _ = _best_play(legal, view)
        return best

    def rank(
        self, observation: Observation, legal: Sequence[Action | None], favourite: Action | None
    ) -> list[Action | None]:
        """``legal`` in the order a search should consider them: ``favourite`` (this bot's own
        choice) first, then the rest by this bot's own scores, plays and discards in turn:
        keeping a meld back for later (discarding instead) is a real alternative to laying it.

        ``legal`` may hold None (letting an out-of-turn moment pass); it comes right after the
        favourite, as not playing is the choice that most differs from playing.

        One move is left out: when this bot draws from the stock, taking the pile is not
        offered. Judged against the true cards (docs/ai.md), a search that took the pile where
        this bot would draw lost about 2.7 points a decision (24 decisions in five samples, four
        of them losing); the search stays free to turn down this bot's own pile takes, which
        pays."""
        if isinstance(favourite, Draw):
            return [favourite]
        view = view_of(observation)
        plays: list[tuple[float, int, Action]] = []
        discards: list[tuple[float, int, Action]] = []
        others: list[Action | None] = []
        keep: dict[Card, float] | None = None
        for i, action in enumerate(legal):
            if action == favourite:
                continue
            if isinstance(action, LayMeld | AddToMeld | SwapWild):
                plays.append((-_play_value(action, view), i, action))
            elif isinstance(action, Discard):
                if keep is None:
                    keep = dict(zip(view.hand, _keep_values(view.hand, view), strict=True))
                discards.append((-_discard_value(action.card, view, keep), i, action))
            else:
                others.append(action)
        plays.sort(key=lambda t: t[:2])
        discards.sort(key=lambda t: t[:2])
        ordered: list[Action | None] = [favourite] if favourite in legal else []
        if None in others:
            others.remove(None)
            ordered.append(None)
        ordered.extend(others)
        for k in range(max(len(plays), len(discards))):
            if k < len(discards):
                ordered.append(discards[k][2])
            if k < len(plays):
                ordered.append(plays[k][2])
        return ordered
