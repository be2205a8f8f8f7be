"""How a Moxie bot reads the others' hands from their bets: a sampled deal is weighed by how
well each bet, call or check fits the cards it gives (see :mod:`cardtable.ai.inference`)."""

from __future__ import annotations

from collections import Counter
from typing import Final

from cardtable.engine.observation import Observation
from cardtable.engine.state import GameState
from cardtable.games.moxie.heuristic import CALL_MARGIN, COPIES, RANKS, STRONG, win_chance

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
