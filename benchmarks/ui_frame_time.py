"""Frame time of the table while a card is dragged over a full Mor table (106 cards).

Sets up a real Mor position: four seats, bots playing every seat until the partnerships have many
melds on the table, then draws it for seat 0 in the 1366x768 main window. Every one of the
106 cards of Mor's two decks and jokers is a card item on the table (hands, melds, discard pile,
stock, the Mor piles). A hand card is then dragged with real mouse events along a loop over the
whole table; each frame is one pointer move: the event delivered to the item, the item moved,
the dirty region repainted. Prints the median and 95th percentile frame time, then the median
time to repaint the whole table at once (what a resize or a new round costs).

    python benchmarks/ui_frame_time.py [--frames 400] [--seed 3]

Run under Xvfb for a real X window (``xvfb-run -s "-screen 0 1366x768x24" ...``); without a
display it uses Qt's offscreen platform. ``--cpu`` counts the process's CPU time instead of
wall time (steadier on a busy shared machine). Target: median at most 8 ms.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time

if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def mor_position(seed: int, table_cards: int = 60):  # -> Match (imported lazily)
    """A Mor match played by bots until ``table_cards`` cards lie in the teams' melds."""
    from cardtable.ai.agent import make_agent
    from cardtable.session.autoplay import decide
    from cardtable.session.match import Match, SeatSpec

    seats = [SeatSpec.human("You")] + [SeatSpec.robot("heuristic", n) for n in ("Ada", "Bo", "Cy")]
    agents = [make_agent("heuristic", "mor") for _ in range(4)]
    best = None
    for attempt in range(20):
        match = Match("mor", 4, {}, seed + attempt, seats)
        match.resolve_chance()
        while not match.is_over() and match.state.round_no == 1:  # type: ignore[attr-defined]
            melded = sum(
                len(cards) for zid, cards in match.state.zones.items() if zid.startswith("meld")
            )
            if melded >= table_cards and match.state.current_player == 0:
                return match
            seat = match.state.current_player
            match.apply(decide(match, agents[seat], seat), seat)
        best = best or match
    raise RuntimeError("no Mor round reached enough melds")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=400)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--shot", default="", help="save a picture of the table to this file")
    parser.add_argument(
        "--cpu", action="store_true", help="count this process's CPU time, not wall time"
    )
    opts = parser.parse_args()

    from PySide6.QtCore import QEvent, QObject, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from cardtable.ui.window import MainWindow

    match = mor_position(opts.seed)
    window = MainWindow()
    window.resize(1366, 768)
    window.show()
    table = window.table
    table.animator.speed = 0
    window.controller.bot_delay_ms = 10**9
    window.stack.setCurrentWidget(table)
    window.controller.set_match(match)
    for _ in range(20):
        app.processEvents()
    scene = table.scene
    cards = sum(len(items) for items in scene.cards.values())
    painted = sum(1 for items in scene.cards.values() for it in items if not it.buried)
    if opts.shot:
        window.grab().save(opts.shot)
    hand = scene.display_order("hand:0")
    item = hand[len(hand) // 2]
    view = table.view
    viewport = view.viewport()

    class PaintCounter(QObject):
        count = 0

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                PaintCounter.count += 1
            return False

    counter = PaintCounter()
    viewport.installEventFilter(counter)

    def send(kind: QEvent.Type, scene_pos: QPointF, buttons: Qt.MouseButton) -> None:
        local = QPointF(view.mapFromScene(scene_pos))
        event = QMouseEvent(
            kind,
            local,
            QPointF(viewport.mapToGlobal(local.toPoint())),
            Qt.MouseButton.LeftButton,
            buttons,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(viewport, event)

    start = item.mapToScene(QPointF(-item.width * 0.42, 0))
    send(QEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton)
    send(QEvent.Type.MouseMove, start + QPointF(0, -30), Qt.MouseButton.LeftButton)
    app.processEvents()
    w, h = scene.width(), scene.height()
    frames: list[float] = []
    clock = time.process_time if opts.cpu else time.perf_counter
    for i in range(opts.frames):
        a = 2 * math.pi * i / 120
        p = QPointF(w / 2 + w * 0.38 * math.cos(a), h / 2 + h * 0.36 * math.sin(a))
        t0 = clock()
        send(QEvent.Type.MouseMove, p, Qt.MouseButton.LeftButton)
        app.processEvents()
        app.processEvents()
        frames.append((clock() - t0) * 1000)
    send(QEvent.Type.MouseButtonRelease, start, Qt.MouseButton.NoButton)
    app.processEvents()
    frames.sort()
    median = statistics.median(frames)
    p95 = frames[min(len(frames) - 1, int(0.95 * len(frames)))]
    platform = QApplication.platformName()
    print(
        f"platform {platform}, Mor 4 players (seed {match.seed}), {cards} card items "
        f"({painted} drawn, the rest buried in piles), window 1366x768, "
        f"{opts.frames} frames, {PaintCounter.count} paints"
    )
    kind = "CPU time" if opts.cpu else "wall time"
    print(f"frame time while dragging ({kind}): median {median:.2f} ms, p95 {p95:.2f} ms")
    # A whole table drawn at once (a resize, the end of a deal, a new round): every card again.
    full: list[float] = []
    for _ in range(60):
        t0 = clock()
        viewport.repaint()
        full.append((clock() - t0) * 1000)
    print(f"whole table repainted ({kind}): median {statistics.median(full):.2f} ms")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
