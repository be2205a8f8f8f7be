"""The hosted table's own autosave: the match, the join code and each remote seat's token.

Written atomically after every action and every join, so a host that stops (a crash, a restart)
can serve the same table again (``cardtable host --resume``) and its players take their seats back
with the tokens they were given. It is read like every other file the app reads
(:func:`cardtable.persistence.documents.read_document`): size, JSON, header, schema, then the
match replayed move by move through the rules.

The file holds the join code, the tokens and the table's TLS key, so it stays on the host's
computer.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Final, Literal

import msgspec
from msgspec import Meta

from cardtable.net.tls import Certificate
from cardtable.persistence.documents import DocumentError, DocumentKind, Problem, read_document
from cardtable.persistence.files import atomic_write_json
from cardtable.persistence.savefile import SaveDocument, replay, save_document
from cardtable.session.match import Match

HOSTED_FORMAT: Final = "cardtable-hosted-table"
HOSTED_VERSION: Final = 1

_Id = Annotated[str, Meta(max_length=40)]
_Token = Annotated[str, Meta(max_length=128)]


class HostedDocument(msgspec.Struct, forbid_unknown_fields=True):
    format: Literal["cardtable-hosted-table"]
    version: Annotated[int, Meta(ge=1)]
    code: Annotated[str, Meta(min_length=1, max_length=64)]
    #: Each seat's plan: "remote", "local" or a bot's name.
    plan: Annotated[list[_Id], Meta(min_length=1, max_length=16)]
    #: Each seat's token ("" for a seat nobody has taken).
    tokens: Annotated[list[_Token], Meta(max_length=16)]
    #: The bot that stands in for a player gone longer than ``grace`` seconds ("" waits).
    takeover: _Id
    grace: Annotated[float, Meta(ge=0, le=86_400)]
    #: Whether every remote seat had been taken once (the deal was made).
    started: bool
    save: SaveDocument
    #: The table's TLS key and certificate (PEM; "" for a table served without encryption),
    #: so the resumed table keeps the fingerprint its players' join text names.
    key: Annotated[str, Meta(max_length=8192)] = ""
    certificate: Annotated[str, Meta(max_length=8192)] = ""


HOSTED_KIND: Final = DocumentKind(HOSTED_FORMAT, HOSTED_VERSION, HostedDocument, "hosted table")


@dataclass(frozen=True, slots=True)
class HostedTable:
    """A hosted table read back from its autosave."""

    match: Match
    code: str
    plan: tuple[str, ...]
    tokens: tuple[str, ...]
    takeover: str
    grace: float
    started: bool
    certificate: Certificate | None = None


def write_hosted(path: Path, table: HostedTable, sync: bool = True) -> None:
    data: dict[str, Any] = {
        "format": HOSTED_FORMAT,
        "version": HOSTED_VERSION,
        "code": table.code,
        "plan": list(table.plan),
        "tokens": list(table.tokens),
        "takeover": table.takeover,
        "grace": table.grace,
        "started": table.started,
        "save": save_document(table.match, "hosted table"),
    }
    if table.certificate is not None:
        data["key"] = table.certificate.key_pem
        data["certificate"] = table.certificate.cert_pem
    atomic_write_json(Path(path), data, sync)


def read_hosted(path: Path) -> HostedTable:
    """The table saved at ``path``; DocumentError (one sentence) if it cannot be used."""
    doc = read_document(Path(path), HOSTED_KIND)
    match = replay(doc.save, Path(path), "hosted table")
    n = match.num_players
    if len(doc.plan) != n or len(doc.tokens) != n:
        raise DocumentError(
            Path(path),
            Problem.DAMAGED,
            f"it plans {len(doc.plan)} seats for {n} players",
            "hosted table",
        )
    certificate = Certificate(doc.key, doc.certificate) if doc.key and doc.certificate else None
    return HostedTable(
        match,
        doc.code,
        tuple(doc.plan),
        tuple(doc.tokens),
        doc.takeover,
        doc.grace,
        doc.started,
        certificate,
    )
