"""L5R compiler 21, part K: a condition judged once, as a lasting effect begins. The engine's effect field
`if_when_given` (effects/judged_once.py; the Desk's rule l5r.desk.judged-when-given), and the wordings that
compile to it: "-2F, or -3F if he is dishonorable" (Kitsuki Nakai), "+2F, and an additional +3F if he is
opposed" (A Rival Eliminated), "Give him +3F if he is opposed and a Hero" (Great Hall of Records), "If you are
a Lion Clan player, give him Tactician" (Rage of Matsu), and Charge's older "+2F, or +3F if he is Lion Clan".
What each compiles to, the engine playing it, and near wordings that stay refused."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, refused

CHARGE = ("Battle: Target an attacking Personality: Give him +2F, or +3F if he is Lion Clan (until the turn "
          "ends).")
NAKAI = "Open: Give a target Personality -2F, or -3F if he is dishonorable."
KEMPACHI = ("Battle: Give a target Follower or Personality without Followers -2F, or -3F if the target is "
            "Shadowlands. If the target's Force is now 0, destroy it.")
CRESCENT = "Battle: Target your Samurai with a Weapon: Give him +1F/+2C, or +3F/+3C if he is opposed."
RIVAL = "Battle: Target your Duelist: Give him +2F, and an additional +3F if he is opposed."
BORDER = "Battle, Bow: Give your target Personality +1F and an additional +1F if he is a Scout or Tactician."
GREAT_HALL = "Battle: Straighten your target your Personality. Give him +3F if he is opposed and a Hero."
MATSU = ("Battle: Choose your performing opposed Personality: If you are a Lion Clan player, give him "
         "Tactician. Draw a card.")
GIVEN = "if_when_given"


def force(change: int, on: str = "$target1", stat: str = "force", **more) -> dict:
    return {"targets": on, "stat": stat, "change": change, "duration": "end_of_turn", **more}


# --- the engine: a condition judged once, as the effect is given ------------------------------------------
def person(owner: str, zone: str = "battlefield:1", keywords=(), **more) -> dict:
    return {"type": "personality", "owner": owner, "zone": zone, "stats": {"force": 2, "chi": 2},
            "keywords": list(keywords), **more}  # fmt: skip


def run(cards: dict, steps: list, players=None):
    doc = {"game": "l5r", "players": players or ["me", "opp"], "cards": cards,
           "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps]}  # fmt: skip
    return evaluate(parse_scenario(doc))


def values(result) -> list:
    return [a["answer"]["value"] for a in result.answers]


def _bonus_on_akeno(field: str, opposed: bool):
    effect = {"targets": ["akeno"], "stat": "force", "change": 3, "duration": "end_of_turn",
              field: {"subject": {"opposed": True}}}  # fmt: skip
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}},
             {"set": {"card": "akeno", "opposed": opposed}},
             {"action": {"id": "act", "by": "me", "effects": [effect]}},
             {"ask": {"stat": "force", "card": "akeno"}},
             {"set": {"card": "akeno", "opposed": not opposed}},
             {"ask": {"stat": "force", "card": "akeno"}}]  # fmt: skip
    return run({"akeno": person("me"), "foe": person("opp")}, steps)


def test_held_as_it_is_given_the_effect_lasts_with_no_condition():
    assert values(_bonus_on_akeno(GIVEN, opposed=True)) == [5, 5]
    assert values(_bonus_on_akeno("while", opposed=True)) == [5, 2]  # `while`: judged all along


def test_not_held_as_it_is_given_the_effect_does_nothing_and_the_trace_says_why():
    result = _bonus_on_akeno(GIVEN, opposed=False)
    assert values(result) == [2, 2]
    assert values(_bonus_on_akeno("while", opposed=False)) == [2, 5]
    text = str(result.to_dict() if hasattr(result, "to_dict") else result.trace)
    assert "l5r.desk.judged-when-given" in text and "does not hold as it is given" in text


@pytest.mark.parametrize(
    ("effect", "why"),
    [
        # an effect that happens once: `while` is judged then already
        ({"targets": ["akeno"], "bow": True, GIVEN: {"subject": {"opposed": True}}}, "happens once"),
        ({"targets": ["akeno"], "stat": "force", "change": 1, GIVEN: {"bogus": 1}}, ""),
    ],
)
def test_if_when_given_where_it_means_nothing_is_refused(effect, why):
    steps = [{"action": {"id": "act", "by": "me", "effects": [effect]}}]
    with pytest.raises(ScenarioError) as raised:
        run({"akeno": person("me")}, steps)
    assert "if_when_given" in str(raised.value) and why in str(raised.value)


def test_if_when_given_on_a_continuous_trait_is_refused():
    trait = {"targets": ["$source"], "stat": "force", "change": 1, GIVEN: {"subject": {"opposed": True}}}
    with pytest.raises(ScenarioError) as raised:
        run({"akeno": person("me", traits=[trait])}, [])
    assert "continuous effect" in str(raised.value)


def test_a_game_whose_rules_name_no_such_rule_refuses_it():
    doc = {"game": "naruto", "players": ["p1", "p2"], "cards": {}, "steps": [
        {"apply": {"targets": ["p1"], "stat": "chakra", "change": 1, GIVEN: {"clan": "x"}}}]}  # fmt: skip
    with pytest.raises(ScenarioError):
        parse_scenario(doc)


# --- what the wordings compile to -----------------------------------------------------------------------
def test_charge_picks_one_bonus_or_the_other_as_it_is_given():
    first, second = ability(CHARGE)["effects"]
    chosen = {"in_play": True, "attacking": True, "type": "personality"}
    not_lion = {"subject": {"not_keywords": ["Lion Clan"]}}
    assert first == {"choose": chosen, "targeting": True, "stat": "force", "change": 2,
                     "duration": "end_of_turn", GIVEN: not_lion}  # fmt: skip
    assert second == force(3, **{GIVEN: {"subject": {"keywords": ["Lion Clan"]}}})


def test_one_penalty_or_another_if_the_target_is_so():
    first, second = ability(NAKAI, "Personality", "Kitsuki Nakai")["effects"]
    dishonorable = {"subject": {"dishonorable": True}}
    assert first["change"] == -2 and first[GIVEN] == {"not": dishonorable} and first["targeting"] is True
    assert second == force(-3, **{GIVEN: dishonorable})
    penalty, more, destroy = ability(KEMPACHI, "Personality", "Kaiu Kempachi")["effects"]
    shadowlands = {"subject": {"keywords": ["Shadowlands"]}}
    assert (penalty["change"], penalty[GIVEN], more[GIVEN]) == (-2, {"not": shadowlands}, shadowlands)
    assert destroy["destroy"] is True and GIVEN not in destroy


def test_one_pair_or_another_if_he_is_opposed():
    effects = ability(CRESCENT)["effects"]
    opposed = {"subject": {"opposed": True}}
    assert [(e["stat"], e["change"], e[GIVEN]) for e in effects] == [
        ("force", 1, {"not": opposed}), ("chi", 2, {"not": opposed}),
        ("force", 3, opposed), ("chi", 3, opposed),
    ]  # fmt: skip


def test_an_additional_bonus_if_he_is_so():
    bonus, more = ability(RIVAL)["effects"]
    assert bonus["change"] == 2 and GIVEN not in bonus and "while" not in bonus
    assert more == force(3, **{GIVEN: {"subject": {"opposed": True}}})
    bonus, more = ability(BORDER, "Region", "Undefended Border")["effects"]
    assert bonus["change"] == 1 and GIVEN not in bonus
    assert more == force(1, **{GIVEN: {"subject": {"any_keywords": ["Scout", "Tactician"]}}})


def test_a_bonus_if_he_is_opposed_and_a_hero():
    straighten, bonus = ability(GREAT_HALL, "Stronghold", "Great Hall of Records")["effects"]
    assert straighten["straighten"] is True
    assert bonus == force(3, **{GIVEN: {"subject": {"opposed": True, "keywords": ["Hero"]}}})
    vapors = "Battle: Target your Personality. Give him +3F if he is unbowed. Straighten him."
    unbowed = ability(vapors, "Spell")
    assert unbowed["effects"][0][GIVEN] == {"subject": {"bowed": False}}


def test_a_keyword_if_you_are_a_clan_player():
    given, draw = ability(MATSU)["effects"]
    assert given == {"targets": "$performer", "grant_keyword": "Tactician", "duration": "end_of_turn",
                     GIVEN: {"clan": "Lion"}}  # fmt: skip
    assert draw == {"targets": "$controller", "draw": 1}


# --- the engine playing them ----------------------------------------------------------------------------
@pytest.mark.parametrize(("dishonored_first", "forces"), [(False, [3, 3]), (True, [2, 2])])
def test_nakai_penalty_is_fixed_as_it_is_given(dishonored_first, forces):
    nakai = person("me", abilities=[ability(NAKAI, "Personality", "Kitsuki Nakai")])
    steps = [{"set": {"card": "foe", "dishonored": dishonored_first}},
             {"use": {"id": "u", "card": "nakai", "ability": "a1", "by": "me", "targets": ["foe"]}},
             {"ask": {"stat": "force", "card": "foe"}},
             {"set": {"card": "foe", "dishonored": not dishonored_first}},  # later: it changes nothing
             {"ask": {"stat": "force", "card": "foe"}}]  # fmt: skip
    foe = {**person("opp"), "stats": {"force": 5, "chi": 2}}
    assert values(run({"nakai": nakai, "foe": foe}, steps)) == forces


@pytest.mark.parametrize(("keywords", "forces"), [([], [4, 4]), (["Lion Clan"], [5, 5])])
def test_charge_bonus_is_fixed_as_it_is_given(keywords, forces):
    charge = {"type": "action", "owner": "me", "zone": "hand", "keywords": ["Strategy"],
              "abilities": [ability(CHARGE)]}  # fmt: skip
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}},
             {"set": {"card": "akeno", "attacking": True}},
             {"use": {"id": "u", "card": "charge", "ability": "a1", "by": "me", "targets": ["akeno"]}},
             {"ask": {"stat": "force", "card": "akeno"}},
             {"set": {"card": "akeno", "attacking": False}},
             {"ask": {"stat": "force", "card": "akeno"}}]  # fmt: skip
    cards = {"charge": charge, "akeno": person("me", keywords=keywords), "foe": person("opp")}
    assert values(run(cards, steps)) == forces


@pytest.mark.parametrize(("opposed", "forces"), [(True, [7, 7]), (False, [4, 4])])
def test_a_rival_eliminated_gives_the_additional_bonus_only_if_he_is_opposed_then(opposed, forces):
    rival = {"type": "action", "owner": "me", "zone": "hand", "keywords": ["Strategy"],
             "abilities": [ability(RIVAL)]}  # fmt: skip
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}},
             {"set": {"card": "duelist", "opposed": opposed}},
             {"use": {"id": "u", "card": "rival", "ability": "a1", "by": "me", "targets": ["duelist"]}},
             {"ask": {"stat": "force", "card": "duelist"}},
             {"set": {"card": "duelist", "opposed": not opposed}},
             {"ask": {"stat": "force", "card": "duelist"}}]  # fmt: skip
    cards = {"rival": rival, "duelist": person("me", keywords=["Duelist"]), "foe": person("opp")}
    assert values(run(cards, steps)) == forces


@pytest.mark.parametrize(("clan", "has"), [("Lion", True), ("Crab", False)])
def test_rage_of_matsu_gives_tactician_to_a_lion_clan_player(clan, has):
    rage = {"type": "action", "owner": "me", "zone": "hand", "keywords": ["Strategy"],
            "abilities": [ability(MATSU)]}  # fmt: skip
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}},
             {"set": {"card": "akeno", "opposed": True}},
             {"use": {"id": "u", "card": "rage", "ability": "a1", "by": "me", "performer": "akeno"}},
             {"ask": {"has_keyword": "akeno", "keyword": "Tactician"}}]  # fmt: skip
    got = run({"rage": rage, "akeno": person("me"), "foe": person("opp")}, steps,
              players=[{"id": "me", "clan": clan}, "opp"])  # fmt: skip
    assert values(got) == [has]


# --- near wordings that stay refused ------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "why"),
    [
        # a card type: already known
        ("Open: Give a target Personality -2F, or -3F if he is a Follower.", "already known"),
        ("Battle: Give your target Personality +1F and an additional +1F if he is a Personality.",
         "already known"),
        ("Battle: Target an enemy Personality: Bow him. Give him +2F if he is a Follower.", "already known"),
        # either of two conditions that are not two keywords
        ("Battle: Straighten your target your Personality. Give him +3F if he is opposed or a Hero.",
         "no 'or'"),
        # bonuses of other stats as alternatives
        ("Battle: Give a target enemy Follower or Personality -2F, or -3C if they are Shadowlands.",
         "other stats"),
        # a lasting prevention under such a condition: not read here
        ("Battle: Choose your performing Personality: If your Personality is Nonhuman, negate his next "
         "straightening.", "lasting effect"),
        ("Open: Choose your performing unbowed Monk: Give him Cavalry. If you control any Rings, negate his "
         "next straightening.", "lasting effect"),
        # 'dead' and 'would be opposed' stay refused
        ("Battle: Give one or two of your target opposed Personalities each +2F, or +3F if any of your dead "
         "Personalities have 3 or more Personal Honor.", ""),
    ],
)  # fmt: skip
def test_near_wordings_stay_refused(text, why):
    assert why in refused(text, "Strategy", "Some Card")
