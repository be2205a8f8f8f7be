"""The five games' rules help, each written in its game's package (``games/<game>/help.py``)."""

from __future__ import annotations

from cardtable.games.moco.help import MOCO
from cardtable.games.moosehead.help import MOOSEHEAD
from cardtable.games.mor.help import MOR
from cardtable.games.mose.help import MOSE
from cardtable.games.moxie.help import MOXIE

__all__ = ["MOCO", "MOOSEHEAD", "MOR", "MOSE", "MOXIE"]
