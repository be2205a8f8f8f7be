"""The Decktet's card names in the grammatical forms a translation may ask for.

A card's label is a :class:`cardtable.i18n.Name`: a message translated as "spielt {cards:acc}"
gets "den Kaufmann" where the nominative is "der Kaufmann". The forms are catalogue entries of
the English name in the context "accusative" or "dative"; this module only marks them for the
catalogue (``scripts/translations extract``). A language whose names do not change with their
case (English, Spanish) translates each entry as its nominative.
"""

from __future__ import annotations

from typing import Final

from cardtable.i18n import pgettext_noop

#: Marked for the catalogue; :meth:`cardtable.i18n.Name.form` looks them up.
NAME_FORMS: Final = (
    # accusative
    pgettext_noop("accusative", "Ace of {suit}"),
    pgettext_noop("accusative", "the Excuse"),
    pgettext_noop("accusative", "the Author"),
    pgettext_noop("accusative", "the Desert"),
    pgettext_noop("accusative", "the Origin"),
    pgettext_noop("accusative", "the Journey"),
    pgettext_noop("accusative", "the Painter"),
    pgettext_noop("accusative", "the Savage"),
    pgettext_noop("accusative", "the Mountain"),
    pgettext_noop("accusative", "the Sailor"),
    pgettext_noop("accusative", "the Battle"),
    pgettext_noop("accusative", "the Forest"),
    pgettext_noop("accusative", "the Discovery"),
    pgettext_noop("accusative", "the Soldier"),
    pgettext_noop("accusative", "the Lunatic"),
    pgettext_noop("accusative", "the Penitent"),
    pgettext_noop("accusative", "the Market"),
    pgettext_noop("accusative", "the Chance Meeting"),
    pgettext_noop("accusative", "the Castle"),
    pgettext_noop("accusative", "the Cave"),
    pgettext_noop("accusative", "the Diplomat"),
    pgettext_noop("accusative", "the Mill"),
    pgettext_noop("accusative", "the Betrayal"),
    pgettext_noop("accusative", "the Pact"),
    pgettext_noop("accusative", "the Darkness"),
    pgettext_noop("accusative", "the Merchant"),
    pgettext_noop("accusative", "the Harvest"),
    pgettext_noop("accusative", "the Watchman"),
    pgettext_noop("accusative", "the Light Keeper"),
    pgettext_noop("accusative", "the Borderland"),
    pgettext_noop("accusative", "the Consul"),
    pgettext_noop("accusative", "the Rite"),
    pgettext_noop("accusative", "the Island"),
    pgettext_noop("accusative", "the Window"),
    pgettext_noop("accusative", "the Huntress"),
    pgettext_noop("accusative", "the Bard"),
    pgettext_noop("accusative", "the Sea"),
    pgettext_noop("accusative", "the End"),
    pgettext_noop("accusative", "the Calamity"),
    pgettext_noop("accusative", "the Windfall"),
    # dative
    pgettext_noop("dative", "Ace of {suit}"),
    pgettext_noop("dative", "the Excuse"),
    pgettext_noop("dative", "the Author"),
    pgettext_noop("dative", "the Desert"),
    pgettext_noop("dative", "the Origin"),
    pgettext_noop("dative", "the Journey"),
    pgettext_noop("dative", "the Painter"),
    pgettext_noop("dative", "the Savage"),
    pgettext_noop("dative", "the Mountain"),
    pgettext_noop("dative", "the Sailor"),
    pgettext_noop("dative", "the Battle"),
    pgettext_noop("dative", "the Forest"),
    pgettext_noop("dative", "the Discovery"),
    pgettext_noop("dative", "the Soldier"),
    pgettext_noop("dative", "the Lunatic"),
    pgettext_noop("dative", "the Penitent"),
    pgettext_noop("dative", "the Market"),
    pgettext_noop("dative", "the Chance Meeting"),
    pgettext_noop("dative", "the Castle"),
    pgettext_noop("dative", "the Cave"),
    pgettext_noop("dative", "the Diplomat"),
    pgettext_noop("dative", "the Mill"),
    pgettext_noop("dative", "the Betrayal"),
    pgettext_noop("dative", "the Pact"),
    pgettext_noop("dative", "the Darkness"),
    pgettext_noop("dative", "the Merchant"),
    pgettext_noop("dative", "the Harvest"),
    pgettext_noop("dative", "the Watchman"),
    pgettext_noop("dative", "the Light Keeper"),
    pgettext_noop("dative", "the Borderland"),
    pgettext_noop("dative", "the Consul"),
    pgettext_noop("dative", "the Rite"),
    pgettext_noop("dative", "the Island"),
    pgettext_noop("dative", "the Window"),
    pgettext_noop("dative", "the Huntress"),
    pgettext_noop("dative", "the Bard"),
    pgettext_noop("dative", "the Sea"),
    pgettext_noop("dative", "the End"),
    pgettext_noop("dative", "the Calamity"),
    pgettext_noop("dative", "the Windfall"),
)
