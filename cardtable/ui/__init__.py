"""The card table window: Qt views of the engine's observations, driven by a match controller.

Only this package and ``cardtable.app`` import PySide6. Nothing here knows a game's rules: legal
moves, what a drop means and why a move is refused all come from the engine. Per-game layout is
data (``cardtable.ui.layout``), drawn by generic code.
"""
