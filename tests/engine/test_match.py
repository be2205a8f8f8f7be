"""The match: seeded chance, the action log and the save format."""

from __future__ import annotations

import json

import pytest

from cardtable.ai.agent import RandomAgent
from cardtable.engine.errors import SaveFormatError
from cardtable.session.autoplay import play_to_end
from cardtable.session.match import SAVE_VERSION, Match, SeatSpec


def played(seed: int) -> Match:
    match = Match("moosehead", 3, {}, seed, [SeatSpec.robot("random")] * 3)
    play_to_end(match, [RandomAgent()] * 3)
    return match


def test_a_save_holds_game_options_seed_seats_and_actions() -> None:
    match = played(5)
    data = match.to_json()
    assert data["format"] == "cardtable-save" and data["version"] == SAVE_VERSION
    assert data["game"] == "moosehead" and data["players"] == 3 and data["seed"] == 5
    assert data["options"] == {"deck": "standard"}
    assert data["actions"][0][0] == -1 and data["actions"][0][1].startswith("choose ")
    again = Match.from_json(json.loads(json.dumps(data)))
    assert again.state == match.state
    assert again.state.outcome() == match.state.outcome()


def test_the_same_seed_deals_the_same_cards() -> None:
    assert played(9).to_json() == played(9).to_json()
    assert played(9).to_json()["actions"] != played(10).to_json()["actions"]


@pytest.mark.parametrize(
    ("mutate", "reason"),
    [
        (lambda d: d.update(version=SAVE_VERSION + 1), "newer Card Table"),
        (lambda d: d.update(format="other"), "not a Card Table save"),
        (lambda d: d.update(game="chess"), "no game 'chess'"),
        (lambda d: d["actions"].__setitem__(5, [0, "play ZZ"]), "action 6"),
        (lambda d: d["actions"].__setitem__(3, [1, "pass"]), "cannot be replayed"),
        (lambda d: d.update(players="many"), "damaged"),
        (lambda d: d.update(options={"deck": "tiny"}), "deck"),
        (lambda d: d.pop("seats"), "damaged"),
    ],
)
def test_a_damaged_save_is_reported_with_a_reason(mutate: object, reason: str) -> None:
    data = played(3).to_json()
    mutate(data)  # type: ignore[operator]
    with pytest.raises(SaveFormatError, match=reason):
        Match.from_json(data)


def test_a_save_that_is_not_an_object_is_refused() -> None:
    with pytest.raises(SaveFormatError):
        Match.from_json([1, 2, 3])


def test_redacted_log_hides_other_hands() -> None:
    match = played(4)
    log = match.redacted_log(0)
    dealt_to_others = [
        ev
        for _, events in log
        for ev in events
        if getattr(ev, "target", "").startswith("hand:") and ev.target != "hand:0"
    ]
    assert dealt_to_others and all(c is None for ev in dealt_to_others for c in ev.cards)
