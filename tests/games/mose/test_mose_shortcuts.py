"""The shortcuts of the Mose playout speed work against the code they replace, over seeded games.

* The heuristic's quick simulation of laying cards (``_shed_greedily``, with its tables after a
  play remembered) must leave the same hands, in the same order, as the plain loop it replaced
  (``legacy_heuristic.py``), and so the draw decision must be the same.
* A search's simulated seat at its draw step decides from the draws alone and lists its plays
  only for a random move: the move and the random numbers used must be those of the full list.
* The quick test of which pile cards could be laid (``pile.py``) must pass every pile card the
  simulation lays. A search's simulated seat (with ``Level.quick_rollout``) draws blind when the
  pile holds ``ROLLOUT_KEPT`` cards that fail it, and otherwise decides exactly as the
  heuristic.
* Melds laid and grown are remembered by value: every remembered meld must be the one worked
  out afresh (the listing itself, with its actions made once, is pinned by
  ``test_mose_listing.py``).

Positions come from games at 2, 4 and 7 players where every seat mostly follows the heuristic
(so discard piles grow, get taken and melds get laid) with some random moves.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from cardtable.ai.agent import make_agent
from cardtable.ai.playout import Playout
from cardtable.engine.actions import Action
from cardtable.games.mose import heuristic
from cardtable.games.mose.actions import Discard, Draw, Restock
from cardtable.games.mose.info import INFO
from cardtable.games.mose.pile import pile_cards_usable, usable_pile_cards
from cardtable.games.mose.state import MoseState
from cardtable.games.mose.view import SeatView
from tests.games.mose import legacy_heuristic, legacy_moves


def _positions(players: int, seed: int, moves: int) -> Iterator[tuple[MoseState, int]]:
    """(state, seat) before every move of a seeded game played mostly by the heuristic."""
    rng = random.Random(seed)
    agent = make_agent("heuristic", "mose")
    state = INFO.new_game(players, {})
    assert isinstance(state, MoseState)
    for _ in range(moves):
        while state.is_chance():
            state.apply(state.sample_chance(rng))
        if state.is_terminal():
            return
        seat = state.current_player
        yield state, seat
        legal = state.legal_actions(seat)
        if rng.random() < 0.15:
            action: Action = legal[rng.randrange(len(legal))]
        else:
            action = agent.choose(state.observation(seat), legal, rng)
        state.apply(action, seat)


def _pile_views(
    players: int, base: int, seeds: int, moves: int
) -> Iterator[tuple[SeatView, list[bool], str]]:
    """The view of every seat about to move with a discard pile in front of it, in ``seeds``
    seeded games, with the pile test's answer for each pile card and where it was met."""
    for seed in range(seeds):
        for state, seat in _positions(players, base * players + seed, moves):
            view = state.seat_view(seat)
            if view.pile:
                usable = pile_cards_usable(view.hand, view.pile, view.table, view.wild)
                yield view, usable, f"seed {seed}, round {state.round_no}"


@pytest.mark.parametrize("players", [2, 4, 7])
def test_the_quick_simulation_and_the_draw_are_unchanged(players: int) -> None:
    heuristic._AFTER.clear()
    draws = laid = 0
    for seed in range(4):
        for state, seat in _positions(players, 500 * players + seed, 700):
            view = state.seat_view(seat)
            legal = list(state.legal_actions(seat))
            for hand in (view.hand + view.pile, view.hand):
                new = heuristic._shed_greedily(hand, view.table, view.wild)
                old = legacy_heuristic._shed_greedily(hand, view.table, view.wild)
                assert new == old, f"seed {seed}, round {state.round_no}"
                laid += len(new) < len(hand)
            if state.draw_actions(seat) is not None and len(state.draw_actions(seat) or []) > 1:
                new_draw = heuristic._draw_choice(legal, view)
                assert new_draw == legacy_heuristic._draw_choice(legal, view)
                draws += 1
    # Enough positions where cards were laid (the remembered tables were used) and draws made.
    assert laid > 200
    assert draws > 100


def _old_move(
    playout: Playout, state: MoseState, seat: int, rng: random.Random, quick: bool
) -> Action:
    """:meth:`Playout.move` with always the full legal list (``quick``: the simulated seats'
    cheaper draw; else the heuristic's own)."""
    legal = state.legal_actions(seat)
    if len(legal) == 1:
        return legal[0]
    if rng.random() < playout.share:
        agent = playout.heuristic
        assert isinstance(agent, heuristic.HeuristicAgent)
        choose = agent.rollout_view if quick else agent.choose_view
        return choose(state.seat_view(seat), legal, rng)
    return legal[rng.randrange(len(legal))]


@pytest.mark.parametrize(("players", "quick"), [(2, True), (4, True), (2, False)])
def test_a_simulated_draw_is_the_move_of_the_full_list(players: int, quick: bool) -> None:
    playout = Playout("mose", make_agent("heuristic", "mose"), 0.7, quick=quick)
    compared = took = randoms = 0
    for seed in range(4):
        for state, seat in _positions(players, 900 * players + seed, 500):
            if state.draw_actions(seat) is None:
                continue
            for k in range(6):
                new_rng, old_rng = random.Random(k), random.Random(k)
                new = playout.move(state, seat, new_rng)
                old = _old_move(playout, state, seat, old_rng, quick)
                assert new == old, f"seed {seed}, round {state.round_no}, k {k}"
                assert new_rng.getstate() == old_rng.getstate()
                compared += 1
                took += type(new).__name__ == "TakePile"
                randoms += type(new).__name__ not in ("TakePile", "Draw", "Restock")
    assert compared > 300
    assert took > 0  # the pile was taken somewhere
    assert randoms > 0  # and a random play from the full list was chosen somewhere


@pytest.mark.parametrize("players", [2, 4, 7])
def test_a_pile_card_the_quick_test_turns_down_is_never_laid(players: int) -> None:
    """The pile test against the simulation it spares: every pile card laid after taking the
    pile passed it (at any table, with the wilds there, two decks at 7 players)."""
    laid = refused = 0
    for view, usable, where in _pile_views(players, 700, 4, 700):
        left = heuristic._shed_greedily(view.hand + view.pile, view.table, view.wild)
        for card, ok in zip(view.pile, usable, strict=True):
            if card not in left:
                assert ok, f"{where}: {card.code} was laid"
                laid += 1
            refused += not ok
    assert laid > 100
    assert refused > 100  # the test does turn cards down


@pytest.mark.parametrize("players", [2, 4])
def test_the_rollout_draw_differs_only_where_it_leaves_a_pile_unweighed(players: int) -> None:
    """A search's simulated seat draws as the heuristic does, except that it draws blind where
    the pile holds ROLLOUT_KEPT cards that could not be laid at once."""
    same = left = 0
    for seed in range(4):
        for state, seat in _positions(players, 300 * players + seed, 600):
            draws = state.draw_actions(seat)
            if draws is None or len(draws) < 2:
                continue
            view = state.seat_view(seat)
            legal = list(state.legal_actions(seat))
            full = heuristic._draw_choice(legal, view)
            quick = heuristic._draw_choice(legal, view, rollout=True)
            usable = usable_pile_cards(view.hand, view.pile, view.table, view.wild)
            if len(view.pile) - usable >= heuristic.ROLLOUT_KEPT:
                assert isinstance(quick, Draw | Restock)
                left += 1
            else:
                assert quick == full
                same += 1
    assert same > 50
    assert left > 50


def test_remembered_melds_are_the_melds_worked_out() -> None:
    """Melds laid and grown are remembered by value (``moves.placed_meld``/``grown_meld``):
    over the plays offered in many seeded games, every remembered answer equals the meld worked
    out afresh (the same cards reach different melds in different games)."""
    from cardtable.games.mose import moves
    from cardtable.games.mose.actions import AddToMeld, LayMeld
    from cardtable.games.shared import melds

    checked = 0
    for players in (2, 4):
        for seed in range(3):
            for state, seat in _positions(players, 4242 + seed, 500):
                wild = state.wild_rank
                rules = moves.RULES[wild]
                for play in state.legal_actions(seat):
                    if isinstance(play, LayMeld):
                        fresh = melds.place(play.kind, play.group, rules)
                        assert moves.placed_meld(play.kind, play.group, wild) == fresh
                    elif isinstance(play, AddToMeld):
                        k = play.meld
                        kind, cards = state.meld_kind[k], state.zones[f"meld:{k}"]
                        stands = state.meld_stands[k]
                        old = melds.Meld.from_plain(kind, cards, stands)
                        fresh = melds.extend(old, play.low, play.high, rules)
                        assert moves.grown_meld(kind, cards, stands, play, wild) == fresh
                    else:
                        continue
                    checked += 1
    assert checked > 1000


@pytest.mark.parametrize("players", [2, 4, 7])
def test_the_best_play_is_unchanged(players: int) -> None:
    """The heuristic's best play (on its turn and out of turn), valued from a point table,
    against the plain valuation it replaced: the same play and the same value."""
    compared = plays = 0
    for seed in range(3):
        for state, _mover in _positions(players, 600 * players + seed, 600):
            for seat in range(players):
                legal = list(state.legal_actions(seat))
                if not legal:
                    continue
                view = state.seat_view(seat)
                new = heuristic._best_play(legal, view)
                assert new == legacy_heuristic._best_play(legal, view)
                compared += 1
                plays += new[0] is not None
    assert compared > 1000
    assert plays > 100


@pytest.mark.parametrize("players", [2, 4, 7])
def test_a_swap_into_hand_is_valued_as_before(players: int) -> None:
    """A swap that takes the wild into hand is valued by the meld it then makes; a hand that
    already holds a wild is turned down before any meld is looked for. The value must be the
    plain valuation's, for every such swap of every seat of seeded games."""
    from cardtable.games.mose.actions import TO_HAND, SwapWild

    compared = melded = 0
    for seed in range(3):
        for state, _mover in _positions(players, 900 * players + seed, 600):
            for seat in range(players):
                view = state.seat_view(seat)
                for action in state.legal_actions(seat):
                    if not (isinstance(action, SwapWild) and action.dest == TO_HAND):
                        continue
                    new = heuristic._gain(action, view)
                    assert new == legacy_heuristic._gain(action, view)
                    compared += 1
                    melded += new != float("-inf")
    assert compared > 50
    assert melded > 0


@pytest.mark.parametrize("players", [2, 4, 7])
def test_the_quick_play_test_agrees_with_the_listing(players: int) -> None:
    """``has_table_play`` (counting, no listing) says a hand has plays exactly when the listing
    as it was before finds some, and plays other than a swap into hand exactly when it finds
    those: for every seat's hand, and the hand with the pile, at every table of seeded games."""
    from cardtable.games.mose.actions import TO_HAND, SwapWild
    from cardtable.games.mose.moves import has_table_play

    compared = found = 0
    for seed in range(3):
        for state, _mover in _positions(players, 800 * players + seed, 600):
            table, wild = state.table(), state.wild_rank
            for seat in range(players):
                hand = state.hand(seat)
                for cards in (hand, hand + state.zones["discard"]):
                    listed = legacy_moves.table_plays(cards, table, wild)
                    shedding = [
                        p for p in listed if not (isinstance(p, SwapWild) and p.dest == TO_HAND)
                    ]
                    assert has_table_play(cards, table, wild) == bool(listed)
                    assert has_table_play(cards, table, wild, to_hand=False) == bool(shedding)
                    compared += 1
                    found += bool(listed)
    assert compared > 2000
    assert found > 200


@pytest.mark.parametrize("players", [2, 4, 7])
def test_the_best_shedding_play_is_the_listings(players: int) -> None:
    """The shedding step found without listing (``shedding.best_shedding_play``) against the
    loop over the whole listing, for every seat's hand with and without the pile; and pile cards
    the quick count turns down, set aside, change nothing but the order of the hand left."""
    from collections import Counter

    from cardtable.games.mose.shedding import best_shedding_play, listed_shedding_play

    compared = aside_used = 0
    for seed in range(3):
        for state, _mover in _positions(players, 1300 * players + seed, 500):
            table, wild, pile = state.table(), state.wild_rank, state.zones["discard"]
            for seat in range(players):
                hand = state.hand(seat)
                for cards in (hand, hand + pile):
                    new = best_shedding_play(cards, table, wild)
                    assert new == listed_shedding_play(cards, table, wild), f"seed {seed}"
                    compared += 1
                passed = pile_cards_usable(hand, pile, table, wild)
                if all(passed):
                    continue
                taken = hand + [c for c, ok in zip(pile, passed, strict=True) if ok]
                aside = [c for c, ok in zip(pile, passed, strict=True) if not ok]
                left = heuristic._shed_greedily(taken, table, wild, len(aside)) + aside
                full = heuristic._shed_greedily(hand + pile, table, wild)
                assert Counter(left) == Counter(full), f"seed {seed}"
                aside_used += 1
    assert compared > 2000
    assert aside_used > 200


@pytest.mark.parametrize("players", [2, 4, 7])
def test_a_take_judged_too_costly_costs_more_after_the_simulation(players: int) -> None:
    """The draw's floor under a pile take's cost (``_take_costs_more``) against the simulation
    it spares: wherever it says every hand left costs at least the blind draw's, the hand the
    simulation leaves does (so the draw is blind either way); and it does spare some."""
    spared = weighed = 0
    for view, passed, where in _pile_views(players, 1700, 3, 600):
        taken = view.hand + [c for c, ok in zip(view.pile, passed, strict=True) if ok]
        aside = [c for c, ok in zip(view.pile, passed, strict=True) if not ok]
        left = heuristic._shed_greedily(taken, view.table, view.wild, len(aside)) + aside
        cost = heuristic._hand_cost(left, view)
        after_draw = heuristic._shed_greedily(view.hand, view.table, view.wild)
        blind = heuristic.BLIND_CARD + heuristic.PER_CARD
        draw_cost = heuristic._hand_cost(after_draw, view) + blind
        for bar in (draw_cost, cost, cost + 0.5):
            if heuristic._take_costs_more(taken, aside, view, bar):
                assert cost >= bar, where
                spared += 1
            weighed += 1
    assert weighed > 500
    assert spared > 10


def _plain_discard(discards: list[Discard], view: SeatView) -> Discard:
    """The discard rule as first written: each card's points less its worth keeping in the
    hand, the highest value first, the highest code among equals."""
    keep = dict(zip(view.hand, heuristic._keep_values(view.hand, view), strict=True))
    of_rank = heuristic._POINTS[view.wild]
    return max(discards, key=lambda a: (of_rank[a.card.rank] - keep[a.card], a.card.code))


@pytest.mark.parametrize("players", [2, 4, 7])
def test_the_discard_is_unchanged(players: int) -> None:
    """The discard chosen from the legal list (one discard per card of the hand: worths read in
    list order) and from a shorter list (worths looked up by card) against the plain rule."""
    compared = 0
    for seed in range(3):
        for state, seat in _positions(players, 1900 * players + seed, 500):
            legal = list(state.legal_actions(seat))
            discards = [a for a in legal if isinstance(a, Discard)]
            if len(discards) < 2:
                continue
            view = state.seat_view(seat)
            for offered in (discards, discards[1:]):
                chosen = heuristic._discard_choice([*offered, *legal[len(discards) :]], view)
                assert chosen == _plain_discard(offered, view), f"seed {seed}"
                compared += 1
    assert compared > 500


@pytest.mark.parametrize("players", [2, 7])
def test_a_hand_read_once_and_cut_down_is_the_hand_read_again(players: int) -> None:
    """``Split.remove`` (the shedding simulation takes laid cards out of one reading of the
    hand) leaves exactly what reading the smaller hand afresh gives, card after card."""
    from cardtable.games.mose.moves import Split

    fields = ("wilds", "natural_count", "by_rank", "places", "lanes", "single")
    compared = 0
    for seed in range(2):
        for state, seat in _positions(players, 2100 * players + seed, 300):
            wild = state.wild_rank
            hand = state.hand(seat) + state.zones["discard"]
            split = Split(hand, wild)
            if not split.single:
                continue
            left = list(hand)
            for card in hand[::2]:
                left.remove(card)
                split.remove(card, wild)
                fresh = Split(left, wild)
                for name in fields:
                    assert getattr(split, name) == getattr(fresh, name), f"seed {seed}: {name}"
                compared += 1
    assert compared > 500


def test_a_remembered_hand_cost_is_the_hand_cost() -> None:
    """The draw's remembered cost of the hand left after a blind draw (``_kept_hand_cost``)
    against the cost worked out afresh, asked twice (the second answer remembered) and with
    the danger flag both ways (it changes what a wild is worth keeping)."""
    heuristic._COSTS.clear()
    compared = 0
    for state, seat in _positions(4, 2300, 400):
        view = state.seat_view(seat)
        for danger in (False, True):
            flagged = SeatView(view.me, view.hand, view.table, view.wild, danger, view.pile)
            for _ in range(2):
                kept = heuristic._kept_hand_cost(view.hand, flagged)
                assert kept == heuristic._hand_cost(view.hand, flagged)
                compared += 1
    assert compared > 1000


def test_a_table_number_names_one_table() -> None:
    """``table_id``: the same number for tables alike (a clone's, the same table met again) and
    never one number for two tables."""
    named: dict[int, object] = {}
    for players in (2, 4):
        for state, _seat in _positions(players, 2400 + players, 500):
            number = state.table_id()
            melds = [(m.kind, list(m.stands), list(m.cards)) for m in state.table()]
            assert named.setdefault(number, melds) == melds
            assert state.clone().table_id() == number
    assert len(named) > 50


@pytest.mark.parametrize("players", [2, 4])
def test_remembered_play_steps_and_claims_are_the_heuristics(players: int) -> None:
    """A playout that remembers its play steps and claims (``Level.remember``) against one that
    does not, each position asked twice (the second time from memory): the same moves, the
    same claims and the same random numbers (with a share of random moves, so a remembered
    step may still move at random)."""
    agent = make_agent("heuristic", "mose")
    plain = Playout("mose", agent, 0.8, quick=True)
    kept = Playout("mose", agent, 0.8, quick=True, remember=True)
    recalled = 0
    for seed in range(2):
        for state, seat in _positions(players, 2600 * players + seed, 500):
            for k in range(2):
                recalled += k and state.play_key(seat) in kept._plays
                plain_rng, kept_rng = random.Random(seed + k), random.Random(seed + k)
                if state.draw_actions(seat) is None:
                    move = kept.move(state.clone(), seat, kept_rng)
                    assert move == plain.move(state.clone(), seat, plain_rng)
                plain_state, kept_state = state.clone(), state.clone()
                plain.claim_round(plain_state, seat, plain_rng)
                kept.claim_round(kept_state, seat, kept_rng)
                assert kept_state == plain_state
                assert kept_rng.getstate() == plain_rng.getstate()
    assert recalled > 100
    assert kept._claims
