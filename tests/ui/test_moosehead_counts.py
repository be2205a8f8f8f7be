"""Moosehead's played rows: the cards of counts already over lie apart from the count being
built (tucked together and dimmed), so the current count reads at a glance."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from cardtable.ai.agent import make_agent
from cardtable.engine.zones import ZoneKind
from cardtable.session.autoplay import decide, offer_claims
from cardtable.session.match import Match
from cardtable.ui.layout.games import layout_for
from cardtable.ui.layout.geometry import compute_layout
from cardtable.ui.layout.shapes import ZoneInput
from cardtable.ui.window import MainWindow
from tests.ui.conftest import make_match
from tests.ui.helpers import window

__all__ = ["window"]

SIZES = [(1024, 640), (1366, 768), (1920, 1080)]


def test_finished_cards_lie_tucked_to_the_left_of_the_current_ones() -> None:
    spec = layout_for("moosehead")
    for n in (2, 4, 8):
        for w, h in SIZES:
            zones = [ZoneInput("stock", ZoneKind.STOCK, None, 20)]
            for s in range(n):
                zones.append(ZoneInput(f"hand:{s}", ZoneKind.HAND, s, 1))
                zones.append(ZoneInput(f"played:{s}", ZoneKind.PLAYED, s, 4, apart=2))
            layout = compute_layout(spec, zones, n, 0, w, h)
            for s in range(n):
                place = layout.zones[f"played:{s}"]
                cw = place.card_width
                done, current = place.spots[:2], place.spots[2:]
                # Tucked: each finished card shows little more than its corner.
                assert done[1].x - done[0].x <= 0.2 * cw + 0.01
                # Apart: a clear gap between the last finished card and the first current one,
                # wider than any step between the current cards.
                gap = (current[0].x - cw / 2) - (done[1].x + cw / 2)
                assert gap >= 0.25 * cw, (n, w, h, s, gap)
                assert current[1].x - current[0].x < current[0].x - done[1].x
                for spot in place.spots:
                    assert place.rect.x - 0.5 <= spot.x - cw / 2
                    assert spot.x + cw / 2 <= place.rect.right + 0.5, (n, w, h, s)


def mid_hand_match() -> Match:
    """Bots play until seat 0 is on turn with a count over and a new one under way."""
    match = make_match("moosehead", ["human", "heuristic", "heuristic", "heuristic"], seed=3)
    agents = [make_agent("heuristic", "moosehead") for _ in range(4)]
    match.resolve_chance()
    for _ in range(2000):
        state = match.state
        seat = state.current_player
        played = sum(len(state.zones[f"played:{s}"]) for s in range(4))
        if seat == 0 and state.count_cards and played > len(state.count_cards) + 1:  # type: ignore[attr-defined]
            return match
        match.apply(decide(match, agents[seat], seat), seat)
        offer_claims(match, agents, seat)
    raise AssertionError("no such position")


def test_a_finished_count_is_dimmed_and_the_current_count_is_not(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.controller.bot_delay_ms = 10**6
    match = mid_hand_match()
    window.controller.set_match(match)
    qtbot.waitUntil(lambda: window.table.scene.layout is not None)
    scene = window.table.scene
    current = set(match.state.count_cards)  # type: ignore[attr-defined]
    seen_done = seen_current = 0
    for s in range(4):
        items = scene.display_order(f"played:{s}")
        assert [it.known for it in items] == match.state.zones[f"played:{s}"]
        for it in items:
            assert it.dimmed == (it.known not in current), it.known
            seen_done += it.dimmed
            seen_current += not it.dimmed
        # Every finished card lies left of every current one, with room between them.
        done = [it.x() for it in items if it.dimmed]
        live = [it.x() for it in items if not it.dimmed]
        if done and live:
            assert max(done) + items[0].width * 1.2 <= min(live)
    assert seen_done and seen_current
