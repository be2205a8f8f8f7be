"""The ISMCTS bot's levels: how much each one searches, and the per-game tuning on top.

:func:`level_for` gives the :class:`Level` that ``ismcts:LEVEL`` plays a game with: one of
:data:`LEVELS` with that game's changes from :data:`TUNING` applied.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from cardtable.engine.errors import OptionError
from cardtable.i18n import _


@dataclass(frozen=True, slots=True)
class Level:
    """How hard one level searches."""

    name: str
    iterations: int
    #: Safety ceiling in seconds; normally the iteration budget ends the search first.
    max_seconds: float
    #: Moves played in a rollout (after the tree) before an unfinished round is judged.
    horizon: int
    #: Chance that a simulated move follows the heuristic bot rather than a random move.
    heuristic_share: float
    exploration: float = 0.7
    #: Progressive widening below the root: a node of the bot's considers
    #: ceil(widening * visits ** 0.5) moves, the heuristic's first (0: all at once).
    widening: float = 0.5
    #: Share of the iterations spent on an out-of-turn claim.
    claim_share: float = 0.5
    #: How the root move is chosen: "halving" (sequential halving over sampled worlds shared by
    #: all candidates) or "ucb" (plain ISMCTS).
    root: str = "halving"
    #: Another root move replaces the heuristic's favourite only if it beats it by ``margin``
    #: plus ``confidence`` standard errors, paired over fresh sampled worlds that played no part
    #: in choosing it (``verify_share`` of the budget): the best of many noisy candidates looks
    #: better than it is on the worlds that picked it.
    margin: float = 0.0
    confidence: float = 1.0
    verify_share: float = 0.3
    #: With at most this many challengers the favourite plays in every round instead and the
    #: comparison uses all the worlds (the bias is small, the extra worlds count for more).
    check_above: int = 3
    #: Root moves compared at most (0: all), in the order the game's heuristic ranks them where
    #: it can (its favourite first): fewer candidates get more sampled worlds each.
    top: int = 0
    #: Whether the bot's own later moves grow a tree (UCB) or follow the heuristic.
    tree_below: bool = False
    #: Whether hidden cards are sampled in proportion to how well they fit the other players'
    #: public actions (:mod:`~cardtable.ai.inference`; games without a model sample uniformly).
    infer: bool = False
    #: Whether the simulated moves follow the heuristic's cheaper variant where the game has one
    #: (Mose: a pile holding three cards that could not be laid at once is left unweighed). Off:
    #: it makes Mose playouts about a fifth faster, but on a fixed suite of 258 decisions judged
    #: from the true cards (benchmarks/mose_positions.py, 30 worlds a move) normal with it lost
    #: 0.16 round points a decision against normal without it (-0.38 to +0.06): not shown to
    #: play as well. An experiment: --tune '{"mose": {"normal": {"quick_rollout": true}}}'.
    quick_rollout: bool = False
    #: Whether the simulated seats' play steps and claims are remembered by what they depend on
    #: (Mose; see :class:`~cardtable.ai.playout.Playout`): a pure speed-up, which pays where each
    #: sampled world is played for three moves or more (hard: about half the steps are met
    #: again, playouts about a tenth faster); with two (normal) about a quarter are, and the
    #: keys cost as much as they save.
    remember: bool = False


LEVELS: Final = {
    "easy": Level("easy", iterations=150, max_seconds=0.4, horizon=40, heuristic_share=0.85),
    "normal": Level("normal", iterations=500, max_seconds=0.45, horizon=60, heuristic_share=0.9),
    "hard": Level(
        "hard", iterations=1500, max_seconds=2.5, horizon=80, heuristic_share=0.9, infer=True
    ),
    # A tiny budget for tests (not offered in menus).
    "test": Level(
        "test", iterations=24, max_seconds=5.0, horizon=12, heuristic_share=0.8, infer=True
    ),
}

#: Per-game adjustments of the levels (fields of Level to replace), tuned with
#: benchmarks/ai_strength.py. Moxie is all hidden cards and betting: without reading hands from
#: the bets a search plays no better than the heuristic, so normal reads them too, over a small
#: budget (against the heuristic 15 of 20; hard against it 15 of 20, where with a third of
#: hard's budget it had won 52 % of 30). A Moosehead
#: decision takes a few milliseconds of search, so hard spends its time on more sampled worlds
#: and plays them out without random moves (against normal: 181 of 300 games; 20 of 40 as the
#: plain hard). A Moco! playout is slow (a few milliseconds) and a few hundred worlds already
#: beat the heuristic by far, so easy and normal stop at fixed, smaller budgets there: the three
#: levels stay apart for a player, and normal answers in about half a second (hard against
#: normal: 55 of 80). A Mor playout takes 20-30 ms, so there every level used to stop at its time
#: ceiling (normal about 40 worlds, hard about 120) and hard won 4 of 6; with easy and normal at
#: small fixed budgets normal still beats the heuristic (8 of 8) and hard beats normal (8 of 8).
#: A Mose search gets only a few hundred playouts (rummy move lists are long) and the heuristic
#: is already good, so the search sets the heuristic's own choice against one alternative only:
#: for a play, keeping it back and discarding instead (any-time plays make a card held for a
#: meld a way out at any moment); for a discard, the next best discard; for a pile take, a
#: blind draw; out of turn, letting the moment pass. A blind draw is not questioned: judged
#: against the true cards (benchmarks/mose_decisions.py), the search's pile takes against it
#: lost points, while its refusals of the heuristic's pile takes won them. Hard weighs a third
#: move, the next one the heuristic ranks (for a meld, most often another meld to lay), and
#: plays its worlds out without random moves: on a fixed suite of 448 decisions judged from
#: the true cards (benchmarks/mose_positions.py) that gained +0.14 round points a decision
#: over normal (+0.00 to +0.28), where the plain hard, with three times normal's worlds, had
#: lost 0.08. Normal plays its worlds out without random moves too: on 258 such decisions
#: (issue 39) that gained +0.14 round points a decision over the same budget with them (-0.02
#: to +0.31), and its playouts run about a tenth faster. See the README.
#: Decision times (issue 39): normal answers within half a second at p95 in every game. Its
#: ceiling is 0.45 s, and each game's budget is what a quiet machine searches in at most about
#: 0.4 s at p95 (benchmarks/decision_times.py; Moosehead 500 iterations, Mose 180, Moco! 40,
#: Mor 10, Moxie 150: raised once the playouts got faster), so the ceiling binds only on a busy
#: machine. Hard keeps its 2.5 s and spends the faster playouts on more sampled worlds: Moco!
#: and Mor search to the ceiling, Moxie to 2500 iterations. Mose's hard stops at its iteration
#: budget first (about 1.7 s a decision from source, 1.2 s with the desktop bundle's compiled
#: modules: docs/benchmarks.md); more worlds alone did not make it stronger (above).
TUNING: Final[dict[str, dict[str, dict[str, float | int | bool]]]] = {
    "moco": {"easy": {"iterations": 40}, "normal": {"iterations": 40}},
    "mor": {"easy": {"iterations": 4}, "normal": {"iterations": 10}},
    "moxie": {"normal": {"infer": True, "iterations": 150}, "hard": {"iterations": 2500}},
    "moosehead": {
        "normal": {"iterations": 500},
        "hard": {"heuristic_share": 1.0, "iterations": 4000},
    },
    "mose": {
        "easy": {"top": 2},
        "normal": {"top": 2, "iterations": 180, "heuristic_share": 1.0},
        "hard": {"top": 3, "heuristic_share": 1.0, "remember": True},
    },
}


def retune(changes: dict[str, dict[str, dict[str, float | int | bool]]]) -> None:
    """Merge experimental per-game level changes into :data:`TUNING` for this process (the
    benchmarks' ``--tune``), e.g. ``{"mose": {"hard": {"infer": False}}}``."""
    for game_id, levels in changes.items():
        for name, fields in levels.items():
            TUNING.setdefault(game_id, {}).setdefault(name, {}).update(fields)


def level_for(game_id: str, name: str) -> Level:
    try:
        base = LEVELS[name]
    except KeyError:
        raise OptionError(
            _("there is no ISMCTS level {name!r} (levels: {items})").format(
                name=name, items=", ".join(LEVELS)
            )
        ) from None
    changes = TUNING.get(game_id, {}).get(name)
    return replace(base, **changes) if changes else base  # type: ignore[arg-type]
