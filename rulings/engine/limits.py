"""Bounds on the work one scenario may ask for; exceeding one is a clear error, never a hang."""

# The document (yamlsource.py): checked before PyYAML composes a node graph or json builds the data.
MAX_SCENARIO_BYTES = 256 * 1024  # UTF-8 text from the public (the site answers 413 naming it)
MAX_TRUSTED_SCENARIO_BYTES = 8_000_000  # the site's own files: `manage.py ask`, bench/engine.py
MAX_DEPTH = 32  # nested lists and mappings (the deepest example has 10)
MAX_ALIAS_NODES = 20_000  # values YAML aliases (and `<<` merges) would copy, counted expanded
MAX_NODES = 1_000_000  # values in a document (a mapping may share values: counted each time they are met)
MAX_NUMBER = 1_000_000  # largest magnitude of a whole number; floats must be finite
MAX_PROBLEMS = 100  # problems listed for one scenario: reading stops there

MAX_PLAYERS = 8
MAX_CARDS = 2_000
MAX_STEPS = 20_000
MAX_EFFECTS = 20_000
MAX_BRANCHES = 64  # combinations of unmade choices evaluated separately
MAX_SETTLE_ROUNDS = 50  # loop-until-stable rounds after one step
MAX_TRIGGER_DEPTH = 50  # effects applied by triggers inside one another (effects that trigger each other)
MAX_WORK = 500_000  # elementary operations per scenario, all runs of its open choices (about 2 s of work)
