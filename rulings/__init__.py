"""Rules: three parts, each in its own package.

- glossary/: the rules glossary app (corpus import, entries and their search, the Desk's rules pages);
- engine/: the rules engine, pure Python with no Django (a scenario in, answers and a cited trace out);
- questions/: the interaction questions app (players' questions, answered by the engine in a Celery worker).

Shared below all of them: games.py (the games the Desk knows) and examples/ (the example scenarios).
This package imports nothing: importing any part runs it first.
"""
