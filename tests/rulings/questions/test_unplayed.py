"""A question naming a card whose text the engine does not fully play is answered, and says what it ignores:
stored at submission (never copied with a reused answer), on the page above the answers and in the API."""

import pytest
from django.urls import reverse

from cards.models import Card
from rulings.questions import services
from rulings.questions.models import Question, Status, Visibility

pytestmark = pytest.mark.django_db

SCENARIO = """\
game: l5r
players: [me, opp]
cards:
  sneak: {ref: Sneak Attack, owner: me, zone: hand}
  dragon: {ref: Obsidian Dragon, owner: opp, zone: home}
  dragon2: {ref: Obsidian Dragon, owner: opp, zone: home}
  hero: {type: personality, owner: me, zone: home, stats: {force: 2, chi: 3, personal_honor: 1}}
steps:
  - ask: {stat: force, card: hero}
"""
SNEAK = (
    "Sneak Attack: 'Engage: The Attacker has the first opportunity to take a Battle action or pass in this "
    "battle.' is not played by the engine; this answer ignores it."
)
DRAGON = (
    "Obsidian Dragon: 'Will not attach Items or Followers.' is not played by the engine; "
    "this answer ignores it."
)


@pytest.fixture
def enqueued(monkeypatch):
    monkeypatch.setattr(services, "question_enqueue", lambda *, question_id: True)


def answered(text: str = SCENARIO, **submitted) -> Question:
    question = services.question_submit(scenario=text, **submitted)
    if question.status != Status.DONE:
        assert services.question_claim(question_id=question.pk)
        services.question_evaluate(question_id=question.pk)
    return Question.objects.get(pk=question.pk)


def test_the_question_records_each_unplayed_clause_of_its_ref_cards(scripts_loaded, enqueued):
    question = answered()
    assert question.status == Status.DONE
    assert [(u["card"], u["clause"], u["scenario_ids"]) for u in question.unplayed] == [
        ("Sneak Attack", "a1", ["sneak"]),
        ("Obsidian Dragon", "t1", ["dragon", "dragon2"]),  # once per card; t2 is played
    ]
    assert [u["message"] for u in question.unplayed] == [SNEAK, DRAGON]


def test_a_card_stored_before_statuses_existed_is_not_silent(scripts_loaded, enqueued):
    not_imported_again = {"engine_status": "", "engine_clauses": []}
    Card.objects.filter(game="l5r", key="sneak_attack").update(**not_imported_again)
    assert [u["message"] for u in answered().unplayed] == [SNEAK, DRAGON]


def test_a_fully_played_card_adds_nothing(scripts_loaded, enqueued):
    text = (
        "game: naruto\nplayers: [me]\ncards:\n"
        '  itachi: {ref: Itachi Uchiha (Amaterasu), owner: me, zone: "mission:m"}\n'
        "steps:\n  - ask: {stat: power, card: itachi}\n"
    )
    question = services.question_submit(scenario=text)
    assert question.unplayed == []


def naruto_beside_sasuke(ref: str) -> str:
    return (
        "game: naruto\nplayers: [me]\ncards:\n"
        f'  other: {{ref: "{ref}", owner: me, zone: "mission:m"}}\n'
        '  sasuke: {ref: Sasuke Uchiha (Last of the Uchiha Clan), owner: me, zone: "mission:m"}\n'
        "steps:\n  - ask: {stat: power, card: sasuke}\n"
    )


def test_a_naruto_question_naming_an_unplayed_card_says_it_ignores_its_powerup(scripts_loaded, enqueued):
    text = naruto_beside_sasuke("Tsunade (Legendary Sannin)")  # (Gaara's, Asuma's POWERUP are compiled now)
    assert [u["message"] for u in services.question_submit(scenario=text).unplayed] == [
        "Tsunade • Legendary Sannin: 'MAIN: Spend any amount of additional Chakra. POWERUP X, where X is the "
        "amount of additional Chakra spent.' is not played by the engine; this answer ignores it.",
        "Tsunade • Legendary Sannin: 'UPGRADE: POWERUP X.' is not played by the engine; this answer ignores "
        "it.",
    ]  # Sasuke's one clause is played by his script


def test_the_naruto_question_of_the_issue_ignores_nothing_now(scripts_loaded, enqueued):
    """Hiruzen (The Professor)'s POWERUP 2 is played by his script (issue 17)."""
    text = naruto_beside_sasuke("Hiruzen Sarutobi (The Professor)")
    assert services.question_submit(scenario=text).unplayed == []


def test_a_reused_answer_gets_the_unplayed_clauses_of_its_own_submission(
    scripts_loaded, enqueued, django_user_model, monkeypatch
):
    owner = django_user_model.objects.create_user("asker", password="pw-asker-123")
    first = answered(owner=owner, visibility=Visibility.PUBLIC)  # public: its answer may be reused
    dragon = Card.objects.get(game="l5r", key="obsidian_dragon")
    dragon.engine_clauses = [{**clause, "played": True} for clause in dragon.engine_clauses]
    dragon.save()  # the engine now plays all of it (as if its script declared so): same definition
    monkeypatch.setattr(services, "evaluate", lambda scenario: pytest.fail("evaluated, not reused"))
    second = answered()  # queued, then answered by the worker from the first one's result
    assert second.status == Status.DONE and second.result == first.result  # reused
    assert [u["card"] for u in second.unplayed] == ["Sneak Attack"]
    earlier = Question.objects.get(pk=first.pk).unplayed
    assert [u["card"] for u in earlier] == ["Sneak Attack", "Obsidian Dragon"]


def test_an_older_question_works_it_out_from_its_scenario(scripts_loaded, enqueued):
    question = answered()
    Question.objects.filter(pk=question.pk).update(unplayed=None)
    assert [u["message"] for u in Question.objects.get(pk=question.pk).unplayed_clauses()] == [SNEAK, DRAGON]


def test_the_api_result_lists_what_the_answer_ignores(client, scripts_loaded, enqueued):
    question = answered()
    body = client.get(reverse("questions_api:detail", kwargs={"pk": question.pk})).json()
    assert [u["message"] for u in body["unplayed"]] == [SNEAK, DRAGON]
    assert body["answers"]


def test_the_page_says_it_above_the_answers(client, scripts_loaded, enqueued):
    question = answered()
    page = client.get(question.get_absolute_url()).content.decode()
    warning = page.index("This answer ignores card text the engine does not play")
    assert warning < page.index('class="answers"')
    assert "Obsidian Dragon: &#x27;Will not attach Items or Followers.&#x27; is not played" in page
    assert reverse("cards:detail", kwargs={"game": "l5r", "key": "sneak_attack"}) + "#engine" in page


def test_the_builder_marks_a_card_as_soon_as_it_is_added(client, scripts_loaded):
    page = client.get(reverse("questions:builder"), {"game": "l5r", "card": "sneak_attack"}).content.decode()
    assert "The engine does not play all of this card's text" in page
    assert "a1: Engage: The Attacker has the first opportunity" in page
    page = client.get(reverse("questions:builder"), {"game": "l5r", "card": "ambush"}).content.decode()
    assert "(partly; not played: the attacking and defending sides" in page
    assert "brings its text" not in page  # its script brings only part of it
    page = client.get(reverse("questions:builder"), {"game": "naruto", "card": "KS-128-R"}).content.decode()
    assert "does not play all of this card" not in page and "brings its text" in page
