"""Reading the catalogues for the tests: the source's messages, each language's .po and .mo.

Each distribution answers for its own words: the app's source (``cardtable/``) for its
catalogue (``cardtable/locale``, domain ``cardtable``), and a game of its own distribution,
whose plugin names a domain of its own, for the catalogues it ships (:class:`Catalogues`,
:func:`of_game`). The app's tests never need a plugin's words in the app's catalogue.
"""

from __future__ import annotations

import gettext
import re
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent.parent
LOCALE = ROOT / "cardtable" / "locale"
LANGS = ("de", "es")
KEYWORDS = {
    "_": None,
    "gettext": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "N_": None,
    "pgettext_noop": ((1, "c"), 2),
}
#: ``{name}``, ``{name!r}``, ``{count:,}``: the placeholders str.format fills in.
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z_0-9]*(?:![rsa])?(?::[^{}]*)?\}")


@dataclass(frozen=True)
class Catalogues:
    """One distribution's words: its gettext ``domain``, the package whose ``source`` marks
    them, and the ``locale`` directory with ``<lang>/LC_MESSAGES/<domain>.po`` and ``.mo``."""

    domain: str
    source: Path
    locale: Path


#: The app's own catalogues.
APP = Catalogues("cardtable", ROOT / "cardtable", LOCALE)


def of_game(game_id: str) -> Catalogues:
    """The catalogues a game's words are in: the app's, or those its distribution ships (in
    its package's ``locale/``, as ``scripts/plugin-translations`` makes them)."""
    from cardtable.games import plugin

    found = plugin(game_id)
    if found.locale is None or found.domain == APP.domain:
        return APP
    locale = Path(found.locale)
    return Catalogues(found.domain, locale.parent, locale)


def plugin_catalogues() -> list[Catalogues]:
    """The catalogues of every installed game that ships its own."""
    from cardtable.games import GAMES

    found = {of_game(game_id) for game_id in GAMES}
    return sorted(found - {APP}, key=lambda c: c.domain)


def po_path(lang: str, where: Catalogues = APP) -> Path:
    return where.locale / lang / "LC_MESSAGES" / f"{where.domain}.po"


def read_catalogue(lang: str, where: Catalogues = APP) -> Catalog:
    with po_path(lang, where).open("rb") as f:
        return read_po(f)


def every_catalogue(lang: str) -> list[Catalog]:
    """The app's catalogue for ``lang`` and those of the installed games that ship their own:
    everything the app may show in that language."""
    return [read_catalogue(lang), *(read_catalogue(lang, c) for c in plugin_catalogues())]


def source_messages(where: Catalogues = APP) -> set[tuple[str | None, str | tuple[str, str]]]:
    """Every message marked in a distribution's source (the app's by default), as
    (context, id) with (singular, plural) ids."""
    found: set[tuple[str | None, str | tuple[str, str]]] = set()
    for _file, _line, message, _comments, context in extract_from_dir(
        str(where.source),
        method_map=[("**.py", "python")],
        keywords=KEYWORDS,
    ):
        if isinstance(message, tuple):
            found.add((context, (message[0], message[1])))
        else:
            found.add((context, message))
    return {m for m in found if m[1]}


def key(message: Message) -> tuple[str | None, str | tuple[str, str]]:
    if isinstance(message.id, tuple | list):
        return (message.context, (message.id[0], message.id[1]))
    return (message.context, message.id)


def compiled(lang: str, where: Catalogues = APP) -> dict[object, str]:
    """What the committed .mo holds (the header left out)."""
    with (po_path(lang, where).with_suffix(".mo")).open("rb") as f:
        mo = gettext.GNUTranslations(f)
    table: dict[object, str] = dict(mo._catalog)  # type: ignore[attr-defined]
    table.pop("", None)
    return table


def expected_mo(catalogue: Catalog) -> dict[object, str]:
    """What a .mo compiled from ``catalogue`` holds: translated, non-fuzzy messages only."""
    table: dict[object, str] = {}
    for message in catalogue:
        if not message.id or message.fuzzy:
            continue
        prefix = f"{message.context}\x04" if message.context else ""
        if isinstance(message.id, tuple | list):
            strings = list(message.string)
            if not all(strings):
                continue
            for i, text in enumerate(strings):
                table[(prefix + message.id[0], i)] = text
        elif message.string:
            table[prefix + message.id] = message.string
    return table


#: A card's name asked for in a grammatical form ({cards:acc}, {card:Acc}: cardtable.i18n.Name).
FORM_SPEC = re.compile(r":(?:acc|dat|de|a|Acc|Dat|De|A|Nom)\}$")


def placeholders(text: str) -> list[str]:
    """The placeholders of ``text``; a grammatical form asked of a name counts as the name."""
    return sorted(FORM_SPEC.sub("}", found) for found in PLACEHOLDER.findall(text))
