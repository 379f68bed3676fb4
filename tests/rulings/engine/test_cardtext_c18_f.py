"""L5R compiler 18, part F: what a card in play may do. A card contributing its Force even if bowed ("Kumonosu
contributes his Force to his army's total Force even if bowed": `contributes_force_while_bowed`, at any time,
games/l5r/bowed_force.py, l5r.desk.bowed-force; "While Kayama has a Weapon, he contributes Force during battle
resolution even while bowed": `contributes_while_bowed`, l5r.desk.battle-resolution), and a Stronghold's
abilities used while it is bowed ("You may use your Stronghold's abilities even if it is bowed", "Your
Stronghold's abilities have Tireless": games/l5r/bowed_abilities.py, l5r.desk.bowed-abilities). What each
compiles to, the engine playing the compiled cards, and the near wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, piece, refused

KUMONOSU = "Kumonosu contributes his Force to his army's total Force even if bowed."
CHUICHI = "Chuichi contributes Force to his army's total even while bowed."
KAYAMA = "While Kayama has a Weapon, he contributes Force during battle resolution even while bowed."
BO_OF_WATER = "While this Shugenja is Water, he contributes Force to his army even if bowed."
KYOSHI = "You may use your Stronghold's abilities even if it is bowed."
NARA = "Your Stronghold's abilities have Tireless."
HARBOR = "Your Stronghold's abilities have Tireless (Tireless actions may be taken while bowed.)."
STRONGHOLD = {"in_play": True, "type": "stronghold", "controller": "$controller"}


def trait(text: str, card_type: str = "Personality", title: str = "") -> dict:
    (only,) = piece(text, card_type, title, kind="trait")["traits"]
    return only


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_contributes_to_his_army_even_if_bowed():
    found = trait(KUMONOSU, title="Hoshi Kumonosu")
    assert found == {"id": "t1", "targets": "$source", "contributes_force_while_bowed": True}
    assert trait(CHUICHI, title="Hoshi Chuichi")["contributes_force_while_bowed"] is True


def test_an_items_bearer_contributes():
    found = trait("This Personality contributes Force to his army even while bowed.", "Item")
    assert found == {"id": "t1", "targets": "$bearer", "contributes_force_while_bowed": True}


def test_while_he_has_a_weapon_during_battle_resolution():
    found = trait(KAYAMA, title="Bayushi Kayama")
    assert found == {"id": "t1", "targets": "$source", "contributes_while_bowed": True,
                     "while": {"subject": {"with_attached": {"keywords": ["Weapon"]}}}}  # fmt: skip


def test_while_this_shugenja_is_water():
    found = trait(BO_OF_WATER, "Spell", "Bo of Water")
    assert found == {"id": "t1", "targets": "$bearer", "contributes_force_while_bowed": True,
                     "while": {"subject": {"keywords": ["Water"]}}}  # fmt: skip


def test_a_strongholds_abilities_even_if_bowed_or_tireless():
    assert trait(KYOSHI, title="Togashi Kyoshi") == {"id": "t1", "affects": STRONGHOLD,
                                                     "abilities_even_if_bowed": True}  # fmt: skip
    assert trait(NARA, title="Kakita Nara") == {"id": "t1", "affects": STRONGHOLD, "abilities_tireless": True}
    assert trait(HARBOR, "Holding") == {"id": "t1", "affects": STRONGHOLD, "abilities_tireless": True}


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        # assignment is not modelled (no construct): the whole clause stays refused
        ("While Nakajima has a Spell attached, he may assign even if bowed and he contributes Force to his "
         "army's total Force even if bowed.", "Personality"),
        ("This Item contributes Force to his army even while bowed.", "Item"),  # its Force is a modifier
        ("This Holding contributes Force to his army even if bowed.", "Holding"),
        ("This Personality contributes Force even while bowed if he is opposed.", "Item"),  # a condition
        ("This Follower contributes Force even while bowed.", "Follower"),  # no army nor resolution named
        ("Your Stronghold's abilities have Cavalry.", "Personality"),  # only Tireless
        ("You may use your Holdings' abilities even if they are bowed.", "Personality"),
        ("Masatari does not bow from battle resolution.", "Personality"),  # refused on purpose earlier
        ("This Personality will not issue challenges.", "Item"),
    ],
)
def test_near_wordings_stay_refused(text, card_type):
    assert refused(text, card_type, "Isawa Nakajima" if "Nakajima" in text else "Hida Masatari", kind="trait")


# --- the engine playing the compiled cards ------------------------------------------------------------------
def _scenario(cards: dict, steps: list) -> list:
    data = {"game": "l5r", "players": [{"id": "me", "family_honor": 0}, {"id": "opp", "family_honor": 0}],
            "cards": cards, "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def _army(bowed: dict, steps: list, *more: tuple[str, dict]) -> list:
    """A bowed 3F Personality (the compiled card's fields in ``bowed``) beside an unbowed 2F one."""
    cards = {
        "bowed": {"type": "personality", "owner": "me", "zone": "battlefield:1", "bowed": True,
                  "stats": {"force": 3, "chi": 2}, **bowed},
        "other": {"type": "personality", "owner": "me", "zone": "battlefield:1",
                  "stats": {"force": 2, "chi": 2}},
        **dict(more),
    }  # fmt: skip
    return _scenario(cards, steps)


ARMY = {"ask": {"army_force": "me", "at": "battlefield:1"}}
UNIT = {"ask": {"unit_force": "bowed"}}


def test_kumonosu_bowed_counts_in_his_army_at_any_time():
    found = _army({"traits": [trait(KUMONOSU, title="Hoshi Kumonosu")]}, [ARMY, UNIT])
    assert found == [5, 3]


def test_without_the_text_a_bowed_card_does_not_count():
    assert _army({}, [ARMY, UNIT]) == [2, 0]


def test_bo_of_water_only_while_its_shugenja_is_water():
    spell = piece(BO_OF_WATER, "Spell", "Bo of Water", kind="trait")
    bo = {"type": "spell", "owner": "me", "zone": "battlefield:1", "attached_to": "bowed", **spell}
    water = _army({"keywords": ["Shugenja", "Water"]}, [ARMY], ("bo", bo))
    fire = _army({"keywords": ["Shugenja", "Fire"]}, [ARMY], ("bo", bo))
    assert (water, fire) == ([5], [2])


def test_kayama_counts_only_with_a_weapon_and_only_as_the_battle_resolves():
    kayama = {"traits": [trait(KAYAMA, title="Bayushi Kayama")]}
    sword = {"type": "item", "owner": "me", "zone": "battlefield:1", "attached_to": "bowed",
             "keywords": ["Weapon"], "stats": {"force": 0, "chi": 0}}  # fmt: skip
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}}, ARMY, {"begin": "battle_resolution"}, ARMY]
    assert _army(kayama, steps, ("sword", sword)) == [2, 5]
    assert _army(kayama, steps) == [2, 2]  # no Weapon


def _keep_used(holder_text: str | None, bowed: bool = True, cost: str = "") -> tuple[list, dict]:
    keep = {"type": "stronghold", "owner": "me", "zone": "home", "bowed": bowed,
            "abilities": [ability(f"Open{cost}: Gain 2 Honor.", "Stronghold")]}  # fmt: skip
    cards = {"keep": keep}
    if holder_text is not None:
        fields = piece(holder_text, "Personality", "Togashi Kyoshi", kind="trait")
        cards["holder"] = {"type": "personality", "owner": "me", "zone": "home",
                           "stats": {"force": 1, "chi": 1}, **fields}  # fmt: skip
    steps = [{"use": {"id": "u", "card": "keep", "ability": "a1", "by": "me"}},
             {"ask": {"stat": "family_honor", "player": "me"}}]  # fmt: skip
    return _scenario(cards, steps), cards


def test_kyoshi_lets_the_bowed_stronghold_use_its_ability():
    assert _keep_used(KYOSHI)[0] == [2]
    assert _keep_used(None)[0] == [0]  # without him: bowed, its abilities cannot be used


def test_have_tireless_lets_the_bowed_stronghold_use_its_ability():
    assert _keep_used(NARA)[0] == [2]
    assert _keep_used(HARBOR)[0] == [2]


def test_a_bow_cost_still_cannot_be_paid_by_a_bowed_stronghold():
    assert _keep_used(KYOSHI, cost=", Bow")[0] == [0]
    assert _keep_used(KYOSHI, bowed=False, cost=", Bow")[0] == [2]


def _keywords_noted(holder_text: str) -> list[str]:
    """The trace's note of the action's keywords as the bowed Stronghold's ability is used."""
    _, cards = _keep_used(holder_text)
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}},
                      {"use": {"id": "u", "card": "keep", "ability": "a1", "by": "me"}}]}  # fmt: skip
    trace = evaluate(parse_scenario(data)).trace
    return [n["text"] for n in trace if n.get("rule") == "l5r.abilities.keywords"]


def test_tireless_is_a_keyword_of_the_strongholds_action():
    (tireless,) = _keywords_noted(NARA)
    (plain,) = _keywords_noted(KYOSHI)
    assert tireless.endswith("keywords Tireless")
    assert plain.endswith("keywords none")


# --- a sentence of the story ("Fujimura exposes his crimes."): no effect ------------------------------------
WOTAN = ("Battle: Target a bowed enemy card: Wotan shows no mercy. Destroy the target.", "Tamori Wotan")
SHOSEI = ("Limited: If you control a Temple, bow Shosei or one of your Temple Holdings: Shosei prays to the "
          "Fortunes. Gain 1 Honor.", "Tamori Shosei")  # fmt: skip
YAMAZAKI = ("Open: Target your Holding: Yamazaki threatens the workers. Straighten it.", "Yamazaki")
MENG_DO = ("Limited: Meng-Do recruits a new scout. Create a 2F/2C/2PH Unicorn Clan • Samurai • Cavalry • "
           "Scout Personality.", "Shinjo Meng-Do")  # fmt: skip
RUSTIKTIK = ("Battle: Rus'tik'tik heralds the exploits of heroes. Give all non-Shadowlands Nonhuman cards at "
             "the current battlefield +1F.", "Rus'tik'tik")  # fmt: skip
STORY = {WOTAN: "Wotan shows no mercy. ", SHOSEI: "Shosei prays to the Fortunes. ",
         YAMAZAKI: "Yamazaki threatens the workers. ", MENG_DO: "Meng-Do recruits a new scout. ",
         RUSTIKTIK: "Rus'tik'tik heralds the exploits of heroes. "}  # fmt: skip


@pytest.mark.parametrize("card", list(STORY), ids=lambda card: card[1])
def test_a_story_sentence_compiles_as_if_it_were_not_printed(card):
    text, title = card
    with_story = piece(text, "Personality", title)
    without = piece(text.replace(STORY[card], ""), "Personality", title)
    assert with_story == without and with_story["abilities"][0]["effects"]


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("Battle: Sakata breathes fire.", "Togashi Sakata"),  # a story alone is no action
        ("Battle: Target a bowed enemy card: Destroy the target. Wotan shows no mercy.", "Tamori Wotan"),
        ("Open: Makoto challenges a target enemy Personality. Gain 1 Honor.", "Doji Makoto"),  # a challenge
        ("Open: Erdene commits Seppuku. Gain 1 Honor.", "Moto Erdene"),  # Seppuku is a game term
        ("Open: Mineyo receives a strange new tattoo. Gain 1 Honor.", "Hitomi Mineyo"),  # Tattooed?
        ("Battle: Wotan shows mercy. Destroy a target bowed enemy card.", "Tamori Wotan"),  # not in the list
        ("Battle: Another Personality shows no mercy. Gain 1 Honor.", "Tamori Wotan"),  # not this card
    ],
)
def test_near_story_sentences_stay_refused(text, title):
    assert refused(text, "Personality", title)


def test_the_engine_plays_wotan_as_printed():
    wotan = {"type": "personality", "owner": "me", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2},
             **piece(*WOTAN[:1], "Personality", WOTAN[1])}  # fmt: skip
    foe = {"type": "personality", "owner": "opp", "zone": "battlefield:1", "bowed": True,
           "stats": {"force": 2, "chi": 2}}  # fmt: skip
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}},
             {"use": {"id": "u", "card": "wotan", "ability": "a1", "by": "me", "targets": ["foe"]}},
             {"ask": {"zone": "foe"}}]  # fmt: skip
    assert _scenario({"wotan": wotan, "foe": foe}, steps) == ["discard"]


# --- "If this Personality is ever dishonorable: Destroy this card." (continuously applied) ------------------
LEGION = "If this Personality is ever dishonorable: Destroy this card."
HONORABLE = "If this Personality ever has 0 Personal Honor: Destroy him."
VORTEX = "If this Follower's Force is ever equal to 0, destroy it."
DEFENDERS = "If this Personality is ever attacking, destroy this Follower."
NOKEMONO = "If this Personality is ever not Shadowlands: Destroy him."


def test_ever_compiles_to_a_continuous_destruction_with_its_condition():
    dishonorable = {"card": "$bearer", "is": {"dishonorable": True}}
    assert trait(LEGION, "Follower") == {"id": "t1", "targets": "$source", "destroyed_if_ever": True,
                                         "while": dishonorable}  # fmt: skip
    assert trait(DEFENDERS, "Follower")["while"] == {"card": "$bearer", "is": {"attacking": True}}
    zero_ph = {"stats": {"personal_honor": {"at_least": 0, "at_most": 0}}}
    assert trait(HONORABLE, "Item") == {"id": "t1", "targets": "$bearer", "destroyed_if_ever": True,
                                        "while": {"subject": zero_ph}}  # fmt: skip
    vortex = trait(VORTEX, "Follower")
    assert vortex["targets"] == "$source"
    assert vortex["while"] == {"subject": {"stats": {"force": {"at_least": 0, "at_most": 0}}}}
    assert trait(NOKEMONO, "Item")["while"] == {"subject": {"not_keywords": ["Shadowlands"]}}


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        # a clan name alone ("not Lion Clan", the clan's keyword, is played since compiler 20, part A)
        ("If this Personality is ever not Lion: Destroy him.", "Item"),
        ("If this Personality is ever not Crab, destroy him.", "Item"),
        ("If this Personality ever attacks, destroy this Follower.", "Follower"),  # an event, not a state
        ("If this Item ever has zero Porcelain tokens, destroy it.", "Item"),  # tokens
        ("If this Personality is ever Shadowlands, transfer this Follower to another one of your "
         "Personalities.", "Follower"),
        ("If this Follower is ever attacking, destroy it.", "Follower"),  # its bearer's status
        ("If this Personality ever has 1 Personal Honor: Destroy him.", "Item"),
        ("If this Personality is ever opposed, bow him.", "Item"),  # not a destruction
    ],
)
def test_near_ever_wordings_stay_refused(text, card_type):
    assert refused(text, card_type, kind="trait")


def _legion(steps: list, text: str = LEGION, card_type: str = "follower") -> list:
    lord = {"type": "personality", "owner": "me", "zone": "home",
            "stats": {"force": 2, "chi": 2, "personal_honor": 1}}  # fmt: skip
    card = {"type": card_type, "owner": "me", "zone": "home", "attached_to": "lord",
            "stats": {"force": 2} if card_type == "follower" else {"force": 0, "chi": 0},
            **piece(text, card_type.title(), kind="trait")}  # fmt: skip
    return _scenario({"lord": lord, "card": card}, steps)


def _act(effect: dict) -> dict:
    return {"action": {"id": "x", "by": "opp", "effects": [{"targets": "lord", **effect}]}}


ZONES = [{"ask": {"zone": "card"}}, {"ask": {"zone": "lord"}}]


def test_the_first_legion_is_destroyed_when_its_personality_becomes_dishonorable():
    assert _legion([*ZONES, _act({"dishonor": True}), *ZONES]) == ["home", "home", "discard", "home"]


def test_honorable_destroys_its_bearer_when_his_personal_honor_becomes_0():
    penalty = _act({"stat": "personal_honor", "change": -1, "duration": "end_of_turn"})
    bonus = _act({"stat": "personal_honor", "change": 1, "duration": "end_of_turn"})
    assert _legion([*ZONES[1:], penalty, *ZONES[1:]], HONORABLE, "item") == ["home", "discard"]
    assert _legion([bonus, *ZONES[1:]], HONORABLE, "item") == ["home"]


@pytest.mark.parametrize(
    ("text", "title", "card_type"),
    [
        ("While Nakajima has a Spell attached, he may assign even if bowed and he contributes Force to his "
         "army's total Force even if bowed.", "Isawa Nakajima", "Personality"),
        ("While Dakotsu has a Weapon, you may assign him even if he is bowed, and he contributes his Force "
         "to his army's total Force even if bowed.", "Mirumoto Dakotsu", "Personality"),
        ("This Personality may assign even if bowed, and contributes Force to his army even while bowed.",
         "Twilight", "Item"),
    ],
)
def test_may_assign_even_if_bowed_is_refused_with_its_reason(text, title, card_type):
    assert "no assignment" in refused(text, card_type, title, kind="trait")


# --- "He contributes his Force during this battle's resolution even if bowed." (an action's effect) ---------
EAST_WIND = ("Battle: Bow this Shugenja and target your bowed Personality: He contributes his Force during "
             "this battle's resolution even if bowed.")  # fmt: skip


def test_east_wind_compiles_to_the_battle_resolution_op_until_the_battle_ends():
    (effect,) = ability(EAST_WIND, "Spell", "Essence of the East Wind")["effects"]
    assert effect["contributes_while_bowed"] is True and effect["duration"] == "end_of_battle"
    assert effect["targeting"] is True and effect["choose"]["bowed"] is True


def test_east_wind_he_without_a_target_is_refused():
    assert refused("Battle: He contributes his Force during this battle's resolution even if bowed.", "Spell")


def test_east_wind_counts_the_bowed_target_only_as_the_battle_resolves():
    spell = {"type": "spell", "owner": "me", "zone": "battlefield:1", "attached_to": "shugenja",
             "abilities": [ability(EAST_WIND, "Spell", "Essence of the East Wind")]}  # fmt: skip
    shugenja = {"type": "personality", "owner": "me", "zone": "battlefield:1", "keywords": ["Shugenja"],
                "stats": {"force": 1, "chi": 2}}  # fmt: skip
    tired = {"type": "personality", "owner": "me", "zone": "battlefield:1", "bowed": True,
             "stats": {"force": 3, "chi": 2}}  # fmt: skip
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}}, ARMY,
             {"use": {"id": "u", "card": "spell", "ability": "a1", "by": "me", "targets": ["tired"]}}, ARMY,
             {"begin": "battle_resolution"}, ARMY]  # fmt: skip
    assert _scenario({"spell": spell, "shugenja": shugenja, "tired": tired}, steps) == [1, 0, 3]
