"""A Moco! bot that weighs the chips it and the others hold against the top card left on each pile.

The bot scores a position as the sum, over the six suits, of the pile's expected final value times
its *stake* in that suit: the chips it holds minus the average the other players hold. A pile's
expected final value blends the top card now with the average card still unseen that could land
on it, by the chance that nobody covers it before the end (fewer plays left, or few unseen cards
of the suit, make the top card more likely to stay). When the game is about to end the top cards
are final. Cards still in its own hand add an option value: for each pile, the best gain a card
in hand could bring later by raising a pile it leads or sinking one the others lead, scaled by
how many turns it can expect before the end for the cards it holds.

On its turn it tries every (card, pile) play together with the best chip it could then take
(respecting the two-player ban on the colour just played on) and keeps the best pair; for the
chip step it takes the colour that raises its position most.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from cardtable.engine.actions import Action
from cardtable.engine.agent import Agent
from cardtable.engine.cards import DECKTET_SUITS, Card
from cardtable.engine.observation import Observation
from cardtable.games.moco.state import (
    PILE_LIMIT,
    MocoState,
    Play,
    TakeChip,
    card_value,
    chips_zone,
    pile_zone,
    piles_for,
    supply_zone,
)

#: Weight of the option value of cards kept in hand.
HAND_WEIGHT = 0.5
#: Share of the most plays the piles allow before one reaches six that is expected to be played.
PACE = 0.15

_SUITS = range(len(DECKTET_SUITS))


@dataclass(frozen=True, slots=True)
class _Table:
    """What the bot reads from its observation, in plain lists indexed by suit."""

    me: int
    num_players: int
    ace_only: int
    tops: tuple[int, ...]  # value of each pile's top card
    counts: tuple[int, ...]  # cards on each pile, its Ace not counted
    stakes: tuple[float, ...]  # my chips minus the others' average, per suit
    supply: tuple[int, ...]
    hand: tuple[Card, ...]
    cards_in_hands: int  # cards still in every hand together
    unseen_mean: tuple[float, ...]  # average value of an unseen card landing on each pile
    unseen_rate: tuple[float, ...]  # chance that an opponent's play goes on each pile
    hand_weight: float
    pace: float

    @classmethod
    def read(cls, obs: Observation, hand_weight: float, pace: float) -> _Table:
        me = obs.viewer
        assert me is not None
        n = obs.num_players
        ace_only = int(obs.options.get("ace_only_pile", 0))
        piles = [obs.zone(pile_zone(s)).cards for s in DECKTET_SUITS]
        tops = tuple(card_value(p[-1], ace_only) if p[-1] else 0 for p in piles)
        counts = tuple(len(p) - 1 for p in piles)
        held = [dict(obs.zone(chips_zone(seat)).tokens) for seat in range(n)]
        stakes = tuple(
            held[me][s] - sum(held[o][s] for o in range(n) if o != me) / (n - 1)
            for s in DECKTET_SUITS
        )
        supply = tuple(dict(obs.zone(supply_zone(s)).tokens)[s] for s in DECKTET_SUITS)
        hand = tuple(c for c in obs.hand() if c is not None)
        seen = set(obs.visible_cards())
        unseen = [c for c in MocoState.all_cards(n, obs.options) if c not in seen]
        weight = [0.0] * len(DECKTET_SUITS)
        total = [0.0] * len(DECKTET_SUITS)
        for card in unseen:
            options = piles_for(card)
            for suit in options:
                i = DECKTET_SUITS.index(suit)
                weight[i] += 1.0 / len(options)
                total[i] += card_value(card, ace_only) / len(options)
        mean = tuple(total[i] / weight[i] if weight[i] else 0.0 for i in _SUITS)
        rate = tuple(weight[i] / len(unseen) if unseen else 0.0 for i in _SUITS)
        in_hands = sum(obs.zone(f"hand:{seat}").count for seat in range(n))
        return cls(
            me,
            n,
            ace_only,
            tops,
            counts,
            stakes,
            supply,
            hand,
            in_hands,
            mean,
            rate,
            hand_weight,
            pace,
        )

    def plays_left(self, counts: Sequence[int], hands: int) -> float:
        """About how many plays remain before a pile gets its sixth card or the hands run out."""
        room = sum(max(0, PILE_LIMIT - 1 - c) for c in counts) + 1
        return min(float(hands), self.pace * room + 1.0)

    def estimates(self, tops: Sequence[int], plays_left: float) -> list[float]:
        """Expected final value of each pile, given the tops and the plays still to come."""
        others = plays_left * (self.num_players - 1) / self.num_players
        out = []
        for i in _SUITS:
            stay = (1.0 - self.unseen_rate[i]) ** others
            out.append(stay * tops[i] + (1.0 - stay) * self.unseen_mean[i])
        return out

    def _outlook(
        self, tops: Sequence[int], counts: Sequence[int], hand_size: int
    ) -> tuple[float, list[float]]:
        """The plays left and each pile's expected final value (they do not depend on chips)."""
        plays = self.plays_left(counts, self.cards_in_hands - (len(self.hand) - hand_size))
        return plays, self.estimates(tops, plays)

    def best_chip(
        self,
        tops: Sequence[int],
        counts: Sequence[int],
        info: Sequence[tuple[int, tuple[int, ...]]],
        final: bool,
        banned: str,
    ) -> tuple[float, str]:
        """The best chip to take in this position and the position's value after taking it;
        ``info`` is the hand left, as :func:`_hand_info` gives it.

        The value is the sum over the suits of the pile's expected final value times the bot's
        stake, plus, while cards are left, the best later play the hand holds for each pile
        (weighted by the turns it can expect to use them). Each suit's terms depend only on that
        suit's stake, so a chip changes one suit: each choice is the value without a chip plus
        that suit's change, without recomputing the other five.
        """
        stakes = self.stakes
        if final:
            base = sum(tops[i] * stakes[i] for i in _SUITS)
            change = [float(t) for t in tops]
        else:
            plays, est = self._outlook(tops, counts, len(info))
            base = sum(est[i] * stakes[i] for i in _SUITS)
            change = list(est)
            if info:
                # The hand's best later play on a pile is linear in the stake: the highest card
                # it holds for the pile when the stake is positive, the lowest when negative.
                high: list[int | None] = [None] * len(DECKTET_SUITS)
                low: list[int | None] = [None] * len(DECKTET_SUITS)
                for v, piles in info:
                    for i in piles:
                        h = high[i]
                        if h is None or v > h:
                            high[i] = v
                        lo = low[i]
                        if lo is None or v < lo:
                            low[i] = v
                scale = self.hand_weight * min(1.0, plays / self.num_players / len(info))
                for i in _SUITS:
                    h, lo = high[i], low[i]
                    if h is None or lo is None:
                        continue
                    e = est[i]
                    s = stakes[i]
                    now = max(0.0, s * (h - e), s * (lo - e))
                    after = max(0.0, (s + 1.0) * (h - e), (s + 1.0) * (lo - e))
                    base += scale * now
                    change[i] += scale * (after - now)
        best = (base, "")
        found = False
        for i, suit in enumerate(DECKTET_SUITS):
            if not self.supply[i] or suit == banned:
                continue
            worth = base + change[i]
            # Ties (up to rounding) go to the first suit in the deck's order.
            if not found or worth > best[0] + 1e-9:
                best, found = (worth, suit), True
        return best


def _hand_info(hand: Sequence[Card], ace_only: int) -> list[tuple[int, tuple[int, ...]]]:
    """Each card's value and the piles (suit indices) it may go on."""
    out = []
    for card in hand:
        info = _CARD_INFO.get((card, ace_only))
        if info is None:
            info = _CARD_INFO[(card, ace_only)] = (
                card_value(card, ace_only),
                tuple(DECKTET_SUITS.index(suit) for suit in piles_for(card)),
            )
        out.append(info)
    return out


#: (card, ace-only value) -> (value, pile indices); searching bots ask about the same cards often.
_CARD_INFO: dict[tuple[Card, int], tuple[int, tuple[int, ...]]] = {}


class HeuristicAgent(Agent):
    name = "heuristic"

    def __init__(self, hand_weight: float = HAND_WEIGHT, pace: float = PACE) -> None:
        self.hand_weight = hand_weight
        self.pace = pace

    def choose(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        table = _Table.read(observation, self.hand_weight, self.pace)
        if isinstance(legal[0], TakeChip):
            final = bool(observation.values.get("ending"))
            info = _hand_info(table.hand, table.ace_only)
            _, suit = table.best_chip(table.tops, table.counts, info, final, "")
            wanted = TakeChip(suit)
            return wanted if wanted in legal else legal[0]
        best: Action = legal[0]
        best_value = float("-inf")
        held = _hand_info(table.hand, table.ace_only)
        for action in legal:
            if not isinstance(action, Play):
                continue
            i = DECKTET_SUITS.index(action.pile)
            tops = list(table.tops)
            tops[i] = card_value(action.card, table.ace_only)
            counts = list(table.counts)
            counts[i] += 1
            k = table.hand.index(action.card)
            rest = held[:k] + held[k + 1 :]
            final = counts[i] >= PILE_LIMIT or table.cards_in_hands == 1
            banned = action.pile if table.num_players == 2 else ""
            value, _ = table.best_chip(tops, counts, rest, final, banned)
            value += rng.random() * 1e-6
            if value > best_value:
                best, best_value = action, value
        return best
