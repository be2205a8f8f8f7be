"""Quick Shed's rules help, in the words the players read (marked with ``N_``: the help window
shows each through the catalogue, as it does the five games' words)."""

from __future__ import annotations

from typing import Final

from cardtable.engine.rules_help import GameRules, OptionHelp, Section
from cardtable.i18n import N_

RULES: Final = GameRules(
    game="quickshed",
    goal=N_(
        "Be the first to **empty your hand**: you score a point for every card the others "
        "still hold. After the last hand the most points win."
    ),
    sections=(
        Section(
            N_("Players and cards"),
            (N_("Two to four players and 32 cards: the Ace and the 7 to the King of each suit."),),
        ),
        Section(
            N_("Dealing"),
            (
                N_(
                    "Everybody gets five cards, one at a time from the dealer's left. The next "
                    "card is turned face up to start the pile; the rest is the stock. The deal "
                    "moves one seat to the left after each hand."
                ),
            ),
        ),
        Section(
            N_("Your turn"),
            (N_("The player on the dealer's left begins; play goes to the left. On your turn:"),),
            (
                N_("**play** a card of the same suit or the same rank as the pile's top card; or"),
                N_("**draw** the top card of the stock, which ends your turn; or"),
                N_("**pass**, only when the stock is empty and no card of yours fits."),
            ),
        ),
        Section(
            N_("The end of a hand"),
            (
                N_(
                    "The hand ends when somebody plays their last card: they score one point "
                    "for each card left in the other hands. When everybody passes in a row, "
                    "the hand ends and nobody scores."
                ),
            ),
        ),
    ),
    options=(
        OptionHelp(
            "hands",
            N_("How many hands the game lasts."),
            (("2", N_("two hands")), ("1", N_("one hand")), ("3", N_("three hands"))),
        ),
    ),
)
