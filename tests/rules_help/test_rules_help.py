"""Rules help: every game, every option and choice explained, in the project's own words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardtable.games import GAMES
from cardtable.rules_help import APP_HELP, RULES, app_html, rules_for, rules_html, rules_text
from cardtable.rules_help.render import choice_text

ORIGINALS = Path("/work/shared/rules/original")


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def _shingles(words: list[str], n: int) -> set[tuple[str, ...]]:
    return {tuple(words[i : i + n]) for i in range(len(words) - n + 1)}


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_has_help_with_every_option_explained(game: str) -> None:
    info = GAMES[game]
    rules = rules_for(game)
    assert rules is not None, f"no rules help for {game}"
    explained = {o.name: dict(o.choices) for o in rules.options}
    assert set(explained) == {spec.name for spec in info.options}
    for spec in info.options:
        for value in spec.choices:
            assert explained[spec.name].get(choice_text(value)), (spec.name, value)
    if not info.options:
        assert rules.no_options
    page = rules_html(rules, info)
    for spec in info.options:
        assert f"({spec.name})" in page and spec.label in page
    assert page.count("(usual)") == len(info.options)


@pytest.mark.parametrize(
    ("game", "facts"),
    [
        ("moosehead", ["50 points", "15, 20, 25 or 30", "go", "fifteens"]),
        ("mose", ["13 rounds", "lowest total wins", "Play now", "wild", "20 in the Aces round"]),
        ("moco", ["sixth card", "Crown 10", "Pawn 1", "Excuse"]),
        ("mor", ["201", "Mor", "clean project", "to the right"]),
        ("moxie", ["Ringer", "punch card", "Full Moxie", "4g 7s 5c", "side pots"]),
    ],
)
def test_the_help_states_the_rulings(game: str, facts: list[str]) -> None:
    rules = RULES[game]
    text = rules_text(rules, GAMES[game])
    for fact in facts:
        assert fact in text, fact


@pytest.mark.skipif(not ORIGINALS.is_dir(), reason="the original rule texts are not here")
@pytest.mark.parametrize("game", list(RULES))
def test_no_wording_is_copied_from_the_original_rules(game: str) -> None:
    original = ORIGINALS / f"{game}.txt"
    if not original.exists():
        pytest.skip(f"no original text for {game}")
    theirs = _shingles(_words(original.read_text(encoding="utf-8")), 8)
    ours = _shingles(_words(rules_text(RULES[game], GAMES[game])), 8)
    shared = sorted(" ".join(s) for s in ours & theirs)
    assert not shared, f"eight words in a row as in the original: {shared[:3]}"


def test_the_app_help_explains_undo_and_pass_and_play() -> None:
    page = app_html(APP_HELP)
    for words in ("Undo", "privacy screen", "deal code", "resume", "never overwritten"):
        assert words in page
