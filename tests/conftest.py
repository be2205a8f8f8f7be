"""Shared test setup: Qt runs headless."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The app keeps saves, statistics and settings under $CARDTABLE_HOME when it is set: tests (and
# the app processes they start) never touch the real user's files.
os.environ.setdefault("CARDTABLE_HOME", tempfile.mkdtemp(prefix="cardtable-tests-"))
