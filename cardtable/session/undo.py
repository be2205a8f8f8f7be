"""Undo in solo play: the player's last move, with the bots' replies since, unless it would let
them choose again knowing a card they could not have known.

The rule (also told in the app's help):

* Undo is offered only in **solo play**: exactly one person at the table, every other seat a
  bot. In pass-and-play a move taken back would already have been seen by the next player; at a
  network table the game is kept by its host.
* One press takes back the player's **last action and everything the bots did after it**
  (their replies and out-of-turn plays): the table is as it was when the player chose that
  move. The bots' generators are named by the seed and the position, so the same move again
  gets the same replies.
* **No deal or shuffle since.** A new hand dealt (or a stock shuffled) after the move stays:
  taking it back would deal the player the same cards again, known in advance.
* **The move itself revealed nothing to the player.** If after it they could see a card they
  could not see before (a card drawn from the stock, a Mor pile picked up, punch cards
  turned), or it shuffled cards, the move stays: taking it back would let them choose again
  knowing that card.
* Pressing undo again steps back to the player's move before, under the same rules.
* A game loaded from a save starts with an empty undo history: its moves stay.

The history keeps a copy of the state before each of the player's actions (states are plain
data and clone cheaply), so undoing restores it exactly without replaying the game.

:meth:`UndoHistory.check` says whether undo is possible now and, if not, why, in a few words a
window puts after "Undo is not available: " (:func:`unavailable`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from cardtable.engine.events import Shuffled
from cardtable.engine.state import GameState
from cardtable.engine.zones import Seat
from cardtable.i18n import _
from cardtable.session.match import Match

#: Steps kept at most (this only bounds memory: a whole hand of a player's moves fits).
MAX_STEPS = 64


@dataclass(frozen=True, slots=True)
class UndoCheck:
    """Whether undo is possible now, and if not, why (a few words for the player); ``taken``
    is how many logged actions an undo would take back (the player's and the bots' since)."""

    allowed: bool
    reason: str = ""
    taken: int = 0


def unavailable(reason: str) -> str:
    """The sentence a player is shown when undo is refused ("Undo is not available: …")."""
    return _("Undo is not available: {reason}").format(reason=reason)


@dataclass(frozen=True, slots=True)
class _Step:
    serial: int  # the log length before the action
    seat: Seat
    state: GameState  # a copy of the state before the action
    #: Why the action itself may never be taken back ("" when it may).
    stays: str


def solo_human(match: Match) -> Seat | None:
    """The only human seat of a match with exactly one, else None."""
    humans = [s for s, spec in enumerate(match.seats) if not spec.is_bot]
    return humans[0] if len(humans) == 1 else None


def reveals(before: GameState, after: GameState, seat: Seat) -> bool:
    """Whether ``seat`` sees a card in ``after`` that it could not see in ``before``."""
    seen_before = Counter(before.observation(seat).visible_cards())
    seen_after = Counter(after.observation(seat).visible_cards())
    return bool(seen_after - seen_before)


class UndoHistory:
    """Copies of the state before the player's recent actions; see the module docstring."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self._steps: list[_Step] = []

    def record(self, serial: int, seat: Seat, before: GameState) -> None:
        """A human's action was applied at log length ``serial`` (the match's state is the
        state after it); ``before`` is a copy of the state before it (take it with
        ``state.clone()`` just before applying)."""
        match = self.match
        entries = match.log[serial:]
        stays = ""
        if any(isinstance(ev, Shuffled) for entry in entries for ev in entry.events):
            stays = _("that move shuffled cards you have not seen")
        elif reveals(before, match.state, seat):
            stays = _("that move showed you a card you had not seen")
        self._steps = [s for s in self._steps if s.serial < serial]
        self._steps.append(_Step(serial, seat, before, stays))
        del self._steps[:-MAX_STEPS]

    def _last_step(self) -> _Step | None:
        """The player's latest action still in the log (steps past an undo are dropped)."""
        log = self.match.log
        while self._steps and self._steps[-1].serial >= len(log):
            self._steps.pop()
        return self._steps[-1] if self._steps else None

    def check(self) -> UndoCheck:
        """Whether the player's last action (with the bots' since) may be taken back now."""
        match = self.match
        human = solo_human(match)
        if human is None:
            if sum(1 for s in match.seats if not s.is_bot) > 1:
                return UndoCheck(False, _("in pass-and-play every player has seen the moves"))
            return UndoCheck(False, _("the bots play every seat"))
        if match.is_over():
            return UndoCheck(False, _("the game is over"))
        step = self._last_step()
        if step is None:
            if any(entry.seat == human for entry in match.log):
                return UndoCheck(False, _("moves made before the game was opened stay"))
            return UndoCheck(False, _("you have not moved yet"))
        if any(entry.seat < 0 for entry in match.log[step.serial + 1 :]):
            return UndoCheck(False, _("cards have been dealt or shuffled since your last move"))
        if step.stays:
            return UndoCheck(False, step.stays)
        return UndoCheck(True, taken=len(match.log) - step.serial)

    def undo(self) -> UndoCheck:
        """Take the last action back (with the bots' since) if :meth:`check` allows it."""
        verdict = self.check()
        if not verdict.allowed:
            return verdict
        step = self._steps.pop()
        match = self.match
        match.state = step.state
        del match.log[step.serial :]
        return verdict
