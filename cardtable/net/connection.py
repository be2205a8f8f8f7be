"""One player's connection at the host: its send queue and writer, and its remote address.

Each connection has its own queue and writer task, so a slow player never holds up the table: a
send that takes longer than ``timeout``, or a queue more than ``limit`` frames behind, ends that
connection only. Once a frame is queued as the ``last`` one (a fatal refusal), the connection is
*closing*: nothing more is sent or read from it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from cardtable.engine.zones import Seat

__all__ = ["Connection", "remote_address"]


def remote_address(ws: ServerConnection) -> str:
    """The connection's remote IP address (its port left out: one computer, one address)."""
    peer = ws.remote_address
    if isinstance(peer, tuple) and peer:
        return str(peer[0])
    return str(peer or "?")


@dataclass(eq=False)
class Connection:
    ws: ServerConnection
    limit: int
    timeout: float
    address: str = ""
    seat: Seat | None = None
    #: A hello has been read on this connection (only one is ever acted on).
    said_hello: bool = False
    queue: asyncio.Queue[tuple[str, bool, Callable[[], None] | None]] = field(
        default_factory=asyncio.Queue
    )
    writer: asyncio.Task[None] | None = None
    closing: bool = False
    close_reason: str = "refused"

    def start(self) -> None:
        self.writer = asyncio.get_running_loop().create_task(self._write())

    def send(self, text: str, last: bool = False, sent: Callable[[], None] | None = None) -> None:
        """Queue a frame (``last``: close the connection after it; ``sent``: called once the
        frame has been handed to the network). Never waits."""
        if self.closing:
            return
        if self.queue.qsize() >= self.limit:
            # Too far behind: what is queued is dropped and the connection closed next; the
            # player may rejoin and is sent the whole position afresh.
            self.closing = True
            while not self.queue.empty():
                self.queue.get_nowait()
            self.queue.put_nowait(("", True, None))
            return
        self.closing = last
        self.queue.put_nowait((text, last, sent))

    async def _write(self) -> None:
        while True:
            text, last, sent = await self.queue.get()
            try:
                if text:
                    await asyncio.wait_for(self.ws.send(text), self.timeout)
                    if sent is not None:
                        sent()
                if last:
                    reason = (
                        self.close_reason if text else "too slow to keep up; rejoin with your token"
                    )
                    await asyncio.wait_for(self.ws.close(1008, reason), self.timeout)
                    return
            except (TimeoutError, ConnectionClosed):
                self.closing = True
                self.ws.transport.abort()
                return

    async def drain(self, timeout: float) -> None:
        """Wait (at most ``timeout``) for what is queued to be sent."""
        deadline = asyncio.get_running_loop().time() + timeout
        while not self.queue.empty() and self.writer is not None and not self.writer.done():
            if asyncio.get_running_loop().time() > deadline:
                return
            await asyncio.sleep(0.01)
