"""Quick Shed: match the top card of the pile and be the first to empty your hand.

Rules (the whole game; the help in :mod:`quickshed.help` says the same for players):

* 2-4 players, a 32-card deck: Ace and 7 to King of each suit.
* Option ``hands``: how many hands the game lasts, ``2`` (default), ``1`` or ``3``.
* The first hand is dealt by seat 1, then the deal passes left. Each player gets five cards,
  one at a time from the dealer's left; the next card is turned face up to start the pile.
  The player left of the dealer starts; play goes left (to the next seat number).
* On your turn, play one card of the top card's suit or rank onto the pile, or draw the top
  card of the stock (which ends your turn). With the stock empty and no card to play, pass.
* The hand ends when a player plays their last card: they score one point for every card
  still in the other hands. It also ends when everybody has passed in a row: nobody scores.
* After the last hand the highest total wins; tied players share the win.

Zones: ``hand:<seat>`` (its owner sees it), ``stock`` (face down), ``pile`` (face up, the top
card last). Table gestures: dragging a card from the hand onto the pile plays it; the stock is
drawn from with the Draw button or a click (:mod:`quickshed.layout`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Self

from cardtable.engine.actions import Action, ActionCodec
from cardtable.engine.cards import Card, standard_deck
from cardtable.engine.common_actions import Draw, Shuffle
from cardtable.engine.errors import IllegalActionError, NotYourTurnError
from cardtable.engine.events import (
    Event,
    GameOver,
    Message,
    PhaseChanged,
    Scored,
    Shuffled,
)
from cardtable.engine.info import OptionValue
from cardtable.engine.observation import Observation
from cardtable.engine.state import CHANCE, TERMINAL, GameFacts, GameState, Outcome
from cardtable.engine.zones import Seat, Visibility, ZoneInfo, ZoneKind
from cardtable.i18n import _

HAND_SIZE: Final = 5
PILE: Final = "pile"
STOCK: Final = "stock"


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play a card from hand onto the pile."""

    verb = "play"
    card: Card

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.card,)

    @property
    def target(self) -> str:
        return PILE


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Pass: the stock is empty and no card in hand matches the pile."""

    verb = "pass"


def deck() -> list[Card]:
    """The 32 cards: Ace and 7 to King of each suit."""
    return [c for c in standard_deck() if c.rank == 1 or c.rank >= 7]


def matches(card: Card, top: Card) -> bool:
    """Whether ``card`` may go on ``top``: the same suit or the same rank."""
    return card.suit == top.suit or card.rank == top.rank


class QuickShedState(GameState):
    """A game of Quick Shed in progress."""

    def __init__(self, num_players: int, options: Mapping[str, OptionValue]) -> None:
        super().__init__(num_players, options)
        self.phase = "deal"  # deal, play, over
        self.dealer = 0
        self.turn = 0
        self.round = 0
        self.passes = 0  # passes in a row this hand
        self.points = [0] * num_players
        self.zones[STOCK] = deck()
        self.zones[PILE] = []
        for seat in range(num_players):
            self.zones[f"hand:{seat}"] = []

    # --- static facts ----------------------------------------------------------------------------

    @classmethod
    def all_cards(cls, num_players: int, options: Mapping[str, OptionValue]) -> list[Card]:
        return deck()

    @property
    def hands(self) -> int:
        return int(self.options.get("hands", 2))

    def zone_info(self, zid: str) -> ZoneInfo:
        if zid.startswith("hand:"):
            return ZoneInfo(ZoneKind.HAND, int(zid[5:]), Visibility.OWNER, "hand")
        if zid == PILE:
            return ZoneInfo(ZoneKind.DISCARD, None, Visibility.PUBLIC, "discard pile")
        return ZoneInfo(ZoneKind.STOCK, None, Visibility.HIDDEN, "stock")

    # --- turns -----------------------------------------------------------------------------------

    @property
    def current_player(self) -> Seat:
        if self.phase == "play":
            return self.turn
        if self.phase == "over":
            return TERMINAL
        return CHANCE

    def _hand(self, seat: Seat) -> list[Card]:
        return self.zones[f"hand:{seat}"]

    def legal_actions(self, seat: Seat | None = None) -> list[Action]:
        if self.phase != "play" or (seat is not None and seat != self.turn):
            return []
        top = self.zones[PILE][-1]
        found: list[Action] = [Play(c) for c in self._hand(self.turn) if matches(c, top)]
        if self.zones[STOCK]:
            found.append(Draw())
        return found or [Pass()]

    def explain_illegal(self, action: Action, seat: Seat) -> IllegalActionError:
        if self.phase != "play" or seat != self.turn:
            return NotYourTurnError(_("it is not seat {seat}'s turn").format(seat=seat + 1))
        if isinstance(action, Play):
            if action.card not in self._hand(seat):
                return IllegalActionError(
                    _("{card} is not in your hand").format(card=action.card.label)
                )
            return IllegalActionError(
                _("{card} matches neither the suit nor the rank of {top}").format(
                    card=action.card.label, top=self.zones[PILE][-1].label
                )
            )
        if isinstance(action, Draw):
            return IllegalActionError(_("the stock is empty"))
        if isinstance(action, Pass):
            return IllegalActionError(_("you can still play or draw"))
        return IllegalActionError(_("that move is not allowed now"))

    # --- chance ----------------------------------------------------------------------------------

    def chance_deck(self) -> Sequence[Card] | None:
        return self.zones[STOCK]

    # --- applying --------------------------------------------------------------------------------

    def _apply(self, action: Action, seat: Seat) -> list[Event]:
        if isinstance(action, Shuffle):
            return self._deal(action.order)
        if isinstance(action, Play):
            return self._play(seat, action.card)
        if isinstance(action, Draw):
            self.passes = 0
            events: list[Event] = [
                self.move([self.zones[STOCK][0]], STOCK, f"hand:{seat}", seat, "draws")
            ]
            self._next(seat)
            return events
        return self._pass(seat)

    def _deal(self, order: Sequence[Card]) -> list[Event]:
        n = self.num_players
        self.round += 1
        self.passes = 0
        self.zones[STOCK] = list(order)
        events: list[Event] = [
            PhaseChanged("deal", _("Hand {number}").format(number=self.round)),
            Shuffled(STOCK, len(order)),
        ]
        for i in range(HAND_SIZE * n):
            seat = (self.dealer + 1 + i) % n
            events.append(
                self.move([self.zones[STOCK][0]], STOCK, f"hand:{seat}", None, "is dealt")
            )
        events.append(self.move([self.zones[STOCK][0]], STOCK, PILE, None, "turns up"))
        self.phase = "play"
        self.turn = (self.dealer + 1) % n
        return events

    def _play(self, seat: Seat, card: Card) -> list[Event]:
        self.passes = 0
        events: list[Event] = [self.move([card], f"hand:{seat}", PILE, seat, "plays")]
        if not self._hand(seat):
            left = sum(len(self._hand(s)) for s in range(self.num_players))
            self.points[seat] += left
            events.append(Scored(seat, left, "goes out", self.points[seat]))
            self._end_hand(events)
        else:
            self._next(seat)
        return events

    def _pass(self, seat: Seat) -> list[Event]:
        events: list[Event] = [Message(_("passes"), seat)]
        self.passes += 1
        if self.passes >= self.num_players:
            events.append(Message(_("Nobody can play: the hand is over")))
            self._end_hand(events)
        else:
            self._next(seat)
        return events

    def _next(self, seat: Seat) -> None:
        self.turn = (seat + 1) % self.num_players

    def _end_hand(self, events: list[Event]) -> None:
        """Gather the cards into the stock; deal again or end the game."""
        for zid in [PILE, *(f"hand:{s}" for s in range(self.num_players))]:
            if self.zones[zid]:
                events.append(self.move(list(self.zones[zid]), zid, STOCK, None, "gathers"))
        if self.round >= self.hands:
            self.phase = "over"
            outcome = self.outcome()
            assert outcome is not None
            events.append(GameOver(outcome.winners, outcome.text))
            return
        self.dealer = (self.dealer + 1) % self.num_players
        self.phase = "deal"

    # --- views -----------------------------------------------------------------------------------

    def public_values(self, viewer: Seat | None) -> dict[str, Any]:
        return {
            "phase": self.phase,
            "dealer": self.dealer,
            "turn": self.turn,
            "round": self.round,
            "rounds": self.hands,
            "passes": self.passes,
            "points": list(self.points),
        }

    def scores(self) -> tuple[int, ...]:
        return tuple(self.points)

    def outcome(self) -> Outcome | None:
        if self.phase != "over":
            return None
        best = max(self.points)
        winners = frozenset(s for s, p in enumerate(self.points) if p == best)
        return Outcome(
            tuple(self.points),
            winners,
            text=_("Most points after {hands} hands: {best}").format(hands=self.hands, best=best),
        )

    @classmethod
    def from_observation(cls, obs: Observation, zones: dict[str, list[Card]]) -> Self:
        v = obs.values
        state = cls(obs.num_players, obs.options)
        state.zones = zones
        state.phase = v["phase"]
        state.dealer = v["dealer"]
        state.turn = v["turn"]
        state.round = v["round"]
        state.passes = v["passes"]
        state.points = list(v["points"])
        return state


QuickShedState.info = GameFacts("quickshed", ActionCodec((Play, Draw, Pass, Shuffle)))
