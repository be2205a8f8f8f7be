"""Help on the app itself: seats, pass-and-play, undo, saving, deal codes, the keyboard."""

from __future__ import annotations

from typing import Final

from cardtable.engine.rules_help import Section
from cardtable.i18n import N_

APP_HELP: Final = (
    Section(
        N_("Setting up a game"),
        (
            N_(
                "Pick a game, the number of players, and for every seat a person or a bot: "
                "**random moves** (any legal move, for learning the rules), **quick** "
                "(rules of thumb, at once) or **easy, normal or hard** (these try their "
                "options over deals the cards they cannot see might be; harder levels think "
                "longer). Give seats names if you like, and set the game's rule options; "
                "each option starts at its usual value."
            ),
            N_(
                "A **random deal** is different every time. To play a particular deal, "
                "type its **deal code**: the same game, number of players, options and "
                "code give the same shuffles and deals (and, with the same bots, the same "
                "bot moves). The code of the game you are playing is shown in the status "
                "bar and at the end of the game, so you can share a good deal."
            ),
        ),
    ),
    Section(
        N_("Pass-and-play"),
        (
            N_(
                "With two or more people at the table, the device is passed between them. "
                "Before each person's move a **privacy screen** covers the table and asks "
                "that player to take the device; their cards appear only when they press "
                "**Show my cards**. While the screen is up, and whenever nobody in "
                "particular is looking, the table shows only what everybody may see. The "
                "move log, the score sheet and saved-game previews never show anyone's "
                "hidden cards."
            ),
            N_(
                "Moxie's punch cards are chosen behind the same screen, one player at a "
                "time. In Mose, a player who wants to play out of turn presses **Play "
                "now** with their name; the table is covered and handed to them, and "
                "**Done** gives it back."
            ),
        ),
    ),
    Section(
        N_("Undo"),
        (
            N_(
                "When you play alone against bots, **Undo** (Ctrl+Z) takes back your last "
                "move together with everything the bots did after it, so the table is as it "
                "was when you chose; the bots answer the same move the same way. When it "
                "cannot, the menu and the status bar say why. A move stays:"
            ),
        ),
        (
            N_(
                "once cards have been dealt or shuffled after it (a new hand, a new stock): "
                "taking it back would deal you the same cards again, known in advance;"
            ),
            N_(
                "when it showed you a card you could not see before, such as a card drawn "
                "from the stock or a Mor pile picked up."
            ),
        ),
        (
            N_(
                "Press it again to go back to your move before, under the same rules. There "
                "is no undo in pass-and-play or at a network table, and a game opened from "
                "a save starts with nothing to undo."
            ),
        ),
    ),
    Section(
        N_("Saving and resuming"),
        (
            N_(
                "Every move is saved at once, so if you close Card Table in the middle of "
                "a game it offers to **resume** it next time. Starting a different game "
                "keeps the unfinished one among your saved games. **Save as** (Ctrl+S) "
                "keeps a game under a name of your choice, and **Open** (Ctrl+O) lists "
                "your saved games with their progress and scores."
            ),
            N_(
                "A saved game that is damaged, or was made by a newer version of Card "
                "Table, cannot be opened; you are told why and where the file is, and it "
                "is never overwritten or deleted."
            ),
        ),
    ),
    Section(
        N_("Scores, statistics and settings"),
        (
            N_(
                "The score sheet beside the table keeps each round's scores and the totals "
                "(View ▸ Score sheet opens it large). At the end a summary names the "
                "winner and offers to play again. Game ▸ Statistics shows, for every game, "
                "how many you have played and won and your best score. Settings hold the "
                "animation and bot speeds, the card back and the four-colour deck."
            ),
        ),
    ),
    Section(
        N_("Keyboard"),
        bullets=(
            N_(
                "Left and Right move over your cards, or over the places they can go; Up "
                "and Down switch between the two."
            ),
            N_(
                "Space selects a card (several for a meld); Enter plays it or drops it on "
                "the focused place; Escape clears the selection."
            ),
            N_(
                "Tab reaches everything on the table, then the buttons. Buttons have "
                "letter keys (P pass, D draw, T take, F fold, C call, K check, B bet, R "
                "raise, A all in) and numbers 1 to 9."
            ),
            N_(
                "Ctrl+N new game, Ctrl+R play again, Ctrl+Z undo, Ctrl+S save, Ctrl+O "
                "open, F1 rules, F9 score sheet and log, Enter on the privacy screen shows "
                "your cards."
            ),
        ),
    ),
)
