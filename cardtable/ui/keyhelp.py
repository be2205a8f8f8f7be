"""The keyboard help (Help ▸ Keyboard): every key of the table, in the language in force."""

from __future__ import annotations

from cardtable.i18n import _


def keyboard_help() -> str:
    """The keys of the window, then the keys that speak part of the table."""
    from cardtable.ui.table import REVIEW_KEYS

    said = [_("{key}: say {what}").format(key=k, what=_(w)) for k, w, _m in REVIEW_KEYS]
    keys = _(
        "Left / Right: move over your cards (or the places they can go)\n"
        "Up / Down: switch between your cards and the places\n"
        "Tab: go through everything, then the buttons\n"
        "Space: select a card (several for a meld)\n"
        "Enter: play the selection, or drop it on the focused place\n"
        "Escape: clear the selection or cancel a choice\n"
        "Buttons: P pass, D draw, T take, F fold, C call, K check, B bet, R raise,\n"
        "A all in; 1-9 press the numbered buttons; H hint (the coach's move)\n"
        "Ctrl+N new game, Ctrl+R play again, Ctrl+Z undo, Ctrl+S save, Ctrl+O open,\n"
        "F1 rules, F9 scores and log, F10 score sheet, Ctrl+Shift+R replay a game,\n"
        "Ctrl+H hand history\n"
    )
    amounts = _(
        "Amounts: a digit typed at the table starts one in the amount box and Enter plays it\n"
        "(5, s, Enter: 5 silver); Shift+B or Shift+R moves to the box; O proposes to stop\n"
    )
    speaking = _("On the table, keys that speak (with a screen reader):")
    return f"{keys}{amounts}\n{speaking}\n" + "\n".join(said) + "\n"
