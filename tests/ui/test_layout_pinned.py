"""compute_layout's output pinned: the same positions give the same rectangles, to the pixel.

The other layout tests check properties (nothing overlaps, everything fits); this one holds the
exact places of every seat box, plate, hand, zone, card spot and caption for real positions of
each game at three window sizes, so a change in the geometry's code that is meant to change
nothing (naming its ratios, splitting it into steps) can be shown to change nothing. A change
meant to move things fails here too: look at the table, then pin the new digests.
"""

from __future__ import annotations

import hashlib

import pytest

from cardtable.ai.agent import make_agent
from cardtable.engine.zones import ZoneKind
from cardtable.games import find_game
from cardtable.session.autoplay import decide, offer_claims
from cardtable.session.match import Match
from cardtable.ui.layout.games import layout_for
from cardtable.ui.layout.geometry import CARD_RATIO_DEFAULT, TableLayout, compute_layout
from cardtable.ui.layout.shapes import Rect, ZoneInput

SIZES = [(1024, 640), (1366, 768), (1920, 1080)]

#: (game, players, heuristic moves played, viewer) -> digest of the layouts at SIZES. They cover
#: the geometry's cases: seats on the top only, on three sides, two to a side; cards, chips or
#: nothing in front of the seats; value labels beside the middle or under the left seat; team
#: bands facing the viewer or between the other team's players; a spectator.
PINNED = {
    ("moosehead", 2, 0, 0): "eefaf6776d8a06780379",
    ("moosehead", 4, 6, 1): "2e3fc38178953a3b24db",
    ("mose", 2, 30, 0): "80adbd095a8dc3abf013",
    ("mose", 11, 60, 0): "229a55a9b5943b5d0edb",
    ("mose", 5, 40, None): "86f7534dff25d074764c",
    ("moco", 2, 0, 0): "a073f88a4e5a1e594616",
    ("moco", 5, 12, 0): "6542396fb676640ff42a",
    ("mor", 4, 80, 0): "32fb1eb55375a1bfaa27",
    ("mor", 2, 40, 1): "514db13aad9fc60ef995",
    ("moxie", 3, 4, 0): "11610ac3a6bf5508ea1a",
    ("moxie", 8, 0, 0): "1a78e6ede694cea0355d",
}


def position(game: str, players: int, moves: int) -> Match:
    """A seeded match after ``moves`` heuristic moves (fewer where the game ends first)."""
    match = Match(game, players, {}, 3)
    agents = [make_agent("heuristic", game) for _ in range(players)]
    match.resolve_chance()
    offer_claims(match, agents, -1)
    for _ in range(moves):
        if match.is_over():
            break
        seat = match.state.current_player
        match.apply(decide(match, agents[seat], seat), seat)
        offer_claims(match, agents, seat)
    return match


def zone_inputs(match: Match, viewer: int | None) -> list[ZoneInput]:
    """The zones as the table gives them to the geometry (cards counted, token kinds shown)."""
    spec = layout_for(match.info.id)
    out = []
    for zv in match.observation(viewer).zones:
        rule = spec.rule_for(zv.id, zv.kind)
        if zv.kind is ZoneKind.TOKENS:
            kinds = max(1, sum(1 for _, amount in zv.tokens if amount))
            out.append(ZoneInput(zv.id, zv.kind, zv.owner, 0, kinds, bool(rule.caption)))
        else:
            lines = rule.caption.count("\n") + 1
            out.append(ZoneInput(zv.id, zv.kind, zv.owner, zv.count, 0, bool(rule.caption), lines))
    return out


def _r(rect: Rect) -> str:
    return f"{rect.x:.4f},{rect.y:.4f},{rect.w:.4f},{rect.h:.4f}"


def describe(layout: TableLayout) -> str:
    """Every place in ``layout`` as text, in a fixed order."""
    lines = [f"unit {layout.unit:.4f} center {_r(layout.center)} values {_r(layout.values)}"]
    for seat in sorted(layout.seats):
        p = layout.seats[seat]
        lines.append(
            f"seat {seat} {p.side.value} {_r(p.box)} {_r(p.plate)} {_r(p.hand)} {_r(p.front)}"
        )
    for zid in sorted(layout.zones):
        z = layout.zones[zid]
        spots = " ".join(f"{s.x:.4f},{s.y:.4f},{s.rot:.4f},{s.z:.4f}" for s in z.spots)
        cap = f"{z.caption_at[0]:.4f},{z.caption_at[1]:.4f}"
        lines.append(f"zone {zid} {_r(z.rect)} {z.card_width:.4f} {cap} {z.seat} {spots}")
    for team in sorted(layout.team_labels):
        lines.append(f"team {team} {_r(layout.team_labels[team])}")
    lines += layout.notes
    return "\n".join(lines)


def layouts_digest(game: str, players: int, moves: int, viewer: int | None) -> str:
    match = position(game, players, moves)
    zones = zone_inputs(match, viewer)
    teams = find_game(game).teams(players)
    text = "\n\n".join(
        describe(
            compute_layout(
                layout_for(game), zones, players, viewer, w, h, teams, CARD_RATIO_DEFAULT
            )
        )
        for w, h in SIZES
    )
    return hashlib.sha256(text.encode()).hexdigest()[:20]


@pytest.mark.parametrize(("game", "players", "moves", "viewer"), list(PINNED))
def test_the_layout_of_a_known_position_is_unchanged(
    game: str, players: int, moves: int, viewer: int | None
) -> None:
    assert layouts_digest(game, players, moves, viewer) == PINNED[game, players, moves, viewer]
