"""L5R compiler 15, part H: statics of many cards and a card's own statics with conditions. "Your other Earth
Shugenja have +1F", "Unicorn Clan Personalities have +1F while opposed", "Followers in Xiao's army have +1F",
"Crab Clan Personalities in this army have +2F", "Your Personalities have +1PH (while in play)" (a kind of
card without "all"); "... while in an army with another Tactician", "... while this Personality is
dishonorable", "... while another player controls a dishonorable Personality" (a card's own trait, and
Provinces' strength); "+1F/+2C for each Weapon he has attached". What each compiles to, the near misses
that must stay not played, and the engine playing the compiled cards."""

import pytest

from tests.rulings.engine import cardtext_kit as kit
from tests.rulings.engine.cardtext_kit import STATS, answers, piece, refused

ARMY = {"in_army_of": "$source", "at_battlefield_of": "$source"}


def personality(owner: str, zone: str = "battlefield:1", **more) -> dict:
    return kit.personality(owner, zone, STATS | {"personal_honor": 2}, **more)


def follower(bearer: str, owner: str = "me", force: int = 1, **more) -> dict:
    return {"type": "follower", "owner": owner, "zone": "attached", "attached_to": bearer,
            "stats": {"force": force}} | more  # fmt: skip


def traits(text: str, card_type: str = "Personality", title: str = "") -> list:
    return piece(text, card_type, title, kind="trait")["traits"]



def ask(stat: str, card: str) -> dict:
    return {"ask": {"stat": stat, "card": card}}


def force(card: str) -> dict:
    return ask("force", card)


def move(card: str, to: str) -> dict:
    return {"move": {"card": card, "to": to}}


# --- a kind of card, without "all" ------------------------------------------------------------------------
NORIMICHI = "Your other Earth Shugenja have +1F."
SHINJO = "Unicorn Clan Personalities have +1F while opposed."
XIAO = "Followers in Xiao's army have +1F."
BANNERS = "Crab Clan Personalities in this army have +2F."
UTAKU = "Your Personalities have +1PH (while in play)."


def test_a_kind_of_card_has_a_bonus():
    mine_other_earth = {"in_play": True, "controller": "$controller", "keywords": ["Earth", "Shugenja"],
                        "not_cards": ["$source"]}  # fmt: skip
    assert traits(NORIMICHI) == [{"id": "t1", "affects": mine_other_earth, "stat": "force", "change": 1}]
    unicorn = {"in_play": True, "type": "personality", "keywords": ["Unicorn Clan"]}
    assert traits(SHINJO, "Celestial") == [
        {"id": "t1", "affects": unicorn, "stat": "force", "change": 1,
         "while": {"subject": {"opposed": True}}}
    ]  # fmt: skip
    followers = {"in_play": True, "type": "follower", **ARMY}
    assert traits(XIAO, "Personality", "Moto Xiao") == [
        {"id": "t1", "affects": followers, "stat": "force", "change": 1}
    ]
    crab = {"in_play": True, "type": "personality", "keywords": ["Crab Clan"], **ARMY}
    assert traits(BANNERS, "Item") == [{"id": "t1", "affects": crab, "stat": "force", "change": 2}]
    mine = {"in_play": True, "controller": "$controller", "type": "personality"}
    honor = {"id": "t1", "affects": mine, "stat": "personal_honor", "change": 1}
    assert traits(UTAKU, "Stronghold") == [honor]
    # two gifts (a bonus and a keyword), and "All other ... in Yoritomo's army"
    both = traits("Your other Ronin Personalities have +1F and Tactician.")
    assert [t.get("grant_keyword", t.get("stat")) for t in both] == ["force", "Tactician"]
    assert [t["id"] for t in both] == ["t1", "t1.2"]
    text = "All other Mantis Clan Personalities in Yoritomo's army have +2F."
    mantis = traits(text, "Personality", "Yoritomo")
    assert mantis[0]["affects"] == {"in_play": True, "not_cards": ["$source"], "keywords": ["Mantis Clan"],
                                    "type": "personality", **ARMY}  # fmt: skip
    hagio = traits("Other attacking Personalities in Hagio's army have +1F.", "Personality", "Ikoma Hagio")
    assert hagio[0]["affects"] == {"in_play": True, "type": "personality", "not_cards": ["$source"],
                                   "attacking": True, **ARMY}  # fmt: skip


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        # a Follower's status is its Personality's: a kind that may hold Followers is not judged on its own
        ("Your Samurai have +1F while defending.", "Stronghold", "their Personality's"),
        ("Shadowlands cards have +1F while opposed.", "Celestial", "their Personality's"),
        ("Attacking Personalities and Followers have -1F.", "Personality", "their Personality's"),
        # another card's name before "Followers" (its own name is this card's since compiler 18, part H)
        ("Kumiko's Followers have +1F.", "Personality", "a card's name"),
        # keywords: two words that are no clan, a plural, "Human"
        ("Your Berserkers have +2F while opposed.", "Sensei", "plural"),
        ("Your Human Personalities have +1C.", "Holding", "Human"),
        # not in play, no army, more than a bonus
        ("Your Fear effects, Melee Attacks, and Ranged Attacks have +1 strength.", "Strategy", "grammar"),
        ("Your Nonhuman cards have +1F.", "Strategy", "not in play"),
        ("Crab Clan Personalities in this army have +2F.", "Holding", "this army"),
        ("Your Personalities have +1F for each Ring you control.", "Holding", "more than a bonus"),
    ],
)
def test_near_kinds_stay_not_played(text, card_type, why):
    reason = refused(text, card_type, "Hida Yoritomo", kind="trait")
    assert why in reason or (why == "grammar" and "no family" in reason), reason


def test_other_earth_shugenja_of_his_player_have_the_bonus_as_they_come():
    cards = {
        "norimichi": personality("me", "home:me", keywords=["Earth", "Shugenja"], traits=traits(NORIMICHI)),
        "earth": personality("me", "home:me", keywords=["Earth", "Shugenja"]),
        "water": personality("me", "home:me", keywords=["Water", "Shugenja"]),
        "theirs": personality("opp", "home:opp", keywords=["Earth", "Shugenja"]),
        "late": personality("me", "hand", keywords=["Shugenja", "Earth"]),
    }
    steps = [force("norimichi"), force("earth"), force("water"), force("theirs"),
             {"enter_play": "late"}, force("late")]  # fmt: skip
    assert answers(cards, steps) == [2, 3, 2, 2, 3]


def test_unicorn_personalities_have_the_bonus_only_while_opposed():
    cards = {
        "guidance": {"type": "celestial", "owner": "me", "zone": "home:me",
                     "traits": traits(SHINJO, "Celestial")},
        "rider": personality("me", keywords=["Unicorn Clan"], attacking=True, opposed=True),
        "alone": personality("me", "battlefield:2", keywords=["Unicorn Clan"], attacking=True),
        "foe": personality("opp", keywords=["Unicorn Clan"], defending=True, opposed=True),
    }
    assert answers(cards, [force("rider"), force("alone"), force("foe")]) == [3, 2, 3]


def test_followers_in_xiaos_army_and_none_while_he_is_home():
    cards = {
        "xiao": personality("me", traits=traits(XIAO, "Personality", "Moto Xiao"), attacking=True),
        "friend": personality("me", attacking=True),
        "f1": follower("xiao"), "f2": follower("friend"),
        "away": personality("me", "home:me"), "f3": follower("away"),
        "foe": personality("opp", defending=True), "f4": follower("foe", owner="opp"),
    }  # fmt: skip
    steps = [force("f1"), force("f2"), force("f3"), force("f4"), move("xiao", "home:me"), force("f1"),
             force("f3")]  # fmt: skip
    assert answers(cards, steps) == [2, 2, 1, 1, 1, 1]


def test_an_items_army_is_its_bearers():
    cards = {
        "hida": personality("me", keywords=["Crab Clan"], attacking=True),
        "banners": {"type": "item", "owner": "me", "zone": "attached", "attached_to": "hida",
                    "traits": traits(BANNERS, "Item")},
        "kuni": personality("me", keywords=["Crab Clan"], attacking=True),
        "home": personality("me", "home:me", keywords=["Crab Clan"]),
        "foe": personality("opp", keywords=["Crab Clan"], defending=True),
    }  # fmt: skip
    assert answers(cards, [force("hida"), force("kuni"), force("home"), force("foe")]) == [4, 4, 2, 2]


def test_personal_honor_of_every_personality_of_its_player():
    plains = {"type": "stronghold", "owner": "me", "zone": "home:me", "traits": traits(UTAKU, "Stronghold")}
    cards = {"plains": plains,
             "mine": personality("me", "home:me"), "theirs": personality("opp", "home:opp")}  # fmt: skip
    assert answers(cards, [ask("personal_honor", "mine"), ask("personal_honor", "theirs")]) == [3, 2]


# --- a card's own statics with conditions ----------------------------------------------------------------
AOYAMA = "Aoyama has +2F while in an army with another Tactician."
GUARDS = "This card has -3F while this Personality is dishonorable."
KAHOKU = "Kahoku has +2F while another player controls a dishonorable Personality."
SHIBATA = "Your provinces have +1 strength while another player controls a dishonorable Personality."
YORITOMO = "Yoritomo has +1F/+2C for each Weapon he has attached."
OTHER_DISHONORABLE = {"count": {"controller": "$other", "dishonorable": True, "type": "personality"},
                      "at_least": 1}  # fmt: skip


def test_a_cards_own_statics_with_conditions():
    tactician = {"keywords": ["Tactician"], **ARMY, "not_cards": ["$source"]}
    assert traits(AOYAMA, "Personality", "Matsu Aoyama") == [
        {"id": "t1", "targets": "$source", "stat": "force", "change": 2,
         "while": {"count": tactician, "at_least": 1}}
    ]  # fmt: skip
    assert traits(GUARDS, "Follower") == [
        {"id": "t1", "targets": "$source", "stat": "force", "change": -3,
         "while": {"card": "$bearer", "is": {"dishonorable": True}}}
    ]  # fmt: skip
    assert traits(KAHOKU, "Personality", "Bayushi Kahoku")[0]["while"] == OTHER_DISHONORABLE
    assert traits(SHIBATA) == [
        {"id": "t1", "affects": {"type": "stronghold", "controller": "$controller"},
         "stat": "province_strength", "change": 1, "while": OTHER_DISHONORABLE}
    ]  # fmt: skip
    weapons = {"attached_to": "$source", "keywords": ["Weapon"]}
    assert traits(YORITOMO, "Personality", "Yoritomo") == [
        {"id": "t1", "targets": "$source", "stat": "force", "change": {"per": weapons, "each": 1}},
        {"id": "t1.2", "targets": "$source", "stat": "chi", "change": {"per": weapons, "each": 2}},
    ]
    yugoro = traits("Yugoro has +1C for each Bandit Follower attached to him.", "Personality", "Yugoro")
    bandits = {"attached_to": "$source", "keywords": ["Bandit"], "type": "follower"}
    assert yugoro[0]["change"] == {"per": bandits, "each": 1}


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        # ("This card has +2F while in an army with another Ninja." on a Follower is part D's: its army)
        ("This card has +1F for each Weapon he has attached.", "Item", "on a item"),
        ("This card has -3F while this Personality is dishonorable.", "Holding", "on a holding"),
        ("This card has +1F while he is dishonorable.", "Holding", "on a holding"),
        # a condition on the cards affected, in a trait on Provinces' strength
        ("Your provinces have +1 strength while he is Earth.", "Personality", "the cards themselves"),
        ("Your provinces have +1 strength while another player controls a dishonorable Personality.",
         "Strategy", "Strategy"),
        # one Province's strength, in either case (the Desk holds one strength for all of them)
        ("This province has +2 strength.", "Holding", "one Province alone"),
        ("This Province has +3 strength.", "Region", "one Province alone"),
    ],
)
def test_near_conditions_stay_not_played(text, card_type, why):
    reason = refused(text, card_type, kind="trait")
    assert why in reason, reason


def test_aoyama_needs_another_tactician_in_his_army_at_a_battlefield():
    aoyama = personality("me", traits=traits(AOYAMA, "Personality", "Matsu Aoyama"), attacking=True,
                         keywords=["Tactician"])  # fmt: skip
    tac = personality("me", "battlefield:2", keywords=["Tactician"], attacking=True)
    cards = {"aoyama": aoyama, "tac": tac,
             "foe": personality("opp", keywords=["Tactician"], defending=True)}  # fmt: skip
    steps = [force("aoyama"), move("tac", "battlefield:1"), force("aoyama"), move("aoyama", "home:me"),
             move("tac", "home:me"), force("aoyama")]  # fmt: skip
    # alone (an enemy Tactician is in no army of his), then with one, then both at home: no army
    assert answers(cards, steps) == [2, 4, 2]


def dishonor(uid: str, card: str) -> dict:
    return {"use": {"id": uid, "card": "judge", "ability": uid, "by": "opp", "targets": [card]}}


DISHONOR = {"choose": {"type": "personality"}, "targeting": True, "dishonor": True}
JUDGE = {"type": "holding", "owner": "opp", "zone": "home:opp",
         "abilities": [{"id": "d", "designators": ["Open"], "effects": [DISHONOR]}]}  # fmt: skip


def test_the_guards_lose_force_once_their_personality_is_dishonorable():
    guards = follower("lord", force=4, traits=traits(GUARDS, "Follower"))
    cards = {"lord": personality("me", "home:me"), "guards": guards,
             "judge": JUDGE}  # fmt: skip
    steps = [force("guards"), dishonor("d", "lord"), {"ask": {"flag": "dishonored", "card": "lord"}},
             force("guards")]  # fmt: skip
    assert answers(cards, steps) == [4, True, 1]


def test_kahoku_and_provinces_while_another_player_controls_a_dishonorable_personality():
    kahoku = personality("me", "home:me", traits=traits(KAHOKU, "Personality", "Bayushi Kahoku"))
    keep = {"type": "stronghold", "owner": "me", "zone": "home:me", "stats": {"province_strength": 5}}
    shibata = personality("me", "home:me", traits=[{**traits(SHIBATA)[0], "id": "t2"}])
    mine = personality("me", "home:me", dishonored=True)
    theirs = personality("opp", "home:opp")
    cards = {"kahoku": kahoku, "keep": keep, "shibata": shibata, "mine": mine, "theirs": theirs,
             "judge": JUDGE}  # fmt: skip
    steps = [force("kahoku"), ask("province_strength", "keep"), dishonor("d", "theirs"), force("kahoku"),
             ask("province_strength", "keep")]  # fmt: skip
    # his own player's dishonorable Personality does not count; another player's does
    assert answers(cards, steps) == [2, 5, 4, 6]


def test_yoritomo_counts_his_own_weapons():
    cards = {"yoritomo": personality("me", "home:me", traits=traits(YORITOMO, "Personality", "Yoritomo")),
             "other": personality("me", "home:me")}  # fmt: skip
    for n, bearer in enumerate(["yoritomo", "yoritomo", "other"]):
        cards[f"w{n}"] = {"type": "item", "owner": "me", "zone": "attached", "attached_to": bearer,
                          "keywords": ["Weapon"]}  # fmt: skip
    cards["armor"] = {"type": "item", "owner": "me", "zone": "attached", "attached_to": "yoritomo",
                      "keywords": ["Armor"]}  # fmt: skip
    assert answers(cards, [force("yoritomo"), ask("chi", "yoritomo")]) == [4, 6]


# --- a Force and Chi pair with a condition, opposing any, own states, Family Honor; each card's condition --
ARMOR = "This Personality has +3F/+2C while attacking."
SWORD = "This Item has +1F/+2C while you control Imperial Favor."
NAGEKI = "Nageki has +1F/+1C while opposing any Shadowlands cards."
CHUICHI = "Chuichi has +2F/+2C while bowed."
KUROHITO = "Kurohito has +2F/+2C while you have 21 or higher Family Honor."
SHRINE = "Your Personalities have +1F while they have an attachment."
SADAHARU = "Followers have +2F while in Sadaharu's army."


def test_pairs_and_conditions_compile():
    attacking = {"subject": {"attacking": True}}
    assert traits(ARMOR, "Item") == [
        {"id": "t1", "targets": "$bearer", "stat": "force", "change": 3, "while": attacking},
        {"id": "t1.2", "targets": "$bearer", "stat": "chi", "change": 2, "while": attacking},
    ]
    favor = {"player_stat": "imperial_favor", "player": "$controller", "at_least": 1}
    assert [t["while"] for t in traits(SWORD, "Item")] == [favor, favor]
    opposing = {"count": {"keywords": ["Shadowlands"], "opposing": "$source"}, "at_least": 1}
    assert traits(NAGEKI, "Personality", "Hida Nageki")[1]["while"] == opposing
    assert traits(CHUICHI, "Personality", "Hoshi Chuichi")[0]["while"] == {"subject": {"bowed": True}}
    honor = {"player_stat": "family_honor", "player": "$controller", "at_least": 21}
    assert traits(KUROHITO, "Personality", "Doji Kurohito")[0]["while"] == honor
    assert traits(SHRINE, "Holding")[0]["while"] == {"subject": {"with_attached": {}}}
    assert traits(SADAHARU, "Personality", "Hida Sadaharu")[0]["affects"] == {
        "in_play": True, "type": "follower", **ARMY}
    assert "of a follower" in refused("This card has +1F while dishonorable.", "Follower", kind="trait")
    assert "no family" in refused("This Personality has +1F/+1C while facing a Ninja in a duel.", "Item",
                                  kind="trait")  # fmt: skip


def test_the_armor_gives_its_bearer_both_bonuses_only_while_he_attacks():
    armor = {"type": "item", "owner": "me", "zone": "attached", "attached_to": "wearer",
             "traits": traits(ARMOR, "Item")}  # fmt: skip
    cards = {"wearer": personality("me", attacking=True), "armor": armor,
             "idle": personality("me", "home:me"),
             "spare": {**armor, "attached_to": "idle",
                       "traits": [{**t, "id": "s" + t["id"]} for t in armor["traits"]]}}  # fmt: skip
    steps = [force("wearer"), ask("chi", "wearer"), force("idle"), ask("chi", "idle")]
    assert answers(cards, steps) == [5, 4, 2, 2]


def test_nageki_while_a_shadowlands_card_opposes_her():
    nageki = personality("me", traits=traits(NAGEKI, "Personality", "Hida Nageki"), defending=True,
                         opposed=True)  # fmt: skip
    oni = personality("opp", keywords=["Shadowlands"], attacking=True, opposed=True)
    cards = {"nageki": nageki, "oni": oni}
    assert answers(cards, [force("nageki"), move("oni", "home:opp"), force("nageki")]) == [3, 2]


def test_each_personality_with_an_attachment_and_followers_in_sadaharus_army():
    shrine = {"type": "holding", "owner": "me", "zone": "home:me", "traits": traits(SHRINE, "Holding")}
    cards = {"shrine": shrine, "armed": personality("me", "home:me"), "bare": personality("me", "home:me"),
             "fan": {"type": "item", "owner": "me", "zone": "attached", "attached_to": "armed"}}  # fmt: skip
    assert answers(cards, [force("armed"), force("bare")]) == [3, 2]
    sadaharu = personality("me", traits=traits(SADAHARU, "Personality", "Hida Sadaharu"), attacking=True)
    cards = {"sadaharu": sadaharu, "f1": follower("sadaharu"), "far": personality("me", "battlefield:2"),
             "f2": follower("far")}  # fmt: skip
    assert answers(cards, [force("f1"), force("f2")]) == [3, 1]


# --- "Your maximum hand size is increased by 1" ----------------------------------------------------------
TAPESTRY = "While this Shugenja is Void, your maximum hand size is increased by 1."


def test_an_increased_or_reduced_maximum_hand_size():
    plus = {"id": "t1", "targets": "$controller", "stat": "hand_size_bonus", "change": 1}
    assert traits("Your maximum hand size is increased by one.") == [plus]
    assert traits("Your maximum hand size is reduced by 1.", "Item") == [{**plus, "change": -1}]
    void = {"card": "$bearer", "is": {"keywords": ["Void"]}}
    assert traits(TAPESTRY, "Spell") == [{**plus, "while": void}]
    assert "not in play" in refused("Your maximum hand size is increased by 1.", kind="trait")
    floor = "Other players' maximum hand sizes are reduced by 1, to a minimum of 7."  # plain: compiler 19 C
    assert "no family" in refused(floor, "Item", kind="trait")


def test_the_tapestry_while_its_shugenja_is_void():
    tapestry = {"type": "spell", "owner": "me", "zone": "attached", "attached_to": "shugenja",
                "traits": traits(TAPESTRY, "Spell")}  # fmt: skip
    give = {"id": "g", "designators": ["Open"],
            "effects": [{"targets": ["shugenja"], "grant_keyword": "Void",
                         "duration": "end_of_turn"}]}  # fmt: skip
    cards = {"shugenja": personality("me", "home:me", keywords=["Shugenja", "Water"]), "tapestry": tapestry,
             "gift": {"type": "holding", "owner": "me", "zone": "home:me", "abilities": [give]}}  # fmt: skip
    size = {"ask": {"stat": "hand_size_bonus", "player": "me"}}
    steps = [size, {"use": {"id": "u", "card": "gift", "ability": "g", "by": "me"}}, size]
    assert answers(cards, steps) == [0, 1]
