"""The Moxie deck: 25 cards, five each of the numbers 2 to 6, a card family of the game's own
(:class:`~cardtable.engine.cards.CardFamily`, codes "M2" to "M6.4"; the faces are the app's art
in ``cards/moxie/``)."""

from __future__ import annotations

from typing import Final

from cardtable.engine.cards import Card, CardFamily, register_family
from cardtable.i18n import N_

#: Moxie's cards, known to card codes and names once this module is imported.
MOXIE_CARDS: Final = register_family(
    CardFamily(name="moxie", letter="M", ranks=(2, 3, 4, 5, 6), spoken=N_("Moxie {rank}"))
)


def moxie_deck() -> list[Card]:
    """Five cards each of 2, 3, 4, 5 and 6."""
    return list(_DECK)


_DECK: Final = tuple(MOXIE_CARDS.deck(5))
