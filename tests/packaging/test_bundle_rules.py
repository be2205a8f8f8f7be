"""What the spec keeps in the bundle (packaging/bundle_contents.py) and the icon files it makes
for Windows and macOS (packaging/make_icons.py)."""

from __future__ import annotations

import re
import struct
from pathlib import Path

import pytest

from tests.packaging.helpers import ROOT, load

contents = load("bundle_contents")
make_icons = load("make_icons")


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/lib/libQt6Core.so.6",
        "PySide6/Qt/lib/libQt6Gui.so.6",
        "PySide6/Qt/lib/libQt6Widgets.so.6",
        "PySide6/Qt/lib/libQt6Svg.so.6",
        "PySide6/Qt/lib/libQt6XcbQpa.so.6",
        "PySide6/Qt/lib/libicudata.so.73",
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "PySide6/Qt/plugins/platforms/libqwayland.so",
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
        "PySide6/QtCore.abi3.so",
        "PySide6/QtSvg.abi3.so",
        "PySide6/libpyside6.abi3.so.6.11",
        "shiboken6/libshiboken6.abi3.so.6.11",
        "libpython3.11.so.1.0",
        "cardtable/assets/cards/std/AS.svg",
        "cardtable/ui/art.pyc",
        # Windows and macOS names of the same things
        "PySide6/Qt6Gui.dll",
        "PySide6\\plugins\\platforms\\qwindows.dll",
        "PySide6/plugins/styles/qmodernwindowsstyle.dll",
        "PySide6/QtWidgets.pyd",
        "PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui",
        "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
    ],
)
def test_what_the_app_uses_is_kept(dest: str) -> None:
    assert contents.keep(dest)


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/translations/qt_fr.qm",
        "PySide6/Qt/translations/qtbase_fr.qm",
        "PySide6/Qt/translations/qtdeclarative_de.qm",
        "PySide6/Qt/lib/libQt6Qml.so.6",
        "PySide6/Qt/lib/libQt6Quick.so.6",
        "PySide6/Qt/lib/libQt6OpenGL.so.6",
        "PySide6/Qt/lib/libQt6Network.so.6",
        "PySide6/Qt/lib/libQt6Pdf.so.6",
        "PySide6/Qt/lib/libQt6EglFSDeviceIntegration.so.6",
        "PySide6/Qt/plugins/platforms/libqvnc.so",
        "PySide6/Qt/plugins/platforms/libqeglfs.so",
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "PySide6/Qt/plugins/imageformats/libqjpeg.so",
        "PySide6/Qt/plugins/printsupport/libcupsprintersupport.so",
        "PySide6/Qt/plugins/sqldrivers/libqsqlite.so",
        "PySide6/Qt/plugins/tls/libqopensslbackend.so",
        "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so",
        "PySide6/QtQml.abi3.so",
        "PySide6/QtNetwork.abi3.so",
        "PySide6/libpyside6qml.abi3.so.6.11",
        "PySide6/Qt6Quick.dll",
        "PySide6/opengl32sw.dll",
        "PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick",
        # the system's own, never a bundled copy
        "libwayland-client.so.0",
        "libwayland-cursor.so.0",
    ],
)
def test_what_the_app_never_loads_is_left_out(dest: str) -> None:
    assert not contents.keep(dest)


def test_excludes_leave_out_test_tools_and_unused_qt_modules() -> None:
    for name in ("tkinter", "unittest", "pydoc", "pytest", "_pytest", "hypothesis", "test"):
        assert name in contents.EXCLUDES
    for module in contents.QT_MODULES:
        assert f"PySide6.{module}" not in contents.EXCLUDES
    assert "PySide6.QtQml" in contents.EXCLUDES and "PySide6.QtQuick" in contents.EXCLUDES


def test_plugin_and_library_names() -> None:
    assert contents.plugin_name("libqxcb.so") == "qxcb"
    assert contents.plugin_name("qwindows.dll") == "qwindows"
    assert contents.plugin_name("libqcocoa.dylib") == "qcocoa"
    assert contents.qt_library("libQt6WaylandClient.so.6") == "WaylandClient"
    assert contents.qt_library("Qt6Core.dll") == "Core"
    assert contents.qt_library("QtSvg.framework") == "Svg"
    assert contents.qt_library("libicuuc.so.73") is None
    assert contents.qt_library("QtCore.abi3.so") is None


def test_prune_keeps_what_roots_load_directly_or_not() -> None:
    binaries = [
        ("PySide6/QtGui.abi3.so", "/src/QtGui.abi3.so", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/src/libQt6Gui.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Core.so.6", "/src/libQt6Core.so.6", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/src/libqxcb.so", "BINARY"),
        ("libxcb-cursor.so.0", "/usr/lib/libxcb-cursor.so.0", "BINARY"),
        ("libpython3.11.so.1.0", "/usr/lib/libpython3.11.so.1.0", "BINARY"),
        ("libz.so.1", "/usr/lib/libz.so.1", "BINARY"),
        # needed only by a plugin the spec dropped (the GTK theme):
        ("libgtk-3.so.0", "/usr/lib/libgtk-3.so.0", "BINARY"),
        ("libpango-1.0.so.0", "/usr/lib/libpango-1.0.so.0", "BINARY"),
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
        ("libgtk-3.so.0.1", "libgtk-3.so.0", "SYMLINK"),
    ]
    links = {
        "/src/QtGui.abi3.so": ["libQt6Gui.so.6", "libc.so.6"],
        "/src/libQt6Gui.so.6": ["libQt6Core.so.6"],
        "/src/libQt6Core.so.6": ["/usr/lib/libz.so.1"],
        "/src/libqxcb.so": ["libxcb-cursor.so.0", "libQt6Gui.so.6"],
        "/usr/lib/libgtk-3.so.0": ["libpango-1.0.so.0"],
    }
    kept = contents.prune_libraries(binaries, lambda src: links.get(src, []))
    assert [dest for dest, _, _ in kept] == [
        "PySide6/QtGui.abi3.so",
        "PySide6/Qt/lib/libQt6Gui.so.6",
        "PySide6/Qt/lib/libQt6Core.so.6",
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "libxcb-cursor.so.0",
        "libpython3.11.so.1.0",
        "libz.so.1",
        "libQt6Core.so.6",
    ]


def test_prune_follows_symlink_names() -> None:
    binaries = [
        ("mod.so", "/src/mod.so", "EXTENSION"),
        ("PySide6/libpyside6.abi3.so.6.11", "/src/libpyside6.abi3.so.6.11", "BINARY"),
        ("libpyside6.abi3.so.6.11", "PySide6/libpyside6.abi3.so.6.11", "SYMLINK"),
    ]
    kept = contents.prune_libraries(
        binaries, lambda src: ["libpyside6.abi3.so.6.11"] if src == "/src/mod.so" else []
    )
    assert len(kept) == 3


def _ico_entries(data: bytes) -> list[tuple[int, bytes]]:
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    entries = []
    for i in range(count):
        w, h, _, _, planes, bpp, size, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i : 22 + 16 * i]
        )
        assert w == h and planes == 1 and bpp == 32
        entries.append((w or 256, data[offset : offset + size]))
    return entries


def test_ico_holds_a_png_of_each_size(tmp_path: Path) -> None:
    ico, _ = make_icons.write_icons(tmp_path)
    entries = _ico_entries(ico.read_bytes())
    assert [side for side, _ in entries] == list(make_icons.ICO_SIZES)
    for side, png in entries:
        assert make_icons.png_size(png) == (side, side)


def test_icns_holds_a_png_for_each_element(tmp_path: Path) -> None:
    _, icns = make_icons.write_icons(tmp_path)
    data = icns.read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    sizes = dict(make_icons.ICNS_TYPES)
    pos, seen = 8, []
    while pos < len(data):
        kind, length = data[pos : pos + 4], struct.unpack(">I", data[pos + 4 : pos + 8])[0]
        png = data[pos + 8 : pos + length]
        assert make_icons.png_size(png) == (sizes[kind], sizes[kind])
        seen.append(kind)
        pos += length
    assert pos == len(data) and seen == [kind for kind, _ in make_icons.ICNS_TYPES]


def test_icon_of_the_wrong_size_is_refused(tmp_path: Path) -> None:
    source = Path(make_icons.ICON_DIR)
    for size in make_icons.ICO_SIZES:
        (tmp_path / f"cardtable-{size}.png").write_bytes(
            (source / f"cardtable-{16 if size == 64 else size}.png").read_bytes()
        )
    with pytest.raises(ValueError, match="not 64x64"):
        make_icons.ico_bytes(tmp_path)


def test_network_play_keeps_what_it_imports() -> None:
    """The WebSocket client imports ssl; the table host (its certificate: cryptography) and LAN
    discovery need the rest."""
    for name in ("ssl", "_ssl", "asyncio", "websockets", "zeroconf", "ifaddr", "cryptography"):
        assert name not in contents.EXCLUDES


def test_every_installed_game_distribution_is_bundled_with_its_entry_points() -> None:
    """The frozen app finds games only through the distributions' metadata: every distribution
    the registry reads a game from (the app's own and each installed plugin) is found at build
    time, with the packages its entry points name."""
    from importlib.metadata import entry_points

    from cardtable.games import plugins
    from cardtable.games.plugin import ENTRY_POINT_GROUP

    private = {
        point.name
        for point in entry_points(group=ENTRY_POINT_GROUP)
        if point.dist is not None
        and contents.PRIVATE in (point.dist.metadata.get_all("Classifier") or [])
    }
    found = contents.game_distributions()
    assert "cardtable" in {d.name for d in found}
    assert {g for d in found for g in d.games} == {p.id for p in plugins()} - private
    for plugin in plugins():
        if plugin.info.id in private:
            continue
        package = plugin.info.factory.__module__.split(".")[0]
        assert any(package in d.packages for d in found), package


def test_a_game_never_to_be_published_is_left_out_of_the_bundle() -> None:
    """The tests' own game (tests/plugin_game) says it is private: the bundle does not carry it."""
    found = {d.name for d in contents.game_distributions()}
    assert "cardtable-quickshed" not in found
    text = (ROOT / "tests" / "plugin_game" / "pyproject.toml").read_text(encoding="utf-8")
    assert contents.PRIVATE in text


def test_game_parts_copy_each_distributions_metadata_and_collect_plugin_packages() -> None:
    dists = [
        contents.GameDistribution("cardtable", ("cardtable",), ("mose",)),
        contents.GameDistribution("cardtable-some-game", ("some_game",), ("some_game",)),
    ]
    calls: list[str] = []

    def copy_metadata(name: str) -> list[tuple[str, str]]:
        calls.append(f"metadata {name}")
        return [(f"/site/{name}.dist-info", f"{name}.dist-info")]

    def collect_submodules(package: str) -> list[str]:
        calls.append(f"modules {package}")
        return [package, f"{package}.plugin"]

    def collect_data_files(package: str) -> list[tuple[str, str]]:
        calls.append(f"data {package}")
        folder = f"{package}/locale/de/LC_MESSAGES"
        return [(f"/src/{folder}/{package}.mo", folder), (f"/src/{folder}/{package}.po", folder)]

    datas, hidden = contents.game_parts(
        copy_metadata, collect_submodules, collect_data_files, dists
    )
    # The app's own package is collected by the spec itself; a plugin's here.
    assert calls == [
        "metadata cardtable",
        "metadata cardtable-some-game",
        "modules some_game",
        "data some_game",
    ]
    assert hidden == ["some_game", "some_game.plugin"]
    assert [d[1] for d in datas] == [
        "cardtable.dist-info",
        "cardtable-some-game.dist-info",
        "some_game/locale/de/LC_MESSAGES",
    ]
    assert datas[-1][0].endswith(".mo")


def test_the_spec_bundles_the_games_it_finds_without_naming_any() -> None:
    from cardtable.games import GAMES

    spec = (ROOT / "packaging" / "cardtable.spec").read_text(encoding="utf-8")
    assert "bundle_contents.game_parts(" in spec
    assert "copy_metadata, collect_submodules, collect_data_files" in spec
    assert "*game_datas" in spec and "hiddenimports += game_imports" in spec
    for game in GAMES:
        assert not re.search(rf"\b{game}\b", spec, re.IGNORECASE), f"the spec names {game}"
    # The referees a game is tested against stay out.
    assert {"pyspiel", "open_spiel", "rlcard"} <= set(contents.EXCLUDES)


def test_yaml_stays_out_of_the_bundle() -> None:
    """msgspec imports PyYAML when a test tool has installed it; the app reads no YAML, and its
    C part embeds libyaml, which lintian refuses in a Debian package."""
    assert {"yaml", "_yaml"} <= set(contents.EXCLUDES)
