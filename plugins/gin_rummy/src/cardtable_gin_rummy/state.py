"""Gin rummy: two players, ten cards each, melds to lower the deadwood; a knock ends the hand.

The rules are those of OpenSpiel's ``gin_rummy`` with its default parameters, played as a match
of hands to a target score (see ``help.py`` for the rules in words and ``rules.py`` for the
phases of a hand):

* The first dealer is chosen at random; then the deal alternates. The non-dealer gets the first
  ten cards of the shuffle, the dealer the next ten, the next card is the first upcard and the
  rest is the stock.
* A knock scores the difference of the deadwood counts to the knocker, plus the gin bonus when
  the knocker has no deadwood. When the knocker's count is higher (an undercut) the other player
  scores the difference plus the undercut bonus. Equal counts score nothing.
* A hand ends as a draw, scoring nothing, when a player passes at the wall (two stock cards
  left), when both players in turn take the upcard and throw it straight back, or at the
  fiftieth upcard taken.
* Option ``oklahoma``: the first upcard's value is the knock card (an Ace: only gin may knock).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final, Self

from cardtable.engine.actions import Action, ActionCodec
from cardtable.engine.cards import Card, card_from_code
from cardtable.engine.common_actions import ChooseSeat, Shuffle
from cardtable.engine.events import (
    Event,
    GameOver,
    Message,
    PhaseChanged,
    Scored,
    Shuffled,
    ValueChanged,
)
from cardtable.engine.observation import Observation
from cardtable.engine.state import GameFacts, Outcome
from cardtable.engine.zones import Seat
from cardtable.i18n import _
from cardtable_gin_rummy.actions import (
    ACTION_CLASSES,
    Discard,
    Draw,
    Knock,
    LayMeld,
    LayOff,
    Pass,
    TakeUpcard,
)
from cardtable_gin_rummy.melds import VALUE, mask_of, number, value_of
from cardtable_gin_rummy.rules import HAND_SIZE, MAX_UPCARD_TAKES, WALL, GinRules

__all__ = ["GinState"]

#: The match total when none is chosen (the first of the "target" option's choices).
TARGET: Final = 100


class GinState(GinRules):
    """A game of gin rummy in progress."""

    # --- chance ----------------------------------------------------------------------------------

    def chance_deck(self) -> Sequence[Card] | None:
        return None if self.phase == "choose_dealer" else self.zones["stock"]

    # --- applying --------------------------------------------------------------------------------

    def _apply(self, action: Action, seat: Seat) -> list[Event]:
        if isinstance(action, Discard):
            return self._discard(seat, action.card)
        if isinstance(action, Draw):
            return self._draw(seat)
        if isinstance(action, TakeUpcard):
            return self._take(seat)
        if isinstance(action, Knock):
            return self._knock(seat)
        if isinstance(action, LayMeld):
            return self._lay(seat, action.meld)
        if isinstance(action, LayOff):
            return self._lay_off(seat, action.card)
        if isinstance(action, Pass):
            return self._pass(seat)
        if isinstance(action, Shuffle):
            return self._deal(action.order)
        if isinstance(action, ChooseSeat):
            self.dealer = action.seat
            self.phase = "deal"
            return [Message(_("deals first"), action.seat)]
        return self._done(seat)

    def _deal(self, order: Sequence[Card]) -> list[Event]:
        self.hand_no += 1
        for seat in (0, 1):
            self.known[seat] = []
            self.melds[seat] = []
            self.passed[seat] = False
        for zid in [z for z in self.zones if z.startswith("meld:")]:
            del self.zones[zid]
        self.laid_off = []
        self.knocker = -1
        self.upcard_takes = 0
        self.repeated = False
        self.prev_upcard = ""
        self.zones["stock"] = list(order)
        events: list[Event] = [
            PhaseChanged("deal", _("Hand {hand_no}").format(hand_no=self.hand_no)),
            Shuffled("stock", len(order)),
        ]
        first = 1 - self.dealer
        for seat in (first, self.dealer):
            dealt = self.zones["stock"][:HAND_SIZE]
            events.append(self.move(dealt, "stock", f"hand:{seat}", None, "is dealt"))
        up = self.zones["stock"][0]
        events.append(self.move([up], "stock", "discard", None, "turns up"))
        self.upcard_live = True
        if self.options.get("oklahoma"):
            value = VALUE[number(up)]
            self.knock_card = 0 if value == 1 else value
        else:
            self.knock_card = int(self.options.get("knock_card", 10))
        events.append(ValueChanged("knock_card", self.knock_card))
        self.phase = "first_upcard"
        self.turn = first
        return events

    def _take(self, seat: Seat) -> list[Event]:
        if self.phase == "draw":
            self.upcard_takes += 1
            if self.upcard_takes == MAX_UPCARD_TAKES:
                events: list[Event] = [Message(_("takes the upcard for the fiftieth time"), seat)]
                self._end_hand(events, _("the hand is a draw: fifty upcards taken"))
                return events
        card = self.zones["discard"][-1]
        self.prev_upcard = card.code
        self.known[seat].append(card.code)
        self.upcard_live = False
        self.phase = "discard"
        return [self.move([card], "discard", f"hand:{seat}", seat, "takes")]

    def _draw(self, seat: Seat) -> list[Event]:
        pile = self.zones["discard"]
        self.prev_upcard = pile[-1].code if self.upcard_live and pile else ""
        self.upcard_live = False
        self.phase = "discard"
        top = self.zones["stock"][0]
        return [self.move([top], "stock", f"hand:{seat}", seat, "draws")]

    def _pass(self, seat: Seat) -> list[Event]:
        if self.phase == "wall":
            events: list[Event] = [Message(_("passes"), seat)]
            self._end_hand(events, _("the hand is a draw: the stock is down to two cards"))
            return events
        self.passed[seat] = True
        self.turn = 1 - seat
        return [Message(_("passes on the upcard"), seat)]

    def _discard(self, seat: Seat, card: Card) -> list[Event]:
        events: list[Event] = [self.move([card], f"hand:{seat}", "discard", seat, "discards")]
        self._forget(seat, card)
        if self.phase == "knock_discard":
            self.phase = "knock_meld"
            return events
        self.upcard_live = True
        self.turn = 1 - seat
        if card.code == self.prev_upcard:
            if self.repeated:
                self._end_hand(events, _("the hand is a draw: the upcard went back twice"))
                return events
            self.repeated = True
        else:
            self.repeated = False
        self.phase = "wall" if len(self.zones["stock"]) == WALL else "draw"
        return events

    def _knock(self, seat: Seat) -> list[Event]:
        events: list[Event] = []
        if self.phase == "wall":
            card = self.zones["discard"][-1]
            self.known[seat].append(card.code)
            self.upcard_live = False
            events.append(self.move([card], "discard", f"hand:{seat}", seat, "takes"))
        self.knocker = seat
        self.phase = "knock_discard"
        events.append(Message(_("knocks"), seat))
        return events

    def _lay(self, seat: Seat, meld: tuple[Card, ...]) -> list[Event]:
        zid = f"meld:{seat}.{len(self.melds[seat])}"
        self.melds[seat].append(mask_of(meld))
        self.zones[zid] = []
        for card in meld:
            self._forget(seat, card)
        return [self.move(meld, f"hand:{seat}", zid, seat, "lays")]

    def _lay_off(self, seat: Seat, card: Card) -> list[Event]:
        zid = self.layoff_zone(number(card))
        self.laid_off.append(number(card))
        self._forget(seat, card)
        return [self.move([card], f"hand:{seat}", zid, seat, "lays off")]

    def _done(self, seat: Seat) -> list[Event]:
        events: list[Event] = [Message(_("is done"), seat)]
        if self.phase == "knock_meld":
            self.turn = 1 - seat
            gin = value_of(mask_of(self.hand(seat))) == 0
            self.phase = "meld" if gin else "layoff"
        elif self.phase == "layoff":
            self.phase = "meld"
        else:
            self._score_knock(events)
        return events

    def _forget(self, seat: Seat, card: Card) -> None:
        known = self.known[seat]
        if card.code in known:
            known.remove(card.code)

    # --- the end of a hand -----------------------------------------------------------------------

    def hand_result(self) -> tuple[int, int]:
        """(seat that scores, points) of a knock now laid out; (-1, 0) for equal counts."""
        k = self.knocker
        mine = value_of(mask_of(self.hand(k)))
        theirs = value_of(mask_of(self.hand(1 - k)))
        points = theirs - mine
        if mine == 0:
            points += int(self.options.get("gin_bonus", 25))
        if points < 0:
            points -= int(self.options.get("undercut_bonus", 25))
        if points > 0:
            return k, points
        if points < 0:
            return 1 - k, -points
        return -1, 0

    def _score_knock(self, events: list[Event]) -> None:
        k = self.knocker
        mine = value_of(mask_of(self.hand(k)))
        theirs = value_of(mask_of(self.hand(1 - k)))
        scorer, points = self.hand_result()
        if scorer == k and mine == 0:
            how = _("gin: {theirs} deadwood and the gin bonus").format(theirs=theirs)
        elif scorer == k:
            how = _("knock: {theirs} deadwood against {mine}").format(theirs=theirs, mine=mine)
        elif scorer >= 0:
            how = _("undercut: {mine} deadwood against {theirs}, and the undercut bonus").format(
                mine=mine, theirs=theirs
            )
        else:
            how = _("equal deadwood: {mine} each").format(mine=mine)
        self._end_hand(events, how, scorer, points)

    def _end_hand(self, events: list[Event], how: str, scorer: int = -1, points: int = 0) -> None:
        """Score the hand, then end the game or gather the cards for the next deal."""
        gained = [0, 0]
        if scorer >= 0:
            gained[scorer] = points
            self.points[scorer] += points
            events.append(Scored(scorer, points, how, self.points[scorer]))
        else:
            events.append(Message(how))
        self.last_result = [self.knocker, gained[0], gained[1], how]
        target = int(self.options.get("target", TARGET))
        best = max(self.points)
        if best >= target:
            self.winner = self.points.index(best)
            self.phase = "over"
            events.append(
                GameOver(
                    frozenset((self.winner,)),
                    _("Seat {seat} reaches {target}").format(seat=self.winner + 1, target=target),
                )
            )
            return
        for zid in list(self.zones):
            if zid != "stock" and self.zones[zid]:
                events.append(self.move(list(self.zones[zid]), zid, "stock", None, "gathers"))
        self.dealer = 1 - self.dealer
        self.phase = "deal"

    # --- views -----------------------------------------------------------------------------------

    def zone_attrs(self, zid: str) -> Mapping[str, Any]:
        if zid == "discard":
            return {"upcard": self.upcard_live}
        return {}

    def public_values(self, viewer: Seat | None) -> dict[str, Any]:
        return {
            "phase": self.phase,
            "dealer": self.dealer,
            "turn": self.turn,
            "knock_card": self.knock_card,
            "passed": list(self.passed),
            "upcard_live": self.upcard_live,
            "prev_upcard": self.prev_upcard,
            "repeated": self.repeated,
            "upcard_takes": self.upcard_takes,
            "knocker": self.knocker,
            "melds": [list(m) for m in self.melds],
            "laid_off": list(self.laid_off),
            "known": [list(k) for k in self.known],
            "points": list(self.points),
            "target": int(self.options.get("target", TARGET)),
            "hand_no": self.hand_no,
            "last_result": list(self.last_result),
            "winner": self.winner,
        }

    def scores(self) -> tuple[int, ...]:
        return tuple(self.points)

    def outcome(self) -> Outcome | None:
        if self.phase != "over":
            return None
        target = int(self.options.get("target", TARGET))
        return Outcome(
            tuple(self.points),
            frozenset((self.winner,)),
            text=_("Seat {seat} reaches {target}").format(seat=self.winner + 1, target=target),
        )

    @classmethod
    def from_observation(cls, obs: Observation, zones: dict[str, list[Card]]) -> Self:
        v = obs.values
        state = cls(obs.num_players, obs.options)
        state.zones = zones
        state.phase = v["phase"]
        state.dealer = v["dealer"]
        state.turn = v["turn"]
        state.knock_card = v["knock_card"]
        state.passed = list(v["passed"])
        state.upcard_live = v["upcard_live"]
        state.prev_upcard = v["prev_upcard"]
        state.repeated = v["repeated"]
        state.upcard_takes = v["upcard_takes"]
        state.knocker = v["knocker"]
        state.melds = [list(m) for m in v["melds"]]
        state.laid_off = list(v["laid_off"])
        state.known = [list(k) for k in v["known"]]
        state.points = list(v["points"])
        state.hand_no = v["hand_no"]
        state.last_result = list(v["last_result"])
        state.winner = v["winner"]
        return state


GinState.info = GameFacts("gin_rummy", ActionCodec(ACTION_CLASSES))


def card(code: str) -> Card:
    """A card from its code (``"7H"``), for tests and tools."""
    return card_from_code(code)
