"""What one seat's gestures and buttons may mean now, asked of the engine for a table session.

:class:`~cardtable.session.driver.TableSession` answers its front end's questions about the
viewer's moves through these: what a drop means, why it means nothing, whether a move is legal,
the moves that are not on the list, and where the viewer's card moves land.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.info import GameInfo
from cardtable.engine.state import GameState
from cardtable.engine.zones import Seat

__all__ = ["card_targets", "drop_actions", "unlisted_moves"]


def drop_actions(
    state: GameState, seat: Seat, cards: Sequence[Card], source: str, target: str
) -> list[Action]:
    """What dropping ``cards`` from ``source`` onto ``target`` means for ``seat``."""
    return list(state.find_action(list(cards), source, target, seat))


def unlisted_moves(info: GameInfo, state: GameState, seat: Seat) -> list[Action]:
    """Moves without any values that the engine accepts from ``seat`` now but does not list
    among the legal actions (table talk such as Moxie's proposal to stop, kept out of the list
    so bots picking from it do not end games by accident)."""
    listed = state.legal_actions(seat)
    out: list[Action] = []
    for cls in info.codec.classes:
        if cls.chance or dataclasses.fields(cls):
            continue
        action = cls()
        if action in out or any(type(a) is cls for a in listed):
            continue
        if state.is_legal(action, seat):
            out.append(action)
    return out


def card_targets(state: GameState, seat: Seat) -> dict[str, list[Action]]:
    """``seat``'s legal card-moving actions by the zone their cards land in."""
    out: dict[str, list[Action]] = {}
    for action in state.legal_actions(seat):
        if action.cards:
            out.setdefault(state.action_target(action, seat), []).append(action)
    return out
