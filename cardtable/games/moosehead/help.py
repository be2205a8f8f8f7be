"""Moosehead, in the project's own words."""

from __future__ import annotations

from typing import Final

from cardtable.engine.rules_help import GameRules, OptionHelp, Section
from cardtable.i18n import N_

MOOSEHEAD: Final = GameRules(
    game="moosehead",
    goal=(
        N_(
            "Be the first to **50 points**. Points come from steering a shared count "
            "onto 15, 20, 25 or 30, from playing the last card before everybody is "
            "stuck, and from fifteens hidden among the cards you played in a hand."
        )
    ),
    sections=(
        Section(
            N_("Players and cards"),
            (
                N_(
                    "Two to eight players and one 52-card deck. An Ace counts 1, the number "
                    "cards their number, and Jacks, Queens and Kings 10 each."
                ),
            ),
        ),
        Section(
            N_("Dealing"),
            (
                N_(
                    "The first dealer is picked at random; after every hand the deal moves one "
                    "seat to the left. Everybody gets five cards, dealt one at a time."
                ),
            ),
        ),
        Section(
            N_("Building the count"),
            (
                N_(
                    "The player on the dealer's left opens with any card: the count is now "
                    "that card's value. Going round to the left, each player adds one card to "
                    "the count. The count may never go above 30."
                ),
            ),
            (
                N_(
                    "If one of your cards keeps the count at 30 or below, you must play; "
                    "otherwise you pass. A player with no cards left is skipped."
                ),
                N_("Landing the count exactly on **15, 20, 25 or 30 scores 2**."),
                N_(
                    "When everybody has passed one after another, it is a **go**: whoever "
                    "played the last card scores 1, and the next player to their left who "
                    "still holds cards starts a new count from 0."
                ),
                N_(
                    "Reaching **exactly 30** scores 2 (and no go point); the count starts "
                    "again from 0 with the player to the left of whoever made 30."
                ),
                N_(
                    "The last card of the hand closes the count: it scores for 15, 20, 25 or "
                    "30 as usual, and 1 for the go unless it made 30."
                ),
            ),
        ),
        Section(
            N_("Fifteens at the end of a hand"),
            (
                N_(
                    "Once every card has been played, each player in turn from the dealer's "
                    "left looks at the five cards they played during the hand and scores **2 "
                    "for every different group of them that adds up to 15**."
                ),
                N_(
                    "For example 2, 5, 7, 3 and 10 hold three such groups (5 + 10, 3 + 5 + 7 "
                    "and 2 + 3 + 10): 6 points."
                ),
            ),
        ),
        Section(
            N_("Winning"),
            (
                N_(
                    "The game stops **the moment anybody reaches 50**, even in the middle of a "
                    "count or a hand. The score sheet draws the race as a track from 0 to 50."
                ),
            ),
        ),
    ),
    options=(
        OptionHelp(
            "deck",
            N_("Which cards are used."),
            (
                ("standard", N_("all 52 cards")),
                ("numbers_only", N_("the Jacks, Queens and Kings are taken out (40 cards)")),
            ),
        ),
    ),
)

#: The option label and explanation and the summary of Moosehead's ``INFO`` (``state.py``),
#: marked here for the catalogue; the window translates them where it shows them.
INFO_TEXTS: Final = (
    N_("Deck"),
    N_("standard: all 52 cards; numbers_only: the Jacks, Queens and Kings are left out"),
    N_("Add cards to a count toward 30, scoring on 15, 20, 25 and 30. First to 50 wins."),
)
