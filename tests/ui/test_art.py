"""Card art: every card of every deck renders, pixmaps are cached, options change the look."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("PySide6.QtSvg")

from PySide6.QtGui import QColor, QImage, QPixmap

from cardtable.engine.cards import (
    DECKTET_SUITS,
    JOKER,
    Card,
    CardFamily,
    card_from_code,
    decktet_deck,
    multi_deck,
    standard_deck,
    std_card,
)
from cardtable.games import plugins
from cardtable.ui.art import (
    CARD_RATIO,
    CardArt,
    app_icon,
    assets_dir,
    card_svg,
)

#: The card families the registered games bring of their own (Moxie's numbered cards).
FAMILIES: tuple[CardFamily, ...] = tuple(family for game in plugins() for family in game.cards)
ALL_CARDS: tuple[Card, ...] = (
    *multi_deck(2, jokers_per_deck=2),
    *decktet_deck(pawns=True, courts=True, excuse=True),
    *(card for family in FAMILIES for card in family.deck(2)),
)
#: One card per face (copies share art), so the rendering test stays quick.
FACES: tuple[Card, ...] = tuple({card_svg(c): c for c in ALL_CARDS}.values())


@pytest.fixture
def art(qapp: object) -> Iterator[CardArt]:
    yield CardArt()


def _colours(pixmap: QPixmap) -> set[int]:
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)
    step = max(1, image.width() // 24)
    return {
        image.pixel(x, y)
        for x in range(0, image.width(), step)
        for y in range(0, image.height(), step)
    }


def _assert_drawn(pixmap: QPixmap) -> None:
    colours = _colours(pixmap)
    assert any(QColor.fromRgba(c).alpha() == 255 for c in colours), "nothing opaque was drawn"
    assert len(colours) >= 3, "the pixmap is (almost) a single colour"


def test_assets_dir_exists() -> None:
    root = assets_dir()
    assert root.is_dir()
    own = tuple(f"cards/{family.name}" for family in FAMILIES if not family.art)
    for sub in ("cards/std", "cards/decktet", *own, "backs", "chips", "coins", "icons"):
        assert (root / sub).is_dir(), sub


def test_every_card_code_of_the_engine_decks_has_an_svg_file() -> None:
    codes = {c.code for c in ALL_CARDS} | {c.code for c in standard_deck(jokers=2)}
    for code in sorted(codes):
        path = card_svg(card_from_code(code))
        assert path.is_file(), f"{code}: {path} is missing"
        assert path.read_text(encoding="utf-8").lstrip().startswith("<svg"), code


def test_copies_of_a_face_share_art_and_jokers_alternate_colours() -> None:
    assert card_svg(card_from_code("7H")) == card_svg(card_from_code("7H.1"))
    assert FAMILIES, "a game brings cards of its own"
    for family in FAMILIES:
        rank = family.ranks[-1]
        assert card_svg(family.card(rank)) == card_svg(family.card(rank, 3))
        assert card_svg(family.card(rank)) != card_svg(family.card(family.ranks[0]))
    assert card_svg(Card(JOKER, 0, (), 0)) != card_svg(Card(JOKER, 0, (), 1))
    assert card_svg(Card(JOKER, 0, (), 0)) == card_svg(Card(JOKER, 0, (), 2))


def test_a_game_s_own_cards_are_drawn_from_the_art_it_ships(art: CardArt, tmp_path: Path) -> None:
    """A game of its own distribution brings its cards' faces: its family names the folder."""
    from cardtable.engine.cards import register_family

    for rank in (1, 2):
        source = card_svg(card_from_code(f"{rank + 1}H"))
        (tmp_path / f"Q{rank}.svg").write_text(source.read_text(encoding="utf-8"))
    family = register_family(CardFamily("test-own-art", "Q", (1, 2), "Q {rank}", str(tmp_path)))
    assert card_svg(family.card(2, 1)) == tmp_path / "Q2.svg"
    pixmap = art.card_pixmap(family.card(1), 60)
    _assert_drawn(pixmap)
    assert pixmap.toImage() != art.card_pixmap(family.card(2), 60).toImage()


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_every_card_renders_at_the_right_size(art: CardArt, dpr: float) -> None:
    width = 60
    height = round(width * CARD_RATIO)
    for card in (*ALL_CARDS, None):
        pixmap = art.card_pixmap(card, width, dpr)
        assert not pixmap.isNull(), card
        assert (pixmap.width(), pixmap.height()) == (round(width * dpr), round(height * dpr)), card
        assert pixmap.devicePixelRatio() == dpr
        size = pixmap.deviceIndependentSize()
        assert (round(size.width()), round(size.height())) == (width, height), card
        _assert_drawn(pixmap)


def test_faces_differ_from_each_other(art: CardArt) -> None:
    seen: dict[bytes, Card] = {}
    for card in FACES:
        image = art.card_pixmap(card, 50).toImage()
        data = bytes(image.constBits())
        assert data not in seen, f"{card} looks exactly like {seen.get(data)}"
        seen[data] = card


def test_the_cache_returns_the_same_pixmap(art: CardArt) -> None:
    card = std_card(12, "S")
    first = art.card_pixmap(card, 80, 2.0)
    assert art.card_pixmap(card, 80, 2.0) is first
    assert art.card_pixmap(std_card(12, "S", copy=1), 80, 2.0) is first
    assert art.card_pixmap(card, 80, 1.0) is not first
    assert art.card_pixmap(card, 81, 2.0) is not first
    back = art.card_pixmap(None, 80)
    assert art.card_pixmap(None, 80) is back
    assert art.chip_pixmap("Moons", 30) is art.chip_pixmap("Moons", 30)
    assert art.coin_pixmap("gold", 30) is art.coin_pixmap("gold", 30)


def test_the_cache_is_bounded(art: CardArt) -> None:
    art.cache_limit_bytes = 5 * 100 * 140 * 4
    for card in standard_deck()[:20]:
        art.card_pixmap(card, 100)
    assert 1 <= art.cached_pixmaps() <= 5
    # the most recent one is still there
    last = standard_deck()[19]
    assert art.card_pixmap(last, 100) is art.card_pixmap(last, 100)


def _pixel(pixmap: QPixmap, fx: float, fy: float) -> QColor:
    image = pixmap.toImage()
    return image.pixelColor(round(fx * image.width()), round(fy * image.height()))


def test_four_colour_turns_diamonds_blue_and_clubs_green(art: CardArt) -> None:
    five_d, five_c, five_s = std_card(5, "D"), std_card(5, "C"), std_card(5, "S")
    # the centre pip of a five sits at the middle of the card
    red = _pixel(art.card_pixmap(five_d, 100), 0.5, 0.5)
    black = _pixel(art.card_pixmap(five_c, 100), 0.5, 0.5)
    spade = art.card_pixmap(five_s, 100).toImage()
    assert red.red() > 150 and red.blue() < 90
    assert black.green() < 60
    art.four_colour = True
    blue = _pixel(art.card_pixmap(five_d, 100), 0.5, 0.5)
    green = _pixel(art.card_pixmap(five_c, 100), 0.5, 0.5)
    assert blue.blue() > 150 and blue.red() < 90
    assert green.green() > 100 and green.red() < 60
    assert art.card_pixmap(five_s, 100).toImage() == spade
    assert art.suit_colour("D") == blue
    art.four_colour = False
    assert _pixel(art.card_pixmap(five_d, 100), 0.5, 0.5) == red
    assert art.suit_colour("D") == red


def test_backs_render_and_switching_changes_the_back(art: CardArt) -> None:
    names = art.backs()
    assert names[:3] == ["blue", "red", "green"]
    images = []
    for name in names:
        art.back = name
        pixmap = art.card_pixmap(None, 70, 2.0)
        assert pixmap.width() == 140
        _assert_drawn(pixmap)
        images.append(pixmap.toImage())
    assert len({bytes(i.constBits()) for i in images}) == len(names)
    with pytest.raises(ValueError, match="no card back"):
        art.back = "plaid"


@pytest.mark.parametrize("dpr", [1.0, 1.5])
def test_chips_coins_and_glyphs_render(art: CardArt, dpr: float) -> None:
    for suit in DECKTET_SUITS:
        chip = art.chip_pixmap(suit, 40, dpr)
        assert chip.width() == round(40 * dpr)
        _assert_drawn(chip)
    for metal in ("gold", "silver", "copper"):
        coin = art.coin_pixmap(metal, 32, dpr)
        assert coin.height() == round(32 * dpr)
        _assert_drawn(coin)
    for suit in (*DECKTET_SUITS, "S", "H", "D", "C"):
        glyph = art.suit_glyph_pixmap(suit, 24, dpr)
        assert glyph.width() == round(24 * dpr)
        assert any(QColor.fromRgba(c).alpha() > 200 for c in _colours(glyph)), suit


def test_suit_colours_are_distinct_per_decktet_suit(art: CardArt) -> None:
    colours = {art.suit_colour(s).name() for s in DECKTET_SUITS}
    assert len(colours) == 6
    assert art.suit_colour("moons") == art.suit_colour("Moons")


def test_bad_names_are_refused(art: CardArt) -> None:
    with pytest.raises(ValueError, match="coin"):
        art.coin_pixmap("platinum", 20)
    with pytest.raises(ValueError, match="suit"):
        art.chip_pixmap("Stars", 20)
    with pytest.raises(ValueError, match="Decktet"):
        art.chip_pixmap("S", 20)
    with pytest.raises(ValueError):
        art.card_pixmap(std_card(1, "S"), 0)


def test_app_icon_has_every_size(qapp: object) -> None:
    icon = app_icon()
    assert not icon.isNull()
    sizes = {s.width() for s in icon.availableSizes()}
    assert {16, 32, 48, 256, 512} <= sizes


def test_art_files_hold_no_bitmaps_or_font_text() -> None:
    """Text is drawn as outlines and nothing is an embedded image, so every machine shows the
    same cards whatever fonts it has."""
    files = sorted(assets_dir().rglob("*.svg"))
    assert len(files) >= 45 + 54 + 5 + 3 + 6 + 3
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert "<image" not in text, path
        assert "<text" not in text, path
        assert len(text) < 40_000, f"{path} is {len(text)} bytes"


def test_a_card_growing_in_flight_reuses_a_few_pixmaps(art: CardArt) -> None:
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from cardtable.ui.items import CardItem

    item = CardItem(art, std_card(12, "H"), "hand:0", CARD_RATIO)
    image = QImage(200, 300, QImage.Format.Format_ARGB32_Premultiplied)
    option = QStyleOptionGraphicsItem()

    def paint_widths(widths: range) -> int:
        before = art.cached_pixmaps()
        painter = QPainter(image)
        for w in widths:
            item.set_width(w + 0.37)
            item.paint(painter, option, None)
        painter.end()
        return art.cached_pixmaps() - before

    item.in_motion = True
    # Sixty frames of a card growing from 60 to 120 pixels: a handful of shared sizes.
    assert paint_widths(range(60, 120)) <= 5
    item.in_motion = False
    # At rest it is drawn at its exact size, crisp.
    assert paint_widths(range(97, 98)) == 1


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_a_card_at_rest_is_copied_pixel_for_pixel_wherever_it_lies(
    art: CardArt, dpr: float
) -> None:
    """Layouts put cards at fractional places and sizes; at rest the face must still be the
    art's own pixels on whole device pixels (sharp, and a plain copy), not a resampled blur."""
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from cardtable.ui.items import CardItem

    card = std_card(12, "H")
    item = CardItem(art, card, "hand:0", CARD_RATIO)
    item.set_width(62.66)
    face = art.card_pixmap(card, 63, dpr).toImage()
    for tx, ty in ((100.3, 150.71), (100.5, 150.5), (99.96, 151.2)):
        image = QImage(round(220 * dpr), round(320 * dpr), QImage.Format.Format_ARGB32)
        image.setDevicePixelRatio(dpr)
        image.fill(QColor(0, 0, 0))
        painter = QPainter(image)
        painter.translate(tx, ty)
        item.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.end()
        # Find where the face's top-left pixel landed: the card's centre, on a whole pixel.
        left = round((tx - face.width() / dpr / 2) * dpr)
        top = round((ty - face.height() / dpr / 2) * dpr)
        copied = image.copy(left, top, face.width(), face.height())
        # Inside the rounded corners, every pixel is the art's own.
        for fx, fy in ((0.5, 0.5), (0.2, 0.1), (0.8, 0.9), (0.1, 0.5), (0.93, 0.3)):
            x, y = round(fx * (face.width() - 1)), round(fy * (face.height() - 1))
            assert copied.pixelColor(x, y) == face.pixelColor(x, y), (tx, ty, x, y)
        # And it is not one pixel off: the edge column just left of the face is the felt or
        # the shadow, never the card's white.
        assert image.pixelColor(left - 1, top + face.height() // 2).lightness() < 200


def test_a_turning_card_is_still_squeezed(art: CardArt) -> None:
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from cardtable.ui.items import CardItem

    item = CardItem(art, std_card(1, "S"), "hand:0", CARD_RATIO)
    item.set_width(80.0)
    item.flip = 0.5
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0))
    painter = QPainter(image)
    painter.translate(100.4, 100.4)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    white = [x for x in range(200) if image.pixelColor(x, 100).lightness() > 200]
    assert 36 <= white[-1] - white[0] + 1 <= 42, "half of an 80-pixel card is drawn"


@pytest.mark.parametrize(
    ("token", "amount", "money"),
    [
        ("Moons", 1, False),
        ("Moons", 5, False),
        ("silver", 4, False),
        ("copper", 0, False),
        ("copper", 379, True),
        ("copper", 7, True),
    ],
)
def test_a_token_paints_only_inside_its_bounds(
    art: CardArt, token: str, amount: int, money: bool
) -> None:
    """The view repaints only an item's bounding box when it moves: anything painted outside
    it stays behind as a trail (a flying stack of coins once left its count badge's edge all
    along its path)."""

    from cardtable.ui.items import TokenItem

    item = TokenItem(art, "supply:x", token)
    item.set_diameter(44.0)
    item.set_amount(amount)
    item.set_money(money)
    assert _painted_outside(item, 200.0, 200.0) == []


def test_a_card_paints_only_inside_its_bounds(art: CardArt) -> None:

    from cardtable.ui.items import CardItem

    item = CardItem(art, std_card(5, "D"), "hand:0", CARD_RATIO)
    item.set_width(71.3)
    item.selected = item.focused = True
    item.depth = 3
    assert _painted_outside(item, 200.4, 200.6) == []


def _painted_outside(item: object, x0: float, y0: float) -> list[tuple[int, int]]:
    """Pixels (every other one) that ``item``, painted at (x0, y0), covers outside its bounds."""
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

    assert isinstance(item, QGraphicsItem)
    image = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.translate(x0, y0)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    bounds = item.boundingRect().translated(x0, y0)
    return [
        (x, y)
        for y in range(0, 400, 2)
        for x in range(0, 400, 2)
        if image.pixelColor(x, y).alpha() > 8 and not bounds.contains(x + 0.5, y + 0.5)
    ]
