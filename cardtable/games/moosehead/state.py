"""Moosehead: build a shared count toward 30; first to 50 points wins.

Rules as this project plays them (see RULINGS.md, Moosehead):

* 2-8 players, one deck; Ace counts 1, 2-10 their face value, J/Q/K 10. Option ``deck``:
  ``standard`` (52 cards) or ``numbers_only`` (J/Q/K taken out, 40 cards).
* Each hand the dealer (first one chosen at random, then passing left) deals five cards each.
  The player left of the dealer leads; each player in turn to the left adds one card to the
  count, which may never go over 30.
* Reaching exactly 15, 20, 25 or 30 scores 2.
* A player who can play must; one who cannot says "pass". A player with no cards left is passed
  over automatically. When every player has passed in a row, it is a *go*: whoever played the
  last card scores 1 and the next player to their left who still holds cards starts a new count
  from 0. Reaching exactly 30 ends the count at once (2 points, no go point); the player left of
  the 30-maker starts again.
* The last card of the hand closes the count: it scores 15/20/25/30 as usual and a go point if it
  did not make 30. Then each player, from the dealer's left, scores 2 for every different group of
  their five played cards that adds up to 15.
* The game ends the moment any player reaches 50.

Seats are numbered clockwise, so "to the left" is the next seat number.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any, Final, Self

from cardtable.engine.actions import Action, ActionCodec
from cardtable.engine.cards import Card, card_from_code, standard_deck, std_value
from cardtable.engine.common_actions import (
    ChooseSeat,
    Shuffle,
)
from cardtable.engine.errors import IllegalActionError, NotYourTurnError
from cardtable.engine.events import (
    Event,
    GameOver,
    Message,
    PhaseChanged,
    Scored,
    Shuffled,
    ValueChanged,
)
from cardtable.engine.info import OptionValue
from cardtable.engine.observation import Observation
from cardtable.engine.state import CHANCE, TERMINAL, GameFacts, GameState, Outcome
from cardtable.engine.zones import Seat, Visibility, ZoneInfo, ZoneKind
from cardtable.i18n import _

TARGET: Final = 50
LIMIT: Final = 30
HAND_SIZE: Final = 5
SCORING_COUNTS: Final = frozenset((15, 20, 25, 30))


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play a card from hand onto the count."""

    verb = "play"
    card: Card

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.card,)


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Say "pass": no card in hand keeps the count at 30 or under."""

    verb = "pass"


def fifteens(cards: Sequence[Card]) -> int:
    """How many different groups of ``cards`` add up to exactly 15."""
    values = [std_value(c) for c in cards]
    return sum(
        1
        for size in range(2, len(values) + 1)
        for group in combinations(values, size)
        if sum(group) == 15
    )


class MooseheadState(GameState):
    """A game of Moosehead in progress."""

    def __init__(self, num_players: int, options: Mapping[str, OptionValue]) -> None:
        super().__init__(num_players, options)
        self.phase = "choose_dealer"  # choose_dealer, deal, play, over
        self.dealer = 0
        self.turn = 0
        self.count = 0
        self.count_cards: list[Card] = []  # the cards of the current count, in order (public)
        self.last_player = -1  # who played the last card of the current count
        self.passes = 0  # consecutive passes in the current count
        self.points = [0] * num_players
        self.hand_no = 0
        self.winner = -1
        #: This hand's turns, public: [seat, count before the turn, card code ("" for a pass)].
        #: Bots read hands from it (a pass means no card fits; a missed 15 means no card made it).
        self.hand_turns: list[list[Any]] = []
        self.zones["stock"] = self.all_cards(num_players, options)
        for seat in range(num_players):
            self.zones[f"hand:{seat}"] = []
        for seat in range(num_players):
            self.zones[f"played:{seat}"] = []

    # --- static facts ----------------------------------------------------------------------------

    @classmethod
    def all_cards(cls, num_players: int, options: Mapping[str, OptionValue]) -> list[Card]:
        cards = standard_deck()
        if options.get("deck") == "numbers_only":
            cards = [c for c in cards if c.rank <= 10]
        return cards

    def zone_info(self, zid: str) -> ZoneInfo:
        kind, _, key = zid.partition(":")
        if kind == "hand":
            seat = int(key)
            return ZoneInfo(ZoneKind.HAND, seat, Visibility.OWNER, "hand")
        if kind == "played":
            return ZoneInfo(ZoneKind.PLAYED, int(key), Visibility.PUBLIC, "played")
        return ZoneInfo(ZoneKind.STOCK, None, Visibility.HIDDEN, "deck")

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
        if self.phase != "play":
            return []
        if seat is not None and seat != self.turn:
            return []
        room = LIMIT - self.count
        playable: list[Action] = [Play(c) for c in self._hand(self.turn) if std_value(c) <= room]
        return playable or [Pass()]

    def explain_illegal(self, action: Action, seat: Seat) -> IllegalActionError:
        if self.phase != "play" or seat != self.turn:
            return NotYourTurnError(_("it is not seat {seat}'s turn").format(seat=seat + 1))
        if isinstance(action, Play):
            if action.card not in self._hand(seat):
                return IllegalActionError(
                    _("{card} is not in your hand").format(card=action.card.label)
                )
            total = self.count + std_value(action.card)
            return IllegalActionError(
                _("the count would be {total}, over {LIMIT}").format(total=total, LIMIT=LIMIT)
            )
        if isinstance(action, Pass):
            return IllegalActionError(_("you can play a card without going over 30, so you must"))
        return IllegalActionError(
            _("{action!r} is not a Moosehead move").format(action=action.notation)
        )

    # --- chance ----------------------------------------------------------------------------------

    def chance_deck(self) -> Sequence[Card] | None:
        return None if self.phase == "choose_dealer" else self.zones["stock"]

    # --- applying --------------------------------------------------------------------------------

    def _apply(self, action: Action, seat: Seat) -> list[Event]:
        if isinstance(action, ChooseSeat):
            self.dealer = action.seat
            self.phase = "deal"
            return [Message(_("deals first"), action.seat)]
        if isinstance(action, Shuffle):
            return self._deal(action.order)
        if isinstance(action, Play):
            return self._play(seat, action.card)
        return self._pass(seat)

    def _deal(self, order: Sequence[Card]) -> list[Event]:
        n = self.num_players
        self.hand_no += 1
        self.hand_turns = []
        self.zones["stock"] = list(order)
        events: list[Event] = [
            PhaseChanged("deal", _("Hand {hand_no}").format(hand_no=self.hand_no)),
            Shuffled("stock", len(order)),
        ]
        for i in range(HAND_SIZE * n):
            seat = (self.dealer + 1 + i) % n
            events.append(
                self.move([self.zones["stock"][0]], "stock", f"hand:{seat}", None, "is dealt")
            )
        self.phase = "play"
        self._start_count((self.dealer + 1) % n)
        events.append(ValueChanged("count", 0))
        return events

    def _start_count(self, leader: Seat) -> None:
        self.count = 0
        self.count_cards = []
        self.last_player = -1
        self.passes = 0
        self.turn = leader

    def _score(self, seat: Seat, points: int, reason: str, events: list[Event]) -> bool:
        """Add points; return True if that ended the game."""
        self.points[seat] += points
        events.append(Scored(seat, points, reason, self.points[seat]))
        if self.points[seat] >= TARGET:
            self.phase = "over"
            self.winner = seat
            events.append(
                GameOver(
                    frozenset((seat,)),
                    _("Seat {seat} reaches {TARGET}").format(seat=seat + 1, TARGET=TARGET),
                )
            )
            return True
        return False

    def _play(self, seat: Seat, card: Card) -> list[Event]:
        events: list[Event] = [self.move([card], f"hand:{seat}", f"played:{seat}", seat, "plays")]
        self.hand_turns.append([seat, self.count, card.code])
        self.count += std_value(card)
        self.count_cards.append(card)
        self.last_player = seat
        self.passes = 0
        events.append(ValueChanged("count", self.count))
        if self.count in SCORING_COUNTS and self._score(seat, 2, f"makes {self.count}", events):
            return events
        if not any(self.zones[f"hand:{s}"] for s in range(self.num_players)):
            if self.count != LIMIT and self._score(seat, 1, "go: last card", events):
                return events
            self._count_hands(events)
            return events
        if self.count == LIMIT:
            events.append(ValueChanged("count", 0))
            self._start_count(self._next_with_cards(seat))
            return events
        self._advance(seat, events)
        return events

    def _pass(self, seat: Seat) -> list[Event]:
        events: list[Event] = [Message(_("passes"), seat)]
        self.hand_turns.append([seat, self.count, ""])
        self.passes += 1
        self._advance(seat, events)
        return events

    def _advance(self, seat: Seat, events: list[Event]) -> None:
        """Move the turn left of ``seat``, passing over empty hands; handle a go."""
        n = self.num_players
        t = seat
        while True:
            if self.passes >= n:
                self._go(events)
                return
            t = (t + 1) % n
            if self._hand(t):
                self.turn = t
                return
            self.passes += 1

    def _go(self, events: list[Event]) -> None:
        scorer = self.last_player
        # The score's own line says it: "scores +1 (go, 13 in all)".
        if self._score(scorer, 1, "go", events):
            return
        self._start_count(self._next_with_cards(scorer))
        events.append(ValueChanged("count", 0))

    def _next_with_cards(self, seat: Seat) -> Seat:
        n = self.num_players
        for step in range(1, n + 1):
            t = (seat + step) % n
            if self._hand(t):
                return t
        return seat

    def _count_hands(self, events: list[Event]) -> None:
        n = self.num_players
        events.append(PhaseChanged("count_hands", _("Counting the hands")))
        for step in range(1, n + 1):
            seat = (self.dealer + step) % n
            found = fifteens(self.zones[f"played:{seat}"])
            if found and self._score(seat, 2 * found, f"{found} x fifteen in hand", events):
                return
        # Gather the cards and pass the deal left.
        for seat in range(n):
            played = self.zones[f"played:{seat}"]
            events.append(self.move(list(played), f"played:{seat}", "stock", None, "gathers"))
        self.count = 0
        self.count_cards = []
        self.last_player = -1
        self.dealer = (self.dealer + 1) % n
        self.phase = "deal"

    # --- views -----------------------------------------------------------------------------------

    def action_target(self, action: Action, seat: Seat) -> str:
        return f"played:{seat}" if isinstance(action, Play) else ""

    def zone_attrs(self, zid: str) -> Mapping[str, Any]:
        """For a seat's played cards: which of them belong to counts already over (``done``,
        one flag per card), so the table can set them apart from the count being built."""
        if not zid.startswith("played:"):
            return {}
        current = set(self.count_cards)
        return {"done": [card not in current for card in self.zones[zid]]}

    def public_values(self, viewer: Seat | None) -> dict[str, Any]:
        return {
            "phase": self.phase,
            "dealer": self.dealer,
            "turn": self.turn,
            "count": self.count,
            "count_cards": [c.code for c in self.count_cards],
            "last_player": self.last_player,
            "passes": self.passes,
            "points": list(self.points),
            "target": TARGET,
            "hand_no": self.hand_no,
            "winner": self.winner,
            "hand_turns": [list(t) for t in self.hand_turns],
        }

    def scores(self) -> tuple[int, ...]:
        return tuple(self.points)

    def outcome(self) -> Outcome | None:
        if self.phase != "over":
            return None
        return Outcome(
            tuple(self.points),
            frozenset((self.winner,)),
            text=_("Seat {winner} reaches {TARGET}").format(winner=self.winner + 1, TARGET=TARGET),
        )

    @classmethod
    def from_observation(cls, obs: Observation, zones: dict[str, list[Card]]) -> Self:
        v = obs.values
        state = cls(obs.num_players, obs.options)
        state.zones = zones
        state.phase = v["phase"]
        state.dealer = v["dealer"]
        state.turn = v["turn"]
        state.count = v["count"]
        state.count_cards = [card_from_code(c) for c in v["count_cards"]]
        state.last_player = v["last_player"]
        state.passes = v["passes"]
        state.points = list(v["points"])
        state.hand_no = v["hand_no"]
        state.winner = v["winner"]
        state.hand_turns = [list(t) for t in v["hand_turns"]]
        return state


MooseheadState.info = GameFacts("moosehead", ActionCodec((Play, Pass, ChooseSeat, Shuffle)))
