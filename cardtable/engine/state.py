"""The state contract every game implements.

A :class:`GameState` knows whose turn it is (a seat, :data:`CHANCE` when a shuffle or other random
outcome is due, :data:`TERMINAL` when the game is over), which actions each seat may take, and how
to apply one. Applying returns events. Randomness never happens inside the state: at a chance
node the match asks :meth:`GameState.sample_chance` for an outcome using its own seeded RNG and
applies it like any other action, so a game is fully described by its options and its action list.

Cards live in ``self.zones`` (zone id -> list of cards); every other attribute is plain data
(ints, strings, tuples, lists, dicts, sets). The base class builds observations from the zones,
clones and compares states, turns gestures into actions and samples determinizations.

Two rules keep hidden information honest:

* a state never refers to a hidden card by identity outside its zones (it refers to positions,
  e.g. "the last card of hand 2 was just drawn"), so swapping hidden cards around cannot change
  anything a seat observes;
* everything public that is not a card goes into :meth:`GameState.public_values`, which must be
  enough, together with the zones, to rebuild the state (:meth:`GameState.from_observation`).
"""

from __future__ import annotations

import dataclasses
import random
import typing
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final, Self

from cardtable.engine.actions import Action, ActionCodec
from cardtable.engine.cards import Card, take_out
from cardtable.engine.common_actions import (
    ChooseSeat,
    check_choose_seat,
    check_shuffle,
    shuffled,
)
from cardtable.engine.errors import IllegalActionError, NotYourTurnError
from cardtable.engine.events import CardsMoved, Event
from cardtable.engine.observation import Observation, ZoneView
from cardtable.engine.options import OptionValue
from cardtable.engine.zones import Seat, Visibility, ZoneInfo, ZoneKind
from cardtable.i18n import _

#: ``current_player`` when the next step is a chance outcome (a shuffle, a random choice).
CHANCE: Final = -1
#: ``current_player`` once the game is over.
TERMINAL: Final = -2


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended.

    ``scores`` are per seat in the game's own units (for team games every member carries the
    team's score). ``winners`` holds every seat that shares the win.
    """

    scores: tuple[int, ...]
    winners: frozenset[Seat]
    teams: tuple[tuple[Seat, ...], ...] | None = None
    text: str = ""


def _fresh(value: Any) -> Any:
    """Copy mutable containers (recursively); immutable values are shared."""
    t = type(value)
    if t is list:
        if _MUTABLE.isdisjoint(map(type, value)):  # the common case, checked without a loop
            return value[:]
        return [_fresh(v) for v in value]
    if t is dict:
        return {k: _fresh(v) for k, v in value.items()}
    if t is set:
        return set(value)
    return value


_MUTABLE: Final = frozenset((list, dict, set))


def _alone(num_players: int) -> tuple[tuple[int, ...], ...] | None:
    return None


@dataclass(frozen=True, slots=True)
class GameFacts:
    """What a game's states know of their game, read by code holding a state: its id, the codec
    of its actions and its partnerships.

    Every ``GameState`` subclass sets ``info`` to one, beside the class. The game's
    :class:`~cardtable.engine.info.GameInfo` (which lists the game and names the state class)
    reads the codec and the teams from here, so listing the games imports no state.
    """

    id: str
    codec: ActionCodec = field(repr=False)
    #: Seats grouped into partnerships for a player count, or None when everyone plays alone.
    teams: Callable[[int], tuple[tuple[int, ...], ...] | None] = field(default=_alone, repr=False)


class GameState(ABC):
    """Base class of every game's state."""

    info: ClassVar[GameFacts]

    def __init__(self, num_players: int, options: Mapping[str, OptionValue]) -> None:
        self.num_players = num_players
        self.options: dict[str, OptionValue] = dict(options)
        self.zones: dict[str, list[Card]] = {}

    # --- whose turn ------------------------------------------------------------------------------

    @property
    @abstractmethod
    def current_player(self) -> Seat:
        """The seat to act, :data:`CHANCE` or :data:`TERMINAL`."""

    def is_terminal(self) -> bool:
        return self.current_player == TERMINAL

    def is_chance(self) -> bool:
        return self.current_player == CHANCE

    # --- actions ---------------------------------------------------------------------------------

    @abstractmethod
    def legal_actions(self, seat: Seat | None = None) -> Sequence[Action]:
        """What ``seat`` (default: the seat on turn) may do now.

        For a seat that is not on turn this is its out-of-turn actions, usually none. At a chance
        node or at the end it is empty; chance outcomes come from :meth:`sample_chance`.
        """

    def chance_deck(self) -> Sequence[Card] | None:
        """The cards to shuffle at the chance step due now, or None when a random seat is due.

        The games here have two kinds of chance step: a seat chosen at random (the first dealer,
        the first blind) and a shuffle. A game describes which is due by overriding this; a game
        with other chance steps overrides :meth:`sample_chance` and :meth:`_check_chance`.
        """
        raise NotImplementedError(f"{type(self).__name__} describes no chance steps")

    def sample_chance(self, rng: random.Random) -> Action:
        """Draw the chance outcome due now (only when ``current_player == CHANCE``)."""
        deck = self.chance_deck()
        if deck is None:
            return ChooseSeat(rng.randrange(self.num_players))
        return shuffled(deck, rng)

    def _check_chance(self, action: Action) -> None:
        """Raise IllegalActionError unless ``action`` is a possible chance outcome here."""
        deck = self.chance_deck()
        if deck is None:
            check_choose_seat(action, self.num_players)
        else:
            check_shuffle(action, deck)

    @abstractmethod
    def _apply(self, action: Action, seat: Seat) -> list[Event]:
        """Apply an action already known to be legal; return its events."""

    def resolve_seat(self, seat: Seat | None) -> Seat:
        return self.current_player if seat is None else seat

    def check(self, action: Action, seat: Seat | None = None) -> None:
        """Raise :class:`IllegalActionError` saying why, unless ``seat`` may take ``action`` now."""
        seat = self.resolve_seat(seat)
        current = self.current_player
        if current == TERMINAL:
            raise IllegalActionError(_("the game is over"))
        if action.chance:
            if current != CHANCE:
                raise IllegalActionError(
                    _("{verb!r} is a chance outcome, and none is due now").format(verb=action.verb)
                )
            self._check_chance(action)
            return
        if current == CHANCE:
            raise IllegalActionError(_("the cards must be dealt first"))
        if action in self.legal_actions(seat):
            return
        raise self.explain_illegal(action, seat)

    def explain_illegal(self, action: Action, seat: Seat) -> IllegalActionError:
        """An error saying why ``action`` is illegal for ``seat``; games give specific reasons."""
        if seat != self.current_player and not self.legal_actions(seat):
            return NotYourTurnError(_("it is not seat {seat}'s turn").format(seat=seat + 1))
        return IllegalActionError(_("{action!r} is not allowed now").format(action=action.notation))

    def is_legal(self, action: Action, seat: Seat | None = None) -> bool:
        try:
            self.check(action, seat)
        except IllegalActionError:
            return False
        return True

    def apply(self, action: Action, seat: Seat | None = None) -> list[Event]:
        """Check and apply ``action`` for ``seat`` (default: the seat on turn, or chance).

        Raises :class:`IllegalActionError` (with a reason) and leaves the state untouched if the
        action is not allowed.
        """
        seat = self.resolve_seat(seat)
        self.check(action, seat)
        return self._apply(action, seat)

    def apply_trusted(self, action: Action, seat: Seat) -> list[Event]:
        """Apply an action taken straight from :meth:`legal_actions` or :meth:`sample_chance`.

        For search and simulation, which draw their actions from those lists and need not pay
        for checking them again. Anything else must go through :meth:`apply`.
        """
        return self._apply(action, seat)

    def apply_silently(self, action: Action, seat: Seat) -> None:
        """:meth:`apply_trusted` for a search, which reads no events: a game may skip making
        them (and their texts) where that is quicker. The state must end up exactly as
        :meth:`apply_trusted` would leave it."""
        self._apply(action, seat)

    # --- gestures --------------------------------------------------------------------------------

    def find_action(
        self,
        cards: Sequence[Card],
        source: str,
        target: str,
        seat: Seat | None = None,
    ) -> list[Action]:
        """The legal actions that moving ``cards`` from zone ``source`` onto zone ``target`` means.

        An empty list means the gesture is not a legal move; several mean the player must choose
        (where a wild stands, which pile a many-suited card goes on).
        """
        seat = self.resolve_seat(seat)
        if seat < 0:
            return []
        zone = self.zones.get(source)
        if zone is None or any(c not in zone for c in cards):
            return []
        wanted = sorted(c.code for c in cards)
        return [
            a
            for a in self.legal_actions(seat)
            if self.action_target(a, seat) == target and sorted(c.code for c in a.cards) == wanted
        ]

    def action_target(self, action: Action, seat: Seat) -> str:
        """The zone a card-moving action puts its cards in (default: ``action.target``)."""
        return action.target

    def explain_gesture(
        self,
        cards: Sequence[Card],
        source: str,
        target: str,
        seat: Seat | None = None,
    ) -> str:
        """Why moving ``cards`` from ``source`` onto ``target`` is not a legal move, in words.

        Meant for a gesture :meth:`find_action` turned down; ``target`` "" asks why the cards
        cannot be played anywhere (a card chosen with the keyboard). The default builds the
        action the gesture most likely meant from the game's action classes (those whose fields
        are cards, plus one-word fields taken from the target zone's key) and asks
        :meth:`explain_illegal`; games may override it with sharper reasons.
        """
        seat = self.resolve_seat(seat)
        current = self.current_player
        if current == TERMINAL:
            return _("the game is over")
        if current == CHANCE:
            return _("the cards must be dealt first")
        if seat < 0:
            return _("that is not a move")
        legal = self.legal_actions(seat)
        if not legal:
            return str(self.explain_illegal(_NoAction(), seat))
        wanted = sorted(c.code for c in cards)
        if cards:
            for candidate in _gesture_candidates(self.info.codec.classes, cards, target):
                if sorted(c.code for c in candidate.cards) != wanted:
                    continue
                if target and self.action_target(candidate, seat) != target:
                    continue
                if candidate in legal:
                    continue
                return str(self.explain_illegal(candidate, seat))
        elsewhere = [a for a in legal if a.cards and sorted(c.code for c in a.cards) == wanted]
        if elsewhere:
            return (
                _("those cards cannot go there")
                if len(cards) > 1
                else _("that card cannot go there")
            )
        return _("that move is not allowed now")

    # --- what a seat sees ------------------------------------------------------------------------

    @abstractmethod
    def zone_info(self, zid: str) -> ZoneInfo:
        """The kind, owner and visibility of zone ``zid`` now."""

    def known_cards(self, zid: str) -> frozenset[Card]:
        """Cards publicly known to be in a zone whose faces are otherwise hidden."""
        return frozenset()

    def token_zones(self) -> list[tuple[str, ZoneInfo, tuple[tuple[str, int], ...]]]:
        """Chip and coin zones: (id, info, ((token, amount), ...)). None by default."""
        return []

    @abstractmethod
    def public_values(self, viewer: Seat | None) -> dict[str, Any]:
        """Labelled values ``viewer`` may know, JSON-like. With the zones they rebuild the state."""

    def observation(self, seat: Seat | None) -> Observation:
        """What ``seat`` may know (``None``: a spectator who sees public cards only)."""
        views: list[ZoneView] = []
        for zid, cards in self.zones.items():
            info = self.zone_info(zid)
            if info.visible_to(seat):
                shown: tuple[Card | None, ...] = tuple(cards)
            else:
                known = self.known_cards(zid)
                if known:
                    shown = tuple(c if c in known else None for c in cards)
                else:
                    shown = (None,) * len(cards)
            views.append(
                ZoneView(
                    zid,
                    info.kind,
                    info.owner,
                    info.visibility,
                    shown,
                    (),
                    info.label,
                    self.zone_attrs(zid),
                )
            )
        for zid, info, tokens in self.token_zones():
            views.append(
                ZoneView(zid, info.kind, info.owner, info.visibility, (), tokens, info.label)
            )
        return Observation(
            game=self.info.id,
            viewer=seat,
            num_players=self.num_players,
            options=dict(self.options),
            current_player=self.current_player,
            zones=tuple(views),
            values=self.public_values(seat),
        )

    def zone_attrs(self, zid: str) -> Mapping[str, Any]:
        """Public extra facts about a zone for display (e.g. what the wilds in a meld stand for)."""
        return {}

    # --- the end ---------------------------------------------------------------------------------

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once the game is over, else None."""

    def scores(self) -> tuple[int, ...]:
        """Running scores per seat in the game's units (team games: each member's team score)."""
        return tuple(0 for _ in range(self.num_players))

    # --- determinization -------------------------------------------------------------------------

    @classmethod
    @abstractmethod
    def all_cards(cls, num_players: int, options: Mapping[str, OptionValue]) -> list[Card]:
        """Every card in play for this player count and options (they are all in some zone)."""

    @classmethod
    @abstractmethod
    def from_observation(cls, obs: Observation, zones: dict[str, list[Card]]) -> Self:
        """Rebuild a full state from an observation's public values and complete zones."""

    @classmethod
    def determinize(cls, obs: Observation, rng: random.Random) -> Self:
        """A full state consistent with ``obs``: hidden cards dealt at random from the unseen ones.

        Cards the observation shows (including publicly known cards in hidden hands) stay where
        they are; the rest of the deck fills the hidden places.
        """
        seen = obs.visible_cards()
        seen_set = set(seen)
        unseen = [c for c in cls.all_cards(obs.num_players, obs.options) if c not in seen_set]
        rng.shuffle(unseen)
        pos = 0
        zones: dict[str, list[Card]] = {}
        for view in obs.zones:
            if view.kind is ZoneKind.TOKENS:
                continue
            filled: list[Card] = []
            for card in view.cards:
                if card is None:
                    filled.append(unseen[pos])
                    pos += 1
                else:
                    filled.append(card)
            zones[view.id] = filled
        if pos != len(unseen):
            raise ValueError(
                f"observation hides {pos} cards but {len(unseen)} are unseen: zones are incomplete"
            )
        return cls.from_observation(obs, zones)

    # --- copying and comparing -------------------------------------------------------------------

    def clone(self) -> Self:
        new = object.__new__(type(self))
        new.__dict__ = {k: _fresh(v) for k, v in self.__dict__.items()}
        return new

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and self.__dict__ == other.__dict__

    __hash__ = None  # type: ignore[assignment]

    def card_count(self) -> int:
        return sum(len(z) for z in self.zones.values())

    # --- helpers for subclasses ------------------------------------------------------------------

    def move(
        self,
        cards: Sequence[Card],
        source: str,
        target: str,
        seat: Seat | None = None,
        verb: str = "moves",
        append: bool = True,
        quiet: bool = False,
    ) -> CardsMoved:
        """Move ``cards`` from zone ``source`` to zone ``target`` and describe it as an event.

        The event names the cards to a viewer who may see them in either zone.
        """
        self._take_out(self.zones[source], cards)
        dst = self.zones[target]
        if append:
            dst.extend(cards)
        else:
            dst[:0] = cards
        return CardsMoved(
            tuple(cards), source, target, self.move_visibility(source, target), seat, verb, quiet
        )

    def _take_out(self, zone: list[Card], cards: Sequence[Card]) -> None:
        """Remove ``cards`` from ``zone`` (:func:`~cardtable.engine.cards.take_out`)."""
        take_out(zone, cards)

    def move_visibility(self, source: str, target: str) -> frozenset[Seat] | None:
        """Who sees the faces of cards moving between two zones (None: everybody)."""
        a, b = self.zone_info(source), self.zone_info(target)
        if a.visibility is Visibility.PUBLIC or b.visibility is Visibility.PUBLIC:
            return None
        seen = {i.owner for i in (a, b) if i.visibility is Visibility.OWNER and i.owner is not None}
        return frozenset(seen)


@dataclass(frozen=True, slots=True)
class _NoAction(Action):
    """Stands for "some move" when asking why a seat may not act at all."""

    verb = "_none"


def _gesture_candidates(
    classes: Sequence[type[Action]], cards: Sequence[Card], target: str
) -> list[Action]:
    """Actions of ``classes`` built from a gesture: card fields from ``cards``, one-word text
    fields from the target zone's key (``"pile:Moons"`` -> ``"Moons"``). Classes with other
    fields are skipped."""
    key = target.rpartition(":")[2]
    found: list[Action] = []
    for cls in classes:
        if cls.chance:
            continue
        hints = typing.get_type_hints(cls)
        values: list[object] = []
        for f in dataclasses.fields(cls):
            hint = hints[f.name]
            if hint is Card and len(cards) == 1:
                values.append(cards[0])
            elif typing.get_origin(hint) is tuple and typing.get_args(hint)[:1] == (Card,):
                values.append(tuple(cards))
            elif hint is str and key:
                values.append(key)
            else:
                break
        else:
            if values:
                found.append(cls(*values))
    return found
