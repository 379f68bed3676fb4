"""Issue 17's sampled L5R cards with effect scripts (cards/effect_scripts/l5r/): each is used in a question
and answers what its printed text says. Drawing, discarding from the hand, Ranged Attack strength and
Provinces rest on the Desk's own rules (/rules/desk/l5r/), which the answers cite."""

import pytest

from cards.services import card_definition_for
from rulings.engine import evaluate, parse_scenario
from rulings.engine.errors import ScenarioError

pytestmark = pytest.mark.django_db


def resolve(game: str, ref: str) -> dict | None:
    return card_definition_for(game=game, title=ref)


def run(scenario: dict) -> dict:
    return evaluate(
        parse_scenario({"game": "l5r", "players": ["me", "opp"], **scenario}, resolve_card=resolve)
    )


def values(result) -> list:
    return [answer["answer"]["value"] for answer in result.to_dict()["answers"]]


def cited(result) -> set[str]:
    return {entry["rule"] for entry in result.to_dict()["trace"]}


def personality(owner: str, zone: str = "battlefield:1", **stats) -> dict:
    return {"type": "personality", "owner": owner, "zone": zone, "stats": {"chi": 3, **stats}}


BATTLE = {"begin": {"name": "battle", "at": "battlefield:1"}}


# --- Asako Suda: "Battle: Discard a Kiho card or Spell, and target an enemy card: Bow it." ------------------
def suda(hand: dict) -> dict:
    return {
        "cards": {
            "suda": {"ref": "Asako Suda", "owner": "me", "zone": "battlefield:1"},
            "foe": personality("opp", force=2),
            **hand,
        },
        "steps": [
            BATTLE,
            {"use": {"id": "bow", "card": "suda", "ability": "a1", "by": "me"}, "decide": {"suda.a1": "foe"}},
            {"ask": {"flag": "bowed", "card": "foe"}},
            {"ask": {"hand": "me"}},
        ],
    }


@pytest.mark.parametrize("discarded", [
    {"type": "action", "keywords": ["Kiho"]}, {"type": "spell"}
])  # fmt: skip
def test_asako_suda_discards_a_kiho_or_spell_to_bow_an_enemy_card(scripts_loaded, discarded):
    hand = {"paid": {**discarded, "owner": "me", "zone": "hand"}, "kept": {"type": "action", "owner": "me",
            "zone": "hand"}}  # fmt: skip
    result = run(suda(hand))
    assert values(result) == [True, ["kept"]]
    assert "l5r.desk.discard-from-hand" in cited(result)


def test_asako_suda_cannot_bow_without_a_kiho_or_spell_in_hand(scripts_loaded):
    result = run(suda({"kept": {"type": "action", "owner": "me", "zone": "hand"}}))
    assert values(result) == [False, ["kept"]]


# --- Ritual of Binding: "Battle: Move your performing opposed Shugenja home and destroy one of his Spells:
#     Draw two cards." --------------------------------------------------------------------------------------
def ritual(opposed: bool) -> dict:
    shugenja = {**personality("me", force=1), "keywords": ["Shugenja"], "opposed": opposed}
    return {
        "cards": {
            "ritual": {"ref": "Ritual of Binding", "owner": "me", "zone": "hand"},
            "shugenja": shugenja,
            "spell": {"type": "spell", "owner": "me", "attached_to": "shugenja"},
            "foe": personality("opp", force=2),
            "top": {"type": "action", "owner": "me", "zone": "deck"},
            "second": {"type": "item", "owner": "me", "zone": "deck", "stats": {"force": 1, "chi": 0}},
            "third": {"type": "action", "owner": "me", "zone": "deck"},
        },
        "steps": [
            BATTLE,
            {"use": {"id": "bind", "card": "ritual", "ability": "a1", "by": "me", "performer": "shugenja"}},
            {"ask": {"zone": "shugenja"}},
            {"ask": {"zone": "spell"}},
            {"ask": {"hand": "me"}},
            {"ask": {"deck": "me"}},
        ],
    }


def test_ritual_of_binding_moves_its_shugenja_home_destroys_his_spell_and_draws_two(scripts_loaded):
    result = run(ritual(opposed=True))
    assert values(result) == ["home", "discard", ["top", "second"], ["third"]]
    assert {"l5r.desk.draw", "l5r.abilities.costs"} <= cited(result)


def test_ritual_of_binding_needs_an_opposed_shugenja(scripts_loaded):
    result = run(ritual(opposed=False))
    assert values(result) == ["battlefield:1", "battlefield:1", ["ritual"], ["top", "second", "third"]]


# --- Ranged Attacks: Yoritomo Okitsugu, Tsuruchi's Legacy, Iron Gauntlet Brothers ------------------------
def archery(*, legacy: bool, brothers: bool, shooter: str, ability: str, target: str) -> dict:
    cards = {
        "okitsugu": {"ref": "Yoritomo Okitsugu", "owner": "me", "zone": "battlefield:1"},
        "four": personality("opp", force=4),
        "five": personality("opp", force=5),
    }
    if legacy:
        cards["legacy"] = {"ref": "Tsuruchi's Legacy", "owner": "me", "attached_to": "okitsugu"}
    if brothers:  # (four, with Followers, is no legal target: the attack targets the 4F Follower of his unit)
        cards["brothers"] = {"ref": "Iron Gauntlet Brothers", "owner": "opp", "attached_to": "four"}
        cards["squire"] = {"type": "follower", "owner": "opp", "attached_to": "four", "stats": {"force": 4}}
    return {
        "cards": cards,
        "steps": [
            BATTLE,
            {
                "use": {"id": "shot", "card": shooter, "ability": "a1", "by": "me"},
                "decide": {ability: target},
            },
            {"ask": {"destroyed": target}},
        ],
    }


@pytest.mark.parametrize(
    ("legacy", "brothers", "destroyed"),
    [(False, False, False), (True, False, True), (True, True, False)],
)
def test_okitsugus_ranged_3_attack_gets_plus_1_from_the_legacy_and_minus_2_near_the_brothers(
    scripts_loaded, legacy, brothers, destroyed
):
    target = "squire" if brothers else "four"
    result = run(archery(legacy=legacy, brothers=brothers, shooter="okitsugu", ability="okitsugu.a1",
                         target=target))  # fmt: skip
    assert values(result) == [destroyed]
    assert "l5r.desk.ranged-attack" in cited(result)
    assert ("l5r.desk.attack-strength" in cited(result)) == (legacy or brothers)


@pytest.mark.parametrize(("target", "destroyed"), [("four", True), ("five", False)])
def test_tsuruchis_legacy_ranged_4_attack_is_not_one_from_another_card(scripts_loaded, target, destroyed):
    result = run(archery(legacy=True, brothers=False, shooter="legacy", ability="legacy.a1", target=target))
    assert values(result) == [destroyed]


# --- Cursed Relic: "give this Personality -1C" as the cost, any number of times ----------------------------
def test_cursed_relic_costs_its_personality_a_chi_each_use(scripts_loaded):
    scenario = {
        "cards": {
            "hero": personality("me", force=2, chi=4, personal_honor=1),
            "relic": {"ref": "Cursed Relic", "owner": "me", "attached_to": "hero"},
            "a": personality("opp", force=3),
            "b": personality("opp", force=4),
            "c": personality("opp", force=9),
        },
        "steps": [
            BATTLE,
            {
                "use": {"id": "first", "card": "relic", "ability": "a1", "by": "me"},
                "decide": {"relic.a1": "a"},
            },
            {
                "use": {"id": "again", "card": "relic", "ability": "a1", "by": "me"},
                "decide": {"relic.a1#2": "b"},
            },
            {"ask": {"stat": "chi", "card": "hero"}},
            {"ask": {"destroyed": "a"}},
            {"ask": {"destroyed": "b"}},
            {
                "use": {"id": "banish", "card": "relic", "ability": "a2", "by": "me"},
                "decide": {"relic.a2": "c"},
            },
            {"ask": {"stat": "chi", "card": "hero"}},
            {"ask": {"zone": "c"}},
            {"ask": {"flag": "bowed", "card": "relic"}},
        ],
    }
    assert values(run(scenario)) == [2, True, False, 1, "removed", True]


@pytest.mark.parametrize("attached", ["follower", "item"])
def test_cursed_relic_cannot_remove_an_enemy_card_with_attachments(scripts_loaded, attached):
    scenario = {
        "cards": {
            "hero": personality("me", force=2, chi=4),
            "relic": {"ref": "Cursed Relic", "owner": "me", "attached_to": "hero"},
            "armed": personality("opp", force=9),
            "bare": personality("opp", force=9),
            "card": {"type": attached, "owner": "opp", "attached_to": "armed", "stats": {"force": 1}},
        },
        "steps": [BATTLE, {"use": {"card": "relic", "ability": "a2", "by": "me", "targets": ["armed"]}}],
    }
    with pytest.raises(ScenarioError) as caught:
        run(scenario)
    assert [p.path for p in caught.value.problems] == ["steps[1].use.targets[0]"]
    assert "does not allow armed (legal: bare, card)" in caught.value.problems[0].message


# --- Hundred-Fold Cut: "Battle: Bow your performing Kensai or one of his Weapons: Draw two cards." ----------
def cut(keyword: str) -> dict:
    return {
        "cards": {
            "cut": {"ref": "Hundred-Fold Cut", "owner": "me", "zone": "hand"},
            "kensai": {**personality("me", force=3), "keywords": [keyword]},
            "katana": {
                "type": "item",
                "owner": "me",
                "attached_to": "kensai",
                "keywords": ["Weapon"],
                "stats": {"force": 1, "chi": 0},
            },
            "top": {"type": "action", "owner": "me", "zone": "deck"},
            "next": {"type": "action", "owner": "me", "zone": "deck"},
        },
        "steps": [
            BATTLE,
            {"use": {"id": "draw", "card": "cut", "ability": "a2", "by": "me", "performer": "kensai"}},
            {"ask": {"hand": "me"}},
        ],
    }


def test_hundred_fold_cut_bows_the_kensai_or_his_weapon_to_draw_two(scripts_loaded):
    result = run(cut("Kensai")).to_dict()
    assert [a["answer"]["value"] for a in result["answers"]] == [["top", "next"]]
    bowed = {tuple(sorted(b["choices"].values())) for b in result["branches"]}
    assert bowed == {("kensai",), ("katana",)}  # the player's choice: either pays the cost


def test_hundred_fold_cut_needs_a_kensai(scripts_loaded):
    assert values(run(cut("Samurai"))) == [["cut"]]


# --- Fortifications: "Your Provinces have +1 strength." ---
def test_fortifications_gives_your_provinces_plus_1_strength(scripts_loaded):
    scenario = {
        "cards": {
            "keep": {"type": "stronghold", "owner": "me", "zone": "home", "stats": {"province_strength": 7}},
            "theirs": {
                "type": "stronghold",
                "owner": "opp",
                "zone": "home",
                "stats": {"province_strength": 7},
            },
            "walls": {"ref": "Fortifications", "owner": "me", "zone": "home"},
        },
        "steps": [
            {"ask": {"stat": "province_strength", "card": "keep"}},
            {"ask": {"stat": "province_strength", "card": "theirs"}},
            {"leave_play": {"card": "walls"}},
            {"ask": {"stat": "province_strength", "card": "keep"}},
        ],
    }
    assert values(run(scenario)) == [8, 7, 7]


# --- Mirumoto Kijima: Force bonus = the highest Focus Value of the Iaijutsu Strategies in the discard pile
def test_mirumoto_kijima_counts_the_highest_iaijutsu_focus_value_in_the_discard_pile(scripts_loaded):
    scenario = {
        "cards": {
            "kijima": {"ref": "Mirumoto Kijima", "owner": "me", "zone": "home"},
            "low": {
                "type": "action",
                "owner": "me",
                "zone": "discard",
                "keywords": ["Iaijutsu"],
                "stats": {"focus_value": 2},
            },
            "high": {
                "type": "action",
                "owner": "me",
                "zone": "hand",
                "keywords": ["Iaijutsu"],
                "stats": {"focus_value": 4},
            },
            "other": {"type": "action", "owner": "me", "zone": "discard", "stats": {"focus_value": 5}},
            "theirs": {
                "type": "action",
                "owner": "opp",
                "zone": "discard",
                "keywords": ["Iaijutsu"],
                "stats": {"focus_value": 5},
            },
        },
        "steps": [
            {"ask": {"stat": "force", "card": "kijima"}},
            {
                "action": {
                    "id": "toss",
                    "by": "me",
                    "effects": [{"targets": "high", "discard_from_hand": True}],
                }
            },
            {"ask": {"stat": "force", "card": "kijima"}},
        ],
    }
    assert values(run(scenario)) == [1 + 2, 1 + 4]


# --- Daikoku's Guidance: the Holding targeted as it enters play produces 1 more Gold while it remains -------
def test_daikokus_guidance_gives_its_target_holding_one_more_gold(scripts_loaded):
    scenario = {
        "cards": {
            "guidance": {"ref": "Daikoku's Guidance", "owner": "me", "zone": "province:1"},
            "mine": {"type": "holding", "owner": "me", "zone": "home", "stats": {"gold_production": 2}},
            "farm": {"type": "holding", "owner": "me", "zone": "home", "stats": {"gold_production": 1}},
        },
        "steps": [
            {"enter_play": "guidance", "decide": {"guidance.t1@1": "mine"}},
            {"ask": {"stat": "gold_production", "card": "mine"}},
            {"ask": {"stat": "gold_production", "card": "farm"}},
            {"leave_play": {"card": "guidance"}},
            {"ask": {"stat": "gold_production", "card": "mine"}},
        ],
    }
    assert values(run(scenario)) == [3, 1, 2]


# --- Insight: "Look at the top three cards of any Fate deck" ------------------------------------------------
def test_insight_looks_at_the_top_three_cards_of_the_deck_chosen(scripts_loaded):
    deck = {f"c{i}": {"type": "action", "owner": "opp", "zone": "deck"} for i in range(4)}
    scenario = {
        "cards": {
            "insight": {"ref": "Insight", "owner": "me", "zone": "hand"},
            "samurai": {**personality("me", force=2), "keywords": ["Samurai"]},
            **deck,
        },
        "steps": [
            BATTLE,
            {"use": {"id": "look", "card": "insight", "ability": "a1", "by": "me", "performer": "samurai"}},
            {"ask": {"events": {}, "kind": "look_at_top"}},
        ],
    }
    result = run(scenario).to_dict()
    looked = {
        (event["player"], event["deck"], tuple(event["cards"]))
        for branch in result["branches"]
        for event in branch["answers"][0]["answer"]["value"]
    }
    assert looked == {("me", "opp", ("c0", "c1", "c2")), ("me", "me", ())}  # "any Fate deck": his choice


def insight(deck_owner: str, then: list[dict], decide: dict | None = None) -> dict:
    """Insight used by me's Samurai; `deck_owner`'s deck holds Charge (a Battle Strategy), then three more."""
    deck = {f"c{i}": {"type": "action", "owner": deck_owner, "zone": "deck"} for i in range(1, 4)}
    samurai = {**personality("me", force=2), "keywords": ["Samurai"], "attacking": True}
    use = {"use": {"id": "look", "card": "insight", "ability": "a1", "by": "me", "performer": "samurai"}}
    return {
        "cards": {
            "insight": {"ref": "Insight", "owner": "me", "zone": "hand"},
            "charge": {"ref": "Charge", "owner": deck_owner, "zone": "deck"},
            "samurai": samurai,
            **deck,
        },
        "steps": [BATTLE, {**use, "decide": decide or {}}, *then],
    }


def by_deck_looked_at(result) -> dict:
    """Each branch's answers, by the deck its Insight looked at (the choice of 'any Fate deck')."""
    out = {}
    for branch in result.to_dict()["branches"]:
        deck = next(v for k, v in branch["choices"].items() if k.endswith("looks at"))
        out[deck] = [a["answer"]["value"] for a in branch["answers"]]
    return out


def test_insight_rearranges_the_three_cards_looked_at_in_the_order_chosen(scripts_loaded):
    order = ["c2", "charge", "c1"]
    scenario = insight("opp", [{"ask": {"deck": "opp"}}], decide={"insight.a1.2": order})
    answers = by_deck_looked_at(run(scenario))
    assert answers["opp"] == [["c2", "charge", "c1", "c3"]]  # c3, the fourth, stays under them
    assert answers["me"] == [["charge", "c1", "c2", "c3"]]  # he looked at his own (empty) deck


def test_insight_leaves_the_order_open_each_order_an_outcome(scripts_loaded):
    result = run(insight("opp", [{"ask": {"deck": "opp"}}])).to_dict()
    tops = {tuple(branch["answers"][0]["answer"]["value"][:3]) for branch in result["branches"]}
    assert len(tops) == 6 and ("charge", "c1", "c2") in tops  # "You may": keeping their order is one
    assert all("l5r.desk.look-and-rearrange" in {e["rule"] for e in b["trace"]} for b in result["branches"])


@pytest.mark.parametrize("additional", [True, False])
def test_insights_additional_battle_action_plays_a_battle_strategy_looked_at_from_the_deck(
    scripts_loaded, additional
):
    play = {"use": {"card": "charge", "ability": "a1", "by": "me", "additional": additional}}
    asks = [{"ask": {"stat": "force", "card": "samurai"}}, {"ask": {"deck": "me"}}]
    kept = {"insight.a1.2": ["charge", "c1", "c2"]}  # (their order, kept)
    steps = [{**play, "decide": {"charge.a1": "samurai"}}, *asks]
    answers = by_deck_looked_at(run(insight("me", steps, kept)))
    if additional:  # Charge, looked at, is played from the deck and discarded: +2F
        assert answers["me"] == [4, ["c1", "c2", "c3"]]
    else:  # only the additional action granted to play it plays it from the deck
        assert answers["me"] == [2, ["charge", "c1", "c2", "c3"]]
    assert answers["opp"] == [2, ["charge", "c1", "c2", "c3"]]  # Insight looked at another deck


def test_insights_additional_action_plays_only_a_card_looked_at(scripts_loaded):
    scenario = insight("me", [
        {"use": {"card": "charge", "ability": "a1", "by": "me", "additional": True},
         "decide": {"charge.a1": "samurai"}},
        {"ask": {"stat": "force", "card": "samurai"}},
    ])  # fmt: skip
    cards = scenario["cards"]
    above = {f"d{i}": {"type": "action", "owner": "me", "zone": "deck"} for i in range(3)}
    charge = cards.pop("charge")  # under three others: the fourth card, not looked at
    scenario["cards"] = {**above, **cards, "charge": charge}
    assert by_deck_looked_at(run(scenario))["me"] == [2]


# --- Simple Men: ":bow:: Bow one of your (other) Farm Holdings to produce 4 Gold." --------------------------
@pytest.mark.parametrize(("farm", "paid"), [(["Farm"], True), (["Mine"], False)])
def test_simple_men_produce_4_gold_by_bowing_another_farm(scripts_loaded, farm, paid):
    scenario = {
        "cards": {
            "men": {"ref": "Simple Men", "owner": "me", "zone": "home"},
            "other": {
                "type": "holding",
                "owner": "me",
                "zone": "home",
                "keywords": farm,
                "stats": {"gold_production": 1},
            },
        },
        "steps": [
            {"pay": {"id": "four", "by": "me", "gold": 4, "bow": ["men"]}},
            {"ask": {"payment": "four"}},
            {"ask": {"flag": "bowed", "card": "other"}},
        ],
    }
    result = run(scenario)
    assert values(result) == [paid, paid]
    assert "l5r.desk.produce-gold" in cited(result)


# --- Seaside Bazaar: ":bow:: Produce 2 Gold." ---------------------------------------------------------------
def test_seaside_bazaar_bowed_produces_2_gold(scripts_loaded):
    scenario = {
        "cards": {"bazaar": {"ref": "Seaside Bazaar", "owner": "me", "zone": "home"}},
        "steps": [
            {"pay": {"id": "two", "by": "me", "gold": 2, "bow": ["bazaar"]}},
            {"ask": {"payment": "two"}},
            {"pay": {"id": "again", "by": "me", "gold": 2, "bow": ["bazaar"]}},
            {"ask": {"payment": "again"}},
        ],
    }
    assert values(run(scenario)) == [True, False]  # bowed, it cannot produce again


# --- Kakita Kensho-in • Experienced: "After Kensho-in wins a duel, before the next time this turn another
#     player's action bows, moves, or destroys her, negate that effect." ------------------------------------
def kensho(*, winner: str, then: list[dict]) -> dict:
    duel = {"id": "d1", "between": ["kensho", "foe"], "winner": winner}
    return {
        "cards": {
            "kensho": {"ref": "Kakita Kensho-in • Experienced", "owner": "me", "zone": "battlefield:1"},
            "foe": personality("opp", force=2),
        },
        "steps": [
            {"begin": {"name": "turn", "player": "me"}},
            {"action": {"id": "duel", "by": "opp", "effects": [{"duels": [duel]}]}},
            *then,
        ],
    }


def act(action_id: str, by: str, **op) -> dict:
    return {"action": {"id": action_id, "by": by, "effects": [{"targets": "kensho", **op}]}}


BOWED = {"ask": {"flag": "bowed", "card": "kensho"}}
WHERE = {"ask": {"zone": "kensho"}}


def test_kensho_in_negates_the_next_bowing_by_another_players_action_after_winning_a_duel(scripts_loaded):
    then = [act("bow1", "opp", bow=True), BOWED, act("bow2", "opp", bow=True), BOWED]
    result = run(kensho(winner="kensho", then=then))
    assert values(result) == [False, True]  # the next time only: the second bowing happens
    assert {"l5r.desk.duel-won", "l5r.prevention.triggered-once"} <= cited(result)


@pytest.mark.parametrize(("op", "ask", "kept"), [
    ({"move": "home"}, WHERE, "battlefield:1"),
    ({"destroy": True}, WHERE, "battlefield:1"),
])  # fmt: skip
def test_kensho_in_negates_the_next_move_or_destruction_by_another_players_action(
    scripts_loaded, op, ask, kept
):
    then = [act("first", "opp", **op), ask, act("again", "opp", **op), ask]
    assert values(run(kensho(winner="kensho", then=then)))[0] == kept


def test_kensho_in_does_not_negate_her_own_players_action_nor_spend_on_it(scripts_loaded):
    then = [act("mine", "me", bow=True), BOWED, {"action": {"id": "up", "by": "me", "effects": [
        {"targets": "kensho", "straighten": True}]}}, act("theirs", "opp", bow=True), BOWED]  # fmt: skip
    assert values(run(kensho(winner="kensho", then=then))) == [True, False]


def test_kensho_in_negates_nothing_after_losing_the_duel_or_after_the_turn(scripts_loaded):
    lost = run(kensho(winner="foe", then=[act("bow1", "opp", bow=True), BOWED]))
    assert values(lost) == [True]
    turn = {"begin": {"name": "turn", "player": "opp"}}
    later = [{"end": "turn"}, turn, act("bow1", "opp", bow=True), BOWED]
    assert values(run(kensho(winner="kensho", then=later))) == [True]


# --- Daigotsu Bofana: "After the first time each phase another player's action targets Bofana: If the
#     action was not performed by a card with (current) Force equal to or higher than Bofana's base Force,
#     the player discards a card." (base Force 7) ------------------------------------------------------------
def shooter(owner: str, force: int) -> dict:
    bow = {"choose": {"type": "personality"}, "targeting": True, "bow": True}  # any Personality
    limit = {"times": 9, "per": "turn"}
    ability = {"id": "shot", "designators": ["Battle"], "effects": [bow], "limit": limit}
    return {**personality(owner, force=force), "abilities": [ability]}


def bofana(steps: list[dict], force: int = 3, bonus: int = 0) -> dict:
    return {
        "cards": {
            "bofana": {"ref": "Daigotsu Bofana", "owner": "me", "zone": "battlefield:1"},
            "archer": shooter("opp", force),
            "mine": shooter("me", 9),
            "a": {"type": "action", "owner": "opp", "zone": "hand"},
            "b": {"type": "action", "owner": "opp", "zone": "hand"},
        },
        "steps": [
            {"begin": {"name": "turn", "player": "opp"}},
            {"phase": "attack"},
            BATTLE,
            *([{"apply": {"targets": "archer", "stat": "force", "change": bonus}}] if bonus else []),
            *steps,
        ],
    }


def shot(by: str = "opp", card: str = "archer", n: int = 1) -> dict:
    return {"use": {"id": f"shot{n}", "card": card, "ability": "shot", "by": by, "targets": ["bofana"]}}


HAND = {"ask": {"hand": "opp"}}


def test_bofana_makes_the_player_discard_when_a_weaker_card_performs_the_action(scripts_loaded):
    result = run(bofana([shot(), HAND]))
    hands = {tuple(b["answers"][0]["answer"]["value"]) for b in result.to_dict()["branches"]}
    assert hands == {("a",), ("b",)}  # one card, his choice
    traces = [b["trace"] for b in result.to_dict()["branches"]]
    assert all({"l5r.desk.trait-on-targeting", "l5r.desk.discard-from-hand"} <= {e["rule"] for e in t}
               for t in traces)  # fmt: skip


@pytest.mark.parametrize(("force", "bonus", "discards"), [(7, 0, False), (3, 4, False), (6, 0, True)])
def test_bofana_compares_the_performers_current_force_with_his_base_force(scripts_loaded, force, bonus,
                                                                         discards):  # fmt: skip
    result = run(bofana([shot(), HAND], force=force, bonus=bonus)).to_dict()
    sizes = {len(b["answers"][0]["answer"]["value"]) for b in result["branches"]} or {
        len(result["answers"][0]["answer"]["value"])}  # fmt: skip
    assert sizes == ({1} if discards else {2})


def test_bofana_answers_the_first_targeting_each_phase_and_not_his_own_players(scripts_loaded):
    own = run(bofana([shot(by="me", card="mine"), HAND]))
    assert values(own) == [["a", "b"]]
    twice = run(bofana([shot(n=1), shot(n=2), HAND])).to_dict()
    assert {len(b["answers"][0]["answer"]["value"]) for b in twice["branches"]} == {1}
    again = run(bofana([shot(n=1), {"end": "battle"}, {"phase": "attack"}, shot(n=2), HAND])).to_dict()
    assert values_of(again) == {0}


def test_bofana_counts_an_action_no_card_performs_as_not_performed_by_a_strong_card(scripts_loaded):
    enemy = {"type": "personality", "controller": "$other"}
    bow = {"id": "e1", "choose": enemy, "targeting": True, "bow": True}
    action = {"action": {"id": "order", "by": "opp", "effects": [bow]}, "decide": {"e1": "bofana"}}
    result = run(bofana([action, HAND])).to_dict()
    assert values_of(result) == {1}


def values_of(result: dict) -> set[int]:
    """How many cards opp's hand holds in each outcome."""
    branches = result["branches"] or [result]
    return {len(b["answers"][-1]["answer"]["value"]) for b in branches}
