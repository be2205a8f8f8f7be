"""Strength of the ISMCTS bots: seeded tournaments for every game, printed as a Markdown table.

Every level plays head to head against ``random``, against ``heuristic`` and against the level
below (easy against heuristic, normal against easy, hard against normal). Two-player games with
the seats alternating: game ``2k`` and ``2k+1`` start from the same seed with the seats swapped.
Mor also runs four-player games (two partnerships, each bot in both seats of its team) when
``--mor4`` is given (``--teams``: only those). A win counts 1, a shared win counts half; the
interval is the 95 % Wilson score interval. Decision times are wall-clock milliseconds per
decision of the level (choices and out-of-turn claims), median and 95th percentile, with the
process CPU time beside them (the machine may be shared).

Results are appended, one JSON line per game, to ``--out`` (default
``benchmarks/results/ai_strength.jsonl``); a run that is stopped resumes where it left off, and
``--report`` prints the table from the file without playing.

    python benchmarks/ai_strength.py [--game mose] [--pairing normal:heuristic] \\
        [--games 40] [--workers 2] [--seed 1] [--mor4] [--out FILE] [--report] [--tune JSON] \\
        [--z 1.96]

``--tune`` is for experiments: it changes the levels (on top of each game's own tuning, its
plugin's ``bots``) in this run only, and its results must go to their own ``--out`` file.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from cardtable.ai.agent import Agent, make_agent
from cardtable.ai.levels import retune
from cardtable.engine.actions import Action
from cardtable.engine.observation import Observation
from cardtable.games import GAMES
from cardtable.session.autoplay import play_to_end
from cardtable.session.match import Match, SeatSpec
from cardtable.session.simulate import game_seed

#: (level, opponent) pairs in table order.
PAIRINGS: tuple[tuple[str, str], ...] = (
    ("ismcts:easy", "random"),
    ("ismcts:easy", "heuristic"),
    ("ismcts:normal", "random"),
    ("ismcts:normal", "heuristic"),
    ("ismcts:normal", "ismcts:easy"),
    ("ismcts:hard", "random"),
    ("ismcts:hard", "heuristic"),
    ("ismcts:hard", "ismcts:normal"),
)

#: Game options of the tournaments. Moxie between careful bots can run to hundreds of rounds
#: (nobody calls an all-in without a strong hand), so its games stop after ``rounds`` rounds and
#: are ranked by money: the game's own option for a fixed length.
GAME_OPTIONS: dict[str, dict[str, Any]] = {"moxie": {"rounds": 25}}

DEFAULT_OUT = Path(__file__).resolve().parent / "results" / "ai_strength.jsonl"


@dataclass(frozen=True, slots=True)
class Job:
    game: str
    players: int
    bot: str
    opponent: str
    index: int
    seed: int

    @property
    def options(self) -> dict[str, Any]:
        return GAME_OPTIONS.get(self.game, {})

    @property
    def key(self) -> str:
        key = f"{self.game}/{self.players}/{self.bot}/{self.opponent}/{self.seed}/{self.index}"
        if self.options:
            key += "/" + ",".join(f"{k}={v}" for k, v in sorted(self.options.items()))
        return key

    def seats(self) -> list[str]:
        """Bots by seat: the tested bot in even seats for even games, odd seats otherwise."""
        mine = self.index % 2
        return [self.bot if s % 2 == mine else self.opponent for s in range(self.players)]


class Timed(Agent):
    """Wraps an agent and records wall and CPU milliseconds of every decision."""

    def __init__(self, inner: Agent) -> None:
        self.inner = inner
        self.name = inner.name
        self.wall: list[float] = []
        self.cpu: list[float] = []

    def _timed(self, call: Any, *args: Any) -> Any:
        w, c = time.perf_counter(), time.process_time()
        result = call(*args)
        self.wall.append((time.perf_counter() - w) * 1000.0)
        self.cpu.append((time.process_time() - c) * 1000.0)
        return result

    def choose(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        action: Action = self._timed(self.inner.choose, observation, legal, rng)
        return action

    def claim(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action | None:
        action: Action | None = self._timed(self.inner.claim, observation, legal, rng)
        return action


def play(job: Job) -> dict[str, Any]:
    """Play one game of a job and return its JSON record."""
    names = job.seats()
    agents = [Timed(make_agent(name, job.game)) for name in names]
    info = GAMES[job.game]
    seats = [SeatSpec.robot(name, f"{name} {i + 1}") for i, name in enumerate(names)]
    match = Match(info, job.players, job.options, job.seed, seats)
    start = time.perf_counter()
    play_to_end(match, agents)
    outcome = match.state.outcome()
    assert outcome is not None
    mine = [s for s in range(job.players) if names[s] == job.bot]
    theirs = [s for s in range(job.players) if names[s] != job.bot]
    won = any(s in outcome.winners for s in mine)
    lost = any(s in outcome.winners for s in theirs)
    result = 1.0 if won and not lost else 0.5 if won and lost else 0.0
    times: dict[str, dict[str, list[float]]] = {}
    for name, agent in zip(names, agents, strict=True):
        entry = times.setdefault(name, {"wall": [], "cpu": []})
        entry["wall"].extend(round(x, 2) for x in agent.wall)
        entry["cpu"].extend(round(x, 2) for x in agent.cpu)
    return {
        "key": job.key,
        "game": job.game,
        "players": job.players,
        "options": job.options,
        "bot": job.bot,
        "opponent": job.opponent,
        "index": job.index,
        "seed": job.seed,
        "result": result,
        "scores": list(outcome.scores),
        "actions": len(match.log),
        "seconds": round(time.perf_counter() - start, 2),
        "times": times,
        "load": os.getloadavg()[0],
    }


def jobs_for(
    games: Sequence[str],
    pairings: Sequence[tuple[str, str]],
    count: int,
    seed: int,
    mor4: bool,
    teams_only: bool = False,
) -> Iterator[Job]:
    for game in games:
        counts = [2, 4] if game == "mor" and mor4 else [2]
        if game == "mor" and teams_only:
            counts = [4]
        for players in counts:
            for bot, opponent in pairings:
                for index in range(count):
                    yield Job(game, players, bot, opponent, index, game_seed(seed, index // 2))


def read_results(path: Path) -> dict[str, dict[str, Any]]:
    found: dict[str, dict[str, Any]] = {}
    if path.exists():
        for line in path.read_text().splitlines():
            if line.strip():
                record = json.loads(line)
                found[record["key"]] = record
    return found


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (fractional successes allowed)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def _percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _margin(record: dict[str, Any]) -> float:
    """The tested bot's final score minus the best opponent's, in the game's units (a positive
    margin is good even where lower scores win)."""
    scores = record["scores"]
    mine = record["index"] % 2
    own = max(s for seat, s in enumerate(scores) if seat % 2 == mine)
    other = max(s for seat, s in enumerate(scores) if seat % 2 != mine)
    if GAMES[record["game"]].lower_is_better:
        own = min(s for seat, s in enumerate(scores) if seat % 2 == mine)
        other = min(s for seat, s in enumerate(scores) if seat % 2 != mine)
        return float(other - own)
    return float(own - other)


def report(records: Sequence[dict[str, Any]], z: float = 1.96) -> str:
    """The Markdown tables: win rates per pairing (Wilson intervals at ``z``: 1.96 is 95 %),
    decision times per level."""
    label = "95 % CI" if z == 1.96 else f"CI (z = {z:g})"
    lines = [
        f"| game | players | bot | opponent | games | win rate | {label} | clear of 50 % "
        "| mean margin |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    groups: dict[tuple[str, int, str, str], list[dict[str, Any]]] = {}
    for r in records:
        groups.setdefault((r["game"], r["players"], r["bot"], r["opponent"]), []).append(r)
    order = {g: i for i, g in enumerate(GAMES)}
    pair_order = {p: i for i, p in enumerate(PAIRINGS)}
    for key in sorted(
        groups, key=lambda k: (order.get(k[0], 99), k[1], pair_order.get((k[2], k[3]), 99))
    ):
        rows = groups[key]
        n = len(rows)
        wins = sum(r["result"] for r in rows)
        low, high = wilson(wins, n, z)
        clear = "yes" if low > 0.5 else ("no (below)" if high < 0.5 else "no")
        margin = statistics.fmean(_margin(r) for r in rows)
        lines.append(
            f"| {key[0]} | {key[1]} | {key[2]} | {key[3]} | {n} | {100 * wins / n:.1f} % "
            f"| {100 * low:.1f}-{100 * high:.1f} % | {clear} | {margin:+.1f} |"
        )
    lines += [
        "",
        "| game | bot | decisions | median ms | p95 ms | median CPU ms | p95 CPU ms |",
        "|---|---|---|---|---|---|---|",
    ]
    timing: dict[tuple[str, str], tuple[list[float], list[float]]] = {}
    for r in records:
        for name, t in r["times"].items():
            if not name.startswith("ismcts"):
                continue
            wall, cpu = timing.setdefault((r["game"], name), ([], []))
            wall.extend(t["wall"])
            cpu.extend(t["cpu"])
    for (game, name), (wall, cpu) in sorted(
        timing.items(), key=lambda kv: (order.get(kv[0][0], 99), kv[0][1])
    ):
        lines.append(
            f"| {game} | {name} | {len(wall)} | {statistics.median(wall):.0f} "
            f"| {_percentile(wall, 0.95):.0f} | {statistics.median(cpu):.0f} "
            f"| {_percentile(cpu, 0.95):.0f} |"
        )
    loads = [r["load"] for r in records if "load" in r]
    if loads:
        lines += [
            "",
            f"Load average (1 min) while playing: median {statistics.median(loads):.2f}, "
            f"max {max(loads):.2f}; {len(records)} games.",
        ]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="game id (default: all)")
    parser.add_argument(
        "--pairing", action="append", help="BOT:OPPONENT levels, e.g. normal:heuristic"
    )
    parser.add_argument("--games", type=int, default=40, help="games per pairing")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--mor4", action="store_true", help="also four-player Mor")
    parser.add_argument(
        "--teams", action="store_true", help="Mor only as two partnerships (four players)"
    )
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--report", action="store_true", help="only print the table")
    parser.add_argument(
        "--z",
        type=float,
        default=1.96,
        help="width of the win-rate intervals in standard errors (1.96: 95 %%); a series "
        "planned with several looks uses a wider one at its early looks",
    )
    parser.add_argument(
        "--tune",
        help="experiment: JSON of per-game level changes merged into the games' own tuning, e.g. "
        '\'{"moosehead": {"hard": {"iterations": 3000}}}\' (needs its own --out)',
    )
    args = parser.parse_args()
    if args.tune:
        if args.out == DEFAULT_OUT:
            parser.error("--tune results must not mix with the real ones: give --out")
        retune(json.loads(args.tune))
    games = args.game or list(GAMES)
    pairings = list(PAIRINGS)
    if args.pairing:
        pairings = []
        for text in args.pairing:
            bot, _, opponent = text.partition(":")
            pairings.append((_bot_name(bot), _bot_name(opponent)))
    done = read_results(args.out)
    wanted = list(jobs_for(games, pairings, args.games, args.seed, args.mor4, args.teams))
    if not args.report:
        todo = [j for j in wanted if j.key not in done]
        args.out.parent.mkdir(parents=True, exist_ok=True)
        print(f"{len(wanted) - len(todo)} games already played, {len(todo)} to play", flush=True)
        # One write per record on an O_APPEND descriptor: several runs may share the file.
        out = os.open(args.out, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        with Pool(args.workers) as pool:
            for record in pool.imap_unordered(play, todo):
                os.write(out, (json.dumps(record) + "\n").encode())
                done[record["key"]] = record
                print(
                    f"{record['game']} {record['bot']} v {record['opponent']} "
                    f"#{record['index']}: {record['result']} ({record['seconds']} s)",
                    flush=True,
                )
        os.close(out)
    keys = {j.key for j in wanted}
    print(report([r for k, r in done.items() if k in keys], args.z))


def _bot_name(level: str) -> str:
    return level if level in ("random", "heuristic") else f"ismcts:{level}"


if __name__ == "__main__":
    main()
