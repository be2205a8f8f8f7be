"""What the table page asks of whoever runs the table: :class:`TableControl`.

Two classes answer it: :class:`~cardtable.ui.controller.TableController`, the Qt adapter of a
table session played here, and :class:`~cardtable.ui.remote.RemoteController`, the Qt adapter of
a seat at a table hosted elsewhere. The page (:mod:`cardtable.ui.table`) and what it builds (the
gestures, the keys, the move log, the round's end) know only this contract, and mypy checks that
both controllers keep it (the window hands either to the page as it is).

A signal is read from an instance as a ``SignalInstance`` (what the page connects to); the
coach is a :class:`HintAsker`. The match itself (:attr:`TableControl.match`) may be read only
when :meth:`TableControl.has_match` says there is one here: a network table's match stays with
its host, so undo, hints, saves and deal codes are off there.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import SignalInstance

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.observation import Observation
from cardtable.engine.zones import Seat
from cardtable.session.contract import Snapshot
from cardtable.session.logtext import LogLine
from cardtable.session.match import Match
from cardtable.session.roundend import RoundSummary
from cardtable.session.undo import UndoCheck
from cardtable.ui.hints import HintKey

__all__ = ["HintAsker", "TableControl"]


class HintAsker(Protocol):
    """The coach the page asks for a hint (:class:`cardtable.ui.hints.HintCoach`)."""

    @property
    def ready(self) -> SignalInstance:
        """A hint is ready: HintKey, Hint."""

    @property
    def failed(self) -> SignalInstance:
        """There is no hint: HintKey, the reason."""

    def busy(self) -> bool:
        """Whether the coach is still thinking of a hint."""

    def ask(
        self,
        key: HintKey,
        game_id: str,
        observation: Observation,
        legal: Sequence[Action],
        seed: int,
        bot: str | None = None,
    ) -> bool:
        """Think of the move for the position ``key`` names; False while still busy."""


class TableControl(Protocol):
    """The table page's view of a running table: what it listens to and what it asks."""

    # --- what the page listens to (see cardtable.ui.controller.TableSignals) ---------------------

    @property
    def reset(self) -> SignalInstance:
        """A new position to draw from scratch: Snapshot."""

    @property
    def stepped(self) -> SignalInstance:
        """Actions were applied: Step."""

    @property
    def changed(self) -> SignalInstance:
        """Something changed that is not an action: Snapshot."""

    @property
    def refused(self) -> SignalInstance:
        """A move was refused: the reason."""

    @property
    def status(self) -> SignalInstance:
        """A line for the status bar."""

    @property
    def finished(self) -> SignalInstance:
        """The game ended: Snapshot."""

    @property
    def handover(self) -> SignalInstance:
        """Pass-and-play: the device goes to this seat."""

    @property
    def undo_changed(self) -> SignalInstance:
        """Whether undo is possible changed."""

    @property
    def round_over(self) -> SignalInstance:
        """A round ended and the table waits: RoundSummary."""

    @property
    def round_continues(self) -> SignalInstance:
        """The next deal comes."""

    # --- the match, where there is one here ------------------------------------------------------

    def has_match(self) -> bool:
        """Whether the match is played here (undo, hints, saves and deal codes need it)."""

    @property
    def match(self) -> Match:
        """The match; only when :meth:`has_match` is True."""

    @property
    def coach(self) -> HintAsker:
        """The coach for the viewer's hints."""

    # --- who is at the table ---------------------------------------------------------------------

    @property
    def viewer(self) -> Seat | None:
        """The seat whose view is drawn (None: public cards only)."""

    def set_viewer(self, seat: Seat | None) -> None:
        """Draw the table as ``seat`` sees it."""

    def is_human(self, seat: Seat) -> bool:
        """Whether a person plays ``seat``."""

    def human_seats(self) -> list[Seat]:
        """The seats people play from this window."""

    @property
    def pass_and_play(self) -> bool:
        """Whether several people share this screen."""

    # --- what the page draws ---------------------------------------------------------------------

    def snapshot(self) -> Snapshot:
        """The position as the viewer sees it now."""

    def log_lines(self) -> list[LogLine]:
        """The move log so far."""

    # --- what a gesture means --------------------------------------------------------------------

    def drop_actions(self, cards: Sequence[Card], source: str, target: str) -> list[Action]:
        """The moves a drop of ``cards`` from ``source`` on ``target`` may mean."""

    def explain_drop(self, cards: Sequence[Card], source: str, target: str) -> str:
        """Why that drop means no move."""

    def is_legal(self, action: Action) -> bool:
        """Whether the viewer may make ``action`` now."""

    def unlisted_moves(self) -> list[Action]:
        """Moves the rules accept but do not list (Moxie's proposal to stop)."""

    def card_targets(self) -> dict[str, list[Action]]:
        """The viewer's card moves by the zone they go to."""

    # --- what the page asks for ------------------------------------------------------------------

    def play(self, action: Action, seat: Seat | None = None) -> bool:
        """Make ``action``; False when it was refused (the refusal is told)."""

    def undo_check(self) -> UndoCheck:
        """Whether undo is possible now, and why not."""

    def undo(self) -> bool:
        """Take back the viewer's last move."""

    def take_over(self, seat: Seat) -> None:
        """Pass-and-play: the person at ``seat`` took the device."""

    def request_claim(self, seat: Seat) -> None:
        """``seat`` claims out of turn."""

    def end_claim(self) -> None:
        """The claim is given up."""

    @property
    def round_end(self) -> RoundSummary | None:
        """The round's end the table waits at, if it waits."""

    def continue_play(self) -> None:
        """The players are done reading the round's end: deal the next (at a network table:
        this seat has read it, and the host deals once everyone has)."""

    def round_waiting(self) -> str:
        """Once the viewer has read the round's end, who the table still waits for ("" when
        nobody: a local table deals at once)."""

    def hold(self) -> None:
        """Hold the table still (an animation is playing)."""

    def release(self) -> None:
        """Let the table go on."""
