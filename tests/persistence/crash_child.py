"""A process that writes one file over and over until it is killed (for test_crash_safety).

    python -m tests.persistence.crash_child autosave FOLDER
    python -m tests.persistence.crash_child stats FOLDER

``autosave``: a game of Mose is played move by move and the autosave written after every move,
as the window does. ``stats``: finished games are recorded in the statistics one after another.
Prints ``ready`` once the first write is done, then goes on until killed.
"""

from __future__ import annotations

import sys
from pathlib import Path

from cardtable.ai.agent import RandomAgent
from cardtable.persistence.saves import SaveStore
from cardtable.persistence.stats import StatsStore
from cardtable.session.autoplay import decide
from cardtable.session.match import Match, SeatSpec

SEED = 11


def autosave_match() -> Match:
    """The game the child plays: the same every time (the parent replays it to check)."""
    seats = [SeatSpec.human("Ann"), SeatSpec.robot("random", "Basil")]
    match = Match("mose", 2, {}, SEED, seats)
    match.resolve_chance()
    return match


def step(match: Match) -> None:
    seat = match.state.current_player
    match.apply(decide(match, RandomAgent(), seat, None), seat)


def finished_match() -> Match:
    seats = [SeatSpec.human("Ann"), SeatSpec.robot("random", "Basil")]
    match = Match("moosehead", 2, {}, SEED, seats)
    match.resolve_chance()
    while not match.is_over():
        step(match)
    return match


def main(kind: str, folder: Path) -> None:
    if kind == "autosave":
        store = SaveStore(folder, sync=True)
        match = autosave_match()
        store.write_autosave(match)
        print("ready", flush=True)
        while True:
            if match.is_over():
                match = autosave_match()
                store.new_game()
            step(match)
            store.write_autosave(match)
    else:
        stats = StatsStore(folder / "stats.json", sync=True)
        game = finished_match()
        stats.record(game)
        print("ready", flush=True)
        while True:
            stats.record(game)


if __name__ == "__main__":
    main(sys.argv[1], Path(sys.argv[2]))
