"""Where the app keeps its files: saved games, statistics and settings.

``QStandardPaths`` picks the user's application data and configuration folders; the environment
variable ``CARDTABLE_HOME`` overrides both (tests, portable installs), keeping everything in
that one folder. The non-Qt persistence code only ever receives the plain paths.

Card Table used to keep its settings in ``QSettings`` (the platform's settings store, or
``settings.ini`` under ``CARDTABLE_HOME``); :meth:`AppPaths.legacy_settings` still opens that
store so the settings can be carried over once into ``settings.json``.
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
    #: The folder of ``settings.json``.
    config: Path
    #: The INI file older versions kept settings in, or None for the platform's settings store.
    legacy_ini: Path | None = None

    @property
    def stats(self) -> Path:
        return self.data / "stats.json"

    @property
    def settings_file(self) -> Path:
        return self.config / "settings.json"

    def legacy_settings(self) -> QSettings:
        """The settings store older versions of Card Table wrote (read once, to migrate)."""
        if self.legacy_ini is not None:
            return QSettings(str(self.legacy_ini), QSettings.Format.IniFormat)
        return QSettings("cardtable", "Card Table")

    @classmethod
    def under(cls, folder: Path) -> AppPaths:
        """Everything in one folder."""
        folder = Path(folder)
        return cls(folder, folder, folder / "settings.ini")


def app_paths() -> AppPaths:
    """The paths for this run: ``$CARDTABLE_HOME`` if set, else the user's folders."""
    home = os.environ.get(HOME_ENV)
    if home:
        return AppPaths.under(Path(home))
    data = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppLocalDataLocation)
    config = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppConfigLocation)
    fallback = Path.home() / ".cardtable"
    return AppPaths(Path(data) if data else fallback, Path(config) if config else fallback)
