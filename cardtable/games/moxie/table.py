"""The Moxie table: purses, bets, pots, the cards, and what can be read from them.

:class:`MoxieTable` holds a Moxie game's data and answers questions about it (who is still in
the hand, whose turn it is, what a seat may wager, what every seat sees); it changes nothing.
:class:`~cardtable.games.moxie.state.MoxieState` builds on it with the legal moves and what each
one does, and :mod:`cardtable.games.moxie.explain` reads a table to say why a move is refused.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final, Self

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.info import OptionValue
from cardtable.engine.observation import Observation
from cardtable.engine.state import CHANCE, TERMINAL, GameState, Outcome
from cardtable.engine.zones import Seat, Visibility, ZoneInfo, ZoneKind
from cardtable.games.moxie.actions import Punch
from cardtable.games.moxie.cards import moxie_deck
from cardtable.games.moxie.hands import HandValue, hand_value
from cardtable.games.shared.betting import Limit, Wager, format_money, seats_from, wager_limits

START_MONEY: Final = 475  # 3 gold, 15 silver, 25 copper
HAND_SIZE: Final = 2
MAX_TURNS: Final = 2  # turns per seat in one betting round before only call or fold remain
COIN: Final = "copper"

# Phases.
CHOOSE_BLIND: Final = "choose_blind"
DEAL: Final = "deal"
BET: Final = "bet"
PUNCH: Final = "punch"
OVER: Final = "over"

# Answers to a proposal to stop.
NO_ANSWER: Final = 0
AGREED: Final = 1
REFUSED: Final = 2


#: Zones whose description never changes: looked up, not parsed (bots read them thousands of
#: times a second).
_FIXED_ZONES: Final = {
    "ringer": ZoneInfo(ZoneKind.SHOWN, None, Visibility.PUBLIC, "Ringer"),
    "muck": ZoneInfo(ZoneKind.RESERVE, None, Visibility.HIDDEN, "folded cards"),
    "stock": ZoneInfo(ZoneKind.STOCK, None, Visibility.HIDDEN, "deck"),
}

#: Everything that decides a seat's wager: its purse, the amount to call, whether the betting
#: is open, the last raise, the blind, whether the seat may raise, and fixed limit or not.
WagerKey = tuple[int, int, bool, int, int, bool, bool]

#: Wagers already worked out: a seat's wager is asked at every betting move, and the same few
#: situations come back all the time.
_WAGERS: Final[dict[WagerKey, Wager]] = {}
_WAGERS_KEPT: Final = 1 << 16


def wager_of(key: WagerKey) -> Wager:
    """The wager of a seat in the situation ``key`` (see :data:`WagerKey`)."""
    found = _WAGERS.get(key)
    if found is None:
        if len(_WAGERS) >= _WAGERS_KEPT:
            _WAGERS.clear()
        purse, to_call, opened, last_raise, blind, may_raise, fixed = key
        limit = Limit.FIXED_LIMIT if fixed else Limit.NO_LIMIT
        found = _WAGERS[key] = wager_limits(
            purse=purse,
            to_call=to_call,
            opened=opened,
            last_raise=last_raise,
            blind=blind,
            may_raise=may_raise,
            limit=limit,
        )
    return found


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


#: The most players at a Moxie table.
MAX_PLAYERS: Final = 10

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


_GATHER_ORDER: Final[dict[int, tuple[str, ...]]] = {}


def gather_order(n: int) -> tuple[str, ...]:
    """The zones whose cards go back into the deck before a deal, in order."""
    found = _GATHER_ORDER.get(n)
    if found is None:
        hands = [f"hand:{s}" for s in range(n)]
        punches = [f"punch:{s}" for s in range(n)]
        found = _GATHER_ORDER[n] = ("ringer", *hands, *punches, "muck")
    return found


class MoxieTable(GameState):
    """A Moxie game's money and cards, read but never changed here."""

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
