"""The bot catalogue: every bot a seat can be given, what it is called and how hard it searches.

Each :class:`Bot` is one entry of :data:`CATALOGUE`: its name (as on the command line and in
saves: ``random``, ``heuristic``, ``ismcts:hard``), its label and description as the new-game
form shows them, how it plays (any legal move, the game's heuristic, the heuristic with human
slips, or the search) and, for a searching bot, its :class:`Level` (the search's budget), for
the slipping one its :class:`Slips` (how often it goes wrong). The start screen's seat choices,
the command line's ``--seats`` and ``--bots``, the saves' bot check and
:func:`~cardtable.ai.agent.make_agent` all read this catalogue, so a new level is one entry.

:func:`find_bot` reads a bot's name (``ismcts`` alone means :data:`DEFAULT_LEVEL`);
:func:`level_for` gives the :class:`Level` that ``ismcts:LEVEL`` plays a game with: the entry's
level with that game's changes applied (its plugin's
:class:`~cardtable.games.plugin.BotTuning`, written with the game's search in
``games/<game>/plugin.py``); :func:`slips_for` likewise the :class:`Slips` of the easy bot.

The easy bot keeps the name ``ismcts:easy`` although it no longer searches: saves, the command
line and the benchmarks name it so, and the catalogue has no second name for a bot.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Final

from cardtable.engine.errors import OptionError
from cardtable.games import registered
from cardtable.i18n import N_, _


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


@dataclass(frozen=True, slots=True)
class Slips:
    """How often the easy bot (:mod:`cardtable.ai.slips`) makes a human mistake."""

    name: str
    #: Chance, at each decision with more than one legal move, that it plays a mistake instead
    #: of the heuristic's move (and, out of turn, that it lets the chance to play go by).
    rate: float


class Plays(StrEnum):
    """How a bot of the catalogue picks its moves."""

    #: Any legal move, at random.
    RANDOM = "random"
    #: The game's heuristic (its plugin's ``heuristic``): rules of thumb, at once.
    RULES = "rules"
    #: The game's heuristic with human mistakes, as often as the entry's :class:`Slips` says.
    SLIPS = "slips"
    #: The ISMCTS search at the entry's :class:`Level`, on top of the game's heuristic.
    SEARCH = "search"


#: What a searching bot's name starts with: ``ismcts:`` and its level's name.
SEARCH_PREFIX: Final = "ismcts:"
#: The level ``ismcts`` alone names.
DEFAULT_LEVEL: Final = "normal"


@dataclass(frozen=True, slots=True)
class Bot:
    """One bot a seat can be given."""

    #: The name on the command line and in saves ("heuristic", "ismcts:hard").
    name: str
    #: How the new-game form offers it (a catalogue message: mark it with ``N_``).
    label: str
    #: What it is, for the player choosing (the choice's tooltip; marked with ``N_``).
    description: str
    plays: Plays
    #: The search's budget (a bot that plays by search only).
    level: Level | None = None
    #: Whether the new-game form and the host dialog offer it (a test's tiny budget is not).
    offered: bool = True
    #: How often it slips (a bot that plays the heuristic with slips only).
    slips: Slips | None = None


def searching(level: Level, label: str, description: str, offered: bool = True) -> Bot:
    """The catalogue entry of the search at ``level``, called ``ismcts:`` and the level's name."""
    return Bot(SEARCH_PREFIX + level.name, label, description, Plays.SEARCH, level, offered)


#: Every bot, in the order the new-game form offers them.
CATALOGUE: tuple[Bot, ...] = (
    Bot(
        "heuristic",
        N_("Bot · quick"),
        N_(
            "Plays at once by sound rules of thumb, without looking ahead: a fair game for "
            "most players."
        ),
        Plays.RULES,
    ),
    Bot(
        "random",
        N_("Bot · random moves"),
        N_("Plays any legal move at random: only for learning the rules."),
        Plays.RANDOM,
    ),
    # The game's heuristic with a beginner's mistakes (cardtable/ai/slips.py); a game may set
    # its own rate (Moosehead plays at this one).
    Bot(
        SEARCH_PREFIX + "easy",
        N_("Bot · easy"),
        N_(
            "A gentle opponent for learning the game: it plays sensibly but makes a "
            "beginner's mistakes, now and then missing a good play or throwing away a card it "
            "needed."
        ),
        Plays.SLIPS,
        slips=Slips("easy", rate=0.3),
    ),
    searching(
        Level("normal", iterations=500, max_seconds=0.45, horizon=60, heuristic_share=0.9),
        N_("Bot · normal"),
        N_(
            "A solid club player: before a move it tries its best options against many ways "
            "the hidden cards could lie, and answers within half a second."
        ),
    ),
    searching(
        Level(
            "hard", iterations=1500, max_seconds=2.5, horizon=80, heuristic_share=0.9, infer=True
        ),
        N_("Bot · hard"),
        N_(
            "The strongest bot, for a real challenge: it looks deepest, taking up to two and a "
            "half seconds a move."
        ),
    ),
    # A tiny budget for tests (not offered in menus).
    searching(
        Level("test", iterations=24, max_seconds=5.0, horizon=12, heuristic_share=0.8, infer=True),
        "",
        "",
        offered=False,
    ),
)

#: The bot a seat gets when nobody chose one (the set-up's other seats, a demo's human seats).
DEFAULT_BOT: Final = "heuristic"

#: Said after a searching bot's description where, in the chosen game, it reads hands.
READS_HANDS: Final = N_("In this game it also guesses the others' hands from their moves.")


def bots() -> tuple[Bot, ...]:
    """Every bot of the catalogue."""
    return CATALOGUE


def offered() -> tuple[Bot, ...]:
    """The bots the new-game form and the host dialog offer, in their order."""
    return tuple(bot for bot in CATALOGUE if bot.offered)


def bot_names() -> list[str]:
    """Every bot's name, as the command line's help and its complaints list them."""
    return [bot.name for bot in CATALOGUE]


def find_bot(name: str) -> Bot:
    """The bot called ``name`` (``ismcts`` alone: the search at :data:`DEFAULT_LEVEL`); an
    unknown name raises OptionError listing the known ones."""
    wanted = SEARCH_PREFIX + DEFAULT_LEVEL if name + ":" == SEARCH_PREFIX else name
    for bot in CATALOGUE:
        if bot.name == wanted:
            return bot
    if wanted.startswith(SEARCH_PREFIX):
        raise _unknown_level(wanted.removeprefix(SEARCH_PREFIX))
    raise OptionError(
        _("there is no bot called {name!r} (bots: {bots})").format(
            name=name, bots=", ".join(bot_names())
        )
    )


def _unknown_level(name: str) -> OptionError:
    """The complaint about ``ismcts:NAME`` when the catalogue has no such level."""
    return OptionError(
        _("there is no ISMCTS level {name!r} (levels: {items})").format(
            name=name, items=", ".join(_level_names())
        )
    )


def _level_names() -> list[str]:
    """The names after ``ismcts:`` of the catalogue ("easy", "normal", "hard", "test")."""
    return [
        bot.name.removeprefix(SEARCH_PREFIX)
        for bot in CATALOGUE
        if bot.name.startswith(SEARCH_PREFIX)
    ]


def is_bot(name: str) -> bool:
    """Whether ``name`` names a bot of the catalogue."""
    try:
        find_bot(name)
    except OptionError:
        return False
    return True


def describe(bot: Bot, game_id: str) -> str:
    """What ``bot`` is in ``game_id``, translated: its description, and whether it reads the
    others' hands there (a level that reads, in a game whose plugin has a model to read with)."""
    text = _(bot.description) if bot.description else ""
    found = registered(game_id)
    reads = found is not None and found.belief is not None
    if bot.level is not None and reads and level_for(game_id, bot.level.name).infer:
        text = f"{text} {_(READS_HANDS)}"
    return text


class _Levels(Mapping[str, Level]):
    """Level name -> :class:`Level` of every searching bot of the catalogue (read at each use,
    so an entry added to the catalogue is a level at once)."""

    def _found(self) -> dict[str, Level]:
        return {bot.level.name: bot.level for bot in CATALOGUE if bot.level is not None}

    def __getitem__(self, name: str) -> Level:
        return self._found()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._found())

    def __len__(self) -> int:
        return len(self._found())


#: The search's levels by name ("normal", "hard", "test"), as the catalogue has them.
LEVELS: Final[Mapping[str, Level]] = _Levels()

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
        raise _unknown_level(name) from None
    changes = tuning(game_id, name)
    return replace(base, **changes) if changes else base  # type: ignore[arg-type]


def slips_for(game_id: str, name: str) -> Slips:
    """The :class:`Slips` that the slipping bot ``name`` ("easy") plays ``game_id`` with: the
    entry's, with the game's changes (its plugin's ``BotTuning``) and this process's
    experiments applied."""
    for bot in CATALOGUE:
        if bot.slips is not None and bot.slips.name == name:
            changes = tuning(game_id, name)
            return replace(bot.slips, **changes) if changes else bot.slips  # type: ignore[arg-type]
    raise _unknown_level(name)
