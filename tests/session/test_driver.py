"""The table session without Qt: bots, claims, refusals, pass-and-play, undo and pacing.

Every test runs :class:`TableSession` on :class:`InlineHost` (bots answer at once in this
thread, time is virtual), the way a headless front end or a network host would run it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

import pytest

from cardtable.ai.agent import Agent
from cardtable.engine.actions import Action
from cardtable.engine.observation import Observation
from cardtable.engine.zones import Seat
from cardtable.games import GAMES, plugin
from cardtable.session.contract import BotReply, SessionListener, Snapshot, Step
from cardtable.session.driver import TableSession
from cardtable.session.inline import InlineHost
from cardtable.session.match import Match, SeatSpec


def make_match(game: str, seats: Sequence[str], seed: int = 1) -> Match:
    specs = [
        SeatSpec.human(f"Person {i + 1}") if s == "human" else SeatSpec.robot(s, f"Bot {i + 1}")
        for i, s in enumerate(seats)
    ]
    return Match(game, len(seats), {}, seed, specs)


@dataclass
class Recorder(SessionListener):
    resets: list[Snapshot] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    refusals: list[str] = field(default_factory=list)
    statuses: list[str] = field(default_factory=list)
    ends: list[Snapshot] = field(default_factory=list)
    handovers: list[Seat] = field(default_factory=list)

    def reset(self, snapshot: Snapshot) -> None:
        self.resets.append(snapshot)

    def stepped(self, step: Step) -> None:
        self.steps.append(step)

    def refused(self, reason: str) -> None:
        self.refusals.append(reason)

    def status(self, text: str) -> None:
        self.statuses.append(text)

    def finished(self, snapshot: Snapshot) -> None:
        self.ends.append(snapshot)

    def handover(self, seat: Seat) -> None:
        self.handovers.append(seat)


def session_for(
    match: Match, delay_ms: int = 0, privacy: bool = False
) -> tuple[TableSession, InlineHost, Recorder]:
    host = InlineHost()
    recorder = Recorder()
    session = TableSession(host, recorder, bot_delay_ms=delay_ms, clock=host.clock)
    session.privacy = privacy
    session.set_match(match)
    return session, host, recorder


@pytest.mark.parametrize("game", sorted(GAMES))
def test_bots_play_every_game_to_the_end_without_qt(game: str) -> None:
    n = min(GAMES[game].player_counts, key=lambda count: abs(count - 3.5))  # 3, else 4 or 2
    match = make_match(game, ["heuristic"] * n, seed=5)
    session, host, recorder = session_for(match, delay_ms=650)
    session.start()
    host.run(session)
    assert match.is_over()
    assert len(recorder.ends) == 1 and recorder.ends[0].over
    # Every applied action reached the listener, in order, each step after the one before.
    moves = [line for s in recorder.steps for line in s.lines if not line.note]
    assert len(moves) <= len(match.log)
    # The scoring notes follow the moves that scored (in the games whose plugin explains its
    # scoring), and the log read afresh has the same rows.
    notes = [line for s in recorder.steps for line in s.lines if line.note]
    assert bool(notes) == (plugin(game).score_notes is not None)
    assert [ln for s in recorder.steps for ln in s.lines] == [
        ln for ln in session.log_lines() if ln.text
    ]
    serials = [s.snapshot.serial for s in recorder.steps]
    assert serials == sorted(serials) and serials[-1] == len(match.log)
    assert host.now > 0  # pacing moved the virtual clock, nothing slept
    assert session.is_idle()


def test_the_same_seed_gives_the_same_game_as_the_simulator_would() -> None:
    logs = []
    for _ in range(2):
        match = make_match("moosehead", ["heuristic", "random", "heuristic"], seed=9)
        session, host, _ = session_for(match)
        session.start()
        host.run(session)
        logs.append([(e.seat, e.action) for e in match.log])
    assert logs[0] == logs[1]


def test_a_human_move_is_checked_by_the_engine_and_refused_with_its_reason() -> None:
    match = make_match("moosehead", ["human", "heuristic"], seed=3)
    session, host, recorder = session_for(match)
    session.start()
    host.run(session)
    assert session.waiting_for_human() and session.viewer == 0
    snap = session.snapshot()
    assert snap.legal and snap.viewer_may_act
    illegal = (
        next(a for a in match.state.legal_actions(1) if not match.state.is_legal(a, 0))
        if match.state.legal_actions(1)
        else None
    )
    before = match.state.clone()
    if illegal is not None:
        assert not session.play(illegal)
    assert not session.play(snap.legal[0], seat=1)  # a bot's seat is not the person's to move
    assert recorder.refusals and recorder.refusals[-1] == "that seat is played by a bot"
    assert match.state == before
    assert session.play(snap.legal[0])
    assert match.log[-1].seat == 0 or len(match.log) > 0
    host.run(session)
    assert session.waiting_for_human() or match.is_over()


def test_the_person_sees_only_their_own_hand() -> None:
    match = make_match("mose", ["human", "heuristic", "heuristic"], seed=4)
    session, host, recorder = session_for(match)
    session.start()
    host.run(session)
    snap = session.snapshot()
    assert snap.observation == match.observation(0)
    for step in recorder.steps:
        for event in step.events:
            assert event == event.redact(0)


class _CountingClaims(Agent):
    """Never claims out of turn, plays the first legal move, and counts what it was offered."""

    def __init__(self) -> None:
        self.claims = 0
        self.turns = 0

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        self.turns += 1
        return legal[0]

    def claim(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action | None:
        self.claims += 1
        return None


def test_bots_are_offered_out_of_turn_claims_in_mose() -> None:
    match = make_match("mose", ["heuristic", "heuristic", "heuristic"], seed=2)
    session, host, _ = session_for(match)
    bots = [_CountingClaims() for _ in range(3)]
    session.agents[:] = bots
    session.start()
    host.run(session, until=lambda: sum(b.claims for b in bots) > 0 and bots[0].turns > 1)
    assert sum(b.turns for b in bots) > 0
    assert sum(b.claims for b in bots) > 0


def test_a_stale_bot_answer_is_dropped() -> None:
    match = make_match("moosehead", ["human", "heuristic"], seed=3)
    session, host, _ = session_for(match)
    session.start()
    host.run(session)
    serial = len(match.log)
    session.bot_replied(BotReply(id=999, seat=1, claim=False, serial=0, action=None))
    assert len(match.log) == serial and session.waiting_for_human()


def test_bots_wait_for_animations_and_their_pacing() -> None:
    match = make_match("moosehead", ["heuristic", "heuristic"], seed=1)
    session, host, recorder = session_for(match, delay_ms=500)
    session.hold()  # a view is animating the deal
    session.start()
    host.run(session)
    dealt = len(match.log)
    assert session.bot_move_ready() and session.holds == 1
    assert len(match.log) == dealt  # nothing moves while the view animates
    session.release()
    host.run(session, until=lambda: len(match.log) > dealt)
    assert len(match.log) > dealt
    gaps = [b.snapshot.serial for b in recorder.steps]
    assert gaps == sorted(gaps)
    assert host.now >= 0.5  # at least one bot move waited for its pacing


def test_pass_and_play_hands_the_device_over_and_hides_every_hand_meanwhile() -> None:
    match = make_match("moosehead", ["human", "human"], seed=6)
    session, host, recorder = session_for(match, privacy=True)
    assert session.pass_and_play and session.viewer is None
    session.start()
    host.run(session)
    first = match.state.current_player
    assert recorder.handovers == [first] and session.handing_over_to == first
    hidden = session.snapshot()
    assert hidden.viewer is None and hidden.observation == match.observation(None)
    assert not hidden.legal
    session.take_over(first)
    host.run(session)
    assert session.viewer == first and session.snapshot().legal
    assert session.play(session.snapshot().legal[0])
    host.run(session)
    if not match.is_over() and match.state.current_player != first:
        assert recorder.handovers[-1] == match.state.current_player
        assert session.viewer is None  # nobody's cards while the device changes hands


def test_undo_takes_back_a_move_and_the_bots_replies_and_says_why_not() -> None:
    match = make_match("moosehead", ["human", "heuristic"], seed=3)
    session, host, recorder = session_for(match)
    session.start()
    host.run(session)
    assert session.waiting_for_human()
    serial = len(match.log)
    before = match.state.clone()
    session.play(session.snapshot().legal[0])
    assert session.undo_check().allowed  # the bot has not been asked yet
    assert session.undo()
    assert len(match.log) == serial and match.state == before
    session.play(session.snapshot().legal[0])
    host.run(session)  # the bot replies
    if match.log[-1].seat == 1 and all(e.seat >= 0 for e in match.log[serial:]):
        assert session.undo_check().allowed and session.undo()
        assert len(match.log) == serial and match.state == before
    while session.undo():
        pass
    assert not session.undo()
    assert recorder.refusals[-1].startswith("Undo is not available: ")


def test_a_failing_bot_is_reported_and_the_game_goes_on() -> None:
    class Broken(Agent):
        def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
            raise RuntimeError("out of ideas")

    match = make_match("moco", ["heuristic", "heuristic"], seed=2)
    session, host, recorder = session_for(match)
    session.agents[0] = Broken()
    session.start()
    host.run(session)
    assert match.is_over()
    assert any("bot failed: RuntimeError: out of ideas" in s for s in recorder.statuses)
