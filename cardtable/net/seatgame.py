"""A network game as one seat saw it, kept for replaying: no card the seat was not shown.

At another computer's table a player holds nothing of the game but what the host sent their
seat: after every move an update with the seat's observation and the events, each redacted for
that seat by the host's engine (:mod:`cardtable.net.protocol`). :class:`SeatRecorder` keeps
those updates as they arrive (without the legal moves, which a replay does not need); when the
game ends :func:`keep_seat_game` writes them, atomically, to ``finished-seats/`` in the data
folder, beside the finished games and as many (the last
:data:`~cardtable.persistence.saves.KEEP_FINISHED`). :func:`read_seat_game` reads one back
through the same checks as every message off the wire, and :class:`SeatReplay` shows it step by
step, answering what :class:`~cardtable.session.replay.Replay` answers for the replay page, but
only ever as that seat: each step is an update the seat was sent, so the replay can tell no more
than the game did.

The host's own game is kept whole with the finished games
(:meth:`~cardtable.persistence.saves.SaveStore.keep_finished`), as a game played on one
computer is: the host's computer holds the whole match anyway.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Annotated, Final, Literal

import msgspec
from msgspec import Meta

from cardtable.engine.events import Event
from cardtable.engine.info import GameInfo
from cardtable.engine.observation import Observation
from cardtable.engine.state import CHANCE, TERMINAL
from cardtable.engine.zones import Seat
from cardtable.games import find_game
from cardtable.games.shared.sheets import SheetInput
from cardtable.i18n import _, in_sentence
from cardtable.net import protocol as wire
from cardtable.persistence.documents import (
    DocumentError,
    DocumentKind,
    Problem,
    decode_document,
    printable,
    read_bytes,
)
from cardtable.persistence.files import atomic_write_text
from cardtable.persistence.saves import KEEP_FINISHED, SaveInfo
from cardtable.session.contract import Snapshot
from cardtable.session.history import round_of
from cardtable.session.logtext import LogLine, log_line
from cardtable.session.preview import progress_text
from cardtable.session.scoresheet import build_sheet

__all__ = [
    "SEAT_GAMES",
    "SeatRecorder",
    "SeatReplay",
    "keep_seat_game",
    "list_seat_games",
    "read_seat_game",
]

#: The folder in the data folder where the games played at other computers' tables are kept.
SEAT_GAMES: Final = "finished-seats"
SEAT_FORMAT: Final = "cardtable-seat-game"
SEAT_VERSION: Final = 1
#: Updates kept of one game at most (a long game of Mose has some 500 moves).
MAX_UPDATES: Final = 20_000
#: A kept game's file at most (an update is a few kilobytes).
MAX_FILE_BYTES: Final = 64 * 1024 * 1024


class SeatGameDocument(msgspec.Struct, forbid_unknown_fields=True):
    format: Literal["cardtable-seat-game"]
    version: Annotated[int, Meta(ge=1)]
    game: Annotated[str, Meta(max_length=40)]
    seat: Annotated[int, Meta(ge=0, lt=wire.MAX_SEATS)]
    name: Annotated[str, Meta(max_length=400)]
    saved_at: float
    updates: Annotated[list[wire.Update], Meta(min_length=1, max_length=MAX_UPDATES)]


SEAT_KIND: Final = DocumentKind(SEAT_FORMAT, SEAT_VERSION, SeatGameDocument, "kept network game")


class SeatRecorder:
    """The updates one seat received at a network table, in order."""

    def __init__(self) -> None:
        self.game = ""
        self.seat: Seat | None = None
        self.updates: list[wire.Update] = []

    def joined(self, game: str, seat: Seat) -> None:
        self.game, self.seat = game, seat

    def add(self, update: wire.Update) -> None:
        """Keep ``update``; one that only says who came or went replaces the one before it. The
        first one kept is where the replay starts: what led to it is not part of it."""
        kept = msgspec.structs.replace(update, legal=[])
        if not self.updates:
            kept = msgspec.structs.replace(kept, events=[], moves=[])
        last = self.updates[-1] if self.updates else None
        if last is not None and last.serial == update.serial and not update.events:
            self.updates[-1] = msgspec.structs.replace(kept, events=last.events, moves=last.moves)
        elif len(self.updates) < MAX_UPDATES:
            self.updates.append(kept)

    @property
    def finished(self) -> bool:
        return bool(self.updates) and self.updates[-1].over


def _title(info: GameInfo, update: wire.Update, seat: Seat) -> str:
    """ "Moosehead: Ada wins · as Bo saw it", as listed with the finished games."""
    names = update.names
    winners = [names[s] for s in sorted(update.winners) if 0 <= s < len(names)]
    if not winners:
        result = _("nobody wins")
    elif len(winners) == 1:
        result = _("{name} wins").format(name=winners[0])
    else:
        result = _("{items} and {name} share the win").format(
            items=", ".join(winners[:-1]), name=winners[-1]
        )
    who = names[seat] if 0 <= seat < len(names) else str(seat + 1)
    return _("{title}: {result} · as {name} saw it").format(
        title=info.title, result=result, name=who
    )[:400]


def keep_seat_game(data: Path, recorder: SeatRecorder, sync: bool = True) -> Path | None:
    """Keep the finished game ``recorder`` holds in ``data``/finished-seats (None when there is
    nothing to keep); the oldest go once more than KEEP_FINISHED are kept."""
    if not recorder.finished or recorder.seat is None or not recorder.game:
        return None
    info = find_game(recorder.game)
    folder = Path(data) / SEAT_GAMES
    folder.mkdir(parents=True, exist_ok=True)
    now = time.time()
    base = f"{time.strftime('%Y-%m-%d %H.%M.%S', time.localtime(now))} {info.title}"
    path = folder / f"{base}.json"
    n = 2
    while path.exists():
        path, n = folder / f"{base} ({n}).json", n + 1
    doc = SeatGameDocument(
        SEAT_FORMAT,
        SEAT_VERSION,
        recorder.game,
        recorder.seat,
        _title(info, recorder.updates[-1], recorder.seat),
        now,
        recorder.updates,
    )
    atomic_write_text(path, msgspec.json.encode(doc).decode("utf-8") + "\n", sync)
    kept = sorted(
        (i for i in list_seat_games(data) if i.ok),
        key=lambda i: (i.saved_at, i.path.name),
        reverse=True,
    )
    for old in kept[KEEP_FINISHED:]:
        if old.path != path:
            old.path.unlink(missing_ok=True)
    return path


def is_seat_game(path: Path) -> bool:
    return Path(path).parent.name == SEAT_GAMES


def read_seat_game(path: Path) -> SeatReplay:
    """The game kept at ``path``; DocumentError says why it cannot be shown."""
    data = read_bytes(path, MAX_FILE_BYTES, SEAT_KIND.noun)
    try:
        doc = decode_document(data, SEAT_KIND)
        return SeatReplay(doc)
    except DocumentError:
        raise
    except (ValueError, KeyError, IndexError, TypeError) as exc:
        raise DocumentError(path, Problem.DAMAGED, str(exc), SEAT_KIND.noun) from exc


def list_seat_games(data: Path) -> list[SaveInfo]:
    """The kept network games, newest first, as the replay list shows them (each file is read
    whole when listed: there are at most a few dozen)."""
    folder = Path(data) / SEAT_GAMES
    if not folder.is_dir():
        return []
    out = []
    for path in folder.glob("*.json"):
        try:
            doc = decode_document(read_bytes(path, MAX_FILE_BYTES, SEAT_KIND.noun), SEAT_KIND)
            out.append(SaveInfo(path, doc.name, doc.saved_at, key=str(path)))
        except (DocumentError, ValueError, OSError) as exc:
            problem = exc.problem if isinstance(exc, DocumentError) else Problem.DAMAGED
            out.append(
                SaveInfo(path, printable(path.stem), path.stat().st_mtime, None, problem, str(exc))
            )
    return sorted(out, key=lambda i: (i.saved_at, i.path.name), reverse=True)


class SeatReplay:
    """A kept network game, step by step, as its seat saw it; see the module docstring."""

    def __init__(self, doc: SeatGameDocument) -> None:
        self.info: GameInfo = find_game(doc.game)
        self.seat: Seat = doc.seat
        self._updates = doc.updates
        self._observations: dict[int, Observation] = {}
        final = doc.updates[-1]
        first = self._observation(0)
        n = first.num_players
        if not 0 <= self.seat < n:
            raise ValueError(f"seat {self.seat + 1} is not at a table of {n}")
        self.num_players = n
        self.names: tuple[str, ...] = tuple(final.names[:n]) + tuple(
            _("Player {number}").format(number=i + 1) for i in range(len(final.names), n)
        )
        self.teams = self.info.teams(n)
        self.options = dict(first.options)
        self.finished = final.over
        self.winners = frozenset(final.winners) if final.over else frozenset()
        self.result = final.result if final.over else ""
        self._rounds = [round_of(dict(self._observation(k).values)) for k in range(len(self))]
        starts = [k for k in range(1, len(self._rounds)) if self._rounds[k] != self._rounds[k - 1]]
        self.round_starts: tuple[int, ...] = tuple(starts)
        self._lines: list[tuple[int, LogLine]] = []
        for step, update in enumerate(doc.updates):
            events = self.events(step, self.seat)
            if not update.moves or sum(c for _s, c in update.moves) != len(events):
                continue
            number, at = update.serial - len(update.moves), 0
            for who, count in update.moves:
                number += 1
                line = log_line(number, who, events[at : at + count], self.names)
                at += count
                if line.text:
                    self._lines.append((step, line))

    # --- steps and rounds ------------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self._updates)

    @property
    def last(self) -> int:
        return len(self._updates) - 1

    def clamp(self, step: int) -> int:
        return max(0, min(self.last, step))

    def _check(self, step: int) -> None:
        if not 0 <= step <= self.last:
            raise IndexError(f"there is no step {step}: this game has steps 0 to {self.last}")

    def next_round(self, step: int) -> int:
        return next((s for s in self.round_starts if s > step), self.last)

    def previous_round(self, step: int) -> int:
        return max((s for s in self.round_starts if s < step), default=0)

    def seat_of(self, step: int) -> Seat:
        """Who made the last move the seat was told of at ``step`` (CHANCE at the start)."""
        self._check(step)
        moves = self._updates[step].moves
        return moves[-1][0] if step and moves else CHANCE

    # --- the one viewer --------------------------------------------------------------------------

    def viewers(self) -> list[Seat | None]:
        return [self.seat]

    def check_viewer(self, viewer: Seat | None) -> None:
        if viewer != self.seat:
            raise ValueError("a network game is kept as its own seat saw it, and shown only so")

    def needs_viewer_choice(self) -> bool:
        return False

    def default_viewer(self) -> Seat:
        return self.seat

    def viewer_name(self, viewer: Seat | None) -> str:
        return self.names[self.seat]

    # --- positions -------------------------------------------------------------------------------

    def _observation(self, step: int) -> Observation:
        obs = self._observations.get(step)
        if obs is None:
            obs = self._observations[step] = wire.observation_from_doc(
                self._updates[step].observation
            )
        return obs

    def observation(self, step: int, viewer: Seat | None) -> Observation:
        self._check(step)
        self.check_viewer(viewer)
        return self._observation(step)

    def events(self, step: int, viewer: Seat | None) -> tuple[Event, ...]:
        self._check(step)
        self.check_viewer(viewer)
        if step == 0:
            return ()
        decoded = (wire.event_from_doc(d) for d in self._updates[step].events)
        return tuple(e for e in decoded if e is not None)

    def lines(self, step: int, viewer: Seat | None) -> list[LogLine]:
        self.check_viewer(viewer)
        return [line for s, line in self._lines if s <= step]

    def step_lines(self, step: int, viewer: Seat | None) -> list[LogLine]:
        self.check_viewer(viewer)
        return [line for s, line in self._lines if s == step]

    def snapshot(self, step: int, viewer: Seat | None) -> Snapshot:
        """What the table view draws at ``step``: the seat's observation as it was sent."""
        obs = self.observation(step, viewer)
        update = self._updates[step]
        n = self.num_players
        scores = tuple(update.scores[:n]) + (0,) * (n - len(update.scores))
        states = tuple(update.seats) + ("open",) * (n - len(update.seats))
        over = update.over
        sheet = build_sheet(
            SheetInput(
                info=self.info,
                values=obs.values,
                names=self.names,
                scores=scores,
                options=self.options,
                teams=self.teams,
                over=over,
            )
        )
        return Snapshot(
            info=self.info,
            observation=obs,
            names=self.names,
            bots=tuple(s == "bot" for s in states),
            scores=scores,
            viewer=self.seat,
            current=TERMINAL if over else obs.current_player,
            legal=(),
            thinking=None,
            serial=update.serial,
            teams=self.teams,
            winners=self.winners if over else frozenset(),
            result=self.result if over else "",
            sheet=sheet,
        )

    # --- words -----------------------------------------------------------------------------------

    def where(self, step: int) -> str:
        """ "round 3 of 13, move 41 of 212", as a replay of a game played here says it."""
        self._check(step)
        number = self._rounds[step]
        if number is None or number <= 0:
            index = sum(1 for s in self.round_starts if s <= step)
            place = _("round {number}").format(number=index) if index else _("before the deal")
        else:
            text = progress_text(self.info.id, dict(self._observation(step).values), False)
            place = in_sentence(text[:1]) + text[1:]
        return _("{place}, move {step} of {last}").format(place=place, step=step, last=self.last)

    def banner(self, step: int, viewer: Seat | None) -> str:
        return _("Replay — {title}, {where} · as {name} saw it").format(
            title=_(self.info.title), where=self.where(step), name=self.names[self.seat]
        )
