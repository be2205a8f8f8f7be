"""A thin wrapper over ``QSettings``: read and write the app's
:class:`~cardtable.persistence.settings.Settings` and the window's geometry. The values and
their checking live in the persistence module."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QWidget

from cardtable.persistence.settings import Settings

_GROUP = "app"
_KEYS = ("animation", "bot_pace", "card_back", "four_colour", "show_side", "last_setup")


def load_settings(store: QSettings, backs: tuple[str, ...] = ()) -> Settings:
    store.beginGroup(_GROUP)
    try:
        values = {key: store.value(key) for key in _KEYS if store.contains(key)}
    finally:
        store.endGroup()
    return Settings.from_mapping(values, backs)


def save_settings(store: QSettings, settings: Settings) -> None:
    store.beginGroup(_GROUP)
    try:
        for key, value in settings.to_mapping().items():
            store.setValue(key, value)
    finally:
        store.endGroup()
    store.sync()


def save_geometry(store: QSettings, window: QWidget) -> None:
    store.setValue("window/geometry", window.saveGeometry())
    store.sync()


def restore_geometry(store: QSettings, window: QWidget) -> bool:
    value = store.value("window/geometry")
    if isinstance(value, QByteArray) and not value.isEmpty():
        return bool(window.restoreGeometry(value))
    return False
