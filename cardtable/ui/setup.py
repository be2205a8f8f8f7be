"""Turning a game choice (from the command line or the start screen) into a match set-up.

Pure Python: ``cardtable play GAME --players N --seats human,heuristic,... [--demo]`` and the
start screen both end here, so they agree on defaults (one human seat first, the catalogue's
default bot elsewhere; every seat a bot in a demo) and on the seats' names. The bots a seat may
be given, and what each is, come from the bot catalogue (:mod:`cardtable.ai.levels`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardtable.ai.levels import DEFAULT_BOT, bot_names, describe, find_bot, is_bot, offered
from cardtable.engine.errors import OptionError
from cardtable.engine.events import YOU
from cardtable.engine.info import GameInfo
from cardtable.games import find_game
from cardtable.i18n import N_, _, ngettext
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

#: A person's seat, as the set-up names it.
HUMAN = "human"
#: How the new-game form offers a person's seat, and what it means.
HUMAN_LABEL = N_("Human")
HUMAN_MEANING = N_(
    "A person at this screen. With several people, each hand stays hidden until its "
    "player takes the seat."
)


def seat_choices() -> tuple[tuple[str, str], ...]:
    """Every seat kind the new-game form offers, with how it is shown (a catalogue message): a
    person, then the bots the catalogue offers (:mod:`cardtable.ai.levels`)."""
    return ((HUMAN, HUMAN_LABEL), *((bot.name, bot.label) for bot in offered()))


def seat_meaning(kind: str, game_id: str) -> str:
    """What a seat kind is in ``game_id``, for the player choosing (translated; "" for a kind
    that is neither a person nor a bot)."""
    if kind == HUMAN:
        return _(HUMAN_MEANING)
    return describe(find_bot(kind), game_id) if is_bot(kind) else ""


def is_seat_kind(kind: str) -> bool:
    return kind == HUMAN or is_bot(kind)


@dataclass(frozen=True, slots=True)
class GameSetup:
    game: str
    players: int
    seats: tuple[str, ...]  # "human" or a bot name per seat
    options: Mapping[str, Any] = field(default_factory=dict)
    seed: int | None = None
    #: A name per seat ("" or missing: the default name for that seat).
    names: tuple[str, ...] = ()

    @property
    def info(self) -> GameInfo:
        return find_game(self.game)

    def default_names(self) -> list[str]:
        """The names seats get when none is given: "You" for a lone human, "Player 1"... for
        several, and a persona for each bot."""
        return default_names(self.seats)

    def seat_specs(self) -> list[SeatSpec]:
        names = self.default_names()
        for i, given in enumerate(self.names[: len(names)]):
            if given.strip():
                names[i] = given.strip()[:MAX_NAME]
        return [
            SeatSpec.human(names[i]) if kind == "human" else SeatSpec.robot(kind, names[i])
            for i, kind in enumerate(self.seats)
        ]

    @property
    def human_count(self) -> int:
        return sum(1 for s in self.seats if s == "human")

    def to_json(self) -> dict[str, Any]:
        """The set-up as remembered between sessions (the seed is not kept)."""
        return {
            "game": self.game,
            "players": self.players,
            "seats": list(self.seats),
            "names": list(self.names),
            "options": dict(self.options),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GameSetup | None:
        """A remembered set-up, or None if it no longer fits (a game gone, a bad count...)."""
        try:
            info = find_game(str(data["game"]))
            players = int(data["players"])
            info.check_players(players)
            seats = tuple(str(s) for s in data["seats"])
            if len(seats) != players or not all(is_seat_kind(s) for s in seats):
                return None
            names = tuple(str(n)[:MAX_NAME] for n in data.get("names", ()))[:players]
            options = info.resolve_options(dict(data.get("options") or {}))
        except (KeyError, TypeError, ValueError):
            return None
        return cls(info.id, players, seats, options, None, names)

    def build(self) -> Match:
        seed = self.seed if self.seed is not None else random.SystemRandom().randrange(1 << 31)
        return Match(self.game, self.players, dict(self.options), seed, self.seat_specs())


#: The longest name a seat may have.
MAX_NAME = 24


def default_names(seats: Sequence[str]) -> list[str]:
    humans = [i for i, s in enumerate(seats) if s == "human"]
    names = []
    bot_no = 0
    for i, kind in enumerate(seats):
        if kind == "human":
            number = humans.index(i) + 1
            names.append(_(YOU) if len(humans) == 1 else _("Player {number}").format(number=number))
        else:
            names.append(BOT_PERSONAS[bot_no % len(BOT_PERSONAS)])
            bot_no += 1
    return names


def setup_from_match(match: Match) -> GameSetup:
    """The set-up a match was started with (its seats, names and options; a new deal)."""
    seats = tuple("human" if not spec.is_bot else spec.bot for spec in match.seats)
    return GameSetup(
        match.info.id, match.num_players, seats, dict(match.options), None, tuple(match.names)
    )


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
        if not is_seat_kind(s):
            raise OptionError(
                _("a seat is 'human' or a bot ({bots}), not {seat!r}").format(
                    bots=", ".join(bot_names()), seat=s
                )
            )
    n = players or len(listed) or default_players(info)
    info.check_players(n)
    if len(listed) > n:
        raise OptionError(
            ngettext(
                "{count} seat named for {players} players",
                "{count} seats named for {players} players",
                len(listed),
            ).format(count=len(listed), players=n)
        )
    if demo:
        chosen = listed + [DEFAULT_BOT] * (n - len(listed))
        chosen = [(DEFAULT_BOT if s == HUMAN else s) for s in chosen]
    elif listed:
        chosen = listed + [DEFAULT_BOT] * (n - len(listed))
    else:
        chosen = [HUMAN] + [DEFAULT_BOT] * (n - 1)
    parsed: dict[str, str] = {}
    for pair in options:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise OptionError(_("--option wants key=value, not {pair!r}").format(pair=pair))
        parsed[key.strip()] = value.strip()
    info.resolve_options(parsed)  # complain early about bad options
    return GameSetup(game, n, tuple(chosen), parsed, seed)
