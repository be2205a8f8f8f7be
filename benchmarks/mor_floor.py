"""How far Mor's listing of plays is from the least any listing must do.

Mor's random play spends about three quarters of its time listing legal actions, and its
profile is flat (docs/benchmarks.md). This asks how much room a leaner representation would
have. On the same play-phase positions, taken from seeded random games, it times in turns:

* **listing**: ``legal_actions()`` with its memo cleared, every cache warm (the positions were
  listed once before timing): what a listing costs when each of its parts is found;
* **floor**: the least any exact listing has to do: read each hand card's facts once into
  per-suit place masks, look up one entry per suit and per team meld by a key of small
  integers, and list the discards.

The ratio says how much of a listing's time lies above that floor. ::

    python benchmarks/mor_floor.py [--positions 20000] [--rounds 5] [--json]

Results: docs/benchmarks.md ("Sixth round").
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time

from cardtable.engine.state import CHANCE, GameState
from cardtable.games import GAMES
from cardtable.games.mor import listing, rules
from cardtable.games.mor.actions import team_of
from cardtable.games.mor.hands import BY_ID, NATURAL, first_by_face, learn

#: The places of a natural of each rank, as bits (an Ace at both ends).
PLACES = [0, (1 << 1) | (1 << 14), *(1 << r for r in range(2, 14))]


def positions(count: int, seed: int = 1) -> list[GameState]:
    """Copies of play-phase positions of seeded two-player random games."""
    rng = random.Random(seed)
    found: list[GameState] = []
    while len(found) < count:
        state = GAMES["mor"].new_game(2)
        while len(found) < count:
            while state.is_chance():
                state.apply_silently(state.sample_chance(rng), CHANCE)
            if state.is_terminal():
                break
            legal = state.legal_actions()
            if getattr(state, "phase", "") == "play":
                found.append(state.clone())
            state.apply_silently(legal[rng.randrange(len(legal))], state.current_player)
    return found


def listing_pass(states: list[GameState]) -> int:
    listed = 0
    for state in states:
        rules._LAST[0] = None  # the memo of the last listing: every position is listed anew
        listed += len(state.legal_actions())
    return listed


_PARTS: dict[tuple[object, ...], tuple[object, ...]] = {}


def floor_pass(states: list[GameState]) -> int:
    listed = 0
    get = BY_ID.get
    for state in states:
        seat = state.current_player
        hand = state.zones[f"hand:{seat}"]
        masks: dict[str, int] = {}
        wilds = 0
        for card in hand:
            kind, rank, suit, _ = get(id(card)) or learn(card)
            if kind == NATURAL:
                masks[suit] = masks.get(suit, 0) | PLACES[rank]
            else:
                wilds += 1
        out: list[object] = []
        for suit, mask in masks.items():
            out.extend(_PARTS.get((suit, mask, wilds), ()))
        zones = state.zones
        for zid in state._team_melds(team_of(seat)):  # type: ignore[attr-defined]
            out.extend(_PARTS.get((zid, len(zones[zid]), wilds), ()))
        out.extend(listing.discards(first_by_face(hand)))
        listed += len(out)
    return listed


def measure(count: int, rounds: int) -> dict[str, float]:
    states = positions(count)
    listing_pass(states)  # every cache warm
    full: list[float] = []
    least: list[float] = []
    for _ in range(rounds):
        for times, run in ((full, listing_pass), (least, floor_pass)):
            start = time.process_time()
            run(states)
            times.append((time.process_time() - start) / len(states) * 1e6)
    a, b = statistics.median(full), statistics.median(least)
    return {"positions": count, "listing_us": round(a, 1), "floor_us": round(b, 1),
            "ratio": round(a / b, 2)}  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=20_000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    row = measure(args.positions, args.rounds)
    if args.json:
        print(json.dumps(row))
    else:
        print(" ".join(f"{k}={v}" for k, v in row.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
