"""The ISMCTS bot's levels: how much each one searches, and the per-game tuning on top.

:func:`level_for` gives the :class:`Level` that ``ismcts:LEVEL`` plays a game with: one of
:data:`LEVELS` with that game's changes applied (its plugin's
:class:`~cardtable.games.plugin.BotTuning`, written with the game's search in
``games/<game>/plugin.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from cardtable.engine.errors import OptionError
from cardtable.games import registered
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

#: Level changes tried in this process only (the benchmarks' ``--tune``), on top of each game's
#: own (its plugin's :class:`~cardtable.games.plugin.BotTuning`).
EXPERIMENTS: Final[dict[str, dict[str, dict[str, float | int | bool]]]] = {}


def retune(changes: dict[str, dict[str, dict[str, float | int | bool]]]) -> None:
    """Merge experimental per-game level changes into :data:`EXPERIMENTS` for this process (the
    benchmarks' ``--tune``), e.g. ``{game_id: {"hard": {"infer": False}}}``."""
    for game_id, levels in changes.items():
        for name, fields in levels.items():
            EXPERIMENTS.setdefault(game_id, {}).setdefault(name, {}).update(fields)


def tuning(game_id: str, name: str) -> dict[str, float | int | bool]:
    """The fields ``game_id`` changes in level ``name``: the game's own, then this process's
    experiments."""
    found = registered(game_id)
    changes = dict(found.bots.levels.get(name, {})) if found is not None else {}
    changes.update(EXPERIMENTS.get(game_id, {}).get(name, {}))
    return changes


def level_for(game_id: str, name: str) -> Level:
    try:
        base = LEVELS[name]
    except KeyError:
        raise OptionError(
            _("there is no ISMCTS level {name!r} (levels: {items})").format(
                name=name, items=", ".join(LEVELS)
            )
        ) from None
    changes = tuning(game_id, name)
    return replace(base, **changes) if changes else base  # type: ignore[arg-type]
