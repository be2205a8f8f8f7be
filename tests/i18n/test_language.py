"""Choosing the language: the setting, else the system locale, else English."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable import i18n
from cardtable.i18n import _, set_language, system_language
from cardtable.persistence.settings import Settings, SettingsStore


def test_the_system_locale_decides_in_gettext_order() -> None:
    assert system_language({"LANG": "de_DE.UTF-8"}) == "de"
    assert system_language({"LC_ALL": "es_ES.UTF-8", "LANG": "de_DE.UTF-8"}) == "es"
    assert system_language({"LANGUAGE": "fr:es", "LANG": "de_DE.UTF-8"}) == "es"
    assert system_language({"LANGUAGE": "fr", "LANG": "de_AT.UTF-8"}) == "de"
    assert system_language({"LC_MESSAGES": "fr_FR.UTF-8", "LANG": "de_DE"}) == "en"
    assert system_language({"LANG": "C.UTF-8"}) == "en"
    assert system_language({}) == "en"


def test_set_language_follows_the_setting_then_the_system() -> None:
    assert set_language("de") == "de" and i18n.language() == "de"
    assert _("Settings") == "Einstellungen"
    assert set_language("es") == "es" and _("Settings") == "Ajustes"
    assert set_language("", {"LANG": "de_DE.UTF-8"}) == "de"
    assert set_language("xx") == "en" and _("Settings") == "Settings"


def test_the_language_setting_is_kept(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path / "settings.json")
    store.save(Settings(language="es"))
    assert SettingsStore(tmp_path / "settings.json").settings.language == "es"
    assert Settings.from_mapping({"language": "klingon"}).language == ""


def test_the_settings_dialog_changes_the_language_at_once(qtbot: object) -> None:
    from PySide6.QtCore import QLocale

    before = QLocale()
    try:
        _change_in_the_dialog(qtbot)
    finally:
        QLocale.setDefault(before)


def _change_in_the_dialog(qtbot: object) -> None:
    from PySide6.QtWidgets import QDialogButtonBox

    from cardtable.ui.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings(), ["blue"])
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    dialog.language.setCurrentIndex(dialog.language.findData("es"))
    got: list[Settings] = []
    dialog.applied.connect(got.append)
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    assert got[0].language == "es" and i18n.language() == "es"
    assert _("Settings") == "Ajustes"
    again = SettingsDialog(got[0], ["blue"])
    qtbot.addWidget(again)  # type: ignore[attr-defined]
    assert again.windowTitle() == "Ajustes"


def test_qt_own_texts_follow_the_language(qtbot: object) -> None:
    """A text field's context menu (Qt's own words) is in the chosen language too."""
    from PySide6.QtCore import QCoreApplication

    from cardtable.ui.i18n import apply_language

    try:
        apply_language("de")
        assert QCoreApplication.translate("QLineEdit", "&Copy") == "&Kopieren"
        apply_language("es")
        assert QCoreApplication.translate("QLineEdit", "&Copy") == "&Copiar"
    finally:
        apply_language("en")
    assert QCoreApplication.translate("QLineEdit", "&Copy") == "&Copy"


def test_a_domain_added_by_a_game_is_asked_behind_the_apps_catalogue(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game of its own distribution brings its own catalogue: its words are translated in the
    language in force, now and after a change, and the app's catalogue still wins."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    monkeypatch.setattr(i18n, "_domains", {})
    for lang, words in (("de", ("Zugabe", "Anders")), ("es", ("Bis", "Otro"))):
        catalogue = Catalog(locale=lang, domain="a_game")
        catalogue.add("Encore", words[0])
        catalogue.add("Settings", words[1])  # the app's own word is not replaced
        folder = tmp_path / lang / "LC_MESSAGES"
        folder.mkdir(parents=True)
        with (folder / "a_game.mo").open("wb") as f:
            write_mo(f, catalogue)
    try:
        set_language("de")
        assert _("Encore") == "Encore"
        i18n.add_domain("a_game", tmp_path)  # taken up by the language in force
        assert _("Encore") == "Zugabe" and _("Settings") == "Einstellungen"
        set_language("es")
        assert _("Encore") == "Bis" and _("Settings") == "Ajustes"
        set_language("en")
        assert _("Encore") == "Encore"
        assert i18n.domains() == {"a_game": tmp_path}
    finally:
        set_language("en")
