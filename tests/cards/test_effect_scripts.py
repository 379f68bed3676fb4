"""Effect scripts (cards/effect_scripts/<game>/<key>.yaml): each names a real card and parses in the engine;
the scripted cards answer the corpus's worked examples."""

import pytest

from cards.definitions import script_ids_not_clauses
from cards.models import Card
from cards.search import compile_query
from cards.services import EFFECT_SCRIPTS_DIR, EffectScriptError, card_definition_for, effect_scripts_load
from rulings.engine import ScenarioError, evaluate, parse_scenario

pytestmark = pytest.mark.django_db
SCRIPTS = sorted(EFFECT_SCRIPTS_DIR.glob("*/*.yaml"))


def resolve(game: str, ref: str) -> dict | None:
    return card_definition_for(game=game, title=ref)


def answers(scenario: dict) -> list:
    result = evaluate(parse_scenario(scenario, resolve_card=resolve)).to_dict()
    return [answer["answer"]["value"] for answer in result["answers"]]


def test_scripts_exist():
    assert SCRIPTS


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda path: f"{path.parent.name}/{path.stem}")
def test_script_names_a_real_card_and_parses_in_the_engine(path, scripts_loaded):
    report = scripts_loaded
    assert report.unknown == []
    card = Card.objects.get(game=path.parent.name, key=path.stem)
    assert card.effect_script == path.read_text(encoding="utf-8")
    ref = f"{card.title} • {card.version}" if card.version else card.title
    scenario = {
        "game": card.game,
        "players": ["me"],
        "cards": {"it": {"ref": ref, "owner": "me", "zone": "hand"}},
    }
    parsed = parse_scenario({**scenario, "steps": []}, resolve_card=resolve)
    assert parsed.cards[0].title == card.title


def test_scripted_cards_are_searchable(scripts_loaded):
    assert {(p.parent.name, p.stem) for p in SCRIPTS} <= set(
        Card.objects.filter(compile_query("is:scripted")).values_list("game", "key")
    )


def battle_against_the_dragon(personal_honor: int, unique: bool) -> dict:
    return {
        "game": "l5r",
        "players": ["me", "opp"],
        "cards": {
            "hero": {
                "type": "personality",
                "owner": "me",
                "zone": "home",
                "unique": unique,
                "stats": {"force": 2, "chi": 3, "personal_honor": personal_honor},
            },
            "dragon": {"ref": "Obsidian Dragon", "owner": "opp", "zone": "home"},
        },
        "steps": [
            {"begin": {"name": "battle", "at": "battlefield:1"}},
            {"set": {"card": "dragon", "defending": True}},
            {"move": {"card": "dragon", "to": "battlefield:1"}},
            {"set": {"card": "hero", "attacking": True}},
            {"move": {"card": "hero", "to": "battlefield:1"}},
            {"ask": {"stat": "chi", "card": "hero"}},
            {"ask": {"stat": "force", "card": "hero"}},
        ],
    }


def test_obsidian_dragon_penalty_will_not_reduce_chi_below_1(scripts_loaded):
    assert answers(battle_against_the_dragon(personal_honor=3, unique=False)) == [1, 0]
    assert answers(battle_against_the_dragon(personal_honor=1, unique=False)) == [2, 1]
    assert answers(battle_against_the_dragon(personal_honor=3, unique=True)) == [3, 2]


@pytest.mark.parametrize(("clan", "production"), [("Scorpion", 3), ("Crane", 2)])
def test_geisha_house_produces_3_for_a_scorpion_player(scripts_loaded, clan, production):
    scenario = {
        "game": "l5r",
        "players": [{"id": "me", "clan": clan}],
        "cards": {"house": {"ref": "Geisha House", "owner": "me", "zone": "home"}},
        "steps": [
            {"ask": {"stat": "gold_production", "card": "house"}},
            {"ask": {"stat": "gold_production", "card": "house", "base": True}},
        ],
    }
    assert answers(scenario) == [production, 2]


def naruto_card(ref: str, owner: str, zone: str = "mission:m", **more) -> dict:
    return {"ref": ref, "owner": owner, "zone": zone, **more}


def test_protect_the_leader_example_with_the_real_cards(scripts_loaded):
    """naruto-effects-timing.txt, "Core cards": statics apply at once to core power."""
    scenario = {
        "game": "naruto",
        "players": ["A", {"id": "B", "edge": 1}],
        "cards": {
            "leader": naruto_card("Protect the Leader", "A"),
            "sasuke": naruto_card("Sasuke Uchiha (Last of the Uchiha Clan)", "A"),
            "kakashi": naruto_card("Kakashi Hatake (Team 7 Sensei)", "A", tokens={"power": 1}),
            "itachi": naruto_card("Itachi Uchiha (Amaterasu)", "B"),
            "temari": naruto_card("Temari - Kunoichi", "B"),
        },
        "steps": [
            {"ask": {"stat": "power", "card": card}} for card in ("sasuke", "temari", "kakashi", "itachi")
        ],
    }
    assert answers(scenario) == [4, 4, 4, 7]


def test_numbered_chain_example_with_the_real_cards(scripts_loaded):
    """naruto-effects-timing.txt, "Example with cards": who gains how much Chakra."""
    scenario = {
        "game": "naruto",
        "players": ["A", "B"],
        "cards": {
            "hinata": naruto_card("Hinata Hyuga (Byakugan)", "A"),
            "tsunade": naruto_card("Tsunade (Master Medical Ninja)", "A"),
            "genma": naruto_card("Genma Shiranui (Elite Guard)", "A"),
            "naruto": naruto_card("Naruto Uzumaki (Leaf Village Genin)", "B"),
            "sasuke": naruto_card("Sasuke Uchiha (Last of the Uchiha Clan)", "B"),
            "sasuke-cm": naruto_card("Sasuke Uchiha (Curse Mark of Heaven)", "B", zone="hand"),
        },
        "steps": [
            {"begin": {"name": "turn", "player": "B"}},
            {
                "play": {
                    "card": "sasuke-cm",
                    "by": "B",
                    "upgrade": "sasuke",
                    "targets": {"sasuke-cm.a1": ["naruto", "tsunade"]},
                    "use": {"genma.t1": True},
                    "order": [
                        "tsunade.t1@genma",
                        "sasuke-cm.t1@genma",
                        "sasuke-cm.t1@naruto",
                    ],
                }
            },
            {"ask": {"stat": "chakra", "player": "A"}},
            {"ask": {"stat": "chakra", "player": "B"}},
            {"ask": {"zone": "tsunade"}},
            {"ask": {"zone": "genma"}},
            {"ask": {"zone": "naruto"}},
        ],
    }
    assert answers(scenario) == [3, 2, "mission:m", "discard", "discard"]


def l5r_personality(owner: str, zone: str, **flags) -> dict:
    return {"type": "personality", "owner": owner, "zone": zone, "stats": {"force": 3, "chi": 2}, **flags}


def test_justly_earned_victory_negates_current_force_changes_at_its_battlefield(scripts_loaded):
    """l5r-ce-effects.txt, prevention: each current change from actions is prevented until the turn ends
    (rulings/examples/l5r/prevention-justly-earned-victory.yaml), only at the battle's battlefield."""
    scenario = {
        "game": "l5r",
        "players": ["me", "opp"],
        "cards": {
            "attacker": l5r_personality("me", "battlefield:1", attacking=True),
            "defender": l5r_personality("opp", "battlefield:1", defending=True),
            "elsewhere": l5r_personality("me", "battlefield:2", attacking=True),
            "victory": {"ref": "Justly Earned Victory", "owner": "opp", "zone": "hand"},
            "banner": {
                "type": "holding",
                "owner": "opp",
                "zone": "in_play",
                "traits": [{"targets": "defender", "stat": "force", "change": 1}],
            },
        },
        "steps": [
            {"begin": {"name": "turn", "player": "me"}},
            {"begin": {"name": "battle", "at": "battlefield:1"}},
            {
                "action": {
                    "id": "charge",
                    "by": "me",
                    "effects": [{"targets": "attacker", "stat": "force", "change": 2}],
                }
            },
            {
                "action": {
                    "id": "weaken",
                    "by": "me",
                    "effects": [{"targets": "defender", "stat": "force", "change": -2}],
                }
            },
            {
                "action": {
                    "id": "far",
                    "by": "me",
                    "effects": [{"targets": "elsewhere", "stat": "force", "change": 2}],
                }
            },
            {"use": {"card": "victory", "ability": "a2", "by": "opp"}},
            {"ask": {"stat": "force", "card": "attacker"}},
            {"ask": {"stat": "force", "card": "defender"}},
            {"ask": {"stat": "force", "card": "elsewhere"}},
            {"ask": {"zone": "victory"}},
            {
                "action": {
                    "id": "again",
                    "by": "me",
                    "effects": [{"targets": "attacker", "stat": "force", "change": 1}],
                }
            },
            {"ask": {"stat": "force", "card": "attacker"}},
            {"end": "battle"},
            {"end": "turn"},
            {"ask": {"stat": "force", "card": "attacker"}},
        ],
    }
    assert answers(scenario) == [3, 4, 5, "discard", 4, 3]


def test_ambush_battle_begins_after_the_action_and_honor_is_lost_after_it(scripts_loaded):
    """l5r-ce-effects.txt, exception 3 (conformance: order-ambush-battle-waits-for-the-action.yaml)."""
    scenario = {
        "game": "l5r",
        "players": [{"id": "me", "family_honor": 10}, "opp"],
        "cards": {
            "raider": l5r_personality("me", "home"),
            "foe": l5r_personality("opp", "home", bowed=True),
            "ambush": {"ref": "Ambush", "owner": "me", "zone": "hand"},
        },
        "steps": [
            {"begin": {"name": "turn", "player": "me"}},
            {
                "use": {
                    "id": "ambush",
                    "card": "ambush",
                    "ability": "a1",
                    "by": "me",
                    "targets": ["raider", "foe"],
                },
            },
            {"ask": {"effect": "ambush.a1.4"}},
            {"ask": {"events": {}, "kind": "battle_begins"}},
            {"ask": {"zone": "raider"}},
            {"ask": {"zone": "foe"}},
            {"ask": {"stat": "family_honor", "player": "me"}},
            {"end": "battle"},
            {"ask": {"stat": "family_honor", "player": "me"}},
        ],
    }
    result = answers(scenario)
    assert result[0] == "pending"
    assert [event["event"] for event in result[1]] == ["battle_begins"]
    assert result[2:] == ["battlefield:ambush", "battlefield:ambush", 10, 5]


def test_temple_of_nirvana_hides_characters_with_less_power_checked_at_once(scripts_loaded):
    """naruto-effects-timing.txt, snapshot targeting (conformance: snapshot-targeting-kabuto.yaml), with the
    real Kabuto (Power 5) and the real Naruto (Substitution Jutsu, 3 + 1 = 4): every other character in the
    mission with less Power is hidden, his own side's too;
    Sasuke, whose Power drops when Kakashi is hidden, was not a target when the effect checked."""
    team_7 = {"type": "character", "owner": "A", "zone": "mission:m", "keywords": ["Team 7"]}
    scenario = {
        "game": "naruto",
        "players": ["A", "B"],
        "cards": {
            "kakashi": {
                **team_7,
                "stats": {"cost": 3, "power": 3},
                "traits": [
                    {
                        "affects": {
                            "type": "character",
                            "keywords": ["Team 7"],
                            "at": "$source",
                            "not_cards": ["$source"],
                        },
                        "stat": "power",
                        "change": 1,
                    }
                ],
            },
            "sasuke": {**team_7, "stats": {"cost": 2, "power": 4}},
            "naruto": naruto_card("Naruto Uzumaki (Substitution Jutsu)", "A"),
            "ally": naruto_card("Temari - Kunoichi", "B"),
            "kabuto": naruto_card("Kabuto Yakushi (Temple of Nirvana Technique)", "B", zone="hand"),
        },
        "steps": [
            {"ask": {"stat": "power", "card": "naruto"}},
            {"begin": {"name": "turn", "player": "B"}},
            {"play": {"card": "kabuto", "by": "B", "to": "mission:m", "use": {"kabuto.a2": True}}},
            *({"ask": {"hidden": card}} for card in ("kakashi", "sasuke", "ally", "kabuto", "naruto")),
            {"ask": {"stat": "power", "card": "sasuke"}},
        ],
    }
    assert answers(scenario) == [4, True, False, True, False, True, 4]


def printed_as(title: str, owner: str, zone: str) -> dict:
    """Another version of a named character, to upgrade over (two copies of one scripted card would share
    their effect ids)."""
    return {
        "type": "character",
        "title": title,
        "owner": owner,
        "zone": zone,
        "stats": {"cost": 1, "power": 1},
    }


def outcomes(answer: dict) -> list:
    return sorted(o["answer"]["value"] for o in answer["outcomes"])


def test_itachi_upgraded_moves_a_friendly_character_to_the_mission_his_player_chooses(scripts_loaded):
    """Itachi (Amaterasu) UPGRADE: "Move a friendly character in play": the character and the mission are
    the player's choices; the character given, the optional effect is used (issue 17: "An optional instant
    effect whose target is given is used"), so each other mission is an outcome; his MAIN static gives
    enemies -1 Power."""
    scenario = {
        "game": "naruto",
        "players": ["A", "B"],
        "cards": {
            "itachi": printed_as("Itachi Uchiha", "A", "mission:m"),
            "itachi-2": naruto_card("Itachi Uchiha (Amaterasu)", "A", zone="hand"),
            "temari": naruto_card("Temari - Kunoichi", "A"),
            "enemy": naruto_card("Sasuke Uchiha (Last of the Uchiha Clan)", "B"),
            "north": {"type": "mission", "owner": "A", "zone": "mission:north"},
            "south": {"type": "mission", "owner": "B", "zone": "mission:south"},
        },
        "steps": [
            {
                "play": {
                    "card": "itachi-2",
                    "by": "A",
                    "upgrade": "itachi",
                    "targets": {"itachi-2.a1": ["temari"]},
                }
            },
            {"ask": {"zone": "temari"}},
            {"ask": {"stat": "power", "card": "enemy"}},
        ],
    }
    moved, power = (
        a["answer"] for a in evaluate(parse_scenario(scenario, resolve_card=resolve)).to_dict()["answers"]
    )
    assert outcomes(moved) == ["mission:north", "mission:south"]
    assert power["value"] == 3


def ino_takes(upgrade: bool, pick: str) -> dict:
    played = {"upgrade": "ino"} if upgrade else {"to": "mission:m"}
    effect = "ino-2.a2" if upgrade else "ino-2.a1"
    return {
        "game": "naruto",
        "players": ["A", "B"],
        "cards": {
            "ino": printed_as("Ino Yamanaka", "A", "mission:m" if upgrade else "deck"),
            "ino-2": naruto_card("Ino Yamanaka (Mind Transfer Jutsu)", "A", zone="hand"),
            "sasuke": naruto_card("Sasuke Uchiha (Last of the Uchiha Clan)", "B"),
            "kakashi": naruto_card("Kakashi Hatake (Team 7 Sensei)", "B"),
        },
        "steps": [
            {
                "play": {"card": "ino-2", "by": "A", "targets": {effect: [pick]}, "use": {effect: True}}
                | played
            },
            {"ask": {"controller": pick}},
            {"apply": {"kind": "instantaneous", "targets": "ino-2", "defeat": True, "controller": "B"}},
            {"ask": {"controller": pick}},
            {"ask": {"zone": pick}},
        ],
    }


@pytest.mark.parametrize(("upgrade", "pick"), [(False, "sasuke"), (True, "kakashi")])
def test_ino_takes_control_within_her_cost_limit_until_she_is_defeated(scripts_loaded, upgrade, pick):
    """naruto-effects-timing.txt, "Take control" (Ino Yamanaka, Mind Transfer Jutsu): the taken card goes back
    to its owner, where it is, when the controller is defeated. Upgraded, the cost limit is 3 (Kakashi)."""
    assert answers(ino_takes(upgrade, pick)) == ["A", "B", "mission:m"]


def test_ino_not_upgraded_cannot_take_a_cost_3_character(scripts_loaded):
    with pytest.raises(ScenarioError, match="legal: sasuke"):
        answers(ino_takes(False, "kakashi"))


def cricket_tattoo_used_by(tattooed: dict) -> dict:
    return {
        "game": "l5r",
        "players": ["me", "foe"],
        "cards": {
            "cricket": {"ref": "Cricket Tattoo", "owner": "me", "zone": "hand"},
            "monk": {**l5r_personality("me", "home", bowed=True), **tattooed},
        },
        "steps": [
            {"begin": {"name": "battle", "at": "battlefield:1"}},
            {
                "use": {
                    "id": "tattoo",
                    "card": "cricket",
                    "ability": "a1",
                    "by": "me",
                    "performer": "monk",
                },
            },
            {"ask": {"successful": "tattoo"}},
            {"ask": {"flag": "bowed", "card": "monk"}},
            {"ask": {"zone": "monk"}},
            {"ask": {"zone": "cricket"}},
        ],
    }


@pytest.mark.parametrize(
    ("keywords", "expected"),
    [
        (["Tattooed"], [False, True, "home", "hand"]),
        (["Tattooed", "Water"], [True, False, "battlefield:1", "discard"]),
    ],
)
def test_cricket_tattoo_is_legal_away_from_the_battle_only_if_he_has_water(
    scripts_loaded, keywords, expected
):
    """l5r-ce-effects.txt, blind cards rule, example 3 (conformance:
    location-text-condition-decides-legality.yaml): "if he has Water" is read to decide the action's legality;
    an illegal use changes nothing and the card stays in hand."""
    scenario = parse_scenario(cricket_tattoo_used_by({"keywords": keywords}), resolve_card=resolve)
    result = evaluate(scenario).to_dict()
    assert [answer["answer"]["value"] for answer in result["answers"]] == expected
    assert "l5r.blind-cards.text-condition" in {line["rule"] for line in result["trace"]}


def test_cricket_tattoo_straightens_a_performer_at_the_battle_without_water(scripts_loaded):
    scenario = cricket_tattoo_used_by({"keywords": ["Tattooed"], "zone": "battlefield:1"})
    assert answers(scenario) == [True, False, "battlefield:1", "discard"]


def test_cricket_tattoo_is_a_water_battle_action(scripts_loaded):
    scenario = cricket_tattoo_used_by({"keywords": ["Tattooed"]})
    scenario["steps"] = [{"ask": {"ability": "a1", "card": "cricket"}}]
    assert answers(scenario) == [{"counts_as": ["Battle"], "keywords": ["Tattoo", "Water"]}]


@pytest.mark.parametrize(
    ("performer", "expected"),
    [
        ("kenzo", [False, True, "home", True, "home", "hand"]),
        ("mirumoto", [True, True, "home", False, "battlefield:1", "discard"]),
    ],
)
def test_cricket_tattoo_targets_only_its_performer_with_both_tattooed_in_play(
    scripts_loaded, performer, expected
):
    """The conformance scenario's two Personalities in play at once (location-text-condition-decides-legality
    .yaml), with the real card: "your performing Tattooed Personality" is the use step's performer, so
    Mirumoto's Water does not make Kenzo's action legal, and Mirumoto's action moves only him."""
    scenario = {
        "game": "l5r",
        "players": ["me", "foe"],
        "cards": {
            "cricket": {"ref": "Cricket Tattoo", "owner": "me", "zone": "hand"},
            "kenzo": {**l5r_personality("me", "home", bowed=True), "keywords": ["Tattooed"]},
            "mirumoto": {**l5r_personality("me", "home", bowed=True), "keywords": ["Tattooed", "Water"]},
        },
        "steps": [
            {"begin": {"name": "battle", "at": "battlefield:1"}},
            {
                "use": {
                    "id": "tattoo",
                    "card": "cricket",
                    "ability": "a1",
                    "by": "me",
                    "performer": performer,
                }
            },
            {"ask": {"successful": "tattoo"}},
            {"ask": {"flag": "bowed", "card": "kenzo"}},
            {"ask": {"zone": "kenzo"}},
            {"ask": {"flag": "bowed", "card": "mirumoto"}},
            {"ask": {"zone": "mirumoto"}},
            {"ask": {"zone": "cricket"}},
        ],
    }
    assert answers(scenario) == expected


def duty_against(first: str, by: str = "opp") -> dict:
    """l5r-ce-effects.txt, duration and scope of prevention (conformance:
    prevention-duty-only-the-triggering-destruction.yaml): Duty interrupts `first`; each strike destroys the
    lord."""
    samurai = {"keywords": ["Samurai"]}
    return {
        "game": "l5r",
        "players": ["me", "opp"],
        "cards": {
            "duty": {"ref": "Duty", "owner": "me", "zone": "hand"},
            "lord": {**l5r_personality("me", "home"), **samurai},
            "retainer": {**l5r_personality("me", "home"), **samurai},
        },
        "steps": [
            {"begin": {"name": "turn", "player": "me"}},
            {
                "use": {
                    "id": "duty",
                    "card": "duty",
                    "ability": "a1",
                    "by": "me",
                    "interrupts": first,
                    "targets": ["retainer", "lord"],
                },
            },
            {"action": {"id": "first-strike", "by": by, "effects": [{"targets": "lord", "destroy": True}]}},
            {"ask": {"destroyed": "lord"}},
            {"action": {"id": "second-strike", "by": by, "effects": [{"targets": "lord", "destroy": True}]}},
            {"ask": {"destroyed": "lord"}},
            {"ask": {"destroyed": "retainer"}},
            {"ask": {"zone": "duty"}},
        ],
    }


def test_duty_negates_only_the_destruction_from_the_action_it_interrupts(scripts_loaded):
    assert answers(duty_against("first-strike")) == [False, True, True, "discard"]


def test_duty_negates_nothing_from_an_action_it_does_not_interrupt_or_from_its_player(scripts_loaded):
    assert answers(duty_against("second-strike"))[:2] == [True, True]


def test_duty_cannot_interrupt_its_own_players_action(scripts_loaded):
    """Duty's "If the action is another player's" restricts when it can be used: it stays in hand."""
    assert answers(duty_against("first-strike", by="me")) == [True, True, False, "hand"]


def test_duty_is_a_bushido_virtue_interrupt(scripts_loaded):
    scenario = duty_against("first-strike")
    scenario["steps"] = [{"ask": {"ability": "a1", "card": "duty"}}]
    assert answers(scenario) == [{"counts_as": ["Interrupt"], "keywords": ["Bushido", "Virtue"]}]


def test_the_loader_refuses_a_script_id_that_is_not_a_clause_id_naming_the_file_and_the_id(tmp_path):
    (tmp_path / "l5r").mkdir()
    (tmp_path / "l5r" / "good.yaml").write_text("traits: [{id: t1, stat: force, change: 1}]\n")
    bad = "abilities: [{id: a1, designators: [Battle], effects: [{id: cut-a1, targets: $controller}]}]\n"
    (tmp_path / "l5r" / "bad_card.yaml").write_text(bad)
    with pytest.raises(EffectScriptError, match=r"l5r/bad_card\.yaml: id 'cut-a1'") as info:
        effect_scripts_load(folder=tmp_path)
    assert "good.yaml" not in str(info.value)


def test_every_shipped_script_names_its_ids_by_clause():
    assert [(p.name, script_ids_not_clauses(p.read_text(encoding="utf-8"))) for p in SCRIPTS] == [
        (p.name, []) for p in SCRIPTS
    ]
