"""The Python package carries its art: a wheel installed anywhere draws the same table.

The art lives in the top-level ``assets/`` folder; ``setup.py`` copies it into the built
package as ``cardtable/assets/``. The first test runs that build step on every run and checks
it carries every art file. The others check a built wheel and run only when ``CARDTABLE_WHEEL``
names one, e.g.

    .venv/bin/python -m pip wheel --no-deps -w dist/wheel .
    CARDTABLE_WHEEL=dist/wheel/cardtable-0.1.0-py3-none-any.whl .venv/bin/python -m pytest -q \
        tests/packaging/test_wheel.py

(``.ci/run`` does exactly that).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

from tests.packaging.helpers import ROOT

ASSETS = ROOT / "assets"

_wheel = os.environ.get("CARDTABLE_WHEEL", "")
needs_wheel = pytest.mark.skipif(
    not _wheel, reason="set CARDTABLE_WHEEL to a wheel built by pip wheel --no-deps"
)


def source_modules() -> set[str]:
    """Every module of the package, as a path in the wheel ("cardtable/games/mose/state.py")."""
    return {p.relative_to(ROOT).as_posix() for p in (ROOT / "cardtable").rglob("*.py")}


def art_files() -> set[str]:
    """Every art file, as a path relative to the package ("assets/cards/std/AS.svg")."""
    return {p.relative_to(ROOT).as_posix() for p in ASSETS.rglob("*") if p.is_file()}


def test_the_build_step_puts_every_art_file_into_the_package(tmp_path: Path) -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "py.typed" in config["tool"]["setuptools"]["package-data"]["cardtable"]
    out = subprocess.run(
        [sys.executable, "setup.py", "-q", "build_py", "--build-lib", str(tmp_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0, out.stderr
    package = tmp_path / "cardtable"
    built = {
        p.relative_to(package).as_posix() for p in (package / "assets").rglob("*") if p.is_file()
    }
    art = art_files()
    assert len(art) > 100  # cards of three decks, backs, chips, coins, icons, the palette
    assert built == art
    assert (package / "py.typed").is_file() and (package / "ui" / "art.py").is_file()


def test_every_folder_of_modules_is_a_package_the_build_finds() -> None:
    """One package per game (and any later subpackage) must be found by the build's package
    discovery, or a wheel would quietly leave it out."""
    from setuptools import find_packages

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    include = config["tool"]["setuptools"]["packages"]["find"]["include"]
    found = set(find_packages(str(ROOT), include=include))
    folders = {path.rpartition("/")[0].replace("/", ".") for path in source_modules()}
    assert {"cardtable.games.mose", "cardtable.games.shared"} <= folders
    assert folders - found == set()


@pytest.fixture(scope="module")
def wheel() -> Path:
    path = (ROOT / _wheel).resolve()
    assert path.is_file() and path.suffix == ".whl", f"{path} is not a wheel"
    return path


@needs_wheel
def test_the_wheel_holds_every_art_file_unchanged(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        for rel in sorted(art_files()):
            name = f"cardtable/{rel}"
            assert name in names, f"{name} is missing from the wheel"
            assert archive.read(name) == (ROOT / rel).read_bytes(), f"{name} differs"
        # Only the app: no tests, tools or benchmarks ride along.
        assert not any(n.startswith(("tests/", "tools/", "benchmarks/")) for n in names)


@needs_wheel
def test_the_wheel_holds_exactly_the_modules_of_the_source(wheel: Path) -> None:
    """Every module and subpackage, and nothing left over from an earlier layout (a stale
    ``build/lib`` would add, say, the old flat ``cardtable/games/mose.py``)."""
    with zipfile.ZipFile(wheel) as archive:
        modules = {n for n in archive.namelist() if n.endswith(".py")}
    assert modules == source_modules()


@needs_wheel
def test_an_unpacked_wheel_draws_cards_from_its_own_art(wheel: Path, tmp_path: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(tmp_path)
    script = (
        "import cardtable, sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from cardtable.engine.cards import card_from_code\n"
        "from cardtable.ui.art import CardArt, assets_dir\n"
        "app = QApplication([])\n"
        "print(cardtable.__file__)\n"
        "print(assets_dir())\n"
        "image = CardArt().card_pixmap(card_from_code('QH'), 120).toImage()\n"
        "colours = {image.pixel(x, y) for x in range(0, image.width(), 4)"
        " for y in range(0, image.height(), 4)}\n"
        "print(len(colours))\n"
    )
    env = dict(os.environ, PYTHONPATH=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    env.pop("CARDTABLE_ASSETS", None)
    result = subprocess.run(
        [sys.executable, "-c", script],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    module, assets, colours = result.stdout.split()[-3:]
    assert Path(module).is_relative_to(tmp_path)  # the wheel's package, not the checkout's
    assert Path(assets) == tmp_path / "cardtable" / "assets"
    assert int(colours) > 20  # a drawn face, not a blank or missing-art placeholder
