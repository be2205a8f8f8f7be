"""What a saved game shows before it is opened: game, players, progress and public scores.

Built from the spectator's view only (public values and the score sheet), so a preview never
names a card in anyone's hand. Stored in the save file beside the match so the list of saves can
be shown without replaying every game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from cardtable.i18n import N_, _
from cardtable.session.dealcode import deal_code
from cardtable.session.history import round_of
from cardtable.session.match import Match
from cardtable.session.scoresheet import SheetInput, build_sheet

_ROUND_WORDS = {
    "moosehead": (N_("Hand {number}"), N_("Hand {number} of {total}")),
    "moco": (N_("Game {number}"), N_("Game {number} of {total}")),
}
_ROUNDS: Final = (N_("Round {number}"), N_("Round {number} of {total}"))


@dataclass(frozen=True, slots=True)
class Preview:
    game: str
    title: str
    names: tuple[str, ...]
    humans: int
    progress: str
    standings: str
    over: bool
    deal: str
    moves: int

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "title": self.title,
            "names": list(self.names),
            "humans": self.humans,
            "progress": self.progress,
            "standings": self.standings,
            "over": self.over,
            "deal": self.deal,
            "moves": self.moves,
        }

    @classmethod
    def from_json(cls, data: Any) -> Preview | None:
        """A preview read back from a save, or None if it is missing or not readable."""
        if not isinstance(data, dict):
            return None
        try:
            return cls(
                game=str(data["game"]),
                title=str(data["title"]),
                names=tuple(str(n) for n in data["names"]),
                humans=int(data["humans"]),
                progress=str(data["progress"]),
                standings=str(data["standings"]),
                over=bool(data["over"]),
                deal=str(data["deal"]),
                moves=int(data["moves"]),
            )
        except (KeyError, TypeError, ValueError):
            return None

    def describe(self) -> str:
        """One line for a list of saves."""
        who = ", ".join(self.names)
        return f"{self.title} · {self.progress} · {who}"


def progress_text(game: str, values: dict[str, Any], over: bool) -> str:
    """ "Round 4 of 13", "Hand 3", "Game 2 of 4"... from public values."""
    if over:
        return _("finished")
    number = round_of(values)
    if number is None or number <= 0:
        return _("just dealt")
    one, of_total = _ROUND_WORDS.get(game, _ROUNDS)
    of = values.get("rounds") or values.get("games_in_match")
    if isinstance(of, int) and of > 1:
        return _(of_total).format(number=number, total=of)
    return _(one).format(number=number)


def preview_of(match: Match) -> Preview:
    """The preview of ``match`` as it stands (spectator's view only)."""
    state = match.state
    values = state.public_values(None)
    over = match.is_over()
    sheet = build_sheet(
        SheetInput(
            info=match.info,
            values=values,
            names=tuple(match.names),
            scores=tuple(state.scores()),
            options=match.options,
            teams=match.info.teams(match.num_players),
            over=over,
        )
    )
    standings = ", ".join(
        f"{sheet.columns[c]} {sheet.total_texts[c]}" for c in range(len(sheet.columns))
    )
    code = deal_code(match.seed) if 0 <= match.seed < 2**31 else str(match.seed)
    return Preview(
        game=match.info.id,
        title=match.info.title,
        names=tuple(match.names),
        humans=sum(1 for s in match.seats if not s.is_bot),
        progress=progress_text(match.info.id, values, over),
        standings=standings,
        over=over,
        deal=code,
        moves=len(match.log),
    )
