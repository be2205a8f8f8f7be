"""Private on the wire: each table's own certificate, and the fingerprint its players pin.

A host makes a key and a self-signed certificate for its table (the ``cryptography`` package;
an elliptic-curve P-256 key, made in a millisecond) and serves ``wss://``. No authority vouches
for such a certificate, so the join text carries its SHA-256 fingerprint instead: ``HOST:PORT/``
followed by 64 hex digits. The joining side accepts the connection only if the certificate the
other end shows has that fingerprint, and checks it before it sends anything of its own (the join
code, a token): a man in the middle shows another certificate and is refused.

The certificate is kept with the hosted table's autosave, so a resumed table has the same
fingerprint and the join text its players have still works.
"""

from __future__ import annotations

import contextlib
import datetime
import hashlib
import os
import ssl
import tempfile
from dataclasses import dataclass
from typing import Final

__all__ = [
    "Certificate",
    "client_context",
    "fingerprint_of",
    "join_address",
    "make_certificate",
    "normal_fingerprint",
    "server_context",
]

#: A fingerprint as written in a join text: the SHA-256 of the certificate, in hex.
FINGERPRINT_DIGITS: Final = 64


@dataclass(frozen=True, slots=True)
class Certificate:
    """A table's key and certificate, as PEM text."""

    key_pem: str
    cert_pem: str

    @property
    def fingerprint(self) -> str:
        return fingerprint_of(ssl.PEM_cert_to_DER_cert(self.cert_pem))


def make_certificate(name: str = "Card Table") -> Certificate:
    """A fresh key and a self-signed certificate for one table (valid for a year)."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    subject = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, name[:60] or "Card Table")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=365))
        .sign(key, hashes.SHA256())
    )
    key_pem = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    ).decode("ascii")
    return Certificate(key_pem, cert.public_bytes(serialization.Encoding.PEM).decode("ascii"))


def fingerprint_of(der: bytes) -> str:
    return hashlib.sha256(der).hexdigest()


def normal_fingerprint(text: str) -> str:
    """A fingerprint as typed (any case, with colons or spaces) as compared; "" if it is not
    one."""
    digits = "".join(c for c in text.lower() if c not in ": ")
    if len(digits) != FINGERPRINT_DIGITS or any(c not in "0123456789abcdef" for c in digits):
        return ""
    return digits


def join_address(address: str, port: int, fingerprint: str) -> str:
    """``HOST:PORT/FINGERPRINT`` (``HOST:PORT`` for a table served without encryption)."""
    shown = f"[{address}]" if ":" in address else address
    where = f"{shown}:{port}"
    return f"{where}/{fingerprint}" if fingerprint else where


def server_context(cert: Certificate) -> ssl.SSLContext:
    """The TLS side of a table's server. The key passes through a file only this user may read,
    removed at once (the ``ssl`` module loads keys from files only)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    fd, path = tempfile.mkstemp(prefix="cardtable-", suffix=".pem")
    try:
        with os.fdopen(fd, "w", encoding="ascii") as out:
            out.write(cert.key_pem + cert.cert_pem)
        context.load_cert_chain(path)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(path)
    return context


def client_context() -> ssl.SSLContext:
    """The TLS side of a player's connection: no authority is asked, the fingerprint is checked
    instead (:func:`peer_fingerprint`)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


def peer_fingerprint(ssl_object: object) -> str:
    """The fingerprint of the certificate the other end of a TLS connection showed."""
    if not isinstance(ssl_object, (ssl.SSLObject, ssl.SSLSocket)):
        return ""
    der = ssl_object.getpeercert(binary_form=True)
    return fingerprint_of(der) if der else ""
