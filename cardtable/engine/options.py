"""A game's rule options: the values an option may take and how text from a command line is read."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.engine.errors import OptionError
from cardtable.i18n import _

OptionValue = str | int | bool


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One rule option. ``choices`` lists the allowed values, the default first."""

    name: str
    choices: tuple[OptionValue, ...]
    label: str
    help: str = ""
    #: What a number option counts, when it counts something the table shows in its own way
    #: ("copper": an amount of money, shown "2s 5c").
    unit: str = ""

    @property
    def default(self) -> OptionValue:
        return self.choices[0]

    def coerce(self, value: object) -> OptionValue:
        """Turn ``value`` (possibly text from a command line) into one of the choices."""
        if isinstance(value, str):
            for choice in self.choices:
                if isinstance(choice, bool):
                    if value.lower() in (
                        ("true", "on", "yes", "1") if choice else ("false", "off", "no", "0")
                    ):
                        return choice
                elif str(choice) == value:
                    return choice
        elif value in self.choices and type(value) in {type(c) for c in self.choices}:
            return value
        allowed = ", ".join(str(c) for c in self.choices)
        raise OptionError(
            _("option {name!r} cannot be {value!r}; choose one of: {allowed}").format(
                name=self.name, value=value, allowed=allowed
            )
        )
