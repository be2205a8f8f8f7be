"""How many may play, said from a game's allowed counts: "2 to 6 players", and "2 or 4 players"
where only some counts in the range are allowed (Mor), never "2-4"."""

from __future__ import annotations

import dataclasses

import pytest

from cardtable.engine.errors import OptionError
from cardtable.games import GAMES


def test_a_range_of_counts_is_said_as_a_range() -> None:
    info = dataclasses.replace(GAMES["moosehead"], min_players=2, max_players=6, only_players=())
    assert info.players_text() == "2 to 6 players"
    assert info.players_text(short=True) == "2-6 players"


def test_only_some_counts_are_said_one_by_one() -> None:
    mor = GAMES["mor"]
    assert mor.players_text() == "2 or 4 players"
    assert mor.players_text(short=True) == "2 or 4 players"
    odd = dataclasses.replace(mor, only_players=(2, 3, 5))
    assert odd.players_text() == "2, 3 or 5 players"
    alone = dataclasses.replace(mor, only_players=(1,))
    assert alone.players_text() == "1 player"
    with pytest.raises(OptionError, match="Mor is for 2 or 4 players, not 3"):
        mor.check_players(3)


def test_the_rules_help_says_the_allowed_counts() -> None:
    from cardtable.rules_help import rules_for
    from cardtable.rules_help.render import rules_html

    rules = rules_for("mor")
    assert rules is not None
    assert "<p class='meta'>2 or 4 players</p>" in rules_html(rules, GAMES["mor"])
