"""The words a screen reader is given: cards and coins in full, "you" agreeing with its verb."""

from __future__ import annotations

import pytest

from cardtable.engine.cards import card_from_code
from cardtable.engine.events import CardsMoved, Message, TokensMoved, second_person, subject
from cardtable.games.moxie.actions import AllIn
from cardtable.ui.speech import spoken


@pytest.mark.parametrize(
    ("verb", "said"),
    [
        ("plays", "play"),
        ("takes", "take"),
        ("deals", "deal"),
        ("passes", "pass"),
        ("is", "are"),
        ("has", "have"),
        ("goes", "go"),
        ("carries", "carry"),
        ("reach", "reach"),
    ],
)
def test_verbs_agree_with_you(verb: str, said: str) -> None:
    assert second_person(verb) == said


def test_event_texts_for_you_and_for_others() -> None:
    names = ["You", "Ada"]
    six = card_from_code("6C")
    assert CardsMoved((six,), "hand:0", "played:0", seat=0, verb="plays").describe(names) == (
        "You play 6♣"
    )
    assert CardsMoved((six,), "hand:1", "played:1", seat=1, verb="plays").describe(names) == (
        "Ada plays 6♣"
    )
    assert TokensMoved("Moons", 1, "supply", "chips:0", 0, "takes").describe(names) == (
        "You take a Moons chip"
    )
    assert Message("deals first", 0).describe(names) == "You deal first"
    assert subject("Ada", "deals first") == "Ada deals first"
    assert AllIn().label == "All in"


def test_cards_and_money_in_words() -> None:
    assert spoken("Ada plays 6♣, 10♥ and Q♠") == (
        "Ada plays Six of Clubs, Ten of Hearts and Queen of Spades"
    )
    assert spoken("a set of 10s") == "a set of 10s"
    assert spoken("Ada raises 1g 2s", coins=True) == "Ada raises 1 gold 2 silver"


def test_a_partnership_is_named_by_its_players() -> None:
    from cardtable.engine.observation import ZoneView
    from cardtable.engine.zones import Visibility, ZoneKind
    from cardtable.ui.speech import zone_words

    names = ["You", "Ada", "Basil", "Cleo"]

    def pile(team: int, seats: str) -> ZoneView:
        label = f"Team {team} (seats {seats}): Mor"
        return ZoneView(f"mor:{team}", ZoneKind.PILE, None, Visibility.PUBLIC, label=label)

    ours, theirs = pile(1, "1 & 3"), pile(2, "2 & 4")
    assert zone_words(ours, names, 0) == "Your team (you and Basil): Mor"
    assert zone_words(theirs, names, 0) == "Team 2 (Ada and Cleo): Mor"


def test_a_team_s_places_travel_in_english_and_read_in_the_window_s_language() -> None:
    """Mor labels its team places in the catalogue's English, so a label made while another
    language was in force (or by a host across the network) still reads in this window's."""
    from cardtable.engine.zones import zone_label
    from cardtable.games import GAMES
    from cardtable.i18n import set_language
    from cardtable.ui.speech import zone_location, zone_words

    names = ["Ada", "Basil", "Cleo", "Dora"]
    set_language("de")
    made_in_german = {z.id: z for z in GAMES["mor"].new_game(4).observation(0).zones}
    set_language("en")
    made_in_english = {z.id: z for z in GAMES["mor"].new_game(4).observation(0).zones}
    assert made_in_german["newmeld:0"].label == made_in_english["newmeld:0"].label
    assert made_in_english["newmeld:0"].label == "Team 1 (seats 1 & 3): new meld"
    assert zone_words(made_in_german["newmeld:1"], names, 0) == "Team 2 (Basil and Dora): new meld"

    set_language("de")
    assert zone_label(made_in_english["newmeld:0"].label) == "Team 1 (Plätze 1 & 3): neue Meldung"
    assert zone_words(made_in_english["mor:0"], names, 0) == "Dein Team (du und Cleo): Mor"
    two_players = {z.id: z for z in GAMES["mor"].new_game(2).observation(0).zones}
    assert two_players["newmeld:1"].label == "Seat 2: new meld"
    assert zone_label(two_players["newmeld:1"].label) == "Platz 2: neue Meldung"
    where = zone_location(two_players["newmeld:1"], ["Ada", "Basil"], 0)
    assert where == "in der neuen Meldung von Basil"
    set_language("en")
