"""L5R card text, challenges and duels. Its grammar rules are in l5r.lark; its transformer methods are a mixin
of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args

from ..common import NotUnderstood
from .shared import STAT_NAMES, Drafted

PERFORMER = "$performer"
REFUSED_MARK = "_c16e_if_refused"  # an effect given for refusing the challenge (its if_changed: check_duels)


@v_args(inline=True)
class DuelsText(Transformer):
    def c16e_duel(self, token, *tails):
        """ "Your performer duels the target. Destroy the duel's loser.": one duel between the duelist the
        text names and the target (`duel_target`, target_duels.py: the use step says who wins), the duel
        stat the text names kept in its record, then the loser destroyed, bowed or dishonored."""
        text = str(token)
        duelist = self._c16e_duelist(text)
        duel = {"id": f"{self.clause_id}_duel", "with": duelist}
        for kind, value in tails:
            duel[kind] = value
        # "him" is the other duelist: the target, not the performer the constraints chose
        on = "$the_target" if duelist == PERFORMER or "the target" in text else "$target"
        return [{"duel_target": duel, "_on": on}]

    def c16e_refusable(self, token, refusal, *tails):
        """ "Shigeyuki challenges him. He may refuse; if he does, move him home. Destroy the duel's loser.":
        the challenged Personality's controller chooses whether he refuses (`challenge_refusal`,
        challenges.py); the effects given for refusing happen only if he does (`if_changed`, set by
        check_duels), and the duel (`duel_target`) is not fought if he did."""
        text = str(token)
        duelist = self._c16e_duelist(text)
        on = "$the_target" if duelist == PERFORMER or "the target" in text else "$target"
        return self._c16e_challenge(duelist, {"_on": on}, refusal, tails)

    def c16e_inline_refusable(self, token, chosen, refusal, *tails):
        """ "Toshimoko challenges a target Samurai Personality. He may refuse; if he does, dishonor him.
        Destroy the loser.": as c16e_refusable, the target chosen in the sentence."""
        return self._c16e_challenge(self._c16e_duelist(str(token)), {"_target": chosen}, refusal, tails)

    def c16e_inline_duel(self, token, chosen, *tails):
        """ "Hoturi duels a target Scorpion Clan Personality. Destroy the loser." """
        duel = {"id": f"{self.clause_id}_duel", "with": self._c16e_duelist(str(token)), **dict(tails)}
        return [{"duel_target": duel, "_target": chosen}]

    def c16e_refuse(self, *parts):
        return [effect for part in parts if isinstance(part, list) for effect in part]

    def _c16e_challenge(self, duelist: str, first_on: dict, refusal: list, tails) -> list:
        if not self.clause_id.startswith("a"):
            raise NotUnderstood("a challenge in a trait")
        duel = {"id": f"{self.clause_id}_duel", "with": duelist, **dict(tails)}
        if any(effect.get("_on") == "$target" for effect in refusal) and duelist == PERFORMER:
            raise NotUnderstood("'him' could be the performer or the challenged Personality")
        marked = [{**effect, REFUSED_MARK: True} for effect in refusal]
        first = {"challenge_refusal": {"id": duel["id"]}, **first_on}
        return [first, *marked, {"duel_target": duel, "_on": first_on.get("_on", "$target")}]

    def _c16e_duelist(self, text: str) -> str:
        if text.startswith("Your "):
            return PERFORMER  # "Your performer", "Your Personality": the performer (checked: check_duels)
        if text.startswith("This Personality"):
            return self.this_card("Personality")
        if self.own_type != "personality":
            raise NotUnderstood(f"a duel with a {self.own_type} (only Personalities duel)")
        return "$source"

    def c16e_stat(self, token):
        stat = str(token).split(" use their ")[1].removesuffix(" as their duel stat")
        return "stat", STAT_NAMES[stat]

    def c16e_winner(self, token):
        return "winner_honor", int(str(token).split(" gains ")[1].split()[0])

    def c16e_loser(self, token):
        text = str(token)
        return "each_loser", "bow_unit" if text.endswith("unit") else text.split()[1].lower()


def check_duels(ability: dict, _drafted: Drafted) -> None:
    """A duel whose duelist is "your performer" / "your Personality" needs the performer the constraints
    choose ("Choose your performing unbowed Personality"), and a target that is not his player's own. The
    effects given for refusing a challenge happen only if the refusal did something (it does when he
    refuses): they name it by its id."""
    _e_refusals(ability)
    for effect in ability.get("effects", []):
        duel = effect.get("duel_target")
        if not isinstance(duel, dict) or duel.get("with") != PERFORMER:
            continue
        if "requires" not in ability.get("cost", {}):
            raise NotUnderstood("'your Personality' duels without a performer the ability chooses")
        if effect.get("choose", {}).get("controller") == "$controller":
            raise NotUnderstood("'your Personality' duels a Personality of yours: which is which is not said")


def _e_refusals(ability: dict) -> None:
    effects = ability.get("effects", [])
    if not any(REFUSED_MARK in effect for effect in effects):
        return
    if ability.get("choice"):
        raise NotUnderstood("a challenge's refusal beside a choice between effects")
    refusal = None
    for n, effect in enumerate(effects, start=1):
        effect.setdefault("id", ability["id"] + (f".{n}" if n > 1 else ""))
        if "challenge_refusal" in effect:
            refusal = effect["id"]
        elif effect.pop(REFUSED_MARK, False):
            if refusal is None or "if_changed" in effect:
                raise NotUnderstood("an effect given for refusing a challenge, read apart from it")
            effect["if_changed"] = refusal
