"""The guided builder's forms: each reads one change to the builder state; choices come from the game's
vocabulary (``builder.vocabulary``) and the cards already in the state."""

from __future__ import annotations

from django import forms

from .builder import (
    MAX_AMOUNT,
    MAX_TEXT,
    PLAYER_LABELS,
    PLAYERS,
    BuilderState,
    StepChoice,
    Vocabulary,
    label_of,
)
from .builder.card_text import candidates, players_allowed

PLAYER_CHOICES = [(p, PLAYER_LABELS[p]) for p in PLAYERS]


def _blank(choices: list[tuple[str, str]], label: str = "—") -> list[tuple[str, str]]:
    return [("", label), *choices]


class CardPlaceForm(forms.Form):
    """Who owns a card, where it is and its flags (adding a card, or changing one)."""

    owner = forms.ChoiceField(choices=PLAYER_CHOICES, initial="me", required=False)
    zone = forms.ChoiceField(required=False)
    flags = forms.MultipleChoiceField(required=False, widget=forms.CheckboxSelectMultiple)
    attached_to = forms.ChoiceField(required=False, label="Attached to")

    def __init__(self, *args, vocab: Vocabulary, bearers: list[tuple[str, str]] = (), **kwargs):
        """``bearers``: (id, name) of the cards it may be attached to (the others of the question)."""
        super().__init__(*args, **kwargs)
        self.fields["zone"].choices = vocab.choices("zone")
        self.fields["zone"].initial = vocab.default_zone
        self.fields["flags"].choices = vocab.choices("flag")
        self.fields["attached_to"].choices = _blank(list(bearers), "— (not attached)")

    def clean_owner(self) -> str:
        return self.cleaned_data.get("owner") or "me"


class AddCardForm(CardPlaceForm):
    """A card of the database: by its key (a suggestion was picked) or by the title typed."""

    card = forms.CharField(required=False, max_length=200)
    card_title = forms.CharField(required=False, max_length=200, label="Card title")

    def clean(self):
        data = super().clean()
        if not data.get("card") and not (data.get("card_title") or "").strip():
            raise forms.ValidationError("Type a card's title, then pick it from the suggestions.")
        return data


class DescribedCardForm(CardPlaceForm):
    """A card that is not in the database, described by its type, stats and keywords."""

    type = forms.ChoiceField(label="Type")
    title = forms.CharField(required=False, max_length=MAX_TEXT)
    keywords = forms.CharField(required=False, max_length=500, help_text="Separated by commas.")

    def __init__(self, *args, vocab: Vocabulary, **kwargs):
        super().__init__(*args, vocab=vocab, **kwargs)
        self.vocab = vocab
        self.fields["type"].choices = vocab.choices("card_type")
        for stat in vocab.card_stats:
            self.fields[f"stat_{stat}"] = forms.CharField(
                required=False, max_length=4, label=label_of(stat), widget=forms.TextInput(attrs={"size": 3})
            )

    def stat_fields(self):
        return [self[f"stat_{stat}"] for stat in self.vocab.card_stats]

    def clean(self):
        data = super().clean()
        card_type = data.get("type")
        stats: dict[str, int | str] = {}
        for stat in self.vocab.card_stats:
            raw = (data.get(f"stat_{stat}") or "").strip()
            if not raw:
                continue
            if card_type and stat not in self.vocab.type_stats.get(card_type, ()):
                self.add_error(f"stat_{stat}", f"A {card_type} has no {label_of(stat)}.")
            elif raw == "-" and stat in self.vocab.dash_stats:
                stats[stat] = "-"
            else:
                try:
                    value = int(raw)
                except ValueError:
                    self.add_error(f"stat_{stat}", f"{label_of(stat)} is a whole number.")
                    continue
                if abs(value) > MAX_AMOUNT:
                    self.add_error(f"stat_{stat}", f"{label_of(stat)} is from -{MAX_AMOUNT} to {MAX_AMOUNT}.")
                else:
                    stats[stat] = value
        data["stats"] = stats
        words = [word.strip() for word in (data.get("keywords") or "").split(",")]
        data["keyword_list"] = [word for word in words if word][:20]
        if any(len(word) > MAX_TEXT for word in data["keyword_list"]):
            self.add_error("keywords", f"A keyword is at most {MAX_TEXT} characters.")
        return data


class StepForm(forms.Form):
    """One effect, step or question of the timeline. Inputs the chosen option does not need are ignored."""

    option = forms.ChoiceField(label="What happens, or what to ask")
    card = forms.ChoiceField(required=False)
    stat = forms.ChoiceField(required=False)
    player_stat = forms.ChoiceField(required=False, label="Player stat")
    amount = forms.IntegerField(required=False, min_value=-MAX_AMOUNT, max_value=MAX_AMOUNT)
    zone = forms.ChoiceField(required=False)
    flag = forms.ChoiceField(required=False)
    keyword = forms.CharField(required=False, max_length=MAX_TEXT)
    player = forms.ChoiceField(required=False, choices=_blank(PLAYER_CHOICES))
    action = forms.ChoiceField(required=False, label="Which action")
    by = forms.ChoiceField(choices=PLAYER_CHOICES, initial="me", label="Taken by", required=False)

    def __init__(self, *args, vocab: Vocabulary, state: BuilderState, summaries: dict[str, str], **kwargs):
        super().__init__(*args, **kwargs)
        self.vocab = vocab
        self.fields["option"].choices = [  # a card's abilities and its play are offered on the card
            ("Effects (an action by a player)", [(o.key, o.label) for o in vocab.effects if not o.on_card]),
            ("Steps", [(o.key, o.label) for o in vocab.steps if not o.on_card]),
            ("Questions", [(o.key, o.label) for o in vocab.questions]),
        ]
        names = {card.id: summaries.get(card.id, card.id) for card in state.cards}
        self.fields["card"].choices = _blank(list(names.items()))
        self.fields["stat"].choices = _blank(vocab.choices("stat"))
        self.fields["player_stat"].choices = _blank(vocab.choices("player_stat"))
        self.fields["zone"].choices = _blank(vocab.choices("zone"))
        self.fields["flag"].choices = _blank(vocab.choices("flag"))
        self.fields["action"].choices = _blank(
            [(step.id, f"Action {step.id}") for step in state.steps if step.id]
        )
        if not vocab.player_stats:
            del self.fields["player_stat"]
        if not vocab.flags:
            del self.fields["flag"]

    def clean_by(self) -> str:
        return self.cleaned_data.get("by") or "me"

    def inputs(self):
        """Each input with the options that use it (the page hides the others when scripts run)."""
        uses = {name: [] for name in self.fields if name not in ("option", "by")}
        for option in self.vocab.options.values():
            for name in option.fields:
                if name in uses:
                    uses[name].append(option.key)
        uses_by = [o.key for o in self.vocab.effects]
        return [(self[name], " ".join(keys)) for name, keys in uses.items()] + [
            (self["by"], " ".join(uses_by))
        ]


class _TargetsMixin:
    """One select per target the card's text picks, in the order it names them (``target_1`` ...), offering
    the cards of the question the target's filter may match."""

    def add_targets(
        self, slots, state: BuilderState, known, *, by: str, source: str, names: dict[str, str], option=0
    ) -> list[str]:
        """A select per slot (``target_1`` ...; an option's: ``option_2_target_1`` ...); their names."""
        added = []
        for n, slot in enumerate(slots, 1):
            allowed = candidates(
                slot.filter, state, known, by=by, source=source, vocab=self.vocab, ops=slot.ops
            )
            label = f"Target {n}" if len(slots) > 1 else "Target"
            name = f"option_{option}_target_{n}" if option else f"target_{n}"
            self.fields[name] = forms.ChoiceField(
                label=f"Option {option}: {label.lower()}" if option else label,
                choices=_blank([(card_id, names.get(card_id, card_id)) for card_id in allowed]),
                required=False,
            )
            added.append(name)
        if not option:
            self.slot_names = added
        return added

    def target_fields(self):
        options = getattr(self, "option_slot_names", {})
        player = ["target_player"] if "target_player" in self.fields else []
        names = [*player, *self.slot_names, *(n for names in options.values() for n in names)]
        return [self[name] for name in names]

    def targets(self, names=None) -> list[str]:
        """The targets picked, in order, up to the first left blank (a later one cannot come before it)."""
        picked = [self.cleaned_data.get(name) or "" for name in (self.slot_names if names is None else names)]
        return picked[: picked.index("")] if "" in picked else picked


class UseForm(_TargetsMixin, forms.Form):
    """Use one ability of a card: who uses it, its targets, the card performing it, the option chosen."""

    by = forms.ChoiceField(choices=PLAYER_CHOICES, label="Used by")
    performer = forms.ChoiceField(required=False, label="Performed by")
    chosen = forms.TypedChoiceField(required=False, coerce=int, empty_value=None, label="Option chosen")

    def __init__(self, *args, vocab: Vocabulary, state: BuilderState, known, card, usable, names, **kwargs):
        super().__init__(*args, **kwargs)
        self.vocab, self.usable, self.card = vocab, usable, card
        self.fields["by"].initial = card.owner
        by = self.data.get("by") if self.is_bound else card.owner
        if usable.target_player:  # "target a player": listed before the cards the text targets
            allowed = players_allowed(usable.target_player, by or card.owner)
            choices = _blank([(p, PLAYER_LABELS[p]) for p in allowed])
            field = forms.ChoiceField(label="Target player", choices=choices, required=False)
            self.fields["target_player"] = field
        self.add_targets(usable.slots, state, known, by=by or card.owner, source=card.id, names=names)
        others = [(c.id, names.get(c.id, c.id)) for c in state.cards if c.id != card.id]
        self.fields["performer"].choices = _blank(others)
        self.fields["chosen"].choices = _blank([(n, f"Option {n}") for n in range(1, usable.options + 1)])
        if not usable.options:
            del self.fields["chosen"]
        where = {"by": by or card.owner, "source": card.id, "names": names}
        self.option_slot_names = {  # "bow target X, or straighten target Y": each option's targets
            n: self.add_targets(slots, state, known, **where, option=n)
            for n, slots in enumerate(usable.option_slots, 1)
        }
        self.asks_performer = "performing" in usable.text.lower()

    def clean(self):
        """An option's targets are picked only with that option chosen (the text targets them if it is)."""
        data = super().clean()
        chosen = data.get("chosen")
        for n, names in self.option_slot_names.items():
            for name in names:
                if data.get(name) and chosen != n:
                    self.add_error(name, f"a target of option {n}, which is not the option chosen.")
        if "target_player" in self.fields and not data.get("target_player") and self.targets():
            self.add_error("target_player", "the text targets a player before its cards: pick him too.")
        return data

    def step(self) -> StepChoice:
        data = self.cleaned_data
        return StepChoice(
            option="use",
            card=self.card.id,
            ability=self.usable.id,
            by=data["by"],
            performer=data.get("performer") or "",
            targets=[p for p in [data.get("target_player")] if p]
            + self.targets()
            + self.targets(self.option_slot_names.get(data.get("chosen"), [])),
            chosen=data.get("chosen"),
        )


class PlayForm(_TargetsMixin, forms.Form):
    """Play a card (Naruto): to a mission, or as an upgrade over a card, with the targets of its effects."""

    to = forms.ChoiceField(required=False, label="To")
    upgrade = forms.ChoiceField(required=False, label="Over")

    def __init__(
        self,
        *args,
        vocab: Vocabulary,
        state: BuilderState,
        known,
        card,
        slots,
        names,
        upgrade: bool,
        **kwargs,
    ):
        super().__init__(*args, **kwargs)
        self.vocab, self.card, self.as_upgrade = vocab, card, upgrade
        self.fields["to"].choices = [(z, label_of(z)) for z in vocab.in_play_zones]
        self.fields["upgrade"].choices = _blank(
            [(c.id, names.get(c.id, c.id)) for c in state.cards if c.id != card.id]
        )
        del self.fields["to" if upgrade else "upgrade"]
        self.fields["upgrade" if upgrade else "to"].required = True
        self.add_targets(slots, state, known, by=card.owner, source=card.id, names=names)

    def step(self) -> StepChoice:
        data = self.cleaned_data
        where = {"upgrade": data["upgrade"]} if self.as_upgrade else {"zone": data["to"]}
        option = "play_upgrade" if self.as_upgrade else "play"
        return StepChoice(option=option, card=self.card.id, targets=self.targets(), **where)
