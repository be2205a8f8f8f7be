"""Pictures of the session features for the README: new-game form, privacy screen, score sheets,
end-of-game summary, rules help, saved games and settings.

    xvfb-run -a -s "-screen 0 1366x768x24" python tools/session_screenshots.py docs/images

Positions are reached by heuristic bots playing every seat (the "human" seats too) from fixed
seeds, then shown in a window at 1366x768 without animation. Files are kept in a temporary
``CARDTABLE_HOME``, never the user's.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ["CARDTABLE_HOME"] = tempfile.mkdtemp(prefix="cardtable-shots-")

from cardtable.ai.agent import make_agent
from cardtable.session.autoplay import decide, offer_claims
from cardtable.session.match import Match, SeatSpec


def _seats(kinds: list[str], names: list[str]) -> list[SeatSpec]:
    return [
        SeatSpec.human(n) if k == "human" else SeatSpec.robot(k, n)
        for k, n in zip(kinds, names, strict=True)
    ]


def advance(match: Match, until: Callable[[Match], bool], limit: int = 20_000) -> Match:
    """Bots play every seat until ``until`` holds on a human seat's turn (or the game ends)."""
    game = match.info.id
    agents = [make_agent("heuristic", game) for _ in match.seats]
    match.resolve_chance()
    offer_claims(match, agents, -1)
    for _ in range(limit):
        if match.is_over():
            return match
        seat = match.state.current_player
        if not match.seats[seat].is_bot and until(match):
            return match
        match.apply(decide(match, agents[seat], seat), seat)
        offer_claims(match, agents, seat)
    raise RuntimeError("the position was not reached")


def to_round_end(match: Match, limit: int = 20_000) -> Match:
    """Bots play every seat until the first round ends, the next deal not yet made (where the
    table waits for the players to read the round's end)."""
    from cardtable.session.roundend import ends_round

    game = match.info.id
    agents = [make_agent("heuristic", game) for _ in match.seats]
    match.resolve_chance()
    for _ in range(limit):
        seat = match.state.current_player
        match.apply(decide(match, agents[seat], seat), seat, chance=False)
        if ends_round(match) or match.is_over():
            return match
        match.resolve_chance()
    raise RuntimeError("the round did not end")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out", type=Path)
    opts = parser.parse_args(argv)
    out: Path = opts.out
    out.mkdir(parents=True, exist_ok=True)

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Card Table")
    from PySide6.QtTest import QTest

    from cardtable.ui.setup import GameSetup
    from cardtable.ui.window import MainWindow

    def settle(n: int = 40) -> None:
        for _ in range(n):
            app.processEvents()
        QTest.qWait(250)  # timers (the start screen's card fan) fire too

    def new_window() -> MainWindow:
        window = MainWindow()
        window.resize(1366, 768)
        window.show()
        window.table.animator.speed = 0
        window.controller.bot_delay_ms = 10**6  # hold the bots: the picture stays still
        settle()
        return window

    # 1. The new-game form, with an unfinished game offered for resuming.
    window = new_window()
    unfinished = advance(
        Match(
            "moco",
            3,
            {},
            5,
            _seats(["human", "heuristic", "heuristic"], ["Ann", "Basil", "Cleo"]),
        ),
        lambda m: len(m.log) > 20,
    )
    window.saves.write_autosave(unfinished)
    window.saves.new_game()
    window.show_start()
    form = window.start_screen
    form.select_game("mose")
    form.players.setCurrentIndex(form.players.findData(4))
    kinds = ["human", "human", "ismcts:normal", "heuristic"]
    for box, kind in zip(form.seat_boxes, kinds, strict=True):
        box.setCurrentIndex(box.findData(kind))
    for edit, name in zip(form.form.name_edits, ["Ann", "Ben", "", ""], strict=True):
        edit.setText(name)
    settle()
    window.grab().save(str(out / "session-new-game.png"))
    window.close()

    # 2. The privacy screen in a game of Mose for two people and a bot.
    window = new_window()
    match = advance(
        Match("mose", 3, {}, 12, _seats(["human", "human", "heuristic"], ["Ann", "Ben", "Cleo"])),
        lambda m: (
            len(m.state.public_values(None)["round_scores"]) >= 2 and m.state.current_player == 1
        ),
    )
    window._setup = GameSetup("mose", 3, ("human", "human", "heuristic"))
    window._begin(match, resumed=True)
    settle(80)
    window.grab().save(str(out / "session-privacy.png"))
    # ... and Ben's view once he has the device, with Mose's score sheet beside the table.
    window.table.privacy.show_button.click()
    window.table.side.setCurrentIndex(0)
    settle(80)
    window.grab().save(str(out / "session-scores-mose.png"))
    window.close()

    # 3. Moosehead near the end: the race to 50 as a track.
    window = new_window()
    match = advance(
        Match(
            "moosehead",
            4,
            {},
            3,
            _seats(["human"] + ["heuristic"] * 3, ["You", "Ada", "Basil", "Cleo"]),
        ),
        lambda m: max(m.state.scores()) >= 38,
    )
    window._begin(match, resumed=True)
    settle(60)
    sheet = window.show_sheet_window()
    sheet.resize(640, 420)
    settle(40)
    sheet.grab().save(str(out / "session-scores-moosehead.png"))
    sheet.close()
    window.close()

    # 4. Team scores in tenths (Mor) and purses (Moxie) in the score sheet window.
    for game, players, seed, until in (
        ("mor", 4, 2, lambda m: len(m.state.public_values(None)["history"]) >= 3),
        ("moxie", 4, 9, lambda m: m.state.public_values(None)["round"] >= 9),
    ):
        window = new_window()
        names = ["You", "Ada", "Basil", "Cleo"]
        match = advance(
            Match(game, players, {}, seed, _seats(["human"] + ["heuristic"] * 3, names)), until
        )
        window._begin(match, resumed=True)
        settle(60)
        sheet = window.show_sheet_window()
        sheet.resize(640, 440)
        settle(40)
        sheet.grab().save(str(out / f"session-scores-{game}.png"))
        sheet.close()
        window.close()

    # 5. The end-of-game summary (after a few earlier games, so the record line has something).
    window = new_window()
    seats = _seats(["human", "heuristic", "heuristic"], ["You", "Ada", "Basil"])
    for seed in (30, 31, 32):
        window.stats.record(advance(Match("moosehead", 3, {}, seed, seats), lambda m: False))
    match = advance(Match("moosehead", 3, {}, 21, seats), lambda m: False)
    window._setup = GameSetup("moosehead", 3, ("human", "heuristic", "heuristic"))
    window._begin(match, resumed=True)
    window._was_over = False  # the last move is taken as just played, so it is counted
    settle(120)
    window.grab().save(str(out / "session-summary.png"))
    window.close()

    # 6. Saved games: previews with public facts only, and a damaged file kept and explained.
    window = new_window()
    for name, game, seed, kinds in (
        ("Sunday with Ben", "mose", 12, ["human", "human", "heuristic"]),
        ("Moxie practice", "moxie", 4, ["human", "heuristic", "heuristic"]),
    ):
        names = ["Ann", "Ben", "Cleo"]
        m = advance(Match(game, 3, {}, seed, _seats(kinds, names)), lambda m: len(m.log) > 60)
        window.saves.save_named(name, m)
    broken = window.saves.saves_dir / "Old game.json"
    broken.write_text(
        '{"format": "cardtable-save", "version": 1, "game": "mor", "seats": [', "utf-8"
    )
    dialog = window.open_saves()
    dialog.resize(860, 400)
    dialog.list.setCurrentRow(0)
    settle(40)
    dialog.grab().save(str(out / "session-saves.png"))
    dialog.close()
    window.close()

    # 7. The rules help.
    window = new_window()
    rules = window.show_rules("mose")
    rules.resize(980, 700)
    settle(40)
    rules.grab().save(str(out / "session-rules.png"))
    window.close()
    # 8. The end of a hand, waiting for the player: who scored what and why.
    window = new_window()
    seats = _seats(["human", "heuristic", "heuristic"], ["You", "Ada", "Basil"])
    match = to_round_end(Match("moosehead", 3, {}, 21, seats))
    window._setup = GameSetup("moosehead", 3, ("human", "heuristic", "heuristic"))
    window._begin(match, resumed=True)
    settle(120)
    window.grab().save(str(out / "round-summary.png"))
    window.close()
    print(f"screenshots written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
