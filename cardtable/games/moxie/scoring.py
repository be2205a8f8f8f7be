"""Moxie's showdown told in words: which hand won and why.

A pure function over the shown hands (two card ranks each) and the Ringer, shared by the hand
history and the score sheet. Hands are valued and compared with the game's own
:func:`~cardtable.games.moxie.hands.hand_value` and :meth:`HandValue.key`, and the reason names
the first thing that told the best hand from the next best: Full Moxie, then the score, then the
kind of hand (triple, hand pair, table pair, no pair), then, with the house tie-break, the
doubled card and the pair.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from cardtable.engine.events import is_you
from cardtable.engine.zones import Seat
from cardtable.games.moxie.hands import HandKind, HandValue, hand_value
from cardtable.i18n import N_, _, pgettext

_KIND_WORDS = {
    HandKind.TRIPLE: N_("a triple"),
    HandKind.HAND_PAIR: N_("a hand pair"),
    HandKind.TABLE_PAIR: N_("a table pair"),
    HandKind.NO_PAIR: N_("no pair"),
}


def why_better(best: HandValue, other: HandValue, house: bool) -> str:
    """Why ``best`` beats (or ties) ``other``, in a few words."""
    if best.full_moxie and not other.full_moxie:
        return _("Full Moxie beats every other hand")
    if best.score != other.score:
        return _("the higher score, {score} to {other}").format(score=best.score, other=other.score)
    if best.kind != other.kind:
        return _("equal scores of {score}: {kind} beats {other}").format(
            score=best.score, kind=_(_KIND_WORDS[best.kind]), other=_(_KIND_WORDS[other.kind])
        )
    if house and best.kicker != other.kicker:
        return _("the house tie-break: the doubled card {kicker} beats {other}").format(
            kicker=best.kicker, other=other.kicker
        )
    if house and best.pair != other.pair:
        return _("the house tie-break: the pair of {pair} beats the pair of {other}").format(
            pair=best.pair, other=other.pair
        )
    return _("equal hands, so the pot is shared")


def showdown_notes(
    hands: Mapping[Seat, tuple[int, int]], ringer: int, house: bool, names: Sequence[str]
) -> dict[Seat, str]:
    """One line per shown hand: its value and whether it is the best and why.

    ``hands`` holds each shown seat's two card ranks. The best hand wins the main pot (a side
    pot goes to the best hand among those who paid into it).
    """
    values = {seat: hand_value(a, b, ringer) for seat, (a, b) in hands.items()}
    if not values:
        return {}
    top = max(v.key(house) for v in values.values())
    best = [s for s in values if values[s].key(house) == top]
    rest = sorted(
        (s for s in values if s not in best), key=lambda s: values[s].key(house), reverse=True
    )
    notes: dict[Seat, str] = {}
    lead = values[best[0]]
    for seat in best:
        if len(best) > 1:
            others = ", ".join(names[s] for s in best if s != seat)
            why = _("ties with {others}: equal hands, so the pot is shared").format(others=others)
        elif rest:
            runner = rest[0]
            runner_name = names[runner]
            if is_you(runner_name):
                runner_name = pgettext("the player, in a sentence", "you")
            why = _("best hand, ahead of {name}: {why}").format(
                name=runner_name, why=why_better(lead, values[runner], house)
            )
        else:
            why = _("the only hand shown")
        notes[seat] = f"{values[seat].describe()}; {why}"
    for seat in rest:
        notes[seat] = _("{hand}; loses to {name}: {why}").format(
            hand=values[seat].describe(),
            name=names[best[0]],
            why=why_better(lead, values[seat], house),
        )
    return notes
