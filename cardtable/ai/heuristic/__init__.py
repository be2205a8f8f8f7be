"""Heuristic bots, one module per game id, each exporting ``HeuristicAgent``."""
