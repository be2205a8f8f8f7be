"""How the searching bots read and judge Mose: the position judge, the model of the other
players and how a sampled game is played forward (see :mod:`cardtable.games.plugin`)."""

from __future__ import annotations

from typing import Final

from cardtable.engine.actions import Action
from cardtable.engine.observation import Observation
from cardtable.engine.state import CHANCE, GameState
from cardtable.games.mose.actions import TO_HAND, AddToMeld, LayMeld, SwapWild
from cardtable.games.mose.moves import has_table_play
from cardtable.games.mose.state import ROUNDS
from cardtable.games.mose.table import HAND_SIZE
from cardtable.games.plugin import Judge, PlayoutRules


def _project(state: GameState) -> list[float]:
    totals: list[int] = state.totals  # type: ignore[attr-defined]
    if state.current_player == CHANCE:
        return [-float(t) for t in totals]
    hand_points = state.hand_points  # type: ignore[attr-defined]
    return [-(totals[s] + _HAND_WEIGHT * hand_points(s)) for s in range(state.num_players)]


_HAND_WEIGHT: Final = 0.7  # a running round: most of the points in hand will stay there


def _rounds_left(state: GameState) -> float:
    round_no: int = state.round_no  # type: ignore[attr-defined]
    running = 0.0 if state.current_player == CHANCE else 0.5
    return ROUNDS - round_no + running


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


#: Mose's table-changing action classes, imported at the first use (see below).
def _table_changed(action: Action) -> bool:
    """Whether a move changed the table, so the others may have a play now."""
    return type(action) in (LayMeld, AddToMeld, SwapWild)


def _empties_hand(action: Action) -> bool:
    """Whether a play puts down all the cards it names (a swap taking a wild back does not)."""
    return not (isinstance(action, SwapWild) and action.dest == TO_HAND)


def _deal_ends_sample(state: GameState) -> bool:
    """A new round ends a sample; a restock (the round goes on) does not."""
    return getattr(state, "phase", "") != "restock"


JUDGE: Final = Judge(_project, _rounds_left, spread=15.0)

PLAYOUT: Final = PlayoutRules(
    claims=True,
    opens_claims=_table_changed,
    draw_step=True,
    remembers=True,
    shaped=frozenset({"LayMeld", "AddToMeld"}),
    boundary=_deal_ends_sample,
    empties_hand=_empties_hand,
)
