"""Card Table's engines and search side by side with their peers, in one interleaved run.

Two measurements, each interleaved so that the shared machine's ups and downs fall on every
contestant alike (short time slices, the order shuffled every round, CPU time of this process):

1. **Random play**: decisions per second (actions by a player, chance not counted) of random
   legal moves, applied with ``apply_silently`` (the search's path: moves taken from the legal
   list are not checked again and no events are made, as in RLCard's ``game.step``) in every
   game at 2 and 4 players, against the gin rummy of RLCard (its game object, and its environment,
   which also encodes observations) and OpenSpiel's gin_rummy (a C++ engine called from
   Python). The ratio column divides by RLCard's game object: a pure-Python rummy engine with
   a meld search, the nearest peer. Our own gin rummy (the ``plugins/gin_rummy`` plugin, when
   installed) plays the same game as both peers, move for move. Each game also plays "with
   events": applied as a table applies them, with the events and their texts
   (``apply_trusted``). The last column is how many moves a decision chose among on average:
   how much each listing had to find.
2. **Search**: playouts per second of the ISMCTS bot at each level in every game (2 players,
   positions from heuristic games), against OpenSpiel's C++ IS-MCTS on gin rummy (random
   rollouts, positions from random play).

The peers come from the optional ``bench`` extra (``pip install -e .[bench]``); a missing peer
is reported and left out. ::

    python benchmarks/peers.py [--rounds 8] [--slice 0.4] [--decisions 3] [--games mor] [--json]
        [--tree build/compiled]

``--tree`` races the engines of another copy of the package: the desktop bundle's, with its
compiled modules (``packaging/compiled.py``).

Results: docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _tree(argv: list[str]) -> str | None:
    """The ``--tree DIR`` of the command line, read before ``cardtable`` is imported."""
    for i, word in enumerate(argv):
        if word == "--tree" and i + 1 < len(argv):
            return argv[i + 1]
        if word.startswith("--tree="):
            return word.split("=", 1)[1]
    return None


if __name__ == "__main__" and (_chosen_tree := _tree(sys.argv[1:])):
    sys.path.insert(0, str(Path(_chosen_tree).resolve()))

from cardtable.ai.agent import make_agent  # noqa: E402  (after --tree's path)
from cardtable.engine.state import CHANCE, GameState  # noqa: E402
from cardtable.games import GAMES  # noqa: E402

GAME_ORDER = ("moosehead", "mose", "moco", "mor", "moxie")
#: Gin Rummy, the plugin (``plugins/gin_rummy``): the very game the peers play, so its row is the
#: like-for-like comparison. Raced when installed; ``--games gin_rummy`` races it alone.
GIN: Final = "gin_rummy"
#: Whether the registry lists it (then its bots can search too), not just its package installed.
GIN_REGISTERED: Final = GIN in GAMES
if not GIN_REGISTERED:
    try:  # an installed plugin the registry does not read yet
        from cardtable_gin_rummy import INFO as _GIN_INFO
    except ImportError:
        pass
    else:
        GAMES = {**GAMES, GIN: _GIN_INFO}
if GIN in GAMES:
    GAME_ORDER = (*GAME_ORDER, GIN)
#: The searching levels (easy plays the heuristic with slips: it has no playouts to count).
LEVELS = ("normal", "hard")


# --- random play ---------------------------------------------------------------------------------


@dataclass
class Player:
    """One contestant in the random-play race: plays decisions until its slice is over."""

    name: str
    new_game: Callable[[int], Any]
    #: Plays one decision (and any chance steps before it); returns how many moves it chose
    #: among, or 0 at the end of a game.
    step: Callable[[Any, random.Random], int]
    decisions: int = 0
    #: Moves listed over all decisions (how much each decision's listing had to find).
    listed: int = 0
    seconds: float = 0.0
    games: int = 0
    _game: Any = None
    _rng: random.Random = field(default_factory=lambda: random.Random(1))

    def run(self, slice_s: float) -> None:
        start = time.process_time()
        deadline = start + slice_s
        count = 0
        while True:
            if self._game is None:
                self._game = self.new_game(self.games)
                self.games += 1
            moves = self.step(self._game, self._rng)
            if moves:
                count += 1
                self.listed += moves
            else:
                self._game = None
            if count % 16 == 0 and time.process_time() > deadline:
                break
        self.seconds += time.process_time() - start
        self.decisions += count


def ours(game_id: str, players: int, silent: bool = True) -> Player:
    """Random play in one of our games; ``silent=False`` applies moves with their events (as a
    table does, texts and all) rather than as the search does."""
    info = GAMES[game_id]

    def new_game(_seed: int) -> GameState:
        return info.new_game(players)

    def step(state: GameState, rng: random.Random) -> int:
        # Moves come straight from the legal list and the chance sampler, so they are applied
        # as the search applies them: not checked again, and without events (RLCard's
        # game.step checks nothing and makes no events either).
        apply = state.apply_silently if silent else state.apply_trusted
        while state.is_chance():
            apply(state.sample_chance(rng), CHANCE)
        if state.is_terminal():
            return 0
        legal = state.legal_actions()
        seat = state.current_player
        apply(legal[rng.randrange(len(legal))], seat)
        return len(legal)

    name = f"{game_id} {players}p" + ("" if silent else ", with events")
    return Player(name, new_game, step)


def rlcard_game() -> Player | None:
    try:
        import numpy as np
        from rlcard.games.gin_rummy.game import GinRummyGame
    except ImportError:
        return None

    def new_game(seed: int) -> Any:
        game = GinRummyGame()
        game.np_random = np.random.RandomState(seed)
        game.init_game()
        return game

    def step(game: Any, rng: random.Random) -> int:
        if game.is_over():
            return 0
        legal = game.judge.get_legal_actions()
        game.step(legal[rng.randrange(len(legal))])
        return len(legal)

    return Player("RLCard gin rummy, game object", new_game, step)


def rlcard_env() -> Player | None:
    try:
        import rlcard
    except ImportError:
        return None

    def new_game(seed: int) -> Any:
        env = rlcard.make("gin-rummy", config={"seed": seed})
        state, _ = env.reset()
        return [env, state]

    def step(box: Any, rng: random.Random) -> int:
        env, state = box
        if env.is_over():
            return 0
        legal = list(state["legal_actions"])
        box[1], _ = env.step(legal[rng.randrange(len(legal))])
        return len(legal)

    return Player("RLCard gin rummy, environment", new_game, step)


def openspiel_game() -> Player | None:
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("gin_rummy")

    def new_game(seed: int) -> Any:
        return game.new_initial_state()

    def step(state: Any, rng: random.Random) -> int:
        while state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
        if state.is_terminal():
            return 0
        legal = state.legal_actions()
        state.apply_action(legal[rng.randrange(len(legal))])
        return len(legal)

    return Player("OpenSpiel gin_rummy (C++)", new_game, step)


def race(
    rounds: int, slice_s: float, seed: int, games: tuple[str, ...] = GAME_ORDER
) -> list[dict[str, object]]:
    players = [
        ours(g, n, silent)
        for g in games
        for n in (2, 4)
        if n in GAMES[g].player_counts
        for silent in (True, False)
    ]
    peers = [p for p in (rlcard_game(), rlcard_env(), openspiel_game()) if p is not None]
    everyone = [*players, *peers]
    order = random.Random(seed)
    for r in range(rounds):
        order.shuffle(everyone)
        for p in everyone:
            p.run(slice_s)
        print(f"random play: round {r + 1} of {rounds}", file=sys.stderr, flush=True)
    base = next((p for p in peers if p.name.endswith("game object")), None)
    base_rate = base.decisions / base.seconds if base else None
    rows = []
    for p in [*players, *peers]:
        rate = p.decisions / p.seconds
        rows.append(
            {
                "engine": p.name,
                "decisions": p.decisions,
                "decisions_per_s": round(rate),
                "ratio": round(rate / base_rate, 2) if base_rate else None,
                "moves_per_decision": round(p.listed / p.decisions, 1) if p.decisions else None,
            }
        )
    return rows


# --- search --------------------------------------------------------------------------------------


@dataclass
class Searcher:
    """One (game, level) of our search: decides at seat 0 in positions of heuristic games."""

    game_id: str
    level: str
    playouts: int = 0
    seconds: float = 0.0
    decisions: int = 0
    _state: GameState | None = None
    _games: int = 0
    _rng: random.Random = field(default_factory=lambda: random.Random(5))

    def _position(self) -> GameState:
        """Advance the heuristic game to seat 0's next decision with a choice to make."""
        info = GAMES[self.game_id]
        heuristic = make_agent("heuristic", self.game_id)
        while True:
            if self._state is None or self._state.is_terminal():
                self._state = info.new_game(2)
                self._games += 1
            state = self._state
            while state.is_chance():
                state.apply(state.sample_chance(self._rng))
            if state.is_terminal():
                continue
            seat = state.current_player
            legal = state.legal_actions(seat)
            if seat == 0 and len(legal) > 1 and self._rng.random() < 0.35:
                return state
            state.apply(heuristic.choose(state.observation(seat), legal, self._rng), seat)

    def run(self) -> None:
        """One decision that searched (positions the level settles without a playout, such as
        Mose's blind draw, are played on and not counted)."""
        agent: Any = make_agent(f"ismcts:{self.level}", self.game_id)
        for _ in range(50):
            state = self._position()
            legal = state.legal_actions(0)
            start = time.process_time()
            action = agent.choose(state.observation(0), legal, random.Random(self.decisions))
            spent = time.process_time() - start
            state.apply(action, 0)
            if agent.last_iterations:
                self.seconds += spent
                self.playouts += agent.last_iterations
                self.decisions += 1
                return


@dataclass
class SpielSearcher:
    """OpenSpiel's IS-MCTS (C++, random rollouts) deciding in random gin rummy positions."""

    simulations: int = 500
    playouts: int = 0
    seconds: float = 0.0
    decisions: int = 0
    _rng: random.Random = field(default_factory=lambda: random.Random(9))

    def run(self) -> None:
        import pyspiel

        game = pyspiel.load_game("gin_rummy")
        state = game.new_initial_state()
        stop = self._rng.randrange(0, 40)
        moves = 0
        while True:
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[self._rng.randrange(len(outcomes))][0])
                continue
            if state.is_terminal():
                state = game.new_initial_state()
                continue
            legal = state.legal_actions()
            if moves >= stop and len(legal) > 1:
                break
            state.apply_action(legal[self._rng.randrange(len(legal))])
            moves += 1
        evaluator = pyspiel.RandomRolloutEvaluator(1, self.decisions)
        final = pyspiel.ISMCTSFinalPolicyType.MAX_VISIT_COUNT
        bot = pyspiel.ISMCTSBot(
            self.decisions, evaluator, 2.0, self.simulations, -1, final, False, False
        )
        start = time.process_time()
        bot.step(state)
        self.seconds += time.process_time() - start
        self.playouts += self.simulations
        self.decisions += 1


def search_race(
    decisions: int, seed: int, games: tuple[str, ...] = GAME_ORDER
) -> list[dict[str, object]]:
    ours_ = [Searcher(g, lv) for g in games for lv in LEVELS]
    everyone: list[Searcher | SpielSearcher] = [*ours_]
    try:
        import pyspiel  # noqa: F401

        spiel: SpielSearcher | None = SpielSearcher()
        everyone.append(spiel)  # type: ignore[arg-type]
    except ImportError:
        spiel = None
    order = random.Random(seed)
    for r in range(decisions):
        order.shuffle(everyone)
        for s in everyone:
            s.run()
        print(f"search: round {r + 1} of {decisions}", file=sys.stderr, flush=True)
    base = spiel.playouts / spiel.seconds if spiel and spiel.seconds else None
    rows: list[dict[str, object]] = []
    for s in ours_:
        rate = s.playouts / s.seconds
        rows.append(
            {
                "search": f"{s.game_id} ismcts:{s.level}",
                "decisions": s.decisions,
                "playouts_per_decision": round(s.playouts / s.decisions),
                "s_per_decision": round(s.seconds / s.decisions, 2),
                "playouts_per_s": round(rate),
                "ratio": round(rate / base, 2) if base else None,
            }
        )
    if spiel is not None and base is not None:
        rows.append(
            {
                "search": "OpenSpiel IS-MCTS, gin_rummy (C++)",
                "decisions": spiel.decisions,
                "playouts_per_decision": spiel.simulations,
                "s_per_decision": round(spiel.seconds / spiel.decisions, 2),
                "playouts_per_s": round(base),
                "ratio": 1.0,
            }
        )
    return rows


def table(rows: list[dict[str, object]]) -> str:
    keys = list(rows[0])
    lines = ["| " + " | ".join(keys) + " |", "|" + "---|" * len(keys)]
    for row in rows:
        cells = [f"{v:,}" if isinstance(v, int) else str(v) for v in row.values()]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def engines() -> str:
    """Where this run's ``cardtable`` comes from, and how many of its modules are compiled."""
    import importlib.machinery

    import cardtable

    package = Path(cardtable.__file__).resolve().parent
    built = [
        p
        for p in package.rglob("*")
        if p.name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
    ]
    return f"{package} ({len(built)} modules compiled)" if built else f"{package} (plain source)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=8, help="random play: slices per engine")
    parser.add_argument("--slice", type=float, default=0.4, help="random play: CPU s per slice")
    parser.add_argument("--decisions", type=int, default=3, help="search: decisions per level")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--skip-search", action="store_true")
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--games",
        default=",".join(GAME_ORDER),
        help="comma-separated games to race (default: all); the peers always run",
    )
    parser.add_argument(
        "--tree",
        metavar="DIR",
        help="race the engines of the copy of the package in DIR (the desktop bundle's compiled "
        "modules: python packaging/compiled.py build/compiled, then --tree build/compiled)",
    )
    args = parser.parse_args(argv)
    print(f"engines: {engines()}", file=sys.stderr)
    games = tuple(g for g in args.games.split(",") if g)
    unknown = [g for g in games if g not in GAME_ORDER]
    if unknown:
        parser.error(f"unknown game(s): {', '.join(unknown)}")
    play = race(args.rounds, args.slice, args.seed, games)
    searched = tuple(g for g in games if g != GIN or GIN_REGISTERED)
    search = [] if args.skip_search else search_race(args.decisions, args.seed, searched)
    if args.json:
        print(json.dumps({"engines": engines(), "random_play": play, "search": search}, indent=1))
        return 0
    print(table(play))
    if search:
        print()
        print(table(search))
    return 0


if __name__ == "__main__":
    sys.exit(main())
