"""A match: one game being played, its seats, its seeded randomness and its action log.

The match owns the game state. It resolves chance steps with random numbers derived from its
seed (one fresh generator per chance step, named by the seed and the step number, so a saved
match continues exactly as the original would have), records every applied action, and saves to
a versioned JSON document holding the game id, options, seed, seats and actions (and, once a
hint has been shown, ``"assisted": true``; saves without it load as unassisted).
"""

from __future__ import annotations

import enum
import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from cardtable.engine.actions import Action
from cardtable.engine.errors import CardTableError, OptionError, SaveFormatError
from cardtable.engine.events import Event
from cardtable.engine.info import GameInfo, OptionValue
from cardtable.engine.observation import Observation
from cardtable.engine.state import CHANCE, GameState
from cardtable.engine.zones import Seat
from cardtable.games import find_game
from cardtable.i18n import _

SAVE_FORMAT: Final = "cardtable-save"
SAVE_VERSION: Final = 1


class SeatKind(enum.Enum):
    HUMAN = "human"
    BOT = "bot"


@dataclass(frozen=True, slots=True)
class SeatSpec:
    """Who plays a seat: a human or a bot (``bot`` names the agent, e.g. "heuristic")."""

    kind: SeatKind
    name: str
    bot: str = ""

    @classmethod
    def human(cls, name: str) -> SeatSpec:
        return cls(SeatKind.HUMAN, name)

    @classmethod
    def robot(cls, bot: str, name: str = "") -> SeatSpec:
        return cls(SeatKind.BOT, name or bot.title(), bot)

    @property
    def is_bot(self) -> bool:
        return self.kind is SeatKind.BOT

    def to_json(self) -> dict[str, str]:
        return {"kind": self.kind.value, "name": self.name, "bot": self.bot}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SeatSpec:
        try:
            return cls(SeatKind(data["kind"]), str(data["name"]), str(data.get("bot", "")))
        except (KeyError, ValueError, TypeError) as exc:
            raise SaveFormatError(
                _("a seat in the save is not readable: {data!r}").format(data=data)
            ) from exc


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One applied action: who took it (or -1 for chance), the action and its events."""

    seat: Seat
    action: Action
    events: tuple[Event, ...] = field(repr=False)


def step_rng(seed: int, purpose: str, step: int) -> random.Random:
    """A generator for one step of a match, the same every time for the same seed and step."""
    return random.Random(f"{seed}:{purpose}:{step}")


class Match:
    """One game in progress with its seats, seed and log."""

    def __init__(
        self,
        game: str | GameInfo,
        num_players: int,
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
        seats: Sequence[SeatSpec] | None = None,
    ) -> None:
        self.info = find_game(game) if isinstance(game, str) else game
        self.info.check_players(num_players)
        if not 0 <= seed < 2**63:
            raise OptionError(
                _("a seed is a whole number from 0 to 2**63 - 1, not {seed}").format(seed=seed)
            )
        self.options: dict[str, OptionValue] = self.info.resolve_options(options)
        self.seed = seed
        self.num_players = num_players
        if seats is None:
            seats = [
                SeatSpec.human(_("Player {number}").format(number=i + 1))
                for i in range(num_players)
            ]
        if len(seats) != num_players:
            raise OptionError(
                _("{count} seats given for {num_players} players").format(
                    count=len(seats), num_players=num_players
                )
            )
        self.seats: list[SeatSpec] = list(seats)
        self.state: GameState = self.info.factory(num_players, self.options)
        self.log: list[LogEntry] = []
        #: A hint was shown to a player during this game (the coach): saved with the game and
        #: counted apart in the statistics. Set by whoever shows the hint; never unset.
        self.assisted = False

    # --- playing ---------------------------------------------------------------------------------

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def is_over(self) -> bool:
        return self.state.is_terminal()

    def resolve_chance(self) -> list[Event]:
        """Apply chance outcomes until a seat must act (or the game ends)."""
        events: list[Event] = []
        while self.state.current_player == CHANCE:
            rng = step_rng(self.seed, "chance", len(self.log))
            action = self.state.sample_chance(rng)
            events.extend(self._record(CHANCE, action))
        return events

    def apply(self, action: Action, seat: Seat | None = None, chance: bool = True) -> list[Event]:
        """Apply a seat's action (IllegalActionError says why not) and any chance after it
        (with ``chance`` off, the chance steps wait for :meth:`resolve_chance`: a table pausing
        at the end of a round deals the next one when its players are ready)."""
        seat = self.state.resolve_seat(seat)
        events = self._record(seat, action)
        if chance:
            events.extend(self.resolve_chance())
        return events

    def _record(self, seat: Seat, action: Action) -> list[Event]:
        events = self.state.apply(action, seat)
        self.log.append(LogEntry(seat, action, tuple(events)))
        return events

    def observation(self, seat: Seat | None) -> Observation:
        return self.state.observation(seat)

    def bot_rng(self, seat: Seat) -> random.Random:
        """The generator a bot uses for its next decision (reproducible across save and load)."""
        return step_rng(self.seed, f"bot{seat}", len(self.log))

    def claim_order(self, after: Seat) -> Iterator[Seat]:
        """Seats in the fixed order that out-of-turn claims are offered in after ``after`` acts."""
        n = self.num_players
        start = after if after >= 0 else n - 1
        return ((start + k) % n for k in range(1, n + 1))

    def redacted_log(self, viewer: Seat | None) -> list[tuple[Seat, tuple[Event, ...]]]:
        """The move log as ``viewer`` may see it: events with hidden cards blanked."""
        return [(e.seat, tuple(ev.redact(viewer) for ev in e.events)) for e in self.log]

    # --- saving ----------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.info.id,
            "players": self.num_players,
            "options": dict(self.options),
            "seed": self.seed,
            "seats": [s.to_json() for s in self.seats],
            "actions": [[e.seat, e.action.notation] for e in self.log],
            # Written only when true, so saves without hints stay as older versions wrote them.
            **({"assisted": True} if self.assisted else {}),
        }

    @classmethod
    def from_json(cls, data: Any) -> Match:
        """Rebuild a match by replaying a save. Any problem raises SaveFormatError with a reason."""
        if not isinstance(data, dict):
            raise SaveFormatError(_("the save is not a JSON object"))
        if data.get("format") != SAVE_FORMAT:
            raise SaveFormatError(_("this file is not a Card Table save"))
        version = data.get("version")
        if not isinstance(version, int):
            raise SaveFormatError(_("the save has no version number"))
        if version > SAVE_VERSION:
            raise SaveFormatError(
                _(
                    "the save comes from a newer Card Table (save version {version}; this one "
                    "reads up to {SAVE_VERSION})"
                ).format(version=version, SAVE_VERSION=SAVE_VERSION)
            )
        try:
            seats = [SeatSpec.from_json(s) for s in data["seats"]]
            match = cls(
                str(data["game"]),
                int(data["players"]),
                data.get("options") or {},
                int(data["seed"]),
                seats,
            )
            match.assisted = data.get("assisted", False) is True
            entries = data["actions"]
            if not isinstance(entries, list):
                raise SaveFormatError(_("the save's action list is not a list"))
            codec = match.info.codec
            for index, entry in enumerate(entries):
                if not (isinstance(entry, (list, tuple)) and len(entry) == 2):
                    raise SaveFormatError(
                        _("action {number} in the save is not [seat, action]").format(
                            number=index + 1
                        )
                    )
                seat, text = int(entry[0]), str(entry[1])
                try:
                    match._record(seat, codec.parse(text))
                except CardTableError as exc:
                    raise SaveFormatError(
                        _("action {number} ({text!r}) cannot be replayed: {exc}").format(
                            number=index + 1, text=text[:40], exc=exc
                        )
                    ) from exc
        except SaveFormatError:
            raise
        except (CardTableError, KeyError, TypeError, ValueError) as exc:
            raise SaveFormatError(_("the save is damaged: {exc}").format(exc=exc)) from exc
        return match
