"""The trace cites the rule an answer rests on wherever that rule acts, not only when a question asks about it
directly (issue 18, second scenarios): each test asks with `cites:` and checks whether the trace cites it."""

import pytest

from rulings.engine import evaluate, parse_scenario


def cited(data: dict) -> list[bool]:
    """Whether each ask with `cites:` is cited by the trace (asks without are left out)."""
    answers = evaluate(parse_scenario(data)).to_dict()["answers"]
    return [a["cited"] for a in answers if "cites" in a]


def values(data: dict) -> list:
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).to_dict()["answers"]]


def l5r(cards: dict, *steps: dict, players: list | None = None) -> dict:
    return {"game": "l5r", "players": players or ["me", "opp"], "cards": cards, "steps": list(steps)}


def ask(cites: str, **question) -> dict:
    return {"ask": question, "cites": cites}


def person(owner: str = "me", **extra) -> dict:
    return {"type": "personality", "owner": owner, "zone": "home", "stats": {"force": 2, "chi": 3}, **extra}


def ability(aid: str, designators: list, keywords: list | None = None, target: str = "$source") -> dict:
    effect = {"targets": target, "stat": "chi", "change": -1, "duration": "end_of_turn"}
    return {"id": aid, "designators": designators, "keywords": keywords or [], "effects": [effect]}


# --- ChiAxis 22.1: an effect is what happens as a result of an action, resource or ability ----------------
def test_chiaxis_an_abilitys_effects_cite_that_they_come_from_it():
    beast = {"type": "beast", "owner": "me", "zone": "city", "stats": {"cost": 2, "int": 1, "atk": 2}}
    data = {
        "game": "chiaxis",
        "players": [{"id": "me", "vitae": 8}, {"id": "rival", "vitae": 8}],
        "cards": {"hound": beast},
        "steps": [
            ask("chiaxis.effects.general", stat="vitae", player="rival"),
            {"action": {"id": "bite", "by": "me", "source": "hound", "effects": [
                {"id": "bleed", "kind": "instantaneous", "targets": "rival", "vitae": -2}]}},
            ask("chiaxis.effects.general", stat="vitae", player="rival"),
        ],
    }  # fmt: skip
    assert values(data) == [8, 6]
    assert cited(data) == [False, True]


# --- each word of an action's keywords is a keyword ---------------------------------------------------------
@pytest.mark.parametrize(("phrase", "forbidden"), [(["Shadow Ninja"], True), (["Ninja"], False)])
def test_a_restriction_on_a_word_of_a_keyword_phrase_cites_each_word(phrase, forbidden):
    data = l5r(
        {"hero": person(abilities=[ability("veil", ["Open"], phrase)])},
        {"action": {"id": "ban", "by": "opp", "effects": [
            {"targets": "hero", "may_not_use": {"keyword": "Ninja"}, "duration": "end_of_turn"}]}},
        {"use": {"card": "hero", "ability": "veil", "by": "me"}},
        ask("l5r.abilities.each-word", stat="chi", card="hero"),
    )  # fmt: skip
    assert values(data) == [3]
    assert cited(data) == [forbidden]  # a one-word keyword needs no splitting


def test_using_an_ability_with_a_keyword_phrase_cites_each_word_where_a_prevention_reads_a_word():
    ward = {"id": "ward", "targets": "$source", "prevent": {"with_keyword": "Tattooed"}}
    data = l5r(
        {"monk": person(abilities=[ability("strike", ["Battle", "Open"], ["Kiho Tattooed"], "foe")]),
         "foe": person("opp", traits=[ward])},
        {"use": {"card": "monk", "ability": "strike", "by": "me"}},
        ask("l5r.abilities.each-word", stat="chi", card="foe"),
    )  # fmt: skip
    assert values(data) == [3]
    assert cited(data) == [True]


def test_an_action_cards_use_cites_that_its_other_abilitys_keyword_is_not_its_own():
    card = {"type": "action", "owner": "me", "zone": "hand", "stats": {"gold_cost": 0, "focus_value": 1},
            "abilities": [ability("dark", ["Open"], ["Maho"], "foe"), ability("plain", ["Open"], [], "foe")]}
    ward = {"id": "ward", "targets": "$source", "prevent": {"with_keyword": "Maho"}}
    data = l5r(
        {"scroll": card, "foe": person("opp", traits=[ward])},
        {"use": {"card": "scroll", "ability": "plain", "by": "me"}},
        ask("l5r.abilities.not-shared", stat="chi", card="foe"),
    )  # fmt: skip
    assert values(data) == [2]
    assert cited(data) == [True]


# --- designators ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("printed", "order_cited"), [(["Open", "Battle"], True), (["Battle", "Open"], False)]
)
def test_a_designator_restriction_cites_that_two_designators_count_as_both(printed, order_cited):
    data = l5r(
        {"hero": person(abilities=[ability("feint", printed)])},
        {"action": {"id": "calm", "by": "opp", "effects": [
            {"targets": "hero", "may_not_use": {"designator": "Battle"}, "duration": "end_of_turn"}]}},
        {"use": {"card": "hero", "ability": "feint", "by": "me"}},
        ask("l5r.abilities.designators", stat="chi", card="hero"),
        ask("l5r.abilities.designator-order", stat="chi", card="hero"),
    )  # fmt: skip
    assert values(data) == [3, 3]
    assert cited(data) == [True, order_cited]


def _deck_action(abilities: list) -> dict:
    stats = {"gold_cost": 0, "focus_value": 1}
    return {"type": "action", "owner": "me", "zone": "deck", "stats": stats, "abilities": abilities}


@pytest.mark.parametrize(
    ("wanted", "rule"), [("Reaction", "l5r.abilities.designators"), ("Ninja", "l5r.abilities.each-word")]
)
def test_a_search_by_ability_cites_how_the_found_card_answers_it(wanted, rule):
    found = _deck_action([ability("slip", ["Battle", "Reaction"], ["Shadow Ninja"])])
    data = l5r(
        {"slip-card": found},
        {"search": {"id": "look", "by": "me", "for": {"type": "action", "ability": wanted}, "areas": "deck",
                    "select": "slip-card", "then": {"to": "hand"}}},
        ask(rule, search="look"),
        players=["me"],
    )  # fmt: skip
    assert values(data) == ["found"]
    assert cited(data) == [True]


# --- a deck is shuffled only if it was actually searched ------------------------------------------------
@pytest.mark.parametrize(("areas", "shuffled"), [("discard", []), (["deck", "discard"], ["deck"])])
def test_a_search_cites_that_only_a_searched_deck_is_shuffled(areas, shuffled):
    card = {"type": "spell", "owner": "me", "zone": "discard", "keywords": ["Air"],
            "stats": {"gold_cost": 0, "focus_value": 1}}
    data = l5r(
        {"wind": card},
        {"search": {"id": "look", "by": "me", "for": {"type": "spell"}, "areas": areas, "select": "wind",
                    "then": {"to": "hand"}}},
        ask("l5r.search.shuffle-searched", search="look"),
        players=["me"],
    )  # fmt: skip
    result = evaluate(parse_scenario(data)).to_dict()["answers"][0]
    assert result["answer"]["shuffled"] == shuffled
    assert result["cited"]


# --- "if you choose this" and "if he bowed" -------------------------------------------------------------
def test_both_readings_of_a_choices_result_cite_the_rule():
    guard = {"id": "guard", "targets": "$source", "prevent": {"event": "bow"}}
    honor = {"targets": "me", "honor": 3}
    data = l5r(
        {"stubborn": person("opp", traits=[guard]), "meek": person("opp")},
        {"action": {"id": "a", "by": "me", "chosen": 1,
                    "choice": [[{"id": "bow-1", "targets": "stubborn", "bow": True}, honor], []]}},
        ask("l5r.choices.result", stat="family_honor", player="me"),
        {"action": {"id": "b", "by": "me", "chosen": 1, "choice": [
            [{"id": "bow-2", "targets": "meek", "bow": True}, {**honor, "if_changed": "bow-2"}], []]}},
        ask("l5r.choices.result", stat="family_honor", player="me"),
        players=[{"id": "me", "family_honor": 1}, "opp"],
    )  # fmt: skip
    assert values(data) == [4, 7]
    assert cited(data) == [True, True]


# --- keywords an effect's filter reads --------------------------------------------------------------------
def _lord(filter_: dict, stat: str = "force") -> dict:
    trait = {"id": "banner", "affects": {**filter_, "controller": "$controller"}, "stat": stat, "change": 1}
    return {"type": "stronghold", "owner": "me", "zone": "in_play", "traits": [trait],
            "stats": {"gold_production": 5, "province_strength": 6}}  # fmt: skip


def test_an_effect_reaching_an_experienced_keyword_cites_the_alias():
    data = l5r(
        {"keep": _lord({"keywords": "Experienced"}),
         "vet": person(keywords=["Experienced 2 Akodo Toturi"]), "kid": person(keywords=["Inexperienced"])},
        ask("l5r.keywords.experienced", stat="force", card="vet"),
        ask("l5r.keywords.experienced", stat="force", card="kid"),
    )  # fmt: skip
    assert values(data) == [3, 2]
    assert cited(data) == [True, False]


def test_an_effect_that_a_title_does_not_bring_cites_that_titles_give_no_keywords():
    follower = {"type": "follower", "owner": "me", "zone": "home", "title": "Samurai Archers",
                "keywords": ["Archer"], "stats": {"force": 1}}
    data = l5r(
        {"keep": _lord({"type": "follower", "keywords": "Samurai"}), "archers": follower},
        ask("l5r.title.no-keywords", stat="force", card="archers"),
    )  # fmt: skip
    assert values(data) == [1]
    assert cited(data) == [True]
    # a Personality titled "Samurai Lord": the type keeps him out, not the title (the trace is the whole
    # scenario's, so he is asked about in a scenario of his own)
    data = l5r(
        {"keep": _lord({"type": "follower", "keywords": "Samurai"}), "other": person(title="Samurai Lord")},
        ask("l5r.title.no-keywords", stat="force", card="other"),
    )  # fmt: skip
    assert values(data) == [2]
    assert cited(data) == [False]


def test_a_trait_effect_stopped_by_a_keyword_prevention_cites_the_cards_keywords():
    mine = {"type": "personality", "controller": "me"}
    drain = {"id": "drain", "affects": mine, "stat": "chi", "change": -1}
    ward = {"id": "ward", "targets": "$source", "prevent": {"with_keyword": "Maho"}}
    data = l5r(
        {"sorcerer": person("opp", keywords=["Maho"], traits=[drain]), "monk": person(traits=[ward]),
         "peasant": person()},
        ask("l5r.traits.keywords", stat="chi", card="monk"),
        ask("l5r.traits.keywords", stat="chi", card="peasant"),
    )  # fmt: skip
    assert values(data) == [3, 2]
    assert cited(data) == [True, False]


# --- Gold Production under a condition ---------------------------------------------------------------------
def test_a_conditional_gold_production_cites_the_rule_whether_or_not_it_holds():
    def house(owner: str) -> dict:
        trait = {"id": f"{owner}-gold", "targets": "$source", "stat": "gold_production", "change": 2,
                 "while": {"clan": "Unicorn"}}
        return {"type": "holding", "owner": owner, "zone": "in_play", "traits": [trait],
                "stats": {"gold_cost": 2, "gold_production": 1}}  # fmt: skip

    stats = {"gold_cost": 2, "gold_production": 2}
    plain = {"type": "holding", "owner": "me", "zone": "in_play", "stats": stats}
    data = l5r(
        {"mine": house("me"), "theirs": house("opp"), "plain": plain},
        ask("l5r.gold.production", stat="gold_production", card="mine"),
        ask("l5r.gold.production", stat="gold_production", card="theirs"),
        ask("l5r.gold.production", stat="gold_production", card="plain"),
        players=[{"id": "me", "clan": "Unicorn"}, {"id": "opp", "clan": "Crab"}],
    )
    assert values(data) == [3, 1, 2]
    assert cited(data) == [True, True, False]
