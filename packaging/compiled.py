"""The desktop bundle's compiled modules: the rummies' hot paths built by mypyc.

Mor's and Mose's move generation, quiet moves and heuristics, and the engine's card class, run
1.4-1.9 times faster compiled to C extensions by mypyc from the same source (docs/benchmarks.md,
"The current figures"): the searching bots of those games get that many more playouts. Only the
desktop bundle ships them; a checkout, the wheel and the tests run the plain source, which
stays the reference. ::

    python packaging/compiled.py build/compiled

1. copies ``cardtable/`` (and ``assets/``) to ``build/compiled/`` (the folder is emptied first)
   and compiles :data:`MODULES` there in place, next to their sources;
2. checks the copy in a child process against this checkout in another: every compiled module
   loads as an extension, and every game lists the same moves and its heuristic makes the same
   choices, move by move, in seeded games at 2 and 4 players (a digest of both).

``packaging/build.sh`` runs it and hands the folder to the spec (``CARDTABLE_COMPILED_TREE``).
It needs mypy (which brings mypyc) and a C compiler with Python's headers; exit status 1 when
the compiled copy differs, 2 when it cannot be built.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Final

ROOT: Final = Path(__file__).resolve().parent.parent

#: The compiled modules, relative to ``cardtable/``: plain functions and classes that no Python
#: class extends (a compiled base refuses Python subclasses, and a search copies states with
#: ``object.__new__``, which compiled classes refuse, so the state classes stay Python).
MODULES: Final = (
    "engine/cards",
    *(
        f"games/mor/{m}"
        for m in ("hands", "layoffs", "plays", "melds", "listing", "view", "heuristic", "quiet")
    ),
    *(f"games/mose/{m}" for m in ("moves", "heuristic", "quiet", "pile", "view", "shedding")),
)

#: The child: imports ``cardtable`` from the tree it is given, checks which modules are
#: compiled, and prints one digest of the listings and heuristic choices of seeded games.
CHECK: Final = r"""
import hashlib, importlib, importlib.machinery, random, sys
sys.path.insert(0, sys.argv[1])
import cardtable
from cardtable.ai.agent import make_agent
from cardtable.engine.state import CHANCE
from cardtable.games import GAMES
suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
compiled = sorted(
    name for name in sys.argv[2:]
    if importlib.import_module("cardtable." + name.replace("/", ".")).__file__.endswith(suffixes)
)
print(cardtable.__file__)
print(" ".join(compiled) or "-")
h = hashlib.sha256(); steps = 0
for game_id, info in sorted(GAMES.items()):
    heuristic = make_agent("heuristic", game_id)
    for players in (2, 4):
        if not info.min_players <= players <= info.max_players:
            continue
        for seed in range(4):
            rng = random.Random(seed); state = info.new_game(players)
            for _ in range(1500):
                while state.is_chance():
                    state.apply_trusted(state.sample_chance(rng), CHANCE)
                if state.is_terminal():
                    break
                seat = state.current_player
                legal = state.legal_actions()
                chosen = heuristic.choose(state.observation(seat), legal, rng)
                h.update((game_id + "|".join(a.notation for a in legal) + chosen.notation).encode())
                # Even seeds play on at random, odd ones by the heuristic's choice.
                move = legal[rng.randrange(len(legal))] if seed % 2 == 0 else chosen
                state.apply_trusted(move, seat)
                steps += 1
print(steps, h.hexdigest()[:20])
"""


def build(dest: Path, modules: tuple[str, ...] = MODULES) -> None:
    """Copy the package into ``dest`` (emptied first) and compile ``modules`` there."""
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    shutil.copytree(
        ROOT / "cardtable", dest / "cardtable", ignore=shutil.ignore_patterns("__pycache__")
    )
    # The art beside the package, as in a checkout, so that the copy runs (and its tests pass)
    # from where it is; the bundle takes its art from the checkout.
    shutil.copytree(ROOT / "assets", dest / "assets")
    mypyc = Path(sys.executable).with_name("mypyc")
    _run([str(mypyc), *sorted({f"cardtable/{m}.py" for m in modules})], dest, "mypyc failed")
    shutil.rmtree(dest / "build", ignore_errors=True)  # mypyc's C sources and objects


def report(tree: Path) -> list[str]:
    """What the check's child prints for ``tree``: the package it imported, the modules that
    loaded compiled, and the digest."""
    command = [sys.executable, "-c", CHECK, str(tree), *MODULES]
    return _run(command, tree, f"the check failed in {tree}").splitlines()


def _run(command: list[str], cwd: Path, failure: str) -> str:
    """The output of ``command`` run in ``cwd``; RuntimeError with ``failure`` if it fails."""
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{failure}:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
    return done.stdout


def check(tree: Path) -> list[str]:
    """The problems of the compiled copy at ``tree`` against this checkout (none: it passes)."""
    compiled = report(tree)
    plain = report(ROOT)
    problems = []
    if not Path(compiled[0]).resolve().is_relative_to(tree.resolve()):
        problems.append(f"the compiled copy's check imported {compiled[0]}")
    missing = sorted(set(MODULES) - set(compiled[1].split()))
    if missing:
        problems.append(f"not loaded compiled: {', '.join(missing)}")
    if plain[1] != "-":
        problems.append(f"this checkout holds compiled modules: {plain[1]}")
    if compiled[2] != plain[2]:
        problems.append(f"moves or choices differ: compiled {compiled[2]}, source {plain[2]}")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dest", type=Path, help="the folder for the compiled copy")
    args = parser.parse_args(argv)
    try:
        build(args.dest)
        problems = check(args.dest)
    except RuntimeError as error:
        print(f"compiled.py: {error}", file=sys.stderr)
        return 2
    for problem in problems:
        print(f"compiled.py: {problem}", file=sys.stderr)
    if not problems:
        print(f"compiled {len(MODULES)} modules into {args.dest}: same moves and choices")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
