"""Where a rule id the engine cites lives in the glossary, and the text the rule panel shows for it.

A rule id (`l5r.stats.change`) maps through the engine's RULE_IDS to a glossary entry slug and an anchor.
`rule_entry_url` builds the entry permalink without a query (links in a trace of hundreds of steps);
`rule_citation_get` reads the cited paragraph for the panel beside a question's answer. A Desk rule (where the
corpus is silent, `RuleRef.desk`) lives on the game's Desk rules page (/rules/desk/<game>/#<anchor>) instead.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from django.db.models import Q
from django.http import Http404
from django.urls import reverse
from django.utils.safestring import SafeString

from rulings.engine import RULE_IDS, RuleRef
from rulings.engine.desk_rules import DeskRule, desk_rule
from rulings.engine.loader import load_games
from rulings.games import Game
from rulings.glossary.models import Entry, Part
from rulings.glossary.rendering import part_html

FIRST_PARTS = 3  # parts shown when a rule cites a whole entry (no anchor) or its anchor is gone


def rule_ref_get(rule_id: str) -> RuleRef | None:
    """The registered rule, or None. Games register their ids when imported."""
    load_games()
    return RULE_IDS.get(rule_id)


def rule_entry_url(ref: RuleRef) -> str:
    """The glossary permalink of the rule: /rules/<game>/<slug>/#<anchor> (no anchor: the entry); a Desk
    rule's place on the game's Desk rules page."""
    if ref.desk:
        return f"{reverse('rulings:desk', kwargs={'game': ref.game})}#{ref.anchor}"
    url = reverse("rulings:entry", kwargs={"game": ref.game, "slug": ref.entry})
    return f"{url}#{ref.anchor}" if ref.anchor else url


def rule_panel_url(rule_id: str) -> str:
    return reverse("questions:rule", kwargs={"rule_id": rule_id})


@dataclass(frozen=True)
class CitedPart:
    part: Part
    html: SafeString  # the part's text escaped, with only our own cross-reference links


@dataclass(frozen=True)
class RuleCitation:
    ref: RuleRef
    game_label: str
    entry: Entry | None  # None: the glossary for this game is not imported (or lost the entry)
    parts: list[CitedPart] = field(default_factory=list)
    anchor_found: bool = False  # the cited paragraph itself is among `parts`
    desk: DeskRule | None = None  # a Desk rule: its text, from the engine's data (no entry)

    @property
    def entry_url(self) -> str:
        """The full entry, at the cited paragraph when it is there (a Desk rule: its page, at its anchor)."""
        if self.desk is not None:
            return rule_entry_url(self.ref)
        if self.entry is None:
            return ""
        url = self.entry.get_absolute_url()
        return f"{url}#{self.ref.anchor}" if self.anchor_found else url


def rule_citation_get(*, rule_id: str) -> RuleCitation:
    """The rule's entry and cited paragraph (with its examples and exceptions); the entry's first parts
    when the rule names the whole entry or its anchor is no longer there. Http404 for an unknown id.
    Three queries: the entry, its parts, their cross-references."""
    ref = rule_ref_get(rule_id)
    if ref is None:
        raise Http404("No such rule")
    label = Game(ref.game).label if ref.game in Game.values else ref.game
    if ref.desk:
        return RuleCitation(ref, label, None, desk=desk_rule(rule_id))
    entry = Entry.objects.filter(game=ref.game, slug=ref.entry).first()
    if entry is None:
        return RuleCitation(ref, label, None)
    parts: list[Part] = []
    if ref.anchor:
        parts = list(entry.parts.filter(Q(anchor=ref.anchor) | Q(parent__anchor=ref.anchor)))
    anchor_found = bool(parts)
    if not anchor_found:
        parts = list(entry.parts.all()[:FIRST_PARTS])
    for part in parts:
        part.entry = entry  # Part.get_absolute_url without a query per part
    references = entry.references.filter(part__in=parts).select_related("target")
    by_part: dict[int, list] = {}
    for reference in references:
        by_part.setdefault(reference.part_id, []).append(reference)
    cited = [CitedPart(p, part_html(p.text, by_part.get(p.pk, []))) for p in parts]
    return RuleCitation(ref, label, entry, cited, anchor_found)
