"""Fixtures for the glossary tests: the real corpus imported into the test database, and a scratch corpus."""

import io
import shutil
from pathlib import Path

import pytest
from django.core.management import call_command


@pytest.fixture
def glossary(db, corpus_dir: Path) -> None:
    """The real corpus, imported the way scripts/run.sh imports it."""
    call_command("import_rules", str(corpus_dir), stdout=io.StringIO())


@pytest.fixture
def scratch_corpus(tmp_path: Path, corpus_dir: Path) -> Path:
    """A writable copy of the real corpus (files and MANIFEST.md) to damage or edit."""
    folder = tmp_path / "corpus"
    shutil.copytree(corpus_dir, folder)
    for path in folder.iterdir():
        path.chmod(0o644)
    return folder
