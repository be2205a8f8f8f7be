"""A long session in the real window: many games in a row, watching memory and live objects.

One main window (Qt offscreen) plays game after game, cycling through the five games, the way a
player who stays all evening would: seat 0 is a person (so every move is autosaved, the score
sheet and statistics are kept, and the end-of-game summary opens), answered here by the
heuristic bot through the same call a click makes; the other seats are heuristic bots on the
window's bot thread. Cards animate (at six times the normal speed, ``--speed``), so items are
created, moved and dropped as in play. After every game it samples:

* ``rss``: the process's resident memory (``VmRSS``);
* ``py``: objects tracked by Python's garbage collector (after a collection);
* ``qobj``: QObjects under the window plus top-level widgets, and ``items``: items in the
  table's scene;
* ``art``: the pixel data in the card-art cache, which fills as new faces and sizes are drawn
  up to its bound (:data:`cardtable.ui.art.CACHE_BYTES`), and ``py other``: Python objects
  other than those cached pixmaps; ``lru``: entries in the engine's and bots' bounded
  ``functools.lru_cache`` caches, which also fill up to their bounds; ``uncached``: Python
  objects other than pixmaps once those caches are emptied (they are emptied after each
  sample and refill in the next game). This last one, the QObjects and the scene items are
  the leak gauges: caches may grow until they are full, nothing else may.

Growth is reported per game over the games after the warm-up (the first cycle through the
five games), as the least-squares slope of each sample against the game number, and as the
difference between the last cycle and the first cycle after warm-up (the same five games,
so each game's own size cancels out).

    python benchmarks/long_session.py [--cycles 6] [--json]

Targets: no growth after warm-up (slopes near zero, no trend), and the resident memory at most
150 MB; the end of the report puts the last cycle's memory beside a bare PySide6 window's
(``benchmarks/budgets.py``), measured in the same run. Results: docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import functools
import gc
import json
import os
import random
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

GAMES = ("moosehead", "moco", "moxie", "mose", "mor")
PLAYERS = {"moosehead": 3, "moco": 3, "moxie": 3, "mose": 3, "mor": 4}
OPTIONS: dict[str, dict[str, object]] = {"moxie": {"rounds": 10}}


@dataclass
class Sample:
    game_no: int
    game: str
    actions: int
    seconds: float
    rss_kb: int
    py_objects: int
    qobjects: int
    scene_items: int
    #: Pixel data held by the card-art cache (bounded; least recently used pixmaps go first).
    art_cache_kb: int
    #: Python objects other than cached pixmaps.
    py_other: int
    #: Entries in the bounded ``functools.lru_cache`` caches of the engine and bots.
    lru_entries: int
    #: Python objects other than cached pixmaps once those caches are emptied: the leak gauge.
    py_uncached: int


def rss_kb() -> int:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    import resource

    return int(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)


def lru_caches() -> list[Any]:
    """Every ``functools.lru_cache`` of Card Table's own code in the process."""
    wrapper = functools._lru_cache_wrapper  # type: ignore[attr-defined]
    return [
        obj
        for obj in gc.get_objects()
        if isinstance(obj, wrapper)
        and getattr(obj.__wrapped__, "__module__", "").startswith("cardtable")
    ]


def lru_entries() -> int:
    """Entries held by those caches (each has a bound)."""
    return sum(cache.cache_info().currsize for cache in lru_caches())


def uncached_objects(pixmap_type: type) -> int:
    """Python objects other than pixmaps after emptying the bounded caches (they refill as
    the next game is played: only speed changes)."""
    for cache in lru_caches():
        cache.cache_clear()
    gc.collect()
    return sum(1 for o in gc.get_objects() if not isinstance(o, pixmap_type))


def slope(xs: list[float], ys: list[float]) -> float:
    n = len(xs)
    if n < 2:
        return 0.0
    mx, my = sum(xs) / n, sum(ys) / n
    den = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / den if den else 0.0


def run(cycles: int, seed: int = 1, speed: float = 6.0) -> list[Sample]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = Path(tempfile.mkdtemp(prefix="cardtable-long-session-"))
    os.environ["CARDTABLE_HOME"] = str(home)
    from PySide6.QtCore import QObject, QTimer
    from PySide6.QtGui import QPixmap
    from PySide6.QtWidgets import QApplication

    from cardtable.ai.agent import make_agent
    from cardtable.ui.paths import AppPaths
    from cardtable.ui.setup import GameSetup
    from cardtable.ui.window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = MainWindow(paths=AppPaths.under(home))
    window.resize(1366, 768)
    window.show()
    window.set_speed(speed)
    window.set_bot_delay(0)
    rng = random.Random(seed)
    samples: list[Sample] = []
    order = [game for _ in range(cycles) for game in GAMES]
    state: dict[str, object] = {"agent": None, "start": 0.0, "ended": 0.0}

    def next_game() -> None:
        game = order[len(samples)]
        n = PLAYERS[game]
        seats = ("human",) + ("heuristic",) * (n - 1)
        setup = GameSetup(game, n, seats, OPTIONS.get(game, {}), rng.randrange(1 << 31))
        state["agent"] = make_agent("heuristic", game)
        state["start"] = time.perf_counter()
        state["ended"] = 0.0
        window.start_game(setup)

    def sample() -> None:
        controller = window.controller
        gc.collect()
        samples.append(
            Sample(
                len(samples),
                controller.match.info.id,
                len(controller.match.log),
                round(time.perf_counter() - float(state["start"]), 2),  # type: ignore[arg-type]
                rss_kb(),
                len(gc.get_objects()),
                len(window.findChildren(QObject)) + len(QApplication.topLevelWidgets()),
                len(window.table.scene.items()),
                window.art.cache_bytes // 1024,
                sum(1 for o in gc.get_objects() if not isinstance(o, QPixmap)),
                lru_entries(),
                uncached_objects(QPixmap),
            )
        )
        print(json.dumps(asdict(samples[-1])), file=sys.stderr, flush=True)

    def tick() -> None:
        """The player at seat 0, and the evening's schedule, run from the real event loop."""
        controller = window.controller
        busy = window.table.animator.busy()
        if controller.match.is_over():
            if busy:
                return
            # Let the summary open and deferred deletions run before sampling.
            if not state["ended"]:
                state["ended"] = time.perf_counter()
                return
            if time.perf_counter() - float(state["ended"]) < 0.2:  # type: ignore[arg-type]
                return
            sample()
            if len(samples) == len(order):
                timer.stop()
                app.quit()
            else:
                next_game()
        elif controller.round_end is not None:
            # The table waits at a round's end with its summary: the player presses Enter.
            summary = window.table.round_summary
            if not busy and summary.isVisible():
                summary.go_on.emit()
        elif controller.waiting_for_human() and not busy:
            match = controller.match
            legal = list(match.state.legal_actions(0))
            agent = state["agent"]
            action = agent.choose(match.observation(0), legal, match.bot_rng(0))  # type: ignore[attr-defined]
            controller.play(action, 0)

    timer = QTimer()
    timer.setInterval(1)
    timer.timeout.connect(tick)
    next_game()
    timer.start()
    app.exec()
    window.close()
    return samples


def report(samples: list[Sample]) -> dict[str, object]:
    warm = len(GAMES)
    after = samples[warm:]
    xs = [float(s.game_no) for s in after]
    out: dict[str, object] = {"games": len(samples), "warm_up": warm}
    keys = ("rss_kb", "art_cache_kb", "py_objects", "py_other", "lru_entries", "py_uncached")
    keys += ("qobjects",)
    for key in (*keys, "scene_items"):
        ys = [float(getattr(s, key)) for s in after]
        first = ys[:warm]
        last = ys[-warm:]
        out[key] = {
            "after_warm_up": int(first[0]) if first else None,
            "end": int(ys[-1]) if ys else None,
            "slope_per_game": round(slope(xs, ys), 2),
            "last_cycle_minus_first": round((sum(last) - sum(first)) / warm, 1) if ys else None,
        }
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cycles", type=int, default=6, help="rounds through the five games")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--speed", type=float, default=6.0, help="animation speed factor")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    samples = run(args.cycles, args.seed, args.speed)
    summary = report(samples)
    summary["wall_seconds"] = round(time.perf_counter() - start, 1)
    if args.json:
        print(json.dumps({"samples": [asdict(s) for s in samples], "summary": summary}, indent=1))
        return 0
    print(
        f"{'#':>3} {'game':10} {'actions':>7} {'s':>6} {'RSS MiB':>7} {'py objs':>8} "
        f"{'QObjects':>8} {'items':>6} {'artMiB':>6} {'py other':>8} {'lru':>6} {'uncached':>8}"
    )
    for s in samples:
        print(
            f"{s.game_no:3d} {s.game:10} {s.actions:7d} {s.seconds:6.1f} {s.rss_kb / 1024:7.1f} "
            f"{s.py_objects:8d} {s.qobjects:8d} {s.scene_items:6d} {s.art_cache_kb / 1024:6.1f} "
            f"{s.py_other:8d} {s.lru_entries:6d} {s.py_uncached:8d}"
        )
    print()
    print(f"growth per game after the warm-up ({summary['warm_up']} games):")
    for key, unit in (
        ("rss_kb", "KB"),
        ("art_cache_kb", "KB"),
        ("py_objects", ""),
        ("py_other", ""),
        ("lru_entries", ""),
        ("py_uncached", ""),
        ("qobjects", ""),
        ("scene_items", ""),
    ):
        row = summary[key]
        assert isinstance(row, dict)
        if row["end"] is None:
            continue
        print(
            f"  {key:12} slope {row['slope_per_game']:+9.2f} {unit}/game   "
            f"last cycle - first cycle (mean per game) {row['last_cycle_minus_first']:+9.1f}"
        )
    last = samples[-len(GAMES) :]
    mean = sum(s.rss_kb for s in last) / len(last) / 1024
    top = max(s.rss_kb for s in last) / 1024
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from budgets import bare_rss_kb

    bare = bare_rss_kb() / 1024
    print(
        f"resident memory over the last {len(last)} games: mean {mean:.1f} MiB, most {top:.1f} MiB"
        f" (target <= 150); a bare PySide6 window: {bare:.1f} MiB"
    )
    print(f"wall time {summary['wall_seconds']} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
