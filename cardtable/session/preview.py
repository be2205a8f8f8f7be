"""What a saved game shows before it is opened: game, players, progress and public scores.

Built from the spectator's view only (public values and the score sheet), so a preview never
names a card in anyone's hand. Stored in the save file beside the match so the list of saves can
be shown without replaying every game.

The progress ("Round 4 of 13") is kept as its message and values and put into words when it is
shown (:meth:`Preview.progress_text`), so a save made in German reads in English once the app
speaks English; the words at saving time are kept too, for saves from before and for older
versions of Card Table. The standings are names and numbers: Moco!'s are the chips in play
while a game is on (the totals count only finished games).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from cardtable.games import registered
from cardtable.games.plugin import RoundWords
from cardtable.i18n import N_, _
from cardtable.session.dealcode import deal_code
from cardtable.session.history import round_of
from cardtable.session.match import Match
from cardtable.session.scoresheet import SheetInput, build_sheet

_ROUNDS: Final = RoundWords(N_("Round {number}"), N_("Round {number} of {total}"))
_FINISHED: Final = N_("finished")
_JUST_DEALT: Final = N_("just dealt")


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
    #: The progress as its message (English, as in the catalogue) and values; "" for a save
    #: from before, whose words at saving time (``progress``) are shown instead.
    progress_message: str = ""
    progress_values: tuple[tuple[str, int], ...] = ()

    def progress_text(self) -> str:
        """The progress in the language in force ("Round 4 of 13")."""
        if not self.progress_message:
            return self.progress
        try:
            return _(self.progress_message).format(**dict(self.progress_values))
        except (KeyError, IndexError, ValueError):
            return self.progress  # a message this version words differently

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
            "progress_message": self.progress_message,
            "progress_values": dict(self.progress_values),
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
                progress_message=str(data.get("progress_message", "")),
                progress_values=tuple(
                    (str(k), int(v)) for k, v in dict(data.get("progress_values", {})).items()
                ),
            )
        except (KeyError, TypeError, ValueError):
            return None

    def describe(self) -> str:
        """One line for a list of saves."""
        who = ", ".join(self.names)
        return f"{_(self.title)} · {self.progress_text()} · {who}"


def progress_message(
    game: str, values: Mapping[str, Any], over: bool
) -> tuple[str, dict[str, int]]:
    """The progress as a message of the catalogue and its values: ("Round {number} of {total}",
    {"number": 4, "total": 13}), from public values."""
    if over:
        return _FINISHED, {}
    number = round_of(dict(values))
    if number is None or number <= 0:
        return _JUST_DEALT, {}
    found = registered(game)
    words = (found.round_words if found is not None else None) or _ROUNDS
    one, of_total = words.one, words.of_total
    of = values.get("rounds") or values.get("games_in_match")
    if isinstance(of, int) and of > 1:
        return of_total, {"number": number, "total": of}
    return one, {"number": number}


def progress_text(game: str, values: dict[str, Any], over: bool) -> str:
    """ "Round 4 of 13", "Hand 3", "Game 2 of 4"... from public values."""
    message, args = progress_message(game, values, over)
    return _(message).format(**args)


def standing_texts(
    game: str, values: Mapping[str, Any], totals: Sequence[str], over: bool
) -> list[str]:
    """Each column's standing as shown beside its name: the sheet's totals, unless the game
    counts its standing otherwise while it is on (Moco!: finished games' totals plus the chips
    now, as the table shows them)."""
    found = registered(game)
    standings = found.standings if found is not None else None
    if standings is None:
        return list(totals)
    return standings(values, totals, over)


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
    texts = standing_texts(match.info.id, values, sheet.total_texts, over)
    standings = ", ".join(f"{sheet.columns[c]} {texts[c]}" for c in range(len(sheet.columns)))
    code = deal_code(match.seed) if 0 <= match.seed < 2**31 else str(match.seed)
    message, args = progress_message(match.info.id, values, over)
    return Preview(
        game=match.info.id,
        title=match.info.title,
        names=tuple(match.names),
        humans=sum(1 for s in match.seats if not s.is_bot),
        progress=_(message).format(**args),
        standings=standings,
        over=over,
        deal=code,
        moves=len(match.log),
        progress_message=message,
        progress_values=tuple(args.items()),
    )
