"""The rules pages (``docs/rules/``) against the engine and the in-app rules help.

The pages are the project's reference for how each game is played. These checks keep them from
drifting: every rule option a game declares is described on its page, the Moco! page's Decktet
table is the deck the code deals, the help window states the same facts as the page, and neither
repeats the published rule texts word for word.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardtable.engine.cards import DECKTET_ACES, DECKTET_NAMED, DECKTET_SUITS
from cardtable.games import GAMES
from cardtable.rules_help import rules_for, rules_text
from cardtable.rules_help.render import choice_text
from tests.registry import SHIPPED
from tests.rules_help.wording import FIXTURES, copied_runs

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules"
#: The games whose rules pages this repository keeps: every game the app ships, and a game of
#: its own distribution that is documented here too (see tests/registry.py).
DOCUMENTED = [game for game in GAMES if game in SHIPPED or (DOCS / f"{game}.md").is_file()]
#: Of those, the ones whose published rule sheet has fingerprints (every shipped game must).
FINGERPRINTED = [g for g in DOCUMENTED if g in SHIPPED or (FIXTURES / f"{g}.sheet.txt").is_file()]


def page(game: str) -> str:
    return (DOCS / f"{game}.md").read_text(encoding="utf-8")


def plain(text: str) -> str:
    """Markdown emphasis and code marks dropped, runs of spaces made one."""
    return re.sub(r"\s+", " ", text.replace("**", "").replace("`", ""))


def test_every_game_has_a_page_listed_in_the_index() -> None:
    """Every game this repository ships (a plugin game may document its rules in its own
    distribution, see tests/registry.py)."""
    index = (DOCS / "README.md").read_text(encoding="utf-8")
    for game in DOCUMENTED:
        info = GAMES[game]
        assert (DOCS / f"{game}.md").is_file(), game
        assert f"]({game}.md)" in index and info.title in index, game
        assert page(game).startswith(f"# {info.title}\n")


@pytest.mark.parametrize("game", DOCUMENTED)
def test_the_page_describes_every_rule_option_the_game_declares(game: str) -> None:
    text = page(game)
    options = text.partition("## Rule options")[2]
    assert options, "no Rule options section"
    for spec in GAMES[game].options:
        row = next((line for line in options.splitlines() if f"| `{spec.name}` |" in line), "")
        assert row, f"option {spec.name} is not in the options table"
        assert f"| {spec.label} |" in row, f"{spec.name}: label {spec.label!r} missing"
        for value in spec.choices:
            assert f"`{choice_text(value)}`" in row, f"{spec.name}: value {value!r} missing"
        default = choice_text(spec.default)
        assert row.split("|")[3].strip().startswith(f"`{default}`"), "the usual value first"
        # The rule text itself says what the option changes, by its name.
        assert f"`{spec.name}`" in text.partition("## Rule options")[0], spec.name
    if not GAMES[game].options:
        assert "no rule options" in options


def _decktet_rows() -> dict[str, tuple[str, tuple[str, ...]]]:
    """The Moco! page's card table: card name -> (rank, suits marked)."""
    lines = [line for line in page("moco").splitlines() if line.startswith("| ")]
    head = [c.strip() for c in lines[0].strip("|").split("|")]
    suits = head[3:]
    rows = {}
    for line in lines[1:]:
        cells = [c.strip() for c in line.strip("|").split("|")]
        if len(cells) != len(head):
            break
        marked = tuple(s for s, mark in zip(suits, cells[3:], strict=True) if mark)
        rows[cells[0]] = (cells[1], marked)
    return rows


def test_the_decktet_table_is_the_deck_the_code_deals() -> None:
    rows = _decktet_rows()
    ranks = {1: "Ace", 10: "Pawn", 11: "Court", 12: "Crown"}
    expected = {f"Ace of {c.suits[0]}": ("Ace", c.suits) for c in DECKTET_ACES}
    expected |= {str(c.name): (ranks.get(c.rank, str(c.rank)), c.suits) for c in DECKTET_NAMED}
    expected["the Excuse"] = ("none", ())
    assert rows == expected
    head = next(line for line in page("moco").splitlines() if line.startswith("| card |"))
    assert head.endswith(" | ".join(DECKTET_SUITS) + " |")


#: Facts each game's page and its help window both state, in the same words.
FACTS = {
    "mose": [
        "13 rounds",
        "seven cards",
        "A-2-3",
        "Q-K-A",
        "K-A-2",
        "at least one natural",
        "anyone may add to any meld",
        "Play now",
        "20",
        "50",
        "lowest total",
        "any suit the set",
        "any number of wilds",
    ],
    "moosehead": [
        "50 points",
        "15, 20, 25 or 30",
        "go",
        "exactly 30",
        "five cards",
        "adds up to 15",
        "6 points",
    ],
    "moco": [
        "40 cards",
        "Courts",
        "Excuse",
        "16",
        "11",
        "30 chips",
        "sixth card",
        "Pawn 1",
        "Crown 10",
        "the Excuse 0",
        "two players",
    ],
    "mor": [
        "201",
        "106",
        "to the right",
        "11 cards",
        "12th",
        "seven or more cards",
        "clean project",
        "30 or more",
        "first meld or addition",
        "finishes that turn",
        "earned",
        "never used as stock",
        "0.5",
        "1.5",
    ],
    "moxie": [
        "25",
        "4g 7s 5c",
        "Ringer",
        "punch card",
        "Full Moxie",
        "at most twice",
        "side pots",
        "five times the Ringer",
        "call or fold",
    ],
    # A plugin (plugins/gin_rummy): checked when installed and registered.
    "gin_rummy": [
        "100 points",
        "10 or less",
        "25",
        "lay off",
        "gin",
        "undercut",
        "two cards in the stock",
        "fiftieth",
        "up to two at an end",
    ],
}


@pytest.mark.parametrize("game", DOCUMENTED)
def test_the_help_and_the_page_state_the_same_facts(game: str) -> None:
    rules = rules_for(game)
    assert rules is not None
    help_text = plain(rules_text(rules, GAMES[game]))
    doc = plain(page(game))
    for fact in FACTS[game]:
        assert fact.lower() in help_text.lower(), f"the help does not say {fact!r}"
        assert fact.lower() in doc.lower(), f"docs/rules/{game}.md does not say {fact!r}"


@pytest.mark.parametrize("game", FINGERPRINTED)
@pytest.mark.parametrize("source", ["sheet", "notes"])
def test_the_page_is_in_our_own_words(game: str, source: str) -> None:
    copied = copied_runs(page(game), game, source)
    assert not copied, f"eight words in a row as in the {source}: {copied[:3]}"
