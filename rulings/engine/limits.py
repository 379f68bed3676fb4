"""Bounds on the work one scenario may ask for; exceeding one is a clear error, never a hang."""

MAX_PLAYERS = 8
MAX_CARDS = 2_000
MAX_STEPS = 20_000
MAX_EFFECTS = 20_000
MAX_BRANCHES = 64  # combinations of unmade choices evaluated separately
MAX_SETTLE_ROUNDS = 50  # loop-until-stable rounds after one step
MAX_WORK = 20_000_000  # elementary evaluation operations per scenario
