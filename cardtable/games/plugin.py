"""What a game package tells the rest of the app: one :class:`GamePlugin` per game.

A game is found as a plugin: its distribution names the object in its metadata, under the entry
point group :data:`ENTRY_POINT_GROUP` (``cardtable.games``), and the registry
(:mod:`cardtable.games`) loads it from there. The five games of this package register the same
way, in ``pyproject.toml``; a game of its own distribution writes in its ``pyproject.toml``::

    [project.entry-points."cardtable.games"]
    cribbage = "cribbage.plugin:PLUGIN"

The entry point's name is the game id (``info.id``). Everything the layers above need to know
about a game comes from its plugin: no module outside the game's package names the game or
imports its modules. Only :attr:`GamePlugin.info`, :attr:`GamePlugin.rules` and
:attr:`GamePlugin.heuristic` are required; every other part has a plain default (no judge: the
search judges by the running scores; no score sheet: what each seat scored in each round, and
the totals; and so on).

Listing the games at start-up loads every game's plugin, so a plugin's module imports no more
than the game's :class:`~cardtable.engine.info.GameInfo` (which names its state class and
actions by functions too): every part that needs the game's rules (the bot, the rules help, the
table's layout, the search's judge and playout rules, the score sheet) is given as a function
the app calls when it first needs it, which imports the part then.

The types the parts speak in live at or below this layer (the engine, this module,
:mod:`cardtable.games.shared.sheets` for score sheets and notes,
:mod:`cardtable.games.shared.layout` for the table's layout), so a game package, in this tree or
in a distribution of its own, imports nothing from the layers above.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, Protocol, TypeAlias

from cardtable.engine.actions import Action
from cardtable.engine.agent import Agent
from cardtable.engine.cards import CardFamily
from cardtable.engine.info import GameInfo
from cardtable.engine.observation import Observation
from cardtable.engine.rules_help import GameRules
from cardtable.engine.state import GameState
from cardtable.engine.zones import Seat

if TYPE_CHECKING:
    from cardtable.engine.events import Event
    from cardtable.games.shared.layout import GameLayout
    from cardtable.games.shared.sheets import Note, NoteReader, ScoreSheet, SheetInput

__all__ = [
    "ENTRY_POINT_GROUP",
    "Belief",
    "BotTuning",
    "GamePlugin",
    "Judge",
    "NoteWriter",
    "PlayoutRules",
    "RoundWords",
    "SheetBuilder",
    "SlipMaker",
]

#: A game's score sheet from public values.
SheetBuilder: TypeAlias = "Callable[[SheetInput], ScoreSheet]"
#: A game's notes on the scoring an action did (reader, before, after, seat, action, events).
NoteWriter: TypeAlias = (
    "Callable[[NoteReader, GameState, GameState, Seat, Action, Sequence[Event]], list[Note]]"
)

#: A human mistake at one decision of the easy bot (:mod:`cardtable.ai.slips`), from what the
#: seat sees: the observation, the legal moves, the heuristic's favourite, the decision's random
#: generator and ``prefer``, the heuristic's choice among some of the legal moves (what it would
#: play had it not seen the others). It returns one of the legal moves, or None where no mistake
#: comes naturally (the bot then plays its favourite).
SlipMaker: TypeAlias = Callable[
    [Observation, Sequence[Action], Action, random.Random, Callable[[Sequence[Action]], Action]],
    Action | None,
]

#: The entry point group games register under.
ENTRY_POINT_GROUP: Final = "cardtable.games"

#: One level's changes for a game: fields of :class:`cardtable.ai.levels.Level` and new values.
LevelChanges = Mapping[str, float | int | bool]


@dataclass(frozen=True, slots=True)
class Judge:
    """How the search judges a game's unfinished positions (see :mod:`cardtable.ai.evaluation`).

    ``project`` gives each *side's* standing (teams in team games, seats otherwise) in the
    game's own units with higher always better, read from a full sampled state; ``rounds_left``
    the rounds (hands, games of a match) still to come, counting what is left of the current
    one; ``spread`` the standard deviation of one round's score difference between two sides
    (measured with the heuristic bots). ``money`` games are judged by shares of all the money.
    """

    project: Callable[[GameState], list[float]]
    rounds_left: Callable[[GameState], float]
    spread: float
    money: bool = False


class Belief(Protocol):
    """A model of how the other players' public actions fit the cards a sampled world gives
    them (see :mod:`cardtable.ai.inference`)."""

    def weight(self, state: GameState) -> float:
        """How well the sampled ``state`` fits what the other players did, from 0 to 1."""
        ...


@dataclass(frozen=True, slots=True)
class BotTuning:
    """How the bots play this game beyond its heuristic.

    ``levels`` maps a level name of the bot catalogue (:mod:`cardtable.ai.levels`: "easy",
    "normal", "hard") to the fields this game changes, e.g. ``{"normal": {"iterations": 40}}``:
    fields of the search's ``Level`` for "normal" and "hard", of the slips' ``Slips`` for "easy"
    (``{"easy": {"rate": 0.3}}``, how often it slips).
    ``coach_level`` is the level whose move the coach suggests (it should answer within about a
    second).
    """

    levels: Mapping[str, LevelChanges] = field(default_factory=dict)
    coach_level: str = "normal"


def _always(action: Action) -> bool:
    return True


def _any_chance(state: GameState) -> bool:
    return True


@dataclass(frozen=True, slots=True)
class PlayoutRules:
    """How the search plays a sampled game of this one forward (:mod:`cardtable.ai.playout`).

    The defaults fit a game where only the player on turn moves, every move is public and every
    chance step is a new deal.
    """

    #: Whether seats may play out of turn (claims), so the search offers them the chance.
    claims: bool = False
    #: After which moves claims may have opened up (with ``claims``); the round's first move
    #: always counts where the state has a ``began`` flag.
    opens_claims: Callable[[Action], bool] = _always
    #: Whether the state lists a seat's draws alone first (``draw_actions(seat)``), so the
    #: heuristic weighs only those before the plays are listed.
    draw_step: bool = False
    #: Whether the state names what a seat's play step and claims depend on (``play_key``,
    #: ``claim_key``) so the choices can be remembered (a level's ``remember``).
    remembers: bool = False
    #: Names of action classes whose shapes (the same cards and target) are compared only once
    #: at the root (a meld read as a set or as a run).
    shaped: frozenset[str] = frozenset()
    #: Whether a chance step due now ends a sample (a new deal); False for a chance step in the
    #: middle of a round (a reshuffled stock).
    boundary: Callable[[GameState], bool] = _any_chance
    #: Whether a play that names as many cards as the hand holds goes out (a move that takes a
    #: card back into the hand does not).
    empties_hand: Callable[[Action], bool] = _always


@dataclass(frozen=True, slots=True)
class RoundWords:
    """What a game calls its rounds, as catalogue messages with ``{number}`` and ``{total}``
    ("Hand {number}", "Hand {number} of {total}"); mark them with ``N_``."""

    one: str
    of_total: str


@dataclass(frozen=True, slots=True)
class GamePlugin:
    """Everything the app knows about one game. Only ``info``, ``rules`` and ``heuristic`` are
    required."""

    #: The static facts: id, title, players, options, the state factory and action codec.
    info: GameInfo
    #: The rules help in the project's words (called when the help is first opened).
    rules: Callable[[], GameRules]
    #: A new heuristic bot (called once for each bot or search that needs one).
    heuristic: Callable[[], Agent]
    #: How the searching bots and the coach play the game beyond its heuristic.
    bots: BotTuning = BotTuning()
    #: How the search judges an unfinished position (called when a search first needs it);
    #: None: by the running scores.
    judge: Callable[[], Judge] | None = None
    #: The human mistakes the easy bot makes in this game (called when it is first built, it
    #: gives the slip maker); None: a careless move of the same kind as the heuristic's (another
    #: card played, another card discarded).
    slips: Callable[[], SlipMaker] | None = None
    #: The model of the other players at this decision (or None when it has none to offer);
    #: None: sampled worlds are dealt uniformly.
    belief: Callable[[Observation], Belief | None] | None = None
    #: The coach's reason for a suggested move, in the game's terms, read from the player's
    #: observation only; None: "the strongest move here".
    coach_reason: Callable[[Observation, Action, random.Random], str] | None = None
    #: How the search plays a sampled game forward (called when a search first needs it);
    #: None: the defaults of :class:`PlayoutRules`.
    playout: Callable[[], PlayoutRules] | None = None
    #: The score sheet from public values (called when a sheet is first drawn, it gives the
    #: builder); None: the plain sheet, a row for each round (what each seat scored in it, from
    #: the public values' ``round`` number) and the totals.
    score_sheet: Callable[[], SheetBuilder] | None = None
    #: Whether :attr:`score_sheet` needs the round marks of the session's round tracker (a
    #: game whose public values keep only running totals).
    sheet_needs_marks: bool = False
    #: One score written the way the game's sheet writes it (tenths, money).
    score_text: Callable[[int], str] = str
    #: What a change of score in a round is, written for a round's summary (money won and lost);
    #: None: the round's cell of the score sheet.
    round_change: Callable[[int], str] | None = None
    #: Notes explaining the scoring an action did (before, after, seat, action, events), read
    #: through a :class:`~cardtable.games.shared.sheets.NoteReader` (the round being scored,
    #: the names, the cards the viewer may see; called when first needed, it gives the writer);
    #: None: the game's scoring needs no explaining.
    score_notes: Callable[[], NoteWriter] | None = None
    #: What the game calls a round ("Hand 3 of 5"); None: "Round".
    round_words: RoundWords | None = None
    #: The standings shown beside each name while a game is saved (``values``, the sheet's
    #: totals as shown, whether the game is over); None: the totals.
    standings: Callable[[Mapping[str, Any], Sequence[str], bool], list[str]] | None = None
    #: Public values a screen reader tells among the table's facts, beyond those every game's
    #: values share (wild rank, pot, blind, round): the value's key and the catalogue message
    #: saying it, with the key as its placeholder (``{"count": N_("count {count}")}``).
    spoken_values: Mapping[str, str] = field(default_factory=dict)
    #: The table's layout, as data the window reads; None: drawn from the zone kinds alone.
    layout: Callable[[], GameLayout] | None = None
    #: Where the game stands in lists of games (lower first; equal places by title).
    order: int = 1000
    #: The card families the game brings of its own (numbered cards, with their art), beyond
    #: the engine's standard deck, jokers and Decktet; registered when the game is found.
    cards: tuple[CardFamily, ...] = ()
    #: The gettext domain of the game's own words: ``cardtable`` (the default) for a game whose
    #: words are in the app's catalogue, as the games of this package are; a game of its own
    #: distribution names a domain of its own and ships its catalogues in :attr:`locale`.
    domain: str = "cardtable"
    #: Where the catalogues of :attr:`domain` lie (``<locale>/<lang>/LC_MESSAGES/<domain>.mo``);
    #: the registry hands them to :func:`cardtable.i18n.add_domain` when it finds the game, so
    #: its words are looked up behind the app's own. None with the app's domain.
    locale: Path | None = None

    @property
    def id(self) -> str:
        return self.info.id
