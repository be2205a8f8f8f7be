"""Start-up time of Card Table: from starting the process to its first window being shown.

Starts the program with ``--exit-after``, which prints ``cardtable: window shown at T`` (T from
``time.monotonic()``, the same system-wide clock this script reads just before starting the
process) once the event loop runs with the main window shown. One untimed run first warms the
disk cache; then ``--runs`` timed runs give the warm start-up time (median, min, max).

    python benchmarks/bundle_startup.py [PROGRAM ...] [--runs 7] [--platform offscreen|xvfb]

PROGRAM defaults to the built bundle ``dist/cardtable/cardtable``; give ``.venv/bin/cardtable``
to compare with the app run from the virtual environment. Two windows are timed: the start
screen (``cardtable``, what the menu entry opens) and a game table
(``cardtable play moosehead --demo``). Prints a Markdown table; its last column is the CPU time
(user + system) of a whole run, start-up plus 0.2 s shown plus shutdown, which unlike the wall
clock does not grow when other processes load the machine. Unix only (``resource``).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import platform
import re
import resource
import statistics
import subprocess
import sys
import time
from contextlib import nullcontext
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SHOWN = re.compile(r"^cardtable: window shown at ([0-9.]+)$", re.MULTILINE)
SCREENS = {
    "start screen": ["--exit-after", "0.2"],
    "moosehead table": ["play", "moosehead", "--demo", "--seed", "1", "--exit-after", "0.2"],
}


def time_to_window(program: Path, args: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(seconds from starting ``program`` to its report of the first window shown, CPU seconds
    the whole run used)."""
    cpu = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    done = subprocess.run(
        [str(program), *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )
    found = SHOWN.search(done.stdout)
    if done.returncode != 0 or not found:
        raise RuntimeError(f"{program} {' '.join(args)} failed ({done.returncode}): {done.stderr}")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    used = after.ru_utime - cpu.ru_utime + after.ru_stime - cpu.ru_stime
    return float(found.group(1)) - start, used


def _xvfb() -> Any:
    spec = importlib.util.spec_from_file_location(
        "cardtable_smoke_test", ROOT / "packaging" / "smoke_test.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module.xvfb_display()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("programs", nargs="*", default=[str(ROOT / "dist/cardtable/cardtable")])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--platform", choices=("offscreen", "xvfb"), default="offscreen")
    args = parser.parse_args()

    env = dict(os.environ)
    print(
        f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores, "
        f"load average {os.getloadavg()[0]:.1f}, Qt platform {args.platform}, "
        f"{args.runs} warm runs each\n"
    )
    print("| program | window | median s | min s | max s | CPU s per run |")
    print("|---|---|---:|---:|---:|---:|")
    context = _xvfb() if args.platform == "xvfb" else nullcontext(None)
    with context as display:
        if display is None:
            env["QT_QPA_PLATFORM"] = "offscreen"
        else:
            env.update(QT_QPA_PLATFORM="xcb", DISPLAY=display)
        for program in map(Path, args.programs):
            for screen, screen_args in SCREENS.items():
                time_to_window(program, screen_args, env)  # warm the disk cache
                runs = [time_to_window(program, screen_args, env) for _ in range(args.runs)]
                times = [t for t, _ in runs]
                cpu = statistics.median(c for _, c in runs)
                name = os.path.relpath(program, Path.cwd())
                print(
                    f"| `{name}` | {screen} | {statistics.median(times):.3f} | "
                    f"{min(times):.3f} | {max(times):.3f} | {cpu:.3f} |",
                    flush=True,
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
