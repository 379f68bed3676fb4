"""The rules glossary app: the corpus imported into entries with a permalink per paragraph, their search, and
the Desk's own rules pages."""
