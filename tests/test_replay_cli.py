"""``cardtable replay FILE``: a damaged file is one sentence and status 2; a good one opens."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.cli import main
from cardtable.persistence.saves import SaveStore
from cardtable.session.match import Match, SeatSpec


def test_a_damaged_file_is_one_sentence_naming_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "broken.json"
    bad.write_text('{"format": "cardtable-save", "version": 1}')
    before = (bad.read_bytes(), bad.stat().st_mtime_ns)
    assert main(["replay", str(bad)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith("cardtable: ") and str(bad) in err
    assert err.count("\n") == 1 and err.rstrip().endswith(".")
    assert (bad.read_bytes(), bad.stat().st_mtime_ns) == before
    assert main(["replay", str(tmp_path / "missing.json")]) == 2
    assert "missing.json" in capsys.readouterr().err


def test_a_save_opens_in_the_viewer(tmp_path: Path) -> None:
    match = Match("moco", 2, {}, 4, [SeatSpec.human("Zoe"), SeatSpec.robot("heuristic", "Ada")])
    match.resolve_chance()
    path = SaveStore(tmp_path / "data", sync=False).save_named("Just dealt", match)
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDTABLE_HOME=str(tmp_path / "home"))
    done = subprocess.run(
        [sys.executable, "-m", "cardtable", "replay", str(path), "--exit-after", "0.5"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "window shown" in done.stdout
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before
