"""Every window of the app, walked in German and in Spanish (offscreen).

For each visible label, button, action (menus included), group box, tab and window title the
test checks that its text comes from the catalogue of the language in force:

* a text equal to an English message whose translation differs is an untranslated string
  (it was not passed through ``_()``, or was translated before the language was set);
* a text that no translation of the catalogue produces (a message, or a message with its
  ``{placeholders}`` filled in) is a string that was never marked for translation.

Names the app does not translate (game titles, the app's name, player and bot names, card
labels, numbers and deal codes) are allowed.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QMenu,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from cardtable.games import GAMES
from cardtable.i18n import LANGUAGES, set_language
from cardtable.ui.setup import GameSetup
from cardtable.ui.window import MainWindow
from tests.i18n.catalogue import PLACEHOLDER, every_catalogue
from tests.registry import TRANSLATED

LANGS = ("de", "es")
#: Words the app shows as they are in every language.
NAMES = {"Card Table", "OK", "Moxie", "Full Moxie", "Solo", "Blind", "Team"} | {
    name for _code, name in LANGUAGES
}
_TAG = re.compile(r"<[^>]+>")
_ENTITY = re.compile(r"&#x?[0-9a-fA-F]+;")
_SEAT_TOKEN = re.compile(r"(?:[Ee]l asiento|Platz|[Ss]eat) (\{[^{}]+\})")


def _plain(text: str) -> str:
    text = re.sub(r"<br>|</p>|</h3>|&nbsp;&nbsp;", "\n", text)
    text = _TAG.sub(" ", text).replace("&nbsp;", " ").replace("&amp;", "&")
    text = _ENTITY.sub(lambda m: html.unescape(m.group()), text)  # "card&#x27;s"
    text = re.sub(r"&(?=\S)", "", text)  # mnemonics
    return "\n".join(" ".join(line.split()) for line in text.split("\n") if line.strip())


class Catalogue:
    def __init__(self, lang: str) -> None:
        self.english: dict[str, str] = {}
        patterns: list[str] = []
        self.exact: set[str] = set()
        for m in (m for catalogue in every_catalogue(lang) for m in catalogue):
            if not m.id:
                continue
            ids = m.id if isinstance(m.id, tuple | list) else (m.id,)
            strings = m.string if isinstance(m.string, tuple | list) else (m.string,)
            for english, text in zip(ids, strings, strict=False):
                if _plain(english) != _plain(text):
                    self.english[_plain(english)] = text
            for text in strings:
                plain = _plain(text)
                self.exact.add(plain)
                # Seat tokens ("Platz {seat}") may be replaced by the seat's name on screen.
                for form in {plain, _SEAT_TOKEN.sub(r"\1", plain)}:
                    parts = PLACEHOLDER.split(form)
                    # A message that is only placeholders ("{place}") would match anything.
                    if len(parts) > 1 and re.search(r"[A-Za-zÀ-ÿ]{2,}", "".join(parts)):
                        patterns.append(".+?".join(re.escape(p) for p in parts))
        self.pattern = re.compile("|".join(f"(?:{p})" for p in patterns), re.DOTALL)
        self.names = set(NAMES) | {info.title for info in GAMES.values()} | _plugin_words()
        self.checked = 0

    def problem(self, text: str) -> str | None:
        """Why ``text`` should not be shown in this language, or None."""
        plain = _plain(text)
        if not re.search(r"[A-Za-zÀ-ÿ]{2,}", plain) or plain in self.names:
            return None
        if plain in self.english:
            return "shown in English although the catalogue translates it"
        lines = plain.split("\n")
        sentences = [p for line in lines for p in re.split(r"(?<=[.!?]) ", line)]
        if self._known(plain) or all(map(self._known, lines)) or all(map(self._known, sentences)):
            return None
        return "not in the catalogue"

    def _known(self, text: str) -> bool:
        """Whether a text (or one line or sentence of it) comes from the catalogue."""
        text = re.sub(r" \(\w\)$", "", text.strip())  # a button's key, "Passen (P)"
        # A button's word and the amount it moves ("Erhöhen 10").
        bare = re.sub(r"(\s+[0-9][0-9a-zA-Z.,]*)+$", "", text)
        for candidate in (text, bare):
            if candidate in self.names or not re.search(r"[A-Za-zÀ-ÿ]{2,}", candidate):
                return True
            lower = candidate[:1].lower() + candidate[1:]
            upper = candidate[:1].upper() + candidate[1:]
            for form in (candidate, candidate.rstrip("."), candidate + "…", lower, upper):
                if form in self.exact or self.pattern.fullmatch(form):
                    return True
            if all(part in self.exact or part in self.names for part in candidate.split(" · ")):
                return True
        return False


def _plugin_words() -> set[str]:
    """The own words of the games from other distributions (their summary and options),
    shown in English until somebody translates them (see tests/registry.py)."""
    words = set()
    for game in (g for g in GAMES if g not in TRANSLATED):
        info = GAMES[game]
        words.add(info.summary)
        for spec in info.options:
            words |= {spec.label, spec.help}
    return words


def _texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(what, text) for the visible texts of ``root`` and its children."""
    if root.isVisible() and root.windowTitle() and root.isWindow():
        yield ("window title", root.windowTitle())
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        if widget.accessibleName():
            yield (f"accessible name of {type(widget).__name__}", widget.accessibleName())
        if widget.toolTip():
            yield (f"tooltip of {type(widget).__name__}", widget.toolTip())
        if isinstance(widget, QLabel) and widget.text():
            yield (f"label {widget.objectName()}", widget.text())
        elif isinstance(widget, QAbstractButton) and widget.text():
            yield (f"button {widget.objectName()}", widget.text())
        elif isinstance(widget, QComboBox):
            for i in range(widget.count()):
                yield ("choice", widget.itemText(i))
        elif isinstance(widget, QGroupBox) and widget.title():
            yield ("group box", widget.title())
        elif isinstance(widget, QTabWidget):
            for i in range(widget.count()):
                yield ("tab", widget.tabText(i))
    for action in root.findChildren(QAction):
        if action.isVisible() and action.text() and not action.isSeparator():
            yield ("action", action.text())
    for menu in root.findChildren(QMenu):
        if menu.title():
            yield ("menu", menu.title())


def _check(catalogue: Catalogue, where: str, root: QWidget, found: list[str]) -> None:
    for what, text in _texts(root):
        catalogue.checked += 1
        why = catalogue.problem(text)
        if why is not None and not _is_name(text, root):
            found.append(f"{what}: {text!r} {why} ({where})")


def _is_name(text: str, root: QWidget) -> bool:
    """Player and bot names (and their plates' wording) are the players' own."""
    window = root.window()
    names: list[str] = []
    if isinstance(window, MainWindow) and window.controller.has_match():
        names = list(window.controller.match.names)
    plain = _plain(text)
    plain = plain.removeprefix("★ ")
    return any(plain == n or plain.startswith(f"{n} ") for n in names)


@pytest.fixture(params=LANGS)
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    before = QLocale()
    set_language(request.param)
    QLocale.setDefault(QLocale(request.param))
    yield request.param
    set_language("en")
    QLocale.setDefault(before)


def _open_windows() -> list[QWidget]:
    return [w for w in QApplication.topLevelWidgets() if w.isVisible()]


def test_every_window_speaks_the_language(qtbot: QtBot, lang: str) -> None:
    catalogue = Catalogue(lang)
    found: list[str] = []
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.table.animator.speed = 0
    win.controller.bot_delay_ms = 0
    win.show()
    qtbot.waitExposed(win)
    try:
        win.show_start()
        for row in range(win.start_screen.games.count()):
            win.start_screen.games.setCurrentRow(row)
            _check(catalogue, f"start page, game {row + 1}", win, found)
        for game, info in GAMES.items():
            players = info.player_counts[0]
            seats = ("human",) + ("heuristic",) * (players - 1)
            win.start_game(GameSetup(game, players, seats, seed=5))
            qtbot.waitUntil(
                lambda: win.controller.match.is_over() or win.controller.waiting_for_human(),
                timeout=30_000,
            )
            _check(catalogue, f"table of {game}", win, found)
            for dialog in (win.show_rules(), win.show_sheet_window()):
                _check(catalogue, f"{game}: {type(dialog).__name__}", dialog, found)
                dialog.close()
            history = win.show_hand_history()
            if history is not None:
                _check(catalogue, f"{game}: hand history", history, found)
                history.close()
        # Pass-and-play: the privacy screen, then the table shown to the first person, and the
        # coach's hint written on the table.
        win.start_game(GameSetup("mose", 2, ("human", "human"), seed=5))
        qtbot.waitUntil(win.table.privacy.isVisible, timeout=30_000)
        _check(catalogue, "privacy screen", win, found)
        seat = win.controller.handing_over_to
        assert seat is not None
        win.table.privacy.confirmed.emit(seat)
        qtbot.waitUntil(win.controller.waiting_for_human, timeout=30_000)
        win.table.coach_bot = "ismcts:test"
        assert win.table.request_hint()
        qtbot.waitUntil(lambda: win.table.last_hint is not None, timeout=30_000)
        toast = win.table.scene.toast_text()
        catalogue.checked += 1
        why = catalogue.problem(toast)
        if why is not None:
            found.append(f"the hint on the table: {toast!r} {why}")
        # A game played to the end by bots: the summary, then its replay.
        win.start_game(GameSetup("moosehead", 2, ("heuristic", "heuristic"), seed=3))
        qtbot.waitUntil(win.controller.match.is_over, timeout=60_000)
        qtbot.wait(50)
        _check(catalogue, "summary", win, found)
        win.watch_replay()
        _check(catalogue, "replay viewer", win, found)
        win.close_replay()
        for opener in (win.show_settings, win.show_stats, win.show_keys):
            opener()
            for w in _open_windows():
                if w is not win:
                    _check(catalogue, opener.__name__, w, found)
                    w.close()
        # Network play: the host dialog (its form, either address, then waiting for players)
        # and the join dialog with a problem said.
        host = win.host_table()
        assert host is not None
        _check(catalogue, "host dialog", host, found)
        host.on_network.setChecked(True)
        box = host.seat_boxes[1]
        box.setCurrentIndex(box.findData("heuristic"))
        _check(catalogue, "host dialog, no open seat", host, found)
        catalogue.names.add("K7QX2M")  # a join code, like a deal code, is not translated
        host.show_waiting("K7QX2M", 7421, ["192.168.1.20"])
        host.set_seats([("Ada", "disconnected"), ("Bo", "open")], 0)
        _check(catalogue, "host dialog, waiting", host, found)
        host.close()
        join = win.join_table(discover=False)
        assert join is not None
        join.join_button.click()
        _check(catalogue, "join dialog", join, found)
        join.close()
        for dialog in (win.open_saves(), win.show_replays()):
            _check(catalogue, type(dialog).__name__, dialog, found)
            dialog.close()
    finally:
        win.controller.shutdown()
    assert catalogue.checked > 500, f"only {catalogue.checked} texts were seen"
    unique = list(dict.fromkeys(found))
    assert not unique, f"{lang}: {len(unique)} texts not translated:\n" + "\n".join(unique[:60])
