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


@pytest.fixture
def without_situation_phrases(tmp_path: Path, monkeypatch):
    """The search without situation phrases (rulings/glossary/situations.yaml): for tests of another part
    of the ranking, whose outcome on the real corpus must not hang on that data."""
    from rulings.glossary.search import situations

    monkeypatch.setattr(situations, "SITUATIONS_FILE", tmp_path / "none.yaml")
    situations.reload()
    yield
    monkeypatch.undo()
    situations.reload()
