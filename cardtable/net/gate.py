"""The table's door: limits on strangers, so that no one on the network can lock the players out.

A connection that has not joined yet is *waiting*. Waiting connections never count against the
seats: a seated player holds one connection, and a rejoin with a valid token is admitted like any
other arrival. :class:`Door` keeps at most ``per_address`` waiting connections per remote address
and ``total`` in all; a newcomer beyond either limit is let in and the oldest waiting connection
(of that address, or of the address with the most) is sent away, so a flood of idle connections
only ever pushes out its own. The host also closes a connection that has not joined within its
join timeout.

:class:`WrongCodes` slows down guessing: after a second wrong join code in a row the address
must wait a second, and twice as long after each further one (up to a minute); and the table
as a whole takes at most ``rate`` wrong codes a second (a burst of ``burst``), whatever the
addresses. A join with a valid token is never slowed down.

:class:`QuietLog` keeps the host's log small: at most ``per_minute`` lines a minute, each one line
(an exception is written as its type and message, never as a traceback). :class:`QuietFilter`
holds asyncio's own logger to the same while a table is served: a connection that is lost while
the host still has answers to write to it (a stranger who pings and never reads) would make
asyncio warn once for every write.
"""

from __future__ import annotations

import logging
import secrets
import time
from collections.abc import Callable, MutableMapping
from typing import Any, Generic, TypeVar

__all__ = ["Door", "QuietFilter", "QuietLog", "WrongCodes", "new_code", "normal_code", "same"]

C = TypeVar("C")
Clock = Callable[[], float]

#: Join codes avoid letters and digits that are easily confused (0/O, 1/I/L).
_CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"


def new_code(length: int = 8) -> str:
    """A fresh join code in groups of four, e.g. ``"K7QX-2MPA"`` (see docs/network.md for why
    eight characters: at the rate wrong codes are allowed, guessing one is hopeless)."""
    code = "".join(secrets.choice(_CODE_LETTERS) for _ in range(length))
    return "-".join(code[i : i + 4] for i in range(0, length, 4))


def normal_code(code: str) -> str:
    """A join code as compared: without spaces or dashes, in capitals."""
    return "".join(code.split()).replace("-", "").upper()


def same(a: str, b: str) -> bool:
    """``a == b`` in constant time, for text of any characters."""
    return secrets.compare_digest(
        a.encode("utf-8", "surrogatepass"), b.encode("utf-8", "surrogatepass")
    )


def seconds(wait: float) -> str:
    n = max(1, round(wait))
    return "a second" if n == 1 else f"{n} seconds"


def after_wrong(wait: float) -> str:
    if wait <= 0:
        return ""
    return f"; after a wrong code your address must wait {seconds(wait)} before trying again"


def slow_down(wait: float) -> str:
    return f"too many wrong join codes have been tried; try again in {seconds(wait)}"


class Door(Generic[C]):
    """The waiting connections, each with its remote address, oldest first."""

    def __init__(self, per_address: int, total: int) -> None:
        self.per_address = max(1, per_address)
        self.total = max(1, total)
        self._waiting: dict[C, str] = {}
        self._count: dict[str, int] = {}

    def __len__(self) -> int:
        return len(self._waiting)

    def waiting(self, address: str) -> int:
        return self._count.get(address, 0)

    def arrive(self, conn: C, address: str) -> list[C]:
        """Admit ``conn``; the older waiting connections it pushes out (to be sent away)."""
        self._waiting[conn] = address
        self._count[address] = self._count.get(address, 0) + 1
        out: list[C] = []
        while self._count[address] > self.per_address:
            out.append(self._oldest(address))
        while len(self._waiting) > self.total:
            busiest = max(self._count, key=lambda a: self._count[a])
            out.append(self._oldest(busiest))
        return out

    def leave(self, conn: C) -> None:
        """``conn`` joined or closed: it no longer waits."""
        address = self._waiting.pop(conn, None)
        if address is not None:
            self._count[address] -= 1
            if not self._count[address]:
                del self._count[address]

    def _oldest(self, address: str) -> C:
        conn = next(c for c, a in self._waiting.items() if a == address)
        self.leave(conn)
        return conn


class WrongCodes:
    """Wrong join codes per remote address and in all; see the module docstring."""

    #: Addresses remembered at most (the oldest are forgotten first), so memory stays bounded.
    MAX_ADDRESSES = 4096
    #: An address's count of wrong codes is forgotten this long after its last one.
    FORGET_AFTER = 600.0

    def __init__(
        self,
        first_delay: float = 1.0,
        max_delay: float = 60.0,
        rate: float = 5.0,
        burst: int = 20,
        clock: Clock = time.monotonic,
    ) -> None:
        self.first_delay = first_delay
        self.max_delay = max_delay
        self.rate = rate
        self.burst = burst
        self.clock = clock
        #: address -> (wrong codes in a row, when it may try again, when it last failed)
        self._by_address: dict[str, tuple[int, float, float]] = {}
        self._tokens = float(burst)
        self._filled_at = clock()

    def wait(self, address: str) -> float:
        """Seconds before ``address`` may try a code again (0: now)."""
        now = self.clock()
        entry = self._by_address.get(address)
        mine = max(0.0, entry[1] - now) if entry is not None else 0.0
        return max(mine, self._table_wait(now))

    def failed(self, address: str) -> float:
        """Record a wrong code from ``address``; the seconds it must now wait."""
        now = self.clock()
        self._refill(now)
        self._tokens = max(0.0, self._tokens - 1.0)
        count, _, last = self._by_address.pop(address, (0, 0.0, now))
        if now - last > self.FORGET_AFTER:
            count = 0
        count += 1
        # A first mistake costs nothing (a typo); then 1, 2, 4... seconds, up to max_delay.
        delay = (
            0.0 if count == 1 else min(self.max_delay, self.first_delay * 2.0 ** min(count - 2, 30))
        )
        self._by_address[address] = (count, now + delay, now)
        self._prune(now)
        return delay

    def succeeded(self, address: str) -> None:
        self._by_address.pop(address, None)

    def _refill(self, now: float) -> None:
        self._tokens = min(float(self.burst), self._tokens + (now - self._filled_at) * self.rate)
        self._filled_at = now

    def _table_wait(self, now: float) -> float:
        self._refill(now)
        return 0.0 if self._tokens >= 1.0 else (1.0 - self._tokens) / self.rate

    def _prune(self, now: float) -> None:
        if len(self._by_address) <= self.MAX_ADDRESSES:
            return
        for address, (_, until, last) in list(self._by_address.items()):
            if until <= now and now - last > self.FORGET_AFTER:
                del self._by_address[address]
        while len(self._by_address) > self.MAX_ADDRESSES:
            del self._by_address[next(iter(self._by_address))]  # the least recently failed


class QuietLog(logging.LoggerAdapter):  # type: ignore[type-arg]
    """A logger that writes at most ``per_minute`` one-line records a minute."""

    def __init__(
        self, logger: logging.Logger, per_minute: int = 20, clock: Clock = time.monotonic
    ) -> None:
        super().__init__(logger, {})
        self.per_minute = per_minute
        self.clock = clock
        self._tokens = float(per_minute)
        self._filled_at = clock()
        #: Records left out since the last one written.
        self.left_out = 0

    def log(self, level: int, msg: object, *args: Any, **kwargs: Any) -> None:
        if not self.isEnabledFor(level):
            return
        now = self.clock()
        rate = self.per_minute / 60.0
        self._tokens = min(float(self.per_minute), self._tokens + (now - self._filled_at) * rate)
        self._filled_at = now
        if self._tokens < 1.0:
            self.left_out += 1
            return
        self._tokens -= 1.0
        text = str(msg) % args if args else str(msg)
        exc = kwargs.pop("exc_info", None)
        if exc:
            error = exc if isinstance(exc, BaseException) else _current_exception()
            if error is not None:
                text += f": {type(error).__name__}: {error}"
        text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)[:300]
        if self.left_out:
            text += f" ({self.left_out} earlier messages left out)"
            self.left_out = 0
        kwargs.pop("stack_info", None)
        self.logger.log(level, "%s", text, **kwargs)

    def process(self, msg: Any, kwargs: MutableMapping[str, Any]) -> tuple[Any, Any]:
        return msg, kwargs


class QuietFilter(logging.Filter):
    """For a library's logger: at most ``per_minute`` records a minute, each one line of at
    most 300 characters without a traceback, as :class:`QuietLog` writes them."""

    def __init__(self, per_minute: int = 20, clock: Clock = time.monotonic) -> None:
        super().__init__()
        self.per_minute = per_minute
        self.clock = clock
        self._tokens = float(per_minute)
        self._filled_at = clock()
        self.left_out = 0

    def filter(self, record: logging.LogRecord) -> bool:
        now = self.clock()
        rate = self.per_minute / 60.0
        self._tokens = min(float(self.per_minute), self._tokens + (now - self._filled_at) * rate)
        self._filled_at = now
        if self._tokens < 1.0:
            self.left_out += 1
            return False
        self._tokens -= 1.0
        text = record.getMessage()
        error = record.exc_info[1] if record.exc_info else None
        if error is not None:
            text += f": {type(error).__name__}: {error}"
        text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)[:300]
        if self.left_out:
            text += f" ({self.left_out} earlier messages left out)"
            self.left_out = 0
        record.msg, record.args = text, None
        record.exc_info = record.exc_text = record.stack_info = None
        return True


def _current_exception() -> BaseException | None:
    import sys

    return sys.exc_info()[1]
