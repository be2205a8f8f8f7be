"""What is legal in Mor: the turn, the discard-pile and last-card rules, and table gestures.

The checks, the listing of legal actions and the reading of drops, as functions of a position
(:class:`~cardtable.games.mor.position.MorTable`, what they read of it). The state
(:class:`cardtable.games.mor.state.MorState`) asks them for its ``legal_actions``, ``check``,
``find_action`` and the like; it deals, applies actions, scores and makes the views. The rules
themselves are described in :mod:`cardtable.games.mor.state`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card, card_from_code
from cardtable.engine.errors import IllegalActionError, NotYourTurnError
from cardtable.engine.zones import Seat
from cardtable.games.mor import listing, plays
from cardtable.games.mor import melds as mm
from cardtable.games.mor.actions import (
    MOR_PILE,
    MOR_TAKEN,
    Add,
    Discard,
    Draw,
    Meld,
    TakePile,
    team_of,
)
from cardtable.games.mor.hands import BY_ID, NATURAL, learn
from cardtable.games.mor.melds import Layout
from cardtable.games.mor.position import MorTable
from cardtable.i18n import _

#: A team's melds as a value: (zone id, cards, places) each, in the order they were laid.
TeamMelds = tuple[tuple[str, tuple[Card, ...], tuple[int, ...]], ...]
#: What a listing depends on (see :func:`_signature`).
Signature = tuple[str, Seat, str, tuple[Card, ...], tuple[object, ...], TeamMelds]

#: The last listing of legal actions: (signature, actions). A listing depends only on the
#: values in its signature (see :func:`_signature`), so any state with the same values may
#: reuse it: asking again, or checking a move just taken from it (the same object), is free. It
#: lives here, not in the state, so it plays no part in copying, comparing or saving states.
_LAST: list[tuple[Signature, tuple[Action, ...]] | None] = [None]
_DRAW: Final = Draw()
#: Each team's meld zone ids in the order they are laid.
_MELD_IDS: Final = [[f"meld:{team}.{k}" for k in range(64)] for team in (0, 1)]
_TAKE: Final = TakePile()


def hand_of(state: MorTable, seat: Seat) -> list[Card]:
    return state.zones[f"hand:{seat}"]


def team_melds(state: MorTable, team: int) -> list[str]:
    count = state.meld_count
    if len(state.meld_at) == count[0] + count[1] and count[team] < len(_MELD_IDS[team]):
        # Melds are numbered per team as they are laid, so these are the team's, in order.
        return _MELD_IDS[team][: count[team]]
    prefix = f"meld:{team}."
    return [z for z in state.meld_at if z.startswith(prefix)]


def _pending(state: MorTable) -> frozenset[str]:
    """Codes of taken cards when one of them must still be used this turn, else empty."""
    if state.taken and not state.pile_used:
        return frozenset(state.taken)
    return frozenset()


def projects(state: MorTable, team: int, changed: str | None, result: Layout | None) -> list[int]:
    """The team's project values, with meld ``changed`` (None: a new meld) set to ``result``."""
    values = []
    for zid in team_melds(state, team):
        if zid == changed and result is not None:
            values.append(mm.project_value(*result))
        else:
            values.append(mm.project_value(state.zones[zid], state.meld_at[zid]))
    if changed is None and result is not None:
        values.append(mm.project_value(*result))
    return values


def closing_problem(state: MorTable, team: int) -> str | None:
    """Why ``team`` may not close now, or None if it may."""
    return mm.closing_problem(state.mor[team] == MOR_TAKEN, projects(state, team, None, None))


# --- legality -------------------------------------------------------------------------------------


def _play_problem(
    state: MorTable,
    seat: Seat,
    cards: Sequence[Card],
    changed: str | None,
    result: Layout,
    hand_size: int,
    pending: frozenset[str],
) -> str | None:
    """The turn rules a meld or addition must keep (its meld is already known to be valid)."""
    if pending and not any(c.code in pending for c in cards):
        names = ", ".join(card_from_code(c).label for c in sorted(pending))
        return _(
            "you took the discard pile: your first meld or addition this turn must use "
            "one of the cards you took ({names})"
        ).format(names=names)
    left = hand_size - len(cards)
    team = team_of(seat)
    if left <= 1 and state.mor[team] != MOR_PILE:
        why = mm.closing_problem(
            state.mor[team] == MOR_TAKEN, projects(state, team, changed, result)
        )
        if why is not None:
            if left == 0:
                return _("you may not play your last card: {why}").format(why=why)
            return _(
                "that would leave you one card you could not discard ({why}); keep a card "
                "to discard"
            ).format(why=why)
    return None


def _discard_problem(state: MorTable, seat: Seat) -> str | None:
    pending = _pending(state)
    if pending:
        names = ", ".join(card_from_code(c).label for c in sorted(pending))
        return _(
            "you took the discard pile: meld or add at least one of the cards you took "
            "({names}) before you discard"
        ).format(names=names)
    team = team_of(seat)
    if len(hand_of(state, seat)) == 1 and state.mor[team] != MOR_PILE:
        why = closing_problem(state, team)
        if why is not None:
            return _("you may not discard your last card: {why}").format(why=why)
    return None


def _hand_problem(state: MorTable, seat: Seat, cards: Sequence[Card]) -> str | None:
    hand = hand_of(state, seat)
    if not cards:
        return _("name at least one card")
    if len(set(cards)) != len(cards):
        return _("the same card is named twice")
    for card in cards:
        if card not in hand:
            return _("the {card} is not in your hand").format(card=card.label)
    return None


def problem(state: MorTable, action: Action, seat: Seat) -> IllegalActionError | None:
    if state.phase not in ("draw", "play"):
        return IllegalActionError(_("nobody may play now"))
    if seat != state.turn:
        return NotYourTurnError(
            _("it is not seat {seat}'s turn (seat {turn} plays)").format(
                seat=seat + 1, turn=state.turn + 1
            )
        )
    if isinstance(action, Draw | TakePile):
        return _draw_problem(state, action, seat)
    if state.phase == "draw":
        return IllegalActionError(_("first draw a card from the stock or take the discard pile"))
    why: str | None
    if isinstance(action, Meld):
        why = _hand_problem(state, seat, action.cards) or mm.problem(action.cards, action.at)
        if why is None:
            result = mm.settle(action.cards, action.at)
            why = _play_problem(
                state, seat, action.cards, None, result, len(hand_of(state, seat)), _pending(state)
            )
    elif isinstance(action, Add):
        why = _add_problem(state, action, seat)
    elif isinstance(action, Discard):
        why = _hand_problem(state, seat, (action.card,)) or _discard_problem(state, seat)
    else:
        why = f"{action.notation!r} is not a Mor move"
    return IllegalActionError(why) if why else None


def _may_discard(state: MorTable, seat: Seat, pending: frozenset[str]) -> bool:
    """:meth:`_discard_problem` as a yes or no for the seat on turn (``pending`` as
    :meth:`_pending` gives it), without putting the reason into words."""
    if pending:
        return False
    team = team_of(seat)
    if len(hand_of(state, seat)) == 1 and state.mor[team] != MOR_PILE:
        return closing_problem(state, team) is None
    return True


def _may_take(state: MorTable, seat: Seat) -> bool:
    """Whether the seat on turn may take the discard pile in the draw phase: what
    :meth:`_draw_problem` answers, without putting the reason into words."""
    return (
        bool(state.zones["discard"])
        and bool(team_melds(state, team_of(seat)))
        and _pile_usable(state, seat)
    )


def _draw_problem(
    state: MorTable, action: Draw | TakePile, seat: Seat
) -> IllegalActionError | None:
    if state.phase == "play":
        if state.first_turn:
            return IllegalActionError(
                _("the opener starts with 12 cards and does not draw: meld, then discard")
            )
        return IllegalActionError(_("you have already drawn this turn"))
    if isinstance(action, Draw):
        return None if state.zones["stock"] else IllegalActionError(_("the stock is empty"))
    if not state.zones["discard"]:
        return IllegalActionError(_("the discard pile is empty"))
    if not team_melds(state, team_of(seat)):
        return IllegalActionError(
            _(
                "your team has no meld on the table yet: the discard pile may be taken "
                "only once your team has melded"
            )
        )
    if not _pile_usable(state, seat):
        return IllegalActionError(
            _(
                "none of the cards in the discard pile could be melded or added to your "
                "team's melds this turn, so you may not take it"
            )
        )
    return None


def _add_problem(state: MorTable, action: Add, seat: Seat) -> str | None:
    at = state.meld_at.get(action.meld)
    if at is None:
        return _("there is no meld {meld!r} on the table").format(meld=action.meld)
    if not action.meld.startswith(f"meld:{team_of(seat)}."):
        return _("that meld belongs to the other team: add only to your own team's melds")
    why = _hand_problem(state, seat, action.cards)
    if why is not None:
        return why
    result = mm.add_result(state.zones[action.meld], at, action.cards, action.at)
    if isinstance(result, str):
        return result
    return _play_problem(
        state, seat, action.cards, action.meld, result, len(hand_of(state, seat)), _pending(state)
    )


def _pile_usable(state: MorTable, seat: Seat) -> bool:
    """Whether, after taking the discard pile, some meld or addition could use a taken card."""
    pile = state.zones["discard"]
    hand = [*hand_of(state, seat), *pile]  # the hand as it would be after taking the pile
    size = len(hand)
    team = team_of(seat)
    melds = team_melds(state, team)
    if size > 2 and _pile_card_extends(state, pile, melds):
        return True
    shapes = plays.meld_shapes((state.zones[z], state.meld_at[z]) for z in melds)
    if not plays.could_use_taken(pile, hand, *shapes):
        return False
    closing = state.mor[team] != MOR_PILE  # the last-card rules may apply
    if (not closing or size > 4) and plays.melds_taken_surely(pile, hand):
        return True
    index = plays.HandIndex(hand, pile)
    taken = index.pref_orders
    get = BY_ID.get
    pending = frozenset(c.code for c in pile) if closing else frozenset()
    # Without a wild in the pile, only melds of a taken natural's suit or rank can use one.
    kinds = [get(id(c)) or learn(c) for c in pile]
    any_wild = any(f[0] != NATURAL for f in kinds)
    suits = {f[2] for f in kinds}
    ranks = {f[1] for f in kinds}
    for zid in melds:
        melded, at = state.zones[zid], state.meld_at[zid]
        if not any_wild and (
            at[0] not in ranks if mm.is_set(at) else mm.run_suit(melded) not in suits
        ):
            continue
        for cards, _where, result in plays.adds_of(melded, at, index):
            if not any((get(id(c)) or learn(c))[3] in taken for c in cards):
                continue
            if not closing or size - len(cards) > 1:
                return True
            if _play_problem(state, seat, cards, zid, result, size, pending) is None:
                return True
    for part in plays.meld_parts(index):
        for layout in part:
            if not closing or size - len(layout[0]) > 1:
                return True
            if _play_problem(state, seat, layout[0], None, layout, size, pending) is None:
                return True
    return False


def _pile_card_extends(state: MorTable, pile: Sequence[Card], melds: Sequence[str]) -> bool:
    """A quick yes: a natural card of the pile extends a team sequence at an end, or joins
    a team set. The search offers that card alone (a taken card is preferred to its twin)
    and a natural never breaks the wild limits, so it is a usable play when at least two
    cards stay in hand."""
    get = BY_ID.get
    wanted: set[tuple[str, int]] = set()
    for card in pile:
        kind, rank, suit, _ = get(id(card)) or learn(card)
        if kind == NATURAL:
            wanted.add((suit, rank))
            wanted.add(("", rank))
            if rank == 1:
                wanted.add((suit, 14))
    if not wanted:
        return False
    for zid in melds:
        at = state.meld_at[zid]
        if mm.is_set(at):
            if ("", at[0]) in wanted:
                return True
            continue
        run = mm.run_suit(state.zones[zid])
        if run and ((run, min(at) - 1) in wanted or (run, max(at) + 1) in wanted):
            return True
    return False


def check(state: MorTable, action: Action, seat: Seat) -> None:
    """Raise the reason ``seat`` may not make ``action`` (not a chance outcome) in the draw or
    play phase."""
    if seat == state.turn:
        # A move just taken from the listing need not be checked again.
        memo = _LAST[0]
        if memo is not None and any(a is action for a in memo[1]) and memo[0] == _signature(state):
            return
    found = problem(state, action, seat)
    if found is not None:
        raise found


def explain_illegal(state: MorTable, action: Action, seat: Seat) -> IllegalActionError:
    return problem(state, action, seat) or IllegalActionError(
        _("{action!r} is not allowed now").format(action=action.notation)
    )


def legal_actions(state: MorTable, seat: Seat | None = None) -> list[Action]:
    if state.phase not in ("draw", "play"):
        return []
    if seat is not None and seat != state.turn:
        return []
    signature = _signature(state)
    memo = _LAST[0]
    if memo is not None and memo[0] == signature:
        return list(memo[1])
    found = _listing(state, signature[-1])
    _LAST[0] = (signature, tuple(found))
    return found


def _signature(state: MorTable) -> Signature:
    """Everything the legal actions of the seat on turn depend on, by value (the team's
    melds last, as the listing reads them)."""
    seat = state.turn
    team = team_of(seat)
    melds = tuple(
        (zid, tuple(state.zones[zid]), tuple(state.meld_at[zid])) for zid in team_melds(state, team)
    )
    if state.phase == "draw":
        now: tuple[object, ...] = (bool(state.zones["stock"]), tuple(state.zones["discard"]))
    else:
        now = (state.pile_used, tuple(state.taken))
    return (state.phase, seat, state.mor[team], tuple(hand_of(state, seat)), now, melds)


def _listing(state: MorTable, melds: TeamMelds) -> list[Action]:
    """The legal actions; ``melds`` are the team's melds as the signature holds them."""
    seat = state.turn
    if state.phase == "draw":
        out: list[Action] = [_DRAW] if state.zones["stock"] else []
        if _may_take(state, seat):
            out.append(_TAKE)
        return out
    return _plays(state, seat, melds)


def _plays(state: MorTable, seat: Seat, melds: TeamMelds) -> list[Action]:
    hand = hand_of(state, seat)
    pending = _pending(state)
    # While a taken card must be used, only plays holding one are listed (the same search
    # that allowed taking the pile, so one is always there).
    wanted = [c for c in hand if c.code in pending] if pending else []
    size = len(hand)
    out: list[Action] = []
    index: plays.HandIndex | None = None
    if not pending or wanted:
        team = team_of(seat)
        closing = state.mor[team] != MOR_PILE  # the last-card rules may apply
        index = plays.HandIndex(hand, wanted)
        for part in plays.meld_parts(index):
            listed = listing.meld_actions(part)
            if not closing or size - listed.longest > 1:
                out.extend(listed.actions)
                continue
            for action, n, result in zip(listed.actions, listed.sizes, listed.results, strict=True):
                if (
                    size - n > 1
                    or _play_problem(state, seat, result[0], None, result, size, pending) is None
                ):
                    out.append(action)
        must = index.pref_orders
        get = BY_ID.get
        for zid, meld_cards, meld_at in melds:
            additions = plays.adds_of(meld_cards, meld_at, index)
            if not additions:
                continue
            listed = listing.add_actions(zid, additions)
            if not must and (not closing or size - listed.longest > 1):
                out.extend(listed.actions)
                continue
            for (cards, _, result), action in zip(additions, listed.actions, strict=True):
                if must and not any((get(id(c)) or learn(c))[3] in must for c in cards):
                    continue
                if (
                    not closing
                    or size - len(cards) > 1
                    or _play_problem(state, seat, cards, zid, result, size, pending) is None
                ):
                    out.append(action)
    if _may_discard(state, seat, pending):
        faces = index.first_by_face() if index is not None else plays.first_by_face(hand)
        out.extend(listing.discards(faces))
    return out


# --- gestures -------------------------------------------------------------------------------------


def action_target(action: Action, seat: Seat) -> str:
    if isinstance(action, Meld):
        return f"newmeld:{team_of(seat)}"
    if isinstance(action, Draw | TakePile):
        return f"hand:{seat}"
    return action.target


def find_action(
    state: MorTable,
    cards: Sequence[Card],
    source: str,
    target: str,
    seat: Seat,
) -> list[Action]:
    """Drops: stock or discard pile onto the hand (draw, take the pile); hand cards onto the
    discard pile, onto the team's new-meld area or onto a team meld (one action per way the
    wilds could stand)."""
    if seat < 0 or seat != state.turn or state.phase not in ("draw", "play"):
        return []
    hand_id = f"hand:{seat}"
    candidates: list[Action] = []
    if target == hand_id:
        if source == "stock":
            candidates = [Draw()]
        elif source == "discard":
            candidates = [TakePile()]
    elif source == hand_id and cards and len(set(cards)) == len(cards):
        hand = hand_of(state, seat)
        if any(c not in hand for c in cards):
            return []
        if target == "discard":
            candidates = [Discard(cards[0])] if len(cards) == 1 else []
        elif target == f"newmeld:{team_of(seat)}":
            candidates = [Meld(c, a) for c, a in mm.meld_layouts(cards)]
        elif target in state.meld_at:
            candidates = [
                Add(target, c, a)
                for c, a, _ in mm.add_placements(state.zones[target], state.meld_at[target], cards)
            ]
    return [a for a in candidates if problem(state, a, seat) is None]


def explain_gesture(
    state: MorTable,
    cards: Sequence[Card],
    source: str,
    target: str,
    seat: Seat,
) -> str:
    """Why a drop by ``seat`` (in the draw or play phase) is refused, in Mor's own words."""
    if seat != state.turn:
        return _("it is not seat {seat}'s turn (seat {turn} plays)").format(
            seat=seat + 1, turn=state.turn + 1
        )
    hand_id = f"hand:{seat}"
    action: Action | None = None
    if target == hand_id and source in ("stock", "discard"):
        action = Draw() if source == "stock" else TakePile()
    elif source != hand_id:
        return _("play cards from your own hand")
    elif target == "discard":
        if len(cards) != 1:
            return _("discard one card at a time")
        action = Discard(cards[0])
    elif target.startswith(("newmeld:", "meld:")):
        own = f"newmeld:{team_of(seat)}", f"meld:{team_of(seat)}."
        if not (target == own[0] or target.startswith(own[1])):
            return _("that belongs to the other team: meld and add only on your own team's side")
        if state.phase == "draw":
            return _("first draw a card from the stock or take the discard pile")
        found = find_action(state, cards, source, target, seat)
        if found:
            return _("that move is allowed")
        if target.startswith("newmeld:"):
            layouts = mm.meld_layouts(cards)
            if not layouts:
                return mm.why_not_meld(cards)
            action = Meld(*layouts[0])
        elif target in state.meld_at:
            melded, at = state.zones[target], state.meld_at[target]
            placements = mm.add_placements(melded, at, cards)
            if not placements:
                return mm.why_not_add(melded, at, cards)
            action = Add(target, placements[0][0], placements[0][1])
    if action is None:
        return (
            _("those cards cannot go there") if len(cards) > 1 else _("that card cannot go there")
        )
    why = problem(state, action, seat)
    return str(why) if why is not None else _("that move is allowed")
