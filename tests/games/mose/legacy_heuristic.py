"""A test-only copy of the Mose heuristic's draw decision as it was before the playout speed work.

``test_mose_shortcuts.py`` checks that the heuristic's faster quick simulation of laying cards
(and its remembered tables after a play) gives the same hands and the same draws as this copy
over seeded games. Do not "improve" this file: it is the reference.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.games.mose.actions import (
    TO_HAND,
    AddToMeld,
    Draw,
    LayMeld,
    Restock,
    SwapWild,
    TakePile,
)
from cardtable.games.mose.heuristic import BLIND_CARD, PER_CARD, _hand_cost
from cardtable.games.mose.moves import RULES, TableMeld, card_points, table_plays
from cardtable.games.mose.view import SeatView
from cardtable.games.shared import melds


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
    """After taking the wild, the points of the best new meld that needs it (or -inf)."""
    hand = [c for c in view.hand if c != action.card] + [action.wild]
    others = [c for c in view.hand if c.rank == view.wild]
    best = float("-inf")
    for play in table_plays(hand, [], view.wild):
        if isinstance(play, LayMeld) and action.wild in play.group and not others:
            best = max(best, float(sum(card_points(c, view.wild) for c in play.group)))
    return best


def _best_play(legal: Sequence[Action], view: SeatView) -> tuple[Action | None, float]:
    best: Action | None = None
    best_gain = 0.0
    hand_size = len(view.hand)
    for action in legal:
        if not isinstance(action, LayMeld | AddToMeld | SwapWild):
            continue
        shed = len(action.cards) - (
            1 if isinstance(action, SwapWild) and action.dest == TO_HAND else 0
        )
        if shed >= hand_size:
            return action, float("inf")  # goes out
        gain = _play_value(action, view)
        if gain > best_gain:
            best, best_gain = action, gain
    return best, best_gain


def _play_value(action: Action, view: SeatView) -> float:
    """How good a play is: the points it sheds, more cards breaking ties."""
    return _gain(action, view) + 0.01 * len(action.cards)


def _shed_greedily(hand: list[Card], table: list[TableMeld], wild: int) -> list[Card]:
    """The hand left after laying the best plays one at a time (a quick simulation)."""
    hand = list(hand)
    table = list(table)
    rules = RULES[wild]
    for _ in range(len(hand)):
        view = SeatView(-1, hand, table, wild, False, [])
        plays = [
            p
            for p in table_plays(hand, table, wild)
            if not (isinstance(p, SwapWild) and p.dest == TO_HAND)
        ]
        best, gain = _best_play(plays, view)
        if best is None or gain <= 0:
            break
        for card in best.cards:
            hand.remove(card)
        if not hand:
            break
        table = _after(best, table, rules)
    return hand


def _after(play: Action, table: list[TableMeld], rules: melds.MeldRules) -> list[TableMeld]:
    """The table after a play (enough for further planning)."""
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


def _draw_choice(legal: Sequence[Action], view: SeatView) -> Action:
    take = next((a for a in legal if isinstance(a, TakePile)), None)
    blind = next((a for a in legal if isinstance(a, Draw | Restock)), None)
    if take is None or blind is None:
        chosen = take or blind
        assert chosen is not None
        return chosen
    pile = view.pile
    after_take = _shed_greedily(view.hand + pile, view.table, view.wild)
    kept = set(after_take)
    if all(c in kept for c in pile):
        return blind  # nothing taken would be laid at once: it does not pay (and cannot loop)
    after_draw = _shed_greedily(view.hand, view.table, view.wild)
    take_cost = _hand_cost(after_take, view)
    draw_cost = _hand_cost(after_draw, view) + BLIND_CARD + PER_CARD
    return take if take_cost < draw_cost else blind
