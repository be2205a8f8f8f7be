"""A Moxie bot that bets by hand strength, folds weak hands and bluffs now and then.

Strength is the chance of holding the best hand at the showdown, worked out exactly over the
cards the bot has not seen: every possible Ringer (until it is turned up) and, for each opponent
still in the hand, every hand they might hold (one unknown card once their punch card is shown).
Opponents are treated one by one and the chances multiplied, which is close enough for five ranks.

* Facing a bet it calls when its chance of winning beats the price (call / (pot + call)) by a
  margin, raises with strong hands, and otherwise folds.
* With nothing to call it bets strong hands (bigger the stronger) and checks the rest, bluffing
  with a small bet a few times in a hundred.
* As its punch card it shows the card that makes its hand look weakest to the others.
* It always agrees when someone proposes to stop.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from functools import cache, lru_cache
from typing import Final

from cardtable.engine.actions import Action
from cardtable.engine.agent import Agent
from cardtable.engine.observation import Observation
from cardtable.games.moxie.actions import (
    AllIn,
    AnswerStop,
    Bet,
    Call,
    Check,
    Fold,
    Punch,
    Raise,
)
from cardtable.games.moxie.hands import hand_value
from cardtable.games.moxie.state import observed_wager

RANKS: Final = (2, 3, 4, 5, 6)
COPIES: Final = 5

BLUFF_BET: Final = 0.05  # chance of a bluff bet with a weak hand when nothing is to call
BLUFF_RAISE: Final = 0.02  # chance of a bluff raise facing a small bet
STRONG: Final = 0.62  # bet or raise for value from here
MONSTER: Final = 0.85  # happy to put everything in
CALL_MARGIN: Final = 0.04


@cache
def _key(a: int, b: int, r: int, house: bool) -> tuple[int, ...]:
    return hand_value(a, b, r).key(house)


def _versus(
    mine: tuple[int, int], r: int, punch: int | None, pool: Counter[int], house: bool
) -> float:
    """Chance that ``mine`` beats one opponent (ties count half) with the Ringer ``r``."""
    me = _key(mine[0], mine[1], r, house)
    total = 0.0
    score = 0.0
    if punch is not None:
        for x in RANKS:
            w = pool[x]
            if w <= 0:
                continue
            other = _key(punch, x, r, house)
            total += w
            score += w * (1.0 if me > other else 0.5 if me == other else 0.0)
    else:
        for x in RANKS:
            for y in RANKS:
                w = pool[x] * (pool[y] - (1 if x == y else 0))
                if w <= 0:
                    continue
                other = _key(x, y, r, house)
                total += w
                score += w * (1.0 if me > other else 0.5 if me == other else 0.0)
    return score / total if total else 0.5


def win_chance(
    mine: tuple[int, int],
    ringer: int | None,
    opponents: Sequence[int | None],
    unseen: Counter[int],
    house: bool = False,
) -> float:
    """Chance of the best hand against ``opponents`` (each a shown punch rank or None)."""
    return _win_chance(
        (mine[0], mine[1]),
        ringer,
        tuple(opponents),
        tuple(unseen[r] for r in RANKS),
        house,
    )


@lru_cache(maxsize=1 << 16)
def _win_chance(
    mine: tuple[int, int],
    ringer: int | None,
    opponents: tuple[int | None, ...],
    counts: tuple[int, ...],
    house: bool,
) -> float:
    """:func:`win_chance` on hashable arguments, remembered: searches ask the same few hundred
    questions many thousands of times."""
    unseen: Counter[int] = Counter(dict(zip(RANKS, counts, strict=True)))
    ringers: list[tuple[int, int]] = (
        [(ringer, 1)] if ringer is not None else [(r, unseen[r]) for r in RANKS if unseen[r] > 0]
    )
    total = sum(w for _, w in ringers)
    chance = 0.0
    for r, w in ringers:
        pool = unseen.copy()
        if ringer is None:
            pool[r] -= 1
        p = 1.0
        for punch in opponents:
            p *= _versus(mine, r, punch, pool, house)
        chance += w * p
    return chance / total if total else 0.0


class HeuristicAgent(Agent):
    name = "heuristic"

    def choose(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        answers = [a for a in legal if isinstance(a, AnswerStop)]
        if answers:
            return next(a for a in answers if a.agree)
        punches = [a for a in legal if isinstance(a, Punch)]
        if punches:
            return self._punch(observation, punches, rng)
        return self._bet(observation, legal, rng)

    def claim(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action | None:
        # Out of turn there is only the punch card to choose or a proposal to answer.
        return self.choose(observation, legal, rng) if legal else None

    # --- reading the table -----------------------------------------------------------------------

    @staticmethod
    def _mine(observation: Observation) -> tuple[int, int]:
        me = observation.viewer
        cards = [
            c
            for zid in (f"hand:{me}", f"punch:{me}")
            for c in observation.zone(zid).cards
            if c is not None
        ]
        return cards[0].rank, cards[1].rank

    @staticmethod
    def _ringer(observation: Observation) -> int | None:
        cards = observation.zone("ringer").cards
        return cards[0].rank if cards and cards[0] is not None else None

    @staticmethod
    def _unseen(observation: Observation) -> Counter[int]:
        """Cards of each rank the bot cannot see (in other hands, the deck or the muck)."""
        unseen: Counter[int] = Counter(dict.fromkeys(RANKS, COPIES))
        me = observation.viewer
        zones = ["ringer", f"hand:{me}"] + [f"punch:{s}" for s in range(observation.num_players)]
        for zid in zones:
            for card in observation.zone(zid).cards:
                if card is not None:
                    unseen[card.rank] -= 1
        return unseen

    def _opponents(self, observation: Observation) -> list[int | None]:
        v = observation.values
        me = observation.viewer
        out: list[int | None] = []
        for s in range(observation.num_players):
            if s == me or not v["dealt"][s] or v["folded"][s]:
                continue
            shown = observation.zone(f"punch:{s}").cards
            out.append(shown[0].rank if shown and shown[0] is not None else None)
        return out

    def strength(self, observation: Observation) -> float:
        house = observation.options.get("tie_break") == "house"
        return win_chance(
            self._mine(observation),
            self._ringer(observation),
            self._opponents(observation),
            self._unseen(observation),
            house,
        )

    # --- decisions -------------------------------------------------------------------------------

    def _punch(self, observation: Observation, punches: list[Punch], rng: random.Random) -> Action:
        """Show the card that makes the hand look weakest to someone who cannot see the other."""
        if len(punches) == 1 or rng.random() < 0.2:
            return punches[rng.randrange(len(punches))]
        unseen = self._unseen(observation)
        ringer = self._ringer(observation)
        house = observation.options.get("tie_break") == "house"

        def looks(p: Punch) -> float:
            # What the others see: this card plus any card they have not seen; the bot's other
            # card is among those, so put it back in the pool.
            pool = unseen.copy()
            for a in punches:
                if a is not p:
                    pool[a.card.rank] += 1
            total = 0.0
            value = 0.0
            for x in RANKS:
                w = pool[x]
                if w <= 0 or ringer is None:
                    continue
                total += w
                value += w * hand_value(p.card.rank, x, ringer).key(house)[1]
            return value / total if total else 0.0

        return min(punches, key=looks)

    def _bet(self, observation: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        v = observation.values
        me = observation.viewer
        assert me is not None
        wager = observed_wager(observation)
        to_call = v["level"] - v["round_bets"][me]
        pot = sum(v["pots"]) + sum(v["round_bets"])
        purse = v["purses"][me]
        e = self.strength(observation)
        opened = v["level"] > 0

        def find(kind: type[Action]) -> Action | None:
            return next((a for a in legal if isinstance(a, kind)), None)

        def sized(target: int) -> Action | None:
            """A bet or raise putting in about ``target`` copper more than a call."""
            if wager is None:
                return None
            # The most allowed is the whole purse only without a limit: with fixed limits a
            # raise of the limit is a raise, and all in only when the purse holds no more.
            if opened and wager.min_raise:
                amount = max(wager.min_raise, min(target, wager.max_raise))
                whole = wager.all_in and amount >= purse - to_call
                return AllIn() if whole else Raise(amount)
            if not opened and wager.min_bet:
                amount = max(wager.min_bet, min(target, wager.max_bet))
                whole = wager.all_in and amount >= purse
                return AllIn() if whole else Bet(amount)
            return AllIn() if wager.all_in and purse > to_call else None

        aggressive: Action | None = None
        if e >= STRONG:
            fraction = 0.5 + 2.0 * (e - STRONG)
            if e >= MONSTER and purse <= 3 * (pot + to_call):
                aggressive = AllIn() if wager is not None and wager.all_in else None
            if aggressive is None:
                aggressive = sized(int(fraction * (pot + to_call)))
        if to_call == 0:
            if aggressive is not None:
                return aggressive
            if rng.random() < BLUFF_BET:
                bluff = sized(0)
                if bluff is not None:
                    return bluff
            return find(Check) or legal[0]
        price = to_call / (pot + to_call)
        if aggressive is not None and e >= max(STRONG, price + 0.15):
            return aggressive
        if e >= price + CALL_MARGIN:
            return find(Call) or legal[0]
        if to_call <= pot // 3 and rng.random() < BLUFF_RAISE:
            bluff = sized(0)
            if bluff is not None:
                return bluff
        return find(Fold) or find(Call) or legal[0]
