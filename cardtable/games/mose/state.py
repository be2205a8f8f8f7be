"""Mose: a rummy of 13 rounds with a wild rank that moves up each round; lowest total wins.

Rules as this project plays them (RULINGS.md, Mose):

* 2-12 players. One 52-card deck for up to 6, two decks (identical faces are distinct cards)
  from 7. Option ``decks``: ``auto`` | ``1`` | ``2`` (one deck holds at most 7 hands).
* 13 rounds. The wild rank is 2 in round 1, 3 in round 2, ... King in round 12, Ace in round 13;
  every card of that rank is wild. The first dealer is chosen at random and the deal passes to
  the left. Seven cards each, one at a time; the next card starts the face-up discard pile and
  the rest is the face-down stock. Play starts left of the dealer and goes left.
* A turn: draw the top stock card **or take the whole discard pile**; then lay melds and add to
  melds as you like; then discard one card (any card, even one just drawn).
* Melds: a set is 3+ cards of one rank, a run 3+ consecutive cards of one suit, the Ace low
  (A-2-3) or high (Q-K-A), never K-A-2. Wilds fill any place, but a new meld needs at least one
  natural card (so three cards of the wild rank are no meld). In a run a wild stands for the
  card of its place, which the player chooses when it is ambiguous (the cards of a meld are
  given in table order). In a set it stands for the rank in any suit no natural of the set
  shows, not one fixed suit; a natural added takes its suit off that list. A set takes any
  number of wilds, also beyond all four suits: a wild beyond the missing suits stands for any
  suit.
  Melds stay in front of whoever laid them; anyone may add to any meld, never rearranging it.
* Wild swap: whoever holds the natural card a wild on the table stands for (in a set: a
  natural of any suit the wild may stand for) may put it in the wild's place, then either take
  the wild into hand or at once lay it on any legal spot of any meld. The meld's owner may swap
  too.
* Any-time plays (option ``any_time_plays``, ``on`` by default): once the round has begun (the
  first draw), any player may lay a meld, add to a meld or swap a wild even on another player's
  turn. Drawing and discarding stay on one's own turn. With ``own_turn_only`` those plays are
  made only on one's own turn after drawing.
* Going out ("Mose"): the first player to hold no cards, by melding, adding, swapping a wild
  onto a meld or discarding their last card, wins the round at once. The first player may go
  out on the very first turn. If a player goes out right after another player drew (nothing
  else in between), the cards just drawn are not counted in the drawer's hand.
* The stock runs out: the player to draw either takes the discard pile or has it shuffled into a
  new stock (no face-up card then; the next discard starts a new pile) and draws from it. While
  the stock stays empty (the pile was taken) each next player has the same choice. When the
  rebuilt stock runs out too, the round ends at once with no winner and everybody scores.
* Scoring: the winner 0; everybody else the cards in hand: the round's wild rank 20, J/Q/K 10,
  Ace 1 (20 in the Aces round), 2-10 face value. After 13 rounds the lowest total wins; equal
  lowest totals share the win.
* Option ``strict_table`` (off by default): illegal plays are normally just refused. With it a
  player may *declare* cards as a meld or lay-off that is not one (the table shows the cards
  and they go back to hand): a false "Mose" (the claim would have emptied the hand) costs 50, any
  other invalid lay-off 10, kept in a penalty column and added to the total.

Publicly known cards: the cards a player took from the discard pile (and a wild taken from a
meld, and declared cards) are known to every seat to be in that hand until played.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from itertools import count, repeat
from typing import Any, Final, Self, overload

from cardtable.engine.actions import Action, ActionCodec
from cardtable.engine.cards import RANK_PLURALS, Card, card_from_code, multi_deck, take_out
from cardtable.engine.common_actions import (
    ChooseSeat,
    Shuffle,
)
from cardtable.engine.errors import IllegalActionError, OptionError
from cardtable.engine.events import (
    CardsMoved,
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
from cardtable.games.mose import words
from cardtable.games.mose.actions import (
    PLAYER_ACTIONS,
    TO_HAND,
    AddToMeld,
    Declare,
    Discard,
    Draw,
    LayMeld,
    Restock,
    SwapWild,
    TakePile,
)
from cardtable.games.mose.moves import (
    RULES,
    PlainMeld,
    TableMeld,
    card_points,
    grown_pair,
    placed_pair,
    table_plays,
    wild_rank_of_round,
    wild_suits,
)
from cardtable.games.mose.quiet import apply_quietly
from cardtable.games.mose.rules import explain_gesture, gesture_actions, why_not
from cardtable.games.mose.table import HAND_IDS, HAND_SIZE, MAX_PLAYERS, MELD_IDS, decks_for
from cardtable.games.mose.table import ROUNDS as ROUNDS
from cardtable.games.mose.view import DANGER_CARDS, SeatView
from cardtable.games.shared import melds
from cardtable.games.shared.meld_words import describe
from cardtable.games.shared.melds import Meld, MeldRules
from cardtable.i18n import Name, _

FALSE_MOSE: Final = 50
INVALID_LAYOFF: Final = 10
RANK_WORDS: Final = {r: RANK_PLURALS[r] for r in (1, 11, 12, 13)}


#: The wild rank by round number (round 0, before the first deal, counts as round 1).
_WILD_OF_ROUND: Final = tuple(wild_rank_of_round(max(r, 1)) for r in range(14))
_RANK_CODES: Final = "KA23456789TJQ"  # indexed by position % 13 (14, an Ace above the King, is A)

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
#: The numbers naming the tables met (:meth:`MoseState.table_id`), by their melds' kinds, stands
#: and cards. Emptied when it grows large; a number is never given twice, so one kept from
#: before names no other table.
_TABLE_IDS: dict[tuple[object, ...], int] = {}
_TABLE_IDS_LIMIT: Final = 20_000
_NEW_TABLE_ID: Final = count()
#: Who sees cards moved between two zones, by (source, target) (see move_visibility).
_MOVE_VISIBILITY: Final[dict[tuple[str, str], frozenset[Seat] | None]] = {}


_DRAW: Final = Draw()
_TAKE_PILE: Final = TakePile()
_RESTOCK: Final = Restock()


class _Discards(dict[Card, Discard]):
    """One discard action per card, made once (actions are immutable values; a hand is listed
    at every turn)."""

    def __missing__(self, card: Card) -> Discard:
        action = self[card] = Discard(card)
        return action


_DISCARDS: Final = _Discards()


class MoseLegal(Sequence[Action]):
    """A bounded list of a seat's plays whose ``in`` asks the rules (so it agrees with check)."""

    __slots__ = ("_items", "_seat", "_state")

    def __init__(self, state: MoseState, seat: Seat, items: list[Action]) -> None:
        self._state = state
        self._seat = seat
        self._items = items

    @overload
    def __getitem__(self, index: int) -> Action: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Action]: ...
    def __getitem__(self, index: int | slice) -> Action | Sequence[Action]:
        return self._items[index]

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Iterator[Action]:
        return iter(self._items)

    def __contains__(self, action: object) -> bool:
        return isinstance(action, Action) and self._state.is_legal(action, self._seat)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, MoseLegal):
            return self._items == other._items
        if isinstance(other, list):
            return self._items == other
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"MoseLegal({self._items!r})"


class MoseState(GameState):
    """A game of Mose in progress: where every card lies, the round and the turn, what can be
    read from them (a seat's hand, the melds as plain data, a search's keys and views), what is
    legal (asked of :mod:`~cardtable.games.mose.rules`) and what each action does."""

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
        assert isinstance(other, MoseState)
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

    # --- what is legal ---------------------------------------------------------------------------

    def legal_actions(self, seat: Seat | None = None) -> MoseLegal:
        if seat is None:
            seat = self.current_player
        items: list[Action] = []
        if self.phase == "play" and 0 <= seat < self.num_players:
            hand = self.zones[HAND_IDS[seat]]
            if seat == self.turn:
                if self.step == "draw":
                    items.extend(self._draws())
                    plays = self.began and self.any_time
                else:
                    items.extend(map(_DISCARDS.__getitem__, hand))
                    plays = True
            else:
                plays = self.began and self.any_time
            if plays:  # what may_play says, with the phase and seat known
                items.extend(table_plays(hand, self.table(), self.wild_rank))
        return MoseLegal(self, seat, items)

    def draw_actions(self, seat: Seat) -> list[Action] | None:
        """At ``seat``'s draw step, its ways to draw (the head of :meth:`legal_actions`, before
        any any-time plays), else None: a search's simulated seat decides its draw from them
        without listing its plays."""
        if self.phase != "play" or seat != self.turn or self.step != "draw":
            return None
        return self._draws()

    def _draws(self) -> list[Action]:
        stock, discard = self.zones["stock"], self.zones["discard"]
        items: list[Action] = [_DRAW] if stock else []
        if discard:
            items.append(_TAKE_PILE)
            if not stock and not self.restocked:
                items.append(_RESTOCK)
        return items

    def check(self, action: Action, seat: Seat | None = None) -> None:
        seat = self.resolve_seat(seat)
        if action.chance or self.phase != "play":
            super().check(action, seat)
            return
        error = why_not(self, action, seat)
        if error is not None:
            raise error

    def explain_illegal(self, action: Action, seat: Seat) -> IllegalActionError:
        error = why_not(self, action, seat)
        return error or IllegalActionError(
            _("{action!r} is not allowed now").format(action=action.notation)
        )

    # --- chance ----------------------------------------------------------------------------------

    def chance_deck(self) -> Sequence[Card] | None:
        if self.phase == "choose_dealer":
            return None
        if self.phase == "deal":
            return self.all_cards(self.num_players, self.options)
        return self.zones["discard"]  # restocking from the discard pile

    # --- applying --------------------------------------------------------------------------------

    def apply_silently(self, action: Action, seat: Seat) -> None:
        if not apply_quietly(self, action, seat):  # the commonest moves, without events
            self._apply(action, seat)

    def _apply(self, action: Action, seat: Seat) -> list[Event]:
        if isinstance(action, ChooseSeat):
            self.dealer = action.seat
            self.phase = "deal"
            return [Message(_("deals first"), action.seat)]
        if isinstance(action, Shuffle):
            if self.phase == "deal":
                return self._deal(action.order)
            return self._restock(action.order)
        drew = self.just_drew
        self.just_drew = [-1, 0]
        if isinstance(action, Draw):
            return self._draw(seat)
        if isinstance(action, TakePile):
            return self._take_pile(seat)
        if isinstance(action, Restock):
            self.phase = "restock"
            return [Message(_("has the discard pile shuffled into a new stock"), seat)]
        if isinstance(action, Discard):
            return self._discard(seat, action.card, drew)
        if isinstance(action, LayMeld):
            return self._lay(seat, action, drew)
        if isinstance(action, AddToMeld):
            return self._add(seat, action, drew)
        if isinstance(action, SwapWild):
            return self._swap(seat, action, drew)
        assert isinstance(action, Declare)
        return self._declare(seat, action)

    def _deal(self, order: Sequence[Card]) -> list[Event]:
        events: list[Event] = []
        for zid in [z for z in self.zones if z != "stock"]:
            if self.zones[zid]:
                events.append(self.move(list(self.zones[zid]), zid, "stock", None, "gathers"))
            if zid.startswith("meld:"):
                del self.zones[zid]
        n = self.num_players
        self.round_no += 1
        self.zones["stock"] = list(order)
        self.meld_owner, self.meld_kind, self.meld_stands = [], [], []
        self.melds_changed()
        self.known = [[] for _ in range(n)]
        self.just_drew = [-1, 0]
        self.began = self.restocked = False
        wild = self.wild_rank
        events += [
            PhaseChanged("deal", words.round_heading(self.round_no, ROUNDS, wild)),
            ValueChanged("wild_rank", wild),
            Shuffled("stock", len(order)),
        ]
        for i in range(HAND_SIZE * n):
            seat = (self.dealer + 1 + i) % n
            events.append(
                self.move([self.zones["stock"][0]], "stock", f"hand:{seat}", None, "is dealt")
            )
        events.append(self.move([self.zones["stock"][0]], "stock", "discard", None, "turns up"))
        self.phase = "play"
        self.turn = (self.dealer + 1) % n
        self.step = "draw"
        return events

    def _restock(self, order: Sequence[Card]) -> list[Event]:
        self.zones["discard"] = []
        self.zones["stock"] = list(order)
        self.restocked = True
        self.phase = "play"
        return [
            CardsMoved((None,) * len(order), "discard", "stock", frozenset(), None, "shuffles"),
            Shuffled("stock", len(order)),
        ]

    def _draw(self, seat: Seat) -> list[Event]:
        card = self.zones["stock"][0]
        events: list[Event] = [self.move([card], "stock", f"hand:{seat}", seat, "draws")]
        self.just_drew = [seat, 1]
        self.step = "play"
        self.began = True
        return events

    def _take_pile(self, seat: Seat) -> list[Event]:
        pile = list(self.zones["discard"])
        events: list[Event] = [self.move(pile, "discard", f"hand:{seat}", seat, "takes the pile:")]
        self.known[seat].extend(c.code for c in pile)
        self.just_drew = [seat, len(pile)]
        self.step = "play"
        self.began = True
        return events

    def _discard(self, seat: Seat, card: Card, drew: list[int]) -> list[Event]:
        events: list[Event] = [self.move([card], f"hand:{seat}", "discard", seat, "discards")]
        self.forget_played(seat, [card])
        if not self.hand(seat):
            self._end_round(seat, drew, events)
            return events
        n = self.num_players
        self.turn = (self.turn + 1) % n
        self.step = "draw"
        if not self.zones["stock"] and (self.restocked or not self.zones["discard"]):
            events.append(Message(_("The stock has run out a second time")))
            self._end_round(-1, drew, events)
        return events

    def _new_meld_zone(self, seat: Seat, meld: PlainMeld) -> str:
        k = len(self.meld_kind)
        zid = f"meld:{k}"
        self.meld_owner.append(seat)
        self.meld_kind.append(meld[0])
        self.meld_stands.append(list(meld[1]))
        self.melds_changed()
        self.zones[zid] = []
        return zid

    def _lay(self, seat: Seat, action: LayMeld, drew: list[int]) -> list[Event]:
        placed = placed_pair(action.kind, action.group, self.wild_rank)
        assert placed is not None
        meld, plain = placed
        zid = self._new_meld_zone(seat, plain)
        # The message tells the lay (the cards, the meld and where its wilds stand): the move
        # itself is quiet, so the log says it once.
        laid = self.move(list(action.group), f"hand:{seat}", zid, seat, "lays", quiet=True)
        events: list[Event] = [laid, Message(words.lays(action.group, describe(meld)), seat)]
        self.forget_played(seat, action.group)
        self._after_play(seat, drew, events)
        return events

    def _add(self, seat: Seat, action: AddToMeld, drew: list[int]) -> list[Event]:
        k = action.meld
        zid, hand = f"meld:{k}", f"hand:{seat}"
        found = grown_pair(
            self.meld_kind[k],
            self.zones[zid],
            self.meld_stands[k],
            action.low,
            action.high,
            self.wild_rank,
        )
        assert found is not None
        grown, plain = found
        events: list[Event] = []
        if action.low:
            low = self.move(list(action.low), hand, zid, seat, "adds", append=False, quiet=True)
            events.append(low)
        if action.high:
            events.append(self.move(list(action.high), hand, zid, seat, "adds", quiet=True))
        self.meld_stands[k] = list(plain[1])
        self.melds_changed()
        events.append(Message(words.adds(action.cards, k, describe(grown)), seat))
        self.forget_played(seat, action.cards)
        self._after_play(seat, drew, events)
        return events

    def _swap(self, seat: Seat, action: SwapWild, drew: list[int]) -> list[Event]:
        k, hand = action.meld, f"hand:{seat}"
        meld = self.meld(k)
        index = meld.cards.index(action.wild)
        swapped = melds.swap(meld, index, action.card)
        zone = self.zones[f"meld:{k}"]
        take_out(self.hand(seat), (action.card,))
        zone[index] = action.card
        self.meld_stands[k] = list(swapped.stands())
        self.melds_changed()
        self.forget_played(seat, [action.card])
        events: list[Event] = [
            CardsMoved((action.card,), hand, f"meld:{k}", None, seat, "swaps in", quiet=True),
            Message(words.swaps(action.card.label, action.wild.label), seat),
        ]
        if action.dest == TO_HAND:
            self.hand(seat).append(action.wild)
            self.known[seat].append(action.wild.code)
            events.append(CardsMoved((action.wild,), f"meld:{k}", hand, None, seat, "takes"))
        else:
            d = action.dest
            low, high = ((action.wild,), ()) if action.low else ((), (action.wild,))
            zone = self.zones[f"meld:{d}"]
            found = grown_pair(
                self.meld_kind[d], zone, self.meld_stands[d], low, high, self.wild_rank
            )
            assert found is not None
            grown, plain = found
            if action.low:
                zone.insert(0, action.wild)
            else:
                zone.append(action.wild)
            self.meld_stands[d] = list(plain[1])
            self.melds_changed()
            events.append(CardsMoved((action.wild,), f"meld:{k}", f"meld:{d}", None, seat, "moves"))
            events.append(Message(words.lays_wild(d, describe(grown)), seat))
        self._after_play(seat, drew, events)
        return events

    def _declare(self, seat: Seat, action: Declare) -> list[Event]:
        false_mose = len(action.group) == len(self.hand(seat))
        points = FALSE_MOSE if false_mose else INVALID_LAYOFF
        what = "a false Mose" if false_mose else "an invalid lay-off"
        names = Name.listed([c.label for c in action.group])
        self.penalties[seat] += points
        self.totals[seat] += points
        for card in action.group:
            if card.code not in self.known[seat]:
                self.known[seat].append(card.code)
        return [
            Message(words.declares(names, what), seat),
            Scored(seat, points, _("penalty: {what}").format(what=what), self.totals[seat]),
        ]

    def _after_play(self, seat: Seat, drew: list[int], events: list[Event]) -> None:
        if not self.hand(seat):
            self._end_round(seat, drew, events)

    # --- the end of a round ----------------------------------------------------------------------

    def hand_points(self, seat: Seat, skip_last: int = 0) -> int:
        cards = self.hand(seat)
        counted = cards[: len(cards) - skip_last] if skip_last else cards
        return sum(card_points(c, self.wild_rank) for c in counted)

    def _end_round(self, winner: Seat, drew: list[int], events: list[Event]) -> None:
        n = self.num_players
        if winner >= 0:
            events.append(Message(_("goes out: Mose!"), winner))
            text = words.round_over(self.round_no, winner)
        else:
            text = words.round_over(self.round_no, None)
        events.append(PhaseChanged("round_over", text))
        scores = []
        for seat in range(n):
            skip = drew[1] if winner >= 0 and drew[0] == seat and seat != winner else 0
            points = 0 if seat == winner else self.hand_points(seat, skip)
            scores.append(points)
            self.totals[seat] += points
            reason = "went out" if seat == winner else "cards in hand"
            if skip:
                reason += f" (the {skip} just drawn not counted)"
            events.append(Scored(seat, points, reason, self.totals[seat]))
        self.round_scores.append(scores)
        self.last_winner = winner
        if self.round_no >= ROUNDS:
            self.phase = "over"
            best = min(self.totals)
            winners = frozenset(s for s in range(n) if self.totals[s] == best)
            events.append(GameOver(winners, _winners_text(winners, best)))
            return
        self.dealer = (self.dealer + 1) % n
        self.phase = "deal"

    # --- gestures --------------------------------------------------------------------------------

    def action_target(self, action: Action, seat: Seat) -> str:
        if isinstance(action, LayMeld) or (isinstance(action, Declare) and action.meld < 0):
            return f"newmeld:{seat}"
        if isinstance(action, Declare):
            return f"meld:{action.meld}"
        if isinstance(action, Draw | TakePile):
            return f"hand:{seat}"
        return action.target

    def find_action(
        self, cards: Sequence[Card], source: str, target: str, seat: Seat | None = None
    ) -> list[Action]:
        """Drops: stock or pile onto your hand draws; a card onto the discard pile discards;
        cards onto a meld add to it (or swap a wild); cards onto your ``newmeld:<seat>`` zone
        (also accepted: ``table``, ``meld:new``, ``meld:<next number>``) lay a new meld. Several
        results mean the player chooses (where a wild stands, what happens to a swapped wild)."""
        return gesture_actions(self, cards, source, target, self.resolve_seat(seat))

    def explain_gesture(
        self, cards: Sequence[Card], source: str, target: str, seat: Seat | None = None
    ) -> str:
        return explain_gesture(self, cards, source, target, self.resolve_seat(seat))

    # --- views -----------------------------------------------------------------------------------

    def public_values(self, viewer: Seat | None) -> dict[str, Any]:
        return {
            "phase": self.phase,
            "round": self.round_no,
            "rounds": ROUNDS,
            "wild_rank": self.wild_rank,
            "dealer": self.dealer,
            "turn": self.turn,
            "step": self.step,
            "began": self.began,
            "restocked": self.restocked,
            "totals": list(self.totals),
            "penalties": list(self.penalties),
            "round_scores": [list(r) for r in self.round_scores],
            "known": [list(k) for k in self.known],
            "meld_owner": list(self.meld_owner),
            "meld_kind": list(self.meld_kind),
            "meld_stands": [list(s) for s in self.meld_stands],
            "just_drew": list(self.just_drew),
            "last_winner": self.last_winner,
        }

    def scores(self) -> tuple[int, ...]:
        return tuple(self.totals)

    def outcome(self) -> Outcome | None:
        if self.phase != "over":
            return None
        best = min(self.totals)
        winners = frozenset(s for s in range(self.num_players) if self.totals[s] == best)
        return Outcome(tuple(self.totals), winners, text=_winners_text(winners, best))

    @classmethod
    def from_observation(cls, obs: Observation, zones: dict[str, list[Card]]) -> Self:
        v = obs.values
        state = cls(obs.num_players, obs.options)
        state.zones = zones
        state.phase = v["phase"]
        state.round_no = v["round"]
        state.dealer = v["dealer"]
        state.turn = v["turn"]
        state.step = v["step"]
        state.began = v["began"]
        state.restocked = v["restocked"]
        state.totals = list(v["totals"])
        state.penalties = list(v["penalties"])
        state.round_scores = [list(r) for r in v["round_scores"]]
        state.known = [list(k) for k in v["known"]]
        state.meld_owner = list(v["meld_owner"])
        state.meld_kind = list(v["meld_kind"])
        state.meld_stands = [[tuple(p) for p in s] for s in v["meld_stands"]]
        state.just_drew = list(v["just_drew"])
        state.last_winner = v["last_winner"]
        return state


def _winners_text(winners: frozenset[Seat], best: int) -> str:
    return words.winners(winners, best)


MoseState.info = GameFacts("mose", ActionCodec((*PLAYER_ACTIONS, ChooseSeat, Shuffle)))
