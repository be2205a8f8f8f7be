"""The fast move generation of Mor lists exactly what the plain search it replaced listed.

The plain search, as it stood before issue 39, is kept frozen beside this test
(``reference_rules``, ``reference_plays``, ``reference_melds``). Positions come from seeded games
at two and four players, played by random moves, by the heuristic bot and by a mix of both; at
every decision the legal actions (same actions, same order) and the candidate melds and
additions behind them (for the hand, and for the hand with the discard pile taken) must match.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.errors import IllegalActionError
from cardtable.games.mor import plays, rules
from cardtable.games.mor.actions import team_of
from cardtable.games.mor.heuristic import HeuristicAgent
from cardtable.games.mor.info import INFO
from cardtable.games.mor.layoffs import fit_test
from cardtable.games.mor.state import MorState
from tests.games.mor import reference_melds, reference_plays, reference_rules


def positions(players: int, seed: int, heuristic_share: float) -> Iterator[MorState]:
    """Every decision of one seeded game (the state before each move)."""
    rng = random.Random(seed)
    state = INFO.new_game(players)
    assert isinstance(state, MorState)
    agent = HeuristicAgent()
    moves = 0
    while not state.is_terminal() and moves < 2500:
        if state.is_chance():
            state.apply(state.sample_chance(rng))
            continue
        yield state
        seat = state.current_player
        legal = state.legal_actions(seat)
        if rng.random() < heuristic_share:
            action = agent.choose(state.observation(seat), tuple(legal), rng)
        else:
            action = legal[rng.randrange(len(legal))]
        state.apply(action, seat)
        moves += 1


def check_position(state: MorState, rng: random.Random) -> None:
    seat = state.current_player
    expected = reference_rules.legal_actions(state, seat)
    assert state.legal_actions(seat) == expected, _where(state)
    assert state.legal_actions() == expected
    for other in range(state.num_players):
        if other != seat:
            assert state.legal_actions(other) == []
    check_searches(state, seat, rng)
    # A listed action is accepted by the checked path; a few unlisted ones keep their reasons.
    if expected:
        probe = state.clone()
        probe.check(expected[rng.randrange(len(expected))], seat)


def check_searches(state: MorState, seat: int, rng: random.Random) -> None:
    """The candidate searches on their own, over the hand and over hand plus discard pile."""
    hand = state.zones[f"hand:{seat}"]
    pile = state.zones["discard"]
    hands: list[tuple[list[Card], list[Card]]] = [(hand, [])]
    if pile:
        hands.append(([*hand, *pile], pile))
    if len(hand) > 2:
        hands.append((hand, rng.sample(hand, 2)))
    melds = [(state.zones[z], state.meld_at[z]) for z in state.meld_at]
    for cards, wanted in hands:
        assert plays.candidate_melds(cards, wanted) == reference_plays.candidate_melds(
            cards, wanted
        ), (cards, wanted)
        assert plays.first_by_face(cards, wanted) == reference_plays.first_by_face(cards, wanted)
        for meld_cards, meld_at in melds:
            assert plays.candidate_adds(
                meld_cards, meld_at, cards, wanted
            ) == reference_plays.candidate_adds(meld_cards, meld_at, cards, wanted), (
                meld_cards,
                meld_at,
                cards,
                wanted,
            )
    assert plays.candidate_melds(hand) == reference_plays.candidate_melds(hand)
    # The heuristic's question: could this card be added to that meld on its own?
    for meld_cards, meld_at in melds:
        fits = fit_test(meld_cards, meld_at)
        for card in {*hand, *pile}:
            expected = bool(reference_melds.add_placements(meld_cards, meld_at, (card,)))
            assert fits(card) == expected, (meld_cards, meld_at, card)


def test_a_copy_is_equal_and_independent() -> None:
    state = next(s for s in positions(4, 9, 0.5) if s.meld_at and s.history == [] and s.known[0])
    copy = state.clone()
    assert copy == state and copy is not state
    for key, value in vars(state).items():
        if isinstance(value, list | dict):
            assert vars(copy)[key] is not value, key
    copy.zones["hand:0"].pop()
    next(iter(copy.meld_at.values())).append(99)
    copy.known[0].append("XX")
    assert copy != state


def _where(state: MorState) -> str:
    seat = state.current_player
    return (
        f"phase {state.phase} seat {seat} hand {[c.code for c in state.zones[f'hand:{seat}']]} "
        f"pile {[c.code for c in state.zones['discard']]} taken {state.taken} "
        f"melds { {z: [c.code for c in state.zones[z]] for z in state.meld_at} }"
    )


def run_games(games: int, seed: int = 0, every: int = 1) -> int:
    """Check every ``every``-th decision of ``games`` seeded games of each kind (random,
    heuristic, mixed; two and four players); the number of positions checked."""
    checked = 0
    for k in range(games):
        for players in (2, 4):
            for share in (0.0, 1.0, 0.6):
                rng = random.Random(seed * 7919 + k)
                for n, state in enumerate(positions(players, seed * 1000 + k, share)):
                    if n % every == 0:
                        check_position(state, rng)
                        checked += 1
    return checked


def test_legal_actions_match_the_plain_search() -> None:
    assert run_games(1, 1, every=3) > 300


@pytest.mark.slow
def test_legal_actions_match_the_plain_search_over_many_games() -> None:
    assert run_games(25, 100) > 10_000


def test_unlisted_actions_keep_their_reasons() -> None:
    state = next(s for s in positions(2, 5, 0.0) if s.phase == "play")
    seat = state.current_player
    hand = state.zones[f"hand:{seat}"]
    other = next(c for c in state.zones["stock"] if c not in hand)
    from cardtable.games.mor.actions import Discard

    bad: Action = Discard(other)
    with pytest.raises(IllegalActionError, match="not in your hand"):
        state.check(bad, seat)


def test_the_quick_answers_for_the_discard_pile_agree_with_the_full_search(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``plays.could_use_taken`` may say no only where the full search finds no play holding a
    taken card, and ``plays.melds_taken_surely`` may say yes only where it finds one; checked
    in game positions and with their hands dealt afresh from the stock."""
    rng = random.Random(39)
    said_no = said_yes = checked = 0
    for players, seed, share in ((2, 11, 0.0), (4, 12, 0.6), (2, 13, 1.0), (4, 14, 0.0)):
        for state in positions(players, seed, share):
            pile = state.zones["discard"]
            if state.phase != "draw" or not pile:
                continue
            seat = state.turn
            tries = [state]
            stock = state.zones["stock"]
            for _ in range(3):
                probe = state.clone()
                size = min(len(stock), rng.randint(2, 16))
                probe.zones[f"hand:{seat}"] = rng.sample(probe.zones["stock"], size)
                tries.append(probe)
            for probe in tries:
                hand = [*probe.zones[f"hand:{seat}"], *pile]
                melds = rules.team_melds(probe, team_of(seat))
                shapes = plays.meld_shapes((probe.zones[z], probe.meld_at[z]) for z in melds)
                maybe = plays.could_use_taken(pile, hand, *shapes)
                surely = plays.melds_taken_surely(pile, hand) and (
                    probe.mor[team_of(seat)] == "pile" or len(hand) > 4
                )
                with monkeypatch.context() as patch:
                    patch.setattr(plays, "could_use_taken", lambda *_: True)
                    patch.setattr(plays, "melds_taken_surely", lambda *_: False)
                    full = rules._pile_usable(probe, seat)
                assert maybe or not full, _where(probe)
                assert full or not surely, _where(probe)
                said_no += not maybe
                said_yes += surely
                checked += 1
    assert checked > 1000 and said_no > checked // 5 and said_yes > checked // 20
