"""Information-Set Monte Carlo Tree Search, for every game.

The bot sees only its observation and its legal actions. Each iteration it samples a full game
consistent with what it knows (:meth:`GameState.determinize`: hidden cards dealt at random from
the unseen ones, publicly known cards kept where they are), walks down one shared tree choosing
moves by UCB among the moves available in that sample (single-observer ISMCTS with availability
counts), adds one new node, plays on with a rollout policy that mixes the game's heuristic bot
with random moves, and backs the result up: each node collects the reward of the seat that moved
into it. Chance steps met on the way (a new deal) are sampled afresh every time.

Levels trade strength for time: ``ismcts:easy``, ``ismcts:normal`` and ``ismcts:hard`` differ in
iterations, rollout length and how closely rollouts follow the heuristic. Budgets are counted in
iterations, so a seeded bot decides the same way every time; a time ceiling guards the table
against unusually slow positions.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Final

from cardtable.ai.agent import Agent, make_agent
from cardtable.ai.evaluation import rewards
from cardtable.engine.actions import Action
from cardtable.engine.errors import OptionError
from cardtable.engine.observation import Observation
from cardtable.engine.state import CHANCE, TERMINAL, GameState
from cardtable.engine.zones import Seat
from cardtable.games import find_game


@dataclass(frozen=True, slots=True)
class Level:
    """How hard one level searches."""

    name: str
    iterations: int
    #: Safety ceiling in seconds; normally the iteration budget ends the search first.
    max_seconds: float
    #: Moves played in a rollout before the position is judged by the scores.
    horizon: int
    #: Chance that a rollout move follows the heuristic bot rather than a random move.
    heuristic_share: float
    exploration: float = 0.7


LEVELS: Final = {
    "easy": Level("easy", iterations=120, max_seconds=0.5, horizon=30, heuristic_share=0.5),
    "normal": Level("normal", iterations=500, max_seconds=0.95, horizon=60, heuristic_share=0.7),
    "hard": Level("hard", iterations=1500, max_seconds=2.9, horizon=90, heuristic_share=0.8),
}

#: Per-game adjustments of the levels (fields of Level to replace), tuned with
#: benchmarks/ai_strength.py.
TUNING: Final[dict[str, dict[str, dict[str, float | int]]]] = {}


def level_for(game_id: str, name: str) -> Level:
    try:
        base = LEVELS[name]
    except KeyError:
        raise OptionError(
            f"there is no ISMCTS level {name!r} (levels: {', '.join(LEVELS)})"
        ) from None
    changes = TUNING.get(game_id, {}).get(name)
    return replace(base, **changes) if changes else base  # type: ignore[arg-type]


class _Node:
    __slots__ = ("avail", "children", "reward", "seat", "visits")

    def __init__(self, seat: Seat) -> None:
        self.seat = seat
        self.children: dict[Action | None, _Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.avail = 1


class ISMCTSAgent(Agent):
    """An ISMCTS bot for one game at one level."""

    def __init__(self, game_id: str, level: Level) -> None:
        self.game_id = game_id
        self.level = level
        self.name = f"ismcts:{level.name}"
        factory = find_game(game_id).factory
        if not isinstance(factory, type) or not issubclass(factory, GameState):
            raise OptionError(f"{game_id!r} cannot be searched: its factory is not a state class")
        self._state_class: type[GameState] = factory
        self._heuristic = make_agent("heuristic", game_id)
        #: Iterations run by the last decision (for benchmarks).
        self.last_iterations = 0

    # --- the Agent interface ---------------------------------------------------------------------

    def choose(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        best = self._search(observation, list(legal), rng)
        assert best is not None
        return best

    def claim(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action | None:
        if not legal:
            return None
        return self._search(observation, [None, *legal], rng)

    # --- search ----------------------------------------------------------------------------------

    def _search(
        self, observation: Observation, root_actions: list[Action | None], rng: random.Random
    ) -> Action | None:
        me = observation.viewer
        assert me is not None
        level = self.level
        root = _Node(me)
        deadline = time.perf_counter() + level.max_seconds
        iterations = 0
        for iterations in range(1, level.iterations + 1):
            state = self._state_class.determinize(observation, rng)
            path = self._descend(root, root_actions, state, me, rng)
            self._rollout(state, rng)
            values = rewards(state)
            for node in path:
                node.visits += 1
                node.reward += values[node.seat]
            if (iterations & 15) == 0 and time.perf_counter() > deadline:
                break
        self.last_iterations = iterations
        return max(
            root.children.items(),
            key=lambda item: (item[1].visits, item[1].reward / max(1, item[1].visits)),
        )[0]

    def _descend(
        self,
        root: _Node,
        root_actions: list[Action | None],
        state: GameState,
        me: Seat,
        rng: random.Random,
    ) -> list[_Node]:
        """Select down the tree and expand one node; return the nodes on the path."""
        path: list[_Node] = []
        node = root
        first = True
        c = self.level.exploration
        while True:
            seat = state.current_player
            if seat == TERMINAL:
                return path
            if seat == CHANCE:
                state.apply_trusted(state.sample_chance(rng), CHANCE)
                continue
            actions: Sequence[Action | None]
            if first:
                actions, seat = root_actions, me
            else:
                actions = state.legal_actions(seat)
            first = False
            children = node.children
            untried = [a for a in actions if a not in children]
            if untried:
                action = untried[rng.randrange(len(untried))]
                child = _Node(seat)
                children[action] = child
                if action is not None:
                    state.apply_trusted(action, seat)
                path.append(child)
                return path
            log_parent = 0.0
            best: _Node | None = None
            best_action: Action | None = None
            best_score = -1.0
            for action in actions:
                child = children[action]
                child.avail += 1
                log_parent = math.log(child.avail)
                score = child.reward / child.visits + c * math.sqrt(log_parent / child.visits)
                if score > best_score:
                    best, best_action, best_score = child, action, score
            assert best is not None
            if best_action is not None:
                state.apply_trusted(best_action, seat)
            path.append(best)
            node = best

    def _rollout(self, state: GameState, rng: random.Random) -> None:
        share = self.level.heuristic_share
        heuristic = self._heuristic
        for _ in range(self.level.horizon):
            seat = state.current_player
            if seat == TERMINAL:
                return
            if seat == CHANCE:
                state.apply_trusted(state.sample_chance(rng), CHANCE)
                continue
            legal = state.legal_actions(seat)
            if len(legal) == 1:
                action = legal[0]
            elif rng.random() < share:
                action = heuristic.choose(state.observation(seat), tuple(legal), rng)
            else:
                action = legal[rng.randrange(len(legal))]
            state.apply_trusted(action, seat)


def make(name: str, game_id: str) -> ISMCTSAgent:
    """Build ``ismcts:LEVEL`` for ``game_id`` (``ismcts`` alone means normal)."""
    _, _, level = name.partition(":")
    return ISMCTSAgent(game_id, level_for(game_id, level or "normal"))
