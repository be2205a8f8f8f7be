"""The private desktop the screen-reader clients play on: Xvfb, the AT-SPI bus, the app started
on them with its accessibility on, its window given the keyboard, and keys sent to it as the
keyboard sends them.

Shared by ``orca_client.py`` and ``screen_reader_client.py`` (which the system Python 3 runs as
modules of the tests package, from the checkout's root). A client that hears the bus through
GLib's main loop hands it over with ``idle_with``, so that the waits here run the loop instead of
sleeping.
"""

from __future__ import annotations

import os
import subprocess
import time
from collections.abc import Callable
from typing import IO, Any

#: The waits end as soon as their test holds; the slack matters only on a busy machine (the
#: suite runs beside other test workers), where the app may take a few times longer to answer.
SLACK = 3
#: What happened on the way, with the time, for the test's report when a scenario fails.
NOTES: list[str] = []
#: The app's process id, once it is started (the keys go to its window).
APP_PID: list[int] = []


def note(text: str) -> None:
    NOTES.append(f"{time.monotonic():.2f} {text}")


# --- the display and the bus ---------------------------------------------------------------------


def start_display() -> subprocess.Popen[bytes]:
    """Xvfb on a free display, which becomes this process's ``DISPLAY``."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1400x900x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    number = b""
    while not number.endswith(b"\n"):
        chunk = os.read(read, 16)
        if not chunk:
            raise RuntimeError("Xvfb did not start")
        number += chunk
    os.environ["DISPLAY"] = f":{number.decode().strip()}"
    return xvfb


def start_bus(seconds: float) -> subprocess.Popen[bytes]:
    """The AT-SPI bus in this D-Bus session, once it answers (within ``seconds``)."""
    launcher = subprocess.Popen(
        ["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"], stderr=subprocess.DEVNULL
    )
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        out = subprocess.run(
            ["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
             "org.a11y.Bus.GetAddress"],
            capture_output=True, text=True, check=False,
        )  # fmt: skip
        if out.returncode == 0 and "unix:" in out.stdout:
            return launcher
        time.sleep(0.1)
    raise RuntimeError("the AT-SPI bus did not start")


# --- waiting -------------------------------------------------------------------------------------

#: How a wait lets time pass, and how often it looks again: a plain sleep, or the client's main
#: loop run for that long (see ``idle_with``).
_IDLE: list[tuple[Callable[[float], None], float]] = [(time.sleep, 0.1)]


def idle_with(run_for: Callable[[float], None], step: float) -> None:
    """Let the waits pass their time in ``run_for`` (a main loop run for so many seconds),
    looking again every ``step`` seconds."""
    _IDLE[0] = (run_for, step)


def idle(seconds: float) -> None:
    _IDLE[0][0](seconds)


def wait_for(test: Callable[[], Any], seconds: float, what: str) -> Any:
    """``test()`` once it is true (within ``seconds`` times the slack), or a TimeoutError."""
    run_for, step = _IDLE[0]
    end = time.monotonic() + seconds * SLACK
    while time.monotonic() < end:
        result = test()
        if result:
            return result
        run_for(step)
    raise TimeoutError(f"timed out waiting for {what} ({seconds * SLACK:g} s)")


# --- the app and the keyboard --------------------------------------------------------------------


def start_app(
    command: list[str], errors: IO[bytes], ready: Callable[[int], Any], what: str
) -> tuple[subprocess.Popen[bytes], Any]:
    """The app (``command``) with its accessibility on, its errors written to ``errors``; once
    ``ready(pid)`` is true (``what`` names it) its window is given the keyboard. The process,
    and what ``ready`` returned."""
    env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb")
    proc = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=errors)
    APP_PID.append(proc.pid)
    found = wait_for(lambda: ready(proc.pid), 30, what)
    focus_window(proc.pid)
    return proc, found


def stop(proc: subprocess.Popen[bytes] | None) -> None:
    """End a process started here: asked first, then killed if it does not go."""
    if proc is None:
        return
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def app_windows(pid: int, sync: bool) -> list[str]:
    wait = ["--sync"] if sync else []
    found = subprocess.run(
        ["xdotool", "search", *wait, "--onlyvisible", "--pid", str(pid), "--name", "Card Table"],
        capture_output=True, text=True, timeout=30, check=False,
    )  # fmt: skip
    return found.stdout.split()


def focus_window(pid: int) -> None:
    """Give the app's window the keyboard, as a window manager would (Xvfb has none)."""
    for window in app_windows(pid, sync=True):
        subprocess.run(["xdotool", "windowfocus", "--sync", window], timeout=10, check=False)
    idle(0.3)


def keyboard_to_app() -> None:
    """Synthesised keys go to the X focus window. Without a window manager nothing gives the
    focus back to the app if it loses it (a window mapped or unmapped, say), and every key
    after that would be lost, so the focus is checked before each key."""
    if not APP_PID:
        return
    focused = subprocess.run(
        ["xdotool", "getwindowfocus"], capture_output=True, text=True, timeout=10, check=False
    ).stdout.strip()
    if focused and focused in app_windows(APP_PID[0], sync=False):
        return
    note(f"the X focus was on {focused or 'nothing'}, not the app; focusing it again")
    focus_window(APP_PID[0])


def press(name: str) -> None:
    """Press and release a key (an xdotool key name) as the keyboard does: an X test event,
    which reaches the app, and a screen reader, as a player's key."""
    keyboard_to_app()
    subprocess.run(["xdotool", "key", "--clearmodifiers", name], timeout=10, check=False)
