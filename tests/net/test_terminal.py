"""Playing a joined seat by typing move numbers (``cardtable join`` without --bot)."""

from __future__ import annotations

import asyncio

from cardtable.net import protocol as wire
from cardtable.net.client import TableClient
from cardtable.net.host import TableHost
from cardtable.net.terminal import describe_update, play_in_terminal
from cardtable.session.match import Match

from .helpers import CODE, LOOPBACK, config, run


async def _typed_game() -> tuple[list[str], Match]:
    match = Match("moosehead", 2, seed=5)
    host = TableHost(match, ["remote", "heuristic"], config())
    await host.start()
    client = TableClient(host.join_address(LOOPBACK), CODE, name="Ada")
    await client.join()
    lines: asyncio.Queue[str | None] = asyncio.Queue()
    shown: list[str] = []

    def write(text: str) -> None:
        shown.append(text)
        # A person who first types nonsense, then always the first move offered.
        if "Your move:" in text:
            lines.put_nowait("zero\n")
            lines.put_nowait("99\n")
            lines.put_nowait("1\n")
        if "The round is over. Press Enter to go on." in text:
            lines.put_nowait("\n")

    await asyncio.gather(host.serve_to_end(), play_in_terminal(client, lines, write))
    return shown, match


def test_a_person_plays_a_whole_game_by_typing_numbers() -> None:
    shown, match = run(_typed_game())  # type: ignore[misc]
    assert match.is_over()
    assert any(entry.seat == 0 for entry in match.log)
    assert "Type a number from 1 to" in "\n".join(shown)
    assert "The round is over. Press Enter to go on." in "\n".join(shown)
    assert match.state.outcome() is not None
    assert shown[-1].endswith(match.state.outcome().text)  # type: ignore[union-attr]


def test_the_text_shows_the_seats_own_cards_and_only_counts_of_the_others() -> None:
    match = Match("mose", 3, seed=2)
    match.resolve_chance()
    seat = 1
    legal = list(match.state.legal_actions(seat))
    update = wire.update_message(
        len(match.log), match.observation(seat), legal, [], ["bot"] * 3, match.names, (0, 0, 0)
    )
    welcome = wire.Welcome(1, seat, "t", "mose", 3, {}, match.names)
    text = describe_update(update, welcome, legal)
    own = match.observation(seat).zone("hand:1").cards
    other = match.state.zones["hand:0"]
    assert all(c is not None and c.label in text for c in own)
    assert f"{len(other)} cards face down" in text
    hidden = {c.label for c in other} - {c.label for c in match.observation(seat).visible_cards()}
    for line in text.splitlines():
        if line.startswith("  Player 1"):
            assert not any(label in line for label in hidden)
