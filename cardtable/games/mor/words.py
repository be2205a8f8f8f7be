"""What Mor says in the move log: its messages, round results and score reasons, in the
language in force (:mod:`cardtable.i18n`). Seats are named "seat N" (the window puts names in)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from cardtable.engine.cards import RANK_NAMES, RANK_PLURALS, SUIT_NAMES, Card
from cardtable.games.mor.actions import shown, team_name
from cardtable.games.mor.melds import HIGH_ACE, is_set, run_suit
from cardtable.i18n import Name, _


def wrong_players(num_players: int) -> str:
    return _(
        "Mor is for four players in two partnerships or two playing one against one, not "
        "{num_players}"
    ).format(num_players=num_players)


def adds(cards: Sequence[Card], meld: Sequence[Card], at: Sequence[int]) -> str:
    """ "adds 7♥ to the Hearts run from Four to Six", "adds 9♣ and 2♦ to the set of Nines": the
    cards and the meld they went to, as it was before."""
    what = Name.listed([c.label for c in cards])
    if is_set(at):
        rank = at[0]
        return _("adds {cards} to the set of {rank}").format(
            cards=what, rank=_(RANK_PLURALS[1 if rank == HIGH_ACE else rank])
        )
    suit = run_suit(meld)
    if suit is None or not at:
        return _("adds {cards}").format(cards=what)
    # The run is named by its suit and its ends' ranks, not by cards: a wild may hold an end,
    # and the card it stands for may be in somebody's hand.
    return _("adds {cards} to the {suit} run from {low} to {high}").format(
        cards=what, suit=_(SUIT_NAMES[suit]), low=_rank(min(at)), high=_rank(max(at))
    )


def _rank(place: int) -> str:
    """The rank of a place in a run ("Ace" for either Ace)."""
    return _(RANK_NAMES[1 if place == HIGH_ACE else place])


def slides(label: str) -> str:
    return _("The {two} slides into its natural place").format(two=label)


def project(team: int, num_players: int, points: int) -> str:
    return _("{team_name} has a {points} project").format(
        team_name=team_name(team, num_players), points=shown(points)
    )


def round_over(number: int) -> str:
    return _("Round {round_no} is over").format(round_no=number)


def tie(target: int) -> str:
    return _("Both teams reach {points} with the same total: one more round").format(
        points=shown(target)
    )


def result(team: int, num_players: int, totals: Sequence[int]) -> str:
    return _("{team_name} wins {points} to {other}").format(
        team_name=team_name(team, num_players),
        points=shown(totals[team]),
        other=shown(totals[1 - team]),
    )


def score_reason(rows: Mapping[str, Sequence[int]], team: int) -> str:
    """ "melded 12.5, projects 10, hands -2" (and the closing bonus, the missing Mor)."""
    parts = [
        _("melded {points}").format(points=shown(rows["melded"][team])),
        _("projects {points}").format(points=shown(rows["projects"][team])),
        _("hands {points}").format(points=shown(rows["hands"][team])),
    ]
    if rows["closing"][team]:
        parts.append(_("closing {points}").format(points=shown(rows["closing"][team])))
    if rows["mor"][team]:
        parts.append(_("no Mor {points}").format(points=shown(rows["mor"][team])))
    return ", ".join(parts)
