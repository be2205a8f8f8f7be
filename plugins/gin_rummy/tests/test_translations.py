"""The plugin's own catalogues (``locale/``, domain ``cardtable_gin_rummy``): every message its
source marks is translated into German and Spanish, none fuzzy, with the same placeholders, the
committed .mo is what its .po compiles to, and the app finds them through the registry, so its
rules help read in German or Spanish has no paragraph left in English.

``scripts/plugin-translations`` extracts, updates and compiles them (docs/translating.md).
"""

from __future__ import annotations

import gettext
import html
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po
from cardtable_gin_rummy.plugin import PLUGIN

from cardtable import i18n
from cardtable.games import plugin
from cardtable.rules_help import rules_html

PACKAGE = Path(PLUGIN.locale or "").parent
LANGS = ("de", "es")
KEYWORDS = {
    "_": None,
    "gettext": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "N_": None,
    "pgettext_noop": ((1, "c"), 2),
}
_PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z_0-9]*(?:![rsa])?(?::[^{}]*)?\}")
_BLOCK = re.compile(r"<(h[1-6]|p|li)\b[^>]*>(.*?)</\1>", re.DOTALL)
_TAG = re.compile(r"<[^>]+>")
_LETTERS = re.compile(r"[A-Za-zÀ-ÿ]{2,}")


@pytest.fixture(autouse=True)
def _english_afterwards() -> Iterator[None]:
    yield
    i18n.set_language("en")


def _po(lang: str) -> Path:
    return PACKAGE / "locale" / lang / "LC_MESSAGES" / f"{PLUGIN.domain}.po"


def _catalogue(lang: str) -> Catalog:
    with _po(lang).open("rb") as f:
        return read_po(f)


def _marked() -> set[object]:
    """Every message the plugin's source marks, as (context, id)."""
    found: set[object] = set()
    for _file, _line, message, _comments, context in extract_from_dir(
        str(PACKAGE), method_map=[("**.py", "python")], keywords=KEYWORDS
    ):
        if message:
            found.add((context, tuple(message) if isinstance(message, tuple) else message))
    return found


def _key(message: object) -> object:
    ident = message.id  # type: ignore[attr-defined]
    return (message.context, tuple(ident) if isinstance(ident, tuple | list) else ident)  # type: ignore[attr-defined]


def test_the_plugin_names_its_own_domain_and_ships_its_catalogues() -> None:
    assert PLUGIN.domain == "cardtable_gin_rummy"
    assert PLUGIN.locale is not None and PACKAGE.name == "cardtable_gin_rummy"
    for lang in LANGS:
        assert _po(lang).is_file() and _po(lang).with_suffix(".mo").is_file()


@pytest.mark.parametrize("lang", LANGS)
def test_every_marked_message_is_translated_and_none_is_fuzzy(lang: str) -> None:
    catalogue = _catalogue(lang)
    have = {_key(m): m for m in catalogue if m.id}
    missing = _marked() - set(have)
    assert not missing, f"{lang}: missing (scripts/plugin-translations ... update): {missing}"
    assert [m.id for m in have.values() if m.fuzzy] == []
    empty = [
        m.id
        for m in have.values()
        if not (all(m.string) if isinstance(m.string, tuple | list) else m.string)
    ]
    assert empty == []
    changed = [
        m.id
        for m in have.values()
        if sorted(_PLACEHOLDER.findall(str(m.id))) != sorted(_PLACEHOLDER.findall(str(m.string)))
    ]
    assert changed == [], f"{lang}: placeholders differ"


@pytest.mark.parametrize("lang", LANGS)
def test_the_committed_mo_is_compiled_from_the_po(lang: str) -> None:
    with _po(lang).with_suffix(".mo").open("rb") as f:
        table: dict[object, str] = dict(gettext.GNUTranslations(f)._catalog)  # type: ignore[attr-defined]
    table.pop("", None)
    expected = {
        (f"{m.context}\x04" if m.context else "") + m.id: m.string
        for m in _catalogue(lang)
        if m.id and not m.fuzzy and m.string
    }
    assert table == expected, "run scripts/plugin-translations <package> compile"


def _blocks(page: str) -> list[str]:
    plain = (
        html.unescape(_TAG.sub("", m.group(2)).replace("**", "")) for m in _BLOCK.finditer(page)
    )
    return [" ".join(text.split()) for text in plain]


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_help_has_no_english_left(lang: str) -> None:
    found = plugin("gin_rummy")  # the registry adds the plugin's domain to the app's
    assert found.domain in i18n.domains()
    english = _blocks(rules_html(found.rules(), found.info))
    i18n.set_language(lang)
    translated = _blocks(rules_html(found.rules(), found.info))
    assert len(translated) == len(english)
    # Kept as they are on purpose: the title, and what the catalogue leaves unchanged.
    kept = {found.info.title} | {m.id for m in _catalogue(lang) if m.id and m.string == m.id}
    left = [
        en
        for en, text in zip(english, translated, strict=True)
        if en == text and _LETTERS.search(en) and en not in kept and not en.startswith(tuple(kept))
    ]
    assert left == [], f"still in English in {lang}: {left}"


def test_the_words_at_the_table_follow_the_language() -> None:
    plugin("gin_rummy")
    i18n.set_language("de")
    assert i18n._("Knock") == "Klopfen"
    assert i18n._("Take {card}") == "{card} nehmen"
    i18n.set_language("es")
    assert i18n._("Knock") == "Cerrar"
    i18n.set_language("en")
    assert i18n._("Knock") == "Knock"
