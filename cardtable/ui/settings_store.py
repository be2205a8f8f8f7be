"""The settings file seen from the window: load it (carrying over what an older Card Table kept
in ``QSettings``), and save the settings and the window's geometry. The values, the file and
its checking live in :mod:`cardtable.persistence.settings`."""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtCore import QByteArray, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from cardtable.persistence.documents import MAX_BYTES
from cardtable.persistence.settings import Settings, SettingsStore
from cardtable.ui.paths import AppPaths

_GROUP = "app"
#: The window's size on first start, where the screen has room for it.
FIRST_SIZE = QSize(1366, 768)
#: Room left around a first window for the desktop's panels and the window frame.
_MARGIN = 40
_KEYS = ("animation", "bot_pace", "card_back", "four_colour", "show_side", "last_setup")


def open_settings(paths: AppPaths, backs: tuple[str, ...] = ()) -> SettingsStore:
    """The settings store, with settings from an older version carried over on first use."""
    store = SettingsStore(paths.settings_file, backs)
    if not store.found:
        legacy = _legacy(paths)
        if legacy is not None:
            store.settings, store.geometry = legacy
            # If it cannot be written they hold for this session; the next change tries again.
            with contextlib.suppress(OSError):
                store.save()
    return store


def _legacy(paths: AppPaths) -> tuple[Settings, bytes] | None:
    """What an older Card Table kept in ``QSettings``, or None if there is nothing."""
    qsettings = paths.legacy_settings()
    name = Path(qsettings.fileName())
    try:
        if not name.is_file() or name.stat().st_size > MAX_BYTES:
            return None
    except OSError:
        return None
    qsettings.beginGroup(_GROUP)
    try:
        values = {key: qsettings.value(key) for key in _KEYS if qsettings.contains(key)}
    finally:
        qsettings.endGroup()
    geometry = qsettings.value("window/geometry")
    if not values and not isinstance(geometry, QByteArray):
        return None
    raw = bytes(geometry.data()) if isinstance(geometry, QByteArray) else b""
    return Settings.from_mapping(values), raw


def save_geometry(store: SettingsStore, window: QWidget) -> None:
    store.save_geometry(bytes(window.saveGeometry().data()))


def first_geometry(screen: QRect, wanted: QSize = FIRST_SIZE) -> QRect:
    """Where a window opened for the first time goes on a screen whose free area is ``screen``:
    ``wanted``, or less on a smaller screen (a 1280 x 800 laptop would otherwise show the window
    cut off at the right, its Play button out of reach), centred."""
    width = max(1, min(wanted.width(), screen.width() - _MARGIN))
    height = max(1, min(wanted.height(), screen.height() - _MARGIN))
    rect = QRect(0, 0, width, height)
    rect.moveCenter(screen.center())
    return rect


def place_first_window(window: QWidget) -> None:
    """Size and place ``window`` for its first start (no geometry saved yet) on its screen."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:  # no screen at all: Qt's own default
        window.resize(FIRST_SIZE)
        return
    window.setGeometry(first_geometry(screen.availableGeometry()))


def restore_geometry(store: SettingsStore, window: QWidget) -> bool:
    if store.geometry:
        return bool(window.restoreGeometry(QByteArray(store.geometry)))
    return False
