"""Settings values: defaults, and bad stored values falling back to them."""

from __future__ import annotations

from cardtable.persistence.settings import Settings


def test_round_trip() -> None:
    s = Settings("Fast", "Quick", "red", True, False, '{"game": "mose"}')
    again = Settings.from_mapping(s.to_mapping(), backs=("blue", "red"))
    assert again == s
    assert again.speed == 1.8 and again.bot_delay_ms == 250
    assert again.last_setup_json() == {"game": "mose"}


def test_bad_values_read_as_defaults() -> None:
    stored = {
        "animation": "Warp",
        "bot_pace": 3,
        "card_back": "tartan",
        "four_colour": "true",
        "show_side": "false",
        "last_setup": "{not json",
    }
    s = Settings.from_mapping(stored, backs=("blue", "red"))
    assert (s.animation, s.bot_pace, s.card_back) == ("Normal", "Normal", "blue")
    assert s.four_colour is True and s.show_side is False
    assert s.last_setup_json() is None
