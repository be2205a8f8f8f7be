"""Which games, player counts and option sets the conformance suite runs over.

Every registered game is included automatically; a game may name the player counts and option
variants that matter most for it (the issue texts ask for specific counts).
"""

from __future__ import annotations

from typing import Any

from cardtable.games import GAMES

PLAYER_COUNTS: dict[str, tuple[int, ...]] = {
    "moosehead": (2, 4, 8),
    "mose": (2, 4, 6, 7, 12),
    "moco": (2, 3, 4, 5),
    "mor": (2, 4),
    "moxie": (2, 6, 10),
}

OPTION_VARIANTS: dict[str, tuple[dict[str, Any], ...]] = {
    "moosehead": ({}, {"deck": "numbers_only"}),
    "moco": ({}, {"match": False, "ace_only_pile": 1}),
    "mose": ({}, {"any_time_plays": "own_turn_only", "strict_table": True, "decks": "2"}),
    "moxie": ({}, {"limit": "fixed_limit", "tie_break": "house", "rounds": 10}),
    # A plugin (plugins/gin_rummy): run when installed and registered.
    "gin_rummy": ({}, {"oklahoma": True, "target": 50, "gin_bonus": 20}),
}


def cases() -> list[tuple[str, int, dict[str, Any]]]:
    out: list[tuple[str, int, dict[str, Any]]] = []
    for game_id, info in GAMES.items():
        counts = PLAYER_COUNTS.get(game_id, (info.player_counts[0], info.player_counts[-1]))
        variants = OPTION_VARIANTS.get(game_id, ({},))
        for n in counts:
            out.append((game_id, n, variants[0]))
        # Each other option set once, at the middle player count.
        for options in variants[1:]:
            out.append((game_id, counts[len(counts) // 2], options))
    return out


def case_id(case: tuple[str, int, dict[str, Any]]) -> str:
    game_id, n, options = case
    extra = "-".join(f"{k}={v}" for k, v in options.items())
    return f"{game_id}-{n}p" + (f"-{extra}" if extra else "")


CASES = cases()
CASE_IDS = [case_id(c) for c in CASES]
