"""What a screen reader says about the table: short sentences in game terms, built from a snapshot.

Pure Python (no Qt), so the wording can be tested without a display. Everything here is built
from what the viewer may know: the snapshot's observation (already filtered for the viewer),
its public values, names and scores. Card symbols in engine texts ("6♣") are said in words
("Six of Clubs"), money written "1g 2s" as "1 gold 2 silver".

The announcements a step makes (:func:`step_text`), the review keys' answers
(:func:`table_summary`, :func:`turn_and_scores`, :func:`game_facts`) and the zone names of the
accessible table (:func:`zone_name`) all come from here.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from cardtable.engine.cards import RANK_NAMES, STD, SUIT_NAMES, SUIT_SYMBOLS, Card
from cardtable.engine.events import cards_phrase, subject
from cardtable.engine.observation import ZoneView
from cardtable.engine.zones import SEAT_PLACE, TEAM_PLACE, ZoneKind, zone_label
from cardtable.games import registered
from cardtable.games.shared.betting import COIN_LETTERS
from cardtable.i18n import N_, Name, _, ngettext, pgettext
from cardtable.ui import place_words
from cardtable.ui.layout.games import layout_for
from cardtable.ui.layout.spec import Fmt, format_number

if TYPE_CHECKING:
    from cardtable.session.contract import Snapshot

_SUIT_BY_SYMBOL = {sym: SUIT_NAMES[code] for code, sym in SUIT_SYMBOLS.items()}
_COIN_WORDS = (N_("gold"), N_("silver"), N_("copper"))


def _rank_letters() -> dict[str, int]:
    """Rank letters as cards are labelled, English and in the language in force ("B" = Jack)."""
    letters = {"A": 1, "J": 11, "Q": 12, "K": 13}
    letters.update({pgettext("rank letter", code): rank for code, rank in letters.items()})
    return letters


def _card_words(match: re.Match[str]) -> str:
    label, symbol = match.group(1), match.group(2)
    rank = _rank_letters().get(label) or int(label)
    return _("{rank} of {suit}").format(rank=_(RANK_NAMES[rank]), suit=_(_SUIT_BY_SYMBOL[symbol]))


def spoken(text: str, coins: bool = False) -> str:
    """``text`` as it should be read aloud: card symbols in words, and with ``coins`` (a game
    played for money) amounts like "1g 2s" too (elsewhere "10s" are tens)."""
    letters = "".join(sorted(set(_rank_letters())))
    card = rf"(?<![\w])(10|[2-9{letters}])([♠♥♦♣])"
    # A list of cards ("4♥ 4♦ 4♣") is read with commas, as a list is written.
    text = re.sub(rf"{card}(?= +{card})", lambda m: m.group(0) + ",", text)
    text = re.sub(card, _card_words, text)
    if not coins:
        return text
    units = {pgettext("coin", c): _(w) for c, w in zip(COIN_LETTERS, _COIN_WORDS, strict=True)}
    pattern = rf"\b(\d+)([{''.join(units)}])\b"
    return re.sub(pattern, lambda m: f"{m.group(1)} {units[m.group(2)]}", text)


def money(copper: int) -> str:
    return spoken(format_number(copper, Fmt.MONEY), coins=True)


def _plays_for_money(game: str) -> bool:
    return layout_for(game).score_fmt is Fmt.MONEY


def sentence(text: str) -> str:
    """``text`` with a capital and a full stop."""
    text = text.strip()
    if not text:
        return ""
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


# --- zones ---------------------------------------------------------------------------------------


def zone_words(zv: ZoneView, names: Sequence[str], viewer: int | None) -> str:
    """Whose place and what: "your hand", "Ada's played cards", "the discard pile"."""
    label = zv.label or zv.id.split(":", 1)[0].replace("_", " ")
    label, owner = _whose_place(zv, label, names)
    if TEAM_PLACE.fullmatch(label):
        return _team_names(label, names, viewer)  # a partnership's place says whose it is
    if owner is not None:
        return place_words.place(label, names[owner], owner == viewer)
    return place_words.place(label, pile=zv.kind is ZoneKind.PILE)


def zone_location(zv: ZoneView, names: Sequence[str], viewer: int | None) -> str:
    """Where something lies: "in your hand", "on the discard pile", "on the Moons pile"."""
    label = zv.label or zv.id.split(":", 1)[0].replace("_", " ")
    label, owner = _whose_place(zv, label, names)
    if TEAM_PLACE.fullmatch(label):
        return _("in {where}").format(where=_team_names(label, names, viewer))
    if owner is not None:
        return place_words.location(label, names[owner], owner == viewer)
    return place_words.location(label, pile=zv.kind is ZoneKind.PILE)


def _whose_place(zv: ZoneView, label: str, names: Sequence[str]) -> tuple[str, int | None]:
    """The label without a "Seat 2: " prefix, and the seat whose place it is (or None)."""
    seat = SEAT_PLACE.fullmatch(label)
    if seat and 0 < int(seat.group(1)) <= len(names):
        return seat.group(2), int(seat.group(1)) - 1
    owner = zv.owner
    if owner is not None and 0 <= owner < len(names) and not TEAM_PLACE.fullmatch(label):
        return label, owner
    return label, None


def _team_names(label: str, names: Sequence[str], viewer: int | None) -> str:
    """ "Team 1 (seats 1 & 3): Mor" as heard: "Your team (you and Basil): Mor", "Team 2 (Ada
    and Cleo): Mor" (in the language in force)."""
    pair = TEAM_PLACE.fullmatch(label)
    if not pair:
        return zone_label(label)
    team_no, first, second, what = pair.groups()
    seats = [int(first) - 1, int(second) - 1]
    if not all(0 <= s < len(names) for s in seats):
        return zone_label(label)
    you = pgettext("the player, in a sentence", "you")
    who = _(" and ").join(you if s == viewer else names[s] for s in seats)
    team = _("Your team") if viewer in seats else _("Team {group}").format(group=team_no)
    return f"{team} ({who}): {zone_label(what)}"


def _cards(n: int) -> str:
    return ngettext("{count} card", "{count} cards", n).format(count=n)


def tokens_text(zv: ZoneView, game: str) -> str:
    """ "Moons 5, Suns 4", "4 gold 7 silver 5 copper", "none"."""
    rule = layout_for(game).rule_for(zv.id, zv.kind)
    if rule.token_fmt is Fmt.MONEY:
        return money(sum(amount for _, amount in zv.tokens))
    held = [(t, a) for t, a in zv.tokens if a > 0]
    if len(zv.tokens) == 1:
        held = list(zv.tokens)
    return ", ".join(f"{_(t)} {a}" for t, a in held) or _("none")


def zone_name(zv: ZoneView, names: Sequence[str], viewer: int | None, game: str) -> str:
    """The accessible name of a zone: "Your hand, 5 cards", "Discard pile, top Queen of Spades",
    "Ada's chips: Moons 1", "Pot: 3 silver"."""
    where = zone_words(zv, names, viewer)
    where = where[0].upper() + where[1:]
    if zv.kind is ZoneKind.TOKENS:
        return f"{where}: {tokens_text(zv, game)}"
    if not zv.cards:
        return _("{where}, empty").format(where=where)
    text = f"{where}, {_cards(zv.count)}"
    if zv.kind in (ZoneKind.DISCARD, ZoneKind.PILE) and zv.cards[-1] is not None:
        text += _(", top card {top}").format(top=zv.cards[-1].long_name)
    value = zv.attrs.get("value")
    if zv.kind is ZoneKind.PILE and isinstance(value, int):
        text += _(", worth {value}").format(value=value)
    return text


# --- seats, turn and scores ----------------------------------------------------------------------


def score_text(snapshot: Snapshot, seat: int) -> str:
    fmt = layout_for(snapshot.info.id).score_fmt
    value = snapshot.scores[seat]
    return money(value) if fmt is Fmt.MONEY else format_number(value, fmt)


def who(snapshot: Snapshot, seat: int) -> str:
    if seat == snapshot.viewer and not snapshot.bots[seat]:
        return pgettext("the player, in a sentence", "you")
    return snapshot.names[seat]


def plate_text(snapshot: Snapshot, seat: int) -> str:
    """A seat's plate: "Ada, score 12, dealer, to play"."""
    label = _(layout_for(snapshot.info.id).score_label or "score")
    parts = [snapshot.names[seat], f"{label} {score_text(snapshot, seat)}"]
    if snapshot.observation.values.get("dealer") == seat:
        parts.append(_("dealer"))
    if snapshot.current == seat:
        parts.append(_("to play"))
    if seat in snapshot.winners:
        parts.append(_("winner"))
    # A sentence each: a screen reader reads the seats one after another.
    return sentence(", ".join(parts))


def turn_text(snapshot: Snapshot) -> str:
    """ "Your turn", "Ada to play", "Ada is thinking", "Game over"."""
    if snapshot.over:
        return _("Game over")
    if snapshot.handover is not None and 0 <= snapshot.handover < len(snapshot.names):
        return _("Pass the device to {name}").format(name=snapshot.names[snapshot.handover])
    if snapshot.legal and snapshot.current == snapshot.viewer:
        return _("Your turn")
    if snapshot.legal:
        return _("You may play now, out of turn")
    if 0 <= snapshot.current < len(snapshot.names):
        name = snapshot.names[snapshot.current]
        return (
            _("{name} is thinking").format(name=name)
            if snapshot.thinking == snapshot.current
            else _("{name} to play").format(name=name)
        )
    return ""


def turn_and_scores(snapshot: Snapshot) -> str:
    """Whose turn, who deals, and every seat's score."""
    label = _(layout_for(snapshot.info.id).score_label or "score")
    scores = ", ".join(
        f"{snapshot.names[s]} {score_text(snapshot, s)}" for s in range(len(snapshot.names))
    )
    parts = [turn_text(snapshot), f"{label.capitalize()}: {scores}"]
    dealer = snapshot.observation.values.get("dealer")
    if isinstance(dealer, int) and 0 <= dealer < len(snapshot.names):
        parts.append(subject(snapshot.names[dealer], _("deals")))
    return ". ".join(sentence(p)[:-1] for p in parts if p) + "."


# --- the game's own values -----------------------------------------------------------------------


def _rank_name(rank: Any) -> str:
    if isinstance(rank, int) and rank in RANK_NAMES:
        return _(RANK_NAMES[rank])
    return str(rank)


#: What the chips still in the supply are told as (the announcements leave it out).
CHIPS_LEFT = N_("chips left: {chips}")
_COUNTERS = (("round", N_("round")), ("hand_no", N_("hand")), ("game_no", N_("game")))


def game_facts(snapshot: Snapshot, tokens: bool = True) -> list[str]:
    """The public values a player keeps in mind, in words: the values the game's plugin has
    spoken (Moosehead's count), the wild rank, pile values and chips, the pot, blind and bets,
    the round. ``tokens`` False leaves out the chips and coins lying in places (a table summary
    tells those already)."""
    obs = snapshot.observation
    values: Mapping[str, Any] = obs.values
    game = snapshot.info.id
    out: list[str] = []
    found = registered(game)
    for key, phrase in found.spoken_values.items() if found is not None else ():
        if key in values:
            out.append(_(phrase).format_map({key: values[key]}))
    if "wild_rank" in values:
        out.append(_("wild rank {rank}").format(rank=_rank_name(values["wild_rank"])))
    piles = values.get("pile_values")
    if isinstance(piles, Mapping):
        listed = ", ".join(f"{_(s)} {v}" for s, v in piles.items())
        out.append(_("pile values {piles}").format(piles=listed))
    if "pot_text" in values:
        pot = spoken(str(values["pot_text"]), coins=True)
        out.append(_("pot in all {money}").format(money=pot))
    if isinstance(values.get("blind"), int):
        out.append(_("blind {money}").format(money=money(values["blind"])))
    for zv in obs.zones if tokens else ():
        if zv.kind is not ZoneKind.TOKENS or zv.id.startswith(("purse:", "pot:")):
            continue
        if zv.id.startswith("supply:"):
            continue
        if zv.id.startswith("bet:") and not any(a for _, a in zv.tokens):
            continue
        out.append(f"{zone_words(zv, snapshot.names, snapshot.viewer)}: {tokens_text(zv, game)}")
    supplies = [z for z in obs.zones if z.kind is ZoneKind.TOKENS and z.id.startswith("supply:")]
    if supplies and tokens:
        left = ", ".join(f"{_(t)} {a}" for z in supplies for t, a in z.tokens)
        out.append(_(CHIPS_LEFT).format(chips=left))
    for key, name in _COUNTERS:
        value = values.get(key)
        if isinstance(value, int) and value > 0:
            total = values.get("rounds") if key == "round" else values.get("games_in_match")
            if isinstance(total, int):
                out.append(
                    _("{name} {number} of {total}").format(name=_(name), number=value, total=total)
                )
            else:
                out.append(f"{_(name)} {value}")
    return out


def table_summary(snapshot: Snapshot, own_hand: bool = True) -> str:
    """The whole table in a few sentences: each place with its cards (face-down ones counted,
    never named), chips and coins, then the game's values. ``own_hand`` False counts the
    viewer's own hand instead of naming its cards."""
    out: list[str] = []
    names = snapshot.names
    for zv in snapshot.observation.zones:
        if zv.kind is ZoneKind.TOKENS:
            out.append(zone_name(zv, names, snapshot.viewer, snapshot.info.id))
            continue
        if not zv.cards:
            continue
        where = zone_words(zv, names, snapshot.viewer)
        if not own_hand and zv.kind is ZoneKind.HAND and zv.owner == snapshot.viewer:
            out.append(f"{where[0].upper()}{where[1:]}: {_cards(zv.count)}")
            continue
        known = [c.long_name for c in zv.cards if c is not None]
        parts = [", ".join(known[-8:])] if known else []
        if len(known) > 8:
            parts[0] = _("{count} more, then {cards}").format(count=len(known) - 8, cards=parts[0])
        if zv.hidden_count:
            parts.append(_("{hidden_count} face down").format(hidden_count=zv.hidden_count))
        out.append(f"{where[0].upper()}{where[1:]}: {', '.join(parts)}")
    out.extend(game_facts(snapshot, tokens=False))
    return " ".join(sentence(part) for part in out)


def card_name(snapshot: Snapshot, card: Card) -> str:
    """A card's name as heard, "wild" said of a card of the wild rank ("Two of Hearts, wild")."""
    wild = snapshot.observation.values.get("wild_rank")
    if isinstance(wild, int) and card.rank == wild and card.suits:
        return _("{card}, wild").format(card=card.long_name)
    return card.long_name


def hand_text(snapshot: Snapshot, order: Sequence[str] = ()) -> str:
    """The viewer's own hand, in the order given (the table's order), or "no cards". A hand the
    table shows grouped by suit is read by suit, as it lies: "Your hand, 7 cards, by suit:
    Spades: Two (wild), Nine; Hearts: ..." (the order the arrow keys take)."""
    viewer = snapshot.viewer
    if viewer is None:
        return _("You are not holding any cards: the table shows nobody's hand.")
    held = [
        c
        for zv in snapshot.observation.zones
        if zv.kind is ZoneKind.HAND and zv.owner == viewer
        for c in zv.cards
        if c is not None
    ]
    by_name = {c.long_name: c for c in held}
    cards = [by_name[name] for name in order if name in by_name] or held
    if not cards:
        return _("Your hand is empty.")
    groups = _suit_groups(cards)
    if groups is None:
        return _("Your hand, {count}: {cards}.").format(
            count=_cards(len(cards)), cards=", ".join(card_name(snapshot, c) for c in cards)
        )
    wild = snapshot.observation.values.get("wild_rank")
    said = []
    for suit, group in groups:
        ranks = [
            _("{rank} (wild)").format(rank=_(RANK_NAMES[c.rank]))
            if c.rank == wild
            else _(RANK_NAMES[c.rank])
            for c in group
        ]
        said.append(f"{_(SUIT_NAMES[suit])}: {', '.join(ranks)}")
    return _("Your hand, {count}, by suit: {groups}.").format(
        count=_cards(len(cards)), groups="; ".join(said)
    )


def _suit_groups(cards: Sequence[Card]) -> list[tuple[str, list[Card]]] | None:
    """The cards as they lie in runs of one suit, when each suit lies together and the hand is
    long enough for it to help (None otherwise: a short hand, jokers, other decks)."""
    if len(cards) < 5 or any(c.family != STD or len(c.suits) != 1 for c in cards):
        return None
    groups: list[tuple[str, list[Card]]] = []
    for card in cards:
        if groups and groups[-1][0] == card.suits[0]:
            groups[-1][1].append(card)
        else:
            groups.append((card.suits[0], [card]))
    if len(groups) != len({suit for suit, _cards in groups}) or len(groups) == len(cards):
        return None
    return groups


# --- steps ---------------------------------------------------------------------------------------


def call_words(snapshot: Snapshot) -> str:
    """What calling would cost the viewer, said before they call: "C calls 7 silver", "C calls
    4 gold 2 silver, all in"; "" when they may not call."""
    viewer = snapshot.viewer
    if viewer is None or not any(a.verb == "call" for a in snapshot.legal):
        return ""
    bets: dict[int, int] = {}
    purse = 0
    for zv in snapshot.observation.zones:
        place, _sep, seat = zv.id.partition(":")
        if zv.kind is not ZoneKind.TOKENS or not seat.isdigit():
            continue
        amount = sum(a for _t, a in zv.tokens)
        if place == "bet":
            bets[int(seat)] = amount
        elif place == "purse" and int(seat) == viewer:
            purse = amount
    owed = min(max(bets.values(), default=0) - bets.get(viewer, 0), purse)
    if owed <= 0:
        return ""
    if owed == purse:
        return _("C calls {money}, all in").format(money=money(owed))
    return _("C calls {money}").format(money=money(owed))


def _routine() -> re.Pattern[str]:
    """The housekeeping the move log keeps and speech leaves out: "Shuffled 52 cards", "The
    dealer gathers 10 cards" (in the language in force)."""
    mark = "@@CARDS@@"
    shuffled = re.escape(_("Shuffled {count} cards")).replace(re.escape("{count}"), r"\d+")
    gathers = re.escape(subject(_("The dealer"), cards_phrase("gathers", Name(mark))))
    return re.compile(rf"(?:{shuffled}|{gathers.replace(mark, '.+')})")


def without_routine(line: str) -> str:
    """A step's log line as said: its housekeeping phrases (:func:`_routine`) left out."""
    routine = _routine()
    return "; ".join(p for p in line.split("; ") if not routine.fullmatch(p.strip()))


def step_text(lines: Sequence[str], before: Snapshot | None, after: Snapshot) -> str:
    """The announcement of one step: what happened, the values it changed, and "Your turn" when
    it is the viewer's move now. ``lines`` are the step's log texts with names already put in;
    the shuffle and the dealer gathering the cards are left out (the move log keeps them)."""
    coins = _plays_for_money(after.info.id)
    said = [spoken(t, coins) for t in map(without_routine, lines) if t]
    old = set(game_facts(before)) if before is not None else set()
    left = _(CHIPS_LEFT).partition("{")[0]
    changed = [f for f in game_facts(after) if f not in old and not f.startswith(left)]
    text = "; ".join(said)
    if changed and text:
        text += ": " + ", ".join(changed[:3])
    parts = [sentence(text)] if text else []
    if after.legal and after.current == after.viewer and not after.over:
        call = call_words(after)
        if all(a.verb == "pass" and not a.cards for a in after.legal):
            parts.append(_("Your turn: nothing can be played, P passes."))
        elif call:
            parts.append(_("Your turn: {call}.").format(call=call))
        else:
            parts.append(_("Your turn."))
    return " ".join(parts)
