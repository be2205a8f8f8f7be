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
        return _("no card keeps the count at {limit} or under").format(limit=LIMIT)
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
            return _("your last card: Mose!")
        points = card_points(action.card, wild)
        if wilds_held and action.card.rank != wild:
            return _("sheds {points} penalty points and keeps the wild").format(points=points)
        return _("sheds {points} penalty points").format(points=points)
    if isinstance(action, mose.LayMeld):
        return shed(action.group)
    if isinstance(action, mose.AddToMeld):
        cards = (*action.low, *action.high)
        return shed(cards)
    if isinstance(action, mose.SwapWild):
        if action.dest == mose.TO_HAND:
            return _("takes the wild {wild} into your hand").format(wild=action.wild.label)
        return _("frees the wild {wild} for another meld").format(wild=action.wild.label)
    if isinstance(action, TakePile):
        pile = [c for z in obs.zones_of_kind(ZoneKind.DISCARD) for c in z.cards if c is not None]
        return _("its cards ({labels}) fit your melds").format(labels=_labels(pile))
    if isinstance(action, Draw):
        return _("the discard pile would not help")
    if isinstance(action, mose.Restock):
        return _("better than taking the pile")
    return _("the strongest move here")


# --- Mor -----------------------------------------------------------------------------------------


def _tenths(points: int) -> str:
    return mor.shown(points)


def mor_reason(obs: Observation, action: Action) -> str:
    hand = _own_hand(obs)
    if isinstance(action, mor.Meld | mor.Add):
        cards = action.played
        gain = sum(mor_value(c) for c in cards)
        if len(cards) >= 5:
            text = _("{points} points on the table toward a project")
        else:
            text = _("{points} points on the table")
        text = text.format(points=_tenths(gain))
        wilds = sum(1 for c in cards if is_wild_card(c))
        if wilds:
            using = ngettext("using {count} wild", "using {count} wilds", wilds)
            text = _("{reason}, {using}").format(reason=text, using=using.format(count=wilds))
        return text
    if isinstance(action, mor.Discard):
        keep = [c for c in hand if is_wild_card(c) and c != action.card]
        value = _tenths(mor_value(action.card))
        if keep and not is_wild_card(action.card):
            return _("sheds {points} penalty points and keeps the wild").format(points=value)
        return _("sheds {points} penalty points").format(points=value)
    if isinstance(action, TakePile):
        return _("its cards go straight onto your team's melds")
    if isinstance(action, Draw):
        return _("the discard pile cannot be used now")
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
        if held == theirs == 0 and new > old:
            # Nobody holds the suit yet: the play makes its chips worth taking from now on.
            return _(
                "{pile} chips go from {old} to {new} while nobody holds one: "
                "a chip of that suit is worth {new} to whoever takes it"
            ).format(pile=_(action.pile), old=old, new=new)
        sign = "+" if change >= 0 else ""
        effect = _("{change} for you against the others").format(change=f"{sign}{change}")
        return _(
            "{pile} chips go from {old} to {new} (you hold {held}, the others {theirs}): {effect}"
        ).format(pile=_(action.pile), old=old, new=new, held=held, theirs=theirs, effect=effect)
    if isinstance(action, moco.TakeChip):
        worth = values.get(action.suit, 0)
        return _("worth {worth} now").format(worth=worth)
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
        return _("the card that gives your hand the most to show")
    if isinstance(action, moxie.ProposeStop):
        return _("you stand well: a good moment to stop")
    if isinstance(action, moxie.AnswerStop):
        if action.agree:
            return _("stopping now suits you")
        return _("you can still gain by playing on")
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
        return odds
    if isinstance(action, moxie.Fold):
        return _("only {odds}").format(odds=odds)
    if isinstance(action, moxie.Check):
        return _("{chance} % to win, and it costs nothing").format(chance=chance)
    if isinstance(action, moxie.Bet | moxie.Raise):
        return odds
    if isinstance(action, moxie.AllIn):
        return odds
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
