"""The app's settings: their values, their defaults, and the file that keeps them.

:class:`Settings` holds how fast cards move, how long bots pause, the card back, the
four-colour deck, whether the score sheet and log are shown, how long the end of a round stays
on the table, the language ("" follows the system's) and the last game set up.
:class:`SettingsStore` keeps them in ``settings.json`` (with the window's size and place),
read through :mod:`cardtable.persistence.documents` like every other file. A file that cannot
be used leaves the defaults in force and is reported once; it stays as it is until the user
changes a setting, when it is set aside (``settings.damaged-<time>.json``) before the new file
is written. A file from a newer version is never replaced.

:meth:`Settings.from_mapping` reads the values an older Card Table kept in ``QSettings``
(the UI migrates them once); anything stored that is not an allowed value reads as the default.
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Final, Literal

import msgspec
from msgspec import Meta

from cardtable.i18n import N_, _, available
from cardtable.persistence.documents import (
    DocumentError,
    DocumentKind,
    Problem,
    display_path,
    parse_json,
    read_document,
)
from cardtable.persistence.files import atomic_write_json, set_aside

#: Animation speeds (factor on every duration; 0 = no animation).
SPEEDS: Final = (
    (N_("Slow"), 0.6),
    (N_("Normal"), 1.0),
    (N_("Fast"), 1.8),
    (N_("No animation"), 0.0),
)
#: Pause after each bot move, in milliseconds.
BOT_PACES: Final = ((N_("Leisurely"), 1300), (N_("Normal"), 700), (N_("Quick"), 250))
#: After a round, hand or game of a match: 0 waits for the player, else seconds to go on after.
ROUND_WAITS: Final = (0, 3, 5, 10)
DEFAULT_BACK: Final = "blue"

SETTINGS_FORMAT: Final = "cardtable-settings"
#: Version 2 added ``language``, version 3 ``round_wait``; older files are read as they are (the
#: system's language, waiting at a round's end).
SETTINGS_VERSION: Final = 3


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
    #: The language to speak (a code of :data:`cardtable.i18n.LANGUAGES`), "" for the system's.
    language: str = ""
    #: Seconds after a round's end before the next deal (one of :data:`ROUND_WAITS`); 0 waits
    #: until the player continues.
    round_wait: int = 0

    @property
    def speed(self) -> float:
        return dict(SPEEDS)[self.animation]

    @property
    def bot_delay_ms(self) -> int:
        return dict(BOT_PACES)[self.bot_pace]

    @property
    def round_pause_ms(self) -> int | None:
        """How long the table shows a round's end by itself (None: until the player goes on)."""
        return self.round_wait * 1000 if self.round_wait in ROUND_WAITS[1:] else None

    def last_setup_json(self) -> dict[str, Any] | None:
        if not self.last_setup:
            return None
        try:
            data = parse_json(self.last_setup)
            return msgspec.to_builtins(msgspec.convert(data, SetupDocument))  # type: ignore[no-any-return]
        except (ValueError, msgspec.ValidationError):
            return None

    def to_mapping(self) -> dict[str, str | bool]:
        return {
            "animation": self.animation,
            "bot_pace": self.bot_pace,
            "card_back": self.card_back,
            "four_colour": self.four_colour,
            "show_side": self.show_side,
            "last_setup": self.last_setup,
            "language": self.language,
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
        language = str(data.get("language", d.language))
        return cls(
            animation=animation if animation in dict(SPEEDS) else d.animation,
            bot_pace=pace if pace in dict(BOT_PACES) else d.bot_pace,
            card_back=back if (not backs or back in backs) and back else d.card_back,
            four_colour=_truthy(data.get("four_colour"), d.four_colour),
            show_side=_truthy(data.get("show_side"), d.show_side),
            last_setup=setup if isinstance(setup, str) and len(setup) < 10_000 else "",
            language=language if language in available() else d.language,
        )


# --- the settings file ---------------------------------------------------------------------------

_Id = Annotated[str, Meta(max_length=40)]
_Name = Annotated[str, Meta(max_length=200)]


class SetupDocument(msgspec.Struct, forbid_unknown_fields=True):
    """The last game set up (``GameSetup.to_json``); whether it still fits is the UI's call."""

    game: _Id
    players: Annotated[int, Meta(ge=1, le=16)]
    seats: Annotated[list[_Id], Meta(max_length=16)]
    names: Annotated[list[_Name], Meta(max_length=16)] = []
    options: Annotated[
        dict[_Id, bool | Annotated[int, Meta(ge=-(2**31), lt=2**31)] | _Name], Meta(max_length=64)
    ] = {}


class SettingsDocument(msgspec.Struct, forbid_unknown_fields=True):
    format: Literal["cardtable-settings"]
    version: Annotated[int, Meta(ge=1)]
    animation: Literal["Slow", "Normal", "Fast", "No animation"] = "Normal"
    bot_pace: Literal["Leisurely", "Normal", "Quick"] = "Normal"
    card_back: Annotated[str, Meta(max_length=40, pattern=r"^[A-Za-z0-9_-]+$")] = DEFAULT_BACK
    four_colour: bool = False
    show_side: bool = True
    last_setup: SetupDocument | None = None
    language: Annotated[str, Meta(max_length=16, pattern=r"^[A-Za-z_-]*$")] = ""
    round_wait: Annotated[int, Meta(ge=0, le=600)] = 0
    #: The window's size and place as Qt saves them (``QWidget.saveGeometry``), in base64.
    window: Annotated[str, Meta(max_length=8192, pattern=r"^[A-Za-z0-9+/=]*$")] = ""


SETTINGS_KIND: Final = DocumentKind(
    SETTINGS_FORMAT, SETTINGS_VERSION, SettingsDocument, "settings file"
)


class SettingsStore:
    """``settings.json``: the settings and the window geometry; see the module docstring."""

    def __init__(self, path: Path, backs: tuple[str, ...] = (), sync: bool = True) -> None:
        self.path = Path(path)
        self.sync = sync
        self.settings = Settings()
        self.geometry = b""
        #: A sentence for the user when the file could not be used, else "".
        self.problem = ""
        #: Whether a file was found (when not, the UI may migrate older settings).
        self.found = False
        self._damaged = False
        self._read_only = False
        self._load(backs)

    def _load(self, backs: tuple[str, ...]) -> None:
        try:
            doc = read_document(self.path, SETTINGS_KIND)
        except FileNotFoundError:
            return
        except DocumentError as exc:
            self.found = True
            self._damaged = exc.problem is Problem.DAMAGED
            self._read_only = not self._damaged
            if self._damaged:
                self.problem = _(
                    "{problem} The default settings are used; changing a setting keeps that "
                    "file aside and starts a new one."
                ).format(problem=exc.message)
            else:
                self.problem = _("{problem} The default settings are used.").format(
                    problem=exc.message
                )
            return
        self.found = True
        back = doc.card_back if not backs or doc.card_back in backs else DEFAULT_BACK
        setup = msgspec.to_builtins(doc.last_setup) if doc.last_setup is not None else None
        self.settings = Settings(
            doc.animation,
            doc.bot_pace,
            back,
            doc.four_colour,
            doc.show_side,
            json.dumps(setup) if setup is not None else "",
            language=doc.language if doc.language in available() else "",
            round_wait=doc.round_wait if doc.round_wait in ROUND_WAITS else 0,
        )
        try:
            self.geometry = base64.b64decode(doc.window, validate=True)
        except (binascii.Error, ValueError):
            self.geometry = b""

    def save(self, settings: Settings | None = None, geometry: bytes | None = None) -> None:
        """Write the settings (and geometry, if given), keeping a damaged file aside first.

        A file from a newer version, or one that cannot be read, is left alone: the changes
        hold for this session only.
        """
        if settings is not None:
            self.settings = settings
        if geometry is not None:
            self.geometry = geometry
        if self._read_only:
            return
        if self._damaged:
            try:
                moved = set_aside(self.path, "damaged")
            except FileNotFoundError:
                self.problem = ""
            else:
                self.problem = _(
                    "The settings file was damaged, so it was kept as {path} and a new one was "
                    "written."
                ).format(path=display_path(moved))
            self._damaged = False
        atomic_write_json(self.path, self.document(), self.sync)
        self.found = True

    def save_geometry(self, geometry: bytes) -> None:
        """Remember the window's geometry; written only over a sound file (closing the window
        should not be what sets a damaged one aside)."""
        self.geometry = geometry
        if not self._damaged and not self._read_only:
            atomic_write_json(self.path, self.document(), self.sync)
            self.found = True

    def document(self) -> dict[str, Any]:
        s = self.settings
        setup = s.last_setup_json()
        doc = SettingsDocument(
            SETTINGS_FORMAT,
            SETTINGS_VERSION,
            animation=s.animation if s.animation in dict(SPEEDS) else "Normal",  # type: ignore[arg-type]
            bot_pace=s.bot_pace if s.bot_pace in dict(BOT_PACES) else "Normal",  # type: ignore[arg-type]
            card_back=s.card_back,
            four_colour=s.four_colour,
            show_side=s.show_side,
            last_setup=msgspec.convert(setup, SetupDocument) if setup is not None else None,
            language=s.language if s.language in available() else "",
            round_wait=s.round_wait if s.round_wait in ROUND_WAITS else 0,
            window=base64.b64encode(self.geometry).decode("ascii"),
        )
        data: dict[str, Any] = msgspec.to_builtins(doc)
        return data
