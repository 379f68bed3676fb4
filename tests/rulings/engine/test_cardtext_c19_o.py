"""L5R compiler 19, part O: keywords whose printed reminder says all they do. Expendable ("(Draw a card after
your Expendable card is destroyed.)", "(... dies.)") is played by the engine for every card with the keyword
(the Desk's rule l5r.desk.expendable, resting on the reminder); its reminder after a sentence giving the
keyword is dropped before the parse. The reminders of Resilient, Brash, Kharmic and Destined stay refused with
their reasons. What each compiles to, the engine playing it, and near wordings that stay refused."""

import pytest

from cards.clauses import ENGINE_KEYWORD_REMINDERS
from cards.compiled import compile_text
from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, l5r_turn, personality, piece, refused, result

RULE = "l5r.desk.expendable"
DESTROYED = "Draw a card after your Expendable card is destroyed."
DIES = "Draw a card after your Expendable card dies."


# --- the reminder lines, played by the keyword's rule -------------------------------------------------------
def test_both_printings_of_the_reminder_name_the_rule():
    assert ENGINE_KEYWORD_REMINDERS["l5r"][DESTROYED] == ("Expendable", RULE)
    assert ENGINE_KEYWORD_REMINDERS["l5r"][DIES] == ("Expendable", RULE)


def _line(markup: str, card_type: str = "Follower"):
    return compile_text("l5r", card_type, markup).clauses["t1"]


@pytest.mark.parametrize(
    "markup",
    [
        f"<i>({DESTROYED})</i>",
        f"<i>({DIES})</i>",
        f"<i>(Duelists win tied duels versus non-Duelists. {DIES})</i>",
        f"<i>({DIES} Shugenja may attach and cast Spells.)</i>",
    ],
)
def test_the_reminder_line_is_played_by_the_engine_keyword_rule(markup):
    clause = _line(markup)
    assert clause.played and clause.family == "engine keyword rule"


@pytest.mark.parametrize(
    "markup",
    [
        f"<i>({DESTROYED} Fortifications attach, bowed, to the Province from which they entered play.)</i>",
        "<i>(Draw a card after your Expendable card leaves play.)</i>",  # another rule
        "<i>(Draw two cards after your Expendable card is destroyed.)</i>",
        "<i>(Draw a card after your Destined card enters play.)</i>",
    ],
)
def test_other_reminder_lines_stay_unplayed(markup):
    assert not _line(markup).played


# --- the reminder after a sentence giving the keyword -------------------------------------------------------
WORLDS_ESSENCE = "Open, Bow: Give your target Personality Expendable."
FINAL_LESSON = "Limited: Permanently give one or two of your target unbowed Personalities Expendable."


@pytest.mark.parametrize(
    ("text", "reminder", "card_type"),
    [
        (WORLDS_ESSENCE, f" ({DIES})", "Spell"),
        (WORLDS_ESSENCE, f" ({DESTROYED})", "Spell"),
        (FINAL_LESSON, f" ({DESTROYED})", "Action"),
    ],
)
def test_the_reminder_after_a_sentence_giving_the_keyword_adds_nothing(text, reminder, card_type):
    alone = ability(text, card_type)
    assert alone["effects"][0]["grant_keyword"] == "Expendable"
    assert ability(text + reminder, card_type) == alone


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (f"({DIES})", "Personality"),  # a reminder alone is a keyword line, not card text the compiler reads
        (f"Open, Bow: Give your target Personality Duelist. ({DIES})", "Spell"),  # another keyword given
        ("Open, Bow: Give your target Personality Expendable. (Draw a card after your Expendable card "
         "leaves play.)", "Spell"),  # another rule stated
    ],
)  # fmt: skip
def test_near_expendable_wordings_stay_refused(text, card_type):
    kind = "trait" if text.startswith("(") else "ability"
    assert refused(text, card_type, kind=kind)


# --- the engine playing Expendable ------------------------------------------------------------------------
def _hands(fodder: dict, steps: list, more: dict | None = None) -> list:
    cards = {"fodder": {"type": "follower", "owner": "me", "zone": "home", "stats": {"force": 1}, **fodder},
             "d1": {"type": "action", "owner": "me", "zone": "deck"},
             "d2": {"type": "action", "owner": "opp", "zone": "deck"}, **(more or {})}  # fmt: skip
    ask = [{"ask": {"hand": "me"}}, {"ask": {"hand": "opp"}}]
    result_ = evaluate(parse_scenario(l5r_turn(cards, [*steps, *ask])))
    assert result_.answers, result_
    return [a["answer"]["value"] for a in result_.answers], [line["text"] for line in result_.trace]


def _destroy(by: str = "opp") -> dict:
    return {"action": {"id": "s", "by": by, "effects": [{"targets": "fodder", "destroy": True}]}}


@pytest.mark.parametrize("by", ["opp", "me"])
def test_an_expendable_card_destroyed_draws_its_player_a_card(by):
    hands, trace = _hands({"keywords": ["Expendable"]}, [_destroy(by)])
    assert hands == [["d1"], []]
    assert "fodder, an Expendable card of me's, is destroyed: me draws a card" in trace


def test_a_card_without_the_keyword_draws_nothing():
    assert _hands({"keywords": ["Samurai"]}, [_destroy()])[0] == [[], []]


def test_the_player_who_controls_it_draws():
    hands, _ = _hands({"keywords": ["Expendable"], "owner": "opp", "zone": "home"}, [_destroy("me")])
    assert hands == [[], ["d2"]]


def test_an_expendable_card_bowed_or_discarded_from_the_hand_draws_nothing():
    bow = {"action": {"id": "b", "by": "opp", "effects": [{"targets": "fodder", "bow": True}]}}
    assert _hands({"keywords": ["Expendable"]}, [bow])[0] == [[], []]


def test_a_negated_destruction_draws_nothing():
    negate = piece("Before this card is destroyed: Negate the destruction.", "Follower", kind="trait")
    hands, _ = _hands({"keywords": ["Expendable"], **negate}, [_destroy()])
    assert hands == [[], []]


def test_the_keyword_given_by_the_compiled_ability_counts():
    spell = {"type": "spell", "owner": "me", "zone": "attached", "attached_to": "hero",
             **piece(f"{WORLDS_ESSENCE} ({DIES})", "Spell")}  # fmt: skip
    hero = personality("me", zone="home", keywords=["Shugenja"])
    use = {"use": {"id": "u", "card": "spell", "ability": "a1", "by": "me", "targets": ["fodder2"]}}
    fodder2 = personality("me", zone="home")
    destroy = {"action": {"id": "s", "by": "opp", "effects": [{"targets": "fodder2", "destroy": True}]}}
    more = {"spell": spell, "hero": hero, "fodder2": fodder2}
    given, trace = _hands({}, [use, destroy], more)
    assert given == [["d1"], []], trace
    plain, _ = _hands({}, [destroy], more)  # not given the keyword: nothing drawn
    assert plain == [[], []]


# --- the reminders of keywords whose rule is not played -----------------------------------------------------
RESILIENT = "(Once per game per card, a Resilient card does not die in battle resolution.)"


@pytest.mark.parametrize(
    ("text", "card_type", "kind", "why"),
    [
        (RESILIENT, "Personality", "trait", "no destruction at battle resolution"),
        (f"This Personality has Resilient. {RESILIENT}", "Follower", "trait", "battle resolution"),
        (f"(Duelists win tied duels versus non-Duelists. {RESILIENT[1:]}", "Personality", "trait",
         "battle resolution"),
        ("Battle: Melee 3 Attack, which may not target a Defending Personality. Give your target Personality "
         f"Resilient. {RESILIENT}", "Kiho", "ability", "battle resolution"),
        ("(The Defender may draw a card after a Brash card is assigned to attack.)", "Personality", "trait",
         "assigning to attack"),
        ("(Repeatable Limited, 2 Gold: Discard a Kharmic card to draw a card.)", "Item", "trait",
         "printings state differently"),
        ("(Limited, 2 Gold: Discard a Kharmic card from your hand to draw a card.)", "Holding", "trait",
         "printings state differently"),
        ("(Repeatable Limited, 2 Gold: Discard a Kharmic card from your Province and refill it face-up.)",
         "Holding", "trait", "printings state differently"),
        ("(Draw a card after your Destined card enters play.)", "Personality", "trait", "another rule"),
    ],
)  # fmt: skip
def test_reminders_of_unplayed_keywords_are_refused_with_the_reason(text, card_type, kind, why):
    assert why in refused(text, card_type, kind=kind)


def test_a_granted_keyword_alone_still_compiles_as_before():
    # "This Personality has Resilient." without its reminder is unchanged by this part
    assert result("This Personality has Resilient.", "Follower", kind="trait").played


# --- Overconfident: each other player may draw a card after it enters or leaves play -----------------------
OVERCONFIDENT = "Each other player may draw a card after an Overconfident card enters or leaves play."


def test_overconfidents_reminder_names_its_rule_and_its_line_is_played():
    assert ENGINE_KEYWORD_REMINDERS["l5r"][OVERCONFIDENT] == ("Overconfident", "l5r.desk.overconfident")
    assert _line(f"<i>({OVERCONFIDENT})</i>", "Personality").played
    assert not _line("<i>(Each other player may draw a card after an Overconfident card enters play.)</i>",
                     "Personality").played  # fmt: skip


def _overconfident(keywords: list, steps: list, owner: str = "me") -> list:
    cards = {"tsugio": personality(owner, zone="province:1", keywords=keywords,
                                   stats={"force": 2, "chi": 2, "gold_cost": 0}),
             **{f"m{n}": {"type": "action", "owner": "me", "zone": "deck"} for n in (1, 2)},
             **{f"o{n}": {"type": "action", "owner": "opp", "zone": "deck"} for n in (1, 2)}}  # fmt: skip
    ask = [{"ask": {"hand": "me"}}, {"ask": {"hand": "opp"}}]
    return evaluate(parse_scenario(l5r_turn(cards, [*steps, *ask]))).answers


ENTERS = {"action": {"id": "p", "by": "me", "effects": [{"targets": "tsugio", "move": "home"}]}}
LEAVES = {"action": {"id": "s", "by": "opp", "effects": [{"targets": "tsugio", "destroy": True}]}}


def _decided(step: dict, draws: bool) -> dict:
    return {**step, "decide": {"overconfident": draws}}


def test_the_other_player_draws_after_it_enters_and_after_it_leaves_play():
    answers = _overconfident(["Overconfident"], [_decided(ENTERS, True), _decided(LEAVES, True)])
    assert [a["answer"]["value"] for a in answers] == [[], ["o1", "o2"]]


def test_the_other_player_may_decline():
    answers = _overconfident(["Overconfident"], [_decided(ENTERS, False), _decided(LEAVES, True)])
    assert [a["answer"]["value"] for a in answers] == [[], ["o1"]]


def test_left_open_each_choice_is_an_outcome():
    mine, theirs = _overconfident(["Overconfident"], [_decided(ENTERS, True), LEAVES])
    assert mine["answer"]["value"] == []
    assert sorted(o["answer"]["value"] for o in theirs["answer"]["outcomes"]) == [["o1"], ["o1", "o2"]]


def test_its_controller_never_draws_from_it():
    answers = _overconfident(["Overconfident"], [_decided(ENTERS, True)], owner="opp")
    # opp's card entering play (moved by "me"'s effect): only me, the other player, draws
    assert [a["answer"]["value"] for a in answers] == [["m1"], []]


def test_a_card_without_the_keyword_draws_nobody_anything():
    answers = _overconfident(["Samurai"], [_decided(ENTERS, True), _decided(LEAVES, True)])
    assert [a["answer"]["value"] for a in answers] == [[], []]
