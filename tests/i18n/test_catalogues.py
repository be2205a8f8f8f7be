"""The translation catalogues: complete, in step with the source, compiled, and packaged.

Every message the source marks (``_``, ``ngettext``, ``pgettext``, ``N_``) must be in the
template and in each language's .po with a translation that is neither missing nor fuzzy and
carries the same placeholders; every committed .mo must be what its .po compiles to.
"""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from tests.i18n.catalogue import (
    LANGS,
    LOCALE,
    ROOT,
    compiled,
    expected_mo,
    key,
    of_game,
    placeholders,
    po_path,
    read_catalogue,
    source_messages,
)


def _template_keys() -> set[object]:
    with (LOCALE / "cardtable.pot").open("rb") as f:
        return {key(m) for m in read_po(f) if m.id}


def test_the_template_holds_every_message_of_the_source() -> None:
    missing = source_messages() - _template_keys()
    assert not missing, (
        f"{len(missing)} messages are not in cardtable.pot; run scripts/translations extract "
        f"and update: {sorted(map(str, missing))[:10]}"
    )


@pytest.mark.parametrize("lang", LANGS)
def test_the_catalogue_is_complete_and_not_fuzzy(lang: str) -> None:
    catalogue = read_catalogue(lang)
    have = {key(m): m for m in catalogue if m.id}
    missing = source_messages() - set(have)
    assert not missing, f"{lang}: {len(missing)} messages missing: {sorted(map(str, missing))[:10]}"
    fuzzy = [m.id for m in have.values() if m.fuzzy]
    assert not fuzzy, f"{lang}: fuzzy entries: {fuzzy[:10]}"
    untranslated = [
        m.id
        for m in have.values()
        if not (all(m.string) if isinstance(m.string, tuple | list) else m.string)
    ]
    assert not untranslated, f"{lang}: {len(untranslated)} untranslated: {untranslated[:10]}"


@pytest.mark.parametrize("lang", LANGS)
def test_translations_keep_the_placeholders(lang: str) -> None:
    wrong = []
    for m in read_catalogue(lang):
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple | list) else (m.id,)
        strings = m.string if isinstance(m.string, tuple | list) else (m.string,)
        want = placeholders(ids[-1])
        for text in strings:
            # A singular form may say "one" instead of {count}; every other name must match.
            got = placeholders(text)
            if got != want and not (len(ids) > 1 and set(got) <= set(want)):
                wrong.append((ids[0], text))
    assert not wrong, f"{lang}: placeholders differ: {wrong[:5]}"


@pytest.mark.parametrize("lang", LANGS)
def test_the_committed_mo_is_compiled_from_the_po(lang: str) -> None:
    assert compiled(lang) == expected_mo(read_catalogue(lang)), (
        f"{po_path(lang).with_suffix('.mo')} is stale: run scripts/translations compile"
    )


def test_the_wheel_and_the_bundle_carry_the_catalogues(tmp_path: Path) -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    data = config["tool"]["setuptools"]["package-data"]["cardtable"]
    assert "locale/*/LC_MESSAGES/*.mo" in data
    spec = (ROOT / "packaging" / "cardtable.spec").read_text(encoding="utf-8")
    assert '(str(ROOT / "cardtable" / "locale"), "cardtable/locale")' in spec
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import bundle_contents
    finally:
        sys.path.pop(0)
    assert bundle_contents.keep("cardtable/locale/de/LC_MESSAGES/cardtable.mo")
    out = subprocess.run(
        [sys.executable, "setup.py", "-q", "build_py", "--build-lib", str(tmp_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0, out.stderr
    for lang in LANGS:
        assert (tmp_path / "cardtable" / "locale" / lang / "LC_MESSAGES" / "cardtable.mo").is_file()


def test_every_game_title_option_and_summary_is_marked() -> None:
    """Each in the source of the distribution that ships the game (the app's for its own); a
    plugin without catalogues of its own shows its words in English (tests/registry.py)."""
    from cardtable.games import GAMES
    from tests.registry import TRANSLATED

    unmarked = []
    for game_id in TRANSLATED:
        info = GAMES[game_id]
        marked = {m[1] for m in source_messages(of_game(game_id)) if m[0] is None}
        texts = [info.summary]
        for spec in info.options:
            texts += [spec.label, spec.help]
        unmarked += [(game_id, t) for t in texts if t and t not in marked]
    assert unmarked == []
