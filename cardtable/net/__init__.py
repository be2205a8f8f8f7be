"""Playing across the network: a table hosted on one computer, joined from others.

The host runs the match and is its only authority; each remote seat receives nothing but its own
observation, its legal moves and the events redacted for it, over WebSockets, in the versioned
JSON messages of :mod:`cardtable.net.protocol`. :mod:`cardtable.net.host` serves a table,
:mod:`cardtable.net.client` joins one (a bot playing the seat), :mod:`cardtable.net.terminal`
lets a person play a joined seat by typing, :mod:`cardtable.net.discovery` finds tables on the
local network (DNS-SD) and :mod:`cardtable.net.commands` is ``cardtable host`` and
``cardtable join``.
Nothing here imports Qt.
"""
