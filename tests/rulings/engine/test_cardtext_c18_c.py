"""Compiler 18, part C: reactions to what actions do. "Reaction: After another player's Battle action targets
this Personality: Negate either the action's effects that move him or the action's effects that bow him."
(Dependable Gear) and "Either negate the action's effects that bow Churo or negate the action's effects that
move Churo." (Daigotsu Churo): a Reaction to an action targeting a card (l5r.desk.reaction-to-targeting) whose
effect is the ability's choice of one negation of that action's effects on that card. What each compiles
to, the engine playing the compiled cards, and the wordings close to them that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario

from .cardtext_kit import ability, refused

GEAR = "Reaction: After another player's Battle action targets this Personality: Negate either the action's "
GEAR += "effects that move him or the action's effects that bow him."
CHURO = "Reaction: After an action targets Churo: Either negate the action's effects that bow Churo or "
CHURO += "negate the action's effects that move Churo."


def _negation(on: str, event: str) -> list[dict]:
    return [{"targets": on, "prevent": {"event": event, "effects_of": "$reacted"}}]


# --- what they compile to -----------------------------------------------------------------------------------
def test_dependable_gear_chooses_one_negation_on_its_personality():
    compiled = ability(GEAR, "Item", "Dependable Gear")
    trigger = {"event": "targeted", "card": "$bearer", "kind": ["Battle"], "by": "other"}
    assert compiled["trigger"] == trigger
    assert "effects" not in compiled
    assert compiled["choice"] == [_negation("$bearer", "move"), _negation("$bearer", "bow")]


def test_daigotsu_churo_reads_his_own_name():
    compiled = ability(CHURO, "Personality", "Daigotsu Churo")
    assert compiled["trigger"] == {"event": "targeted", "card": "$source"}
    assert compiled["choice"] == [_negation("$source", "bow"), _negation("$source", "move")]


def test_three_options_and_a_kind_of_card_targeted():
    text = "Reaction: After an action targets this Personality: Negate either the action's effects that bow "
    text += "him, the action's effects that move him, or the action's effects that destroy him."
    compiled = ability(text, "Personality")
    assert [option[0]["prevent"]["event"] for option in compiled["choice"]] == ["bow", "move", "destroy"]
    # "him" after a kind of card targeted: the card the action targeted ($reacted_card, compiler 10, part B)
    text = "Reaction: After another player's action targets one of your Personalities: Negate either the "
    compiled = ability(text + "action's effects that move him or the action's effects that bow him.")
    assert compiled["trigger"] == {"event": "targeted", "by": "other",
                                   "of": {"type": "personality", "controller": "$controller"}}  # fmt: skip
    assert compiled["choice"][0] == _negation("$reacted_card", "move")


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        # one event twice, or two cards
        ("Reaction: After an action targets this Personality: Negate either the action's effects that move "
         "him or the action's effects that move him.", "Personality", "twice"),
        ("Reaction: After an action targets this Personality: Negate either the action's effects that move "
         "this card or the action's effects that bow him.", "Item", "different cards"),
        # no Reaction to targeting: which action's effects is not said
        ("Reaction: After this card enters play: Negate either the action's effects that move him or the "
         "action's effects that bow him.", "Personality", "without a Reaction to an action targeting"),
        ("Reaction: After the resolution of another player's action: Negate either the action's effects that "
         "move him or the action's effects that bow him.", "Personality", "without a Reaction to an action "
         "targeting"),
        # a second effect beside the choice
        ("Reaction: After an action targets this Personality: Negate either the action's effects that move "
         "him or the action's effects that bow him. Gain 1 Honor.", "Personality", "grammar"),
        # a choice of negations on every card of a unit, or whose player chooses: not read
        ("Reaction: After another player's Battle action targets a card in this unit: Choose whether to "
         "negate the bowing or the movement of any cards in this unit from the action's effects.", "Follower",
         "grammar"),
        # all of an action's effects: a prevention applies card by card (compiler 15, part B)
        ("After another player's Political action targets Chen, its effects do not happen; this is not "
         "negation.", "Personality", "grammar"),
    ],
)  # fmt: skip
def test_close_wordings_are_refused(text, card_type, why):
    kind = "trait" if text.startswith("After") else "ability"
    assert why in refused(text, card_type, "Moto Chen", kind=kind)


# --- the engine playing them --------------------------------------------------------------------------------
SAM = {"type": "personality", "owner": "me", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2}}
BEGIN = [{"begin": {"name": "turn", "player": "me"}}, {"begin": {"name": "battle", "at": "battlefield:1"}}]
# another player's Battle action that targets a Personality, bows him and moves him home
SHOVE = {"id": "shove", "designators": ["Battle"], "keywords": [],
         "effects": [{"id": "shove-e", "choose": {"type": "personality"}, "targeting": True, "bow": True},
                     {"targets": "$target1", "move": "home:me"}]}  # fmt: skip
OPEN_SHOVE = {**SHOVE, "id": "open_shove", "designators": ["Open"],
              "effects": [{**SHOVE["effects"][0], "id": "open-e"}, SHOVE["effects"][1]]}  # fmt: skip
FOE = {"type": "personality", "owner": "opp", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2},
       "abilities": [SHOVE, OPEN_SHOVE]}  # fmt: skip
ASK = [{"ask": {"successful": "u"}}, {"ask": {"zone": "sam"}}, {"ask": {"flag": "bowed", "card": "sam"}}]


def run(cards: dict, steps: list) -> list:
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": [*BEGIN, *steps]}
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def react(card: str, chosen: int, later: str = "s") -> dict:
    use = {"id": "u", "card": card, "ability": "a1", "by": "me", "reacts_to": later, "chosen": chosen}
    return {"use": use}


def shove(ability_id: str = "shove") -> dict:
    return {"use": {"id": "s", "card": "foe", "ability": ability_id, "by": "opp", "targets": ["sam"]}}


def _gear_cards() -> dict:
    gear = {"type": "item", "owner": "me", "attached_to": "sam",
            "abilities": [ability(GEAR, "Item", "Dependable Gear")]}  # fmt: skip
    return {"sam": SAM, "gear": gear, "foe": FOE}


def test_dependable_gear_negates_the_chosen_event_only():
    cards = _gear_cards()
    # the first option: his movement is negated, he is still bowed
    assert run(cards, [react("gear", 1), shove(), *ASK]) == [True, "battlefield:1", True]
    # the second: his bowing is negated, he still moves home
    assert run(cards, [react("gear", 2), shove(), *ASK]) == [True, "home:me", False]
    # without the Reaction he is bowed and moved home
    assert run(cards, [shove(), *ASK[1:]]) == ["home:me", True]


def test_dependable_gear_answers_only_another_players_battle_action():
    cards = _gear_cards()
    # an Open action is no Battle action: the Reaction is refused and he is bowed and moved
    assert run(cards, [react("gear", 1), shove("open_shove"), *ASK]) == [False, "home:me", True]


def test_daigotsu_churo_keeps_himself_in_place():
    churo = {**SAM, "abilities": [ability(CHURO, "Personality", "Daigotsu Churo")]}
    cards = {"sam": churo, "foe": FOE}
    assert run(cards, [react("sam", 2), shove(), *ASK]) == [True, "battlefield:1", True]
    assert run(cards, [react("sam", 1), shove(), *ASK]) == [True, "home:me", False]


# --- "After an Event resolves" (event_resolutions.py, the Desk's rule l5r.desk.event-resolved) -------------
LOTUS = "Reaction: After an Event resolves, bow this card: Draw a card."
FIREWORKS = "Reaction: After an Event resolves, destroy this card: Gain 2 Honor."
REVEALED = "After you reveal cards in your Provinces at the start of your turn, if this Event is face-up in "
REVEALED += "one of them, gain 1 Honor."


def test_after_an_event_resolves_compiles_to_its_trigger():
    compiled = ability(LOTUS, "Item", "Lotus Blade")
    assert compiled["trigger"] == {"event": "event_resolved"}
    assert compiled["cost"] == {"bow": "$source"}
    assert compiled["effects"] == [{"targets": "$controller", "draw": 1}]
    compiled = ability(FIREWORKS, "Item", "Fireworks")
    assert compiled["cost"] == {"destroy": "$source"}
    assert compiled["effects"] == [{"targets": "$controller", "honor": 2}]


@pytest.mark.parametrize(
    "text",
    [
        # whose Event, which kind, its trait or action: not read
        "Reaction: After another player's Event resolves: Gain 3 Honor.",
        "Reaction: After a Doom Event resolves: Gain 3 Honor.",
        "Reaction: After another player's Event's triggered trait or action resolves, gain 1 Honor.",
    ],
)
def test_other_event_moments_stay_refused(text):
    assert refused(text, "Strategy")


def _event_cards(owner: str = "opp", *, trait: bool = True) -> dict:
    from rulings.engine.cardtext.compiler import compile_clause

    omen = {"type": "event", "owner": owner, "zone": "province:1", "face": "down"}
    if trait:
        omen["traits"] = compile_clause("l5r", REVEALED, kind="trait", card_type="Event", clause_id="t1",
                                        title="Omen").piece["traits"]  # fmt: skip
    blade = {"type": "item", "owner": "me", "attached_to": "sam",
             "abilities": [ability(LOTUS, "Item", "Lotus Blade")]}  # fmt: skip
    return {"sam": {**SAM, "zone": "home:me"}, "blade": blade, "omen": omen,
            "top": {"type": "action", "owner": "me", "zone": "deck"}}  # fmt: skip


def _event_run(cards: dict, steps: list, player: str = "opp") -> list:
    players = [{"id": p, "family_honor": 0} for p in ("me", "opp")]
    data = {"game": "l5r", "players": players, "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": player}}, *steps]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


USE_BLADE = {"use": {"id": "u", "card": "blade", "ability": "a1", "by": "me"}}
BLADE_ASKS = [{"ask": {"successful": "u"}}, {"ask": {"zone": "top"}},
              {"ask": {"flag": "bowed", "card": "blade"}}]  # fmt: skip


def test_lotus_blade_draws_right_after_another_players_event_resolves():
    steps = [{"reveal_provinces": "opp"}, USE_BLADE, *BLADE_ASKS, {"ask": {"zone": "omen"}}]
    assert _event_run(_event_cards(), steps) == [True, "hand", True, "discard"]
    # its own player's Event too ("an Event": anyone's)
    steps = [{"reveal_provinces": "me"}, USE_BLADE, *BLADE_ASKS]
    assert _event_run(_event_cards("me"), steps, "me") == [True, "hand", True]


def test_lotus_blade_is_refused_without_an_event_resolving_just_before():
    # no reveal: nothing resolved
    assert _event_run(_event_cards(), [USE_BLADE, *BLADE_ASKS]) == [False, "deck", False]
    # the reveal of a card that is no Event with a trait answering it: no Event resolved
    steps = [{"reveal_provinces": "opp"}, USE_BLADE, *BLADE_ASKS]
    assert _event_run(_event_cards(trait=False), steps) == [False, "deck", False]
    # another step in between closes the window
    other = {"action": {"id": "x", "by": "opp", "effects": [{"targets": ["sam"], "bow": True}]}}
    later = [{"reveal_provinces": "opp"}, other, USE_BLADE, *BLADE_ASKS]
    assert _event_run(_event_cards(), later) == [False, "deck", False]


# --- "Before an Event resolves: Negate its effects." (event_negation.py, l5r.desk.event-negated) ------------
DESTINY = "Reaction: Before an Event resolves: Negate its effects."


def test_before_an_event_resolves_compiles_to_its_negation():
    compiled = ability(DESTINY, "Strategy", "Forging Destiny")
    assert compiled["trigger"] == {"event": "event_resolving"}
    assert compiled["effects"] == [{"targets": "$reacted_card", "negate_event": True}]


@pytest.mark.parametrize(
    "text",
    [
        # a cost, another effect, or "does not resolve" (not negation): not read
        "Reaction: Before an Event resolves, destroy this card: Negate its effects.",
        "Reaction: Before an Event resolves: Negate its effects. Draw a card.",
        "Reaction: Before an Event resolves: It does not resolve. Shuffle it into its owner's deck.",
        "Reaction: Before an Event's triggered trait or ability resolves, negate its effects.",
    ],
)
def test_other_wordings_before_an_event_stay_refused(text):
    assert refused(text, "Strategy")


def _destiny_cards(owner: str = "opp") -> dict:
    cards = _event_cards(owner)
    # a Strategy in its player's hand (a Fate card: type action), discarded once its action is taken
    cards["destiny"] = {"type": "action", "owner": "me", "zone": "hand",
                        "abilities": [ability(DESTINY, "Strategy", "Forging Destiny")]}  # fmt: skip
    return cards


def _negate(named: str = "omen") -> dict:
    return {"use": {"id": "n", "card": "destiny", "ability": "a1", "by": "me", "reacts_to": named}}


HONOR = [{"ask": {"stat": "family_honor", "player": "opp"}}, {"ask": {"zone": "omen"}}]


def test_forging_destiny_negates_the_events_effects():
    steps = [_negate(), {"reveal_provinces": "opp"}, {"ask": {"successful": "n"}}, *HONOR,
             {"ask": {"zone": "destiny"}}]  # fmt: skip
    assert _event_run(_destiny_cards(), steps) == [True, 0, "discard", "discard"]
    # without it the Event's trait gives its controller 1 Honor
    assert _event_run(_destiny_cards(), [{"reveal_provinces": "opp"}, *HONOR]) == [1, "discard"]
    # the negated Event has still resolved: "After an Event resolves" answers it
    steps = [_negate(), {"reveal_provinces": "opp"}, USE_BLADE, {"ask": {"successful": "u"}}, *HONOR]
    assert _event_run(_destiny_cards(), steps) == [True, 0, "discard"]


def test_forging_destiny_is_refused_without_an_event_about_to_resolve():
    ask = [{"ask": {"successful": "n"}}, *HONOR]
    # after the reveal: too late
    reveal = {"reveal_provinces": "opp"}
    assert _event_run(_destiny_cards(), [reveal, _negate(), *ask]) == [False, 1, "discard"]
    # a card that is no Event
    assert _event_run(_destiny_cards(), [_negate("sam"), reveal, *ask]) == [False, 1, "discard"]
    # without naming the Event (reacts_to): refused
    steps = [{"use": {"id": "n", "card": "destiny", "ability": "a1", "by": "me"}}, reveal, *ask]
    assert _event_run(_destiny_cards(), steps) == [False, 1, "discard"]


@pytest.mark.parametrize(
    ("timing", "negated"), [("before", False), ("after", False), ("after", True), (None, False)]
)
def test_a_triggered_trait_answers_an_event_resolving(timing, negated):
    """A trait answering event_resolved acts once the Event's trait resolved (or, `timing: before`, as it is
    about to), negated or not; without the Event resolving it does not act (test_nothing_ignored's probe)."""
    trait = {"id": "t", "trigger": {"event": "event_resolved", **({"timing": timing} if timing else {})},
             "targets": ["sam"], "stat": "force", "change": -1}  # fmt: skip
    cards = _destiny_cards()
    cards["sam"] = {**cards["sam"], "traits": [trait]}
    force = {"ask": {"stat": "force", "card": "sam"}}
    steps = [*([_negate()] if negated else []), {"reveal_provinces": "opp"}, force]
    assert _event_run(cards, steps) == [1]
    assert _event_run(cards, [force]) == [2]


def test_a_negation_holds_for_one_resolution_of_the_event():
    cards = _destiny_cards()
    hush = {"action": {"id": "hush", "by": "me", "effects": [{"targets": ["omen"], "negate_event": True}]}}
    back = {"move": {"card": "omen", "to": "province:1"}}
    again = [{"end": "turn"}, {"begin": {"name": "turn", "player": "opp"}}, {"reveal_provinces": "opp"}]
    honor = {"ask": {"stat": "family_honor", "player": "opp"}}
    steps = [hush, {"reveal_provinces": "opp"}, honor, back, *again, honor]
    assert _event_run(cards, steps) == [0, 1]
