"""Reading money typed by a player: units honoured, decimals, the language's coin letters, and
a reason a player can act on for every text that is no amount."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.games.shared.betting import format_money
from cardtable.games.shared.money import read_money
from cardtable.i18n import set_language


@pytest.mark.parametrize(
    ("text", "copper"),
    [
        ("120", 120),  # a number alone is copper
        ("99g", 9900),  # gold is gold, not 99 copper
        ("35s", 350),
        ("5c", 5),
        ("1g 2s 5c", 125),
        ("1g2s5c", 125),
        ("5c 1g", 105),  # any order
        ("  2 s  ", 20),
        ("1G 2S", 120),  # either case
        ("1.25g", 125),
        ("1,25g", 125),  # a decimal comma
        ("1.5s", 15),
        ("0", 0),
    ],
)
def test_amounts_are_read_in_their_units(text: str, copper: int) -> None:
    reading = read_money(text)
    assert reading.amount == copper, reading.problem
    assert reading.problem == ""


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("", "Type an amount, like 1g 2s 5c"),
        ("   ", "Type an amount, like 1g 2s 5c"),
        ("abc", "“abc” is not an amount: write it like 1g 2s 5c"),
        ("-5", "“-5” is not an amount: write it like 1g 2s 5c"),
        ("g", "“g” is not an amount: write it like 1g 2s 5c"),
        ("5x", "“x” is not a coin: use g, s, c"),
        ("2s 5", "Put a coin letter after 5 (g, s, c)"),
        ("5 2s", "Put a coin letter after 5 (g, s, c)"),
        ("1.05s", "1.05s is not a whole number of copper"),
        ("0.5c", "0.5c is not a whole number of copper"),
    ],
)
def test_a_text_that_is_no_amount_says_why(text: str, problem: str) -> None:
    reading = read_money(text)
    assert reading.amount is None
    assert reading.problem == problem


@pytest.fixture
def german() -> Iterator[None]:
    set_language("de")
    yield
    set_language("en")


@pytest.fixture
def spanish() -> Iterator[None]:
    set_language("es")
    yield
    set_language("en")


@pytest.mark.usefixtures("german")
def test_german_coin_letters_are_read_and_english_ones_still_are() -> None:
    assert read_money("1G 2S 5K").amount == 125
    assert read_money("1g 2s 5c").amount == 125
    assert read_money("3k").amount == 3
    assert "G, S, K" in read_money("5x").problem


@pytest.mark.usefixtures("spanish")
def test_spanish_coin_letters_are_read() -> None:
    assert read_money("1o 2p 5c").amount == 125
    assert read_money("2p").amount == 20
    assert read_money("1g").amount == 100
    assert "o, p, c" in read_money("5x").problem


@given(st.integers(min_value=0, max_value=10**7))
def test_what_the_table_shows_reads_back_as_the_same_amount(copper: int) -> None:
    assert read_money(format_money(copper)).amount == copper
