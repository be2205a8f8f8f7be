"""``--exit-after SECONDS``: the app reports its first window and quits by itself with status 0
(what the bundle smoke test and the start-up benchmark rely on)."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from cardtable.cli import build_parser
from tests.packaging.helpers import ROOT

SHOWN = re.compile(r"^cardtable: window shown at [0-9]+\.[0-9]{6}$", re.MULTILINE)


def test_exit_after_is_read_before_or_after_play() -> None:
    parser = build_parser()
    assert parser.parse_args([]).exit_after is None
    assert parser.parse_args(["--exit-after", "2"]).exit_after == 2.0
    assert parser.parse_args(["play", "moosehead"]).exit_after is None
    assert parser.parse_args(["play", "moosehead", "--exit-after", "1.5"]).exit_after == 1.5
    assert parser.parse_args(["--exit-after", "3", "play", "moosehead"]).exit_after == 3.0


def test_exit_after_wants_a_number() -> None:
    with pytest.raises(SystemExit):
        build_parser().parse_args(["play", "moosehead", "--exit-after", "soon"])


@pytest.mark.parametrize(
    "args", [["--exit-after", "0.3"], ["play", "moosehead", "--demo", "--exit-after", "0.5"]]
)
def test_app_shows_its_window_then_quits_cleanly(args: list[str]) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-m", "cardtable", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 0, done.stderr
    assert len(SHOWN.findall(done.stdout)) == 1, done.stdout
    assert "Traceback" not in done.stderr, done.stderr
