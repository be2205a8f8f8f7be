"""Loading the scripts under ``benchmarks/`` (not a package) as modules, for their tests."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"


def script(name: str) -> Path:
    return BENCHMARKS / f"{name}.py"


def load(name: str) -> ModuleType:
    """``benchmarks/<name>.py`` imported as the module ``name``."""
    spec = importlib.util.spec_from_file_location(name, script(name))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses and pickles look their module up
    spec.loader.exec_module(module)
    return module
