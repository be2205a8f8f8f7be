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
    #: Moves played in a rollout (after the candidate move) before an unfinished round is judged.
    horizon: int
    #: Chance that a simulated move follows the heuristic bot rather than a random move.
    heuristic_share: float
    #: Share of the iterations spent on an out-of-turn claim.
    claim_share: float = 0.5
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
    #: Whether hidden cards are sampled in proportion to how well they fit the other players'
    #: public actions (:mod:`~cardtable.ai.inference`; games without a model sample uniformly).
    infer: bool = False
    #: Whether the simulated moves follow the heuristic's cheaper variant where the game has one
    #: (Mose: a pile holding three cards that could not be laid at once is left unweighed). Off
    #: at every level: faster, but not shown to play as well (docs/ai.md).
    quick_rollout: bool = False
    #: Whether the simulated seats' play steps and claims are remembered by what they depend on
    #: (Mose; see :class:`~cardtable.ai.playout.Playout`): a pure speed-up, which pays only where
    #: each sampled world is played for three moves or more (docs/ai.md).
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
#: benchmarks/ai_strength.py and benchmarks/mose_positions.py; docs/ai.md gives the reasons and
#: the measurements. In short: each game's normal budget is what a quiet machine searches in
#: about 0.4 s at p95 (benchmarks/decision_times.py), so normal answers within half a second;
#: where playouts are slow (Moco!, Mor) easy and normal stop at small fixed budgets so the
#: levels stay apart; Moxie's normal reads hands from the bets, without which a search plays
#: no better than the heuristic; Moosehead's hard and Mose's normal and hard play their worlds
#: out without random moves; a Mose search sets the heuristic's choice against the next one or
#: two it ranks, as rummy move lists are too long for a few hundred playouts.
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
