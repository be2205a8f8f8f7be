"""Deal codes: a seed written to be read out, typed and shared."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.errors import OptionError
from cardtable.session.dealcode import MAX_SEED, deal_code, parse_deal_code
from cardtable.session.match import Match


def test_codes_round_trip_and_look_alike() -> None:
    rng = random.Random(4)
    for seed in [0, 1, 31, 32, MAX_SEED, *(rng.randrange(MAX_SEED) for _ in range(200))]:
        code = deal_code(seed)
        assert len(code) == 8 and code[4] == "-"
        assert parse_deal_code(code) == seed
    assert deal_code(0) == "0000-000"


def test_reading_is_forgiving() -> None:
    code = deal_code(123456789)
    assert parse_deal_code(code.lower()) == 123456789
    assert parse_deal_code(code.replace("-", " ")) == 123456789
    assert parse_deal_code("O0I1-L00") == parse_deal_code("0011-100")


@pytest.mark.parametrize(
    ("text", "why"),
    [("", "empty"), ("ABCU-123", "no 'U'"), ("ZZZZ-ZZZZ", "too long"), ("ZZZZ-ZZZ", "too long")],
)
def test_bad_codes_say_why(text: str, why: str) -> None:
    with pytest.raises(OptionError, match=why):
        parse_deal_code(text)


def test_a_code_replays_the_same_deal() -> None:
    seed = parse_deal_code(deal_code(987654))
    first, second = Match("mose", 3, seed=seed), Match("mose", 3, seed=987654)
    first.resolve_chance()
    second.resolve_chance()
    assert first.state == second.state
    other = Match("mose", 3, seed=987655)
    other.resolve_chance()
    assert other.state != first.state
