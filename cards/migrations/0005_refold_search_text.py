# The searched forms of titles, text and tags drop accents since rulings.text became the one fold ("Naga
# Attaché" is found as "naga attache"). import_cards leaves a card whose data is unchanged as it is, so the
# stored forms are folded again here; only rows with non-ASCII text can differ.

from django.db import migrations

BATCH = 500


def refold(apps, schema_editor):
    from cards.markup import normalize
    from rulings.text import fold

    Card = apps.get_model("cards", "Card")
    CardTag = apps.get_model("cards", "CardTag")
    cards = []
    for card in Card.objects.only("title", "version", "text", "title_search", "text_search").iterator():
        title_search, text_search = fold(f"{card.title} {card.version}"), normalize(card.text)
        if (title_search, text_search) != (card.title_search, card.text_search):
            card.title_search, card.text_search = title_search, text_search
            cards.append(card)
    Card.objects.bulk_update(cards, ["title_search", "text_search"], batch_size=BATCH)
    tags = []
    for tag in CardTag.objects.only("value", "norm").iterator():
        if fold(tag.value) != tag.norm:
            tag.norm = fold(tag.value)
            tags.append(tag)
    CardTag.objects.bulk_update(tags, ["norm"], batch_size=BATCH)


class Migration(migrations.Migration):
    dependencies = [
        ("cards", "0004_compiled_text"),
    ]

    operations = [
        migrations.RunPython(refold, migrations.RunPython.noop),
    ]
