"""The headless command line: ``cardtable games`` and ``cardtable sim``."""

from __future__ import annotations

import json

import pytest

from cardtable.cli import main
from cardtable.games import GAMES


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_games_lists_every_game_with_options(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "games", "--json")
    assert code == 0
    listed = json.loads(out)
    assert [g["id"] for g in listed] == list(GAMES)
    moosehead = next(g for g in listed if g["id"] == "moosehead")
    assert moosehead["min_players"] == 2 and moosehead["max_players"] == 8
    assert moosehead["options"][0]["name"] == "deck"
    assert moosehead["options"][0]["default"] == "standard"
    mor = next(g for g in listed if g["id"] == "mor")
    assert mor["player_counts"] == [2, 4]
    code, out, _ = run(capsys, "games")
    assert code == 0 and "moosehead" in out
    assert "2 or 4 players" in out
    code, _, err = run(capsys, "sim", "mor", "--players", "3", "--games", "1")
    assert code == 2 and "Mor is for 2 or 4 players, not 3" in err


def test_sim_json_summary_has_the_promised_fields(capsys: pytest.CaptureFixture[str]) -> None:
    args = (
        "sim",
        "moosehead",
        "--players",
        "3",
        "--bots",
        "heuristic,random,random",
        "--games",
        "12",
        "--seed",
        "4",
        "--json",
    )
    code, out, _ = run(capsys, *args)
    assert code == 0
    summary = json.loads(out)
    for key in (
        "game",
        "players",
        "bots",
        "games",
        "seed",
        "wins",
        "mean_score",
        "errors",
        "actions",
        "elapsed_s",
        "decision_ms",
    ):
        assert key in summary
    assert summary["errors"] == 0 and summary["games"] == 12
    assert sum(summary["wins"]) == 12
    assert set(summary["decision_ms"][0]) >= {"mean", "p95"}
    # The same seed gives the same summary (apart from timings).
    _, again, _ = run(capsys, *args)
    timing = ("elapsed_s", "decision_ms")
    first = {k: v for k, v in summary.items() if k not in timing}
    second = {k: v for k, v in json.loads(again).items() if k not in timing}
    assert first == second


def test_sim_options_and_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys,
        "sim",
        "moosehead",
        "--players",
        "2",
        "--games",
        "2",
        "--option",
        "deck=numbers_only",
        "--json",
    )
    assert code == 0 and json.loads(out)["options"] == {"deck": "numbers_only"}
    code, _, err = run(capsys, "sim", "moosehead", "--players", "9", "--games", "1")
    assert code == 2 and "2 to 8 players" in err
    code, _, err = run(capsys, "sim", "moosehead", "--players", "2", "--option", "deck=big")
    assert code == 2 and "cannot be 'big'" in err
    code, _, err = run(capsys, "sim", "nope", "--players", "2")
    assert code == 2 and "no game 'nope'" in err
    code, _, err = run(capsys, "sim", "moosehead", "--players", "2", "--bots", "random,genius")
    assert code == 2 and "no bot called 'genius'" in err


def test_a_seed_is_never_negative(capsys: pytest.CaptureFixture[str]) -> None:
    # A negative seed would make saves that the save schema refuses: it is refused up front.
    for command in (
        ["sim", "mose", "--players", "2", "--seed", "-3"],
        ["play", "mose", "--seed", "-1"],
    ):
        with pytest.raises(SystemExit) as exited:
            main(command)
        assert exited.value.code == 2
        assert "a seed is from 0" in capsys.readouterr().err
    from cardtable.engine.errors import OptionError
    from cardtable.session.match import Match

    with pytest.raises(OptionError, match="seed"):
        Match("mose", 2, {}, -1)
