"""Every link, image and path in the repository stays inside it and points at something there.

A link that climbs out of the checkout into a folder beside it, or a path on one machine's disk
works on that machine only and breaks in every clone; a link to a file that was moved or never
written breaks for everybody. Markdown files are read for links and images (inline, reference
style and ``<img src>``); every text file is read for relative paths that climb out of the
repository and for absolute paths into people's home or work folders.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: What the repository's text lives in (generated and binary files are skipped below).
PLACES = (
    "README.md",
    "docs",
    "tests",
    "cardtable",
    "tools",
    "benchmarks",
    "packaging",
    "scripts",
    ".ci",
)
SKIP_DIRS = {"__pycache__", ".mypy_cache", ".ruff_cache", ".pytest_cache", "node_modules"}
BINARY = {".png", ".jpg", ".jpeg", ".gif", ".ico", ".mo", ".gz", ".zip", ".whl", ".so", ".pyc"}

_INLINE = re.compile(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
_REFERENCE = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)", re.MULTILINE)
_IMG = re.compile(r"<img\s[^>]*src=[\"']([^\"']+)[\"']", re.IGNORECASE)
_FENCE = re.compile(r"^(```|~~~).*?^\1", re.MULTILINE | re.DOTALL)
#: A relative path that climbs at least one folder up (one or more leading dot-dot steps).
_CLIMB = re.compile(r"(?<![\w./-])((?:\.\./)+[\w.-][\w./-]*)")
#: A path on somebody's disk rather than in the repository.
_PERSONAL = re.compile(r"(?<![\w.~-])/(?:work|home|root|Users)/[\w.-]+")


def _files() -> list[Path]:
    found = []
    for place in PLACES:
        path = ROOT / place
        if path.is_file():
            found.append(path)
            continue
        for file in sorted(path.rglob("*")):
            parts = set(file.relative_to(ROOT).parts)
            if file.is_file() and not SKIP_DIRS & parts and file.suffix.lower() not in BINARY:
                found.append(file)
    return found


def _text(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError):
        return None


def _is_external(target: str) -> bool:
    return bool(re.match(r"[a-z][a-z0-9+.-]*:", target, re.IGNORECASE)) or target.startswith("//")


def _inside(path: Path) -> bool:
    return path.resolve().is_relative_to(ROOT)


def markdown_problems(path: Path, text: str) -> list[str]:
    """What is wrong with the links and images of one markdown file."""
    problems = []
    body = _FENCE.sub("", text)
    targets = [*_INLINE.findall(body), *_REFERENCE.findall(body), *_IMG.findall(body)]
    for target in targets:
        if _is_external(target) or target.startswith("#"):
            continue
        file_part = target.split("#", 1)[0].split("?", 1)[0]
        if file_part.startswith("/"):
            problems.append(f"{target}: an absolute path, not a link inside the repository")
            continue
        resolved = (path.parent / file_part).resolve()
        if not _inside(resolved):
            problems.append(f"{target}: leaves the repository")
        elif not resolved.exists():
            problems.append(f"{target}: no such file in the repository")
    return problems


def path_problems(path: Path, text: str) -> list[str]:
    """Relative paths that climb out of the repository, and paths on someone's disk."""
    problems = []
    for match in _CLIMB.finditer(text):
        target = match.group(1)
        # A markdown link is read from the file's folder; a path in code or a script may be read
        # from there or from the checkout, and must stay inside from both.
        bases = [path.parent] if path.suffix.lower() == ".md" else [path.parent, ROOT]
        if not all(_inside(base / target) for base in bases):
            problems.append(f"{target}: climbs out of the repository")
    for match in _PERSONAL.finditer(text):
        problems.append(f"{match.group(0)}: a path on one machine's disk")
    return problems


def _problems() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for path in _files():
        text = _text(path)
        if text is None:
            continue
        problems = path_problems(path, text)
        if path.suffix.lower() == ".md":
            problems += markdown_problems(path, text)
        if problems:
            found[str(path.relative_to(ROOT))] = sorted(set(problems))
    return found


def test_no_link_or_path_leaves_the_repository_and_every_link_resolves() -> None:
    assert _problems() == {}


def test_the_checks_catch_what_they_are_for(tmp_path: Path) -> None:
    doc = ROOT / "docs" / "example.md"  # never written: only its folder matters
    up = "../"
    outside = up * 3 + "notes/rules.md"
    home = "/" + "home/someone/rules.md"
    text = (
        f"[rules]({outside}) [gone](missing.md) ![art](images/none.png) [ok](architecture.md)"
        f" [web](https://example.org/x) [here](#the-layers) [abs]({home})\n"
        f'[ref]: {up * 2}elsewhere.md\n<img src="rules/README.md">\n'
    )
    found = markdown_problems(doc, text)
    assert any(outside in p and "leaves" in p for p in found)
    assert any("missing.md" in p for p in found)
    assert any("images/none.png" in p for p in found)
    assert any("elsewhere.md" in p for p in found)
    assert any(home in p and "absolute" in p for p in found)
    assert not any("architecture.md" in p or "example.org" in p or "#the" in p for p in found)
    assert not any("rules/README.md" in p for p in found)
    code = f'PATH = Path("{outside}")\nORIGINALS = "{home}"\n'
    found = path_problems(ROOT / "tests" / "example.py", code)
    assert any("climbs out" in p for p in found) and any("one machine" in p for p in found)
    assert path_problems(ROOT / "docs" / "x.md", f"see {up}README.md and ~/.local/share") == []


@pytest.mark.parametrize("name", ["README.md", "docs/architecture.md"])
def test_the_rules_are_linked_inside_the_repository(name: str) -> None:
    text = (ROOT / name).read_text(encoding="utf-8")
    assert "rules/README.md" in text
