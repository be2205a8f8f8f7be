"""The ISMCTS bots see only their observation, are reproducible and always play legally.

Positions come from seeded games between heuristic bots, so they look like real play (melds on
the table, piles taken, bets made). The searches use the small ``ismcts:test`` level.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Iterator, Sequence
from dataclasses import replace
from itertools import islice

import pytest

from cardtable.ai import ismcts
from cardtable.ai import levels as bot_levels
from cardtable.ai.agent import Agent, make_agent
from cardtable.ai.evaluation import rewards
from cardtable.engine.actions import Action
from cardtable.engine.errors import OptionError
from cardtable.engine.observation import Observation
from cardtable.engine.state import CHANCE, GameState
from cardtable.engine.zones import Seat, Visibility
from cardtable.session.autoplay import decide, offer_claims
from cardtable.session.match import Match
from tests.conformance.playout import hidden_positions
from tests.registry import each_game

#: (game, players, heuristic moves played before the position is taken).
POSITIONS = [
    ("moosehead", 2, 6),
    ("moosehead", 4, 9),
    ("mose", 2, 40),
    ("mose", 4, 70),
    ("moco", 2, 15),
    ("moco", 3, 20),
    ("mor", 2, 60),
    ("mor", 4, 90),
    ("moxie", 2, 3),
    ("moxie", 4, 5),
]
POSITION_IDS = [f"{g}-{n}p" for g, n, _ in POSITIONS]


def position(game: str, players: int, moves: int, seed: int = 11) -> Match:
    """A match after ``moves`` heuristic moves, stopped where the seat on turn has a choice."""
    match = Match(game, players, {}, seed)
    agents: list[Agent] = [make_agent("heuristic", game) for _ in range(players)]
    match.resolve_chance()
    offer_claims(match, agents, -1)
    played = 0
    while not match.is_over():
        seat = match.state.current_player
        if played >= moves and len(match.state.legal_actions(seat)) > 1:
            return match
        match.apply(decide(match, agents[seat], seat), seat)
        offer_claims(match, agents, seat)
        played += 1
    raise AssertionError(f"{game} ended before move {moves}")


def reshuffled_hidden(state: GameState, seat: Seat, seed: int) -> GameState:
    """The same state with the cards hidden from ``seat`` dealt among their places at random."""
    other = state.clone()
    places = hidden_positions(state, seat)
    cards = [other.zones[z][i] for z, i in places]
    random.Random(seed).shuffle(cards)
    for (z, i), card in zip(places, cards, strict=True):
        other.zones[z][i] = card
    return other


def test_the_levels_have_stable_names() -> None:
    # Easy keeps its name although it no longer searches (cardtable/ai/slips.py).
    for level in ("easy", "normal", "hard"):
        agent = make_agent(f"ismcts:{level}", "moosehead")
        assert agent.name == f"ismcts:{level}"
    assert make_agent("ismcts", "mose").name == "ismcts:normal"
    with pytest.raises(OptionError):
        make_agent("ismcts:impossible", "moco")


def test_retune_changes_the_named_level_of_the_named_game_only(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(bot_levels, "EXPERIMENTS", {})
    before = {
        (g, n): bot_levels.level_for(g, n) for g in ("mose", "moco") for n in ("normal", "hard")
    }
    bot_levels.retune(
        {"mose": {"hard": {"infer": False, "top": 5}}, "moco": {"normal": {"top": 1}}}
    )
    hard = bot_levels.level_for("mose", "hard")
    assert (hard.infer, hard.top) == (False, 5)
    # Fields not named keep their tuned values, and other levels and games are untouched.
    assert hard.heuristic_share == before["mose", "hard"].heuristic_share
    assert bot_levels.level_for("mose", "normal") == before["mose", "normal"]
    assert bot_levels.level_for("moco", "hard") == before["moco", "hard"]
    assert bot_levels.level_for("moco", "normal").top == 1


@pytest.mark.parametrize(("game", "players", "moves"), POSITIONS, ids=POSITION_IDS)
def test_hidden_cards_never_change_the_choice(game: str, players: int, moves: int) -> None:
    state = position(game, players, moves).state
    seat = state.current_player
    assert hidden_positions(state, seat), "the position hides nothing"
    agent = ismcts.make("ismcts:test", game)
    choices = []
    for k in range(3):
        other = reshuffled_hidden(state, seat, k) if k else state
        if k:
            assert other != state
        obs = other.observation(seat)
        legal = tuple(other.legal_actions(seat))
        assert obs == state.observation(seat)
        choices.append(agent.choose(obs, legal, random.Random(99)))
    assert choices[0] == choices[1] == choices[2]


@pytest.mark.parametrize(("game", "players", "moves"), POSITIONS, ids=POSITION_IDS)
def test_a_seeded_bot_is_reproducible(game: str, players: int, moves: int) -> None:
    state = position(game, players, moves, seed=5).state
    seat = state.current_player
    obs, legal = state.observation(seat), tuple(state.legal_actions(seat))
    first = ismcts.make("ismcts:test", game).choose(obs, legal, random.Random(3))
    again = ismcts.make("ismcts:test", game).choose(obs, legal, random.Random(3))
    assert first == again
    assert first in legal


@pytest.mark.parametrize(("game", "players", "moves"), POSITIONS, ids=POSITION_IDS)
def test_sampled_games_match_the_observation_and_play_on(
    game: str, players: int, moves: int
) -> None:
    """Determinization at realistic positions: every seat's view is reproduced, and the sampled
    game can be played on by the heuristic bots (as a search does) without breaking a rule."""
    state = position(game, players, moves, seed=21).state
    cls = type(state)
    cards = sorted(c.code for z in state.zones.values() for c in z)
    heuristic = make_agent("heuristic", game)
    for seat in range(players):
        obs = state.observation(seat)
        for k in range(3):
            sampled = cls.determinize(obs, random.Random(k))
            assert sampled.observation(seat) == obs
            assert list(sampled.legal_actions(seat)) == list(state.legal_actions(seat))
            assert sorted(c.code for z in sampled.zones.values() for c in z) == cards
            rng = random.Random(k)
            for _ in range(40):
                current = sampled.current_player
                if sampled.is_terminal():
                    break
                if current == CHANCE:
                    sampled.apply(sampled.sample_chance(rng))
                    continue
                legal = tuple(sampled.legal_actions(current))
                sampled.apply(heuristic.choose(sampled.observation(current), legal, rng))


class Checked(Agent):
    """Wraps a bot and checks every answer against the legal list it was given."""

    def __init__(self, inner: Agent) -> None:
        self.inner = inner
        self.name = inner.name
        self.choices = 0
        self.claims = 0

    def choose(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        action = self.inner.choose(observation, legal, rng)
        assert action in legal
        self.choices += 1
        return action

    def claim(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action | None:
        action = self.inner.claim(observation, legal, rng)
        assert action is None or action in legal
        self.claims += 1
        return action


#: Players and decisions of each game's check (any other registered game: its smallest table).
LEGAL_CASES = [
    (game, *case)
    for game, case in each_game(
        {"moosehead": (3, 30), "mose": (2, 40), "moco": (2, 25), "mor": (4, 30), "moxie": (3, 25)},
        lambda info: (info.player_counts[0], 25),
    )
]


@pytest.mark.parametrize(("game", "players", "decisions"), LEGAL_CASES)
def test_bots_only_ever_play_legal_moves(game: str, players: int, decisions: int) -> None:
    match = Match(game, players, {}, 4)
    bots = [Checked(ismcts.make("ismcts:test", game)) for _ in range(players)]
    match.resolve_chance()
    offer_claims(match, bots, -1)
    while not match.is_over() and sum(b.choices for b in bots) < decisions:
        seat = match.state.current_player
        match.apply(decide(match, bots[seat], seat), seat)
        offer_claims(match, bots, seat)
    assert sum(b.choices for b in bots) >= decisions or match.is_over()
    if game == "mose":
        assert sum(b.claims for b in bots) > 0, "Mose bots were never offered a claim"


def test_mose_bots_claim_a_play_that_goes_out() -> None:
    """Out of turn, a play that empties the hand is taken at once."""
    match = position("mose", 2, 40)
    state = match.state
    for seat in range(2):
        if seat == state.current_player:
            continue
        legal = tuple(state.legal_actions(seat))
        hand = len(state.zones[f"hand:{seat}"])
        outs = [a for a in legal if len(a.cards) >= hand]
        agent = ismcts.make("ismcts:test", "mose")
        choice = agent.claim(state.observation(seat), legal, random.Random(1))
        assert choice is None or choice in legal
        if outs:
            assert choice in outs


def test_a_cancelled_bot_answers_at_once_with_a_legal_move() -> None:
    state = position("mose", 2, 40).state
    seat = state.current_player
    obs, legal = state.observation(seat), tuple(state.legal_actions(seat))
    agent = ismcts.make("ismcts:hard", "mose")
    agent.cancel()
    assert agent.choose(obs, legal, random.Random(1)) in legal
    assert agent.last_iterations == 0
    agent.resume()
    agent.level = replace(agent.level, iterations=16)
    assert agent.choose(obs, legal, random.Random(1)) in legal
    assert agent.last_iterations > 0


def test_cancel_stops_a_search_under_way() -> None:
    state = position("moco", 2, 15).state
    seat = state.current_player
    obs, legal = state.observation(seat), tuple(state.legal_actions(seat))
    agent = ismcts.make("ismcts:hard", "moco")
    agent.level = replace(agent.level, iterations=10**9, max_seconds=10**6)
    answer: list[Action] = []
    worker = threading.Thread(
        target=lambda: answer.append(agent.choose(obs, legal, random.Random(2)))
    )
    worker.start()
    # Wait until the search is under way, then cancel it.
    while agent.progress() == 0 and worker.is_alive():
        worker.join(0.01)
    agent.cancel()
    worker.join(120)
    assert not worker.is_alive(), "the search did not stop after cancel()"
    assert answer and answer[0] in legal


@pytest.mark.parametrize(("game", "players", "moves"), POSITIONS, ids=POSITION_IDS)
def test_rewards_are_shares_of_one(game: str, players: int, moves: int) -> None:
    state = position(game, players, moves).state
    values = rewards(state)
    assert len(values) == players
    assert all(0.0 <= v <= 1.0 for v in values)
    teams = state.info.teams(players)
    if teams:
        for team in teams:
            assert len({values[s] for s in team}) == 1
        assert sum(values[team[0]] for team in teams) == pytest.approx(1.0)
    else:
        assert sum(values) == pytest.approx(1.0)


def test_a_lead_is_worth_more_reward() -> None:
    state = position("mose", 2, 40).state
    ahead = state.clone()
    ahead.totals = [0, 60]  # type: ignore[attr-defined]
    behind = state.clone()
    behind.totals = [60, 0]  # type: ignore[attr-defined]
    assert rewards(ahead)[0] > rewards(state)[0] > rewards(behind)[0]


def test_hidden_zones_exist_in_every_position() -> None:
    """The fairness tests above are only meaningful where something is hidden."""
    for game, players, moves in POSITIONS:
        state = position(game, players, moves).state
        seat = state.current_player
        assert any(
            state.zone_info(z).visibility is not Visibility.PUBLIC and state.zones[z]
            for z in state.zones
        )
        assert hidden_positions(state, seat)


def test_per_game_tuning_names_real_games_levels_and_fields() -> None:
    from cardtable.games import GAMES, plugin

    for game in GAMES:
        for name, changes in plugin(game).bots.levels.items():
            if name not in bot_levels.LEVELS:  # the easy bot's slips (tests/ai/test_slips.py)
                slips = bot_levels.slips_for(game, name)
                assert {field: getattr(slips, field) for field in changes} == changes
                continue
            level = bot_levels.level_for(game, name)
            assert {field: getattr(level, field) for field in changes} == changes
            # Every other field keeps the level's own value.
            base = bot_levels.LEVELS[name]
            for field in base.__dataclass_fields__:
                if field not in changes:
                    assert getattr(level, field) == getattr(base, field)
    # A level no game tunes is the same everywhere.
    for game in GAMES:
        assert bot_levels.level_for(game, "test") == bot_levels.LEVELS["test"]


def test_moosehead_hard_plays_its_worlds_out_without_random_moves() -> None:
    level = bot_levels.level_for("moosehead", "hard")
    assert level.heuristic_share == 1.0
    assert level.iterations > bot_levels.LEVELS["hard"].iterations


def _mose_decisions(seed: int) -> Iterator[tuple[Observation, tuple[Action, ...]]]:
    """Every decision on turn of a two-player heuristic Mose game, as its seat saw it."""
    match = Match("mose", 2, {}, seed)
    agents: list[Agent] = [make_agent("heuristic", "mose") for _ in range(2)]
    match.resolve_chance()
    offer_claims(match, agents, -1)
    while not match.is_over():
        seat = match.state.current_player
        yield match.observation(seat), tuple(match.state.legal_actions(seat))
        match.apply(decide(match, agents[seat], seat), seat)
        offer_claims(match, agents, seat)


def _mose_turns(seed: int, count: int) -> list[tuple[Observation, tuple[Action, ...]]]:
    """Up to ``count`` decisions after a draw (plays and discards) from a heuristic Mose game."""
    turns = (
        (obs, legal)
        for obs, legal in _mose_decisions(seed)
        if any(type(a).__name__ == "Discard" for a in legal) and len(legal) > 2
    )
    return list(islice(turns, count))


def test_the_mose_heuristic_ranks_its_own_choice_first_and_leaves_a_blind_draw_alone() -> None:
    from cardtable.games.mose.actions import Discard, Draw, TakePile
    from cardtable.games.mose.heuristic import HeuristicAgent

    heuristic = HeuristicAgent()
    held_back = 0
    for obs, legal in _mose_turns(5, 60):
        favourite = heuristic.choose(obs, legal, random.Random(0))
        ranked = heuristic.rank(obs, legal, favourite)
        assert ranked[0] == favourite
        assert sorted(map(repr, ranked)) == sorted(map(repr, legal))
        if not isinstance(favourite, Discard):
            # Laying a play now is set against keeping it back: its best discard comes next.
            assert isinstance(ranked[1], Discard)
            held_back += 1
    assert held_back >= 5
    # Out of turn, letting the moment pass comes right after the favourite play.
    claims = 0
    for obs, legal in _mose_turns(5, 60):
        plays = tuple(a for a in legal if not isinstance(a, Discard))
        favourite = heuristic.claim(obs, plays, random.Random(0))
        if favourite is None:
            continue
        ranked = heuristic.rank(obs, [None, *plays], favourite)
        assert ranked[:2] == [favourite, None]
        assert len(ranked) == len(plays) + 1
        claims += 1
    assert claims >= 5
    # Drawing: a blind draw stands alone, a pile take is set against the blind draw.
    seen: set[str] = set()
    for obs, legal in _mose_decisions(5):
        favourite = heuristic.choose(obs, legal, random.Random(0))
        if isinstance(favourite, Draw) and any(isinstance(a, TakePile) for a in legal):
            assert heuristic.rank(obs, legal, favourite) == [favourite]
            seen.add("draw")
        elif isinstance(favourite, TakePile):
            ranked = heuristic.rank(obs, legal, favourite)
            assert ranked[0] == favourite
            assert isinstance(ranked[1], Draw)
            seen.add("take")
        if len(seen) == 2:
            break
    assert seen == {"draw", "take"}


def test_the_mor_heuristic_ranks_its_own_choice_first_then_keeping_back_a_meld() -> None:
    """Mor's normal and hard weigh only the heuristic's first few moves (``top``): its own
    choice, then the choice that differs most (a discard where it would meld), then its next."""
    from cardtable.games.mor.actions import Add, Discard, Meld
    from cardtable.games.mor.heuristic import HeuristicAgent

    heuristic = HeuristicAgent()
    match = Match("mor", 2, {}, 5)
    agents: list[Agent] = [make_agent("heuristic", "mor") for _ in range(2)]
    match.resolve_chance()
    melds = discards = 0
    while not match.is_over() and (melds < 5 or discards < 5):
        seat = match.state.current_player
        obs, legal = match.observation(seat), tuple(match.state.legal_actions(seat))
        favourite = heuristic.choose(obs, legal, random.Random(0))
        ranked = heuristic.rank(obs, legal, favourite)
        assert ranked[0] == favourite
        assert sorted(map(repr, ranked)) == sorted(map(repr, legal))
        if isinstance(favourite, Meld | Add) and any(isinstance(a, Discard) for a in legal):
            assert isinstance(ranked[1], Discard)
            melds += 1
        elif isinstance(favourite, Discard) and sum(isinstance(a, Discard) for a in legal) > 1:
            # Its next discard is the first alternative to a discard.
            assert isinstance(ranked[1], Discard)
            discards += 1
        match.apply(decide(match, agents[seat], seat), seat)
    assert melds >= 5 and discards >= 5
    # The levels that compare the first few find them through the plugin's tuning.
    assert bot_levels.level_for("mor", "normal").top == 3
    assert bot_levels.level_for("mor", "hard").top == 4


def test_a_level_with_top_compares_only_the_heuristics_first_choices() -> None:
    from cardtable.ai.playout import Playout
    from cardtable.games.mose.heuristic import HeuristicAgent

    heuristic = HeuristicAgent()
    playout = Playout("mose", heuristic, 0.9)
    for obs, legal in _mose_turns(7, 20):
        favourite = heuristic.choose(obs, legal, random.Random(0))
        everything = playout.candidates(list(legal), favourite)
        for top in (1, 2, 3):
            kept = playout.candidates(list(legal), favourite, obs, top)
            assert kept[0] == favourite
            assert len(kept) == min(top, len(everything))
            assert all(a in legal for a in kept)
    # A searching bot with a small top still decides legally and reproducibly.
    level = replace(bot_levels.LEVELS["test"], top=2)
    obs, legal = _mose_turns(7, 3)[-1]
    first = ismcts.ISMCTSAgent("mose", level).choose(obs, legal, random.Random(3))
    again = ismcts.ISMCTSAgent("mose", level).choose(obs, legal, random.Random(3))
    assert first in legal and first == again
