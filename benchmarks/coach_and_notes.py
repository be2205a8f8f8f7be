"""What the coach and the explained scores cost at the table.

For each game, one heuristic bot game (fixed seed, every seat a bot) is played through, and:

* ``hint``: at positions spread over the game where the seat on turn has a choice, the coach's
  hint is worked out as the table asks for it (:func:`cardtable.ai.coach.hint` at the coach's
  level for the game, wall-clock time). A player waits this long after pressing H;
* ``notes``: the table's scoring notes (:class:`cardtable.session.tablenotes.TableNotes`) are
  caught up after every action, as the table does after each step (one action replayed on the
  notes' own state, plus the explanation when it scored);
* ``details``: the score sheet's cell details gathered from the notes, as every snapshot does.

    python benchmarks/coach_and_notes.py [--games mose,moxie,...] [--hints 12]

Times are wall-clock on this (shared, two-core) machine: medians and 95th percentiles, hints in
milliseconds, notes and details in microseconds. Nothing here is a test: it reports.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from cardtable.ai.agent import make_agent
from cardtable.ai.coach import coach_bot, hint
from cardtable.session.autoplay import decide, offer_claims
from cardtable.session.match import Match, SeatSpec
from cardtable.session.tablenotes import TableNotes

PLAYERS = {"moosehead": 3, "mose": 3, "moco": 3, "mor": 4, "moxie": 3}
OPTIONS: dict[str, dict[str, object]] = {"moxie": {"rounds": 25}}


def _p95(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def measure(game: str, hints: int, seed: int = 3) -> dict[str, object]:
    n = PLAYERS[game]
    seats = [SeatSpec.robot("heuristic", f"B{i}") for i in range(n)]
    match = Match(game, n, OPTIONS.get(game, {}), seed, seats)
    agents = [make_agent("heuristic", game) for _ in range(n)]
    notes = TableNotes(match)
    hint_ms: list[float] = []
    note_us: list[float] = []
    detail_us: list[float] = []
    rng = random.Random(seed)
    match.resolve_chance()
    offer_claims(match, agents, -1)
    while not match.is_over():
        seat = match.state.current_player
        legal = list(match.state.legal_actions(seat))
        if len(hint_ms) < hints and len(legal) > 1 and rng.random() < 0.15:
            t = time.perf_counter()
            hint(game, match.observation(seat), legal, seed=len(match.log))
            hint_ms.append((time.perf_counter() - t) * 1000)
        match.apply(decide(match, agents[seat], seat), seat)
        offer_claims(match, agents, seat)
        t = time.perf_counter()
        notes.catch_up()
        note_us.append((time.perf_counter() - t) * 1e6)
        t = time.perf_counter()
        notes.details()
        detail_us.append((time.perf_counter() - t) * 1e6)
    return {
        "game": game,
        "bot": coach_bot(game),
        "actions": len(match.log),
        "hints": len(hint_ms),
        "hint_p50": statistics.median(hint_ms) if hint_ms else 0.0,
        "hint_p95": _p95(hint_ms) if hint_ms else 0.0,
        "notes_p50": statistics.median(note_us),
        "notes_p95": _p95(note_us),
        "details_p50": statistics.median(detail_us),
        "details_p95": _p95(detail_us),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", default=",".join(PLAYERS))
    parser.add_argument("--hints", type=int, default=12)
    opts = parser.parse_args()
    print(
        f"{'game':<10} {'coach':<14} {'actions':>7} {'hints':>5} {'hint ms p50':>11} "
        f"{'p95':>6} {'notes us p50':>12} {'p95':>6} {'details us p50':>14} {'p95':>6}"
    )
    for game in opts.games.split(","):
        r = measure(game, opts.hints)
        print(
            f"{r['game']:<10} {r['bot']:<14} {r['actions']:>7} {r['hints']:>5} "
            f"{r['hint_p50']:>11.0f} {r['hint_p95']:>6.0f} {r['notes_p50']:>12.0f} "
            f"{r['notes_p95']:>6.0f} {r['details_p50']:>14.0f} {r['details_p95']:>6.0f}"
        )


if __name__ == "__main__":
    main()
