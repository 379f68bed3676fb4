"""The scenario language: its vocabulary (one declaration per construct), the parser that reads a scenario
into immutable specs, the JSON Schema and the parse context games read with."""
