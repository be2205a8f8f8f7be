"""The registry of games: ``GAMES`` maps a game id to its :class:`GameInfo`."""

from __future__ import annotations

from cardtable.engine.errors import OptionError
from cardtable.engine.info import GameInfo
from cardtable.games import moco, moosehead, mor, mose, moxie
from cardtable.i18n import _

GAMES: dict[str, GameInfo] = {
    info.id: info for info in (moosehead.INFO, mose.INFO, moco.INFO, moxie.INFO, mor.INFO)
}


def find_game(game_id: str) -> GameInfo:
    """The game called ``game_id``; an unknown id raises OptionError listing the known ones."""
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(GAMES))
        raise OptionError(
            _("there is no game {game_id!r} (games: {known})").format(game_id=game_id, known=known)
        ) from None
