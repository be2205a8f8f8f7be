"""Reading the other players' hidden cards from what they did.

A plain determinization deals the unseen cards uniformly: every hand an opponent might hold is as
likely as any other. But players act on their cards. In Moxie someone who bets or raises usually
holds a strong hand, someone who checks a weak one, and a call says the hand is worth the price.
In Moosehead a pass says no card fitted. In Mose a player who could have melded at any moment
and did not most likely holds no meld.
A :class:`Belief` scores a sampled world by how well the opponents' public actions fit the cards
it gives them, and :func:`sample` keeps worlds in proportion to that score (rejection sampling
with a bounded number of tries, so a surprising opponent never stalls the search).

The score uses only the bot's observation (the public betting record) and the sampled world
itself, so it adds no knowledge the bot does not have; it is a model of how people play, not a
peek. Games without a model (:func:`belief_for` returns None) sample uniformly.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Final, Protocol

from cardtable.engine.cards import Card, card_from_code, std_value
from cardtable.engine.observation import Observation
from cardtable.engine.state import GameState
from cardtable.games.moosehead.state import LIMIT, SCORING_COUNTS
from cardtable.games.mose.moves import has_table_play
from cardtable.games.mose.table import HAND_SIZE
from cardtable.games.moxie.heuristic import CALL_MARGIN, COPIES, RANKS, STRONG, win_chance

#: How many worlds :func:`sample` draws at most before settling for the best-scored one.
TRIES: Final = 24


class Belief(Protocol):
    def weight(self, state: GameState) -> float:
        """How well the sampled ``state`` fits what the other players did, from 0 to 1."""
        ...


def sample(
    determinize: Callable[[Observation, random.Random], GameState],
    observation: Observation,
    rng: random.Random,
    belief: Belief | None,
) -> GameState:
    """A world consistent with ``observation``, drawn in proportion to ``belief``'s weight."""
    if belief is None:
        return determinize(observation, rng)
    best: GameState | None = None
    best_weight = -1.0
    for _ in range(TRIES):
        state = determinize(observation, rng)
        weight = belief.weight(state)
        if rng.random() < weight:
            return state
        if weight > best_weight:
            best, best_weight = state, weight
    assert best is not None
    return best


def belief_for(game_id: str, observation: Observation) -> Belief | None:
    """The model of the other players for ``game_id`` at this decision, if the game has one."""
    if game_id == "moxie":
        return MoxieBelief.of(observation)
    if game_id == "moosehead":
        return MooseheadBelief.of(observation)
    if game_id == "mose":
        return MoseBelief.of(observation)
    return None


# --- Mose ----------------------------------------------------------------------------------------

#: Likelihood of a world where an opponent holds a play they could have made already, against 1
#: for one where they hold none. Not zero: a searching bot or a person may keep a meld back.
HOLDING_PLAY: Final = 0.1


class MoseBelief:
    """Scores Mose worlds by what the opponents have not played.

    With any-time plays every player may meld, add to a meld or swap a wild after every move, and
    players lay what they can: it sheds points and brings them nearer to going out. So an
    opponent who has had the chance since the table last changed, and played nothing, most
    likely holds no new meld, no lay-off and no wild swap that puts the wild on a meld. A uniform
    deal ignores this and often gives them one (a pair and a wild is a meld), which makes them
    look closer to going out than they are. The player on turn is left out: once drawn they may
    be about to play, and before drawing they are not offered the moments in between (another
    player's claim may have opened a spot for them).
    """

    def __init__(self, seats: tuple[int, ...]) -> None:
        #: The opponents whose hands should hold no play.
        self.seats = seats

    @classmethod
    def of(cls, observation: Observation) -> MoseBelief | None:
        v = observation.values
        if v["phase"] != "play" or not v["began"]:
            return None
        if observation.options.get("any_time_plays", "on") != "on":
            return None
        me = observation.viewer
        assert me is not None
        n = observation.num_players
        turn = v["turn"]
        seats = [s for s in range(n) if s not in (me, turn) and observation.zone(f"hand:{s}").count]
        if _first_draw(observation):
            # The round has only just begun: only the seats asked before this one have had a
            # moment to play (claims go round in seat order from the player who drew).
            seats = [s for s in seats if (s - turn) % n < (me - turn) % n]
        return cls(tuple(seats)) if seats else None

    def weight(self, state: GameState) -> float:
        table = state.table()  # type: ignore[attr-defined]
        wild: int = state.wild_rank  # type: ignore[attr-defined]
        weight = 1.0
        for seat in self.seats:
            # Any play but a swap that takes the wild into hand (which sheds nothing).
            if has_table_play(state.zones[f"hand:{seat}"], table, wild, to_hand=False):
                weight *= HOLDING_PLAY
        return weight


def _first_draw(observation: Observation) -> bool:
    """Whether the only move of the round so far is the first player's draw."""
    v = observation.values
    if v["step"] != "play" or v["just_drew"][0] != v["turn"] or v["meld_kind"]:
        return False
    cards = sum(zone.count for zone in observation.zones)
    stock = cards - HAND_SIZE * observation.num_players - 1  # the stock after the deal
    left = observation.zone("stock").count
    return left == stock - 1 or (left == stock and observation.zone("discard").count == 0)


# --- Moosehead ------------------------------------------------------------------------------------

#: A pass is forced (a player who can play must), so a world where the passer held a card that
#: fitted is all but impossible; the small weight only keeps a sample when nothing else fits.
PASS_BROKEN: Final = 0.001
#: Players nearly always take 2 points when a card makes 15, 20, 25 or 30.
MISSED_SCORE: Final = 0.25


class MooseheadBelief:
    """Scores Moosehead worlds by this hand's turns.

    An opponent's hand at an earlier turn is their hand in the sampled world plus the cards
    they have played since (public). A pass says none of those cards fitted under 30; a card
    that scored nothing, when another in that hand would have made 15, 20, 25 or 30, is
    unlikely.
    """

    def __init__(self, turns: list[tuple[int, int, Card | None]]) -> None:
        #: The other players' turns of this hand, oldest first.
        self.turns = turns

    @classmethod
    def of(cls, observation: Observation) -> MooseheadBelief | None:
        me = observation.viewer
        turns = [
            (int(seat), int(count), card_from_code(code) if code else None)
            for seat, count, code in observation.values.get("hand_turns", ())
            if seat != me
        ]
        if not turns:
            return None
        return cls(turns)

    def weight(self, state: GameState) -> float:
        weight = 1.0
        # Walk backwards so each opponent's hand grows by the cards they played later.
        holding: dict[int, list[int]] = {}
        for seat, count, card in reversed(self.turns):
            hand = holding.get(seat)
            if hand is None:
                hand = holding[seat] = [std_value(c) for c in state.zones[f"hand:{seat}"]]
            if card is None:
                if any(count + v <= LIMIT for v in hand):
                    weight *= PASS_BROKEN
                continue
            value = std_value(card)
            if count + value not in SCORING_COUNTS and any(
                count + v in SCORING_COUNTS for v in hand
            ):
                weight *= MISSED_SCORE
            hand.append(value)
        return weight


# --- Moxie ---------------------------------------------------------------------------------------

#: Likelihood of an action that does not fit the hand, against 1 for one that does. Not zero:
#: people bluff, slow-play and make mistakes, and searching bots leave the plain strategy.
AGGRESSIVE_WEAK: Final = 0.15  # a bet or raise holding a hand below STRONG
CALL_WEAK: Final = 0.25  # a call with less than the price asks
CHECK_STRONG: Final = 0.3  # a check holding a strong hand


class MoxieBelief:
    """Scores Moxie worlds by the betting of this round.

    For each bet, call or check of an opponent still in the hand, the opponent's strength is
    worked out as they would have seen it then (their two cards, the Ringer from the second
    betting round on, the others' punch cards in the third) with the strength formula the
    heuristic bot uses, and compared with what the action suggests.
    """

    def __init__(
        self,
        house: bool,
        entries: list[tuple[int, int, str, int, int, int]],
        opponents_of: dict[int, list[int]],
        punches: dict[int, int],
    ) -> None:
        self.house = house
        self.entries = entries
        self.opponents_of = opponents_of
        self.punches = punches

    @classmethod
    def of(cls, observation: Observation) -> MoxieBelief | None:
        v = observation.values
        me = observation.viewer
        live = [s for s in range(observation.num_players) if v["dealt"][s] and not v["folded"][s]]
        entries = [
            (int(e[0]), int(e[1]), str(e[2]), int(e[3]), int(e[4]), int(e[5]))
            for e in v.get("betting", ())
            if e[0] != me and e[0] in live and e[2] != "fold"
        ]
        if not entries:
            return None
        punches: dict[int, int] = {}
        for s in live:
            shown = observation.zone(f"punch:{s}").cards
            if shown and shown[0] is not None:
                punches[s] = shown[0].rank
        opponents_of = {s: [o for o in live if o != s] for s in live}
        house = observation.options.get("tie_break") == "house"
        return cls(house, entries, opponents_of, punches)

    def strength(self, state: GameState, seat: int, street: int) -> float:
        """``seat``'s chance of the best hand as it saw things in betting round ``street``."""
        cards = [c.rank for z in (f"hand:{seat}", f"punch:{seat}") for c in state.zones[z]]
        if len(cards) != 2:
            return 0.5
        unseen: Counter[int] = Counter(dict.fromkeys(RANKS, COPIES))
        for rank in cards:
            unseen[rank] -= 1
        ringer: int | None = None
        if street >= 2 and state.zones["ringer"]:
            ringer = state.zones["ringer"][0].rank
            unseen[ringer] -= 1
        shown: list[int | None] = []
        for other in self.opponents_of[seat]:
            punch = self.punches.get(other) if street >= 3 else None
            if punch is not None:
                unseen[punch] -= 1
            shown.append(punch)
        return win_chance((cards[0], cards[1]), ringer, shown, unseen, self.house)

    def weight(self, state: GameState) -> float:
        weight = 1.0
        seen: dict[tuple[int, int], float] = {}
        for seat, street, kind, to_call, pot, put in self.entries:
            key = (seat, street)
            e = seen.get(key)
            if e is None:
                e = seen[key] = self.strength(state, seat, street)
            if kind in ("bet", "raise") or (kind == "all_in" and put > to_call):
                weight *= 1.0 if e >= STRONG else AGGRESSIVE_WEAK
            elif kind in ("call", "all_in"):
                price = to_call / (pot + to_call) if pot + to_call > 0 else 0.0
                weight *= 1.0 if e >= price + CALL_MARGIN else CALL_WEAK
            elif kind == "check":
                weight *= CHECK_STRONG if e >= STRONG else 1.0
        return weight
