"""The game's own public values a screen reader tells (Moosehead's count): each game's plugin
says which of its values are spoken and in which words (``GamePlugin.spoken_values``)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from cardtable.games import GamePlugin, plugins
from cardtable.i18n import _
from cardtable.session.contract import Snapshot
from cardtable.session.match import Match, SeatSpec
from cardtable.ui import speech
from cardtable.ui.speech import game_facts


def _snapshot(game: GamePlugin, **values: object) -> Snapshot:
    """A dealt game of ``game`` as its first seat sees it, with ``values`` among the public
    values."""
    players = game.info.player_counts[0]
    seats = [SeatSpec.human("Ann"), *(SeatSpec.robot("random", f"B{i}") for i in range(1, players))]
    match = Match(game.id, players, {}, 5, seats)
    match.resolve_chance()
    obs = match.state.observation(0)
    obs = replace(obs, values={**obs.values, **values})
    return Snapshot(
        game.info,
        obs,
        tuple(match.names),
        tuple(s.is_bot for s in match.seats),
        tuple(0 for _ in range(players)),
        0,
        match.state.current_player,
        (),
        None,
        0,
    )


def test_each_game_s_spoken_values_are_told_in_its_words() -> None:
    speaking = [game for game in plugins() if game.spoken_values]
    assert speaking, "a game speaks a value of its own"
    for game in speaking:
        values = {key: 17 for key in game.spoken_values}
        facts = game_facts(_snapshot(game, **values))
        for key, phrase in game.spoken_values.items():
            assert _(phrase).format_map({key: 17}) in facts, (game.id, facts)


def test_a_value_no_plugin_speaks_is_not_told(monkeypatch: pytest.MonkeyPatch) -> None:
    game = next(iter(plugins()))
    assert "lucky 7" not in game_facts(_snapshot(game, lucky=7))
    speaks = replace(game, spoken_values={"lucky": "lucky {lucky}"})
    monkeypatch.setattr(speech, "registered", lambda game_id: speaks)
    assert "lucky 7" in game_facts(_snapshot(game, lucky=7))
    assert "lucky 7" not in game_facts(_snapshot(game))  # told only while the game has it
