"""A Mor bot that plays for its partnership.

It sees only its observation and the legal actions (in a search's playouts, the same facts as a
light seat view: :mod:`cardtable.games.mor.view`). Each decision scores the candidates:

* **Draw or take the pile.** It takes the discard pile when a quick greedy melding of the
  enlarged hand would put most of the taken cards on the table (a small pile that can be used
  is always worth it); otherwise it draws.
* **Melds and additions.** Every card put down counts twice (points on the table, and points no
  longer at risk in hand); project value gained counts in full; a wild used without completing a
  project costs, and dirtying a long clean sequence costs more, so it builds toward clean
  projects. Team melds include the partner's, so it adds to them as readily as to its own.
  Emptying the hand while the team's Mor is still there is worth a lot; closing (which the
  rules allow only with the Mor taken, a clean project and 300 in projects) is taken at once.
* **Discards.** It keeps wilds, cards that pair up or nearly run with others in hand, 3s and Aces
  in numbers; it avoids giving the next opponents a card that fits one of their melds (which
  would let them take the pile), and otherwise throws high-value dead cards first.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from cardtable.engine.actions import Action
from cardtable.engine.agent import Agent
from cardtable.engine.cards import STD, STD_SUITS, Card
from cardtable.engine.observation import Observation
from cardtable.games.mor import melds as mm
from cardtable.games.mor.actions import Add, Discard, Meld, TakePile, team_of
from cardtable.games.mor.hands import NATURAL, HandIndex, facts, remember
from cardtable.games.mor.layoffs import adds_of, fit_test
from cardtable.games.mor.plays import meld_parts
from cardtable.games.mor.view import SeatView, view_of

Layout = mm.Layout


class HeuristicAgent(Agent):
    name = "heuristic"

    def choose(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        return self.choose_view(view_of(observation), legal, rng)

    # A search playing a sampled game hands over the seat's view straight from the state
    # (:meth:`MorState.seat_view`, equal to the view of the seat's observation).

    def choose_view(
        self, seat_view: SeatView, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """:meth:`choose` from the seat's view."""
        if len(legal) == 1:
            return legal[0]
        view = _View(seat_view)
        take = None
        for action in legal:
            if isinstance(action, TakePile):
                take = action
                break
        if take is not None:
            if view.pile_pays():
                return take
            return next(a for a in legal if not isinstance(a, TakePile))
        best: Action | None = None
        best_score = 0.0
        discards: list[Action] = []
        for action in legal:
            if isinstance(action, Discard):
                discards.append(action)
            elif isinstance(action, Meld | Add):
                score = view.play_score(action) + rng.random() * 1e-3
                if score > best_score:
                    best, best_score = action, score
        if best is not None:
            return best
        if discards:
            return max(discards, key=lambda a: -view.keep_score(a.cards[0]) + rng.random() * 1e-3)
        return legal[rng.randrange(len(legal))]

    def rank(
        self, observation: Observation, legal: Sequence[Action | None], favourite: Action | None
    ) -> list[Action | None]:
        """``legal`` in the order a search should weigh them: ``favourite`` (this bot's own
        choice) first, then the rest by this bot's own scores, discards and plays in turn: where
        it would meld, keeping the cards back and discarding is the choice that differs most;
        where it would discard, the next discards and any meld it turned down. A level that
        compares only the first few (``top``) spends its sampled worlds on these."""
        view = _View(view_of(observation))
        plays: list[tuple[float, int, Action]] = []
        discards: list[tuple[float, int, Action]] = []
        others: list[Action | None] = []
        for i, action in enumerate(legal):
            if action == favourite:
                continue
            if isinstance(action, Meld | Add):
                plays.append((-view.play_score(action), i, action))
            elif isinstance(action, Discard):
                discards.append((view.keep_score(action.cards[0]), i, action))
            else:
                others.append(action)
        plays.sort(key=lambda t: t[:2])
        discards.sort(key=lambda t: t[:2])
        ordered: list[Action | None] = [favourite] if favourite in legal else []
        ordered.extend(others)
        for k in range(max(len(plays), len(discards))):
            if k < len(discards):
                ordered.append(discards[k][2])
            if k < len(plays):
                ordered.append(plays[k][2])
        return ordered


class _View:
    """The facts of one seat's view the bot's scores use."""

    def __init__(self, view: SeatView) -> None:
        self.me = view.me
        self.team = team_of(view.me)
        self.hand = view.hand
        self.pile = view.pile
        self.mor_state = view.mor_state
        self.melds = view.melds
        self.opponent_melds = view.opponent_melds
        self._tests: tuple[list[frozenset[Face]], list[frozenset[Face]]] | None = None
        self._near: dict[str, list[float]] = {}
        self._set_ranks: dict[int, int] | None = None
        self._held: set[Card] | None = None

    # --- melding ---------------------------------------------------------------------------------

    def play_score(self, action: Action) -> float:
        played = action.cards
        before = self.melds[action.meld] if isinstance(action, Add) else None
        # What the play itself is worth depends only on the action and the meld it changes,
        # so it is remembered by the action (searches score the same listed actions often).
        found = _PLAY_VALUES.get(id(action))
        if found is not None and found[0] is action and found[1] == before:
            value = found[2]
        else:
            value = _play_value(action, before)
            remember(_PLAY_VALUES, id(action), (action, before, value))
        if value is None:
            return -1.0
        score = value
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
        rank = card.rank
        suit = card.suits[0]
        if self._held is None:
            self._held = set(self.hand)
        if rank in mm.SET_RANKS:
            # Other cards of the rank: counted once per view, less the card itself.
            if self._set_ranks is None:
                self._set_ranks = {r: 0 for r in mm.SET_RANKS}
                for c in self.hand:
                    if c.family == STD and c.rank in self._set_ranks:
                        self._set_ranks[c.rank] += 1
            score += 10.0 * (self._set_ranks[rank] - (card in self._held))
        near = self._near.get(suit)
        if near is None:
            near = self._near[suit] = _near_scores(self.hand, suit)
        # The card itself (or any card of its place) adds nothing: its gap is 0.
        score += near[rank]
        own, theirs = self._fit_tests()
        face = (rank, suit)
        for fits in own:
            if face in fits:
                score += 25.0
        for fits in theirs:
            if face in fits:
                score += 60.0
        return score - 0.3 * mm.card_value(card)

    def _fit_tests(self) -> tuple[list[frozenset[Face]], list[frozenset[Face]]]:
        """For the team's melds and the opponents': the natural cards that could be added on
        their own."""
        if self._tests is None:
            self._tests = (
                [_fitting(layout) for layout in self.melds.values()],
                [_fitting(layout) for layout in self.opponent_melds],
            )
        return self._tests


#: A natural card's rank and suit.
Face = tuple[int, str]

#: One natural card of each face (whether one fits a meld depends only on its face).
_NATURALS: Final = [Card(STD, rank, (suit,)) for suit in STD_SUITS for rank in (1, *range(3, 14))]
_NATURALS_OF_RANK: Final = {
    rank: [c for c in _NATURALS if c.rank == rank] for rank in (1, *range(3, 14))
}
_NATURALS_OF_SUIT: Final = {
    suit: [c for c in _NATURALS if c.suits[0] == suit] for suit in STD_SUITS
}


def _fitting(layout: Layout) -> frozenset[Face]:
    """The faces of the natural cards that could be added to the meld on their own, in some
    place (remembered: searching bots ask about the same melds many times). Remembered by the
    ids of the meld's cards and their places: hashing a card runs Python code, hashing an int
    does not; the entry holds the cards, so their ids stay their own while it lasts."""
    cards, at = layout
    key = (tuple(map(id, cards)), at)
    found = _FITTING.get(key)
    if found is None:
        fits = fit_test(cards, at)
        # A natural fits a set only with the set's rank, a sequence only with its suit.
        if mm.is_set(at):
            pool = _NATURALS_OF_RANK.get(at[0], ())
        else:
            pool = _NATURALS_OF_SUIT.get(mm.run_suit(cards) or "", ())
        faces = frozenset((c.rank, c.suits[0]) for c in pool if fits(c))
        found = remember(_FITTING, key, (cards, faces), 4096)
    return found[1]


#: The faces :func:`_fitting` found, by meld (see :func:`remember`).
_FITTING: dict[tuple[tuple[int, ...], tuple[int, ...]], tuple[tuple[Card, ...], frozenset[Face]]]
_FITTING = {}


#: Play values by action: (the action, the meld it changed, the value) (see :func:`remember`).
_PLAY_VALUES: dict[int, tuple[Action, Layout | None, float | None]] = {}


def _play_value(action: Action, before: Layout | None) -> float | None:
    """What a meld or addition is worth before the hand's size is counted: cards put down,
    project value gained, wilds spent or saved, clean melds growing (None: a refused addition)."""
    played = action.cards
    if isinstance(action, Add):
        assert before is not None
        result: Layout | str = mm.legal_add_result(before[0], before[1], action.played, action.at)
        if isinstance(result, str):
            return None
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
    return score


def _near_scores(hand: Sequence[Card], suit: str) -> list[float]:
    """For each rank, what the naturals of ``suit`` in ``hand`` add to keeping a natural of that
    rank and suit: 12 for each one place away, 6 for each two places away (Aces at both ends)."""
    scores = [0.0] * 14
    for other in hand:
        if other.family != STD or other.rank == 2 or other.suits[0] != suit:
            continue
        scores = [a + b for a, b in zip(scores, _NEAR_TO[other.rank], strict=True)]
    return scores


def _gap_score(rank: int, other: int) -> float:
    places = (1, 14) if rank == 1 else (rank,)
    others = (1, 14) if other == 1 else (other,)
    gap = min(abs(a - b) for a in places for b in others)
    return 12.0 if gap == 1 else 6.0 if gap == 2 else 0.0


#: ``_NEAR[rank][other]``: what a natural of rank ``other`` adds to keeping one of ``rank``.
_NEAR: Final = [[_gap_score(r, o) if r and o else 0.0 for o in range(14)] for r in range(14)]
#: ``_NEAR_TO[other][rank]`` is ``_NEAR[rank][other]`` (a natural's share for every rank).
_NEAR_TO: Final = [[_NEAR[r][o] for r in range(14)] for o in range(14)]


def _greedy_used(hand: list[Card], melds: dict[str, Layout], wanted: set[Card]) -> set[Card]:
    """The cards of ``wanted`` a greedy run of melds and additions from ``hand`` would play."""
    used: set[Card] = set()
    hand = list(hand)
    for _ in range(12):
        live = [c for c in wanted if c not in used]
        if not live:
            break
        # The wanted cards still in hand, by their order number: equal cards count alike, as
        # the two decks' copies of a card do (and the copies an observation read back from the
        # network has). Unless one is wild, only melds of their suits or ranks can hold one.
        live_facts = [facts(c) for c in live]
        live_orders = {f[3] for f in live_facts}
        any_wild = any(f[0] != NATURAL for f in live_facts)
        suits = {f[2] for f in live_facts}
        ranks = {f[1] for f in live_facts}
        best: tuple[int, tuple[Card, ...], str, Layout] | None = None
        # One sorting of the hand serves every search of this step.
        index = HandIndex(hand)
        for part in meld_parts(index):
            if not any_wild and not _touches(part[0], suits, ranks):
                continue
            for layout in part:
                gain = sum(1 for c in layout[0] if facts(c)[3] in live_orders)
                if gain and (best is None or gain > best[0]):
                    best = (gain, layout[0], "", layout)
        for zid, layout in melds.items():
            if not any_wild and not _touches(layout, suits, ranks):
                continue
            for cards, _, result in adds_of(layout[0], layout[1], index):
                gain = sum(1 for c in cards if facts(c)[3] in live_orders)
                if gain and (best is None or gain > best[0]):
                    best = (gain, cards, zid, result)
        if best is None:
            break
        _, cards, zid, result = best
        used.update(c for c in cards if c in wanted)
        hand = [c for c in hand if c not in cards]
        melds[zid or f"new{len(melds)}"] = result
    return used


def _touches(layout: Layout, suits: set[str], ranks: set[int]) -> bool:
    """Whether a meld is a set of one of ``ranks`` or a sequence of one of ``suits``."""
    at = layout[1]
    if mm.is_set(at):
        return at[0] in ranks
    return mm.run_suit(layout[0]) in suits
