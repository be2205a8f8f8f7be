"""A Moosehead bot that scores when it can and avoids setting up the next player.

The only choices in Moosehead are which card to add to the count (the hand count at the end is
fixed by the deal), so the bot weighs each playable card by: points it scores now; the chance,
judged from the cards it has not seen, that the next player can answer with a 15/20/25/30; and
the go point it is likely to collect when nobody else can follow.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from cardtable.engine.actions import Action
from cardtable.engine.agent import Agent
from cardtable.engine.cards import Card, standard_deck, std_value
from cardtable.engine.observation import Observation

_TARGETS = (15, 20, 25, 30)


class HeuristicAgent(Agent):
    name = "heuristic"

    def choose(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        plays = [a for a in legal if a.cards]
        if len(legal) == 1 or not plays:
            return legal[0]
        values = observation.values
        count: int = values["count"]
        me = observation.viewer
        assert me is not None
        unseen = self._unseen_values(observation)
        total_unseen = sum(unseen.values()) or 1
        n = observation.num_players
        next_seat = (me + 1) % n
        next_hand = observation.zone(f"hand:{next_seat}").count
        my_hand = [c for c in observation.hand() if c is not None]

        def score(card: Card) -> float:
            new = count + std_value(card)
            gain = 2.0 if new in _TARGETS else 0.0
            if new == 30:
                return gain + 0.5  # the count restarts; no set-up risk
            # Probability that the next player holds a card reaching a scoring total.
            hits = sum(unseen[t - new] for t in _TARGETS if 1 <= t - new <= 10)
            p_one = hits / total_unseen
            risk = 1.0 - (1.0 - p_one) ** next_hand if next_hand else 0.0
            # Likelihood that nobody can follow, giving us the go point.
            room = 30 - new
            fits = sum(k for v, k in unseen.items() if v <= room)
            p_block = (1.0 - fits / total_unseen) ** max(
                1, sum(observation.zone(f"hand:{s}").count for s in range(n) if s != me)
            )
            # Keep a card that may let us answer later: small bonus for holding low cards.
            rest = [c for c in my_hand if c != card]
            follow = 0.1 * sum(1 for c in rest if std_value(c) <= 5)
            return gain - 2.0 * risk + p_block + follow + rng.random() * 1e-6

        return max(plays, key=lambda a: score(a.cards[0]))

    @staticmethod
    def _unseen_values(observation: Observation) -> Counter[int]:
        """How many cards of each value the bot has not seen (in other hands or the deck)."""
        deck = _DECKS["numbers_only" if observation.options.get("deck") == "numbers_only" else ""]
        seen = set(observation.visible_cards())
        return Counter(value for card, value in deck if card not in seen)


#: Every card of each deck option with its counting value.
_DECKS: dict[str, tuple[tuple[Card, int], ...]] = {
    "": tuple((c, std_value(c)) for c in standard_deck()),
    "numbers_only": tuple((c, std_value(c)) for c in standard_deck() if c.rank <= 10),
}
