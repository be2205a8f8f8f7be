"""Scenario tests pinning each Moco! ruling (RULINGS.md, Moco! and The Decktet)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pytest

from cardtable.engine import card
from cardtable.engine.cards import COURT, EXCUSE, PAWN, decktet_card
from cardtable.engine.common_actions import ChooseSeat, Shuffle
from cardtable.engine.errors import IllegalActionError, NotYourTurnError
from cardtable.engine.events import CardsMoved, Event, GameOver, Message, Scored, TokensMoved
from cardtable.engine.state import CHANCE, TERMINAL
from cardtable.engine.zones import Visibility, ZoneKind
from cardtable.games.moco.info import INFO
from cardtable.games.moco.state import (
    REMOVED,
    TABLE,
    MocoState,
    Play,
    TakeChip,
    card_value,
    piles_for,
)
from cardtable.session.simulate import simulate

if TYPE_CHECKING:
    from cardtable.engine.cards import Card
    from cardtable.games.moco.heuristic import _Table

SUITS = ("Moons", "Suns", "Waves", "Leaves", "Wyrms", "Knots")
HAND_SIZES = {2: 16, 3: 11, 4: 8, 5: 7}


def deal(
    n: int,
    dealer: int,
    hands: dict[int, str],
    removed: str = "",
    options: dict[str, object] | None = None,
) -> MocoState:
    """A new game whose deal gives each seat the named cards first (the rest filled in order)."""
    state = INFO.new_game(n, options)
    assert isinstance(state, MocoState)
    state.apply(ChooseSeat(dealer))
    stock = list(state.zones["stock"])
    wanted = {seat: [card(c) for c in text.split()] for seat, text in hands.items()}
    aside = [card(c) for c in removed.split()]
    used = {c for cards in wanted.values() for c in cards} | set(aside)
    rest = [c for c in stock if c not in used]
    aside += [rest.pop() for _ in range(REMOVED[n] - len(aside))]
    size = HAND_SIZES[n]
    full = {
        s: wanted.get(s, []) + [rest.pop(0) for _ in range(size - len(wanted.get(s, [])))]
        for s in range(n)
    }
    order = list(aside)
    for i in range(size * n):
        seat = (dealer + 1 + i) % n
        order.append(full[seat][i // n])
    state.apply(Shuffle(tuple(order)))
    for seat, cards in wanted.items():
        assert state.zones[f"hand:{seat}"][: len(cards)] == cards
    assert state.zones["removed"] == aside[: REMOVED[n]]
    return state


def play(state: MocoState, seat: int, code: str, pile: str, chip: str | None = None) -> list[Event]:
    assert state.current_player == seat, f"expected seat {seat} on turn, not {state.current_player}"
    events = list(state.apply(Play(card(code), pile), seat))
    if chip is not None:
        assert state.current_player == seat and state.phase == "chip"
        events += state.apply(TakeChip(chip), seat)
    return events


def tokens(state: MocoState, zid: str, viewer: int | None = None) -> dict[str, int]:
    return dict(state.observation(viewer).zone(zid).tokens)


# --- cards and the deal --------------------------------------------------------------------------


def test_the_deck_is_the_basic_decktet_with_pawns_and_the_excuse_only_at_five() -> None:
    for n in (2, 3, 4):
        deck = MocoState.all_cards(n, INFO.resolve_options())
        assert len(deck) == 40
        assert EXCUSE not in deck
    deck5 = MocoState.all_cards(5, INFO.resolve_options())
    assert len(deck5) == 41 and EXCUSE in deck5
    ranks = Counter(c.rank for c in deck5)
    assert ranks[1] == 6 and ranks[PAWN] == 4 and ranks[COURT] == 0 and ranks[0] == 1
    assert all(ranks[r] == 3 for r in range(2, 10))


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_card_counts_per_player_count(n: int) -> None:
    state = INFO.new_game(n)
    assert isinstance(state, MocoState)
    assert state.current_player == CHANCE
    state.apply(state.sample_chance(random.Random(n)))
    dealer = state.dealer
    state.apply(state.sample_chance(random.Random(n + 10)))
    for seat in range(n):
        assert len(state.zones[f"hand:{seat}"]) == HAND_SIZES[n]
    assert len(state.zones["removed"]) == {2: 2, 3: 1, 4: 2, 5: 0}[n]
    assert state.zones["stock"] == []
    for suit in SUITS:
        assert state.zones[f"pile:{suit}"] == [decktet_card(f"ace of {suit}")]
        assert tokens(state, f"supply:{suit}") == {suit: 5}
    for seat in range(n):
        assert sum(tokens(state, f"chips:{seat}").values()) == 0
    assert state.current_player == (dealer + 1) % n


def test_the_removed_cards_are_never_shown_to_anyone() -> None:
    state = INFO.new_game(4, {"match": False})
    state.apply(ChooseSeat(0))
    events = state.apply(state.sample_chance(random.Random(3)))
    hidden = state.zones["removed"]
    assert len(hidden) == 2
    aside = [e for e in events if isinstance(e, CardsMoved) and e.target == "removed"]
    assert len(aside) == 1
    for viewer in (None, 0, 1, 2, 3):
        assert aside[0].redact(viewer).cards == (None, None)
        view = state.observation(viewer).zone("removed")
        assert view.cards == (None, None) and view.visibility is Visibility.HIDDEN
        assert not set(hidden) & set(state.observation(viewer).visible_cards())
    # Set aside by the deal, the two Crowns are nowhere a player can see or play them.
    two = deal(2, 0, {}, removed="huntress bard")
    crowns = {card("huntress"), card("bard")}
    for viewer in (None, 0, 1):
        assert not crowns & set(two.observation(viewer).visible_cards())
    assert not any(a.cards and a.cards[0] in crowns for a in two.legal_actions(1))


def test_the_first_dealer_is_random_and_the_player_to_the_left_starts() -> None:
    state = INFO.new_game(4)
    assert state.legal_actions() == [] and state.current_player == CHANCE
    choice = state.sample_chance(random.Random(7))
    assert isinstance(choice, ChooseSeat) and 0 <= choice.seat < 4
    with pytest.raises(IllegalActionError, match="no seat 5"):
        state.apply(ChooseSeat(4))
    state = deal(4, 2, {})
    order = []
    for _ in range(5):
        seat = state.current_player
        order.append(seat)
        first = state.zones[f"hand:{seat}"][0]
        play(state, seat, first.code, first.suits[0] if first.suits else "Moons", "Moons")
    assert order == [3, 0, 1, 2, 3]


# --- playing a card ------------------------------------------------------------------------------


def test_a_card_goes_on_a_pile_of_one_of_its_suits_and_the_player_picks() -> None:
    state = deal(3, 2, {0: "harvest author"})
    harvest = card("harvest")
    plays = [a for a in state.legal_actions(0) if isinstance(a, Play) and a.card == harvest]
    assert plays == [Play(harvest, "Moons"), Play(harvest, "Suns"), Play(harvest, "Leaves")]
    # Dropping on one pile is that play; dropping on the table offers every pile it fits.
    assert state.find_action([harvest], "hand:0", "pile:Suns", 0) == [Play(harvest, "Suns")]
    assert state.find_action([harvest], "hand:0", TABLE, 0) == plays
    assert state.find_action([harvest], "hand:0", "pile:Waves", 0) == []
    before = state.clone()
    with pytest.raises(IllegalActionError, match="cannot go on the Waves pile"):
        state.apply(Play(harvest, "Waves"), 0)
    with pytest.raises(IllegalActionError, match="not in your hand"):
        state.apply(Play(card("sea"), "Waves"), 0)
    with pytest.raises(IllegalActionError, match="no 'Stars' pile"):
        state.apply(Play(harvest, "Stars"), 0)
    with pytest.raises(NotYourTurnError):
        state.apply(Play(card("author"), "Moons"), 1)
    assert state == before
    play(state, 0, "harvest", "Suns")
    assert state.zones["pile:Suns"][-1] == harvest
    assert harvest not in state.zones["pile:Moons"] + state.zones["pile:Leaves"]
    assert state.observation(1).values["pile_values"]["Suns"] == 1


def test_after_playing_the_same_player_takes_one_chip() -> None:
    state = deal(3, 2, {0: "author"})
    play(state, 0, "author", "Knots")
    assert state.current_player == 0 and state.phase == "chip"
    assert state.legal_actions(0) == [TakeChip(s) for s in SUITS]
    with pytest.raises(IllegalActionError, match="take a chip now"):
        state.apply(Play(state.zones["hand:0"][0], state.zones["hand:0"][0].suits[0]), 0)
    events = state.apply(TakeChip("Knots"), 0)
    assert events[0] == TokensMoved("Knots", 1, "supply:Knots", "chips:0", 0, "takes")
    assert tokens(state, "supply:Knots", 2) == {"Knots": 4}
    assert tokens(state, "chips:0", 1)["Knots"] == 1
    chips = state.observation(None).zone("chips:0")
    assert chips.kind is ZoneKind.TOKENS and chips.visibility is Visibility.PUBLIC
    assert chips.owner == 0
    assert state.current_player == 1 and state.phase == "play"
    with pytest.raises(IllegalActionError, match="play a card first"):
        state.apply(TakeChip("Moons"), 1)
    # A chip can be taken by dragging it from the supply to one's own chips.
    state.apply(Play(state.zones["hand:1"][0], state.zones["hand:1"][0].suits[0]), 1)
    assert state.find_action([], "supply:Waves", "chips:1", 1) == [TakeChip("Waves")]
    assert state.find_action([], "supply:Waves", "chips:0", 1) == []


def test_two_players_may_not_take_the_colour_of_the_pile_just_played_on() -> None:
    state = deal(2, 1, {0: "author"})
    play(state, 0, "author", "Moons")
    assert TakeChip("Moons") not in state.legal_actions(0)
    assert state.legal_actions(0) == [TakeChip(s) for s in SUITS if s != "Moons"]
    before = state.clone()
    with pytest.raises(IllegalActionError, match=r"two players .* \(Moons\)"):
        state.apply(TakeChip("Moons"), 0)
    assert state == before
    # With three players the same chip is fine.
    three = deal(3, 2, {0: "author"})
    play(three, 0, "author", "Moons", "Moons")
    assert tokens(three, "chips:0")["Moons"] == 1


def test_two_players_take_nothing_when_only_the_banned_colour_is_left() -> None:
    state = deal(2, 1, {0: "author", 1: "battle"})
    state.supply = [1, 0, 0, 0, 0, 0]  # only one Moons chip left
    events = play(state, 0, "author", "Moons")
    assert any(isinstance(e, Message) and "no chip" in e.text for e in events)
    assert state.current_player == 1 and state.phase == "play"
    assert sum(tokens(state, "chips:0").values()) == 0
    play(state, 1, "battle", "Knots")
    assert state.legal_actions(1) == [TakeChip("Moons")]


def test_an_exhausted_colour_cannot_be_taken() -> None:
    state = deal(3, 2, {0: "author", 1: "battle"})
    play(state, 0, "author", "Moons", "Wyrms")
    state.supply[4] = 1
    play(state, 1, "battle", "Wyrms", "Wyrms")  # the last Wyrms chip
    assert tokens(state, "supply:Wyrms") == {"Wyrms": 0}
    seat = state.current_player
    first = state.zones[f"hand:{seat}"][0]
    play(state, seat, first.code, first.suits[0])
    assert TakeChip("Wyrms") not in state.legal_actions(seat)
    assert len(state.legal_actions(seat)) == 5
    before = state.clone()
    with pytest.raises(IllegalActionError, match="no Wyrms chips are left"):
        state.apply(TakeChip("Wyrms"), seat)
    assert state == before


def test_an_empty_supply_means_no_chip_step() -> None:
    state = deal(3, 2, {0: "author"})
    state.supply = [0] * 6
    events = play(state, 0, "author", "Moons")
    assert state.phase == "play" and state.current_player == 1
    assert not any(isinstance(e, TokensMoved) for e in events)
    assert any(isinstance(e, Message) and "no chip" in e.text for e in events)


# --- the end and the score -----------------------------------------------------------------------

#: Three players, seat 2 deals: six cards go on the Moons pile, the Huntress last.
SIX_ON_MOONS = [
    (0, "author", "Knots"),
    (1, "journey", "Moons"),
    (2, "mountain", "Suns"),
    (0, "forest", "Knots"),
    (1, "lunatic", "Moons"),
    (2, "huntress", "Moons"),
]


def six_on_moons(options: dict[str, object] | None = None) -> tuple[MocoState, list[Event]]:
    hands = {0: "author forest", 1: "journey lunatic", 2: "mountain huntress"}
    state = deal(3, 2, hands, options=options or {"match": False})
    events: list[Event] = []
    for seat, code, chip in SIX_ON_MOONS:
        events = play(state, seat, code, "Moons", chip)
    return state, events


def test_a_sixth_card_on_a_pile_ends_the_game_after_its_chip() -> None:
    hands = {0: "author forest", 1: "journey lunatic", 2: "mountain huntress"}
    state = deal(3, 2, hands, options={"match": False})
    for seat, code, chip in SIX_ON_MOONS[:-1]:
        play(state, seat, code, "Moons", chip)
    assert not state.ending
    play(state, 2, "huntress", "Moons")
    # The Ace is not counted: six cards above it, and the chip for that play is still taken.
    assert len(state.zones["pile:Moons"]) == 7
    assert state.ending and state.phase == "chip" and state.current_player == 2
    events = state.apply(TakeChip("Moons"), 2)
    assert state.current_player == TERMINAL
    assert any(isinstance(e, GameOver) for e in events)
    assert state.zones["hand:0"]  # cards still in hand: the game stopped at the sixth card
    # Moons top is the Huntress (10); Suns and Knots hold only their Aces (0 by default).
    assert state.game_scores == [[0, 20, 10]]
    assert [(e.seat, e.points) for e in events if isinstance(e, Scored)] == [
        (0, 0),
        (1, 20),
        (2, 10),
    ]
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == {1} and outcome.scores == (0, 20, 10)
    assert state.legal_actions() == []
    with pytest.raises(IllegalActionError, match="over"):
        state.apply(TakeChip("Suns"), 0)


def test_a_bare_ace_pile_scores_zero_or_one_by_option() -> None:
    state, _ = six_on_moons({"match": False})
    assert state.totals == [0, 20, 10]
    state, _ = six_on_moons({"match": False, "ace_only_pile": 1})
    assert state.totals == [2, 20, 11]
    assert INFO.resolve_options({"ace_only_pile": "1"})["ace_only_pile"] == 1


def test_a_card_lists_its_piles_in_suit_order() -> None:
    for c in MocoState.all_cards(5, INFO.resolve_options()):
        expected = SUITS if c == EXCUSE else tuple(s for s in SUITS if s in c.suits)
        assert piles_for(c) == expected and len(expected) in (1, 2, 3, 6)


def test_card_values() -> None:
    assert card_value(card("author")) == 2
    assert card_value(card("pact")) == 9
    assert card_value(card("watchman")) == 1
    assert card_value(card("calamity")) == 10
    assert card_value(EXCUSE) == 0
    assert card_value(card("ace-moons")) == 0
    assert card_value(card("ace-moons"), 1) == 1


def test_the_game_otherwise_ends_after_the_last_card_and_its_chip() -> None:
    # A full deal always fills some pile to six first (at least 32 cards for 30 places), so the
    # hands are trimmed to two cards each to reach this rule.
    state = deal(2, 1, {0: "author forest", 1: "desert cave"}, options={"match": False})
    for seat in (0, 1):
        hand = state.zones[f"hand:{seat}"]
        state.zones["stock"] += hand[2:]
        del hand[2:]
    play(state, 0, "author", "Moons", "Leaves")
    play(state, 1, "desert", "Suns", "Leaves")
    play(state, 0, "forest", "Leaves", "Suns")
    assert state.phase == "play" and not state.ending
    play(state, 1, "cave", "Waves")
    assert state.phase == "chip"  # the last card still earns its chip
    state.apply(TakeChip("Suns"), 1)
    assert state.is_terminal()
    # Suns top 2 (the Desert), Leaves top 5 (the Forest): a tie, shared.
    assert state.totals == [5 + 2, 5 + 2]
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == {0, 1}
    assert "share the win" in outcome.text


def test_the_excuse_at_five_players_goes_anywhere_and_scores_zero_on_top() -> None:
    hands = {0: "sea lunatic", 1: "origin excuse", 2: "sailor", 3: "discovery", 4: "cave"}
    state = deal(5, 4, hands, options={"match": False})
    assert state.zones["removed"] == []
    moves = [
        (0, "sea", "Waves", "Waves"),
        (1, "origin", "Leaves", "Leaves"),
        (2, "sailor", "Waves", "Moons"),
        (3, "discovery", "Waves", "Suns"),
        (4, "cave", "Waves", "Wyrms"),
        (0, "lunatic", "Waves", "Knots"),
    ]
    for seat, code, pile, chip in moves:
        play(state, seat, code, pile, chip)
    excuse_plays = [a for a in state.legal_actions(1) if isinstance(a, Play) and a.card == EXCUSE]
    assert excuse_plays == [Play(EXCUSE, s) for s in SUITS]
    assert len(state.find_action([EXCUSE], "hand:1", TABLE, 1)) == 6
    play(state, 1, "excuse", "Waves")
    assert state.ending  # the Excuse is the sixth card on the Waves pile
    state.apply(TakeChip("Leaves"), 1)
    assert state.is_terminal()
    assert state.zones["pile:Waves"][-1] == EXCUSE
    # Waves chips are worth 0 under the Excuse; the Origin makes Leaves chips worth 2.
    assert state.totals == [0, 4, 0, 0, 0]


# --- the match -----------------------------------------------------------------------------------


def test_the_match_plays_one_game_per_player_with_the_deal_passing_left() -> None:
    state = INFO.new_game(3)
    assert isinstance(state, MocoState)
    rng = random.Random(11)
    dealers: list[int] = []
    scored: list[list[int]] = []
    while not state.is_terminal():
        if state.is_chance():
            if state.phase == "deal":
                dealers.append(state.dealer)
                assert state.zones["stock"] and not state.zones["removed"]
                assert all(len(state.zones[f"pile:{s}"]) == 1 for s in SUITS)
                assert all(tokens(state, f"supply:{s}") == {s: 5} for s in SUITS)
            events = state.apply(state.sample_chance(rng))
        else:
            legal = state.legal_actions()
            events = state.apply(legal[rng.randrange(len(legal))])
        points = [e.points for e in events if isinstance(e, Scored)]
        if points:
            scored.append(points)
    first = dealers[0]
    assert dealers == [first, (first + 1) % 3, (first + 2) % 3]
    assert state.game_scores == scored and len(scored) == 3
    totals = [sum(row[s] for row in scored) for s in range(3)]
    values = state.observation(None).values
    assert values["game_scores"] == scored
    assert values["totals"] == totals
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.scores == tuple(totals)
    assert outcome.winners == {s for s in range(3) if totals[s] == max(totals)}


def test_between_games_the_chips_and_cards_go_back() -> None:
    state, events = six_on_moons({"match": True})
    assert state.phase == "deal" and state.current_player == CHANCE
    assert state.game_scores == [[0, 20, 10]] and state.totals == [0, 20, 10]
    assert state.dealer == 0  # seat 2 dealt the first game
    assert all(tokens(state, f"chips:{s}")[x] == 0 for s in range(3) for x in SUITS)
    assert all(tokens(state, f"supply:{x}") == {x: 5} for x in SUITS)
    assert len(state.zones["stock"]) == 34
    returned = [e for e in events if isinstance(e, TokensMoved)]
    assert sum(e.amount for e in returned if e.target.startswith("supply")) == 6
    # The set-aside card goes back without being named to anybody.
    back = [e for e in events if isinstance(e, CardsMoved) and e.source == "removed"]
    assert len(back) == 1
    assert all(back[0].redact(v).cards == (None,) for v in (None, 0, 1, 2))
    state.apply(state.sample_chance(random.Random(1)))
    assert state.current_player == 1 and state.game_no == 2
    assert state.observation(0).values["games_in_match"] == 3


def test_options_are_declared_with_their_defaults_first() -> None:
    assert INFO.resolve_options() == {"match": True, "ace_only_pile": 0}
    assert INFO.resolve_options({"match": "off"})["match"] is False
    single, _ = six_on_moons({"match": False})
    assert single.is_terminal() and single.observation(0).values["games_in_match"] == 1


# --- the bot -------------------------------------------------------------------------------------


def test_the_heuristic_bot_beats_random_clearly() -> None:
    summary = simulate("moco", 3, ["heuristic", "random", "random"], 60, 5)
    assert summary["errors"] == 0
    # A fair share is a third; the seeded result is far above it.
    assert summary["wins"][0] / summary["games"] > 0.5, summary


def test_the_heuristic_bot_sinks_a_pile_the_others_lead() -> None:
    from cardtable.games.moco.heuristic import HeuristicAgent

    state = deal(3, 2, {0: "desert", 1: "bard"}, options={"match": False})
    bard = card("bard")
    state.zones["hand:1"].remove(bard)
    state.zones["pile:Suns"].append(bard)  # a Crown on the Suns pile ...
    state.chips[1][1] = state.chips[2][1] = 3  # ... where the others hold three chips each
    legal = tuple(state.legal_actions(0))
    choice = HeuristicAgent().choose(state.observation(0), legal, random.Random(0))
    assert isinstance(choice, Play)
    assert choice.pile == "Suns" and card_value(choice.card) < 10


def test_the_heuristic_bot_takes_the_best_chip_when_the_game_ends() -> None:
    from cardtable.games.moco.heuristic import HeuristicAgent

    # The game of six_on_moons up to its last chip: the Huntress (10) tops Moons, the rest are
    # bare Aces (worth 1 here), so a Moons chip is the one to take.
    hands = {0: "author forest", 1: "journey lunatic", 2: "mountain huntress"}
    state = deal(3, 2, hands, options={"match": False, "ace_only_pile": 1})
    for seat, code, chip in SIX_ON_MOONS[:-1]:
        play(state, seat, code, "Moons", chip)
    play(state, 2, "huntress", "Moons")
    assert state.ending
    legal = tuple(state.legal_actions(2))
    choice = HeuristicAgent().choose(state.observation(2), legal, random.Random(0))
    assert choice == TakeChip("Moons")


def _full_value(
    table: _Table,
    tops: Sequence[int],
    counts: Sequence[int],
    stakes: Sequence[float],
    hand: Sequence[Card],
    final: bool,
) -> float:
    """The Moco! heuristic's position value computed whole, card by card (the definition that
    its best_chip computes one suit at a time)."""
    from cardtable.games.moco.heuristic import _hand_info

    if final:
        return sum(t * s for t, s in zip(tops, stakes, strict=True))
    plays, est = table._outlook(tops, counts, len(hand))
    score = sum(e * s for e, s in zip(est, stakes, strict=True))
    if not hand:
        return float(score)
    gains = [0.0] * len(stakes)
    for v, piles in _hand_info(hand, table.ace_only):
        for i in piles:
            gains[i] = max(gains[i], stakes[i] * (v - est[i]))
    turns = plays / table.num_players
    return float(score + table.hand_weight * min(1.0, turns / len(hand)) * sum(gains))


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_heuristic_best_chip_matches_valuing_every_chip_in_full(players: int) -> None:
    """best_chip changes one suit's term per chip; it must agree with the value recomputed
    whole, card by card, in positions from real games, with and without cards left in hand and
    at the game's end."""
    from cardtable.ai.agent import make_agent
    from cardtable.engine.cards import DECKTET_SUITS
    from cardtable.games import GAMES
    from cardtable.games.moco.heuristic import _hand_info, _Table
    from cardtable.session.autoplay import decide
    from cardtable.session.match import Match, SeatSpec
    from cardtable.session.simulate import game_seed

    checked = 0
    for g in range(3):
        seats = [SeatSpec.robot("heuristic", f"h{i}") for i in range(players)]
        match = Match(GAMES["moco"], players, {}, game_seed(11, g), seats)
        bots = [make_agent("heuristic", "moco") for _ in range(players)]
        match.resolve_chance()
        while not match.is_over():
            seat = match.state.current_player
            table = _Table.read(match.observation(seat), 0.5, 0.15)
            for size in range(len(table.hand) + 1):
                hand = table.hand[:size]
                info = _hand_info(hand, table.ace_only)
                for final in (False, True):
                    for banned in ("", DECKTET_SUITS[g]):
                        got, suit = table.best_chip(table.tops, table.counts, info, final, banned)
                        full = [
                            (
                                _full_value(
                                    table, table.tops, table.counts, table.stakes, hand, final
                                ),
                                "",
                            )
                        ]
                        for i, s in enumerate(DECKTET_SUITS):
                            if table.supply[i] and s != banned:
                                stakes = list(table.stakes)
                                stakes[i] += 1.0
                                full.append(
                                    (
                                        _full_value(
                                            table, table.tops, table.counts, stakes, hand, final
                                        ),
                                        s,
                                    )
                                )
                        best = max(v for v, s in full if s) if len(full) > 1 else full[0][0]
                        assert got == pytest.approx(best, abs=1e-9)
                        assert suit == next(
                            s
                            for v, s in full
                            if v == pytest.approx(got, abs=1e-9) and (s or len(full) == 1)
                        )
                        checked += 1
            match.apply(decide(match, bots[seat], seat), seat)
    assert checked > 100
