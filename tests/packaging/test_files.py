"""The packaging files exist, agree with each other and with pyproject.toml, and validate."""

from __future__ import annotations

import configparser
import re
import subprocess
import xml.etree.ElementTree as ET

import pytest

from cardtable.ui.art import ICON_SIZES
from tests.packaging.helpers import LINUX, PACKAGING, ROOT, load, project_version, tool

contents = load("bundle_contents")
make_icons = load("make_icons")
APP_ID = contents.APP_ID
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_the_packaging_files_are_there() -> None:
    for name in (
        "cardtable.spec",
        "build.sh",
        "launcher.py",
        "smoke_test.py",
        "README.md",
        "linux/install.sh",
        "linux/uninstall.sh",
    ):
        assert (PACKAGING / name).is_file(), name
    for script in ("build.sh", "linux/install.sh", "linux/uninstall.sh"):
        assert (PACKAGING / script).stat().st_mode & 0o111, f"{script} is not executable"


def test_app_id_is_reverse_dns_and_names_the_files() -> None:
    assert re.fullmatch(r"[a-z][a-z0-9]*(\.[a-z][a-z0-9]*)+\.[A-Za-z][A-Za-z0-9]*", APP_ID)
    assert DESKTOP.is_file() and METAINFO.is_file()
    for script in ("build.sh", "linux/install.sh", "linux/uninstall.sh"):
        text = (PACKAGING / script).read_text(encoding="utf-8")
        assert re.search(rf"^\s*(?:APP_ID|app_id)={re.escape(APP_ID)}$", text, re.M), script


def test_desktop_file_starts_the_bundled_program_with_its_icon() -> None:
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Card Table"
    assert entry["Exec"].split()[0] == contents.APP_NAME
    assert entry["TryExec"] == contents.APP_NAME
    assert entry["Icon"] == APP_ID
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")
    # Qt names the X11 window class and the Wayland app id after the program.
    assert entry["StartupWMClass"] == contents.APP_NAME


def test_metainfo_matches_the_desktop_file_and_the_project_version() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("name") == desktop_entry()["Name"]
    assert root.findtext("project_license") == "MIT"
    launchable = root.find("launchable")
    assert launchable is not None and launchable.text == DESKTOP.name
    assert root.findtext("provides/binary") == contents.APP_NAME
    releases = root.findall("releases/release")
    assert releases, "no release listed"
    assert releases[0].get("version") == project_version(), "newest release is not pyproject's"
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", releases[0].get("date", ""))


def test_spec_builds_a_one_folder_bundle_of_the_launcher_with_the_assets() -> None:
    spec = (PACKAGING / "cardtable.spec").read_text(encoding="utf-8")
    assert "COLLECT(" in spec and "exclude_binaries=True" in spec  # one folder, not one file
    assert 'HERE / "launcher.py"' in spec
    assert '(str(ROOT / "assets"), "cardtable/assets")' in spec
    assert "bundle_contents.keep" in spec and "bundle_contents.EXCLUDES" in spec
    assert 'collect_submodules("cardtable")' in spec
    # The version comes from pyproject.toml, never written into the spec.
    assert project_version() not in spec


def test_launcher_runs_the_cardtable_command() -> None:
    text = (PACKAGING / "launcher.py").read_text(encoding="utf-8")
    assert "from cardtable.cli import main" in text and "sys.exit(main())" in text


def test_icons_exist_at_every_standard_size() -> None:
    icons = ROOT / "assets" / "icons"
    # hicolor needs 48x48 at least; menus and docks use the others.
    assert {16, 24, 32, 48, 64, 128, 256, 512} <= set(ICON_SIZES)
    for size in ICON_SIZES:
        data = (icons / f"cardtable-{size}.png").read_bytes()
        assert make_icons.png_size(data) == (size, size)
    svg = (icons / "cardtable.svg").read_text(encoding="utf-8")
    assert "<svg" in svg


def test_desktop_file_validates() -> None:
    out = subprocess.run(
        [tool("desktop-file-validate"), str(DESKTOP)], capture_output=True, text=True
    )
    assert out.returncode == 0 and "error" not in out.stdout, out.stdout + out.stderr


def test_metainfo_validates() -> None:
    out = subprocess.run(
        [tool("appstreamcli"), "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0, out.stdout + out.stderr


@pytest.mark.parametrize("script", ["build.sh", "linux/install.sh", "linux/uninstall.sh"])
def test_shell_scripts_parse(script: str) -> None:
    path = PACKAGING / script
    shell = "bash" if path.read_text(encoding="utf-8").startswith("#!/usr/bin/env bash") else "sh"
    out = subprocess.run([shell, "-n", str(path)], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr


def test_ci_builds_and_smoke_tests_the_bundle_after_the_readme_test_command() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    readme_test = "QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest -q -n auto"
    assert readme_test in (ROOT / "README.md").read_text(encoding="utf-8")
    commands = [line.strip() for line in ci.splitlines() if line.strip() and line[0] != "#"]
    first_test = next(i for i, line in enumerate(commands) if "pytest" in line)
    assert commands[first_test] == readme_test
    after = "\n".join(commands[first_test + 1 :])
    assert "packaging/build.sh" in after
    assert "packaging/smoke_test.py" in after
    assert "CARDTABLE_BUNDLE=" in after


def test_gitignore_keeps_build_output_out_of_the_repo() -> None:
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").split()
    assert "build/" in ignored and "dist/" in ignored
