"""Entry script of the bundled ``cardtable`` program (the PyInstaller spec builds from it).

It is the ``cardtable`` console command (:func:`cardtable.cli.main`); the app itself is imported
lazily by the command line, so the spec lists the ``cardtable`` package's modules as hidden
imports.
"""

from __future__ import annotations

import sys

from cardtable.cli import main

if __name__ == "__main__":
    sys.exit(main())
