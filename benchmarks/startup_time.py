"""Time from process start to the first window shown, warm (median of several runs).

Starts ``python -m cardtable`` (the start screen) and ``python -m cardtable play GAME`` as fresh
processes with ``--exit-after 0``: the app prints ``time.monotonic()`` once the event loop runs
with its first window shown, and quits. The time counted runs from just before the process is
spawned, so interpreter start-up and every import are included. One unmeasured run first warms
the disk cache.

    python benchmarks/startup_time.py [--runs 7] [--game moosehead]

Run it under Xvfb for a real X window (``xvfb-run -s "-screen 0 1366x768x24" ...``); without a
display it uses Qt's offscreen platform. Target: at most 0.6 s warm.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time


def one_run(args: list[str]) -> float:
    env = dict(os.environ)
    # Warm means with bytecode caches, as an installed app has them: let Python write them.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    start = time.monotonic()
    out = subprocess.run(
        [sys.executable, "-m", "cardtable", *args, "--exit-after", "0"],
        capture_output=True,
        text=True,
        env=env,
        check=True,
        timeout=60,
    )
    for line in out.stdout.splitlines():
        if line.startswith("cardtable: window shown at "):
            return float(line.rsplit(" ", 1)[1]) - start
    raise RuntimeError(f"the app did not report its first window: {out.stdout} {out.stderr}")


def measure(args: list[str], runs: int) -> tuple[float, list[float]]:
    one_run(args)  # warm the caches
    times = [one_run(args) for _ in range(runs)]
    return statistics.median(times), times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--game", default="moosehead")
    opts = parser.parse_args()
    platform = os.environ.get("QT_QPA_PLATFORM") or (
        "xcb" if os.environ.get("DISPLAY") else "offscreen"
    )
    print(f"platform: {platform}, {opts.runs} warm runs each, median (all runs in seconds)")
    for label, args in (
        ("start screen (cardtable)", []),
        (f"straight into a game (cardtable play {opts.game})", ["play", opts.game, "--seed", "1"]),
    ):
        median, times = measure(args, opts.runs)
        listed = ", ".join(f"{t:.3f}" for t in times)
        print(f"{label:<52} median {median:.3f} s   ({listed})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
