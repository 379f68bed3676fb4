"""Order of effects, EXCEPTION 2: a phrase referring to the ability itself ("This ability may be used once per
battle") applies to the ability at all times, even when the ability is not being used."""

from rulings.engine import evaluate, parse_scenario

STRIKE = {
    "id": "strike",
    "designators": ["Battle"],
    "limit": {"times": 1, "per": "battle"},
    "effects": [{"targets": "foe", "bow": True}],
}
CARDS = {
    "hero": {"type": "personality", "owner": "me", "zone": "battlefield:1", "abilities": [STRIKE]},
    "foe": {"type": "personality", "owner": "opp", "zone": "battlefield:1"},
}
ASK = {"ask": {"ability": "strike", "card": "hero"}}


def run(cards: dict, steps: list):
    return evaluate(parse_scenario({"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}))


def test_once_per_battle_holds_between_uses_and_resets_with_the_next_battle():
    steps = [
        {"begin": {"name": "battle", "at": "battlefield:1"}},
        {"use": {"id": "u1", "card": "hero", "ability": "strike", "by": "me"}},
        ASK,
        {"end": "battle"},
        ASK,
        {"begin": {"name": "battle", "at": "battlefield:1"}},
        ASK,
    ]
    result = run(CARDS, steps)
    assert [a["answer"]["usable"] for a in result.answers] == [False, False, True]
    cited = [t["rule"] for t in result.to_dict()["trace"] if "strike on hero can" in t["text"]]
    assert cited and set(cited) == {"l5r.order.ability-itself"}


def test_the_default_once_per_turn_cites_its_own_rule():
    abilities = [{k: v for k, v in STRIKE.items() if k != "limit"}]
    cards = CARDS | {"hero": CARDS["hero"] | {"abilities": abilities}}
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}}, ASK]
    result = run(cards, steps)
    cited = {t["rule"] for t in result.to_dict()["trace"] if "strike on hero can" in t["text"]}
    assert cited == {"l5r.abilities.once-per-turn"}
