"""L5R card text, created cards and tokens, looking at cards, prohibitions and duels; created Followers and
Items attached. Its grammar rules are in l5r.lark; its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood, amount

_D_CREATED = re.compile(
    r"Create (?P<count>a|one|two|three) (?P<force>\d+)F/(?P<chi>\d+)C/(?P<ph>\d+)PH(?: (?P<keywords>.+?))?"
    r" Personalit(?P<plural>y|ies)\b(?: in your home)?$"
)

_D_COUNTS = {"a": 1, "one": 1, "two": 2, "three": 3}


def _d_created_personalities(text: str, clause_id: str) -> list[dict]:
    """The `create` effects of "Create two 1F/1C/0PH Spider Clan • Ninja Personalities": one card each, with
    the stats and keywords the text gives (a keyword of several words, "Lion Clan", is one keyword)."""
    found = _D_CREATED.fullmatch(text)
    if found is None:
        raise NotUnderstood("a created card the compiler does not read")
    count = _D_COUNTS[found["count"]]
    if (count > 1) != (found["plural"] == "ies"):
        raise NotUnderstood("a number of created cards that does not agree with its noun")
    stats = {"force": int(found["force"]), "chi": int(found["chi"]), "personal_honor": int(found["ph"])}
    keywords = [k.strip() for k in found["keywords"].split("•")] if found["keywords"] else []
    if any(not k for k in keywords):
        raise NotUnderstood("an empty keyword of a created card")
    cards = []
    for n in range(1, count + 1):
        made = f"{clause_id}_created" + (str(n) if n > 1 else "")
        card = {"id": made, "type": "personality", "stats": stats}
        cards.append({"player": True, "create": {**card, **({"keywords": keywords} if keywords else {})}})
    return cards


_D_LOOK = re.compile(
    r"Look at the top (?:card|(?P<count>\w+) cards) of (?P<whose>your|any) Fate deck"
    r"(?P<re>\. You may rearrange them)?"
)

_D_MAX_REARRANGED = 5  # hand.py's MAX_REARRANGED: the orders of more cards are not explored


def _d_look(text: str) -> dict:
    found = _D_LOOK.fullmatch(text)
    if found is None:
        raise NotUnderstood("a look at cards the compiler does not read")
    count = 1 if found["count"] is None else amount(found["count"])
    look: dict = {"count": count}
    if found["whose"] == "any":
        look["any_deck"] = True
    if found["re"]:
        if count > _D_MAX_REARRANGED:
            raise NotUnderstood(f"rearranging more than {_D_MAX_REARRANGED} cards (not explored)")
        look["rearrange"] = True
    return look


_C14E_CREATED = re.compile(
    r"Create (?P<count>a|an|one|two|three) (?P<stats>\S+)(?: (?P<keywords>.+?))? (?P<noun>Follower|Item)"
    r"(?P<plural>s?),?(?: and)? attach (?P<it>it|them) to$"
)

_C14E_FOLLOWER = re.compile(r"(?P<force>\d+)F")

_C14E_ITEM = re.compile(r"(?:(?P<force>[+-]\d+)F)?(?:/?(?P<chi>[+-]\d+)C)?")

_C14E_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}


def _c14e_created_attachments(text: str, clause_id: str) -> list[dict]:
    """The cards of "Create two 1F Shadowlands • Undead Followers and attach them to": a Follower's Force is
    its own ("1F"), an Item's "+1F/+1C" its bonuses to its bearer (card features, Item stats); unspecified
    stats are 0 (card features, Created cards). A created Weapon or Armor is refused: how many of them a
    Personality may attach is not modelled, so whether it can attach could not be judged."""
    found = _C14E_CREATED.fullmatch(text)
    if found is None:
        raise NotUnderstood("a created card the compiler does not read")
    count = _C14E_COUNTS[found["count"]]
    if (count > 1) != bool(found["plural"]) or (count > 1) != (found["it"] == "them"):
        raise NotUnderstood("a number of created cards that does not agree with its noun or pronoun")
    item = found["noun"] == "Item"
    stat = (_C14E_ITEM if item else _C14E_FOLLOWER).fullmatch(found["stats"])
    if stat is None or not any(stat.groups()):
        why = "an Item's bonuses (+1F/+1C)" if item else "a Follower's own Force (1F)"
        raise NotUnderstood(f"created card stats that are not {why}")
    stats = {name: int(value) for name, value in stat.groupdict().items() if value is not None}
    keywords = [k.strip() for k in found["keywords"].split("•")] if found["keywords"] else []
    if any(not k for k in keywords):
        raise NotUnderstood("an empty keyword of a created card")
    if {"Weapon", "Armor"} & set(keywords):
        raise NotUnderstood(
            "a created Weapon or Armor: how many Weapons or Armor a Personality may attach is not modelled"
        )
    kind = {"type": "item" if item else "follower", "stats": stats}
    kind |= {"keywords": keywords} if keywords else {}
    return [
        {"id": f"{clause_id}_created" + (str(n) if n > 1 else ""), **kind} for n in range(1, count + 1)
    ]


@v_args(inline=True)
class CreatedText(Transformer):
    """The transformer methods of created (mixed into l5r._Build)."""

    def d_may_not_perform(self, _token, duration=None):
        """ "He may not perform actions (this turn / until the current phase ends)": he cannot be the
        performer of any action (performing.py), an action's ongoing effect lasting the turn unless it says
        otherwise (effects document, Ongoing effects)."""
        phase = duration is not None and "phase" in str(duration)
        lasting = "end_of_phase" if phase else "end_of_turn"
        return [{"may_not": "perform", "duration": lasting, "_on": "$target"}]

    def d_create_personality(self, token):
        """ "Create a 2F/2C/0PH Shadowlands • Undead Personality (in your home)": the created card (card
        features, Created cards: its base stats and keywords those the effect gives, no title) enters play at
        its creator's home, who owns and controls it (l5r.desk.created-cards); "two" are two cards, one
        effect each (an effect creates its card once)."""
        return _d_created_personalities(str(token), self.clause_id)

    def d_look_at_top(self, token):
        """ "Look at the top 3 cards of your (any) Fate deck. You may rearrange them.": its player looks at
        them (and chooses their order); "any Fate deck": he chooses whose (hand.py's `look_at_top`)."""
        return [{"player": True, "look_at_top": _d_look(str(token))}]

    def d_duels_him(self, token):
        """ "Ichizo duels him. Destroy the duel's loser.": a duel between this Personality and the target
        (target_duels.py: the question says who wins), then the loser destroyed, bowed or dishonored."""
        if self.own_type != "personality":
            raise NotUnderstood(f"a duel with a {self.own_type} (only Personalities duel)")
        words = str(token).split()
        duel = {"id": f"{self.clause_id}_duel", "with": "$source"}
        if len(words) > 4:
            duel["each_loser"] = words[4].lower()
        return [{"duel_target": duel, "_on": "$target"}]

    def c14e_bearer(self, bearer):
        return bearer

    def c14e_the_personality(self, _token):
        """ "the Personality" after "target a Personality": the target, as "the target" is."""
        return "$the_target"

    def c14e_enters_play_create(self, _token, created, bearer):
        """ "After Yaichiro enters play: Create a 2F Follower and attach it to him.": a Personality's
        triggered trait ("him", "this card": the Personality that entered play), each created card attached to
        him."""
        if self.own_type != "personality" or bearer not in ("$target", "$source"):
            raise NotUnderstood("an entering-play trait attaching a created card to another card")
        effects = self.c14e_create_attached(created, "$source")
        trigger = {"event": "enters_play", "card": "$source"}
        traits = [
            {"id": self.clause_id + (f".{n}" if n > 1 else ""), "trigger": trigger, "targets": "$source",
             **{k: v for k, v in effect.items() if k != "_on"}}
            for n, effect in enumerate(effects, start=1)
        ]  # fmt: skip
        return {"traits": traits}, "entering-play trait"

    def c14e_create_attached(self, token, bearer, if_legal=None):
        """ "Create a 1F Cavalry Follower and attach it to your target Personality / him / Hariya": each card
        created (card features, Created cards: its stats and keywords those the text gives, the others 0) is
        owned by the effect's player and enters play attached to the one Personality the text names, or
        ceases to exist if it cannot attach (created_attachments.py; l5r.desk.created-cards). "your target
        Personality" is chosen by the first created card's effect, as "Bow your target Personality" is; the
        others ("Create two ... Followers and attach them to him") are attached to the same target."""
        if if_legal is not None:
            raise NotUnderstood("a created card attached '(if legal)': what makes it legal is not modelled")
        cards = _c14e_created_attachments(str(token), self.clause_id)
        if isinstance(bearer, dict):
            first = {"create_attached": cards[0], "_target": bearer}
            return [first, *({"create_attached": card, "_on": "$target"} for card in cards[1:])]
        if bearer == "$source" and self.own_type != "personality":
            raise NotUnderstood(f"a created card attached to this {self.own_type}, which is no Personality")
        return [{"create_attached": card, "_on": bearer} for card in cards]
