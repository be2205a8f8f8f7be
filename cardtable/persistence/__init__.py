"""Keeping things on disk: saved games, statistics and settings (no Qt here).

The UI finds the folders (``QStandardPaths``) and hands plain paths to this package. Every file
is read through one path (:mod:`cardtable.persistence.documents`: a size limit, strict JSON, a
schema) and written atomically (:mod:`cardtable.persistence.files`). A file that cannot be read
is reported in one sentence with its path and left as it is; when its place is needed for a new
file it is set aside under a new name, never overwritten or deleted.
"""
