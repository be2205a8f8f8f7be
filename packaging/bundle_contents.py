"""What the Card Table bundle may contain: the rules the PyInstaller spec applies to its file lists.

The app needs Python, its own package with its art (``cardtable/assets/``) and four Qt modules:
QtCore, QtGui, QtWidgets and QtSvg (cards are SVG files drawn with ``QSvgRenderer``; PNG icons
need no plugin). PyInstaller's Qt hooks collect more than that (every plugin type QtGui may use,
translations), so the spec passes its binaries and data files through :func:`keep` and drops
the rest:

* Qt translations: only Qt's own base texts (``qtbase_<lang>.qm``: a text field's context menu,
  standard dialogs) for the languages the app speaks besides English (:data:`QT_LANGUAGES`).
* Qt plugins: only those in :data:`PLUGINS`: the platform plugins (xcb and Wayland on Linux,
  offscreen for tests, windows, cocoa), SVG image and icon engines, compose and IBus input on
  Linux, the native widget styles on Windows and macOS.
* Qt libraries: only those in :data:`QT_LIBRARIES` (what the modules and plugins above link).
  OpenGL, QML, Quick, WebEngine, 3D, Network and the rest stay out.
* System libraries that must come from the user's system: the Wayland client libraries.
* On Linux, :func:`prune_libraries` then drops the system libraries that only the dropped
  plugins needed (GTK for the GTK theme, CUPS, Kerberos, JPEG...).

The games are plugins found through the ``cardtable.games`` entry points
(:data:`GAME_ENTRY_POINTS`), which a frozen app reads from the distributions' metadata: the
spec asks :func:`game_parts` for every installed distribution that registers a game (the app's
own five games included), and bundles its metadata (the entry points), its packages and their
data files (a game's own catalogues and art). The referees a game is tested against
(OpenSpiel, RLCard) stay out.

This file is plain Python (no PyInstaller import) so ``tests/packaging`` can test the rules.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import PurePosixPath
from typing import Final

#: A PyInstaller table-of-contents entry: (path in the bundle, source, type code).
Entry = tuple[str, str, str]

#: Application id (reverse-DNS) used for the desktop file, the AppStream metainfo and the icons.
APP_ID: Final = "org.cardtable.CardTable"
#: Name of the executable and of the one-folder bundle in ``dist/``.
APP_NAME: Final = "cardtable"

#: Python modules the app imports from PySide6.
QT_MODULES: Final = ("QtCore", "QtGui", "QtWidgets", "QtSvg")

#: Qt shared libraries kept, by module name (``libQt6Gui.so.6``, ``Qt6Gui.dll``,
#: ``QtGui.framework``): the four modules, DBus (QtGui links it on Linux), the xcb and Wayland
#: platform libraries.
QT_LIBRARIES: Final = frozenset(
    {"Core", "Gui", "Widgets", "Svg", "DBus", "XcbQpa", "WaylandClient"}
)

#: Qt plugins kept: plugin type -> plugin names (file name without ``lib`` prefix and suffix).
PLUGINS: Final[dict[str, frozenset[str]]] = {
    "platforms": frozenset({"qxcb", "qwayland", "qoffscreen", "qwindows", "qcocoa"}),
    "wayland-shell-integration": frozenset({"xdg-shell"}),
    "wayland-decoration-client": frozenset({"bradient"}),
    "imageformats": frozenset({"qsvg"}),
    "iconengines": frozenset({"qsvgicon"}),
    "platforminputcontexts": frozenset(
        {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"}
    ),
    "styles": frozenset({"qmodernwindowsstyle", "qmacstyle"}),
}

#: Python packages and modules left out of the analysis (never imported by the app, or only by
#: tools and tests).
EXCLUDES: Final = (
    "tkinter",
    "_tkinter",
    "turtle",
    "turtledemo",
    "idlelib",
    "unittest",
    "doctest",
    "pydoc",
    "pydoc_data",
    "test",
    "tests",
    "lib2to3",
    "ensurepip",
    "venv",
    "distutils",
    "setuptools",
    "pkg_resources",
    "pip",
    "pytest",
    "_pytest",
    "pytestqt",
    "hypothesis",
    "mypy",
    "ruff",
    "PyInstaller",
    # The outside referees of a game's tests (its ``referee`` extra): never played in the app.
    "pyspiel",
    "open_spiel",
    "rlcard",
    # PyYAML, which a test tool brings into the build's environment: msgspec imports it for its
    # YAML support when it is there, and the app reads no YAML (its C part also embeds libyaml,
    # which a Debian package may not).
    "yaml",
    "_yaml",
    # hashlib falls back to its built-in hashes (random only needs sha512). The ssl module
    # stays: the WebSocket client of network play (cardtable/net/client.py) imports it; a
    # table's certificate fingerprint (cardtable/net/tls.py) uses the built-in SHA-256.
    "_hashlib",
    *(
        f"PySide6.{name}"
        for name in (
            "QtConcurrent",
            "QtDBus",
            "QtDesigner",
            "QtHelp",
            "QtNetwork",
            "QtOpenGL",
            "QtOpenGLWidgets",
            "QtPrintSupport",
            "QtQml",
            "QtQuick",
            "QtQuickControls2",
            "QtQuickWidgets",
            "QtSql",
            "QtSvgWidgets",
            "QtTest",
            "QtUiTools",
            "QtXml",
            "QtWebEngineCore",
            "QtWebEngineWidgets",
            "Qt3DCore",
            "QtStateMachine",
            "scripts",
            "support.deprecated",
        )
    ),
)

_QT_LIB_PATTERNS: Final = tuple(
    re.compile(pattern)
    for pattern in (
        r"^libQt6(?P<name>[A-Za-z0-9]+)\.so(?:\.\d+)*$",  # Linux
        r"^Qt6(?P<name>[A-Za-z0-9]+)\.dll$",  # Windows
        r"^Qt(?P<name>[A-Za-z0-9]+)\.framework$",  # macOS framework folder
        r"^libQt6(?P<name>[A-Za-z0-9]+)(?:\.\d+)*\.dylib$",  # macOS without frameworks
    )
)
# PySide6's Python extension modules: QtGui.abi3.so, QtGui.pyd, QtGui.cpython-311-darwin.so.
_QT_EXTENSION = re.compile(r"^(?P<name>Qt[A-Za-z0-9]+)\.(?:abi3\.so|pyd|[a-z0-9_-]+\.so)$")
_PLUGIN_SUFFIX = re.compile(r"(?:\.\d+)*\.(?:so|dll|dylib)$")
#: Files dropped by name: PySide's own library for QML, the software OpenGL renderer on Windows,
#: and the Wayland client libraries, which must be the system's own (its EGL driver links them;
#: an older bundled copy would shadow them), and are there on every system that runs Wayland.
_DROPPED_FILES: Final = re.compile(
    r"^(?:(?:lib)?(?:pyside6qml|opengl32sw)|libwayland-)", re.IGNORECASE
)


def plugin_name(filename: str) -> str:
    """``libqxcb.so`` -> ``qxcb``; ``qwindows.dll`` -> ``qwindows``."""
    stem = _PLUGIN_SUFFIX.sub("", filename)
    return stem[3:] if stem.startswith("lib") else stem


def qt_library(filename: str) -> str | None:
    """The Qt module of a Qt shared library file or framework folder (``Gui``), else None."""
    for pattern in _QT_LIB_PATTERNS:
        match = pattern.match(filename)
        if match:
            return match.group("name")
    return None


#: The app's languages besides English (cardtable.i18n.LANGUAGES): Qt's base texts in each.
QT_LANGUAGES = ("de", "es")


def keep(dest: str) -> bool:
    """Whether the file the bundle would hold at ``dest`` (relative, ``/`` or ``\\``) is kept."""
    parts = PurePosixPath(dest.replace("\\", "/")).parts
    if not parts:
        return True
    in_pyside = parts[0] == "PySide6"
    if in_pyside and "translations" in parts:
        return parts[-1] in {f"qtbase_{lang}.qm" for lang in QT_LANGUAGES}
    if in_pyside and "plugins" in parts:
        index = parts.index("plugins")
        if len(parts) < index + 3:
            return False
        return plugin_name(parts[index + 2]) in PLUGINS.get(parts[index + 1], frozenset())
    if _DROPPED_FILES.match(parts[-1]):
        return False
    extension = _QT_EXTENSION.match(parts[-1])
    if in_pyside and len(parts) == 2 and extension:
        return extension.group("name") in QT_MODULES
    for part in parts:
        name = qt_library(part)
        if name is not None:
            return name in QT_LIBRARIES
    return True


def _is_root(dest: str, kind: str) -> bool:
    """Entries loaded by Python or the bootloader, not only as another library's dependency."""
    parts = PurePosixPath(dest).parts
    return (
        kind not in ("BINARY", "SYMLINK")
        or "plugins" in parts
        or parts[-1].startswith(("libpython", "python3"))
    )


def prune_libraries(
    binaries: Iterable[Entry], imports_of: Callable[[str], Iterable[str]]
) -> list[Entry]:
    """The entries of ``binaries`` that something kept still loads.

    Roots are the Python extension modules, the Qt plugins and the Python library; a shared
    library (``BINARY``) stays if a root needs it, directly or through other kept libraries;
    ``imports_of(source)`` gives the names of the libraries a file links (as ``ldd`` reports
    them). A ``SYMLINK`` stays if its target does.
    """
    entries = list(binaries)
    source = {dest: src for dest, src, _ in entries}
    by_name: dict[str, str] = {}
    for dest, _, kind in entries:
        if kind == "BINARY":
            by_name.setdefault(PurePosixPath(dest).name, dest)
    for dest, target, kind in entries:
        if kind == "SYMLINK" and target in source:
            by_name.setdefault(PurePosixPath(dest).name, target)
    kept: set[str] = set()
    todo = [dest for dest, _, kind in entries if _is_root(dest, kind) and kind != "SYMLINK"]
    while todo:
        dest = todo.pop()
        if dest in kept:
            continue
        kept.add(dest)
        for name in imports_of(source[dest]):
            found = by_name.get(PurePosixPath(name).name)
            if found is not None and found not in kept:
                todo.append(found)
    return [
        (dest, src, kind)
        for dest, src, kind in entries
        if dest in kept or (kind == "SYMLINK" and src in kept)
    ]


# --- the games ------------------------------------------------------------------------------------

#: The entry point group games register under (``cardtable.games.plugin.ENTRY_POINT_GROUP``).
GAME_ENTRY_POINTS: Final = "cardtable.games"


@dataclass(frozen=True)
class GameDistribution:
    """An installed distribution that registers games: its name and the top-level packages its
    entry points name."""

    name: str
    packages: tuple[str, ...]
    games: tuple[str, ...] = field(default=())


#: The standard classifier of a distribution that is never to be published: a game installed
#: only for the tests (tests/plugin_game) carries it, and the bundle leaves it out.
PRIVATE: Final = "Private :: Do Not Upload"


def _private(dist: metadata.Distribution) -> bool:
    return PRIVATE in (dist.metadata.get_all("Classifier") or [])


def game_distributions(
    dists: Iterable[metadata.Distribution] | None = None,
) -> list[GameDistribution]:
    """Every installed distribution (or of ``dists``) with a ``cardtable.games`` entry point,
    by name; the same distribution found twice (an editable install and its egg-link) once."""
    found: dict[str, GameDistribution] = {}
    for dist in metadata.distributions() if dists is None else dists:
        points = [ep for ep in dist.entry_points if ep.group == GAME_ENTRY_POINTS]
        name = dist.metadata["Name"]
        if not points or not name or name in found or _private(dist):
            continue
        packages = sorted({ep.value.split(":")[0].split(".")[0] for ep in points})
        found[name] = GameDistribution(
            name, tuple(packages), tuple(sorted(ep.name for ep in points))
        )
    return [found[name] for name in sorted(found)]


def game_parts(
    copy_metadata: Callable[[str], list[tuple[str, str]]],
    collect_submodules: Callable[[str], list[str]],
    collect_data_files: Callable[[str], list[tuple[str, str]]],
    dists: Sequence[GameDistribution] | None = None,
    own: str = "cardtable",
) -> tuple[list[tuple[str, str]], list[str]]:
    """The data files and hidden imports that carry the installed games into the bundle, made
    with PyInstaller's hooks (passed in): each game distribution's metadata, so the frozen app
    finds its entry points, and every package of a game's own distribution with its data files
    (the app's package ``own`` is collected by the spec itself)."""
    datas: list[tuple[str, str]] = []
    hidden: list[str] = []
    for dist in game_distributions() if dists is None else dists:
        datas += copy_metadata(dist.name)
        for package in dist.packages:
            if package == own:
                continue
            hidden += collect_submodules(package)
            # The compiled catalogues and the art; not the catalogues' sources.
            datas += [d for d in collect_data_files(package) if not d[0].endswith(SOURCES_ONLY)]
    return datas, hidden


#: Data files of a game's package the running app never reads.
SOURCES_ONLY: Final = (".po", ".pot")
