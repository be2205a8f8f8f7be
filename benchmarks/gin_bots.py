"""Gin Rummy's bots against OpenSpiel's, one hand at a time.

Each hand is dealt once and played in both games at once (``cardtable_gin_rummy.referee``):
our bot moves in Card Table and its move is applied in OpenSpiel; OpenSpiel's bot moves in
OpenSpiel and its move is applied here. Seats swap every hand, so each deal is played from each
seat by each bot over a pair of hands. The sample size is fixed before the first hand
(``--hands``); the result is the mean points per hand of our bot (a hand's score as OpenSpiel
returns it, the same as ours) and its share of the scored hands, each with a 95 % interval.

Our side is any bot of the catalogue (``--ours heuristic``, ``ismcts:normal``, ``ismcts:hard``);
OpenSpiel's is its simple gin rummy bot (``--theirs simple``) or its C++ IS-MCTS bot with random
rollouts (``--theirs ismcts``), which is given per move the wall time our bot has spent on
average on each decision it searched so far in the run (``--spiel-seconds`` fixes it instead;
the first move uses it too). Both time figures are printed, so the match can be read as one of
equal thinking time. ::

    python benchmarks/gin_bots.py [--hands 2000] [--seed 58] [--ours heuristic]
                                  [--theirs simple|ismcts] [--spiel-seconds 0.5]

Needs the plugin and the ``referee`` extra (``pip install -e 'plugins/gin_rummy[referee]'``).
Results: docs/ai.md.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from typing import Any

import pyspiel
from cardtable_gin_rummy import referee

from cardtable.ai.agent import make_agent
from cardtable.engine.common_actions import Draw

#: IS-MCTS exploration constant and its rollouts (OpenSpiel's defaults for its examples).
UCT_C = 2.0
ROLLOUTS = 1


class Clock:
    """Wall time spent by each side on the decisions that had a choice."""

    def __init__(self, start: float) -> None:
        self.ours: list[float] = []
        self.theirs: list[float] = []
        self.start = start

    def our_mean(self) -> float:
        return sum(self.ours) / len(self.ours) if self.ours else self.start


def spiel_bot(game: Any, kind: str, seed: int, seconds: float) -> Any:
    if kind == "simple":
        return None
    evaluator = pyspiel.RandomRolloutEvaluator(ROLLOUTS, seed)
    return pyspiel.ISMCTSBot(
        seed,
        evaluator,
        UCT_C,
        10**9,  # no simulation cap: the wall time ends each search
        -1,
        pyspiel.ISMCTSFinalPolicyType.MAX_VISIT_COUNT,
        False,
        False,
        seconds,
    )


def play(
    hands: int, seed: int, ours_name: str, theirs: str, seconds: float, fixed: bool
) -> dict[str, Any]:
    game = pyspiel.load_game("gin_rummy")
    rng = random.Random(seed)
    ours = make_agent(ours_name, "gin_rummy")
    clock = Clock(seconds)
    points: list[float] = []
    order = referee.random_order(rng)
    for h in range(hands):
        if h % 2 == 0:
            order = referee.random_order(rng)  # each deal twice, once from each seat
        me = h % 2
        mine = referee.new_hand(order)
        spiel = referee.spiel_hand(game, order)
        simple = pyspiel.make_simple_gin_rummy_bot(game.get_parameters(), 1 - me)
        while not spiel.is_terminal():
            # Both games' moves: OpenSpiel now and then refuses a knock our rules allow (see the
            # differential test), and the hand must go on in both.
            allowed = set(spiel.legal_actions())
            legal = [a for a in mine.legal_actions() if referee.to_spiel(a) in allowed]
            began = time.perf_counter()
            if spiel.current_player() == me:
                action = ours.choose(mine.observation(me), legal, rng)
                move = referee.to_spiel(action)
                if len(legal) > 1:
                    clock.ours.append(time.perf_counter() - began)
            else:
                if theirs == "simple":
                    move = simple.step(spiel)
                else:
                    budget = seconds if fixed else clock.our_mean()
                    bot = spiel_bot(game, theirs, rng.randrange(2**31), budget)
                    move = bot.step(spiel)
                if len(allowed) > 1:
                    clock.theirs.append(time.perf_counter() - began)
                action = referee.from_spiel(move, legal)
            spiel.apply_action(move)
            if isinstance(action, Draw):
                spiel.apply_action(referee.number(mine.zones["stock"][0]))
            mine.apply(action)
        points.append(spiel.returns()[me])
        if (h + 1) % 20 == 0:
            print(f"  {h + 1} hands: {sum(points) / len(points):+.2f} a hand", flush=True)
    return summary(points, clock)


def summary(points: list[float], clock: Clock) -> dict[str, Any]:
    n = len(points)
    mean = sum(points) / n
    sd = math.sqrt(sum((p - mean) ** 2 for p in points) / (n - 1))
    # A deal is played twice, once from each seat: the mean of the pair cancels most of the
    # cards' luck, so the interval over deals is the tighter honest one.
    pairs = [(points[i] + points[i + 1]) / 2 for i in range(0, n - 1, 2)]
    pmean = sum(pairs) / len(pairs)
    psd = math.sqrt(sum((p - pmean) ** 2 for p in pairs) / max(1, len(pairs) - 1))
    scored = [p for p in points if p != 0]
    share = sum(p > 0 for p in scored) / len(scored)

    def p95(times: list[float]) -> float:
        return sorted(times)[int(0.95 * (len(times) - 1))] if times else 0.0

    return {
        "hands": n,
        "mean": mean,
        "mean_95": 1.96 * sd / math.sqrt(n),
        "paired_95": 1.96 * psd / math.sqrt(len(pairs)),
        "scored": len(scored),
        "won_share": share,
        "won_95": 1.96 * math.sqrt(share * (1 - share) / len(scored)),
        "ours_mean": sum(clock.ours) / max(1, len(clock.ours)),
        "ours_p95": p95(clock.ours),
        "theirs_mean": sum(clock.theirs) / max(1, len(clock.theirs)),
        "theirs_p95": p95(clock.theirs),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000, help="an even number")
    parser.add_argument("--seed", type=int, default=58)
    parser.add_argument("--ours", default="heuristic", help="a bot of the catalogue")
    parser.add_argument("--theirs", choices=("simple", "ismcts"), default="simple")
    parser.add_argument(
        "--spiel-seconds",
        type=float,
        default=0.0,
        help="IS-MCTS time a move (default: our bot's mean so far; 0.5 s before its first)",
    )
    args = parser.parse_args(argv)
    fixed = args.spiel_seconds > 0
    seconds = args.spiel_seconds if fixed else 0.5
    start = time.process_time()
    r = play(args.hands, args.seed, args.ours, args.theirs, seconds, fixed)
    names = {"simple": "OpenSpiel's simple bot", "ismcts": "OpenSpiel's IS-MCTS bot"}
    print(
        f"{args.ours} vs {names[args.theirs]}, {r['hands']} hands: "
        f"{r['mean']:+.2f} ± {r['mean_95']:.2f} points a hand "
        f"(± {r['paired_95']:.2f} paired by deal); "
        f"won {100 * r['won_share']:.1f} % ± {100 * r['won_95']:.1f} of {r['scored']} scored "
        f"hands ({time.process_time() - start:.0f} s of CPU)\n"
        f"time a decision with a choice: ours {r['ours_mean']:.3f} s (p95 {r['ours_p95']:.3f}), "
        f"theirs {r['theirs_mean']:.3f} s (p95 {r['theirs_p95']:.3f})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
