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
from cardtable.games.shared.betting import format_money
from cardtable.i18n import _, ngettext

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
        return _("no card keeps the count at {LIMIT} or under: pass").format(LIMIT=LIMIT)
    if not isinstance(action, MooseheadPlay):
        return _("the strongest move here")
    after = count + std_value(action.card)
    if after in SCORING_COUNTS:
        return _("makes {after} for 2 points").format(after=after)
    room = LIMIT - after
    hand = [c for c in _own_hand(obs) if c != action.card]
    if not any(std_value(c) <= room for c in hand) and hand:
        return _(
            "brings the count to {after}; none of your other cards fits, so others must"
        ).format(after=after)
    return _("brings the count to {after} without giving away an easy 15, 20, 25 or 30").format(
        after=after
    )


# --- Mose ----------------------------------------------------------------------------------------


def mose_reason(obs: Observation, action: Action) -> str:
    wild = int(obs.values.get("wild_rank", 0))
    hand = _own_hand(obs)
    wilds_held = [c for c in hand if c.rank == wild]

    def shed(cards: Sequence[Card]) -> str:
        points = sum(card_points(c, wild) for c in cards)
        if len(cards) >= len(hand):
            return _("sheds {points} penalty points and goes out: Mose!").format(points=points)
        return _("sheds {points} penalty points").format(points=points)

    if isinstance(action, mose.Discard):
        if len(hand) == 1:
            return _("discards the last card: Mose!")
        points = card_points(action.card, wild)
        if wilds_held and action.card.rank != wild:
            return _("discards {card}: sheds {points} penalty points and keeps the wild").format(
                card=action.card.label, points=points
            )
        return _("discards {card}: sheds {points} penalty points").format(
            card=action.card.label, points=points
        )
    if isinstance(action, mose.LayMeld):
        lays = (
            _("lays a set {labels}: {shed}")
            if action.kind == "set"
            else _("lays a run {labels}: {shed}")
        )
        return lays.format(labels=_labels(action.group), shed=shed(action.group))
    if isinstance(action, mose.AddToMeld):
        cards = (*action.low, *action.high)
        return _("adds {labels} to meld {meld}: {shed}").format(
            labels=_labels(cards), meld=action.meld + 1, shed=shed(cards)
        )
    if isinstance(action, mose.SwapWild):
        if action.dest == mose.TO_HAND:
            swap = _("puts {card} in the place of {wild} and keeps the wild")
        else:
            swap = _("puts {card} in the place of {wild} and lays the wild on a meld")
        return swap.format(card=action.card.label, wild=action.wild.label)
    if isinstance(action, TakePile):
        pile = [c for z in obs.zones_of_kind(ZoneKind.DISCARD) for c in z.cards if c is not None]
        return _("takes the discard pile ({labels}): its cards fit your melds").format(
            labels=_labels(pile)
        )
    if isinstance(action, Draw):
        return _("draws from the stock: the discard pile would not help")
    if isinstance(action, mose.Restock):
        return _("rebuilds the stock rather than taking the pile")
    return _("the strongest move here")


# --- Mor -----------------------------------------------------------------------------------------


def _tenths(points: int) -> str:
    return mor.shown(points)


def mor_reason(obs: Observation, action: Action) -> str:
    hand = _own_hand(obs)
    if isinstance(action, mor.Meld | mor.Add):
        cards = action.played
        gain = sum(mor_value(c) for c in cards)
        if isinstance(action, mor.Meld):
            text = _("melds {labels}: {points} points on the table")
            if len(cards) >= 5:
                text = _("melds {labels} toward a project: {points} points on the table")
        else:
            text = _("adds {labels}: {points} points on the table")
            if len(cards) >= 5:
                text = _("adds {labels} toward a project: {points} points on the table")
        text = text.format(labels=_labels(cards), points=_tenths(gain))
        wilds = sum(1 for c in cards if is_wild_card(c))
        if wilds:
            using = ngettext("using {count} wild", "using {count} wilds", wilds)
            text = _("{reason}, {using}").format(reason=text, using=using.format(count=wilds))
        return text
    if isinstance(action, mor.Discard):
        keep = [c for c in hand if is_wild_card(c) and c != action.card]
        value = _tenths(mor_value(action.card))
        if keep and not is_wild_card(action.card):
            return _("discards {card}: sheds {points} penalty points and keeps the wild").format(
                card=action.card.label, points=value
            )
        return _("discards {card}: sheds {points} penalty points").format(
            card=action.card.label, points=value
        )
    if isinstance(action, TakePile):
        return _("takes the discard pile: its cards go straight onto your team's melds")
    if isinstance(action, Draw):
        return _("draws from the stock: the discard pile cannot be used now")
    return _("the strongest move here")


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
        return _(
            "puts {card} on the {pile} pile: its chips go from {old} to {new} (you "
            "hold {held}, the others {theirs}): {effect}"
        ).format(
            card=action.card.label,
            pile=_(action.pile),
            old=old,
            new=new,
            held=held,
            theirs=theirs,
            effect=effect,
        )
    if isinstance(action, moco.TakeChip):
        worth = values.get(action.suit, 0)
        return _("takes a {suit} chip, worth {worth} now").format(suit=_(action.suit), worth=worth)
    return _("the strongest move here")


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
    for _world in range(worlds):
        world = factory.determinize(obs, rng)
        zones = world.zones
        ringer = (zones["ringer"] or zones["stock"])[0].rank
        mine = _hand_key(zones, me, ringer)
        best = max(_hand_key(zones, s, ringer) for s in live)
        won += 1.0 if mine > best else 0.5 if mine == best else 0.0
    return won / worlds


def moxie_reason(obs: Observation, action: Action, rng: random.Random) -> str:
    if isinstance(action, moxie.Punch):
        return _("shows {card} as the punch card").format(card=action.card.label)
    if isinstance(action, moxie.ProposeStop):
        return _("proposes to stop while you stand well")
    if isinstance(action, moxie.AnswerStop):
        return _("agrees to stop") if action.agree else _("plays on")
    values = obs.values
    me = obs.viewer
    assert me is not None
    chance = round(100 * moxie_win_chance(obs, rng))
    pot = sum(values["pots"]) + sum(values["round_bets"])
    to_call = min(int(values["level"]) - int(values["round_bets"][me]), int(values["purses"][me]))
    need = round(100 * to_call / (pot + to_call)) if to_call > 0 else 0
    if to_call:
        odds = _("{chance} % to win at these odds (calling needs {need} %)").format(
            chance=chance, need=need
        )
    else:
        odds = _("{chance} % to win at these odds").format(chance=chance)
    if isinstance(action, moxie.Call):
        return _("calls {money}: {odds}").format(money=format_money(to_call), odds=odds)
    if isinstance(action, moxie.Fold):
        return _("folds: only {odds}").format(odds=odds)
    if isinstance(action, moxie.Check):
        return _("checks: {chance} % to win, and it costs nothing").format(chance=chance)
    if isinstance(action, moxie.Bet | moxie.Raise):
        text = (
            _("bets {money}: {odds}")
            if isinstance(action, moxie.Bet)
            else _("raises {money}: {odds}")
        )
        return text.format(money=format_money(action.amount), odds=odds)
    if isinstance(action, moxie.AllIn):
        return _("goes all in: {odds}").format(odds=odds)
    return _("the strongest move here")


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
    return explain(obs, action) if explain is not None else _("the strongest move here")
