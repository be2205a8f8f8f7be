"""The Debian package of the desktop bundle: ``dist/cardtable_<version>_<arch>.deb``.

    python3 packaging/make_deb.py [BUNDLE] [--out DIR] [--version V] [--compression xz|gzip|none]

``packaging/build.sh`` runs it on Debian and Ubuntu after building ``dist/cardtable/``. The package
holds:

* the bundle in ``/usr/lib/cardtable`` (without the tarball's ``install.sh``, ``uninstall.sh``
  and ``share/``) and the command ``/usr/bin/cardtable``, a link to its program;
* the menu entry, the AppStream metainfo, the icons at every size in the hicolor theme, the
  manual page, the copyright file and a changelog made from the metainfo's releases;
* not the copies of system libraries that the tarball carries (X11, fontconfig, OpenSSL...):
  the package uses the system's, so its security updates reach them (:func:`system_copies`);
* ``Depends:`` computed, not written by hand: ``dpkg-shlibdeps`` on every ELF file of the bundle
  names the packages of the system libraries they link, with the versions whose symbols they
  use, and skips the libraries the bundle carries (:func:`shlib_depends`);
* the description a software centre shows, from the metainfo, and the installed size.

Needs ``dpkg-deb``, ``dpkg-shlibdeps`` (``dpkg-dev``) and ``patchelf``. ``lintian`` checks the
result (see ``packaging/README.md``); ``packaging/check_deb.sh`` installs, runs, upgrades and
removes it.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import io
import os
import re
import shutil
import subprocess
import sys
import textwrap
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime
from pathlib import Path, PurePosixPath
from typing import Final

ROOT: Final = Path(__file__).resolve().parent.parent
LINUX: Final = ROOT / "packaging" / "linux"
DEB: Final = ROOT / "packaging" / "deb"

PACKAGE: Final = "cardtable"
APP_ID: Final = "org.cardtable.CardTable"
#: Where the bundle goes, and the commands that start it: /usr/bin is in every PATH (root's and
#: sudo's too), /usr/games is where Debian's policy puts games (section games).
LIB_DIR: Final = PurePosixPath("/usr/lib/cardtable")
COMMAND: Final = PurePosixPath("/usr/bin/cardtable")
GAMES_COMMAND: Final = PurePosixPath("/usr/games/cardtable")
#: The project has no mailing list; set CARDTABLE_DEB_MAINTAINER to sign a release.
MAINTAINER: Final = "Card Table developers <cardtable@example.org>"
#: Files of the tarball that have no place in a package (dpkg installs and removes it).
TARBALL_ONLY: Final = ("install.sh", "uninstall.sh", "share")

_ELF_MAGIC: Final = b"\x7fELF"
_SHARED_OBJECT = re.compile(r"\.so(?:\.[0-9][^/]*)?$")


def project_version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def debian_arch() -> str:
    return subprocess.run(
        ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
    ).stdout.strip()


# -- the tree --------------------------------------------------------------------------------


def is_elf(path: Path) -> bool:
    with open(path, "rb") as f:
        return f.read(4) == _ELF_MAGIC


def is_shared_object(name: str) -> bool:
    """``libQt6Gui.so.6``, ``_core.cpython-311-x86_64-linux-gnu.so``: loaded, never run."""
    return bool(_SHARED_OBJECT.search(name))


def file_mode(path: Path) -> int:
    """0755 for programs (ELF files that are not shared objects, scripts), 0644 for the rest:
    Debian's rule, whatever modes the wheels and PyInstaller left."""
    with open(path, "rb") as f:
        head = f.read(4)
    if head.startswith(b"#!") or (head == _ELF_MAGIC and not is_shared_object(path.name)):
        return 0o755
    return 0o644


def _walk(root: Path) -> Iterator[Path]:
    for folder, dirs, names in os.walk(root):
        dirs.sort()
        for name in sorted(dirs + names):
            yield Path(folder) / name


def stage(bundle: Path, pkgroot: Path, version: str) -> None:
    """Lay out the package's files under ``pkgroot`` (which must not exist)."""
    if not (bundle / PACKAGE).is_file() or not (bundle / "_internal").is_dir():
        raise SystemExit(f"make_deb.py: {bundle} is not a Card Table bundle (packaging/build.sh)")
    lib = pkgroot / LIB_DIR.relative_to("/")
    lib.parent.mkdir(parents=True)
    shutil.copytree(
        bundle, lib, symlinks=True, ignore=lambda d, names: TARBALL_ONLY if d == str(bundle) else ()
    )
    for name in (COMMAND, GAMES_COMMAND):
        command = pkgroot / name.relative_to("/")
        command.parent.mkdir(parents=True)
        command.symlink_to(os.path.relpath(LIB_DIR / PACKAGE, name.parent))

    share = pkgroot / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copyfile(LINUX / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop")
    (share / "metainfo").mkdir()
    metainfo = LINUX / f"{APP_ID}.metainfo.xml"
    shutil.copyfile(metainfo, share / "metainfo" / f"{APP_ID}.metainfo.xml")
    icons = ROOT / "assets" / "icons"
    for png in sorted(icons.glob("cardtable-*.png")):
        size = png.stem.split("-")[1]
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True)
        shutil.copyfile(png, target)
    scalable = share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True)
    shutil.copyfile(icons / "cardtable.svg", scalable)

    man = share / "man" / "man6"
    man.mkdir(parents=True)
    (man / "cardtable.6.gz").write_bytes(gzip_n((LINUX / "cardtable.6").read_bytes()))
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    shutil.copyfile(DEB / "copyright", doc / "copyright")
    changes = changelog(metainfo, version, maintainer())
    (doc / "changelog.gz").write_bytes(gzip_n(changes.encode("utf-8")))
    overrides = share / "lintian" / "overrides"
    overrides.mkdir(parents=True)
    shutil.copyfile(DEB / "lintian-overrides", overrides / PACKAGE)

    for path in _walk(pkgroot):
        if path.is_symlink():
            continue
        path.chmod(0o755 if path.is_dir() else file_mode(path))


def gzip_n(data: bytes) -> bytes:
    """``gzip -9n``: no name or time stamp, so the same input packs the same."""
    out = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=out, compresslevel=9, mtime=0) as f:
        f.write(data)
    return out.getvalue()


def installed_size(pkgroot: Path) -> int:
    """``Installed-Size`` in KiB as ``dpkg-gencontrol`` counts it: each file rounded up to a
    KiB, each folder and link one KiB."""
    total = 0
    for path in _walk(pkgroot):
        if path.relative_to(pkgroot).parts[0] == "DEBIAN":
            continue
        if path.is_symlink() or path.is_dir():
            total += 1
        else:
            total += (path.stat().st_size + 1023) // 1024
    return total


# -- Depends ---------------------------------------------------------------------------------


def elf_files(pkgroot: Path) -> list[Path]:
    return [p for p in _walk(pkgroot) if p.is_file() and not p.is_symlink() and is_elf(p)]


def shlib_depends(pkgroot: Path) -> list[str]:
    """The packages of the system libraries that the bundle's ELF files link, with the versions
    whose symbols they use (``dpkg-shlibdeps``). ``pkgroot`` must be ``<dir>/debian/<package>``:
    libraries found there are the bundle's own and give no dependency."""
    if pkgroot.parent.name != "debian":
        raise ValueError(f"{pkgroot} is not debian/<package>")
    work = pkgroot.parent.parent
    (work / "debian" / "control").write_text(
        f"Source: {PACKAGE}\n\nPackage: {pkgroot.name}\nArchitecture: any\n", encoding="utf-8"
    )
    (pkgroot / "DEBIAN").mkdir(exist_ok=True)
    binaries = elf_files(pkgroot)
    if not binaries:
        return []
    # Library folders as installed: dpkg-shlibdeps looks them up inside debian/<package>/.
    folders = sorted({"/" + str(p.parent.relative_to(pkgroot)) for p in binaries})
    done = subprocess.run(
        ["dpkg-shlibdeps", "-O", "--warnings=0", *(f"-l{d}" for d in folders)]
        + [f"-e{p.relative_to(work)}" for p in binaries],
        cwd=work,
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        raise SystemExit(f"make_deb.py: dpkg-shlibdeps failed:\n{done.stderr}")
    for line in done.stdout.splitlines():
        if line.startswith("shlibs:Depends="):
            return split_depends(line.partition("=")[2])
    return []


def split_depends(field: str) -> list[str]:
    return [clause.strip() for clause in field.split(",") if clause.strip()]


def clause_packages(clause: str) -> list[str]:
    """``a (>= 1) | b:any`` -> ``["a", "b"]``."""
    return [re.split(r"[\s(:]", alt.strip(), maxsplit=1)[0] for alt in clause.split("|")]


class Dpkg:
    """The questions asked of the build machine's package database (a stand-in in tests)."""

    def library_path(self, soname: str) -> str | None:
        """Where the system's dynamic linker finds ``soname`` (for this machine's ABI)."""
        cache = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True).stdout
        flavour = "x86-64" if os.uname().machine == "x86_64" else ""
        for line in cache.splitlines()[1:]:
            name, _, rest = line.strip().partition(" ")
            if name == soname and flavour in rest:
                return rest.rpartition("=> ")[2].strip()
        return None

    def owner(self, path: str) -> str | None:
        """The package that installed ``path``, also across the /lib -> /usr/lib merge."""
        real = os.path.realpath(path)
        candidates = [path, real]
        for p in (path, real):
            candidates.append(p[4:] if p.startswith("/usr/") else "/usr" + p)
        for candidate in candidates:
            done = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
            if done.returncode == 0:
                return done.stdout.split(":", 1)[0].split(",")[0].strip()
        return None


def bundled_system_libraries(pkgroot: Path) -> list[str]:
    """The file names of the libraries PyInstaller copied from the system: the top of
    ``_internal`` (the Qt libraries there are links into ``PySide6/``, from the wheel)."""
    internal = pkgroot / LIB_DIR.relative_to("/") / "_internal"
    return sorted(
        p.name
        for p in internal.iterdir()
        if p.name.startswith("lib") and is_shared_object(p.name) and not p.is_symlink()
    )


def system_copies(pkgroot: Path, dpkg: Dpkg) -> dict[str, str]:
    """The bundled libraries that a package of this system provides: file name -> package.

    The tarball carries them so that it runs on any distribution; the Debian package depends
    on the packages instead (dpkg-shlibdeps names them once the copies are gone), so the
    system's security updates reach them. Python stays: the package's Python is the bundle's,
    whatever Python the system has."""
    found = {}
    for name in bundled_system_libraries(pkgroot):
        if name.startswith("libpython"):
            continue
        path = dpkg.library_path(name)
        owner = dpkg.owner(path) if path else None
        if owner:
            found[name] = owner
    return found


def drop_system_copies(pkgroot: Path, dpkg: Dpkg) -> dict[str, str]:
    internal = pkgroot / LIB_DIR.relative_to("/") / "_internal"
    dropped = system_copies(pkgroot, dpkg)
    for name in dropped:
        (internal / name).unlink()
    for path in list(internal.iterdir()):
        if path.is_symlink() and not path.exists():
            path.unlink()
    return dropped


def clean_runpaths(pkgroot: Path) -> list[Path]:
    """Remove the library search paths that name folders of the build machine (a Python built
    from source records its own lib folder); keep the ``$ORIGIN`` ones inside the bundle.
    The files changed, for the log."""
    changed = []
    for path in elf_files(pkgroot):
        done = subprocess.run(
            ["patchelf", "--print-rpath", str(path)], capture_output=True, text=True
        )
        entries = [e for e in done.stdout.strip().split(":") if e] if done.returncode == 0 else []
        kept = [e for e in entries if e.startswith("$ORIGIN")]
        if kept == entries:
            continue
        command = ["--set-rpath", ":".join(kept)] if kept else ["--remove-rpath"]
        subprocess.run(["patchelf", *command, str(path)], check=True)
        changed.append(path)
    return changed


def merge_depends(*groups: Sequence[str]) -> str:
    """One ``Depends`` field: the clauses in name order, the first one for each package."""
    seen: dict[str, str] = {}
    for group in groups:
        for clause in group:
            seen.setdefault(clause_packages(clause)[0], clause)
    return ", ".join(seen[name] for name in sorted(seen))


# -- texts -----------------------------------------------------------------------------------


def maintainer() -> str:
    return os.environ.get("CARDTABLE_DEB_MAINTAINER", MAINTAINER)


def _text(element: ET.Element) -> str:
    return " ".join("".join(element.itertext()).split())


def description(metainfo: Path) -> str:
    """The ``Description`` field: the metainfo's summary, then its description, wrapped as
    Debian's long descriptions are (a blank line is `` .``, list items stay on their lines)."""
    root = ET.parse(metainfo).getroot()
    summary = " ".join((root.findtext("summary") or "").split())
    lines: list[str] = []
    body = root.find("description")
    for element in body if body is not None else ():
        if lines:
            lines.append(".")
        if element.tag == "p":
            lines += textwrap.wrap(_text(element), 78)
        elif element.tag in ("ul", "ol"):
            for item in element.findall("li"):
                lines += textwrap.wrap(
                    _text(item), 78, initial_indent=" * ", subsequent_indent="   "
                )
    return summary + "".join(f"\n {line}" for line in lines)


def changelog(metainfo: Path, version: str, who: str) -> str:
    """A Debian changelog of the metainfo's releases, newest first. A version the metainfo
    does not list (a build between releases) gets an entry of its own."""
    root = ET.parse(metainfo).getroot()
    entries: list[tuple[str, str, list[str]]] = []
    for release in root.findall("releases/release"):
        notes = [_text(p) for p in release.findall("description/*")] or ["Release."]
        entries.append((release.get("version", ""), release.get("date", ""), notes))
    if not entries or entries[0][0] != version:
        today = datetime.now(UTC).strftime("%Y-%m-%d")
        entries.insert(0, (version, today, ["Built from the source between releases."]))
    parts = []
    for number, date, notes in entries:
        when = datetime.strptime(date, "%Y-%m-%d").replace(hour=12, tzinfo=UTC)
        items = "\n".join(
            textwrap.fill(note, 78, initial_indent="  * ", subsequent_indent="    ")
            for note in notes
        )
        stamp = when.strftime("%a, %d %b %Y %H:%M:%S +0000")
        parts.append(
            f"{PACKAGE} ({number}) unstable; urgency=medium\n\n{items}\n\n -- {who}  {stamp}\n"
        )
    return "\n".join(parts)


def control(version: str, arch: str, depends: str, size: int, metainfo: Path) -> str:
    fields = {
        "Package": PACKAGE,
        "Version": version,
        "Architecture": arch,
        "Maintainer": maintainer(),
        "Installed-Size": str(size),
        "Depends": depends,
        "Section": "games",
        "Priority": "optional",
        "Description": description(metainfo),
    }
    return "".join(f"{key}: {value}\n" for key, value in fields.items() if value)


def md5sums(pkgroot: Path) -> str:
    lines = []
    for path in _walk(pkgroot):
        relative = path.relative_to(pkgroot)
        if relative.parts[0] == "DEBIAN" or path.is_symlink() or path.is_dir():
            continue
        lines.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {relative}\n")
    return "".join(lines)


# -- the package -----------------------------------------------------------------------------


def build(
    bundle: Path, out: Path, version: str, compression: str = "xz", work: Path | None = None
) -> Path:
    """Stage, compute, pack: the path of the ``.deb``."""
    arch = debian_arch()
    work = work or ROOT / "build" / "deb"
    shutil.rmtree(work, ignore_errors=True)
    pkgroot = work / "debian" / PACKAGE
    stage(bundle, pkgroot, version)
    dropped = drop_system_copies(pkgroot, Dpkg())
    print(f"make_deb.py: {len(dropped)} bundled libraries come from the system's packages instead")
    clean_runpaths(pkgroot)
    depends = merge_depends(shlib_depends(pkgroot))
    metainfo = LINUX / f"{APP_ID}.metainfo.xml"
    debian = pkgroot / "DEBIAN"
    debian.mkdir(exist_ok=True)
    (debian / "md5sums").write_text(md5sums(pkgroot), encoding="utf-8")
    size = installed_size(pkgroot)
    (debian / "control").write_text(
        control(version, arch, depends, size, metainfo), encoding="utf-8"
    )
    for path in debian.iterdir():
        path.chmod(0o644)
    out.mkdir(parents=True, exist_ok=True)
    deb = out / f"{PACKAGE}_{version}_{arch}.deb"
    subprocess.run(
        ["dpkg-deb", "--root-owner-group", f"-Z{compression}", "--build", str(pkgroot), str(deb)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return deb


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bundle", nargs="?", type=Path, default=ROOT / "dist" / PACKAGE)
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    parser.add_argument("--version", default=None, help="default: pyproject.toml's")
    parser.add_argument("--compression", choices=("xz", "gzip", "none"), default="xz")
    args = parser.parse_args(argv)
    deb = build(args.bundle, args.out, args.version or project_version(), args.compression)
    fields = subprocess.run(
        ["dpkg-deb", "--field", str(deb), "Installed-Size", "Depends"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    mib = 1024 * 1024
    print(f"package: {deb}  {deb.stat().st_size / mib:.1f} MiB")
    print(textwrap.indent(fields.strip(), "  "))
    return 0


if __name__ == "__main__":
    sys.exit(main())
