"""Rules help as HTML (for the help window) and as plain text, options listed from the game.

The help is written in English (marked with ``N_``) and translated here, when it is shown, into
the language in force (:mod:`cardtable.i18n`)."""

from __future__ import annotations

import html
import re
from collections.abc import Sequence

from cardtable.engine.info import GameInfo, OptionValue
from cardtable.engine.rules_help import GameRules, OptionHelp, Section
from cardtable.i18n import _

_BOLD = re.compile(r"\*\*(.+?)\*\*")


def choice_text(value: OptionValue) -> str:
    """An option value as written on the command line: ``on``/``off`` for True/False."""
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)


def _inline(text: str) -> str:
    return _BOLD.sub(r"<b>\1</b>", html.escape(_(text), quote=False))


def _plain(text: str) -> str:
    return _BOLD.sub(r"\1", _(text))


def section_html(section: Section, level: int = 2) -> str:
    parts = [f"<h{level}>{html.escape(_(section.heading))}</h{level}>"]
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
    heading = _("Options")
    if not info.options:
        text = rules.no_options or _("This game has no options.")
        return f"<h2>{heading}</h2><p>{_inline(text)}</p>"
    # Marked outside the f-string: the catalogue's extractor does not look inside one.
    where = _("Set in the new-game form; the usual value is marked.")
    parts = [f"<h2>{heading}</h2>", f"<p>{html.escape(where)}</p>"]
    for spec in info.options:
        help_ = _option_help(rules, spec.name)
        meanings = dict(help_.choices) if help_ else {}
        what = help_.what if help_ else spec.help
        usual = html.escape(_("usual"))
        items = []
        for value in spec.choices:
            key = choice_text(value)
            default = f" <i>({usual})</i>" if value == spec.default else ""
            meaning = meanings.get(key, "")
            rest = f": {_inline(meaning)}" if meaning else ""
            items.append(f"<li><b>{html.escape(key)}</b>{default}{rest}</li>")
        parts.append(
            f"<h3>{html.escape(_(spec.label))} <span class='code'>({html.escape(spec.name)})</span>"
            f"</h3><p>{_inline(what)}</p><ul>{''.join(items)}</ul>"
        )
    return "\n".join(parts)


def rules_html(rules: GameRules, info: GameInfo) -> str:
    """A game's whole help page."""
    players = info.players_text()
    parts = [
        f"<h1>{html.escape(info.title)}</h1>",
        f"<p class='meta'>{html.escape(players)}</p>",
        f"<p class='goal'>{_inline(rules.goal)}</p>",
    ]
    parts += [section_html(s) for s in rules.sections]
    parts.append(options_html(rules, info))
    parts += [f"<p>{_inline(n)}</p>" for n in rules.notes]
    return "\n".join(parts)


def app_html(sections: Sequence[Section]) -> str:
    title = html.escape(_("Playing with Card Table"))
    return f"<h1>{title}</h1>\n" + "\n".join(section_html(s) for s in sections)


def rules_text(rules: GameRules, info: GameInfo) -> str:
    """The page as plain text (tests, screen readers, the clipboard)."""
    lines = [info.title, _plain(rules.goal)]
    for s in rules.sections:
        lines.append(_(s.heading))
        lines += [_plain(p) for p in (*s.paragraphs, *s.bullets, *s.after)]
    for spec in info.options:
        help_ = _option_help(rules, spec.name)
        what = _(help_.what if help_ else spec.help)
        lines.append(f"{_(spec.label)} ({spec.name}): {what}")
        if help_:
            lines += [f"  {k}: {_plain(v)}" for k, v in help_.choices]
    if not info.options and rules.no_options:
        lines.append(_(rules.no_options))
    return "\n".join(lines)
