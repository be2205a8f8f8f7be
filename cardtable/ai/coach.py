"""The coach: the move the strongest bot would make for a player, and why, in one line.

:func:`hint` is given what the player may know and nothing more (their observation and legal
moves, as a bot is), asks the ISMCTS bot for its move, and words a reason with the game's own
reason function (its plugin's ``coach_reason``: the points a Moosehead card makes, the penalty
a Mose play sheds, a Moxie hand's chance against the price of calling). It never sees a game
state, so a hint cannot reveal a hidden card.

Which level: a hint should come within about a second. Measured on a busy two-core machine,
``ismcts:hard`` ran to its 2.5-second ceiling in every game, while ``ismcts:normal`` answered
within half a second (0.1-0.45 s), so the coach plays every game at ``normal``'s budget
(a game's plugin names its coach's level, :attr:`BotTuning.coach_level
<cardtable.games.plugin.BotTuning.coach_level>`; change a game to ``hard`` there once it answers
fast enough). The same
``seed`` gives the same hint whenever the search ends on its iteration budget rather than its
time ceiling; on a loaded machine the ceiling can come first, so tests that compare hints pass
a fixed-budget bot (``bot="ismcts:test"``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from cardtable.ai.agent import make_agent
from cardtable.engine.actions import Action
from cardtable.engine.errors import CardTableError
from cardtable.engine.observation import Observation
from cardtable.games import registered
from cardtable.i18n import _


class NoHintError(CardTableError):
    """There is no move to suggest (it is not this player's turn, or the game is over)."""


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested move and a one-line reason in the game's terms."""

    action: Action
    reason: str
    #: The bot that chose the move ("ismcts:hard").
    bot: str

    @property
    def text(self) -> str:
        """ "Play 8♥: makes 15 for 2 points"."""
        return f"{self.action.label}: {self.reason}"


def coach_bot(game_id: str) -> str:
    """The bot the coach asks in ``game_id`` ("ismcts:normal")."""
    found = registered(game_id)
    return f"ismcts:{found.bots.coach_level if found is not None else 'normal'}"


def reason(game_id: str, obs: Observation, action: Action, rng: random.Random) -> str:
    """One line on why ``action`` is good for ``obs.viewer``, read from ``obs`` only."""
    found = registered(game_id)
    explain = found.coach_reason if found is not None else None
    return explain(obs, action, rng) if explain is not None else _("the strongest move here")


def hint(
    game_id: str,
    observation: Observation,
    legal_actions: Sequence[Action],
    seed: int = 0,
    bot: str | None = None,
) -> Hint:
    """The move ``bot`` (by default the coach's level for the game) would make for the player
    who sees ``observation``, with a reason. ``legal_actions`` are that player's legal moves;
    the same ``seed`` gives the same hint. Raises NoHintError when there is no move to make."""
    legal = list(legal_actions)
    if observation.viewer is None or not legal:
        raise NoHintError(_("there is no move to suggest: it is not this player's turn"))
    name = bot or coach_bot(game_id)
    agent = make_agent(name, game_id)
    rng = random.Random(f"coach:{game_id}:{seed}")
    action = agent.choose(observation, legal, rng)
    if action not in legal:  # a bot answering outside the list is a bug, never a hint
        raise NoHintError(
            _("the {name} bot suggested a move that is not legal here").format(name=name)
        )
    return Hint(action, reason(game_id, observation, action, rng), name)
