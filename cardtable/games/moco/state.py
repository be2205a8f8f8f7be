"""Moco!: play Decktet cards onto six suit piles and collect suit chips worth their pile's top card.

Rules as this project plays them (see RULINGS.md, Moco! and The Decktet):

* 2-5 players. The cards are the basic Decktet plus the four Pawns (40 cards, no Courts); with five
  players the Excuse joins them as a wild that may go on any pile.
* The six Aces lie face up as the bases of six suit piles (Moons, Suns, Waves, Leaves, Wyrms,
  Knots). The rest is shuffled; 2 cards (2 or 4 players) or 1 card (3 players) are set aside
  unseen and stay hidden from everyone; the others are dealt out evenly, one at a time from the
  dealer's left: 16, 11, 8 or 7 cards each for 2, 3, 4 or 5 players. The supply holds 30 chips,
  5 of each suit colour.
* The first dealer is chosen at random. The player left of the dealer starts; play goes
  clockwise (to the next seat number).
* A turn has two steps. First play one card from hand onto a pile whose Ace suit is one of the
  card's suits (for a card of two or three suits the player chooses the pile; the card counts for
  that pile only). Then take one chip of any colour still in the supply; with two players, not
  the colour of the pile just played on. When no chip may be taken, the turn simply ends.
* The game ends right after the play (and its chip) that puts a sixth card, not counting the Ace,
  on any pile; otherwise after the last card in hand is played (the chip for it is taken too).
* Each chip is worth the value of the top card of its suit's pile: numerals (2-9) their rank,
  a Pawn 1, a Crown 10, the Excuse 0; a pile holding only its Ace is worth 0 (or 1, by option).
  Highest total wins; tied players share the win. Players may end with different numbers of
  chips; that is part of the game.
* Match variant (on by default): as many games as there are players, the deal passing left each
  game; the highest sum of the game scores wins.

Options:

* ``match``: ``True`` (default; ``on`` on the command line) plays the match of one game per
  player; ``False`` (``off``) plays a single game.
* ``ace_only_pile``: what a chip is worth when its pile holds only its Ace: ``0`` (default) or
  ``1``.

Table gestures: dropping a card on a pile zone (``pile:Moons``) means playing it there; dropping
it on the table area (zone id ``table``) means any pile it fits, so a many-suited card gives one
action per pile and the player picks. Dragging a chip from a supply zone (``supply:Moons``) to
the player's chips zone (``chips:2``) takes it.

Zones: ``pile:<suit>`` (public, the Ace at the bottom), ``hand:<seat>`` (owner only), ``stock``
(the face-down deck before a deal) and ``removed`` (the unseen set-aside cards). Token zones:
``supply:<suit>`` (the chips of that colour still in supply) and ``chips:<seat>`` (a player's
chips by colour), all public.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Self

from cardtable.engine.actions import Action, ActionCodec
from cardtable.engine.cards import (
    CROWN,
    DECKTET_SUITS,
    PAWN,
    Card,
    decktet_deck,
)
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
    TokensMoved,
    ValueChanged,
    seat_ref,
)
from cardtable.engine.info import OptionValue
from cardtable.engine.observation import Observation
from cardtable.engine.state import CHANCE, TERMINAL, GameFacts, GameState, Outcome
from cardtable.engine.zones import Seat, Visibility, ZoneInfo, ZoneKind, zone_owner_from_id
from cardtable.i18n import N_, _

#: Chips of each colour in the supply at the start of a game.
CHIPS_PER_SUIT: Final = 5
#: Cards on one pile (its Ace not counted) that end the game.
PILE_LIMIT: Final = 6
#: Cards set aside unseen, by number of players.
REMOVED: Final = {2: 2, 3: 1, 4: 2, 5: 0}
#: The drop zone meaning "somewhere on the table": every pile the card fits.
TABLE: Final = "table"


def pile_zone(suit: str) -> str:
    return f"pile:{suit}"


def supply_zone(suit: str) -> str:
    return f"supply:{suit}"


def chips_zone(seat: Seat) -> str:
    return f"chips:{seat}"


def is_excuse(card: Card) -> bool:
    return card.rank == 0


def card_value(card: Card, ace_only: int = 0) -> int:
    """What a chip is worth with ``card`` on top of its pile (``ace_only`` for a bare Ace)."""
    if is_excuse(card):
        return 0
    if card.rank == 1:
        return ace_only
    if card.rank == PAWN:
        return 1
    if card.rank == CROWN:
        return 10
    return card.rank


def fits(card: Card, suit: str) -> bool:
    """Whether ``card`` may go on the ``suit`` pile (the Excuse fits every pile)."""
    return is_excuse(card) or suit in card.suits


def piles_for(card: Card) -> tuple[str, ...]:
    """The piles ``card`` may go on, in suit order (Decktet cards list their suits so)."""
    return DECKTET_SUITS if is_excuse(card) else card.suits


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play a card from hand onto the pile of one of its suits (any pile for the Excuse)."""

    verb = "play"
    card: Card
    pile: str

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.card,)

    @property
    def target(self) -> str:
        return pile_zone(self.pile)

    @property
    def label(self) -> str:
        return _("Play {card} on {pile}").format(card=self.card.label, pile=_(self.pile))


@dataclass(frozen=True, slots=True)
class TakeChip(Action):
    """Take one chip of a colour from the supply (the second step of a turn)."""

    verb = "take"
    prompt = N_("Your turn: take a chip")
    suit: str

    @property
    def choice(self) -> str:
        return _(self.suit)

    @property
    def label(self) -> str:
        return _("Take a {suit} chip").format(suit=_(self.suit))


class MocoState(GameState):
    """A game (or match of games) of Moco! in progress."""

    def __init__(self, num_players: int, options: Mapping[str, OptionValue]) -> None:
        super().__init__(num_players, options)
        self.phase = "choose_dealer"  # choose_dealer, deal, play, chip, over
        self.first_dealer = 0
        self.dealer = 0
        self.turn = 0
        self.game_no = 0  # the game being played (1-based once dealt)
        self.last_pile = ""  # the pile the seat on turn just played on (chip step)
        self.ending = False  # the play this turn put a sixth card on a pile
        self.supply = [CHIPS_PER_SUIT] * len(DECKTET_SUITS)
        self.chips = [[0] * len(DECKTET_SUITS) for _ in range(num_players)]
        self.game_scores: list[list[int]] = []  # one row per finished game
        self.totals = [0] * num_players
        self.winners: list[int] = []
        deck = self.all_cards(num_players, options)
        for suit in DECKTET_SUITS:
            self.zones[pile_zone(suit)] = [c for c in deck if c.rank == 1 and c.suits == (suit,)]
        self.zones["stock"] = [c for c in deck if c.rank != 1]
        self.zones["removed"] = []
        for seat in range(num_players):
            self.zones[f"hand:{seat}"] = []

    # --- static facts ----------------------------------------------------------------------------

    @classmethod
    def all_cards(cls, num_players: int, options: Mapping[str, OptionValue]) -> list[Card]:
        return decktet_deck(pawns=True, excuse=num_players == 5)

    @property
    def games_in_match(self) -> int:
        return self.num_players if self.options.get("match", True) else 1

    @property
    def ace_only(self) -> int:
        return int(self.options.get("ace_only_pile", 0))

    def zone_info(self, zid: str) -> ZoneInfo:
        kind, _, key = zid.partition(":")
        if kind == "hand":
            return ZoneInfo(ZoneKind.HAND, int(key), Visibility.OWNER, "hand")
        if kind == "pile":
            return ZoneInfo(ZoneKind.PILE, None, Visibility.PUBLIC, key)
        if kind == "removed":
            return ZoneInfo(ZoneKind.RESERVE, None, Visibility.HIDDEN, "set aside")
        if kind == "supply":
            # Named "Moons chips" and so on: help.SUPPLY_LABELS marks them for translation.
            return ZoneInfo(ZoneKind.TOKENS, None, Visibility.PUBLIC, f"{key} chips")
        if kind == "chips":
            return ZoneInfo(ZoneKind.TOKENS, zone_owner_from_id(zid), Visibility.PUBLIC, "chips")
        return ZoneInfo(ZoneKind.STOCK, None, Visibility.HIDDEN, "deck")

    def token_zones(self) -> list[tuple[str, ZoneInfo, tuple[tuple[str, int], ...]]]:
        zones: list[tuple[str, ZoneInfo, tuple[tuple[str, int], ...]]] = [
            (supply_zone(suit), self.zone_info(supply_zone(suit)), ((suit, self.supply[i]),))
            for i, suit in enumerate(DECKTET_SUITS)
        ]
        for seat in range(self.num_players):
            zid = chips_zone(seat)
            held = tuple(zip(DECKTET_SUITS, self.chips[seat], strict=True))
            zones.append((zid, self.zone_info(zid), held))
        return zones

    def zone_attrs(self, zid: str) -> Mapping[str, Any]:
        if zid.startswith("pile:"):
            pile = self.zones[zid]
            return {"cards": len(pile) - 1, "value": card_value(pile[-1], self.ace_only)}
        return {}

    # --- turns -----------------------------------------------------------------------------------

    @property
    def current_player(self) -> Seat:
        if self.phase in ("play", "chip"):
            return self.turn
        if self.phase == "over":
            return TERMINAL
        return CHANCE

    def _hand(self, seat: Seat) -> list[Card]:
        return self.zones[f"hand:{seat}"]

    def chip_choices(self) -> list[str]:
        """The colours the seat on turn may take a chip of after playing on ``last_pile``."""
        return [
            suit
            for i, suit in enumerate(DECKTET_SUITS)
            if self.supply[i] > 0 and not (self.num_players == 2 and suit == self.last_pile)
        ]

    def legal_actions(self, seat: Seat | None = None) -> list[Action]:
        if seat is not None and seat != self.turn:
            return []
        if self.phase == "play":
            return [Play(c, suit) for c in self._hand(self.turn) for suit in piles_for(c)]
        if self.phase == "chip":
            return [TakeChip(suit) for suit in self.chip_choices()]
        return []

    def check(self, action: Action, seat: Seat | None = None) -> None:
        seat = self.resolve_seat(seat)
        if not self._plainly_legal(action, seat):
            super().check(action, seat)

    def _plainly_legal(self, action: Action, seat: Seat) -> bool:
        """A fast test accepting exactly what :meth:`legal_actions` lists for the seat on turn."""
        if seat != self.turn:
            return False
        if isinstance(action, Play):
            return (
                self.phase == "play"
                and action.card in self._hand(seat)
                and action.pile in piles_for(action.card)
            )
        if isinstance(action, TakeChip):
            return self.phase == "chip" and action.suit in self.chip_choices()
        return False

    def explain_illegal(self, action: Action, seat: Seat) -> IllegalActionError:
        if self.phase not in ("play", "chip") or seat != self.turn:
            return NotYourTurnError(_("it is not seat {seat}'s turn").format(seat=seat + 1))
        if isinstance(action, Play):
            if self.phase == "chip":
                return IllegalActionError(_("you have played your card; take a chip now"))
            if action.pile not in DECKTET_SUITS:
                return IllegalActionError(_("there is no {pile!r} pile").format(pile=action.pile))
            if action.card not in self._hand(seat):
                return IllegalActionError(
                    _("{card} is not in your hand").format(card=action.card.label)
                )
            suits = ", ".join(_(s) for s in action.card.suits)
            return IllegalActionError(
                _("{card} ({suits}) cannot go on the {pile} pile").format(
                    card=action.card.label, suits=suits, pile=_(action.pile)
                )
            )
        if isinstance(action, TakeChip):
            if self.phase == "play":
                return IllegalActionError(_("play a card first, then take a chip"))
            if action.suit not in DECKTET_SUITS:
                return IllegalActionError(_("there are no {suit!r} chips").format(suit=action.suit))
            if self.supply[DECKTET_SUITS.index(action.suit)] == 0:
                return IllegalActionError(
                    _("no {suit} chips are left in the supply").format(suit=_(action.suit))
                )
            return IllegalActionError(
                _(
                    "with two players you may not take a chip of the pile you just played on "
                    "({last_pile})"
                ).format(last_pile=_(self.last_pile))
            )
        return IllegalActionError(
            _("{action!r} is not a Moco! move").format(action=action.notation)
        )

    # --- chance ----------------------------------------------------------------------------------

    def chance_deck(self) -> Sequence[Card] | None:
        return None if self.phase == "choose_dealer" else self.zones["stock"]

    # --- applying --------------------------------------------------------------------------------

    def _apply(self, action: Action, seat: Seat) -> list[Event]:
        if isinstance(action, ChooseSeat):
            self.first_dealer = self.dealer = action.seat
            self.phase = "deal"
            return [Message(_("deals first"), action.seat)]
        if isinstance(action, Shuffle):
            return self._deal(action.order)
        if isinstance(action, Play):
            return self._play(seat, action.card, action.pile)
        assert isinstance(action, TakeChip)
        return self._take_chip(seat, action.suit)

    def _deal(self, order: Sequence[Card]) -> list[Event]:
        n = self.num_players
        self.game_no += 1
        self.zones["stock"] = list(order)
        self.supply = [CHIPS_PER_SUIT] * len(DECKTET_SUITS)
        events: list[Event] = [
            PhaseChanged(
                "deal",
                _("Game {game_no} of {games_in_match}").format(
                    game_no=self.game_no, games_in_match=self.games_in_match
                ),
            ),
            Shuffled("stock", len(order)),
        ]
        removed = REMOVED[n]
        if removed:
            events.append(
                self.move(list(order[:removed]), "stock", "removed", None, "sets aside unseen")
            )
        for i in range(len(order) - removed):
            seat = (self.dealer + 1 + i) % n
            events.append(
                self.move([self.zones["stock"][0]], "stock", f"hand:{seat}", None, "is dealt")
            )
        self.phase = "play"
        self.turn = (self.dealer + 1) % n
        self.last_pile = ""
        self.ending = False
        events.append(PhaseChanged("play", _("Seat {turn} starts").format(turn=self.turn + 1)))
        return events

    def _play(self, seat: Seat, card: Card, suit: str) -> list[Event]:
        pile = pile_zone(suit)
        events: list[Event] = [self.move([card], f"hand:{seat}", pile, seat, "plays")]
        self.last_pile = suit
        if len(self.zones[pile]) - 1 >= PILE_LIMIT:
            self.ending = True
            events.append(
                Message(
                    _(
                        "puts the sixth card on the {suit} pile: the game ends after this turn"
                    ).format(suit=_(suit))
                )
            )
        events.append(ValueChanged("pile_values", self.pile_values()))
        if self.chip_choices():
            self.phase = "chip"
            return events
        events.append(Message(_("takes no chip: none may be taken"), seat))
        self._end_turn(seat, events)
        return events

    def _take_chip(self, seat: Seat, suit: str) -> list[Event]:
        i = DECKTET_SUITS.index(suit)
        self.supply[i] -= 1
        self.chips[seat][i] += 1
        events: list[Event] = [
            TokensMoved(suit, 1, supply_zone(suit), chips_zone(seat), seat, "takes")
        ]
        self._end_turn(seat, events)
        return events

    def _end_turn(self, seat: Seat, events: list[Event]) -> None:
        self.last_pile = ""
        if self.ending or not any(self._hand(s) for s in range(self.num_players)):
            self._end_game(events)
            return
        self.phase = "play"
        self.turn = (seat + 1) % self.num_players

    def _end_game(self, events: list[Event]) -> None:
        n = self.num_players
        scores = self.chip_scores()
        self.game_scores.append(scores)
        events.append(
            PhaseChanged("score", _("Game {game_no} is over").format(game_no=self.game_no))
        )
        for seat in range(n):
            self.totals[seat] += scores[seat]
            events.append(
                Scored(
                    seat,
                    scores[seat],
                    _("chips in game {game_no}").format(game_no=self.game_no),
                    self.totals[seat],
                )
            )
        events.append(ValueChanged("totals", list(self.totals)))
        if self.game_no >= self.games_in_match:
            best = max(self.totals)
            self.winners = [s for s in range(n) if self.totals[s] == best]
            self.phase = "over"
            events.append(GameOver(frozenset(self.winners), self._result_text()))
            return
        self._gather(events)
        self.dealer = (self.dealer + 1) % n
        self.ending = False
        self.phase = "deal"

    def _gather(self, events: list[Event]) -> None:
        """Return the chips to the supply and every card but the Aces to the deck."""
        for seat in range(self.num_players):
            for i, suit in enumerate(DECKTET_SUITS):
                if self.chips[seat][i]:
                    events.append(
                        TokensMoved(
                            suit,
                            self.chips[seat][i],
                            chips_zone(seat),
                            supply_zone(suit),
                            seat,
                            "returns",
                        )
                    )
                    self.chips[seat][i] = 0
        self.supply = [CHIPS_PER_SUIT] * len(DECKTET_SUITS)
        for suit in DECKTET_SUITS:
            pile = pile_zone(suit)
            played = self.zones[pile][1:]
            if played:
                events.append(self.move(played, pile, "stock", None, "gathers"))
        for seat in range(self.num_players):
            hand = list(self._hand(seat))
            if hand:
                events.append(self.move(hand, f"hand:{seat}", "stock", seat, "gathers"))
        removed = list(self.zones["removed"])
        if removed:
            events.append(self.move(removed, "removed", "stock", None, "gathers"))

    def _result_text(self) -> str:
        names = _(" and ").join(seat_ref(s + 1) for s in self.winners)
        best = self.totals[self.winners[0]]
        if len(self.winners) == 1:
            text = _("{names} wins with {total}").format(names=names, total=best)
        else:
            text = _("{names} share the win with {total}").format(names=names, total=best)
        return text[0].upper() + text[1:]

    # --- scoring ---------------------------------------------------------------------------------

    def pile_values(self) -> dict[str, int]:
        """What one chip of each colour is worth now."""
        return {
            suit: card_value(self.zones[pile_zone(suit)][-1], self.ace_only)
            for suit in DECKTET_SUITS
        }

    def chip_scores(self) -> list[int]:
        """Each seat's chips valued by the current top cards."""
        values = self.pile_values()
        return [
            sum(k * values[suit] for k, suit in zip(held, DECKTET_SUITS, strict=True))
            for held in self.chips
        ]

    def scores(self) -> tuple[int, ...]:
        if self.phase in ("play", "chip"):
            return tuple(t + s for t, s in zip(self.totals, self.chip_scores(), strict=True))
        return tuple(self.totals)

    def outcome(self) -> Outcome | None:
        if self.phase != "over":
            return None
        return Outcome(tuple(self.totals), frozenset(self.winners), text=self._result_text())

    # --- views -----------------------------------------------------------------------------------

    def find_action(
        self,
        cards: Sequence[Card],
        source: str,
        target: str,
        seat: Seat | None = None,
    ) -> list[Action]:
        seat = self.resolve_seat(seat)
        if seat < 0:
            return []
        if source.startswith("supply:") and target == chips_zone(seat) and not cards:
            suit = source.partition(":")[2]
            return [a for a in self.legal_actions(seat) if a == TakeChip(suit)]
        if target == TABLE:
            zone = self.zones.get(source)
            if len(cards) != 1 or zone is None or cards[0] not in zone:
                return []
            return [a for a in self.legal_actions(seat) if a.cards == (cards[0],)]
        return super().find_action(cards, source, target, seat)

    def public_values(self, viewer: Seat | None) -> dict[str, Any]:
        return {
            "phase": self.phase,
            "first_dealer": self.first_dealer,
            "dealer": self.dealer,
            "turn": self.turn,
            "game_no": self.game_no,
            "games_in_match": self.games_in_match,
            "last_pile": self.last_pile,
            "ending": self.ending,
            "pile_values": self.pile_values(),
            "chip_scores": self.chip_scores(),
            "game_scores": [list(row) for row in self.game_scores],
            "totals": list(self.totals),
            "winners": list(self.winners),
        }

    @classmethod
    def from_observation(cls, obs: Observation, zones: dict[str, list[Card]]) -> Self:
        v = obs.values
        state = cls(obs.num_players, obs.options)
        state.zones = zones
        state.phase = v["phase"]
        state.first_dealer = v["first_dealer"]
        state.dealer = v["dealer"]
        state.turn = v["turn"]
        state.game_no = v["game_no"]
        state.last_pile = v["last_pile"]
        state.ending = v["ending"]
        state.game_scores = [list(row) for row in v["game_scores"]]
        state.totals = list(v["totals"])
        state.winners = list(v["winners"])
        for i, suit in enumerate(DECKTET_SUITS):
            state.supply[i] = dict(obs.zone(supply_zone(suit)).tokens)[suit]
        for seat in range(obs.num_players):
            held = dict(obs.zone(chips_zone(seat)).tokens)
            state.chips[seat] = [held[suit] for suit in DECKTET_SUITS]
        return state


MocoState.info = GameFacts("moco", ActionCodec((Play, TakeChip, ChooseSeat, Shuffle)))
