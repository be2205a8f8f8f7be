"""Which registered games the app ships, and which come from distributions of their own.

Every test that loops over games loops over the registry (:data:`cardtable.games.GAMES`), so an
installed plugin game (the tests' own Quick Shed, ``tests/plugin_game/``) is played, saved,
replayed, drawn and read aloud like the five. A few checks are about what this repository
ships rather than about what a game must do, and they loop over :data:`SHIPPED` only:

* a page in ``docs/rules/`` and the fingerprints of its published rule sheet in
  ``tests/fixtures/rules_wording/`` (a plugin documents its rules in its own distribution; one
  whose page is kept in ``docs/rules/`` all the same has it checked like the others);
* its words in the app's catalogues (``cardtable/locale/``); a plugin's words are in its own
  catalogues when it ships them (:data:`TRANSLATED`), and shown in English until it does;
* facts and figures measured for the five games (benchmarks, tuned budgets).

A game is shipped when its entry point belongs to the ``cardtable`` distribution itself.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from importlib.metadata import entry_points
from typing import Final, TypeVar

from cardtable.engine.info import GameInfo
from cardtable.games import GAMES, plugin
from cardtable.games.plugin import ENTRY_POINT_GROUP

V = TypeVar("V")

#: The app's own distribution.
APP: Final = "cardtable"


def _shipped() -> tuple[str, ...]:
    mine = set()
    for point in entry_points(group=ENTRY_POINT_GROUP):
        dist = point.dist
        if dist is not None and dist.name.lower().replace("_", "-") == APP:
            mine.add(point.name)
    return tuple(game for game in GAMES if game in mine)


#: The games the cardtable distribution registers, in the registry's order.
SHIPPED: Final = _shipped()
#: Registered games from distributions of their own (in a test run: Quick Shed).
PLUGGED_IN: Final = tuple(game for game in GAMES if game not in SHIPPED)
#: The games whose words are in a catalogue: the app's own, and plugins that ship their own
#: catalogues (Gin Rummy); their words are checked in every language like the app's.
TRANSLATED: Final = tuple(
    game for game in GAMES if game in SHIPPED or plugin(game).locale is not None
)
#: The tests' own plugin game (``tests/plugin_game/``), installed by ``scripts/bootstrap
#: --test``.
TEST_GAME: Final = "quickshed"


def each_game(chosen: Mapping[str, V], default: Callable[[GameInfo], V]) -> list[tuple[str, V]]:
    """Every registered game with what a test runs it with: ``chosen`` for the games it names
    (their telling player count, a fixed number of decisions...), ``default(info)`` for any
    other, so that a game installed later is tested too."""
    return [(game, chosen[game] if game in chosen else default(GAMES[game])) for game in GAMES]
