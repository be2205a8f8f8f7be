"""Pictures of the table for the README: a game played by bots to a telling moment, then grabbed.

    python tools/screenshot.py GAME OUT.png [--players N] [--seed S] [--hint]

The human seat 0 is played by a heuristic bot until the position is worth showing (cards in
front of the players, melds on the table, the Ringer turned...), stopping on seat 0's turn; then
the window is drawn without animation and saved with ``QWidget.grab()``. Run it under Xvfb for a
real X window: ``xvfb-run -s "-screen 0 1366x768x24" python tools/screenshot.py ...``.
With ``--hint`` the coach is asked for seat 0's move first, and the picture shows its answer;
``--language de`` (or ``es``) draws the table in that language.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

from cardtable.ai.agent import make_agent
from cardtable.session.autoplay import decide, offer_claims
from cardtable.session.match import Match
from cardtable.ui.setup import GameSetup


def _cards_in(match: Match, prefix: str) -> int:
    return sum(len(c) for z, c in match.state.zones.items() if z.startswith(prefix))


#: When a game's position is worth a picture (checked on seat 0's turn).
MOMENTS: dict[str, Callable[[Match], bool]] = {
    "moosehead": lambda m: _cards_in(m, "played:") >= 7 and m.state.count >= 12,  # type: ignore[attr-defined]
    "mose": lambda m: _cards_in(m, "meld:") >= 9 and len(m.state.zones["discard"]) >= 4,
    "moco": lambda m: _cards_in(m, "pile:") >= 16,
    "mor": lambda m: _cards_in(m, "meld:") >= 40,
    "moxie": lambda m: bool(m.state.zones.get("ringer")) and m.state.punch_revealed,  # type: ignore[attr-defined]
}


def _some_moves(match: Match) -> bool:
    return len(match.log) > 30


def telling_position(game: str, players: int, seed: int) -> Match:
    """Bots play (seat 0 too) until the moment is reached on seat 0's turn."""
    moment = MOMENTS.get(game, _some_moves)
    for attempt in range(40):
        setup = GameSetup(
            game, players, ("human",) + ("heuristic",) * (players - 1), seed=seed + attempt
        )
        match = setup.build()
        agents = [make_agent("heuristic", game) for _ in range(players)]
        match.resolve_chance()
        offer_claims(match, agents, -1)
        for _ in range(5000):
            if match.is_over():
                break
            seat = match.state.current_player
            if seat == 0 and moment(match):
                return match
            match.apply(decide(match, agents[seat], seat), seat)
            offer_claims(match, agents, seat)
    raise RuntimeError(f"no telling moment found for {game}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Save a picture of a game's table.")
    parser.add_argument("game")
    parser.add_argument("out")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--width", type=int, default=1366)
    parser.add_argument("--height", type=int, default=768)
    parser.add_argument("--hint", action="store_true", help="show the coach's hint")
    parser.add_argument("--language", default="en", help="en, de or es")
    opts = parser.parse_args(argv)

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from cardtable import i18n
    from cardtable.ui.i18n import apply_language
    from cardtable.ui.window import MainWindow

    apply_language(opts.language)

    match = telling_position(opts.game, opts.players, opts.seed)
    window = MainWindow()
    window.resize(opts.width, opts.height)
    window.show()
    table = window.table
    table.animator.speed = 0
    window.stack.setCurrentWidget(table)
    window.setWindowTitle(i18n._("Card Table — {info}").format(info=match.info.title))
    window.controller.set_match(match)
    for _ in range(30):
        app.processEvents()
    if opts.hint:
        import time

        table.request_hint()
        deadline = time.monotonic() + 30
        while table.last_hint is None and time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.02)
        for _ in range(30):
            app.processEvents()
    window.grab().save(opts.out)
    print(f"{opts.out}: {match.info.title}, {opts.players} players, seed {match.seed}")
    window.controller.shutdown()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
