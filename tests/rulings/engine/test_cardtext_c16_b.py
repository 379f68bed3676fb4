"""L5R compiler 16, part B: Reactions and triggered traits keyed to game events. "After this card bows:
Straighten it." (a triggered trait answering its card's bowing, straightening or duel won), "After this
Follower enters play from your hand, draw a card." and "Reaction: After a Follower enters play from your
hand, draw a card." (the card entered play from its player's hand or one of his Provinces: entered_from.py,
l5r.desk.entered-from). What each compiles to, the near misses that must stay not played, and the engine
playing the compiled cards."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, answers, l5r_turn, personality, piece, refused, use


def apply(uid: str, card: str, op: str) -> dict:
    return {"apply": {"id": uid, "targets": card, op: True}}


def bowed(card: str) -> dict:
    return {"ask": {"flag": "bowed", "card": card}}


HONOR = {"ask": {"stat": "family_honor", "player": "me"}}
HAND = {"ask": {"hand": "me"}}


# --- "After this card bows: Straighten it.", "After Hideo wins a duel, gain 1 Honor." -----------------------
RIDERS = "After this card bows: Straighten it."


def trait_of(text: str, card_type: str, title: str = "") -> dict:
    (only,) = piece(text, card_type, title, kind="trait")["traits"]
    return only


HIDEO = "After Hideo wins a duel, gain 1 Honor."


def test_a_card_event_trait_compiles():
    (trait,) = piece(RIDERS, "Follower", "Vigilant Riders", kind="trait")["traits"]
    assert trait == {"id": "t1", "trigger": {"event": "bowed", "card": "$source"}, "targets": "$source",
                     "straighten": True}  # fmt: skip
    trait = trait_of("After this Item bows, straighten it.", "Item", "Blade of Perfection")
    assert trait["trigger"] == {"event": "bowed", "card": "$source"}
    trait = trait_of("After Karachu bows: Straighten him.", "Personality", "Asako Karachu")
    assert trait == {"id": "t1", "trigger": {"event": "bowed", "card": "$source"}, "targets": "$source",
                     "straighten": True}  # fmt: skip
    trait = trait_of(HIDEO, "Personality", "Kakita Hideo")
    assert trait == {"id": "t1", "trigger": {"event": "duel_won", "card": "$source"},
                     "targets": "$controller", "honor": 1}  # fmt: skip
    text = "After this Shugenja straightens, give him a +1F token."  # a Spell's: its bearer
    (trait,) = piece(text, "Spell", kind="trait")["traits"]
    assert trait["trigger"] == {"event": "straightened", "card": "$bearer"} and trait["targets"] == "$bearer"
    (trait,) = piece("After this Weapon bows, gain 1 Honor.", "Item", kind="trait")["traits"]
    assert trait["trigger"] == {"event": "bowed", "card": "$source"}


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("After this card is destroyed: Lose 5 Honor.", "Personality"),  # out of play then
        ("After this card bows: Bow a target Personality.", "Follower"),  # chooses
        ("After this card bows: You may straighten it.", "Follower"),  # may be declined
        ("After this card bows: Give it +2F.", "Follower"),  # lasts
        ("After this Weapon bows, straighten it.", "Follower"),  # no Weapon
        ("After this Spell bows, straighten it.", "Item"),  # another type
        ("After this Shugenja straightens, give him a -1C Corruption token.", "Spell"),  # part G's refusal
        ("After this card enters a duel, lose 5 Honor.", "Personality"),  # no such event
        ("After this card bows: Straighten it and, if you do not control a Terrain, bow it.", "Follower"),
    ],
)  # fmt: skip
def test_near_card_event_traits_stay_refused(text, card_type):
    assert refused(text, card_type, kind="trait")


def _riders() -> dict:
    traits = piece(RIDERS, "Follower", "Vigilant Riders", kind="trait")["traits"]
    return {"lord": personality("me"),
            "riders": {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "lord",
                       "stats": {"force": 2}, "traits": traits},
            "other": {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "lord",
                      "stats": {"force": 2}}}  # fmt: skip


def test_the_riders_straighten_each_time_they_bow():
    steps = [apply("b1", "riders", "bow"), bowed("riders"), apply("b2", "riders", "bow"), bowed("riders"),
             apply("b3", "other", "bow"), bowed("other")]  # fmt: skip
    # each time (no first-time condition); another card's bowing is not theirs
    assert answers(_riders(), steps) == [False, False, True]


def test_the_trait_is_gone_with_its_card():
    steps = [{"leave_play": {"card": "riders", "to": "discard"}},
             {"enter_play": {"card": "riders", "to": "home:me"}}, apply("b1", "lord", "bow"),
             bowed("lord")]  # fmt: skip
    assert answers(_riders(), steps) == [True]


def test_hideo_gains_honor_after_he_wins_a_duel():
    trait = trait_of(HIDEO, "Personality", "Kakita Hideo")
    cards = {"hideo": personality("me", traits=[trait]), "foe": personality("opp")}

    def duel(winner: str) -> dict:
        fight = {"id": f"d-{winner}", "duels": [{"id": f"duel-{winner}", "between": ["hideo", "foe"],
                                                  "winner": winner}]}  # fmt: skip
        return {"action": {"id": f"fight-{winner}", "by": "me", "effects": [fight]}}

    data = l5r_turn(cards, [HONOR, duel("foe"), HONOR, duel("hideo"), HONOR])
    data["players"] = [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}]
    assert [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers] == [10, 10, 11]


# --- "enters play from your hand / from a Province" --------------------------------------------------------
HIDA = "Reaction: After a Follower enters play from your hand, draw a card."
WARFANS = "Reaction: After this card enters play from your hand: Draw a card."
EIKARU = "After Eikaru enters play from one of your Provinces, draw a card."
SADDLE = "After this card enters play from your hand: Dishonor this Personality."


def test_entering_play_from_an_area_compiles():
    assert ability(HIDA, "Stronghold", "Kyuden Hida") == {
        "id": "a1", "designators": ["Reaction"],
        "trigger": {"event": "enters_play_from_hand",
                    "of": {"type": "follower", "controller": "$controller"}},
        "effects": [{"targets": "$controller", "draw": 1}]}  # fmt: skip
    assert ability(WARFANS, "Item", "Satoshi's Dual Warfans")["trigger"] == {
        "event": "enters_play_from_hand", "card": "$source"}  # fmt: skip
    text = "Reaction: After Kusamoto enters play from a Province: Gain 1 Honor."
    assert ability(text, "Personality", "Akodo Kusamoto")["trigger"] == {
        "event": "enters_play_from_province", "card": "$source"}  # fmt: skip
    text = "Reaction: After a Shugenja Personality enters play from a Province: Gain 1 Honor."  # anyone's
    assert ability(text, "Personality")["trigger"] == {
        "event": "enters_play_from_province",
        "of": {"keywords": ["Shugenja"], "type": "personality"}}  # fmt: skip
    text = "Reaction: After a Personality enters play from one of your Provinces: Gain 1 Honor."
    assert ability(text, "Holding")["trigger"] == {
        "event": "enters_play_from_province", "of": {"type": "personality", "controller": "$controller"}}
    (trait,) = piece(EIKARU, "Personality", "Mirumoto Eikaru", kind="trait")["traits"]
    assert trait == {"id": "t1", "trigger": {"event": "enters_play_from_province", "card": "$source"},
                     "targets": "$controller", "draw": 1}  # fmt: skip
    (trait,) = piece(SADDLE, "Item", "Utaku Saddle Cutter", kind="trait")["traits"]
    assert trait == {"id": "t1", "trigger": {"event": "enters_play_from_hand", "card": "$source"},
                     "targets": "$bearer", "dishonor": True}  # fmt: skip


@pytest.mark.parametrize(
    ("text", "card_type", "kind"),
    [
        ("After a Personality enters play from this Province, bow him.", "Region", "trait"),  # which Province
        ("After this Holding enters play from a Province, refill the Province face-up.", "Holding", "trait"),
        ("After this Follower enters play from your hand, draw an additional card before your turn ends.",
         "Follower", "trait"),
        ("After this Personality enters play from your hand, gain 1 Honor.", "Follower", "trait"),  # bearer
        ("After this card enters play from your discard pile, gain 1 Honor.", "Follower", "trait"),
        ("After this card enters play from your hand: Bow a target Personality.", "Follower", "trait"),
        ("Reaction: After a Personality enters play from a province with a Fortification attached: Gain 1 "
         "Honor.", "Strategy", "ability"),
        ("Reaction, 2 Gold: After your performing Personality enters play from a Province, gain 1 Honor.",
         "Region", "ability"),
    ],
)  # fmt: skip
def test_near_entering_play_wordings_stay_refused(text, card_type, kind):
    assert refused(text, card_type, kind=kind)


def _equip(card: str) -> dict:
    return {"action": {"id": f"eq-{card}", "by": "me", "effects": [{"targets": [card], "attach": "lord"}]}}


def _hida_cards() -> dict:
    hida = ability(HIDA, "Stronghold", "Kyuden Hida")
    return {"hida": {"type": "stronghold", "owner": "me", "zone": "home:me", "abilities": [hida]},
            "lord": personality("me"),
            "f": {"type": "follower", "owner": "me", "zone": "hand", "stats": {"force": 1}},
            "g": {"type": "follower", "owner": "me", "zone": "discard", "stats": {"force": 1}},
            "i": {"type": "item", "owner": "me", "zone": "hand", "stats": {"force": 1}},
            "top": {"type": "follower", "owner": "me", "zone": "deck", "stats": {"force": 1}}}  # fmt: skip


def test_kyuden_hida_draws_after_a_follower_enters_play_from_the_hand():
    assert answers(_hida_cards(), [_equip("f"), use("hida"), HAND]) == [["i", "top"]]


@pytest.mark.parametrize("card", ["g", "i"])  # from the discard pile; an Item
def test_kyuden_hida_cannot_react_to_another_entering(card):
    cards = _hida_cards()
    before = sorted(c for c, d in cards.items() if d["zone"] == "hand" and c != card)
    assert answers(cards, [_equip(card), use("hida"), HAND]) == [before]


def test_the_reaction_needs_its_own_players_hand():
    cards = _hida_cards()
    cards["f"]["owner"] = "opp"
    cards["lord"]["owner"] = "opp"
    assert answers(cards, [_equip("f"), use("hida"), HAND]) == [["i"]]


def _eikaru(zone: str) -> dict:
    (trait,) = piece(EIKARU, "Personality", "Mirumoto Eikaru", kind="trait")["traits"]
    return {"eikaru": personality("me", zone=zone, traits=[trait]),
            "top": {"type": "follower", "owner": "me", "zone": "deck", "stats": {"force": 1}}}  # fmt: skip


@pytest.mark.parametrize(("zone", "drawn"), [("province", ["top"]), ("hand", []), ("discard", [])])
def test_eikaru_draws_only_entering_play_from_a_province(zone, drawn):
    steps = [{"enter_play": {"card": "eikaru", "to": "home:me"}}, HAND]
    assert answers(_eikaru(zone), steps) == [drawn]


def test_the_saddle_cutter_dishonors_its_bearer_entering_play_from_the_hand():
    (trait,) = piece(SADDLE, "Item", "Utaku Saddle Cutter", kind="trait")["traits"]
    cards = {"lord": personality("me"),
             "saddle": {"type": "item", "owner": "me", "zone": "hand", "stats": {"force": 1},
                        "traits": [trait]}}  # fmt: skip
    steps = [_equip("saddle"), {"ask": {"flag": "dishonored", "card": "lord"}}]
    assert answers(cards, steps) == [True]
    cards["saddle"]["zone"] = "discard"
    assert answers(cards, steps) == [False]


# --- "After Toturi enters play: Lose 5 Honor and dishonor him." (entering-play traits acting on cards) ------
TOTURI = "After Toturi enters play: Lose 5 Honor and dishonor him."
BUSHI = "After this card enters play: Lose 2 Honor and dishonor this Personality."


def test_an_entering_play_trait_on_its_card_compiles():
    enters = {"event": "enters_play", "card": "$source"}
    honor, dishonor = piece(TOTURI, "Personality", "Toturi", kind="trait")["traits"]
    assert honor == {"id": "t1", "trigger": enters, "targets": "$controller", "honor": -5}
    assert dishonor == {"id": "t1.2", "trigger": enters, "targets": "$source", "dishonor": True}
    _, dishonor = piece(BUSHI, "Follower", "Tainted Bushi", kind="trait")["traits"]
    assert dishonor["targets"] == "$bearer"  # a Follower's "this Personality": its bearer
    trait = trait_of("After Shintaro enters play: Give him three +1F Fire tokens.", "Personality",
                     "Togashi Shintaro")  # fmt: skip
    assert trait == {"id": "t1", "trigger": enters, "targets": "$source",
                     "give_token": {"kind": "Fire", "count": 3, "force": 1}}  # fmt: skip
    trait = trait_of("After The Lost Colossus enters play, bow it.", "Personality", "The Lost Colossus")
    assert trait == {"id": "t1", "trigger": enters, "targets": "$source", "bow": True}


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("After this card enters play: Bow each card with 5 or higher Force at this battlefield.",
         "Strategy"),
        ("After this card enters play, give a target Personality a -1F/-1C Poison token.", "Personality"),
        ("After this Holding enters play, a target player gains or loses 1 Honor.", "Holding"),
        ("After this card enters play, destroy all Unique non-Retainer Holdings.", "Holding"),
        ("After this card enters play: Give him +2F.", "Personality"),  # lasts
        ("After this card enters play: You may straighten it.", "Holding"),
    ],
)  # fmt: skip
def test_near_entering_play_traits_on_cards_stay_refused(text, card_type):
    assert "acting on cards" in refused(text, card_type, kind="trait")


def test_toturi_dishonors_himself_entering_play():
    traits = piece(TOTURI, "Personality", "Toturi", kind="trait")["traits"]
    cards = {"toturi": personality("me", zone="province", traits=traits), "other": personality("me")}
    steps = [HONOR, {"enter_play": {"card": "toturi", "to": "home:me"}}, HONOR,
             {"ask": {"flag": "dishonored", "card": "toturi"}},
             {"ask": {"flag": "dishonored", "card": "other"}}]  # fmt: skip
    data = l5r_turn(cards, steps)
    data["players"] = [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}]
    assert [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers] == [10, 5, True, False]


# --- "After your turn begins, ...", "After each player's turn begins, ...", "Before your turn begins" -----
FARMLANDS = "After each player's turn begins, straighten this Holding."
ZOMBIES = "After your turn begins, give this Personality a -1C Plague token."
CHILDREN = "Before your turn begins, lose 1 Honor."


def test_turn_traits_compile():
    assert trait_of(FARMLANDS, "Holding") == {"id": "t1", "trigger": {"event": "turn_begins"},
                                              "targets": "$source", "straighten": True}  # fmt: skip
    assert trait_of(ZOMBIES, "Follower") == {
        "id": "t1", "trigger": {"event": "turn_begins", "player": "$controller"}, "targets": "$bearer",
        "give_token": {"kind": "Plague", "count": 1, "chi": -1}}  # fmt: skip
    assert trait_of(CHILDREN, "Holding")["trigger"] == {"event": "turn_begins", "timing": "before",
                                                        "player": "$controller"}  # fmt: skip
    trait = trait_of("After each turn begins, give this Personality a -1C token.", "Personality")
    assert trait["trigger"] == {"event": "turn_begins"}


@pytest.mark.parametrize(
    "text",
    [
        "Before your turn ends, lose 1 Honor.",  # the engine's turn end names no player
        "After your turn begins, straighten him.",  # no card named
        "After another player's turn begins, straighten this card.",  # one player's trigger only
        "After your turn begins, give this card +1F.",  # lasts
        "After your turn begins, bow a target Personality.",
    ],
)
def test_near_turn_traits_stay_refused(text):
    assert refused(text, "Personality", kind="trait")


def test_the_farmlands_straighten_as_each_turn_begins_and_the_children_cost_honor_on_yours():
    cards = {"farm": {"type": "holding", "owner": "me", "zone": "home:me", "bowed": True,
                      "traits": [trait_of(FARMLANDS, "Holding")]},
             "kids": {"type": "holding", "owner": "me", "zone": "home:me",
                      "traits": [trait_of(CHILDREN, "Holding") | {"id": "t2"}]}}  # fmt: skip
    farm = {"ask": {"flag": "bowed", "card": "farm"}}
    steps = [farm, HONOR, apply("b", "farm", "bow"), {"end": "turn"},
             {"begin": {"name": "turn", "player": "opp"}}, farm, HONOR, {"end": "turn"},
             {"begin": {"name": "turn", "player": "me"}}, HONOR]  # fmt: skip
    data = l5r_turn(cards, steps)
    data["players"] = [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}]
    assert [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers] == [False, 9, False, 9, 8]


# --- "After you Equip this Item", "After you Recruit Shiho": refused with the reason ----------------------
@pytest.mark.parametrize(
    ("text", "card_type", "kind", "word"),
    [
        ("After you Equip this Item, gain 2 Honor.", "Item", "trait", "Equip"),
        ("After you Equip this Follower, lose 2 Honor.", "Follower", "trait", "Equip"),
        ("Reaction: After you Equip a Weapon from your hand, draw a card.", "Stronghold", "ability", "Equip"),
        ("After you Recruit this card, lose 1 Honor.", "Personality", "trait", "Recruit"),
        ("After you Recruit this Holding from a Province, refill the Province face-up.", "Holding", "trait",
         "Recruit"),
    ],
)  # fmt: skip
def test_equipping_and_recruiting_triggers_are_refused_with_the_reason(text, card_type, kind, word):
    why = refused(text, card_type, kind=kind)
    assert f"'After you {word} ...'" in why and f"l5r.desk.{word.lower()}" in why


# --- "After Tsuo is dishonored", "After Toshimoko loses a duel", "Reaction: After one of your Rings bows" ---
TOSHIMOKO = "After Toshimoko loses a duel, lose 5 Honor."
MASUJIRO = "Reaction: After one of your Rings bows: Gain 2 Honor."


def test_dishonored_and_duel_lost_triggers_compile():
    trait = trait_of("After Tsuo is dishonored: Lose 4 Honor.", "Personality", "Tsuo")
    assert trait == {"id": "t1", "trigger": {"event": "dishonored", "card": "$source"},
                     "targets": "$controller", "honor": -4}  # fmt: skip
    trait = trait_of(TOSHIMOKO, "Personality", "Kakita Toshimoko")
    assert trait["trigger"] == {"event": "duel_lost", "card": "$source"}
    trait = trait_of("After this Personality is rehonored, gain 1 Honor.", "Item")
    assert trait["trigger"] == {"event": "rehonored", "card": "$bearer"}
    assert ability(MASUJIRO, "Personality", "Togashi Masujiro") == {
        "id": "a1", "designators": ["Reaction"],
        "trigger": {"event": "bowed", "of": {"type": "ring", "controller": "$controller"}},
        "effects": [{"targets": "$controller", "honor": 2}]}  # fmt: skip
    text = "Reaction: After this Personality loses a duel: Gain 1 Honor."
    assert ability(text, "Follower")["trigger"] == {"event": "duel_lost", "card": "$bearer"}


@pytest.mark.parametrize(
    "text",
    [
        # ("Reaction: After a Ring bows: Straighten it." is read since compiler 17, part E: "it" is the Ring
        # that bowed, test_cardtext_c17_e.py)
        "Reaction: After Daisetsu bows as the cost of a Kiho Strategy's action: Straighten him.",
        "Reaction: After another player's Personality becomes dishonorable, gain 1 Honor.",
        "After this card becomes dishonorable, lose 1 Honor.",
        "After this card enters a duel, gain 1 Honor.",
    ],
)
def test_near_card_event_wordings_stay_refused(text):
    assert refused(text, "Personality", "Hitomi Daisetsu", kind="ability" if "Reaction" in text else "trait")


def _duel(winner: str) -> dict:
    fight = {"id": f"d-{winner}", "duels": [{"id": f"duel-{winner}", "between": ["toshimoko", "foe"],
                                              "winner": winner}]}  # fmt: skip
    return {"action": {"id": f"fight-{winner}", "by": "me", "effects": [fight]}}


def test_toshimoko_costs_honor_when_he_loses_a_duel_not_when_he_wins():
    trait = trait_of(TOSHIMOKO, "Personality", "Kakita Toshimoko")
    cards = {"toshimoko": personality("me", traits=[trait]), "foe": personality("opp")}
    data = l5r_turn(cards, [_duel("toshimoko"), HONOR, _duel("foe"), HONOR])
    data["players"] = [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}]
    assert [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers] == [10, 5]


def test_masujiro_reacts_to_one_of_his_players_rings_bowing():
    masujiro = ability(MASUJIRO, "Personality", "Togashi Masujiro")
    cards = {"masujiro": personality("me", abilities=[masujiro]),
             "ring": {"type": "ring", "owner": "me", "zone": "home:me"},
             "theirs": {"type": "ring", "owner": "opp", "zone": "home:opp"}}  # fmt: skip
    for ring, honor in (("ring", 12), ("theirs", 10)):
        data = l5r_turn(cards, [apply("b", ring, "bow"), use("masujiro"), HONOR])
        data["players"] = [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}]
        assert [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers] == [honor]


# --- "After another player's Personality straightens" (a kind of card another player controls) ------------
KEUKEGEN = "Tireless Reaction: After another player's Personality straightens, straighten this Personality."


def test_another_players_card_compiles():
    assert ability(KEUKEGEN, "Personality", "Keukegen")["trigger"] == {
        "event": "straightened", "of": {"type": "personality", "controller": "$other"}}  # fmt: skip
    text = "Reaction: After another player's Samurai Personality is destroyed: Gain 1 Honor."
    assert ability(text, "Personality")["trigger"] == {
        "event": "destroyed", "of": {"keywords": ["Samurai"], "type": "personality", "controller": "$other"}}
    text = "Reaction: After another player's Personality enters play from your hand: Gain 1 Honor."
    assert "your hand" in refused(text, "Personality")


def test_keukegen_straightens_after_another_players_personality_does():
    keukegen = ability(KEUKEGEN, "Personality", "Keukegen")
    cards = {"keukegen": personality("me", abilities=[keukegen], bowed=True),
             "foe": personality("opp", bowed=True), "mine": personality("me", bowed=True)}  # fmt: skip
    for who, expect in (("foe", False), ("mine", True)):
        steps = [apply("s", who, "straighten"), use("keukegen"), bowed("keukegen")]
        assert answers(cards, steps) == [expect]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("After a Personality enters play from this Province, bow him.", "trait"),
        ("Reaction: After a Personality enters play from this Province, refill the Province face-up.",
         "ability"),
    ],
)
def test_entering_play_from_this_province_is_refused_with_the_reason(text, kind):
    assert "which Province" in refused(text, "Region", kind=kind)


# --- "After your Spider Clan Personality is destroyed, gain 1 Honor." (a kind of card's event, a trait) ---
TAKUAN = "After your Spider Clan Personality is destroyed, gain 1 Honor."
MAYAKO = "After another player's Personality is dishonored, gain 1 Honor."
RALLY = "After one of your Personalities bows, straighten him."


def test_a_kind_of_cards_event_in_a_trait_compiles():
    spiders = {"keywords": ["Spider Clan"], "type": "personality", "controller": "$controller"}
    assert trait_of(TAKUAN, "Personality", "Susumu Takuan") == {
        "id": "t1", "trigger": {"event": "destroyed", "of": spiders}, "targets": "$controller",
        "honor": 1}  # fmt: skip
    assert trait_of(MAYAKO, "Personality", "Kitsuki Mayako")["trigger"] == {
        "event": "dishonored", "of": {"type": "personality", "controller": "$other"}}  # fmt: skip
    trait = trait_of(RALLY, "Holding")
    assert trait["targets"] == "$subject" and trait["straighten"] is True  # "him": the card that bowed


@pytest.mark.parametrize(
    "text",
    [
        "After one of your Personalities is destroyed, straighten him.",  # out of play then
        "After another player's Personality bows, give this card +1F.",  # lasts
        "After your Samurai wins a duel, you may create a +1F Weapon Item and attach it to them.",
        "After a Nonhuman or Forest card is destroyed, lose 1 Honor.",  # two keywords
    ],
)
def test_near_kind_event_traits_stay_refused(text):
    assert refused(text, "Personality", kind="trait")


def test_takuan_gains_honor_when_one_of_his_players_spider_clan_personalities_is_destroyed():
    cards = {"takuan": personality("me", traits=[trait_of(TAKUAN, "Personality", "Susumu Takuan")]),
             "spider": personality("me", keywords=["Spider Clan"]),
             "crab": personality("me", keywords=["Crab Clan"]),
             "theirs": personality("opp", keywords=["Spider Clan"])}  # fmt: skip
    steps = [{"destroy": {"card": c}} for c in ("crab", "theirs", "spider")]
    data = l5r_turn(cards, [steps[0], HONOR, steps[1], HONOR, steps[2], HONOR])
    data["players"] = [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}]
    assert [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers] == [10, 10, 11]


def test_the_trait_straightens_the_personality_that_bowed():
    shrine = {"type": "holding", "owner": "me", "zone": "home:me", "traits": [trait_of(RALLY, "Holding")]}
    cards = {"shrine": shrine,
             "mine": personality("me"), "theirs": personality("opp")}  # fmt: skip
    steps = [apply("b1", "mine", "bow"), bowed("mine"), apply("b2", "theirs", "bow"), bowed("theirs")]
    assert answers(cards, steps) == [False, True]


SWORD = "After one of your Lion Clan Personalities is rehonored: Gain Honor equal to his Personal Honor."


def test_his_is_the_card_the_trigger_names():
    trait = trait_of("After this card wins a duel, gain Honor equal to his Personal Honor.", "Personality")
    assert trait["honor"] == {"equal_to": "personal_honor", "of": "$source"}
    for text in (SWORD, "After your turn begins, gain Honor equal to his Personal Honor.",
                 "After one of your Personalities is destroyed, gain Honor equal to his Personal Honor."):
        assert "'his'" in refused(text, "Personality", kind="trait")
    assert "not a keyword" in refused(  # a description, not a keyword
        "After one of your Gold-producing Holdings is destroyed, destroy this card.", "Holding", kind="trait")


def test_hideo_gains_his_own_personal_honor():
    trait = trait_of("After Hideo wins a duel, gain Honor equal to his Personal Honor.", "Personality",
                     "Kakita Hideo")  # fmt: skip
    cards = {"hideo": personality("me", stats={"force": 2, "chi": 2, "personal_honor": 3}, traits=[trait]),
             "foe": personality("opp")}  # fmt: skip
    fight = {"id": "d", "duels": [{"id": "duel", "between": ["hideo", "foe"], "winner": "hideo"}]}
    data = l5r_turn(cards, [{"action": {"id": "fight", "by": "me", "effects": [fight]}}, HONOR])
    data["players"] = [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}]
    assert [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers] == [13]
