"""Where the app keeps its files: saved games, statistics and settings.

``QStandardPaths`` picks the user's application data folder; the environment variable
``CARDTABLE_HOME`` overrides it (tests, portable installs), and then the settings are kept in an
INI file in that folder instead of the system's settings store. The non-Qt persistence code only
ever receives the plain paths.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

HOME_ENV = "CARDTABLE_HOME"


@dataclass(frozen=True, slots=True)
class AppPaths:
    #: Saved games (``autosave.json``, ``saves/``) and ``stats.json``.
    data: Path
    #: An INI file for the settings, or None for the platform's settings store.
    settings_file: Path | None = None

    @property
    def stats(self) -> Path:
        return self.data / "stats.json"

    def settings(self) -> QSettings:
        """The settings store these paths name."""
        if self.settings_file is not None:
            return QSettings(str(self.settings_file), QSettings.Format.IniFormat)
        return QSettings("cardtable", "Card Table")

    @classmethod
    def under(cls, folder: Path) -> AppPaths:
        """Everything in one folder (settings in ``settings.ini``)."""
        return cls(Path(folder), Path(folder) / "settings.ini")


def app_paths() -> AppPaths:
    """The paths for this run: ``$CARDTABLE_HOME`` if set, else the user's data folder."""
    home = os.environ.get(HOME_ENV)
    if home:
        return AppPaths.under(Path(home))
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppLocalDataLocation)
    return AppPaths(Path(location or Path.home() / ".cardtable"))
