"""A saved game's preview is put into words when it is shown, in the language in force, and
Moco!'s standings are the chips in play."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardtable.i18n import set_language
from cardtable.persistence.saves import SaveStore
from cardtable.session.match import Match, SeatSpec
from cardtable.session.preview import Preview, preview_of


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def _played(game: str, players: int, moves: int, options: dict[str, object] | None = None) -> Match:
    seats = [SeatSpec.human("Ann")] + [
        SeatSpec.robot("random", f"Bot {i}") for i in range(1, players)
    ]
    match = Match(game, players, options or {}, 11, seats)
    rng = random.Random(3)
    match.resolve_chance()
    for _ in range(moves):
        if match.is_over():
            break
        seat = match.state.current_player
        match.apply(rng.choice(match.state.legal_actions(seat)), seat)
        match.resolve_chance()
    return match


def test_a_preview_saved_in_german_reads_in_english(tmp_path: Path, english_after: None) -> None:
    match = _played("moco", 3, 30, {"match": True})
    store = SaveStore(tmp_path, sync=False)
    set_language("de")
    store.write_autosave(match)
    info = store.autosave_info()
    assert info is not None and info.preview is not None
    assert info.preview.progress_text() == "Spiel 1 von 3"
    set_language("en")
    info = store.autosave_info()
    assert info is not None and info.preview is not None
    assert info.preview.progress_text() == "Game 1 of 3"
    assert "Moco" in info.preview.describe() and "Spiel" not in info.preview.describe()


def test_a_preview_from_before_keeps_its_words() -> None:
    old = preview_of(_played("mose", 2, 5)).to_json()
    del old["progress_message"], old["progress_values"]
    old["progress"] = "Runde 1 von 13"
    preview = Preview.from_json(old)
    assert preview is not None and preview.progress_text() == "Runde 1 von 13"


@pytest.mark.parametrize("options", [{"match": False}, {"match": True}])
def test_moco_standings_are_the_chips_in_play(options: dict[str, object]) -> None:
    match = _played("moco", 3, 20, options)
    values = match.state.public_values(None)
    chips = list(values["chip_scores"])
    assert not match.is_over() and any(chips), "no chips taken yet: play longer"
    # Finished games' totals plus the chips now (the totals alone are 0 in the first game).
    live = [t + c for t, c in zip(values["totals"], chips, strict=True)]
    standings = preview_of(match).standings
    assert standings == ", ".join(f"{n} {v}" for n, v in zip(match.names, live, strict=True))
