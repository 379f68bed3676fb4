"""L5R compiler 21, part O: what this card may not do. "Will not enter play unless you control the Ring of
Air" (`enters_only_while`, games/l5r/entry_conditions.py, l5r.desk.entry-conditions), the card's own name as
the subject of compiler 7's and 16's restrictions, "Will not be transferred or destroyed", "This Personality
loses and will not gain Duelist", "does not die for having 0C"; attacking, defending, joining, Clan
alignments, Lobbying and challenges read only to be refused with the reason. What each compiles to, the engine
playing the compiled card, and near wordings that stay refused."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, personality, piece, refused, use

ENTRY_RULE = "l5r.desk.entry-conditions"
AIR = "Will not enter play unless you control the Ring of Air."
TSUME = "Will not enter play if your Family Honor is 1 or higher."


def trait(text: str, card_type: str = "Personality", title: str = "Someone") -> dict:
    return piece(text, card_type, title, kind="trait")


def run(cards: dict, steps: list, honor: int = 0):
    data = {"game": "l5r", "players": [{"id": "me", "family_honor": honor}, {"id": "opp"}], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps]}  # fmt: skip
    return evaluate(parse_scenario(data))


def values(cards: dict, steps: list, honor: int = 0) -> list:
    return [a["answer"]["value"] for a in run(cards, steps, honor).answers]


def cited(cards: dict, steps: list, honor: int = 0) -> set:
    return {entry["rule"] for entry in run(cards, steps, honor).trace}


# --- "Will not enter play unless / if ..." ------------------------------------------------------------------
def _ring(title: str) -> dict:
    return {"controller": "$controller", "type": "ring", "title": title}


@pytest.mark.parametrize(
    ("text", "card_type", "title", "condition"),
    [
        (AIR, "Personality", "Air Dragon", {"count": _ring("Ring of Air"), "at_least": 1}),
        ("Will not enter play unless you control the Ring of the Void.", "Personality", "Void Dragon",
         {"count": _ring("Ring of the Void"), "at_least": 1}),
        ("Will not enter play if you do not control the Ring of Water.", "Personality", "Water Dragon",
         {"count": _ring("Ring of Water"), "at_least": 1}),
        (TSUME, "Personality", "Moto Tsume",
         {"player_stat": "family_honor", "player": "$controller", "at_most": 0}),
        ("Otani will not enter play if your Family Honor is 0 or above.", "Personality",
         "Ichiro Otani, the Stone Breaker",
         {"player_stat": "family_honor", "player": "$controller", "at_most": -1}),
        ("Will not enter play if your Family Honor is 4 or lower.", "Holding", "Temple of Bishamon",
         {"player_stat": "family_honor", "player": "$controller", "at_least": 5}),
        ("Will not enter play if you control any Shadowlands cards.", "Personality", "Hida Tokichiro",
         {"count": {"controller": "$controller", "keywords": ["Shadowlands"]}, "at_most": 0}),
        ("Will not enter play unless you control a Courtier.", "Personality", "Bayushi Hirono",
         {"count": {"controller": "$controller", "keywords": ["Courtier"]}, "at_least": 1}),
        ("Will not enter play unless there is a Kami Personality in play.", "Personality", "Hantei",
         {"count": {"keywords": ["Kami"], "type": "personality"}, "at_least": 1}),
    ],
)  # fmt: skip
def test_will_not_enter_play_compiles_to_the_condition_it_enters_under(text, card_type, title, condition):
    assert trait(text, card_type, title) == {"enters_only_while": condition}


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Will not enter play if you control no Naval Personalities.", "Follower"),  # enters attaching
        ("Will not enter play unless your Wind is House of Suikihime.", "Item"),
        ("Will not enter play if your Wind is The Kanpeki Dynasty.", "Personality"),  # a Wind: not read
        ("Will not enter play normally.", "Personality"),
        ("Will not enter play unless you have taken three Political actions this turn.", "Personality"),
        ("Will not enter play unless you brought a Black Scroll or Ring into play this turn.", "Personality"),
        ("Will not enter play unless your Monk and Shugenja Personalities in play have 16 or greater total "
         "Chi.", "Personality"),
        ("Will not enter play if you control any Personalities with printed Shadowlands.", "Personality"),
        ("Will not enter play unless you control a Ring.", "Personality"),  # a card type, not a keyword
        ("Will not enter play unless you control the Ring of Air.", "Strategy"),
        ("Will not enter play as an effect of a Battle action other than Shinbone Warrior's.", "Personality"),
    ],
)
def test_will_not_enter_play_near_wordings_stay_refused(text, card_type):
    assert refused(text, card_type, "Someone", kind="trait")


def _dragon(text: str = AIR, zone: str = "province:1", owner: str = "me") -> dict:
    return {"type": "personality", "owner": owner, "zone": zone, "stats": {"force": 5, "chi": 5},
            **trait(text, "Personality", "Air Dragon")}  # fmt: skip


def _air_ring(owner: str) -> dict:
    return {"type": "ring", "owner": owner, "zone": "home", "title": "Ring of Air"}


ENTER = [{"enter_play": {"card": "dragon", "to": "home"}}, {"ask": {"in_play": "dragon"}}]


def test_the_dragon_enters_play_only_while_you_control_its_ring():
    assert values({"dragon": _dragon(), "ring": _air_ring("me")}, ENTER) == [True]
    assert values({"dragon": _dragon(), "ring": _air_ring("opp")}, ENTER) == [False]  # another player's
    assert values({"dragon": _dragon()}, ENTER) == [False]
    assert ENTRY_RULE in cited({"dragon": _dragon()}, ENTER)
    plain = {key: value for key, value in _dragon().items() if key != "enters_only_while"}
    assert values({"dragon": plain}, ENTER) == [True]  # without the field: it enters


def test_you_are_the_player_whose_card_it_is():
    cards = {"dragon": _dragon(owner="opp"), "ring": _air_ring("opp")}
    assert values(cards, ENTER) == [True]
    cards["ring"] = _air_ring("me")
    assert values(cards, ENTER) == [False]


def test_put_into_play_and_recruit_are_refused_too():
    put = {"action": {"id": "p", "by": "me", "effects": [{"targets": "dragon", "put_into_play": "home"}]}}
    recruit = {"action": {"id": "r", "by": "me", "effects": [{"targets": "dragon", "recruit": {"less": 9}}]}}
    for step in (put, recruit):
        asked = [step, {"ask": {"in_play": "dragon"}}]
        assert values({"dragon": _dragon(zone="discard")}, asked) == [False]
        assert values({"dragon": _dragon(zone="discard"), "ring": _air_ring("me")}, asked) == [True]


def test_an_if_condition_keeps_the_card_out_while_it_holds():
    tsume = {"dragon": _dragon(TSUME)}
    assert values(tsume, ENTER, honor=0) == [True]
    assert values(tsume, ENTER, honor=1) == [False]  # "1 or higher"
    assert values(tsume, ENTER, honor=-3) == [True]


def test_a_card_in_play_stays_when_the_condition_stops_holding():
    """The text says nothing of a card already in play: a question may set it up there, and it stays."""
    cards = {"dragon": _dragon(zone="home")}
    assert values(cards, [{"ask": {"in_play": "dragon"}}]) == [True]


def test_the_field_must_be_a_condition():
    data = {"dragon": {**_dragon(), "enters_only_while": {"turn": 3}}}
    with pytest.raises(ScenarioError):
        run(data, ENTER)
    with pytest.raises(ScenarioError):
        run({"dragon": {**_dragon(), "enters_only_while": "Ring of Air"}}, ENTER)


def test_hantei_needs_a_kami_in_play_and_not_in_a_hand():
    text = "Will not enter play unless there is a Kami Personality in play."
    kami = {"type": "personality", "owner": "opp", "zone": "home", "stats": {"force": 1, "chi": 1},
            "keywords": ["Kami"]}  # fmt: skip
    assert values({"dragon": _dragon(text), "kami": kami}, ENTER) == [True]  # any player's
    assert values({"dragon": _dragon(text), "kami": {**kami, "zone": "hand"}}, ENTER) == [False]


# --- the card's own name as the subject of older restrictions -----------------------------------------------
def test_own_name_will_not_attach_is_compiler_7s_reading():
    assert trait("Izumi will not attach non-Fire Spells.", "Personality", "Isawa Izumi") == trait(
        "Will not attach non-Fire Spells."
    )
    assert trait("Inu cannot attach cards.", "Personality", "Inu") == {"refuses_attachments": [{}]}


@pytest.mark.parametrize(
    ("text", "title", "refused_card"),
    [
        ("Conjuror will not attach Spells with a 4 or higher Gold Cost.", "Ratling Conjuror",
         {"type": "spell", "stats": {"gold_cost": {"at_least": 4}}}),
        ("Souchou will not attach Followers with 0 Gold Cost.", "Hida Souchou",
         {"type": "follower", "stats": {"gold_cost": {"at_least": 0, "at_most": 0}}}),
        ("Masutaro will not attach Followers with an Honor Requirement of 2 or higher.", "Matsu Masutaro",
         {"type": "follower", "stats": {"honor_requirement": {"at_least": 2}}}),
    ],
)  # fmt: skip
def test_own_name_will_not_attach_with_a_stat(text, title, refused_card):
    assert trait(text, "Personality", title) == {"refuses_attachments": [refused_card]}


def _attach_follower(masutaro_traits: dict, requirement) -> list:
    follower = {"type": "follower", "owner": "me", "zone": "hand",
                "stats": {"force": 1, "gold_cost": 1, "honor_requirement": requirement}}  # fmt: skip
    mover = {"type": "action", "owner": "me", "zone": "hand",
             "abilities": [{"id": "a1", "designators": ["Open"],
                            "effects": [{"targets": "men", "attach": "masutaro"}]}]}  # fmt: skip
    cards = {"masutaro": personality("me", zone="home") | masutaro_traits, "men": follower, "mover": mover}
    return values(cards, [use("mover"), {"ask": {"zone": "men"}}])


def test_masutaro_refuses_followers_with_an_honor_requirement_of_2_or_higher():
    masutaro = trait("Masutaro will not attach Followers with an Honor Requirement of 2 or higher.",
                     "Personality", "Matsu Masutaro")  # fmt: skip
    assert _attach_follower(masutaro, 2) == ["hand"]
    assert _attach_follower(masutaro, 1) == ["home"]
    assert _attach_follower(masutaro, "-") == ["home"]  # no Honor Requirement
    assert _attach_follower({}, 3) == ["home"]


def test_own_name_will_not_be_controlled_is_compiler_16s_reading():
    assert trait("Natsu will not be controlled by a Unicorn Clan player.", "Personality", "Ikoma Natsu") == {
        "refuses_controllers": ["Unicorn"]
    }


@pytest.mark.parametrize(
    ("text", "card_type", "title"),
    [
        ("Izumi will not attach non-Fire Spells.", "Holding", "Isawa Izumi"),  # a Personality's only
        ("Keisho will not attach Spells with Focus Value greater than her Chi.", "Personality", "Keisho"),
        ("Tsai will not attach Spells with a Gold Cost greater than his Chi.", "Personality", "Ikoma Tsai"),
        ("Conjuror will not attach Spells with a 4 or higher Gold Cost.", "Item", "Ratling Conjuror"),
        ("Nir'um'tuk will not attach more than one Follower.", "Personality", "Nir'um'tuk"),
        ("This Personality will not attach Followers or Items.", "Item", "War Wagon"),
        ("Mori will not be controlled by a Shadowlands Horde player.", "Personality", "Matsu Mori"),
        ("Beast will not be controlled by a player whose Stronghold is X.", "Personality", "Beast"),
    ],
)
def test_own_name_near_wordings_stay_refused(text, card_type, title):
    assert refused(text, card_type, title, kind="trait")


def _attach_spell(izumi_traits: dict, keywords: list) -> list:
    spell = {"type": "spell", "owner": "me", "zone": "hand", "keywords": keywords}
    mover = {"type": "action", "owner": "me", "zone": "hand",
             "abilities": [{"id": "a1", "designators": ["Open"],
                            "effects": [{"targets": "spell", "attach": "izumi"}]}]}  # fmt: skip
    izumi = personality("me", zone="home", keywords=["Shugenja"]) | izumi_traits
    cards = {"izumi": izumi, "spell": spell, "mover": mover}
    return values(cards, [use("mover"), {"ask": {"zone": "spell"}}])


def test_izumi_attaches_fire_spells_only():
    izumi = trait("Izumi will not attach non-Fire Spells.", "Personality", "Isawa Izumi")
    assert _attach_spell(izumi, ["Water"]) == ["hand"]
    assert _attach_spell(izumi, ["Fire"]) == ["home"]
    assert _attach_spell({}, ["Water"]) == ["home"]


# --- "Will not be transferred or destroyed." ----------------------------------------------------------------
JADE = "Will not be transferred or destroyed."
IN_PLAY = {"card": "$source", "is": {"in_play": True}}


def test_transferred_or_destroyed_compiles_to_two_preventions():
    assert trait(JADE, "Item", "The Jade Hand") == {"traits": [
        {"id": "t1", "targets": "$source", "prevent": {"event": "attach", "negation": False},
         "while": IN_PLAY},
        {"id": "t1.2", "targets": "$source", "prevent": {"event": "destroy", "negation": False},
         "while": IN_PLAY},
    ]}  # fmt: skip
    assert trait("This Item will not be transferred or destroyed.", "Item")["traits"][1]["id"] == "t1.2"


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (JADE, "Personality"),
        (JADE, "Holding"),
        ("This Follower will not be transferred or destroyed.", "Item"),
        ("Will not be transferred, bowed or destroyed.", "Item"),
        ("Will not be destroyed.", "Item"),
    ],
)
def test_transferred_or_destroyed_near_wordings_stay_refused(text, card_type):
    assert refused(text, card_type, "The Jade Hand", kind="trait")


def _jade(traits: list) -> list:
    jade = {"type": "item", "owner": "me", "zone": "attached", "attached_to": "a", "stats": {"force": 1},
            "traits": traits}  # fmt: skip
    smash = {"type": "action", "owner": "opp", "zone": "hand",
             "abilities": [ability("Battle: Target an Item: Destroy it.")]}  # fmt: skip
    mover = {"type": "action", "owner": "me", "zone": "hand",
             "abilities": [{"id": "a1", "designators": ["Open"],
                            "effects": [{"targets": "jade", "attach": "b"}]}]}  # fmt: skip
    cards = {"a": personality("me"), "b": personality("me", zone="home"), "jade": jade, "smash": smash,
             "mover": mover}  # fmt: skip
    steps = [use("mover"), {"ask": {"zone": "jade"}}, use("smash", uid="u2", by="opp", targets=["jade"]),
             {"ask": {"destroyed": "jade"}}]  # fmt: skip
    return values(cards, steps)


def test_the_jade_hand_stays_on_its_bearer_and_is_not_destroyed():
    assert _jade(trait(JADE, "Item", "The Jade Hand")["traits"]) == ["battlefield:1", False]
    assert _jade([]) == ["home", True]  # without it: transferred, then destroyed


# --- "This Personality loses and will not gain Duelist." ----------------------------------------------------
STICK = "This Personality loses and will not gain Duelist."


def test_loses_and_will_not_gain_compiles_to_a_removal_and_a_prevention():
    prevent = {"keyword": "Duelist", "direction": "gain", "occurrences": "new", "negation": False}
    assert trait(STICK, "Item", "Teaching Stick") == {"traits": [
        {"id": "t1", "targets": "$bearer", "remove_keyword": "Duelist"},
        {"id": "t1.2", "targets": "$bearer", "prevent": prevent},
    ]}  # fmt: skip
    own = trait("This Personality loses and cannot gain Duelist.", "Personality")["traits"]
    assert [t["targets"] for t in own] == ["$source", "$source"]


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("This Personality loses and cannot gain Naval.", "Spell"),  # "this Personality" on a Spell
        ("This card loses and will not gain Duelist.", "Item"),  # an Item has no keyword Duelist to lose
        ("This Personality loses and will not gain Followers.", "Item"),  # a card type
        ("This Personality loses Samurai and cannot gain it.", "Item"),
    ],
)
def test_loses_and_will_not_gain_near_wordings_stay_refused(text, card_type):
    assert refused(text, card_type, "Teaching Stick", kind="trait")


def test_the_bearer_has_no_duelist_while_the_stick_is_attached():
    stick = {"type": "item", "owner": "me", "zone": "attached", "attached_to": "duelist",
             "stats": {"force": 0}, **trait(STICK, "Item", "Teaching Stick")}  # fmt: skip
    give = {"type": "action", "owner": "opp", "zone": "hand",
            "abilities": [ability("Battle: Target a Personality: Give him Duelist.")]}  # fmt: skip
    asked = [{"ask": {"has_keyword": {}, "card": c, "keyword": "Duelist"}} for c in ("duelist", "plain")]
    steps = [*asked, use("give", by="opp", targets=["duelist"]),
             use("give2", uid="u2", by="opp", targets=["plain"]), *asked]  # fmt: skip
    cards = {"duelist": personality("me", keywords=["Duelist"]), "stick": stick, "give": give, "give2": give,
             "plain": personality("me")}  # fmt: skip
    assert values(cards, steps) == [False, False, False, True]
    cards.pop("stick")
    assert values(cards, steps) == [True, False, True, True]


# --- "does not die for having 0C" ---------------------------------------------------------------------------
def test_zero_c_is_compiler_17s_zero_chi():
    assert trait("This Personality does not die for having 0C.", "Item", "Grinder") == trait(
        "This Personality does not die for having 0 Chi.", "Item", "Grinder"
    )
    assert refused("Does not die for having 0C.", "Follower", "Golem", kind="trait")


# --- read only to be refused, with the reason ---------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "card_type", "title", "reason"),
    [
        ("Kaede cannot attack.", "Personality", "Daidoji Kaede", "attacking and defending"),
        ("Will not attack.", "Personality", "Fu Lion", "attacking and defending"),
        ("Rishou cannot defend.", "Personality", "Matsu Rishou", "attacking and defending"),
        ("Domotai will not defend.", "Personality", "Matsu Domotai", "attacking and defending"),
        ("Chiako may not assign, and will not move, into a defending army.", "Personality",
         "Yoritomo Chiako", "attacking and defending"),
        ("This Personality may not be assigned to, and will not move into, an attacking army.", "Follower",
         "Shieldman", "attacking and defending"),
        ("This Personality cannot attack.", "Follower", "Caravan Guards", "attacking and defending"),
        ("Mori will not join a Unicorn Clan player.", "Personality", "Matsu Mori", "'join'"),
        ("Will not join a Scorpion Clan player.", "Personality", "Dashmar", "'join'"),
        ("Kuronada will not gain a Clan alignment.", "Personality", "Kuronada", "Clan alignment"),
        ("Will not gain a Clan alignment.", "Personality", "Kuronada", "Clan alignment"),
        ("Chen may not Lobby.", "Personality", "Moto Chen", "Lobbying"),
        ("Will not issue challenges.", "Personality", "Snak", "challenge"),
        ("Will not challenge or be challenged.", "Personality", "Stone Breaker", "challenge"),
        ("This Personality will not be challenged.", "Item", "Ryokan's Sword", "challenge"),
    ],
)  # fmt: skip
def test_restrictions_the_engine_cannot_play_are_refused_with_the_reason(text, card_type, title, reason):
    assert reason in refused(text, card_type, title, kind="trait")
