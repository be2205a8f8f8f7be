"""Guards against the PySide6 6.12.0 bug that corrupts None's reference count on Python 3.11."""

from __future__ import annotations

import sys

import pytest


def _version_tuple(text: str) -> tuple[int, ...]:
    return tuple(int(p) for p in text.split(".")[:3] if p.isdigit())


def test_pyside6_version_is_inside_the_pin() -> None:
    import PySide6

    version = _version_tuple(PySide6.__version__)
    assert version >= (6, 11, 3)
    if sys.version_info < (3, 12):
        assert version < (6, 12), "PySide6 6.12 corrupts None's reference count on Python 3.11"


def test_qt_calls_do_not_drain_the_reference_count_of_none() -> None:
    pytest.importorskip("PySide6.QtCore")
    from PySide6.QtCore import QObject, QRect

    obj = QObject()
    rect = QRect()
    before = sys.getrefcount(None)
    for _ in range(20_000):
        obj.setObjectName("x")  # returns nothing: the affected call shape
        rect.setWidth(3)
    after = sys.getrefcount(None)
    # Immortal None (3.12+) reports a huge constant; on 3.11 the count must not fall.
    assert after >= before - 100, f"None's reference count fell from {before} to {after}"
