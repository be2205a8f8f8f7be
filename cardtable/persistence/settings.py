"""The app's settings as plain values, with their defaults and what each may be.

Stored by the UI in ``QSettings`` (:mod:`cardtable.ui.settings_store`, a thin wrapper); this
module only knows the values: how fast cards move, how long bots pause, the card back, the
four-colour deck, whether the score sheet and log are shown, and the last game set up (as
JSON). Anything stored that is not one of the allowed values reads back as the default, so a
hand-edited or old settings file never stops the app from starting.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

#: Animation speeds (factor on every duration; 0 = no animation).
SPEEDS: Final = (("Slow", 0.6), ("Normal", 1.0), ("Fast", 1.8), ("No animation", 0.0))
#: Pause after each bot move, in milliseconds.
BOT_PACES: Final = (("Leisurely", 1300), ("Normal", 700), ("Quick", 250))
DEFAULT_BACK: Final = "blue"


def _truthy(value: object, default: bool) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        low = value.strip().lower()
        if low in ("true", "1", "yes", "on"):
            return True
        if low in ("false", "0", "no", "off"):
            return False
    if isinstance(value, int):
        return bool(value)
    return default


@dataclass(frozen=True, slots=True)
class Settings:
    animation: str = "Normal"
    bot_pace: str = "Normal"
    card_back: str = DEFAULT_BACK
    four_colour: bool = False
    show_side: bool = True
    #: The last game set up, as a JSON object (see ``GameSetup.to_json``), or "".
    last_setup: str = ""

    @property
    def speed(self) -> float:
        return dict(SPEEDS)[self.animation]

    @property
    def bot_delay_ms(self) -> int:
        return dict(BOT_PACES)[self.bot_pace]

    def last_setup_json(self) -> dict[str, Any] | None:
        if not self.last_setup:
            return None
        try:
            data = json.loads(self.last_setup)
        except ValueError:
            return None
        return data if isinstance(data, dict) else None

    def to_mapping(self) -> dict[str, str | bool]:
        return {
            "animation": self.animation,
            "bot_pace": self.bot_pace,
            "card_back": self.card_back,
            "four_colour": self.four_colour,
            "show_side": self.show_side,
            "last_setup": self.last_setup,
        }

    @classmethod
    def from_mapping(cls, data: Mapping[str, object], backs: tuple[str, ...] = ()) -> Settings:
        """Settings from stored values; unknown or bad values fall back to the defaults.

        ``backs`` lists the card backs that exist (any name is accepted when it is empty).
        """
        d = cls()
        animation = str(data.get("animation", d.animation))
        pace = str(data.get("bot_pace", d.bot_pace))
        back = str(data.get("card_back", d.card_back))
        setup = data.get("last_setup", "")
        return cls(
            animation=animation if animation in dict(SPEEDS) else d.animation,
            bot_pace=pace if pace in dict(BOT_PACES) else d.bot_pace,
            card_back=back if (not backs or back in backs) and back else d.card_back,
            four_colour=_truthy(data.get("four_colour"), d.four_colour),
            show_side=_truthy(data.get("show_side"), d.show_side),
            last_setup=setup if isinstance(setup, str) else "",
        )
