"""Turning a game choice (from the command line or the start screen) into a match set-up.

Pure Python: ``cardtable play GAME --players N --seats human,heuristic,... [--demo]`` and the
start screen both end here, so they agree on defaults (one human seat first, heuristic bots
elsewhere; every seat a bot in a demo) and on the seats' names.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardtable.ai.agent import BOT_NAMES
from cardtable.engine.errors import OptionError
from cardtable.engine.info import GameInfo
from cardtable.games import find_game
from cardtable.session.match import Match, SeatSpec

#: Names the bots sit at the table with.
BOT_PERSONAS = (
    "Ada",
    "Basil",
    "Cleo",
    "Dmitri",
    "Esme",
    "Felix",
    "Greta",
    "Hugo",
    "Iris",
    "Jonah",
    "Kaia",
    "Leon",
)

SEAT_KINDS = ("human", *BOT_NAMES)


@dataclass(frozen=True, slots=True)
class GameSetup:
    game: str
    players: int
    seats: tuple[str, ...]  # "human" or a bot name per seat
    options: Mapping[str, Any] = field(default_factory=dict)
    seed: int | None = None

    @property
    def info(self) -> GameInfo:
        return find_game(self.game)

    def seat_specs(self) -> list[SeatSpec]:
        humans = [i for i, s in enumerate(self.seats) if s == "human"]
        specs = []
        bot_no = 0
        for i, kind in enumerate(self.seats):
            if kind == "human":
                name = "You" if len(humans) == 1 else f"Player {humans.index(i) + 1}"
                specs.append(SeatSpec.human(name))
            else:
                specs.append(SeatSpec.robot(kind, BOT_PERSONAS[bot_no % len(BOT_PERSONAS)]))
                bot_no += 1
        return specs

    def build(self) -> Match:
        seed = self.seed if self.seed is not None else random.SystemRandom().randrange(1 << 31)
        return Match(self.game, self.players, dict(self.options), seed, self.seat_specs())


def player_counts(game: str) -> tuple[int, ...]:
    """The player counts ``game`` can be set up for (Mor: 2 or 4 only)."""
    return tuple(find_game(game).player_counts)


def default_players(info: GameInfo) -> int:
    counts = player_counts(info.id)
    return min(counts, key=lambda n: (abs(n - 4), -n))


def setup_from_args(
    game: str,
    players: int = 0,
    seats: str = "",
    demo: bool = False,
    seed: int | None = None,
    options: Sequence[str] = (),
) -> GameSetup:
    """The set-up ``cardtable play`` asks for; bad input raises OptionError with a reason."""
    info = find_game(game)
    listed = [s.strip().lower() for s in seats.split(",") if s.strip()] if seats else []
    for s in listed:
        if s not in SEAT_KINDS and not s.startswith("ismcts"):
            raise OptionError(f"a seat is 'human' or a bot ({', '.join(BOT_NAMES)}), not {s!r}")
    n = players or len(listed) or default_players(info)
    info.check_players(n)
    if len(listed) > n:
        raise OptionError(f"{len(listed)} seats named for {n} players")
    if demo:
        chosen = listed + ["heuristic"] * (n - len(listed))
        chosen = [("heuristic" if s == "human" else s) for s in chosen]
    elif listed:
        chosen = listed + ["heuristic"] * (n - len(listed))
    else:
        chosen = ["human"] + ["heuristic"] * (n - 1)
    parsed: dict[str, str] = {}
    for pair in options:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise OptionError(f"--option wants key=value, not {pair!r}")
        parsed[key.strip()] = value.strip()
    info.resolve_options(parsed)  # complain early about bad options
    return GameSetup(game, n, tuple(chosen), parsed, seed)
