"""Mor, in the project's own words."""

from __future__ import annotations

from typing import Final

from cardtable.engine.rules_help import GameRules, Section
from cardtable.i18n import N_

MOR: Final = GameRules(
    game="mor",
    goal=(
        N_(
            "A partnership rummy with two decks. Meld with your partner, build long melds "
            "called **projects**, pick up your team's hidden **Mor** pile and close the "
            "round. The first team at **201 points** after a round wins."
        )
    ),
    sections=(
        Section(
            N_("Players and cards"),
            (
                N_(
                    "Four players in two teams, partners sitting opposite each other (seats 1 "
                    "and 3 against seats 2 and 4); two players can also play one against one. "
                    "Play and the deal go to the **right**."
                ),
                N_("Two 52-card decks and two jokers: 106 cards. Jokers and 2s are wild."),
            ),
        ),
        Section(
            N_("Dealing"),
            (
                N_(
                    "A random player deals first; then the deal moves one seat to the right "
                    "each round. Everybody gets 11 cards, and the player on the dealer's right "
                    "a 12th. Two piles of 11 cards are put aside face down: the **Mor** piles, "
                    "one for each team. The rest is the stock, and there is no face-up card to "
                    "begin with."
                ),
                N_(
                    "The player with 12 cards opens without drawing: they may meld, then "
                    "discard, which starts the discard pile."
                ),
            ),
        ),
        Section(
            N_("Your turn"),
            bullets=(
                N_(
                    "**Draw** the top card of the stock, **or take the whole discard pile**. "
                    "Taking the pile is allowed only when your team already has a meld on the "
                    "table and you can use a taken card at once: your **first** meld or "
                    "addition after taking it must include one of the taken cards. Everything "
                    "you play after that, this turn, is up to you."
                ),
                N_("**Meld** and add to your team's melds."),
                N_("**Discard** one card."),
            ),
        ),
        Section(
            N_("Melds"),
            bullets=(
                N_(
                    "Melds belong to the team: you may add to your partner's, never to the "
                    "other team's."
                ),
                N_(
                    "A **sequence** is three or more cards of one suit in order. The Ace may "
                    "be low (A-2-3) or high (Q-K-A), and one long sequence may run from Ace "
                    "through King to Ace, but it never wraps round (no K-A-2)."
                ),
                N_(
                    "A **set** is three or more 3s, or three or more Aces. No other ranks make "
                    "sets."
                ),
                N_(
                    "A meld may hold at most one joker and at most one 2 used as a wild, and "
                    "always more natural cards than wild ones. A 2 of a sequence's own suit "
                    "lying in its natural place is not wild."
                ),
                N_(
                    "A wild never goes back to a hand or to another meld. When a sequence "
                    "grows to the place of a 2 of its own suit that is standing in as a wild, "
                    "that 2 slides into its natural place."
                ),
            ),
        ),
        Section(
            N_("Projects"),
            (
                N_(
                    "A meld of **seven or more cards** is a project and is worth a bonus on "
                    "top of its cards:"
                ),
            ),
            (
                N_("a set of 3s or Aces: 30 clean (no wild card), 15 with a wild;"),
                N_(
                    "a sequence: 20 clean, 10 with a wild (20 again once its 2 has slid into "
                    "place)."
                ),
            ),
        ),
        Section(
            N_("The Mor"),
            (
                N_(
                    "The first player of each team to empty their hand picks up their team's "
                    "Mor pile (each team only once). If the last card went into a meld they "
                    "pick it up at once and carry on with their turn; if it was discarded, "
                    "they pick it up at the start of their next turn."
                ),
            ),
        ),
        Section(
            N_("Closing the round"),
            (
                N_(
                    "You may play your very last card and close the round only when your team "
                    "has taken its Mor, has at least one clean project, and has 30 or more in "
                    "projects altogether. So 30; 20 and 10; 20 and 15; or 20 and 20 will do, "
                    "but three projects of 10, two of 15, or 15 with two of 10 will not. "
                    "Otherwise you must keep a card back to discard."
                ),
                N_(
                    "When the stock runs out, whoever drew its last card still finishes that "
                    "turn: melds, additions and the discard. Then the round is over, without "
                    "anybody else playing and with no closing bonus. The Mor piles are never "
                    "used as stock."
                ),
            ),
        ),
        Section(
            N_("Scoring"),
            (
                N_(
                    "Cards are worth 0.5 for a 3 to 7, 1 for an 8 to King, and 1.5 for an "
                    "Ace, a 2 or a joker. Each team scores its melded cards and its projects, "
                    "minus the cards left in its players' hands. The closing team gets 10 "
                    "more; a team that never took its Mor loses 10. A Mor that was earned but "
                    "is still waiting (its player discarded their last card and the round "
                    "ended before their next turn) counts as taken."
                ),
                N_("Scores are kept in tenths, so the score sheet shows halves as .5."),
            ),
        ),
        Section(
            N_("Winning"),
            (
                N_(
                    "When a round ends with one team at 201 or more, that team wins. If both "
                    "are there, the higher total wins; if they are exactly equal, one more "
                    "round is played."
                ),
            ),
        ),
    ),
    no_options=N_(
        "Mor has no rule options. The two-player game (one against one) is chosen with the "
        "number of players."
    ),
)
