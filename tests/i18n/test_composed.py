"""Texts put together from pieces are whole messages in German and Spanish too: the places on
the table with their article, possessive and preposition, the replay's banner, the log's
headings, Moxie's side pots, a score that names its winner."""

from __future__ import annotations

import pytest

from cardtable.engine.zones import ZONE_WORDS, zone_label
from cardtable.i18n import _, set_language
from cardtable.ui import place_words
from cardtable.ui.place_words import OWNED, SHARED, location, place


def test_german_places_have_their_gender_and_preposition() -> None:
    set_language("de")
    assert place("bet", yours=True) == "dein Einsatz"
    assert place("hand", yours=True) == "deine Hand"
    assert place("hand", "Ada") == "die Hand von Ada"
    assert place("discard pile") == "der Ablagestapel"
    assert location("discard pile") == "auf dem Ablagestapel"
    assert location("hand", yours=True) == "in deiner Hand"
    assert location("purse", "Ada") == "im Geldbeutel von Ada"
    assert place("Moons", pile=True) == "der Stapel Monde"
    assert location("Moons", pile=True) == "auf dem Stapel Monde"
    assert location("Moons chips") == "im Chipvorrat der Monde"
    assert zone_label("side pot 2") == "Nebenpott 2"


def test_spanish_places_have_their_article_and_number() -> None:
    set_language("es")
    assert place("discard pile") == "la pila de descartes"
    assert place("deck") == "la baraja"
    assert place("chips", yours=True) == "tus fichas"
    assert place("hand", "Ada") == "la mano de Ada"
    assert location("stock") == "en el mazo"
    assert place("Moons", pile=True) == "la pila de Lunas"
    assert zone_label("side pot 1") == "bote secundario 1"


def test_every_place_of_the_games_has_its_phrases() -> None:
    """A zone label a game gives is a shared place, an owned one, or names itself."""
    for word in ZONE_WORDS:
        if word[:1].isupper() or word in ("punch", "folded"):
            continue
        assert word in OWNED or word in SHARED, word


@pytest.mark.parametrize("lang", ["de", "es"])
def test_no_place_phrase_falls_back_to_english(lang: str) -> None:
    set_language(lang)
    phrases = [p for four in OWNED.values() for p in four] + [
        p for two in SHARED.values() for p in two
    ]
    english = [p for p in phrases if _(p) == p]
    assert not english, english
    assert place_words.place("hand", yours=True) != "your hand"


def test_the_replay_banner_and_the_log_headings(qapp: object) -> None:
    from PySide6.QtCore import Qt

    from cardtable.session.match import Match
    from cardtable.session.replay import Replay
    from cardtable.ui.models import MoveLogModel

    set_language("de")
    match = Match("moosehead", 2, {}, 7)
    replay = Replay(match)
    banner = replay.banner(0, None)
    assert banner.startswith("Wiederholung — Moosehead") and "alle Hände offen" in banner
    assert replay.banner(0, 1).endswith("wie Spieler 2 es sah")
    model = MoveLogModel(None)
    heads = [model.headerData(i, Qt.Orientation.Horizontal) for i in range(3)]
    assert heads == ["#", "Spieler", "Zug"]


def test_moco_chips_are_told_as_chips() -> None:
    from cardtable.engine.events import TokensMoved

    took = TokensMoved("Wyrms", 1, "supply:Wyrms", "chips:1", 1, "takes")
    back = TokensMoved("Moons", 3, "chips:0", "supply:Moons", 0, "returns")
    names = ["You", "Ada"]
    set_language("en")
    assert took.describe(names) == "Ada takes a Wyrms chip"
    assert back.describe(names) == "You return 3 Moons chips"
    set_language("de")
    assert took.describe(names) == "Ada nimmt einen Chip der Lindwürmer"
    assert back.describe(names) == "Du gibst 3 Chips der Monde zurück"
    set_language("es")
    assert took.describe(names) == "Ada toma una ficha de Sierpes"
    assert back.describe(names) == "Tú devuelves 3 fichas de Lunas"


def test_a_verb_and_what_it_acts_on_are_one_message() -> None:
    from cardtable.engine.cards import card_from_code
    from cardtable.games.moosehead.state import Play as MooseheadPlay
    from cardtable.games.moxie.actions import Punch

    play, punch = MooseheadPlay(card_from_code("TD")), Punch(card_from_code("M4"))
    set_language("en")
    assert play.label == "Play 10♦" and punch.label == "Punch 4"
    set_language("de")
    assert play.label == "10♦ spielen" and punch.label == "4 als Schlagkarte"
    set_language("es")
    assert play.label == "Jugar 10♦" and punch.label == "4 como carta de golpe"
