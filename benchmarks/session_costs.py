"""What the session features cost per action: autosave, score sheet, undo check, resume.

Plays one long bot game per game (fixed seeds; every seat a heuristic bot, seat 0 marked human
so the game is one that is autosaved) and times, at positions spread over the game:

* ``autosave``: writing the save file atomically (temporary file, fsync, rename) with its preview;
* ``sheet``: building the score sheet from public values (and round marks, caught up
  incrementally as the table does after every step);
* ``undo check``: whether the last move may be taken back (two observations compared);
* ``resume``: replaying the whole save when it is opened again (once, at the end).

    python benchmarks/session_costs.py [--games mose,moxie,...]

Files go to a temporary folder. Times are medians in milliseconds on this machine.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from cardtable.ai.agent import make_agent
from cardtable.persistence.saves import SaveStore
from cardtable.session.autoplay import decide, offer_claims
from cardtable.session.history import RoundTracker
from cardtable.session.match import Match, SeatSpec
from cardtable.session.scoresheet import SheetInput, build_sheet, needs_marks
from cardtable.session.undo import UndoHistory

PLAYERS = {"moosehead": 4, "mose": 4, "moco": 4, "mor": 4, "moxie": 4}
OPTIONS: dict[str, dict[str, object]] = {"moxie": {"rounds": 50}}


def _ms(samples: list[float]) -> str:
    return f"{statistics.median(samples) * 1000:7.2f}" if samples else "      -"


@dataclass
class Costs:
    game: str
    actions: int
    bytes: int
    autosave: list[float]
    sheet: list[float]
    undo: list[float]
    resume: float


def measure(game: str, folder: Path, seed: int = 1) -> Costs:
    n = PLAYERS[game]
    seats = [SeatSpec.human("You")] + [SeatSpec.robot("heuristic", f"B{i}") for i in range(1, n)]
    match = Match(game, n, OPTIONS.get(game, {}), seed, seats)
    agents = [make_agent("heuristic", game) for _ in range(n)]
    store = SaveStore(folder / game)
    tracker = RoundTracker(match) if needs_marks(game) else None
    undo = UndoHistory(match)
    saves: list[float] = []
    sheets: list[float] = []
    checks: list[float] = []
    match.resolve_chance()
    offer_claims(match, agents, -1)
    while not match.is_over():
        seat = match.state.current_player
        before = match.state.clone()
        serial = len(match.log)
        match.apply(decide(match, agents[seat], seat), seat)
        if seat == 0:
            undo.record(serial, 0, before)
        offer_claims(match, agents, seat)
        if len(match.log) % 7:
            continue
        t = time.perf_counter()
        store.write_autosave(match)
        saves.append(time.perf_counter() - t)
        t = time.perf_counter()
        build_sheet(
            SheetInput(
                info=match.info,
                values=match.state.public_values(None),
                names=tuple(match.names),
                scores=tuple(match.state.scores()),
                options=match.options,
                teams=match.info.teams(n),
                marks=tracker.marks() if tracker else (),
            )
        )
        sheets.append(time.perf_counter() - t)
        t = time.perf_counter()
        undo.check()
        checks.append(time.perf_counter() - t)
    store.write_autosave(match)
    size = store.autosave_path.stat().st_size
    t = time.perf_counter()
    again = store.load(store.autosave_path)
    resume = time.perf_counter() - t
    assert again.state == match.state
    return Costs(game, len(match.log), size, saves, sheets, checks, resume)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", default=",".join(PLAYERS))
    opts = parser.parse_args()
    print(
        f"{'game':<10} {'actions':>7} {'save KB':>8} {'autosave ms':>12} {'sheet ms':>9} "
        f"{'undo ms':>8} {'resume ms':>10}"
    )
    with tempfile.TemporaryDirectory() as tmp:
        for game in opts.games.split(","):
            r = measure(game, Path(tmp))
            print(
                f"{game:<10} {r.actions:>7} {r.bytes / 1024:>8.1f} {_ms(r.autosave):>12} "
                f"{_ms(r.sheet):>9} {_ms(r.undo):>8} {r.resume * 1000:>10.1f}"
            )


if __name__ == "__main__":
    main()
