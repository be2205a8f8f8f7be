"""The language on the Qt side: chosen at start from the settings (else the system's), the
locale Qt formats numbers with, and translated texts for Qt's standard dialog buttons.

The catalogue itself is :mod:`cardtable.i18n` (Qt-free); this module only tells Qt about it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from cardtable.i18n import N_, _, language, set_language
from cardtable.persistence.settings import SettingsStore
from cardtable.ui.paths import AppPaths, app_paths

#: Qt's own texts for its standard buttons come from Qt's translations, which the bundle leaves
#: out; these are ours.
_BUTTONS = (
    (QDialogButtonBox.StandardButton.Ok, N_("OK")),
    (QDialogButtonBox.StandardButton.Cancel, N_("Cancel")),
    (QDialogButtonBox.StandardButton.Close, N_("Close")),
    (QDialogButtonBox.StandardButton.Open, N_("Open")),
    (QDialogButtonBox.StandardButton.Save, N_("Save")),
    (QDialogButtonBox.StandardButton.Yes, N_("Yes")),
    (QDialogButtonBox.StandardButton.No, N_("No")),
    (QDialogButtonBox.StandardButton.Discard, N_("Discard")),
    (QDialogButtonBox.StandardButton.Reset, N_("Reset")),
    (QDialogButtonBox.StandardButton.Help, N_("Help")),
)


def apply_language(code: str | None = None, paths: AppPaths | None = None) -> str:
    """Speak ``code``, or (None) the language in the settings file, else the system's; Qt's
    default locale follows, so numbers are written the language's way. Returns the code."""
    if code is None:
        where = (paths or app_paths()).settings_file
        code = SettingsStore(where).settings.language
    used = set_language(code)
    QLocale.setDefault(QLocale(used))
    _use_qt_texts(used)
    return used


#: Qt's own texts (a text field's context menu) in the language in force, once installed.
_qt_translator: QTranslator | None = None


def _use_qt_texts(code: str) -> None:
    """Install Qt's base translation for ``code`` (where Qt has one: the bundle keeps those of
    the app's languages), replacing the one installed before; English needs none."""
    global _qt_translator
    app = QCoreApplication.instance()
    if app is None:
        return
    if _qt_translator is not None:
        app.removeTranslator(_qt_translator)
        _qt_translator = None
    if code == "en":
        return
    translator = QTranslator(app)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if translator.load(f"qtbase_{code}", folder):
        app.installTranslator(translator)
        _qt_translator = translator


def translate_buttons(box: QDialogButtonBox) -> None:
    """Give a button box's standard buttons the texts of the language in force."""
    for which, text in _BUTTONS:
        button = box.button(which)
        if button is not None:
            button.setText(_(text))


def translate_message_box(box: QMessageBox) -> None:
    """Give a message box's standard buttons the texts of the language in force; a box given
    none gets an OK (as Qt would show). The buttons it has are kept: a question keeps its
    answers."""
    if not box.buttons():
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
    for which, text in _BUTTONS:
        button = box.button(QMessageBox.StandardButton(which.value))
        if button is not None:
            button.setText(_(text))


def number(value: float, decimals: int = 0) -> str:
    """``value`` written the way the language in force writes numbers (1,234 / 1.234)."""
    locale = QLocale(language())
    if decimals == 0:
        return locale.toString(round(value))
    return locale.toString(float(value), "f", decimals)


__all__ = ["apply_language", "number", "translate_buttons", "translate_message_box"]
