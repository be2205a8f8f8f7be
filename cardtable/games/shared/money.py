"""Reading an amount of money typed by a player ("1g 2s 5c", "35s", "1.25g", "120").

The amount box of a game played for money (Moxie) reads what the player types here, so the
box can say at once why a text is no amount rather than quietly keep an older one. Pure text
and arithmetic, no Qt; amounts are in copper (see :mod:`cardtable.games.shared.betting`).

What is read:

* A number with a coin letter is that many coins: ``35s`` is 35 silver (350 copper), ``99g`` is
  99 gold. Several may follow one another, with or without spaces, in any order: ``1g 2s 5c``,
  ``1g2s``. The letters are the language's own (German G, S, K; Spanish o, p, c, in the
  catalogue's ``coin`` context) or the English g, s, c, in either case.
* A number alone is copper: ``120`` is 1g 2s.
* A number may have decimals, with a point or a comma: ``1.25g`` is 125 copper, ``1,5s`` 15;
  what comes to a part of a copper is refused (there is no half copper).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from typing import Final

from cardtable.games.shared.betting import (
    COIN_LETTERS,
    COPPER_PER_GOLD,
    COPPER_PER_SILVER,
    format_money,
)
from cardtable.i18n import _, pgettext

#: What one coin of each letter in :data:`COIN_LETTERS` is worth, in copper.
_WORTH: Final = (COPPER_PER_GOLD, COPPER_PER_SILVER, 1)
#: A number, perhaps with decimals, and the letters after it (checked apart).
_PART: Final = re.compile(r"(\d+(?:[.,]\d*)?|[.,]\d+)\s*([^\d\s.,]*)")


@dataclass(frozen=True, slots=True)
class MoneyReading:
    """What a typed text says: an ``amount`` in copper, or None and the ``problem`` with the
    text in one sentence a player can act on."""

    amount: int | None
    problem: str = ""


def _letters() -> dict[str, int]:
    """Each coin letter (the language's and the English ones, lower case) and its coin."""
    units = {letter: i for i, letter in enumerate(COIN_LETTERS)}
    units.update({pgettext("coin", letter).lower(): i for i, letter in enumerate(COIN_LETTERS)})
    return units


def letters_text() -> str:
    """The coin letters of the language in force, as a player would write them: "g, s, c"."""
    return ", ".join(pgettext("coin", letter) for letter in COIN_LETTERS)


def read_money(text: str) -> MoneyReading:
    """The amount ``text`` stands for, in copper, or why it stands for none (see the module
    docstring for what is read)."""
    text = text.strip()
    if not text:
        return MoneyReading(None, _("Type an amount, like {example}").format(example=_example()))
    units = _letters()
    total = Decimal(0)
    end = 0
    parts = 0
    for found in _PART.finditer(text):
        between = text[end : found.start()]
        if between.strip():
            return _not_an_amount(text)
        number, letter = found.group(1), found.group(2).lower()
        value = Decimal(number.replace(",", ".").rstrip(".") or "0")
        if letter:
            if letter not in units:
                return MoneyReading(
                    None,
                    _("“{letter}” is not a coin: use {letters}").format(
                        letter=found.group(2), letters=letters_text()
                    ),
                )
            total += value * _WORTH[units[letter]]
        elif parts or found.end() < len(text.rstrip()):
            # "2s 5": the 5 could be any coin.
            return MoneyReading(
                None,
                _("Put a coin letter after {number} ({letters})").format(
                    number=number, letters=letters_text()
                ),
            )
        else:
            total += value  # a number alone is copper
        parts += 1
        end = found.end()
    if not parts or text[end:].strip():
        return _not_an_amount(text)
    if total != total.to_integral_value():
        return MoneyReading(
            None,
            _("{text} is not a whole number of copper").format(text=text),
        )
    return MoneyReading(int(total))


def parse_money(text: str) -> int | None:
    """The amount ``text`` stands for, in copper, or None (see :func:`read_money`)."""
    return read_money(text).amount


def _example() -> str:
    return format_money(125)


def _not_an_amount(text: str) -> MoneyReading:
    return MoneyReading(
        None,
        _("“{text}” is not an amount: write it like {example}").format(
            text=text, example=_example()
        ),
    )
