"""Card art for the table: the project's SVG files (top-level ``assets/``), rendered to
cached pixmaps.

Faces, backs, chips, coins and suit glyphs are drawn by ``tools/make_art.py`` (the project's
own art). This module finds the file for a card, loads each file into a ``QSvgRenderer`` once,
and renders pixmaps at the requested logical size and device pixel ratio, so they are crisp on
any screen. Pixmaps are kept in a cache keyed by what was drawn, its size, the device pixel
ratio and the options that change its look (back design, four colours); repeated calls return
the very same ``QPixmap`` object.

What the cache keeps is what is on the table at its current size: when the table is resized or
a new game is laid out, the table calls :meth:`CardArt.retain` with the card widths it shows,
its device pixel ratio and the decks in play, and every card pixmap of another size, ratio or
deck goes (and the SVG files of decks no longer in play are let go). A window kept open all
evening therefore holds one game's faces at one size, not every face at every size it has seen.
Between those moments a least-recently-used bound in bytes (:data:`CACHE_BYTES`) holds the
sizes a game passes through (hands that grow and shrink, cards in flight).

Files (all under :func:`assets_dir`):

* ``cards/std/<rank><suit>.svg`` (``AS``, ``TD``, ``KH``...), ``cards/std/JK.svg`` for jokers
  with an even copy number and ``cards/std/JK-red.svg`` for odd ones; the physical copies of a
  face in multi-deck games share its file.
* ``cards/decktet/<code>.svg`` (``huntress``, ``ace-moons``, ``excuse``...).
* ``cards/<family>/<letter><number>.svg`` for a game's own numbered cards (a
  :class:`~cardtable.engine.cards.CardFamily` its plugin declares), or ``<letter><number>.svg``
  in the folder the family names when the game ships its own faces; the copies of a number
  share one face.
* ``cards/<deck>/<lang>/<stem>.svg``: a face as it reads in another language (German B and D
  on Jacks and Queens, the Decktet's names in German and Spanish), written by
  ``tools/make_art.py`` from the catalogue's translations. A :class:`CardArt` draws the faces
  of the language in force when it is made (the window's, set at start); a face with no
  translated file is the same in every language.
* ``backs/<name>.svg``, ``chips/<decktet suit>.svg``, ``coins/<metal>.svg``,
  ``suits/<S|H|D|C|decktet suit>.svg``, ``icons/cardtable-<size>.png``.
* ``palette.json``: suit colours, and the two-colour to four-colour replacement for the
  standard deck (spades black, hearts red, diamonds blue, clubs green). The four-colour look is
  made at render time by replacing the suit colour in the file's text.
"""

from __future__ import annotations

import json
import os
import sys
from collections import OrderedDict
from collections.abc import Iterable, Iterator
from functools import lru_cache
from pathlib import Path
from typing import Final

from PySide6.QtCore import QByteArray, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from cardtable import i18n
from cardtable.engine.cards import (
    DECKTET,
    DECKTET_SUITS,
    JOKER,
    RANK_CODES,
    STD,
    STD_SUITS,
    Card,
    card_family,
    decktet_deck,
    multi_deck,
)
from cardtable.games import plugins

#: Height / width of every card (a poker card, 63.5 x 88.9 mm).
CARD_RATIO: Final = 1.4

METALS: Final = ("gold", "silver", "copper")
ICON_SIZES: Final = (16, 24, 32, 48, 64, 128, 256, 512)
#: Default bound of the pixmap cache, in bytes of pixel data: room for every face of two decks
#: at a few sizes on a large screen; the table's own policy (:meth:`CardArt.retain`) keeps far
#: less.
CACHE_BYTES: Final = 64 * 1024 * 1024
_PREFERRED_BACKS: Final = ("blue", "red", "green")


def assets_dir() -> Path:
    """The art folder: ``$CARDTABLE_ASSETS``; in a PyInstaller bundle or an installed wheel the
    ``cardtable/assets`` folder the build copied in (``setup.py``, ``packaging/cardtable.spec``);
    in a checkout the top-level ``assets/`` folder itself."""
    override = os.environ.get("CARDTABLE_ASSETS")
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "cardtable" / "assets"
    package = Path(__file__).resolve().parent.parent
    installed = package / "assets"
    return installed if installed.is_dir() else package.parent / "assets"


def _face(card: Card) -> tuple[str, str]:
    """(folder under cards/, file stem) of a card's face; copies of one face share it."""
    family = card.family
    if family == STD:
        return "std", RANK_CODES[card.rank - 1] + card.suits[0]
    if family == JOKER:
        return "std", "JK-red" if card.copy % 2 else "JK"
    if family == DECKTET:
        return "decktet", card.code
    numbered = card_family(family)
    if numbered is not None:
        return family, numbered.face_code(card.rank)
    raise ValueError(f"no art for cards of family {family!r}")


def _own_art(card: Card, stem: str) -> Path | None:
    """The file of a face a game ships in its own art folder (None: the app's art)."""
    numbered = card_family(card.family)
    return Path(numbered.art) / f"{stem}.svg" if numbered is not None and numbered.art else None


def every_face() -> list[Card]:
    """One card for each face the games use (copies of a face share its art): the standard
    deck with its jokers, the Decktet and the numbered cards each game brings."""
    decks = (
        *multi_deck(1, jokers_per_deck=2),
        *decktet_deck(pawns=True, courts=True, excuse=True),
        *(card for game in plugins() for family in game.cards for card in family.faces()),
    )
    return list({_face(card): card for card in decks}.values())


def card_svg(card: Card, language: str = "en") -> Path:
    """The SVG file of a card's face (copies of one face share a file) in ``language``."""
    folder, stem = _face(card)
    own = _own_art(card, stem)
    if own is not None:
        return own
    root = assets_dir()
    if (folder, stem) in _translated_faces(root, language):
        folder = f"{folder}/{language}"
    return root / "cards" / folder / f"{stem}.svg"


@lru_cache(maxsize=8)
def _translated_faces(root: Path, language: str) -> frozenset[tuple[str, str]]:
    """(deck folder, stem) of each face that has its own file in ``language``."""
    if not language or language == i18n.DEFAULT:
        return frozenset()
    return frozenset(
        (path.parent.parent.name, path.stem)
        for path in (root / "cards").glob(f"*/{language}/*.svg")
    )


@lru_cache(maxsize=1)
def _palette(folder: str) -> dict[str, dict[str, object]]:
    data: dict[str, dict[str, object]] = json.loads(
        (Path(folder) / "palette.json").read_text(encoding="utf-8")
    )
    return data


def _suit_key(suit: str) -> str:
    """ "S"/"H"/"D"/"C" for standard suits, else the Decktet suit's name ("Moons")."""
    if suit.upper() in STD_SUITS and len(suit) == 1:
        return suit.upper()
    for name in DECKTET_SUITS:
        if name.lower() == suit.lower():
            return name
    raise ValueError(f"unknown suit {suit!r}: use S, H, D, C or a Decktet suit name")


class CardArt:
    """Renders and caches the pixmaps the table draws.

    ``back`` (one of :meth:`backs`) and ``four_colour`` may be changed at any time; doing so
    empties the pixmap cache. Use from the GUI thread only.
    """

    def __init__(
        self, back: str = "blue", four_colour: bool = False, language: str | None = None
    ) -> None:
        self._root = assets_dir()
        #: The language the faces are drawn in (default: the one in force now).
        self.language = i18n.language() if language is None else language
        self._translated = _translated_faces(self._root, self.language)
        self._renderers: dict[tuple[Path, tuple[tuple[str, str], ...]], QSvgRenderer] = {}
        self._cache: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
        self._cache_bytes = 0
        #: Bound of the pixmap cache in bytes; least recently used pixmaps go first.
        self.cache_limit_bytes = CACHE_BYTES
        self._back = ""
        self._four_colour = bool(four_colour)
        self.back = back

    # --- options ------------------------------------------------------------------------------

    @property
    def back(self) -> str:
        return self._back

    @back.setter
    def back(self, name: str) -> None:
        if name not in self.backs():
            raise ValueError(f"no card back called {name!r}; there are {', '.join(self.backs())}")
        if name != self._back:
            self._back = name
            self.clear_cache()

    @property
    def four_colour(self) -> bool:
        return self._four_colour

    @four_colour.setter
    def four_colour(self, value: bool) -> None:
        if bool(value) != self._four_colour:
            self._four_colour = bool(value)
            self.clear_cache()

    def backs(self) -> list[str]:
        """Names of the card backs: blue, red and green first, then the others by name."""
        names = sorted(p.stem for p in (self._root / "backs").glob("*.svg"))
        first = [n for n in _PREFERRED_BACKS if n in names]
        return first + [n for n in names if n not in first]

    def clear_cache(self) -> None:
        self._cache.clear()
        self._cache_bytes = 0

    def retain(
        self,
        widths: Iterable[int],
        dpr: float | None = None,
        decks: Iterable[str] | None = None,
    ) -> None:
        """Keep only the card pixmaps of the table as it is now: faces and backs ``widths``
        pixels wide at device pixel ratio ``dpr`` (``None``: any), of the ``decks`` in play
        (folders under ``cards/``: ``std``, ``decktet``, ``moxie``; ``None``: every deck with
        a face still kept). The SVG files of the other decks are let go too. Chips, coins and
        suit glyphs stay (they are small, and bounded with the rest)."""
        keep_widths = set(widths)
        keep_decks = None if decks is None else set(decks)
        for key in list(self._cache):
            kind = str(key[0])
            if kind in ("chip", "coin", "suit"):
                continue
            deck = kind.split("/", 1)[0]
            if (
                key[2] not in keep_widths
                or (dpr is not None and key[3] != dpr)
                or (keep_decks is not None and deck != "back" and deck not in keep_decks)
            ):
                old = self._cache.pop(key)
                self._cache_bytes -= old.width() * old.height() * 4
        if keep_decks is None:
            keep_decks = {str(key[0]).split("/", 1)[0] for key in self._cache}
        cards = self._root / "cards"
        for path, recolour in list(self._renderers):
            if path.is_relative_to(cards) and path.relative_to(cards).parts[0] not in keep_decks:
                del self._renderers[(path, recolour)]

    def drop_files(self) -> None:
        """Let go of the SVG files read so far (the pixmaps drawn from them stay); a face is
        read again when it is next drawn at a size not kept."""
        self._renderers.clear()

    @staticmethod
    def deck_of(card: Card) -> str:
        """The deck a card's face belongs to, as :meth:`retain` names it."""
        return _face(card)[0]

    @property
    def cache_bytes(self) -> int:
        """Pixel data held by the pixmap cache now (at most :attr:`cache_limit_bytes`)."""
        return self._cache_bytes

    # --- pixmaps ------------------------------------------------------------------------------

    def card_pixmap(self, card: Card | None, width: int, dpr: float = 1.0) -> QPixmap:
        """A card's face (``None``: the current back), ``width`` logical pixels wide."""
        # The fast path: a dictionary lookup keyed by plain values (no file system access).
        if card is None:
            key: tuple[object, ...] = ("back", self._back, width, dpr)
        else:
            folder, stem = _face(card)
            if (folder, stem) in self._translated:
                folder = f"{folder}/{self.language}"
            key = (folder, stem, width, dpr)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        path, recolour = self._source(card)
        height = round(width * CARD_RATIO)
        return self._render(key, path, recolour, width, height, dpr)

    def _source(self, card: Card | None) -> tuple[Path, tuple[tuple[str, str], ...]]:
        """The SVG file of a face (``None``: the back) and the colours to change in it."""
        if card is None:
            return self._root / "backs" / f"{self._back}.svg", ()
        folder, stem = _face(card)
        own = _own_art(card, stem)
        if own is not None:
            return own, ()
        if (folder, stem) in self._translated:
            folder = f"{folder}/{self.language}"
        recolour = self._std_recolour(card.suits[0]) if card.family == STD else ()
        return self._root / "cards" / folder / f"{stem}.svg", recolour

    def prepare(self, cards: Iterable[Card | None]) -> Iterator[None]:
        """Read the art of ``cards`` ahead of need, one face per step (a generator, so a caller
        can spread the work over idle moments): the first deal then only draws."""
        for card in cards:
            path, recolour = self._source(card)
            if (path, recolour) not in self._renderers:
                self._renderer(path, recolour)
                yield

    def chip_pixmap(self, suit: str, diameter: int, dpr: float = 1.0) -> QPixmap:
        """Moco!'s chip of a Decktet suit."""
        key = ("chip", suit, diameter, dpr)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        name = _suit_key(suit)
        if name in STD_SUITS:
            raise ValueError(f"chips exist for Decktet suits only, not {suit!r}")
        path = self._root / "chips" / f"{name.lower()}.svg"
        return self._render(key, path, (), diameter, diameter, dpr)

    def coin_pixmap(self, metal: str, diameter: int, dpr: float = 1.0) -> QPixmap:
        """A coin: "gold", "silver" or "copper"."""
        key = ("coin", metal, diameter, dpr)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        if metal not in METALS:
            raise ValueError(f"no {metal!r} coin; coins are gold, silver and copper")
        path = self._root / "coins" / f"{metal}.svg"
        return self._render(key, path, (), diameter, diameter, dpr)

    def suit_glyph_pixmap(self, suit: str, size: int, dpr: float = 1.0) -> QPixmap:
        """A suit symbol in its colour: "S", "H", "D", "C" or a Decktet suit ("Moons")."""
        key = ("suit", suit, size, dpr)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        name = _suit_key(suit)
        if name in STD_SUITS:
            path = self._root / "suits" / f"{name}.svg"
            recolour = self._std_recolour(name)
        else:
            path = self._root / "suits" / f"{name.lower()}.svg"
            recolour = ()
        return self._render(key, path, recolour, size, size, dpr)

    def suit_colour(self, suit: str) -> QColor:
        """The colour a suit is drawn in (the four-colour one when that option is on)."""
        key = _suit_key(suit)
        palette = _palette(str(self._root))
        if key in STD_SUITS:
            table = palette["std"]["four_colour" if self._four_colour else "two_colour"]
        else:
            table = palette["decktet"]
        assert isinstance(table, dict)
        return QColor(str(table[key]))

    # --- internals ----------------------------------------------------------------------------

    def _std_recolour(self, suit: str) -> tuple[tuple[str, str], ...]:
        if not self._four_colour:
            return ()
        std = _palette(str(self._root))["std"]
        two, four = std["two_colour"], std["four_colour"]
        assert isinstance(two, dict) and isinstance(four, dict)
        if two[suit] == four[suit]:
            return ()
        return ((str(two[suit]), str(four[suit])),)

    def _renderer(self, path: Path, recolour: tuple[tuple[str, str], ...]) -> QSvgRenderer:
        key = (path, recolour)
        renderer = self._renderers.get(key)
        if renderer is None:
            try:
                data = path.read_bytes()
            except OSError as exc:
                raise FileNotFoundError(f"card art missing: {path}") from exc
            for old, new in recolour:
                data = data.replace(old.encode(), new.encode())
            renderer = QSvgRenderer(QByteArray(data))
            if not renderer.isValid():
                raise ValueError(f"{path} is not a valid SVG file")
            self._renderers[key] = renderer
        return renderer

    def _render(
        self,
        key: tuple[object, ...],
        path: Path,
        recolour: tuple[tuple[str, str], ...],
        width: int,
        height: int,
        dpr: float,
    ) -> QPixmap:
        if width < 1 or height < 1:
            raise ValueError(f"cannot draw at {width} x {height} pixels")
        if dpr <= 0:
            raise ValueError(f"device pixel ratio must be positive, not {dpr}")
        renderer = self._renderer(path, recolour)
        w_px = max(1, round(width * dpr))
        h_px = max(1, round(height * dpr))
        image = QImage(w_px, h_px, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF(0, 0, w_px, h_px))
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        self._store(key, pixmap, w_px * h_px * 4)
        return pixmap

    def _store(self, key: tuple[object, ...], pixmap: QPixmap, size: int) -> None:
        self._cache[key] = pixmap
        self._cache_bytes += size
        while self._cache_bytes > self.cache_limit_bytes and len(self._cache) > 1:
            _, old = self._cache.popitem(last=False)
            self._cache_bytes -= old.width() * old.height() * 4

    def cached_pixmaps(self) -> int:
        """How many pixmaps the cache holds (for tests and diagnostics)."""
        return len(self._cache)

    def cached_keys(self) -> list[tuple[object, ...]]:
        """What the cache holds, least recently used first: ``(deck folder or "back", face or
        back design, width, dpr)`` for cards, ``("chip" | "coin" | "suit", name, size, dpr)``
        for the rest (for tests and diagnostics)."""
        return list(self._cache)


def app_icon() -> QIcon:
    """The application icon, from PNGs rendered for every common size."""
    icon = QIcon()
    folder = assets_dir() / "icons"
    for size in ICON_SIZES:
        path = folder / f"cardtable-{size}.png"
        if path.exists():
            icon.addFile(str(path), QSize(size, size))
    return icon
