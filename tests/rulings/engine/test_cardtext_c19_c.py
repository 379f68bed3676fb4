"""L5R compiler 19, part C: lasting rules on players, written as traits. "Other players' maximum hand sizes
are reduced by 1." (Taishuu), "Other players have -1 maximum hand size." (False Ring of Earth), "Other players
may not take Political actions." (Hantei the 39th) on `$other_players` (every player but the card's
controller, l5r.desk.other-players); "You do not gain or lose Honor; this is not negation." (The Imperial
Palace of Fu Leng) and "You do not lose Honor from cards you own; this is not negation." (Fields of the
Dead) as preventions that are not negation. What each compiles to, the engine playing it, and near wordings
that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, personality, piece, refused, use

TAISHUU = "Other players' maximum hand sizes are reduced by 1."
TSUGIO = "Other players' maximum hand sizes are increased by 1."
FALSE_RING = "Other players have -1 maximum hand size."
HANTEI = "Other players may not take Political actions."
PALACE = "You do not gain or lose Honor; this is not negation."
FIELDS = "You do not lose Honor from cards you own; this is not negation."


def _traits(text: str, card_type: str) -> list:
    return piece(text, card_type, kind="trait")["traits"]


def _run(cards: dict, steps: list, players: tuple = ("me", "opp"), honor: int = 5):
    data = {"game": "l5r", "players": [{"id": p, "family_honor": honor} for p in players], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps]}  # fmt: skip
    return evaluate(parse_scenario(data))


def _values(cards: dict, steps: list, **how) -> list:
    return [a["answer"]["value"] for a in _run(cards, steps, **how).answers]


# --- what the wordings compile to ---------------------------------------------------------------------------
HAND = {"id": "t1", "targets": "$other_players", "stat": "hand_size_bonus"}


@pytest.mark.parametrize(
    ("text", "card_type", "change"),
    [(TAISHUU, "Personality", -1), (TSUGIO, "Personality", 1), (FALSE_RING, "Ring", -1),
     ("Other players have +2 maximum hand size.", "Holding", 2)],
)  # fmt: skip
def test_other_players_hand_sizes(text, card_type, change):
    assert _traits(text, card_type) == [{**HAND, "change": change}]


def test_other_players_may_not_take_a_kind_of_action():
    assert _traits(HANTEI, "Personality") == [
        {"id": "t1", "targets": "$other_players", "may_not_use": {"keyword": "Political"}}
    ]


@pytest.mark.parametrize(
    "text",
    [PALACE, "You will not gain or lose Honor; this is not negation.", "You will not gain or lose Honor.",
     "You do not gain or lose Honor."],
)  # fmt: skip
def test_no_honor_gain_or_loss_is_a_prevention_that_is_not_negation(text):
    prevent = {"event": "honor", "negation": False}
    assert _traits(text, "Stronghold") == [{"id": "t1", "targets": "$controller", "prevent": prevent}]


@pytest.mark.parametrize("text", [FIELDS, "You do not lose Honor from cards you own."])
def test_no_honor_loss_from_owned_cards(text):
    prevent = {"event": "honor", "direction": "lose", "from_owned": True, "negation": False}
    assert _traits(text, "Stronghold") == [{"id": "t1", "targets": "$controller", "prevent": prevent}]


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (FALSE_RING, "Strategy"),  # a Strategy is never in play: no lasting trait
        (PALACE, "Strategy"),
        (FIELDS, "Strategy"),
        (HANTEI, "Strategy"),
        ("Other players' maximum hand sizes are reduced by 1, to a minimum of 7.", "Item"),  # a floor
        ("Other players may not take Battle actions.", "Personality"),  # a designator, not a keyword
        ("Other players may not lobby.", "Celestial"),  # lobbying is not modelled
        ("Other players may not target Tsimaru with Political actions.", "Personality"),
        ("Other players' Political actions may not target Suikihime.", "Personality"),
        ("You do not lose Honor from your cards.", "Sensei"),  # owned or controlled: not said
        ("You do not lose Honor from Ninja cards you own.", "Stronghold"),
        ("You do not lose Honor from Fate and Spider Clan cards you own.", "Stronghold"),
        ("You do not lose Honor from Kolat cards; this is not negation.", "Personality"),
        ("You may not play other Allegiance cards.", "Stronghold"),  # Allegiance: never defined
        ("Your Stronghold has no abilities.", "Sensei"),
        ("Other players do not gain Honor.", "Stronghold"),
    ],
)
def test_near_wordings_stay_refused(text, card_type):
    assert refused(text, card_type, kind="trait")


# --- the engine playing them: other players' maximum hand sizes -------------------------------------------
def _taishuu(zone: str = "home", text: str = TAISHUU) -> dict:
    return personality("me", zone, traits=_traits(text, "Personality"))


def _sizes(players: tuple) -> list:
    return [{"ask": {"stat": "hand_size_bonus", "player": p}} for p in players]


def test_every_other_player_has_the_penalty_and_its_controller_not():
    players = ("me", "opp", "third")
    assert _values({"taishuu": _taishuu()}, _sizes(players), players=players) == [0, -1, -1]
    assert _values({"taishuu": _taishuu(text=TSUGIO)}, _sizes(players), players=players) == [0, 1, 1]


def test_only_while_the_card_is_in_play():
    assert _values({"taishuu": _taishuu("hand")}, _sizes(("me", "opp"))) == [0, 0]


def test_the_other_players_are_its_new_controllers_after_control_changes():
    take = {"apply": {"id": "take", "targets": ["taishuu"], "control": "opp"}}
    steps = [*_sizes(("me", "opp")), take, *_sizes(("me", "opp"))]
    assert _values({"taishuu": _taishuu()}, steps) == [0, -1, -1, 0]


def test_the_trace_cites_the_desks_rule():
    result = _run({"taishuu": _taishuu()}, _sizes(("me", "opp")))
    assert "l5r.desk.other-players" in {entry["rule"] for entry in result.trace}


# --- other players may not take Political actions -------------------------------------------------------
def _hantei_and_plans(keyword: str) -> dict:
    plan = {"id": "a1", "designators": ["Open"], "keywords": [keyword],
            "effects": [{"targets": "sam", "stat": "force", "change": 1}]}  # fmt: skip
    return {
        "hantei": personality("me", "home", traits=_traits(HANTEI, "Personality")),
        "sam": personality("me", "home"),
        "mine": {"type": "action", "owner": "me", "zone": "hand", "abilities": [plan]},
        "theirs": {"type": "action", "owner": "opp", "zone": "hand", "abilities": [plan]},
    }


def test_other_players_may_not_take_political_actions_but_its_controller_may():
    force = {"ask": {"stat": "force", "card": "sam"}}
    assert _values(_hantei_and_plans("Political"), [use("theirs", by="opp"), force]) == [2]
    assert _values(_hantei_and_plans("Political"), [use("mine"), force]) == [3]
    assert _values(_hantei_and_plans("Ninja"), [use("theirs", by="opp"), force]) == [3]


# --- no Honor gained or lost ------------------------------------------------------------------------------
def _keep(text: str) -> dict:
    stats = {"province_strength": 5, "gold_production": 5}
    traits = _traits(text, "Stronghold")
    return {"type": "stronghold", "owner": "me", "zone": "home", "stats": stats, "traits": traits}


def _action(owner: str, text: str) -> dict:
    return {"type": "action", "owner": owner, "zone": "hand", "abilities": [ability(text)]}


HONOR = [{"ask": {"stat": "family_honor", "player": p}} for p in ("me", "opp")]


def test_the_palace_stops_its_controllers_gains_and_losses_only():
    cards = {"keep": _keep(PALACE), "gain": _action("me", "Open: Gain 2 Honor."),
             "loss": _action("me", "Open: Lose 2 Honor."),
             "theirs": _action("opp", "Open: Gain 2 Honor.")}  # fmt: skip
    steps = [use("gain"), use("loss", uid="u2"), use("theirs", uid="u3", by="opp"), *HONOR]
    assert _values(cards, steps) == [5, 7]


def test_without_the_palace_in_play_honor_changes():
    keep = {**_keep(PALACE), "zone": "discard"}
    cards = {"keep": keep, "gain": _action("me", "Open: Gain 2 Honor.")}
    assert _values(cards, [use("gain"), *HONOR]) == [7, 5]


# --- no Honor lost from cards you own ---------------------------------------------------------------------
def _loss_by(owner: str, by: str) -> dict:
    """An action owned by `owner`, taken by `by`, that makes `me` lose 2 Honor."""
    return {"type": "action", "owner": owner, "zone": "hand", **({"controller": by} if by != owner else {}),
            "abilities": [{"id": "a1", "designators": ["Open"],
                           "effects": [{"targets": "me", "honor": -2}]}]}  # fmt: skip


def test_fields_stops_losses_from_cards_i_own():
    cards = {"keep": _keep(FIELDS), "loss": _action("me", "Open: Lose 2 Honor.")}
    assert _values(cards, [use("loss"), *HONOR]) == [5, 5]


def test_fields_lets_losses_from_other_players_cards_happen():
    cards = {"keep": _keep(FIELDS), "hit": _loss_by("opp", "opp")}
    assert _values(cards, [use("hit", by="opp"), *HONOR]) == [3, 5]


def test_fields_lets_gains_happen():
    cards = {"keep": _keep(FIELDS), "gain": _action("me", "Open: Gain 2 Honor.")}
    assert _values(cards, [use("gain"), *HONOR]) == [7, 5]


def test_fields_reads_the_owner_not_the_controller():
    # a card I own that the other player controls: its loss is still from a card I own
    take = {"apply": {"id": "take", "targets": ["hit"], "control": "opp"}}
    cards = {"keep": _keep(FIELDS), "hit": personality("me", "home", abilities=[
        {"id": "a1", "designators": ["Open"], "effects": [{"targets": "me", "honor": -2}]}])}  # fmt: skip
    steps = [take, {"use": {"id": "u", "card": "hit", "ability": "a1", "by": "opp"}}, *HONOR]
    assert _values(cards, steps) == [5, 5]


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("You may not play other Allegiance cards.", "Stronghold", "Allegiance"),
        ("Other players may not lobby.", "Celestial", "lobbying"),
        ("You may not Lobby.", "Sensei", "lobbying"),
        ("Your Stronghold has no abilities.", "Sensei", "no abilities"),
        ("Your Stronghold has no abilities or traits.", "Sensei", "no abilities"),
    ],
)
def test_refusals_say_why(text, card_type, why):
    assert why in refused(text, card_type, kind="trait")
