"""Keeping things on disk: saved games, statistics and settings values (no Qt here).

The UI finds the folders (``QStandardPaths``) and hands plain paths to this package. Every file
is written atomically (:mod:`cardtable.persistence.files`), and a file that cannot be read is
never overwritten or deleted: it is kept, set aside under a new name when it is in the way, and
the user is told where it is.
"""
