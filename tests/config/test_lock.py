"""The dependency locks cover pyproject.toml: every dependency is pinned, with hashes, so an install takes no
release the lock does not name (scripts/lock.sh rewrites them)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[2]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]


def pins(lock: str) -> dict[str, str]:
    """name -> version of each `name==version` line, which must carry at least one hash."""
    text = (ROOT / "requirements" / lock).read_text()
    found = {}
    for block in re.split(r"\n(?=\S)", text):
        match = re.match(r"([A-Za-z0-9._-]+)==(\S+)", block)
        if match:
            assert "--hash=sha256:" in block, f"{lock}: {match[1]} has no hash"
            found[canonicalize_name(match[1])] = match[2]
    return found


@pytest.mark.parametrize(
    ("lock", "requirements"),
    [
        ("run.txt", PROJECT["dependencies"]),
        ("test.txt", PROJECT["dependencies"] + PROJECT["optional-dependencies"]["test"]),
    ],
)
def test_every_dependency_is_pinned_within_its_range(lock, requirements):
    pinned = pins(lock)
    for line in requirements:
        requirement = Requirement(line)
        name = canonicalize_name(requirement.name)
        assert name in pinned, f"{requirement.name} is not in requirements/{lock}: run bash scripts/lock.sh"
        assert requirement.specifier.contains(pinned[name], prereleases=True), (
            f"requirements/{lock} pins {requirement.name}=={pinned[name]}, outside {requirement.specifier}"
        )
