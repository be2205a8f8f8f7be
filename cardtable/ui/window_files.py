"""The main window's files: the autosave written after every action, the unfinished game kept
when a new one starts, named saves (Save As, Open), and the statistics recorded when a game ends.

:class:`GameFiles` is mixed into :class:`cardtable.ui.window.MainWindow`; the files themselves
are read and written by :mod:`cardtable.persistence` (atomically, never over a damaged file).
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

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

    _Base = QMainWindow
else:
    _Base = object


class GameFiles(_Base):
    """Autosave, named saves and statistics (see the module docstring)."""

    if TYPE_CHECKING:
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

    def _write_autosave(self) -> None:
        if not self._autosave or self._table is None or not self.controller.has_match():
            return
        match = self.controller.match
        key = (id(match), len(match.log))
        if key == self._written or match.is_over():
            return
        try:
            retired = self.saves.write_autosave(match)
        except OSError as exc:
            if not self._write_failed:
                self._write_failed = True
                self.notice(_("The game cannot be saved: {exc}").format(exc=exc), warning=True)
            return
        self._written = key
        self._write_failed = False
        if retired is not None:
            self._tell_retired(retired)

    def _tell_retired(self, info: SaveInfo) -> None:
        if info.ok:
            self.notice(
                _(
                    "Your unfinished game was kept as the saved game “{stem}” (Game ▸ Open…)."
                ).format(stem=info.path.stem)
            )
        else:
            self.notice(
                _(
                    "The game saved when Card Table last closed could not be read, so it was "
                    "not resumed. It has been kept as {path}"
                ).format(path=info.path),
                warning=True,
            )

    def _game_over(self, snapshot: Snapshot) -> None:
        if not self._autosave or self._was_over:
            return
        self._was_over = True
        self.count_in_stats(lambda: self.stats.record(self.controller.match))
        try:
            self.saves.keep_finished(self.controller.match)
        except OSError as exc:
            self.notice(
                _("The finished game cannot be kept for replaying: {exc}").format(exc=exc),
                warning=True,
            )
        with contextlib.suppress(OSError):
            self.saves.clear_autosave()
        self._update_undo()

    def count_in_stats(self, record: Callable[[], object]) -> None:
        """Count a finished game with ``record`` (a call on :attr:`stats`); a file that cannot
        be written, or was found damaged, is told to the player."""
        before = self.stats.problem
        try:
            record()
        except OSError as exc:
            self.notice(_("The statistics cannot be saved: {exc}").format(exc=exc), warning=True)
        else:
            if self.stats.problem and self.stats.problem != before:
                self.notice(self.stats.problem)

    def _record_text(self, game: str) -> str:
        if not self._autosave or self._table is None:
            return ""
        match = self.controller.match
        stats = self.stats.get(game)
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
        if self._table is None or not self.controller.has_match():
            self.notice(_("Start a game first: there is nothing to save."))
            return
        from cardtable.ui.saves import SaveAsDialog

        match = self.controller.match
        suggestion = f"{match.info.title}, {time.strftime('%d %b %H.%M')}"
        dialog = SaveAsDialog(suggestion, self)
        armed: list[str] = []

        def chosen(name: str) -> None:
            try:
                path = self.saves.save_named(name, match, overwrite=name in armed)
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
            self.notice(_("Saved as “{name}” ({path}).").format(name=name, path=path.name))

        dialog.chosen.connect(chosen)
        self._keep(dialog)
        dialog.open()

    def open_saves(self) -> OpenDialog:
        from cardtable.ui.saves import OpenDialog

        dialog = OpenDialog(self.saves.list_saves(), self)

        def chosen(path: Path) -> None:
            info = next((i for i in dialog.saves if i.path == path), None)
            live = self.saves.autosave_info()  # asked now: another game may have begun since
            if info is not None and live is not None and live.ok and live.key == info.key:
                dialog.accept()  # its game is the autosave's, further on: resumed from there
                self.resume_last()
                return
            try:
                match = self.saves.load(path)
            except SaveError as exc:
                dialog.detail.setText(exc.message)
                self.notice(exc.message, warning=True)
                return
            dialog.accept()
            self._setup = setup_from_match(match)
            self._begin(match)

        def delete(path: Path) -> None:
            try:
                self.saves.delete(path)
            except (SaveError, OSError, ValueError) as exc:
                dialog.detail.setText(str(exc))
                return
            dialog.remove(path)

        dialog.chosen.connect(chosen)
        dialog.delete_requested.connect(delete)
        self._keep(dialog)
        dialog.open()
        return dialog

    def show_keys(self) -> None:
        """Help ▸ Keyboard: the keys of the table, in a message box."""
        from PySide6.QtWidgets import QMessageBox

        from cardtable.ui.i18n import translate_message_box
        from cardtable.ui.keyhelp import keyboard_help

        box = QMessageBox(self)
        box.setWindowTitle(_("Keyboard"))
        box.setText(keyboard_help())
        translate_message_box(box)
        self._keep(box)
        box.open()
