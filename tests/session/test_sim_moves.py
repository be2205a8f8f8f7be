"""``cardtable sim --moves``: bots timed over the first moves of long games, which are then
counted as stopped (not finished, not errors) and kept as ordinary unfinished saves."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtable.cli import main
from cardtable.persistence.savefile import open_save


def test_games_stopped_after_their_first_moves_are_neither_results_nor_errors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "sims"
    args = ["sim", "mose", "--players", "2", "--bots", "heuristic,random", "--games", "3"]
    code = main([*args, "--seed", "4", "--moves", "25", "--save-dir", str(folder), "--json"])
    assert code == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["stopped"] == 3 and summary["finished"] == 0 and summary["errors"] == 0
    assert summary["wins"] == [0, 0]
    assert all(d["count"] > 0 for d in summary["decision_ms"])  # the bots were timed
    for path in sorted(folder.glob("*.json")):
        match = open_save(path)
        assert not match.is_over() and len(match.log) == 25
    assert main([*args, "--seed", "4", "--moves", "25"]) == 0
    assert "3 games were stopped before their end (--moves)" in capsys.readouterr().out


def test_without_moves_every_game_is_played_out(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["sim", "moxie", "--players", "2", "--bots", "heuristic,heuristic", "--games", "2"]
    assert main([*args, "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["finished"] == 2 and summary["stopped"] == 0
