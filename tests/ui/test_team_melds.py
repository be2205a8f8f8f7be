"""Mor's partnerships: each team's melds and Mor lie on its side of the table under its name."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from cardtable.ai.agent import make_agent
from cardtable.engine.zones import ZoneKind
from cardtable.session.autoplay import decide, offer_claims
from cardtable.session.match import Match
from cardtable.ui.layout.games import layout_for
from cardtable.ui.layout.geometry import Side, TableLayout, compute_layout
from cardtable.ui.layout.shapes import ZoneInput
from cardtable.ui.window import MainWindow
from tests.ui.conftest import make_match
from tests.ui.helpers import window

__all__ = ["window"]

SIZES = [(1024, 640), (1366, 768), (1920, 1080), (2560, 1440)]
TEAMS = {2: ((0,), (1,)), 4: ((0, 2), (1, 3))}


def mor_zones(n: int, melds: int = 4) -> list[ZoneInput]:
    zones = [
        ZoneInput("stock", ZoneKind.STOCK, None, 40, has_caption=True),
        ZoneInput("discard", ZoneKind.DISCARD, None, 6, has_caption=True),
    ]
    zones += [ZoneInput(f"hand:{s}", ZoneKind.HAND, s, 11) for s in range(n)]
    for team in (0, 1):
        zones += [ZoneInput(f"meld:{team}.{k}", ZoneKind.MELD, team, 3 + k) for k in range(melds)]
        zones.append(ZoneInput(f"newmeld:{team}", ZoneKind.MELD, team, 0))
        zones.append(ZoneInput(f"mor:{team}", ZoneKind.RESERVE, team, 11, has_caption=True))
    return zones


def team_of_zone(zone: str) -> int | None:
    kind, _, key = zone.partition(":")
    return int(key[0]) if kind in ("meld", "newmeld", "mor") else None


def check_sides(layout: TableLayout, n: int, viewer: int) -> None:
    teams = TEAMS[n]
    mine = next(t for t, seats in enumerate(teams) if viewer in seats)
    by_team: dict[int, list[str]] = {0: [], 1: []}
    for zid in layout.zones:
        team = team_of_zone(zid)
        if team is not None:
            by_team[team].append(zid)
    middle = [layout.zones["stock"].rect, layout.zones["discard"].rect]
    for team, zids in by_team.items():
        rects = [layout.zones[z].rect for z in zids]
        label = layout.team_labels[team]
        # The name is on a line of its own over the team's cards.
        assert all(label.bottom <= r.y + 0.5 for r in rects), (team, label)
        assert not any(label.overlaps(z.rect) for z in layout.zones.values())
        if team == mine:
            # Nearest the viewer: below the middle and the other team.
            others = middle + [layout.zones[z].rect for z in by_team[1 - team]]
            assert min(r.y for r in rects) >= max(r.bottom for r in others) - 0.5
            continue
        sides = {layout.seats[s].side for s in teams[team]}
        if sides <= {Side.LEFT, Side.RIGHT}:
            # Between its players at the sides, not under the viewer's partner at the top.
            for r in rects:
                theirs = min(abs(r.cy - layout.seats[s].plate.cy) for s in teams[team])
                ours = min(abs(r.cy - layout.seats[s].plate.cy) for s in teams[mine])
                assert theirs < ours, (team, r)
            assert max(m.bottom for m in middle) <= min(r.y for r in rects) + 0.5
        else:
            assert sides == {Side.TOP}
            assert max(r.bottom for r in rects) <= min(m.y for m in middle) + 0.5


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [2, 4])
def test_each_team_s_melds_lie_on_its_side_under_its_name(n: int, size: tuple[int, int]) -> None:
    for viewer in range(n):
        for melds in (0, 3, 6):
            layout = compute_layout(
                layout_for("mor"), mor_zones(n, melds), n, viewer, *size, teams=TEAMS[n]
            )
            check_sides(layout, n, viewer)


def mid_round(players: int) -> Match:
    match = make_match("mor", ["human"] + ["heuristic"] * (players - 1), seed=1)
    agents = [make_agent("heuristic", "mor") for _ in range(players)]
    match.resolve_chance()
    offer_claims(match, agents, -1)
    for _ in range(5000):
        state = match.state
        seat = state.current_player
        melded = {
            z.partition(":")[2][0] for z, c in state.zones.items() if z.startswith("meld:") and c
        }
        if seat == 0 and melded == {"0", "1"}:
            return match
        match.apply(decide(match, agents[seat], seat), seat)
        offer_claims(match, agents, seat)
    raise AssertionError("no such position")


@pytest.mark.parametrize("players", [2, 4])
def test_the_table_names_each_team_over_its_melds(
    qtbot: QtBot, window: MainWindow, players: int
) -> None:
    window.controller.bot_delay_ms = 10**6
    match = mid_round(players)
    window.controller.set_match(match)
    scene = window.table.scene
    qtbot.waitUntil(lambda: len(scene.team_labels) == 2)
    snap = scene.snapshot
    assert snap is not None and snap.teams is not None
    for team, seats in enumerate(snap.teams):
        label = scene.team_labels[team]
        assert label.isVisible()
        for seat in seats:
            assert snap.names[seat] in label.text
        box = label.sceneBoundingRect()
        # Over the team's own cards, and inside the table.
        cards = [
            it.mapRectToScene(it.card_rect())
            for zid, items in scene.cards.items()
            if team_of_zone(zid) == team
            for it in items
        ]
        assert cards and box.bottom() <= min(c.top() for c in cards) + 3
        assert abs(box.left() - min(c.left() for c in cards)) < 8  # at the start of its row
        assert scene.sceneRect().contains(box)
