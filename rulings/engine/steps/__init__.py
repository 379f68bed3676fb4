"""The timeline: the core's step kinds and their params, applying each step, choices made along the way, and
the evaluator that settles the state after every step."""
