"""Bots see only observations, are reproducible, and the heuristic ones beat random."""

from __future__ import annotations

import pytest

from cardtable.ai.agent import RandomAgent, make_agent
from cardtable.engine.errors import OptionError
from cardtable.session.simulate import simulate


def test_make_agent_knows_the_stable_names() -> None:
    assert isinstance(make_agent("random", "moosehead"), RandomAgent)
    assert make_agent("heuristic", "moosehead").name == "heuristic"
    with pytest.raises(OptionError):
        make_agent("clever", "moosehead")


def test_moosehead_heuristic_beats_random_clearly() -> None:
    summary = simulate("moosehead", 4, ["heuristic", "random", "random", "random"], 120, 21)
    assert summary["errors"] == 0
    share = summary["wins"][0] / summary["games"]
    # A fair share is 25 %; the seeded result is far above it.
    assert share > 0.45, summary


def test_a_seeded_bot_game_is_reproducible() -> None:
    a = simulate("moosehead", 3, ["heuristic", "random", "heuristic"], 5, 8)
    b = simulate("moosehead", 3, ["heuristic", "random", "heuristic"], 5, 8)
    assert a["wins"] == b["wins"] and a["actions"] == b["actions"]
    assert a["mean_score"] == b["mean_score"]
