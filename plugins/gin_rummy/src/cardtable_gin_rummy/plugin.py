"""Gin Rummy as Card Table sees it: the one object the ``cardtable.games`` entry point names
(the contract is :mod:`cardtable.games.plugin`)."""

from __future__ import annotations

from pathlib import Path

from cardtable.engine.agent import Agent
from cardtable.engine.rules_help import GameRules
from cardtable.games.plugin import BotTuning, GamePlugin, RoundWords
from cardtable.i18n import N_
from cardtable_gin_rummy.state import INFO


def _heuristic() -> Agent:
    from cardtable_gin_rummy.heuristic import HeuristicAgent

    return HeuristicAgent()


def _rules() -> GameRules:
    from cardtable_gin_rummy.help import GIN_RUMMY

    return GIN_RUMMY


PLUGIN = GamePlugin(
    info=INFO,
    rules=_rules,
    heuristic=_heuristic,
    bots=BotTuning(levels={"normal": {"iterations": 300}}),
    round_words=RoundWords(N_("Hand {number}"), N_("Hand {number} of {total}")),
    order=60,
    # Its words are in its own catalogues (locale/, made by scripts/plugin-translations).
    domain="cardtable_gin_rummy",
    locale=Path(__file__).resolve().parent / "locale",
)
