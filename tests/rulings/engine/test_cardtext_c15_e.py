"""L5R compiler 15, part E: Battle actions taken away from the current battlefield ("Even if this card is not
at the current battlefield", "your performing Courtier at any location": `any_location`, any_location.py),
targets "at any location", a titled card put from the discard pile into the hand ("After this card enters
play, you may put the Ring of Air from your discard pile into your hand."), and the wordings refused on
purpose (dead Personalities, abilities used from a discard pile or a hand, Kata put into play). What each
compiles to, the near misses that must stay not understood, and the engine playing the compiled cards."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, piece, refused

EKEI = "Battle/Open: Even if Ekei is not at the current battlefield, target a Personality: Straighten him."
NISHU = "Battle: Even if Nishu is not at the current battlefield, bow him and target a Ninja: Give it +2F."
RIEKO = (
    "Battle: Even if Rieko is bowed or not at the current battlefield, pay 2 Gold and target a Personality: "
    "Straighten him."
)
TAMING = (
    "Battle/Open: Even if this unit is not at the current battlefield, bow this Shugenja and target your "
    "Nonhuman: Straighten it."
)
CASTLE = (
    "Battle: Even if this Shugenja is not at the current battlefield and even if you control no units there, "
    "bow this card: Straighten this Shugenja."
)
COURTIER = "Battle: Choose your performing Courtier at any location: Gain 2 Honor."
BOW_COURTIER = "Battle: Bow your performing Courtier at any location: Gain 2 Honor."
NOBUKATSU = "Battle: Target a Personality at any location: Bow him."
AIR = "After this card enters play, you may put the Ring of Air from your discard pile into your hand."
VOID = "After this card enters play, put the Ring of the Void from your discard pile into your hand."
ENTERS = {"event": "enters_play", "card": "$source"}
A_PERSONALITY = {"in_play": True, "type": "personality"}
PERFORMING_COURTIER = {"cards": ["$performer"], "keywords": ["Courtier"]}


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_even_if_this_card_is_not_at_the_current_battlefield_frees_the_card():
    compiled = ability(EKEI, "Personality", "Asahina Ekei")
    assert compiled == {
        "id": "a1", "designators": ["Battle", "Open"], "any_location": "this",
        "effects": [{"choose": A_PERSONALITY, "targeting": True, "straighten": True}],
    }  # fmt: skip


def test_bow_him_after_the_words_is_the_card_bowing_itself():
    compiled = ability(NISHU, "Personality", "Shosuro Nishu")
    assert compiled["cost"] == {"bow": "$source"} and compiled["any_location"] == "this"
    assert compiled["effects"][0]["choose"] == {"in_play": True, "keywords": ["Ninja"]}


def test_bowed_or_not_at_the_current_battlefield_is_both_allowances():
    compiled = ability(RIEKO, "Personality", "Yogo Rieko")
    assert compiled["even_if_bowed"] is True and compiled["any_location"] == "this"
    assert compiled["cost"] == {"gold": 2}


@pytest.mark.parametrize(
    ("text", "cost"),
    [(TAMING, {"bow": "$bearer"}), (CASTLE, {"bow": "$source"})],
)
def test_a_spells_unit_or_shugenja_not_at_the_current_battlefield(text, cost):
    compiled = ability(text, "Spell", "Taming the Beast")
    assert compiled["any_location"] == "this" and compiled["cost"] == cost


@pytest.mark.parametrize(
    ("text", "cost"),
    [
        (COURTIER, {"requires": PERFORMING_COURTIER}),
        (BOW_COURTIER, {"bow": "$performer", "requires": PERFORMING_COURTIER}),
    ],
)
def test_a_performer_at_any_location(text, cost):
    compiled = ability(text, "Strategy")
    assert compiled["any_location"] == "performer" and compiled["cost"] == cost
    assert [effect["honor"] for effect in compiled["effects"]] == [2]


def test_a_target_at_any_location_is_a_target_wherever_it_is():
    compiled = ability(NOBUKATSU, "Personality", "Tsuruchi Nobukatsu")
    assert "any_location" not in compiled
    assert compiled["effects"] == [{"choose": A_PERSONALITY, "targeting": True, "bow": True}]
    # the same words without "at any location" compile to the same: the engine's targets have no place
    assert compiled == ability("Battle: Target a Personality: Bow him.", "Personality", "Tsuruchi Nobukatsu")


def test_the_ring_of_air_put_from_the_discard_pile_into_the_hand():
    (trait,) = piece(AIR, "Celestial", "Air Dragon's Guidance", kind="trait")["traits"]
    assert trait == {
        "id": "t1", "trigger": ENTERS, "optional": True,
        "choose": {"zone": "discard", "owner": "$controller", "title": "Ring of Air"}, "put_into_hand": True,
    }  # fmt: skip
    (trait,) = piece(VOID, "Celestial", "Void Dragon's Guidance", kind="trait")["traits"]
    assert "optional" not in trait and trait["choose"]["title"] == "Ring of the Void"


HERMIT = "Limited, Bow: Put a Ring from your discard pile into your hand. Destroy this Follower."
RUINS = "Limited, 2 Gold: Put a non-Unique Item from your discard pile into your hand."
VICTORIES = (
    "Battle/Open: Straighten all of your Rings. You may put a Ring in your Fate discard pile into your hand."
)


@pytest.mark.parametrize(
    ("text", "card_type", "chosen", "optional"),
    [
        (HERMIT, "Follower", {"type": "ring"}, False),
        (RUINS, "Strategy", {"unique": False, "type": "item"}, False),
        (VICTORIES, "Strategy", {"type": "ring"}, True),
        ("Open: Put a Kiho Strategy in your discard pile into your hand.", "Strategy",
         {"type": "action", "keywords": ["Kiho"]}, False),
        ("Open: Put a non-Shadowlands Spell in your discard pile into your hand.", "Strategy",
         {"not_keywords": ["Shadowlands"], "type": "spell"}, False),
    ],
)  # fmt: skip
def test_a_card_of_a_kind_put_from_the_discard_pile_into_the_hand(text, card_type, chosen, optional):
    effects = ability(text, card_type)["effects"]
    (put,) = [effect for effect in effects if effect.get("put_into_hand")]
    assert put == {"choose": {**chosen, "zone": "discard", "owner": "$controller"}, "put_into_hand": True,
                   **({"optional": True} if optional else {})}  # fmt: skip
    assert "targeting" not in put  # "a Ring", not "a target Ring": chosen as the effect resolves


KI_CHANG = (
    "Battle: Even if Ki-Chang is not at the current battlefield, if any enemy units are there, target your "
    "Personality with a Follower: Move him there."
)


def test_if_any_enemy_units_are_there_after_the_words_names_the_current_battlefield():
    compiled = ability(KI_CHANG, "Personality", "Shinjo Ki-Chang")
    enemies = {"type": "personality", "controller": "$other", "in_play": True, "zone": "$battlefield"}
    assert compiled["condition"] == {"count": enemies, "at_least": 1} and compiled["any_location"] == "this"
    assert compiled["effects"][0]["move"] == "$battlefield"


def test_an_entering_play_trait_puts_a_card_of_a_kind_from_the_discard_pile_into_the_hand():
    text = "After Sengmai enters play, put a Kiho in your discard pile into your hand."
    (trait,) = piece(text, "Personality", "Sengmai, the Unbreakable", kind="trait")["traits"]
    assert trait == {"id": "t1", "trigger": ENTERS, "put_into_hand": True,
                     "choose": {"keywords": ["Kiho"], "zone": "discard", "owner": "$controller"}}  # fmt: skip


# --- near wordings that stay refused ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "card_type", "title", "why"),
    [
        ("Battle: Even if Jouta is dead, choose your performing Shugenja, who may be at any location unless "
         "Jouta is dead: Ranged 5 Attack.", "Personality", "Shiba Jouta", "'dead'"),
        ("Battle, * Gold: If they would be opposed, Recruit your target dead Samurai Personality, paying 2 "
         "Gold less and ignoring Honor Requirements.", "Strategy", "Will", "'dead'"),
        ("Limited, * Gold: If Houhou is honorably dead, she rises from the ashes. Recruit for 4 less Gold.",
         "Personality", "Houhou", "'dead'"),
        ("Reaction: Even if this card is in your discard pile, before another player's action destroys three "
         "or more of your Personalities simultaneously, choose your performing Shugenja and remove this card "
         "from the game: Negate their destruction.", "Spell", "Wander Among the Stars",
         "from the discard pile"),
        ("Battle: Even if Kurei is at home, pay 3 Gold and target your Naval Personality: Straighten him.",
         "Personality", "Yoritomo Kurei", "at home only"),
        ("Remote Battle: Target your Personality, who may be at any location if Todori is at the current "
         "battlefield. Move him home.", "Personality", "Hiruma Todori", "under a condition"),
        ("You may discard this Ring from your hand to use its ability without cost.", "Ring", "Ring of Air",
         "Rings"),
        ("Limited: Put this card into play. Discard all your other Kata.", "Strategy", "Dance of Blades",
         "Kata"),
        ("Political Limited: Put this card into play. Discard your other Kata in play.", "Strategy", "",
         "Kata"),
    ],
)  # fmt: skip
def test_refused_on_purpose_with_the_reason(text, card_type, title, why):
    assert why in refused(text, card_type, title)


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        # "this Shugenja" on a Follower, "this unit" on a Holding: not the card or its bearer
        ("Battle: Even if this Shugenja is not at the current battlefield, target a Personality: Bow him.",
         "Follower"),
        ("Battle: Even if this unit is not at the current battlefield, target a Personality: Bow him.",
         "Holding"),
        # "bow him" on a Spell (its bearer is "this Shugenja")
        ("Battle: Even if this unit is not at the current battlefield, bow him and target a Personality: "
         "Straighten him.", "Spell"),
        # another card's title, or a card by a kind, from the discard pile into the hand in this trait
        ("After this card enters play, you may put the card from your discard pile into your hand.",
         "Celestial"),
        ("After this Holding enters play, you may put the Ring of Air from your discard pile into your hand.",
         "Celestial"),
        # a card in the discard pile named again, a target after it, any card, a designator, a Dynasty kind
        ("Open: Put a Kiho Strategy in your discard pile into your hand. Bow it.", "Strategy"),
        ("Open: Put a Ring in your discard pile into your hand and bow a target Personality.", "Strategy"),
        ("Open: Put a card in your discard pile into your hand.", "Strategy"),
        ("Open: Put a Battle Strategy in your discard pile into your hand.", "Strategy"),
        ("Open: Put a Kiho in your Fate discard pile into your hand.", "Strategy"),
        ("Open: Put a Crab Personality in your discard pile into your hand.", "Strategy"),
        # a target at any location whose place is also named
        ("Battle: Target a Personality at the current battlefield at any location: Bow him.", "Strategy"),
    ],
)  # fmt: skip
def test_close_wordings_stay_not_played(text, card_type):
    refused(text, card_type, "Someone", kind="trait" if text.startswith("After") else "ability")


# --- the engine plays what they compile to ------------------------------------------------------------------
def run(cards: dict, steps: list) -> list:
    scenario = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    return [answer["answer"] for answer in evaluate(parse_scenario(scenario)).answers]


BATTLE = {"begin": {"name": "battle", "at": "battlefield:1"}}


def ekei_cards(text: str, where: str) -> dict:
    return {
        "ekei": {"type": "personality", "owner": "me", "zone": where,
                 "abilities": [ability(text, "Personality", "Asahina Ekei")]},
        "tired": {"type": "personality", "owner": "me", "zone": "battlefield:1", "bowed": True},
        "other": {"type": "personality", "owner": "me", "zone": "home"},
        "foe": {"type": "personality", "owner": "opp", "zone": "battlefield:1"},
    }  # fmt: skip


def use_ekei(performer: str | None = None) -> list:
    use = {"id": "u", "card": "ekei", "ability": "a1", "by": "me", "targets": ["tired"]}
    if performer:
        use["performer"] = performer
    return [BATTLE, {"use": use}, {"ask": {"successful": "u"}}, {"ask": {"flag": "bowed", "card": "tired"}}]


def test_ekei_at_home_straightens_a_personality_at_the_battle():
    successful, bowed = run(ekei_cards(EKEI, "home"), use_ekei())
    assert successful["value"] is True and bowed["value"] is False


def test_without_the_words_ekei_at_home_may_not_take_the_battle_action():
    plain = "Battle/Open: Target a Personality: Straighten him."
    successful, bowed = run(ekei_cards(plain, "home"), use_ekei())
    assert successful["value"] is False and bowed["value"] is True


def test_the_words_free_this_card_only_not_another_performer():
    successful, bowed = run(ekei_cards(EKEI, "home"), use_ekei(performer="other"))
    assert successful["value"] is False and bowed["value"] is True


def test_a_spell_whose_bearer_is_at_home_may_be_used():
    cards = {
        "isawa": {"type": "personality", "owner": "me", "zone": "home", "keywords": ["Shugenja"]},
        "taming": {"type": "spell", "owner": "me", "zone": "attached", "attached_to": "isawa",
                   "abilities": [ability(TAMING, "Spell", "Taming the Beast")]},
        "beast": {"type": "personality", "owner": "me", "zone": "battlefield:1", "keywords": ["Nonhuman"],
                  "bowed": True},
        "foe": {"type": "personality", "owner": "opp", "zone": "battlefield:1"},
    }  # fmt: skip
    use = {"use": {"id": "u", "card": "taming", "ability": "a1", "by": "me", "targets": ["beast"]}}
    steps = [BATTLE, use, {"ask": {"successful": "u"}}, {"ask": {"flag": "bowed", "card": "beast"}},
             {"ask": {"flag": "bowed", "card": "isawa"}}]  # fmt: skip
    successful, beast, isawa = run(cards, steps)
    assert successful["value"] is True and beast["value"] is False and isawa["value"] is True


def courtier_steps(text: str, performer: str) -> tuple[dict, list]:
    cards = {
        "court": {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(text, "Strategy")]},
        "doji": {"type": "personality", "owner": "me", "zone": "home", "keywords": ["Courtier"]},
        "brute": {"type": "personality", "owner": "me", "zone": "home"},
        "foe": {"type": "personality", "owner": "opp", "zone": "battlefield:1"},
    }
    use = {"use": {"id": "u", "card": "court", "ability": "a1", "by": "me", "performer": performer}}
    steps = [BATTLE, use, {"ask": {"successful": "u"}}, {"ask": {"stat": "family_honor", "player": "me"}}]
    return cards, steps


def honor_run(cards: dict, steps: list) -> list:
    scenario = {"game": "l5r", "players": [{"id": "me", "family_honor": 5}, "opp"], "cards": cards,
                "steps": steps}  # fmt: skip
    return [answer["answer"]["value"] for answer in evaluate(parse_scenario(scenario)).answers]


def test_a_courtier_at_home_performs_the_battle_action_at_any_location():
    assert honor_run(*courtier_steps(COURTIER, "doji")) == [True, 7]
    assert honor_run(*courtier_steps(BOW_COURTIER, "doji")) == [True, 7]


def test_the_performer_must_still_be_a_courtier():
    assert honor_run(*courtier_steps(COURTIER, "brute")) == [False, 5]


def test_without_at_any_location_the_courtier_at_home_may_not_perform_it():
    plain = "Battle: Choose your performing Courtier: Gain 2 Honor."
    assert honor_run(*courtier_steps(plain, "doji")) == [False, 5]


def test_the_engine_refuses_an_unknown_any_location():
    cards = {"x": {"type": "personality", "owner": "me", "zone": "home",
                   "abilities": [{"id": "a1", "designators": ["Battle"], "any_location": "anywhere",
                                  "effects": [{"targets": "$controller", "honor": 1}]}]}}  # fmt: skip
    with pytest.raises(ScenarioError):
        parse_scenario({"game": "l5r", "players": ["me"], "cards": cards, "steps": []})


def guidance_cards(*, mine: bool = True, theirs: bool = True) -> dict:
    cards = {
        "guidance": {"type": "celestial", "owner": "me", "zone": "deck",
                     **piece(AIR, "Celestial", "Air Dragon's Guidance", kind="trait")},
        "fire": {"type": "ring", "owner": "me", "zone": "discard", "title": "Ring of Fire"},
    }  # fmt: skip
    if mine:
        cards["air"] = {"type": "ring", "owner": "me", "zone": "discard", "title": "Ring of Air"}
    if theirs:
        cards["their_air"] = {"type": "ring", "owner": "opp", "zone": "discard", "title": "Ring of Air"}
    return cards


ZONES = [{"ask": {"zone": card}} for card in ("air", "fire", "their_air")]


@pytest.mark.parametrize(("use", "air"), [(True, "hand"), (False, "discard")])
def test_the_guidance_puts_his_ring_of_air_into_his_hand_if_he_wants(use, air):
    steps = [{"enter_play": "guidance", "decide": {"t1": use}}, *ZONES]
    answers = run(guidance_cards(), steps)
    assert [answer["value"] for answer in answers] == [air, "discard", "discard"]


def test_the_guidance_never_takes_another_players_ring():
    steps = [{"enter_play": "guidance", "decide": {"t1": True}}, {"ask": {"zone": "their_air"}},
             {"ask": {"hand": "me"}}]  # fmt: skip
    zone, hand = run(guidance_cards(mine=False), steps)
    assert zone["value"] == "discard" and hand["value"] == []


def hermit_cards() -> dict:
    return {
        "sage": {"type": "personality", "owner": "me", "zone": "home"},
        "hermit": {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "sage",
                   "abilities": [ability(HERMIT, "Follower", "Scholarly Hermit")]},
        "air": {"type": "ring", "owner": "me", "zone": "discard"},
        "fire": {"type": "ring", "owner": "me", "zone": "discard"},
        "scroll": {"type": "spell", "owner": "me", "zone": "discard"},
        "theirs": {"type": "ring", "owner": "opp", "zone": "discard"},
    }  # fmt: skip


def test_the_hermit_puts_one_of_his_rings_of_his_choice_into_his_hand_and_is_destroyed():
    steps = [{"use": {"id": "u", "card": "hermit", "ability": "a1", "by": "me"}}, {"ask": {"hand": "me"}},
             {"ask": {"zone": "hermit"}}]  # fmt: skip
    hand, hermit = run(hermit_cards(), steps)
    assert sorted(outcome["answer"]["value"][0] for outcome in hand["outcomes"]) == ["air", "fire"]
    offered = {next(iter(outcome["choices"].values())) for outcome in hand["outcomes"]}
    assert offered == {"air", "fire"}  # his Rings only: not the Spell, not another player's Ring
    assert hermit["value"] == "discard"


def test_with_no_ring_in_his_discard_pile_the_hermit_puts_nothing_into_his_hand():
    cards = {key: card for key, card in hermit_cards().items() if key not in ("air", "fire")}
    steps = [{"use": {"id": "u", "card": "hermit", "ability": "a1", "by": "me"}}, {"ask": {"hand": "me"}},
             {"ask": {"zone": "theirs"}}]  # fmt: skip
    hand, theirs = run(cards, steps)
    assert hand["value"] == [] and theirs["value"] == "discard"


@pytest.mark.parametrize(("enemy", "moved"), [(True, "battlefield:1"), (False, "home")])
def test_ki_chang_at_home_moves_a_personality_with_a_follower_there_if_enemies_are_there(enemy, moved):
    cards = {
        "kichang": {"type": "personality", "owner": "me", "zone": "home",
                    "abilities": [ability(KI_CHANG, "Personality", "Shinjo Ki-Chang")]},
        "rider": {"type": "personality", "owner": "me", "zone": "home"},
        "horse": {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "rider"},
        "mine": {"type": "personality", "owner": "me", "zone": "battlefield:1"},
    }  # fmt: skip
    if enemy:
        cards["foe"] = {"type": "personality", "owner": "opp", "zone": "battlefield:1"}
    use = {"use": {"id": "u", "card": "kichang", "ability": "a1", "by": "me", "targets": ["rider"]}}
    successful, zone = run(cards, [BATTLE, use, {"ask": {"successful": "u"}}, {"ask": {"zone": "rider"}}])
    assert successful["value"] is enemy and zone["value"] == moved


def test_sengmai_entering_play_puts_a_kiho_of_his_discard_pile_into_his_hand():
    text = "After Sengmai enters play, put a Kiho in your discard pile into your hand."
    cards = {
        "sengmai": {"type": "personality", "owner": "me", "zone": "province:1",
                    **piece(text, "Personality", "Sengmai, the Unbreakable", kind="trait")},
        "kiho": {"type": "action", "owner": "me", "zone": "discard", "keywords": ["Kiho"]},
        "other": {"type": "action", "owner": "me", "zone": "discard"},
    }  # fmt: skip
    hand, other = run(cards, [{"enter_play": "sengmai"}, {"ask": {"hand": "me"}}, {"ask": {"zone": "other"}}])
    assert hand["value"] == ["kiho"] and other["value"] == "discard"
