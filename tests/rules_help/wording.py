"""Fingerprints of the published rule texts, so a test can tell copied wording without them.

The rule sheets the five games come from (and the project's notes that settle their gaps) are
not ours to ship, and our rules help and ``docs/rules/`` must say the same things in our own
words. A fingerprint is the set of every run of eight words in a text, each run hashed; the
fingerprints live in ``tests/fixtures/rules_wording/`` (one short hash a line), so the check
runs in every clone while the texts themselves stay out of the repository:
``<game>.sheet.txt`` for a game's published rule sheet and ``<game>.notes.txt`` for the notes
that settle its gaps (the rulings).

To make the fingerprints again from a folder holding the ``<game>.txt`` sheets and the notes::

    python -m tests.rules_help.wording SHEETS_DIR NOTES_FILE

The notes file is split at its ``## <Game>`` headings (the Decktet's part goes with Moco!).
"""

from __future__ import annotations

import hashlib
import re
import sys
from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "rules_wording"
GAMES = ("mose", "moosehead", "moco", "mor", "moxie")
#: How many words in a row make copying rather than a common phrase.
RUN = 8


def words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def fingerprint(text: str, run: int = RUN) -> set[str]:
    """Every run of ``run`` words in ``text``, hashed to 12 hex digits."""
    w = words(text)
    runs = {" ".join(w[i : i + run]) for i in range(len(w) - run + 1)}
    return {hashlib.sha1(r.encode()).hexdigest()[:12] for r in runs}


def copied_runs(text: str, game: str, source: str, run: int = RUN) -> list[str]:
    """The runs of ``run`` words in ``text`` that also stand in ``game``'s ``source`` text
    (``sheet`` or ``notes``)."""
    path = FIXTURES / f"{game}.{source}.txt"
    theirs = set(path.read_text(encoding="utf-8").split())
    w = words(text)
    found = []
    for i in range(len(w) - run + 1):
        phrase = " ".join(w[i : i + run])
        if hashlib.sha1(phrase.encode()).hexdigest()[:12] in theirs:
            found.append(phrase)
    return found


def _notes_by_game(text: str) -> dict[str, str]:
    parts: dict[str, str] = {}
    current = ""
    for line in text.splitlines():
        heading = re.match(r"##\s+(\S+)", line)
        if heading:
            name = heading.group(1).lower().rstrip("!")
            current = "moco" if "decktet" in line.lower() else name
        if current in GAMES:
            parts[current] = parts.get(current, "") + line + "\n"
    return parts


def _write(name: str, text: str) -> None:
    lines = sorted(fingerprint(text))
    (FIXTURES / f"{name}.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{name}: {len(lines)} runs")


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__)
        return 2
    sheets, notes = Path(argv[0]), Path(argv[1])
    FIXTURES.mkdir(parents=True, exist_ok=True)
    parts = _notes_by_game(notes.read_text(encoding="utf-8"))
    for game in GAMES:
        _write(f"{game}.sheet", (sheets / f"{game}.txt").read_text(encoding="utf-8"))
        _write(f"{game}.notes", parts.get(game, ""))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
