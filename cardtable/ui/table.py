"""The table page: the table view, the action bar under it, the score sheet and log beside it.

It wires the pieces together: the controller's signals drive the scene, the action bar, the
score sheet and the log; the gesture handler and the action bar hand moves back to the
controller. Over the page lie the pass-and-play privacy screen (:mod:`cardtable.ui.privacy`),
the end of a round while the table waits to deal the next (:mod:`cardtable.ui.round_summary`)
and the end-of-game summary (:mod:`cardtable.ui.summary`).

In pass-and-play the page itself keeps the cards private, whatever way the table is reached: it
draws a person's hand only after that person pressed **Show my cards** on this page since it was
last put away. Putting the page away (another page shown: the start screen, a replay, a network
table) covers the table and asks the person who held the device to take it again, and a
position drawn for someone who has not taken the device is refused and covered the same way.

For screen readers (docs/accessibility.md): every step is announced through the status line
(:class:`~cardtable.ui.a11y.Announcer`) in the words of :mod:`cardtable.ui.speech`, refusals
at once; the table view carries an accessible tree of places and cards
(:mod:`cardtable.ui.a11y_tree`); review keys speak the table, the turn and scores, the game's
values, the hand and the last events on demand (:data:`REVIEW_KEYS`).

The coach (:mod:`cardtable.ui.hints`): the Hint button and key H (Game ▸ Hint in the window) ask
for the move the coach would make for the player on turn; the cards are selected or the button
marked, and the reason shown and said.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent, QKeySequence, QResizeEvent, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from cardtable.ai.coach import Hint
from cardtable.engine.actions import Action
from cardtable.engine.zones import Seat
from cardtable.i18n import N_, _
from cardtable.session.contract import Snapshot, Step
from cardtable.session.dealcode import deal_code
from cardtable.ui import speech
from cardtable.ui.a11y import Announcer, quiet_until_shown
from cardtable.ui.a11y_tree import attach
from cardtable.ui.actionbar import ActionBar
from cardtable.ui.animation import Animator
from cardtable.ui.art import CardArt
from cardtable.ui.hints import HintKey
from cardtable.ui.interaction import ChoiceRequest, Gestures
from cardtable.ui.models import MoveLogModel, log_table
from cardtable.ui.privacy import PrivacyScreen
from cardtable.ui.round_summary import RoundSummaryPanel, follow_table
from cardtable.ui.scene import TableScene, with_names
from cardtable.ui.scoresheet import ScorePanel
from cardtable.ui.summary import EndSummary
from cardtable.ui.table_control import TableControl
from cardtable.ui.view import TableView

#: Keys that speak part of the table on demand: (key, what it says, method of TablePage).
REVIEW_KEYS: tuple[tuple[str, str, str], ...] = (
    ("S", N_("the table: every place, its cards, chips and coins"), "say_table"),
    ("W", N_("whose turn it is, the scores and the dealer"), "say_turn"),
    ("G", N_("the game's values: count, wild rank, chips, pot, blind, round"), "say_values"),
    ("Y", N_("your hand"), "say_hand"),
    ("E", N_("the last five events"), "say_events"),
)


def handover_reason(snapshot: Snapshot, seat: Seat) -> str:
    """Why the device goes to ``seat``: their turn, a punch card to choose, a play out of turn."""
    if snapshot.claimant == seat:
        return _("{name} wants to play out of turn.").format(name=snapshot.names[seat])
    phase = snapshot.observation.values.get("phase")
    if phase == "punch":
        return _("{name} chooses a punch card, in secret.").format(name=snapshot.names[seat])
    if snapshot.observation.values.get("proposer", -1) not in (-1, None):
        return _("{name} answers the proposal to stop.").format(name=snapshot.names[seat])
    return _("It is {name}'s turn.").format(name=snapshot.names[seat])


#: The side panel's first width (pixels); it grows for a score sheet with many columns.
SIDE_WIDTH = 300
#: Under this width of the page (a small screen, a tiled window) the side panel narrows to a
#: quarter of it, no less than NARROW_SIDE, so the table keeps the room (the panel folds away
#: entirely with F9, or by dragging its edge).
NARROW_PAGE = 1200
NARROW_SIDE = 220


class TablePage(QWidget):
    """The table, the action bar under it, and the score sheet and log beside it."""

    #: A hint was shown to the player (the match is now assisted): the Hint.
    hint_shown = Signal(object)

    def __init__(self, art: CardArt, controller: TableControl) -> None:
        super().__init__()
        self.controller = controller
        self.art = art
        self.animator = Animator(self)
        self.scene = TableScene(art, self.animator)
        self.gestures = Gestures(self.scene, controller)
        self.view = TableView(self.scene, self.gestures)
        self.actions_bar = ActionBar(controller.is_legal)
        self.log = MoveLogModel(controller)
        #: Called when the game ends for a line about the player's record ("" for none).
        self.record_text: Callable[[str], str] = lambda game: ""

        self.side = QTabWidget()
        #: The score sheet's columns and row labels the side panel was last widened for.
        self._fitted: tuple[object, ...] | None = None
        self.side.setMinimumWidth(NARROW_SIDE)
        self.side.setMaximumWidth(480)
        self.score_panel = ScorePanel()
        self.log_view = log_table(self.log)
        self.log_view.setAccessibleName(_("Move log"))
        quiet_until_shown(self.side)  # the page is often built behind the start screen
        self.side.addTab(self.score_panel, _("Scores"))
        self.side.addTab(self.log_view, _("Log"))
        self.log.rowsInserted.connect(lambda *_: self.log_view.scrollToBottom())

        column = QWidget()
        lay = QVBoxLayout(column)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.view, 1)
        lay.addWidget(self.actions_bar)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(column)
        self.splitter.addWidget(self.side)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setCollapsible(0, False)
        self.splitter.setSizes([1000, SIDE_WIDTH])
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.splitter)

        self.privacy = PrivacyScreen(self)
        self.privacy.confirmed.connect(self._taken_over)
        self.privacy.claim.connect(controller.request_claim)
        self.summary = EndSummary(self)
        self.status_line = Announcer()
        self.round_summary = RoundSummaryPanel(self)
        follow_table(
            self.round_summary,
            controller,
            self.animator,
            lambda text: self.status_line.announce(speech.spoken(text, coins=True)),
        )
        controller.round_continues.connect(self.view.setFocus)  # keys play on at the table

        controller.reset.connect(self._on_reset)
        controller.stepped.connect(self._on_step)
        controller.changed.connect(self._on_changed)
        controller.refused.connect(self.show_message)
        controller.finished.connect(self._on_finished)
        controller.handover.connect(self._on_handover)
        controller.undo_changed.connect(self._undo_changed)
        self.gestures.message.connect(self.show_message)
        self.gestures.choose.connect(self._on_choose)
        self.gestures.focus_changed.connect(self._on_focus)
        self.actions_bar.picked.connect(self._on_pick)
        self.animator.busy_changed.connect(self._on_busy)
        self.scene.relaid.connect(self._describe_table)
        self.tree = attach(self.view, self.scene, self.gestures)
        self._held = False
        self._viewer: Seat | None = None
        #: Pass-and-play: the person who took the device on this page (Show my cards) since
        #: it was last put away or handed over; only their hand may be drawn.
        self._confirmed: Seat | None = None
        #: The last position announced (to tell which values a step changed).
        self._told: Snapshot | None = None
        #: The last event announced: the table's description starts with it.
        self._last_event = ""
        self._focus_text = ""
        #: The last hint shown (tests and the window read it).
        self.last_hint: Hint | None = None
        #: The hint on the table now, and the position it was given for.
        self._hint_shown: tuple[HintKey, str] | None = None
        #: The bot the coach asks (None: the coach's level for the game; tests fix a budget).
        self.coach_bot: str | None = None
        coach = controller.coach
        coach.ready.connect(self._hint_ready)
        coach.failed.connect(self._hint_failed)
        self.review_shortcuts: list[QShortcut] = []
        for key, _what, method in REVIEW_KEYS:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(getattr(self, method))
            self.review_shortcuts.append(shortcut)

    def show_side(self, visible: bool) -> None:
        self.side.setVisible(visible)

    # --- controller signals ----------------------------------------------------------------------

    def _off_table(self, snapshot: Snapshot) -> list[Action]:
        """The viewer's moves that are not card drags: no cards, or cards landing nowhere,
        plus table talk the engine accepts but does not list (Moxie's proposal to stop)."""
        if not snapshot.legal:
            return []
        nowhere = set(self.controller.card_targets().get("", []))
        moves = [a for a in snapshot.legal if not a.cards or a in nowhere]
        return moves + self.controller.unlisted_moves()

    def _update_bar(self, snapshot: Snapshot) -> None:
        bar = self.actions_bar
        bar.set_snapshot(snapshot, self._off_table(snapshot))
        if bar.in_choice() or snapshot.over or snapshot.handover is not None:
            return
        if self.controller.has_match() and self._hint_key(snapshot) is not None:
            bar.add_extra(
                _("Hint"),
                self.request_hint,
                _(
                    "The move the coach would make for you, and why (H). A game with a hint "
                    "counts as assisted in your statistics."
                ),
            )
        if not snapshot.pass_and_play:
            if self.controller.has_match() and self.controller.undo_check().allowed:
                bar.add_extra(
                    _("Undo"), self.controller.undo, _("Take back your last move (Ctrl+Z)")
                )
            return
        viewer = snapshot.viewer
        if viewer is not None and snapshot.claimant == viewer:
            bar.add_extra(
                _("Done: hand the device back"),
                self.controller.end_claim,
                _("Finish playing out of turn; the next player is asked to take the device"),
            )
        for seat, name in self._claimers(snapshot):
            bar.add_extra(
                _("Play now: {name}").format(name=name),
                partial(self.controller.request_claim, seat),
                _("{name} plays out of turn: the table is covered and handed to {name}").format(
                    name=name
                ),
            )

    def _claimers(self, snapshot: Snapshot) -> list[tuple[Seat, str]]:
        """Other people at the table who may ask to play out of turn (Mose's any-time plays)."""
        if not snapshot.pass_and_play or snapshot.over:
            return []
        if not self.scene.spec.plays_out_of_turn(snapshot.observation.options):
            return []
        return [
            (s, snapshot.names[s])
            for s in self.controller.human_seats()
            if s != snapshot.viewer and s != snapshot.handover
        ]

    # --- pass-and-play: who holds the device -----------------------------------------------------

    def _unconfirmed(self, snapshot: Snapshot) -> Seat | None:
        """The person a position is drawn for who has not taken the device on this page (None
        when the position may be drawn)."""
        viewer = snapshot.viewer
        if not snapshot.pass_and_play or snapshot.over or viewer is None:
            return None
        if viewer == self._confirmed or not self.controller.is_human(viewer):
            return None
        return viewer

    def cover(self, seat: Seat) -> None:
        """Show the table to nobody and ask ``seat`` to take the device again (their turn, or
        their play out of turn, goes on once they do)."""
        self._confirmed = None
        self.controller.set_viewer(None)  # redrawn at once with public cards only
        self._on_handover(seat)

    def hideEvent(self, event: QHideEvent) -> None:
        """The page is put away (another page shown): the device may change hands meanwhile,
        so the table is covered for whoever comes back to it. (Minimising the window is not
        putting the page away.)"""
        super().hideEvent(event)
        if event.spontaneous():
            return
        self._confirmed = None
        controller = self.controller
        if not controller.has_match() or not controller.pass_and_play:
            return
        viewer = controller.viewer
        if viewer is not None and not controller.match.is_over() and controller.is_human(viewer):
            self.cover(viewer)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.privacy.isVisible():
            self.privacy.show_button.setFocus()

    def focus_table(self) -> None:
        """Give the keyboard focus to the table, or to the privacy screen covering it."""
        if self.privacy.isVisible():
            self.privacy.show_button.setFocus()
        else:
            self.view.setFocus()

    def _on_reset(self, snapshot: Snapshot) -> None:
        seat = self._unconfirmed(snapshot)
        if seat is not None:
            self.cover(seat)  # draws the table for nobody instead
            return
        told = self._told
        if told is None or told.info.id != snapshot.info.id or snapshot.serial < told.serial:
            self.actions_bar.release_height()  # a new game, or a move taken back
        self._told = snapshot
        if snapshot.viewer != self._viewer:
            self.scene.show_message("")  # a message meant for the last viewer goes with them
            if snapshot.pass_and_play:  # and so do the words said to them (a card drawn)
                self.status_line.setText("")
                self._last_event = ""
            self._viewer = snapshot.viewer
        self.scene.show_snapshot(snapshot)
        self._update_bar(snapshot)
        self.score_panel.set_sheet(snapshot.sheet)
        self._fit_side()
        if snapshot.over and not self.summary.isVisible():
            self.scene.show_result(snapshot)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit_side(resized=True)

    def _fit_side(self, resized: bool = False) -> None:
        """Size the side panel so that every player's column of the score sheet shows: a new
        sheet (another game or number of players) starts from the panel's first width, widened
        as far as it needs and its limit allows; later changes (longer row labels, such as
        Moco!'s "chips now") only widen it. A page resized starts again from the first width;
        in a narrow page (under NARROW_PAGE) the panel keeps to a quarter of it."""
        sheet = self.score_panel.model.sheet
        if sheet is None:
            return
        shape = (sheet.columns, tuple(r.label for r in sheet.rows))
        if shape == self._fitted and not resized:
            return  # new scores in the same sheet: the width it needs is the same
        new_sheet = resized or self._fitted is None or self._fitted[0] != shape[0]
        self._fitted = shape
        sizes = self.splitter.sizes()
        total = sum(sizes)
        if len(sizes) != 2 or total <= 0 or sizes[1] <= 0:
            return  # not laid out yet, or the panel is folded away
        page = self.side.currentWidget()
        frame = max(0, self.side.width() - page.width()) if page is not None else 0
        want = self.score_panel.wanted_width() + frame
        if total < NARROW_PAGE:
            # A small window: the table needs the room more than the score sheet's last
            # columns do (they squeeze, and the sheet scrolls).
            limit = max(NARROW_SIDE, total // 4)
            base = limit
        else:
            # Never more than its maximum, nor (past its first width) a third of a middling
            # window or 36 % of a large one.
            share = total * 9 // 25 if total >= 1280 else total // 3
            limit = max(SIDE_WIDTH, share)
            base = SIDE_WIDTH if new_sheet else sizes[1]
        limit = min(self.side.maximumWidth(), limit)
        width = min(max(base, want), limit)
        if width != sizes[1]:
            self.splitter.setSizes([total - width, width])

    def _on_step(self, step: Step) -> None:
        seat = self._unconfirmed(step.snapshot)
        if seat is not None:
            self.cover(seat)
            return
        self.scene.show_step(step)
        self._clear_old_hint(step.snapshot)
        if self.actions_bar.in_choice():
            self.actions_bar.cancel_choice()
        self._update_bar(step.snapshot)
        self.score_panel.set_sheet(step.snapshot.sheet)
        self._fit_side()
        snap = step.snapshot
        lines = [
            with_names(f"{line.who}: {line.text}" if line.note else line.text, snap.names)
            for line in step.lines
            if not line.quiet
        ]
        before = self._told if self._told is not None and self._told.viewer == snap.viewer else None
        self._told = snap
        text = speech.step_text(lines, before, snap)
        if text:
            self._last_event = text
            self.status_line.announce(text)
            self._describe_table()

    def _on_changed(self, snapshot: Snapshot) -> None:
        self.scene.refresh_plates(snapshot)
        if self.scene.snapshot is not None and snapshot.serial == self.scene.snapshot.serial:
            self._update_bar(snapshot)

    def _on_finished(self, snapshot: Snapshot) -> None:
        def show() -> None:
            self.scene.show_result(snapshot)
            self.actions_bar.set_snapshot(snapshot, [])
            self.privacy.hide()
            # A network table's match, and so its deal code, stays with the host.
            has_match = self.controller.has_match()
            code = deal_code(self.controller.match.seed) if has_match else ""
            result = with_names(snapshot.result, snapshot.names)
            result = result[:1].upper() + result[1:]
            self.summary.present(
                snapshot.names,
                snapshot.winners,
                result,
                snapshot.sheet,
                code,
                self.record_text(snapshot.info.id),
            )
            self.status_line.announce(f"{self.summary.title.text()} {result}")

        # Shown once the last moves have been animated, and after the window has recorded the
        # game (statistics), which it does on the same signal.
        delay = 0
        if self.animator.busy():
            delay = int(max(0.0, self.animator.end_time() - self.animator.now()) * 1000) + 50
        QTimer.singleShot(delay, show)

    def _undo_changed(self) -> None:
        """Whether undo is possible changed: the bar's Undo button follows."""
        bar = self.actions_bar
        if not bar.in_choice():
            self._update_bar(self.controller.snapshot())

    def _on_handover(self, seat: Seat) -> None:
        self._confirmed = None
        snap = self.controller.snapshot()
        name = snap.names[seat]
        self.summary.hide()
        if self.actions_bar.in_choice():
            self.actions_bar.cancel_choice()
        self.gestures.clear_selection()
        self.privacy.set_card_back(self.art.card_pixmap(None, 84, self.devicePixelRatioF()))
        self.privacy.ask(seat, name, handover_reason(snap, seat), self._claimers(snap))
        self._last_event = _("Pass the device to {name}.").format(name=name)
        self._focus_text = ""
        self.status_line.announce(self._last_event)

    def _taken_over(self, seat: Seat) -> None:
        self._confirmed = seat
        self.controller.take_over(seat)
        self.view.setFocus()
        snap = self.controller.snapshot()
        self.status_line.announce(f"{snap.names[seat]}: {self.actions_bar.prompt.text()}")

    def _on_choose(self, request: ChoiceRequest) -> None:
        self.actions_bar.show_choice(request.prompt, request.actions, request.pick, request.cancel)
        options = ", ".join(speech.spoken(a.label, coins=True) for a in request.actions)
        self.status_line.announce(
            _("{prompt} {options}. Press 1 to 9, or Escape.").format(
                prompt=request.prompt, options=options
            )
        )

    def _on_pick(self, action: Action) -> None:
        self.controller.play(action)

    def _on_focus(self, text: str) -> None:
        # Screen readers hear the focused card from the accessible tree's focus event; the
        # status line shows it, and the description carries it for those that read only that.
        self._focus_text = text
        self.status_line.setText(text)
        self._describe_table()

    def _describe_table(self) -> None:
        """The view's description, for screen readers that know no announcements: the last
        event, the focused card, then the table. In pass-and-play a hand is only counted, so
        nothing private is read out while the device changes hands."""
        snap = self.scene.snapshot
        if snap is None:
            self.view.setAccessibleDescription("")
            return
        summary = speech.table_summary(snap, own_hand=not snap.pass_and_play)
        parts = [self._last_event, speech.sentence(self._focus_text), summary]
        self.view.setAccessibleDescription(" ".join(p for p in parts if p))

    # --- the coach -------------------------------------------------------------------------------

    def _clear_old_hint(self, snapshot: Snapshot) -> None:
        """Take a hint off the table once its position is gone (the player made the move, or
        another): left up, it would cover the cards the move put down."""
        if self._hint_shown is None:
            return
        key, text = self._hint_shown
        if self._hint_key(snapshot) == key:
            return
        self._hint_shown = None
        if self.scene.toast_text() == text:
            self.scene.show_message("")

    def _hint_key(self, snapshot: Snapshot) -> HintKey | None:
        """The position a hint may be given for: the viewer's own turn, with the table shown
        to them (not behind the pass-and-play screen); None when there is none."""
        viewer = snapshot.viewer
        if snapshot.over or snapshot.handover is not None or viewer is None:
            return None
        if not snapshot.legal or snapshot.current != viewer:
            return None
        return HintKey(snapshot.serial, viewer)

    def request_hint(self) -> bool:
        """Ask the coach for the viewer's move (the Hint button, key H). Says why not when it is
        not the viewer's turn; False when no hint was asked for."""
        if not self.controller.has_match():
            return False
        snap = self.controller.snapshot()
        key = self._hint_key(snap)
        if key is None:
            why = _("the game is over") if snap.over else _("it is not your turn")
            self.show_message(
                _("No hint now: {why}. The coach helps with your own moves.").format(why=why)
            )
            return False
        coach = self.controller.coach
        if coach.busy():
            self.status_line.announce(_("The coach is still thinking…"))
            return False
        match = self.controller.match
        seed = (match.seed * 1_000_003 + len(match.log)) % 2**63
        coach.ask(key, snap.info.id, snap.observation, snap.legal, seed, self.coach_bot)
        self.status_line.announce(_("The coach is thinking…"))
        return True

    def _hint_ready(self, key: HintKey, hint: Hint) -> None:
        if not self.controller.has_match() or self._hint_key(self.controller.snapshot()) != key:
            return  # the table has moved on: the hint is for a position that is gone
        if self.actions_bar.in_choice():
            self.actions_bar.cancel_choice()
        self.controller.match.assisted = True
        self.last_hint = hint
        action = hint.action
        items = [self.scene.card_item(c) for c in action.cards]
        cards = [it for it in items if it is not None and it.movable]
        if not (cards and len(cards) == len(items)) and self.actions_bar.mark_hint(action):
            cards = []  # the button says it (taking a face-up card, say)
        if cards:
            self.gestures.select(cards)
        text = with_names(
            _("Hint: {text}").format(text=hint.text), self.controller.snapshot().names
        )
        self.scene.show_message(text)  # for as long as it takes to read
        self._hint_shown = (key, self.scene.toast_text())
        self.status_line.announce(speech.spoken(text, coins=True), assertive=True)
        self.hint_shown.emit(hint)

    def _hint_failed(self, key: HintKey, why: str) -> None:
        if self.controller.has_match() and self._hint_key(self.controller.snapshot()) == key:
            self.show_message(_("No hint: {why}").format(why=why))

    # --- review keys -----------------------------------------------------------------------------

    def _say(self, text: str) -> None:
        self.status_line.announce(text, assertive=True)

    def say_table(self) -> None:
        snap = self.scene.snapshot
        if snap is not None:
            self._say(speech.table_summary(snap) or _("The table is empty."))

    def say_turn(self) -> None:
        snap = self.scene.snapshot
        if snap is not None:
            self._say(speech.turn_and_scores(snap))

    def say_values(self) -> None:
        snap = self.scene.snapshot
        if snap is not None:
            facts = speech.game_facts(snap)
            self._say(speech.sentence("; ".join(facts)) if facts else _("Nothing to count."))

    def say_hand(self) -> None:
        snap = self.scene.snapshot
        if snap is None:
            return
        hand = f"hand:{snap.viewer}"
        order = [it.known.long_name for it in self.scene.display_order(hand) if it.known]
        self._say(speech.hand_text(snap, order))

    def say_events(self) -> None:
        events = [t for t, assertive in self.status_line.spoken if not assertive][-5:]
        self._say(" ".join(events) if events else _("Nothing has happened yet."))

    def _on_busy(self, busy: bool) -> None:
        if busy and not self._held:
            self._held = True
            self.controller.hold()
        elif not busy and self._held:
            self._held = False
            self.controller.release()

    def show_status(self, text: str) -> None:
        """A line for the status bar, with seat numbers told as names."""
        snapshot = self.scene.snapshot
        self.status_line.announce(with_names(text, snapshot.names) if snapshot else text)

    def show_message(self, text: str) -> None:
        if not text:
            return
        if self.scene.snapshot is not None:
            text = with_names(text, self.scene.snapshot.names)
        text = text[0].upper() + text[1:]
        self.scene.show_message(text)
        self.status_line.announce(speech.spoken(text, coins=True), assertive=True)
