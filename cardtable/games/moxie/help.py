"""Moxie, in the project's own words."""

from __future__ import annotations

from typing import Final

from cardtable.engine.rules_help import GameRules, OptionHelp, Section

MOXIE: Final = GameRules(
    game="moxie",
    goal=(
        "A betting game with two cards each and one shared **Ringer**. Win pots with the best "
        "hand (or by making everyone else fold) until you hold all the money, or until the "
        "players agree to stop and the richest wins."
    ),
    sections=(
        Section(
            "Players, cards and money",
            (
                "Two to ten players (it plays best with two to six). The deck has 25 cards: "
                "five each of 2, 3, 4, 5 and 6, shuffled again every round.",
                "Money is counted in gold, silver and copper: 1 gold is 10 silver, 1 silver is "
                "10 copper. Everybody begins the game holding 3 gold, 15 silver, 25 copper, "
                "shown as 4g 7s 5c; change is made for you.",
            ),
        ),
        Section(
            "The blind and the dealer",
            (
                "A random player holds the blind first. The dealer sits on the blind's left, "
                "and both move one seat to the left every round, passing over players who have "
                "left the table.",
            ),
        ),
        Section(
            "A round",
            bullets=(
                "Two cards are dealt to each player, one at a time from the dealer's left. The "
                "blind player puts in the **blind** (1 silver unless another amount was chosen; "
                "all their money if they have less).",
                "**Betting round 1** starts on the blind's left. The blind counts as the opening "
                "bet, and the blind player gets a turn when the betting comes back round.",
                "The top card of the deck is turned face up: the **Ringer**, which belongs to "
                "every hand. **Betting round 2.**",
                "Everybody still in the hand secretly picks one of their two cards as their "
                "**punch card**; when all have chosen, the punch cards are shown together. They "
                "only tell the others something: your hand still counts both cards. **Betting "
                "round 3.**",
                "**Showdown.**",
            ),
        ),
        Section(
            "Betting",
            bullets=(
                "On your turn you may check (when there is nothing to call), bet, call, raise, "
                "fold (only when there is a bet to face) or go all in.",
                "Without a limit a bet is at least the blind and a raise at least the last bet "
                "or raise of this betting round, up to everything you have.",
                "Betting rounds 2 and 3 are opened by the blind player, or the next player to "
                "their left still in the hand.",
                "A betting round goes round the table at most twice: on your third turn in it "
                "you may only call or fold. Nobody may bet or raise when no one else left in the "
                "hand could answer.",
                "An all-in smaller than a full raise does not reopen the betting for players "
                "who have already acted: they may only call or fold.",
                "Money nobody called goes back to whoever put it in, and side pots are made when "
                "players are all in for different amounts.",
            ),
        ),
        Section(
            "What a hand is worth",
            (
                "Take your two cards and the Ringer. **Full Moxie** (a 2, a 3 and a 4 between "
                "them) beats everything. Otherwise the hand scores:",
            ),
            (
                "no pair: all three cards added up;",
                "table pair (one of your cards matches the Ringer): that card, the Ringer, and "
                "twice your other card;",
                "hand pair (your two cards match, the Ringer does not): your two cards and twice "
                "the Ringer;",
                "triple (all three the same): five times the Ringer.",
            ),
        ),
        Section(
            "Showdown",
            (
                "Everybody still in shows both cards. Each pot goes to the best hand among the "
                "players who can win it: Full Moxie first, then the higher score; at an equal "
                "score a triple beats a hand pair, which beats a table pair, which beats no "
                "pair. Hands still equal split the pot, and odd coppers go one at a time to the "
                "tied winners, starting from the seat left of the blind.",
                "If everybody else folds, the last player takes every pot without showing.",
            ),
        ),
        Section(
            "Leaving and stopping",
            (
                "A player with no money left leaves the table. The game ends when one player "
                "holds all the money.",
                "The players may also stop: on your turn to bet you may propose stopping (once "
                "a round). Every other player still at the table answers in turn; if all agree, "
                "the game ends when the round is over and players are ranked by money. One "
                "refusal and play goes on. Bots always agree.",
            ),
        ),
    ),
    options=(
        OptionHelp(
            "blind",
            "The blind posted every round, in copper (10 copper make 1 silver).",
            (
                ("10", "1 silver"),
                ("5", "5 copper"),
                ("20", "2 silver"),
                ("25", "2 silver 5 copper"),
                ("50", "5 silver"),
                ("100", "1 gold"),
            ),
        ),
        OptionHelp(
            "limit",
            "How big bets and raises may be.",
            (
                (
                    "no_limit",
                    "a bet is at least the blind, a raise at least the last raise, up to your "
                    "whole purse",
                ),
                ("fixed_limit", "every bet and every raise is exactly the blind"),
            ),
        ),
        OptionHelp(
            "tie_break",
            "What happens when two hands are equal at the showdown.",
            (
                ("split", "the tied players share the pot"),
                (
                    "house",
                    "before splitting, the card that counts double decides (with no pair, the "
                    "higher of the two hand cards), then the rank of the pair; in practice the "
                    "higher card wins",
                ),
            ),
        ),
        OptionHelp(
            "rounds",
            "A limit on the number of rounds.",
            (
                ("0", "no limit: play until one player has all the money or all agree to stop"),
                ("10", "stop after 10 rounds, ranked by money"),
                ("25", "stop after 25 rounds"),
                ("50", "stop after 50 rounds"),
                ("100", "stop after 100 rounds"),
                ("200", "stop after 200 rounds"),
            ),
        ),
    ),
)
