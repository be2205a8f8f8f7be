"""A screen reader's view of Card Table, over the real AT-SPI bus.

Run by tests/a11y/test_screen_reader.py inside its own D-Bus session (dbus-run-session), with
the system Python 3 and its pyatspi (Debian python3-pyatspi): this script starts Xvfb and the
AT-SPI bus, then starts the app (the command after ``--``) and plays it using only what a
screen reader's user has: the accessible tree, its actions, synthesised keys, and the
announcements and focus events the app sends. It prints one JSON object of what it heard and
found; the test makes the assertions.

    dbus-run-session -- python3 -m tests.a11y.screen_reader_client SCENARIO -- APP-COMMAND...

Scenarios: ``moosehead`` (a whole game against a bot), ``moco`` (one turn),
``privacy`` (two people at one screen: a hand handed over), ``setup`` (a game chosen on the
start page by keys and started, a betting turn of Moxie), ``rummy`` (a draw-and-discard turn
and the bot's answer, in Mose or Mor).
"""

from __future__ import annotations

import json
import re
import sys
import tempfile
import time

from tests.a11y.desktop import (
    NOTES,
    idle_with,
    note,
    press,
    start_app,
    start_bus,
    start_display,
    stop,
    wait_for,
)

ERRORS = tempfile.TemporaryFile()  # noqa: SIM115  (read at the end)

xvfb = start_display()
bus = start_bus(10)

import pyatspi  # noqa: E402  (needs the AT-SPI bus)
from gi.repository import GLib  # noqa: E402

HEARD: list[dict[str, object]] = []
FOCUS: list[str] = []


def on_event(event: object) -> None:
    """What a screen reader speaks without the focus: announcements, and notifications as they
    show (the app sends one or the other, see cardtable/ui/a11y.py)."""
    try:
        kind = event.type  # type: ignore[attr-defined]
        if kind.startswith("object:announcement"):
            HEARD.append(
                {"text": str(event.any_data), "assertive": event.detail1 == 2, "by": "announcement"}  # type: ignore[attr-defined]
            )
        elif kind.startswith("object:state-changed:showing"):
            source = event.source  # type: ignore[attr-defined]
            if event.detail1 and source.getRoleName() == "notification":  # type: ignore[attr-defined]
                HEARD.append({"text": source.name, "assertive": None, "by": "notification"})
        elif kind.startswith("focus"):
            FOCUS.append(event.source.name)  # type: ignore[attr-defined]
    except Exception as exc:  # a vanished object
        note(f"event error {exc}")


pyatspi.Registry.registerEventListener(
    on_event, "object:announcement", "object:state-changed:showing", "focus:"
)
CONTEXT = GLib.MainContext.default()


def pump(seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if not CONTEXT.iteration(False):
            time.sleep(0.01)


idle_with(pump, 0.05)


# --- the tree ----------------------------------------------------------------------------------


def children(obj):  # type: ignore[no-untyped-def]
    obj.clear_cache()
    out = []
    for i in range(obj.childCount):
        child = obj.getChildAtIndex(i)
        if child is not None:
            out.append(child)
    return out


def walk(obj, depth: int = 0, out=None):  # type: ignore[no-untyped-def]
    out = [] if out is None else out
    try:
        out.append((depth, obj.getRoleName(), obj.name or "", obj.description or "", obj))
        for child in children(obj):
            walk(child, depth + 1, out)
    except Exception as exc:  # an object that left while being read
        note(f"walk error {exc}")
    return out


def find_app(pid: int):  # type: ignore[no-untyped-def]
    desktop = pyatspi.Registry.getDesktop(0)
    for app in children(desktop):
        try:
            if app.get_process_id() == pid and app.childCount:
                return app
        except Exception as exc:  # an application that went away
            note(f"app error {exc}")
    return None


def find(root, role: str, pattern: str, showing: bool = True):  # type: ignore[no-untyped-def]
    for _depth, r, name, _desc, obj in walk(root):
        if r == role and re.search(pattern, name):
            if showing and not obj.getState().contains(pyatspi.STATE_SHOWING):
                continue
            return obj
    return None


def act(obj, action: str) -> None:  # type: ignore[no-untyped-def]
    iface = obj.queryAction()
    names = [iface.getName(i) for i in range(iface.nActions)]
    iface.doAction(names.index(action))


def key(name: str) -> None:
    """Press and release a key as the keyboard would (an X test event, as a real key press
    reaches the app: a screen reader's user types on the keyboard, the reader does not)."""
    press(name if len(name) > 1 else name.lower())
    pump(0.1)


def table_of(app):  # type: ignore[no-untyped-def]
    return wait_for(lambda: find(app, "panel", r"^Card table$"), 20, "the card table")


def zones(table):  # type: ignore[no-untyped-def]
    return {child.name: child for child in children(table) if child.getRoleName() == "list"}


def hand_of(table):  # type: ignore[no-untyped-def]
    for name, zone in zones(table).items():
        if name.startswith("Your hand"):
            return zone
    return None


def heard_since(mark: int) -> list[str]:
    return [str(h["text"]) for h in HEARD[mark:]]


# --- scenarios ---------------------------------------------------------------------------------


def game_over(app) -> bool:  # type: ignore[no-untyped-def]
    return find(app, "label", r"^Game over$") is not None


def round_end(app):  # type: ignore[no-untyped-def]
    """The Continue button of a round's end the table waits at, if it is showing."""
    button = find(app, "push button", r"^Continue$")
    if button is None or not button.getState().contains(pyatspi.STATE_SHOWING):
        return None
    return button


def my_turn(mark: int) -> bool:
    return any(YOUR_TURN.search(t) for t in heard_since(mark))


#: How a move ends when the player is next: "Your turn." or "Your turn: C calls 1 silver."
YOUR_TURN = re.compile(r"Your turn(\.|: .+\.)$")


def first_turn(app) -> bool:  # type: ignore[no-untyped-def]
    """The prompt under the table says it is the player's turn (what was announced while the
    app was still joining the bus may not have reached anybody)."""
    return find(app, "label", r"^Your turn\b") is not None


def going_on(app, done, seconds: float, what: str) -> None:  # type: ignore[no-untyped-def]
    """Wait for ``done()``, going on from each round's end on the way with its Continue button
    (a Moxie round can end before the player's first turn: every bot folds)."""
    for _ in range(5):
        wait_for(lambda: done() or round_end(app) is not None, seconds, what)
        if done():
            return
        button = round_end(app)
        if button is not None:
            note("a round's end on the way: Continue")
            act(button, "Press")
            wait_for(lambda: round_end(app) is None, 10, "the next round")
    wait_for(done, seconds, what)


def play_one(app, table, result) -> None:  # type: ignore[no-untyped-def]
    """One move as a screen reader user makes it: a playable card's Play action, or the Pass
    (or Draw, or chip) button's Press action."""
    hand = hand_of(table)
    cards = children(hand) if hand is not None else []
    playable = [c for c in cards if "can be played" in (c.description or "")]
    if playable:
        note(f"play {playable[0].name}")
        act(playable[0], "Play")
        return
    button = find(app, "push button", r"^(Pass|Take a chip|Draw|Check|Call)")
    if button is not None:
        note(f"press {button.name}")
        act(button, "Press")
        return
    showing = [
        name
        for _d, role, name, _s, obj in walk(app)
        if role in ("label", "push button") and obj.getState().contains(pyatspi.STATE_SHOWING)
    ]
    hand_text = ", ".join(f"{c.name} ({c.description})" for c in cards)
    raise RuntimeError(f"nothing to play: {hand_text}; on screen: {showing}")


def moosehead(app, result) -> None:  # type: ignore[no-untyped-def]
    table = table_of(app)
    wait_for(lambda: first_turn(app) or game_over(app), 30, "the first turn")
    hand = hand_of(table)
    result["hand"] = [c.name for c in children(hand)]
    result["hand_zone"] = hand.name
    result["roles"] = sorted({r for _d, r, *_ in walk(table)})
    result["hidden_focused"] = [
        f"{role} {name!r}"
        for _d, role, name, _s, obj in walk(app)
        if obj.getState().contains(pyatspi.STATE_FOCUSED)
        and not obj.getState().contains(pyatspi.STATE_SHOWING)
    ]
    # The keyboard: focus the table, move over the cards, ask whose turn it is.
    act(table, "SetFocus")
    wait_for(lambda: table.getState().contains(pyatspi.STATE_FOCUSED), 10, "the table's focus")
    names = set(result["hand"])  # type: ignore[arg-type]
    for _ in range(3):  # a key sent while the window was still settling may be lost
        key("Right")
        try:
            wait_for(lambda: FOCUS and FOCUS[-1] in names, 3, "a card's focus event")
            break
        except TimeoutError:
            note("no focus event yet")
    result["focused"] = FOCUS[-1] if FOCUS else ""
    mark = len(HEARD)
    key("W")
    wait_for(lambda: len(HEARD) > mark, 5, "the turn and scores")
    result["review"] = HEARD[-1]
    # The coach: H asks for a hint; its answer is announced.
    button = find(app, "push button", r"^Hint$")
    result["hint_button"] = [button.name, button.description] if button is not None else []
    mark = len(HEARD)
    key("H")
    wait_for(
        lambda: any(t.startswith("Hint:") for t in heard_since(mark)),
        30,
        "the coach's hint",
    )
    result["hint"] = next(t for t in heard_since(mark) if t.startswith("Hint:"))
    moves = 0
    mark = -1
    while not game_over(app) and moves < 400:
        if mark >= 0:
            wait_for(
                lambda: my_turn(mark) or game_over(app) or round_end(app) is not None,  # noqa: B023
                60,
                "my turn",
            )
        if game_over(app):
            break
        button = round_end(app)
        if button is not None:  # the hand is over: its summary was read out; go on
            note("press Continue")
            mark = len(HEARD)
            act(button, "Press")
            wait_for(lambda: round_end(app) is None, 10, "the next hand")
            continue
        mark = len(HEARD)
        play_one(app, table, result)
        moves += 1
        # A move is followed by its announcement (and then the others' moves).
        wait_for(lambda: len(HEARD) > mark or game_over(app), 20, "my move announced")  # noqa: B023
        pump(0.05)
    result["moves"] = moves
    result["over"] = wait_for(lambda: game_over(app), 30, "the end")
    pump(1.0)
    result["log"] = move_log(app)


def move_log(app) -> list[list[str]]:  # type: ignore[no-untyped-def]
    """The move log's rows (who, what) as its accessible table tells them."""
    log = find(app, "table", r"^Move log$", showing=False)
    rows: list[list[str]] = []
    if log is None:
        return rows
    table = log.queryTable()
    for r in range(table.nRows):
        row = []
        for c in range(table.nColumns):
            cell = table.getAccessibleAt(r, c)
            row.append(cell.name if cell is not None else "")
        rows.append(row)
    return rows


def answered(mark: int) -> list[str]:
    """What was heard after a move: its announcement or a question about it (waited for, as
    a busy machine may take a moment)."""

    def heard() -> list[str]:
        said = heard_since(mark)
        return said if any(t.startswith(_ANSWERS) for t in said) else []

    return wait_for(heard, 20, "the move or a question about it")


_ANSWERS = ("You ", "Which one?", "Choose where")


def confirm_place(mark: int) -> None:
    """Enter on the place the focus moved to; a key sent while a busy app was still moving the
    focus can be lost, so it is sent again (at most three times)."""
    for _ in range(3):
        key("Return")
        try:
            wait_for(lambda: any(t.startswith("You ") for t in heard_since(mark)), 5, "the move")
            return
        except TimeoutError:
            note("Enter on the place was not taken; again")


def moco(app, result) -> None:  # type: ignore[no-untyped-def]
    table = table_of(app)
    wait_for(lambda: first_turn(app), 30, "the first turn")
    result["zones"] = list(zones(table))
    mark = len(HEARD)
    play_one(app, table, result)
    # A card that fits two piles asks which: the first choice is taken with its key.
    said = answered(mark)
    if any(t.startswith("Which one?") for t in said):
        key("1")
    elif any(t.startswith("Choose where") for t in said):
        result["place_focus"] = FOCUS[-1] if FOCUS else ""
        confirm_place(mark)
    wait_for(lambda: any(t.startswith("You play") for t in heard_since(mark)), 20, "my card")
    # Then a chip: the supply's Take action, or the button.
    wait_for(lambda: my_turn(mark + 1), 20, "the chip step")
    taken = len(HEARD)
    chip = next(
        (t for _d, r, n, _s, t in walk(table) if r == "list item" and "Take" in actions_of(t)),
        None,
    )
    if chip is not None:
        act(chip, "Take")
    else:
        act(find(app, "push button", r"."), "Press")
    wait_for(lambda: any(t.startswith("You take") for t in heard_since(taken)), 20, "my chip")
    wait_for(lambda: my_turn(taken + 1), 60, "my next turn")
    result["turn"] = heard_since(mark)


def labels_of(obj) -> str:  # type: ignore[no-untyped-def]
    """What a screen reader says before a control: the labels it is labelled by."""
    names = []
    for relation in obj.getRelationSet():
        if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY:
            for i in range(relation.getNTargets()):
                names.append(relation.getTarget(i).name)
    return ", ".join(names)


def actions_of(obj) -> list[str]:  # type: ignore[no-untyped-def]
    try:
        iface = obj.queryAction()
    except NotImplementedError:
        return []
    return [iface.getName(i) for i in range(iface.nActions)]


def everything_said(app) -> list[str]:  # type: ignore[no-untyped-def]
    return [f"{name} {desc}" for _d, _r, name, desc, _o in walk(app)]


def privacy(app, result) -> None:  # type: ignore[no-untyped-def]
    """Two people, one screen: the first takes the device, plays, hands it over; nothing of
    either hand may be in the tree while the other holds the device."""
    show = wait_for(lambda: find(app, "push button", r"^Show "), 30, "the privacy screen")
    result["covered"] = everything_said(app)
    act(show, "Press")
    table = table_of(app)
    wait_for(lambda: hand_of(table) is not None and children(hand_of(table)), 20, "a hand")
    first = [c.name for c in children(hand_of(table))]
    result["first_hand"] = first
    result["first_view"] = everything_said(app)
    mark = len(HEARD)
    play_one(app, table, result)
    wait_for(lambda: find(app, "push button", r"^Show "), 30, "the hand-over")
    result["handover_heard"] = heard_since(mark)
    result["handover_view"] = everything_said(app)
    act(find(app, "push button", r"^Show "), "Press")
    wait_for(lambda: hand_of(table) is not None and children(hand_of(table)), 20, "a hand")
    result["second_hand"] = [c.name for c in children(hand_of(table))]
    result["second_view"] = everything_said(app)


def setup(app, result) -> None:  # type: ignore[no-untyped-def]
    """From the start page to a game, by keys: the game list, down to Moxie, then Play. Then a
    betting turn, the review key for the pot, and the bot's answer."""
    games = wait_for(lambda: find(app, "list", r"^Games$"), 20, "the game list")
    games.queryComponent().grabFocus()
    wait_for(lambda: games.getState().contains(pyatspi.STATE_FOCUSED), 10, "the list's focus")

    def current() -> str:
        chosen = games.querySelection().getSelectedChild(0)
        return chosen.name if chosen is not None else ""

    result["first_item"] = wait_for(current, 10, "a chosen game")
    for _ in range(10):  # down to Moxie; a key lost on a busy machine is sent again
        if current().startswith("Moxie"):
            break
        before = current()
        key("Down")
        try:
            wait_for(lambda: current() != before, 3, "the next game")  # noqa: B023
        except TimeoutError:
            note("no answer to Down yet")
    result["chosen"] = current()
    result["focus_heard"] = [f for f in FOCUS if f.startswith("Mo")]
    result["form"] = [
        f"{role}: {name} (labelled by {labels_of(obj)})"
        for _d, role, name, _s, obj in walk(app)
        if role in ("combo box", "text", "spin button")
        and obj.getState().contains(pyatspi.STATE_SHOWING)
    ]
    act(find(app, "push button", r"^Play$"), "Press")
    table = table_of(app)
    going_on(app, lambda: first_turn(app), 30, "the first turn")
    result["zones"] = list(zones(table))
    act(table, "SetFocus")
    wait_for(lambda: table.getState().contains(pyatspi.STATE_FOCUSED), 10, "the table's focus")
    for attempt in range(3):  # a key sent while the window was still settling may be lost
        mark = len(HEARD)
        key("G")
        try:
            wait_for(lambda: len(HEARD) > mark, 5, "the game's values")  # noqa: B023
            break
        except TimeoutError:
            if attempt == 2:
                raise
            note("no answer to G yet")
    result["values"] = HEARD[-1]["text"]
    mark = len(HEARD)
    result["buttons"] = [
        name
        for _d, role, name, _s, obj in walk(app)
        if role == "push button" and obj.getState().contains(pyatspi.STATE_SHOWING)
    ]
    play_one(app, table, result)
    going_on(app, lambda: my_turn(mark) or game_over(app), 60, "my next turn")
    result["turn"] = heard_since(mark)


def rummy(app, result) -> None:  # type: ignore[no-untyped-def]
    """Moves until the bot has answered and it is the player's turn again: drawing (a button
    or the stock's action), then a card's Play action, a place chosen with Enter if asked."""
    table = table_of(app)
    wait_for(lambda: first_turn(app), 30, "the first turn")
    result["zones"] = list(zones(table))
    result["hand"] = [c.name for c in children(hand_of(table))]
    start = len(HEARD)
    for _ in range(6):
        mark = len(HEARD)
        stock = next(
            (
                z
                for name, z in zones(table).items()
                if name.lower().startswith("stock") and "Play" in actions_of(z)
            ),
            None,
        )
        if stock is not None and find(app, "push button", r"^Draw") is None:
            note(f"draw from {stock.name}")
            act(stock, "Play")
        else:
            play_one(app, table, result)
        said = answered(mark)
        if any(t.startswith("Which one?") for t in said):
            key("1")
        elif any(t.startswith("Choose where") for t in said):
            confirm_place(mark)
        wait_for(lambda: len(HEARD) > mark, 20, "my move announced")  # noqa: B023
        wait_for(lambda: my_turn(mark), 60, "my turn again")  # noqa: B023
        if any(t.startswith("Ada") for t in heard_since(start)):
            break
    result["turn"] = heard_since(start)


def main() -> int:
    scenario = sys.argv[1]
    command = sys.argv[sys.argv.index("--") + 1 :]
    result: dict[str, object] = {"scenario": scenario}
    proc = None
    try:
        proc, app = start_app(command, ERRORS, find_app, "the app on the bus")
        scenarios = {
            "moosehead": moosehead,
            "moco": moco,
            "privacy": privacy,
            "setup": setup,
            "rummy": rummy,
        }
        scenarios[scenario](app, result)
        result["ok"] = True
    except Exception as exc:
        result["ok"] = False
        result["error"] = f"{type(exc).__name__}: {exc}"
    finally:
        result["heard"] = HEARD
        result["focus"] = FOCUS
        result["notes"] = NOTES[-40:]
        if proc is not None:
            stop(proc)
            ERRORS.seek(0)
            result["app_stderr"] = ERRORS.read().decode(errors="replace")[-3000:]
        bus.terminate()
        xvfb.terminate()
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
