"""Bots. Every bot sees only its seat's observation and legal actions."""

from __future__ import annotations

from cardtable.ai.agent import Agent, RandomAgent, make_agent

__all__ = ["Agent", "RandomAgent", "make_agent"]
