"""Damaged copies of real files, for the fuzz tests: hypothesis strategies over mutations.

Each strategy takes the bytes of a real document (a save of one of the five games, a statistics
or settings file) and draws a damaged copy: truncated, bytes flipped, a key deleted or its value
replaced (by another type, a huge string or number, a deep nest, or a plausible but wrong value
such as another game's id or an action from elsewhere in the log), or brackets nested deeply.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from hypothesis import strategies as st

Path_ = tuple[str | int, ...]

#: Values that are wrong in ways a reader might not expect, beside random JSON.
AWKWARD: list[Any] = [
    None,
    True,
    False,
    0,
    -1,
    -(2**31),
    2**31,
    2**63,
    10**30,
    -(10**30),
    1.5,
    1e308,
    "",
    "x" * 100_000,
    "mose",
    "mor",
    "moco",
    "moxie",
    "moosehead",
    "chess",
    "human",
    "bot",
    "heuristic",
    "ismcts:ultra",
    "random",
    "9" * 5000,
    "\u202e\u0000\ufeff",
    [],
    {},
    [[[[[[]]]]]],
    {"format": "cardtable-save"},
]


def paths(value: Any, here: Path_ = ()) -> Iterator[Path_]:
    """Every place in a JSON tree (the root excluded), depth first."""
    if isinstance(value, dict):
        for key, child in value.items():
            yield (*here, key)
            yield from paths(child, (*here, key))
    elif isinstance(value, list):
        for i, child in enumerate(value):
            yield (*here, i)
            yield from paths(child, (*here, i))


def _parent(tree: Any, path: Path_) -> Any:
    for step in path[:-1]:
        tree = tree[step]
    return tree


def strings_in(value: Any) -> list[str]:
    """Every string in a JSON tree (keys too): material for plausible replacements."""
    out: list[str] = []
    for path in paths(value):
        node = _parent(value, path)[path[-1]]
        if isinstance(path[-1], str):
            out.append(path[-1])
        if isinstance(node, str) and len(node) < 500:
            out.append(node)
    return out


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=30),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


@st.composite
def mutated(draw: st.DrawFn, original: bytes) -> bytes:
    """A damaged copy of the JSON document ``original``."""
    kind = draw(
        st.sampled_from(
            ["truncate", "flip", "delete", "replace", "nest", "swap", "splice", "append", "bytes"]
        )
    )
    if kind == "truncate":
        return original[: draw(st.integers(0, max(0, len(original) - 1)))]
    if kind == "flip":
        data = bytearray(original)
        for _ in range(draw(st.integers(1, 8))):
            at = draw(st.integers(0, len(data) - 1))
            data[at] ^= draw(st.integers(1, 255))
        return bytes(data)
    if kind == "bytes":
        return draw(st.binary(max_size=300))
    if kind == "nest":
        depth = draw(st.sampled_from([100, 1_000, 5_000, 100_000]))
        at = draw(st.integers(0, len(original)))
        opener = draw(st.sampled_from(["[", '{"a":']))
        closer = "]" if opener == "[" else "}"
        return original[:at] + (opener * depth + closer * depth).encode() + original[at:]
    tree = json.loads(original)
    places = list(paths(tree))
    if kind == "append":
        key = draw(st.sampled_from(["extra", "format", "version", "actions", ""]))
        place = draw(st.sampled_from([(), *[p for p in places if isinstance(_at(tree, p), dict)]]))
        target = _at(tree, place)
        if isinstance(target, dict):
            target[key + draw(st.sampled_from(["", "_x"]))] = draw(json_values)
        return _dump(tree, draw)
    if not places:
        return original[:-1]
    path = draw(st.sampled_from(places))
    parent = _parent(tree, path)
    if kind == "delete":
        del parent[path[-1]]
    elif kind == "replace":
        parent[path[-1]] = draw(json_values | st.sampled_from(AWKWARD))
    elif kind == "swap":
        parent[path[-1]] = draw(st.sampled_from(strings_in(tree) or [""]))
    else:  # splice: another node of the same document in its place (e.g. an action elsewhere)
        other = draw(st.sampled_from(places))
        parent[path[-1]] = json.loads(json.dumps(_at(tree, other)))
    return _dump(tree, draw)


def _at(tree: Any, path: Path_) -> Any:
    for step in path:
        tree = tree[step]
    return tree


def _dump(tree: Any, draw: st.DrawFn) -> bytes:
    indent = draw(st.sampled_from([None, 1]))
    return json.dumps(tree, indent=indent, ensure_ascii=draw(st.booleans())).encode("utf-8")
