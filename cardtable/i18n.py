"""Translations: the gettext catalogue the whole app speaks through, and the language in force.

Card Table has one gettext domain, ``cardtable``; its catalogues are
``cardtable/locale/<lang>/LC_MESSAGES/cardtable.po``, compiled to ``cardtable.mo`` beside them
(``docs/translating.md`` says how to extract, translate and compile). Only the standard
library's :mod:`gettext` is needed at run time, and nothing here imports Qt, so the engine,
the games and the session translate their reasons and event texts the same way the window
does.

* :func:`_` translates a message now; :func:`ngettext` picks the plural form for a count;
  :func:`pgettext` translates a short message in a context (a card's rank letter).
* :func:`N_` only marks a message for extraction and returns it unchanged: module-level
  constants (suit names, the rules help, option labels) stay English data and are translated
  with :func:`_` where they are shown, so a change of language reaches them at once.
* :func:`set_language` chooses the language: a code from :data:`LANGUAGES`, or "" for the
  system's (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``), English when neither is
  available. Until it is called the app speaks English, which is what the tests expect.

Messages that carry values use named placeholders (``_("the count would be {count}, over
30").format(count=33)``) so a translation may put them in any order.
"""

from __future__ import annotations

import gettext as _gettext
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Final

DOMAIN: Final = "cardtable"
LOCALE_DIR: Final = Path(__file__).resolve().parent / "locale"
#: The languages Card Table speaks: code and the language's own name for itself.
LANGUAGES: Final = (("en", "English"), ("de", "Deutsch"), ("es", "Español"))
DEFAULT: Final = "en"
_ENV_KEYS: Final = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_translation: _gettext.NullTranslations = _gettext.NullTranslations()
_language: str = DEFAULT


def _short(value: str) -> str:
    """``de_DE.UTF-8@euro`` -> ``de``; ``C`` and ``POSIX`` are English."""
    code = value.split(".")[0].split("@")[0].split("_")[0].split("-")[0].strip().lower()
    return DEFAULT if code in ("c", "posix") else code


def available() -> tuple[str, ...]:
    """The language codes with a catalogue (English needs none)."""
    return tuple(code for code, _name in LANGUAGES)


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The system's language as gettext looks it up, if Card Table speaks it, else English.

    ``LANGUAGE`` may list several languages (``de:es``); the first one spoken wins. The first
    of ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set decides otherwise.
    """
    env = os.environ if environ is None else environ
    for key in _ENV_KEYS:
        value = env.get(key, "")
        if not value:
            continue
        for part in value.split(":"):
            code = _short(part)
            if code in available():
                return code
        if key != "LANGUAGE":
            # LC_ALL/LC_MESSAGES/LANG name one locale: it decides, even if not spoken here.
            return DEFAULT
    return DEFAULT


def set_language(code: str | None = "", environ: Mapping[str, str] | None = None) -> str:
    """Speak ``code`` from now on ("" or None: the system's language); returns the code used.

    An unknown code, or a language without a catalogue, gives English.
    """
    global _translation, _language
    wanted = _short(code) if code else system_language(environ)
    if wanted not in available():
        wanted = DEFAULT
    if wanted == DEFAULT:
        _translation = _gettext.NullTranslations()
    else:
        _translation = _gettext.translation(DOMAIN, LOCALE_DIR, languages=[wanted], fallback=True)
        if type(_translation) is _gettext.NullTranslations:
            wanted = DEFAULT
    _language = wanted
    return wanted


def language() -> str:
    """The language in force ("en", "de", "es")."""
    return _language


def language_name(code: str) -> str:
    """A language's own name for itself ("Deutsch"), or the code when unknown."""
    return dict(LANGUAGES).get(code, code)


def _(message: str) -> str:
    """``message`` in the language in force ("" stays "", not the catalogue's header)."""
    return _translation.gettext(message) if message else message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or a plural form of a message for the count ``n``."""
    return _translation.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` translated within ``context`` (for short words that mean several things)."""
    return _translation.pgettext(context, message)


def pgettext_noop(context: str, message: str) -> str:
    """Mark ``message`` in ``context`` for the catalogue; translate it with :func:`pgettext`."""
    return message


def in_sentence(text: str) -> str:
    """``text`` as it reads inside a sentence: "Round 3" -> "round 3" (German keeps its capital
    nouns: "Runde 3")."""
    if _language == "de":
        return text
    return text.lower()


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue without translating it (translate it where shown)."""
    return message


__all__ = [
    "DEFAULT",
    "DOMAIN",
    "LANGUAGES",
    "LOCALE_DIR",
    "N_",
    "_",
    "available",
    "in_sentence",
    "language",
    "language_name",
    "ngettext",
    "pgettext",
    "pgettext_noop",
    "set_language",
    "system_language",
]
