"""Compiler version 9, part E: statics naming the card itself ("Ato has +3F while attacking."), and the
conditions a continuous trait holds "while" (he has a Spell, attached to a Duelist, he is Fire, you control a
Port, opposed by a Shadowlands Personality, opposing a Samurai). What each clause compiles to, the near
wordings that must stay not played, and scenarios in which the engine plays the compiled traits."""

import pytest

from rulings.engine import evaluate, parse_scenario
from rulings.engine.cardtext.compiler import compile_clause
from tests.rulings.engine.cardtext_kit import refused as kit_refused


def traits(text: str, card_type: str, title: str = "", clause_id: str = "t1") -> list[dict]:
    result = compile_clause("l5r", text, kind="trait", card_type=card_type, clause_id=clause_id, title=title)
    assert result.played, result.reason
    return result.piece["traits"]



def refused(text: str, card_type: str, title: str = "") -> str:
    return kit_refused(text, card_type, title, kind="trait")


def force(stat_change: int, condition: dict, targets: str = "$source") -> dict:
    return {"id": "t1", "targets": targets, "stat": "force", "change": stat_change, "while": condition}


# -- what the clauses compile to


def test_the_cards_own_name_has_a_bonus_while_attacking():
    assert traits("Ato has +3F while attacking.", "Personality", "Matsu Ato") == [
        force(3, {"subject": {"attacking": True}})
    ]
    assert traits("Pride of the Hand has Cavalry.", "Personality", "Pride of the Hand") == [
        {"id": "t1", "targets": "$source", "grant_keyword": "Cavalry"}
    ]
    # another card's name is not this card
    assert refused("Kaido has +1F while attacking.", "Personality", "Matsu Ato")
    # a Follower attacks with its unit (its Personality); a Holding never attacks
    assert traits("Ashigaru has +2F while attacking.", "Follower", "Ashigaru") == [
        force(2, {"card": "$bearer", "is": {"attacking": True}})
    ]
    assert "holding" in refused("Kyuden has +2F while attacking.", "Holding", "Kyuden")


def test_while_he_has_a_spell_or_a_weapon_attached():
    assert traits("Kojiro has Naval while he has a Spell.", "Personality", "Isawa Kojiro") == [
        {"id": "t1", "targets": "$source", "grant_keyword": "Naval",
         "while": {"subject": {"with_attached": {"type": "spell"}}}}
    ]  # fmt: skip
    water = {"subject": {"with_attached": {"keywords": ["Water"], "type": "spell"}}}
    assert traits("Kinyo has +1F while she has a Water Spell attached.", "Personality", "Moshi Kinyo") == [
        force(1, water)
    ]
    weapon = {"subject": {"with_attached": {"keywords": ["Weapon"]}}}
    assert traits("Hisamatsu has +2F while he has a Weapon attached.", "Personality", "Hisamatsu") == [
        force(2, weapon)
    ]
    # tokens are not attachments (compiler 18, part J reads them as tokens: has_tokens); "any" is not "a"
    furai = traits("Furai has +1C while he has any Fire tokens.", "Personality", "Togashi Furai")
    assert furai[0]["while"] == {"subject": {"has_tokens": "Fire"}}
    refused("Kota has +2F while he has a card.", "Personality", "Iuchi Kota")


def test_a_force_and_chi_pair_is_two_traits_under_one_condition():
    text = "Malevolent Kappa has +2F/+1C while opposing a Samurai."
    kappa = traits(text, "Personality", "Malevolent Kappa")
    condition = {"count": {"keywords": ["Samurai"], "opposing": "$source"}, "at_least": 1}
    assert kappa == [
        force(2, condition),
        {"id": "t1.2", "targets": "$source", "stat": "chi", "change": 1, "while": condition},
    ]


def test_while_attached_to_a_keyword_is_the_bearer_of_a_follower_or_item():
    duelist = {"card": "$bearer", "is": {"keywords": ["Duelist"]}}
    assert traits("This Follower has +2F while attached to a Duelist.", "Follower") == [force(2, duelist)]
    crab = {"card": "$bearer", "is": {"keywords": ["Crab Clan"], "type": "personality"}}
    text = "This card has +1F while attached to a Crab Clan Personality."
    assert traits(text, "Item") == [force(1, crab)]
    # a Personality is attached to nothing; "this Personality" on a Follower is already its bearer
    assert "attached to" in refused("Ato has +1F while attached to a Duelist.", "Personality", "Matsu Ato")
    assert "attached to" in refused("This Personality has +1F while attached to a Duelist.", "Follower")


def test_while_he_is_a_keyword_first_or_last():
    fire = {"subject": {"keywords": ["Fire"]}}
    assert traits("While this Shugenja is Fire, he has +1F.", "Spell") == [force(1, fire, "$bearer")]
    assert traits("This Shugenja has +1F while he is Fire.", "Spell") == [force(1, fire, "$bearer")]
    either = {"subject": {"any_keywords": ["Courtier", "Shugenja"]}}
    guardian = traits("This Personality has +1PH while he is a Courtier or Shugenja.", "Follower")
    assert guardian == [
        {"id": "t1", "targets": "$bearer", "stat": "personal_honor", "change": 1, "while": either}
    ]
    water = traits("While this Shugenja is Water, he has Cavalry and Naval.", "Spell")
    assert [t["grant_keyword"] for t in water] == ["Cavalry", "Naval"]
    # a Spell's "this Personality" is not its Shugenja
    assert refused("While this Personality is Fire, he has +1F.", "Spell")
    # (compiler 15, part H reads "dishonorable" as the status, the filter field `dishonorable`)
    guards = traits("This card has -3F while this Personality is dishonorable.", "Follower")
    assert guards[0]["while"] == {"card": "$bearer", "is": {"dishonorable": True}}
    assert refused("Kuga has +2F while he is unopposed at a battlefield.", "Personality", "Kuga")


def test_while_you_control_a_kind_of_card():
    port = {"count": {"keywords": ["Port"], "controller": "$controller"}, "at_least": 1}
    daizen = traits("Daizen has Naval while you control a Port.", "Personality", "Hiruma Daizen")
    assert daizen[0]["while"] == port
    ring = {"count": {"type": "ring", "controller": "$controller"}, "at_least": 1}
    assert traits("This Follower has +1F while you control a Ring.", "Follower") == [force(1, ring)]
    assert traits("This Follower has +1F while you control any Rings.", "Follower") == [force(1, ring)]
    shugenja = {"count": {"keywords": ["Shugenja"], "controller": "$controller"}, "at_least": 1}
    ikuko = traits("Ikuko has +1F while you control any Shugenja.", "Personality", "Shiba Ikuko")
    assert ikuko == [force(1, shugenja)]
    # a keyword in the plural would name another keyword; a title is not a kind of card
    assert "plural" in refused("Ikuko has +1F while you control any Ports.", "Personality", "Shiba Ikuko")
    refused("Chikara has +1F while you control Oishi.", "Personality", "Chikara")
    # ("... while you control a Terrain at its battlefield.": played since compiler 15, part D)


def test_while_opposed_or_opposed_by():
    opposing = {"type": "personality", "keywords": ["Shadowlands"], "opposing": "$source"}
    shadow = {"count": opposing, "at_least": 1}
    text = "Shikehime has +3F while opposed by one or more Shadowlands Personalities."
    assert traits(text, "Personality", "Kuni Shikehime") == [force(3, shadow)]
    text = "Shikehime has +3F while opposed by a Shadowlands Personality."
    assert traits(text, "Personality", "Kuni Shikehime") == [force(3, shadow)]
    assert traits("Yataro has +2F while opposed.", "Personality", "Hiruma Yataro") == [
        force(2, {"subject": {"opposed": True}})
    ]
    assert "holding" in refused("This card has +1F while opposed.", "Holding")
    # a condition on the opposing Personality's controller is not read
    refused("Harada has +2F while opposed by a Personality whose controller has lower Family Honor than you.",
            "Personality", "Daidoji Harada")  # fmt: skip


@pytest.mark.parametrize(
    "text",
    [
        "Botan has +1F while defending and +1F while you control any Rings.",
        "Masao has +3F while attacking unless he has any non-Weapon attachments.",
        # ("Aoyama has +2F while in an army with another Tactician.": played since compiler 15, part D)
        "Tobasa has -1F while there are any Cavalry units on the enemy side at his battlefield.",
        "Yayu has +2F and Cavalry while it is not your turn.",
    ],
)
def test_near_wordings_stay_not_played(text):
    titles = ["Daidoji Botan", "Akodo Masao", "Aoyama", "Shinjo Tobasa", "Tamori Yayu"]
    refused(text, "Personality", next(t for t in titles if text.split()[0] in t))


# -- the engine plays them


def run(cards: dict, *steps: dict) -> list:
    doc = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": [TURN, *steps]}
    return [a["answer"]["value"] for a in evaluate(parse_scenario(doc)).answers]


TURN = {"begin": {"name": "turn", "player": "me"}}


def personality(owner: str = "me", zone: str = "home", **more) -> dict:
    return {"type": "personality", "owner": owner, "zone": zone, "stats": {"force": 2, "chi": 2}} | more


def ask(card: str, stat: str = "force") -> dict:
    return {"ask": {"stat": stat, "card": card}}


def test_a_named_personality_has_his_bonus_only_while_he_has_a_spell():
    kojiro = traits("Kojiro has +2F while he has a Spell.", "Personality", "Isawa Kojiro")
    cards = {
        "kojiro": personality(traits=kojiro, keywords=["Shugenja"]),
        "scroll": {"type": "spell", "owner": "me", "zone": "hand"},
        "katana": {"type": "item", "owner": "me", "zone": "hand", "keywords": ["Weapon"], "stats": {}},
    }
    attach = [{"action": {"id": f"a-{c}", "by": "me", "effects": [{"targets": c, "attach": "kojiro"}]}}
              for c in ("katana", "scroll")]  # fmt: skip
    assert run(cards, ask("kojiro"), attach[0], ask("kojiro"), attach[1], ask("kojiro")) == [2, 2, 4]


def test_a_bonus_while_opposed_by_a_shadowlands_personality_follows_the_battlefield():
    text = "Shikehime has +3F while opposed by one or more Shadowlands Personalities."
    shikehime = traits(text, "Personality", "Kuni Shikehime")
    cards = {
        "shikehime": personality(zone="battlefield:1", defending=True, traits=shikehime),
        "oni": personality("opp", "battlefield:1", attacking=True, keywords=["Shadowlands"]),
        "samurai": personality("opp", "battlefield:2", attacking=True),
    }
    move_oni = {"move": {"card": "oni", "to": "battlefield:2"}}
    assert run(cards, ask("shikehime"), move_oni, ask("shikehime")) == [5, 2]


def test_a_followers_bonus_while_attached_to_a_duelist_and_while_you_control_a_ring():
    apprentice = traits("This Follower has +2F while attached to a Duelist.", "Follower")
    other = traits("This Follower has +2F while attached to a Duelist.", "Follower", clause_id="t2")
    disciple = traits("This Follower has +1F while you control a Ring.", "Follower", clause_id="t3")
    cards = {
        "duelist": personality(keywords=["Duelist"]),
        "plain": personality(),
        "apprentice": {"type": "follower", "owner": "me", "attached_to": "duelist", "stats": {"force": 1},
                       "traits": apprentice},
        "other": {"type": "follower", "owner": "me", "attached_to": "plain", "stats": {"force": 1},
                  "traits": other},
        "disciple": {"type": "follower", "owner": "me", "attached_to": "plain", "stats": {"force": 1},
                     "traits": disciple},
        "ring": {"type": "ring", "owner": "me", "zone": "hand"},
    }  # fmt: skip
    ring_in = {"enter_play": "ring"}
    answers = run(cards, ask("apprentice"), ask("other"), ask("disciple"), ring_in, ask("disciple"))
    assert answers == [3, 1, 1, 2]


# -- Tireless (the Desk's rule l5r.desk.tireless, from the printed reminder text)


def ability(text: str, card_type: str, title: str = "") -> dict:
    result = compile_clause("l5r", text, kind="ability", card_type=card_type, clause_id="a1", title=title)
    assert result.played, result.reason
    return result.piece["abilities"][0]


def test_a_tireless_ability_may_be_used_while_bowed_and_keeps_its_keyword():
    text = "Fire Tireless Battle: Ranged 3 Attack. Straighten Akihiro."
    akihiro = ability(text, "Personality", "Isawa Akihiro")
    assert akihiro["even_if_bowed"] is True and akihiro["keywords"] == ["Fire", "Tireless"]
    assert akihiro["effects"][1] == {"targets": "$source", "straighten": True}
    wave = ability("Tireless Battle, 3 Gold: Straighten this Follower.", "Follower")
    assert wave["cost"] == {"gold": 3} and wave["even_if_bowed"] is True
    drums = ability("Ninja Tireless Reaction: After this card enters play: Straighten this card.", "Holding")
    assert drums["designators"] == ["Reaction"] and drums["keywords"] == ["Ninja", "Tireless"]
    target = ability("Tireless Battle: Target an enemy Personality: Bow him.", "Strategy")
    assert target["even_if_bowed"] is True and target["effects"][0]["bow"] is True
    # unlike "Even if this card is bowed", Tireless names no card for "him"
    refused_ability = compile_clause("l5r", "Tireless Battle: Bow him.", kind="ability", card_type="Follower",
                                     clause_id="a1")  # fmt: skip
    assert not refused_ability.played and "without a target" in refused_ability.reason
    for text in ("Tireless Tireless Battle: Straighten this card.", "Tireless: Straighten this card."):
        assert not compile_clause("l5r", text, kind="ability", card_type="Follower", clause_id="a1").played


def test_a_bowed_card_uses_its_tireless_ability_and_not_one_without_it():
    tireless = ability("Tireless Open: Straighten this card.", "Personality", "Rasetsu")
    plain = {**ability("Open: Straighten this card.", "Personality", "Rasetsu"), "id": "a2"}
    cards = {
        "rasetsu": personality(bowed=True, abilities=[tireless]),
        "other": personality(bowed=True, abilities=[plain]),
    }
    use = [{"use": {"id": f"u-{c}", "card": c, "ability": a, "by": "me"}} for c, a in (("rasetsu", "a1"),
                                                                                        ("other", "a2"))]
    bowed = [{"ask": {"flag": "bowed", "card": c}} for c in ("rasetsu", "other")]
    answers = run(cards, *use, *bowed)
    assert answers == [False, True]


# -- "Ranged Attacks targeting Maemi / this Personality have -3 strength" (l5r.desk.attack-strength)


def test_attacks_targeting_this_card_or_its_bearer_have_a_strength_change():
    maemi = traits("Ranged Attacks targeting Maemi have -3 strength.", "Personality", "Bayushi Maemi")
    assert maemi == [{"id": "t1", "attack_strength": {"change": -3, "targeting": "this_card"}}]
    itself = traits("Ranged Attacks targeting this Personality have -2 strength.", "Personality")
    # the card itself, not its unit
    assert itself == [{"id": "t1", "attack_strength": {"change": -2, "targeting": "this_card"}}]
    armor = traits("Ranged Attacks targeting this Personality have -2 strength.", "Item")
    assert armor == [{"id": "t1", "attack_strength": {"change": -2, "targeting": "bearer"}}]
    text = "Melee and Ranged Attacks targeting Oshaberi have -3 strength."
    both = traits(text, "Personality", "Kakita Oshaberi")
    assert both[0]["attack_strength"] == {"change": -3, "targeting": "this_card", "attacks": "any"}
    # a Holding is no attack's target; a condition after it is not read
    assert "holding" in refused("Ranged Attacks targeting this Personality have -2 strength.", "Holding")
    text = "Ranged Attacks targeting Fujigawa have -1 strength if another player is Mantis Clan."
    refused(text, "Personality", "Isawa Fujigawa")


def test_an_attack_on_maemi_is_weaker_and_one_on_another_card_is_not():
    maemi = traits("Ranged Attacks targeting Maemi have -3 strength.", "Personality", "Bayushi Maemi")
    enemy = {"controller": "$other", "type": ["personality", "follower"]}
    shot = {"id": "shot", "choose": enemy, "targeting": True, "ranged_attack": {"strength": 4}}
    twice = {"times": 2, "per": "turn"}
    volley = {"id": "volley", "designators": ["Battle"], "limit": twice, "effects": [shot]}
    cards = {
        "archer": personality(zone="battlefield:1", attacking=True, abilities=[volley]),
        "maemi": personality("opp", "battlefield:1", defending=True, traits=maemi),
        "other": personality("opp", "battlefield:1", defending=True),
    }
    use = {"id": "u2", "card": "archer", "ability": "volley", "by": "me"}
    steps = [
        {"phase": "attack"},
        {"begin": {"name": "battle", "at": "battlefield:1"}},
        {"use": {"id": "u1", "card": "archer", "ability": "volley", "by": "me"}, "decide": {"shot": "maemi"}},
        {"ask": {"destroyed": "maemi"}},
        {"use": use, "decide": {"shot#2": "other"}},
        {"ask": {"destroyed": "other"}},
    ]
    assert run(cards, *steps) == [False, True]


# -- "Enters play paying 2 less Gold if you are a Lion Clan player" (enters_for_less, own_cost.py)


def fields(text: str, card_type: str, title: str = "") -> dict:
    result = compile_clause("l5r", text, kind="trait", card_type=card_type, clause_id="t1", title=title)
    assert result.played, result.reason
    return result.piece


@pytest.mark.parametrize(
    ("text", "card_type", "title", "less"),
    [
        ("Enters play paying 2 less Gold if you are a Lion Clan player.", "Personality", "",
         {"clan": "Lion"}),
        ("This Holding enters play for 1 less Gold if you are a Mantis Clan player.", "Holding", "",
         {"amount": 1, "clan": "Mantis"}),
        ("Kayomasa enters play for 1 less Gold if you are a Spider Clan player.", "Personality", "Kayomasa",
         {"amount": 1, "clan": "Spider"}),
        ("Enters play paying 1 less Gold.", "Follower", "", {"amount": 1}),
        ("Enters play for 2 Gold less.", "Item", "", {}),
    ],
)  # fmt: skip
def test_a_card_enters_play_for_less_gold(text, card_type, title, less):
    assert fields(text, card_type, title) == {"enters_for_less": {"amount": 2, **less}}


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        # "a Lion Clan or Scorpion Clan player" plays now (either clan, test_cardtext_c16_f.py): one that
        # is no clan the compiler reads stays refused
        ("Enters play for 1 less Gold if you are a Lion Clan or Kolat Clan player.", "Personality"),
        ("Enters play paying 2 less Gold if you are a Brotherhood of Shinsei player.", "Personality"),
        ("Enters play paying 1 less Gold for each province destroyed this game.", "Personality"),
        ("Enters play for 1 less Gold if you are the Defender.", "Personality"),
        ("This Holding enters play for 1 less Gold if you are a Mantis Clan player.", "Personality"),
        ("Enters play paying 1 less Gold.", "Strategy"),
        ("Enters play paying 0 less Gold.", "Personality"),
    ],
)
def test_near_wordings_of_entering_play_for_less_stay_not_played(text, card_type):
    refused(text, card_type)


@pytest.mark.parametrize(("clan", "due"), [("Lion", 5), ("Crab", 7)])
def test_the_compiled_card_costs_less_to_its_clans_player(clan, due):
    less = fields("Enters play paying 2 less Gold if you are a Lion Clan player.", "Personality")
    card = {"type": "personality", "owner": "me", "zone": "province:1",
            "stats": {"force": 3, "chi": 3, "gold_cost": 7}, **less}  # fmt: skip
    doc = {"game": "l5r", "players": [{"id": "me", "clan": clan}], "cards": {"h": card},
           "steps": [{"ask": {"gold_to_pay": "h"}}]}  # fmt: skip
    assert [a["answer"]["value"] for a in evaluate(parse_scenario(doc)).answers] == [due]


# -- a Follower's or Item's "while attacking / defending / opposed": its unit's, its Personality's status


def test_a_follower_defends_or_is_opposed_with_its_personality():
    assert traits("This card has +2F while defending.", "Follower") == [
        force(2, {"card": "$bearer", "is": {"defending": True}})
    ]
    assert traits("This Follower has +1F while opposed.", "Follower") == [
        force(1, {"card": "$bearer", "is": {"opposed": True}})
    ]
    assert "holding" in refused("This card has +1F while attacking.", "Holding")


def test_the_followers_bonus_follows_its_personalitys_side():
    legion = traits("This card has +2F while defending.", "Follower")
    cards = {
        "captain": personality(zone="battlefield:1", defending=True),
        "legion": {"type": "follower", "owner": "me", "attached_to": "captain", "stats": {"force": 1},
                   "traits": legion},
    }  # fmt: skip
    home = {"move": {"card": "captain", "to": "home"}}
    assert run(cards, ask("legion"), home, ask("legion")) == [3, 1]


def test_attacks_from_other_cards_in_this_unit_and_provinces_while_this_card_is_in_play():
    legacy = traits("Ranged Attacks from other cards in this unit have +1 strength.", "Item")
    assert legacy == [{"id": "t1", "attack_strength": {"change": 1, "from": "others_in_unit"}}]
    assert "holding" in refused("Ranged Attacks from other cards in this unit have +1 strength.", "Holding")
    ninja_to = traits("Your provinces have +2 strength while this card is in play.", "Item")
    stronghold = {"type": "stronghold", "controller": "$controller"}
    assert ninja_to == [{"id": "t1", "affects": stronghold, "stat": "province_strength", "change": 2}]
    # another card in play is a condition the trait does not hold
    refused("Your provinces have +2 strength while this Personality is in play.", "Item")
    refused("Your provinces have +2 strength while another player controls Oishi.",
            "Personality")  # fmt: skip  (a kind of card: compiler 15, part H)


def test_if_you_are_a_clan_player_while_you_control_the_imperial_favor_and_gold_production():
    shrine = traits("This Holding has Legacy if you are a Crab Clan player.", "Holding")
    legacy = {"id": "t1", "targets": "$source", "grant_keyword": "Legacy"}
    assert shrine == [{**legacy, "while": {"clan": "Crab"}}]
    favor = {"player_stat": "imperial_favor", "player": "$controller", "at_least": 1}
    assert traits("This Holding has +1GP while you control Imperial Favor.", "Holding") == [
        {"id": "t1", "targets": "$source", "stat": "gold_production", "change": 1, "while": favor}
    ]
    text = "Norachai has +2F/+2C while you control the Imperial Favor."
    assert [t["while"] for t in traits(text, "Personality", "Bayushi Norachai")] == [favor, favor]
    assert traits("This Holding has +1GP.", "Holding") == [
        {"id": "t1", "targets": "$source", "stat": "gold_production", "change": 1}
    ]
    # another player's Favor, a Personality's Gold Production, a payment for a kind the text does not name
    # exactly ("a single Shugenja only" plays since compiler 10, part E), an unknown clan
    refused("Norachai has +2F while another player controls the Imperial Favor.", "Personality",
            "Bayushi Norachai")  # fmt: skip
    assert "Gold Production" in refused("This Personality has +1GP.", "Item")
    refused("This Holding has +2GP when it pays for a single attachment only.", "Holding")
    assert "not a clan" in refused("Toganin has +1F if you are a Brotherhood Clan player.", "Personality",
                                   "Yoritomo Toganin")  # fmt: skip


def test_the_favor_bonus_holds_only_for_the_player_holding_the_imperial_favor():
    favor = traits("This Follower has +2F while you control the Imperial Favor.", "Follower")
    cards = {
        "captain": personality(),
        "guard": {"type": "follower", "owner": "me", "attached_to": "captain", "stats": {"force": 1},
                  "traits": favor},
    }  # fmt: skip
    for holder, force_now in (("me", 3), ("opp", 1)):
        players = [{"id": p, **({"imperial_favor": 1} if p == holder else {})} for p in ("me", "opp")]
        doc = {"game": "l5r", "players": players, "cards": cards, "steps": [TURN, ask("guard")]}
        assert [a["answer"]["value"] for a in evaluate(parse_scenario(doc)).answers] == [force_now]


def test_while_he_has_any_followers_or_an_attachment():
    followers = {"subject": {"with_attached": {"type": "follower"}}}
    text = "Hitoshi has +2F while he has any Followers attached."
    assert traits(text, "Personality", "Hida Hitoshi") == [force(2, followers)]
    fire = {"subject": {"with_attached": {"type": "spell", "keywords": ["Fire"]}}}
    reisa = traits("Reisa has Conqueror while she has any Fire Spells.", "Personality", "Tamori Reisa")
    assert reisa[0]["while"] == fire
    brnn = traits("Br'nn has +1F while he has an attachment.", "Personality", "Br'nn")
    assert brnn == [force(1, {"subject": {"with_attached": {}}})]
    assert "Rings" in refused("Kota has +1F while he has any Rings.", "Personality", "Iuchi Kota")
    # Fire tokens are not Fire Spells attached (compiler 18, part J: has_tokens)
    furai = traits("Furai has +1C while he has any Fire tokens.", "Personality", "Togashi Furai")
    assert furai[0]["while"] == {"subject": {"has_tokens": "Fire"}}
