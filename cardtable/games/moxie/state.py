"""Moxie: a betting game with a 25-card deck, a shared Ringer and a secret punch card.

Rules as this project plays them (see RULINGS.md, Moxie):

* 2-10 players. The deck holds five each of 2, 3, 4, 5 and 6 and is reshuffled every round.
* Money is counted in copper (1 gold = 10 silver = 100 copper) and shown as gold, silver and
  copper with change made automatically. Everybody starts with 3 gold, 15 silver and 25 copper
  (475 copper, shown "4g 7s 5c").
* The first blind player is chosen at random; the dealer sits left of the blind; both tokens
  move left every round, passing over players who have left the table.
* A round: two cards each, dealt one at a time from the dealer's left. The blind player posts the
  blind (1 silver; option ``blind``), all of their purse if they have less. Betting round 1
  starts left of the blind. The top card of the deck is turned up as the **Ringer**; betting
  round 2. Every player still in the hand then secretly chooses one of their two cards as their
  **punch card**; they are revealed together once all have chosen (information only: the hand
  still counts both cards). Betting round 3. Showdown.
* Betting: check (when there is nothing to call), bet, call, raise, fold (only when facing a
  bet), all in. No-limit (default): a bet is at least the blind, a raise at least the last bet or
  raise of this betting round, anything up to the whole purse. Option ``limit=fixed_limit``:
  every bet and raise is exactly the blind. Rounds 2 and 3 are opened by the blind player, or the
  next player to their left still in the hand. In round 1 the blind counts as the opening bet,
  and the blind player gets a turn when the betting comes back round to them (they may check or
  raise). An all-in that is smaller than a full raise does not reopen the betting: players who
  have already acted may then only call or fold. A betting round lasts at most two circuits of the
  table: a player on their third turn in a betting round may only call or fold. A player may not
  bet or raise when nobody else left in the hand could answer. Money nobody called goes back to
  its owner; side pots are formed for all-ins of different sizes.
* Score of a hand (a, b) with the Ringer r: no pair a+b+r; table pair (a = r != b) a+r+2b; hand
  pair (a = b != r) a+b+2r; triple 5r. **Full Moxie** (hand and Ringer are 2, 3, 4) beats
  everything.
* Showdown: every player still in the hand shows both cards at once. Each pot goes to the best
  hand among the players who may win it: Full Moxie, then the higher score, then at an equal
  score triple > hand pair > table pair > no pair. Still equal: the pot is split, and the odd
  coppers go one each to the tied winners in turn from the seat left of the blind. Option
  ``tie_break=house``: before splitting, the doubled card decides (for a hand with no pair, the
  higher hand card), then the pair rank. With a shared Ringer only no-pair hands can tie in kind
  and score, so in practice the house rule means "the higher card wins".
* When everybody else folds, the last player wins every pot without showing their cards.
* A player with no money left leaves the table. The game ends when one player holds all the money.
* The players may also stop, ranked by money: any player on their turn to bet may propose
  stopping (once per round); if every other player at the table agrees in turn, the game ends
  with the round (one refusal and play goes on). Option ``rounds`` (0 = no limit) ends the game
  after that many rounds, ranked by money. The bots always agree to stop.

Legal moves: :meth:`MoxieState.legal_actions` returns a :class:`MoveList`. It lists check or fold,
call, bets and raises of the minimum, twice the minimum and about half the pot, and all in when
that is no more than a pot-sized bet or raise (or the only way left to raise); that is what a
menu, and a random player, is offered. Every amount in range is legal all the same (``in`` and
``check`` accept it): :attr:`MoveList.wager` gives the full range for a slider, and
:attr:`MoveList.may_propose_stop` says whether :class:`ProposeStop` is legal; proposing to stop
is table talk, offered by the table as its own control and never listed, so bots that pick from
the list do not end games by accident. Answers to a proposal are listed (they are then the only
moves).

Seats are numbered clockwise, so "to the left" is the next seat number. Money lies in token zones:
``purse:<seat>``, ``bet:<seat>`` (what a seat has put in during the current betting round) and
``pot:<k>`` (0 the main pot, then the side pots), all in copper.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final, Self

from cardtable.engine.actions import Action, ActionCodec
from cardtable.engine.cards import Card
from cardtable.engine.common_actions import ChooseSeat, Shuffle
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.events import (
    CardsMoved,
    Event,
    GameOver,
    Message,
    PhaseChanged,
    Shuffled,
    TokensMoved,
    ValueChanged,
)
from cardtable.engine.info import OptionValue
from cardtable.engine.observation import Observation
from cardtable.engine.state import CHANCE, TERMINAL, GameFacts, GameState, Outcome
from cardtable.engine.zones import Seat, Visibility, ZoneInfo, ZoneKind
from cardtable.games.moxie import listing, told, words
from cardtable.games.moxie.actions import (
    AllIn,
    AnswerStop,
    Bet,
    Call,
    Check,
    Fold,
    MoveList,
    ProposeStop,
    Punch,
    Raise,
)
from cardtable.games.moxie.cards import moxie_deck
from cardtable.games.moxie.explain import explain
from cardtable.games.moxie.hands import HandValue, hand_value
from cardtable.games.moxie.table import (
    AGREED,
    BET,
    CHOOSE_BLIND,
    COIN,
    DEAL,
    HAND_SIZE,
    MAX_PLAYERS,
    MAX_TURNS,
    NO_ANSWER,
    OVER,
    PUNCH,
    REFUSED,
    START_MONEY,
    WagerKey,
    gather_order,
    wager_of,
)
from cardtable.games.shared.betting import (
    Limit,
    Wager,
    build_pots,
    format_money,
    pot_shares,
    seats_from,
    split_pot,
    uncalled_excess,
)
from cardtable.i18n import N_, _

#: Zones whose description never changes: looked up, not parsed (bots read them thousands of
#: times a second).
_FIXED_ZONES: Final = {
    "ringer": ZoneInfo(ZoneKind.SHOWN, None, Visibility.PUBLIC, "Ringer"),
    "muck": ZoneInfo(ZoneKind.RESERVE, None, Visibility.HIDDEN, "folded cards"),
    "stock": ZoneInfo(ZoneKind.STOCK, None, Visibility.HIDDEN, "deck"),
}

SeatZone = tuple[str, int, ZoneInfo, ZoneInfo]

_NOBODY: Final[frozenset[Seat]] = frozenset()
_ONLY: Final[dict[Seat, frozenset[Seat]]] = {}


def _only(seat: Seat) -> frozenset[Seat]:
    seen = _ONLY.get(seat)
    if seen is None:
        seen = _ONLY[seat] = frozenset((seat,))
    return seen


def _seat_zone(kind: str, seat: Seat) -> SeatZone:
    """A seat's hand or punch card zone: (kind, seat, its info hidden, its info shown)."""
    if kind == "hand":
        return (
            kind,
            seat,
            ZoneInfo(ZoneKind.HAND, seat, Visibility.OWNER, "hand"),
            ZoneInfo(ZoneKind.HAND, seat, Visibility.PUBLIC, "hand"),
        )
    if kind == "punch":
        return (
            kind,
            seat,
            ZoneInfo(ZoneKind.SHOWN, seat, Visibility.OWNER, "punch card"),
            ZoneInfo(ZoneKind.SHOWN, seat, Visibility.PUBLIC, "punch card"),
        )
    raise ValueError(f"no seat zone of kind {kind!r}")


#: The seats' zones of the largest table, by id.
_SEAT_ZONES: Final = {
    f"{kind}:{seat}": _seat_zone(kind, seat) for kind in ("hand", "punch") for seat in range(10)
}


#: The seats' purse and bet zones of the largest table: (id, info) by seat (a bot's every
#: look at the table shows them).
_PURSE_ZONES: Final = tuple(
    (f"purse:{s}", ZoneInfo(ZoneKind.TOKENS, s, Visibility.PUBLIC, "purse"))
    for s in range(MAX_PLAYERS)
)
_BET_ZONES: Final = tuple(
    (f"bet:{s}", ZoneInfo(ZoneKind.TOKENS, s, Visibility.PUBLIC, "bet")) for s in range(MAX_PLAYERS)
)
#: Pot number k, 0 the main pot then the side pots (at most one per seat): (id, info) by k.
_POT_ZONES: Final = tuple(
    (
        f"pot:{k}",
        ZoneInfo(ZoneKind.TOKENS, None, Visibility.PUBLIC, f"side pot {k}" if k else "pot"),
    )
    for k in range(MAX_PLAYERS)
)


# --- the moves -----------------------------------------------------------------------------------


class MoxieState(GameState):
    """A game of Moxie in progress: its money and cards, what can be read from them (who is
    still in the hand, whose turn it is, what a seat may wager, what every seat sees), what is
    legal (asked of :mod:`~cardtable.games.moxie.listing` and
    :mod:`~cardtable.games.moxie.explain`) and what each action does."""

    def __init__(self, num_players: int, options: Mapping[str, OptionValue]) -> None:
        super().__init__(num_players, options)
        n = num_players
        self._read_options()
        self.phase = CHOOSE_BLIND
        self.round_no = 0
        self.street = 0  # betting round 1-3 (0 before the first deal)
        self.blind_seat = -1
        self.dealer = -1
        self.turn = -1  # the seat to bet (phase BET)
        self.purses = [START_MONEY] * n
        self.out = [False] * n  # left the table with no money
        self.dealt = [False] * n  # dealt into this round
        self.folded = [False] * n
        self.round_bets = [0] * n  # put in during this betting round (the bet:<seat> zones)
        self.committed = [0] * n  # put in during this round in all
        self.pots: list[int] = []  # amounts of the main pot and the side pots
        self.pot_caps: list[int] = []  # the commitment level each pot is filled to
        self.level = 0  # the highest bet of this betting round
        self.last_raise = 0  # size of the last full bet or raise of this betting round
        self.acted = [False] * n  # acted since the last full bet or raise
        self.turns = [0] * n  # turns taken in this betting round
        self.punched = [False] * n
        self.punch_revealed = False
        self.shown = [False] * n  # showed their hand at the showdown
        self.proposer = -1  # a proposal to stop is being answered
        self.answers = [NO_ANSWER] * n
        self.proposed = [False] * n  # proposed to stop this round
        self.stop_agreed = False
        self.result = ""
        #: This round's betting so far, for everyone to read (bots infer hands from it):
        #: [seat, betting round, kind, amount to call before, money in the middle before, put in]
        #: with kind one of "check", "call", "fold", "bet", "raise", "all_in".
        self.betting: list[list[Any]] = []
        self.zones["stock"] = self.all_cards(n, options)
        self.zones["ringer"] = []
        for seat in range(n):
            self.zones[f"hand:{seat}"] = []
        for seat in range(n):
            self.zones[f"punch:{seat}"] = []
        self.zones["muck"] = []

    # --- options ---------------------------------------------------------------------------------

    def _read_options(self) -> None:
        """Read the options used on every move once, into plain attributes."""
        self._blind = int(self.options.get("blind", 10))
        self._fixed = self.options.get("limit", Limit.NO_LIMIT.value) == Limit.FIXED_LIMIT.value

    @property
    def blind(self) -> int:
        return self._blind

    @property
    def limit(self) -> Limit:
        return Limit.FIXED_LIMIT if self._fixed else Limit.NO_LIMIT

    @property
    def house_tie_break(self) -> bool:
        return self.options.get("tie_break", "split") == "house"

    @property
    def round_limit(self) -> int:
        return int(self.options.get("rounds", 0))

    # --- static facts ----------------------------------------------------------------------------

    @classmethod
    def all_cards(cls, num_players: int, options: Mapping[str, OptionValue]) -> list[Card]:
        return moxie_deck()

    def zone_info(self, zid: str) -> ZoneInfo:
        fixed = _FIXED_ZONES.get(zid)
        if fixed is not None:
            return fixed
        seated = _SEAT_ZONES.get(zid)
        if seated is None:
            kind, _, key = zid.partition(":")
            if kind not in ("hand", "punch") or not key.isdigit():
                return _FIXED_ZONES["stock"]
            seated = _seat_zone(kind, int(key))
        kind, seat, private, public = seated
        if kind == "hand":
            return public if self.shown[seat] else private
        return public if self.punch_revealed else private

    def move_visibility(self, source: str, target: str) -> frozenset[Seat] | None:
        """As the base class says, without building sets on the way (every card dealt asks)."""
        if source == "stock" or target == "stock":  # the deck is hidden: the other zone decides
            other = self.zone_info(target if source == "stock" else source)
            if other.visibility is Visibility.PUBLIC:
                return None
            if other.visibility is Visibility.OWNER and other.owner is not None:
                return _only(other.owner)
            return _NOBODY
        a, b = self.zone_info(source), self.zone_info(target)
        va, vb = a.visibility, b.visibility
        if va is Visibility.PUBLIC or vb is Visibility.PUBLIC:
            return None
        if va is Visibility.OWNER and a.owner is not None:
            if vb is Visibility.OWNER and b.owner is not None and b.owner != a.owner:
                return frozenset((a.owner, b.owner))
            return _only(a.owner)
        if vb is Visibility.OWNER and b.owner is not None:
            return _only(b.owner)
        return _NOBODY

    def token_zones(self) -> list[tuple[str, ZoneInfo, tuple[tuple[str, int], ...]]]:
        n = self.num_players
        purses = [(*_PURSE_ZONES[s], ((COIN, self.purses[s]),)) for s in range(n)]
        bets = [(*_BET_ZONES[s], ((COIN, self.round_bets[s]),)) for s in range(n)]
        pots = self.pots or [0]
        return [
            *purses,
            *bets,
            *[(*_POT_ZONES[k], ((COIN, amount),)) for k, amount in enumerate(pots)],
        ]

    def total_money(self) -> int:
        """Purses, bets and pots together: always ``START_MONEY`` times the number of players."""
        return sum(self.purses) + sum(self.round_bets) + sum(self.pots)

    # --- who is where ----------------------------------------------------------------------------

    def in_hand(self, seat: Seat) -> bool:
        """Dealt into this round and not folded."""
        return self.dealt[seat] and not self.folded[seat]

    # The helpers below read the lists directly rather than through each other: the betting
    # asks them several times a move.

    def _live(self) -> list[Seat]:
        dealt, folded = self.dealt, self.folded
        return [s for s in range(self.num_players) if dealt[s] and not folded[s]]

    def _can_bet(self, seat: Seat) -> bool:
        """In the hand with money left to bet (not all in)."""
        return self.dealt[seat] and not self.folded[seat] and self.purses[seat] > 0

    def _others_can_bet(self, seat: Seat) -> bool:
        dealt, folded, purses = self.dealt, self.folded, self.purses
        for s in range(self.num_players):
            if s != seat and dealt[s] and not folded[s] and purses[s] > 0:
                return True
        return False

    def _next_to_act(self, after: Seat) -> Seat | None:
        """The first seat after ``after`` that must still act in this betting round: in the hand
        with money left, and facing a bet or not yet acted while somebody could answer it."""
        n = self.num_players
        dealt, folded, purses = self.dealt, self.folded, self.purses
        round_bets, acted, level = self.round_bets, self.acted, self.level
        for step in range(1, n + 1):
            seat = (after + step) % n
            if not dealt[seat] or folded[seat] or purses[seat] <= 0:
                continue
            if round_bets[seat] < level or (not acted[seat] and self._others_can_bet(seat)):
                return seat
        return None

    def _next_at_table(self, seat: Seat) -> Seat:
        n = self.num_players
        for step in range(1, n + 1):
            t = (seat + step) % n
            if not self.out[t]:
                return t
        return seat

    def _voters(self) -> list[Seat]:
        """Seats that must answer the open proposal to stop, in order from the proposer's left."""
        if self.proposer < 0:
            return []
        n = self.num_players
        order = seats_from((self.proposer + 1) % n, n)
        return [s for s in order if s != self.proposer and not self.out[s]]

    def _punch_order(self) -> list[Seat]:
        n = self.num_players
        return [s for s in seats_from(max(self.blind_seat, 0), n) if self.in_hand(s)]

    def _showdown_order(self) -> list[Seat]:
        """Seats from the one left of the blind round to the blind (the odd-copper order)."""
        n = self.num_players
        return seats_from((self.blind_seat + 1) % n, n)

    def hand_cards(self, seat: Seat) -> list[Card]:
        """Both cards of a seat's hand, wherever they lie (in hand or as the punch card)."""
        return self.zones[f"hand:{seat}"] + self.zones[f"punch:{seat}"]

    def hand_value_of(self, seat: Seat) -> HandValue:
        a, b = (c.rank for c in self.hand_cards(seat))
        return hand_value(a, b, self.zones["ringer"][0].rank)

    # --- turns -----------------------------------------------------------------------------------

    @property
    def current_player(self) -> Seat:
        phase = self.phase
        if phase == BET and self.proposer < 0:
            return self.turn
        if phase == OVER:
            return TERMINAL
        if phase in (CHOOSE_BLIND, DEAL):
            return CHANCE
        if self.proposer >= 0:
            for s in self._voters():
                if self.answers[s] == NO_ANSWER:
                    return s
        if phase == PUNCH:
            for s in self._punch_order():
                if not self.punched[s]:
                    return s
        return self.turn

    def _may_raise(self, seat: Seat) -> bool:
        return not self.acted[seat] and self.turns[seat] < MAX_TURNS and self._others_can_bet(seat)

    def wager(self, seat: Seat) -> Wager:
        """What ``seat`` may put in now (meaningful when it is the seat to bet)."""
        return wager_of(self._wager_key(seat))

    def _wager_key(self, seat: Seat) -> WagerKey:
        """Everything that decides the seat's wager (see :func:`wager_of`)."""
        level = self.level
        return (
            self.purses[seat],
            level - self.round_bets[seat],
            level > 0,
            self.last_raise,
            self._blind,
            self._may_raise(seat),
            self._fixed,
        )

    def pot_total(self) -> int:
        """All the money in the middle: the pots and this betting round's bets."""
        return sum(self.pots) + sum(self.round_bets)

    def _may_propose(self, seat: Seat) -> bool:
        return not self.stop_agreed and not self.proposed[seat]

    @property
    def choosing_punch(self) -> bool:
        """Whether the players are choosing their punch cards now."""
        return self.phase == PUNCH

    def capped(self, seat: Seat) -> bool:
        """Whether ``seat`` has had its two turns of this betting round (only call or fold)."""
        return self.turns[seat] >= MAX_TURNS

    def others_can_bet(self, seat: Seat) -> bool:
        """Whether anybody else in the hand still has money to answer a bet."""
        return self._others_can_bet(seat)

    def may_raise(self, seat: Seat) -> bool:
        """Whether ``seat`` may still bet or raise in this betting round."""
        return self._may_raise(seat)

    def _winners(self) -> frozenset[Seat]:
        best = max(self.purses)
        return frozenset(s for s in range(self.num_players) if self.purses[s] == best)

    # --- views -----------------------------------------------------------------------------------

    def action_target(self, action: Action, seat: Seat) -> str:
        return f"punch:{seat}" if isinstance(action, Punch) else ""

    def public_values(self, viewer: Seat | None) -> dict[str, Any]:
        values: dict[str, Any] = {
            "phase": self.phase,
            "round": self.round_no,
            "street": self.street,
            "blind_seat": self.blind_seat,
            "dealer": self.dealer,
            "turn": self.turn,
            "purses": list(self.purses),
            "out": list(self.out),
            "dealt": list(self.dealt),
            "folded": list(self.folded),
            "round_bets": list(self.round_bets),
            "committed": list(self.committed),
            "pots": list(self.pots),
            "pot_caps": list(self.pot_caps),
            "level": self.level,
            "last_raise": self.last_raise,
            "acted": list(self.acted),
            "turns": list(self.turns),
            "punched": list(self.punched),
            "punch_revealed": self.punch_revealed,
            "shown": list(self.shown),
            "proposer": self.proposer,
            "answers": list(self.answers),
            "proposed": list(self.proposed),
            "stop_agreed": self.stop_agreed,
            "result": self.result,
            "betting": [list(entry) for entry in self.betting],
            # For display only (from_observation does not read these).
            "blind": self.blind,
            "money": [format_money(p) for p in self.purses],
            "pot_text": format_money(self.pot_total()),
        }
        if self.zones["ringer"]:
            shown = {
                str(s): self.hand_value_of(s).describe()
                for s in range(self.num_players)
                if self.shown[s]
            }
            values["shown_hands"] = shown
            if (
                viewer is not None
                and 0 <= viewer < self.num_players
                and (len(self.hand_cards(viewer)) == HAND_SIZE)
            ):
                values["my_hand"] = self.hand_value_of(viewer).describe()
        return values

    def scores(self) -> tuple[int, ...]:
        return tuple(self.purses)

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        return Outcome(tuple(self.purses), self._winners(), text=self.result)

    @classmethod
    def from_observation(cls, obs: Observation, zones: dict[str, list[Card]]) -> Self:
        v = obs.values
        # Every attribute __init__ sets is set here from the values, in the same order: only
        # the base class's and the options' are made as __init__ makes them (a search rebuilds
        # states thousands of times a second, and its heuristic does to read a wager).
        state = cls.__new__(cls)
        GameState.__init__(state, obs.num_players, obs.options)
        state._read_options()
        state.zones = zones
        state.phase = v["phase"]
        state.round_no = v["round"]
        state.street = v["street"]
        state.blind_seat = v["blind_seat"]
        state.dealer = v["dealer"]
        state.turn = v["turn"]
        state.purses = list(v["purses"])
        state.out = list(v["out"])
        state.dealt = list(v["dealt"])
        state.folded = list(v["folded"])
        state.round_bets = list(v["round_bets"])
        state.committed = list(v["committed"])
        state.pots = list(v["pots"])
        state.pot_caps = list(v["pot_caps"])
        state.level = v["level"]
        state.last_raise = v["last_raise"]
        state.acted = list(v["acted"])
        state.turns = list(v["turns"])
        state.punched = list(v["punched"])
        state.punch_revealed = v["punch_revealed"]
        state.shown = list(v["shown"])
        state.proposer = v["proposer"]
        state.answers = list(v["answers"])
        state.proposed = list(v["proposed"])
        state.stop_agreed = v["stop_agreed"]
        state.result = v["result"]
        state.betting = [list(entry) for entry in v["betting"]]
        return state

    # --- what is legal ---------------------------------------------------------------------------

    def legal_actions(self, seat: Seat | None = None) -> MoveList:
        return listing.legal_actions(self, self.current_player if seat is None else seat)

    def explain_illegal(self, action: Action, seat: Seat) -> IllegalActionError:
        return explain(self, action, seat)

    # --- chance ----------------------------------------------------------------------------------

    def chance_deck(self) -> Sequence[Card] | None:
        return None if self.phase == CHOOSE_BLIND else moxie_deck()

    # --- applying --------------------------------------------------------------------------------

    def apply_silently(self, action: Action, seat: Seat) -> None:
        # A deal (a quarter of a search's time in Moxie) moves its cards without telling each.
        if isinstance(action, Shuffle):
            self._deal(action.order, quiet=True)
        else:
            self._apply(action, seat)

    def _apply(self, action: Action, seat: Seat) -> list[Event]:
        kind = _BET_KINDS.get(type(action))
        if kind is not None:  # most moves are bets: they are told apart by a lookup
            return self._bet_action(seat, action, kind)
        if isinstance(action, ChooseSeat):
            self.blind_seat = action.seat
            self.dealer = self._next_at_table(action.seat)
            self.phase = DEAL
            return [
                Message(_("has the blind token"), action.seat),
                ValueChanged("blind_seat", self.blind_seat),
                ValueChanged("dealer", self.dealer),
            ]
        if isinstance(action, Shuffle):
            return self._deal(action.order)
        if isinstance(action, Punch):
            return self._punch(seat, action.card)
        if isinstance(action, ProposeStop):
            return self._propose(seat)
        if isinstance(action, AnswerStop):
            return self._answer(seat, action.agree)
        raise TypeError(f"Moxie has no move {action!r}")

    # Dealing --------------------------------------------------------------------------------------

    def _gather(self, quiet: bool = False) -> list[Event]:
        events: list[Event] = []
        zones = self.zones
        if quiet:  # the deal replaces the stock: the cards just go
            for zid in gather_order(self.num_players):
                zones[zid].clear()
            return events
        stock = zones["stock"]
        for zid in gather_order(self.num_players):
            cards = zones[zid]
            if cards:  # as self.move would do it, without taking the cards out one by one
                gathered = tuple(cards)
                seen = self.move_visibility(zid, "stock")
                cards.clear()
                stock.extend(gathered)
                events.append(CardsMoved(gathered, zid, "stock", seen, None, "gathers"))
        return events

    def _deal(self, order: Sequence[Card], quiet: bool = False) -> list[Event]:
        """Gather the cards, deal ``order`` and post the blind (``quiet``: without an event
        for each card moved, for a search)."""
        n = self.num_players
        events = self._gather(quiet)
        self.round_no += 1
        self.dealt = [not o for o in self.out]
        self.folded = [False] * n
        self.committed = [0] * n
        self.round_bets = [0] * n
        self.pots = []
        self.pot_caps = []
        self.shown = [False] * n
        self.punched = [False] * n
        self.punch_revealed = False
        self.proposed = [False] * n
        self.betting = []
        self.street = 1
        hands = [f"hand:{s}" for s in seats_from((self.dealer + 1) % n, n) if self.dealt[s]]
        # One card at a time round the table from the dealer's left: the j-th hand gets the
        # j-th card of the deck, then the card one round later, and so on.
        rounds = len(hands)
        zones = self.zones
        for j, hand in enumerate(hands):
            zones[hand].extend(order[j : HAND_SIZE * rounds : rounds])
        zones["stock"] = list(order[HAND_SIZE * rounds :])
        if not quiet:
            events.append(PhaseChanged("deal", words.round_title(self.round_no)))
            events.append(Shuffled("stock", len(order)))
            seen = [self.move_visibility("stock", hand) for hand in hands]
            for j in range(HAND_SIZE * rounds):
                events.append(told.dealt(order[j], hands[j % rounds], seen[j % rounds]))
        # The blind is the opening bet of betting round 1.
        self._reset_betting()
        b = self.blind_seat
        posted = min(self.blind, self.purses[b])
        events.append(PhaseChanged("bet", _("Betting round 1")))
        events.append(self._put(b, posted, "posts the blind"))
        self.level = posted
        events.append(told.said(words.blind(posted, posted < self.blind), b))
        self.phase = BET
        events.extend(self._open_street(b))
        return events

    def _reset_betting(self) -> None:
        n = self.num_players
        self.round_bets = [0] * n
        self.level = 0
        self.last_raise = self.blind
        self.acted = [False] * n
        self.turns = [0] * n

    def _open_street(self, after: Seat) -> list[Event]:
        """Give the turn to the first seat after ``after`` that must act, or end the round."""
        nxt = self._next_to_act(after)
        if nxt is None:
            return self._finish_street()
        self.turn = nxt
        return []

    # Betting ------------------------------------------------------------------------------------

    def _put(self, seat: Seat, amount: int, verb: str) -> TokensMoved:
        """Move ``amount`` from the seat's purse to its bet (told by a message beside it)."""
        self.purses[seat] -= amount
        self.round_bets[seat] += amount
        self.committed[seat] += amount
        return told.put_in(seat, amount, verb)

    def _bet_action(self, seat: Seat, action: Action, kind: str) -> list[Event]:
        """Apply a betting move (``kind`` is its entry in the betting log)."""
        purses = self.purses
        purse = purses[seat]
        to_call = self.level - self.round_bets[seat]  # as the seat's wager has it
        pot = self.pot_total()
        street = self.street
        events: list[Event]
        if kind == "check":
            events = [told.said(_("checks"), seat)]
        elif kind == "call":
            amount = min(to_call, purse)
            said = N_("calls {money}, all in") if amount == purse else N_("calls {money}")
            events = [self._put(seat, amount, "calls"), told.said(words.money(said, amount), seat)]
        elif kind == "fold":
            self.folded[seat] = True
            hand = self.zones[f"hand:{seat}"]
            # Told by what the fold gives up (the money put in this hand), not by the cards,
            # whose bare numbers read as amounts: "You fold 3 and 3".
            moved = self.move(list(hand), f"hand:{seat}", "muck", seat, "folds", quiet=True)
            events = [moved, Message(words.fold(self.committed[seat]), seat)]
        else:
            if isinstance(action, Bet):
                put = action.amount
            elif isinstance(action, Raise):
                put = to_call + action.amount
            else:
                put = purse
            events = self._wager_up(seat, put)
        self.betting.append([seat, street, kind, to_call, pot, purse - purses[seat]])
        self.acted[seat] = True
        self.turns[seat] += 1
        if kind == "fold" and len(self._live()) == 1:  # only a fold can leave one player in
            events.extend(self._finish_street())
            return events
        nxt = self._next_to_act(seat)
        if nxt is None:
            events.extend(self._finish_street())
        else:
            self.turn = nxt
        return events

    def _wager_up(self, seat: Seat, put: int) -> list[Event]:
        """Put ``put`` in as a bet, raise or all-in; update the level and who must act again."""
        before = self.level
        new_bet = self.round_bets[seat] + put
        increment = new_bet - before
        fixed = self._fixed
        step = self.blind if fixed else max(self.last_raise, self.blind)
        all_in = put == self.purses[seat]
        verb = "bets" if before == 0 else "raises"
        if increment <= 0:
            verb = "calls"
        events: list[Event] = [self._put(seat, put, verb)]
        if increment > 0:
            self.level = new_bet
            if increment >= step:
                if not fixed:
                    self.last_raise = increment
                for s in range(self.num_players):
                    if s != seat:
                        self.acted[s] = False
        raised = 0 if before == 0 or increment <= 0 else increment
        events.append(told.said(words.put(verb, put, raised, self.level, all_in), seat))
        return events

    def _finish_street(self) -> list[Event]:
        """End the betting round: return money nobody called, gather bets into pots, go on."""
        events: list[Event] = []
        excess = uncalled_excess(self.committed)
        if excess is not None:
            seat, amount = excess
            amount = min(amount, self.round_bets[seat])
            if amount > 0:
                self.round_bets[seat] -= amount
                self.committed[seat] -= amount
                self.purses[seat] += amount
                back = (COIN, amount, f"bet:{seat}", f"purse:{seat}", seat, "takes back", True)
                events.append(TokensMoved(*back))
                events.append(Message(words.taken_back(amount, not any(self.committed)), seat))
        live = self._live()
        events.extend(self._gather_bets(live))
        if len(live) == 1:
            events.extend(self._win_uncontested(live[0]))
            return events
        if self.street == 1:
            self.street = 2
            top = self.zones["stock"][0]
            events.append(self.move([top], "stock", "ringer", None, "turns up the Ringer"))
            events.append(ValueChanged("ringer", top.rank))
            events.append(PhaseChanged("bet", _("Betting round 2")))
            self._reset_betting()
            self.phase = BET
            events.extend(self._open_street((self.blind_seat - 1) % self.num_players))
        elif self.street == 2:
            self.phase = PUNCH
            self.turn = -1
            events.append(PhaseChanged("punch", _("Choose your punch card")))
        else:
            events.extend(self._showdown())
        return events

    def _gather_bets(self, live: list[Seat]) -> list[Event]:
        """Move this betting round's bets into the main pot and side pots (``live``: the seats
        still in the hand)."""
        events: list[Event] = []
        committed = self.committed
        round_bets = self.round_bets
        first = committed[live[0]]
        if first > 0 and all(committed[s] == first for s in live):
            # Everybody in the hand has put in as much: a single pot holds all the money (what
            # build_pots and pot_shares would work out, in a fraction of the time).
            amounts, caps = [sum(committed)], [first]
            events = [told.gathered(s, 0, put) for s, put in enumerate(round_bets) if put > 0]
        else:
            pots = build_pots(committed, live)
            amounts, caps = [p.amount for p in pots], [p.cap for p in pots]
            for s, put in enumerate(round_bets):
                if put <= 0:
                    continue  # nothing bet this betting round: nothing to gather
                new, old = pot_shares((committed[s], committed[s] - put), caps)
                for k in range(len(caps)):
                    delta = new[k] - old[k]
                    if delta > 0:
                        events.append(told.gathered(s, k, delta))
        if gathered := sum(round_bets):
            events.append(told.said(words.into_pots(len(amounts), gathered)))
        self.pots = amounts
        self.pot_caps = caps
        self.round_bets = [0] * self.num_players
        self.level = 0
        if len(amounts) > 1:
            events.append(ValueChanged("pots", list(amounts)))
        return events

    def _eligible(self, k: int) -> list[Seat]:
        cap = self.pot_caps[k]
        return [s for s in range(self.num_players) if self.in_hand(s) and self.committed[s] >= cap]

    # The punch card -------------------------------------------------------------------------------

    def _punch(self, seat: Seat, card: Card) -> list[Event]:
        events: list[Event] = [
            self.move([card], f"hand:{seat}", f"punch:{seat}", seat, "chooses a punch card:")
        ]
        self.punched[seat] = True
        if any(not self.punched[s] for s in self._live()):
            return events
        self.punch_revealed = True
        events.append(PhaseChanged("reveal", _("The punch cards are revealed")))
        for s in self._punch_order():
            cards = tuple(self.zones[f"punch:{s}"])
            # A bare number said alone ("Ada reveals 3") is heard as an amount: named what it is.
            reveals = "reveals the punch card"
            events.append(CardsMoved(cards, f"punch:{s}", f"punch:{s}", None, s, reveals))
        self.street = 3
        events.append(PhaseChanged("bet", _("Betting round 3")))
        self._reset_betting()
        self.phase = BET
        events.extend(self._open_street((self.blind_seat - 1) % self.num_players))
        return events

    # Stopping by agreement ------------------------------------------------------------------------

    def _propose(self, seat: Seat) -> list[Event]:
        self.proposer = seat
        self.proposed[seat] = True
        self.answers = [NO_ANSWER] * self.num_players
        return [Message(_("proposes to stop after this round"), seat)]

    def _answer(self, seat: Seat, agree: bool) -> list[Event]:
        self.answers[seat] = AGREED if agree else REFUSED
        events: list[Event] = [
            Message(_("agrees to stop") if agree else _("wants to play on"), seat)
        ]
        if not agree:
            events.append(Message(_("The game goes on.")))
            self._close_vote()
        elif all(self.answers[s] == AGREED for s in self._voters()):
            self.stop_agreed = True
            events.append(Message(_("Everybody agrees: the game ends after this round.")))
            self._close_vote()
        return events

    def _close_vote(self) -> None:
        self.proposer = -1
        self.answers = [NO_ANSWER] * self.num_players

    # The end of a round ---------------------------------------------------------------------------

    def _pay(self, k: int, seat: Seat, amount: int, verb: str) -> TokensMoved:
        """Pay from pot ``k`` to the seat's purse (told by a message beside it)."""
        self.pots[k] -= amount
        self.purses[seat] += amount
        return told.paid(k, seat, amount, verb)

    def _win_uncontested(self, seat: Seat) -> list[Event]:
        events: list[Event] = [PhaseChanged("win", _("Everybody else folded"))]
        total = sum(self.pots)
        for k, amount in enumerate(self.pots):
            if amount:
                events.append(self._pay(k, seat, amount, "wins"))
        if total:  # else nobody put in anything but the blind, which went back (said so)
            events.append(told.said(words.money(N_("wins {money} without showing"), total), seat))
        return events + self._end_round()

    def _showdown(self) -> list[Event]:
        events: list[Event] = [PhaseChanged("showdown", _("Showdown"))]
        house = self.house_tie_break
        order = [s for s in self._showdown_order() if self.in_hand(s)]
        values: dict[Seat, HandValue] = {}
        for s in order:
            self.shown[s] = True
            hand = tuple(self.zones[f"hand:{s}"])
            if hand:
                shows = "shows the hand card"
                events.append(CardsMoved(hand, f"hand:{s}", f"hand:{s}", None, s, shows))
            values[s] = self.hand_value_of(s)
            events.append(Message(_("has {hand}").format(hand=values[s].describe()), s))
        for k in range(len(self.pots)):
            eligible = [s for s in order if s in self._eligible(k)]
            best = max(values[s].key(house) for s in eligible)
            winners = [s for s in eligible if values[s].key(house) == best]
            amount = self.pots[k]
            for seat, share in split_pot(amount, winners):
                events.append(self._pay(k, seat, share, "wins"))
                events.append(told.said(words.wins_pot(k, share), seat))
        return events + self._end_round()

    def _end_round(self) -> list[Event]:
        events: list[Event] = []
        self.pots = []
        self.pot_caps = []
        self.committed = [0] * self.num_players
        self.round_bets = [0] * self.num_players
        self.level = 0
        self.turn = -1
        for s in range(self.num_players):
            if not self.out[s] and self.purses[s] == 0:
                self.out[s] = True
                events.append(Message(_("has no money left, out of the game"), s))
        at_table = [s for s in range(self.num_players) if not self.out[s]]
        if len(at_table) <= 1:
            return events + self._game_over(words.everybody_left(at_table))
        if self.stop_agreed:
            return events + self._game_over(_("The players agreed to stop"))
        if self.round_limit and self.round_no >= self.round_limit:
            return events + self._game_over(words.stops_after(self.round_no))
        self.blind_seat = self._next_at_table(self.blind_seat)
        self.dealer = self._next_at_table(self.blind_seat)
        self.phase = DEAL
        events.append(ValueChanged("blind_seat", self.blind_seat))
        events.append(ValueChanged("dealer", self.dealer))
        return events

    def _game_over(self, why: str) -> list[Event]:
        self.phase = OVER
        winners = self._winners()
        self.result = words.result(why, winners, max(self.purses))
        return [PhaseChanged("over", _("Game over")), GameOver(frozenset(winners), self.result)]


MoxieState.info = GameFacts(
    "moxie",
    ActionCodec(
        (Check, Call, Fold, Bet, Raise, AllIn, Punch, ProposeStop, AnswerStop, ChooseSeat, Shuffle)
    ),
)


_BET_KINDS: Final[dict[type[Action], str]] = {
    Check: "check",
    Call: "call",
    Fold: "fold",
    Bet: "bet",
    Raise: "raise",
    AllIn: "all_in",
}


def observed_wager(obs: Observation) -> Wager | None:
    """The full betting range of the observing seat on its turn to bet (None at other times).

    For bots, which receive the listed moves only: every amount in this range is legal too.
    """
    v = obs.values
    seat = obs.viewer
    if seat is None or v["phase"] != BET or v["turn"] != seat or v["proposer"] >= 0:
        return None
    return MoxieState.from_observation(obs, {}).wager(seat)
