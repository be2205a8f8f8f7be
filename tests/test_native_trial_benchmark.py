"""The compiled trial's plumbing, on two copies that are both this checkout (no compiler)."""

from __future__ import annotations

from pathlib import Path

from tests.benchmark_scripts import load


def test_two_copies_race_their_random_play() -> None:
    bench = load("native_trial")
    root = Path(bench.ROOT)
    row = bench.race({"pure": root, "compiled": root}, "mose", 0.2, 0.1, 1)
    assert row["game"] == "mose" and row["measure"] == "run"
    assert row["pure_per_s"] > 0 and row["compiled_per_s"] > 0
    assert row["ratio"] > 0


def test_two_copies_race_their_searches() -> None:
    bench = load("native_trial")
    root = Path(bench.ROOT)
    row = bench.race({"pure": root, "compiled": root}, "mose", 0.1, 0.1, 1, "search")
    assert row["game"] == "mose" and row["measure"] == "search"
    assert row["pure_per_s"] > 0 and row["compiled_per_s"] > 0


def test_the_compiled_sets_name_real_modules() -> None:
    bench = load("native_trial")
    root = Path(bench.ROOT) / "cardtable"
    for modules in bench.SETS.values():
        for game, names in modules.items():
            for name in names:
                assert (root / f"{name}.py").is_file(), (game, name)
    # Only the state set holds the classes a Python class extends (a compiled base refuses).
    for kept in ("LEAF", "SEARCH"):
        for names in getattr(bench, kept).values():
            assert not {n.rsplit("/", 1)[1] for n in names} & {"table", "rules", "state"}
