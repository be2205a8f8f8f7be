"""The one way the app reads a JSON document it did not just write: saves, statistics, settings.

Whatever a file holds (a truncated write, flipped bytes, a 200 KB run of ``[[[[``, a hostile
edit), reading it ends in one of two ways: the document, checked against its schema, or a
:class:`DocumentError` whose message is one sentence naming the file. Nothing here writes,
renames or deletes: a file that cannot be used is left exactly as it was, and the caller
decides whether to set it aside before writing a new one in its place.

The steps, in order:

1. **Size.** A file over :data:`MAX_BYTES` is refused before it is read (real saves are tens of
   kilobytes), and never more than that many bytes are read, even from a file that grows.
2. **Text and JSON.** Strict UTF-8, then JSON through ``msgspec``; deep nesting, huge numbers
   and malformed text all end as a :class:`DocumentError`.
3. **Header.** The document must be an object with the expected ``format`` and a whole-number
   ``version``; a version above the one this program writes is reported as *newer* (update
   the app), not as damaged.
4. **Schema.** The document is converted to the kind's ``msgspec.Struct``: every key known,
   every required key present, every value of the right type and within its range.

What the values *mean* (is the game known, does each action replay) is checked by the reader
of each kind, which raises the same error type.
"""

from __future__ import annotations

import enum
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, Generic, TypeVar

import msgspec

from cardtable.i18n import N_, _

#: The largest file the app will read. A long Mose game is about 70 KB.
MAX_BYTES: Final = 4 * 1024 * 1024

T = TypeVar("T")


class Problem(enum.Enum):
    """Why a document cannot be used."""

    DAMAGED = "damaged"
    NEWER = "newer"
    UNREADABLE = "unreadable"


class DocumentError(Exception):
    """A document could not be used; :attr:`message` is one sentence for the user."""

    def __init__(self, path: Path, problem: Problem, reason: str, what: str = "file") -> None:
        self.path = Path(path)
        self.problem = problem
        self.reason = reason
        #: What the file is, for the message ("saved game “Mose, 3 May”", "statistics file").
        self.what = what
        super().__init__(document_message(self.path, what, problem, reason))

    @property
    def message(self) -> str:
        return str(self)


#: The kinds of file, as the messages name them (translated where they are said).
FILE_WORDS = (N_("file"), N_("settings file"), N_("statistics file"), N_("saved game"))


def document_message(path: Path, what: str, problem: Problem | None, reason: str) -> str:
    """One sentence about a file that cannot be used, saying that it is kept and where."""
    if problem is None:
        return ""
    where = display_path(path)
    if problem is Problem.NEWER:
        return _(
            "The {what} was written by a newer version of Card Table ({reason}), so "
            "this version leaves it unchanged at {where}; update Card Table to use it."
        ).format(what=_(what), reason=reason, where=where)
    if problem is Problem.UNREADABLE:
        return _("The {what} cannot be read ({reason}) and is kept unchanged at {where}.").format(
            what=_(what), reason=reason, where=where
        )
    return _("The {what} is damaged ({reason}) and is kept unchanged at {where}.").format(
        what=_(what), reason=reason, where=where
    )


def display_path(path: Path) -> str:
    """``path`` as text that is safe to show anywhere (undecodable bytes replaced)."""
    return printable(os.fsdecode(path))


def printable(text: str) -> str:
    """``text`` without lone surrogates (from file names that are not valid UTF-8)."""
    return text.encode("utf-8", "replace").decode("utf-8")


@dataclass(frozen=True, slots=True)
class DocumentKind(Generic[T]):
    """One kind of document: its ``format`` tag, the version this program writes, its schema."""

    format: str
    version: int
    schema: type[T]
    #: What a file of this kind is called in messages ("statistics file").
    noun: str


def read_bytes(path: Path, limit: int = MAX_BYTES, what: str = "file") -> bytes:
    """The bytes of ``path``, refusing anything over ``limit`` before reading it.

    FileNotFoundError passes through (a missing file is not a damaged one); every other
    failure is a :class:`DocumentError`.
    """
    try:
        with open(path, "rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            if size > limit:
                raise DocumentError(path, Problem.DAMAGED, _too_large(size, limit), what)
            data = handle.read(limit + 1)
    except FileNotFoundError:
        raise
    except IsADirectoryError as exc:
        raise DocumentError(path, Problem.UNREADABLE, "it is a folder, not a file", what) from exc
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise DocumentError(path, Problem.UNREADABLE, reason.lower(), what) from exc
    if len(data) > limit:
        raise DocumentError(path, Problem.DAMAGED, _too_large(len(data), limit), what)
    return data


def _too_large(size: int, limit: int) -> str:
    return _("it is {size:,} bytes, more than the {limit} MB a Card Table file can be").format(
        size=size, limit=limit // (1024 * 1024)
    )


def parse_json(data: bytes | str) -> Any:
    """Parse JSON text; any failure (bad UTF-8, syntax, nesting, numbers) raises ValueError
    with a short reason."""
    if isinstance(data, str):
        try:
            data = data.encode("utf-8")
        except UnicodeEncodeError as exc:
            raise ValueError("it holds text that is not valid Unicode") from exc
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ValueError(f"it is not UTF-8 text (byte {exc.start + 1} is not valid)") from exc
    try:
        return msgspec.json.decode(data)
    except RecursionError as exc:
        raise ValueError("its brackets are nested far too deeply") from exc
    except msgspec.DecodeError as exc:
        raise ValueError(f"it is not valid JSON ({_lower(str(exc))})") from exc
    except (ValueError, OverflowError, MemoryError) as exc:
        raise ValueError(
            f"it is not valid JSON ({_lower(str(exc)) or type(exc).__name__})"
        ) from exc


def check_schema(data: Any, schema: type[T]) -> T:
    """``data`` converted to ``schema``; a mismatch raises ValueError saying what and where."""
    try:
        return msgspec.convert(data, schema)
    except RecursionError as exc:
        raise ValueError("its values are nested far too deeply") from exc
    except msgspec.ValidationError as exc:
        raise ValueError(schema_reason(str(exc))) from exc


_AT = re.compile(r"\s+-\s+at\s+`\$(?P<where>[^`]*)`$")


def schema_reason(text: str) -> str:
    """msgspec's "Expected `int`, got `str` - at `$.seed`" as "seed: expected int, got str"."""
    where = ""
    match = _AT.search(text)
    if match:
        where = match.group("where").lstrip(".")
        text = text[: match.start()]
    text = _lower(text.replace("`", "").strip())
    if len(text) > 160:
        text = text[:157] + "…"
    return f"{where}: {text}" if where else text


def _lower(text: str) -> str:
    """A message as the middle of a sentence ("Input was bad" -> "input was bad"; "JSON" kept)."""
    if text[1:2].isupper():
        return text
    return text[:1].lower() + text[1:]


def header(data: Any, kind: DocumentKind[Any]) -> int:
    """Check a parsed document's ``format`` and ``version``; returns the version.

    Raises ValueError for a document of another kind or without a version, and
    :class:`NewerVersion` for a version above ``kind.version``.
    """
    if not isinstance(data, dict) or data.get("format") != kind.format:
        raise ValueError(f"it is not a Card Table {kind.noun}")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise ValueError("it has no valid version number")
    if version > kind.version:
        raise NewerVersion(f"version {version}; this one reads up to {kind.version}")
    return version


class NewerVersion(ValueError):
    """The document was written by a newer program."""


def decode_document(data: bytes | str, kind: DocumentKind[T]) -> T:
    """Parse and check a document held in memory; ValueError (or NewerVersion) says why not."""
    parsed = parse_json(data)
    header(parsed, kind)
    return check_schema(parsed, kind.schema)


def read_document(path: Path, kind: DocumentKind[T], what: str = "") -> T:
    """Read ``path`` as a document of ``kind``; see the module docstring.

    FileNotFoundError passes through; every other problem is a :class:`DocumentError` naming
    ``what`` the file is (by default ``kind.noun``). The file is never changed.
    """
    what = what or kind.noun
    data = read_bytes(path, what=what)
    try:
        return decode_document(data, kind)
    except NewerVersion as exc:
        raise DocumentError(path, Problem.NEWER, str(exc), what) from exc
    except ValueError as exc:
        raise DocumentError(path, Problem.DAMAGED, str(exc), what) from exc
