"""``cardtable host`` and ``cardtable join``: a network table without a window.

``cardtable host GAME --players N --seats remote,remote,heuristic --headless`` serves a table
until its game ends and prints the result; ``cardtable join HOST:PORT --code C`` takes a seat at
such a table, played from the terminal (:mod:`cardtable.net.terminal`) or, with ``--bot NAME``,
by a bot. Problems (a bad option, a refusal from the host, a hosted
table that cannot be resumed) end the command with one sentence on standard error and exit
status 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from cardtable.engine.errors import CardTableError, OptionError
from cardtable.i18n import N_, _, ngettext
from cardtable.persistence.commands import seat_number

HOST_HELP = N_(
    "serve a table for players on other computers. While the game lasts (and only then) it "
    "listens on ADDRESS:PORT (127.0.0.1, this computer only, unless --address says otherwise). "
    "Anyone who can reach that address and knows the join code may take an open seat; each "
    "player is sent only what their own seat may see (their hand, the table, the moves they "
    "may make), never another seat's hidden cards, the code or the seed. On a network other "
    "than loopback the traffic is encrypted with the table's own certificate, whose "
    "fingerprint is part of the address players join with."
)
DEFAULT_SAVE = "hosted-table.json"
#: Seconds ``cardtable join`` waits for the host's welcome (or refusal).
JOIN_TIMEOUT = 30


def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("a port is a number, not {text!r}").format(text=text)
        ) from None
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(
            _("a port is from 0 to 65535, not {value}").format(value=value)
        )
    return value


def _options(pairs: list[str]) -> dict[str, str]:
    options: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise CardTableError(_("--option wants key=value, not {pair!r}").format(pair=pair))
        options[key.strip()] = value.strip()
    return options


def default_save_path() -> Path:
    """Where ``cardtable host`` autosaves: in CARDTABLE_HOME if set, else the current folder."""
    return Path(os.environ.get("CARDTABLE_HOME", ".")) / DEFAULT_SAVE


def _plan(args: argparse.Namespace, players: int) -> list[str]:
    kinds = [k.strip() for k in args.seats.split(",") if k.strip()] if args.seats else []
    if not kinds:
        kinds = ["remote"] + ["heuristic"] * (players - 1)
    if len(kinds) != players:
        raise OptionError(
            ngettext(
                "--seats names {count} seat for {players} players",
                "--seats names {count} seats for {players} players",
                len(kinds),
            ).format(count=len(kinds), players=players)
        )
    if "local" in kinds:
        raise OptionError(_("a local seat needs the window; without it, seats are remote or bots"))
    if "remote" not in kinds:
        raise OptionError(_("a hosted table needs at least one remote seat in --seats"))
    return kinds


def _cmd_host(args: argparse.Namespace) -> int:
    from cardtable.net.host import HostConfig, TableHost
    from cardtable.persistence.documents import DocumentError
    from cardtable.session.match import Match

    if not args.headless:
        print(
            "cardtable: "
            + _(
                "add --headless to serve the table from this terminal; to host from the "
                "window (and play a seat there), use Game ▸ Host a table… in Card Table"
            ),
            file=sys.stderr,
        )
        return 2
    save = Path(args.save) if args.save else default_save_path()
    config = HostConfig(
        address=args.address,
        port=args.port,
        code=(args.code or "").strip().upper(),
        takeover=args.takeover,
        grace=args.grace,
        save_path=save,
        bot_delay_ms=args.bot_delay,
        plain=args.plain_ws,
    )
    if args.resume:
        try:
            host = TableHost.resume(save, config)
        except FileNotFoundError:
            print(
                "cardtable: " + _("there is no hosted table saved at {path}").format(path=save),
                file=sys.stderr,
            )
            return 2
        except DocumentError as exc:
            print(f"cardtable: {exc.message}", file=sys.stderr)
            return 2
    else:
        if not args.game:
            raise OptionError(_("name the game to host (or --resume the saved table)"))
        if args.players < 1:
            raise OptionError(_("--players says how many seats the table has"))
        plan = _plan(args, args.players)
        seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(7), "big")
        match = Match(args.game, args.players, _options(args.option), seed)
        host = TableHost(match, plan, config)
    import asyncio  # here, not at the top: the app's start path reads this module's options

    try:
        return asyncio.run(_host(host, not args.no_advertise))
    except KeyboardInterrupt:
        where = host.config.save_path
        print(
            "cardtable: "
            + _("the table was stopped; serve it again with: {command}").format(
                command=f"cardtable host --resume --headless --save {where}"
            ),
            file=sys.stderr,
        )
        return 130


async def _host(host: Any, advertise: bool) -> int:
    from cardtable.net.discovery import Advertiser, local_addresses

    port = await host.start()
    address = host.config.address
    match = host.match
    print(
        ngettext(
            "Hosting {title} for {count} player on {address} port {port}",
            "Hosting {title} for {count} players on {address} port {port}",
            match.num_players,
        ).format(title=_(match.info.title), count=match.num_players, address=address, port=port)
    )
    print(_("Join code: {code}").format(code=host.code))
    if not host.fingerprint:
        print(
            "cardtable: "
            + _(
                "serving plain ws:// for debugging: the connection is not encrypted, and "
                "anyone on the network can read every hand"
            ),
            file=sys.stderr,
        )
    for reachable in local_addresses(address):
        command = f"cardtable join {host.join_address(reachable)} --code {host.code}"
        if not host.fingerprint:
            command += " --plain-ws"
        print(_("Join with: {command}").format(command=command))
    sys.stdout.flush()
    advertiser = Advertiser(host) if advertise and address not in ("127.0.0.1", "::1") else None
    if advertiser is not None:
        await advertiser.start()
    try:
        snapshot = await host.wait_finished()
    finally:
        if advertiser is not None:
            await advertiser.stop()
        await host.close()
    print(snapshot.result)
    for name, score in zip(snapshot.names, snapshot.scores, strict=False):
        print(f"  {name}: {score}")
    save = host.config.save_path
    if save is not None:
        save.unlink(missing_ok=True)
    return 0


def _cmd_join(args: argparse.Namespace) -> int:
    import asyncio

    try:
        return asyncio.run(_join(args))
    except KeyboardInterrupt:
        print("cardtable: " + _("left the table; rejoin with the same --token"), file=sys.stderr)
        return 130


async def _join(args: argparse.Namespace) -> int:
    import asyncio

    from websockets.exceptions import ConnectionClosed

    from cardtable.net.client import JoinRefused, TableClient, play_as_bot
    from cardtable.net.protocol import ProtocolError

    try:
        client = TableClient(
            args.address, args.code, args.seat, args.token, args.name, plain=args.plain_ws
        )
    except JoinRefused as exc:
        print(f"cardtable: {exc}", file=sys.stderr)
        return 2
    try:
        try:
            welcome = await asyncio.wait_for(client.join(), JOIN_TIMEOUT)
        except TimeoutError:
            raise JoinRefused(
                _("the table did not answer within {seconds} seconds").format(seconds=JOIN_TIMEOUT)
            ) from None
        print(
            _("Joined {game} as seat {seat} of {players}; to rejoin: --token {token}").format(
                game=welcome.game,
                seat=welcome.seat + 1,
                players=welcome.players,
                token=welcome.token,
            ),
            flush=True,
        )
        if args.bot:
            final = await play_as_bot(client, args.bot)
        else:
            from cardtable.net.terminal import play_in_terminal

            final = await play_in_terminal(client)
    except JoinRefused as exc:
        print(f"cardtable: {exc}", file=sys.stderr)
        return 2
    except (CardTableError, ProtocolError) as exc:  # a bot's name, or a host that breaks the rules
        print(f"cardtable: {exc}", file=sys.stderr)
        await client.close()
        return 2
    except (OSError, ConnectionClosed) as exc:  # the network, at any moment of the game
        print(
            "cardtable: " + _("the connection to the table was lost ({exc})").format(exc=exc),
            file=sys.stderr,
        )
        return 2
    if args.bot:
        print(final.result)
    for name, score in zip(final.names, final.scores, strict=False):
        print(f"  {name}: {score}")
    return 0


def add_commands(sub: Any) -> None:
    """Add ``host`` and ``join`` to the subcommands of the ``cardtable`` parser."""
    host = sub.add_parser(
        "host", help=_("serve a table for players on other computers"), description=_(HOST_HELP)
    )
    host.add_argument(
        "game",
        nargs="?",
        default="",
        metavar=_("GAME"),
        help=_("game id (cardtable games lists them)"),
    )
    host.add_argument("--players", type=int, default=0, metavar="N")
    host.add_argument(
        "--seats",
        default="",
        help=_(
            "comma-separated, one per seat: remote (a player who joins), random, heuristic, "
            "ismcts:LEVEL (default: remote, then heuristic bots)"
        ),
    )
    host.add_argument(
        "--port", type=_port, default=0, metavar="N", help=_("port to listen on (0: any free one)")
    )
    host.add_argument(
        "--address",
        default="127.0.0.1",
        metavar=_("ADDRESS"),
        help=_(
            "address to listen on (default 127.0.0.1: this computer only; 0.0.0.0: every "
            "network this computer is on)"
        ),
    )
    host.add_argument(
        "--code",
        default="",
        metavar=_("CODE"),
        help=_("the join code (default: a fresh random one)"),
    )
    host.add_argument("--headless", action="store_true", help=_("serve from this terminal"))
    host.add_argument("--resume", action="store_true", help=_("serve the saved table again"))
    host.add_argument(
        "--save",
        default="",
        metavar=_("FILE"),
        help=_(
            "where the table is autosaved after every move (default: {file} in "
            "CARDTABLE_HOME or the current folder); it holds the code and the seats' tokens"
        ).format(file=DEFAULT_SAVE),
    )
    host.add_argument(
        "--takeover",
        default="",
        metavar=_("BOT"),
        help=_("a bot that plays for a player gone longer than --grace (default: the game waits)"),
    )
    host.add_argument("--grace", type=float, default=60.0, metavar=_("SECONDS"))
    host.add_argument("--seed", type=int, default=None, metavar="N")
    host.add_argument("--option", action="append", default=[], metavar=_("KEY=VALUE"))
    host.add_argument("--bot-delay", type=int, default=0, metavar="MS", help=_("pace of bot moves"))
    host.add_argument(
        "--no-advertise",
        action="store_true",
        help=_("do not announce the table on the local network (it never is on 127.0.0.1)"),
    )
    host.add_argument(
        "--plain-ws",
        action="store_true",
        help=_(
            "for debugging only: serve plain ws://, not encrypted (anyone on the network can "
            "read every hand); players then join with --plain-ws"
        ),
    )
    host.set_defaults(func=_cmd_host)

    join = sub.add_parser("join", help=_("take a seat at a table hosted elsewhere"))
    join.add_argument(
        "address",
        metavar="HOST:PORT/FINGERPRINT",
        help=_(
            "where the table is served, with its certificate's fingerprint, as the host's "
            "“Join with” line gives it"
        ),
    )
    join.add_argument("--code", required=True, metavar=_("CODE"), help=_("the table's join code"))
    join.add_argument(
        "--seat", type=seat_number, default=None, metavar="N", help=_("the seat wanted (from 1)")
    )
    join.add_argument(
        "--token",
        default="",
        metavar=_("TOKEN"),
        help=_("the token printed when you joined, to rejoin"),
    )
    join.add_argument("--name", default="", metavar=_("NAME"), help=_("your name at the table"))
    join.add_argument(
        "--bot",
        default="",
        metavar=_("NAME"),
        help=_(
            "let a bot play: random, heuristic, ismcts:LEVEL (default: you play, typing the "
            "number of your move)"
        ),
    )
    join.add_argument(
        "--plain-ws",
        action="store_true",
        help=_(
            "for debugging only: join a table served with --plain-ws (HOST:PORT without a "
            "fingerprint; not encrypted)"
        ),
    )
    join.set_defaults(func=_cmd_join)
