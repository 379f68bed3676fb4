"""L5R compiler 15, part D: the next time, the first time, and while conditions. "Aoyama has +2F while in an
army with another Tactician." (a condition judged all along: a card of that kind, not this one, in the same
player's army at this card's battlefield). What each compiles to, the near misses that must stay not played,
and the engine playing the compiled cards."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import piece, refused

STATS = {"force": 2, "chi": 2}


def personality(owner: str, zone: str = "battlefield:1", **more) -> dict:
    return {"type": "personality", "owner": owner, "zone": zone, "stats": STATS} | more


def run(cards: dict, steps: list, first: str = "me") -> list:
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": first}}, *steps]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


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
    assert run(cards, steps) == [2, 4, 2]


def test_no_army_at_home():
    ally = personality("me", zone="home:me", keywords=["Tactician"])
    cards = {"aoyama": _aoyama(zone="home:me"), "ally": ally}
    assert run(cards, [force("aoyama")]) == [2]


def test_another_undead_card_may_be_a_follower_in_his_army():
    traits = piece(MINION, "Personality", "Fettered Minion", kind="trait")["traits"]
    cards = {"minion": personality("me", keywords=["Undead"], traits=traits),
             "friend": personality("me"),
             "zombie": {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "friend",
                        "keywords": ["Undead"], "stats": {"force": 1}}}  # fmt: skip
    assert run(cards, [force("minion"), move("friend", "home:me"), force("minion")]) == [5, 2]
