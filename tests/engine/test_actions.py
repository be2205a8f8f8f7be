"""Action notation and the typed errors."""

from __future__ import annotations

from dataclasses import FrozenInstanceError

import pytest

from cardtable.engine import card
from cardtable.engine.common_actions import ChooseSeat, Shuffle
from cardtable.engine.errors import IllegalActionError, NotationError, NotYourTurnError
from cardtable.games.moosehead.info import INFO
from cardtable.games.moosehead.state import Pass, Play


def test_notation_round_trips_and_reads_like_a_move() -> None:
    codec = INFO.codec
    for action in (Play(card("7H")), Pass(), ChooseSeat(3), Shuffle((card("AS"), card("2D")))):
        assert codec.parse(action.notation) == action
    assert Play(card("TD")).notation == "play TD"
    assert Shuffle(()).notation == "shuffle -"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "empty"),
        ("fly 7H", "not an action"),
        ("play", "takes 1"),
        ("play XX", "card code"),
        ("choose x", "whole number"),
    ],
)
def test_bad_notation_says_what_is_wrong(text: str, reason: str) -> None:
    with pytest.raises(NotationError, match=reason):
        INFO.codec.parse(text)


def test_actions_are_frozen_and_hashable() -> None:
    action = Play(card("7H"))
    with pytest.raises(FrozenInstanceError):
        action.card = card("8H")  # type: ignore[misc]
    assert len({Play(card("7H")), Play(card("7H"))}) == 1


def test_errors_are_value_errors() -> None:
    assert issubclass(IllegalActionError, ValueError)
    assert issubclass(NotYourTurnError, IllegalActionError)
    assert issubclass(NotationError, ValueError)


def test_chance_actions_are_refused_when_no_chance_is_due() -> None:
    state = INFO.new_game(2)
    with pytest.raises(IllegalActionError, match="dealt first"):
        state.apply(Pass(), 0)
    state.apply(ChooseSeat(0))
    with pytest.raises(IllegalActionError, match="each card"):
        state.apply(Shuffle((card("AS"),)))
    state.apply(Shuffle(tuple(state.zones["stock"])))
    with pytest.raises(IllegalActionError, match="chance outcome"):
        state.apply(ChooseSeat(1))
