"""Atomic writes and setting damaged files aside without losing anything."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cardtable.persistence import files
from cardtable.persistence.files import atomic_write_json, atomic_write_text, set_aside


def test_atomic_write_replaces_and_leaves_no_temp_files(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "file.json"
    atomic_write_text(target, "one")
    atomic_write_json(target, {"two": 2})
    assert target.read_text(encoding="utf-8").strip() == '{\n "two": 2\n}'
    assert [p.name for p in target.parent.iterdir()] == ["file.json"]


def test_a_failed_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "file.txt"
    atomic_write_text(target, "old")

    def broken_replace(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(files.os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk full"):
        atomic_write_text(target, "new")
    assert target.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["file.txt"]


def test_the_data_reaches_the_disk_before_the_rename(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    order: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(files.os, "fsync", lambda fd: (order.append("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(
        files.os, "replace", lambda a, b: (order.append("replace"), real_replace(a, b))[1]
    )
    atomic_write_text(tmp_path / "x", "data")
    assert order[:2] == ["fsync", "replace"]


def test_set_aside_never_overwrites(tmp_path: Path) -> None:
    bad = tmp_path / "autosave.json"
    bad.write_text("{broken", encoding="utf-8")
    first = set_aside(bad, "damaged")
    bad.write_text("{broken again", encoding="utf-8")
    second = set_aside(bad, "damaged")
    assert first != second and not bad.exists()
    assert first.read_text(encoding="utf-8") == "{broken"
    assert second.read_text(encoding="utf-8") == "{broken again"
    assert first.name.startswith("autosave.damaged-") and first.suffix == ".json"
