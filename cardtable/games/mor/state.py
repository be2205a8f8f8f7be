"""Mor: team rummy of the Buraco family, with two decks, jokers, Mor piles and projects.

Rules as this project plays them (see RULINGS.md, Mor):

* Four players in two partnerships, partners opposite (seats 1+3 against 2+4); with two
  players it is one against one. 106 cards: two decks and two jokers. Play and the deal go
  counterclockwise (to the right): the next seat after seat ``s`` is ``s - 1``.
* The first dealer is chosen at random; the deal then passes to the right each round. Everyone
  gets 11 cards and the player to the dealer's right a 12th: that player opens by melding and
  discarding without drawing. Two face-down piles of 11 cards, the Mor piles, are set aside, one
  per team. The rest is the stock; there is no face-up card at the start.
* Melds belong to the team (partners add to each other's; never to the opponents'). Sequences
  and sets of 3s or Aces only, with the wild limits of :mod:`cardtable.games.mor.melds`.
* A turn: draw the top stock card, or take the whole discard pile, which needs a team meld on
  the table already and a taken card melded or added that same turn. Here, after taking the pile
  the first meld or addition must use a taken card, and the pile may be taken only when such a
  play exists. Then meld and add, then discard one card.
* A meld of seven or more cards is a project: a set 300 clean or 150 with a wild, a sequence 200
  clean or 100 with a wild (200 once its suited 2 has slid home).
* The first player of a team to empty their hand takes the team's Mor (once per team): at once
  when the last card was melded (the turn goes on), at the start of their next turn when it was
  discarded.
* Closing: after that, a player may play their last card (by melding or discarding) only if the
  team has taken its Mor, has a clean project and 300 or more in projects; otherwise they must
  keep a card to discard (so a meld may not leave them one card they could not discard).
* When a turn ends with the stock empty, the round ends at once (the player who drew the last
  card still plays that turn); there is no closing bonus. Mor piles never become stock.
* Scoring, kept in whole numbers (shown divided by 10): 3-7 are 5, 8-K 10, A, 2 and joker 15.
  A team scores its melded cards and projects, minus the cards left in its players' hands; the
  closing team +100; a team none of whose players emptied their hand (so never earned its Mor)
  -100. A Mor still waiting to be picked up when the round ends counts as taken.
* The game goes to 2010 (shown 201): when a round ends with one team there it wins; with both
  there the higher total wins; an exact tie plays one more round.

There are no options; the two-player game is chosen by the player count.

Zones: ``stock`` (face down), ``discard`` (face up, every card visible), ``hand:<seat>`` (owner
only; cards taken from the discard pile stay publicly known), ``mor:<team>`` (face down),
``newmeld:<team>`` (always empty: drop cards there to lay a new meld) and ``meld:<team>.<n>``
(a team's melds, public; their attributes say where each card stands and which are wild).
Teams are numbered by their first seat: team 0 is seats 0 and 2, team 1 seats 1 and 3.
Public values give the team names, per-round and total team scores (``history``, ``totals``,
``last_round`` with its parts) for the score sheet, each team's projects and Mor state.

The game is split in four modules: :mod:`~cardtable.games.mor.actions` (actions, teams, score
units), :mod:`~cardtable.games.mor.melds` (meld rules on top of the shared meld maths),
:mod:`~cardtable.games.mor.rules` (what is legal; gestures, as functions of the position that
:mod:`~cardtable.games.mor.position` describes) and this one (the state: dealing, applying
actions, scoring, views).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from copy import deepcopy
from typing import Any, Final, Self

from cardtable.engine.actions import Action, ActionCodec
from cardtable.engine.cards import Card, card_from_code, multi_deck
from cardtable.engine.common_actions import (
    ChooseSeat,
    Shuffle,
)
from cardtable.engine.errors import IllegalActionError, OptionError
from cardtable.engine.events import (
    Event,
    GameOver,
    Message,
    PhaseChanged,
    Scored,
    Shuffled,
    ValueChanged,
)
from cardtable.engine.info import OptionValue
from cardtable.engine.observation import Observation
from cardtable.engine.state import CHANCE, TERMINAL, GameFacts, GameState, Outcome
from cardtable.engine.zones import Seat, Visibility, ZoneInfo, ZoneKind
from cardtable.games.mor import melds as mm
from cardtable.games.mor import rules, words
from cardtable.games.mor.actions import (
    CLOSING_BONUS,
    HAND_SIZE,
    MOR_DUE,
    MOR_PILE,
    MOR_SIZE,
    MOR_TAKEN,
    NO_MOR_PENALTY,
    SCALE,
    TARGET,
    Add,
    Discard,
    Draw,
    Meld,
    TakePile,
    shown,
    team_name,
    team_of,
    team_seats,
)
from cardtable.games.mor.melds import Layout
from cardtable.games.mor.quiet import apply_quietly, forget_known, note_used, pass_turn
from cardtable.games.mor.rules import hand_of, projects, team_melds
from cardtable.games.mor.view import SeatView
from cardtable.i18n import _

__all__ = [
    "SCALE",
    "TARGET",
    "Add",
    "Discard",
    "Draw",
    "Meld",
    "MorState",
    "TakePile",
    "shown",
]


# --- the state -----------------------------------------------------------------------------------


class MorState(GameState):
    """A game of Mor in progress: its values (a :class:`~cardtable.games.mor.position.MorTable`),
    how actions change them, and the views. What is legal is asked of
    :mod:`~cardtable.games.mor.rules`."""

    def __init__(self, num_players: int, options: Mapping[str, OptionValue]) -> None:
        if num_players not in (2, 4):
            raise OptionError(words.wrong_players(num_players))
        super().__init__(num_players, options)
        self.phase = "choose_dealer"  # choose_dealer, deal, draw, play, over
        self.dealer = 0
        self.turn = 0
        self.round_no = 0
        self.first_turn = False  # the opener's first turn: no draw
        self.totals = [0, 0]
        self.history: list[list[int]] = []  # each round's score per team
        self.last_round: dict[str, list[int]] = {}
        self.mor = [MOR_PILE, MOR_PILE]
        self.mor_seat = [-1, -1]  # who emptied their hand first, per team
        self.taken: list[str] = []  # codes of the cards taken from the discard pile this turn
        self.pile_used = False  # a taken card was melded or added this turn
        self.known: list[list[str]] = [[] for _ in range(num_players)]  # public cards in hands
        self.meld_at: dict[str, list[int]] = {}  # meld zone -> place of each card
        self.meld_count = [0, 0]
        self.closer = -1
        self.winner = -1  # winning team
        self.zones["stock"] = self.all_cards(num_players, options)
        self.zones["discard"] = []
        for team in (0, 1):
            self.zones[f"mor:{team}"] = []
        for seat in range(num_players):
            self.zones[f"hand:{seat}"] = []
        for team in (0, 1):
            self.zones[f"newmeld:{team}"] = []

    # --- whose turn ------------------------------------------------------------------------------

    @property
    def current_player(self) -> Seat:
        if self.phase in ("draw", "play"):
            return self.turn
        if self.phase == "over":
            return TERMINAL
        return CHANCE

    def seat_view(self, seat: Seat) -> SeatView:
        """What ``seat`` knows, as its bot reads it: the view :func:`~.view.view_of` reads from
        the seat's observation (a test checks they are equal), without building one. Only the
        seat's own hand, the discard pile, the melds and the team's public values are read."""
        team = team_of(seat)
        zones = self.zones
        meld_at = self.meld_at
        melds: dict[str, Layout] = {
            zid: (tuple(zones[zid]), tuple(meld_at[zid])) for zid in team_melds(self, team)
        }
        theirs: list[Layout] = [
            (tuple(zones[zid]), tuple(meld_at[zid])) for zid in team_melds(self, 1 - team)
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

    # --- what is legal (cardtable.games.mor.rules) ----------------------------------------------

    def closing_problem(self, team: int) -> str | None:
        """Why ``team`` may not close now, or None if it may."""
        return rules.closing_problem(self, team)

    def check(self, action: Action, seat: Seat | None = None) -> None:
        seat = self.resolve_seat(seat)
        if action.chance or self.phase not in ("draw", "play"):
            super().check(action, seat)
            return
        rules.check(self, action, seat)

    def explain_illegal(self, action: Action, seat: Seat) -> IllegalActionError:
        return rules.explain_illegal(self, action, seat)

    def legal_actions(self, seat: Seat | None = None) -> list[Action]:
        return rules.legal_actions(self, seat)

    def action_target(self, action: Action, seat: Seat) -> str:
        return rules.action_target(action, seat)

    def find_action(
        self,
        cards: Sequence[Card],
        source: str,
        target: str,
        seat: Seat | None = None,
    ) -> list[Action]:
        return rules.find_action(self, cards, source, target, self.resolve_seat(seat))

    def explain_gesture(
        self,
        cards: Sequence[Card],
        source: str,
        target: str,
        seat: Seat | None = None,
    ) -> str:
        seat = self.resolve_seat(seat)
        if seat < 0 or self.phase not in ("draw", "play"):
            return super().explain_gesture(cards, source, target, seat)
        return rules.explain_gesture(self, cards, source, target, seat)

    # --- static facts ----------------------------------------------------------------------------

    @classmethod
    def all_cards(cls, num_players: int, options: Mapping[str, OptionValue]) -> list[Card]:
        return multi_deck(2, jokers_per_deck=1)

    def zone_info(self, zid: str) -> ZoneInfo:
        found = _ZONE_INFO.get((self.num_players, zid))
        if found is None:
            found = self._zone_info(zid)
            if len(_ZONE_INFO) < 1024:
                _ZONE_INFO[(self.num_players, zid)] = found
        return found

    def _zone_info(self, zid: str) -> ZoneInfo:
        kind, _, key = zid.partition(":")
        if kind == "hand":
            return ZoneInfo(ZoneKind.HAND, int(key), Visibility.OWNER, "hand")
        if kind == "meld":
            team = int(key.partition(".")[0])
            return ZoneInfo(ZoneKind.MELD, team, Visibility.PUBLIC, self._team_label(team, "meld"))
        if kind == "newmeld":
            team = int(key)
            return ZoneInfo(
                ZoneKind.MELD, team, Visibility.PUBLIC, self._team_label(team, "new meld")
            )
        if kind == "mor":
            team = int(key)
            return ZoneInfo(
                ZoneKind.RESERVE, team, Visibility.HIDDEN, self._team_label(team, "Mor")
            )
        if kind == "discard":
            return ZoneInfo(ZoneKind.DISCARD, None, Visibility.PUBLIC, "discard pile")
        return ZoneInfo(ZoneKind.STOCK, None, Visibility.HIDDEN, "stock")

    def _team_label(self, team: int, what: str) -> str:
        """A team's place in the catalogue's English (see :func:`~cardtable.engine.zones.
        zone_label`): labels travel in observations, so each window shows them in its own
        language."""
        return f"{team_name(team, self.num_players, translate=False)}: {what}"

    def known_cards(self, zid: str) -> frozenset[Card]:
        if zid.startswith("hand:"):
            codes = self.known[int(zid[5:])]
            if codes:
                return frozenset(card_from_code(c) for c in codes)
        return frozenset()

    def zone_attrs(self, zid: str) -> Mapping[str, Any]:
        """For a meld: set or sequence, its suit, each card's place and wildness, its project."""
        at = self.meld_at.get(zid)
        if at is None:
            return {}
        cards = self.zones[zid]
        flags = mm.wild_flags(cards, at)
        meld_set = mm.is_set(at)
        project = 0
        if len(cards) >= mm.PROJECT_SIZE:
            if meld_set:
                project = mm.DIRTY_SET if any(flags) else mm.CLEAN_SET
            else:
                project = mm.DIRTY_RUN if any(flags) else mm.CLEAN_RUN
        return {
            "kind": "set" if meld_set else "sequence",
            "suit": "" if meld_set else mm.run_suit(cards) or "",
            "at": list(at),
            "wild": flags,
            "project": project,
        }

    # --- copying ---------------------------------------------------------------------------------

    def clone(self) -> Self:
        """A deep copy, as :meth:`GameState.clone` makes it, written out for this state's shape
        (searching bots copy a state for every sampled world)."""
        new = object.__new__(type(self))
        fresh = dict(self.__dict__)
        for key, value in fresh.items():
            copy = _COPIES.get(key)
            if copy is not None:
                fresh[key] = copy(value)
            elif type(value) not in _IMMUTABLE:
                fresh[key] = deepcopy(value)
        new.__dict__ = fresh
        return new

    # --- chance ----------------------------------------------------------------------------------

    def chance_deck(self) -> Sequence[Card] | None:
        if self.phase == "choose_dealer":
            return None
        return self.all_cards(self.num_players, self.options)

    # --- applying --------------------------------------------------------------------------------

    def apply_silently(self, action: Action, seat: Seat) -> None:
        if not apply_quietly(self, action, seat):  # the commonest moves, without events
            self._apply(action, seat)

    def _apply(self, action: Action, seat: Seat) -> list[Event]:
        if isinstance(action, ChooseSeat):
            self.dealer = action.seat
            self.phase = "deal"
            return [Message(_("deals first"), action.seat)]
        if isinstance(action, Shuffle):
            return self._deal(action.order)
        if isinstance(action, Draw):
            self.phase = "play"
            top = self.zones["stock"][0]
            return [self.move([top], "stock", f"hand:{seat}", seat, "draws")]
        if isinstance(action, TakePile):
            return self._take_pile(seat)
        if isinstance(action, Meld):
            return self._meld(seat, action)
        if isinstance(action, Add):
            return self._add(seat, action)
        assert isinstance(action, Discard)
        return self._discard(seat, action.card)

    def _deal(self, order: Sequence[Card]) -> list[Event]:
        n = self.num_players
        self.round_no += 1
        for zid in list(self.zones):
            if zid.startswith("meld:"):
                del self.zones[zid]
            else:
                self.zones[zid] = []
        self.zones["stock"] = list(order)
        self.meld_at = {}
        self.meld_count = [0, 0]
        self.mor = [MOR_PILE, MOR_PILE]
        self.mor_seat = [-1, -1]
        self.taken = []
        self.pile_used = False
        self.known = [[] for _ in range(n)]
        self.closer = -1
        opener = (self.dealer - 1) % n
        events: list[Event] = [
            PhaseChanged("deal", _("Round {round_no}").format(round_no=self.round_no)),
            Shuffled("stock", len(order)),
        ]
        stock = self.zones["stock"]
        for _card in range(HAND_SIZE):
            for k in range(n):
                seat = (opener - k) % n
                events.append(self.move([stock[0]], "stock", f"hand:{seat}", None, "is dealt"))
        events.append(self.move([stock[0]], "stock", f"hand:{opener}", None, "is dealt"))
        for team in (0, 1):
            events.append(self.move(stock[:MOR_SIZE], "stock", f"mor:{team}", None, "sets aside"))
        self.turn = opener
        self.phase = "play"
        self.first_turn = True
        events.append(Message(_("opens with 12 cards: meld, then discard"), opener))
        return events

    def _take_pile(self, seat: Seat) -> list[Event]:
        pile = list(self.zones["discard"])
        self.phase = "play"
        self.taken = [c.code for c in pile]
        self.pile_used = False
        self.known[seat].extend(self.taken)
        return [self.move(pile, "discard", f"hand:{seat}", seat, "takes the discard pile:")]

    def _meld(self, seat: Seat, action: Meld) -> list[Event]:
        team = team_of(seat)
        cards, at = mm.settle(action.cards, action.at)
        zid = f"meld:{team}.{self.meld_count[team]}"
        self.meld_count[team] += 1
        self.zones[zid] = []
        self.meld_at[zid] = list(at)
        note_used(self, cards)
        forget_known(self, seat, cards)
        events: list[Event] = [self.move(cards, f"hand:{seat}", zid, seat, "melds")]
        self._note_project(zid, 0, events)
        if not hand_of(self, seat):
            self._emptied(seat, True, events)
        return events

    def _add(self, seat: Seat, action: Add) -> list[Event]:
        zid = action.meld
        before = (list(self.zones[zid]), list(self.meld_at[zid]))
        result = mm.legal_add_result(before[0], before[1], action.cards, action.at)
        assert not isinstance(result, str)
        note_used(self, action.cards)
        forget_known(self, seat, action.cards)
        # Told by the message, which names the meld the cards went to.
        events: list[Event] = [
            self.move(action.cards, f"hand:{seat}", zid, seat, "adds", quiet=True),
            Message(words.adds(action.cards, *before), seat),
        ]
        self.zones[zid] = list(result[0])
        self.meld_at[zid] = list(result[1])
        for two in mm.slid_twos(
            (tuple(before[0]), tuple(before[1])), result, action.cards, action.at
        ):
            events.append(Message(words.slides(two.label)))
        self._note_project(zid, mm.project_value(*before), events)
        if not hand_of(self, seat):
            self._emptied(seat, True, events)
        return events

    def _note_project(self, zid: str, old: int, events: list[Event]) -> None:
        new = mm.project_value(self.zones[zid], self.meld_at[zid])
        if new != old:
            events.append(ValueChanged(f"project:{zid}", new))
            team = int(zid[5:].partition(".")[0])
            events.append(Message(words.project(team, self.num_players, new)))

    def _discard(self, seat: Seat, card: Card) -> list[Event]:
        forget_known(self, seat, (card,))
        events: list[Event] = [self.move([card], f"hand:{seat}", "discard", seat, "discards")]
        if not hand_of(self, seat) and self._emptied(seat, False, events):
            return events
        self._end_turn(events)
        return events

    def _emptied(self, seat: Seat, melded: bool, events: list[Event]) -> bool:
        """``seat`` has no cards left: take or earn the Mor, or close (True: the round ended)."""
        team = team_of(seat)
        if self.mor[team] == MOR_PILE:
            self.mor_seat[team] = seat
            if melded:
                self._take_mor(seat, events)
            else:
                self.mor[team] = MOR_DUE
                events.append(Message(_("will take the Mor at the start of the next turn"), seat))
            return False
        events.append(Message(_("closes the round"), seat))
        self._end_round(events, seat)
        return True

    def _take_mor(self, seat: Seat, events: list[Event]) -> None:
        team = team_of(seat)
        self.mor[team] = MOR_TAKEN
        pile = list(self.zones[f"mor:{team}"])
        events.append(self.move(pile, f"mor:{team}", f"hand:{seat}", seat, "takes the Mor:"))
        events.append(ValueChanged(f"mor:{team}", MOR_TAKEN))

    def _end_turn(self, events: list[Event]) -> None:
        if not self.zones["stock"]:
            events.append(Message(_("The stock has run out: the round ends")))
            self._end_round(events, -1)
            return
        seat = (self.turn - 1) % self.num_players
        pass_turn(self, seat)
        team = team_of(seat)
        if self.mor[team] == MOR_DUE and self.mor_seat[team] == seat:
            self._take_mor(seat, events)

    def round_breakdown(self) -> dict[str, list[int]]:
        """This round's score per team so far: melded cards, projects, hands, closing, Mor."""
        rows: dict[str, list[int]] = {k: [] for k in ("melded", "projects", "hands")}
        rows["closing"] = []
        rows["mor"] = []
        for team in (0, 1):
            melds = team_melds(self, team)
            rows["melded"].append(sum(mm.card_value(c) for z in melds for c in self.zones[z]))
            rows["projects"].append(sum(projects(self, team, None, None)))
            rows["hands"].append(
                -sum(
                    mm.card_value(c)
                    for s in team_seats(self.num_players)[team]
                    for c in hand_of(self, s)
                )
            )
            closed = self.closer >= 0 and team_of(self.closer) == team
            rows["closing"].append(CLOSING_BONUS if closed else 0)
            rows["mor"].append(NO_MOR_PENALTY if self.mor[team] == MOR_PILE else 0)
        rows["round"] = [sum(rows[k][t] for k in list(rows)) for t in (0, 1)]
        return rows

    def _end_round(self, events: list[Event], closer: Seat) -> None:
        self.closer = closer
        rows = self.round_breakdown()
        self.last_round = rows
        self.history.append(list(rows["round"]))
        events.append(PhaseChanged("round_over", words.round_over(self.round_no)))
        for team in (0, 1):
            self.totals[team] += rows["round"][team]
            reason = words.score_reason(rows, team)
            events.append(Scored(team, rows["round"][team], reason, self.totals[team]))
        events.append(ValueChanged("totals", list(self.totals)))
        over = [t for t in (0, 1) if self.totals[t] >= TARGET]
        if len(over) == 2 and self.totals[0] == self.totals[1]:
            events.append(Message(words.tie(TARGET)))
            over = []
        if over:
            self.winner = max(over, key=lambda t: self.totals[t])
            self.phase = "over"
            events.append(
                GameOver(frozenset(team_seats(self.num_players)[self.winner]), self.result_text())
            )
            return
        self.dealer = (self.dealer - 1) % self.num_players
        self.phase = "deal"

    def result_text(self) -> str:
        if self.winner < 0:
            return ""
        return words.result(self.winner, self.num_players, self.totals)

    # --- views -----------------------------------------------------------------------------------

    def public_values(self, viewer: Seat | None) -> dict[str, Any]:
        n = self.num_players
        return {
            "phase": self.phase,
            "dealer": self.dealer,
            "turn": self.turn,
            "round": self.round_no,
            "first_turn": self.first_turn,
            "teams": [list(t) for t in team_seats(n)],
            "team_names": [team_name(t, n) for t in (0, 1)],
            "totals": list(self.totals),
            "totals_shown": [shown(p) for p in self.totals],
            "score_scale": SCALE,
            "target": TARGET,
            "history": [list(r) for r in self.history],
            "last_round": {k: list(v) for k, v in self.last_round.items()},
            "projects": [projects(self, t, None, None) for t in (0, 1)],
            "mor": list(self.mor),
            "mor_seat": list(self.mor_seat),
            "taken": list(self.taken),
            "pile_used": self.pile_used,
            "known": [list(k) for k in self.known],
            "meld_at": {z: list(a) for z, a in self.meld_at.items()},
            "meld_count": list(self.meld_count),
            "closer": self.closer,
            "winner": self.winner,
        }

    def scores(self) -> tuple[int, ...]:
        return tuple(self.totals[team_of(s)] for s in range(self.num_players))

    def outcome(self) -> Outcome | None:
        if self.phase != "over":
            return None
        teams = team_seats(self.num_players)
        return Outcome(
            self.scores(), frozenset(teams[self.winner]), teams=teams, text=self.result_text()
        )

    @classmethod
    def from_observation(cls, obs: Observation, zones: dict[str, list[Card]]) -> Self:
        v = obs.values
        state = cls(obs.num_players, obs.options)
        state.zones = zones
        state.phase = v["phase"]
        state.dealer = v["dealer"]
        state.turn = v["turn"]
        state.round_no = v["round"]
        state.first_turn = v["first_turn"]
        state.totals = list(v["totals"])
        state.history = [list(r) for r in v["history"]]
        state.last_round = {k: list(r) for k, r in v["last_round"].items()}
        state.mor = list(v["mor"])
        state.mor_seat = list(v["mor_seat"])
        state.taken = list(v["taken"])
        state.pile_used = v["pile_used"]
        state.known = [list(k) for k in v["known"]]
        state.meld_at = {z: list(a) for z, a in v["meld_at"].items()}
        state.meld_count = list(v["meld_count"])
        state.closer = v["closer"]
        state.winner = v["winner"]
        return state


def _list_of_lists(value: Any) -> Any:
    return [v[:] for v in value]


def _dict_of_lists(value: Any) -> Any:
    return {k: v[:] for k, v in value.items()}


def _flat_list(value: Any) -> Any:
    return value[:]


#: Zone descriptions by player count and zone (they depend on nothing else).
_ZONE_INFO: Final[dict[tuple[int, str], ZoneInfo]] = {}
#: Who sees cards move, by player count, source and target zone (see
#: :meth:`MorState.move_visibility`).
_SEEN: Final[dict[tuple[int, str, str], frozenset[Seat] | None]] = {}
_UNKNOWN: Final = frozenset({-99})

_IMMUTABLE: Final = (int, str, bool, float, type(None))

#: How :meth:`MorState.clone` copies each attribute it knows (any other mutable one: deeply).
_COPIES: Final[dict[str, Any]] = {
    "zones": _dict_of_lists,
    "meld_at": _dict_of_lists,
    "last_round": _dict_of_lists,
    "known": _list_of_lists,
    "history": _list_of_lists,
    "options": dict,
    "totals": _flat_list,
    "mor": _flat_list,
    "mor_seat": _flat_list,
    "taken": _flat_list,
    "meld_count": _flat_list,
}


MorState.info = GameFacts(
    "mor",
    ActionCodec((Draw, TakePile, Meld, Add, Discard, ChooseSeat, Shuffle)),
    teams=lambda n: team_seats(n),
)
