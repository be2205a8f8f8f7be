"""Helpers for ``tools/make_art.py``: the project's own card art, drawn as SVG from code."""
