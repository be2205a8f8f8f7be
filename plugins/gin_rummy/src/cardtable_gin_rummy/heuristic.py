"""A gin rummy bot that keeps its deadwood low and knocks as soon as it may.

It takes the upcard when that lowers the deadwood it can reach after a discard, and otherwise
draws; it discards the card that leaves the least deadwood, weighing a little each unseen card
that would still meld the card with one in hand, and among equals the highest card the other
player is least likely to want (not next to a card they took from the pile); it knocks
whenever it may; after a knock it lays the arrangement with the least deadwood, lays off every
card that lowers its own deadwood, and lays its melds.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.engine.actions import Action
from cardtable.engine.agent import Agent
from cardtable.engine.cards import Card, card_from_code
from cardtable.engine.common_actions import Draw
from cardtable.engine.observation import Observation
from cardtable_gin_rummy.actions import Discard, Done, Knock, LayMeld, LayOff, Pass, TakeUpcard
from cardtable_gin_rummy.melds import (
    FULL,
    RANKS,
    VALUE,
    best_melds,
    deadwood,
    deadwood_after_discard,
    mask_of,
    number,
)


class HeuristicAgent(Agent):
    name = "heuristic"

    def choose(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        hand = [c for c in observation.hand() if c is not None]
        held = mask_of(hand)
        for action in legal:
            if isinstance(action, Knock):
                return action
        takes = [a for a in legal if isinstance(a, TakeUpcard)]
        if takes:
            return self._draw(held, takes[0], legal)
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards:
            return self._discard(observation, held, discards)
        offs = [a for a in legal if isinstance(a, LayOff)]
        for action in offs:
            if deadwood(held ^ (1 << number(action.card))) < deadwood(held):
                return action
        lays = {mask_of(a.meld): a for a in legal if isinstance(a, LayMeld)}
        for meld in best_melds(held):
            if meld in lays:
                return lays[meld]
        for action in legal:
            if isinstance(action, Done):
                return action
        return legal[0]

    @staticmethod
    def _draw(held: int, take: TakeUpcard, legal: Sequence[Action]) -> Action:
        with_up = deadwood_after_discard(held | 1 << number(take.card))
        if with_up < deadwood(held):
            return take
        for action in legal:
            if isinstance(action, Draw | Pass):
                return action
        return take

    @staticmethod
    def _discard(observation: Observation, held: int, discards: list[Discard]) -> Action:
        wanted = _their_interest(observation)
        unseen = _unseen(observation)

        def cost(action: Discard) -> tuple[float, int, int]:
            n = number(action.card)
            rest = held ^ (1 << n)
            # The deadwood left, plus what the card may still become: each unseen card that
            # would meld it with a card in hand is a reason to keep it.
            return (
                deadwood(rest) + OUT_WORTH * _outs(n, rest, unseen),
                wanted.get(n, 0),
                -VALUE[n],
            )

        return min(discards, key=cost)


#: How many points of deadwood one card that would complete a meld is worth keeping for.
OUT_WORTH = 0.5


def _unseen(observation: Observation) -> int:
    """The cards the bot has not seen: in the stock or the other hand."""
    return FULL & ~mask_of(observation.visible_cards())


def _outs(n: int, rest: int, unseen: int) -> int:
    """Unseen cards that would make a meld of card ``n`` and a card of ``rest`` (a pair made a
    set, two in sequence made a run), when ``n`` is not already melded."""
    if deadwood(rest | 1 << n) != deadwood(rest) + VALUE[n]:
        return 0  # it is part of a meld
    rank, suit = n % RANKS, n // RANKS
    outs = 0
    same_rank = [s * RANKS + rank for s in range(4) if s != suit]
    if any(rest >> k & 1 for k in same_rank):
        outs += sum(unseen >> k & 1 for k in same_rank)
    for step in (-1, 1):
        k = rank + step
        if 0 <= k < RANKS and rest >> (suit * RANKS + k) & 1:
            for far in (rank - step, k + step):
                if 0 <= far < RANKS:
                    outs += unseen >> (suit * RANKS + far) & 1
    for step in (-2, 2):
        k = rank + step
        if 0 <= k < RANKS and rest >> (suit * RANKS + k) & 1:
            outs += unseen >> (suit * RANKS + rank + step // 2) & 1
    return outs


def _their_interest(observation: Observation) -> dict[int, int]:
    """How much the other player seems to want each card: cards of the rank, or next in suit,
    to a card they took from the discard pile."""
    me = observation.viewer
    known = observation.values.get("known", [[], []])
    other = 1 - me if me is not None else 0
    interest: dict[int, int] = {}
    for code in known[other]:
        n = number(_card(code))
        rank, suit = n % RANKS, n // RANKS
        for s in range(4):
            interest[s * RANKS + rank] = interest.get(s * RANKS + rank, 0) + 1
        for step in (-2, -1, 1, 2):
            if 0 <= rank + step < RANKS:
                k = suit * RANKS + rank + step
                interest[k] = interest.get(k, 0) + 1
    return interest


def _card(code: str) -> Card:
    return card_from_code(code)
