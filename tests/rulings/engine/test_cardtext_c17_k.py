"""L5R compiler 17, part K: several keywords naming one kind of card. A phrase of capitalised words before a
card type (or alone) is read by the keywords printed on cards (rulings/engine/cardtext/l5r_keywords.py,
generated from the card data by make_l5r_keywords.py): one printed keyword stays one ("Battle Maiden",
"Toturi's Army"); a phrase whose every word is a printed keyword, itself none, names a card with each
("Earth Shugenja", "Nonhuman Shadowlands"); anything else stays refused ("Lion Clan Samurai", a phrase
that is a printed keyword and also several, a clan name, Human, Terrain ...). Where only one keyword is read
(given, removed, absent, either of two) a phrase naming several is refused. What the wordings compile to,
the engine playing the compiled cards, the near wordings that stay not understood, and the lexicon being
current."""

import pytest

from rulings.engine import ScenarioError
from rulings.engine.cardtext import make_l5r_keywords
from rulings.engine.cardtext.l5r_keywords import PRINTED_KEYWORDS
from tests.rulings.engine.cardtext_kit import ability, answers, personality, piece, refused, use

JOSUKE = "Earth Battle, Bow: Destroy a target Nonhuman Shadowlands Personality."
KUMAI = "Air Void Open: Straighten your target Air Shugenja."
FLOOD = "Will only attach to a Thunder Shugenja."
HANDS = "Attaches to an Earth Shugenja paying 1 less Gold."
TOSHIE = "Toshie has +1F for each Battle Maiden in her army."


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_words_each_a_printed_keyword_name_a_card_with_all_of_them():
    (destroy,) = ability(JOSUKE, "Personality", "Kuni Josuke")["effects"]
    kind = {"in_play": True, "keywords": ["Nonhuman", "Shadowlands"], "type": "personality"}
    assert destroy["choose"] == kind
    (straighten,) = ability(KUMAI, "Personality", "Isawa Kumai")["effects"]
    assert straighten["choose"]["keywords"] == ["Air", "Shugenja"] and straighten["straighten"] is True


def test_an_attachments_bearer_named_by_several_keywords():
    only = {"attaches_only_to": [{"keywords": ["Thunder", "Shugenja"]}]}
    assert piece(FLOOD, "Spell", kind="trait") == only
    assert piece(HANDS, "Spell", kind="trait") == {
        "enters_for_less": {"amount": 1, "bearer": {"keywords": ["Earth", "Shugenja"]}}}  # fmt: skip


def test_a_printed_keyword_of_several_words_stays_one_keyword():
    (trait,) = piece(TOSHIE, "Personality", "Utaku Toshie", kind="trait")["traits"]
    assert trait["change"]["per"]["keywords"] == ["Battle Maiden"]
    fan = piece("Will only attach to a Toturi's Army Personality.", "Item", kind="trait")
    assert fan == {"attaches_only_to": [{"keywords": ["Toturi's Army"], "type": "personality"}]}


def test_a_clan_keyword_is_read_as_before():
    assert piece("Will only attach to a Crab Clan Personality.", "Item", kind="trait") == {
        "attaches_only_to": [{"keywords": ["Crab Clan"], "type": "personality"}]}  # fmt: skip


# --- near wordings that stay not understood -------------------------------------------------------------
@pytest.mark.parametrize(("text", "why"), [
    ("Will only attach to a Lion Clan Samurai.", "'Lion Clan Samurai' is not a keyword"),  # one or several?
    ("Will only attach to a Unicorn Clan Samurai.", "one printed keyword, or several"),  # printed once
    ("Will only attach to a Bushido Virtue.", "one printed keyword, or several"),  # beside Bushido and Virtue
    ("Will only attach to a Crane Shugenja.", "'Crane Shugenja' is not a keyword"),  # a bare clan name
    ("Will only attach to a Human Shugenja.", "'Human Shugenja' is not a keyword"),  # no printed keyword
    ("Will only attach to a Shugenja Shugenja.", "'Shugenja Shugenja' is not a keyword"),
])  # fmt: skip
def test_a_phrase_neither_one_keyword_nor_several_is_refused(text, why):
    assert why in refused(text, "Item", kind="trait")


@pytest.mark.parametrize(("text", "why"), [
    ("Battle: Target an enemy Personality: Give him Earth Shugenja.", "where one keyword given"),
    ("Limited: Bow your performing Samurai: Permanently give him Double Chi.", "the corpus does not define"),
    ("Battle: Choose your performing Monk or Earth Shugenja: Give him +2F.", "either of two"),
])  # fmt: skip
def test_where_one_keyword_is_read_several_are_refused(text, why):
    assert why in refused(text, "Strategy")


def test_the_absence_of_several_keywords_is_refused():
    """ "non-Earth Shugenja": a card without one of them, not a card with none of them (`not_keywords`)."""
    why = refused("Will not attach non-Earth Shugenja Followers.", "Personality", kind="trait")
    assert "several keywords where one absent keyword" in why


def test_a_printed_keyword_with_rules_the_corpus_does_not_define_is_not_given():
    why = refused("This Personality has Double Chi.", "Item", kind="trait")
    assert "rules the corpus does not define" in why


# --- the engine playing the compiled cards ------------------------------------------------------------------
def _foe(*keywords: str) -> dict:
    return personality("opp", keywords=list(keywords))


def test_the_compiled_action_destroys_a_card_with_every_keyword():
    josuke = personality("me", abilities=[ability(JOSUKE, "Personality", "Kuni Josuke")])
    cards = {"josuke": josuke, "ogre": _foe("Nonhuman", "Shadowlands")}
    steps = [use("josuke", targets=["ogre"]), {"ask": {"destroyed": "ogre"}}]
    assert answers(cards, steps) == [True]


def test_a_card_with_one_of_the_keywords_only_is_no_target():
    josuke = personality("me", abilities=[ability(JOSUKE, "Personality", "Kuni Josuke")])
    cards = {"josuke": josuke, "oni": _foe("Shadowlands"), "troll": _foe("Nonhuman")}
    for foe in ("oni", "troll"):
        with pytest.raises(ScenarioError, match=f"does not allow {foe}"):
            answers(cards, [use("josuke", targets=[foe])])


@pytest.mark.parametrize(
    ("keywords", "force"), [(["Thunder", "Shugenja"], 4), (["Shugenja"], 2), (["Thunder"], 2)]
)
def test_the_compiled_attachment_attaches_only_to_a_card_with_both_keywords(keywords, force):
    item = {"type": "item", "owner": "me", "zone": "hand", "stats": {"force": 2, "chi": 0},
            **piece(FLOOD, "Item", kind="trait")}  # fmt: skip
    cards = {"spell": item, "hero": personality("me", zone="home", keywords=keywords)}
    steps = [{"action": {"id": "cast", "by": "me", "effects": [{"targets": "spell", "attach": "hero"}]}},
             {"ask": {"stat": "force", "card": "hero"}}]  # fmt: skip
    assert answers(cards, steps) == [force]


# --- the lexicon --------------------------------------------------------------------------------------------
def test_the_lexicon_is_the_card_datas_printed_keywords(carddata_dir):
    stored = make_l5r_keywords.OUTPUT.read_text(encoding="utf-8")
    assert stored == make_l5r_keywords.module_text(carddata_dir), "run make_l5r_keywords to regenerate it"
    assert {"Earth", "Shugenja", "Battle Maiden", "Toturi's Army"} <= PRINTED_KEYWORDS
    assert "Battle" not in PRINTED_KEYWORDS and "Human" not in PRINTED_KEYWORDS
