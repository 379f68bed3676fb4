"""Admin pages for every glossary model, including the list of unresolved cross-references."""

import pytest

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "model", ["document", "entry", "part", "erratum", "crossreference", "unresolvedreference"]
)
def test_every_glossary_model_has_an_admin_list(admin_client, glossary, model):
    assert admin_client.get(f"/admin/rulings/{model}/").status_code == 200


def test_unresolved_references_page_lists_only_references_outside_the_corpus(admin_client, glossary):
    page = admin_client.get("/admin/rulings/unresolvedreference/").content.decode()
    assert "see Player Abilities" in page and "See also Glossary, Instead" in page
    assert "See Glossary, Show" not in page


def test_entry_admin_shows_its_parts(admin_client, glossary):
    from rulings.glossary.models import Entry

    entry = Entry.objects.get(game="l5r", title="Tracking rule")
    page = admin_client.get(f"/admin/rulings/entry/{entry.pk}/change/").content.decode()
    assert "exc2" in page and "EXCEPTION 2" in page
