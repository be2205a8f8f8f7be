"""Moco!, in the project's own words."""

from __future__ import annotations

from typing import Final

from cardtable.engine.rules_help import GameRules, OptionHelp, Section
from cardtable.i18n import N_

#: The chip supplies' places, as ``state.zone_info`` names them ("Moons chips"): listed here so
#: the catalogue has them; the table translates the label where it shows it.
SUPPLY_LABELS: Final = (
    N_("Moons chips"),
    N_("Suns chips"),
    N_("Waves chips"),
    N_("Leaves chips"),
    N_("Wyrms chips"),
    N_("Knots chips"),
)

MOCO: Final = GameRules(
    game="moco",
    goal=(
        N_(
            "Play Decktet cards onto six suit piles and take a chip every turn. At the "
            "end **each chip is worth the card on top of its suit's pile**, so take "
            "the colours you can make valuable and leave the others low. Highest total "
            "wins."
        )
    ),
    sections=(
        Section(
            N_("Players and cards"),
            (
                N_(
                    "Two to five players. The cards are the Decktet's Aces, numbers 2 to 9, "
                    "Crowns and the four Pawns: 40 cards (the Courts are not used). With five "
                    "players the Excuse joins in as a wild card that may go on any pile."
                ),
                N_(
                    "The six suits are Moons, Suns, Waves, Leaves, Wyrms and Knots. Many cards "
                    "belong to two or three suits."
                ),
            ),
        ),
        Section(
            N_("Setting up"),
            (
                N_(
                    "The six Aces are laid face up as the bottoms of six piles, one per suit. "
                    "The other cards are shuffled; with two or four players two of them are "
                    "put aside unseen (one with three players, none with five) and stay hidden "
                    "all game. The rest is dealt out evenly, one at a time from the dealer's "
                    "left: 16 cards each for two players, 11 for three, 8 for four and 7 for "
                    "five. The supply holds 30 chips, five in each suit's colour."
                ),
                N_(
                    "The first dealer is picked at random. The player on the dealer's left "
                    "starts and turns go to the left."
                ),
            ),
        ),
        Section(
            N_("Your turn"),
            bullets=(
                N_(
                    "**Play a card** from your hand onto a pile whose suit the card has. A "
                    "card with several suits goes on one of those piles, your choice, and "
                    "counts only for that pile."
                ),
                N_(
                    "**Take a chip** of any colour left in the supply. With two players you "
                    "may not take the colour of the pile you just played on. If no chip can be "
                    "taken, you take none."
                ),
            ),
        ),
        Section(
            N_("The end of a game"),
            (
                N_(
                    "A game ends right after the turn (card and chip) that puts a **sixth "
                    "card** on any pile, not counting its Ace. Otherwise it ends when the last "
                    "card in hand has been played and its chip taken."
                ),
            ),
        ),
        Section(
            N_("Scoring"),
            (
                N_(
                    "Each chip is worth the card on top of its suit's pile: a number card its "
                    "number, a Pawn 1, a Crown 10, the Excuse 0. A pile with nothing on its "
                    "Ace is worth 0 (or 1, by option). Add up your chips; the highest total "
                    "wins, and tied players share the win. Players may end up with different "
                    "numbers of chips; that is part of the game."
                ),
            ),
        ),
        Section(
            N_("The match"),
            (
                N_(
                    "Usually a match is played: one game for each player at the table, the "
                    "deal moving one seat left each game. The score sheet has a row per game, "
                    "and the highest sum wins the match."
                ),
            ),
        ),
    ),
    options=(
        OptionHelp(
            "match",
            N_("One game, or a match of one game per player."),
            (
                ("on", N_("play one game for each player at the table and total the scores")),
                ("off", N_("play a single game")),
            ),
        ),
        OptionHelp(
            "ace_only_pile",
            N_("What a chip is worth when its pile still holds only its Ace."),
            (("0", N_("nothing")), ("1", N_("one point"))),
        ),
    ),
)
