"""L5R card text, sentences that tell the story, a target card's abilities that may not be used, and cards
that enter play bowed (compiler 20, part H).

Played:
- A sentence of an ability's effects that names no game term: "He rallies the guards." (Akodo Tsudoken),
  "You offer an exquisite gift." (Favor of Artisans), "Your delegates go to war in court." (Infamous Strike),
  "A blizzard strikes suddenly." (Snow-Covered Plain), "He meditates." (The World Disappears), "The tattoo
  comes alive." (Viper Tattoo). It changes nothing: the ability's field `story` holds it as printed, and using
  the ability notes it in the trace (games/l5r/story.py, the Desk's rule l5r.desk.story-sentences); the
  ability's effects are those of its other sentences, exactly as if it were not printed.

  A sentence is read so only when all of this holds (`story_sentence`, one closed list, `GAME_WORDS`):
  it follows the ability's colon (or another sentence of its effects), is followed by another sentence, and
  opens with a subject of `SUBJECTS` ("He", "She", "They", "It", "You", "Your", "The", "A", "An"); every
  other word is in lower case (a capitalised word is a keyword, a clan, a card's name or a title: "Your
  Magistrate takes him into custody.", "He succumbs to the Dark Lord's will.", "You take in the families of
  the Dragonfly." stay refused), holds letters only (no number, quote, comma or parenthesis), and is not one
  of the game's terms (`GAME_WORDS`, with their plural, past and -ing forms: stats, card types, zones,
  phases, Honor, Gold, tokens, the keywords printed in lower case, the elements, Bushido's virtues, the game's
  verbs and modals, and the words that make a condition or a count). "She summons an ancestor." (an Ancestor
  is a card type), "He is too sick to attend an important event.", "He searches for an ancient relic." (a
  search), "You suspect him of the taint.", "You scorch the earth behind him." (an element), "He must undergo
  a test of character." (a modal) stay refused.

  The sentence is marked before the parse (`q20h_mark_story`, a NAME_REWRITES pass: "⟦He rallies the
  guards⟧."), read by the grammar with the sentence after it (`sentence: Q20H_STORY sentence`, whose effects
  carry it), and put in the ability's `story` once its effects are known (`q20h_story_field`, an
  ABILITY_PASSES pass). A story sentence anywhere else (a trait, the last sentence of a text) is not read.

- "A target Region's abilities may not be used." (Front Line Camp), "A target Holding's abilities may not be
  used." (Coastal Pearl Bed), "Target a Personality. His abilities may not be used." (Daigotsu Fumiaki), "...
  The target's abilities may not be used (this turn).": `may_not_use: {}` on the target (restrictions.py)
  until the turn ends (l5r-ce-effects: an action's effect lasts until the end of the turn). Its abilities are
  its actions (card features); its traits, such as a Holding's "Bow this card: Produce 2 Gold", are not.
- "This card enters play bowed." (Coin Pouch, Mantis Raiders), "This Fortification enters play bowed."
  (Carpenter Shrine: a Fortification is a Holding), "The Hooded Ronin enters play bowed." (its own name): the
  card field `entering: {bowed: true}` (entering_bowed.py, the Desk's rule l5r.desk.enters-bowed: the card
  arrives bowed, no bowing event), a card field of its own family ("enters play bowed").

Refused on purpose:
- a sentence of the story alone (an ability with no effect: nothing to play), the story after the last
  effect, and a story sentence outside an ability's effects (`q20h_story_left`, a PIECE_PASSES pass);
- "base abilities" and "printed abilities" (not those given to the card: `may_not_use` reaches them all),
  a keyword's possessive ("A target Samurai's abilities"), "The Region's abilities" (which card it names is
  not checked against the target), and durations other than this turn ("until your next turn begins",
  "during this battle");
- "enters play unbowed", "enters play bowed" with a reminder or a condition after it, and "this
  Fortification" on a card that is not a Holding;
- "The player may choose to lose 2 Honor. If he did not choose this, negate the action's effects." (which
  player "the player" is, and negating the effects of the action a Reaction answers, are not read here),
  "This Holding straightens during each player's Straighten Phase." (the engine has no Straighten Phase),
  "This Province does not hold Dynasty cards." (the engine does not fill Provinces): left unparsed.
"""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood

STORY_KEY = "_q20h_story"  # the story sentences before an effect's sentence, carried by its first effect

# the words a story sentence may open with (its subject)
SUBJECTS = ("He", "She", "They", "It", "You", "Your", "The", "A", "An")

ENTERS_BOWED = "enters play bowed"  # a family whose clause gives a card field (l5r.FIELD_FAMILIES)
FIELD_FAMILIES = frozenset({ENTERS_BOWED})



def _words(text: str) -> list[str]:
    return text.split()


# The game's terms: a sentence holding one of them (or its plural, past or -ing form) is not read as story.
_STEMS = _words("""
force chi honor honorable dishonorable dishonor rehonor gold cost strength focus value stat bonus penalty
personal family production produce wealth favor imperial token point minimum maximum total
card personality personalities follower item spell holding region event strategy ring stronghold sensei
wind province fate dynasty deck hand pile home battlefield army armies unit ancestor celestial kiho kata
terrain fortification weapon armor attachment trait keyword ability abilities text title type clan
alignment ritual champion emperor copy copies
samurai shugenja courtier monk ninja magistrate duelist tactician cavalry infantry elite naval shadowlands
kolat spirit undead nonhuman human kharmic unique loyal tattooed yojimbo scout berserker artisan paragon
conqueror destroyer kensai oni naga nezumi ratling goblin troll ogre bloodspeaker maho ronin lost taint
tainted virtue fear ranged melee air earth fire water void thunder sincerity honesty courage compassion
duty loyalty courtesy
phase turn round battle action reaction interrupt open limited political repeatable tireless absent
engage attack attacker defend defender resolution combat segment begin end game victory enlightenment
player opponent enemy oppose rulebook effect negate negation prevent
bow unbow straighten destroy move gain lose loser give target choose attach create draw discard challenge
duel assign may must can cannot will would shall should pay play put search show reveal look take control
remove return shuffle refill reduce increase decrease win winner kill die dead commit seppuku cast perform
performer use ignore count contribute switch flip face enter leave refuse equip invest recruit banish
transfer lobby proclaim resolve
not no if unless until while when after before each every all other another times once twice
additional number one two three four five six seven eight nine ten first second third next last
""")
_IRREGULAR = _words("""
won lost took taken gave given chose chosen drew drawn died dies dying began begun shown paid put cast
winning beginning putting
""")
_ENDINGS = ("", "s", "es", "d", "ed", "ing", "er", "ers", "r", "rs")
GAME_WORDS = frozenset(
    {stem + ending for stem in _STEMS for ending in _ENDINGS}
    | {stem[:-1] + ending for stem in _STEMS if stem.endswith("e") for ending in ("ing", "ed")}
    | {stem[:-1] + "ies" for stem in _STEMS if stem.endswith("y")}
    | set(_IRREGULAR)
)

# a sentence of lower-case words after its subject, ended by a period
_WORD = r"[a-z][a-z'\u2019-]*"
_CANDIDATE = re.compile(
    rf"(?<=[.:])(\s+)((?:{'|'.join(SUBJECTS)}) {_WORD}(?: {_WORD})*)\.(?=\s+[A-Z])"
)


def story_sentence(sentence: str) -> bool:
    """Whether the sentence (without its period) names no game term: its subject, then lower-case words none
    of which is in GAME_WORDS (a possessive read as its word: "the guards'", "court's")."""
    first, *rest = sentence.split(" ")
    if first not in SUBJECTS or not rest:
        return False
    for word in rest:
        if not re.fullmatch(_WORD, word):
            return False
        bare = re.sub(r"['\u2019]s?$", "", word)
        if bare in GAME_WORDS or any(part in GAME_WORDS for part in bare.split("-")):
            return False
    return True


def q20h_mark_story(text: str, _title: str) -> str:
    """Each story sentence of an ability's effects (after its first colon, outside parentheses) marked as
    "⟦...⟧." for the grammar (Q20H_STORY); the rest of the text unchanged."""
    colon = text.find(":")
    if colon < 0:
        return text

    def mark(match: re.Match) -> str:
        before = text[: match.start()]
        if match.start() < colon or before.count("(") != before.count(")"):
            return match.group(0)
        if not story_sentence(match.group(2)):
            return match.group(0)
        return f"{match.group(1)}\u27e6{match.group(2)}\u27e7."

    return _CANDIDATE.sub(mark, text)


def _carriers(value, found: list) -> list:
    """Every mapping of the compiled value (effects, options, delayed effects) carrying story sentences."""
    if isinstance(value, dict):
        if STORY_KEY in value:
            found.append(value)
        for item in value.values():
            _carriers(item, found)
    elif isinstance(value, list | tuple):
        for item in value:
            _carriers(item, found)
    return found


def q20h_story_field(ability: dict, _drafted) -> None:
    """The story sentences of the ability's effects, in its `story` field (printed order)."""
    sentences: list[str] = []
    for carrier in _carriers(ability, []):
        for sentence in carrier.pop(STORY_KEY):
            if sentence not in sentences:
                sentences.append(sentence)
    if sentences:
        ability["story"] = sentences


def q20h_story_left(piece: dict) -> None:
    """A story sentence left outside an ability's effects (a trait's text): not read."""
    if _carriers(piece, []):
        raise NotUnderstood("a sentence that tells the story outside an ability's effects: not read")


@v_args(inline=True)
class StorySentencesText(Transformer):
    def q20h_story(self, token, sentence):
        """ "He rallies the guards. You may target ...": the story sentence changes nothing; the sentence
        after it is the effects, its first effect carrying the story (q20h_story_field)."""
        effects = list(sentence)
        if not effects or not all(isinstance(effect, dict) for effect in effects):
            raise NotUnderstood("a sentence that tells the story, before no effect the compiler reads")
        story = str(token)[1:-2] + "."  # "⟦...⟧." -> the sentence as printed
        first = {**effects[0], STORY_KEY: [story, *effects[0].get(STORY_KEY, [])]}
        return [first, *effects[1:]]

    # --- "A target Region's abilities may not be used." -------------------------------------------------
    def q20h_this_turn(self, _token):
        return "end_of_turn"

    def q20h_target_abilities(self, _token, chosen, _words, _duration=None):
        """ "A target Holding's abilities may not be used.": the chosen card's abilities, until the turn ends
        (restrictions.py `may_not_use: {}`; its traits, such as a Holding's Gold production, are not
        abilities: card features)."""
        return [{"may_not_use": {}, "duration": "end_of_turn", "_target": chosen}]

    def q20h_its_abilities(self, token, _duration=None):
        """ "His abilities may not be used (this turn).", "The target's abilities ...": the target's (or, with
        no target, the performer's: "him" as resolution.py reads it; "the target's" only the target)."""
        who = "$the_target" if str(token).startswith("The target") else "$target"
        return [{"may_not_use": {}, "duration": "end_of_turn", "_on": who}]

    # --- "This card enters play bowed." -----------------------------------------------------------------
    def q20h_enters_bowed(self, token):
        """ "This card enters play bowed.", "This Fortification enters play bowed." (a Fortification is a
        Holding): the card arrives bowed whenever it enters play (entering_bowed.py, l5r.desk.enters-bowed).
        A card field about how the card enters play (a field family, l5r.FIELD_FAMILIES)."""
        named = str(token).split()[1].lower()
        own = "holding" if named == "fortification" else named
        if own not in ("card", self.own_type):
            raise NotUnderstood(f"'this {named}' on a {self.own_type}")
        return {"entering": {"bowed": True}}, ENTERS_BOWED

    # --- "The controller of a target dishonorable Personality loses 3 Honor." ------------------------------
    def q20h_controller_of_target(self, _token, chosen, verb, number):
        """ "The controller of a target dishonorable Personality loses 3 Honor.": the card targeted (changing
        nothing itself), then its controller's Honor as it happens, as "Target a dishonorable Personality. His
        controller loses 3 Honor." reads (players.py)."""
        change = -number if str(verb) == "loses" else number
        return [{"target_card": True, "_target": chosen}, {"_controller_of": True, "honor": change}]

    def q20h_target_s_controller(self, _token, chosen, _s_controller, verb, number):
        """ "A target dishonorable Personality's controller loses 2 Honor." (the same)."""
        return self.q20h_controller_of_target(_token, chosen, verb, number)
