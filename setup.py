"""Build hook: the art in the top-level ``assets/`` folder travels inside the package.

Everything else about the build is declared in ``pyproject.toml``. The art is kept at the top
of the repository, where an artist or ``tools/make_art.py`` finds it; a wheel, an sdist
install and the desktop bundle all carry it as ``cardtable/assets/``, which is where
:func:`cardtable.ui.art.assets_dir` looks in an installed copy (a checkout reads ``assets/``
directly).
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


class BuildWithArt(build_py):
    """``build_py`` that also copies ``assets/`` to ``cardtable/assets/`` in the build."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:  # an editable install reads the checkout's assets/ in place
            return
        target = Path(self.build_lib) / "cardtable" / "assets"
        shutil.copytree(ROOT / "assets", target, dirs_exist_ok=True)


setup(cmdclass={"build_py": BuildWithArt})
