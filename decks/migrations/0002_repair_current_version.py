"""Repair decks left inconsistent by concurrent saves before the deck row was locked (issue 22): a deck whose
``current_version`` is behind its highest version number could never be saved again. It is set to that
number (the versions themselves are intact: each is a whole saved state)."""

from django.db import migrations
from django.db.models import F, Max


def repair(apps, schema_editor):
    Deck = apps.get_model("decks", "Deck")
    behind = (
        Deck.objects.annotate(last=Max("versions__number"))
        .filter(last__isnull=False)
        .exclude(last=F("current_version"))
        .values_list("id", "last")
    )
    for deck_id, last in list(behind):
        Deck.objects.filter(pk=deck_id).update(current_version=last)


class Migration(migrations.Migration):
    dependencies = [("decks", "0001_initial")]

    operations = [migrations.RunPython(repair, migrations.RunPython.noop)]
