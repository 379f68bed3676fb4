from django.apps import AppConfig


class GlossaryConfig(AppConfig):
    name = "rulings.glossary"
    label = "rulings"  # the app's label since its first migration: its tables and migration history keep it
    verbose_name = "Rules glossary"
