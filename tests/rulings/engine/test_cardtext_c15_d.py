"""L5R compiler 15, part D: the next time, the first time, and while conditions. "Aoyama has +2F while in an
army with another Tactician." (a condition judged all along: a card of that kind, not this one, in the same
player's army at this card's battlefield). What each compiles to, the near misses that must stay not played,
and the engine playing the compiled cards."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, answers, personality, piece, refused, use


def force(card: str) -> dict:
    return {"ask": {"stat": "force", "card": card}}


def move(card: str, to: str) -> dict:
    return {"move": {"card": card, "to": to}}


# --- "while in an army with another Tactician" ------------------------------------------------------------
AOYAMA = "Aoyama has +2F while in an army with another Tactician."
TORAKICHI = "Torakichi has +2F while in an army with a Naval Personality."
MINION = "Fettered Minion has +3F while in an army with another Undead card."


def _army(who: str = "$source") -> dict:
    return {"in_army_of": who, "at_battlefield_of": who, "not_cards": [who]}


def test_in_an_army_with_compiles_to_a_count_of_his_army():
    (trait,) = piece(AOYAMA, "Personality", "Aoyama", kind="trait")["traits"]
    assert trait == {"id": "t1", "targets": "$source", "stat": "force", "change": 2,
                     "while": {"count": {"keywords": ["Tactician"], **_army()}, "at_least": 1}}  # fmt: skip
    (trait,) = piece(TORAKICHI, "Personality", "Torakichi", kind="trait")["traits"]
    assert trait["while"]["count"] == {"keywords": ["Naval"], "type": "personality", **_army()}
    (trait,) = piece(MINION, "Personality", "Fettered Minion", kind="trait")["traits"]
    assert trait["while"]["count"] == {"keywords": ["Undead"], **_army()}  # "card": any type
    text = "This Personality has +2F while in an army with another Samurai."
    (trait,) = piece(text, "Item", kind="trait")["traits"]
    assert trait["targets"] == "$bearer"
    assert trait["while"]["count"] == {"keywords": ["Samurai"], **_army("$bearer")}


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # two keywords, a plural, "without", a comparison of armies
        ("Kyokami has +1F while in an army with any Human Shugenja.", "keyword"),
        ("Kalani has +1F while in an army with any other Naval cards.", ""),
        ("Kouki has -3F while in an army without another Ancestor or Shugenja.", ""),
        ("This card has +1F while in an army with one or more Cavalry units.", ""),
        ("Hisa has -1F while in an army with non-Scorpion Clan Personalities.", ""),
    ],
)  # fmt: skip
def test_near_army_wordings_stay_refused(text, why):
    assert why in refused(text, "Personality", text.split()[0], kind="trait")


def _aoyama(**more) -> dict:
    traits = piece(AOYAMA, "Personality", "Aoyama", kind="trait")["traits"]
    return personality("me", keywords=["Tactician"], traits=traits, **more)


def test_aoyama_has_the_bonus_only_with_another_tactician_in_his_army():
    cards = {"aoyama": _aoyama(),
             "ally": personality("me", zone="home:me", keywords=["Tactician"]),
             "foe": personality("opp", keywords=["Tactician"]),
             "other": personality("me", zone="battlefield:2", keywords=["Tactician"])}  # fmt: skip
    steps = [force("aoyama"), move("ally", "battlefield:1"), force("aoyama"), move("ally", "home:me"),
             force("aoyama")]  # fmt: skip
    # himself, an enemy Tactician, and one at another battlefield do not count; his army's does, while there
    assert answers(cards, steps) == [2, 4, 2]


def test_no_army_at_home():
    ally = personality("me", zone="home:me", keywords=["Tactician"])
    cards = {"aoyama": _aoyama(zone="home:me"), "ally": ally}
    assert answers(cards, [force("aoyama")]) == [2]


def test_another_undead_card_may_be_a_follower_in_his_army():
    traits = piece(MINION, "Personality", "Fettered Minion", kind="trait")["traits"]
    cards = {"minion": personality("me", keywords=["Undead"], traits=traits),
             "friend": personality("me"),
             "zombie": {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "friend",
                        "keywords": ["Undead"], "stats": {"force": 1}}}  # fmt: skip
    assert answers(cards, [force("minion"), move("friend", "home:me"), force("minion")]) == [5, 2]


# --- "while they are Earth", "while this Personality is dishonorable", "while this card is bowed" ---------
GUARDS = "This card has -3F while this Personality is dishonorable."
VETERAN = "This card has +1F while this Personality is a Tactician."
STEED = "This Personality has Cavalry while this card is unbowed."
HOLD = "This Shugenja has +2F while this Spell is bowed."
EARTH = "This Shugenja has +2F while they are Earth."


def test_while_conditions_compile():
    (trait,) = piece(EARTH, "Spell", kind="trait")["traits"]
    assert trait == {"id": "t1", "targets": "$bearer", "stat": "force", "change": 2,
                     "while": {"subject": {"keywords": ["Earth"]}}}  # fmt: skip
    text = "This Shugenja has Conqueror while they are Earth or Fire."
    (trait,) = piece(text, "Spell", kind="trait")["traits"]
    assert trait["while"] == {"subject": {"any_keywords": ["Earth", "Fire"]}}
    (trait,) = piece(VETERAN, "Follower", kind="trait")["traits"]
    assert trait["targets"] == "$source"
    assert trait["while"] == {"card": "$bearer", "is": {"keywords": ["Tactician"]}}
    (trait,) = piece(GUARDS, "Follower", kind="trait")["traits"]
    assert trait["while"] == {"card": "$bearer", "is": {"dishonorable": True}}
    (trait,) = piece(STEED, "Follower", kind="trait")["traits"]
    assert trait == {"id": "t1", "targets": "$bearer", "grant_keyword": "Cavalry",
                     "while": {"card": "$source", "is": {"bowed": False}}}  # fmt: skip
    (trait,) = piece(HOLD, "Spell", kind="trait")["traits"]
    assert trait["targets"] == "$bearer" and trait["while"] == {"card": "$source", "is": {"bowed": True}}
    (trait,) = piece("This Item has -3F while it is bowed.", "Item", kind="trait")["traits"]
    assert trait["targets"] == "$source" and trait["while"] == {"subject": {"bowed": True}}


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("This Shugenja has +2F while this Item is bowed.", "Spell"),  # another card type than this one
        # a Spell's bearer is "this Shugenja"
        ("This card has +1F while this Personality is a Tactician.", "Spell"),
        ("This Shugenja has +2F while they are Earth and this Spell is unbowed.", "Spell"),
        ("This card has +2F while this Personality is Cavalry and attacking.", "Item"),
        ("This card has +1F while this Personality is honorable.", "Follower"),
        ("Your Personalities have +1C while they are not involved in a duel.", "Celestial"),
    ],
)  # fmt: skip
def test_near_while_wordings_stay_refused(text, card_type):
    assert refused(text, card_type, kind="trait")


def _trait(text: str, card_type: str) -> list:
    return piece(text, card_type, kind="trait")["traits"]


def test_the_guards_lose_force_while_their_personality_is_dishonorable():
    cards = {"lord": personality("me"),
             "guards": {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "lord",
                        "stats": {"force": 4}, "traits": _trait(GUARDS, "Follower")}}  # fmt: skip
    steps = [force("guards"), {"set": {"card": "lord", "dishonored": True}}, force("guards")]
    assert answers(cards, steps) == [4, 1]


def test_the_veteran_has_the_bonus_while_his_personality_is_a_tactician():
    def cards(keywords):
        return {"lord": personality("me", keywords=keywords),
                "vet": {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "lord",
                        "stats": {"force": 2}, "traits": _trait(VETERAN, "Follower")}}  # fmt: skip
    assert answers(cards(["Tactician"]), [force("vet")]) == [3]
    assert answers(cards(["Samurai"]), [force("vet")]) == [2]


def test_the_shugenja_has_the_bonus_while_this_spell_is_bowed_or_he_is_earth():
    def cards(text, keywords):
        return {"shugenja": personality("me", keywords=keywords),
                "spell": {"type": "spell", "owner": "me", "zone": "attached", "attached_to": "shugenja",
                          "traits": _trait(text, "Spell")}}  # fmt: skip
    bow = {"set": {"card": "spell", "bowed": True}}
    assert answers(cards(HOLD, ["Shugenja"]), [force("shugenja"), bow, force("shugenja")]) == [2, 4]
    assert answers(cards(EARTH, ["Shugenja", "Earth"]), [force("shugenja")]) == [4]
    assert answers(cards(EARTH, ["Shugenja", "Water"]), [force("shugenja")]) == [2]


def test_the_steed_gives_cavalry_while_it_is_unbowed():
    cards = {"rider": personality("me"),
             "steed": {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "rider",
                       "stats": {"force": 1}, "traits": _trait(STEED, "Follower")}}  # fmt: skip
    ask = {"ask": {"has_keyword": "rider", "keyword": "Cavalry"}}
    assert answers(cards, [ask, {"set": {"card": "steed", "bowed": True}}, ask]) == [True, False]


# --- "After the next time (this turn) it straightens, destroy it." ----------------------------------------
RAGE = ("Battle: Choose your performing unbowed attacking Personality, target an enemy card, and discard "
        "this card: Bow the target. After the next time (this turn) it straightens, destroy it.")  # fmt: skip
EBB = ("Battle/Open: Any number of times per turn, bow this Shugenja and target a bowed Holding: Straighten "
       "it. The next time this turn it bows, destroy it.")  # fmt: skip
COMPETITOR = ("Open, Bow: Give your target Samurai Personality Duelist. After the next time he wins a duel "
              "this turn, gain 2 Honor.")  # fmt: skip
WATCH = ("Battle: Choose your performing Personality: Bow him. After the next time this game he straightens, "
         "gain 2 Honor.")  # fmt: skip
STORM = "Battle: Gain 1 Honor. After the next time this turn this Spell is destroyed, gain 2 Honor."
TO_ME = {"targets": "$controller", "honor": 2}


def _waits(event: str, card: str, then: dict, **more) -> dict:
    return {"kind": "delayed", "trigger": {"event": event, "card": card}, **more, "then": then}


def test_the_next_time_compiles_to_a_delayed_effect_on_that_card():
    rage = ability(RAGE, "Celestial", "Lady Matsu's Rage")
    destroy = {"targets": "$target1", "destroy": True}
    assert rage["effects"][1] == _waits("straightened", "$target1", destroy, duration="end_of_turn")
    ebb = ability(EBB, "Spell", "Ebb and Flow")
    assert ebb["effects"][1] == _waits("bowed", "$target1", destroy, duration="end_of_turn")
    competitor = ability(COMPETITOR, "Holding", "Emerald Competitor")
    assert competitor["effects"][1] == _waits("duel_won", "$target1", TO_ME, duration="end_of_turn")
    # "this game": no duration, it waits as long as the game goes on
    assert ability(WATCH)["effects"][1] == _waits("straightened", "$performer", TO_ME)
    storm = ability(STORM, "Spell")
    assert storm["effects"][1] == _waits("destroyed", "$source", TO_ME, duration="end_of_turn")


BOW_HIM = "Battle: Target a Personality: Bow him. After the next time this "


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # "he" with both a performer and a target; no card the action names
        ("Battle: Choose your performing Personality and target a Personality: Bow the target. After the "
         "next time this turn he straightens, gain 1 Honor.", "performer or the target"),
        ("Open: Gain 1 Honor. After the next time this turn he straightens, gain 1 Honor.", "names no card"),
        # this battle, a lasting effect, one that may be declined, his controller, two effects
        (BOW_HIM + "battle he straightens, destroy him.", "this battle"),
        (BOW_HIM + "turn he straightens, give him +2F.", "lasts"),
        (BOW_HIM + "turn he straightens, you may destroy him.", ""),
        (BOW_HIM + "turn he straightens, his controller loses 1 Honor.", ""),
        (BOW_HIM + "turn he straightens, bow him and gain 1 Honor.", "two delayed effects"),
        # events the engine does not fire for a card
        ("Open: Target a Personality: Bow him. After the next time this turn he is assigned to attack, "
         "dishonor him.", "grammar"),
        ("Limited: Target a Personality: Before the next time this turn an action moves him, negate the "
         "movement.", "grammar"),
        # no effect before it: the target would be chosen by nothing
        ("Limited: Target another player's Personality: The next time this game that Personality is "
         "destroyed, gain 3 Honor.", "grammar"),
    ],
)  # fmt: skip
def test_near_next_time_wordings_stay_refused(text, why):
    assert why in refused(text)


BATTLE = {"begin": {"name": "battle", "at": "battlefield:1"}}



def apply(uid: str, card: str, op: str) -> dict:
    return {"apply": {"id": uid, "targets": card, op: True}}


def zone(card: str) -> dict:
    return {"ask": {"zone": card}}


def _rage_cards() -> dict:
    return {"rage": {"type": "action", "owner": "me", "zone": "hand",
                     "abilities": [ability(RAGE, "Celestial", "Lady Matsu's Rage")]},
            "sam": personality("me", attacking=True),
            "kaede": personality("opp", defending=True)}  # fmt: skip


def test_the_target_is_destroyed_the_next_time_it_straightens_this_turn():
    steps = [BATTLE, use("rage", performer="sam", targets=["kaede"]), zone("kaede"),
             apply("s1", "kaede", "straighten"), zone("kaede")]  # fmt: skip
    assert answers(_rage_cards(), steps) == ["battlefield:1", "discard"]


def test_not_after_the_turn():
    later = [BATTLE, use("rage", performer="sam", targets=["kaede"]), {"end": "battle"}, {"end": "turn"},
             {"begin": {"name": "turn", "player": "opp"}}, apply("s1", "kaede", "straighten"),
             zone("kaede")]  # fmt: skip
    assert answers(_rage_cards(), later) == ["battlefield:1"]  # it ended with the turn, unapplied


def test_the_holding_is_destroyed_the_next_time_it_bows():
    cards = {"shugenja": personality("me", keywords=["Shugenja"]),
             "ebb": {"type": "spell", "owner": "me", "zone": "attached", "attached_to": "shugenja",
                     "abilities": [ability(EBB, "Spell", "Ebb and Flow")]},
             "mine": {"type": "holding", "owner": "opp", "zone": "home", "bowed": True}}  # fmt: skip
    steps = [use("ebb", targets=["mine"]), zone("mine"), apply("b1", "mine", "bow"), zone("mine")]
    assert answers(cards, steps) == ["home", "discard"]


def _honor(cards: dict, steps: list) -> list:
    data = {"game": "l5r", "players": [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}],
            "cards": cards, "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


HONOR = {"ask": {"stat": "family_honor", "player": "me"}}


def test_this_game_waits_past_the_turn_and_applies_once():
    cards = {"watch": {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(WATCH)]},
             "sam": personality("me")}  # fmt: skip
    steps = [BATTLE, use("watch", performer="sam"), {"end": "battle"}, {"end": "turn"},
             {"begin": {"name": "turn", "player": "opp"}}, HONOR, apply("s1", "sam", "straighten"), HONOR,
             apply("b1", "sam", "bow"), apply("s2", "sam", "straighten"), HONOR]  # fmt: skip
    assert _honor(cards, steps) == [10, 12, 12]


# --- "After the first time each turn this card bows: Straighten it." ---------------------------------------
WAVES = "After the first time each turn this card bows: Straighten it."


def test_the_first_time_compiles_to_a_trait_with_a_first_time_condition():
    (trait,) = piece(WAVES, "Follower", "Seven Waves Mercenaries", kind="trait")["traits"]
    assert trait == {"id": "t1", "trigger": {"event": "bowed", "card": "$source"}, "targets": "$source",
                     "straighten": True,
                     "while": {"first_time": "bowed", "of": "$source", "per": "turn"}}  # fmt: skip
    text = "After the first time each turn this Weapon bows, straighten it."
    (trait,) = piece(text, "Item", "Tetsuo's Nagamaki", kind="trait")["traits"]
    assert trait["while"] == {"first_time": "bowed", "of": "$source", "per": "turn"}
    text = "After the first time each battle this card straightens: Gain 1 Honor."
    (trait,) = piece(text, "Personality", kind="trait")["traits"]
    assert trait == {"id": "t1", "trigger": {"event": "straightened", "card": "$source"},
                     "targets": "$controller", "honor": 1,
                     "while": {"first_time": "straightened", "of": "$source", "per": "battle"}}  # fmt: skip


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("After the first time each turn this card is destroyed: Draw a card.", "Item"),  # out of play then
        ("After the first time each turn you bow this Holding, gain 1 Honor.", "Holding"),  # who bowed it
        ("After the first time each turn this Weapon bows, straighten it.", "Follower"),
        ("After the first time each turn this card bows: Bow a target Personality.", "Follower"),  # chooses
        ("After the first time each turn this card bows: You may straighten it.", "Follower"),
        ("After the first time each turn a Political action targets this card: Negate its effects.",
         "Personality"),
        ("Compassion: After the first time each turn this Spell bows, straighten it.", "Spell"),
    ],
)  # fmt: skip
def test_near_first_time_wordings_stay_refused(text, card_type):
    assert refused(text, card_type, kind="trait")


def _waves() -> dict:
    traits = piece(WAVES, "Follower", "Seven Waves Mercenaries", kind="trait")["traits"]
    return {"lord": personality("me"),
            "waves": {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "lord",
                      "stats": {"force": 2}, "traits": traits}}  # fmt: skip


def bowed(card: str) -> dict:
    return {"ask": {"flag": "bowed", "card": card}}


def test_the_mercenaries_straighten_the_first_time_each_turn_they_bow():
    steps = [apply("b1", "waves", "bow"), bowed("waves"), apply("b2", "waves", "bow"), bowed("waves"),
             {"end": "turn"}, {"begin": {"name": "turn", "player": "opp"}},
             apply("s1", "waves", "straighten"), apply("b3", "waves", "bow"), bowed("waves")]  # fmt: skip
    assert answers(_waves(), steps) == [False, True, False]


def test_a_first_bowing_the_trait_did_not_answer_still_was_the_first():
    # the trait removed while the mercenaries first bow: that was the first time this turn, so the second
    # bowing, with the trait back, does not straighten them (a once-per-turn limit on triggering would)
    lose = {"apply": {"id": "lose", "targets": "waves", "remove_trait": "t1"}}
    steps = [lose, apply("b1", "waves", "bow"), bowed("waves"), {"end_effect": "lose"},
             apply("s1", "waves", "straighten"), apply("b2", "waves", "bow"), bowed("waves")]  # fmt: skip
    assert answers(_waves(), steps) == [True, True]


# --- "While this Shugenja is Earth, your provinces have +1 strength.", "he or she has", "is defending" -----
MOUNTAIN = "While this Shugenja is Earth, your provinces have +1 strength."
WARDED = "While this Shugenja is defending, he has +3F."


def test_while_this_shugenja_is_first_compiles():
    (trait,) = piece(MOUNTAIN, "Spell", kind="trait")["traits"]
    assert trait == {"id": "t1", "affects": {"type": "stronghold", "controller": "$controller"},
                     "stat": "province_strength", "change": 1,
                     "while": {"card": "$bearer", "is": {"keywords": ["Earth"]}}}  # fmt: skip
    force, chi = piece("While this Shugenja is Void, he or she has +1F/+1C.", "Spell", kind="trait")["traits"]
    assert force["targets"] == chi["targets"] == "$bearer"
    assert force["while"] == chi["while"] == {"subject": {"keywords": ["Void"]}}
    (trait,) = piece(WARDED, "Spell", kind="trait")["traits"]
    assert trait == {"id": "t1", "targets": "$bearer", "stat": "force", "change": 3,
                     "while": {"subject": {"defending": True}}}  # fmt: skip


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("While this Shugenja is Water, other players' provinces have -1 strength.", "Spell"),
        ("While this card is defending, it has +3F.", "Follower"),  # a Follower's side is its Personality's
        ("While this Shugenja is bowed, he has +1F.", "Spell"),
    ],
)  # fmt: skip
def test_near_while_first_wordings_stay_refused(text, card_type):
    assert refused(text, card_type, kind="trait")


def test_the_provinces_are_stronger_while_the_shugenja_is_earth():
    def strength(keywords):
        cards = {"keep": {"type": "stronghold", "owner": "me", "zone": "home",
                          "stats": {"province_strength": 5}},
                 "shugenja": personality("me", keywords=keywords),
                 "spell": {"type": "spell", "owner": "me", "zone": "attached", "attached_to": "shugenja",
                           "traits": _trait(MOUNTAIN, "Spell")}}  # fmt: skip
        return answers(cards, [{"ask": {"stat": "province_strength", "card": "keep"}}])
    assert strength(["Shugenja", "Earth"]) == [6]
    assert strength(["Shugenja", "Air"]) == [5]


def test_warded_paths_while_defending():
    cards = {"shugenja": personality("me", keywords=["Shugenja"]),
             "spell": {"type": "spell", "owner": "me", "zone": "attached", "attached_to": "shugenja",
                       "traits": _trait(WARDED, "Spell")}}  # fmt: skip
    steps = [force("shugenja"), {"set": {"card": "shugenja", "defending": True}}, force("shugenja")]
    assert answers(cards, steps) == [2, 5]


# --- "while you control a Terrain (at its battlefield)" -------------------------------------------------
PRIDE = "Pride of the Hand has +1F while you control a Terrain at its battlefield."


def test_a_terrain_is_a_terrain_card_or_a_card_with_the_keyword():
    (trait,) = piece("This Follower has +1F while you control a Terrain.", "Follower", kind="trait")["traits"]
    kinds = [part["count"] for part in trait["while"]["any"]]
    assert kinds == [{"type": "terrain", "controller": "$controller"},
                     {"keywords": ["Terrain"], "controller": "$controller"}]  # fmt: skip
    (trait,) = piece(PRIDE, "Personality", "Pride of the Hand", kind="trait")["traits"]
    assert all(part["count"]["at_battlefield_of"] == "$source" for part in trait["while"]["any"])
    assert refused("This card has +1F while you control a Terrain at that battlefield.", "Follower",
                   kind="trait")  # fmt: skip


def test_pride_of_the_hand_counts_your_terrains_at_its_battlefield_only():
    def pride(**terrains):
        traits = piece(PRIDE, "Personality", "Pride of the Hand", kind="trait")["traits"]
        cards = {"pride": personality("me", traits=traits), **terrains}
        return answers(cards, [force("pride")])
    mine = {"type": "terrain", "owner": "me", "zone": "battlefield:1"}
    assert pride(t=mine) == [3]
    assert pride(t={**mine, "zone": "battlefield:2"}) == [2]  # at another battlefield
    assert pride(t={**mine, "owner": "opp"}) == [2]  # another player's
    assert pride(t={**mine, "zone": "hand"}) == [2]  # not in play
    strategy = {"type": "action", "owner": "me", "zone": "battlefield:1", "keywords": ["Terrain"]}
    assert pride(t=strategy) == [3]  # a card with the Terrain keyword


# --- "Your Ninja Personalities have +1F while opposed." ---------------------------------------------------
VALLEY = "Your Ninja Personalities have +1F while opposed."


def test_your_kind_have_while_opposed_compiles():
    (trait,) = piece(VALLEY, "Region", kind="trait")["traits"]
    ninjas = {"in_play": True, "keywords": ["Ninja"], "type": "personality", "controller": "$controller"}
    assert trait == {"id": "t1", "affects": ninjas, "stat": "force", "change": 1,
                     "while": {"subject": {"opposed": True}}}  # fmt: skip
    (trait,) = piece("Your Personalities have -1F while defending.", "Sensei", kind="trait")["traits"]
    assert trait["while"] == {"subject": {"defending": True}} and trait["change"] == -1


@pytest.mark.parametrize(
    "text",
    [
        "Your Samurai have +1F while defending.",  # a Samurai Follower: its unit's status, not its own
        "Your Ashigaru Personalities and Followers have +1F while opposed.",
        "Your Ninja Personalities have +1F while opposed by a Samurai.",
        "Your Ninja Personalities have +1F while unopposed.",
    ],
)
def test_near_your_kind_wordings_stay_refused(text):
    assert refused(text, "Stronghold", kind="trait")


def test_your_opposed_ninja_have_the_bonus():
    cards = {"keep": {"type": "stronghold", "owner": "me", "zone": "home",
                      "traits": piece(VALLEY, "Stronghold", kind="trait")["traits"]},
             "ninja": personality("me", keywords=["Ninja"], opposed=True),
             "idle": personality("me", zone="home", keywords=["Ninja"]),
             "samurai": personality("me", keywords=["Samurai"], opposed=True),
             "foe": personality("opp", keywords=["Ninja"], opposed=True)}  # fmt: skip
    steps = [force("ninja"), force("idle"), force("samurai"), force("foe")]
    assert answers(cards, steps) == [3, 2, 2, 2]


# --- A Terrain's "Before this battle's resolution: Bow all Followers at the current battlefield." ----------
DREAMS = "Before this battle's resolution: Bow all Followers at the current battlefield."
HERE = {"count": {"cards": ["$source"], "zone": "$battlefield"}, "at_least": 1}


def test_a_terrains_resolution_trait_compiles():
    (trait,) = piece(DREAMS, "Strategy", "Tainted Dreams", kind="trait")["traits"]
    assert trait == {"id": "t1", "trigger": {"event": "battle_resolution_begins"},
                     "affects": {"in_play": True, "type": "follower", "zone": "$battlefield"}, "bow": True,
                     "while": HERE}  # fmt: skip


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Before this battle's resolution: Bow all Followers at the current battlefield.", "Personality"),
        ("Before this battle's resolution: Give -1F to all Personalities and Followers at the current "
         "battlefield.", "Strategy"),  # lasting: while the Terrain is in play, unless it says otherwise
        ("Before this battle's resolution: You may target and bow a Nonhuman or Cavalry card at the current "
         "battlefield.", "Strategy"),
        ("Before this battle's resolution: Destroy a Personality with the lowest Force at this battlefield "
         "(you choose in case of a tie).", "Strategy"),
    ],
)  # fmt: skip
def test_near_terrain_wordings_stay_refused(text, card_type):
    assert refused(text, card_type, kind="trait")


def test_the_terrain_bows_the_followers_only_at_its_own_battle():
    def follower_bowed(terrain_at: str, battle_at: str) -> list:
        traits = piece(DREAMS, "Strategy", "Tainted Dreams", kind="trait")["traits"]
        cards = {"dreams": {"type": "action", "owner": "me", "zone": terrain_at, "keywords": ["Terrain"],
                            "traits": traits},
                 "sam": personality("opp", zone=battle_at),
                 "f": {"type": "follower", "owner": "opp", "zone": "attached", "attached_to": "sam",
                       "stats": {"force": 1}}}  # fmt: skip
        steps = [{"begin": {"name": "battle", "at": battle_at}}, bowed("f"), {"begin": "battle_resolution"},
                 bowed("f")]  # fmt: skip
        return answers(cards, steps)
    assert follower_bowed("battlefield:1", "battlefield:1") == [False, True]
    assert follower_bowed("battlefield:2", "battlefield:1") == [False, False]  # another battle's


def test_a_terrains_resolution_trait_that_negates_is_refused():
    """Battle of Shallow Waters: a negation lasts; written as a triggered trait it would prevent only as the
    resolution begins (the scenario language asks for a delayed effect), so it is not read."""
    text = ("Before this battle's resolution: Negate all current Force penalties upon cards at the current "
            "battlefield.")
    assert "negates" in refused(text, "Terrain", kind="trait")
