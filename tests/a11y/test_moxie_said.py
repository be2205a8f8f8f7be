"""Moxie's sentences as a screen reader says them, over whole games played by bots: a card is
a bare number in Moxie and money is read out ("5s" is "5 silver"), so a sentence that names a
card must say what the number is (issue 61: "You fold 3 and 3")."""

from __future__ import annotations

import re
from functools import cache

from cardtable.ai.agent import make_agent
from cardtable.session.autoplay import play_to_end
from cardtable.session.logtext import describe_events
from cardtable.session.match import Match, SeatSpec
from cardtable.ui.speech import spoken

NAMES = ("You", "Ada", "Basil")
BOTS = ("heuristic", "heuristic", "random")


@cache
def said() -> frozenset[str]:
    """Every line the player in seat 1 ("You") hears in three games, as spoken."""
    lines: set[str] = set()
    for seed in range(3):
        seats = [SeatSpec.robot(bot, name) for bot, name in zip(BOTS, NAMES, strict=True)]
        match = Match("moxie", 3, {}, seed, seats)
        play_to_end(match, [make_agent(bot, "moxie") for bot in BOTS], max_actions=300)
        for _seat, events in match.redacted_log(0):
            lines.update(spoken(line, coins=True) for line in describe_events(events, NAMES))
    return frozenset(lines)


def test_a_fold_says_what_it_gives_up_not_the_cards() -> None:
    folds = sorted(t for t in said() if re.match(r"\w+ folds?\b", t))
    assert any(t.startswith("You fold") for t in folds) and any("Ada folds" in t for t in folds)
    money = r"(\d+ (gold|silver|copper) ?)+"
    for t in folds:
        assert re.fullmatch(rf"(You fold|\w+ folds)(, leaving {money} in the pot)?", t), t
    assert "You fold, leaving" in " ".join(folds), folds


def test_cards_are_named_as_cards_never_as_amounts() -> None:
    lines = said()
    # No card number right after the verb that moves it ("reveals 3", "shows 5").
    assert not [t for t in lines if re.search(r"\b(folds?|reveals?|shows?) \d", t)]
    # A pair is never "of 5s" (heard "of 5 silver"), nor beats "4s".
    assert not [t for t in lines if re.search(r"\b\d+ (gold|silver|copper) (and|with|beats)\b", t)]
    assert not [t for t in lines if re.search(r"pair of \d+ (gold|silver|copper)", t)]
    pairs = [t for t in lines if "pair of" in t]
    assert any("hand pair of" in t for t in pairs) and any("table pair of" in t for t in pairs)
    for t in pairs:
        assert re.search(r"hand pair of (\d) and \1, the Ringer \d doubled|table pair of \d "
                         r"with the Ringer, \d doubled", t), t  # fmt: skip
    assert any(re.search(r"reveals? the punch card \d$", t) for t in lines)
    assert any(re.search(r"shows? the hand card \d$", t) for t in lines)


def test_said_to_you_the_verbs_agree() -> None:
    """ "You fold, leaving..." (the verb before a comma agrees too), never "You folds"."""
    wrong = r"^You (folds|has|shows|reveals|bets|calls|raises|takes|wins|posts|checks|chooses)\b"
    assert not [t for t in said() if re.match(wrong, t)]
