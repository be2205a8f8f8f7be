"""``cardtable sim --save-dir``: every simulated game kept as an ordinary save file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtable.cli import main
from cardtable.persistence.savefile import open_save
from cardtable.persistence.saves import SaveStore


def test_every_simulated_game_is_a_save_that_record_and_hint_open(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "sims"
    args = ["sim", "moosehead", "--players", "3", "--bots", "heuristic,random,random"]
    code = main([*args, "--games", "4", "--seed", "6", "--save-dir", str(folder), "--json"])
    assert code == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["saved"] == 4 and summary["save_dir"] == str(folder)
    paths = sorted(folder.glob("*.json"))
    assert [p.name for p in paths] == [f"moosehead-000{i}.json" for i in range(1, 5)]
    assert not list(folder.glob(".*"))  # no temporary files left behind
    wins = [0, 0, 0]
    for path in paths:
        match = open_save(path)
        assert match.is_over()
        outcome = match.state.outcome()
        assert outcome is not None
        for seat in outcome.winners:
            wins[seat] += 1
        info = SaveStore(tmp_path, sync=False).peek(path)
        assert info.ok and info.preview is not None and info.preview.over
        assert main(["record", str(path)]) == 0
        assert "Final standings" in capsys.readouterr().out
        assert main(["hint", str(path)]) == 2
        assert "the game is over" in capsys.readouterr().err
    assert wins == summary["wins"]
    code = main([*args, "--games", "1", "--save-dir", str(folder)])
    assert code == 0 and "1 game saved in" in capsys.readouterr().out


def test_a_save_dir_that_cannot_be_written_is_one_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    code = main(["sim", "moco", "--players", "2", "--games", "1", "--save-dir", str(blocker)])
    assert code == 2
    err = capsys.readouterr().err
    assert err.startswith("cardtable: the games cannot be saved in") and err.count("\n") == 1
