"""The compiled trial's plumbing, on two copies that are both this checkout (no compiler)."""

from __future__ import annotations

from pathlib import Path

from tests.benchmark_scripts import load


def test_two_copies_race_and_compare_their_listings() -> None:
    bench = load("native_trial")
    root = Path(bench.ROOT)
    row = bench.race({"pure": root, "compiled": root}, "mose", 0.2, 0.1, 1)
    assert row["game"] == "mose" and row["same_listings"] is True
    assert row["pure_per_s"] > 0 and row["compiled_per_s"] > 0
    assert row["ratio"] > 0


def test_the_compiled_sets_name_real_modules() -> None:
    bench = load("native_trial")
    root = Path(bench.ROOT) / "cardtable" / "games"
    for modules in bench.SETS.values():
        for game, names in modules.items():
            for name in names:
                assert (root / game / f"{name}.py").is_file(), (game, name)
    # The leaf set leaves out the classes a Python class extends (a compiled base refuses).
    assert "table" not in bench.LEAF["mose"] and "state" not in bench.LEAF["mor"]
