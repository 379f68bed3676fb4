"""The mutable game state of one run: cards, players and zones, the stat ledger and current values, keywords,
hands and decks."""
