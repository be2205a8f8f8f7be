"""Mor keeps its points in tenths; players read them as the score sheet shows them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from cardtable.games.mor import melds as mm
from cardtable.games.mor.actions import shown
from cardtable.games.mor.melds import CLEAN_RUN, CLEAN_SET, DIRTY_RUN
from cardtable.games.mor.sheet import tenths as _tenths
from cardtable.i18n import set_language


@pytest.fixture
def german() -> Iterator[None]:
    set_language("de")
    yield
    set_language("en")


def test_points_read_in_the_sheet_s_units() -> None:
    assert [shown(p) for p in (2015, 20, 5, 0, -15, -100)] == [
        "201.5",
        "2",
        "0.5",
        "0",
        "-1.5",
        "-10",
    ]
    assert [_tenths(p) for p in (2015, 20, -15)] == ["201.5", "2", "-1.5"]


def test_german_and_spanish_write_a_decimal_comma(german: None) -> None:
    assert shown(2015) == "201,5"
    assert _tenths(-15) == "-1,5"
    assert shown(20) == "2"


def test_the_closing_refusal_counts_projects_as_the_sheet_does() -> None:
    # A clean run alone (20 on the sheet) is the only way to have a clean project and too
    # little: a clean set is 30 by itself, and a clean run with any other project reaches 30.
    assert (
        mm.closing_problem(True, [CLEAN_RUN]) == "your team needs 30 or more in projects; it has 20"
    )
    assert (
        mm.closing_problem(True, [CLEAN_RUN, 0])
        == "your team needs 30 or more in projects; it has 20"
    )
    assert mm.closing_problem(True, [CLEAN_RUN, DIRTY_RUN]) is None
    assert mm.closing_problem(True, [CLEAN_SET]) is None


def test_the_closing_refusal_reads_in_german(german: None) -> None:
    # Until the catalogue has the message the English text shows; the numbers are the sheet's.
    why = mm.closing_problem(True, [CLEAN_RUN]) or ""
    assert "30" in why and "20" in why and "300" not in why and "200" not in why
