"""The shape of a game's rules help: sections of paragraphs and lists, and every option explained.

Each game package writes its text with these classes (``cardtable/games/<game>/help.py``); they
live in the engine so a game never has to import the app's help package. Text may mark words as
**bold**; :mod:`cardtable.rules_help.render` turns a :class:`GameRules` into HTML for the help
window and into plain text.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Section:
    heading: str
    paragraphs: tuple[str, ...] = ()
    bullets: tuple[str, ...] = ()
    #: Paragraphs shown after the list.
    after: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class OptionHelp:
    """One rule option: what it changes, and what each of its values means."""

    name: str
    what: str
    #: Each choice (written as on the command line: ``on``, ``own_turn_only``, ``10``) and what
    #: it does, the default first.
    choices: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True, slots=True)
class GameRules:
    game: str
    #: One paragraph: what the players are trying to do.
    goal: str
    sections: tuple[Section, ...]
    options: tuple[OptionHelp, ...] = ()
    #: Said instead of the options list when a game has none.
    no_options: str = ""
    notes: tuple[str, ...] = field(default=())
