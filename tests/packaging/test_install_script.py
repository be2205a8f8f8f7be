"""packaging/linux/install.sh and uninstall.sh, on a stand-in bundle in a temporary home.

The stand-in has what the scripts look at (a ``cardtable`` program,
``_internal/cardtable/assets/icons``); its program is a shell script, so no build is needed.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from tests.packaging.helpers import LINUX, ROOT, load, tool

APP_ID = load("bundle_contents").APP_ID
ICONS = ROOT / "assets" / "icons"
ICON_SIZES = sorted(int(p.stem.split("-")[1]) for p in ICONS.glob("cardtable-*.png"))


def fake_bundle(where: Path) -> Path:
    bundle = where / "cardtable-bundle"
    (bundle / "_internal").mkdir(parents=True)
    shutil.copytree(ICONS, bundle / "_internal" / "cardtable" / "assets" / "icons")
    program = bundle / "cardtable"
    program.write_text('#!/bin/sh\necho "stand-in cardtable $*"\n', encoding="utf-8")
    program.chmod(0o755)
    return bundle


def run(script: str, *args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, HOME=str(home))
    return subprocess.run(
        ["sh", str(LINUX / script), *args], env=env, capture_output=True, text=True, check=False
    )


def installed_files(prefix: Path) -> list[Path]:
    lib = prefix / "lib" / "cardtable"
    share = prefix / "share"
    return [
        lib / "cardtable",
        lib / "uninstall.sh",
        share / "applications" / f"{APP_ID}.desktop",
        share / "metainfo" / f"{APP_ID}.metainfo.xml",
        share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
        *(share / "icons" / "hicolor" / f"{s}x{s}" / "apps" / f"{APP_ID}.png" for s in ICON_SIZES),
    ]


def test_install_puts_the_program_menu_entry_and_icons_in_the_users_folders(
    tmp_path: Path,
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    bundle = fake_bundle(tmp_path)
    done = run("install.sh", str(bundle), home=home)
    assert done.returncode == 0, done.stderr
    prefix = home / ".local"
    for path in installed_files(prefix):
        assert path.is_file(), path
    link = prefix / "bin" / "cardtable"
    assert link.is_symlink() and link.resolve() == (prefix / "lib" / "cardtable" / "cardtable")
    out = subprocess.run([str(link), "games"], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "stand-in cardtable games"
    desktop = (prefix / "share" / "applications" / f"{APP_ID}.desktop").read_text()
    program = prefix / "lib" / "cardtable" / "cardtable"
    assert f"\nExec={program}\n" in desktop and f"\nTryExec={program}\n" in desktop
    assert f"\nIcon={APP_ID}\n" in desktop
    assert "Remove it with:" in done.stdout


def test_installed_desktop_file_validates(tmp_path: Path) -> None:
    validate = tool("desktop-file-validate")
    home = tmp_path / "home"
    home.mkdir()
    assert run("install.sh", str(fake_bundle(tmp_path)), home=home).returncode == 0
    desktop = home / ".local" / "share" / "applications" / f"{APP_ID}.desktop"
    out = subprocess.run([validate, str(desktop)], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


def test_uninstall_removes_what_install_added_and_nothing_else(tmp_path: Path) -> None:
    home = tmp_path / "home"
    prefix = tmp_path / "prefix"
    other = prefix / "bin" / "another-program"
    other.parent.mkdir(parents=True)
    other.write_text("#!/bin/sh\n", encoding="utf-8")
    other_icon = prefix / "share" / "icons" / "hicolor" / "48x48" / "apps" / "other.png"
    other_icon.parent.mkdir(parents=True)
    other_icon.write_bytes(b"png")
    home.mkdir()
    installed = run("install.sh", str(fake_bundle(tmp_path)), "--prefix", str(prefix), home=home)
    assert installed.returncode == 0, installed.stderr
    assert (prefix / "bin" / "cardtable").is_symlink()

    uninstall = prefix / "lib" / "cardtable" / "uninstall.sh"
    env = dict(os.environ, HOME=str(home))
    done = subprocess.run(
        ["sh", str(uninstall), "--prefix", str(prefix)], env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    for path in installed_files(prefix):
        assert not path.exists(), path
    assert not (prefix / "lib" / "cardtable").exists()
    assert not (prefix / "bin" / "cardtable").is_symlink()
    assert other.is_file() and other_icon.is_file()
    assert not (home / ".local").exists(), "the default prefix was touched"


def test_install_refuses_a_folder_that_is_not_a_bundle(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    done = run("install.sh", str(tmp_path), home=home)
    assert done.returncode == 1
    assert "not a Card Table bundle" in done.stderr
    assert not (home / ".local").exists()


def test_uninstall_leaves_a_foreign_cardtable_command_alone(tmp_path: Path) -> None:
    home = tmp_path / "home"
    foreign = home / ".local" / "bin" / "cardtable"
    foreign.parent.mkdir(parents=True)
    foreign.symlink_to("/usr/bin/true")
    done = run("uninstall.sh", home=home)
    assert done.returncode == 0, done.stderr
    assert foreign.is_symlink()
