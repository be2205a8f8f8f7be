"""Card Table through a real screen reader's eyes: the app under Xvfb on the AT-SPI bus.

Each test starts a private D-Bus session (dbus-run-session) in which
``screen_reader_client.py`` (the system Python 3 with Debian's pyatspi) starts Xvfb and the
AT-SPI registry, runs the app with ``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1`` and plays it using only
the accessible tree, its actions and synthesised keys. The tests then check what a screen reader
user would have heard and found. ``scripts/bootstrap --test`` installs what they need; without
it they are skipped, except under CI, where a missing piece is a failure.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from cardtable.engine.cards import RANK_NAMES, SUIT_NAMES, SUIT_SYMBOLS
from cardtable.persistence.settings import Settings, SettingsStore
from cardtable.ui.paths import AppPaths

#: The client, run as a module of the tests package from the checkout's root (with the shared
#: desktop it plays on, tests/a11y/desktop.py).
ROOT = Path(__file__).resolve().parents[2]
CLIENT = "tests.a11y.screen_reader_client"
#: How a move ends when the player is next: "Your turn." or "Your turn: C calls 1 silver."
YOUR_TURN = re.compile(r"Your turn(\.|: .+\.)$")
SYSTEM_PYTHON = "/usr/bin/python3"
LAUNCHER = "/usr/libexec/at-spi-bus-launcher"


def _missing() -> str:
    for tool in ("Xvfb", "dbus-run-session", "dbus-send"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed"
    if not os.path.exists(LAUNCHER):
        return "the AT-SPI bus launcher (at-spi2-core) is not installed"
    probe = subprocess.run(
        [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, check=False
    )
    if probe.returncode != 0:
        return "the system Python has no pyatspi (python3-pyatspi)"
    return ""


@pytest.fixture(scope="module")
def bus_tools() -> None:
    missing = _missing()
    if missing:
        if os.environ.get("CI"):
            pytest.fail(f"AT-SPI test cannot run on CI: {missing} (scripts/bootstrap --test)")
        pytest.skip(f"no X server or AT-SPI bus to test with: {missing}")


def run_client(
    scenario: str, home: Path, play: list[str], speech: str = "notification"
) -> dict[str, Any]:
    """Run a scenario; ``speech`` is how the app sends what is spoken (``CARDTABLE_SPEECH``)."""
    store = SettingsStore(AppPaths.under(home).settings_file)
    store.save(Settings(animation="Fast", bot_pace="Quick"))
    command = [sys.executable, "-m", "cardtable", *(["play", *play] if play else [])]
    env = dict(os.environ, CARDTABLE_HOME=str(home), CARDTABLE_SPEECH=speech)
    env.pop("QT_QPA_PLATFORM", None)
    out = subprocess.run(
        ["dbus-run-session", "--", SYSTEM_PYTHON, "-m", CLIENT, scenario, "--", *command],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=540,
        check=False,
    )
    lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
    assert lines, f"the client said nothing:\n{out.stdout[-2000:]}\n{out.stderr[-2000:]}"
    result: dict[str, Any] = json.loads(lines[-1])
    assert result["ok"], json.dumps({k: result.get(k) for k in ("error", "notes")}, indent=1) + (
        "\nheard: " + json.dumps(result["heard"][-15:]) + "\napp: " + result.get("app_stderr", "")
    )
    return result


_SYMBOL = re.compile(r"(?<![\w])(10|[2-9AJQK])([♠♥♦♣])")
_RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13}
_SUITS = {sym: SUIT_NAMES[code] for code, sym in SUIT_SYMBOLS.items()}


def in_words(text: str) -> str:
    return _SYMBOL.sub(
        lambda m: (
            f"{RANK_NAMES[_RANKS.get(m.group(1)) or int(m.group(1))]} of {_SUITS[m.group(2)]}"
        ),
        text,
    )


def test_a_whole_moosehead_game_by_ear(bus_tools: None, tmp_path: Path) -> None:
    result = run_client(
        "moosehead",
        tmp_path,
        ["moosehead", "--players", "2", "--seats", "human,heuristic", "--seed", "11"],
    )
    heard = [h["text"] for h in result["heard"]]
    # On Linux every event is a notification shown (every Orca speaks it), never also an
    # announcement (a newer Orca would say it twice).
    assert {h["by"] for h in result["heard"]} == {"notification"}
    # The hand is a list of cards with their names.
    assert re.match(r"Your hand, \d+ cards", result["hand_zone"])
    assert result["hand"] and all(re.match(r"\w+ of \w+$", name) for name in result["hand"])
    assert {"panel", "list", "list item"} <= set(result["roles"])
    # Nothing on the hidden start page claims the focus.
    assert result["hidden_focused"] == []
    # The keyboard focus on the table is followed card by card.
    assert result["focused"] in result["hand"]
    # Review keys answer at once.
    review = result["review"]["text"]
    assert "Points: You" in review
    assert "You deal." in review or "Ada deals." in review
    # The coach is a button with its key, and its hint is said: the move and why.
    assert result["hint_button"] and result["hint_button"][0] == "Hint"
    assert "(H)" in result["hint_button"][1]
    assert re.match(r"Hint: Play \w+ of \w+: .+", result["hint"]), result["hint"]
    # The game was played to its end by ear.
    assert result["over"] and result["moves"] > 10
    assert sum(bool(YOUR_TURN.search(t)) for t in heard) >= result["moves"]
    assert any(re.search(r"(You|Ada) wins?", t) for t in heard[-3:]), heard[-3:]
    # Every move of the bot in the log was announced, the count with it.
    log = result["log"]
    theirs = [in_words(what).split(";")[0] for n, who, what in log if who == "Ada" and n]
    assert len(theirs) > 10
    spoken = " ".join(heard)
    for move in theirs:
        assert move in spoken, f"{move!r} was never announced"
    assert any(": count" in t for t in heard if t.startswith("Ada plays"))
    # Every hand count is explained aloud, with its fifteens: "Ada: hand count 5 + 10: 2 points".
    counts = [what for n, _who, what in log if not n and "hand count" in what]
    assert counts
    assert sum(t.count("hand count") for t in heard) >= len(counts)


def test_a_moco_turn_by_ear(bus_tools: None, tmp_path: Path) -> None:
    # With CARDTABLE_SPEECH=announce the events are announcements only (for readers that speak
    # them), refusals and review answers assertive.
    result = run_client(
        "moco",
        tmp_path,
        ["moco", "--players", "2", "--seats", "human,heuristic", "--seed", "3"],
        speech="announce",
    )
    assert {h["by"] for h in result["heard"]} == {"announcement"}
    turn = result["turn"]
    assert any(t.startswith("You play") for t in turn)
    assert any(t.startswith("You take") for t in turn), turn
    assert any(t.startswith("Ada") for t in turn), turn  # the bot's card and chip
    assert YOUR_TURN.search(turn[-1])
    zones = " | ".join(result["zones"])
    assert "Moons" in zones and "chips" in zones


def test_two_people_hear_nothing_of_each_others_hands(bus_tools: None, tmp_path: Path) -> None:
    result = run_client(
        "privacy",
        tmp_path,
        ["moosehead", "--players", "2", "--seats", "human,human", "--seed", "5"],
    )
    first, second = set(result["first_hand"]), set(result["second_hand"])
    assert first and second and not first & second
    covered = " ".join(result["covered"])
    handover = " ".join(result["handover_view"])
    mine_then = " ".join(result["second_view"])
    heard = " ".join(result["handover_heard"])
    for card in first | second:
        assert card not in covered, f"{card} is in the tree behind the privacy screen"
    played = [t for t in result["handover_heard"] if t.startswith("Player 1 plays")]
    for card in first:
        if any(card in t for t in played):
            continue  # played face up: public now
        assert card not in handover, f"{card} is in the tree while the device changes hands"
        assert card not in mine_then, f"{card} is in the second player's tree"
        assert card not in heard, f"{card} was spoken as the device changed hands"
    for card in second:
        assert card not in " ".join(result["first_view"])


def test_a_game_chosen_and_started_by_keys_then_a_betting_turn(
    bus_tools: None, tmp_path: Path
) -> None:
    result = run_client("setup", tmp_path, [])
    assert result["first_item"].startswith("Moosehead, 2 to")
    assert result["chosen"].startswith("Moxie, ")
    # Every control of the form says what it is for: a seat's kind is read after its seat.
    form = result["form"]
    for seat in (1, 2, 3, 4):
        assert any(re.match(rf"combo box: .*\(labelled by Seat {seat}\)", f) for f in form), form
        assert any(f.startswith(f"text: Seat {seat} name") for f in form), form
    assert any(f.startswith("combo box: 4 (labelled by Players)") for f in form), form
    zones = " | ".join(result["zones"])
    assert "Your hand, 2 cards" in zones and "The pot" in zones and "Your bet" in zones, zones
    assert "Pot in all" in result["values"] and "blind" in result["values"], result["values"]
    buttons = set(result["buttons"])
    # Facing a bet the seat may fold or call; with nothing to call (it posted the blind and
    # everybody called) it checks, and no fold is offered.
    assert len(buttons & {"Call", "Check"}) == 1, buttons
    assert ("Fold" in buttons) == ("Call" in buttons), buttons
    turn = result["turn"]
    # The deal is random (no deal code on the form): the move is a call or a check, and it may
    # end the betting round. A call is told once, in money.
    first = turn[0]
    assert first.startswith(("You call ", "You check")), turn
    if first.startswith("You call "):
        assert first.count("You call") == 1 and "pot in all" in first, turn
        assert not re.search(r"You call \d+ copper;", first), turn
    assert YOUR_TURN.search(turn[-1]) or any("wins" in t for t in turn), turn


@pytest.mark.parametrize("game", ["mose", "mor"])
def test_a_rummy_turn_by_ear(bus_tools: None, tmp_path: Path, game: str) -> None:
    players = "4" if game == "mor" else "2"
    seats = "human,heuristic,heuristic,heuristic" if game == "mor" else "human,heuristic"
    result = run_client(
        "rummy", tmp_path, [game, "--players", players, "--seats", seats, "--seed", "7"]
    )
    assert result["hand"] and all(re.match(r"\w+ of \w+$|Joker", c) for c in result["hand"])
    turn = result["turn"]
    if game == "mose":  # in Mor the first player starts with an extra card instead
        assert any(t.startswith("You draw") or t.startswith("You take") for t in turn), turn
    assert any(t.startswith("You discard") for t in turn), turn
    assert any(re.match(r"\w+ draws a card", t) for t in turn), turn
    assert any(t.startswith("Ada") for t in turn), turn
    assert YOUR_TURN.search(turn[-1]), turn
