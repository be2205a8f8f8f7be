"""Mor's round score told in words: each team's parts and each player's cards left.

Pure functions shared by the hand history and the score sheet. A team's parts are the game's own
(the public ``last_round`` value: melded cards, projects, hands, closing, no Mor), so they add up
to the round's score; a player's cards left are valued with
:func:`~cardtable.games.mor.melds.card_value` and split into wilds (2s and jokers, 1.5 each) and
the others. Scores are told as the sheet shows them, in tenths (``shown``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from cardtable.engine.cards import Card
from cardtable.games.mor.actions import shown
from cardtable.games.mor.melds import card_value, is_wild_card
from cardtable.i18n import _, ngettext

#: The parts of a team's round score in the order they are told, with their words.
PARTS: Final = (
    ("melded", "melded cards"),
    ("projects", "projects"),
    ("hands", "cards left in hand"),
    ("closing", "closing"),
    ("mor", "no Mor"),
)


def _signed(points: int) -> str:
    return f"+{shown(points)}" if points >= 0 else shown(points)


def team_parts(last_round: Mapping[str, Sequence[int]], team: int) -> str:
    """ "melded cards +23.5, projects +30, cards left in hand -4, closing +10 = 59.5"."""
    parts = []
    for key, words in PARTS:
        values = last_round.get(key)
        if not values or team >= len(values):
            continue
        if values[team] or key in ("melded", "hands"):
            parts.append(f"{words} {_signed(values[team])}")
    total = last_round.get("round")
    end = f" = {shown(total[team])}" if total and team < len(total) else ""
    return ", ".join(parts) + end


def hand_cost(hand: Sequence[Card | None]) -> int | None:
    """What a hand left at the end of a round costs (a positive number), None if any card is
    hidden."""
    if any(c is None for c in hand):
        return None
    return sum(card_value(c) for c in hand if c is not None)


def describe_hand(hand: Sequence[Card | None]) -> str:
    """One player's cards left: "3 cards left: wilds 2♣ (1.5), 9♦ 1, 4♠ 0.5 = -3"."""
    n = len(hand)
    if n == 0:
        return _("no cards left")
    head = ngettext("{count} card left", "{count} cards left", n).format(count=n)
    cost = hand_cost(hand)
    if cost is None:
        return _("{head} (not shown)").format(head=head)
    cards = [c for c in hand if c is not None]
    wilds = [c for c in cards if is_wild_card(c)]
    others = [c for c in cards if not is_wild_card(c)]
    parts = []
    if wilds:
        labels = " ".join(c.label for c in wilds)
        word = _("wild") if len(wilds) == 1 else _("wilds")
        parts.append(f"{word} {labels} ({shown(sum(card_value(c) for c in wilds))})")
    parts += [f"{c.label} {shown(card_value(c))}" for c in others]
    return f"{head}: {', '.join(parts)} = {shown(-cost)}"
