"""The coach's reasons: one line, in the game's own terms, for why a suggested move is good.

:func:`reason` reads only the observation the hint was found from (the player's own view) and
the move, and answers with a short phrase: the points a Moosehead card makes, the penalty a Mose
or Mor play sheds and the wild it keeps, what a Moco! card does to a pile's chips, or the
estimated chance a Moxie hand wins a showdown against the price of calling.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Final

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card, std_value
from cardtable.engine.common_actions import Draw, TakePile
from cardtable.engine.observation import Observation
from cardtable.engine.state import GameState
from cardtable.engine.zones import ZoneKind
from cardtable.games import find_game
from cardtable.games.moco import state as moco
from cardtable.games.moosehead.state import LIMIT, SCORING_COUNTS
from cardtable.games.moosehead.state import Pass as MooseheadPass
from cardtable.games.moosehead.state import Play as MooseheadPlay
from cardtable.games.mor import actions as mor
from cardtable.games.mor.melds import card_value as mor_value
from cardtable.games.mor.melds import is_wild_card
from cardtable.games.mose import actions as mose
from cardtable.games.mose.moves import card_points
from cardtable.games.moxie import actions as moxie
from cardtable.games.moxie.hands import hand_value

#: Sampled worlds behind a Moxie win chance.
MOXIE_WORLDS: Final = 400


def _labels(cards: Sequence[Card]) -> str:
    return " ".join(c.label for c in cards)


def _own_hand(obs: Observation) -> list[Card]:
    return [c for c in obs.hand() if c is not None]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


# --- Moosehead -----------------------------------------------------------------------------------


def moosehead_reason(obs: Observation, action: Action) -> str:
    count = int(obs.values.get("count", 0))
    if isinstance(action, MooseheadPass):
        return f"no card keeps the count at {LIMIT} or under"
    if not isinstance(action, MooseheadPlay):
        return "the strongest move here"
    after = count + std_value(action.card)
    if after in SCORING_COUNTS:
        return f"makes {after} for 2 points"
    room = LIMIT - after
    hand = [c for c in _own_hand(obs) if c != action.card]
    if not any(std_value(c) <= room for c in hand) and hand:
        return f"brings the count to {after}; none of your other cards fits, so others must"
    return f"brings the count to {after} without giving away an easy 15, 20, 25 or 30"


# --- Mose ----------------------------------------------------------------------------------------


def mose_reason(obs: Observation, action: Action) -> str:
    wild = int(obs.values.get("wild_rank", 0))
    hand = _own_hand(obs)
    wilds_held = [c for c in hand if c.rank == wild]

    def shed(cards: Sequence[Card]) -> str:
        points = sum(card_points(c, wild) for c in cards)
        out = " and goes out: Mose!" if len(cards) >= len(hand) else ""
        return f"sheds {points} penalty points{out}"

    if isinstance(action, mose.Discard):
        if len(hand) == 1:
            return "your last card: Mose!"
        keep = " and keeps the wild" if wilds_held and action.card.rank != wild else ""
        points = card_points(action.card, wild)
        return f"sheds {points} penalty points{keep}"
    if isinstance(action, mose.LayMeld):
        return shed(action.group)
    if isinstance(action, mose.AddToMeld):
        cards = (*action.low, *action.high)
        return shed(cards)
    if isinstance(action, mose.SwapWild):
        if action.dest == mose.TO_HAND:
            return f"takes the wild {action.wild.label} into your hand"
        return f"frees the wild {action.wild.label} for another meld"
    if isinstance(action, TakePile):
        pile = [c for z in obs.zones_of_kind(ZoneKind.DISCARD) for c in z.cards if c is not None]
        return f"its cards ({_labels(pile)}) fit your melds"
    if isinstance(action, Draw):
        return "the discard pile would not help"
    if isinstance(action, mose.Restock):
        return "better than taking the pile"
    return "the strongest move here"


# --- Mor -----------------------------------------------------------------------------------------


def _tenths(points: int) -> str:
    return mor.shown(points)


def mor_reason(obs: Observation, action: Action) -> str:
    hand = _own_hand(obs)
    if isinstance(action, mor.Meld | mor.Add):
        cards = action.played
        gain = sum(mor_value(c) for c in cards)
        project = " toward a project" if len(cards) >= 5 else ""
        wilds = sum(1 for c in cards if is_wild_card(c))
        note = f", using {_plural(wilds, 'wild')}" if wilds else ""
        return f"{_tenths(gain)} points on the table{project}{note}"
    if isinstance(action, mor.Discard):
        keep = [c for c in hand if is_wild_card(c) and c != action.card]
        held = " and keeps the wild" if keep and not is_wild_card(action.card) else ""
        value = _tenths(mor_value(action.card))
        return f"sheds {value} penalty points{held}"
    if isinstance(action, TakePile):
        return "its cards go straight onto your team's melds"
    if isinstance(action, Draw):
        return "the discard pile cannot be used now"
    return "the strongest move here"


# --- Moco! ---------------------------------------------------------------------------------------


def _chips(obs: Observation) -> tuple[dict[str, int], dict[str, int]]:
    """The viewer's chips and everybody else's, per suit."""
    mine: dict[str, int] = {}
    others: dict[str, int] = {}
    for zone in obs.zones_of_kind(ZoneKind.TOKENS):
        if zone.owner is None:
            continue
        target = mine if zone.owner == obs.viewer else others
        for suit, count in zone.tokens:
            target[suit] = target.get(suit, 0) + count
    return mine, others


def moco_reason(obs: Observation, action: Action) -> str:
    values: dict[str, int] = dict(obs.values.get("pile_values", {}))
    mine, others = _chips(obs)
    if isinstance(action, moco.Play):
        ace_only = int(obs.options.get("ace_only_pile", 0))
        new = moco.card_value(action.card, ace_only)
        old = values.get(action.pile, 0)
        held, theirs = mine.get(action.pile, 0), others.get(action.pile, 0)
        change = (new - old) * (held - theirs)
        effect = f"{'+' if change >= 0 else ''}{change} for you against the others"
        return (
            f"{action.pile} chips go from {old} to {new} "
            f"(you hold {held}, the others {theirs}): {effect}"
        )
    if isinstance(action, moco.TakeChip):
        worth = values.get(action.suit, 0)
        return f"worth {worth} now"
    return "the strongest move here"


# --- Moxie ---------------------------------------------------------------------------------------


def _hand_key(zones: dict[str, list[Card]], seat: int, ringer: int) -> tuple[int, ...]:
    a, b = (c.rank for c in zones[f"hand:{seat}"] + zones[f"punch:{seat}"])
    return hand_value(a, b, ringer).key()


def moxie_win_chance(obs: Observation, rng: random.Random, worlds: int = MOXIE_WORLDS) -> float:
    """The chance the viewer's hand wins a showdown against the hands still in, over worlds
    sampled from the observation (ties count half). The Ringer, if not yet turned, is sampled
    with them."""
    me = obs.viewer
    assert me is not None
    factory = find_game("moxie").factory
    assert isinstance(factory, type) and issubclass(factory, GameState)
    values = obs.values
    live = [
        s
        for s in range(obs.num_players)
        if s != me and values["dealt"][s] and not values["folded"][s]
    ]
    if not live:
        return 1.0
    won = 0.0
    for _ in range(worlds):
        world = factory.determinize(obs, rng)
        zones = world.zones
        ringer = (zones["ringer"] or zones["stock"])[0].rank
        mine = _hand_key(zones, me, ringer)
        best = max(_hand_key(zones, s, ringer) for s in live)
        won += 1.0 if mine > best else 0.5 if mine == best else 0.0
    return won / worlds


def moxie_reason(obs: Observation, action: Action, rng: random.Random) -> str:
    if isinstance(action, moxie.Punch):
        return "the card that gives your hand the most to show"
    if isinstance(action, moxie.ProposeStop):
        return "you stand well: a good moment to stop"
    if isinstance(action, moxie.AnswerStop):
        return "stopping now suits you" if action.agree else "you can still gain by playing on"
    values = obs.values
    me = obs.viewer
    assert me is not None
    chance = round(100 * moxie_win_chance(obs, rng))
    pot = sum(values["pots"]) + sum(values["round_bets"])
    to_call = min(int(values["level"]) - int(values["round_bets"][me]), int(values["purses"][me]))
    need = round(100 * to_call / (pot + to_call)) if to_call > 0 else 0
    odds = f"{chance} % to win at these odds" + (f" (calling needs {need} %)" if to_call else "")
    if isinstance(action, moxie.Call):
        return odds
    if isinstance(action, moxie.Fold):
        return f"only {odds}"
    if isinstance(action, moxie.Check):
        return f"{chance} % to win, and it costs nothing"
    if isinstance(action, moxie.Bet | moxie.Raise):
        return odds
    if isinstance(action, moxie.AllIn):
        return odds
    return "the strongest move here"


_REASONS: Final[dict[str, Callable[[Observation, Action], str]]] = {
    "moosehead": moosehead_reason,
    "mose": mose_reason,
    "mor": mor_reason,
    "moco": moco_reason,
}


def reason(game_id: str, obs: Observation, action: Action, rng: random.Random) -> str:
    """One line on why ``action`` is good for ``obs.viewer``, read from ``obs`` only."""
    if game_id == "moxie":
        return moxie_reason(obs, action, rng)
    explain = _REASONS.get(game_id)
    return explain(obs, action) if explain is not None else "the strongest move here"
