"""Information-Set Monte Carlo Tree Search, for every game.

The bot sees only its observation and its legal actions. Each iteration it samples a full game
consistent with what it knows (:meth:`GameState.determinize`: hidden cards dealt at random from
the unseen ones, publicly known cards kept where they are) and plays it forward:

* **Its own moves** are chosen down one shared tree by UCB with availability counts (a move is
  only compared with the moves that were also legal in that sample: single-observer ISMCTS). A
  node's first move tried is the heuristic bot's favourite; where the lists are long (Mose,
  Mor) progressive widening lets a node consider more moves only as its visits grow.
* **The other seats' moves** (partners included) come from the game's heuristic bot playing on
  its own observation of the sample, with some random moves mixed in (:mod:`~cardtable.ai.
  playout`). They are remembered in the tree by what the bot would see of them, so its later
  choices depend only on what it would know.
* After the tree, a **rollout** plays on the same way for every seat, until the next deal (the
  end of the hand or round), the end of the game or a move limit.
* The position reached is **judged** (:mod:`~cardtable.ai.evaluation`): a finished game by its
  winners, an unfinished one by the game's own projection of the standings turned into a chance
  of winning. Partners share a reward, so Mor's bots play for their partnership.

Out of turn (Mose's any-time plays) the root also holds "no claim"; a play that empties the hand
is taken at once without searching.

Hard (and normal in Moxie) also **reads hands from the table** (:mod:`~cardtable.ai.inference`):
sampled worlds are kept in proportion to how well they fit the other players' public actions
(Moxie bets, calls and checks; Moosehead passes and missed scores; in Mose, melds and lay-offs
not made when they could have been), still from the observation alone.

Levels (``ismcts:easy``, ``ismcts:normal``, ``ismcts:hard``) differ in iterations, rollout length,
widening, reading and how many root moves they compare; :mod:`~cardtable.ai.levels` defines them
and adjusts them per game.
Budgets are counted in iterations, so a seeded bot decides the same way every time; a time
ceiling only guards the table against unusually slow positions, and :meth:`ISMCTSAgent.cancel`
stops a search at once (the table calls it when a game is abandoned or the window closes). The
search stops early when the most visited move can no longer be overtaken in the iterations left.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Callable, Hashable, Sequence
from typing import Final

from cardtable.ai.evaluation import rewards
from cardtable.ai.inference import Belief, belief_for, sample
from cardtable.ai.levels import LEVELS, Level, level_for, retune
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


class _Node:
    """A point in the tree: statistics of the move into it and the moves out of it."""

    __slots__ = ("avail", "children", "reward", "visits")

    def __init__(self) -> None:
        self.children: dict[Hashable, _Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.avail = 1


#: Iterations between checks of the clock and of a cancellation.
_CHECK_EVERY: Final = 8


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
        if self.level.root == "halving":
            return self._halving(
                observation, root_actions, favourite, me, rng, iterations, deadline, belief
            )
        root = _Node()
        done = 0
        for done in range(1, iterations + 1):
            state = sample(self._state_class.determinize, observation, rng, belief)
            self._iterate(root, state, root_actions, favourite, me, rng, _FREE)
            self._done = done
            if done % _CHECK_EVERY == 0:
                if self._cancelled.is_set() or time.perf_counter() > deadline:
                    break
                if _settled(root, iterations - done):
                    break
        self.last_iterations = done
        if not root.children:
            return favourite
        key = max(
            root.children,
            key=lambda k: (root.children[k].visits, root.children[k].reward),
        )
        return _root_action(key)

    def _halving(
        self,
        observation: Observation,
        root_actions: list[Action | None],
        favourite: Action | None,
        me: Seat,
        rng: random.Random,
        iterations: int,
        deadline: float,
        belief: Belief | None,
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
        candidates = self._playout.candidates(root_actions, favourite, observation, self.level.top)
        self.last_iterations = 0
        self.last_scores = {}
        if len(candidates) == 1:
            return candidates[0]
        level = self.level
        reference = 0 if candidates[0] == favourite else None
        challengers = [arm for arm in range(len(candidates)) if arm != reference]
        checking = (
            reference is not None
            and level.verify_share > 0
            and len(challengers) > level.check_above
        )
        now = time.perf_counter()
        choose_budget = iterations
        choose_deadline = deadline
        if checking:
            choose_budget = max(1, int(iterations * (1.0 - level.verify_share)))
            choose_deadline = now + (deadline - now) * (1.0 - level.verify_share)
        root = _Node()
        results: list[dict[int, float]] = [{} for _ in candidates]
        alive = challengers
        alongside = [] if reference is None or checking else [reference]
        rounds = max(1, math.ceil(math.log2(len(alive)))) if len(alive) > 1 else 1
        done = 0
        world = 0

        def mean(arm: int) -> float:
            found = results[arm]
            return sum(found.values()) / len(found) if found else -1.0

        first_world = time.perf_counter()

        def play_world(arms: Sequence[int], until: float) -> bool:
            """Play ``arms`` in one fresh sampled world; False when time or a cancel stops it
            (or when a world as long as the average so far would end past ``until``: a slow
            playout must not carry the decision far over its ceiling)."""
            nonlocal done, world
            now = time.perf_counter()
            if world and now + (now - first_world) / world > until:
                return False
            seed = rng.getrandbits(64)
            world_state = sample(
                self._state_class.determinize, observation, random.Random(seed), belief
            )
            for arm in arms:
                # The same sample and the same random numbers for every candidate.
                results[arm][world] = self._iterate(
                    root,
                    world_state.clone(),
                    root_actions,
                    None,
                    me,
                    random.Random(seed + 1),
                    candidates[arm],
                )
                done += 1
                self._done = done
                if self._cancelled.is_set() or time.perf_counter() > until:
                    world += 1
                    return False
            world += 1
            return True

        while True:
            playing = [*alongside, *alive]
            per_arm = max(1, choose_budget // (len(playing) * rounds))
            going = True
            for _round in range(per_arm):
                if not play_world(playing, choose_deadline):
                    going = False
                    break
            alive.sort(key=lambda arm: (mean(arm), -arm), reverse=True)
            if len(alive) <= 1 or not going:
                break
            alive = alive[: math.ceil(len(alive) / 2)]
        best = alive[0]
        if reference is None or self._cancelled.is_set():
            self.last_iterations = done
            self._remember(candidates, results, mean)
            return candidates[best] if reference is None else favourite
        if checking:
            # The check: fresh worlds, the challenger against the favourite.
            results[best].clear()
            check_worlds = max(2, (iterations - done) // 2)
            for _ in range(check_worlds):
                if not play_world((reference, best), deadline):
                    break
        self.last_iterations = done
        self._remember(candidates, results, mean)
        shared = [w for w in results[best] if w in results[reference]]
        if len(shared) < 4:
            return favourite
        diffs = [results[best][w] - results[reference][w] for w in shared]
        gain = sum(diffs) / len(diffs)
        spread = math.sqrt(sum((d - gain) ** 2 for d in diffs) / (len(diffs) - 1))
        if gain > level.margin + level.confidence * spread / math.sqrt(len(diffs)):
            return candidates[best]
        return favourite

    def _remember(
        self,
        candidates: Sequence[Action | None],
        results: Sequence[dict[int, float]],
        mean: Callable[[int], float],
    ) -> None:
        self.last_scores = {
            candidates[arm]: (mean(arm), len(results[arm])) for arm in range(len(candidates))
        }

    def _iterate(
        self,
        root: _Node,
        state: GameState,
        root_actions: list[Action | None],
        favourite: Action | None,
        me: Seat,
        rng: random.Random,
        forced: object,
    ) -> float:
        """One iteration on the sampled ``state``; ``forced`` fixes the root move (or _FREE)."""
        playout = self._playout
        level = self.level
        path = [root]
        holder = [root]

        def record(seat: Seat, action: Action) -> None:
            node = holder[0]
            key = ("claim", seat, playout.key(seat, action, me))
            child = node.children.get(key)
            if child is None:
                child = node.children[key] = _Node()
            holder[0] = child
            path.append(child)

        first = True
        expanded = False
        while not expanded:
            current = self._next_mover(state, rng)
            if current is None:
                break
            node = holder[0]
            began = began_flag(state)
            if first and forced is not _FREE:
                assert forced is None or isinstance(forced, Action)
                action = forced
                key = _key(me, action)
                found = node.children.get(key)
                if found is None:
                    found = node.children[key] = _Node()
                    expanded = True
                child = found
                first = False
                mover = me
            elif first or current == me:
                actions: Sequence[Action | None] = (
                    root_actions if first else state.legal_actions(me)
                )
                child, action, expanded = self._select(
                    node, actions, favourite if first else None, state, me, rng, first
                )
                first = False
                mover = me
            else:
                action = playout.move(state, current, rng)
                key = playout.key(current, action, me)
                found = node.children.get(key)
                if found is None:
                    found = node.children[key] = _Node()
                child = found
                mover = current
            holder[0] = child
            path.append(child)
            if action is not None:
                state.apply_silently(action, mover)
                if playout.wants_claims(state, action, began):
                    playout.claim_round(state, mover, rng, record)
            if forced is not _FREE and not level.tree_below:
                expanded = True  # everything after the root move follows the heuristic
        if expanded:
            self._rollout(state, rng, level.horizon)
        value = rewards(state)[me]
        for node in path:
            node.visits += 1
            node.reward += value
        return value

    def _select(
        self,
        node: _Node,
        actions: Sequence[Action | None],
        favourite: Action | None,
        state: GameState,
        me: Seat,
        rng: random.Random,
        at_root: bool,
    ) -> tuple[_Node, Action | None, bool]:
        """Pick the bot's move at ``node``: expand a new one or choose by UCB among the tried."""
        children = node.children
        tried: list[tuple[Action | None, _Node]] = []
        untried: list[Action | None] = []
        for action in actions:
            child = children.get(_key(me, action))
            if child is None:
                untried.append(action)
            else:
                tried.append((action, child))
        level = self.level
        allowed = len(actions)
        if level.widening > 0 and not at_root:
            allowed = max(1, math.ceil(level.widening * math.sqrt(node.visits + 1)))
        if untried and (len(tried) < allowed or not tried):
            pick: Action | None
            if favourite is not None and favourite in untried:
                pick = favourite
            elif not tried and len(untried) > 1 and None not in untried:
                legal = [a for a in untried if a is not None]
                pick = self._playout.heuristic_move(state, me, legal, rng)
            else:
                pick = untried[rng.randrange(len(untried))]
            child = children[_key(me, pick)] = _Node()
            return child, pick, True
        c = level.exploration
        best: tuple[Action | None, _Node] | None = None
        best_score = -1.0
        for action, child in tried:
            child.avail += 1
            visits = child.visits
            score = child.reward / visits + c * math.sqrt(math.log(child.avail) / visits)
            if score > best_score:
                best, best_score = (action, child), score
        assert best is not None
        return best[1], best[0], False

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


#: ``forced`` value meaning the root move is chosen by the tree.
_FREE: Final = object()


def _key(me: Seat, action: Action | None) -> Hashable:
    return (me, action)


def _root_action(key: Hashable) -> Action | None:
    assert isinstance(key, tuple)
    action = key[1]
    assert action is None or isinstance(action, Action)
    return action


def _settled(root: _Node, left: int) -> bool:
    """Whether the most visited move at the root can no longer be overtaken."""
    if len(root.children) < 2:
        return False
    first = second = 0
    for child in root.children.values():
        v = child.visits
        if v > first:
            first, second = v, first
        elif v > second:
            second = v
    return first - second > left


def make(name: str, game_id: str) -> ISMCTSAgent:
    """Build ``ismcts:LEVEL`` for ``game_id`` (``ismcts`` alone means normal)."""
    _, _, level = name.partition(":")
    return ISMCTSAgent(game_id, level_for(game_id, level or "normal"))
