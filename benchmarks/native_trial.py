"""What compiling the rummies' engines with mypyc would buy: a trial, not the app's build.

Pure-Python tuning of Mor's and Mose's move generation has reached the point where each change
gains a few percent (docs/benchmarks.md). This trial measures the other road: the same source,
compiled to C extensions by mypyc (it comes with mypy, a development dependency, and needs a C
compiler and Python's headers). It

1. copies ``cardtable/`` to a scratch directory and compiles a set of modules there;
2. checks that the compiled copy lists exactly the legal moves this checkout lists and makes
   the same heuristic choices, in every game (``packaging/compiled.py``'s check);
3. races random play of the two copies, each in its own child process, in alternating time
   slices (the order shuffled every round), and prints decisions per second and their ratio;
   with ``--search S``, the same for the normal search's playouts a second, in the positions
   ``benchmarks/peers.py`` times.

The scratch copy is deleted afterwards; nothing in the app changes. ::

    python benchmarks/native_trial.py [--games mor mose] [--set leaf] [--seconds 20]
        [--search 20] [--json]

``--set leaf`` compiles the modules of plain functions and classes no other class extends;
``--set search`` adds Mor's quiet path, Mose's shedding search and the engine's card class
(what a search can use as it is); ``--set state`` adds the state classes, which random play
accepts but a search's ``clone`` does not yet (``object.__new__`` refuses compiled classes).
Results: docs/benchmarks.md ("A compiled trial").
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

import compiled  # noqa: E402  (packaging/compiled.py: the bundle's compiled modules)

#: Modules per game and set, relative to ``cardtable/``.
LEAF = {
    "mor": tuple(
        f"games/mor/{m}"
        for m in ("hands", "layoffs", "plays", "melds", "listing", "view", "heuristic")
    ),
    # Mose's table.py is a base class of its state (a compiled base refuses Python subclasses).
    "mose": tuple(f"games/mose/{m}" for m in ("moves", "heuristic", "quiet", "pile", "view")),
}
#: What a search can use as it is, the engine's card class included: the modules the desktop
#: bundle ships compiled (``packaging/compiled.py``), by game.
SEARCH = {
    game: tuple(m for m in compiled.MODULES if not m.startswith(f"games/{other}/"))
    for game, other in (("mor", "mose"), ("mose", "mor"))
}
STATE = {
    "mor": (*SEARCH["mor"], "games/mor/rules", "games/mor/state"),
    "mose": (*SEARCH["mose"], "games/mose/table", "games/mose/rules", "games/mose/state"),
}
SETS = {"leaf": LEAF, "search": SEARCH, "state": STATE}

#: The child: plays random games from one copy of the package on request, on its own stdin and
#: stdout ("run S" -> decisions and CPU seconds in S; "search S" -> the normal search's
#: playouts and CPU seconds in about S).
CHILD = r"""
import random, sys, time
sys.path.insert(0, sys.argv[1])
from cardtable.engine.state import CHANCE
from cardtable.games import GAMES
game = sys.argv[2]
import cardtable
print(cardtable.__file__, flush=True)

rng = random.Random(1); state = None; info = GAMES[game]
def run(seconds):
    global state
    done = 0; start = time.process_time(); end = start + seconds
    while time.process_time() < end:
        if state is None or state.is_terminal():
            state = info.new_game(2)
        while state.is_chance(): state.apply_silently(state.sample_chance(rng), CHANCE)
        if state.is_terminal(): continue
        legal = state.legal_actions()
        state.apply_silently(legal[rng.randrange(len(legal))], state.current_player); done += 1
    return f"{done} {time.process_time() - start}"

searcher = None
def search(seconds):
    # Decisions of the normal search in heuristic games' positions, as benchmarks/peers.py
    # times them, until the slice is over: playouts and the CPU seconds they took.
    global searcher
    if searcher is None:
        sys.path.insert(1, sys.argv[3])
        import peers
        searcher = peers.Searcher(game, "normal")
    playouts, spent = searcher.playouts, searcher.seconds
    while searcher.seconds - spent < seconds:
        searcher.run()
    return f"{searcher.playouts - playouts} {searcher.seconds - spent}"

for line in sys.stdin:
    word, _, arg = line.strip().partition(" ")
    print((search if word == "search" else run)(float(arg)), flush=True)
"""


def compile_copy(modules: dict[str, tuple[str, ...]], games: list[str], where: Path) -> Path:
    """A copy of the package under ``where`` with ``modules`` of ``games`` compiled in place."""
    try:
        compiled.build(where, tuple(m for g in games for m in modules[g]))
    except RuntimeError as error:
        raise SystemExit(str(error)) from None
    return where


class Child:
    """One copy of the package playing one game in a process of its own."""

    def __init__(self, tree: Path, game: str) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(tree), game, str(ROOT / "benchmarks")],
            cwd=tree,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self.package = self._read()
        if not Path(self.package).is_relative_to(tree):
            raise SystemExit(f"the child for {tree} imported {self.package}")
        self.decisions = 0
        self.seconds = 0.0

    def _read(self) -> str:
        out: IO[str] | None = self.proc.stdout
        assert out is not None
        return out.readline().strip()

    def ask(self, line: str) -> str:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        return self._read()

    def run(self, seconds: float, measure: str = "run") -> None:
        """Play for about ``seconds`` of CPU: random play (``run``, counting decisions) or the
        normal search (``search``, counting playouts)."""
        done, spent = self.ask(f"{measure} {seconds}").split()
        self.decisions += int(done)
        self.seconds += float(spent)

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


def race(
    trees: dict[str, Path],
    game: str,
    seconds: float,
    slice_s: float,
    seed: int,
    measure: str = "run",
) -> dict[str, object]:
    """Rates of each copy for ``game``, in alternating slices: decisions of random play a
    second (``measure="run"``) or playouts of the normal search a second (``"search"``; a slice
    ends with the decision that crosses it)."""
    children = {name: Child(tree, game) for name, tree in trees.items()}
    try:
        order = random.Random(seed)
        names = list(children)
        for _ in range(max(1, round(seconds / slice_s))):
            order.shuffle(names)
            for name in names:
                children[name].run(slice_s, measure)
        rates = {n: c.decisions / c.seconds for n, c in children.items() if c.seconds}
    finally:
        for c in children.values():
            c.close()
    row: dict[str, object] = {"game": game, "measure": measure}
    row.update({f"{n}_per_s": round(r) for n, r in rates.items()})
    if "pure" in rates and "compiled" in rates:
        row["ratio"] = round(rates["compiled"] / rates["pure"], 2)
    return row


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", nargs="+", default=["mor", "mose"], choices=sorted(LEAF))
    parser.add_argument("--set", choices=sorted(SETS), default="leaf")
    parser.add_argument("--seconds", type=float, default=20.0, help="CPU seconds per copy")
    parser.add_argument("--slice", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--search",
        type=float,
        default=0.0,
        metavar="S",
        help="also race the normal search for S CPU seconds per copy (not with --set state)",
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.search and args.set == "state":
        parser.error("a search cannot use the state set's classes yet (see the module doc)")
    with tempfile.TemporaryDirectory(prefix="cardtable-native-") as scratch:
        tree = compile_copy(SETS[args.set], args.games, Path(scratch))
        trees = {"pure": ROOT, "compiled": tree}
        # The same moves listed and the same heuristic choices made, in every game (the check
        # of packaging/compiled.py, once per copy).
        same = compiled.report(ROOT)[2] == compiled.report(tree)[2]
        rows = [race(trees, g, args.seconds, args.slice, args.seed) for g in args.games]
        if args.search:
            rows += [
                race(trees, g, args.search, max(args.slice, 2.0), args.seed, "search")
                for g in args.games
            ]
    if args.json:
        print(json.dumps({"set": args.set, "same_moves": same, "rows": rows}, indent=2))
        return 0 if same else 1
    print(f"modules compiled: the {args.set} set, 2 players; the same moves and choices: {same}")
    print("random play in decisions a second, the normal search in playouts a second")
    for row in rows:
        print(
            f"{row['game']:6} {row['measure']:6} pure {row.get('pure_per_s')}"
            f" compiled {row.get('compiled_per_s')} ratio {row.get('ratio')}"
        )
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
