"""Actions are frozen values with a short text notation that round-trips.

A game declares its actions as frozen, slotted dataclasses deriving from :class:`Action`, each
with a unique ``verb``. The notation is the verb followed by the fields in order, separated by
spaces: ``play 7H``, ``meld 7H,8H,9H``, ``bet 250``, ``deal AS,2S,...``. Card lists are
comma-separated codes, "-" when empty. :class:`ActionCodec` reads the notation back, so
``codec.parse(a.notation) == a`` for every action.

An action can also describe itself as a table gesture: the cards it moves, the zone they come
from and the zone they go to. :meth:`GameState.find_action` uses that to turn a drag and drop
into an action.
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, ClassVar, Final

from cardtable.engine.cards import Card, card_from_code, cards_from_codes, codes
from cardtable.engine.errors import NotationError
from cardtable.i18n import N_, _

if typing.TYPE_CHECKING:
    from cardtable.engine.observation import Observation

#: How the verbs of actions read on buttons and in the log ("Pass", "Fold").
ACTION_WORDS: Final = {
    "add": N_("Add"),
    "allin": N_("All in"),
    "answer_stop": N_("Answer"),
    "bet": N_("Bet"),
    "call": N_("Call"),
    "check": N_("Check"),
    "choose": N_("Choose"),
    "declare": N_("Declare"),
    "discard": N_("Discard"),
    "draw": N_("Draw"),
    "fold": N_("Fold"),
    "meld": N_("Meld"),
    "pass": N_("Pass"),
    "play": N_("Play"),
    "propose_stop": N_("Propose stop"),
    "punch": N_("Punch"),
    "raise": N_("Raise"),
    "restock": N_("Restock"),
    "shuffle": N_("Shuffle"),
    "swap": N_("Swap"),
    "take": N_("Take"),
}

#: How a verb reads with what it acts on, as one message, so a language may put the verb last
#: (German "10♦ spielen"); other verbs are followed by what they act on.
ACTION_PHRASES: Final = {
    "play": N_("Play {what}"),
    "punch": N_("Punch {what}"),
}


@dataclass(frozen=True, slots=True)
class Action:
    """Base class of every action. Subclasses set ``verb`` and add their fields."""

    verb: ClassVar[str] = ""
    #: Whether this is a chance outcome (a shuffle or a random draw) rather than a player's choice.
    chance: ClassVar[bool] = False
    #: What the action bar's prompt says when every move the player has is of this kind (a
    #: marked message, "" for none); its buttons then say only their :attr:`choice`.
    prompt: ClassVar[str] = ""

    @property
    def notation(self) -> str:
        parts = [self.verb]
        for field in dataclasses.fields(self):
            parts.append(_encode(getattr(self, field.name)))
        return " ".join(parts)

    # Gesture description, used by find_action. Subclasses override what applies.
    @property
    def cards(self) -> tuple[Card, ...]:
        return ()

    @property
    def target(self) -> str:
        return ""

    def label_on(self, table: Observation) -> str:
        """:attr:`label` as the player reads it beside ``table`` (what their seat sees): a game
        whose label names a place by a number the table does not show (Mose's "meld 3") names
        it there by what it holds. The label itself by default."""
        return self.label

    @property
    def choice(self) -> str:
        """What tells this move apart from the others of its kind, for a button beside a prompt
        that names the kind (Moco!'s "Moons" under "Your turn: take a chip")."""
        return self.label

    @property
    def label(self) -> str:
        """A short text for a button or the log, e.g. "Play 7\u2665", "Pass", "Bet 50".

        Games override this where the verb alone does not read well.
        """
        word = ACTION_WORDS.get(self.verb)
        parts = [_(word) if word else self.verb.replace("_", " ").capitalize()]
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            if isinstance(value, Card):
                parts.append(value.label)
            elif isinstance(value, tuple) and value and all(isinstance(v, Card) for v in value):
                parts.append(" ".join(v.label for v in value))
            elif isinstance(value, bool):
                continue
            elif isinstance(value, int | str) and value != "":
                parts.append(str(value))
        phrase = ACTION_PHRASES.get(self.verb)
        if phrase and len(parts) > 1:
            return _(phrase).format(what=" ".join(parts[1:]))
        return " ".join(parts)

    def __str__(self) -> str:
        return self.notation


def _encode(value: object) -> str:
    if isinstance(value, Card):
        return value.code
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        if not value or " " in value:
            raise NotationError(f"action text field {value!r} must be one word")
        return value
    if isinstance(value, tuple):
        if all(isinstance(v, Card) for v in value):
            return codes(typing.cast(tuple[Card, ...], value))
        if all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            return ",".join(str(v) for v in value) or "-"
    raise NotationError(f"cannot write {value!r} in action notation")


def _decoder(hint: Any) -> Callable[[str], object]:
    if hint is Card:
        return card_from_code
    if hint is bool:
        return _parse_bool
    if hint is int:
        return _parse_int
    if hint is str:
        return str
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is tuple and args and args[-1] is Ellipsis:
        if args[0] is Card:
            return cards_from_codes
        if args[0] is int:
            return lambda text: () if text == "-" else tuple(_parse_int(t) for t in text.split(","))
    raise TypeError(f"action field type {hint!r} has no notation")


def _parse_int(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise NotationError(f"{text!r} is not a whole number") from None


def _parse_bool(text: str) -> bool:
    if text not in ("0", "1"):
        raise NotationError(f"{text!r} is not 0 or 1")
    return text == "1"


class ActionCodec:
    """Reads action notation for one game's set of action classes."""

    def __init__(self, classes: Iterable[type[Action]]) -> None:
        self._by_verb: dict[str, tuple[type[Action], list[Callable[[str], object]]]] = {}
        for cls in classes:
            if not cls.verb or cls.verb in self._by_verb:
                raise TypeError(f"action class {cls.__name__} needs a unique verb")
            hints = typing.get_type_hints(cls)
            decoders = [_decoder(hints[f.name]) for f in dataclasses.fields(cls)]
            self._by_verb[cls.verb] = (cls, decoders)

    @property
    def verbs(self) -> tuple[str, ...]:
        return tuple(self._by_verb)

    @property
    def classes(self) -> tuple[type[Action], ...]:
        return tuple(cls for cls, _ in self._by_verb.values())

    def parse(self, text: str) -> Action:
        parts = text.split()
        if not parts:
            raise NotationError("an empty text is not an action")
        entry = self._by_verb.get(parts[0])
        if entry is None:
            known = ", ".join(sorted(self._by_verb))
            raise NotationError(f"{parts[0]!r} is not an action here (known: {known})")
        cls, decoders = entry
        if len(parts) - 1 != len(decoders):
            raise NotationError(
                f"{parts[0]!r} takes {len(decoders)} value(s), got {len(parts) - 1} in {text!r}"
            )
        values = [decode(part) for decode, part in zip(decoders, parts[1:], strict=True)]
        return cls(*values)
