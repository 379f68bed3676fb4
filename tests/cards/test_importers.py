"""The importers on real set files (sample L5R sets, the whole Naruto set, the demo set) and on bad input."""

import textwrap

import pytest

from cards.importers import plan_import, read_plan
from cards.models import Card, CardSet, Format, Printing
from cards.services import cards_import_paths

pytestmark = [pytest.mark.django_db, pytest.mark.services]


def stats_of(card: Card) -> dict[str, tuple[str, int | None, str]]:
    return {s.name: (s.kind, s.value, s.printed) for s in card.stats.all()}


def test_sample_import_counts(card_sample):
    assert card_sample.issues == []
    assert card_sample.created == card_sample.cards
    assert Printing.objects.filter(card__game="naruto").count() == 202
    assert Card.objects.filter(game="naruto").count() == 159  # 149 character versions + 10 missions
    assert Card.objects.filter(game="chiaxis").count() == 19
    l5r_printings = Printing.objects.filter(card__game="l5r").count()
    first = 393 + 155 + 94 + 76 + 155 + 173 + 410 + 197 + 135  # cards per file
    issue_17 = 163 + 102 + 127 + 84 + 163 + 164 + 162 + 160 + 89 + 167 + 175 + 175  # the sampled cards' sets
    assert l5r_printings == first + issue_17


def test_experienced_versions_are_distinct_cards_with_their_own_stats(card_sample):
    kuon = Card.objects.get(game="l5r", key="hida_kuon_experienced_6")
    assert (kuon.title, kuon.version, kuon.card_type) == ("Hida Kuon", "Experienced 6", "Personality")
    assert stats_of(kuon) == {
        "cost": ("number", 14, "14"),
        "force": ("number", 12, "12"),
        "chi": ("number", 5, "5"),
        "personal_honor": ("number", 3, "3"),
        "honor_requirement": ("dash", None, "-"),
    }
    assert kuon.is_unique
    assert [p.card_set.name for p in kuon.printings.all()] == ["Celestial Edition", "Celestial Edition 15"]
    assert Card.objects.filter(game="l5r", title="Hida Kuon").exclude(key=kuon.key).exists()


def test_item_stats_are_signed_modifiers(card_sample):
    jade_hand = Card.objects.get(game="l5r", key="the_jade_hand")
    assert jade_hand.card_type == "Item"
    assert stats_of(jade_hand) == {
        "cost": ("number", 8, "8"),
        "focus": ("number", 3, "3"),
        "force": ("modifier", 1, "+1"),
        "chi": ("modifier", 3, "+3"),
    }


def test_dash_honor_requirement_is_not_zero_and_absent_is_absent(card_sample):
    kinuye = Card.objects.get(game="l5r", key="asako_kinuye")
    assert stats_of(kinuye)["honor_requirement"] == ("dash", None, "-")
    kuon2 = Card.objects.get(game="l5r", key="hida_kuon_experienced_6")
    assert "province_strength" not in stats_of(kuon2)  # a Personality prints no Province Strength
    strategy = Card.objects.get(game="l5r", key="justly_earned_victory")
    assert set(stats_of(strategy)) == {"cost", "focus"}


def test_rank_scaled_and_starred_stats_are_variable(card_sample):
    fu_leng = Card.objects.get(game="l5r", key="fu_leng_the_ninth_kami_experienced")
    assert stats_of(fu_leng)["force"] == ("variable", None, ":Rank•15:")


def test_data_ids_separate_cards_that_share_a_title(card_sample):
    legions = Card.objects.filter(game="l5r", title="The First Legion").order_by("key")
    assert [(c.key, c.card_type) for c in legions] == [
        ("the_first_legion", "Follower"),
        ("the_first_legion_2", "Personality"),
    ]


def test_tags_keep_the_source_order(card_sample):
    kuon = Card.objects.get(game="l5r", key="hida_kuon_experienced_6")
    assert kuon.types == ["Personality"]
    assert kuon.decks == ["Dynasty"]
    assert kuon.factions == ["Crab"]
    assert kuon.keywords[:2] == ["Experienced 6", "Loyal"]


def test_every_legality_tag_is_a_format(card_sample):
    names = set(Format.objects.filter(game="l5r").values_list("name", flat=True))
    assert {"Destroyer War (Celestial)", "Legacy", "Modern", "Race for the Throne (Samurai)"} <= names
    kuon = Card.objects.get(game="l5r", key="hida_kuon_experienced_6")
    assert "Destroyer War (Celestial)" in {f.name for f in kuon.formats.all()}


def test_sets_carry_release_dates_from_set_info(card_sample):
    celestial = CardSet.objects.get(game="l5r", name="Celestial Edition")
    assert celestial.release_date.isoformat() == "2009-06-01"  # per set_info.yaml
    assert celestial.arc


def test_double_sided_cards_keep_their_back_as_a_printing(card_sample):
    gates = Card.objects.get(game="l5r", key="gates_of_the_second_city")
    sides = [p.side for p in gates.printings.filter(card_set__name="A Line in the Sand")]
    assert sides == ["front", "back"]
    assert gates.text.startswith("(This has +1PS")  # the card's text is its front


def test_errata_are_imported(card_sample):
    gardens = Card.objects.get(game="l5r", key="fantastic_gardens_of_otosan_uchi")
    assert gardens.errata[0]["date"] == "2026-07-01"
    assert gardens.errata[0]["text"].startswith("This Holding enters play for :g1: less")
    assert "2026" in gardens.errata[0]["source"]


def test_naruto_variants_of_one_number_are_one_version(card_sample):
    naruto = Card.objects.get(game="naruto", key="KS-108-R")
    assert (naruto.title, naruto.version) == ("Naruto Uzumaki", "Fury of the Rasengan")
    printings = {p.code: p for p in naruto.printings.all()}
    assert set(printings) == {"KS-108-R", "KS-108-RA", "KS-108-MV"}
    assert printings["KS-108-RA"].rarity == "Rare Art"
    assert printings["KS-108-RA"].details == {"printed_title": "Believe it!"}
    assert stats_of(naruto) == {"cost": ("number", 5, "5"), "power": ("number", 5, "5")}
    assert naruto.factions == ["Leaf Village"]
    assert naruto.text.startswith("<b>MAIN:</b> Hide an enemy character with Power 3 or less")


def test_naruto_same_subtitle_on_another_number_is_another_version(card_sample):
    inos = Card.objects.filter(game="naruto", title="Ino Yamanaka").values_list("key", "version")
    assert ("KS-020-UC", "Mind Transfer Jutsu") in inos
    assert (
        "KS-110-R",
        "Mind Destruction Jutsu",
    ) in inos  # its RA printing is subtitled "Mind Transfer Jutsu"


def test_naruto_missions_have_points_and_no_cost(card_sample):
    mission = Card.objects.get(game="naruto", key="KS-009-MMS")
    assert (mission.title, mission.version, mission.card_type) == ("Protect the Leader", "", "Mission")
    assert stats_of(mission) == {"points": ("number", 2, "2")}


def test_demo_set_is_marked_demo(card_sample):
    demo = CardSet.objects.get(game="chiaxis")
    assert demo.is_demo and "DEMO" in demo.name
    drake = Card.objects.get(game="chiaxis", key="skyfin_drake")
    assert stats_of(drake) == {
        "cost": ("number", 3, "3"),
        "int": ("number", 2, "2"),
        "atk": ("number", 2, "2"),
    }
    assert drake.keywords == ["Flight"]


def test_reimport_of_unchanged_data_changes_nothing(card_sample, carddata_dir):
    from .conftest import sample_paths

    before = dict(Card.objects.values_list("pk", "content_hash"))
    report = cards_import_paths(paths=sample_paths(carddata_dir))
    assert (report.created, report.updated, report.unchanged) == (0, 0, card_sample.cards)
    assert dict(Card.objects.values_list("pk", "content_hash")) == before


SET_FILE = """\
set: Test Set
cards:
- title: Steady Card
  types: [Strategy]
  decks: [Fate]
  text: <b>Battle:</b> Bow a target unit.
  gold_cost: 2
  focus: 1
- title: <script>alert(1)</script>
  types: [Holding]
  text: Holds <img src=x onerror=alert(1)> things.
- types: [Strategy]
  text: no title
- title: Bad Types
  types: 7
- title: Bad Legality
  types: [Event]
  legality: {a: b}
"""


def write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def test_bad_records_are_reported_and_the_rest_imported(db, tmp_path):
    write(tmp_path, "test_set.yaml", SET_FILE)
    write(tmp_path, "broken.yaml", "set: Broken\ncards: [\n")
    write(tmp_path, "other.json", '{"what": 1}')
    bad_type = '{"id": "X-1", "set": "X", "number": "1", "name_en": "A", "card_type": "spell"}'
    write(tmp_path, "cards.json", f'{{"cards": {{"X-1": {bad_type}}}}}')
    report = cards_import_paths(paths=[tmp_path])
    assert report.created == 2
    problems = {(issue.file.rsplit("/", 1)[-1], issue.card, issue.field) for issue in report.issues}
    assert problems == {
        ("test_set.yaml", "card #3", "title"),
        ("test_set.yaml", "Bad Types", "types"),
        ("test_set.yaml", "Bad Legality", "legality"),
        ("broken.yaml", "", ""),
        ("other.json", "", ""),
        ("cards.json", "X-1", "card_type"),
    }
    assert all(issue.why for issue in report.issues)
    hostile = Card.objects.get(title="<script>alert(1)</script>")
    assert hostile.key == "script_alert_1_script"


def test_missing_path_is_reported(db, tmp_path):
    report = cards_import_paths(paths=[tmp_path / "nowhere"])
    assert report.cards == 0
    assert [issue.why for issue in report.issues] == ["no such file or folder"]


def test_changed_card_is_updated_and_its_printings_replaced(db, tmp_path):
    path = write(tmp_path, "test_set.yaml", SET_FILE)
    cards_import_paths(paths=[path])
    card = Card.objects.get(key="steady_card")
    path.write_text(SET_FILE.replace("gold_cost: 2", "gold_cost: 3"), encoding="utf-8")
    report = cards_import_paths(paths=[path])
    assert (report.created, report.updated, report.unchanged) == (0, 1, 1)
    card.refresh_from_db()
    assert card.stats.get(name="cost").value == 3
    assert card.printings.count() == 1


def test_planning_recognises_each_format(carddata_dir):
    plan = plan_import([carddata_dir])
    files = {reader.__name__.rsplit(".", 1)[-1]: len(paths) for reader, paths in plan.files.items()}
    assert files == {"l5r_yaml": 131, "naruto_json": 1}  # 130 set files + set_info.yaml
    assert plan.issues == []
    assert read_plan(plan_import([carddata_dir / "naruto-mythos"])).issues == []


def test_values_longer_than_the_database_keeps_are_refused(db, tmp_path):
    long_set = f"""\
set: Long Values
cards:
- title: {"T" * 201}
  types: [Strategy]
- title: Long Keyword
  types: [Strategy]
  keywords: [{"K" * 201}]
- title: Long Stat
  types: [Item]
  force: '{"+" * 40}'
- title: Fine
  types: [Strategy]
"""
    write(tmp_path, "long.yaml", long_set)
    report = cards_import_paths(paths=[tmp_path])
    assert report.created == 1
    assert sorted((issue.card[:4], issue.field) for issue in report.issues) == [
        ("Long", "stat"),
        ("Long", "tag"),
        ("TTTT", "title"),
    ]
