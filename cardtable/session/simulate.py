"""The headless simulator behind ``cardtable sim``: many seeded bot games and a summary.

With ``keep`` every game is handed on as it ends (finished, or as far as it got before an
error): ``cardtable sim --save-dir`` writes each one as an ordinary save file, which the app
opens and ``cardtable record`` and ``cardtable hint`` read.
"""

from __future__ import annotations

import statistics
import time
import traceback
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from cardtable.ai.agent import make_agent
from cardtable.engine.errors import OptionError
from cardtable.engine.zones import Seat
from cardtable.games import find_game
from cardtable.i18n import ngettext
from cardtable.session.autoplay import play_to_end
from cardtable.session.match import Match, SeatSpec


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` in a run started with ``seed``."""
    return (seed * 1_000_003 + index) % (1 << 62)


def _p95(samples: Sequence[float]) -> float:
    if not samples:
        return 0.0
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def simulate(
    game_id: str,
    players: int,
    bots: Sequence[str],
    games: int,
    seed: int,
    options: Mapping[str, Any] | None = None,
    keep: Callable[[Match, int], None] | None = None,
    moves: int | None = None,
) -> dict[str, Any]:
    """Play ``games`` games between ``bots`` and summarise them as a JSON-ready dict; with
    ``keep``, hand it each game and its index as the game ends (see the module docstring). With
    ``moves`` each game stops once that many moves are made (for timing bots over part of a long
    game): a game stopped so counts as ``stopped``, neither finished nor an error."""
    info = find_game(game_id)
    info.check_players(players)
    if len(bots) != players:
        raise OptionError(
            ngettext(
                "{count} bot named for {players} players",
                "{count} bots named for {players} players",
                len(bots),
            ).format(count=len(bots), players=players)
        )
    resolved = info.resolve_options(options)
    agents = [make_agent(name, game_id) for name in bots]
    seats = [SeatSpec.robot(name, f"{name} {i + 1}") for i, name in enumerate(bots)]
    wins = [0] * players
    score_sums = [0.0] * players
    finished = 0
    stopped = 0
    errors: list[str] = []
    actions = 0
    decisions: list[list[float]] = [[] for _ in range(players)]

    def hook(seat: Seat, seconds: float) -> None:
        decisions[seat].append(seconds * 1000.0)

    start = time.perf_counter()
    for index in range(games):
        match = Match(info, players, resolved, game_seed(seed, index), seats)
        try:
            ended = play_to_end(match, agents, hook, until=moves)
        except Exception as exc:
            errors.append(f"game {index}: {type(exc).__name__}: {exc}")
            if len(errors) == 1:
                errors.append(traceback.format_exc(limit=8))
            actions += len(match.log)
            if keep is not None:
                keep(match, index)
            continue
        if keep is not None:
            keep(match, index)
        actions += len(match.log)
        if not ended:
            stopped += 1
            continue
        outcome = match.state.outcome()
        assert outcome is not None
        finished += 1
        for seat in outcome.winners:
            wins[seat] += 1
        for seat, value in enumerate(outcome.scores):
            score_sums[seat] += value
    elapsed = time.perf_counter() - start
    error_count = sum(1 for e in errors if e.startswith("game "))
    return {
        "game": game_id,
        "players": players,
        "bots": list(bots),
        "options": dict(resolved),
        "games": games,
        "finished": finished,
        "stopped": stopped,
        "seed": seed,
        "wins": wins,
        "win_rate": [round(w / finished, 4) if finished else 0.0 for w in wins],
        "mean_score": [round(s / finished, 3) if finished else 0.0 for s in score_sums],
        "lower_is_better": info.lower_is_better,
        "errors": error_count,
        "error_messages": errors[:6],
        "actions": actions,
        "elapsed_s": round(elapsed, 3),
        "decision_ms": [
            {
                "mean": round(statistics.fmean(d), 4) if d else 0.0,
                "p95": round(_p95(d), 4),
                "count": len(d),
            }
            for d in decisions
        ],
    }
