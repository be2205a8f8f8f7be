"""Rules help: every game, every option and choice explained, in the project's own words."""

from __future__ import annotations

import pytest

from cardtable.engine.rules_help import GameRules
from cardtable.games import GAMES
from cardtable.rules_help import APP_HELP, app_html, rules_for, rules_html, rules_text
from cardtable.rules_help.render import choice_text
from tests.registry import SHIPPED
from tests.rules_help.wording import copied_runs


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
        ("mor", ["201", "Mor", "clean project", "to the right", "first meld or addition"]),
        ("moxie", ["Ringer", "punch card", "Full Moxie", "4g 7s 5c", "side pots"]),
    ],
)
def test_the_help_states_the_rulings(game: str, facts: list[str]) -> None:
    rules = rules_for(game)
    assert rules is not None
    text = rules_text(rules, GAMES[game])
    for fact in facts:
        assert fact in text, fact


@pytest.mark.parametrize("game", SHIPPED)
def test_no_wording_is_copied_from_the_original_rules(game: str) -> None:
    """No eight words in a row as in the game's published rule sheet (checked against its
    fingerprint in ``tests/fixtures/rules_wording/``, see ``wording.py``)."""
    copied = copied_runs(rules_text(_rules(game), GAMES[game]), game, "sheet")
    assert not copied, f"eight words in a row as in the original: {copied[:3]}"


def test_the_app_help_explains_undo_and_pass_and_play() -> None:
    page = app_html(APP_HELP)
    for words in ("Undo", "privacy screen", "deal code", "resume", "never overwritten"):
        assert words in page


def _rules(game: str) -> GameRules:
    rules = rules_for(game)
    assert rules is not None, f"{game} has no rules help"
    return rules
