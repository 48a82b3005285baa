"""The window's words: game data turned into sentences in the player's language (the log, hints, errors, luck).

No widgets here: each module words the engine's facts for a widget elsewhere to show.
"""
