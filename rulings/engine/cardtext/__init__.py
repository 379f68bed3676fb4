"""The card-text compiler: printed clauses -> card-definition fields of the scenario language (issue 19).

``compile_card`` takes a card's clauses (id, kind, plain text, as ``cards.clauses`` cuts them) and gives the
fields they add to the card's definition and the clause map: each clause played (by which family) or not
understood, with the reason. A clause compiles only when a family of the game's grammar reads all of it and
the language has the op that does exactly what it says; anything else is reported, never half-played.
Pure Python (Lark grammars beside each game's module), no Django. The API is in ``compiler``.
"""
