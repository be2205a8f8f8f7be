"""The ``cardtable`` command: the app, the game list and the headless simulator.

* ``cardtable [--exit-after S]``: open the app on its start screen.
* ``cardtable play GAME [--players N] [--seats human,heuristic,...] [--demo] [--exit-after S]``:
  open straight into a game (``--exit-after`` quits by itself, for smoke tests and timing).
* ``cardtable replay FILE [--exit-after S]``: watch a saved or finished game
  (:mod:`cardtable.replay_cli`).
* ``cardtable games [--json]``: the registered games with their options.
* ``cardtable sim GAME --players N --bots B1,B2,... --games K --seed S [--option k=v] [--json]
  [--save-dir DIR]``: play bot games and summarise them (and keep each one as a save file).
* ``cardtable record FILE [--seat N]``, ``cardtable hint FILE``: a saved game's hand history, and
  the coach's hint for the seat on turn (:mod:`cardtable.persistence.commands`).
* ``cardtable host GAME --players N --seats remote,remote,heuristic --headless [--port P]``,
  ``cardtable join HOST:PORT --code C [--seat N] [--bot NAME]``: a table played across the
  network (:mod:`cardtable.net.commands`).

Only the app commands import Qt; ``games`` and ``sim`` stay headless. Help, output and errors
are in the language the app speaks (:mod:`cardtable.cli_language`); JSON output stays as it is.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cardtable.ai.levels import bot_names
from cardtable.cli_language import choose_language
from cardtable.engine.errors import CardTableError
from cardtable.i18n import N_, _, decimal, ngettext
from cardtable.replay_cli import add_replay_command


def _parse_options(pairs: Sequence[str]) -> dict[str, str]:
    options: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise CardTableError(_("--option wants key=value, not {pair!r}").format(pair=pair))
        options[key.strip()] = value.strip()
    return options


def _cmd_games(args: argparse.Namespace) -> int:
    from cardtable.games import GAMES

    if args.json:
        print(json.dumps([info.to_json() for info in GAMES.values()], indent=2))
        return 0
    for info in GAMES.values():
        counts = info.player_counts
        contiguous = counts == tuple(range(counts[0], counts[-1] + 1))
        if contiguous:
            players = _("{low}-{high} players").format(low=counts[0], high=counts[-1])
        else:
            players = _("{counts} players").format(counts=_(" or ").join(map(str, counts)))
        print(f"{info.id:<10} {_(info.title):<10} {players}  {_(info.summary)}")
        for opt in info.options:
            choices = " | ".join(str(c) for c in opt.choices)
            default = _("(default {value})").format(value=opt.default)
            print(f"{'':<12}--option {opt.name}=<{choices}>  {default}")
    return 0


def _header() -> str:
    """The column heads of the simulator's table, each as wide as its column (or wider)."""
    seat, bot, wins = _("seat"), _("bot"), _("wins")
    rate, score, ms, p95 = _("win %"), _("mean score"), _("ms/decision"), _("p95 ms")
    return f"{seat:<5} {bot:<16} {wins:>6} {rate:>7} {score:>11} {ms:>12} {p95:>8}"


def _format_summary(summary: dict[str, Any]) -> str:
    lines = [
        _(
            "{game}: {finished}/{games} games, {players} players, seed {seed}, "
            "{actions} actions in {seconds} s, {errors} errors"
        ).format(
            game=summary["game"],
            finished=summary["finished"],
            games=summary["games"],
            players=summary["players"],
            seed=summary["seed"],
            actions=summary["actions"],
            seconds=decimal(summary["elapsed_s"], 2),
            errors=summary["errors"],
        ),
        _header(),
    ]
    for seat, bot in enumerate(summary["bots"]):
        d = summary["decision_ms"][seat]
        rate = decimal(100 * summary["win_rate"][seat], 1) + "%"
        score = decimal(summary["mean_score"][seat], 2)
        mean, p95 = decimal(d["mean"], 3), decimal(d["p95"], 3)
        lines.append(
            f"{seat:<5} {bot:<16} {summary['wins'][seat]:>6} {rate:>7} {score:>11} "
            f"{mean:>12} {p95:>8}"
        )
    if summary.get("stopped"):
        count = summary["stopped"]
        lines.append(
            ngettext(
                "{count} game was stopped before its end (--moves)",
                "{count} games were stopped before their end (--moves)",
                count,
            ).format(count=count)
        )
    for message in summary["error_messages"]:
        lines.append(message)
    if "saved" in summary:
        count = summary["saved"]
        lines.append(
            ngettext(
                "{count} game saved in {folder}", "{count} games saved in {folder}", count
            ).format(count=count, folder=summary["save_dir"])
        )
    return "\n".join(lines)


def _cmd_sim(args: argparse.Namespace) -> int:
    from cardtable.persistence.saves import write_save
    from cardtable.session.match import Match
    from cardtable.session.simulate import simulate

    bots = [b.strip() for b in args.bots.split(",")] if args.bots else ["random"] * args.players
    save_dir = Path(args.save_dir) if args.save_dir else None
    saved = 0

    def keep(match: Match, index: int) -> None:
        """Write a simulated game as an ordinary save file, ``<game>-<number>.json``."""
        nonlocal saved
        assert save_dir is not None
        path = save_dir / f"{args.game}-{index + 1:04d}.json"
        write_save(path, match, f"{match.info.title}, simulated game {index + 1}")
        saved += 1

    try:
        summary = simulate(
            args.game,
            args.players,
            bots,
            args.games,
            args.seed,
            _parse_options(args.option),
            keep if save_dir is not None else None,
            args.moves or None,
        )
    except OSError as exc:
        reason = (exc.strerror or type(exc).__name__).lower()
        print(
            "cardtable: "
            + _("the games cannot be saved in {folder}: {reason}").format(
                folder=args.save_dir, reason=reason
            ),
            file=sys.stderr,
        )
        return 2
    if save_dir is not None:
        summary = {"saved": saved, "save_dir": str(save_dir)} | summary
    print(json.dumps(summary) if args.json else _format_summary(summary))
    return 1 if summary["errors"] else 0


def _cmd_app(args: argparse.Namespace) -> int:
    import importlib

    try:
        app = importlib.import_module("cardtable.app")
    except ImportError as exc:  # Qt (or the app itself) is missing from this installation
        print("cardtable: " + _("the app cannot start: {exc}").format(exc=exc), file=sys.stderr)
        return 2
    result: int = app.run_app(args)
    return result


EXIT_AFTER_HELP = N_(
    "print when the first window is shown, then close it and quit after SECONDS "
    "(smoke tests and start-up timing)"
)


def _seed(text: str) -> int:
    """A seed on the command line: a whole number from 0 to 2**63 - 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("a seed is a whole number, not {text!r}").format(text=text)
        ) from None
    if not 0 <= value < 2**63:
        raise argparse.ArgumentTypeError(
            _("a seed is from 0 to 2**63 - 1, not {value}").format(value=value)
        )
    return value


def build_parser() -> argparse.ArgumentParser:
    exit_after_help = _(EXIT_AFTER_HELP)
    game_id = _("game id (cardtable games lists them)")
    key_value = _("KEY=VALUE")
    bots = ", ".join(bot_names())
    parser = argparse.ArgumentParser(
        prog="cardtable", description=_("Card Table: five card games on one table.")
    )
    parser.add_argument(
        "--exit-after", type=float, default=None, metavar=_("SECONDS"), help=exit_after_help
    )
    sub = parser.add_subparsers(dest="command", metavar=_("COMMAND"))

    games = sub.add_parser("games", help=_("list the games and their rule options"))
    games.add_argument("--json", action="store_true", help=_("print JSON"))
    games.set_defaults(func=_cmd_games)

    sim = sub.add_parser("sim", help=_("play bot games headless and summarise them"))
    sim.add_argument("game", metavar=_("GAME"), help=game_id)
    sim.add_argument("--players", type=int, required=True, metavar="N")
    sim.add_argument(
        "--bots", default="", help=_("comma-separated bot per seat ({bots})").format(bots=bots)
    )
    sim.add_argument("--games", type=int, default=100, metavar="N")
    sim.add_argument("--seed", type=_seed, default=0, metavar="N")
    sim.add_argument("--option", action="append", default=[], metavar=key_value)
    sim.add_argument(
        "--moves",
        type=int,
        default=0,
        metavar="N",
        help=_("stop each game after N moves (to time the bots); such games are not counted"),
    )
    sim.add_argument("--json", action="store_true", help=_("print one JSON object"))
    sim.add_argument(
        "--save-dir", default="", metavar=_("DIR"), help=_("keep every game there as a save")
    )
    sim.set_defaults(func=_cmd_sim)

    play = sub.add_parser("play", help=_("open the table straight into a game"))
    play.add_argument("game", metavar=_("GAME"), help=game_id)
    play.add_argument("--players", type=int, default=0, metavar="N")
    play.add_argument(
        "--seats",
        default="",
        help=_("comma-separated, one per seat: human or a bot ({bots})").format(bots=bots),
    )
    play.add_argument("--demo", action="store_true", help=_("bots play every seat"))
    play.add_argument("--seed", type=_seed, default=None, metavar="N")
    play.add_argument("--option", action="append", default=[], metavar=key_value)
    # The subcommand's default is SUPPRESS so that it does not hide the top-level option's.
    play.add_argument(
        "--exit-after",
        type=float,
        default=argparse.SUPPRESS,
        metavar=_("SECONDS"),
        help=exit_after_help,
    )
    play.set_defaults(func=_cmd_app)
    add_replay_command(sub, exit_after_help)

    # Hand histories and hints (cardtable/persistence/commands.py).
    from cardtable.persistence.commands import add_commands

    add_commands(sub)

    # Tables across the network (cardtable/net/commands.py).
    from cardtable.net.commands import add_commands as add_net_commands

    add_net_commands(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    choose_language()
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        args.game = None
        return _cmd_app(args)
    try:
        result: int = args.func(args)
    except CardTableError as exc:
        print(f"cardtable: {exc}", file=sys.stderr)
        return 2
    return result


if __name__ == "__main__":
    sys.exit(main())
