"""packaging/make_deb.py: the Debian package's layout, texts and computed dependencies, on
stand-in bundles (no build needed); packaging/check_deb.sh installs the real one in CI.

The dependency tests run ``dpkg-shlibdeps`` and ``patchelf`` on real system programs: they need a
Debian or Ubuntu machine with ``dpkg-dev`` and ``patchelf``, which ``packaging/build.sh``
installs, and skip without them (also in CI, whose first test run comes before the build; its
second run, after the build, has them).
"""

from __future__ import annotations

import argparse
import gzip
import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from cardtable.cli import build_parser
from tests.packaging.helpers import LINUX, PACKAGING, ROOT, load, project_version

make_deb = load("make_deb")
APP_ID = load("bundle_contents").APP_ID
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
ICON_SIZES = sorted(int(p.stem.split("-")[1]) for p in (ROOT / "assets/icons").glob("*.png"))


def debian_tool(name: str) -> str:
    """The path of a Debian packaging tool; skipped when absent (see the module's text)."""
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed (packaging/build.sh installs it on Debian/Ubuntu)")
    return path


def fake_bundle(where: Path) -> Path:
    """A bundle as build.sh leaves it: the program, _internal/, and the tarball's extras."""
    bundle = where / "cardtable"
    (bundle / "_internal" / "cardtable").mkdir(parents=True)
    program = bundle / "cardtable"
    program.write_text('#!/bin/sh\necho "stand-in cardtable $*"\n', encoding="utf-8")
    program.chmod(0o755)
    (bundle / "_internal" / "base_library.zip").write_bytes(b"PK")
    (bundle / "_internal" / "base_library.zip").chmod(0o755)
    for extra in ("install.sh", "uninstall.sh"):
        shutil.copy(LINUX / extra, bundle / extra)
    (bundle / "share" / "applications").mkdir(parents=True)
    return bundle


def staged(tmp_path: Path, bundle: Path | None = None) -> Path:
    pkgroot = tmp_path / "work" / "debian" / "cardtable"
    make_deb.stage(bundle or fake_bundle(tmp_path), pkgroot, project_version())
    return pkgroot


def test_the_package_holds_the_program_commands_menu_entry_icons_and_documents(
    tmp_path: Path,
) -> None:
    root = staged(tmp_path)
    lib = root / "usr/lib/cardtable"
    assert (lib / "cardtable").is_file() and (lib / "_internal/base_library.zip").is_file()
    # The tarball's installer and share/ have no place in a package.
    assert not (lib / "install.sh").exists() and not (lib / "uninstall.sh").exists()
    assert not (lib / "share").exists()
    for command in ("usr/bin/cardtable", "usr/games/cardtable"):
        link = root / command
        assert link.is_symlink() and not os.path.isabs(os.readlink(link))
        assert link.resolve() == (lib / "cardtable").resolve()
    share = root / "usr/share"
    assert (share / f"applications/{APP_ID}.desktop").read_bytes() == (
        LINUX / f"{APP_ID}.desktop"
    ).read_bytes()
    assert (share / f"metainfo/{APP_ID}.metainfo.xml").is_file()
    for size in ICON_SIZES:
        assert (share / f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png").is_file(), size
    assert (share / f"icons/hicolor/scalable/apps/{APP_ID}.svg").is_file()
    page = gzip.decompress((share / "man/man6/cardtable.6.gz").read_bytes())
    assert page == (LINUX / "cardtable.6").read_bytes()
    assert (share / "doc/cardtable/copyright").is_file()
    changes = gzip.decompress((share / "doc/cardtable/changelog.gz").read_bytes()).decode()
    assert changes.startswith(f"cardtable ({project_version()}) ")
    assert (share / "lintian/overrides/cardtable").is_file()


def test_modes_are_debians_programs_755_the_rest_644(tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path)
    library = bundle / "_internal" / "libstandin.so.1"
    shutil.copy(os.path.realpath("/bin/ls"), library)  # an ELF file named as a library
    library.chmod(0o755)
    root = staged(tmp_path, bundle)
    lib = root / "usr/lib/cardtable"
    assert (lib / "cardtable").stat().st_mode & 0o777 == 0o755  # a script
    assert (lib / "_internal/libstandin.so.1").stat().st_mode & 0o777 == 0o644
    assert (lib / "_internal/base_library.zip").stat().st_mode & 0o777 == 0o644
    assert (lib / "_internal").stat().st_mode & 0o777 == 0o755


def test_stage_refuses_a_folder_that_is_not_a_bundle(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="not a Card Table bundle"):
        make_deb.stage(tmp_path, tmp_path / "root", "1")


def test_description_is_the_metainfo_summary_and_text_as_debian_writes_it() -> None:
    text = make_deb.description(METAINFO)
    root = ET.parse(METAINFO).getroot()
    synopsis, *body = text.split("\n")
    assert synopsis == root.findtext("summary") and len(synopsis) < 80
    assert body and all(line.startswith(" ") and len(line) <= 80 for line in body)
    assert " ." in body  # paragraphs apart
    items = root.findall("description/ul/li")
    assert sum(line.startswith("  * ") for line in body) == len(items)
    assert "Moosehead" in text and "Moxie" in text


def test_control_has_the_fields_a_software_centre_shows() -> None:
    text = make_deb.control("0.1.0", "amd64", "libc6 (>= 2.36)", 1234, METAINFO)
    fields = dict(
        re.findall(r"^([A-Za-z-]+): (.*)$", text, re.M),
    )
    assert fields["Package"] == "cardtable" and fields["Version"] == "0.1.0"
    assert fields["Architecture"] == "amd64" and fields["Installed-Size"] == "1234"
    assert fields["Depends"] == "libc6 (>= 2.36)" and fields["Section"] == "games"
    assert re.fullmatch(r".+ <[^@\s]+@[^@\s]+>", fields["Maintainer"])
    assert text.endswith("\n") and "\n\n" not in text


def test_changelog_lists_the_metainfo_releases_and_a_build_between_them(tmp_path: Path) -> None:
    who = "Someone <someone@example.org>"
    release = make_deb.changelog(METAINFO, project_version(), who)
    assert release.startswith(f"cardtable ({project_version()}) unstable; urgency=medium\n")
    assert re.search(rf"^ -- {re.escape(who)}  \w{{3}}, \d\d \w{{3}} \d{{4}} ", release, re.M)
    between = make_deb.changelog(METAINFO, project_version() + "+git1", who)
    assert between.startswith(f"cardtable ({project_version()}+git1) ")
    assert release in between
    parse = shutil.which("dpkg-parsechangelog")
    if parse:
        (tmp_path / "changelog").write_text(between, encoding="utf-8")
        out = subprocess.run(
            [parse, "-l", str(tmp_path / "changelog"), "-S", "Version"],
            capture_output=True,
            text=True,
            check=True,
        )
        assert out.stdout.strip() == project_version() + "+git1"


def test_installed_size_counts_kib_per_file_as_dpkg_does(tmp_path: Path) -> None:
    root = tmp_path / "root"
    (root / "DEBIAN").mkdir(parents=True)
    (root / "DEBIAN" / "control").write_bytes(b"x" * 5000)  # not counted
    (root / "usr").mkdir()
    (root / "usr" / "a").write_bytes(b"x")  # 1
    (root / "usr" / "b").write_bytes(b"x" * 1025)  # 2
    (root / "usr" / "c").symlink_to("a")  # 1
    assert make_deb.installed_size(root) == 1 + 1 + 2 + 1  # + the folder usr


OWNERS = {"/usr/lib/libfoo.so.1": "libfoo1", "/usr/lib/libpython3.11.so.1.0": "libpython3.11"}


class FakeDpkg:
    """libfoo and libpython belong to packages; libbar was built by hand."""

    def library_path(self, soname: str) -> str | None:
        return f"/usr/lib/{soname}"

    def owner(self, path: str) -> str | None:
        return OWNERS.get(path)


def test_system_copies_go_and_their_packages_come_in_but_python_stays(tmp_path: Path) -> None:
    root = staged(tmp_path)
    internal = root / "usr/lib/cardtable/_internal"
    for name in ("libfoo.so.1", "libbar.so.2", "libpython3.11.so.1.0"):
        (internal / name).write_bytes(b"\x7fELF")
    (internal / "libfoo.so").symlink_to("libfoo.so.1")
    (internal / "PySide6").mkdir()
    (internal / "PySide6" / "libQt6Core.so.6").write_bytes(b"\x7fELF")
    (internal / "libQt6Core.so.6").symlink_to("PySide6/libQt6Core.so.6")
    assert make_deb.system_copies(root, FakeDpkg()) == {"libfoo.so.1": "libfoo1"}
    make_deb.drop_system_copies(root, FakeDpkg())
    left = sorted(p.name for p in internal.iterdir())
    assert "libfoo.so.1" not in left and "libfoo.so" not in left  # and its dangling link
    assert {"libbar.so.2", "libpython3.11.so.1.0", "libQt6Core.so.6"} <= set(left)


def test_the_build_machines_package_database_finds_the_c_library() -> None:
    debian_tool("dpkg")
    dpkg = make_deb.Dpkg()
    path = dpkg.library_path("libc.so.6")
    assert path is not None and dpkg.owner(path) == "libc6"
    assert dpkg.owner("/no/such/library.so") is None


def test_depends_names_the_linked_system_libraries_but_not_the_bundled_ones(
    tmp_path: Path,
) -> None:
    """``ls`` links libselinux and the C library: with a copy of libselinux in the bundle only
    libc6 is a dependency, without it libselinux1 is one too, with the versions dpkg-shlibdeps
    reads from the libraries' symbols."""
    debian_tool("dpkg-shlibdeps")
    dpkg = make_deb.Dpkg()
    selinux = dpkg.library_path("libselinux.so.1")
    if selinux is None or "libselinux.so.1" not in subprocess.getoutput("ldd /bin/ls"):
        pytest.skip("ls does not link libselinux here")
    bundle = fake_bundle(tmp_path)
    (bundle / "cardtable").unlink()
    shutil.copy(os.path.realpath("/bin/ls"), bundle / "cardtable")
    alone = staged(tmp_path / "alone", bundle)
    depends = make_deb.shlib_depends(alone)
    names = [make_deb.clause_packages(c)[0] for c in depends]
    assert "libc6" in names and dpkg.owner(selinux) in names
    assert re.fullmatch(r"libc6 \(>= [0-9.]+\)", depends[names.index("libc6")])

    shutil.copy(selinux, bundle / "_internal" / "libselinux.so.1")
    carried = staged(tmp_path / "carried", bundle)
    names = [make_deb.clause_packages(c)[0] for c in make_deb.shlib_depends(carried)]
    assert "libc6" in names and dpkg.owner(selinux) not in names


def test_foreign_library_paths_are_removed_and_origin_ones_kept(tmp_path: Path) -> None:
    patchelf = debian_tool("patchelf")
    root = tmp_path / "root"
    root.mkdir()
    for name, rpath in (
        ("a.so", "/opt/python-build/lib"),
        ("b.so", "$ORIGIN/lib:/opt/x"),
        ("c.so", ""),
    ):
        shutil.copy(os.path.realpath("/bin/ls"), root / name)
        if rpath:
            subprocess.run([patchelf, "--set-rpath", rpath, str(root / name)], check=True)
    changed = make_deb.clean_runpaths(root)
    assert sorted(p.name for p in changed) == ["a.so", "b.so"]

    def search_path(name: str) -> str:
        return subprocess.run(
            [patchelf, "--print-rpath", str(root / name)], capture_output=True, text=True
        ).stdout.strip()

    assert search_path("a.so") == "" and search_path("c.so") == ""
    assert search_path("b.so") == "$ORIGIN/lib"


def test_a_stand_in_bundle_packs_into_a_deb_owned_by_root(tmp_path: Path) -> None:
    dpkg_deb = debian_tool("dpkg-deb")
    debian_tool("dpkg-shlibdeps")
    deb = make_deb.build(
        fake_bundle(tmp_path), tmp_path / "out", "0.1.0", "none", work=tmp_path / "work"
    )
    assert deb.name == f"cardtable_0.1.0_{make_deb.debian_arch()}.deb"
    info = subprocess.run([dpkg_deb, "--info", str(deb)], capture_output=True, text=True).stdout
    assert "Package: cardtable" in info and "Installed-Size:" in info
    listing = subprocess.run(
        [dpkg_deb, "--contents", str(deb)], capture_output=True, text=True, check=True
    ).stdout.splitlines()
    assert listing and all(" root/root " in line for line in listing)
    names = {line.split()[5] for line in listing}
    assert "./usr/bin/cardtable" in names and "./usr/lib/cardtable/cardtable" in names
    md5 = subprocess.run(
        [dpkg_deb, "--info", str(deb), "md5sums"], capture_output=True, text=True, check=True
    ).stdout
    assert "usr/share/doc/cardtable/copyright" in md5


def test_the_manual_page_names_every_command() -> None:
    page = (LINUX / "cardtable.6").read_text(encoding="utf-8")
    parser = build_parser()
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices
    for name in commands:
        assert re.search(rf'^\.BI? "?{name}\b', page, re.M), name
    assert "--exit-after" in page.replace("\\-", "-")


def test_copyright_file_carries_the_projects_licence() -> None:
    text = (PACKAGING / "deb" / "copyright").read_text(encoding="utf-8")
    assert text.startswith("Format: https://www.debian.org/doc/packaging-manuals/copyright-format")
    expat = text.rsplit("\nLicense: Expat\n", 1)[-1].split("\n\n")[0]
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    permission = licence[licence.index("Permission is hereby granted") :]
    unfold = " ".join("" if line == " ." else line for line in expat.splitlines()).split()
    assert unfold == permission.split()


def test_check_deb_script_parses_and_ci_runs_it_after_the_build() -> None:
    script = PACKAGING / "check_deb.sh"
    assert script.stat().st_mode & 0o111
    assert subprocess.run(["bash", "-n", str(script)]).returncode == 0
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    commands = [line.strip() for line in ci.splitlines() if line.strip() and line[0] != "#"]
    build = next(i for i, line in enumerate(commands) if line.startswith("packaging/build.sh"))
    assert any(line.startswith("packaging/check_deb.sh") for line in commands[build + 1 :])
    assert "make_deb.py" in (PACKAGING / "build.sh").read_text(encoding="utf-8")
