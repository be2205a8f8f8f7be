"""Rules help for each game, written in the project's own words, with every rule option.

The text follows the project's rulings (how Card Table plays each game, including the gaps the
published rules leave open). Each game's text is written in its own package
(``cardtable/games/<game>/help.py``, with the classes of :mod:`cardtable.engine.rules_help`)
and given by its plugin (``rules``); this package finds them there, adds the app's own help
and renders both. :func:`rules_for` gives a game's
:class:`~cardtable.engine.rules_help.GameRules`;
:func:`~cardtable.rules_help.render.rules_html` turns it into the help window's page, listing
each option with its choices, the default first. :data:`APP_HELP` explains the app itself:
pass-and-play, undo, saving and deal codes.
"""

from __future__ import annotations

from functools import cache

from cardtable.engine.rules_help import GameRules, OptionHelp, Section
from cardtable.games import registered
from cardtable.rules_help.app import APP_HELP
from cardtable.rules_help.render import app_html, rules_html, rules_text


@cache
def rules_for(game: str) -> GameRules | None:
    """The rules help of ``game``, or None for a game that is not registered."""
    found = registered(game)
    return found.rules() if found is not None else None


__all__ = [
    "APP_HELP",
    "GameRules",
    "OptionHelp",
    "Section",
    "app_html",
    "rules_for",
    "rules_html",
    "rules_text",
]
