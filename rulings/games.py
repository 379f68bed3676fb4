"""The games the Desk knows. Every entry, card, rule id and deck belongs to exactly one of them."""

from django.db import models


class Game(models.TextChoices):
    L5R = "l5r", "Legend of the Five Rings CCG"
    CHIAXIS = "chiaxis", "ChiAxis"
    NARUTO = "naruto", "Naruto Mythos TCG"
