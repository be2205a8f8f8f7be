"""Mor's heuristic bot as it stood before issue 39's playout work, frozen: the reference that
``test_mor_view.py`` holds the faster bot to (the same choice from the same view and random draws).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import lru_cache

from cardtable.engine.actions import Action
from cardtable.engine.agent import Agent
from cardtable.engine.cards import STD, Card
from cardtable.engine.observation import Observation
from cardtable.games.mor import melds as mm
from cardtable.games.mor import plays
from cardtable.games.mor.actions import Add, Discard, Meld, TakePile, team_of
from cardtable.games.mor.layoffs import fit_test

Layout = mm.Layout


class HeuristicAgent(Agent):
    name = "heuristic"

    def choose(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        view = _View(observation)
        if any(isinstance(a, TakePile) for a in legal):
            take = next(a for a in legal if isinstance(a, TakePile))
            if view.pile_pays():
                return take
            return next(a for a in legal if not isinstance(a, TakePile))
        plays = [a for a in legal if isinstance(a, Meld | Add)]
        discards = [a for a in legal if isinstance(a, Discard)]
        best: Action | None = None
        best_score = 0.0
        for action in plays:
            score = view.play_score(action) + rng.random() * 1e-3
            if score > best_score:
                best, best_score = action, score
        if best is not None:
            return best
        if discards:
            return max(discards, key=lambda a: -view.keep_score(a.cards[0]) + rng.random() * 1e-3)
        return legal[rng.randrange(len(legal))]


class _View:
    """The facts of one observation the bot's scores use."""

    def __init__(self, obs: Observation) -> None:
        me = obs.viewer
        assert me is not None
        self.me = me
        self.team = team_of(me)
        self.hand = [c for c in obs.hand() if c is not None]
        self.pile = [c for c in obs.zone("discard").cards if c is not None]
        values = obs.values
        self.mor_state = values["mor"][self.team]
        self.melds: dict[str, Layout] = {}
        self.opponent_melds: list[Layout] = []
        for zone in obs.zones:
            if not zone.id.startswith("meld:"):
                continue
            layout: Layout = (
                tuple(c for c in zone.cards if c is not None),
                tuple(zone.attrs["at"]),
            )
            if zone.id.startswith(f"meld:{self.team}."):
                self.melds[zone.id] = layout
            else:
                self.opponent_melds.append(layout)
        self.projects = list(values["projects"][self.team])
        self._tests: tuple[list[Callable[[Card], bool]], list[Callable[[Card], bool]]] | None = None

    # --- melding ---------------------------------------------------------------------------------

    def play_score(self, action: Action) -> float:
        played = action.cards
        before: Layout | None = None
        if isinstance(action, Add):
            before = self.melds[action.meld]
            if mm.is_set(before[1]) or not any(p in before[1] for p in action.at):
                # A legal addition that displaces nothing: the meld with the cards in place.
                result: Layout | str = mm.settle(
                    [*before[0], *action.played], [*before[1], *action.at]
                )
            else:
                result = mm.add_result(before[0], before[1], action.played, action.at)
            if isinstance(result, str):
                return -1.0
        else:
            assert isinstance(action, Meld)
            result = mm.settle(action.played, action.at)
        score = 2.0 * sum(mm.card_value(c) for c in played)
        new_project = mm.project_value(*result)
        old_project = mm.project_value(*before) if before else 0
        score += new_project - old_project
        wilds_before = mm.wild_count(*before) if before else 0
        wilds_added = mm.wild_count(*result) - wilds_before
        is_run = not mm.is_set(result[1])
        if wilds_added > 0:
            if new_project == 0:
                score -= 30.0 * wilds_added
            if is_run and wilds_before == 0 and before is not None and len(before[0]) >= 4:
                score -= 60.0  # spoils a clean sequence on its way to 200
        elif wilds_added < 0:
            score += 40.0  # a 2 slid home
        if wilds_added <= 0 and mm.wild_count(*result) == 0:
            score += 4.0 * len(result[0]) if is_run else 3.0 * len(result[0])
        left = len(self.hand) - len(played)
        if left == 0:
            score += 150.0 if self.mor_state == "pile" else 250.0
        elif left == 1 and self.mor_state == "pile":
            score += 60.0
        return score

    # --- the discard pile ------------------------------------------------------------------------

    def pile_pays(self) -> bool:
        """Whether taking the pile would let most of it be melded at once."""
        pile = self.pile
        if len(pile) <= 2:
            return True
        used = _greedy_used([*self.hand, *pile], dict(self.melds), set(pile))
        useful = sum(mm.card_value(c) for c in used)
        dead = sum(mm.card_value(c) for c in pile if c not in used)
        return 2 * useful >= dead

    # --- discarding ------------------------------------------------------------------------------

    def keep_score(self, card: Card) -> float:
        if mm.is_wild_card(card):
            return 1000.0
        score = 0.0
        others = [c for c in self.hand if c != card]
        if card.rank in mm.SET_RANKS:
            score += 10.0 * sum(1 for c in others if c.family == STD and c.rank == card.rank)
        for other in others:
            if other.family != STD or other.suit != card.suit or other.rank == 2:
                continue
            gap = min(abs(a - b) for a in mm.natural_places(card) for b in mm.natural_places(other))
            if gap == 1:
                score += 12.0
            elif gap == 2:
                score += 6.0
        own, theirs = self._fit_tests()
        for fits in own:
            if fits(card):
                score += 25.0
        for fits in theirs:
            if fits(card):
                score += 60.0
        return score - 0.3 * mm.card_value(card)

    def _fit_tests(self) -> tuple[list[Callable[[Card], bool]], list[Callable[[Card], bool]]]:
        """For the team's melds and the opponents': whether a card could be added on its own."""
        if self._tests is None:
            self._tests = (
                [_fit_test(layout) for layout in self.melds.values()],
                [_fit_test(layout) for layout in self.opponent_melds],
            )
        return self._tests


@lru_cache(maxsize=1 << 12)
def _fit_test(layout: Layout) -> Callable[[Card], bool]:
    """Whether a card could be added to the meld on its own, by itself in some place
    (remembered: searching bots ask about the same melds many times)."""
    return fit_test(layout[0], layout[1])


def _greedy_used(hand: list[Card], melds: dict[str, Layout], wanted: set[Card]) -> set[Card]:
    """The cards of ``wanted`` a greedy run of melds and additions from ``hand`` would play."""
    used: set[Card] = set()
    hand = list(hand)
    for _ in range(12):
        best: tuple[int, tuple[Card, ...], str, Layout] | None = None
        for layout in plays.candidate_melds(hand):
            gain = sum(1 for c in layout[0] if c in wanted and c not in used)
            if gain and (best is None or gain > best[0]):
                best = (gain, layout[0], "", layout)
        for zid, layout in melds.items():
            for cards, _, result in plays.candidate_adds(layout[0], layout[1], hand):
                gain = sum(1 for c in cards if c in wanted and c not in used)
                if gain and (best is None or gain > best[0]):
                    best = (gain, cards, zid, result)
        if best is None:
            break
        _, cards, zid, result = best
        used.update(c for c in cards if c in wanted)
        hand = [c for c in hand if c not in cards]
        melds[zid or f"new{len(melds)}"] = result
    return used
