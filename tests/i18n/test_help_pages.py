"""The rules help of every game the app ships, and the app's own help, read in German and in
Spanish (a plugin game's words are in English until somebody translates them: see
``tests/registry.py``).

Each text of a help page is marked for the catalogue (``N_``) where it is written, and the page
rendered in another language has no paragraph, heading or list item left as its English
source: only the game's title and the words the catalogue itself keeps as they are (a
translator's choice, such as Moxie's "Showdown" in German) may read the same.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator

import pytest

from cardtable.engine.rules_help import GameRules, Section
from cardtable.games import GAMES
from cardtable.i18n import set_language
from cardtable.rules_help import APP_HELP, app_html, rules_for, rules_html
from tests.i18n.catalogue import APP, LANGS, of_game, read_catalogue, source_messages
from tests.registry import TRANSLATED

#: One block of a rendered page: a heading, a paragraph or a list item.
_BLOCK = re.compile(r"<(h[1-6]|p|li)\b[^>]*>(.*?)</\1>", re.DOTALL)
_TAG = re.compile(r"<[^>]+>")
_LETTERS = re.compile(r"[A-Za-zÀ-ÿ]{2,}")


def _section_texts(sections: tuple[Section, ...]) -> Iterator[str]:
    for s in sections:
        yield s.heading
        yield from (*s.paragraphs, *s.bullets, *s.after)


def _texts(rules: GameRules) -> Iterator[str]:
    """Every text a game's help page takes from its ``help.py``."""
    yield rules.goal
    yield from _section_texts(rules.sections)
    for option in rules.options:
        yield option.what
        yield from (meaning for _value, meaning in option.choices)
    yield from (rules.no_options, *rules.notes)


def _plain(text: str) -> str:
    """A block as the reader sees it: no tags, no ``**`` marks, one space between words."""
    return " ".join(html.unescape(_TAG.sub("", text.replace("**", ""))).split())


def _blocks(page: str) -> list[str]:
    return [_plain(m.group(2)) for m in _BLOCK.finditer(page)]


def _rules(name: str) -> GameRules:
    rules = rules_for(name)
    assert rules is not None, f"{name} has no rules help"
    return rules


def _page(name: str) -> str:
    if name == "app":
        return app_html(APP_HELP)
    return rules_html(_rules(name), GAMES[name])


def _kept_as_they_are(lang: str, name: str) -> set[str]:
    """What may read the same in ``lang`` on the page ``name``: titles and the
    untranslated-on-purpose of the app's catalogue and of the game's own."""
    kept = {info.title for info in GAMES.values()}
    own = APP if name == "app" else of_game(name)
    for m in [*read_catalogue(lang), *read_catalogue(lang, own)]:
        if isinstance(m.id, str) and m.id and m.string == m.id:
            kept.add(_plain(m.id))
    # An option's heading is its label and its name: kept when the label is ("Blind" in German).
    specs = [spec for info in GAMES.values() for spec in info.options]
    kept |= {f"{spec.label} ({spec.name})" for spec in specs if _plain(spec.label) in kept}
    return kept


@pytest.mark.parametrize("name", [*TRANSLATED, "app"])
def test_every_help_text_is_marked_for_the_catalogue(name: str) -> None:
    rules = rules_for(name)
    texts = _section_texts(APP_HELP) if rules is None else _texts(rules)
    # Marked in the source of the distribution that ships the game (the app's for its own).
    marked = {
        m[1] for m in source_messages(APP if rules is None else of_game(name)) if m[0] is None
    }
    unmarked = [t for t in texts if t and t not in marked]
    assert not unmarked, f"{name}: {len(unmarked)} help texts are not marked with N_: {unmarked}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", [*TRANSLATED, "app"])
def test_the_help_page_has_no_english_left(name: str, lang: str) -> None:
    english = _blocks(_page(name))
    set_language(lang)
    translated = _blocks(_page(name))
    assert len(translated) == len(english), "the page has another shape in translation"
    kept = _kept_as_they_are(lang, name)
    left = [
        en
        for en, text in zip(english, translated, strict=True)
        if en == text and _LETTERS.search(en) and en not in kept
    ]
    assert not left, f"{name} in {lang}: {len(left)} blocks still in English:\n" + "\n".join(left)
