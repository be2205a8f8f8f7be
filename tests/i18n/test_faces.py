"""Card faces in the player's language: German Jacks and Queens read B and D, the Decktet's
names are the catalogue's, and the files are what the art tool makes of the catalogue now."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("PySide6.QtSvg")

from PySide6.QtGui import QImage

from cardtable.engine.cards import card_from_code, decktet_deck
from cardtable.i18n import pgettext, set_language
from cardtable.ui.art import CardArt, assets_dir, card_svg
from tests.i18n.catalogue import LANGS, ROOT


def _image(art: CardArt, code: str) -> QImage:
    return art.card_pixmap(card_from_code(code), 100).toImage()


def _differs(a: QImage, b: QImage, x0: int, y0: int, x1: int, y1: int) -> bool:
    return any(a.pixel(x, y) != b.pixel(x, y) for x in range(x0, x1) for y in range(y0, y1))


def test_german_courts_have_their_own_letters_and_the_rest_is_shared(qapp: object) -> None:
    english, german, spanish = (
        CardArt(language="en"),
        CardArt(language="de"),
        CardArt("blue", False, "es"),
    )
    for code in ("JH", "QS"):
        en, de = _image(english, code), _image(german, code)
        assert _differs(en, de, 0, 0, 24, 30), f"{code}: the corner index is the English one"
        assert not _differs(en, de, 30, 30, 70, 110), f"{code}: the picture changed"
        assert card_svg(card_from_code(code), "de").parent.name == "de"
    # The King is K in German too, numerals and Aces are the same; Spanish keeps J, Q, K.
    for code in ("KH", "7C", "AS"):
        assert _image(english, code) == _image(german, code), code
    for code in ("JH", "QS", "KD"):
        assert _image(english, code) == _image(spanish, code), code
    assert pgettext("rank letter", "J") == "J"  # still English here: CardArt took its own language


def test_decktet_faces_carry_the_translated_name(qapp: object) -> None:
    english, german = CardArt(language="en"), CardArt(language="de")
    en, de = _image(english, "merchant"), _image(german, "merchant")
    # The name plaque (below the scene) differs; the scene and the corner index do not.
    assert _differs(en, de, 26, 111, 74, 121)
    assert not _differs(en, de, 30, 20, 70, 70)
    for card in decktet_deck(pawns=True, courts=True, excuse=True):
        for lang in LANGS:
            assert card_svg(card, lang).parent.name == lang, (lang, card.code)


def test_the_language_is_part_of_the_cache_key(qapp: object) -> None:
    set_language("de")
    art = CardArt()
    assert art.language == "de"
    german = art.card_pixmap(card_from_code("QH"), 80)
    assert CardArt(language="en").card_pixmap(card_from_code("QH"), 80) is not german
    assert art.card_pixmap(card_from_code("QH"), 80) is german


@pytest.fixture
def art_tool() -> Iterator[object]:
    """The drawing modules of ``tools/make_art.py`` (they need the DejaVu fonts)."""
    from PySide6.QtGui import QFontDatabase

    if "DejaVu Serif" not in QFontDatabase.families():
        pytest.skip("the DejaVu fonts (fonts-dejavu) are not installed")
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        from art import decktet, moxie, std  # type: ignore[import-not-found]

        yield (std, decktet, moxie)
    finally:
        sys.path.remove(str(ROOT / "tools"))


@pytest.mark.parametrize("lang", LANGS)
def test_the_translated_faces_are_made_from_the_catalogue(
    qapp: object, art_tool: tuple[object, ...], lang: str
) -> None:
    """A changed card name or rank letter in a catalogue needs ``tools/make_art.py`` run."""
    std, decktet, moxie = art_tool
    set_language("en")
    english = {"std": std.faces(), "decktet": decktet.faces(), "moxie": moxie.faces()}  # type: ignore[attr-defined]
    set_language(lang)
    stale = []
    for deck, module in (("std", std), ("decktet", decktet), ("moxie", moxie)):
        for stem, text in module.faces().items():  # type: ignore[attr-defined]
            path: Path = assets_dir() / "cards" / deck / lang / f"{stem}.svg"
            if text == english[deck][stem]:
                if path.exists():
                    stale.append(f"{path} is the English face")
            elif not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(f"{path} is not the face the catalogue gives")
    assert not stale, "run tools/make_art.py: " + "; ".join(stale[:5])
