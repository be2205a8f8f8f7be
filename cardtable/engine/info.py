"""The static facts of a game: id, title, player range and rule options with their defaults.

A game's :class:`GameInfo` is what lists it (the start screen, ``cardtable games``), so it names
the game's state class by a function that imports it at the first use: a game's info lives in a
module of its own that imports none of its rules. What the states themselves know of the game
(the action codec, the teams) is the state class's :class:`~cardtable.engine.state.GameFacts`.

The options themselves (:class:`OptionSpec`, :data:`OptionValue`) are defined in
:mod:`cardtable.engine.options` and re-exported here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from cardtable.engine.errors import OptionError
from cardtable.engine.options import OptionSpec, OptionValue
from cardtable.i18n import _, ngettext, or_list

if TYPE_CHECKING:
    from cardtable.engine.actions import ActionCodec
    from cardtable.engine.state import GameState

__all__ = ["GameInfo", "OptionSpec", "OptionValue"]


@dataclass(frozen=True, slots=True)
class GameInfo:
    """Everything about a game that does not change while playing it."""

    id: str
    title: str
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...]
    summary: str
    #: The game's state class, imported when it is first asked for (see :attr:`factory`).
    state: Callable[[], type[GameState]] = field(repr=False)
    #: Lower totals win (Mose) instead of higher.
    lower_is_better: bool = False
    #: Unit in which scores are shown ("points", "copper", ...).
    score_unit: str = "points"
    #: The player counts allowed when not every count in the range is (Mor: 2 or 4).
    only_players: tuple[int, ...] = ()

    @property
    def factory(self) -> type[GameState]:
        """The state class, which builds a new state for (number of players, resolved
        options); importing it imports the game's rules."""
        return self.state()

    @property
    def codec(self) -> ActionCodec:
        """Reads the game's action notation (from the state class's facts)."""
        return self.state().info.codec

    @property
    def teams(self) -> Callable[[int], tuple[tuple[int, ...], ...] | None]:
        """Seats grouped into partnerships for a player count, or None when everyone plays
        alone (from the state class's facts)."""
        return self.state().info.teams

    @property
    def player_counts(self) -> tuple[int, ...]:
        """Every number of players the game can be set up for, smallest first."""
        if self.only_players:
            return self.only_players
        return tuple(range(self.min_players, self.max_players + 1))

    def players_text(self, short: bool = False) -> str:
        """How many may play, from :attr:`player_counts`: "2 to 6 players" ("2-6 players" when
        ``short``), "2 or 4 players" where only some counts in the range are allowed."""
        counts = self.player_counts
        if len(counts) > 1 and counts == tuple(range(counts[0], counts[-1] + 1)):
            if short:
                return _("{low}-{high} players").format(low=counts[0], high=counts[-1])
            return _("{low} to {high} players").format(low=counts[0], high=counts[-1])
        return ngettext("{counts} player", "{counts} players", counts[-1]).format(
            counts=or_list([str(n) for n in counts])
        )

    def option(self, name: str) -> OptionSpec:
        for spec in self.options:
            if spec.name == name:
                return spec
        known = ", ".join(s.name for s in self.options) or "none"
        raise OptionError(
            _("{title} has no option {name!r} (options: {known})").format(
                title=self.title, name=name, known=known
            )
        )

    def resolve_options(self, given: Mapping[str, Any] | None = None) -> dict[str, OptionValue]:
        """All options with defaults filled in; unknown names or bad values raise OptionError."""
        given = dict(given or {})
        resolved = {spec.name: spec.default for spec in self.options}
        for name, value in given.items():
            resolved[name] = self.option(name).coerce(value)
        return resolved

    def check_players(self, num_players: int) -> None:
        if num_players in self.player_counts:
            return
        if self.only_players or self.min_players == self.max_players:
            counts = or_list([str(n) for n in self.player_counts])
            raise OptionError(
                _("{title} is for {counts} players, not {num_players}").format(
                    title=self.title, counts=counts, num_players=num_players
                )
            )
        raise OptionError(
            _("{title} is for {min_players} to {max_players} players, not {num_players}").format(
                title=self.title,
                min_players=self.min_players,
                max_players=self.max_players,
                num_players=num_players,
            )
        )

    def new_game(self, num_players: int, options: Mapping[str, Any] | None = None) -> GameState:
        self.check_players(num_players)
        return self.factory(num_players, self.resolve_options(options))

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": self.title,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "player_counts": list(self.player_counts),
            "summary": self.summary,
            "lower_is_better": self.lower_is_better,
            "score_unit": self.score_unit,
            "options": [
                {
                    "name": o.name,
                    "label": o.label,
                    "default": o.default,
                    "choices": list(o.choices),
                    "help": o.help,
                }
                for o in self.options
            ],
        }
