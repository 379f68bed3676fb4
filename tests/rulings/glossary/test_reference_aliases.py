"""References to rules the imported documents hold under another title link there (reference_aliases.yaml);
the others are plain text with a visible note, never something that looks like a link and leads nowhere."""

import re

import pytest

from rulings.games import Game
from rulings.glossary.corpus.references import Resolver, Target, normalize, reference_aliases
from rulings.glossary.models import CrossReference, Part
from rulings.glossary.rendering import part_html

pytestmark = pytest.mark.usefixtures("glossary")


@pytest.mark.parametrize("game", Game.values)
def test_every_alias_names_an_entry_and_paragraph_the_glossary_holds(game):
    for target, (slug, anchor) in reference_aliases(game).items():
        parts = Part.objects.filter(entry__game=game, entry__slug=slug)
        assert parts.exists(), f"{game}: {target!r} -> no entry {slug!r}"
        if anchor:
            assert parts.filter(anchor=anchor).exists(), f"{game}: {target!r} -> no paragraph {slug}#{anchor}"


@pytest.mark.parametrize(
    ("raw", "url"),
    [
        ("See Personality stats, Chi Death Rule", "/rules/l5r/chi/#p3"),
        ("see Chi death rule", "/rules/l5r/chi/#p3"),
        (
            "See Duration and scope of negation effects, below",
            "/rules/l5r/duration-and-scope-of-prevention-effects/",
        ),
    ],
)
def test_a_rule_held_under_another_title_is_linked_there(raw, url):
    ref = CrossReference.objects.get(entry__game="l5r", raw=raw)
    assert ref.is_resolved and ref.target_url() == url


def test_the_entry_page_links_aliased_references_and_notes_the_ones_outside_the_documents(client):
    page = client.get("/rules/l5r/instantaneous-effects/").content.decode()
    assert '<a class="xref" href="/rules/l5r/chi/#p3">Personality stats, Chi Death Rule</a>' in page
    note = r'<span class="xref-outside">Timing</span>\s*<small class="xref-note">([^<]+)</small>'
    timing = re.search(note, page)
    assert timing and "not in the imported" in timing[1]
    assert not re.search(r"<a [^>]*>Timing</a>", page)


def test_an_unresolved_reference_renders_as_plain_text_with_a_note():
    ref = CrossReference.objects.get(entry__slug="seppuku", raw="see Player Abilities")
    html = str(part_html(ref.part.text, [ref]))
    assert "<a " not in html and "Player Abilities</span>" in html
    assert html.index("xref-note") > html.index("Player Abilities")


def test_the_resolver_prefers_an_alias_to_its_printed_title():
    resolver = Resolver([], {}, {normalize("Personality stats, Chi Death Rule"): Target(7, "p3")})
    assert resolver.resolve("Personality stats,  chi death rule", source_document_id=1) == Target(7, "p3")
    assert resolver.resolve("Timing", source_document_id=1) is None
