"""Gin Rummy's heuristic bot against OpenSpiel's simple gin rummy bot, one hand at a time.

Each hand is dealt once and played in both games at once (``cardtable_gin_rummy.referee``):
our bot moves in Card Table and its move is applied in OpenSpiel; OpenSpiel's
``make_simple_gin_rummy_bot`` moves in OpenSpiel and its move is applied here. Seats swap every
hand, so each deal is played from each seat by each bot over a pair of hands. The sample size is
fixed before the first hand (``--hands``); the result is the mean points per hand of our bot (a
hand's score as OpenSpiel returns it, the same as ours) and its share of the scored hands, each
with a 95 % interval. ::

    python benchmarks/gin_bots.py [--hands 2000] [--seed 58]

Needs the plugin and the ``referee`` extra (``pip install -e 'plugins/gin_rummy[referee]'``).
Results: docs/ai.md.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time

import pyspiel
from cardtable_gin_rummy import referee
from cardtable_gin_rummy.heuristic import HeuristicAgent

from cardtable.engine.common_actions import Draw


def play(hands: int, seed: int) -> dict[str, float]:
    game = pyspiel.load_game("gin_rummy")
    rng = random.Random(seed)
    ours = HeuristicAgent()
    points: list[float] = []
    order = referee.random_order(rng)
    for h in range(hands):
        if h % 2 == 0:
            order = referee.random_order(rng)  # each deal twice, once from each seat
        me = h % 2
        mine = referee.new_hand(order)
        theirs = referee.spiel_hand(game, order)
        bot = pyspiel.make_simple_gin_rummy_bot(game.get_parameters(), 1 - me)
        while not theirs.is_terminal():
            # Both games' moves: OpenSpiel now and then refuses a knock our rules allow (see the
            # differential test), and the hand must go on in both.
            allowed = set(theirs.legal_actions())
            legal = [a for a in mine.legal_actions() if referee.to_spiel(a) in allowed]
            if theirs.current_player() == me:
                action = ours.choose(mine.observation(me), legal, rng)
                move = referee.to_spiel(action)
            else:
                move = bot.step(theirs)
                action = referee.from_spiel(move, legal)
            theirs.apply_action(move)
            if isinstance(action, Draw):
                theirs.apply_action(referee.number(mine.zones["stock"][0]))
            mine.apply(action)
        points.append(theirs.returns()[me])
    n = len(points)
    mean = sum(points) / n
    sd = math.sqrt(sum((p - mean) ** 2 for p in points) / (n - 1))
    scored = [p for p in points if p != 0]
    share = sum(p > 0 for p in scored) / len(scored)
    return {
        "hands": n,
        "mean": mean,
        "mean_95": 1.96 * sd / math.sqrt(n),
        "scored": len(scored),
        "won_share": share,
        "won_95": 1.96 * math.sqrt(share * (1 - share) / len(scored)),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=58)
    args = parser.parse_args(argv)
    start = time.process_time()
    r = play(args.hands, args.seed)
    print(
        f"heuristic vs OpenSpiel's simple bot, {r['hands']} hands: "
        f"{r['mean']:+.2f} ± {r['mean_95']:.2f} points a hand; "
        f"won {100 * r['won_share']:.1f} % ± {100 * r['won_95']:.1f} of {r['scored']} scored "
        f"hands ({time.process_time() - start:.0f} s of CPU)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
