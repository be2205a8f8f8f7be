"""Rules help as HTML (for the help window) and as plain text, options listed from the game."""

from __future__ import annotations

import html
import re
from collections.abc import Sequence

from cardtable.engine.info import GameInfo, OptionValue
from cardtable.engine.rules_help import GameRules, OptionHelp, Section

_BOLD = re.compile(r"\*\*(.+?)\*\*")


def choice_text(value: OptionValue) -> str:
    """An option value as written on the command line: ``on``/``off`` for True/False."""
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)


def _inline(text: str) -> str:
    return _BOLD.sub(r"<b>\1</b>", html.escape(text, quote=False))


def _plain(text: str) -> str:
    return _BOLD.sub(r"\1", text)


def section_html(section: Section, level: int = 2) -> str:
    parts = [f"<h{level}>{html.escape(section.heading)}</h{level}>"]
    parts += [f"<p>{_inline(p)}</p>" for p in section.paragraphs]
    if section.bullets:
        items = "".join(f"<li>{_inline(b)}</li>" for b in section.bullets)
        parts.append(f"<ul>{items}</ul>")
    parts += [f"<p>{_inline(p)}</p>" for p in section.after]
    return "\n".join(parts)


def _option_help(rules: GameRules, name: str) -> OptionHelp | None:
    return next((o for o in rules.options if o.name == name), None)


def options_html(rules: GameRules, info: GameInfo) -> str:
    """Every option of the game, with each choice explained; the default is marked."""
    if not info.options:
        return f"<h2>Options</h2><p>{_inline(rules.no_options or 'This game has no options.')}</p>"
    parts = ["<h2>Options</h2>", "<p>Set in the new-game form; the usual value is marked.</p>"]
    for spec in info.options:
        help_ = _option_help(rules, spec.name)
        meanings = dict(help_.choices) if help_ else {}
        what = help_.what if help_ else spec.help
        items = []
        for value in spec.choices:
            key = choice_text(value)
            default = " <i>(usual)</i>" if value == spec.default else ""
            meaning = meanings.get(key, "")
            rest = f": {_inline(meaning)}" if meaning else ""
            items.append(f"<li><b>{html.escape(key)}</b>{default}{rest}</li>")
        parts.append(
            f"<h3>{html.escape(spec.label)} <span class='code'>({html.escape(spec.name)})</span>"
            f"</h3><p>{_inline(what)}</p><ul>{''.join(items)}</ul>"
        )
    return "\n".join(parts)


def rules_html(rules: GameRules, info: GameInfo) -> str:
    """A game's whole help page."""
    counts = info.player_counts
    contiguous = counts == tuple(range(counts[0], counts[-1] + 1))
    players = f"{counts[0]} to {counts[-1]}" if contiguous else " or ".join(map(str, counts))
    parts = [
        f"<h1>{html.escape(info.title)}</h1>",
        f"<p class='meta'>{players} players</p>",
        f"<p class='goal'>{_inline(rules.goal)}</p>",
    ]
    parts += [section_html(s) for s in rules.sections]
    parts.append(options_html(rules, info))
    parts += [f"<p>{_inline(n)}</p>" for n in rules.notes]
    return "\n".join(parts)


def app_html(sections: Sequence[Section]) -> str:
    return "<h1>Playing with Card Table</h1>\n" + "\n".join(section_html(s) for s in sections)


def rules_text(rules: GameRules, info: GameInfo) -> str:
    """The page as plain text (tests, screen readers, the clipboard)."""
    lines = [info.title, _plain(rules.goal)]
    for s in rules.sections:
        lines.append(s.heading)
        lines += [_plain(p) for p in (*s.paragraphs, *s.bullets, *s.after)]
    for spec in info.options:
        help_ = _option_help(rules, spec.name)
        lines.append(f"{spec.label} ({spec.name}): {help_.what if help_ else spec.help}")
        if help_:
            lines += [f"  {k}: {_plain(v)}" for k, v in help_.choices]
    if not info.options and rules.no_options:
        lines.append(rules.no_options)
    return "\n".join(lines)
