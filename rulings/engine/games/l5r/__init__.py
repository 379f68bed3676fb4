"""Legend of the Five Rings CCG (Celestial Edition): the rules policy is in game.py (`L5RRules`).

This package face imports nothing, so that a module of the package running it never runs the rest.
"""
