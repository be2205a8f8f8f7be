"""Shared test setup: Qt runs headless."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The app keeps saves, statistics and settings under $CARDTABLE_HOME when it is set: tests (and
# the app processes they start) never touch the real user's files.
os.environ.setdefault("CARDTABLE_HOME", tempfile.mkdtemp(prefix="cardtable-tests-"))

# The app speaks the system's language unless its settings say otherwise: tests speak English
# (a test that wants another language asks for it with cardtable.i18n.set_language).
os.environ["LANGUAGE"] = "en"


import pytest

from cardtable.i18n import set_language


@pytest.fixture(autouse=True)
def _english_unless_asked() -> object:
    """Every test starts and ends in English, whatever an earlier test chose."""
    set_language("en")
    yield
    set_language("en")
