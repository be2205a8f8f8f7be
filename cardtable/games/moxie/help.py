"""Moxie, in the project's own words."""

from __future__ import annotations

from typing import Final

from cardtable.engine.rules_help import GameRules, OptionHelp, Section
from cardtable.i18n import N_

MOXIE: Final = GameRules(
    game="moxie",
    goal=(
        N_(
            "A betting game with two cards each and one shared **Ringer**. Win pots "
            "with the best hand (or by making everyone else fold) until you hold all "
            "the money, or until the players agree to stop and the richest wins."
        )
    ),
    sections=(
        Section(
            N_("Players, cards and money"),
            (
                N_(
                    "Two to ten players (it plays best with two to six). The deck has 25 "
                    "cards: five each of 2, 3, 4, 5 and 6, shuffled again every round."
                ),
                N_(
                    "Money is counted in gold, silver and copper: 1 gold is 10 silver, 1 "
                    "silver is 10 copper. Everybody begins the game holding 3 gold, 15 silver, "
                    "25 copper, shown as 4g 7s 5c; change is made for you."
                ),
            ),
        ),
        Section(
            N_("The blind and the dealer"),
            (
                N_(
                    "A random player holds the blind first. The dealer sits on the blind's "
                    "left, and both move one seat to the left every round, passing over "
                    "players who have left the table."
                ),
            ),
        ),
        Section(
            N_("A round"),
            bullets=(
                N_(
                    "Two cards are dealt to each player, one at a time from the dealer's left. "
                    "The blind player puts in the **blind** (1 silver unless another amount "
                    "was chosen; all their money if they have less)."
                ),
                N_(
                    "**Betting round 1** starts on the blind's left. The blind counts as the "
                    "opening bet, and the blind player gets a turn when the betting comes back "
                    "round."
                ),
                N_(
                    "The top card of the deck is turned face up: the **Ringer**, which belongs "
                    "to every hand. **Betting round 2.**"
                ),
                N_(
                    "Everybody still in the hand secretly picks one of their two cards as "
                    "their **punch card**; when all have chosen, the punch cards are shown "
                    "together. They only tell the others something: your hand still counts "
                    "both cards. **Betting round 3.**"
                ),
                N_("**Showdown.**"),
            ),
        ),
        Section(
            N_("Betting"),
            bullets=(
                N_(
                    "On your turn you may check (when there is nothing to call), bet, call, "
                    "raise, fold (only when there is a bet to face) or go all in."
                ),
                N_(
                    "Without a limit a bet is at least the blind and a raise at least the last "
                    "bet or raise of this betting round, up to everything you have."
                ),
                N_(
                    "Betting rounds 2 and 3 are opened by the blind player, or the next player "
                    "to their left still in the hand."
                ),
                N_(
                    "A betting round goes round the table at most twice: on your third turn in "
                    "it you may only call or fold. Nobody may bet or raise when no one else "
                    "left in the hand could answer."
                ),
                N_(
                    "An all-in smaller than a full raise does not reopen the betting for "
                    "players who have already acted: they may only call or fold."
                ),
                N_(
                    "Money nobody called goes back to whoever put it in, and side pots are "
                    "made when players are all in for different amounts."
                ),
            ),
        ),
        Section(
            N_("What a hand is worth"),
            (
                N_(
                    "Take your two cards and the Ringer. **Full Moxie** (a 2, a 3 and a 4 "
                    "between them) beats everything. Otherwise the hand scores:"
                ),
            ),
            (
                N_("no pair: all three cards added up;"),
                N_(
                    "table pair (one of your cards matches the Ringer): that card, the Ringer, "
                    "and twice your other card;"
                ),
                N_(
                    "hand pair (your two cards match, the Ringer does not): your two cards and "
                    "twice the Ringer;"
                ),
                N_("triple (all three the same): five times the Ringer."),
            ),
        ),
        Section(
            N_("Showdown"),
            (
                N_(
                    "Everybody still in shows both cards. Each pot goes to the best hand among "
                    "the players who can win it: Full Moxie first, then the higher score; at "
                    "an equal score a triple beats a hand pair, which beats a table pair, "
                    "which beats no pair. Hands still equal split the pot, and odd coppers go "
                    "one at a time to the tied winners, starting from the seat left of the "
                    "blind."
                ),
                N_("If everybody else folds, the last player takes every pot without showing."),
            ),
        ),
        Section(
            N_("Leaving and stopping"),
            (
                N_(
                    "A player with no money left leaves the table. The game ends when one "
                    "player holds all the money."
                ),
                N_(
                    "The players may also stop: on your turn to bet you may propose stopping "
                    "(once a round). Every other player still at the table answers in turn; if "
                    "all agree, the game ends when the round is over and players are ranked by "
                    "money. One refusal and play goes on. Bots always agree."
                ),
            ),
        ),
    ),
    options=(
        OptionHelp(
            "blind",
            N_("The blind posted every round, in copper (10 copper make 1 silver)."),
            (
                ("5", N_("5 copper")),
                ("10", N_("1 silver")),
                ("20", N_("2 silver")),
                ("25", N_("2 silver 5 copper")),
                ("50", N_("5 silver")),
                ("100", N_("1 gold")),
            ),
        ),
        OptionHelp(
            "limit",
            N_("How big bets and raises may be."),
            (
                (
                    "no_limit",
                    N_(
                        "a bet is at least the blind, a raise at least the last raise, up to your "
                        "whole purse"
                    ),
                ),
                ("fixed_limit", N_("every bet and every raise is exactly the blind")),
            ),
        ),
        OptionHelp(
            "tie_break",
            N_("What happens when two hands are equal at the showdown."),
            (
                ("split", N_("the tied players share the pot")),
                (
                    "house",
                    N_(
                        "before splitting, the card that counts double decides (with no pair, the "
                        "higher of the two hand cards), then the rank of the pair; in practice the "
                        "higher card wins"
                    ),
                ),
            ),
        ),
        OptionHelp(
            "rounds",
            N_("A limit on the number of rounds."),
            (
                ("0", N_("no limit: play until one player has all the money or all agree to stop")),
                ("10", N_("stop after 10 rounds, ranked by money")),
                ("25", N_("stop after 25 rounds")),
                ("50", N_("stop after 50 rounds")),
                ("100", N_("stop after 100 rounds")),
                ("200", N_("stop after 200 rounds")),
            ),
        ),
    ),
)

#: The option labels and explanations and the summary of Moxie's ``INFO`` (``state.py``), marked
#: here for the catalogue; the window translates them where it shows them.
INFO_TEXTS: Final = (
    N_("Blind"),
    N_("the blind posted every round, in copper (10 copper = 1 silver)"),
    N_("Betting limit"),
    N_(
        "no_limit: bet at least the blind and raise at least the last raise, up to your "
        "whole purse; fixed_limit: every bet and raise is exactly the blind"
    ),
    N_("Ties"),
    N_(
        "split: equal hands share the pot; house: the doubled card (or the higher card) "
        "decides, then the pair"
    ),
    N_("Round limit"),
    N_(
        "0: play until one player holds all the money (or all agree to stop); otherwise "
        "stop after that many rounds, ranked by money"
    ),
    N_("Bet on two cards and a shared Ringer; a secret punch card; Full Moxie beats all."),
)
