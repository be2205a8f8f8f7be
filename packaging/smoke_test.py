"""Smoke test of a built Card Table bundle: does the program packagers ship actually run?

    python packaging/smoke_test.py [BUNDLE] [--seconds 4] [--platform offscreen|xvfb|wayland]

``BUNDLE`` is the one-folder bundle (default ``dist/cardtable``; on macOS the ``.app`` works too).
The checks, each run as its own process of the bundled program:

1. ``cardtable games --json`` lists the registered games (the bundle's own list);
2. the start screen opens and quits (``cardtable --exit-after 1``);
3. every registered game opens in demo mode, bots playing every seat, for ``--seconds``
   (``cardtable play GAME --demo --seed 1 --exit-after SECONDS``).

A run passes when the program exits with status 0 within a time limit, printed that its window
was shown, and wrote no Python traceback and no Qt plugin failure on stderr. With ``--platform
offscreen`` (the default) Qt draws into memory; with ``xvfb`` the program gets a real X server
(Xvfb, started here) and loads the bundled xcb plugin; with ``wayland`` a headless Weston
compositor (Debian ``weston``, which the bootstrap does not install) and the bundled Wayland
plugin. On Linux the test also runs ``ldd`` on every library in the bundle and fails if one
needs a library found neither in the bundle nor on the system (the Wayland client libraries are
exempt: the bundle never carries them, and only the Wayland plugin, used where the system has
them, loads them).

Exit status 0 when everything passed; the last line reads ``N passed, N failed``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: stderr patterns that fail a run.
BAD_STDERR = (
    re.compile(r"^Traceback \(most recent call last\)", re.MULTILINE),
    re.compile(r"Fatal Python error"),
    re.compile(r"Could not (?:load|find) the Qt platform plugin"),
    re.compile(r"Failed to execute script"),
    re.compile(r"ModuleNotFoundError|ImportError"),
)
SHOWN = re.compile(r"^cardtable: window shown at ([0-9.]+)$", re.MULTILINE)
#: Libraries that may be missing on the build machine: loaded only by the Wayland plugins.
OPTIONAL_SYSTEM_LIBRARIES = re.compile(r"^libwayland-")


@dataclass(frozen=True, slots=True)
class Result:
    name: str
    ok: bool
    detail: str


def executable(bundle: Path) -> Path:
    """The program inside a bundle folder (or a macOS .app)."""
    if bundle.suffix == ".app":
        return bundle / "Contents" / "MacOS" / "cardtable"
    exe = bundle / ("cardtable.exe" if sys.platform == "win32" else "cardtable")
    return exe


def run_program(
    exe: Path, args: Sequence[str], env: dict[str, str], timeout: float
) -> tuple[int | None, str, str, float]:
    """(exit status or None on time-out, stdout, stderr, seconds) of one run."""
    start = time.monotonic()
    try:
        done = subprocess.run(
            [str(exe), *args],
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout,
            stdin=subprocess.DEVNULL,
        )
    except subprocess.TimeoutExpired as exc:
        out = exc.stdout.decode() if isinstance(exc.stdout, bytes) else (exc.stdout or "")
        err = exc.stderr.decode() if isinstance(exc.stderr, bytes) else (exc.stderr or "")
        return None, out, err, time.monotonic() - start
    return done.returncode, done.stdout, done.stderr, time.monotonic() - start


def check_window_run(
    name: str, exe: Path, args: Sequence[str], env: dict[str, str], seconds: float
) -> Result:
    """Run the app with ``--exit-after`` and judge the run."""
    code, out, err, took = run_program(exe, args, env, timeout=seconds + 90)
    problems = []
    if code is None:
        problems.append(f"did not exit within {seconds + 90:.0f} s")
    elif code != 0:
        problems.append(f"exit status {code}")
    if not SHOWN.search(out):
        problems.append("never reported its window shown")
    for pattern in BAD_STDERR:
        if pattern.search(err):
            problems.append(f"stderr matches {pattern.pattern!r}")
    if problems:
        tail = "\n".join(err.strip().splitlines()[-25:])
        return Result(
            name, False, "; ".join(problems) + (f"\n--- stderr ---\n{tail}" if tail else "")
        )
    return Result(name, True, f"exit 0 after {took:.1f} s")


def registered_games(exe: Path, env: dict[str, str]) -> tuple[list[str], Result]:
    code, out, err, _ = run_program(exe, ["games", "--json"], env, timeout=120)
    try:
        games = [entry["id"] for entry in json.loads(out)] if code == 0 else []
    except (ValueError, KeyError, TypeError):
        games = []
    if not games:
        return [], Result("games --json", False, f"exit {code}, stdout {out[:200]!r}, {err[-500:]}")
    return games, Result("games --json", True, ", ".join(games))


def missing_libraries(bundle: Path) -> Result:
    """``ldd`` every ELF library in the bundle, the bundle's ``_internal`` on the search path."""
    internal = bundle / "_internal"
    env = dict(os.environ, LD_LIBRARY_PATH=str(internal))
    missing: dict[str, set[str]] = {}
    checked = 0
    for path in sorted(internal.rglob("*")):
        if path.is_symlink() or not path.is_file() or not re.search(r"\.so(\.\d+)*$", path.name):
            continue
        checked += 1
        out = subprocess.run(["ldd", str(path)], env=env, capture_output=True, text=True).stdout
        for line in out.splitlines():
            if "not found" in line:
                lib = line.split()[0]
                if not OPTIONAL_SYSTEM_LIBRARIES.match(lib):
                    missing.setdefault(lib, set()).add(str(path.relative_to(bundle)))
    if missing:
        detail = "; ".join(
            f"{lib} (needed by {', '.join(sorted(by))})" for lib, by in missing.items()
        )
        return Result("libraries resolve", False, detail)
    return Result("libraries resolve", True, f"{checked} libraries checked with ldd")


@contextmanager
def xvfb_display() -> Iterator[str]:
    """A private Xvfb server for the runs; yields its DISPLAY value."""
    if shutil.which("Xvfb") is None:
        raise SystemExit("smoke_test: --platform xvfb needs Xvfb (scripts/bootstrap --test)")
    read_fd, write_fd = os.pipe()
    proc = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        pass_fds=(write_fd,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_fd)
    try:
        with os.fdopen(read_fd) as pipe:
            number = pipe.readline().strip()
        if not number:
            raise SystemExit("smoke_test: Xvfb did not start")
        yield f":{number}"
    finally:
        proc.terminate()
        proc.wait(timeout=30)


@contextmanager
def weston_display() -> Iterator[dict[str, str]]:
    """A private headless Weston compositor; yields the environment that points Qt at it."""
    if shutil.which("weston") is None:
        raise SystemExit("smoke_test: --platform wayland needs weston (apt-get install weston)")
    runtime = tempfile.mkdtemp(prefix="cardtable-wayland-")
    os.chmod(runtime, 0o700)
    socket = "cardtable-smoke"
    env = dict(os.environ, XDG_RUNTIME_DIR=runtime)
    proc = subprocess.Popen(
        ["weston", "--backend=headless-backend.so", f"--socket={socket}", "--idle-time=0"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 30
        while not (Path(runtime) / socket).exists():
            if proc.poll() is not None or time.monotonic() > deadline:
                raise SystemExit("smoke_test: weston did not start")
            time.sleep(0.1)
        yield {"QT_QPA_PLATFORM": "wayland", "XDG_RUNTIME_DIR": runtime, "WAYLAND_DISPLAY": socket}
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        shutil.rmtree(runtime, ignore_errors=True)


def run_checks(bundle: Path, seconds: float, platform_env: dict[str, str]) -> list[Result]:
    exe = executable(bundle)
    if not exe.is_file():
        return [Result("bundle", False, f"no program at {exe}: build it with packaging/build.sh")]
    home = tempfile.mkdtemp(prefix="cardtable-smoke-")  # settings and saves go here, not ~
    env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=f"{home}/.config")
    env["XDG_DATA_HOME"] = f"{home}/.local/share"
    env.pop("PYTHONPATH", None)
    env.update(platform_env)
    try:
        results = []
        games, listed = registered_games(exe, env)
        results.append(listed)
        results.append(check_window_run("start screen", exe, ["--exit-after", "1"], env, 1))
        for game in games:
            args = ["play", game, "--demo", "--seed", "1", "--exit-after", f"{seconds:g}"]
            results.append(check_window_run(f"play {game} --demo", exe, args, env, seconds))
        if sys.platform.startswith("linux") and bundle.suffix != ".app":
            results.append(missing_libraries(bundle))
        return results
    finally:
        shutil.rmtree(home, ignore_errors=True)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bundle", nargs="?", default=str(ROOT / "dist" / "cardtable"))
    parser.add_argument("--seconds", type=float, default=4.0, help="demo time per game")
    parser.add_argument("--platform", choices=("offscreen", "xvfb", "wayland"), default="offscreen")
    args = parser.parse_args(argv)
    bundle = Path(args.bundle).resolve()
    print(f"smoke test of {bundle} ({args.platform})", flush=True)
    if args.platform == "xvfb":
        with xvfb_display() as display:
            results = run_checks(
                bundle, args.seconds, {"QT_QPA_PLATFORM": "xcb", "DISPLAY": display}
            )
    elif args.platform == "wayland":
        with weston_display() as wayland_env:
            results = run_checks(bundle, args.seconds, wayland_env)
    else:
        results = run_checks(bundle, args.seconds, {"QT_QPA_PLATFORM": "offscreen"})
    for result in results:
        print(f"{'PASS' if result.ok else 'FAIL'}  {result.name}: {result.detail}", flush=True)
    failed = sum(not r.ok for r in results)
    print(f"{len(results) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
