"""Matches: seats, the action log, saves, and driving bots."""
