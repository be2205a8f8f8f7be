"""Gin Rummy in the project's own words: OpenSpiel's ``gin_rummy`` rules, played as a match."""

from __future__ import annotations

from typing import Final

from cardtable.engine.rules_help import GameRules, OptionHelp, Section
from cardtable.i18n import N_

GIN_RUMMY: Final = GameRules(
    game="gin_rummy",
    goal=N_(
        "Be the first to **100 points**. Each hand you draw and discard to arrange your ten "
        "cards into sets and runs; whoever knocks with little left over scores what the other "
        "player has left over."
    ),
    sections=(
        Section(
            N_("Players and cards"),
            (
                N_(
                    "Two players and one 52-card deck. Aces are low. For counting, an Ace is "
                    "1, the number cards their number, and Jacks, Queens and Kings 10 each."
                ),
            ),
        ),
        Section(
            N_("Melds and deadwood"),
            (
                N_(
                    "A **set** is three or four cards of one rank; a **run** is three or more "
                    "cards of one suit in sequence (Ace, 2, 3 is a run; Queen, King, Ace is "
                    "not). No card belongs to two melds. Runs longer than five are laid as two."
                ),
                N_(
                    "Your **deadwood** is the count of the cards that are in no meld, with "
                    "your cards arranged so that it is as low as it can be."
                ),
            ),
        ),
        Section(
            N_("Dealing and the first upcard"),
            (
                N_(
                    "The first dealer is picked at random; then the deal alternates. Each "
                    "player gets ten cards; the next card is turned up to start the discard "
                    "pile (the **upcard**) and the rest is the stock."
                ),
                N_(
                    "The non-dealer may take the first upcard or pass; if they pass, the "
                    "dealer may take it or pass. If both pass, the non-dealer draws from the "
                    "stock. Whoever takes a card then discards one."
                ),
            ),
        ),
        Section(
            N_("A turn"),
            (
                N_(
                    "Take the upcard or draw the top card of the stock, then discard one card "
                    "face up: it is the next upcard. A card taken from the pile may be "
                    "thrown straight back."
                ),
            ),
            (
                N_(
                    "Instead of discarding you may **knock** when one discard would leave "
                    "your deadwood at **10 or less** (the knock card). You then discard, and "
                    "the hand ends."
                ),
            ),
        ),
        Section(
            N_("After a knock"),
            (
                N_(
                    "The knocker lays their melds face up, one at a time, until what is left "
                    "in hand counts no more than the knock card. With no deadwood at all the "
                    "knocker has **gin**."
                ),
                N_(
                    "Unless the knocker has gin, the other player may then **lay off** cards "
                    "on the knocker's melds: the fourth card of a set of three, or the next "
                    "card at either end of a run (up to two at an end). Then they lay their "
                    "own melds. Whatever is left in each hand is that player's deadwood."
                ),
            ),
        ),
        Section(
            N_("Scoring a hand"),
            (),
            (
                N_("**Knock**: the knocker scores the difference between the two deadwood counts."),
                N_("**Gin**: the knocker scores the other player's deadwood plus **25**."),
                N_(
                    "**Undercut**: if the knocker's deadwood is higher than the other "
                    "player's, the other player scores the difference plus **25**."
                ),
                N_("Equal deadwood scores nothing."),
            ),
        ),
        Section(
            N_("Hands that end in a draw"),
            (),
            (
                N_(
                    "**The wall**: when a discard leaves two cards in the stock, the next "
                    "player may only knock with the upcard (if it lets them) or pass; a pass "
                    "ends the hand with no score."
                ),
                N_(
                    "When both players, one after the other, take the upcard and throw the "
                    "same card back, the hand ends with no score; so it does at the fiftieth "
                    "upcard taken in a hand."
                ),
            ),
        ),
        Section(
            N_("Winning"),
            (
                N_(
                    "Hands are played until a player's points reach **100**; that player wins "
                    "the match."
                ),
            ),
        ),
    ),
    options=(
        OptionHelp(
            "target",
            N_("The points that win the match."),
            (
                ("100", N_("the usual match")),
                ("50", N_("a short match")),
                ("150", N_("a longer match")),
                ("200", N_("a longer match")),
                ("250", N_("a long match")),
            ),
        ),
        OptionHelp(
            "knock_card",
            N_(
                "The most deadwood a player may knock with; 0 means only gin ends a hand. "
                "Ignored in Oklahoma."
            ),
            (
                ("10", N_("the usual knock card")),
                *((str(k), N_("knock with at most this much deadwood")) for k in range(9, 0, -1)),
                ("0", N_("only gin ends a hand")),
            ),
        ),
        OptionHelp(
            "oklahoma",
            N_("Whether the first upcard sets the knock card."),
            (
                ("off", N_("the knock card is the option above")),
                (
                    "on",
                    N_(
                        "the first upcard's count is the knock card for the hand; an Ace "
                        "means only gin ends the hand"
                    ),
                ),
            ),
        ),
        OptionHelp(
            "gin_bonus",
            N_("The points added for gin."),
            (
                ("25", N_("the usual bonus")),
                ("20", N_("a smaller bonus")),
                ("30", N_("a bigger bonus")),
                ("0", N_("no bonus")),
            ),
        ),
        OptionHelp(
            "undercut_bonus",
            N_("The points added for an undercut."),
            (
                ("25", N_("the usual bonus")),
                ("20", N_("a smaller bonus")),
                ("10", N_("a small bonus")),
                ("0", N_("no bonus")),
            ),
        ),
    ),
)

#: The option labels and explanations and the summary of Gin Rummy's ``INFO`` (``state.py``),
#: marked here for the catalogue; the window translates them where it shows them.
INFO_TEXTS: Final = (
    N_("Match to"),
    N_("the first player whose points reach this total wins the match"),
    N_("Knock card"),
    N_("the most deadwood a player may knock with (0: gin only)"),
    N_("Oklahoma"),
    N_("the first upcard's value is the knock card, and an Ace as first upcard means gin only"),
    N_("Gin bonus"),
    N_("points for going gin"),
    N_("Undercut bonus"),
    N_("points for undercutting a knock"),
    N_(
        "Two players draw and discard to build sets and runs; knock when your unmatched cards "
        "count 10 or less. First to 100 points wins."
    ),
)
