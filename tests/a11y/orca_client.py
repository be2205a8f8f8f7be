"""Card Table played by ear with the real Orca: keys in, Orca's speech out.

Run by tests/a11y/test_orca.py inside its own D-Bus session (dbus-run-session), with the system
Python 3: this script starts Xvfb, the AT-SPI bus and Orca (with a fresh settings folder and a
debug log; no sound is needed), then the app (the command after ``--``), and plays a scenario
the way a blind player does: it presses keys with ``xdotool`` and waits for what Orca says,
reading the ``SPEECH OUTPUT`` lines of Orca's debug log. It prints one JSON object: every line
spoken, and what the scenario noted (the keys pressed per turn, say); the test makes the
assertions.

    dbus-run-session -- python3 -m tests.a11y.orca_client SCENARIO -- APP-COMMAND...

Scenarios: ``moosehead`` (a whole hand against a bot), ``moxie`` (a hand to the showdown),
``mose`` (a turn), ``start`` (the start screen's choices changed by the arrow keys), ``explore``
(the keys in ORCA_KEYS).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.a11y import desktop
from tests.a11y.desktop import wait_for

WORK = Path(tempfile.mkdtemp(prefix="orca-test-"))
ORCA_LOG = WORK / "orca.log"


#: Orca itself (/usr/bin/orca), run with its debug log written line by line (Orca opens it
#: buffered, and the test reads it as the game goes on) and without a speech server: Orca's
#: speech is on, so it logs every line it would say, but with no sound card speech-dispatcher
#: blocks Orca at its first word.
_LINE_BUFFERED_ORCA = """
import builtins, runpy, sys
sys.modules["speechd"] = None
log = sys.argv[1]
plain_open = builtins.open
def open_log(file, mode="r", *args, **kwargs):
    if file == log and "w" in mode:
        return plain_open(file, mode, buffering=1)
    return plain_open(file, mode, *args, **kwargs)
builtins.open = open_log
orca = sys.argv[2]
sys.argv = ["orca", "--debug-file", log]
runpy.run_path(orca, run_name="__main__")
"""


def start_orca() -> subprocess.Popen[bytes]:
    """Orca 43 as installed, with its own settings folder (the defaults) and a debug log."""
    env = dict(os.environ, HOME=str(WORK), XDG_DATA_HOME=str(WORK / "data"))
    env["XDG_CONFIG_HOME"] = str(WORK / "config")
    env["XDG_CACHE_HOME"] = str(WORK / "cache")
    env["XDG_RUNTIME_DIR"] = str(WORK / "run")
    (WORK / "run").mkdir(mode=0o700)
    program = shutil.which("orca") or "/usr/bin/orca"
    shebang = Path(program).read_text(errors="replace").splitlines()[0]
    python = shebang[2:].strip() if shebang.startswith("#!") else sys.executable
    orca = subprocess.Popen(
        [python, "-c", _LINE_BUFFERED_ORCA, str(ORCA_LOG), program],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    wait_for(lambda: "Screen reader on" in " ".join(spoken_lines()), 30, "Orca to start")
    return orca


# --- what Orca said ------------------------------------------------------------------------------

_SPOKEN = re.compile(r"SPEECH OUTPUT: '(.*)'(?:\s*\{.*\})?\s*$")


def spoken_lines() -> list[str]:
    """Every line Orca has spoken so far (its debug log's ``SPEECH OUTPUT`` lines)."""
    try:
        text = ORCA_LOG.read_text(errors="replace")
    except FileNotFoundError:
        return []
    out = []
    for line in text.splitlines():
        m = _SPOKEN.search(line)
        if m:
            out.append(m.group(1))
    return out


def said_since(mark: int) -> list[str]:
    return spoken_lines()[mark:]


def hear(pattern: str, mark: int, seconds: float = 20) -> str:
    """Wait until Orca says a line matching ``pattern`` (after line ``mark``); that line."""
    rx = re.compile(pattern)

    def found() -> str:
        return next((t for t in said_since(mark) if rx.search(t)), "")

    return str(wait_for(found, seconds, f"Orca to say /{pattern}/"))


# --- the keyboard --------------------------------------------------------------------------------

KEYS: list[str] = []


def key(name: str, settle: float = 0.4) -> None:
    """Press a key as the keyboard does (an X test event; Orca sees it as a player's key)."""
    KEYS.append(name)
    desktop.press(name)
    time.sleep(settle)


# --- playing -------------------------------------------------------------------------------------

#: A line Orca speaks for a notification: the role, then the text.
NOTICE = "notification "


def notices(lines: list[str]) -> list[str]:
    return [t[len(NOTICE) :] for t in lines if t.startswith(NOTICE)]


def table_focus(result: dict[str, object]) -> None:
    """Tab until Orca names a card of the player's hand (the table has the keyboard)."""
    for _ in range(12):
        mark = len(spoken_lines())
        key("Tab", 0.6)
        said = " ".join(said_since(mark))
        if re.search(r"Card table|in your hand", said):
            if "in your hand" not in said:
                key("Right", 0.6)
            return
    raise RuntimeError("Tab never reached the table")


def play_a_card(refusals: list[str]) -> tuple[int, int]:
    """One routine turn of Moosehead, by ear: P when "Your turn" said nothing can be played;
    else Enter on the focused card when Orca said it can be played, or Right until one can
    (Orca says so of each card); a refused card is heard with the reason, then P passes.
    Returns the keys pressed, and the line of Orca's speech the move began at."""
    keys = 0
    mark = len(spoken_lines())
    if notices(spoken_lines())[-1].endswith("P passes."):
        if not refusals:  # once, to hear a refusal: Enter on a card that does not fit
            key("Return")
            refusals.append(hear(r"^notification The count would", mark, 10)[len(NOTICE) :])
        mark = len(spoken_lines())
        key("p")
        hear(r"^notification You pass", mark, 10)
        return 1, mark
    for _ in range(8):
        said = " ".join(said_since(max(0, mark - 3)))
        if "can be played" in said.rsplit("in your hand", 1)[-1][:40] or keys >= 7:
            break
        mark = len(spoken_lines())
        key("Right")
        keys += 1
    for _ in range(6):
        mark = len(spoken_lines())
        key("Return")
        keys += 1
        said = hear(r"^notification (You |The count would)", mark, 10)
        if said.startswith("notification You "):
            return keys, mark
        # Refused (Orca was slower than the arrow key): hear why, and try the next card.
        refusals.append(said[len(NOTICE) :])
        key("Right")
        keys += 1
    raise RuntimeError("no card of the hand was accepted")


def moosehead(result: dict[str, object]) -> None:
    """A hand against a bot, by ear, to the next deal: each turn the player waits for "Your
    turn", plays a card Orca says can be played (or passes), and hears the bot's move with the
    count, the hand's scores and the new deal."""
    hear(r"Your turn", 0, 40)
    table_focus(result)
    turns: list[int] = []
    refusals: list[str] = []
    start = len(spoken_lines())
    for _ in range(30):
        keys, mark = play_a_card(refusals)
        turns.append(keys)
        said = hear(r"Your turn|wins|[Nn]ew hand|deals|is over", mark, 30)
        if "is over" in said:  # the hand's summary, with Continue: Enter deals the next
            mark = len(spoken_lines())
            key("Return")
            said = hear(r"deals", mark, 30)
            hear(r"Your turn", mark, 30)
        if re.search(r"hand count", " ".join(said_since(start))) and "deals" in " ".join(
            said_since(start)
        ):
            break
    result["turn_keys"] = turns
    result["refusals"] = refusals
    result["start"] = start


def moxie(result: dict[str, object]) -> None:
    """A hand to the showdown, by ear: the player calls a bet (C) and checks otherwise (K),
    chooses the punch card with Enter when asked, and hears every bet, the Ringer, the
    showdown and who wins."""
    hear(r"Your turn", 0, 40)
    table_focus(result)
    turns: list[int] = []
    asked = 0  # notes up to the last question answered
    for _ in range(12):
        heard = notices(spoken_lines())
        last = heard[-1]
        mark = len(spoken_lines())
        if any("Choose your punch card" in t for t in heard[asked:]):
            asked = len(heard)
            key("Return")
        elif re.search(r"\b(bets|raises|blind)\b", last.rsplit(";", 1)[-1]):
            key("c")
        else:
            key("k")
        turns.append(1)
        hear(r"Your turn|Showdown", mark, 30)
        if "Showdown" in " ".join(said_since(mark)):
            break
    else:
        raise RuntimeError("no showdown in twelve turns")
    result["turn_keys"] = turns


def mose(result: dict[str, object]) -> None:
    """A turn, by ear: Enter before drawing (told to draw first), D draws, Enter discards the
    focused card (the keys for a meld: Space on each card, then Enter), and the bot's answer
    is heard to "Your turn"."""
    hear(r"Your turn", 0, 40)
    table_focus(result)
    mark = len(spoken_lines())
    key("Return")
    result["early_enter"] = hear(r"^notification ", mark, 10)[len(NOTICE) :]
    mark = len(spoken_lines())
    key("d")
    hear(r"^notification You (draw|take)", mark, 10)
    mark = len(spoken_lines())
    key("space")
    result["selected"] = " ".join(said_since(mark))
    key("space")
    mark = len(spoken_lines())
    key("Return")
    hear(r"^notification You discard", mark, 10)
    hear(r"Your turn", mark, 30)
    result["turn_keys"] = [3]


def tab_to(pattern: str, most: int = 12) -> None:
    """Tab until Orca names a control matching ``pattern``."""
    for _ in range(most):
        mark = len(spoken_lines())
        key("Tab", 0.6)
        try:
            hear(pattern, mark, 2)
            return
        except TimeoutError:
            continue
    raise RuntimeError(f"Tab never reached /{pattern}/")


def change_by_key(name: str, result: dict[str, object], what: str) -> None:
    """Press ``name`` on the focused control and keep what Orca said of it (waiting for a
    notification, the way a combo box's choice is said)."""
    mark = len(spoken_lines())
    key(name, 0.6)
    with contextlib.suppress(TimeoutError):  # the test tells what was missing
        hear(r"^notification ", mark, 4)
    result[what] = said_since(mark)


def start_screen(result: dict[str, object]) -> None:
    """The start screen by ear, once the table page has been prepared behind it (the warm-up
    builds it while the start screen idles): the game list, then each kind of choice the
    arrow keys change in the form: the number of players, a seat's person or bot, a rule."""
    hear(r"^List with \d+ items", 0, 40)
    # The hidden table page is built a moment after the start screen shows: its move log
    # names itself to the bus (Orca logs every event it is sent).
    wait_for(lambda: "Move log" in ORCA_LOG.read_text(errors="replace"), 20, "the table page")
    time.sleep(2)  # what Orca makes of it is said by then
    result["idle"] = list(spoken_lines())
    mark = len(spoken_lines())
    key("Down", 0.6)
    result["next_game"] = hear(r"players", mark, 10)
    mark = len(spoken_lines())
    key("Up", 0.6)
    result["first_game"] = hear(r"players", mark, 10)
    time.sleep(1)
    tab_to(r"Players combo box")
    change_by_key("Down", result, "players_down")
    change_by_key("Down", result, "players_down_again")
    change_by_key("Up", result, "players_up")
    change_by_key("End", result, "players_end")
    change_by_key("Home", result, "players_home")
    tab_to(r"^Seat 1 combo box")
    change_by_key("Down", result, "seat_down")
    tab_to(r"^Deck combo box")
    change_by_key("Down", result, "option_down")


def explore(result: dict[str, object]) -> None:
    """Keys from ORCA_KEYS (space-separated), each followed by a pause: what is said."""
    time.sleep(6)
    for name in os.environ.get("ORCA_KEYS", "").split():
        key(name, 1.5)
    time.sleep(3)


def main() -> int:
    scenario = sys.argv[1]
    command = sys.argv[sys.argv.index("--") + 1 :]
    result: dict[str, object] = {"scenario": scenario}
    errors = tempfile.TemporaryFile()  # noqa: SIM115  (read at the end)
    xvfb = desktop.start_display()
    bus = desktop.start_bus(10 * desktop.SLACK)
    orca = proc = None
    try:
        orca = start_orca()
        proc, _ = desktop.start_app(
            command, errors, lambda pid: desktop.app_windows(pid, sync=False), "the app's window"
        )
        scenarios = {"moosehead": moosehead, "moxie": moxie, "mose": mose, "start": start_screen}
        scenarios.get(scenario, explore)(result)
        result["ok"] = True
    except Exception as exc:
        result["ok"] = False
        result["error"] = f"{type(exc).__name__}: {exc}"
    finally:
        result["spoken"] = spoken_lines()
        result["keys"] = KEYS
        result["notes"] = desktop.NOTES[-40:]
        desktop.stop(proc)
        desktop.stop(orca)
        if orca is not None:
            _end_speech_server()
        errors.seek(0)
        result["app_stderr"] = errors.read().decode(errors="replace")[-3000:]
        bus.terminate()
        xvfb.terminate()
        if not os.environ.get("ORCA_KEEP"):
            shutil.rmtree(WORK, ignore_errors=True)
        result["work"] = str(WORK)
    print(json.dumps(result))
    return 0


def _end_speech_server() -> None:
    """Orca spawned a speech server for this run (its socket is in this run's folder): end it
    and its voice module, found by that folder."""
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            cmdline = (proc / "cmdline").read_bytes().decode(errors="replace")
            environ = (proc / "environ").read_bytes().decode(errors="replace")
        except OSError:
            continue
        if "speech" in cmdline and str(WORK) in cmdline + environ:
            with contextlib.suppress(OSError):
                os.kill(int(proc.name), signal.SIGTERM)


if __name__ == "__main__":
    sys.exit(main())
