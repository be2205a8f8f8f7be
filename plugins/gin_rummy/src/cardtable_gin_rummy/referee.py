"""Card Table's gin rummy beside OpenSpiel's ``gin_rummy``: the same deal in both, every move
mapped both ways.

Used by the differential test, the speed race and the bot matches; it needs ``pyspiel`` (the
``referee`` extra) only when a function here is called.

OpenSpiel numbers its moves: 0-51 a card (to discard, or to lay off), 52 take the upcard, 53 draw
from the stock, 54 pass (also "done"), 55 knock, 56 and up a meld. Its card numbers are ours
(:mod:`.melds`: suits in the order Spades, Clubs, Diamonds, Hearts). OpenSpiel always has its
player 0 act first, so our non-dealer is its player 0: a hand here is dealt with seat 1 dealing.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.common_actions import ChooseSeat, Draw, Shuffle
from cardtable_gin_rummy.actions import Discard, Done, Knock, LayMeld, LayOff, Pass, TakeUpcard
from cardtable_gin_rummy.info import INFO
from cardtable_gin_rummy.melds import (
    CARDS,
    RANKS,
    deadwood,
    deadwood_after_discard,
    mask_of,
    number,
)
from cardtable_gin_rummy.state import GinState

TAKE: Final = 52
DRAW: Final = 53
PASS: Final = 54
KNOCK: Final = 55
MELD_BASE: Final = 56


def meld_id(cards: Sequence[Card]) -> int:
    """OpenSpiel's number of a meld: sets by rank (the four threes by their missing suit, then the
    four), then runs by length, suit and lowest rank."""
    nums = sorted(number(c) for c in cards)
    ranks = {n % RANKS for n in nums}
    if len(ranks) == 1:
        rank = nums[0] % RANKS
        if len(nums) == 4:
            return rank * 5 + 4
        missing = ({0, 1, 2, 3} - {n // RANKS for n in nums}).pop()
        return rank * 5 + missing
    suit, low = nums[0] // RANKS, nums[0] % RANKS
    if len(nums) == 3:
        return 65 + suit * 11 + low
    if len(nums) == 4:
        return 109 + suit * 10 + low
    return 149 + suit * 9 + low


def to_spiel(action: Action) -> int:
    """OpenSpiel's move for one of ours."""
    if isinstance(action, Discard | LayOff):
        return number(action.card)
    if isinstance(action, TakeUpcard):
        return TAKE
    if isinstance(action, Draw):
        return DRAW
    if isinstance(action, Pass | Done):
        return PASS
    if isinstance(action, Knock):
        return KNOCK
    if isinstance(action, LayMeld):
        return MELD_BASE + meld_id(action.meld)
    raise ValueError(f"{action} has no OpenSpiel move")


def from_spiel(move: int, legal: Sequence[Action]) -> Action:
    """Our move for OpenSpiel's ``move`` among our ``legal`` moves."""
    for action in legal:
        if to_spiel(action) == move:
            return action
    raise ValueError(f"OpenSpiel's move {move} is none of ours: {[a.notation for a in legal]}")


def spiel_params(options: dict[str, Any]) -> dict[str, Any]:
    """OpenSpiel's game parameters for our options."""
    keys = ("knock_card", "oklahoma", "gin_bonus", "undercut_bonus")
    return {k: options[k] for k in keys if k in options}


def new_hand(order: Sequence[Card], options: dict[str, Any] | None = None) -> GinState:
    """Our state dealt ``order`` with seat 1 dealing (so seat 0 is OpenSpiel's player 0)."""
    state = INFO.new_game(2, options or {})
    assert isinstance(state, GinState)
    state.apply(ChooseSeat(1))
    state.apply(Shuffle(tuple(order)))
    return state


def spiel_hand(game: Any, order: Sequence[Card]) -> Any:
    """OpenSpiel's state with its chance moves driven to deal ``order``."""
    state = game.new_initial_state()
    for c in order[:21]:
        state.apply_action(number(c))
    return state


@dataclass
class Mismatch:
    """Where the two games first disagreed."""

    deal: str
    step: int
    what: str
    history: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        moves = "; ".join(self.history)
        return f"deal {self.deal}\nstep {self.step}: {self.what}\nmoves so far: {moves}"


@dataclass
class HandReport:
    steps: int = 0
    result: int = 0
    #: Steps where OpenSpiel refused a knock only because it counts eleven cards' deadwood with
    #: the highest card of its first best arrangement set aside, not the best discard.
    knock_shortcuts: int = 0
    mismatch: Mismatch | None = None


def _spiel_knock_shortcut(state: GinState, utils: Any) -> bool:
    """Whether OpenSpiel's count of the eleven cards (its own utility) exceeds the knock card
    while the best discard would not."""
    hand = list(state.hand(state.turn))
    if state.phase == "wall":
        hand.append(state.zones["discard"][-1])
    nums = [number(c) for c in hand]
    exact = deadwood_after_discard(mask_of(hand))
    return bool(exact <= state.knock_card < utils.min_deadwood(nums))


def play_both(
    game: Any,
    utils: Any,
    order: Sequence[Card],
    options: dict[str, Any],
    choose: Callable[[list[Action]], Action],
) -> HandReport:
    """Play one hand of ``order`` in both games, ``choose`` picking each move from ours; check
    the seat on turn and the legal moves at every step and the result at the end."""
    ours = new_hand(order, options)
    theirs = spiel_hand(game, order)
    report = HandReport()
    history: list[str] = []
    deal = ",".join(c.code for c in order)
    hand_no = ours.hand_no
    while True:
        ended = ours.hand_no != hand_no or ours.phase in ("deal", "over")
        if ended or theirs.is_terminal():
            if not (ended and theirs.is_terminal()):
                report.mismatch = Mismatch(
                    deal, report.steps, f"one game ended, the other not ({ours.phase})", history
                )
                return report
            _, to0, to1, _ = ours.last_result
            result = to0 - to1
            report.result = result
            if result != int(theirs.returns()[0]):
                report.mismatch = Mismatch(
                    deal,
                    report.steps,
                    f"result {result} here, {theirs.returns()[0]} in OpenSpiel",
                    history,
                )
            return report
        seat = ours.current_player
        if seat != theirs.current_player():
            report.mismatch = Mismatch(
                deal, report.steps, f"seat {seat} here, {theirs.current_player()} there", history
            )
            return report
        legal = list(ours.legal_actions())
        mine = sorted(to_spiel(a) for a in legal)
        spiel = sorted(theirs.legal_actions())
        if mine != spiel:
            extra = set(mine) - set(spiel)
            if extra == {KNOCK} and _spiel_knock_shortcut(ours, utils):
                report.knock_shortcuts += 1
                legal = [a for a in legal if not isinstance(a, Knock)]
            else:
                report.mismatch = Mismatch(
                    deal,
                    report.steps,
                    f"phase {ours.phase}, seat {seat}: legal here {mine}, in OpenSpiel {spiel}",
                    history,
                )
                return report
        action = choose(legal)
        history.append(f"{seat}:{action.notation}")
        if isinstance(action, Draw):
            top = ours.zones["stock"][0]
            theirs.apply_action(DRAW)
            theirs.apply_action(number(top))
        else:
            theirs.apply_action(to_spiel(action))
        ours.apply(action)
        report.steps += 1


def lively_chooser(rng: random.Random) -> Callable[[list[Action]], Action]:
    """A random player that knocks, lays and lays off more often than a uniform one would, so
    the later phases of a hand are played often."""

    def choose(legal: list[Action]) -> Action:
        knocks = [a for a in legal if isinstance(a, Knock)]
        if knocks and rng.random() < 0.7:
            return knocks[0]
        lays = [a for a in legal if isinstance(a, LayMeld | LayOff)]
        if lays and rng.random() < 0.8:
            return rng.choice(lays)
        discards = [a for a in legal if isinstance(a, Discard)]
        if len(discards) > 1 and rng.random() < 0.7:
            held = mask_of(a.card for a in discards)
            return min(discards, key=lambda a: deadwood(held ^ (1 << number(a.card))))
        return rng.choice(legal)

    return choose


def random_order(rng: random.Random) -> list[Card]:
    order = list(CARDS)
    rng.shuffle(order)
    return order
