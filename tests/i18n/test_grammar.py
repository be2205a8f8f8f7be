"""Card names inside sentences: German puts them in the case the sentence needs ("spielt den
Kaufmann", not "spielt der Kaufmann"), Spanish joins "de" and "a" to the article (del, al)."""

from __future__ import annotations

import re

import pytest

from cardtable.engine.cards import DECKTET_NAMED, EXCUSE, card_from_code, std_card
from cardtable.engine.events import CardsMoved, subject
from cardtable.engine.name_forms import NAME_FORMS
from cardtable.games.moco.state import Play
from cardtable.i18n import FORMS, Name, _, or_list, set_language
from tests.i18n.catalogue import LANGS, PLACEHOLDER, read_catalogue

MERCHANT = card_from_code("merchant")
HUNTRESS = card_from_code("huntress")
WINDOW = card_from_code("window")


def _played(card_code: str, seat: int | None = 1) -> str:
    cards = (card_from_code(card_code),)
    event = CardsMoved(cards, "hand:1", "pile:Moons", seat=seat, verb="plays")
    return event.describe(["You", "Ada", "Bo"])


def test_german_puts_a_played_card_in_the_accusative() -> None:
    set_language("de")
    assert _played("merchant") == "Ada spielt den Kaufmann"
    assert _played("huntress") == "Ada spielt die Jägerin"
    assert _played("window") == "Ada spielt das Fenster"
    assert _played("soldier") == "Ada spielt den Soldaten"  # a weak noun takes -en
    assert _played("excuse") == "Ada spielt die Ausrede"
    assert subject("You", _("plays {cards}").format(cards=MERCHANT.label)) == (
        "Du spielst den Kaufmann"
    )
    # A button starts with a capital letter; the nominative stays where it is the subject.
    assert Play(MERCHANT, "Moons").label == "Den Kaufmann auf den Stapel Monde spielen"
    assert _("{card} is not in your hand").format(card=MERCHANT.label) == (
        "der Kaufmann ist nicht in deiner Hand"
    )
    # An Ace takes its article where the sentence needs one; its label alone has none.
    assert _played("ace-moons") == "Ada spielt das Ass der Monde"
    assert str(card_from_code("ace-moons").label) == "Ass der Monde"
    # Cards without an article keep their label in every case.
    assert _played("7H") == "Ada spielt 7♥"
    assert f"{std_card(12, 'S').label:acc}" == "D♠"


def test_german_forms_of_every_decktet_name() -> None:
    set_language("de")
    for card in (*DECKTET_NAMED, EXCUSE):
        nominative, accusative, dative = str(card.label), f"{card.label:acc}", f"{card.label:dat}"
        article = nominative.split()[0]
        assert article in ("der", "die", "das"), nominative
        assert accusative.split()[0] == {"der": "den", "die": "die", "das": "das"}[article]
        assert dative.split()[0] == {"der": "dem", "die": "der", "das": "dem"}[article]
        # The noun stays the same except for the weak masculine nouns (den Soldaten).
        assert accusative.split()[-1].startswith(nominative.split()[-1].rstrip("e"))


def test_spanish_joins_de_and_a_to_the_article() -> None:
    set_language("es")
    assert _played("merchant") == "Ada juega el Mercader"
    assert f"{MERCHANT.label:de}" == "del Mercader"
    assert f"{MERCHANT.label:a}" == "al Mercader"
    assert f"{HUNTRESS.label:de}" == "de la Cazadora"
    assert f"{HUNTRESS.label:a}" == "a la Cazadora"
    assert f"{WINDOW.label:acc}" == "la Ventana"
    assert Play(MERCHANT, "Moons").label == "Jugar el Mercader en la pila de Lunas"


def test_english_is_unchanged() -> None:
    set_language("en")
    assert _played("merchant") == "Ada plays the Merchant"
    assert f"{MERCHANT.label:acc}" == "the Merchant"
    assert Play(MERCHANT, "Moons").label == "Play the Merchant on Moons"


def test_several_names_each_take_the_form() -> None:
    set_language("de")
    both = Name.joined([MERCHANT.label, HUNTRESS.label], ", ")
    assert f"{both:acc}" == "den Kaufmann, die Jägerin"
    assert f"{both:Acc}" == "Den Kaufmann, die Jägerin"


def test_several_cards_are_listed_in_the_languages_words() -> None:
    """A move with several cards lists them ("J♥, 2♥ and K♥"), each name in its form."""
    cards = (std_card(11, "H"), std_card(2, "H"), std_card(13, "H"))
    event = CardsMoved(cards, "hand:1", "meld:0", seat=1, verb="melds")
    set_language("en")
    assert event.describe(["You", "Ada"]) == "Ada melds J♥, 2♥ and K♥"
    assert or_list(["2", "4"]) == "2 or 4" and or_list(["2", "3", "5"]) == "2, 3 or 5"
    set_language("de")
    assert event.describe(["You", "Ada"]) == "Ada meldet B♥, 2♥ und K♥"
    listed = Name.listed([MERCHANT.label, HUNTRESS.label, WINDOW.label])
    assert f"{listed:acc}" == "den Kaufmann, die Jägerin und das Fenster"
    assert or_list(["2", "4"]) == "2 oder 4"
    set_language("es")
    assert event.describe(["You", "Ada"]).endswith("J♥, 2♥ y K♥")
    assert or_list(["2", "3", "5"]) == "2, 3 o 5"


def test_every_name_form_is_in_the_catalogues() -> None:
    wanted = {("accusative", str(card.name)) for card in (*DECKTET_NAMED, EXCUSE)}
    wanted.add(("accusative", "Ace of {suit}"))
    wanted |= {("dative", ctx_id[1]) for ctx_id in wanted}
    assert len(NAME_FORMS) == len(wanted)
    for lang in LANGS:
        have = {(m.context, m.id) for m in read_catalogue(lang) if m.context and m.string}
        assert wanted <= have, f"{lang}: missing {sorted(wanted - have)[:5]}"


@pytest.mark.parametrize("lang", LANGS)
def test_a_translation_asks_only_card_placeholders_for_a_form(lang: str) -> None:
    """A form spec ({cards:acc}) is only understood by a Name: only the placeholders that are
    always given a card's label may carry one, and only a known form."""
    names = {"card", "cards"}
    wrong = []
    for m in read_catalogue(lang):
        strings = m.string if isinstance(m.string, tuple | list) else (m.string,)
        for text in strings:
            for found in PLACEHOLDER.findall(text or ""):
                match = re.fullmatch(r"\{(\w+)(?:![rsa])?(?::(.*))?\}", found)
                assert match
                spec = match.group(2) or ""
                asks_form = spec.lower() in FORMS or spec == "Nom"
                if asks_form and match.group(1) not in names:
                    wrong.append((m.id, text))
    assert not wrong, f"{lang}: a form asked of a placeholder that is not a card: {wrong[:5]}"


def test_a_wilds_tag_on_the_table_uses_the_languages_rank_letters() -> None:
    """The tag under a meld's wild ("= Q any suit") prints the rank as the faces do."""
    from cardtable.ui.scene_words import card_note

    set_language("de")
    assert card_note("Q*") == "D beliebige Farbe"
    assert card_note("JH") == "B♥"
    assert card_note("TS") == "10♠"
    set_language("en")
    assert card_note("Q*") == "Q any suit"
    assert card_note("JH") == "J♥"
