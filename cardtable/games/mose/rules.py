"""Which Mose plays are legal now, with a reason when not, and what a drag and drop means.

The state (:class:`cardtable.games.mose.state.MoseState`) asks these functions for its
refusals and drops. They read a :class:`~cardtable.games.mose.table.MoseTable` (what the rules
may ask of a position) and never change it, so this module never needs the state class itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.errors import IllegalActionError, NotYourTurnError
from cardtable.engine.zones import Seat
from cardtable.games.mose.actions import (
    NEW_MELD,
    TO_HAND,
    AddToMeld,
    Declare,
    Discard,
    Draw,
    LayMeld,
    Restock,
    SwapWild,
    TakePile,
)
from cardtable.games.mose.moves import wild_spots
from cardtable.games.mose.table import MoseTable
from cardtable.games.shared import melds
from cardtable.games.shared.meld_words import wild_label
from cardtable.i18n import N_, _

#: Actions a seat may take on or off turn once the round has begun (with any-time plays).
TABLE_PLAYS = (LayMeld, AddToMeld, SwapWild, Declare)


#: The meld kinds as words in reasons ("a set", "a run").
MELD_KIND_WORDS: Final = (N_("set"), N_("run"))


def why_not(state: MoseTable, action: Action, seat: Seat) -> IllegalActionError | None:
    """Why ``seat`` may not take ``action`` now (None: it may)."""
    if state.phase == "over":
        return IllegalActionError(_("the game is over"))
    if state.phase != "play":
        return IllegalActionError(_("the cards must be dealt first"))
    if not 0 <= seat < state.num_players:
        return IllegalActionError(_("there is no seat {seat}").format(seat=seat + 1))
    if isinstance(action, Draw | TakePile | Restock | Discard):
        return _why_not_turn(state, action, seat)
    if isinstance(action, TABLE_PLAYS):
        if not state.may_play(seat):
            if not state.any_time and seat != state.turn:
                return NotYourTurnError(_("it is not seat {seat}'s turn").format(seat=seat + 1))
            if not state.began:
                return IllegalActionError(_("nothing can be laid before the round's first draw"))
            return IllegalActionError(_("draw first, then lay melds"))
        if isinstance(action, LayMeld):
            return _why_not_meld(state, action, seat)
        if isinstance(action, AddToMeld):
            return _why_not_add(state, action, seat)
        if isinstance(action, SwapWild):
            return _why_not_swap(state, action, seat)
        return _why_not_declare(state, action, seat)
    return IllegalActionError(_("{action!r} is not a Mose move").format(action=action.notation))


def _why_not_turn(state: MoseTable, action: Action, seat: Seat) -> IllegalActionError | None:
    if seat != state.turn:
        return NotYourTurnError(
            _("it is not seat {seat}'s turn: only they draw or discard").format(seat=seat + 1)
        )
    if isinstance(action, Discard):
        if state.step != "play":
            return IllegalActionError(_("draw a card (or take the pile) before discarding"))
        if action.card not in state.hand(seat):
            return IllegalActionError(
                _("{card} is not in your hand").format(card=action.card.label)
            )
        return None
    if state.step != "draw":
        return IllegalActionError(_("you have drawn already; discard to end your turn"))
    if isinstance(action, Draw):
        if not state.zones["stock"]:
            return IllegalActionError(_("the stock is empty: take the pile or shuffle it"))
        return None
    if isinstance(action, TakePile):
        if not state.zones["discard"]:
            return IllegalActionError(_("the discard pile is empty"))
        return None
    if state.zones["stock"]:
        return IllegalActionError(_("the stock is not empty yet"))
    if state.restocked or not state.zones["discard"]:
        return IllegalActionError(_("the discard pile cannot be made a new stock now"))
    return None


def _cards_in_hand(
    state: MoseTable, cards: Sequence[Card], seat: Seat
) -> IllegalActionError | None:
    if not cards:
        return IllegalActionError(_("no cards given"))
    if len(set(cards)) != len(cards):
        return IllegalActionError(_("a card is given twice"))
    hand = state.hand(seat)
    for card in cards:
        if card not in hand:
            return IllegalActionError(_("{card} is not in your hand").format(card=card.label))
    return None


def _meld_exists(state: MoseTable, k: int) -> IllegalActionError | None:
    if not 0 <= k < len(state.meld_kind):
        return IllegalActionError(_("there is no meld {meld} on the table").format(meld=k + 1))
    return None


def _why_not_meld(state: MoseTable, action: LayMeld, seat: Seat) -> IllegalActionError | None:
    if action.kind not in ("set", "run"):
        return IllegalActionError(
            _("a meld is a set or a run, not {kind!r}").format(kind=action.kind)
        )
    error = _cards_in_hand(state, action.group, seat)
    if error is not None:
        return error
    if len(action.group) < 3:
        return IllegalActionError(_("a meld needs at least 3 cards"))
    if melds.place(action.kind, action.group, state.rules) is None:
        names = " ".join(c.label for c in action.group)
        return IllegalActionError(
            _("{names} in this order is not a {kind}").format(names=names, kind=_(action.kind))
        )
    return None


def _why_not_add(state: MoseTable, action: AddToMeld, seat: Seat) -> IllegalActionError | None:
    error = _meld_exists(state, action.meld) or _cards_in_hand(state, action.cards, seat)
    if error is not None:
        return error
    meld = state.meld(action.meld)
    if melds.extend(meld, action.low, action.high, state.rules) is None:
        names = " ".join(c.label for c in action.cards)
        return IllegalActionError(
            _("{names} cannot be added there to the {kind}").format(
                names=names, kind=_(meld.kind.value)
            )
        )
    return None


def _why_not_swap(state: MoseTable, action: SwapWild, seat: Seat) -> IllegalActionError | None:
    error = _meld_exists(state, action.meld) or _cards_in_hand(state, (action.card,), seat)
    if error is not None:
        return error
    meld = state.meld(action.meld)
    if action.wild not in meld.cards:
        return IllegalActionError(
            _("{wild} is not in meld {meld}").format(wild=action.wild.label, meld=action.meld + 1)
        )
    index = meld.cards.index(action.wild)
    if index not in melds.swap_spots(meld, action.card, state.rules):
        stands = meld.placements[index]
        if not stands.wild:
            return IllegalActionError(
                _("{wild} is not a wild there").format(wild=action.wild.label)
            )
        return IllegalActionError(
            _("{wild} stands for {stands}, not {card}").format(
                wild=action.wild.label, stands=wild_label(meld, index), card=action.card.label
            )
        )
    if action.dest == TO_HAND:
        return None if not action.low else IllegalActionError(_("a hand has no low end"))
    error = _meld_exists(state, action.dest)
    if error is not None:
        return error
    swapped = melds.swap(meld, index, action.card)
    dest = swapped if action.dest == action.meld else state.meld(action.dest)
    low, high = ((action.wild,), ()) if action.low else ((), (action.wild,))
    if melds.extend(dest, low, high, state.rules) is None:
        return IllegalActionError(
            _("the wild cannot go there on meld {dest}").format(dest=action.dest + 1)
        )
    return None


def _why_not_declare(state: MoseTable, action: Declare, seat: Seat) -> IllegalActionError | None:
    if not state.strict:
        return IllegalActionError(_("declarations are only for the strict table option"))
    if action.meld != NEW_MELD:
        error = _meld_exists(state, action.meld)
        if error is not None:
            return error
    error = _cards_in_hand(state, action.group, seat)
    if error is not None:
        return error
    if _claim_is_true(state, action):
        return IllegalActionError(_("those cards do make that play: lay them normally"))
    return None


def _claim_is_true(state: MoseTable, action: Declare) -> bool:
    if action.meld == NEW_MELD:
        return bool(melds.interpretations(action.group, state.rules))
    return bool(melds.extensions(state.meld(action.meld), action.group, state.rules))


def gesture_actions(
    state: MoseTable, cards: Sequence[Card], source: str, target: str, seat: Seat
) -> list[Action]:
    """The legal actions a drop of ``cards`` from ``source`` onto ``target`` means for ``seat``."""
    if not 0 <= seat < state.num_players or state.phase != "play":
        return []
    hand_zone = f"hand:{seat}"
    found: list[Action] = []
    if source in ("stock", "discard") and target == hand_zone:
        found = [Draw() if source == "stock" else TakePile()]
    elif source == hand_zone and cards and all(c in state.hand(seat) for c in cards):
        found = _gesture_from_hand(state, list(cards), target, seat)
    return [a for a in found if state.is_legal(a, seat)]


def _gesture_from_hand(
    state: MoseTable, cards: list[Card], target: str, seat: Seat
) -> list[Action]:
    rules = state.rules
    if target == "discard":
        return [Discard(cards[0])] if len(cards) == 1 else []
    count = len(state.meld_kind)
    new = target in (f"newmeld:{seat}", "table", "meld:new", f"meld:{count}")
    if not new and not (target.startswith("meld:") and target[5:].isdigit()):
        return []
    found: list[Action] = []
    if new:
        found = [LayMeld(m.kind.value, m.cards) for m in melds.interpretations(cards, rules)]
        if not found and state.strict:
            found = [Declare(NEW_MELD, tuple(cards))]
        return found
    k = int(target[5:])
    if k >= count:
        return []
    meld = state.meld(k)
    found = [AddToMeld(k, e.low, e.high) for e in melds.extensions(meld, cards, rules)]
    if len(cards) == 1:
        spots = wild_spots(state.table())
        for index in melds.swap_spots(meld, cards[0], rules):
            wild = meld.cards[index]
            found.append(SwapWild(cards[0], k, wild, TO_HAND, False))
            found.extend(SwapWild(cards[0], k, wild, d, low) for d, low in spots)
    if not found and state.strict:
        found = [Declare(k, tuple(cards))]
    return found


def explain_gesture(
    state: MoseTable, cards: Sequence[Card], source: str, target: str, seat: Seat
) -> str:
    """Why a drop is not a move, in words (the table shows it when it refuses a drop).

    ``target`` "" asks why the cards cannot be played anywhere.
    """
    if state.phase == "over":
        return _("the game is over")
    if state.phase != "play":
        return _("the cards must be dealt first")
    if not 0 <= seat < state.num_players:
        return _("that is not a move")
    hand_zone = f"hand:{seat}"
    if source in ("stock", "discard"):
        if target != hand_zone:
            return _("drawn cards go into your hand")
        action: Action = Draw() if source == "stock" else TakePile()
        return str(why_not(state, action, seat) or "that move is not allowed now")
    if source != hand_zone:
        return _("only cards from your hand can be played")
    if not cards:
        return _("no cards were moved")
    if target == "discard":
        if len(cards) != 1:
            return _("discard one card at a time")
        return str(why_not(state, Discard(cards[0]), seat) or "that card cannot be discarded")
    timing = why_not(state, LayMeld("set", tuple(cards)), seat)
    if timing is not None and not state.may_play(seat):
        return str(timing)
    count = len(state.meld_kind)
    names = " ".join(c.label for c in cards)
    if target in (f"newmeld:{seat}", "table", "meld:new", f"meld:{count}"):
        if len(cards) < 3:
            return _("a new meld needs at least 3 cards")
        return _("{names} make no set or run (a new meld needs a natural card)").format(names=names)
    if target.startswith("meld:") and target[5:].isdigit() and int(target[5:]) < count:
        kind = state.meld_kind[int(target[5:])]
        if len(cards) == 1:
            text = _("{names} cannot be added to that {kind}, and no wild there stands for it")
        else:
            text = _("{names} cannot be added to that {kind}, and no wild there stands for them")
        return text.format(names=names, kind=_(kind))
    if target.startswith("newmeld:"):
        return _("lay new melds in front of you")
    if target == "":
        return _("{names} make no meld and fit no meld on the table").format(names=names)
    return _("those cards cannot go there") if len(cards) > 1 else _("that card cannot go there")
