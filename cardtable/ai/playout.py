"""How the search plays a sampled game forward: the other seats' moves, claims, stopping points.

ISMCTS (:mod:`cardtable.ai.ismcts`) samples a full game consistent with the bot's observation
and plays each candidate move forward in it. Everything after the candidate move comes from here:

* **Moves** of the other seats (and of every seat in a rollout) follow the game's heuristic bot,
  which sees only that seat's observation of the sampled game, with a share of random moves so
  the search does not trust the model blindly.
* **Claims** (Mose's any-time plays): after a play that changes the table (or the round's first
  draw) every other seat is offered its out-of-turn plays in the match's claim order, as the
  table does; a seat claims what its heuristic would claim.
* **Candidates**: where a hand offers the same cards in several shapes (a Mose meld read as a
  set or as a run, a Mor meld with its wild in another place) the search compares only one of
  them, the heuristic's if it is among them, so its samples go to choices that differ. A level
  may also compare only the first few moves in the order the heuristic ranks them (Mose).
* **Boundaries**: a chance step after the first move (a new deal, the next hand or round) ends
  the sample and the position is judged there. A Mose restock is not a boundary (the round goes
  on with the reshuffled stock).

What differs from game to game (claims, shapes, boundaries) is the game's
:class:`~cardtable.games.plugin.PlayoutRules`, given by its plugin.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from typing import Any, Final

from cardtable.engine.actions import Action
from cardtable.engine.agent import Agent
from cardtable.engine.observation import Observation
from cardtable.engine.state import CHANCE, GameState
from cardtable.engine.zones import Seat
from cardtable.games import plugin
from cardtable.games.plugin import PlayoutRules

#: How many play steps, and how many claims, a playout remembers (see ``Playout._plays``).
_PLAYS_LIMIT: Final = 20_000
#: Stands for "not remembered" among the claims (None is a remembered answer).
_UNKNOWN: Final = object()


_ViewChoice = Callable[[Any, Sequence[Action], random.Random], Action]
_ViewClaim = Callable[[Any, Sequence[Action], random.Random], Action | None]


class Playout:
    """The simulation policy of one game for one search."""

    def __init__(
        self,
        game_id: str,
        heuristic: Agent,
        share: float,
        quick: bool = False,
        remember: bool = False,
    ) -> None:
        self.game_id = game_id
        self.heuristic = heuristic
        self.share = share
        #: How the game is played forward (its plugin's ``playout``).
        given = plugin(game_id).playout
        self.rules = rules = given() if given is not None else PlayoutRules()
        self.claims_on = rules.claims
        #: The state offers its draws alone (``draw_actions``, Mose), see :meth:`move`.
        self._draw_step = rules.draw_step
        #: With ``remember`` (where the game allows it): the state names all that a seat's play
        #: step and its claims depend on (``play_key``, ``claim_key``), and the choices made are
        #: remembered by it.
        self._remembers = remember and rules.remembers
        #: The number of legal moves and the heuristic's choice at play steps, by the
        #: state's ``play_key``. A search plays every move it compares in the same sampled
        #: worlds, so its simulated seats meet the same play steps again and again. Emptied when
        #: it grows large.
        self._plays: dict[Hashable, tuple[int, Action]] = {}
        #: The heuristic's claim (None: none, or nothing to claim) out of turn, by the
        #: state's ``claim_key``, for the same reason.
        self._claims: dict[Hashable, Action | None] = {}
        # A heuristic may also decide from a light per-seat view that the state builds without
        # an observation (``choose_view``/``claim_view`` with the state's ``seat_view``; Mose).
        # The view holds only what the seat's observation shows (the game's tests check it), so
        # the bot still cannot peek; it just costs a fraction of an observation.
        self._choose_view: _ViewChoice | None = getattr(heuristic, "choose_view", None)
        self._claim_view: _ViewClaim | None = getattr(heuristic, "claim_view", None)
        # With ``quick`` (a search's playouts) the moves of :meth:`move` follow the heuristic's
        # cheaper variant where it has one (``rollout_view``: Mose's draw); without it they are
        # the heuristic's own (benchmarks judging moves by heuristic play need those).
        self._rollout_view: _ViewChoice | None = (
            getattr(heuristic, "rollout_view", None) if quick else None
        )

    # --- moves -----------------------------------------------------------------------------------

    def move(self, state: GameState, seat: Seat, rng: random.Random) -> Action:
        """The move ``seat`` makes in the sampled game (heuristic, now and then random)."""
        draws = state.draw_actions(seat) if self._draw_step else None  # type: ignore[attr-defined]
        if draws is not None and len(draws) > 1:
            # Mose's draw step: the full list is longer still (plays may follow the draws), and
            # the heuristic weighs only the draws, so the plays are listed only for a random
            # move. The same random numbers are drawn as below: the same choices.
            if rng.random() < self.share:
                return self._choose(state, seat, draws, rng, True)
            legal = state.legal_actions(seat)
            return legal[rng.randrange(len(legal))]
        key = state.play_key(seat) if self._remembers else None  # type: ignore[attr-defined]
        if key is not None:
            known = self._plays.get(key)
            if known is not None:
                # The same random numbers are drawn as below: the same choices.
                count, choice = known
                if count == 1 or rng.random() < self.share:
                    return choice
                legal = state.legal_actions(seat)
                return legal[rng.randrange(len(legal))]
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            if key is not None:
                self._remember(key, 1, legal[0])
            return legal[0]
        if rng.random() < self.share:
            choice = self._choose(state, seat, legal, rng, True)
            if key is not None:
                self._remember(key, len(legal), choice)
            return choice
        return legal[rng.randrange(len(legal))]

    def _remember(self, key: Hashable, count: int, choice: Action) -> None:
        if len(self._plays) >= _PLAYS_LIMIT:
            self._plays.clear()
        self._plays[key] = (count, choice)

    def _choose(
        self,
        state: GameState,
        seat: Seat,
        legal: Sequence[Action],
        rng: random.Random,
        rollout: bool = False,
    ) -> Action:
        seat_view = getattr(state, "seat_view", None)
        if self._choose_view is not None and seat_view is not None:
            choose = self._rollout_view if rollout and self._rollout_view else self._choose_view
            return choose(seat_view(seat), legal, rng)
        return self.heuristic.choose(state.observation(seat), tuple(legal), rng)

    def _claim(
        self, state: GameState, seat: Seat, legal: Sequence[Action], rng: random.Random
    ) -> Action | None:
        seat_view = getattr(state, "seat_view", None)
        if self._claim_view is not None and seat_view is not None:
            return self._claim_view(seat_view(seat), legal, rng)
        return self.heuristic.claim(state.observation(seat), tuple(legal), rng)

    def candidates(
        self,
        actions: Sequence[Action | None],
        favourite: Action | None,
        observation: Observation | None = None,
        top: int = 0,
    ) -> list[Action | None]:
        """The root moves worth comparing: the heuristic's first, one of each shape of cards.

        With ``top`` (and an observation) only that many are kept, in the order the heuristic
        ranks them where it can (a ``rank`` method), else in the listed order."""
        rank = getattr(self.heuristic, "rank", None)
        if top > 0 and observation is not None and rank is not None:
            ordered: list[Action | None] = rank(observation, actions, favourite)
        else:
            ordered = list(actions)
            if favourite in ordered:
                ordered.remove(favourite)
                ordered.insert(0, favourite)
        shaped = self.rules.shaped
        if shaped:
            seen: set[Hashable] = set()
            out: list[Action | None] = []
            for action in ordered:
                if action is not None and type(action).__name__ in shaped:
                    key = (
                        type(action),
                        tuple(sorted(c.code for c in action.cards)),
                        action.target,
                    )
                    if key in seen:
                        continue
                    seen.add(key)
                out.append(action)
            ordered = out
        return ordered[:top] if top > 0 else ordered

    # --- claims ----------------------------------------------------------------------------------

    def wants_claims(self, state: GameState, action: Action | None, began: bool) -> bool:
        """Whether out-of-turn plays may have opened up after ``action``."""
        if not self.claims_on or action is None or state.current_player < 0:
            return False
        return self.rules.opens_claims(action) or (not began and _began(state))

    def claim_round(
        self,
        state: GameState,
        after: Seat,
        rng: random.Random,
    ) -> None:
        """Offer every other seat its out-of-turn plays, in claim order after ``after``."""
        n = state.num_players
        start = after if after >= 0 else n - 1
        order = [(start + k) % n for k in range(1, n + 1)]
        i = 0
        guard = 0
        while i < len(order) and guard < 4 * n:
            seat = order[i]
            i += 1
            if state.current_player < 0:
                return
            if seat == state.current_player:
                continue
            key = state.claim_key(seat) if self._remembers else None  # type: ignore[attr-defined]
            action = self._claims.get(key, _UNKNOWN) if key is not None else _UNKNOWN
            if action is _UNKNOWN:
                legal = state.legal_actions(seat)
                action = self._claim(state, seat, legal, rng) if legal else None
                if key is not None:
                    if len(self._claims) >= _PLAYS_LIMIT:
                        self._claims.clear()
                    self._claims[key] = action
            if action is None:
                continue
            assert isinstance(action, Action)
            state.apply_silently(action, seat)
            guard += 1
            order = [(seat + k) % n for k in range(1, n + 1)]
            i = 0

    # --- stopping --------------------------------------------------------------------------------

    def boundary(self, state: GameState) -> bool:
        """Whether a chance step due now ends the sample (a new deal)."""
        if state.current_player != CHANCE:
            return False
        return self.rules.boundary(state)


def began_flag(state: GameState) -> bool:
    """Whether the round has begun (the first draw happened, Mose); True for games that do not
    say."""
    return _began(state)


def _began(state: GameState) -> bool:
    return bool(getattr(state, "began", True))
