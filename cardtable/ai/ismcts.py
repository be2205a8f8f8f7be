"""Information-Set Monte Carlo search for every game: sequential halving over sampled worlds.

The bot sees only its observation and its legal actions. It compares a few candidate moves at
the root, by playing each one out in sampled worlds:

* **A sampled world** is a full game consistent with what the bot knows
  (:meth:`GameState.determinize`: hidden cards dealt at random from the unseen ones, publicly
  known cards kept where they are). Hard (and normal in Moxie) also **reads hands from the
  table** (:mod:`~cardtable.ai.inference`): worlds are kept in proportion to how well they fit
  the other players' public actions (Moxie bets, calls and checks; Moosehead passes and missed
  scores; in Mose, melds and lay-offs not made when they could have been).
* **The candidates** are the legal moves worth telling apart (:meth:`~cardtable.ai.playout.
  Playout.candidates`), the heuristic bot's favourite first; a level may keep only the first
  few the heuristic ranks (Mose). Out of turn (Mose's any-time plays) "no claim" is a
  candidate too, and a play that empties the hand is taken at once without searching.
* **A playout** makes the candidate move, then every seat (the bot's own included) follows the
  game's heuristic bot on its own view of the world, with some random moves mixed in
  (:mod:`~cardtable.ai.playout`), until the next deal (the end of the hand or round), the end
  of the game or a move limit. The position reached is **judged**
  (:mod:`~cardtable.ai.evaluation`): a finished game by its winners, an unfinished one by the
  game's own projection of the standings turned into a chance of winning. Partners share a
  reward, so Mor's bots play for their partnership.
* **Sequential halving**: every candidate of a round is played in the same worlds with the
  same random numbers, and the worse half drops out after each round. The survivor replaces
  the heuristic's favourite only if it beats it, world by world, by more than a margin of
  standard errors (on fresh worlds when many candidates competed): small, noisy gains would
  otherwise compound into bad habits.

Levels (``ismcts:normal``, ``ismcts:hard``) differ in iterations (playouts),
rollout length, reading and how many root moves they compare; the bot catalogue
(:mod:`~cardtable.ai.levels`) defines them and adjusts them per game. Budgets are counted in
iterations, so a seeded bot decides the same way every time; a time ceiling only guards the
table against unusually slow positions, and :meth:`ISMCTSAgent.cancel` stops a search at once
(the table calls it when a game is abandoned or the window closes).
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Sequence

from cardtable.ai.evaluation import rewards
from cardtable.ai.inference import Belief, belief_for, sample
from cardtable.ai.levels import LEVELS, Level, find_bot, level_for, retune
from cardtable.ai.playout import Playout, began_flag
from cardtable.engine.actions import Action
from cardtable.engine.agent import Agent
from cardtable.engine.errors import OptionError
from cardtable.engine.observation import Observation
from cardtable.engine.state import CHANCE, TERMINAL, GameState
from cardtable.engine.zones import Seat
from cardtable.games import plugin
from cardtable.i18n import _

#: The levels are defined in :mod:`cardtable.ai.levels`; these names stay importable from here.
__all__ = ["LEVELS", "ISMCTSAgent", "Level", "level_for", "make", "retune"]


class ISMCTSAgent(Agent):
    """An ISMCTS bot for one game at one level."""

    def __init__(self, game_id: str, level: Level) -> None:
        self.game_id = game_id
        self.level = level
        self.name = f"ismcts:{level.name}"
        game = plugin(game_id)
        factory = game.info.factory
        if not isinstance(factory, type) or not issubclass(factory, GameState):
            raise OptionError(
                _("{game_id!r} cannot be searched: its factory is not a state class").format(
                    game_id=game_id
                )
            )
        self._state_class: type[GameState] = factory
        self._heuristic = game.heuristic()
        self._playout = Playout(
            game_id,
            self._heuristic,
            level.heuristic_share,
            quick=level.quick_rollout,
            remember=level.remember,
        )
        self._cancelled = threading.Event()
        #: Iterations run by the last decision (for benchmarks and tests).
        self.last_iterations = 0
        #: Mean reward and samples of every root move in the last decision (for diagnostics).
        self.last_scores: dict[Action | None, tuple[float, int]] = {}
        self._done = 0

    # --- the Agent interface ---------------------------------------------------------------------

    def choose(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        actions: list[Action | None] = list(legal)
        best = self._search(observation, actions, rng, self.level.iterations)
        return best if best is not None else legal[0]

    def claim(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action | None:
        if not legal:
            return None
        if not self._playout.claims_on:
            # Out-of-turn moves that must be made anyway (a Moxie punch card): choose now.
            return self.choose(observation, legal, rng)
        hand = observation.zone(f"hand:{observation.viewer}").count
        for action in legal:
            if len(action.cards) >= hand and self._playout.rules.empties_hand(action):
                return action  # going out ends the round in our favour: no need to search
        budget = max(1, int(self.level.iterations * self.level.claim_share))
        return self._search(observation, [None, *legal], rng, budget)

    def cancel(self) -> None:
        """Stop thinking: a search under way ends at once with the best move found so far, and
        later decisions answer at once (the heuristic's move) until :meth:`resume`."""
        self._cancelled.set()

    def resume(self) -> None:
        """Think normally again after :meth:`cancel`."""
        self._cancelled.clear()

    def progress(self) -> int:
        """Iterations of the search under way so far (safe to read from another thread)."""
        return self._done

    # --- search ----------------------------------------------------------------------------------

    def _search(
        self,
        observation: Observation,
        root_actions: list[Action | None],
        rng: random.Random,
        iterations: int,
    ) -> Action | None:
        started = time.perf_counter()
        me = observation.viewer
        assert me is not None
        legal = tuple(a for a in root_actions if a is not None)
        favourite: Action | None = self._heuristic.choose(observation, legal, rng)
        if None in root_actions:
            claimed = self._heuristic.claim(observation, legal, rng)
            favourite = claimed if claimed in legal else None
        if self._cancelled.is_set():
            return favourite
        deadline = started + self.level.max_seconds
        self._done = 0
        belief = belief_for(self.game_id, observation) if self.level.infer else None
        candidates = self._playout.candidates(root_actions, favourite, observation, self.level.top)
        self.last_iterations = 0
        self.last_scores = {}
        if len(candidates) == 1:
            return candidates[0]
        worlds = _Worlds(self, observation, candidates, me, rng, belief)
        return self._halving(worlds, favourite, iterations, deadline)

    def _halving(
        self, worlds: _Worlds, favourite: Action | None, iterations: int, deadline: float
    ) -> Action | None:
        """Sequential halving at the root over shared sampled worlds, then a check against the
        heuristic's choice.

        Every candidate of a round is played out in the same sampled worlds (the same hidden
        cards, the same later draws and the same random choices as far as the games agree), so
        they are compared on equal terms; after each round the worse half drops out. The
        survivor is then compared with the heuristic's favourite, world by world, and the bot
        leaves the favourite only for a move that beats it by more than ``margin`` plus
        ``confidence`` standard errors: small, noisy gains would otherwise compound into bad
        habits. With few challengers the favourite plays in every round and all those worlds
        count; with many, the best of them looks better than it is on the worlds that picked
        it, so the comparison is made on fresh worlds instead.
        """
        level = self.level
        candidates = worlds.candidates
        # The favourite, when the heuristic's choice is among the candidates (always first).
        reference = 0 if candidates[0] == favourite else None
        challengers = [arm for arm in range(len(candidates)) if arm != reference]
        checking = (
            reference is not None
            and level.verify_share > 0
            and len(challengers) > level.check_above
        )
        budget, until = iterations, deadline
        if checking:
            # The check on fresh worlds gets its share of the iterations and of the time left.
            now = time.perf_counter()
            budget = max(1, int(iterations * (1.0 - level.verify_share)))
            until = now + (deadline - now) * (1.0 - level.verify_share)
        alongside = [] if reference is None or checking else [reference]
        best = _sequential_halving(worlds, challengers, alongside, budget, until)
        if reference is None or self._cancelled.is_set():
            self._note(worlds)
            return candidates[best] if reference is None else favourite
        if checking:
            worlds.results[best].clear()
            for _ in range(max(2, (iterations - worlds.playouts) // 2)):
                if not worlds.play((reference, best), deadline):
                    break
        self._note(worlds)
        if _beats(worlds.results[best], worlds.results[reference], level):
            return candidates[best]
        return favourite

    def _note(self, worlds: _Worlds) -> None:
        """Keep what the decision did, for benchmarks, tests and diagnostics."""
        self.last_iterations = worlds.playouts
        self.last_scores = {
            move: (worlds.mean(arm), len(worlds.results[arm]))
            for arm, move in enumerate(worlds.candidates)
        }

    def _play_out(
        self, state: GameState, move: Action | None, me: Seat, rng: random.Random
    ) -> float:
        """``me``'s reward for ``move`` (None: letting an out-of-turn moment pass) in the
        sampled ``state``: the move, the claims it opens, then a rollout."""
        if self._next_mover(state, rng) is not None:
            began = began_flag(state)
            if move is not None:
                state.apply_silently(move, me)
                if self._playout.wants_claims(state, move, began):
                    self._playout.claim_round(state, me, rng)
            self._rollout(state, rng, self.level.horizon)
        return rewards(state)[me]

    def _next_mover(self, state: GameState, rng: random.Random) -> Seat | None:
        """Deal any chance moves; the seat to move next, or None at the end of the game or at a
        round boundary (where a simulation stops and is judged)."""
        while True:
            current = state.current_player
            if current == TERMINAL:
                return None
            if current != CHANCE:
                return current
            if self._playout.boundary(state):
                return None
            state.apply_silently(state.sample_chance(rng), CHANCE)

    def _rollout(self, state: GameState, rng: random.Random, horizon: int) -> None:
        playout = self._playout
        moves = 0
        while moves < horizon:
            current = self._next_mover(state, rng)
            if current is None:
                return
            began = began_flag(state)
            action = playout.move(state, current, rng)
            state.apply_silently(action, current)
            moves += 1
            if playout.wants_claims(state, action, began):
                playout.claim_round(state, current, rng)


class _Worlds:
    """The sampled worlds of one decision and what each candidate scored in them.

    Each world is sampled once from the observation; every candidate played in it gets a copy
    of it and the same random numbers, so candidates are compared on equal terms.
    """

    __slots__ = (
        "_agent",
        "_belief",
        "_me",
        "_observation",
        "_rng",
        "_started",
        "candidates",
        "playouts",
        "results",
        "sampled",
    )

    def __init__(
        self,
        agent: ISMCTSAgent,
        observation: Observation,
        candidates: Sequence[Action | None],
        me: Seat,
        rng: random.Random,
        belief: Belief | None,
    ) -> None:
        self._agent = agent
        self._observation = observation
        self._me = me
        self._rng = rng
        self._belief = belief
        self.candidates = candidates
        #: For each candidate (by its index, its "arm"): its reward in each world it played.
        self.results: list[dict[int, float]] = [{} for _ in candidates]
        #: Candidates played out so far, over all worlds (the search's iterations).
        self.playouts = 0
        #: Worlds sampled so far (each world's number is its index).
        self.sampled = 0
        self._started = time.perf_counter()

    def mean(self, arm: int) -> float:
        """The candidate's mean reward over the worlds it played (-1 before any)."""
        found = self.results[arm]
        return sum(found.values()) / len(found) if found else -1.0

    def play(self, arms: Sequence[int], until: float) -> bool:
        """Play ``arms`` in one fresh sampled world; False when time or a cancel stops it
        (or when a world as long as the average so far would end past ``until``: a slow
        playout must not carry the decision far over its ceiling)."""
        agent = self._agent
        now = time.perf_counter()
        if self.sampled and now + (now - self._started) / self.sampled > until:
            return False
        seed = self._rng.getrandbits(64)
        world = sample(
            agent._state_class.determinize, self._observation, random.Random(seed), self._belief
        )
        number = self.sampled
        self.sampled += 1
        for arm in arms:
            # The same sample and the same random numbers for every candidate.
            self.results[arm][number] = agent._play_out(
                world.clone(), self.candidates[arm], self._me, random.Random(seed + 1)
            )
            self.playouts += 1
            agent._done = self.playouts
            if agent._cancelled.is_set() or time.perf_counter() > until:
                return False
        return True


def _sequential_halving(
    worlds: _Worlds, alive: list[int], alongside: Sequence[int], budget: int, until: float
) -> int:
    """The best of the ``alive`` arms by sequential halving: each round plays them (and the
    ``alongside`` arms, which never drop out) in fresh worlds, its share of ``budget``, then
    keeps the better half, until one is left or time runs out."""
    rounds = max(1, math.ceil(math.log2(len(alive)))) if len(alive) > 1 else 1
    while True:
        playing = [*alongside, *alive]
        per_arm = max(1, budget // (len(playing) * rounds))
        going = True
        for _round in range(per_arm):
            if not worlds.play(playing, until):
                going = False
                break
        alive.sort(key=lambda arm: (worlds.mean(arm), -arm), reverse=True)
        if len(alive) <= 1 or not going:
            break
        alive = alive[: math.ceil(len(alive) / 2)]
    return alive[0]


def _beats(challenger: dict[int, float], favourite: dict[int, float], level: Level) -> bool:
    """Whether the challenger's rewards beat the favourite's, paired over the worlds both
    played, by more than ``level.margin`` plus ``level.confidence`` standard errors."""
    shared = [w for w in challenger if w in favourite]
    if len(shared) < 4:
        return False
    diffs = [challenger[w] - favourite[w] for w in shared]
    gain = sum(diffs) / len(diffs)
    spread = math.sqrt(sum((d - gain) ** 2 for d in diffs) / (len(diffs) - 1))
    return gain > level.margin + level.confidence * spread / math.sqrt(len(diffs))


def make(name: str, game_id: str) -> ISMCTSAgent:
    """Build the searching bot of the catalogue called ``name`` (``ismcts:LEVEL``; ``ismcts``
    alone means normal) for ``game_id``."""
    level = find_bot(name).level
    if level is None:
        raise OptionError(
            _("there is no ISMCTS level {name!r} (levels: {items})").format(
                name=name, items=", ".join(LEVELS)
            )
        )
    return ISMCTSAgent(game_id, level_for(game_id, level.name))
