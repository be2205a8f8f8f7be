"""Fuzzing every reader of the app's files with damaged copies of real ones.

For saves of every registered game, the statistics and the settings, hypothesis draws damaged copies
(:mod:`tests.persistence.mutations`) and hands each to every reader. The only outcomes allowed
are a correct load or the typed error (:class:`DocumentError`, of which :class:`SaveError` is
one), and the file must be byte for byte what it was. A save that fails to replay must fail
for a reason the game gives (an illegal action, an unknown option...), never because a game's
code tripped over its own feet: such a bug is reported here, not hidden as "damaged".

The quick size runs by default; ``-m slow`` runs many more examples.
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.ai.agent import RandomAgent
from cardtable.persistence.documents import DocumentError
from cardtable.persistence.savefile import EXPECTED_REPLAY_ERRORS
from cardtable.persistence.saves import SaveError, SaveStore
from cardtable.persistence.settings import Settings, SettingsStore
from cardtable.persistence.stats import StatsStore
from cardtable.session.autoplay import decide
from cardtable.session.match import Match, SeatSpec
from tests.persistence.mutations import mutated
from tests.registry import each_game

#: Every registered game and the players its saves are written for (others: the fewest).
GAMES = dict(
    each_game(
        {"mose": 2, "moosehead": 3, "moco": 2, "mor": 4, "moxie": 3},
        lambda info: info.player_counts[0],
    )
)
SIZES = [pytest.param(60, id="quick"), pytest.param(600, id="slow", marks=pytest.mark.slow)]


def real_save(game: str, players: int, actions: int | None, seed: int = 7) -> bytes:
    """A save written by the app of a game played by bots for ``actions`` moves (None: to the
    end), with a human seat so every part of the file is there."""
    seats = [SeatSpec.human("Ann")] + [
        SeatSpec.robot("heuristic", f"Bot {i}") for i in range(1, players)
    ]
    match = Match(game, players, {}, seed, seats)
    match.resolve_chance()
    agent = RandomAgent()
    while not match.is_over() and (actions is None or len(match.log) < actions):
        seat = match.state.current_player
        match.apply(decide(match, agent, seat, None), seat)
    store = SaveStore(Path(tempfile.gettempdir()), sync=False)
    return json.dumps(store.document(match, f"{game} test"), indent=1).encode("utf-8")


SAVES: dict[str, list[bytes]] = {
    game: [real_save(game, n, 150), real_save(game, n, 25, seed=3)] for game, n in GAMES.items()
}
SAVES["moosehead"].append(real_save("moosehead", 2, None))
SAVES["moco"].append(real_save("moco", 2, None))

HYPO = dict(
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def _run(examples: int, strategy: st.SearchStrategy[bytes], check: Callable[[bytes], None]) -> None:
    settings(max_examples=examples, **HYPO)(given(strategy)(check))()  # type: ignore[arg-type]


def _expected_cause(exc: BaseException) -> bool:
    cause = exc.__cause__
    return cause is None or isinstance(cause, (*EXPECTED_REPLAY_ERRORS, DocumentError))


def check_save_readers(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        store = SaveStore(root, sync=False)
        store.saves_dir.mkdir()
        named = store.saves_dir / "fuzzed.json"
        for path in (named, store.autosave_path):
            path.write_bytes(data)
            # One time for both (a save without its own date is dated by its file): the two
            # writes may fall either side of a clock tick.
            os.utime(path, (1_700_000_000, 1_700_000_000))
        info = store.peek(named)
        [listed] = store.list_saves()
        # The same game as the autosave (the same file here): listed at its position, as live.
        assert dataclasses.replace(listed, live=False) == info
        auto = store.autosave_info()
        assert auto is not None and auto.problem == info.problem
        if not info.ok:
            assert str(named) in info.message()
        for path in (named, store.autosave_path):
            try:
                match = store.load(path)
            except SaveError as exc:
                assert exc.message and str(path) in exc.message
                assert _expected_cause(exc), f"a game failed on its own: {exc.__cause__!r}"
                assert not info.ok or exc.problem.value == "damaged"
            else:
                assert info.ok, "a file listed as damaged opened"
                assert isinstance(match, Match)
                match.state.observation(0)
            assert path.read_bytes() == data, "reading changed the file"


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("examples", SIZES)
def test_save_readers_load_or_refuse_and_keep_the_file(game: str, examples: int) -> None:
    originals = SAVES[game]
    strategy = st.sampled_from(originals).flatmap(mutated)
    _run(examples, strategy, check_save_readers)


def test_the_real_saves_load() -> None:
    for game, saves in SAVES.items():
        for data in saves:
            with tempfile.TemporaryDirectory() as folder:
                path = Path(folder) / "save.json"
                path.write_bytes(data)
                match = SaveStore(Path(folder), sync=False).load(path)
                assert match.info.id == game


def _stats_file() -> bytes:
    games = {
        "mose": {"played": 5, "together": 2, "solo": 3, "won": 1, "best": 41},
        "moxie": {"played": 1, "together": 0, "solo": 1, "won": 1, "best": 1250},
    }
    return json.dumps({"format": "cardtable-stats", "version": 1, "games": games}).encode()


def _settings_file() -> bytes:
    with tempfile.TemporaryDirectory() as folder:
        store = SettingsStore(Path(folder) / "settings.json", sync=False)
        setup = {
            "game": "moxie",
            "players": 4,
            "seats": ["human", "heuristic", "ismcts:hard", "random"],
            "names": ["Ann", "", "", ""],
            "options": {"blind": 20, "limit": "fixed_limit"},
        }
        store.save(Settings("Fast", "Quick", "red", True, False, json.dumps(setup)), b"\x01" * 60)
        return store.path.read_bytes()


def check_stats_reader(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "stats.json"
        path.write_bytes(data)
        store = StatsStore(path, sync=False)
        if store.problem:
            assert store.all() == {} and str(path) in store.problem
        for stats in store.all().values():
            assert stats.won <= stats.solo <= stats.played
        assert path.read_bytes() == data


def check_settings_reader(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.json"
        path.write_bytes(data)
        store = SettingsStore(path, backs=("blue", "red"), sync=False)
        if store.problem:
            assert store.settings == Settings() and str(path) in store.problem
        s = store.settings
        assert s.speed >= 0 and s.bot_delay_ms > 0 and s.card_back in ("blue", "red")
        s.last_setup_json()
        store.save_geometry(b"geometry")  # never over a damaged or newer file
        if store.problem:
            assert path.read_bytes() == data


@pytest.mark.parametrize("examples", SIZES)
def test_the_statistics_reader_loads_or_refuses_and_keeps_the_file(examples: int) -> None:
    _run(examples * 3, mutated(_stats_file()), check_stats_reader)


@pytest.mark.parametrize("examples", SIZES)
def test_the_settings_reader_loads_or_refuses_and_keeps_the_file(examples: int) -> None:
    _run(examples * 3, mutated(_settings_file()), check_settings_reader)


def test_random_bytes_never_get_past_the_reader() -> None:
    rng = random.Random(5)
    for _ in range(200):
        data = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 400)))
        check_save_readers(data)
        check_stats_reader(data)
        check_settings_reader(data)
