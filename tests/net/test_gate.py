"""The table's door, its count of wrong codes and its quiet log, on a clock the test turns."""

from __future__ import annotations

import logging
import sys

import pytest

from cardtable.net.gate import Door, QuietFilter, QuietLog, WrongCodes


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_newcomer_pushes_out_the_oldest_waiting_connection_of_its_address() -> None:
    door: Door[str] = Door(per_address=3, total=5)
    assert door.arrive("a1", "10.0.0.9") == []
    assert door.arrive("a2", "10.0.0.9") == []
    assert door.arrive("a3", "10.0.0.9") == []
    assert door.arrive("a4", "10.0.0.9") == ["a1"]
    assert door.arrive("b1", "10.0.0.2") == []
    assert door.arrive("c1", "10.0.0.3") == []
    # Over the total: the busiest address loses its oldest, never the quiet newcomer.
    assert door.arrive("d1", "10.0.0.4") == ["a2"]
    door.leave("b1")
    door.leave("b1")  # leaving twice is harmless
    assert len(door) == 4 and door.waiting("10.0.0.2") == 0


def test_wrong_codes_wait_longer_each_time_and_the_table_has_a_ceiling() -> None:
    clock = Clock()
    codes = WrongCodes(first_delay=1.0, max_delay=60.0, rate=5.0, burst=20, clock=clock)
    assert codes.wait("a") == 0
    waits = []
    for _ in range(8):
        clock.now += codes.wait("a")
        waits.append(codes.failed("a"))
    assert waits == [0, 1, 2, 4, 8, 16, 32, 60]
    assert codes.wait("b") == 0, "another address is not slowed down by a's guesses"
    codes.succeeded("a")
    assert codes.wait("a") == 0
    # Many addresses at once: the table as a whole takes a burst, then `rate` a second.
    for i in range(20):
        codes.failed(f"10.1.{i}.1")
    assert codes.wait("fresh") == pytest.approx(0.2)
    clock.now += 0.2
    assert codes.wait("fresh") == 0


def test_the_count_of_addresses_is_bounded() -> None:
    clock = Clock()
    codes = WrongCodes(rate=1e9, burst=10**9, clock=clock)
    for i in range(WrongCodes.MAX_ADDRESSES + 500):
        codes.failed(f"fd00::{i:x}")
    assert len(codes._by_address) <= WrongCodes.MAX_ADDRESSES


def test_the_log_writes_a_few_one_line_records_a_minute(
    caplog: pytest.LogCaptureFixture,
) -> None:
    clock = Clock()
    log = QuietLog(logging.getLogger("cardtable.test.quiet"), per_minute=10, clock=clock)
    with caplog.at_level(logging.INFO, "cardtable.test.quiet"):
        for _ in range(1000):
            try:
                raise TypeError("unsupported\ncharacters")
            except TypeError as exc:
                log.error("a hello failed", exc_info=exc)
        clock.now += 60
        log.warning("later")
    assert len(caplog.records) == 11
    assert "Traceback" not in caplog.text
    assert all("\n" not in r.getMessage() for r in caplog.records)
    assert caplog.records[-1].getMessage() == "later (990 earlier messages left out)"


def test_asyncio_s_own_warnings_are_held_to_a_few_lines_without_a_traceback() -> None:
    now = [0.0]
    quiet = QuietFilter(per_minute=3, clock=lambda: now[0])
    records = []
    for i in range(10):
        try:
            raise OSError(f"lost {i}")
        except OSError:
            record = logging.LogRecord(
                "asyncio",
                logging.ERROR,
                "x",
                1,
                "socket.send() raised exception.",
                None,
                sys.exc_info(),
            )
        if quiet.filter(record):
            records.append(record)
    assert len(records) == 3
    assert records[0].getMessage() == "socket.send() raised exception.: OSError: lost 0"
    assert records[0].exc_info is None and records[0].exc_text is None
    now[0] = 20.0  # a minute's third: one more line, saying how many were left out
    record = logging.LogRecord("asyncio", logging.WARNING, "x", 1, "again", None, None)
    assert quiet.filter(record) and record.getMessage() == "again (7 earlier messages left out)"
