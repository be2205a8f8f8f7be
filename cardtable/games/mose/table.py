"""The Mose table: where every card lies, the round, the turn, and what can be read from them.

:class:`MoseTable` holds a Mose game's data and answers questions about it (a seat's hand, the
melds as plain data, whose turn it is, who may lay cards now); it changes nothing.
:class:`~cardtable.games.mose.state.MoseState` builds on it with what is legal and what each
action does, and :mod:`cardtable.games.mose.rules` reads a table to say why a play is refused.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import count, repeat
from typing import Any, Final, Self

from cardtable.engine.cards import Card, card_from_code, multi_deck
from cardtable.engine.errors import OptionError
from cardtable.engine.info import OptionValue
from cardtable.engine.state import CHANCE, TERMINAL, GameState
from cardtable.engine.zones import Seat, Visibility, ZoneInfo, ZoneKind
from cardtable.games.mose.moves import RULES, TableMeld, wild_rank_of_round, wild_suits
from cardtable.games.mose.view import DANGER_CARDS, SeatView
from cardtable.games.shared.melds import Meld, MeldRules
from cardtable.i18n import _

MAX_PLAYERS: Final = 12
HAND_SIZE: Final = 7
ROUNDS: Final = 13

#: Zone ids of the melds, by number (looked up, not formatted, when the table is read).
MELD_IDS: Final = tuple(f"meld:{k}" for k in range(52 * 2))
#: Zone ids of the hands, by seat.
HAND_IDS: Final = tuple(f"hand:{seat}" for seat in range(MAX_PLAYERS))
#: The wild rank by round number (round 0, before the first deal, counts as round 1).
_WILD_OF_ROUND: Final = tuple(wild_rank_of_round(max(r, 1)) for r in range(14))
_RANK_CODES: Final = "KA23456789TJQ"  # indexed by position % 13 (14, an Ace above the King, is A)


def decks_for(num_players: int, options: Mapping[str, OptionValue]) -> int:
    """How many 52-card decks a game uses."""
    choice = str(options.get("decks", "auto"))
    if choice == "auto":
        return 1 if num_players <= 6 else 2
    return int(choice)


#: Zones whose description never changes (hands of every possible seat, the discard pile and
#: the stock); only meld zones depend on the table. Looked up without parsing their ids: bots
#: build thousands of observations a second.
_FIXED_ZONES: Final[dict[str, ZoneInfo]] = {
    **{
        f"hand:{seat}": ZoneInfo(ZoneKind.HAND, seat, Visibility.OWNER, "hand")
        for seat in range(MAX_PLAYERS)
    },
    "discard": ZoneInfo(ZoneKind.DISCARD, None, Visibility.PUBLIC, "discard pile"),
    "stock": ZoneInfo(ZoneKind.STOCK, None, Visibility.HIDDEN, "stock"),
}


#: Builds a TableMeld from its three fields without the named tuple's Python-level __new__
#: (the table is read at every listing).
_new_table_meld: Final = tuple.__new__
#: The numbers naming the tables met (:meth:`MoseTable.table_id`), by their melds' kinds, stands
#: and cards. Emptied when it grows large; a number is never given twice, so one kept from
#: before names no other table.
_TABLE_IDS: dict[tuple[object, ...], int] = {}
_TABLE_IDS_LIMIT: Final = 20_000
_NEW_TABLE_ID: Final = count()
#: Who sees cards moved between two zones, by (source, target) (see move_visibility).
_MOVE_VISIBILITY: Final[dict[tuple[str, str], frozenset[Seat] | None]] = {}


class MoseTable(GameState):
    """A Mose game's cards and counters, read but never changed here."""

    def __init__(self, num_players: int, options: Mapping[str, OptionValue]) -> None:
        super().__init__(num_players, options)
        decks = decks_for(num_players, options)
        if num_players * HAND_SIZE + 1 > 52 * decks:
            raise OptionError(
                _(
                    "one deck cannot deal {HAND_SIZE} cards to {num_players} players; use 2 decks"
                ).format(HAND_SIZE=HAND_SIZE, num_players=num_players)
            )
        self.phase = "choose_dealer"  # choose_dealer, deal, play, restock, over
        self.round_no = 0
        self.dealer = 0
        self.turn = 0
        self.step = "draw"  # draw, play
        self.began = False  # the first draw of the round has happened
        self.restocked = False  # the stock was rebuilt from the discard pile this round
        self.totals = [0] * num_players
        self.penalties = [0] * num_players
        self.round_scores: list[list[int]] = []
        self.known: list[list[str]] = [[] for _ in range(num_players)]
        self.meld_owner: list[int] = []
        self.meld_kind: list[str] = []
        self.meld_stands: list[list[tuple[int, str, bool]]] = []
        self.just_drew = [-1, 0]  # [seat, count]: the last `count` cards of that hand were drawn
        self.last_winner = -1  # who went out last round (-1: nobody)
        #: The melds as :meth:`table` gives them, kept until a meld changes (see there).
        self._table_memo: list[TableMeld] | None = None
        #: The number :meth:`table_id` gives, kept until a meld changes.
        self._table_id: int | None = None
        self.zones["stock"] = self.all_cards(num_players, options)
        self.zones["discard"] = []
        for seat in range(num_players):
            self.zones[f"hand:{seat}"] = []
        for seat in range(num_players):
            self.zones[f"newmeld:{seat}"] = []  # always empty: drop cards here for a new meld

    def clone(self) -> Self:
        """A copy that shares no list or dict with this state (as the base class makes it),
        copied field by field: a search clones a sampled game for every move it compares. A
        test checks that every field is copied this way."""
        new = object.__new__(type(self))
        fields = self.__dict__.copy()  # numbers, strings and flags are shared
        fields["options"] = dict(self.options)
        fields["zones"] = {zid: cards[:] for zid, cards in self.zones.items()}
        fields["totals"] = self.totals[:]
        fields["penalties"] = self.penalties[:]
        fields["round_scores"] = [scores[:] for scores in self.round_scores]
        fields["known"] = [codes[:] for codes in self.known]
        fields["meld_owner"] = self.meld_owner[:]
        fields["meld_kind"] = self.meld_kind[:]
        fields["meld_stands"] = [stands[:] for stands in self.meld_stands]
        fields["just_drew"] = self.just_drew[:]
        fields["_table_memo"] = None  # it holds this state's lists
        new.__dict__ = fields
        return new

    def __eq__(self, other: object) -> bool:
        """Equal fields; the memos of :meth:`table` and :meth:`table_id` are read from other
        fields, left out."""
        if type(self) is not type(other):
            return False
        assert isinstance(other, MoseTable)
        mine, theirs = dict(self.__dict__), dict(other.__dict__)
        for memo in ("_table_memo", "_table_id"):
            mine.pop(memo, None)
            theirs.pop(memo, None)
        return mine == theirs

    def melds_changed(self) -> None:
        """Forget the melds :meth:`table` read: every change to a meld's kind, stands or zone
        list (a new meld, a meld grown or swapped, a new deal) calls this."""
        self._table_memo = None
        self._table_id = None

    # --- static facts ----------------------------------------------------------------------------

    @classmethod
    def all_cards(cls, num_players: int, options: Mapping[str, OptionValue]) -> list[Card]:
        return multi_deck(decks_for(num_players, options))

    def forget_played(self, seat: Seat, cards: Sequence[Card]) -> None:
        """Cards left a hand: they are no longer known to be in it."""
        if not self.known[seat]:
            return
        gone = {c.code for c in cards}
        self.known[seat] = [c for c in self.known[seat] if c not in gone]

    @property
    def wild_rank(self) -> int:
        r = self.round_no
        return _WILD_OF_ROUND[r] if r < len(_WILD_OF_ROUND) else wild_rank_of_round(r)

    @property
    def any_time(self) -> bool:
        return self.options.get("any_time_plays", "on") == "on"

    @property
    def strict(self) -> bool:
        return bool(self.options.get("strict_table", False))

    def zone_info(self, zid: str) -> ZoneInfo:
        fixed = _FIXED_ZONES.get(zid)
        if fixed is not None:
            return fixed
        kind, _, key = zid.partition(":")
        if kind == "meld":
            k = int(key)
            owner = self.meld_owner[k] if k < len(self.meld_owner) else None
            label = self.meld_kind[k] if k < len(self.meld_kind) else "meld"
            return ZoneInfo(ZoneKind.MELD, owner, Visibility.PUBLIC, label)
        if kind == "newmeld":
            return ZoneInfo(ZoneKind.MELD, int(key), Visibility.PUBLIC, "new meld")
        return _FIXED_ZONES["stock"]

    def move_visibility(self, source: str, target: str) -> frozenset[Seat] | None:
        """As the base class says; a Mose zone's visibility never changes (hands are their
        owner's, the stock hidden, the rest public), so each pair of zones is worked out once."""
        key = (source, target)
        if key in _MOVE_VISIBILITY:
            return _MOVE_VISIBILITY[key]
        seen = _MOVE_VISIBILITY[key] = super().move_visibility(source, target)
        return seen

    def known_cards(self, zid: str) -> frozenset[Card]:
        kind, _, key = zid.partition(":")
        if kind != "hand" or not self.known[int(key)]:
            return frozenset()
        return frozenset(card_from_code(c) for c in self.known[int(key)])

    def zone_attrs(self, zid: str) -> Mapping[str, Any]:
        """For a meld: its kind, owner, what each card stands for and which cards are wild.

        A card stands for "7H"; a wild in a set for the set's rank in any suit it may stand
        for, "7DC" (a 7 of diamonds or clubs), or "7*" (any suit)."""
        if not zid.startswith("meld:"):
            return {}
        k = int(zid[5:])
        stands = self.meld_stands[k]
        open_suits = "".join(wild_suits(stands))
        if len(open_suits) == 4:
            open_suits = "*"
        return {
            "kind": self.meld_kind[k],
            "owner": self.meld_owner[k],
            "stands_for": [_RANK_CODES[r % 13] + (s or open_suits) for r, s, _ in stands],
            "wild": [w for _, _, w in stands],
        }

    # --- the table -------------------------------------------------------------------------------

    def hand(self, seat: Seat) -> list[Card]:
        return self.zones[f"hand:{seat}"]

    def meld(self, k: int) -> Meld:
        return Meld.from_plain(self.meld_kind[k], self.zones[f"meld:{k}"], self.meld_stands[k])

    def table(self) -> list[TableMeld]:
        """The melds on the table as plain data (a new list each time, of shared melds).

        Every listing and every bot view reads it, and most moves change no meld, so the melds
        are kept until :meth:`melds_changed` (each one holds the state's own stands and card
        lists, so cards moved within a meld's zone show without it)."""
        memo = self._table_memo
        if memo is None:
            # Built by C loops alone (map and zip).
            cards = map(self.zones.__getitem__, MELD_IDS)
            rows = zip(self.meld_kind, self.meld_stands, cards, strict=False)
            memo = self._table_memo = list(map(_new_table_meld, repeat(TableMeld), rows))
        return memo[:]

    def table_id(self) -> int:
        """A number naming the melds on the table (their kinds, stands and cards): tables alike,
        in this state or another, have the same number while it is remembered (a search keys
        what it remembers by it, without reading the melds again)."""
        found = self._table_id
        if found is None:
            melds = MELD_IDS[: len(self.meld_kind)]
            key = (
                tuple(self.meld_kind),
                tuple(map(tuple, self.meld_stands)),
                tuple([tuple(self.zones[zid]) for zid in melds]),
            )
            found = _TABLE_IDS.get(key)
            if found is None:
                if len(_TABLE_IDS) >= _TABLE_IDS_LIMIT:
                    _TABLE_IDS.clear()
                found = _TABLE_IDS[key] = next(_NEW_TABLE_ID)
            self._table_id = found
        return found

    def play_key(self, seat: Seat) -> tuple[object, ...] | None:
        """At ``seat``'s play step (it drew, and now lays cards or discards), all that its legal
        moves and its heuristic's choice depend on: its hand, the table, the wild rank and
        whether an opponent is close to going out (as :meth:`seat_view` reads it); else None.
        A search remembers its simulated seats' choices by it (the heuristic reads nothing
        else of the view at this step: not the pile, nor whose view it is)."""
        if self.phase != "play" or seat != self.turn or self.step != "play":
            return None
        zones = self.zones
        danger = False
        for s in range(self.num_players):
            if s != seat and len(zones[HAND_IDS[s]]) <= DANGER_CARDS:
                danger = True
                break
        return (*zones[HAND_IDS[seat]], self.table_id(), self.wild_rank, danger)

    def claim_key(self, seat: Seat) -> tuple[object, ...] | None:
        """Out of ``seat``'s turn, all that its legal moves (its any-time plays) and its
        heuristic's claim depend on: its hand, the table, the wild rank and whether such plays
        are open now; else None (see :meth:`play_key`)."""
        if self.phase != "play" or seat == self.turn:
            return None
        open_now = self.began and self.any_time
        return (*self.zones[HAND_IDS[seat]], self.table_id(), self.wild_rank, open_now)

    def seat_view(self, seat: Seat) -> SeatView:
        """What ``seat`` knows, as its bot reads it: the same as ``view_of(observation(seat))``
        (a test checks it), without building the observation. Only the seat's own hand, the
        public melds and pile and the other hands' sizes are read."""
        zones = self.zones
        hands = HAND_IDS
        danger = False
        for s in range(self.num_players):
            if s != seat and len(zones[hands[s]]) <= DANGER_CARDS:
                danger = True
                break
        return SeatView(
            seat,
            list(zones[hands[seat]]),
            self.table(),  # its melds share the state's lists: read the view before moving on
            self.wild_rank,
            danger,
            list(zones["discard"]),
        )

    @property
    def rules(self) -> MeldRules:
        return RULES[self.wild_rank]

    # --- turns -----------------------------------------------------------------------------------

    @property
    def current_player(self) -> Seat:
        if self.phase == "play":
            return self.turn
        if self.phase == "over":
            return TERMINAL
        return CHANCE

    def may_play(self, seat: Seat) -> bool:
        """Whether ``seat`` may lay, add or swap now."""
        if self.phase != "play" or not 0 <= seat < self.num_players:
            return False
        if seat == self.turn and self.step == "play":
            return True
        return self.any_time and self.began
