"""L5R compiler 21, part N: places and possessions in filters. "Destroy one of its attachments (if any)" after
a target (one card attached to it, the action's player's choice, not targeted); "if he is Nonhuman" judged on
the target. What each compiles to, the engine playing the compiled cards, and near wordings that stay
refused."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, piece, refused

ROUT = "Battle: Target a unit: Move it home. Destroy one of its attachments (if any)."
NEVER_ALONE = "Open: Target a Personality in a discard pile: Remove him from the game."
AKIHIME = "Akihime has +1F for each Dark Virtue in your Fate discard pile."
SHRINE = (
    "Open: Bow this card and target a Nonhuman or Samurai: Straighten him. Straighten one of his attachments "
    "if he is Nonhuman."
)


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_one_of_its_attachments_after_a_unit_targeted():
    rout = ability(ROUT, "Strategy", "Rout")
    assert rout["effects"] == [
        {"choose": {"in_play": True, "type": "personality"}, "targeting": True, "target_unit": True},
        {"targets": "$target1", "move": "home"},
        {"destroy": True, "choose": {"in_play": True, "attached_to": "$target1"}},
    ]
    plain = ability(ROUT.replace(" (if any)", ""), "Strategy", "Rout")
    assert plain == rout


def test_one_of_his_attachments_if_he_is_nonhuman():
    shrine = ability(SHRINE, "Holding", "Ageless Shrine")
    attached = {"in_play": True, "attached_to": "$target1"}
    nonhuman = {"card": "$target1", "is": {"keywords": ["Nonhuman"]}}
    assert shrine["effects"][1] == {"straighten": True, "choose": attached, "while": nonhuman}


def test_a_target_in_a_discard_pile_removed_from_the_game():
    alone = ability(NEVER_ALONE, "Strategy", "Never Stand Alone")
    pile = {"type": "personality", "zone": "discard", "there_as_taken": True}
    assert alone["effects"] == [{"choose": pile, "targeting": True, "remove_from_game": True}]
    ring = ability("Open: Target a Ring in your Fate discard pile: Remove it from the game.")
    assert ring["effects"][0]["choose"] == {"type": "ring", "zone": "discard", "owner": "$controller",
                                            "there_as_taken": True}  # fmt: skip


def test_a_bonus_for_each_card_of_a_kind_in_your_discard_pile():
    (trait,) = piece(AKIHIME, "Personality", "Daigotsu Akihime", kind="trait")["traits"]
    fate = ["action", "follower", "item", "ring", "spell"]
    counted = {"keywords": ["Dark Virtue"], "type": fate, "zone": "discard", "owner": "$controller"}
    assert trait == {"id": "t1", "targets": "$source", "stat": "force", "change": {"per": counted, "each": 1}}
    pair = piece("This card has +1F/+1C for each Follower in your discard pile.", "Personality", kind="trait")
    assert [t["change"]["per"] for t in pair["traits"]] == [{"type": "follower", "zone": "discard",
                                                              "owner": "$controller"}] * 2  # fmt: skip


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        # no kind; a Dynasty kind in the Fate pile; given by an action (read once: not this part's)
        ("This card has +1F for each card in your discard pile.", "Personality"),
        ("This card has +1F for each Personality in your Fate discard pile.", "Personality"),
        ("Battle: Target your Paragon: Give him +1F for each Dark Virtue in your discard pile.", "Strategy"),
        # a state of a card out of play; a Fate pile for a Dynasty kind; more done to it
        ("Open: Target a bowed Personality in a discard pile: Remove him from the game.", "Strategy"),
        ("Open: Target a Personality in your Fate discard pile: Remove him from the game.", "Strategy"),
        ("Open: Target a Personality in a discard pile: Remove him from the game. Gain 1 Honor.", "Strategy"),
        # the performer or the target: "it" not read (Jurojin's Touch)
        ("Limited: Bow your performing Monk or Shugenja and target a card in a discard pile: Remove it from "
         "the game.", "Strategy"),
        # no target chosen before it: whose attachments is not fixed
        ("Battle: Destroy one of his attachments. Bow a target Personality.", "Strategy"),
        ("Battle: Choose your performing Samurai: Destroy one of his attachments.", "Strategy"),
        # two targets
        ("Battle: Target one or two Personalities: Bow them. Destroy one of his attachments.", "Strategy"),
        # only a Personality is dishonored
        ("Battle: Target a Personality: Bow him. Dishonor one of his attachments.", "Strategy"),
        # "if he is not"
        ("Battle: Target a Personality: Bow him. Bow one of his attachments if he is not Nonhuman.",
         "Strategy"),
        # a target that may not be a Personality
        ("Battle: Target a Holding: Bow it. Bow one of its attachments.", "Strategy"),
    ],
)
def test_near_wordings_stay_refused(text, card_type):
    assert refused(text, card_type)


# --- the engine playing the compiled cards ------------------------------------------------------------------
BATTLE = {"begin": {"name": "battle", "at": "battlefield:1"}}


def run(cards: dict, steps: list) -> list:
    scenario = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
                "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps]}  # fmt: skip
    return [answer["answer"]["value"] for answer in evaluate(parse_scenario(scenario)).answers]


def person(owner: str, zone: str = "battlefield:1", **more) -> dict:
    return {"type": "personality", "owner": owner, "zone": zone, "stats": {"force": 2, "chi": 2}, **more}


def gear(kind: str, bearer: str, owner: str = "opp", **more) -> dict:
    return {"type": kind, "owner": owner, "zone": "attached", "attached_to": bearer, "stats": {"force": 1},
            **more}  # fmt: skip


def strategy(text: str, title: str) -> dict:
    return {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(text, "Strategy", title)]}


def use(card: str, **more) -> dict:
    return {"use": {"id": "u", "card": card, "ability": "a1", "by": "me", **more}}


def ask(card: str, flag: str | None = None) -> dict:
    return {"ask": {"flag": flag, "card": card} if flag else {"zone": card}}


def test_rout_moves_the_unit_home_and_destroys_the_attachment_chosen():
    cards = {"rout": strategy(ROUT, "Rout"), "foe": person("opp"), "spear": gear("follower", "foe"),
             "blade": gear("item", "foe"), "sam": person("me")}  # fmt: skip
    steps = [BATTLE, use("rout", targets=["foe"]) | {"decide": {"effect-3": "spear"}},
             ask("foe"), ask("spear"), ask("blade")]  # fmt: skip
    where = run(cards, steps)
    assert where[0].startswith("home") and where[1].startswith("discard") and where[2].startswith("home")
    steps[1] = use("rout", targets=["foe"]) | {"decide": {"effect-3": "blade"}}
    assert [zone.split(":")[0] for zone in run(cards, steps)] == ["home", "home", "discard"]
    # not a target: a card attached to another Personality is not among the choices
    steps[1] = use("rout", targets=["foe"]) | {"decide": {"effect-3": "sword"}}
    with pytest.raises(ScenarioError, match="sword"):
        run({**cards, "sword": gear("item", "sam", "me")}, steps)


def test_rout_on_a_unit_without_attachments_only_moves_it():
    cards = {"rout": strategy(ROUT, "Rout"), "foe": person("opp"), "sam": person("me"),
             "sword": gear("item", "sam", "me")}  # fmt: skip
    where = run(cards, [BATTLE, use("rout", targets=["foe"]), ask("foe"), ask("sword"), ask("rout")])
    assert where[0].startswith("home") and where[1].startswith("battlefield") and where[2] == "discard"


@pytest.mark.parametrize(("keyword", "straightened"), [("Nonhuman", True), ("Samurai", False)])
def test_the_ageless_shrine_straightens_an_attachment_of_a_nonhuman_only(keyword, straightened):
    shrine = {"type": "holding", "owner": "me", "zone": "home",
              "abilities": [ability(SHRINE, "Holding", "Ageless Shrine")]}  # fmt: skip
    cards = {"shrine": shrine, "kami": person("me", "home", keywords=[keyword], bowed=True),
             "bear": gear("follower", "kami", "me", bowed=True)}  # fmt: skip
    steps = [use("shrine", targets=["kami"]) | {"decide": {"effect-2": "bear"}}, ask("kami", "bowed"),
             ask("bear", "bowed")]  # fmt: skip
    assert run(cards, steps) == [False, not straightened]


def test_never_stand_alone_removes_a_personality_of_any_discard_pile():
    cards = {"plan": strategy(NEVER_ALONE, "Never Stand Alone"),
             "fallen": person("opp", "discard"), "mine": person("me", "discard"),
             "blade": {"type": "item", "owner": "opp", "zone": "discard"}, "foe": person("opp")}  # fmt: skip
    for card in ("fallen", "mine"):  # (a target out of play: the step decides it)
        steps = [use("plan") | {"decide": {"effect-1": card}}, ask(card), ask("plan")]
        assert run(cards, steps) == ["removed", "discard"]
    for card in ("blade", "foe"):  # not a Personality; not in a discard pile
        with pytest.raises(ScenarioError, match=card):
            run(cards, [use("plan") | {"decide": {"effect-1": card}}])


def test_akihime_counts_the_dark_virtues_in_her_players_discard_pile():
    (trait,) = piece(AKIHIME, "Personality", "Daigotsu Akihime", kind="trait")["traits"]
    virtue = {"type": "action", "keywords": ["Dark Virtue"]}
    mine = {**virtue, "owner": "me", "zone": "discard"}
    cards = {"akihime": person("me", "home", traits=[trait]), "v1": mine, "v2": mine,
             "held": {**mine, "zone": "hand"}, "theirs": {**mine, "owner": "opp"},
             "plain": {"type": "action", "owner": "me", "zone": "discard"}}  # fmt: skip
    force = {"ask": {"stat": "force", "card": "akihime"}}
    assert run(cards, [force]) == [4]
    assert run({**cards, "v2": {**virtue, "owner": "me", "zone": "removed"}}, [force]) == [3]
