"""Table layouts: per-game data (``games``), its vocabulary (``spec``) and generic geometry."""
