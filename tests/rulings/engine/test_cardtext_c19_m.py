"""L5R compiler 19, part M: looking at and ordering the Fate deck (family module deck_looks.py). "Look at the
top three cards of your Fate deck. Put them back in any order." (Public Records) is "You may rearrange them"
(look_at_top rearrange, l5r.desk.look-and-rearrange); "Look at the top card of your Fate deck. You may put it
at the bottom of your deck." (Tetsu Kama Mura), "... You may put one of those cards at the bottom of your
deck." (Tamori Wotan), "... You may put one on the bottom. Put the rest back in any order." (Rokkaku) are the
new op look_to_bottom (games/l5r/deck_looks.py, l5r.desk.put-at-bottom); "Put one of them in your hand and
put the other three on the bottom of your deck in any order." (Banish All Doubt), "If one is an Item, show it
and put it in your hand." (Horiuchi Rikako) are look_to_hand (l5r.desk.look-and-take). What each compiles
to, the engine playing it (the deck's order as the player chooses it, each choice an outcome when left open),
and near wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from rulings.engine.errors import ScenarioError
from tests.rulings.engine.cardtext_kit import ability, refused

PUBLIC_RECORDS = "Limited, Bow: Look at the top three cards of your Fate deck. Put them back in any order."
ELEMENTAL_DISCIPLE = (
    "Void Battle: Look at the top four cards of your Fate deck. Put them back in any order. You may take an "
    "additional Battle action."
)
TOP_CARD = "Look at the top card of your Fate deck."
TETSU_KAMA_MURA = f"Limited: {TOP_CARD} You may put it at the bottom of your deck."
ISAWA_HACHIKO = f"Void Limited: {TOP_CARD} You may put it at the bottom of the deck."
HIDDEN_MACHINATIONS = "Open, Bow: Look at the top card of your Fate deck. You may put it at the bottom."
TAMORI_WOTAN = (
    "Limited: Look at the top four cards of your Fate deck. You may put one of those cards at the bottom of "
    "your deck."
)
ROKKAKU = (
    "Void Limited, Bow: Look at the top four cards of your Fate deck. You may put one on the bottom. Put the "
    "rest back in any order."
)
ME = "$controller"


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_put_them_back_in_any_order_is_rearranging():
    records = ability(PUBLIC_RECORDS, "Holding")
    assert records["cost"] == {"bow": "$source"}
    assert records["effects"] == [{"targets": ME, "look_at_top": {"count": 3, "rearrange": True}}]
    disciple = ability(ELEMENTAL_DISCIPLE, "Personality")
    assert disciple["effects"] == [
        {"targets": ME, "look_at_top": {"count": 4, "rearrange": True}},
        {"targets": ME, "additional_action": {"designator": "Battle"}},
    ]


def test_put_them_back_variants():
    text = "Limited: Look at the top 3 cards of any Fate deck. Put them back on top of the deck in any order."
    assert ability(text)["effects"] == [
        {"targets": ME, "look_at_top": {"count": 3, "any_deck": True, "rearrange": True}}
    ]
    text = "Open: Look at the top five cards of your Fate deck and put them back in any order."
    assert ability(text)["effects"] == [{"targets": ME, "look_at_top": {"count": 5, "rearrange": True}}]


def test_the_top_card_may_go_to_the_bottom():
    for text, card_type in ((TETSU_KAMA_MURA, "Holding"), (ISAWA_HACHIKO, "Personality"),
                            (HIDDEN_MACHINATIONS, "Holding")):  # fmt: skip
        assert ability(text, card_type)["effects"] == [{"targets": ME, "look_to_bottom": {"count": 1}}]


def test_one_of_the_cards_looked_at_may_go_to_the_bottom():
    wotan = ability(TAMORI_WOTAN, "Personality")
    assert wotan["effects"] == [{"targets": ME, "look_to_bottom": {"count": 4}}]
    rokkaku = ability(ROKKAKU, "Personality")
    assert rokkaku["effects"] == [{"targets": ME, "look_to_bottom": {"count": 4, "rearrange": True}}]


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("Limited: Look at the top six cards of your Fate deck. Put them back in any order.", "more than 5"),
        ("Limited: Look at the top three cards of your Dynasty deck. Put them back in any order.",
         "no family"),
        ("Limited: Look at the top three cards of your Fate or Dynasty deck. Put them back in any order.",
         "no family"),
        ("Limited: Look at the top card of your Fate deck. Put it back in any order.", "no family"),
        ("Limited: Look at the top card of any deck. You may put it at the bottom of that deck.",
         "no family"),
        ("Limited: Look at the top card of one of your decks. You may put it at the bottom.", "no family"),
        ("Limited: Look at the top card of any Fate deck. You may put it at the bottom.", "no family"),
        ("Limited: Look at the top card of your Dynasty deck. You may put it at the bottom.", "no family"),
        ("Limited: Look at the top card of your Fate deck. You may put one of them at the bottom.", "agree"),
        ("Limited: Look at the top three cards of your Fate deck. You may put it at the bottom.", "agree"),
        ("Limited: Look at the top six cards of your Fate deck. You may put one on the bottom.",
         "more than 5"),
        ("Limited: Look at the top five cards of your Fate deck. You may put any of them at the bottom of "
         "your deck.", "no family"),
        ("Limited: Look at the top 3 cards of your Fate deck. Put zero or more of them at the bottom of your "
         "deck. Put the remaining cards back in any order.", "no family"),
        ("Limited: Look at the top three cards of your Fate deck. You may discard zero to two of them. "
         "Return the rest to the top of the deck in any order.", "no family"),
        ("Limited: Look at the top two cards of another player's Fate deck. Put one on the top of the deck "
         "and the other on the bottom.", "no family"),
    ],
)
def test_near_wordings_stay_refused(text, says):
    assert says in refused(text, "Holding")


# --- the engine playing the compiled cards ------------------------------------------------------------------
FATE = {"type": "action", "owner": "me", "zone": "deck"}


def _decks(text: str, card_type: str, cards: int = 5, decide: list | str | None = None) -> list:
    """Every outcome of the deck after the card's ability is used, top first (sorted)."""
    src = {"type": card_type.lower(), "owner": "me", "zone": "home", "abilities": [ability(text, card_type)]}
    if card_type == "Personality":
        src["stats"] = {"force": 2, "chi": 2}
    deck = {c: FATE for c in "abcdefg"[:cards]}
    use = {"use": {"id": "u", "card": "src", "ability": "a1", "by": "me"}}
    if decide is not None:
        use["decide"] = {"effect-1": decide}
    steps = [{"begin": {"name": "turn", "player": "me"}}, use, {"ask": {"deck": "me"}}]
    scenario = {"game": "l5r", "players": ["me", "opp"], "cards": {"src": src, **deck}, "steps": steps}
    result = evaluate(parse_scenario(scenario)).to_dict()
    runs = result.get("branches") or [result]
    return sorted(run["answers"][0]["answer"]["value"] for run in runs)


def test_public_records_puts_the_three_cards_back_in_each_order():
    orders = _decks(PUBLIC_RECORDS, "Holding", cards=4)
    assert len(orders) == 6 and all(order[3] == "d" for order in orders)
    assert {tuple(order[:3]) for order in orders} == {
        ("a", "b", "c"), ("a", "c", "b"), ("b", "a", "c"), ("b", "c", "a"), ("c", "a", "b"), ("c", "b", "a")
    }  # fmt: skip
    assert _decks(PUBLIC_RECORDS, "Holding", cards=4, decide=["c", "a", "b"]) == [["c", "a", "b", "d"]]


def test_tetsu_kama_mura_keeps_the_top_card_or_puts_it_at_the_bottom():
    assert _decks(TETSU_KAMA_MURA, "Holding", cards=3) == [["a", "b", "c"], ["b", "c", "a"]]
    assert _decks(TETSU_KAMA_MURA, "Holding", cards=3, decide=[]) == [["b", "c", "a"]]
    assert _decks(TETSU_KAMA_MURA, "Holding", cards=3, decide=["a"]) == [["a", "b", "c"]]


def test_tamori_wotan_may_put_any_one_of_the_four_at_the_bottom():
    assert _decks(TAMORI_WOTAN, "Personality") == [
        ["a", "b", "c", "d", "e"],
        ["a", "b", "c", "e", "d"],
        ["a", "b", "d", "e", "c"],
        ["a", "c", "d", "e", "b"],
        ["b", "c", "d", "e", "a"],
    ]
    assert _decks(TAMORI_WOTAN, "Personality", decide=["a", "c", "d"]) == [["a", "c", "d", "e", "b"]]


def test_rokkaku_puts_one_at_the_bottom_and_the_rest_back_in_any_order():
    outcomes = _decks(ROKKAKU, "Personality")
    assert len(outcomes) == 4 * 3 * 2 + 4 * (3 * 2)  # none at the bottom: 4!; one of four: 3! each
    assert ["d", "c", "b", "a", "e"] in outcomes and ["c", "a", "d", "e", "b"] in outcomes
    assert sum(order[4] == "e" for order in outcomes) == 24  # none at the bottom: e stays fifth
    assert sum(order[3] == "e" for order in outcomes) == 24  # one of the four under e
    assert _decks(ROKKAKU, "Personality", decide=["c", "a", "d"]) == [["c", "a", "d", "e", "b"]]


def test_a_short_deck_is_looked_at_as_it_is():
    # none, a or b at the bottom (b is at the bottom already: the deck stays as it was)
    assert _decks(TAMORI_WOTAN, "Personality", cards=2) == [["a", "b"], ["a", "b"], ["b", "a"]]
    assert _decks(TETSU_KAMA_MURA, "Holding", cards=0) == [[]]


def test_a_decision_not_of_the_cards_looked_at_leaves_every_choice_open():
    assert len(_decks(TETSU_KAMA_MURA, "Holding", cards=3, decide=["z"])) == 2


def test_a_decision_that_is_no_list_is_refused():
    with pytest.raises(ScenarioError):
        _decks(TETSU_KAMA_MURA, "Holding", cards=3, decide="a")


@pytest.mark.parametrize("value", [{"count": 6}, {"count": 0}, {"rearrange": True}, {"count": 2, "top": 1}])
def test_the_scenario_language_checks_look_to_bottom(value):
    src = {"type": "holding", "owner": "me", "zone": "home",
           "abilities": [{"id": "a1", "designators": ["Open"],
                          "effects": [{"targets": ME, "look_to_bottom": value}]}]}  # fmt: skip
    scenario = {"game": "l5r", "players": ["me", "opp"], "cards": {"src": src}, "steps": []}
    with pytest.raises(ScenarioError):
        parse_scenario(scenario)


# --- one of the cards looked at into the hand (look_to_hand) ---------------------------------------------
BANISH_ALL_DOUBT = (
    "Tactical Limited: Target your performing unbowed Tactician to look at the top four cards of your Fate "
    "deck. Put one of them in your hand and put the other three on the bottom of your deck in any order."
)
HORIUCHI_RIKAKO = (
    "Limited, Bow: Look at the top four cards of your Fate Deck. If one is an Item, show it and put it in "
    "your "
    "hand. Put the rest back in any order."
)
SPELL_OR_KIHO = (
    "Limited: Look at the top four cards of your Fate deck. If one is a Spell or Kiho, you may show it and "
    "put "
    "it in your hand."
)
PUT_ONE = (
    "Limited: Look at the top three cards of your Fate deck. Put one into your hand. Put the rest back in "
    "any order."
)


def test_taking_one_of_the_cards_looked_at_compiles_to_look_to_hand():
    banish = ability(BANISH_ALL_DOUBT)
    assert banish["effects"][0]["choose"]["keywords"] == ["Tactician"]
    assert banish["effects"][1] == {
        "targets": ME, "look_to_hand": {"count": 4, "rest": "bottom_any_order"}
    }  # fmt: skip
    assert ability(PUT_ONE)["effects"] == [{"targets": ME, "look_to_hand": {"count": 3, "rest": "any_order"}}]
    rikako = ability(HORIUCHI_RIKAKO, "Personality")
    assert rikako["effects"] == [
        {"targets": ME, "look_to_hand": {"count": 4, "kinds": [{"type": "item"}], "show": True,
                                          "rest": "any_order"}}
    ]  # fmt: skip
    assert ability(SPELL_OR_KIHO, "Holding")["effects"] == [
        {"targets": ME, "look_to_hand": {"count": 4, "kinds": [{"type": "spell"}, {"keywords": ["Kiho"]}],
                                          "show": True, "may": True}}
    ]  # fmt: skip


def test_the_looks_read_after_to():
    text = (
        "Limited: Bow your target performing Shugenja to look at the top four cards of your Fate deck. Put "
        "them back in any order."
    )
    effects = ability(text)["effects"]
    assert effects[0]["bow"] is True and effects[1] == {
        "targets": ME, "look_at_top": {"count": 4, "rearrange": True}, "if_changed": "a1.to"
    }  # fmt: skip
    text = (
        "Limited: Bow your performing Shugenja to look at the top card of your Fate deck. You may put it at "
        "the bottom."
    )
    assert ability(text)["effects"][1]["look_to_bottom"] == {"count": 1}


@pytest.mark.parametrize(
    "text",
    [
        "Limited: Look at the top four cards of your Fate deck. Put one of them in your hand and put the "
        "other two "
        "on the bottom of your deck in any order.",  # not all the others
        "Limited: Look at the top six cards of your Fate deck. Put one into your hand. Put the rest back in "
        "any "
        "order.",  # more than 5
        "Limited: Look at the top four cards of your Fate deck. If one is not an Item, show it and put it "
        "in your "
        "hand.",
        "Limited: Look at the top five cards of your Fate deck. You may put two of them in your hand. Put "
        "the rest "
        "back on top in any order.",
        "Limited: Look at the top four cards of your Dynasty deck. If one is a Holding, show it and put it "
        "in your "
        "hand.",
        "Limited: Look at the top three cards of your Fate deck. If one is a Political Strategy, you may "
        "show it "
        "and put it in your hand.",  # not a keyword read exactly
        "Limited: Look at the top four cards of your Fate deck. Put one in your hand. Put the rest at the "
        "bottom "
        "of the deck in their original order.",
    ],
)
def test_near_takes_stay_refused(text):
    assert refused(text, "Holding")


def _taken(text: str, card_type: str, deck: dict, decide: list | None = None, performer: bool = False):
    """Every outcome (deck top first, hand) after the card's ability is used (sorted)."""
    strategy = card_type == "Strategy"
    src = {"type": "action" if strategy else card_type.lower(), "owner": "me",
           "zone": "hand" if strategy else "home", "abilities": [ability(text, card_type)]}  # fmt: skip
    if card_type == "Personality":
        src["stats"] = {"force": 2, "chi": 2}
    cards = {"src": src, **deck}
    use: dict = {"id": "u", "card": "src", "ability": "a1", "by": "me"}
    if performer:
        cards["tac"] = {"type": "personality", "owner": "me", "zone": "home", "keywords": ["Tactician"],
                        "stats": {"force": 1, "chi": 1}}  # fmt: skip
        use |= {"performer": "tac", "targets": ["tac"]}
    step: dict = {"use": use}
    if decide is not None:
        step["decide"] = {"effect-2" if performer else "effect-1": decide}
    steps = [{"begin": {"name": "turn", "player": "me"}}, step, {"ask": {"deck": "me"}},
             {"ask": {"hand": "me"}}]  # fmt: skip
    scenario = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    result = evaluate(parse_scenario(scenario)).to_dict()
    runs = result.get("branches") or [result]
    values = [[answer["answer"]["value"] for answer in run["answers"]] for run in runs]
    return sorted((deck_now, hand) for deck_now, hand in values)


def _deck(**types: str) -> dict:
    return {c: {"type": kind, "owner": "me", "zone": "deck"} for c, kind in types.items()}


def test_banish_all_doubt_takes_one_and_puts_the_others_at_the_bottom_in_any_order():
    deck = _deck(a="action", b="action", c="action", d="action", e="action")
    outcomes = _taken(BANISH_ALL_DOUBT, "Strategy", deck, performer=True)
    assert len(outcomes) == 4 * 6 and all(order[0] == "e" and len(hand) == 1 for order, hand in outcomes)
    decided = _taken(BANISH_ALL_DOUBT, "Strategy", deck, decide=["b", "d", "c", "a"], performer=True)
    assert decided == [(["e", "d", "c", "a"], ["b"])]


def test_rikako_takes_an_item_shown_and_puts_the_rest_back_in_any_order():
    deck = _deck(a="action", b="item", c="action", d="item", e="action")
    outcomes = _taken(HORIUCHI_RIKAKO, "Personality", deck)
    assert len(outcomes) == 2 * 6 and {tuple(hand) for _, hand in outcomes} == {("b",), ("d",)}
    decided = _taken(HORIUCHI_RIKAKO, "Personality", deck, decide=["d", "c", "a", "b"])
    assert decided == [(["c", "a", "b", "e"], ["d"])]
    no_item = _deck(a="action", b="action", c="spell")
    assert len(_taken(HORIUCHI_RIKAKO, "Personality", no_item)) == 6  # nothing taken: the order chosen


def test_a_spell_or_kiho_may_be_taken_the_others_stay_in_order():
    deck = _deck(a="action", b="spell", c="action", d="action", e="spell")
    outcomes = _taken(SPELL_OR_KIHO, "Holding", deck)
    assert outcomes == [(["a", "b", "c", "d", "e"], []), (["a", "c", "d", "e"], ["b"])]
    assert _taken(SPELL_OR_KIHO, "Holding", deck, decide=["none", "a", "b", "c", "d"]) == [
        (["a", "b", "c", "d", "e"], [])
    ]


# --- searches and shuffles: refused with the reason ---------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "card_type", "says"),
    [
        ("Open: Destroy this Holding to search your Fate deck for a Ring. Show it and put it in your hand. "
         "Shuffle your Fate deck.", "Holding", "shuffled deck's order"),
        ("Repeatable Limited, Bow: Search your Fate deck for an Elemental card, show it, and put it in your "
         "hand. Lose 2 Honor.", "Holding", "shuffled deck's order"),
        ("Open: Shuffle an Event card from your discard pile into your Dynasty deck.", "Strategy",
         "shuffled deck's order"),
        ("Limited: Search your discard pile for a Kiho and put it in your hand.", "Holding", "scenario step"),
    ],
)
def test_searches_and_shuffles_are_refused_with_the_reason(text, card_type, says):
    assert says in refused(text, card_type)
