from __future__ import annotations

import sys

from cardtable.cli import main

sys.exit(main())
