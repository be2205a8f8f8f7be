"""The main window's files: the autosave written after every action, the unfinished game kept
when a new one starts, named saves (Save As, Open), and the statistics recorded when a game ends.

:class:`GameFiles` is the window's ``files`` (:class:`cardtable.ui.window.MainWindow` holds one;
what it reads and changes of the window is :class:`FilesWindow`); the files themselves
are read and written by :mod:`cardtable.persistence` (atomically, never over a damaged file).
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QMainWindow

from cardtable.i18n import _, ngettext
from cardtable.persistence.saves import SaveError, SaveInfo, SaveStore
from cardtable.persistence.stats import StatsStore
from cardtable.ui.setup import GameSetup, setup_from_match

if TYPE_CHECKING:
    from cardtable.session.contract import Snapshot
    from cardtable.session.match import Match
    from cardtable.ui.controller import TableController
    from cardtable.ui.saves import OpenDialog
    from cardtable.ui.table import TablePage


class FilesWindow(Protocol):
    """What the files read and change of the main window
    (:class:`cardtable.ui.window.MainWindow`)."""

    saves: SaveStore
    _table: TablePage | None
    _setup: GameSetup | None
    _autosave: bool
    _was_over: bool
    _written: tuple[int, int] | None
    _write_failed: bool

    @property
    def controller(self) -> TableController: ...

    @property
    def stats(self) -> StatsStore: ...

    def notice(self, text: str, warning: bool = False) -> None: ...
    def _keep(self, dialog: object) -> None: ...
    def _update_undo(self) -> None: ...
    def _begin(self, match: Match, resumed: bool = False) -> None: ...
    def resume_last(self) -> None: ...

    def as_widget(self) -> QMainWindow: ...


class GameFiles:
    """The window's files: autosave, named saves and statistics (see the module docstring)."""

    def __init__(self, window: FilesWindow) -> None:
        self.window = window

    def write_autosave(self) -> None:
        if (
            not self.window._autosave
            or self.window._table is None
            or not self.window.controller.has_match()
        ):
            return
        match = self.window.controller.match
        key = (id(match), len(match.log))
        if key == self.window._written or match.is_over():
            return
        try:
            retired = self.window.saves.write_autosave(match)
        except OSError as exc:
            if not self.window._write_failed:
                self.window._write_failed = True
                self.window.notice(
                    _("The game cannot be saved: {exc}").format(exc=exc), warning=True
                )
            return
        self.window._written = key
        self.window._write_failed = False
        if retired is not None:
            self._tell_retired(retired)

    def _tell_retired(self, info: SaveInfo) -> None:
        if info.ok:
            self.window.notice(
                _(
                    "Your unfinished game was kept as the saved game “{stem}” (Game ▸ Open…)."
                ).format(stem=info.path.stem)
            )
        else:
            self.window.notice(
                _(
                    "The game saved when Card Table last closed could not be read, so it was "
                    "not resumed. It has been kept as {path}"
                ).format(path=info.path),
                warning=True,
            )

    def game_over(self, snapshot: Snapshot) -> None:
        if not self.window._autosave or self.window._was_over:
            return
        self.window._was_over = True
        self.count_in_stats(lambda: self.window.stats.record(self.window.controller.match))
        try:
            self.window.saves.keep_finished(self.window.controller.match)
        except OSError as exc:
            self.window.notice(
                _("The finished game cannot be kept for replaying: {exc}").format(exc=exc),
                warning=True,
            )
        with contextlib.suppress(OSError):
            self.window.saves.clear_autosave()
        self.window._update_undo()

    def count_in_stats(self, record: Callable[[], object]) -> None:
        """Count a finished game with ``record`` (a call on :attr:`stats`); a file that cannot
        be written, or was found damaged, is told to the player."""
        before = self.window.stats.problem
        try:
            record()
        except OSError as exc:
            self.window.notice(
                _("The statistics cannot be saved: {exc}").format(exc=exc), warning=True
            )
        else:
            if self.window.stats.problem and self.window.stats.problem != before:
                self.window.notice(self.window.stats.problem)

    def record_text(self, game: str) -> str:
        if not self.window._autosave or self.window._table is None:
            return ""
        match = self.window.controller.match
        stats = self.window.stats.get(game)
        humans = sum(1 for s in match.seats if not s.is_bot)
        title = match.info.title
        assisted = _("Assisted game: the coach gave a hint.") + " " if match.assisted else ""
        if humans > 1:
            return assisted + _("Pass-and-play games of {title} played: {count}").format(
                title=title, count=stats.together
            )
        if not stats.solo:
            return assisted.strip()
        from cardtable.session.scoresheet import score_text

        best = score_text(game, stats.best) if stats.best is not None else "–"
        won = ngettext("{count} game won", "{count} games won", stats.won).format(count=stats.won)
        return assisted + _(
            "Your record at {title}: {solo} played, {won}, best score {best}"
        ).format(title=title, solo=stats.solo, won=won, best=best)

    def save_as(self) -> None:
        if self.window._table is None or not self.window.controller.has_match():
            self.window.notice(_("Start a game first: there is nothing to save."))
            return
        from cardtable.ui.saves import SaveAsDialog

        match = self.window.controller.match
        suggestion = f"{match.info.title}, {time.strftime('%d %b %H.%M')}"
        dialog = SaveAsDialog(suggestion, self.window.as_widget())
        armed: list[str] = []

        def chosen(name: str) -> None:
            try:
                path = self.window.saves.save_named(name, match, overwrite=name in armed)
            except FileExistsError:
                armed.append(name)
                dialog.show_error(
                    _("A saved game called “{name}” exists. Save again to replace it.").format(
                        name=name
                    )
                )
                return
            except SaveError as exc:
                dialog.show_error(exc.message)
                return
            except OSError as exc:
                dialog.show_error(_("The game cannot be saved: {exc}").format(exc=exc))
                return
            dialog.accept()
            self.window.notice(_("Saved as “{name}” ({path}).").format(name=name, path=path.name))

        dialog.chosen.connect(chosen)
        self.window._keep(dialog)
        dialog.open()

    def open_saves(self) -> OpenDialog:
        from cardtable.ui.saves import OpenDialog

        dialog = OpenDialog(self.window.saves.list_saves(), self.window.as_widget())

        def chosen(path: Path) -> None:
            info = next((i for i in dialog.saves if i.path == path), None)
            live = self.window.saves.autosave_info()  # asked now: another game may have begun since
            if info is not None and live is not None and live.ok and live.key == info.key:
                dialog.accept()  # its game is the autosave's, further on: resumed from there
                self.window.resume_last()
                return
            try:
                match = self.window.saves.load(path)
            except SaveError as exc:
                dialog.detail.setText(exc.message)
                self.window.notice(exc.message, warning=True)
                return
            dialog.accept()
            self.window._setup = setup_from_match(match)
            self.window._begin(match)

        def delete(path: Path) -> None:
            try:
                self.window.saves.delete(path)
            except (SaveError, OSError, ValueError) as exc:
                dialog.detail.setText(str(exc))
                return
            dialog.remove(path)

        dialog.chosen.connect(chosen)
        dialog.delete_requested.connect(delete)
        self.window._keep(dialog)
        dialog.open()
        return dialog

    def show_keys(self) -> None:
        """Help ▸ Keyboard: the keys of the table, in a message box."""
        from PySide6.QtWidgets import QMessageBox

        from cardtable.ui.i18n import translate_message_box
        from cardtable.ui.keyhelp import keyboard_help

        box = QMessageBox(self.window.as_widget())
        box.setWindowTitle(_("Keyboard"))
        box.setText(keyboard_help())
        translate_message_box(box)
        self.window._keep(box)
        box.open()
