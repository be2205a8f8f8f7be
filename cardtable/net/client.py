"""Joining a hosted table: say hello, keep the latest update, send moves; or let a bot play.

:class:`TableClient` is one player's connection. It knows only what the host sends it: its seat,
its token, and the latest :class:`~cardtable.net.protocol.Update` (its observation, its legal
moves, the events since the last one). Every message from the host is checked on receipt like
anything else the app reads. :func:`play_as_bot` lets a bot play the seat from those updates
alone (``cardtable join --bot NAME``).
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import ssl
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, WebSocketException

from cardtable.ai.agent import make_agent
from cardtable.engine.actions import Action
from cardtable.engine.errors import CardTableError
from cardtable.engine.observation import Observation
from cardtable.games import find_game
from cardtable.i18n import _
from cardtable.net import protocol as wire
from cardtable.net.tls import client_context, normal_fingerprint, peer_fingerprint

__all__ = ["JoinRefused", "TableClient", "play_as_bot", "table_address"]


class JoinRefused(Exception):
    """The host would not seat us, or the connection ended; the text says why."""


def table_address(where: str, plain: bool = False) -> tuple[str, str]:
    """The URL to connect to and the certificate fingerprint to expect, from a join text's
    ``HOST:PORT/FINGERPRINT`` (``HOST:PORT`` alone, or ``ws://``, only with ``plain``: for
    debugging, without encryption). JoinRefused says what is wrong with ``where``."""
    text = where.strip()
    scheme = ""
    for prefix in ("wss://", "ws://"):
        if text.startswith(prefix):
            scheme, text = prefix[:-3], text[len(prefix) :]
    hostport, _slash, rest = text.partition("/")
    fingerprint = normal_fingerprint(rest)
    if rest and not fingerprint:
        raise JoinRefused(
            _("{text!r} after the address is not a certificate fingerprint (64 hex digits)").format(
                text=rest[:80]
            )
        )
    host, sep, port = hostport.rpartition(":")
    if not sep or not port.isdigit() or not host:
        raise JoinRefused(_("{where!r} is not HOST:PORT/FINGERPRINT").format(where=where[:80]))
    if ":" in host and not host.startswith("["):
        host = f"[{host}]"  # an IPv6 address
    if scheme == "ws" or not fingerprint:
        if not plain:
            raise JoinRefused(
                _(
                    "{where!r} names no certificate fingerprint, so the connection could not "
                    "be made private: join with the whole address of the host's “Join with” "
                    "line (HOST:PORT/ and 64 hex digits)"
                ).format(where=where[:80])
            )
        return f"ws://{host}:{port}", ""
    return f"wss://{host}:{port}", fingerprint


def _closed(exc: ConnectionClosed) -> str:
    """A connection that ended, in one sentence."""
    reason = exc.rcvd.reason if exc.rcvd is not None else ""
    if reason:
        shown = "".join(c for c in reason if c.isprintable())[:120]
        return _("the table ended the connection ({reason})").format(reason=shown)
    return _("the connection to the table was lost")


@dataclass(slots=True)
class _Hello:
    code: str
    seat: int | None
    token: str
    name: str


class TableClient:
    """One player's connection to a hosted table."""

    def __init__(
        self,
        where: str,
        code: str,
        seat: int | None = None,
        token: str = "",
        name: str = "",
        on_message: Callable[[str], None] | None = None,
        plain: bool = False,
    ) -> None:
        self.where = where.strip()
        self.url, self.fingerprint = table_address(where, plain)
        self._hello = _Hello(code, seat, token, name)
        #: Called with the text of every frame received (before it is checked).
        self.on_message = on_message
        self._ws: ClientConnection | None = None
        self.welcome: wire.Welcome | None = None
        self.latest: wire.Update | None = None
        self.refusals: list[str] = []

    # --- connecting ------------------------------------------------------------------------------

    async def join(self) -> wire.Welcome:
        """Connect and take a seat; JoinRefused says why not."""
        where = self.url.partition("://")[2]
        try:
            self._ws = await connect(
                self.url,
                max_size=2 * wire.MAX_MESSAGE_BYTES,
                ssl=client_context() if self.fingerprint else None,
            )
        except ssl.SSLError as exc:
            raise JoinRefused(
                _(
                    "the table at {where} did not make a private connection ({exc}); it may "
                    "be an older Card Table, or not a table at all"
                ).format(where=where, exc=exc.reason or exc)
            ) from None
        except (TimeoutError, OSError, WebSocketException) as exc:
            raise JoinRefused(
                _("cannot reach the table at {where}: {exc}").format(where=where, exc=exc)
            ) from None
        if self.fingerprint:
            shown = peer_fingerprint(self._ws.transport.get_extra_info("ssl_object"))
            if shown != self.fingerprint:  # checked before the code or a token is sent
                await self.close()
                raise JoinRefused(
                    _(
                        "the computer at {where} showed another certificate than the join text "
                        "names, so nothing was sent: someone may be between you and the host; "
                        "ask the host for the join text again"
                    ).format(where=where)
                )
        h = self._hello
        with contextlib.suppress(JoinRefused):  # closed at once: its reason is read below
            await self._send(wire.hello(h.code, h.seat, h.token, h.name))
        message = await self.receive()
        if isinstance(message, wire.Refused):
            await self.close()
            raise JoinRefused(message.reason)
        if not isinstance(message, wire.Welcome):
            await self.close()
            raise JoinRefused(_("the host did not answer the hello with a welcome"))
        self.welcome = message
        return message

    async def close(self) -> None:
        if self._ws is not None:
            await self._ws.close()

    @property
    def seat(self) -> int:
        assert self.welcome is not None, "join() first"
        return self.welcome.seat

    @property
    def token(self) -> str:
        assert self.welcome is not None, "join() first"
        return self.welcome.token

    # --- what the seat knows ---------------------------------------------------------------------

    def observation(self) -> Observation | None:
        return None if self.latest is None else wire.observation_from_doc(self.latest.observation)

    def legal(self) -> list[Action]:
        """The seat's legal moves in the latest update, read with the game's notation."""
        if self.latest is None or self.welcome is None:
            return []
        codec = find_game(self.welcome.game).codec
        try:
            return [codec.parse(text) for text in self.latest.legal]
        except CardTableError as exc:
            raise wire.ProtocolError(
                _("the host sent a move that cannot be read: {exc}").format(exc=exc)
            ) from None

    # --- messages --------------------------------------------------------------------------------

    async def _send(self, message: wire.Hello | wire.Act | wire.Read) -> None:
        await self.send_raw(wire.encode(message))

    async def send_message(self, message: wire.Act | wire.Read) -> None:
        """Send a move (or a round's end read) as it is (a window sends the serial of the
        position it showed)."""
        await self._send(message)

    async def send_raw(self, data: str | bytes) -> None:
        """Send a frame as it is (tests of what the host does with bad input); JoinRefused if
        the connection has ended."""
        assert self._ws is not None
        try:
            await self._ws.send(data)
        except ConnectionClosed as exc:
            raise JoinRefused(_closed(exc)) from None

    async def play(self, action: Action | str) -> None:
        """Send a move for the position of the latest update."""
        serial = self.latest.serial if self.latest is not None else 0
        await self._send(wire.act(action, serial))

    def reading(self) -> bool:
        """Whether the table waits for this seat to read the end of a round (:meth:`read_on`)."""
        latest = self.latest
        return latest is not None and self.seat in latest.reading

    async def read_on(self) -> None:
        """Tell the host this seat has read the round's end, so the next deal may come."""
        serial = self.latest.serial if self.latest is not None else 0
        await self._send(wire.read(serial))

    async def receive(self) -> wire.Welcome | wire.Refused | wire.Update:
        assert self._ws is not None
        try:
            data = await self._ws.recv()
        except ConnectionClosed as exc:
            raise JoinRefused(_closed(exc)) from None
        if self.on_message is not None:
            self.on_message(data if isinstance(data, str) else repr(data))
        message = wire.decode_to_player(data)
        if isinstance(message, wire.Update):
            self.latest = message
        elif isinstance(message, wire.Refused):
            self.refusals.append(message.reason)
        return message

    async def messages(self) -> AsyncIterator[wire.Welcome | wire.Refused | wire.Update]:
        """Every message from the host until the connection ends."""
        while True:
            try:
                yield await self.receive()
            except JoinRefused:
                return


async def play_as_bot(client: TableClient, bot: str, seed: int = 0) -> wire.Update:
    """Let the bot ``bot`` play the client's seat to the end of the game; the final update.

    The bot sees only what the host sent: the latest observation and legal moves. It decides
    on a worker thread, so the connection keeps answering the host while a search thinks.
    JoinRefused if the host ends the connection first.
    """
    welcome = client.welcome
    assert welcome is not None, "join() first"
    agent = make_agent(bot, welcome.game)
    seat = welcome.seat
    tried: tuple[int, set[str]] = (-1, set())
    async for message in client.messages():
        if isinstance(message, wire.Refused) and message.fatal:
            raise JoinRefused(message.reason)
        latest = client.latest
        if isinstance(message, wire.Welcome) or latest is None:
            continue
        if latest.over:
            await client.close()
            return latest
        if client.reading():  # a bot has read the round's end at once
            await client.read_on()
            continue
        # After a refusal the same position is decided again, without the refused move.
        if tried[0] != latest.serial:
            tried = (latest.serial, set())
        legal = [a for a in client.legal() if a.notation not in tried[1]]
        if not legal:
            continue
        obs = wire.observation_from_doc(latest.observation)
        rng = random.Random(f"{seed}:{seat}:{latest.serial}:{len(tried[1])}")
        if obs.current_player == seat:
            action: Action | None = await asyncio.to_thread(agent.choose, obs, legal, rng)
        else:
            action = await asyncio.to_thread(agent.claim, obs, legal, rng)
        if action is not None:
            tried[1].add(action.notation)
            await client.play(action)
    raise JoinRefused(_("the table ended the connection before the game was over"))
