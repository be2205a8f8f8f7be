"""The registry of games, found as plugins (see :mod:`cardtable.games.plugin`).

Every distribution that names a :class:`~cardtable.games.plugin.GamePlugin` under the entry
point group ``cardtable.games`` adds a game; the five games of this package register the same
way (``pyproject.toml``). :data:`GAMES` maps a game id to its
:class:`~cardtable.engine.info.GameInfo`, :func:`plugin` gives the whole description. The
entry points are read at the first use, not at import.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator, Mapping
from importlib.metadata import entry_points

from cardtable.engine.cards import register_family
from cardtable.engine.errors import OptionError
from cardtable.engine.info import GameInfo
from cardtable.games.plugin import ENTRY_POINT_GROUP, GamePlugin
from cardtable.i18n import _, add_domain

__all__ = ["GAMES", "GamePlugin", "find_game", "plugin", "plugins", "registered"]

_found: dict[str, GamePlugin] = {}


def _skipped(name: str, where: str, why: str) -> None:
    """Say on standard error, once, that an installed game is left out, and why."""
    print(f"cardtable: the game {name!r} ({where}) is left out: {why}", file=sys.stderr)


def _discover() -> dict[str, GamePlugin]:
    """The registered plugins by game id, in their order (then by title)."""
    if not _found:
        loaded: dict[str, GamePlugin] = {}
        for point in entry_points(group=ENTRY_POINT_GROUP):
            if point.name in loaded:
                continue  # the same game installed twice: the first one found plays
            try:
                found = point.load()
            except Exception as exc:  # a broken plugin must not keep the app from starting
                _skipped(point.name, point.value, f"it does not load ({type(exc).__name__}: {exc})")
                continue
            if not isinstance(found, GamePlugin) or found.info.id != point.name:
                _skipped(point.name, point.value, f"it is not the GamePlugin of {point.name!r}")
                continue
            for family in found.cards:
                register_family(family)  # its cards' codes read wherever the game is known
            if found.locale is not None:
                add_domain(found.domain, found.locale)  # its own words, behind the app's
            loaded[point.name] = found
        for found in sorted(loaded.values(), key=lambda p: (p.order, p.info.title)):
            _found[found.id] = found
    return _found


def plugins() -> tuple[GamePlugin, ...]:
    """Every registered game's plugin."""
    return tuple(_discover().values())


def plugin(game_id: str) -> GamePlugin:
    """The plugin of the game called ``game_id``; an unknown id raises OptionError."""
    try:
        return _discover()[game_id]
    except KeyError:
        known = ", ".join(sorted(_discover()))
        raise OptionError(
            _("there is no game {game_id!r} (games: {known})").format(game_id=game_id, known=known)
        ) from None


def registered(game_id: str) -> GamePlugin | None:
    """The plugin of the game called ``game_id``, or None when no such game is installed (a
    save or a network table of a game this installation lacks)."""
    return _discover().get(game_id)


def find_game(game_id: str) -> GameInfo:
    """The game called ``game_id``; an unknown id raises OptionError listing the known ones."""
    return plugin(game_id).info


class _Games(Mapping[str, GameInfo]):
    """Game id -> GameInfo of every registered game, read from the plugins at the first use."""

    def __getitem__(self, game_id: str) -> GameInfo:
        return _discover()[game_id].info

    def __iter__(self) -> Iterator[str]:
        return iter(_discover())

    def __len__(self) -> int:
        return len(_discover())

    def __repr__(self) -> str:
        return f"GAMES({', '.join(self)})"


GAMES: Mapping[str, GameInfo] = _Games()
