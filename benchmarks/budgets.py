"""The app's start-up and memory budgets, each measured beside its peer, a bare PySide6 window.

Every sample is a fresh process, and each round runs the peer and the app in a shuffled order,
so a busy shared machine weighs on both alike; what is compared is the ratio within a round.

* **start screen**: from just before the process is spawned until the event loop runs with the
  first window shown (``python -m cardtable --exit-after 0``, interpreter start-up and every
  import included), against a bare ``QMainWindow`` shown the same way. Target: at most 2x.
  Both the wall-clock time and the CPU time the process had used by then are compared: on a
  busy machine the wall clock mostly measures the other work, the CPU time much less so.
* **fresh game**: the resident memory (``VmRSS``) of the app once a player has started a
  4-player Mor game from the start screen with the seats it offers (three heuristic bots;
  ``--bots ismcts:normal`` for others): the start screen idles until its warm-up is done, Mor
  is picked, Play pressed, and three turns are played (the bots have played three times each;
  the table at rest), against a bare window that has idled for a second. Target: at most
  110 MB. Also shown: the memory on the start screen, once its warm-up is done and at the
  dealt table.

The long session (30 games in one window) is ``benchmarks/long_session.py``; it prints the same
bare window's memory beside its own figures.

    python benchmarks/budgets.py [--runs 5] [--only start|memory] [--trace] [--bots LEVEL]

``--trace`` also runs one fresh game under ``tracemalloc`` and prints where the Python
allocations still held come from (by module). Results: docs/benchmarks.md.
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
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: The bots a new game has unless the player picks others (the start screen's seats).
BOTS = "heuristic"

BARE = r"""
import sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1366, 768)
window.show()
idle = float(sys.argv[1])

def shown():
    print(f"cardtable: window shown at {time.monotonic():.6f}", flush=True)
    print(f"cardtable: CPU time {time.process_time():.6f}", flush=True)

def done():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            print("rss_kb", line.split()[1], flush=True)
    app.quit()

QTimer.singleShot(0, shown)
QTimer.singleShot(round(idle * 1000), done)
app.exec()
"""

#: A player's first game: the start screen idles until its warm-up is done, then Play.
GAME = r"""
import gc, json, os, sys, time
from pathlib import Path
trace = sys.argv[3] == "1"
if trace:
    import tracemalloc
    tracemalloc.start(1)

def rss():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1])

stages = {}
# The app's own order (cardtable.cli.main, then cardtable.app.run_app).
from cardtable.cli import build_parser
from cardtable.cli_language import choose_language
choose_language()
build_parser()
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from cardtable.ui.i18n import apply_language
from cardtable.ui.paths import AppPaths
from cardtable.ui.setup import GameSetup
from cardtable.ui.window import MainWindow
from cardtable.ai.agent import make_agent
apply_language()
game, players, home, turns = sys.argv[1], int(sys.argv[2]), sys.argv[4], int(sys.argv[5])
bots = sys.argv[6]
window = MainWindow(paths=AppPaths.under(Path(home)))
window.resize(1366, 768)
window.show()

def pump(seconds, until=lambda: False):
    end = time.monotonic() + seconds
    while time.monotonic() < end and not until():
        app.processEvents()
        time.sleep(0.005)

pump(0.2)
stages["start screen"] = rss()
setup = GameSetup(game, players, ("human",) + (bots,) * (players - 1), seed=5)
window.start_screen.load_setup(setup)  # the player picks the game on the start screen
warm = lambda: window.warmup is not None and window.warmup.ready and not window.warmup.busy()
pump(1.0)
pump(20.0, warm)  # the start screen's warm-up (and its rehearsal) done
stages["warmed up"] = rss()
window.start_game(window.start_screen.setup())
controller = window.controller
player = make_agent("heuristic", game)
at_rest = lambda: controller.waiting_for_human() and not window.table.animator.busy()
for turn in range(turns + 1):
    pump(60.0, at_rest)
    if turn == 0:
        stages["dealt"] = rss()
    if turn < turns and at_rest():
        match = controller.match
        legal = list(match.state.legal_actions(0))
        controller.play(player.choose(match.observation(0), legal, match.bot_rng(0)), 0)
pump(0.3)
gc.collect()
art = window.art
out = {"rss_kb": rss(), "art_kb": art.cache_bytes // 1024, "pixmaps": art.cached_pixmaps(),
       "modules": len(sys.modules), "warm": warm(), "actions": len(controller.match.log),
       "stages": stages}
if trace:
    snapshot = tracemalloc.take_snapshot()
    out["traced_kb"] = tracemalloc.get_traced_memory()[0] // 1024
    by_module = {}
    for stat in snapshot.statistics("filename"):
        name = stat.traceback[0].filename
        for marker in ("site-packages/", "cardtable/", "lib/python3"):
            if marker in name:
                name = name.split(marker, 1)[1]
                break
        top = "/".join(name.split("/")[:2])
        by_module[top] = by_module.get(top, 0) + stat.size
    out["top"] = sorted(((k, v // 1024) for k, v in by_module.items()), key=lambda kv: -kv[1])[:15]
print(json.dumps(out), flush=True)
os._exit(0)  # the bots' thread is not wound down: only the memory is measured
"""


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed app starts from compiled modules
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def _shown(args: list[str]) -> tuple[float, float, str]:
    """(seconds to the first window, CPU seconds the process had used by then, its output)."""
    start = time.monotonic()
    out = subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, env=_env(), check=True, timeout=60
    )
    shown = cpu = None
    for line in out.stdout.splitlines():
        if line.startswith("cardtable: window shown at "):
            shown = float(line.rsplit(" ", 1)[1]) - start
        elif line.startswith("cardtable: CPU time "):
            cpu = float(line.rsplit(" ", 1)[1])
    if shown is None or cpu is None:
        raise RuntimeError(f"no first window reported: {out.stdout} {out.stderr}")
    return shown, cpu, out.stdout


def bare_start() -> tuple[float, float]:
    return _shown(["-c", BARE, "0"])[:2]


def app_start() -> tuple[float, float]:
    return _shown(["-m", "cardtable", "--exit-after", "0"])[:2]


def bare_rss_kb(idle: float = 1.0) -> int:
    stdout = _shown(["-c", BARE, str(idle)])[2]
    return int(next(x for x in stdout.splitlines() if x.startswith("rss_kb")).split()[1])


def fresh_game(
    game: str = "mor", players: int = 4, trace: bool = False, turns: int = 3, bots: str = BOTS
) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as home:
        out = subprocess.run(
            [
                sys.executable,
                "-c",
                GAME,
                game,
                str(players),
                "1" if trace else "0",
                home,
                str(turns),
                bots,
            ],
            capture_output=True,
            text=True,
            env=_env(),
            check=True,
            timeout=180,
        )
    line = [x for x in out.stdout.splitlines() if x.startswith("{")][-1]
    result: dict[str, object] = json.loads(line)
    return result


def _spread(values: list[float], fmt: str = "{:.2f}") -> str:
    median, low, high = (
        fmt.format(v) for v in (statistics.median(values), min(values), max(values))
    )
    return f"{median} ({low}-{high})"


def run_start(runs: int, rng: random.Random) -> None:
    bare_start(), app_start()  # warm the disk cache and the compiled modules
    rows: dict[str, list[float]] = {k: [] for k in ("bare", "app", "ratio", "bcpu", "acpu", "cpu")}
    print(
        "start to first window         bare window  start screen  ratio   CPU s: bare    app  ratio"
    )
    for n in range(runs):
        tasks = [("bare", bare_start), ("app", app_start)]
        rng.shuffle(tasks)
        got = {name: fn() for name, fn in tasks}
        row = {
            "bare": got["bare"][0],
            "app": got["app"][0],
            "ratio": got["app"][0] / got["bare"][0],
            "bcpu": got["bare"][1],
            "acpu": got["app"][1],
            "cpu": got["app"][1] / got["bare"][1],
        }
        for key, value in row.items():
            rows[key].append(value)
        print(
            f"  round {n + 1:<22} {row['bare']:9.3f} s {row['app']:10.3f} s {row['ratio']:6.2f}"
            f"   {row['bcpu']:12.3f} {row['acpu']:6.3f} {row['cpu']:6.2f}"
        )
    med = {key: statistics.median(values) for key, values in rows.items()}
    print(
        f"  median{'':23} {med['bare']:9.3f} s {med['app']:10.3f} s {med['ratio']:6.2f}"
        f"   {med['bcpu']:12.3f} {med['acpu']:6.3f} {med['cpu']:6.2f}"
    )
    print(
        f"  ratio, wall clock: {_spread(rows['ratio'])}; CPU time: {_spread(rows['cpu'])}"
        "  (target <= 2x)"
    )


def run_memory(runs: int, rng: random.Random, bots: str = BOTS) -> None:
    bare: list[float] = []
    game: list[float] = []
    print(
        "resident memory, MiB    bare window  fresh 4-player Mor  (start screen, warmed up, dealt)"
        "  art cache MiB  pixmaps"
    )
    for n in range(runs):
        tasks = ["bare", "game"]
        rng.shuffle(tasks)
        result: dict[str, object] = {}
        for task in tasks:
            if task == "bare":
                bare.append(bare_rss_kb() / 1024)
            else:
                result = fresh_game(bots=bots)
                game.append(float(result["rss_kb"]) / 1024)  # type: ignore[arg-type]
        art = float(result["art_kb"]) / 1024  # type: ignore[arg-type]
        stages = result["stages"]
        assert isinstance(stages, dict)
        steps = ", ".join(f"{kb / 1024:.1f}" for kb in stages.values())
        print(
            f"  round {n + 1:<15} {bare[-1]:11.1f} {game[-1]:19.1f}  ({steps}){'':>10}"
            f"{art:6.1f} {result['pixmaps']:8}"
        )
    mb = statistics.median(game) * 1024 * 1024 / 1e6
    print(
        f"  median (min-max)  {_spread(bare, '{:.1f}'):>17} {_spread(game, '{:.1f}'):>19}"
        f"  = {mb:.0f} MB (target <= 110 MB)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--only", choices=("start", "memory"), default=None)
    parser.add_argument("--trace", action="store_true", help="where a fresh game's memory goes")
    parser.add_argument("--bots", default=BOTS, help="the three bots' level (ismcts:normal...)")
    args = parser.parse_args()
    rng = random.Random(1)
    platform = _env().get("QT_QPA_PLATFORM") or "xcb"
    print(f"platform: {platform}; {args.runs} rounds, peer and app in a shuffled order")
    if args.only in (None, "start"):
        run_start(args.runs, rng)
    if args.only in (None, "memory"):
        run_memory(args.runs, rng, args.bots)
    if args.trace:
        result = fresh_game(trace=True, bots=args.bots)
        print(f"tracemalloc, fresh 4-player Mor: {result['traced_kb']} KiB held by Python")
        top = result["top"]
        assert isinstance(top, list)
        for name, kib in top:
            print(f"  {kib:8} KiB  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
