"""What is legal in Mor: the turn, the discard-pile and last-card rules, and table gestures.

:class:`MorRules` holds the checks and the listing of legal actions;
:class:`cardtable.games.mor.state.MorState` adds dealing, applying actions, scoring and the
views. The rules themselves are described in :mod:`cardtable.games.mor.state`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card, card_from_code
from cardtable.engine.errors import IllegalActionError, NotYourTurnError
from cardtable.engine.state import CHANCE, TERMINAL, GameState
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
from cardtable.games.mor.view import SeatView
from cardtable.i18n import _

#: A team's melds as a value: (zone id, cards, places) each, in the order they were laid.
TeamMelds = tuple[tuple[str, tuple[Card, ...], tuple[int, ...]], ...]
#: What a listing depends on (see ``MorRules._signature``).
Signature = tuple[str, Seat, str, tuple[Card, ...], tuple[object, ...], TeamMelds]

#: The last listing of legal actions: (signature, actions). A listing depends only on the
#: values in its signature (see ``MorRules._signature``), so any state with the same values may
#: reuse it: asking again, or checking a move just taken from it (the same object), is free. It
#: lives here, not in the state, so it plays no part in copying, comparing or saving states.
_LAST: list[tuple[Signature, tuple[Action, ...]] | None] = [None]
_DRAW: Final = Draw()
#: Each team's meld zone ids in the order they are laid.
_MELD_IDS: Final = [[f"meld:{team}.{k}" for k in range(64)] for team in (0, 1)]
_TAKE: Final = TakePile()
#: Who sees cards move, by player count, source and target zone (see :meth:`MorRules.move`).
_SEEN: Final[dict[tuple[int, str, str], frozenset[Seat] | None]] = {}
_UNKNOWN: Final = frozenset({-99})


class MorRules(GameState):
    """The legality half of a Mor state (see :class:`cardtable.games.mor.state.MorState`)."""

    phase: str
    turn: Seat
    first_turn: bool
    mor: list[str]
    taken: list[str]
    pile_used: bool
    meld_at: dict[str, list[int]]
    meld_count: list[int]
    mor_seat: list[int]
    known: list[list[str]]

    # --- whose turn ------------------------------------------------------------------------------

    @property
    def current_player(self) -> Seat:
        if self.phase in ("draw", "play"):
            return self.turn
        if self.phase == "over":
            return TERMINAL
        return CHANCE

    def _hand(self, seat: Seat) -> list[Card]:
        return self.zones[f"hand:{seat}"]

    def _team_melds(self, team: int) -> list[str]:
        count = self.meld_count
        if len(self.meld_at) == count[0] + count[1] and count[team] < len(_MELD_IDS[team]):
            # Melds are numbered per team as they are laid, so these are the team's, in order.
            return _MELD_IDS[team][: count[team]]
        prefix = f"meld:{team}."
        return [z for z in self.meld_at if z.startswith(prefix)]

    def _pending(self) -> frozenset[str]:
        """Codes of taken cards when one of them must still be used this turn, else empty."""
        if self.taken and not self.pile_used:
            return frozenset(self.taken)
        return frozenset()

    def _projects(self, team: int, changed: str | None, result: Layout | None) -> list[int]:
        """The team's project values, with meld ``changed`` (None: a new meld) set to ``result``."""
        values = []
        for zid in self._team_melds(team):
            if zid == changed and result is not None:
                values.append(mm.project_value(*result))
            else:
                values.append(mm.project_value(self.zones[zid], self.meld_at[zid]))
        if changed is None and result is not None:
            values.append(mm.project_value(*result))
        return values

    def closing_problem(self, team: int) -> str | None:
        """Why ``team`` may not close now, or None if it may."""
        return mm.closing_problem(self.mor[team] == MOR_TAKEN, self._projects(team, None, None))

    def seat_view(self, seat: Seat) -> SeatView:
        """What ``seat`` knows, as its bot reads it: the view :func:`~.view.view_of` reads from
        the seat's observation (a test checks they are equal), without building one. Only the
        seat's own hand, the discard pile, the melds and the team's public values are read."""
        team = team_of(seat)
        zones = self.zones
        meld_at = self.meld_at
        melds: dict[str, Layout] = {
            zid: (tuple(zones[zid]), tuple(meld_at[zid])) for zid in self._team_melds(team)
        }
        theirs: list[Layout] = [
            (tuple(zones[zid]), tuple(meld_at[zid])) for zid in self._team_melds(1 - team)
        ]
        return SeatView(
            seat,
            list(zones[f"hand:{seat}"]),
            list(zones["discard"]),
            self.mor[team],
            melds,
            theirs,
        )

    def move_visibility(self, source: str, target: str) -> frozenset[Seat] | None:
        """Remembered per pair of zones (who sees a zone never changes in Mor)."""
        key = (self.num_players, source, target)
        seen = _SEEN.get(key, _UNKNOWN)
        if seen is _UNKNOWN:
            seen = super().move_visibility(source, target)
            if len(_SEEN) < 4096:
                _SEEN[key] = seen
        return seen

    # --- legality --------------------------------------------------------------------------------

    def _play_problem(
        self,
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
        if left <= 1 and self.mor[team] != MOR_PILE:
            why = mm.closing_problem(
                self.mor[team] == MOR_TAKEN, self._projects(team, changed, result)
            )
            if why is not None:
                if left == 0:
                    return _("you may not play your last card: {why}").format(why=why)
                return _(
                    "that would leave you one card you could not discard ({why}); keep a card "
                    "to discard"
                ).format(why=why)
        return None

    def _discard_problem(self, seat: Seat) -> str | None:
        pending = self._pending()
        if pending:
            names = ", ".join(card_from_code(c).label for c in sorted(pending))
            return _(
                "you took the discard pile: meld or add at least one of the cards you took "
                "({names}) before you discard"
            ).format(names=names)
        team = team_of(seat)
        if len(self._hand(seat)) == 1 and self.mor[team] != MOR_PILE:
            why = self.closing_problem(team)
            if why is not None:
                return _("you may not discard your last card: {why}").format(why=why)
        return None

    def _hand_problem(self, seat: Seat, cards: Sequence[Card]) -> str | None:
        hand = self._hand(seat)
        if not cards:
            return _("name at least one card")
        if len(set(cards)) != len(cards):
            return _("the same card is named twice")
        for card in cards:
            if card not in hand:
                return _("the {card} is not in your hand").format(card=card.label)
        return None

    def _problem(self, action: Action, seat: Seat) -> IllegalActionError | None:
        if self.phase not in ("draw", "play"):
            return IllegalActionError(_("nobody may play now"))
        if seat != self.turn:
            return NotYourTurnError(
                _("it is not seat {seat}'s turn (seat {turn} plays)").format(
                    seat=seat + 1, turn=self.turn + 1
                )
            )
        if isinstance(action, Draw | TakePile):
            return self._draw_problem(action, seat)
        if self.phase == "draw":
            return IllegalActionError(
                _("first draw a card from the stock or take the discard pile")
            )
        why: str | None
        if isinstance(action, Meld):
            why = self._hand_problem(seat, action.cards) or mm.problem(action.cards, action.at)
            if why is None:
                result = mm.settle(action.cards, action.at)
                why = self._play_problem(
                    seat, action.cards, None, result, len(self._hand(seat)), self._pending()
                )
        elif isinstance(action, Add):
            why = self._add_problem(action, seat)
        elif isinstance(action, Discard):
            why = self._hand_problem(seat, (action.card,)) or self._discard_problem(seat)
        else:
            why = f"{action.notation!r} is not a Mor move"
        return IllegalActionError(why) if why else None

    def _may_discard(self, seat: Seat, pending: frozenset[str]) -> bool:
        """:meth:`_discard_problem` as a yes or no for the seat on turn (``pending`` as
        :meth:`_pending` gives it), without putting the reason into words."""
        if pending:
            return False
        team = team_of(seat)
        if len(self._hand(seat)) == 1 and self.mor[team] != MOR_PILE:
            return self.closing_problem(team) is None
        return True

    def _may_take(self, seat: Seat) -> bool:
        """Whether the seat on turn may take the discard pile in the draw phase: what
        :meth:`_draw_problem` answers, without putting the reason into words."""
        return (
            bool(self.zones["discard"])
            and bool(self._team_melds(team_of(seat)))
            and self._pile_usable(seat)
        )

    def _draw_problem(self, action: Draw | TakePile, seat: Seat) -> IllegalActionError | None:
        if self.phase == "play":
            if self.first_turn:
                return IllegalActionError(
                    _("the opener starts with 12 cards and does not draw: meld, then discard")
                )
            return IllegalActionError(_("you have already drawn this turn"))
        if isinstance(action, Draw):
            return None if self.zones["stock"] else IllegalActionError(_("the stock is empty"))
        if not self.zones["discard"]:
            return IllegalActionError(_("the discard pile is empty"))
        if not self._team_melds(team_of(seat)):
            return IllegalActionError(
                _(
                    "your team has no meld on the table yet: the discard pile may be taken "
                    "only once your team has melded"
                )
            )
        if not self._pile_usable(seat):
            return IllegalActionError(
                _(
                    "none of the cards in the discard pile could be melded or added to your "
                    "team's melds this turn, so you may not take it"
                )
            )
        return None

    def _add_problem(self, action: Add, seat: Seat) -> str | None:
        at = self.meld_at.get(action.meld)
        if at is None:
            return _("there is no meld {meld!r} on the table").format(meld=action.meld)
        if not action.meld.startswith(f"meld:{team_of(seat)}."):
            return _("that meld belongs to the other team: add only to your own team's melds")
        why = self._hand_problem(seat, action.cards)
        if why is not None:
            return why
        result = mm.add_result(self.zones[action.meld], at, action.cards, action.at)
        if isinstance(result, str):
            return result
        return self._play_problem(
            seat, action.cards, action.meld, result, len(self._hand(seat)), self._pending()
        )

    def _pile_usable(self, seat: Seat) -> bool:
        """Whether, after taking the discard pile, some meld or addition could use a taken card."""
        pile = self.zones["discard"]
        hand = [*self._hand(seat), *pile]  # the hand as it would be after taking the pile
        size = len(hand)
        team = team_of(seat)
        melds = self._team_melds(team)
        if size > 2 and self._pile_card_extends(pile, melds):
            return True
        shapes = plays.meld_shapes((self.zones[z], self.meld_at[z]) for z in melds)
        if not plays.could_use_taken(pile, hand, *shapes):
            return False
        closing = self.mor[team] != MOR_PILE  # the last-card rules may apply
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
            melded, at = self.zones[zid], self.meld_at[zid]
            if not any_wild and (
                at[0] not in ranks if mm.is_set(at) else mm.run_suit(melded) not in suits
            ):
                continue
            for cards, _where, result in plays.adds_of(melded, at, index):
                if not any((get(id(c)) or learn(c))[3] in taken for c in cards):
                    continue
                if not closing or size - len(cards) > 1:
                    return True
                if self._play_problem(seat, cards, zid, result, size, pending) is None:
                    return True
        for part in plays.meld_parts(index):
            for layout in part:
                if not closing or size - len(layout[0]) > 1:
                    return True
                if self._play_problem(seat, layout[0], None, layout, size, pending) is None:
                    return True
        return False

    def _pile_card_extends(self, pile: Sequence[Card], melds: Sequence[str]) -> bool:
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
            at = self.meld_at[zid]
            if mm.is_set(at):
                if ("", at[0]) in wanted:
                    return True
                continue
            run = mm.run_suit(self.zones[zid])
            if run and ((run, min(at) - 1) in wanted or (run, max(at) + 1) in wanted):
                return True
        return False

    def check(self, action: Action, seat: Seat | None = None) -> None:
        seat = self.resolve_seat(seat)
        if action.chance or self.phase not in ("draw", "play"):
            super().check(action, seat)
            return
        if seat == self.turn:
            # A move just taken from the listing need not be checked again.
            memo = _LAST[0]
            if (
                memo is not None
                and any(a is action for a in memo[1])
                and memo[0] == self._signature()
            ):
                return
        found = self._problem(action, seat)
        if found is not None:
            raise found

    def explain_illegal(self, action: Action, seat: Seat) -> IllegalActionError:
        return self._problem(action, seat) or IllegalActionError(
            _("{action!r} is not allowed now").format(action=action.notation)
        )

    def legal_actions(self, seat: Seat | None = None) -> list[Action]:
        if self.phase not in ("draw", "play"):
            return []
        if seat is not None and seat != self.turn:
            return []
        signature = self._signature()
        memo = _LAST[0]
        if memo is not None and memo[0] == signature:
            return list(memo[1])
        found = self._listing(signature[-1])
        _LAST[0] = (signature, tuple(found))
        return found

    def _signature(self) -> Signature:
        """Everything the legal actions of the seat on turn depend on, by value (the team's
        melds last, as the listing reads them)."""
        seat = self.turn
        team = team_of(seat)
        melds = tuple(
            (zid, tuple(self.zones[zid]), tuple(self.meld_at[zid]))
            for zid in self._team_melds(team)
        )
        if self.phase == "draw":
            now: tuple[object, ...] = (bool(self.zones["stock"]), tuple(self.zones["discard"]))
        else:
            now = (self.pile_used, tuple(self.taken))
        return (self.phase, seat, self.mor[team], tuple(self._hand(seat)), now, melds)

    def _listing(self, melds: TeamMelds) -> list[Action]:
        """The legal actions; ``melds`` are the team's melds as the signature holds them."""
        seat = self.turn
        if self.phase == "draw":
            out: list[Action] = [_DRAW] if self.zones["stock"] else []
            if self._may_take(seat):
                out.append(_TAKE)
            return out
        return self._plays(seat, melds)

    def _plays(self, seat: Seat, melds: TeamMelds) -> list[Action]:
        hand = self._hand(seat)
        pending = self._pending()
        # While a taken card must be used, only plays holding one are listed (the same search
        # that allowed taking the pile, so one is always there).
        wanted = [c for c in hand if c.code in pending] if pending else []
        size = len(hand)
        out: list[Action] = []
        index: plays.HandIndex | None = None
        if not pending or wanted:
            team = team_of(seat)
            closing = self.mor[team] != MOR_PILE  # the last-card rules may apply
            index = plays.HandIndex(hand, wanted)
            for part in plays.meld_parts(index):
                listed = listing.meld_actions(part)
                if not closing or size - listed.longest > 1:
                    out.extend(listed.actions)
                    continue
                for action, n, result in zip(
                    listed.actions, listed.sizes, listed.results, strict=True
                ):
                    if (
                        size - n > 1
                        or self._play_problem(seat, result[0], None, result, size, pending) is None
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
                        or self._play_problem(seat, cards, zid, result, size, pending) is None
                    ):
                        out.append(action)
        if self._may_discard(seat, pending):
            faces = index.first_by_face() if index is not None else plays.first_by_face(hand)
            out.extend(listing.discards(faces))
        return out

    # --- gestures --------------------------------------------------------------------------------

    def action_target(self, action: Action, seat: Seat) -> str:
        if isinstance(action, Meld):
            return f"newmeld:{team_of(seat)}"
        if isinstance(action, Draw | TakePile):
            return f"hand:{seat}"
        return action.target

    def find_action(
        self,
        cards: Sequence[Card],
        source: str,
        target: str,
        seat: Seat | None = None,
    ) -> list[Action]:
        """Drops: stock or discard pile onto the hand (draw, take the pile); hand cards onto the
        discard pile, onto the team's new-meld area or onto a team meld (one action per way the
        wilds could stand)."""
        seat = self.resolve_seat(seat)
        if seat < 0 or seat != self.turn or self.phase not in ("draw", "play"):
            return []
        hand_id = f"hand:{seat}"
        candidates: list[Action] = []
        if target == hand_id:
            if source == "stock":
                candidates = [Draw()]
            elif source == "discard":
                candidates = [TakePile()]
        elif source == hand_id and cards and len(set(cards)) == len(cards):
            hand = self._hand(seat)
            if any(c not in hand for c in cards):
                return []
            if target == "discard":
                candidates = [Discard(cards[0])] if len(cards) == 1 else []
            elif target == f"newmeld:{team_of(seat)}":
                candidates = [Meld(c, a) for c, a in mm.meld_layouts(cards)]
            elif target in self.meld_at:
                candidates = [
                    Add(target, c, a)
                    for c, a, _ in mm.add_placements(
                        self.zones[target], self.meld_at[target], cards
                    )
                ]
        return [a for a in candidates if self._problem(a, seat) is None]

    def explain_gesture(
        self,
        cards: Sequence[Card],
        source: str,
        target: str,
        seat: Seat | None = None,
    ) -> str:
        """Why a drop is refused, in Mor's own words."""
        seat = self.resolve_seat(seat)
        if seat < 0 or self.phase not in ("draw", "play"):
            return super().explain_gesture(cards, source, target, seat)
        if seat != self.turn:
            return _("it is not seat {seat}'s turn (seat {turn} plays)").format(
                seat=seat + 1, turn=self.turn + 1
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
                return _(
                    "that belongs to the other team: meld and add only on your own team's side"
                )
            if self.phase == "draw":
                return _("first draw a card from the stock or take the discard pile")
            found = self.find_action(cards, source, target, seat)
            if found:
                return _("that move is allowed")
            if target.startswith("newmeld:"):
                layouts = mm.meld_layouts(cards)
                if not layouts:
                    return mm.why_not_meld(cards)
                action = Meld(*layouts[0])
            elif target in self.meld_at:
                melded, at = self.zones[target], self.meld_at[target]
                placements = mm.add_placements(melded, at, cards)
                if not placements:
                    return mm.why_not_add(melded, at, cards)
                action = Add(target, placements[0][0], placements[0][1])
        if action is None:
            return (
                _("those cards cannot go there")
                if len(cards) > 1
                else _("that card cannot go there")
            )
        problem = self._problem(action, seat)
        return str(problem) if problem is not None else _("that move is allowed")
