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

from collections.abc import Iterator, Sequence
from typing import Any, Final, Self, overload

from cardtable.engine.actions import Action, ActionCodec
from cardtable.engine.cards import RANK_PLURALS, Card, take_out
from cardtable.engine.common_actions import (
    ChooseSeat,
    Shuffle,
)
from cardtable.engine.errors import IllegalActionError
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
from cardtable.engine.observation import Observation
from cardtable.engine.state import GameFacts, Outcome
from cardtable.engine.zones import Seat
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
from cardtable.games.mose.moves import PlainMeld, card_points, grown_pair, placed_pair, table_plays
from cardtable.games.mose.quiet import apply_quietly
from cardtable.games.mose.rules import explain_gesture, gesture_actions, why_not
from cardtable.games.mose.table import HAND_IDS, HAND_SIZE, MoseTable
from cardtable.games.mose.table import ROUNDS as ROUNDS
from cardtable.games.shared import melds
from cardtable.games.shared.meld_words import describe
from cardtable.i18n import Name, _

FALSE_MOSE: Final = 50
INVALID_LAYOFF: Final = 10
RANK_WORDS: Final = {r: RANK_PLURALS[r] for r in (1, 11, 12, 13)}


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


class MoseState(MoseTable):
    """A game of Mose in progress: what is legal, and what each action does."""

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
