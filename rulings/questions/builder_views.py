"""The guided builder: a question about real cards without writing YAML.

The builder's state travels as JSON in a hidden field of every form (``builder.BuilderState``), checked on
every request: a state that is not valid is answered 400 with what is wrong, and nothing is stored. Each
form POSTs one change (``do``); a plain POST then redirects to ``GET ?state=...`` (so reload and back work),
an htmx POST gets the builder partial back with that URL pushed. Input mistakes (a missing stat, an unknown
title) are shown in the form, with the state unchanged. The builder never stores a question: its "Edit in
the scenario editor" and "Ask" buttons post the written scenario to the editor (``questions:new``).
"""

from __future__ import annotations

from urllib.parse import urlencode

from django.db.models import Q
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_http_methods, require_safe

from cards.definitions import card_definition
from cards.markup import fold
from cards.models import Card
from cards.references import pick_reference
from cards.services import card_title_matches, engine_clauses_of
from rulings.engine import ScenarioError, parse_scenario
from rulings.games import Game

from . import builder as b
from . import examples as catalog
from .builder import card_text
from .builder_forms import AddCardForm, CardPlaceForm, DescribedCardForm, PlayForm, StepForm, UseForm
from .models import Visibility
from .words import plural

TITLE_BATCH = 200  # titles per query of known_cards (SQLite's expression depth is 1,000)

MAX_SUGGESTIONS = 12
MAX_URL_STATE = 6000  # a longer state is re-rendered instead of redirected to (URLs stay reasonable)


# --- cards of the database ---------------------------------------------------------------------------


def _reference(card: Card) -> str:
    return f"{card.title} • {card.version}" if card.version else card.title


def known_cards(*, game: str, keys: list[str]) -> dict[str, b.KnownCard]:
    """The database cards of a builder state, each with a `ref:` that names exactly it where there is one.
    Three queries for any number of cards (cards + tags + stats), plus one per TITLE_BATCH titles for the
    cards sharing their titles."""
    if not keys:
        return {}
    cards = list(Card.objects.filter(game=game, key__in=keys).with_details())
    candidates = _sharing_titles(game, sorted({fold(card.title) for card in cards}))
    known = {}
    for card in cards:
        reference = _reference(card)
        named = pick_reference(candidates, reference)
        clauses = engine_clauses_of(card)
        known[card.key] = b.KnownCard(
            key=card.key,
            title=card.display_title,
            reference=reference if named is not None and named.pk == card.pk else card.key,
            definition=card_definition(card),
            printed_type=card.card_type,
            stats_text=card.stats_text,
            unplayed=tuple(
                f"{c['id']}: {c['text']}" + (f" (partly; not played: {c['missing']})" if c["missing"] else "")
                for c in clauses
                if not c["played"]
            ),
            clauses=tuple(clauses),
        )
    return known


def _sharing_titles(game: str, titles: list[str]) -> list[Card]:
    """The cards whose title starts with one of these (folded) titles, in batches: one query ORing a thousand
    prefixes is deeper than SQLite parses ("Expression tree is too large")."""
    found: dict[int, Card] = {}
    for start in range(0, len(titles), TITLE_BATCH):
        prefixes = Q()
        for title in titles[start : start + TITLE_BATCH]:
            prefixes |= Q(title_search__startswith=title)
        batch = Card.objects.filter(prefixes, game=game).prefetch_related("tags")
        found.update((card.pk, card) for card in batch)
    return list(found.values())


def card_suggestions(*, game: str, prefix: str) -> list[dict]:
    """Cards of a game for the title typed, ranked as the card search ranks titles (exact title, title
    starting so, a word starting so, then the closest titles when few match: ``corrected``), for the
    autocomplete: key, title, type, stats and whether the engine can hold its type."""
    if game not in Game.values:
        return []
    found = card_title_matches(game=game, typed=prefix, limit=MAX_SUGGESTIONS)
    vocab = b.vocabulary(game)
    suggestions = []
    for card, corrected in found:
        definition = card_definition(card)
        suggestions.append(
            {
                "key": card.key,
                "title": card.display_title,
                "type": card.card_type or b.label_of(definition.get("type", "")),
                "stats": card.stats_text,
                "supported": definition.get("type") in vocab.card_types,
                "corrected": corrected,
            }
        )
    return suggestions


def _stats_text(stats: dict) -> str:
    return " · ".join(f"{b.label_of(name)} {value}" for name, value in stats.items())


# --- pages ---------------------------------------------------------------------------------------------


@require_safe
def cards(request: HttpRequest) -> HttpResponse:
    """Autocomplete: suggestions for the title typed (``card_title``, or ``q``) within ``game``."""
    game = request.GET.get("game", "")
    prefix = request.GET.get("card_title", request.GET.get("q", ""))
    suggestions = card_suggestions(game=game, prefix=prefix)
    context = {"suggestions": suggestions, "card_title": prefix[:100], "searched": bool(prefix.strip())}
    return render(request, "questions/builder.html#suggestions", context)


@require_http_methods(["GET", "HEAD", "POST"])
def builder(request: HttpRequest) -> HttpResponse:
    if request.method == "POST":
        return _change(request)
    errors: list[str] = []
    if "state" in request.GET:
        try:
            state = b.BuilderState.from_json(request.GET["state"])
        except b.BuilderError as exc:
            return _bad_state(request, exc)
        return _render(request, state)
    game = request.GET.get("game", "")
    if game not in Game.values:
        if game:
            errors.append(f"There is no game '{game[:40]}'; pick one.")
        return _render(request, None, errors=errors)
    state = b.BuilderState(game=game)
    key = request.GET.get("card", "")
    if key:
        known = known_cards(game=game, keys=[key[:200]])
        if key not in known:
            errors.append(f"There is no {Game(game).label} card '{key[:200]}'.")
        else:
            try:
                b.add_known_card(state, known[key], zone=_entry_zone(b.vocabulary(game), known[key]))
            except b.BuilderError as exc:
                errors += exc.problems
    return _render(request, state, errors=errors, entry_slug=request.GET.get("entry", "")[:200])


def _entry_zone(vocab: b.Vocabulary, card: b.KnownCard) -> str:
    """Where "Ask about this card" puts it: in its owner's hand when it is played from there (an Action
    card is used from the hand; where cards are played, as Naruto's are, it is played from the hand), so
    its abilities or its play are ready to use; else the game's usual place."""
    from_hand = card.type == "action" or "play" in vocab.options
    return "hand" if from_hand and "hand" in vocab.zones else ""


def _change(request: HttpRequest) -> HttpResponse:
    """One change (``do``) to the posted state; a change that cannot be made leaves the state as it was."""
    try:
        state = b.BuilderState.from_json(request.POST.get("state", ""))
    except b.BuilderError as exc:
        return _bad_state(request, exc)
    do = request.POST.get("do", "")
    vocab = b.vocabulary(state.game)
    change = _change_named(do)
    if change is None:
        return _bad_state(request, b.BuilderError(f"Unknown builder action '{do[:40]}'."))
    forms: dict = {}
    try:
        outcome = change(request, state, vocab, forms)
    except b.BuilderError as exc:
        return _changed(request, state, errors=exc.problems, notice="", forms=forms)
    if isinstance(outcome, HttpResponse):  # answered already (a use or play that is not there)
        return outcome
    return _changed(request, state, errors=[], notice=outcome, forms=forms)


def _changed(request: HttpRequest, state: b.BuilderState, *, errors: list[str], notice: str, forms: dict):
    """The builder after a change: again with its errors (the forms keep their input) when it failed; else
    a plain POST is redirected to the state's URL (re-rendered when too long), htmx gets it pushed."""
    failed = errors or any(form.errors for name, form in forms.items() if name.endswith("_form"))
    if failed:
        return _render(request, state, errors=errors, notice=notice, **forms)
    url = _state_url(state)
    if not request.htmx:
        if len(url) <= MAX_URL_STATE:
            return _see_other(url)
        return _render(request, state, notice=notice)
    response = _render(request, state, notice=notice)
    if len(url) <= MAX_URL_STATE:
        response["HX-Push-Url"] = url
    return response


# Each change takes (request, state, vocab, forms), changes the state (or raises a BuilderError) and returns
# the notice to show, or the response when it answers itself. A form that did not validate stays in `forms`.


def _change_named(do: str):
    if do.startswith(("remove_step:", "step_up:", "step_down:")):
        return _move_step
    return _CHANGES.get(do)


def _add_card_change(request: HttpRequest, state: b.BuilderState, vocab: b.Vocabulary, forms: dict) -> str:
    form = forms["add_card_form"] = AddCardForm(request.POST, vocab=vocab, bearers=_bearers(state))
    return _add_card(state, form, forms) if form.is_valid() else ""


def _describe_card(request: HttpRequest, state: b.BuilderState, vocab: b.Vocabulary, forms: dict) -> str:
    form = forms["described_form"] = DescribedCardForm(request.POST, vocab=vocab)
    if form.is_valid():
        data = form.cleaned_data
        b.add_described_card(
            state,
            type=data["type"],
            title=data["title"].strip(),
            stats=data["stats"],
            keywords=data["keyword_list"],
            owner=data["owner"],
            zone=data["zone"],
            flags=data["flags"],
        )
        forms.pop("described_form")
    return ""


def _posted_card(request: HttpRequest, state: b.BuilderState) -> b.CardChoice:
    card = state.card(request.POST.get("card_id", ""))
    if card is None:
        raise b.BuilderError("That card is no longer in the question.")
    return card


def _remove_card(request: HttpRequest, state: b.BuilderState, vocab: b.Vocabulary, forms: dict) -> str:
    gone = b.remove_card(state, _posted_card(request, state).id)
    return f"Removed, with {plural(gone, 'step')} about it." if gone else ""


def _update_card(request: HttpRequest, state: b.BuilderState, vocab: b.Vocabulary, forms: dict) -> str:
    card = _posted_card(request, state)
    form = CardPlaceForm(request.POST, vocab=vocab, bearers=_bearers(state, but=card.id))
    if not form.is_valid():
        raise b.BuilderError(_form_errors(form))
    data = form.cleaned_data
    b.place_card(
        state,
        card.id,
        owner=data["owner"],
        zone=data["zone"],
        flags=data["flags"],
        attached_to=data["attached_to"],
    )
    return ""


def _card_step(request: HttpRequest, state: b.BuilderState, vocab: b.Vocabulary, forms: dict):
    """Using a card's ability or playing it: a card, ability or input that is not right is answered 400."""
    try:
        form = _card_form(request, state, vocab, request.POST.get("do", ""))
    except b.BuilderError as exc:
        return _render(request, state, errors=exc.problems, status=400)
    if not form.is_valid():
        return _render(request, state, errors=_form_errors(form), status=400)
    b.add_step(state, form.step())
    return ""


def _add_step(request: HttpRequest, state: b.BuilderState, vocab: b.Vocabulary, forms: dict) -> str:
    form = forms["step_form"] = StepForm(request.POST, vocab=vocab, state=state, summaries=_names(state, {}))
    if form.is_valid():
        data = {k: v for k, v in form.cleaned_data.items() if v not in (None, "")}
        b.add_step(state, b.StepChoice(**data))
        forms.pop("step_form")
    return ""


def _move_step(request: HttpRequest, state: b.BuilderState, vocab: b.Vocabulary, forms: dict) -> str:
    """``remove_step:N``, ``step_up:N`` or ``step_down:N``."""
    verb, _, index = request.POST.get("do", "").partition(":")
    if not index.isdigit():
        raise b.BuilderError("Which step?")
    if verb == "remove_step":
        b.remove_step(state, int(index))
    else:
        b.move_step(state, int(index), -1 if verb == "step_up" else 1)
    return ""


def _set_title(request: HttpRequest, state: b.BuilderState, vocab: b.Vocabulary, forms: dict) -> str:
    state.title = b.checked_text(request.POST.get("title", ""), "title", allow_empty=True)
    return ""


_CHANGES = {
    "add_card": _add_card_change,
    "describe_card": _describe_card,
    "update_card": _update_card,
    "remove_card": _remove_card,
    "use_ability": _card_step,
    "play_card": _card_step,
    "add_step": _add_step,
    "title": _set_title,
}


def _see_other(url: str) -> HttpResponse:
    response = redirect(url)
    response.status_code = 303
    return response


def _add_card(state: b.BuilderState, form: AddCardForm, forms: dict) -> str:
    data = form.cleaned_data
    key = data.get("card") or ""
    if not key:  # a title typed without picking a suggestion (or without scripts)
        suggestions = card_suggestions(game=state.game, prefix=data["card_title"])
        exact = [s for s in suggestions if fold(s["title"]) == fold(data["card_title"])]
        pool = exact or [s for s in suggestions if not s["corrected"]]  # a typo is never added unpicked
        if len(pool) != 1:
            forms["suggestions"] = suggestions
            if not pool:
                raise b.BuilderError(
                    f"No {Game(state.game).label} card has a title starting “{data['card_title']}”."
                )
            raise b.BuilderError(f"{len(suggestions)} cards match “{data['card_title']}”: pick one.")
        key = pool[0]["key"]
    known = known_cards(game=state.game, keys=[key])
    if key not in known:
        raise b.BuilderError(f"There is no {Game(state.game).label} card '{key}'.")
    b.add_known_card(
        state,
        known[key],
        owner=data["owner"],
        zone=data["zone"],
        flags=data["flags"],
        attached_to=data["attached_to"],
    )
    forms.pop("add_card_form")
    return f"Added {known[key].title}."


def _form_errors(form) -> list[str]:
    """Each error with the input it is about ("Target 2: Select a valid choice ...")."""
    return [
        f"{form.fields[name].label or name.replace('_', ' ').capitalize()}: {error}"
        if name in form.fields
        else f"{error}"
        for name, errors in form.errors.items()
        for error in errors
    ]


def _bearers(state: b.BuilderState, *, but: str = "") -> list[tuple[str, str]]:
    """The cards another may be attached to: every other card of the question."""
    known = known_cards(game=state.game, keys=[card.key for card in state.cards if card.key])
    names = _names(state, known)
    return [(card.id, names[card.id]) for card in state.cards if card.id != but]


def _card_form(request: HttpRequest, state: b.BuilderState, vocab: b.Vocabulary, do: str):
    """The bound form using one card's ability (``use_ability``) or playing it (``play_card``); a card or
    ability that is not there is a BuilderError naming it."""
    card = state.card(request.POST.get("card_id", ""))
    if card is None:
        raise b.BuilderError("card_id: that card is not in the question.")
    known = known_cards(game=state.game, keys=[card.key for card in state.cards if card.key])
    names = _names(state, known)
    found = known.get(card.key) if card.key else None
    common = {"vocab": vocab, "state": state, "known": known, "card": card, "names": names}
    if do == "play_card":
        if "play" not in vocab.options:
            raise b.BuilderError(f"do: cards are not played that way in {Game(state.game).label}.")
        upgrade = request.POST.get("as_upgrade") == "1"
        slots = card_text.play_slots(found, upgrade=upgrade) if found else ()
        return PlayForm(request.POST, slots=slots, upgrade=upgrade, **common)
    ability = request.POST.get("ability", "")
    usable = next((u for u in card_text.abilities_of(found) if u.id == ability), None) if found else None
    if usable is None or "use" not in vocab.options:
        raise b.BuilderError(f"ability: {_title(card, known)} has no ability '{ability[:40]}' to use.")
    return UseForm(request.POST, usable=usable, **common)


def _state_url(state: b.BuilderState) -> str:
    return f"{reverse('questions:builder')}?{urlencode({'state': state.to_json()})}"


def _bad_state(request: HttpRequest, exc: b.BuilderError) -> HttpResponse:
    if request.htmx and request.method == "POST":  # the builder's part of the page, which shows 400s
        context = {"errors": ["The builder cannot use this question's state:", *exc.problems]}
        return render(request, "questions/builder.html#builder", context, status=400)
    context = {"bad_state": exc.problems, "games": Game.choices}
    return render(request, "questions/builder.html", context, status=400)


def _title(card: b.CardChoice, known: dict[str, b.KnownCard]) -> str:
    """A card's title: its database title (its key if it is gone from the database), else as described."""
    if card.key:
        return known[card.key].title if card.key in known else card.key
    return card.title or b.label_of(card.type)


def _names(state: b.BuilderState, known: dict[str, b.KnownCard]) -> dict[str, str]:
    return {card.id: f"{_title(card, known)} ({card.id})" for card in state.cards}


def _card_rows(state: b.BuilderState, known: dict[str, b.KnownCard], vocab: b.Vocabulary) -> list[dict]:
    rows = []
    names = _names(state, known)
    for card in state.cards:
        found = known.get(card.key) if card.key else None
        place = CardPlaceForm(
            initial={
                "owner": card.owner,
                "zone": card.zone or vocab.default_zone,
                "flags": card.flags,
                "attached_to": card.attached_to,
            },
            vocab=vocab,
            bearers=[(c.id, names[c.id]) for c in state.cards if c.id != card.id],
            auto_id=f"id_{card.id}_%s",
        )
        gone = card.key and not found  # gone from the card database since it was added
        if found:  # a database card: its type as printed ("Strategy", which the engine calls "action")
            card_type = found.printed_type or b.label_of(found.type)
        else:
            card_type = "" if gone else b.label_of(card.type)
        rows.append(
            {
                "id": card.id,
                "title": _title(card, known),
                "type": card_type,
                "stats": found.stats_text if found else _stats_text(card.stats),
                "keywords": found.keywords if found else card.keywords,
                "scripted": bool(found and found.scripted and not found.unplayed),  # brings all of its text
                "unplayed": found.unplayed if found else (),
                "missing": bool(gone),
                "url": reverse("cards:detail", kwargs={"game": state.game, "key": card.key}) if found else "",
                "form": place,
                "attached_to": names.get(card.attached_to, ""),
                **_card_actions(state, card, found, known, vocab, names),
            }
        )
    return rows


def _card_actions(state, card, found, known, vocab: b.Vocabulary, names: dict[str, str]) -> dict:
    """What a card's row offers to do with its text: each ability to use (its printed text, a form) and,
    where cards are played (Naruto), playing it from where it is not in play, to a place or as an upgrade."""
    common = {"vocab": vocab, "state": state, "known": known, "card": card, "names": names}
    abilities = []
    if found and "use" in vocab.options:
        for usable in card_text.abilities_of(found):
            form = UseForm(usable=usable, auto_id=f"id_{card.id}_{usable.id}_%s", **common)
            abilities.append({"usable": usable, "form": form})
    plays = []
    zone = card.zone or vocab.default_zone
    if "play" in vocab.options and not card.attached_to and zone not in vocab.in_play_zones:
        ways = [False] + ([True] if "play_upgrade" in vocab.options and len(state.cards) > 1 else [])
        for upgrade in ways:
            slots = card_text.play_slots(found, upgrade=upgrade) if found else ()
            auto_id = f"id_{card.id}_play{'_up' if upgrade else ''}_%s"
            plays.append(PlayForm(slots=slots, upgrade=upgrade, auto_id=auto_id, **common))
    return {
        "abilities": abilities,
        "plays": plays,
        "play_texts": card_text.play_texts(found) if found and plays else [],
    }


def _render(
    request: HttpRequest,
    state: b.BuilderState | None,
    *,
    errors: list[str] | None = None,
    notice: str = "",
    entry_slug: str = "",
    add_card_form=None,
    described_form=None,
    step_form=None,
    suggestions=None,
    status: int = 200,
) -> HttpResponse:
    context: dict = {"games": Game.choices, "errors": errors or [], "notice": notice, "state": state}
    if state is not None:
        vocab = b.vocabulary(state.game)
        known = known_cards(game=state.game, keys=[card.key for card in state.cards if card.key])
        names = _names(state, known)
        text, problems = _scenario(state, known)
        context.update(
            game_label=Game(state.game).label,
            state_json=state.to_json(),
            vocab=vocab,
            cards=_card_rows(state, known, vocab),
            steps=[
                {
                    "index": i,
                    "summary": step.summary(names),
                    "id": step.id,
                    "kind": step.kind,
                }
                for i, step in enumerate(state.steps)
            ],
            add_card_form=add_card_form or AddCardForm(vocab=vocab, bearers=list(names.items())),
            described_form=described_form or DescribedCardForm(vocab=vocab, auto_id="id_new_%s"),
            step_form=step_form or StepForm(vocab=vocab, state=state, summaries=names, auto_id="id_step_%s"),
            suggestions=suggestions,
            searched=suggestions is not None,
            scenario_text=text,
            scenario_problems=problems,
            ask_title=state.title or _default_title(state, names),
            visibilities=Visibility.choices,
            ask_visibility=Visibility.PRIVATE if request.user.is_authenticated else Visibility.UNLISTED,
            has_question=any(s.kind == "question" for s in state.steps),
            examples=_entry_examples(state.game, entry_slug) if entry_slug else None,
        )
    template = (
        "questions/builder.html#builder"
        if request.htmx and request.method == "POST"
        else "questions/builder.html"
    )
    return render(request, template, context, status=status)


def _scenario(state: b.BuilderState, known: dict[str, b.KnownCard]) -> tuple[str, list[str]]:
    """The scenario text and what the engine says is wrong with it (nothing, normally)."""
    if not state.cards and not state.steps:
        return "", []
    try:
        text = b.build(state, known)
    except b.BuilderError as exc:
        return "", exc.problems
    by_reference = {card.reference: dict(card.definition) for card in known.values() if card.reference}
    try:
        parse_scenario(text, resolve_card=lambda game, title: by_reference.get(title))
    except ScenarioError as exc:
        return text, [str(problem) for problem in exc.problems]
    return text, []


def _default_title(state: b.BuilderState, names: dict[str, str]) -> str:
    questions = [s for s in state.steps if s.kind == "question"]
    if not questions:
        return ""
    return questions[-1].summary({k: v.rsplit(" (", 1)[0] for k, v in names.items()})[:200]


def _entry_examples(game: str, slug: str) -> dict | None:
    """ "Ask about this rule": the entry and the examples that quote it."""
    from rulings.glossary.models import Entry

    entry = Entry.objects.filter(game=game, slug=slug).select_related("document").first()
    if entry is None:
        return None
    found = catalog.examples_for_entry(game=game, document=entry.document.source_name, text=entry.text)
    return {"entry": entry, "examples": found}
