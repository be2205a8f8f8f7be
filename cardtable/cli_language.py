"""The command line's language: the one the app would speak, and argparse's texts in it.

``cardtable`` (every subcommand, its help and its output) speaks the language of the saved
setting (Settings ▸ Language in the app), else the system's (``LANGUAGE``, ``LC_ALL``,
``LC_MESSAGES``, ``LANG``), as the window does. The settings file is found without Qt, where
Qt's ``QStandardPaths`` puts it for the app (``cardtable.ui.paths``): in ``$CARDTABLE_HOME``
when that is set, else in the platform's configuration folder under ``cardtable/Card Table``.

argparse writes its own words ("usage:", "show this help message and exit", "the following
arguments are required") through the standard library's gettext, for which no catalogue is
installed with Python; :func:`speak_argparse` has it take them from ours (context
``command line``) instead.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Final

from cardtable.i18n import ngettext, pgettext, pgettext_noop, set_language

CONTEXT: Final = "command line"
#: argparse's texts a player can meet (its errors about the parser itself are left out).
ARGPARSE_TEXTS: Final = (
    pgettext_noop("command line", "usage: "),
    pgettext_noop("command line", "positional arguments"),
    pgettext_noop("command line", "options"),
    pgettext_noop("command line", "show this help message and exit"),
    pgettext_noop("command line", "argument %(argument_name)s: %(message)s"),
    pgettext_noop("command line", "unrecognized arguments: %s"),
    pgettext_noop("command line", "the following arguments are required: %s"),
    pgettext_noop("command line", "one of the arguments %s is required"),
    pgettext_noop("command line", "not allowed with argument %s"),
    pgettext_noop("command line", "ignored explicit argument %r"),
    pgettext_noop("command line", "expected one argument"),
    pgettext_noop("command line", "expected at most one argument"),
    pgettext_noop("command line", "expected at least one argument"),
    pgettext_noop("command line", "ambiguous option: %(option)s could match %(matches)s"),
    pgettext_noop("command line", "invalid %(type)s value: %(value)r"),
    pgettext_noop("command line", "invalid choice: %(value)r (choose from %(choices)s)"),
    pgettext_noop("command line", "unknown parser %(parser_name)r (choices: %(choices)s)"),
    pgettext_noop("command line", "can't open '%(filename)s': %(error)s"),
    pgettext_noop("command line", "%(prog)s: error: %(message)s\n"),
)
#: argparse's one plural text, (singular, plural).
ARGPARSE_PLURAL: Final = ("expected %s argument", "expected %s arguments")


def _argparse_gettext(message: str) -> str:
    return pgettext(CONTEXT, message)


def _argparse_ngettext(singular: str, plural: str, n: int) -> str:
    if (singular, plural) == ARGPARSE_PLURAL:
        return ngettext("expected %s argument", "expected %s arguments", n)
    return singular if n == 1 else plural


def speak_argparse() -> None:
    """Have argparse write its own words in the language in force (from our catalogue)."""
    argparse._ = _argparse_gettext  # type: ignore[attr-defined]
    argparse.ngettext = _argparse_ngettext  # type: ignore[attr-defined]


def settings_file(environ: Mapping[str, str] | None = None) -> Path:
    """Where the app keeps ``settings.json``, found as Qt finds it, without Qt."""
    env = os.environ if environ is None else environ
    home = env.get("CARDTABLE_HOME")
    if home:
        return Path(home) / "settings.json"
    if sys.platform == "win32":
        base = Path(env.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Preferences"
    else:
        base = Path(env.get("XDG_CONFIG_HOME") or Path.home() / ".config")
    return base / "cardtable" / "Card Table" / "settings.json"


def choose_language(environ: Mapping[str, str] | None = None) -> str:
    """Speak the saved setting's language, else the system's; argparse too. Returns the code."""
    from cardtable.persistence.settings import SettingsStore

    code = ""
    path = settings_file(environ)
    if path.is_file():
        try:
            code = SettingsStore(path, sync=False).settings.language
        except (OSError, ValueError):
            code = ""
    used = set_language(code, environ)
    speak_argparse()
    return used
