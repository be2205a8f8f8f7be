"""Undo in solo play, only where taking a move back reveals nothing new.

The rule (also told in the app's help):

* Undo is offered only in **solo play**: exactly one human seat, every other seat a bot. In
  pass-and-play a move taken back would have been seen by the next player.
* One press takes back the human's **last action**, and only if it is the last thing that
  happened: no bot has moved and no chance step (a shuffle, a deal) has come since.
* **No bot has seen the position after it.** Bots are asked to move, or offered a play out of
  turn, as soon as a position stands; once a bot has been shown a position, every action up to
  it stays (:attr:`UndoHistory.floor` is the log length of the latest position shown to a bot).
* **It revealed nothing to the human.** If after the action the human could see a card they
  could not see before (a card drawn from the stock, a Mor pile picked up, punch cards
  turned), the action stays: taking it back would let them choose again knowing that card.
* Pressing undo again steps back further under the same rules, so the human can return to their
  last decision point only if every action since was their own and none revealed anything.
* A game loaded from a save starts with an empty undo history.

The history keeps a copy of the state before each of the human's actions (states are plain data
and clone cheaply), so undoing restores it exactly without replaying the game.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from cardtable.engine.events import Shuffled
from cardtable.engine.state import GameState
from cardtable.engine.zones import Seat
from cardtable.i18n import _
from cardtable.session.match import Match

#: Steps kept at most (a human's run of own actions is short; this only bounds memory).
MAX_STEPS = 64


@dataclass(frozen=True, slots=True)
class UndoCheck:
    """Whether undo is possible now, and if not, why (a sentence for the player)."""

    allowed: bool
    reason: str = ""


@dataclass(frozen=True, slots=True)
class _Step:
    serial: int  # the log length before the action
    seat: Seat
    state: GameState  # a copy of the state before the action


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
    """Copies of the state before the human's recent actions; see the module docstring."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self._steps: list[_Step] = []
        #: The log length of the latest position a bot has been shown (or the game was loaded at).
        self.floor = len(match.log)

    def bot_saw(self, serial: int) -> None:
        """A bot was shown the position after ``serial`` actions."""
        self.floor = max(self.floor, serial)

    def record(self, serial: int, seat: Seat, before: GameState) -> None:
        """A human's action was applied at log length ``serial``; ``before`` is a copy of the
        state before it (take it with ``state.clone()`` just before applying)."""
        if self._steps and self._steps[-1].serial + 1 != serial:
            self._steps.clear()  # something else happened since: older steps are out of reach
        self._steps.append(_Step(serial, seat, before))
        del self._steps[:-MAX_STEPS]

    def check(self) -> UndoCheck:
        """Whether the last action may be taken back now."""
        match = self.match
        human = solo_human(match)
        if human is None:
            if sum(1 for s in match.seats if not s.is_bot) > 1:
                return UndoCheck(False, "undo is for solo play; in pass-and-play moves stand")
            return UndoCheck(False, _("there is no human seat to undo for"))
        if match.is_over():
            return UndoCheck(False, _("the game is over"))
        if not match.log:
            return UndoCheck(False, _("there is nothing to undo"))
        last = match.log[-1]
        serial = len(match.log) - 1
        if last.seat != human:
            who = _("the dealer") if last.seat < 0 else match.seats[last.seat].name
            return UndoCheck(False, _("the last move was {who}'s, not yours").format(who=who))
        step = self._steps[-1] if self._steps else None
        if step is None or step.serial != serial:
            return UndoCheck(False, _("that move can no longer be taken back"))
        if serial < self.floor:
            return UndoCheck(False, _("a bot has already seen that move"))
        if any(isinstance(ev, Shuffled) for ev in last.events):
            return UndoCheck(False, _("that move shuffled cards you have not seen"))
        if reveals(step.state, match.state, human):
            return UndoCheck(False, _("that move showed you a card you had not seen"))
        return UndoCheck(True)

    def undo(self) -> UndoCheck:
        """Take the last action back if :meth:`check` allows it."""
        verdict = self.check()
        if not verdict.allowed:
            return verdict
        step = self._steps.pop()
        match = self.match
        match.state = step.state
        del match.log[step.serial :]
        return verdict
