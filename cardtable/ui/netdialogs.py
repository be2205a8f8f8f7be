"""The dialogs of network play: Game ▸ Host a table… and Game ▸ Join a table….

:class:`HostDialog` first asks for the game, the number of players, who plays each seat (you,
exactly once; a player on another computer; or a bot, the same bots as the new-game form), the
address to listen on (this computer only by default, or the local network, with what that
exposes said plainly), the port and whether to announce the table nearby. Once the window
hosts it, the dialog shows the join code large, how to join, and the seats as they are taken;
the deal starts when every open seat is taken; a table hosted here and left unfinished is
offered above the form, to be served again. The join dialog is
:mod:`cardtable.ui.joindialog`. Neither dialog touches the network itself: the window
(:mod:`cardtable.ui.window_net`) does, from their signals.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from cardtable.ai.levels import DEFAULT_BOT
from cardtable.games import GAMES
from cardtable.i18n import N_, _, ngettext
from cardtable.net.tls import join_address
from cardtable.ui.hosting import EVERYWHERE, LOOPBACK, REMOTE, YOU, HostPlan
from cardtable.ui.setup import HUMAN, MAX_NAME, default_players, seat_choices, seat_meaning
from cardtable.ui.setup import player_counts as counts_for
from cardtable.ui.style import combo_box

__all__ = ["DEFAULT_PORT", "HostDialog"]


#: The port a hosted table listens on unless the player picks another.
DEFAULT_PORT = 7421

#: The seats' choices beyond the bots of the new-game form.
NET_CHOICES: tuple[tuple[str, str], ...] = (
    (YOU, N_("You")),
    (REMOTE, N_("Open: a player on another computer")),
)
STATE_WORDS = {
    "open": N_("waiting to join"),
    "connected": N_("seated"),
    "disconnected": N_("disconnected"),
    "bot": N_("bot"),
    "local": N_("seated"),
}


def _error_label() -> QLabel:
    label = QLabel("")
    label.setObjectName("formProblem")
    label.setWordWrap(True)
    label.setStyleSheet("color: #e0695c; font-weight: bold;")
    label.hide()
    return label


def _buttons(
    dialog: QDialog, text: str, act: Callable[[], None]
) -> tuple[QPushButton, QHBoxLayout]:
    """A dialog's button row: Cancel, then its own button (the default) doing ``act``."""
    button = QPushButton(text)
    button.setDefault(True)
    button.clicked.connect(act)
    cancel = QPushButton(_("Cancel"))
    cancel.clicked.connect(dialog.reject)
    row = QHBoxLayout()
    row.addStretch(1)
    row.addWidget(cancel)
    row.addWidget(button)
    return button, row


class HostDialog(QDialog):
    """Game ▸ Host a table…; see the module docstring."""

    #: Host this plan: HostPlan.
    host_requested = Signal(object)
    #: The player stops hosting from the waiting view.
    stop_requested = Signal()
    #: Serve again the table hosted here and left unfinished (see :meth:`offer_resume`).
    resume_requested = Signal()

    def __init__(self, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Host a table"))
        self.setMinimumWidth(560)
        self.pages = QStackedWidget()
        self.pages.addWidget(self._form_page(name))
        self.pages.addWidget(self._waiting_page())
        lay = QVBoxLayout(self)
        lay.addWidget(self.pages)
        self.code = ""
        self.set_game(next(iter(GAMES)))  # the first game in the registry's order

    # --- the form --------------------------------------------------------------------------------

    def _resume_box(self) -> QWidget:
        box = QFrame()
        box.setObjectName("resumeBox")
        box.setFrameShape(QFrame.Shape.StyledPanel)
        row = QHBoxLayout(box)
        self.resume_text = QLabel("")
        self.resume_text.setWordWrap(True)
        self.resume_button = QPushButton(_("&Resume it"))
        self.resume_button.clicked.connect(self.resume_requested.emit)
        row.addWidget(self.resume_text, 1)
        row.addWidget(self.resume_button, 0, Qt.AlignmentFlag.AlignTop)
        box.hide()
        return box

    def offer_resume(self, text: str, resumable: bool = True) -> None:
        """Offer the table hosted here and left unfinished (``text`` says which), or say why
        it cannot be resumed (``resumable`` False)."""
        self.resume_text.setText(text)
        self.resume_button.setAccessibleDescription(text)  # which table, for a screen reader
        self.resume_button.setVisible(resumable)
        self.resume_box.setVisible(bool(text))
        if resumable and text:
            self.resume_button.setDefault(True)
            self.resume_button.setFocus()

    def _form_page(self, name: str) -> QWidget:
        page = QWidget()
        self.resume_box = self._resume_box()
        form = QFormLayout()
        self.game = combo_box()
        for game_id, info in GAMES.items():
            self.game.addItem(info.title, game_id)
        form.addRow(_("&Game:"), self.game)
        self.players = combo_box()
        form.addRow(_("&Players:"), self.players)
        self.name = QLineEdit(name)
        self.name.setMaxLength(MAX_NAME)
        self.name.setPlaceholderText(_("You"))
        form.addRow(_("Your &name:"), self.name)
        self.seat_grid = QGridLayout()
        self.seat_grid.setColumnStretch(1, 1)
        self.seat_boxes: list[QComboBox] = []
        form.addRow(_("Seats:"), self.seat_grid)

        self.local_only = QRadioButton(_("This computer only (127.0.0.1)"))
        self.on_network = QRadioButton(_("The local network (0.0.0.0)"))
        self.local_only.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.local_only)
        group.addButton(self.on_network)
        where = QVBoxLayout()
        where.addWidget(self.local_only)
        where.addWidget(self.on_network)
        form.addRow(_("Listen on:"), where)
        self.exposure = QLabel("")
        self.exposure.setWordWrap(True)
        self.exposure.setObjectName("hint")
        self.exposure.setMinimumHeight(self.exposure.fontMetrics().lineSpacing() * 3 + 6)
        form.addRow(self.exposure)
        self.port = QSpinBox()
        self.port.setRange(0, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.port.setSpecialValueText(_("any free port"))
        form.addRow(_("P&ort:"), self.port)
        self.advertise = QCheckBox(_("Announce the table on the local network"))
        self.advertise.setChecked(True)
        # What the player chose for announcing; a table heard on this computer only cannot be
        # announced, so the box is then off and greyed, and the choice comes back with the
        # network.
        self._announce = True
        self.advertise.clicked.connect(self._announce_chosen)
        form.addRow("", self.advertise)
        self.takeover = QCheckBox(_("A bot plays for a player gone over a minute"))
        self.takeover.setToolTip(
            _("Until they come back (with the same address and code). Without it the game waits.")
        )
        form.addRow("", self.takeover)
        self.local_only.toggled.connect(self._where_changed)

        self.problem = _error_label()
        self.host_button, buttons = _buttons(self, _("&Host"), self._host)
        lay = QVBoxLayout(page)
        lay.addWidget(self.resume_box)
        lay.addLayout(form)
        lay.addWidget(self.problem)
        lay.addLayout(buttons)
        self._where_changed()
        # Connected once the form is laid out: the seats are built into it.
        self.game.currentIndexChanged.connect(lambda _i: self.set_game(self.game.currentData()))
        self.players.currentIndexChanged.connect(lambda _i: self._build_seats())
        return page

    def set_game(self, game_id: str) -> None:
        index = self.game.findData(game_id)
        if index != self.game.currentIndex():
            self.game.setCurrentIndex(index)  # comes back here through the signal
            return
        self.players.blockSignals(True)
        self.players.clear()
        for n in counts_for(game_id):
            self.players.addItem(str(n), n)
        default = 2 if 2 in counts_for(game_id) else default_players(GAMES[game_id])
        self.players.setCurrentIndex(max(0, self.players.findData(default)))
        self.players.blockSignals(False)
        self._build_seats()

    def _build_seats(self) -> None:
        kinds = [str(b.currentData()) for b in self.seat_boxes]
        while self.seat_grid.count():
            item = self.seat_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # out of the layout now: never drawn loose before it goes
                widget.deleteLater()
        self.seat_boxes = []
        n = int(self.players.currentData() or 2)
        choices = list(NET_CHOICES) + [(k, w) for k, w in seat_choices() if k != HUMAN]
        game_id = str(self.game.currentData())
        for seat in range(n):
            number = QLabel(_("Seat {seat}").format(seat=seat + 1))
            box = combo_box()
            box.setAccessibleName(_("Seat {seat} player").format(seat=seat + 1))
            for kind, word in choices:
                box.addItem(_(word), kind)
                tip = seat_meaning(kind, game_id)
                if tip:
                    box.setItemData(box.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)
            default = YOU if seat == 0 else REMOTE if seat == 1 else DEFAULT_BOT
            kind = kinds[seat] if seat < len(kinds) else default
            box.setCurrentIndex(max(0, box.findData(kind)))
            box.currentIndexChanged.connect(lambda _i: self.validate())
            number.setBuddy(box)
            self.seat_grid.addWidget(number, seat % 6, (seat // 6) * 2)
            self.seat_grid.addWidget(box, seat % 6, (seat // 6) * 2 + 1)
            self.seat_boxes.append(box)
        self.validate()

    def _where_changed(self) -> None:
        if self.local_only.isChecked():
            text = _(
                "Only programs on this computer can reach the table: for trying it out, or "
                "a second window here."
            )
        else:
            text = _(
                "Anyone on the networks this computer is on can reach the port; only those "
                "with the join code can sit down. The connection is encrypted, and each "
                "player's computer checks it reaches this table by the fingerprint in the "
                "address it joins with."
            )
        self.exposure.setText(text)
        network = self.on_network.isChecked()
        self.advertise.setEnabled(network)
        self.advertise.setChecked(network and self._announce)
        why = "" if network else _("Only a table heard on the local network can be announced.")
        self.advertise.setToolTip(why)
        self.advertise.setAccessibleDescription(why)

    def _announce_chosen(self, checked: bool) -> None:
        self._announce = checked

    def seat_kinds(self) -> tuple[str, ...]:
        return tuple(str(b.currentData()) for b in self.seat_boxes)

    def plan(self) -> HostPlan:
        network = self.on_network.isChecked()
        return HostPlan(
            game=str(self.game.currentData()),
            seats=self.seat_kinds(),
            name=self.name.text().strip() or _("You"),
            address=EVERYWHERE if network else LOOPBACK,
            port=self.port.value(),
            advertise=network and self.advertise.isChecked(),
            takeover=DEFAULT_BOT if self.takeover.isChecked() else "",
        )

    def validate(self) -> str:
        """The form's problem in one sentence ("" when it can be hosted), shown under it."""
        kinds = self.seat_kinds()
        if kinds.count(YOU) != 1:
            text = _("Choose “You” for exactly one seat: the one you play from this window.")
        elif REMOTE not in kinds:
            text = _("Leave at least one seat open for a player on another computer.")
        else:
            text = ""
        self.show_problem(text)
        self.host_button.setEnabled(not text)
        return text

    def show_problem(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.setVisible(bool(text))

    def _host(self) -> None:
        if not self.validate():
            self.host_requested.emit(self.plan())

    # --- waiting for the players -----------------------------------------------------------------

    def _waiting_page(self) -> QWidget:
        page = QWidget()
        lay = QVBoxLayout(page)
        caption = QLabel(_("Join code"))
        caption.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.code_label = QLabel("")
        self.code_label.setObjectName("joinCode")
        font = QFont()
        font.setPointSize(30)
        font.setBold(True)
        font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 6)
        self.code_label.setFont(font)
        self.code_label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy_button = QPushButton(_("&Copy the code"))
        self.copy_button.clicked.connect(self.copy_code)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.copy_button)
        row.addStretch(1)
        self.join_lines = QLabel("")
        self.join_lines.setWordWrap(True)
        self.join_lines.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.seat_list = QListWidget()
        self.seat_list.setAccessibleName(_("Seats"))
        self.seat_list.setMaximumHeight(170)
        self.waiting = QLabel("")
        self.waiting.setWordWrap(True)
        self.wait_problem = _error_label()
        self.stop_button = QPushButton(_("&Stop hosting"))
        self.stop_button.clicked.connect(self.stop_requested.emit)
        self.table_button = QPushButton(_("Go to the &table"))
        self.table_button.clicked.connect(self.accept)
        buttons = QHBoxLayout()
        buttons.addWidget(self.stop_button)
        buttons.addStretch(1)
        buttons.addWidget(self.table_button)
        for widget in (caption, self.code_label):
            lay.addWidget(widget)
        lay.addLayout(row)
        lay.addWidget(self.join_lines)
        lay.addWidget(self.seat_list)
        lay.addWidget(self.waiting)
        lay.addWidget(self.wait_problem)
        lay.addLayout(buttons)
        return page

    def show_waiting(
        self, code: str, port: int, addresses: list[str], fingerprint: str = ""
    ) -> None:
        """Hosting: the code, how to join (the address with the fingerprint of the table's
        certificate), and the seats (filled by :meth:`set_seats`)."""
        self.code = code
        self.code_label.setText(code)
        lines = []
        for address in addresses:
            where = join_address(address, port, fingerprint)
            lines.append(
                _("Join with: Game ▸ Join a table…, address {where}, code {code}").format(
                    where=where, code=code
                )
            )
            lines.append(
                _("Join with: cardtable join {where} --code {code}").format(where=where, code=code)
            )
        self.join_lines.setText("\n".join(lines))
        self.pages.setCurrentIndex(1)
        self.copy_button.setFocus()

    def set_seats(self, seats: list[tuple[str, str]], you: int) -> None:
        """Each seat's name and state as the host reports them."""
        self.seat_list.clear()
        for i, (name, state) in enumerate(seats):
            word = _("you") if i == you else _(STATE_WORDS.get(state, state))
            # An open seat is called as its plate calls it ("Player 2").
            shown = name or _("Player {number}").format(number=i + 1)
            QListWidgetItem(
                _("{seat}. {name}: {state}").format(seat=i + 1, name=shown, state=word),
                self.seat_list,
            )
        waiting = sum(1 for s in seats if s[1] == "open")
        if waiting:
            self.waiting.setText(
                ngettext(
                    "Waiting for one more player to join. The deal starts when every open "
                    "seat is taken.",
                    "Waiting for {n} more players to join. The deal starts when every open "
                    "seat is taken.",
                    waiting,
                ).format(n=waiting)
            )
        else:
            self.waiting.setText(_("Every seat is taken: the cards are dealt."))

    def show_wait_problem(self, text: str) -> None:
        self.wait_problem.setText(text)
        self.wait_problem.setVisible(bool(text))

    def copy_code(self) -> None:
        QGuiApplication.clipboard().setText(self.code)
        self.copy_button.setText(_("Copied"))
        QTimer.singleShot(1500, lambda: self.copy_button.setText(_("&Copy the code")))
