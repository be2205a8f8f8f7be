"""What each seat may do in gin rummy, and why a move is refused.

:class:`GinRules` holds the state's data and answers "what is legal now"; :mod:`.state` adds how
moves change it. The phases of a hand:

* ``first_upcard``: the non-dealer, then the dealer, may take the first upcard or pass; when
  both passed, the non-dealer must draw from the stock.
* ``draw``: take the upcard or draw from the stock.
* ``discard``: discard any card, or knock when the eleven cards can be brought to at most the
  knock card's value in deadwood by one discard.
* ``knock_discard``: the knocker discards a card that keeps the deadwood within the knock card.
* ``knock_meld``: the knocker lays melds one at a time (only melds that some arrangement within
  the knock card uses), and says done once the cards left in hand are within the knock card.
* ``layoff``: the other player lays off cards on the knocker's melds one at a time (skipped
  after gin), then says done.
* ``meld``: the other player lays their own melds, then says done; the hand is scored.
* ``wall``: two stock cards are left; the player on turn may knock with the upcard or pass,
  and a pass ends the hand as a draw.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card, card_from_code
from cardtable.engine.errors import IllegalActionError, NotYourTurnError
from cardtable.engine.options import OptionValue
from cardtable.engine.state import CHANCE, TERMINAL, GameState
from cardtable.engine.zones import Seat, Visibility, ZoneInfo, ZoneKind
from cardtable.i18n import _
from cardtable_gin_rummy.actions import (
    Discard,
    Done,
    Draw,
    Knock,
    LayMeld,
    LayOff,
    Pass,
    TakeUpcard,
)
from cardtable_gin_rummy.melds import (
    CARDS,
    best_melds,
    cards_of,
    deadwood,
    deadwood_after_discard,
    discards_keeping,
    is_meld,
    layoff_cards,
    mask_of,
    melds_in,
    melds_keeping,
    number,
    value_of,
)

HAND_SIZE: Final = 10
#: A hand is a draw when a discard leaves this many cards in the stock.
WALL: Final = 2
#: The hand is a draw at this many upcards taken after the first upcard's offer.
MAX_UPCARD_TAKES: Final = 50

#: Phases in which a seat is on turn.
PLAY_PHASES: Final = frozenset(
    ("first_upcard", "draw", "discard", "knock_discard", "knock_meld", "layoff", "meld", "wall")
)


class GinRules(GameState):
    """The data of a game of gin rummy and what is legal in it."""

    def __init__(self, num_players: int, options: Mapping[str, OptionValue]) -> None:
        super().__init__(num_players, options)
        self.phase = "choose_dealer"
        self.dealer = 0
        self.turn = 0
        self.knock_card = int(options.get("knock_card", 10))
        #: Who turned down the first upcard, per seat.
        self.passed = [False, False]
        #: Whether the top card of the discard pile may be taken (not after a stock draw buried it).
        self.upcard_live = False
        #: The card most recently taken or buried (code; "" before any), for the repeat rule.
        self.prev_upcard = ""
        #: Whether the last discard threw back the upcard just taken.
        self.repeated = False
        self.upcard_takes = 0
        self.knocker = -1
        #: The number of every meld laid this hand, per seat, in order (zone ``meld:{seat}.{i}``).
        self.melds: list[list[int]] = [[], []]
        #: Card numbers laid off on the knocker's melds, in order.
        self.laid_off: list[int] = []
        #: Cards each seat took from the discard pile and still holds (codes; public knowledge).
        self.known: list[list[str]] = [[], []]
        self.points = [0, 0]
        self.hand_no = 0
        #: The last hand's result: [knocker or -1, points to seat 0, points to seat 1, how].
        self.last_result: list[Any] = []
        self.winner = -1
        self.zones["stock"] = self.all_cards(num_players, options)
        self.zones["discard"] = []
        self.zones["hand:0"] = []
        self.zones["hand:1"] = []

    # --- static facts ----------------------------------------------------------------------------

    @classmethod
    def all_cards(cls, num_players: int, options: Mapping[str, OptionValue]) -> list[Card]:
        return list(CARDS)

    def zone_info(self, zid: str) -> ZoneInfo:
        kind, _, key = zid.partition(":")
        if kind == "hand":
            return ZoneInfo(ZoneKind.HAND, int(key), Visibility.OWNER, "hand")
        if kind == "meld":
            return ZoneInfo(ZoneKind.MELD, int(key.partition(".")[0]), Visibility.PUBLIC, "meld")
        if kind == "discard":
            return ZoneInfo(ZoneKind.DISCARD, None, Visibility.PUBLIC, "discard pile")
        return ZoneInfo(ZoneKind.STOCK, None, Visibility.HIDDEN, "stock")

    def known_cards(self, zid: str) -> frozenset[Card]:
        if zid.startswith("hand:"):
            held = self.known[int(zid[5:])]
            if held:
                return frozenset(card_from_code(c) for c in held)
        return frozenset()

    # --- whose turn ------------------------------------------------------------------------------

    @property
    def current_player(self) -> Seat:
        if self.phase in PLAY_PHASES:
            return self.turn
        if self.phase == "over":
            return TERMINAL
        return CHANCE

    def hand(self, seat: Seat) -> list[Card]:
        return self.zones[f"hand:{seat}"]

    def upcard(self) -> Card | None:
        """The card that may be taken from the discard pile now, if any."""
        pile = self.zones["discard"]
        return pile[-1] if self.upcard_live and pile else None

    def knock_limit(self, seat: Seat) -> int:
        return self.knock_card

    # --- what is legal ---------------------------------------------------------------------------

    def legal_actions(self, seat: Seat | None = None) -> list[Action]:
        if self.phase not in PLAY_PHASES or (seat is not None and seat != self.turn):
            return []
        phase = self.phase
        hand = self.hand(self.turn)
        if phase == "discard":
            out: list[Action] = [Discard(c) for c in hand]
            if deadwood_after_discard(mask_of(hand)) <= self.knock_card:
                out.append(Knock())
            return out
        if phase == "draw":
            top = self.zones["discard"][-1]
            return [TakeUpcard(top), Draw()]
        if phase == "first_upcard":
            if self.passed[0] and self.passed[1]:
                return [Draw()]
            return [TakeUpcard(self.zones["discard"][-1]), Pass()]
        if phase == "knock_discard":
            # The discard that leaves the least deadwood first: the one the table offers.
            held = mask_of(hand)
            keeping = discards_keeping(held, self.knock_card)
            keeping.sort(key=lambda n: deadwood(held ^ (1 << n)))
            return [Discard(CARDS[n]) for n in keeping]
        if phase == "knock_meld":
            held = mask_of(hand)
            out = [
                LayMeld(cards_of(m))
                for m in _best_first(held, melds_keeping(held, self.knock_card))
            ]
            if value_of(held) <= self.knock_card:
                out.append(Done())
            return out
        if phase == "layoff":
            fits = layoff_cards(self.melds[self.knocker], self.laid_off)
            return [LayOff(c) for c in hand if number(c) in fits] + [Done()]
        if phase == "meld":
            held = mask_of(hand)
            return [LayMeld(cards_of(m)) for m in _best_first(held, melds_in(held))] + [Done()]
        # The wall: knock with the upcard, or let the hand end.
        top = self.zones["discard"][-1]
        wall: list[Action] = [Pass()]
        if deadwood_after_discard(mask_of(hand) | mask_of((top,))) <= self.knock_card:
            wall.append(Knock())
        return wall

    def explain_illegal(self, action: Action, seat: Seat) -> IllegalActionError:
        if self.phase not in PLAY_PHASES or seat != self.turn:
            return NotYourTurnError(_("it is not seat {seat}'s turn").format(seat=seat + 1))
        phase = self.phase
        hand = self.hand(seat)
        cards = action.cards
        if cards and not isinstance(action, TakeUpcard) and any(c not in hand for c in cards):
            return IllegalActionError(_("those cards are not all in your hand"))
        if isinstance(action, TakeUpcard | Draw | Pass) and phase not in (
            "first_upcard",
            "draw",
            "wall",
        ):
            return IllegalActionError(_("you have already drawn this turn"))
        if isinstance(action, TakeUpcard):
            if phase == "wall":
                return IllegalActionError(
                    _("two cards are left in the stock: knock with the upcard or pass")
                )
            return IllegalActionError(_("that card is not the upcard"))
        if isinstance(action, Draw):
            if phase == "wall":
                return IllegalActionError(
                    _("two cards are left in the stock: knock with the upcard or pass")
                )
            if phase == "first_upcard":
                return IllegalActionError(_("first the upcard is offered: take it or pass"))
        if isinstance(action, Pass):
            return IllegalActionError(
                _("only the first upcard may be passed: take the upcard or draw from the stock")
            )
        if isinstance(action, Discard | Knock) and phase in ("first_upcard", "draw"):
            return IllegalActionError(_("draw a card first"))
        if isinstance(action, Knock):
            if phase == "discard" or phase == "wall":
                return IllegalActionError(
                    _("to knock your deadwood after the discard must be {limit} or less").format(
                        limit=self.knock_card
                    )
                )
            return IllegalActionError(_("you have already knocked"))
        if isinstance(action, Discard) and phase == "knock_discard":
            return IllegalActionError(
                _("after that discard your deadwood would be over {limit}").format(
                    limit=self.knock_card
                )
            )
        if isinstance(action, LayMeld):
            if phase not in ("knock_meld", "meld"):
                return IllegalActionError(_("melds are laid only after a knock"))
            if not is_meld(mask_of(cards)):
                return IllegalActionError(
                    _("a meld is three or four cards of a rank, or three to five in suit")
                )
            return IllegalActionError(
                _("laying that meld would leave your deadwood over {limit}").format(
                    limit=self.knock_card
                )
            )
        if isinstance(action, LayOff):
            if phase != "layoff":
                return IllegalActionError(_("cards are laid off only on a knocker's melds"))
            return IllegalActionError(_("that card does not fit any of the knocker's melds"))
        if isinstance(action, Done) and phase == "knock_meld":
            return IllegalActionError(
                _("your deadwood is still over {limit}: lay more melds").format(
                    limit=self.knock_card
                )
            )
        return IllegalActionError(_("that move is not allowed now"))

    # --- gestures --------------------------------------------------------------------------------

    def action_target(self, action: Action, seat: Seat) -> str:
        if isinstance(action, TakeUpcard | Draw):
            return f"hand:{seat}"
        if isinstance(action, LayMeld):
            return f"meld:{seat}.{len(self.melds[seat])}"
        if isinstance(action, LayOff):
            return self.layoff_zone(number(action.card))
        return action.target

    def layoff_zone(self, n: int) -> str:
        """The knocker's meld a laid-off card joins: the first it extends."""
        for i, meld in enumerate(self.melds[self.knocker]):
            if n in layoff_cards([meld], self.laid_off):
                return f"meld:{self.knocker}.{i}"
        return f"meld:{self.knocker}.0"

    def find_action(
        self, cards: Any, source: str, target: str, seat: Seat | None = None
    ) -> list[Action]:
        """Drops: the stock or the upcard onto the hand; a card on the discard pile; cards onto
        the table as a new meld (any meld zone of one's own, or the table's empty place); a card
        onto any of the knocker's melds it extends."""
        seat = self.resolve_seat(seat)
        if seat < 0 or seat != self.current_player:
            return []
        legal = self.legal_actions(seat)
        if source == "stock" and target == f"hand:{seat}":
            return [a for a in legal if isinstance(a, Draw)]
        if source == "discard" and target == f"hand:{seat}" and not cards:
            return [a for a in legal if isinstance(a, TakeUpcard)]  # a click on the pile
        wanted = sorted(c.code for c in cards)
        found: list[Action] = []
        for a in legal:
            if sorted(c.code for c in a.cards) != wanted or not a.cards:
                continue
            if isinstance(a, LayMeld):
                if target.startswith(f"meld:{seat}") or target == self.action_target(a, seat):
                    found.append(a)
            elif isinstance(a, LayOff):
                if target.startswith(f"meld:{self.knocker}."):
                    found.append(a)
            elif self.action_target(a, seat) == target:
                found.append(a)
        return found

    def hand_deadwood(self, seat: Seat) -> int:
        """The least deadwood of ``seat``'s hand as it is (after a discard)."""
        return deadwood(mask_of(self.hand(seat)))


def _best_first(hand: int, melds: list[int]) -> list[int]:
    """``melds`` with those of the arrangement of ``hand`` that leaves the least deadwood first,
    in its order: the table offers them first (buttons 1, 2, ...), so laying the best
    arrangement takes one key or click a meld."""
    best = best_melds(hand)
    place = {m: i for i, m in enumerate(best)}
    return sorted(melds, key=lambda m: place.get(m, len(best)))
