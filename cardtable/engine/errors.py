"""Typed errors: each is a :class:`ValueError` whose message says in plain words what was wrong."""

from __future__ import annotations


class CardTableError(ValueError):
    """Base class of every error the engine raises on bad input."""


class IllegalActionError(CardTableError):
    """The action is not allowed in this state; the message says why. The state is unchanged."""


class NotYourTurnError(IllegalActionError):
    """A seat tried to act when it may not."""


class NotationError(CardTableError):
    """Text that should describe a card or an action could not be read."""


class OptionError(CardTableError):
    """A rule option has an unknown name or a value it cannot take."""


class SaveFormatError(CardTableError):
    """A saved game could not be read: damaged, from a newer version, or inconsistent."""
