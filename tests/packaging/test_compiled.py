"""The bundle's compiled modules (``packaging/compiled.py``): which they are, and the check that
holds a compiled copy to the source. Compiling needs a C compiler and takes most of a minute,
so it happens in ``packaging/build.sh`` (and ``.ci/run``), not here."""

from __future__ import annotations

import ast
import os
from pathlib import Path

import pytest

from tests.packaging.helpers import ROOT, load

compiled = load("compiled")
PACKAGE = ROOT / "cardtable"


def test_every_compiled_module_is_a_source_file() -> None:
    for name in compiled.MODULES:
        assert (PACKAGE / f"{name}.py").is_file(), name
    assert len(set(compiled.MODULES)) == len(compiled.MODULES)


def _classes(path: Path) -> list[ast.ClassDef]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node for node in ast.walk(tree) if isinstance(node, ast.ClassDef)]


def test_no_plain_python_class_extends_a_compiled_one() -> None:
    """A compiled class refuses Python subclasses: the bundle would fail as it imports one."""
    compiled_files = {PACKAGE / f"{name}.py" for name in compiled.MODULES}
    compiled_classes = {c.name for path in compiled_files for c in _classes(path)}
    offenders = []
    for path in PACKAGE.rglob("*.py"):
        if path in compiled_files:
            continue
        for cls in _classes(path):
            for base in cls.bases:
                name = base.id if isinstance(base, ast.Name) else getattr(base, "attr", None)
                if name in compiled_classes:
                    offenders.append(f"{path.relative_to(ROOT)}: {cls.name}({name})")
    assert offenders == []


def test_the_check_reads_this_checkout_as_plain_source() -> None:
    package, modules, digest = compiled.report(ROOT)
    assert Path(package).resolve() == (PACKAGE / "__init__.py").resolve()
    assert modules == "-"
    steps, value = digest.split()
    assert int(steps) > 10_000 and len(value) == 20


@pytest.mark.parametrize(
    ("copy", "problem"),
    [
        (["{tree}/cardtable/__init__.py", "{all}", "100 aaaa"], None),
        (["{tree}/cardtable/__init__.py", "{all}", "100 bbbb"], "moves or choices differ"),
        (["{tree}/cardtable/__init__.py", "engine/cards", "100 aaaa"], "not loaded compiled"),
        (["/elsewhere/cardtable/__init__.py", "{all}", "100 aaaa"], "check imported"),
    ],
)
def test_the_check_refuses_a_copy_that_differs(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, copy: list[str], problem: str | None
) -> None:
    every = " ".join(compiled.MODULES)
    lines = [line.format(tree=tmp_path, all=every) for line in copy]
    plain = [str(PACKAGE / "__init__.py"), "-", "100 aaaa"]
    monkeypatch.setattr(compiled, "report", lambda tree: lines if tree == tmp_path else plain)
    found = compiled.check(tmp_path)
    if problem is None:
        assert found == []
    else:
        assert len(found) == 1 and problem in found[0]


@pytest.mark.skipif(
    os.environ.get("CARDTABLE_EXPECT_COMPILED") != "1",
    reason="set CARDTABLE_EXPECT_COMPILED=1 when the suite runs against the compiled copy",
)
def test_the_suite_runs_the_compiled_copy() -> None:
    """``.ci/run`` runs the suite a second time against ``build/compiled`` (PYTHONPATH, pytest's
    append import mode): this fails if that run quietly imported the plain source instead."""
    import importlib
    import importlib.machinery

    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    for name in compiled.MODULES:
        module = importlib.import_module("cardtable." + name.replace("/", "."))
        assert str(module.__file__).endswith(suffixes), module.__file__


def test_a_copy_that_cannot_be_built_is_reported(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    def no_compiler(command: list[str], cwd: Path, failure: str) -> str:
        raise RuntimeError(f"{failure}:\nerror: command 'cc' failed: No such file or directory")

    monkeypatch.setattr(compiled, "_run", no_compiler)
    assert compiled.main([str(tmp_path / "compiled")]) == 2
    assert "mypyc failed" in capsys.readouterr().err
    # The copy is made before compiling; nothing of it is taken for a build.
    assert not list((tmp_path / "compiled").rglob("*.so"))
