"""The coach's reasons in Moxie: one line, in the game's terms, on why a suggested move is good,
read from the player's own observation only."""

from __future__ import annotations

import random
from typing import Final

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.observation import Observation
from cardtable.games.moxie import actions as moxie
from cardtable.games.moxie.hands import hand_value
from cardtable.games.moxie.state import MoxieState
from cardtable.i18n import _

#: Sampled worlds behind a Moxie win chance.
MOXIE_WORLDS: Final = 400


def _hand_key(zones: dict[str, list[Card]], seat: int, ringer: int) -> tuple[int, ...]:
    a, b = (c.rank for c in zones[f"hand:{seat}"] + zones[f"punch:{seat}"])
    return hand_value(a, b, ringer).key()


def moxie_win_chance(obs: Observation, rng: random.Random, worlds: int = MOXIE_WORLDS) -> float:
    """The chance the viewer's hand wins a showdown against the hands still in, over worlds
    sampled from the observation (ties count half). The Ringer, if not yet turned, is sampled
    with them."""
    me = obs.viewer
    assert me is not None
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
        world = MoxieState.determinize(obs, rng)
        zones = world.zones
        ringer = (zones["ringer"] or zones["stock"])[0].rank
        mine = _hand_key(zones, me, ringer)
        best = max(_hand_key(zones, s, ringer) for s in live)
        won += 1.0 if mine > best else 0.5 if mine == best else 0.0
    return won / worlds


def reason(obs: Observation, action: Action, rng: random.Random) -> str:
    """One line on why ``action`` is good for ``obs.viewer``."""
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
