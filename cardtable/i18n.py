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

A game of its own distribution may bring its own catalogues, in a domain of its own
(``<locale>/<lang>/LC_MESSAGES/<domain>.mo``): the registry of games hands them to
:func:`add_domain` when it finds the game, and its words are then looked up behind the app's
catalogue for the language in force (gettext's fallback chain), through the same :func:`_`.
"""

from __future__ import annotations

import gettext as _gettext
import os
from collections.abc import Mapping, Sequence
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
#: The catalogues of games from other distributions: domain -> its locale directory, in the
#: order they were added (each is asked only for what the ones before it do not translate).
_domains: dict[str, Path] = {}


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
        else:
            _chain_domains(_translation, wanted)
    _language = wanted
    return wanted


def _chain_domains(translation: _gettext.NullTranslations, code: str) -> None:
    """Put each added domain's catalogue for ``code`` behind ``translation`` (a domain without
    one for this language adds nothing: its words stay English)."""
    for domain, directory in _domains.items():
        found = _gettext.translation(domain, directory, languages=[code], fallback=True)
        if type(found) is not _gettext.NullTranslations:
            translation.add_fallback(found)


def add_domain(domain: str, locale_dir: Path | str) -> None:
    """Translate also with the catalogues of ``domain`` in ``locale_dir``
    (``<locale_dir>/<lang>/LC_MESSAGES/<domain>.mo``), behind the app's own and those added
    before; the language in force takes them up at once. The app's domain and a domain added
    before are left as they are."""
    if domain == DOMAIN or domain in _domains:
        return
    _domains[domain] = Path(locale_dir)
    if _language != DEFAULT:
        set_language(_language)


def domains() -> dict[str, Path]:
    """The added domains and their locale directories (the app's own not among them)."""
    return dict(_domains)


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


#: The grammatical forms a translation may ask a :class:`Name` for, with the context of the
#: catalogue entries that give them: German "{card:acc}" (den Kaufmann), "{card:dat}" (dem
#: Kaufmann). Spanish "{card:de}" and "{card:a}" are made by rule (del Mercader, al Mercader).
FORM_CONTEXTS: Final = {"acc": "accusative", "dat": "dative"}
#: Every format spec a :class:`Name` understands.
FORMS: Final = ("acc", "dat", "de", "a")


class Name(str):
    """A translated name that may carry an article ("der Kaufmann", "el Mercader"), which a
    message may ask for in another grammatical form by a format spec on its placeholder.

    ``_("plays {cards}")`` may be translated "spielt {cards:acc}" (spielt den Kaufmann) or
    "sobre {card:a}"; without a spec the name reads as it is (the nominative). A German form
    comes from the catalogue entry of the English name in the form's context (``FORM_CONTEXTS``);
    a name without one keeps its nominative (a Moxie rank, "7♥"). Spanish "de" and "a" join the
    preposition to a leading masculine article (del, al). "{card:Acc}" and "{card:Nom}" begin
    with a capital letter (a button "Den Kaufmann auf ... spielen"). A Name joined from several
    names (:meth:`joined`) puts each in the form asked for.
    """

    _msgids: tuple[str, ...]
    _parts: tuple[str, ...]
    _values: tuple[Mapping[str, str], ...]
    _seps: tuple[str, ...]

    def __new__(cls, text: str, msgid: str = "", **values: str) -> Name:
        """``text`` (translated), the English ``msgid`` its forms are looked up by, and the
        ``values`` a form's placeholders are filled with ("Ace of {suit}", suit="Monde")."""
        name = super().__new__(cls, text)
        name._msgids = (msgid,)
        name._parts = (text,)
        name._values = (values,)
        name._seps = ()
        return name

    @classmethod
    def joined(cls, names: Sequence[str], sep: str = " ") -> Name:
        """``names`` joined by ``sep``; a form asked for reaches each of them."""
        return cls._joined(names, (sep,) * (len(names) - 1))

    @classmethod
    def listed(cls, names: Sequence[str]) -> Name:
        """``names`` as a list in the language in force: "J♥, 2♥ and K♥" ("J♥, 2♥ und K♥",
        "J♥, 2♥ y K♥"); a form asked for reaches each of them."""
        return cls._joined(names, list_separators(len(names), pgettext("list", " and ")))

    @classmethod
    def _joined(cls, names: Sequence[str], seps: Sequence[str]) -> Name:
        whole = super().__new__(cls, _interleave([str(n) for n in names], seps))
        single = [n if isinstance(n, Name) and len(n._parts) == 1 else None for n in names]
        whole._msgids = tuple(n._msgids[0] if n is not None else "" for n in single)
        whole._values = tuple(n._values[0] if n is not None else {} for n in single)
        whole._parts = tuple(str(n) for n in names)
        whole._seps = tuple(seps)
        return whole

    def form(self, spec: str) -> str:
        """The name in the form ``spec`` ("acc", "dat", "de", "a"; "" is the name itself; any
        other spec formats the text as a str would). A capital spec ("Acc", "Nom") begins the
        result with a capital letter, for a name that opens a sentence or a button."""
        if spec[:1].isupper() and (spec.lower() in FORMS or spec == "Nom"):
            # "{card:Acc}" at the start of a sentence: the form with a capital first letter.
            formed = self._form("" if spec == "Nom" else spec.lower())
            return formed[:1].upper() + formed[1:]
        return self._form(spec)

    def _form(self, spec: str) -> str:
        if not spec:
            return str(self)
        if spec in FORM_CONTEXTS:
            parts = []
            for msgid, text, values in zip(self._msgids, self._parts, self._values, strict=True):
                formed = pgettext(FORM_CONTEXTS[spec], msgid) if msgid else msgid
                if msgid and formed != msgid:
                    parts.append(formed.format(**values) if values else formed)
                else:
                    parts.append(text)
            return _interleave(parts, self._seps)
        if spec in ("de", "a"):
            text = str(self)
            if text.startswith("el "):
                return ("del " if spec == "de" else "al ") + text[3:]
            return f"{spec} {text}"
        return format(str(self), spec)

    def __format__(self, spec: str) -> str:
        return self.form(spec)


def list_separators(count: int, last: str) -> tuple[str, ...]:
    """What goes between the items of a list of ``count``: the language's comma, and ``last``
    (" and ", " or ", translated) before the last item."""
    if count < 2:
        return ()
    return (pgettext("list", ", "),) * (count - 2) + (last,)


def and_list(items: Sequence[str]) -> str:
    """``items`` as a list in the language in force: "9♦", "9♦ and 9♣", "9♦, 9♣ and 9♥"."""
    return _interleave(list(items), list_separators(len(items), pgettext("list", " and ")))


def or_list(items: Sequence[str]) -> str:
    """``items`` as a list of choices in the language in force: "2 or 4", "2, 3 or 5"."""
    return _interleave(list(items), list_separators(len(items), pgettext("list", " or ")))


def _interleave(parts: Sequence[str], seps: Sequence[str]) -> str:
    out = [parts[0]] if parts else []
    for sep, part in zip(seps, parts[1:], strict=True):
        out += [sep, part]
    return "".join(out)


#: The languages that write a decimal comma ("0,15"), for text made without Qt's locale.
_DECIMAL_COMMA: Final = frozenset({"de", "es"})


def decimal(value: float, places: int) -> str:
    """``value`` with ``places`` decimals, written the language's way ("0.15", "0,15")."""
    text = f"{value:.{places}f}"
    return text.replace(".", ",") if _language in _DECIMAL_COMMA else text


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue without translating it (translate it where shown)."""
    return message


__all__ = [
    "DEFAULT",
    "DOMAIN",
    "FORMS",
    "FORM_CONTEXTS",
    "LANGUAGES",
    "LOCALE_DIR",
    "N_",
    "Name",
    "_",
    "and_list",
    "available",
    "decimal",
    "in_sentence",
    "language",
    "language_name",
    "list_separators",
    "ngettext",
    "or_list",
    "pgettext",
    "pgettext_noop",
    "set_language",
    "system_language",
]
