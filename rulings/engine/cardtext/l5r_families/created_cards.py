"""L5R card text, cards created by an effect: 'create a 2F Follower and attach it to a target Personality',
'create a 0F Ashigaru Follower and attach it to your target Personality', created Items and Personalities. Its
grammar rules are in l5r.lark (compiler 18, part K); its transformer methods (prefixed q18k_) are a mixin of
l5r._Build."""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood

_CLAN = re.compile(r"[A-Z][\w'-]* Clan")


def _capitalized(token) -> str:
    """ "create a 2F Follower ..." as the sentence's first word writes it: "Create a 2F Follower ..." (the
    wording created.py reads)."""
    text = str(token)
    return text[:1].upper() + text[1:]


def _one_keyword_each(keywords: list[str]) -> None:
    """A keyword of several words is a Clan's ("Lion Clan"); "Ninja Scorpion Clan" (no "•" between them) is
    two keywords, or one the corpus does not name: refused rather than guessed."""
    for keyword in keywords:
        if " " in keyword and not _CLAN.fullmatch(keyword):
            raise NotUnderstood(f"created card keywords written without '•' between them: '{keyword}'")


@v_args(inline=True)
class CreatedCardsText(Transformer):
    def q18k_create_attached(self, token, bearer, if_legal=None):
        """ "..., create a 2F Follower and attach it to a target Personality": the effect "Create a 2F
        Follower and attach it to a target Personality" (compiler 14 part E, `create_attached`), written
        lower-case after a trigger's comma or an "and"."""
        effects = self.c14e_create_attached(_capitalized(token), bearer, if_legal)
        _one_keyword_each(effects[0]["create_attached"].get("keywords", []))
        return effects

    def q18k_create_personality(self, token):
        """ "..., create a 2F/2C/0PH Shadowlands • Undead Personality": compiler 10 part D's created
        Personality (`create`, at its creator's home), written lower-case."""
        cards = self.d_create_personality(_capitalized(token))
        _one_keyword_each(cards[0]["create"].get("keywords", []))
        return cards

    def q18k_target_entered(self, _token, effects):
        """ "Reaction: After your target Personality enters play: Create ... and attach it to him.": the
        Reaction answers one of its player's Personalities entering play, and targets that Personality (the
        reacted card, chosen as a target: what answers targeting answers it); "him" is the target."""
        yours = {"type": "personality", "controller": "$controller"}
        trigger = {"event": "enters_play", "of": yours}
        target = {"in_play": True, **yours, "cards": ["$reacted_card"]}
        return ("effects", {"_trigger": trigger}, target, effects)
