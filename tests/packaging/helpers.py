"""Shared by the packaging tests: paths, and the packaging/ scripts loaded as modules.

``packaging/`` is not a Python package (the name would shadow the ``packaging`` distribution
that pytest imports), so its modules are loaded from their files.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
LINUX = PACKAGING / "linux"


def load(name: str) -> ModuleType:
    """``packaging/<name>.py`` as a module."""
    module_name = f"cardtable_packaging_{name}"
    if module_name in sys.modules:
        return sys.modules[module_name]
    spec = importlib.util.spec_from_file_location(module_name, PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module


def project_version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def tool(name: str) -> str:
    """The path of a validation tool; skipped when absent, except in CI where it must be there
    (``scripts/bootstrap --test`` installs it)."""
    path = shutil.which(name)
    if path is None:
        if os.environ.get("CI"):
            pytest.fail(f"{name} is not installed (scripts/bootstrap --test installs it)")
        pytest.skip(f"{name} is not installed (scripts/bootstrap --test installs it)")
    return path
