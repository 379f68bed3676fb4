"""L5R compiler 20, part I: where a card is and what it has. "Destroy it if it has no attachments." (Hida
Kaiji: the effect only if its card has none as it happens), "Shioki has +1F for each Spell in her unit."
(Isawa Shioki: in_unit: $source), "Target a Holding controlled by a player who controls three or more
Holdings" (Convenient Disaster: the filter field controller_controls). What each compiles to, the engine
playing it, and near wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from rulings.engine.errors import ScenarioError
from tests.rulings.engine.cardtext_kit import ability, piece, refused

HAS_NO_ATTACHMENTS = "Battle: Target an enemy card: Bow it. Destroy it if it has no attachments."
SHIOKI = "Shioki has +1F for each Spell in her unit."
DISASTER = ("Limited: Target a Holding controlled by a player who controls three or more Holdings: "
            "Destroy it.")
T = "Battle: Target an enemy card: Bow it. "
DEFENDERS = ("Battle, Bow: Bow a target enemy Follower controlled by a player who does not control a "
             "Formation.")


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_destroy_it_if_it_has_no_attachments():
    compiled = ability(HAS_NO_ATTACHMENTS, "Personality")
    assert compiled["effects"][1] == {"targets": "$target1", "destroy": True,
                                      "while": {"subject": {"without_attached": {}}}}  # fmt: skip
    some = ability(T + "Destroy it if it has any attachments.", "Personality")
    assert some["effects"][1]["while"] == {"subject": {"with_attached": {}}}
    weapon = ability(T + "Destroy it if it has a Weapon.", "Personality")
    assert weapon["effects"][1]["while"] == {"subject": {"with_attached": {"keywords": ["Weapon"]}}}
    poison = ability(T + "Destroy it if it has any Poison tokens.")
    assert poison["effects"][1]["while"] == {"subject": {"has_tokens": "Poison"}}


def test_a_bonus_for_each_card_of_a_kind_in_her_unit():
    (trait,) = piece(SHIOKI, "Personality", "Isawa Shioki", kind="trait")["traits"]
    assert trait == {"id": "t1", "targets": "$source", "stat": "force",
                     "change": {"per": {"type": "spell", "in_unit": "$source"}, "each": 1}}  # fmt: skip
    item = piece("This Personality has +1F/+1C for each Follower in his unit.", "Item", kind="trait")
    per = {"per": {"type": "follower", "in_unit": "$source"}, "each": 1}
    assert [(t["targets"], t["stat"], t["change"]) for t in item["traits"]] == [
        ("$bearer", "force", per), ("$bearer", "chi", per)]  # fmt: skip


def test_controlled_by_a_player_who_controls():
    disaster = ability(DISASTER)
    assert disaster["effects"] == [{"choose": {"in_play": True, "type": "holding", "controller_controls": {
        "cards": {"type": "holding"}, "at_least": 3}}, "targeting": True, "destroy": True}]  # fmt: skip
    defenders = ability(DEFENDERS, "Follower")
    assert defenders["effects"][0]["choose"]["controller_controls"] == {
        "cards": {"keywords": ["Formation"]}, "at_most": 0}
    kiss = ability("Limited: Target a Personality controlled by a player who controls a Shadowlands card: "
                   "Give him a -1C token.", "Spell")  # fmt: skip
    assert kiss["effects"][0]["choose"]["controller_controls"] == {
        "cards": {"keywords": ["Shadowlands"]}, "at_least": 1}
    rumor = ability("Limited: Target a Personality controlled by a player who controls a dishonorable "
                    "Personality: Bow him.")  # fmt: skip
    assert rumor["effects"][0]["choose"]["controller_controls"] == {
        "cards": {"dishonorable": True, "type": "personality"}, "at_least": 1}


C = "Limited: Target a Personality controlled by a player who "


@pytest.mark.parametrize(
    "text,card_type,kind",
    [
        # a second condition: not read
        (T + "Destroy it if it has no attachments and you control a Courtier.", "Personality", "ability"),
        (T + "Destroy it if it has no attachments or it is bowed.", "Personality", "ability"),
        # the article does not agree with its noun
        (T + "Destroy it if it has an attachments.", "Personality", "ability"),
        # a stat, not an attached card or a token
        (T + "Destroy it if it has 0 Gold Cost.", "Personality", "ability"),
        # on the effect that chooses the target: whether the target is chosen when it fails is not fixed
        ("Battle: Target an enemy card: Bow it if it has no attachments.", "Personality", "ability"),
        # a card in no unit
        ("This Holding has +1GP for each Follower in his unit.", "Holding", "trait"),
        # given by an action: whose unit is not fixed
        ("Battle: Give him +1F for each Follower in his unit.", "Personality", "ability"),
        # a number with no "or more", a title, a clan alone, no kind of card
        (C + "controls two Personalities: Bow him.", "Strategy", "ability"),
        (C + "controls the Ring of Earth: Bow him.", "Strategy", "ability"),
        (C + "controls a Crab card: Bow him.", "Strategy", "ability"),
        (C + "controls any cards: Bow him.", "Strategy", "ability"),
        (C + "controls a Shadowlands Personalities: Bow him.", "Strategy", "ability"),
        (C + "does not control three or more Holdings: Bow him.", "Strategy", "ability"),
        (C + "has taken a Maho action this game: Bow him.", "Strategy", "ability"),
    ],
)
def test_near_wordings_stay_refused(text, card_type, kind):
    assert refused(text, card_type, kind=kind)


# --- the engine playing them --------------------------------------------------------------------------------
BEGIN = [{"begin": {"name": "turn", "player": "me"}}, {"begin": {"name": "battle", "at": "battlefield:1"}}]
SAM = {"type": "personality", "owner": "me", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2}}
FOE = {"type": "personality", "owner": "opp", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2}}


def run(cards: dict, steps: list) -> list:
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": [*BEGIN, *steps]}
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def use(card: str, targets: list, uid: str = "u", by: str = "me") -> dict:
    return {"use": {"id": uid, "card": card, "ability": "a1", "by": by, "targets": targets}}


def test_hida_kaiji_destroys_the_target_only_if_it_has_no_attachments():
    kaiji = {**SAM, "abilities": [ability(HAS_NO_ATTACHMENTS, "Personality")]}
    armed = {"type": "item", "owner": "opp", "zone": "attached", "attached_to": "foe", "stats": {"force": 1}}
    steps = [use("kaiji", ["foe"]), {"ask": {"flag": "bowed", "card": "foe"}}, {"ask": {"destroyed": "foe"}}]
    assert run({"kaiji": kaiji, "foe": FOE}, steps) == [True, True]
    assert run({"kaiji": kaiji, "foe": FOE, "sword": armed}, steps) == [True, False]


def test_isawa_shioki_counts_the_spells_in_her_unit():
    shioki = {**SAM, "traits": piece(SHIOKI, "Personality", "Isawa Shioki", kind="trait")["traits"]}
    spell = {"type": "spell", "owner": "me", "zone": "attached", "attached_to": "shioki"}
    other = {**spell, "attached_to": "sam"}  # in another unit: not counted
    cards = {"shioki": shioki, "s1": spell, "s2": spell, "sam": SAM, "s3": other}
    force = {"ask": {"stat": "force", "card": "shioki"}}
    assert run(cards, [force]) == [4]
    assert run(cards, [{"leave_play": {"card": "s1", "to": "discard"}}, force]) == [3]


def holding(owner: str) -> dict:
    return {"type": "holding", "owner": owner, "zone": f"home:{owner}"}


def test_convenient_disaster_targets_a_holding_of_a_player_with_three_or_more():
    plan = {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(DISASTER)]}
    three = {"plan": plan, "h1": holding("opp"), "h2": holding("opp"), "h3": holding("opp"),
             "m1": holding("me"), "m2": holding("me")}  # fmt: skip
    assert run(three, [use("plan", ["h1"]), {"ask": {"destroyed": "h1"}}]) == [True]
    # my two Holdings: their controller controls fewer than three, no legal target
    with pytest.raises(ScenarioError, match=r"does not allow m1 \(legal: h1, h2, h3\)"):
        run(three, [use("plan", ["m1"])])
    two = {key: card for key, card in three.items() if key != "h3"}
    with pytest.raises(ScenarioError, match=r"does not allow h1 \(legal: none\)"):
        run(two, [use("plan", ["h1"])])


def test_peasant_defenders_bow_a_follower_of_a_player_who_controls_no_formation():
    defenders = {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "sam",
                 "stats": {"force": 1}, "abilities": [ability(DEFENDERS, "Follower")]}  # fmt: skip
    foot = {"type": "follower", "owner": "opp", "zone": "attached", "attached_to": "foe",
            "stats": {"force": 1}}  # fmt: skip
    formation = {"type": "action", "owner": "opp", "zone": "battlefield:1", "keywords": ["Formation"]}
    cards = {"sam": SAM, "defenders": defenders, "foe": FOE, "foot": foot}
    assert run(cards, [use("defenders", ["foot"]), {"ask": {"flag": "bowed", "card": "foot"}}]) == [True]
    with pytest.raises(ScenarioError, match=r"does not allow foot \(legal: none\)"):
        run({**cards, "formation": formation}, [use("defenders", ["foot"])])


@pytest.mark.parametrize(
    "value",
    [
        {"cards": {"type": "holding"}},  # no bound
        {"cards": {"type": "holding", "controller": "$controller"}, "at_least": 1},  # a controller of its own
        {"cards": {"type": "holding"}, "at_least": -1},
        {"cards": {"type": "holding"}, "at_least": 3, "at_most": 1},
        {"at_least": 1},
        {"cards": {"type": "holding"}, "at_least": 1, "more": 2},
    ],
)
def test_a_malformed_controller_controls_is_a_scenario_error(value):
    effect = {"choose": {"type": "holding", "controller_controls": value}, "targeting": True, "destroy": True}
    plan = {"type": "action", "owner": "me", "zone": "hand",
            "abilities": [{"id": "a1", "designators": ["Limited"], "effects": [effect]}]}  # fmt: skip
    data = {"game": "l5r", "players": ["me", "opp"], "cards": {"plan": plan}, "steps": BEGIN}
    with pytest.raises(ScenarioError):
        parse_scenario(data)


# --- "While ..., this card has ...": the condition written first ------------------------------------------
def test_a_condition_written_before_this_card_has():
    favor = {"player_stat": "imperial_favor", "player": "$controller", "at_least": 1}
    tsugi = piece("While you control the Imperial Favor, Tsugi has +1F/+1C.", "Personality", "Moto Tsugi",
                  kind="trait")["traits"]  # fmt: skip
    assert [(t["targets"], t["stat"], t["change"], t["while"]) for t in tsugi] == [
        ("$source", "force", 1, favor), ("$source", "chi", 1, favor)]  # fmt: skip
    (keda,) = piece("While you control a Port, Keda has +1C.", "Personality", "Keda", kind="trait")["traits"]
    assert keda["while"] == {"count": {"keywords": ["Port"], "controller": "$controller"}, "at_least": 1}
    (guards,) = piece("While you control Imperial Favor, this Follower has Elite.", "Follower",
                      "Capitol Guards", kind="trait")["traits"]  # fmt: skip
    assert guards == {"id": "t1", "targets": "$source", "grant_keyword": "Elite", "while": favor}
    (rengou,) = piece("While opposed, Rengou has +1F for each Follower in his unit.", "Personality",
                      "Hida Rengou", kind="trait")["traits"]  # fmt: skip
    assert rengou["while"] == {"subject": {"opposed": True}}
    assert rengou["change"] == {"per": {"type": "follower", "in_unit": "$source"}, "each": 1}
    (bearer,) = piece("While you control a Port, this Personality has +1C.", "Item", kind="trait")["traits"]
    assert bearer["targets"] == "$bearer"


@pytest.mark.parametrize(
    "text",
    [
        "While you control a Port and a Farm, Keda has +1C.",  # two conditions
        "While you control a Port, Kaiu Sam has +1C.",  # another card's name
        "While you control a Port, this card has +1C while opposed.",  # a second condition
        "While opposed, Keda has +1F for each of your Port Holdings, up to three Ports.",
    ],
)
def test_near_conditions_written_first_stay_refused(text):
    assert refused(text, "Personality", "Keda", kind="trait")


def test_keda_and_rengou_while_their_condition_holds():
    keda = {**SAM, "zone": "home:me",
            "traits": piece("While you control a Port, Keda has +1C.", "Personality", "Keda",
                            kind="trait")["traits"]}  # fmt: skip
    port = {"type": "holding", "owner": "me", "zone": "home:me", "keywords": ["Port"]}
    chi = {"ask": {"stat": "chi", "card": "keda"}}
    assert run({"keda": keda}, [chi]) == [2]
    assert run({"keda": keda, "port": port}, [chi]) == [3]
    assert run({"keda": keda, "port": {**port, "owner": "opp", "zone": "home:opp"}}, [chi]) == [2]
    rengou = {**SAM, "traits": piece("While opposed, Rengou has +1F for each Follower in his unit.",
                                     "Personality", "Hida Rengou", kind="trait")["traits"]}  # fmt: skip
    follower = {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "rengou",
                "stats": {"force": 1}}  # fmt: skip
    force = {"ask": {"stat": "force", "card": "rengou"}}
    cards = {"rengou": rengou, "f1": follower, "f2": follower}
    assert run(cards, [force]) == [2]  # not opposed
    opposed = {**cards, "rengou": {**rengou, "opposed": True}, "foe": {**FOE, "opposed": True}}
    assert run(opposed, [force]) == [4]


# --- "Your <kind> at this card's location have ..." ---------------------------------------------------------
TOMIO = "Your Lion Clan Personalities at Tomio's location have +1F."


def test_your_kind_at_this_cards_location_or_battlefield():
    (tomio,) = piece(TOMIO, "Personality", "Akodo Tomio", kind="trait")["traits"]
    assert tomio == {"id": "t1", "stat": "force", "change": 1, "affects": {
        "in_play": True, "controller": "$controller", "type": "personality", "keywords": ["Lion Clan"],
        "at_location_of": "$source"}}  # fmt: skip
    standard = piece("Your Personalities and Followers at this card's battlefield have +1F.", "Item",
                     kind="trait")["traits"]  # fmt: skip
    assert standard[0]["affects"]["at_battlefield_of"] == "$source"


@pytest.mark.parametrize(
    "text,card_type",
    [
        # "other" and "enemy": not read here
        ("Your other Personalities and Followers at this card's battlefield have +1F.", "Item"),
        ("Enemy attacking Personalities and Followers at this card's battlefield have -1F.", "Personality"),
        # a card in no unit: its location is not read
        ("Your Personalities at this card's location have +1F.", "Holding"),
        # a second condition
        ("Your Shugenja at this card's battlefield have +1F while they have any Fire Spells.", "Personality"),
    ],
)
def test_near_kinds_at_this_cards_location_stay_refused(text, card_type):
    assert refused(text, card_type, kind="trait")


def test_akodo_tomio_gives_his_lion_clan_personalities_where_he_is_1f():
    tomio = {**SAM, "keywords": ["Lion Clan"],
             "traits": piece(TOMIO, "Personality", "Akodo Tomio", kind="trait")["traits"]}  # fmt: skip
    lion = {**SAM, "keywords": ["Lion Clan"]}
    cards = {"tomio": tomio, "here": lion, "home": {**lion, "zone": "home:me"}, "crab": SAM,
             "theirs": {**FOE, "keywords": ["Lion Clan"]}}  # fmt: skip
    asks = [{"ask": {"stat": "force", "card": card}} for card in ("tomio", "here", "home", "crab", "theirs")]
    assert run(cards, asks) == [3, 3, 2, 2, 2]
