"""Quick Shed, a game of its own distribution for Card Table: the tests' proof that a game
found only by its entry point is listed, played at the table, played by every bot level, saved,
replayed, read by a screen reader and played over the network (see docs/new-game.md, which
writes it as its worked example)."""
