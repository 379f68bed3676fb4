"""Naruto Mythos TCG: the rules policy is in game.py (`NarutoRules`).

This package face imports nothing, so that a module of the package running it never runs the rest.
"""
