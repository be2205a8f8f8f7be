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
  the coach's hint for the seat on turn (:mod:`cardtable.session.commands`).
* ``cardtable host GAME --players N --seats remote,remote,heuristic --headless [--port P]``,
  ``cardtable join HOST:PORT --code C [--seat N] [--bot NAME]``: a table played across the
  network (:mod:`cardtable.net.commands`).

Only the app commands import Qt; ``games`` and ``sim`` stay headless.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cardtable.engine.errors import CardTableError
from cardtable.replay_cli import add_replay_command


def _parse_options(pairs: Sequence[str]) -> dict[str, str]:
    options: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise CardTableError(f"--option wants key=value, not {pair!r}")
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
        players = f"{counts[0]}-{counts[-1]}" if contiguous else " or ".join(map(str, counts))
        print(f"{info.id:<10} {info.title:<10} {players} players  {info.summary}")
        for opt in info.options:
            choices = " | ".join(str(c) for c in opt.choices)
            print(f"{'':<12}--option {opt.name}=<{choices}>  (default {opt.default})")
    return 0


def _format_summary(summary: dict[str, Any]) -> str:
    lines = [
        f"{summary['game']}: {summary['finished']}/{summary['games']} games, "
        f"{summary['players']} players, seed {summary['seed']}, "
        f"{summary['actions']} actions in {summary['elapsed_s']:.2f} s, "
        f"{summary['errors']} errors",
        f"{'seat':<5} {'bot':<16} {'wins':>6} {'win %':>7} {'mean score':>11} "
        f"{'ms/decision':>12} {'p95 ms':>8}",
    ]
    for seat, bot in enumerate(summary["bots"]):
        d = summary["decision_ms"][seat]
        lines.append(
            f"{seat:<5} {bot:<16} {summary['wins'][seat]:>6} "
            f"{100 * summary['win_rate'][seat]:>6.1f}% {summary['mean_score'][seat]:>11.2f} "
            f"{d['mean']:>12.3f} {d['p95']:>8.3f}"
        )
    for message in summary["error_messages"]:
        lines.append(message)
    if "saved" in summary:
        count = summary["saved"]
        lines.append(f"{count} game{'' if count == 1 else 's'} saved in {summary['save_dir']}")
    return "\n".join(lines)


def _cmd_sim(args: argparse.Namespace) -> int:
    from cardtable.session.simulate import simulate

    bots = [b.strip() for b in args.bots.split(",")] if args.bots else ["random"] * args.players
    save_dir = Path(args.save_dir) if args.save_dir else None
    try:
        summary = simulate(
            args.game,
            args.players,
            bots,
            args.games,
            args.seed,
            _parse_options(args.option),
            save_dir,
        )
    except OSError as exc:
        reason = (exc.strerror or type(exc).__name__).lower()
        print(f"cardtable: the games cannot be saved in {args.save_dir}: {reason}", file=sys.stderr)
        return 2
    print(json.dumps(summary) if args.json else _format_summary(summary))
    return 1 if summary["errors"] else 0


def _cmd_app(args: argparse.Namespace) -> int:
    import importlib

    try:
        app = importlib.import_module("cardtable.app")
    except ImportError as exc:  # Qt (or the app itself) is missing from this installation
        print(f"cardtable: the app cannot start: {exc}", file=sys.stderr)
        return 2
    result: int = app.run_app(args)
    return result


EXIT_AFTER_HELP = (
    "print when the first window is shown, then close it and quit after SECONDS "
    "(smoke tests and start-up timing)"
)


def _seed(text: str) -> int:
    """A seed on the command line: a whole number from 0 to 2**63 - 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a seed is a whole number, not {text!r}") from None
    if not 0 <= value < 2**63:
        raise argparse.ArgumentTypeError(f"a seed is from 0 to 2**63 - 1, not {value}")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cardtable", description="Card Table: five card games on one table."
    )
    parser.add_argument("--exit-after", type=float, default=None, help=EXIT_AFTER_HELP)
    sub = parser.add_subparsers(dest="command")

    games = sub.add_parser("games", help="list the games and their rule options")
    games.add_argument("--json", action="store_true", help="print JSON")
    games.set_defaults(func=_cmd_games)

    sim = sub.add_parser("sim", help="play bot games headless and summarise them")
    sim.add_argument("game", help="game id (cardtable games lists them)")
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--bots", default="", help="comma-separated bot per seat (random, heuristic)")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=_seed, default=0)
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument(
        "--save-dir", default="", metavar="DIR", help="keep every game there as a save"
    )
    sim.set_defaults(func=_cmd_sim)

    play = sub.add_parser("play", help="open the table straight into a game")
    play.add_argument("game")
    play.add_argument("--players", type=int, default=0)
    play.add_argument("--seats", default="", help="comma-separated: human, random, heuristic ...")
    play.add_argument("--demo", action="store_true", help="bots play every seat")
    play.add_argument("--seed", type=_seed, default=None)
    play.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    # The subcommand's default is SUPPRESS so that it does not hide the top-level option's.
    play.add_argument("--exit-after", type=float, default=argparse.SUPPRESS, help=EXIT_AFTER_HELP)
    play.set_defaults(func=_cmd_app)
    add_replay_command(sub, EXIT_AFTER_HELP)

    # Hand histories and hints (cardtable/session/commands.py).
    from cardtable.session.commands import add_commands

    add_commands(sub)

    # Tables across the network (cardtable/net/commands.py).
    from cardtable.net.commands import add_commands as add_net_commands

    add_net_commands(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
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
