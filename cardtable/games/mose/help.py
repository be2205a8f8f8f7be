"""Mose, in the project's own words."""

from __future__ import annotations

from typing import Final

from cardtable.engine.rules_help import GameRules, OptionHelp, Section
from cardtable.i18n import N_

MOSE: Final = GameRules(
    game="mose",
    goal=(
        N_(
            "A rummy game of **13 rounds**. In each round try to get rid of all your "
            "cards before anybody else; whatever you are still holding when someone "
            "does counts against you. After the thirteenth round the **lowest total "
            "wins** (equal lowest totals share it)."
        )
    ),
    sections=(
        Section(
            N_("Players and cards"),
            (
                N_(
                    "Two to twelve players. Up to six play with one 52-card deck, from seven "
                    "on with two decks shuffled together (two cards with the same face are "
                    "still two cards). There are no jokers."
                ),
            ),
        ),
        Section(
            N_("The wild rank moves up"),
            (
                N_(
                    "In round 1 every 2 is wild, in round 2 every 3, and so on: Kings in round "
                    "12 and Aces in round 13. All four suits of that rank are wild."
                ),
            ),
        ),
        Section(
            N_("Dealing"),
            (
                N_(
                    "A random player deals the first round; the deal then moves one seat to "
                    "the left each round. Everybody gets seven cards, one at a time. The next "
                    "card is turned face up to start the discard pile and the rest is the "
                    "face-down stock. The player left of the dealer begins, and turns go to "
                    "the left."
                ),
            ),
        ),
        Section(
            N_("Your turn"),
            bullets=(
                N_(
                    "**Draw**: the top card of the stock, or **the whole discard pile** (you "
                    "need not use any of it)."
                ),
                N_(
                    "**Meld**: lay new melds and add cards to melds on the table, as many as "
                    "you like."
                ),
                N_("**Discard** exactly one card, any card, even one you just drew."),
            ),
        ),
        Section(
            N_("Melds"),
            bullets=(
                N_("A **set** is three or more cards of the same rank."),
                N_(
                    "A **run** is three or more cards of one suit in order. The Ace is either "
                    "below the 2 (A-2-3) or above the King (Q-K-A), but a run never turns the "
                    "corner (no K-A-2)."
                ),
                N_(
                    "Wild cards may fill any place, but a new meld needs at least one natural card."
                ),
                N_(
                    "In a run every wild stands for the card of its place; where two places "
                    "are possible (Q-K with a wild) you choose, and the table asks."
                ),
                N_(
                    "In a set a wild stands for that rank in any suit the set's natural cards "
                    "do not show yet: with 9♠ 9♥ and a wild, the wild is a 9♦ or a 9♣, so "
                    "whoever holds either may swap it. A natural card added to the set takes "
                    "its suit off that list. A set may take any number of wilds, even beyond "
                    "all four suits; a wild beyond the missing suits stands for that rank in "
                    "any suit."
                ),
                N_(
                    "Melds stay in front of whoever laid them, but **anyone may add to any "
                    "meld** as long as it stays a proper set or run. Melds are never "
                    "rearranged."
                ),
            ),
        ),
        Section(
            N_("Swapping a wild"),
            (
                N_(
                    "If you hold the natural card that a wild on the table stands for, you may "
                    "put your card in the wild's place. Then either take the wild into your "
                    "hand, or place it straight away on any meld where it fits (and it stays "
                    "there). Whoever owns the meld may swap too."
                ),
                N_(
                    "For a wild in a set, any natural card of the set's rank in a suit the set "
                    "is still missing will do, whoever holds it."
                ),
            ),
        ),
        Section(
            N_("Playing out of turn"),
            (
                N_(
                    "With any-time plays on (the usual rule), once the first card of the round "
                    "has been drawn anybody may lay a meld, add to a meld or swap a wild "
                    "**even on someone else's turn**. Drawing and discarding still happen only "
                    "on your own turn. When several players want to play at once, the first to "
                    "act gets in; bots are asked one after another in seat order from the "
                    "player who just moved."
                ),
                N_(
                    "In pass-and-play, press **Play now** with your name on it: the table is "
                    "covered, the device is handed to you, and only then are your cards shown. "
                    "Press **Done** to hand it back."
                ),
            ),
        ),
        Section(
            N_("Going out: Mose!"),
            (
                N_(
                    "The first player with no cards left wins the round at once, whether the "
                    "last card went into a meld, onto a meld, or onto the discard pile, and "
                    "nothing more is played. Going out on your very first turn is allowed. If "
                    "you go out right after another player drew (with nothing in between), the "
                    "cards they just drew do not count against them."
                ),
            ),
        ),
        Section(
            N_("When the stock runs out"),
            (
                N_(
                    "The player who must draw either takes the discard pile or has it shuffled "
                    "into a new stock and draws from that (there is then no face-up card until "
                    "the next discard). While the stock stays empty because the pile was "
                    "taken, the next player has the same choice. If the new stock runs out as "
                    "well, the round ends with nobody going out, and everybody counts their "
                    "hand."
                ),
            ),
        ),
        Section(
            N_("Scoring"),
            (
                N_(
                    "Whoever went out scores 0. Everybody else adds up the cards in their "
                    "hand: a card of the round's wild rank 20, Jacks, Queens and Kings 10, an "
                    "Ace 1 (but 20 in the Aces round, when Aces are wild), and 2 to 10 their "
                    "number. Points are bad: the score sheet keeps one row per round, and the "
                    "lowest total after round 13 wins."
                ),
            ),
        ),
    ),
    options=(
        OptionHelp(
            "any_time_plays",
            N_("Whether melds, additions and wild swaps may be made on other players' turns."),
            (
                ("on", N_("any time once the round has begun, even on another player's turn")),
                ("own_turn_only", N_("only on your own turn, after drawing")),
            ),
        ),
        OptionHelp(
            "strict_table",
            N_("What happens to a play that is not allowed."),
            (
                ("off", N_("the table simply refuses it; no penalties")),
                (
                    "on",
                    N_(
                        "you may declare cards as a meld or addition even when they are not one; "
                        "they are shown to everybody and go back to your hand, and you pay a "
                        "penalty: 50 for a false Mose (the declaration would have emptied your "
                        "hand), 10 for any other wrong lay-off. Penalties get their own row on the "
                        "score sheet and count in your total"
                    ),
                ),
            ),
        ),
        OptionHelp(
            "decks",
            N_("How many decks are shuffled together."),
            (
                ("auto", N_("one deck for two to six players, two decks from seven")),
                ("1", N_("always one deck (seven players at most)")),
                ("2", N_("always two decks")),
            ),
        ),
    ),
)
