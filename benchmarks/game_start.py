"""The first game start of a process: from pressing Play on the start screen to a dealt table.

Every sample is a fresh process (the first start is the one that pays for imports and first
layouts): the main window is shown, the start screen idles for half a second, the game is
chosen on it, half a second more passes (a player reads the game's summary and presses Play),
then ``start_game`` is timed until the events it posted have been handled
and the dealt position is on the table. Games are interleaved and the CPU time of the process
is counted (the main thread only: what a player waits for; bots think on their own thread),
so a busy shared machine shifts every game alike. Modules are compiled once before
the samples (an installed app ships them compiled). Also prints where the time goes
(``--profile``: one cProfile per game).

    python benchmarks/game_start.py [--samples 7] [--games moosehead,mose,...] [--profile]

Target (issue 39): at most 60 ms for every game. Results: docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

GAMES = ("moosehead", "mose", "moco", "mor", "moxie")
SEATS = {"mor": 4}

CHILD = r"""
import json, os, sys, time
from pathlib import Path
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtWidgets import QApplication
app = QApplication([])
from cardtable.ui.paths import AppPaths
from cardtable.ui.setup import GameSetup
from cardtable.ui.window import MainWindow
game, players, profile, home = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "1", sys.argv[4]
window = MainWindow(paths=AppPaths.under(Path(home)))
window.show()
setup = GameSetup(game, players, ("human",) + ("heuristic",) * (players - 1), seed=5)
idle = 0.5
end = time.perf_counter() + idle
while time.perf_counter() < end:  # the start screen idles while a game is chosen
    app.processEvents()
    time.sleep(0.005)
window.start_screen.load_setup(setup)  # the player picks the game, as on the start screen
end = time.perf_counter() + idle
while time.perf_counter() < end:  # and reads its summary before pressing Play
    app.processEvents()
    time.sleep(0.005)
modules = set(sys.modules)
if profile:
    import cProfile
    prof = cProfile.Profile()
    prof.enable()
start = time.thread_time()
window.start_game(setup)
app.processEvents()
cpu = time.thread_time() - start
if profile:
    prof.disable()
    import io, pstats
    out = io.StringIO()
    pstats.Stats(prof, stream=out).sort_stats("cumulative").print_stats(25)
    sys.stderr.write(out.getvalue())
dealt = window.controller.session.match.state.is_chance() is False
print(json.dumps({"ms": cpu * 1000, "dealt": dealt, "imported": len(set(sys.modules) - modules)}))
sys.stdout.flush()
os._exit(0)  # the bot thread is not wound down: only the start is measured
"""


def sample(game: str, profile: bool = False) -> dict[str, float]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed app starts from compiled modules
    root = Path(__file__).resolve().parent.parent
    env["PYTHONPATH"] = str(root) + os.pathsep + env.get("PYTHONPATH", "")
    players = SEATS.get(game, 2)
    with tempfile.TemporaryDirectory() as home:
        out = subprocess.run(
            [sys.executable, "-c", CHILD, game, str(players), "1" if profile else "0", home],
            capture_output=True,
            text=True,
            env=env,
            check=True,
            timeout=120,
        )
    if profile:
        print(f"--- {game} ---\n{out.stderr}")
    line = [x for x in out.stdout.splitlines() if x.startswith("{")][-1]
    result: dict[str, float] = json.loads(line)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--samples", type=int, default=7)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    games = args.games.split(",")
    if args.profile:
        for game in games:
            sample(game, profile=True)
        return
    times: dict[str, list[float]] = {g: [] for g in games}
    imported: dict[str, float] = {}
    rng = random.Random(1)
    for game in games:
        sample(game)  # a warm-up: compiled modules cached, as an installed app has them
    for _ in range(args.samples):
        order = list(games)
        rng.shuffle(order)
        for game in order:
            result = sample(game)
            assert result["dealt"], f"{game}: the deal was not finished"
            times[game].append(result["ms"])
            imported[game] = result["imported"]
    print(f"first game start, CPU ms, {args.samples} fresh processes per game (median, max)")
    print(f"{'game':10} {'median':>7} {'max':>7} {'modules imported':>17}")
    for game in games:
        t = times[game]
        print(f"{game:10} {statistics.median(t):7.1f} {max(t):7.1f} {imported[game]:17.0f}")


if __name__ == "__main__":
    main()
