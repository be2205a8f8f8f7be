"""Deal codes: a match's seed written so people can read it out, type it and share it.

A match's seed decides every shuffle and deal (and, with the same seats, every bot decision), so
the same game, player count, options and seed replay the same deal. The code is the seed in
Crockford's base 32 (digits and letters without I, L, O and U), in two groups: ``7KQ2-X9M``.
Reading is forgiving: case, spaces and dashes do not matter, O is read as 0 and I or L as 1.
"""

from __future__ import annotations

from typing import Final

from cardtable.engine.errors import OptionError
from cardtable.i18n import _

_ALPHABET: Final = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_READ: Final = {ch: i for i, ch in enumerate(_ALPHABET)} | {"O": 0, "I": 1, "L": 1}
#: Seeds are below 2**31 (seven base-32 digits); longer codes are refused.
MAX_SEED: Final = (1 << 31) - 1
_DIGITS: Final = 7


def deal_code(seed: int) -> str:
    """The code for ``seed`` (0 <= seed < 2**31): seven characters as ``XXXX-XXX``."""
    if not 0 <= seed <= MAX_SEED:
        raise ValueError(f"a seed is between 0 and {MAX_SEED}, not {seed}")
    chars = []
    for _digit in range(_DIGITS):
        seed, digit = divmod(seed, 32)
        chars.append(_ALPHABET[digit])
    text = "".join(reversed(chars))
    return f"{text[:4]}-{text[4:]}"


def parse_deal_code(text: str) -> int:
    """The seed a code stands for; a code that cannot be read raises OptionError saying why."""
    cleaned = "".join(ch for ch in text.upper() if ch not in " -_\t")
    if not cleaned:
        raise OptionError(_("the deal code is empty"))
    value = 0
    for ch in cleaned:
        digit = _READ.get(ch)
        if digit is None:
            raise OptionError(
                _("a deal code has no {ch!r} in it (it uses 0-9 and A-Z without U)").format(ch=ch)
            )
        value = value * 32 + digit
    if len(cleaned) > _DIGITS or value > MAX_SEED:
        raise OptionError(
            _("that deal code is too long: codes have seven characters, like 7KQ2-X9M")
        )
    return value
