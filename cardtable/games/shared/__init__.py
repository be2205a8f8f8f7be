"""Maths kept apart from any one game: melds for the two rummies (Mose, Mor) and betting (Moxie)."""
