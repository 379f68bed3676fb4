"""Battle resolution (the Desk's own rule l5r.desk.battle-resolution): a procedure inside the battle, and a
card contributing Force to it even while bowed (`contributes_while_bowed`), refused by games without it."""


from rulings.engine import evaluate, parse_scenario

CONTRIBUTES = {"targets": "$source", "contributes_while_bowed": True}


def _army(steps: list, trait: dict | None = CONTRIBUTES, zone: str = "battlefield:1") -> list:
    """The answers of a scenario with a bowed 3F Personality (given the trait) beside an unbowed 2F one."""
    bowed = {
        "type": "personality",
        "owner": "me",
        "zone": zone,
        "bowed": True,
        "stats": {"force": 3, "chi": 2},
    }
    if trait is not None:
        bowed["traits"] = [{"id": "steady", **trait}]
    data = {
        "game": "l5r",
        "players": ["me", "opp"],
        "cards": {
            "bowed": bowed,
            "other": {
                "type": "personality",
                "owner": "me",
                "zone": "battlefield:1",
                "stats": {"force": 2, "chi": 2},
            },
        },
        "steps": steps,
    }
    return [a["answer"] for a in evaluate(parse_scenario(data)).answers]


ASK = {"ask": {"army_force": "me", "at": "battlefield:1"}}


def test_a_bowed_card_that_contributes_counts_only_while_its_battle_resolves():
    answers = _army(
        [
            {"begin": {"name": "battle", "at": "battlefield:1"}},
            ASK,
            {"begin": "battle_resolution"},
            ASK,
            {"ask": {"unit_force": "bowed"}},
            {"end": "battle_resolution"},
            ASK,
        ]
    )
    assert [a["value"] for a in answers] == [2, 5, 3, 2]


def test_a_bowed_card_without_the_text_never_counts():
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}}, {"begin": "battle_resolution"}, ASK]
    assert _army(steps, trait=None)[0]["value"] == 2


def test_its_condition_is_checked_all_along():
    trait = {**CONTRIBUTES, "while": {"subject": {"with_attached": {"keywords": "Weapon"}}}}
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}}, {"begin": "battle_resolution"}, ASK]
    assert _army(steps, trait=trait)[0]["value"] == 2  # no Weapon: bowed, he counts for nothing


def test_only_the_battle_at_its_own_battlefield():
    steps = [
        {"begin": {"name": "battle", "at": "battlefield:1"}},
        {"begin": "battle_resolution"},
        {"ask": {"army_force": "me", "at": "battlefield:2"}},
    ]
    assert _army(steps, zone="battlefield:2")[0]["value"] == 0  # its battlefield is not resolving


def test_no_battle_resolving_outside_a_battle():
    assert _army([{"begin": "battle_resolution"}, ASK])[0]["value"] == 2


def test_before_the_battle_resolves_is_a_trigger_on_its_beginning():
    trait = {"trigger": {"event": "battle_resolution_begins"}, "targets": "$source", "straighten": True}
    steps = [
        {"begin": {"name": "battle", "at": "battlefield:1"}},
        ASK,
        {"begin": "battle_resolution"},
        ASK,
    ]
    assert [a["value"] for a in _army(steps, trait=trait)] == [2, 5]
