"""Naming cards (references), conformance scenarios that use a card, and card definitions for the engine."""

import pytest

from cards.conformance import scenarios_using
from cards.models import Card
from cards.references import resolve_reference, split_reference
from cards.services import card_definition_for

pytestmark = [pytest.mark.django_db]


@pytest.mark.parametrize(
    ("ref", "parts"),
    [
        ("Hida Kuon", ("Hida Kuon", "")),
        ("Hida Kuon • Experienced 6", ("Hida Kuon", "Experienced 6")),
        ("Sasuke Uchiha (Last of the Uchiha Clan)", ("Sasuke Uchiha", "Last of the Uchiha Clan")),
        ("  Duty ", ("Duty", "")),
        ("Temari - Kunoichi", ("Temari", "Kunoichi")),
    ],
)
def test_split_reference(ref, parts):
    assert split_reference(ref) == parts


def test_definition_of_a_personality_keeps_the_dash(card_sample):
    definition = card_definition_for(game="l5r", title="Hida Kuon • Experienced 6")
    assert definition["type"] == "personality" and definition["title"] == "Hida Kuon"
    assert definition["unique"] is True
    assert definition["stats"] == {
        "gold_cost": 14,
        "force": 12,
        "chi": 5,
        "personal_honor": 3,
        "honor_requirement": "-",
    }
    assert "Experienced 6" in definition["keywords"]


def test_definition_of_an_item_gives_signed_bonuses(card_sample):
    definition = card_definition_for(game="l5r", title="The Jade Hand")
    assert definition["type"] == "item"
    assert definition["stats"] == {"gold_cost": 8, "focus_value": 3, "force": 1, "chi": 3}


def test_references_pick_one_card_or_none(card_sample):
    base = card_definition_for(game="l5r", title="bayushi eisaku")  # not his Experienced version
    assert "Experienced" not in base["keywords"]
    assert "Experienced" in card_definition_for(game="l5r", title="Bayushi Eisaku • Experienced")["keywords"]
    assert card_definition_for(game="l5r", title="The Jade Hand")["type"] == "item"  # not its Proxy
    assert card_definition_for(game="naruto", title="Naruto Uzumaki (Fury of the Rasengan)") is not None
    assert card_definition_for(game="naruto", title="Naruto Uzumaki") is None  # several versions, none base
    assert card_definition_for(game="naruto", title="Protect the Leader")["type"] == "mission"
    temari = card_definition_for(game="naruto", title="Temari - Kunoichi")
    assert temari["keywords"] == ["Team Baki", "Sand Village"]  # the group, as Naruto texts use it
    assert temari["stats"] == {"cost": 2, "power": 2}
    assert card_definition_for(game="l5r", title="No Such Card") is None
    assert card_definition_for(game="naruto", title="Hida Kuon") is None  # another game's card


def test_definitions_parse_in_the_engine(card_sample):
    from rulings.engine import parse_scenario

    scenario = {
        "game": "l5r",
        "players": ["me"],
        "cards": {
            "kuon": {"ref": "Hida Kuon • Experienced 6", "owner": "me", "zone": "home"},
            "hand": {"ref": "The Jade Hand", "owner": "me", "zone": "hand"},
        },
        "steps": [{"ask": {"stat": "force", "card": "kuon"}}],
    }
    parsed = parse_scenario(
        scenario, resolve_card=lambda game, ref: card_definition_for(game=game, title=ref)
    )
    assert parsed.game == "l5r"


SCENARIO = """\
version: 1
game: {game}
title: {title}
players: [me]
cards:
  a: {{ref: "{ref}", owner: me, zone: home}}
  b: {{type: personality, title: Someone Else, owner: me}}
steps: []
"""


def test_conformance_scenarios_using_a_card(card_sample, tmp_path):
    (tmp_path / "l5r").mkdir()
    (tmp_path / "l5r" / "uses-eisaku.yaml").write_text(
        SCENARIO.format(game="l5r", title="Eisaku fights", ref="Bayushi Eisaku • Experienced")
    )
    (tmp_path / "l5r" / "base.yaml").write_text(
        SCENARIO.format(game="l5r", title="Base", ref="Bayushi Eisaku")
    )
    (tmp_path / "other-game.yaml").write_text(
        SCENARIO.format(game="naruto", title="x", ref="Bayushi Eisaku • Experienced")
    )
    (tmp_path / "broken.yaml").write_text("cards: [unclosed")
    experienced = Card.objects.get(game="l5r", key="bayushi_eisaku_experienced")
    uses = scenarios_using(experienced, folder=tmp_path)
    assert [(use.title, use.path.rsplit("/", 1)[-1]) for use in uses] == [
        ("Eisaku fights", "uses-eisaku.yaml")
    ]
    base = Card.objects.get(game="l5r", key="bayushi_eisaku")
    assert [use.title for use in scenarios_using(base, folder=tmp_path)] == ["Base"]
    assert scenarios_using(experienced, folder=tmp_path / "missing") == []


PROSE_SCENARIO = """\
game: {game}
title: {title}
source: {{document: x.txt, opening: "{opening}"}}
note: {note}
"""


def test_conformance_scenarios_naming_a_card_in_their_prose(card_sample, tmp_path):
    scenarios = {
        "exp.yaml": ("l5r", "Duel", "Bayushi Eisaku (Experienced) duels", "x"),
        "base.yaml": ("l5r", "Attack", "Bayushi Eisaku attacks alone", "x"),
        "lower.yaml": ("l5r", "Lower", "the jade hand is not a title here", "x"),
        "number.yaml": ("naruto", "Chain", "x", "Card texts are KS-013 and KS-1360."),
    }
    for name, (game, title, opening, note) in scenarios.items():
        text = PROSE_SCENARIO.format(game=game, title=title, opening=opening, note=note)
        (tmp_path / name).write_text(text)

    def titles(game: str, key: str) -> list[str]:
        card = Card.objects.get(game=game, key=key)
        return [use.title for use in scenarios_using(card, folder=tmp_path)]

    assert titles("l5r", "bayushi_eisaku_experienced") == ["Duel"]
    assert titles("l5r", "bayushi_eisaku") == ["Attack"]
    assert titles("l5r", "the_jade_hand") == []
    assert titles("naruto", "KS-013-C") == ["Chain"]
    assert titles("naruto", "KS-136-S") == []


def test_card_page_lists_the_scenarios(client, card_sample, settings, tmp_path, monkeypatch):
    (tmp_path / "s.yaml").write_text(SCENARIO.format(game="l5r", title="Jade hand test", ref="The Jade Hand"))
    monkeypatch.setattr("cards.views.scenarios_using", lambda card: scenarios_using(card, folder=tmp_path))
    page = client.get(Card.objects.get(key="the_jade_hand").get_absolute_url()).content.decode()
    assert "Conformance scenarios using this card" in page and "Jade hand test" in page


def test_a_card_whose_title_is_ambiguous_is_named_by_its_key(card_sample):
    """Two unversioned cards share the title Beiden Pass (a Region and a Territory): the title names neither,
    each card's key names it, and a title still wins over a key."""
    passes = list(Card.objects.filter(game="l5r", title="Beiden Pass").order_by("key"))
    assert len(passes) == 2 and not any(card.version for card in passes)
    assert resolve_reference(game="l5r", ref="Beiden Pass") is None
    assert [resolve_reference(game="l5r", ref=card.key) for card in passes] == passes
    duty = resolve_reference(game="l5r", ref="Duty")
    assert duty is not None and resolve_reference(game="l5r", ref=duty.key) == duty
    assert resolve_reference(game="l5r", ref="no_such_card_key") is None
