"""Finding tables on the local network: DNS-SD over multicast DNS, through ``zeroconf``.

A host that listens on a network address (not loopback) announces its table as a
``_cardtable._tcp.local.`` service: the game, the number of seats, how many are open, the
protocol version and the fingerprint of the table's certificate, never the join code (a player
still needs it from the host). :func:`browse`
lists the tables announced nearby within a timeout.
"""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from zeroconf import InterfaceChoice, IPVersion, ServiceStateChange, Zeroconf
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from cardtable.net import protocol as wire
from cardtable.net.tls import join_address, normal_fingerprint

if TYPE_CHECKING:
    from cardtable.net.host import TableHost

SERVICE_TYPE: Final = "_cardtable._tcp.local."

Interfaces = InterfaceChoice | Sequence[str]


@dataclass(frozen=True, slots=True)
class FoundTable:
    """A table announced on the local network."""

    name: str
    address: str
    port: int
    game: str
    players: int
    open_seats: int
    version: int
    #: The SHA-256 fingerprint of the table's certificate ("" if it announced none).
    fingerprint: str = ""

    @property
    def where(self) -> str:
        """``HOST:PORT/FINGERPRINT`` for ``cardtable join``."""
        return join_address(self.address, self.port, self.fingerprint)


def local_addresses(bound: str) -> list[str]:
    """Where a table listening on ``bound`` can be reached: that address, or this computer's
    IPv4 addresses on its networks for 0.0.0.0."""
    if bound not in ("0.0.0.0", "", "::"):
        return [bound]
    import ifaddr

    found = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and not ip.ip.startswith("127."):
                found.append(ip.ip)
    return found or ["127.0.0.1"]


class Advertiser:
    """Announces one hosted table while it is served, and its open seats as they change."""

    def __init__(self, host: TableHost, interfaces: Interfaces = InterfaceChoice.All) -> None:
        self.host = host
        self.interfaces = interfaces
        self._zc: AsyncZeroconf | None = None
        self._info: AsyncServiceInfo | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    def _service(self) -> AsyncServiceInfo:
        host = self.host
        match = host.match
        label = f"Card Table {match.info.title} {socket.gethostname()[:20]} {host.port}"
        addresses = local_addresses(host.config.address)
        return AsyncServiceInfo(
            SERVICE_TYPE,
            f"{label}.{SERVICE_TYPE}",
            port=host.port,
            properties={
                "game": match.info.id,
                "players": str(match.num_players),
                "open": str(len(host.open_seats())),
                "version": str(wire.VERSION),
                "fp": host.fingerprint,
            },
            parsed_addresses=addresses,
        )

    async def start(self) -> None:
        self._zc = AsyncZeroconf(interfaces=self.interfaces, ip_version=IPVersion.V4Only)
        self._info = self._service()
        await self._zc.async_register_service(self._info)
        self.host.seats_changed.append(self._changed)

    def _changed(self) -> None:
        task = asyncio.get_running_loop().create_task(self._update())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _update(self) -> None:
        if self._zc is None:
            return
        self._info = self._service()
        await self._zc.async_update_service(self._info)

    async def stop(self) -> None:
        if self._changed in self.host.seats_changed:
            self.host.seats_changed.remove(self._changed)
        if self._zc is not None:
            if self._info is not None:
                await self._zc.async_unregister_service(self._info)
            await self._zc.async_close()
            self._zc = None


def _text(properties: dict[bytes, bytes | None], key: str) -> str:
    value = properties.get(key.encode())
    return value.decode("utf-8", "replace") if value else ""


def _number(text: str) -> int:
    return int(text) if text.isdigit() else 0


async def browse(
    timeout: float = 2.0, interfaces: Interfaces = InterfaceChoice.All
) -> list[FoundTable]:
    """The tables announced on the local network within ``timeout`` seconds."""
    names: set[str] = set()

    def seen(
        zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange
    ) -> None:
        if state_change is not ServiceStateChange.Removed:
            names.add(name)

    zc = AsyncZeroconf(interfaces=interfaces, ip_version=IPVersion.V4Only)
    try:
        browser = AsyncServiceBrowser(zc.zeroconf, [SERVICE_TYPE], handlers=[seen])
        await asyncio.sleep(timeout)
        await browser.async_cancel()
        found = []
        for name in sorted(names):
            info = AsyncServiceInfo(SERVICE_TYPE, name)
            if not await info.async_request(zc.zeroconf, 1000):
                continue
            addresses = info.parsed_addresses()
            if not addresses or info.port is None:
                continue
            props = info.properties
            found.append(
                FoundTable(
                    name=name.removesuffix("." + SERVICE_TYPE),
                    address=addresses[0],
                    port=info.port,
                    game=_text(props, "game"),
                    players=_number(_text(props, "players")),
                    open_seats=_number(_text(props, "open")),
                    version=_number(_text(props, "version")),
                    fingerprint=normal_fingerprint(_text(props, "fp")),
                )
            )
        return found
    finally:
        await zc.async_close()
