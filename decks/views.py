"""Deck pages: the public list, my decks, a new deck, import (a preview needs no account), the deck page
(validation, statistics, probability calculator, sample hand), the htmx builder, history, comparisons,
export, copy and delete.

Who may do what: a deck is seen by its owner, and by anyone when it is unlisted (by link) or public; anyone
else gets 404 (``_get_deck_for_user``). Only the owner changes it: pages that change a deck need a login
(anonymous users are sent to log in before any lookup, so nothing leaks), and a logged-in user who may see the
deck but does not own it gets 403 with a hint to copy it. htmx requests get the page's partial
(``"decks/builder.html#state"``); plain POSTs redirect.
"""

from __future__ import annotations

import random
from functools import wraps
from urllib.parse import urlencode

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.contrib.auth.views import redirect_to_login
from django.core.paginator import Paginator
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.text import slugify
from django.views.decorators.http import require_http_methods, require_POST, require_safe
from django_htmx.http import HttpResponseClientRedirect

from cards.models import Card
from cards.search import SearchError
from cards.services import card_search_results
from config.http import HtmxHttpRequest, render_page_or_partial

from . import parsing, selectors, services, statistics
from .apis import ValidateAnonThrottle, ValidateUserThrottle
from .formats import format_get, formats_for, rules_for, sections_for
from .forms import (
    BuilderSearchForm,
    CardLineForm,
    DeckCompareForm,
    DeckSettingsForm,
    HandForm,
    ImportForm,
    NewDeckForm,
    ProbabilityForm,
    PublicDeckSearchForm,
    SaveVersionForm,
    VersionCompareForm,
)
from .importing import DecklistCheck, decklist_check, decklist_save
from .models import Deck, DeckCard
from .pending import KeepRefused, pending_clear, pending_get, pending_keep
from .presentation import (
    calculator_choices,
    content_diff,
    content_of,
    deck_statistics,
    draw_rules_for,
    import_rows,
    lines_by_section,
    probability_answer,
    stat_entries,
)
from .request_size import too_big

SEARCH_LIMIT = 30
LIST_PAGE_SIZE = 25


# --- helpers -----------------------------------------------------------------------------------------------


def _get_deck_for_user(request, public_id: str) -> Deck:
    """The deck if the user may see it (own, unlisted, public), else 404."""
    return selectors.deck_get_for_user(public_id=public_id, user=request.user)


def owner_only(view):
    """Pass the view the deck (from the URL's public_id) when the user owns it; 404 if they may not see
    it; 403 with an offer to copy it if they see it but may not edit it."""

    @wraps(view)
    def with_own_deck(request, public_id: str, *args, **kwargs) -> HttpResponse:
        deck = _get_deck_for_user(request, public_id)
        if not deck.is_owned_by(request.user):
            return render(request, "decks/not_owner.html", {"deck": deck}, status=403)
        return view(request, deck, *args, **kwargs)

    return with_own_deck


def _lines(deck: Deck) -> list[DeckCard]:
    return list(selectors.deck_lines(deck=deck))


def _too_big(request) -> HttpResponse | None:
    """The 413 page when the body is over ``request_size``'s limit (refused before Django reads it)."""
    reason = too_big(request)
    return render(request, "decks/refused.html", {"reason": reason}, status=413) if reason else None


def _throttled(request) -> HttpResponse | None:
    """Reading a list costs what the API's validate costs: the same rates, counted in the same cache (a
    client cannot double its share by alternating), 429 beyond them."""
    for throttle in (ValidateAnonThrottle(), ValidateUserThrottle()):
        if not throttle.allow_request(request, None):
            wait = max(1, round(throttle.wait() or 1))
            seconds = f"{wait} second{'s' * (wait != 1)}"
            reason = f"Too many lists checked from here in a short time: try again in {seconds}."
            context = {"reason": reason, "heading": "Too many lists at once"}
            response = render(request, "decks/refused.html", context, status=429)
            response["Retry-After"] = str(wait)
            return response
    return None


def _header(request, deck: Deck) -> dict:
    """What the deck header (``decks/includes/deck_header.html``) shows on every page of a deck."""
    return {
        "deck": deck,
        "fmt": format_get(game=deck.game, key=deck.format_key),
        "is_owner": deck.is_owned_by(request.user),
        "original": deck.original_for(request.user),
    }


def _deck_context(request, deck: Deck, *, lines: list[DeckCard] | None = None) -> dict:
    """What the deck page and the builder show: the list by section, the validation, the statistics."""
    lines = _lines(deck) if lines is None else lines
    sections = sections_for(deck.game)
    entries = stat_entries(lines)
    return {
        **_header(request, deck),
        "sections": lines_by_section(lines, sections),
        "result": selectors.deck_validation(deck=deck),
        "stats": deck_statistics(game=deck.game, entries=entries, sections=sections),
        "entries": entries,
        "unsaved": _unsaved(deck, lines),
        "export_syntaxes": _export_syntaxes(deck.game),
    }


def _unsaved(deck: Deck, lines: list[DeckCard]) -> bool:
    """True when the list differs from the latest saved version."""
    latest = deck.versions.order_by("-number").first()
    if latest is None:
        return bool(lines)
    diff = content_diff(latest.content, content_of(lines), sections=sections_for(deck.game))
    return not diff.is_empty


def _export_syntaxes(game: str) -> list[tuple[str, str]]:
    return [(key, label) for key, label in parsing.EXPORT_SYNTAXES if key in rules_for(game).export_syntaxes]


def _tools_context(request, deck_game: str, entries, params) -> dict:
    """The probability calculator (answered when ``params`` hold a question) and a sample hand."""
    rules = draw_rules_for(deck_game, entries)
    asked = "turn" in params
    form = ProbabilityForm(params if asked else None, rules=rules, cards=calculator_choices(entries, rules))
    answer = None
    if asked and form.is_valid():
        data = form.cleaned_data
        try:
            answer = probability_answer(
                entries=entries,
                rule=data["rule"],
                groups=data["groups"],
                turn=data["turn"],
                opening=data.get("opening"),
                per_turn=data.get("per_turn"),
            )
        except statistics.ProbabilityError as exc:
            form.add_error(None, str(exc))
    return {
        "probability_form": form,
        "answer": answer,
        "draw_rules": rules,
        **_hand_context(params, rules, entries),
    }


def _hand_context(params, rules, entries) -> dict:
    form = HandForm(params, rules=rules)
    rule = rules[0] if rules else None
    seed = None
    if form.is_valid():
        rule = next((r for r in rules if r.section == form.cleaned_data.get("section")), rule)
        seed = form.cleaned_data.get("seed")
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    hand = (
        statistics.sample_hand(entries, size=rule.opening, seed=seed, sections=rule.section) if rule else []
    )
    next_seed = random.Random(seed).randrange(2**31)
    return {"hand": hand, "hand_rule": rule, "hand_seed": seed, "next_seed": next_seed}


# --- lists -------------------------------------------------------------------------------------------------


@require_safe
def index(request: HtmxHttpRequest) -> HttpResponse:
    """Public decks, searchable by game, format, clan/faction, a card in the deck and the deck's name."""
    form = PublicDeckSearchForm(request.GET or None)
    filters = {}
    status = 200
    if form.is_bound and not form.is_valid():
        status = 400
    elif form.is_bound:
        data = form.cleaned_data
        filters = {
            "game": data.get("game") or None,
            "format_key": data.get("format_key"),
            "faction": data.get("faction") or None,
            "card": data.get("card") or None,
            "q": data.get("q") or None,
        }
    decks = selectors.deck_list_public(**filters) if status == 200 else Deck.objects.none()
    page = Paginator(decks, LIST_PAGE_SIZE).get_page(request.GET.get("page"))
    _name_formats(page.object_list)
    query = urlencode({k: v for k, v in request.GET.items() if k != "page" and v})
    context = {"form": form, "page": page, "query_string": query, "searched": any(filters.values())}
    return render_page_or_partial(request, "decks/index.html", "results", context, status=status)


@require_safe
@login_required
def mine(request: HtmxHttpRequest) -> HttpResponse:
    decks = list(selectors.deck_list_for_owner(user=request.user))
    _name_formats(decks)
    return render(request, "decks/mine.html", {"decks": decks})


def _name_formats(decks) -> None:
    """Give each listed deck its format's name (``format_name``), read once per game."""
    names: dict[str, dict[str, str]] = {}
    for deck in decks:
        if deck.game not in names:
            names[deck.game] = {fmt.key: fmt.name for fmt in formats_for(deck.game)}
        deck.format_name = names[deck.game].get(deck.format_key, deck.format_key)


# --- creating ----------------------------------------------------------------------------------------------


@require_http_methods(["GET", "HEAD", "POST"])
@login_required
def new(request: HtmxHttpRequest) -> HttpResponse:
    form = NewDeckForm(request.POST or None, initial={"format": request.GET.get("format", "")})
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        deck = services.deck_create(
            owner=request.user,
            game=data["game"],
            format_key=data["format_key"],
            name=data["name"],
            description=data["description"],
            visibility=data["visibility"],
            note="Created",
        )
        messages.success(request, f"“{deck.name}” created. Add cards below.")
        return redirect("decks:builder", public_id=deck.public_id)
    status = 400 if form.is_bound else 200
    return render(request, "decks/new.html", {"form": form}, status=status)


@require_http_methods(["GET", "HEAD", "POST"])
def import_deck(request: HtmxHttpRequest) -> HttpResponse:
    """Paste or upload a list: a line-by-line report and the validation, without an account. Saving needs one:
    an anonymous "Save" keeps the list in the session and sends the user to log in, then back here."""
    refused = _too_big(request)
    if refused:
        return refused
    if request.method != "POST":
        pending = pending_get(request) if request.GET.get("resume") else None
        form = ImportForm(initial=pending or {"format": request.GET.get("format", "")})
        return render(request, "decks/import.html", {"form": form, "resumed": bool(pending)})
    if (throttled := _throttled(request)) is not None:
        return throttled
    form = ImportForm(request.POST, request.FILES)
    if not form.is_valid():
        return render(request, "decks/import.html", {"form": form}, status=400)
    data = form.cleaned_data
    try:
        check = decklist_check(
            game=data["game"],
            format_key=data["format_key"],
            text=data["decklist"],
            syntax=data["syntax"],
            picked=_picked(request.POST),
        )
    except parsing.ParseError as exc:
        form.add_error("file" if data.get("file") else "text", str(exc))
        return render(request, "decks/import.html", {"form": form}, status=400)
    if request.POST.get("action") == "save":
        saved = _import_save(request, form, check)
        if saved is not None:
            return saved
    return _import_report(request, form, check)


def _picked(post) -> dict[int, str]:
    """The candidates picked for unmatched lines: ``pick-<line>`` = a card's key (checked by the service)."""
    return {
        int(name[5:]): key for name, key in post.items() if name.startswith("pick-") and name[5:].isdigit()
    }


def _import_save(request, form: ImportForm, check: DecklistCheck) -> HttpResponse | None:
    """Save the checked list (or keep it while an anonymous user logs in): the redirect, or None when the form
    now holds the error that kept it from being saved."""
    data = form.cleaned_data
    name = data.get("name") or check.parsed.name
    if not request.user.is_authenticated:
        return _import_keep(request, data, name)
    try:
        deck = decklist_save(owner=request.user, check=check, name=name)
    except services.DeckError as exc:
        form.add_error(exc.field, str(exc))
        return None
    pending_clear(request)
    for line in check.left:
        messages.warning(request, f"Line {line.line} was not imported: “{line.text.strip()}”.")
    messages.success(request, f"“{deck.name}” saved with {deck.card_count} cards.")
    return redirect("decks:builder", public_id=deck.public_id)


def _import_keep(request, data: dict, name: str) -> HttpResponse:
    """An anonymous "Save": keep the list while the user logs in, then come back to it."""
    pending = {"format": data["format"], "text": data["decklist"], "syntax": data["syntax"], "name": name}
    try:
        pending_keep(request, pending)
    except KeepRefused as exc:
        return render(request, "decks/refused.html", {"reason": str(exc)}, status=exc.status)
    messages.info(request, "Log in or sign up to save the deck: your list is kept for you.")
    return redirect_to_login(f"{reverse('decks:import')}?resume=1")


def _import_report(request, form: ImportForm, check: DecklistCheck) -> HttpResponse:
    """The line report and the validation of a checked list."""
    if form.cleaned_data.get("file"):  # the file's text goes in the box: "Check again" and "Save" read it
        form.data = form.data.copy()
        form.data["text"] = form.cleaned_data["decklist"]
        messages.info(request, "The uploaded file's text is in the box below.")
    game = check.parsed.game
    context = {
        "form": form,
        "parsed": check.parsed,
        "rows": import_rows(check, sections_for(game)),
        "matched": check.matched,
        "left": check.left,
        "result": check.result,
        "game": game,
        "fmt": format_get(game=game, key=check.format_key),
        "format_defaulted": check.format_defaulted,
    }
    return render(request, "decks/import.html", context, status=400 if form.errors else 200)


# --- the deck page -----------------------------------------------------------------------------------------


@require_safe
def detail(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    deck = _get_deck_for_user(request, public_id)
    context = _deck_context(request, deck)
    context.update(_tools_context(request, deck.game, context["entries"], request.GET))
    return render(request, "decks/detail.html", context)


@require_safe
def probability(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    """The calculator's answer: the partial for htmx, the deck page with the answer otherwise."""
    deck = _get_deck_for_user(request, public_id)
    if not request.htmx:
        return redirect(f"{deck.get_absolute_url()}?{request.GET.urlencode()}#probability")
    entries = stat_entries(_lines(deck))
    context = {"deck": deck, **_tools_context(request, deck.game, entries, request.GET)}
    status = 400 if context["probability_form"].errors else 200
    return render(request, "decks/detail.html#probability", context, status=status)


@require_safe
def hand(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    """A sample opening hand ("draw again" asks for the next seed)."""
    deck = _get_deck_for_user(request, public_id)
    if not request.htmx:
        return redirect(f"{deck.get_absolute_url()}?{request.GET.urlencode()}#hand")
    entries = stat_entries(_lines(deck))
    rules = draw_rules_for(deck.game, entries)
    context = {"deck": deck, "draw_rules": rules, **_hand_context(request.GET, rules, entries)}
    return render(request, "decks/detail.html#hand", context)


@require_safe
def export(request: HtmxHttpRequest, public_id: str, syntax: str) -> HttpResponse:
    deck = _get_deck_for_user(request, public_id)
    if syntax not in dict(_export_syntaxes(deck.game)):
        raise Http404(f"No export as {syntax!r} for this deck")
    text = selectors.deck_export(deck=deck, syntax=syntax)
    response = HttpResponse(text, content_type=f"{parsing.EXPORT_CONTENT_TYPES[syntax]}; charset=utf-8")
    if request.GET.get("download"):
        filename = f"{slugify(deck.name) or 'deck'}.{parsing.EXPORT_SUFFIXES[syntax]}"
        response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


# --- the builder -------------------------------------------------------------------------------------------


def _builder_context(request, deck: Deck, *, query: str = "") -> dict:
    context = _deck_context(request, deck)
    search = BuilderSearchForm({"q": query} if query else None)
    context.update(
        search_form=search,
        settings_form=DeckSettingsForm(
            initial={
                "name": deck.name,
                "format_key": deck.format_key,
                "visibility": deck.visibility,
                "description": deck.description,
            },
            game=deck.game,
        ),
        save_form=SaveVersionForm(),
        section_choices=sections_for(deck.game),
        query=query,
        **_search_results(deck, query),
    )
    return context


def _search_results(deck: Deck, query: str) -> dict:
    """Cards for the builder: the search syntax, restricted to the deck's game and format."""
    if not query.strip():
        return {"results": None, "search_error": None}
    allowed = selectors.format_cards(game=deck.game, format_key=deck.format_key)
    try:
        found = card_search_results(query=query, game=deck.game, within=allowed)
        cards = list(found.cards.with_details()[: SEARCH_LIMIT + 1])
    except SearchError as exc:
        return {"results": None, "search_error": str(exc)}
    in_deck = selectors.deck_copies_by_card(deck=deck)
    rules = rules_for(deck.game)
    rows = [
        {"card": card, "section": rules.default_section(card), "in_deck": in_deck.get(card.key, 0)}
        for card in cards[:SEARCH_LIMIT]
    ]
    return {
        "results": rows,
        "more_results": len(cards) > SEARCH_LIMIT,
        "search_error": None,
        "search_note": found.note,
        "did_you_mean": found.did_you_mean,
    }


@require_safe
@login_required
@owner_only
def builder(request: HtmxHttpRequest, deck: Deck) -> HttpResponse:
    return render(
        request, "decks/builder.html", _builder_context(request, deck, query=request.GET.get("q", ""))
    )


@require_safe
@login_required
@owner_only
def builder_search(request: HtmxHttpRequest, deck: Deck) -> HttpResponse:
    form = BuilderSearchForm(request.GET)
    query = form.cleaned_data["q"] if form.is_valid() else ""
    if not request.htmx:
        return redirect(f"{reverse('decks:builder', args=[deck.public_id])}?{urlencode({'q': query})}")
    context = {"deck": deck, "query": query, "section_choices": sections_for(deck.game)}
    context.update(_search_results(deck, query))
    if not form.is_valid():
        context["search_error"] = "; ".join(e for errors in form.errors.values() for e in errors)
    return render(
        request, "decks/builder.html#results", context, status=400 if context["search_error"] else 200
    )


@require_POST
@login_required
@owner_only
def card_set(request: HtmxHttpRequest, deck: Deck) -> HttpResponse:
    """Add, remove, change the quantity of a card, or move it to another section."""
    form = CardLineForm(request.POST, game=deck.game)
    error = None
    if form.is_valid():
        data = form.cleaned_data
        card = Card.objects.filter(game=deck.game, key=data["card"]).first()
        if card is None:
            error = "That card is not a card of this deck's game."
        else:
            error = _apply_line(deck, card, data)
    else:
        error = " ".join(e for errors in form.errors.values() for e in errors)
    query = form.data.get("q", "")
    if not request.htmx:
        if error:
            messages.error(request, error)
        url = reverse("decks:builder", args=[deck.public_id])
        return redirect(f"{url}?{urlencode({'q': query})}#deck-list" if query else f"{url}#deck-list")
    deck.refresh_from_db()
    context = _builder_context(request, deck, query=query)
    context.update(line_error=error, oob_results=True)
    return render(request, "decks/builder.html#state", context, status=400 if error else 200)


def _apply_line(deck: Deck, card: Card, data: dict) -> str | None:
    """Set, change or move one line; a readable error, or None. The pressed +/- button (delta) wins over
    the number in the box, which the same form also sends; the service counts under the deck's lock."""
    try:
        services.deck_card_change(
            deck=deck,
            card=card,
            section=data["section"],
            quantity=data.get("quantity"),
            delta=data.get("delta"),
            to_section=data.get("to_section"),
        )
    except services.DeckError as exc:
        return str(exc)
    return None


@require_POST
@login_required
@owner_only
def deck_settings(request: HtmxHttpRequest, deck: Deck) -> HttpResponse:
    form = DeckSettingsForm(request.POST, game=deck.game)
    if form.is_valid():
        data = form.cleaned_data
        services.deck_update(
            deck=deck,
            name=data["name"],
            description=data["description"],
            format_key=data["format_key"],
            visibility=data["visibility"],
        )
        messages.success(request, "Deck settings saved.")
        return redirect("decks:builder", public_id=deck.public_id)
    context = _builder_context(request, deck)
    context["settings_form"] = form
    return render(request, "decks/builder.html", context, status=400)


@require_POST
@login_required
@owner_only
def save(request: HtmxHttpRequest, deck: Deck) -> HttpResponse:
    """Save the current list as a new version."""
    form = SaveVersionForm(request.POST)
    note = form.cleaned_data["note"] if form.is_valid() else ""
    version = services.deck_version_save(deck=deck, note=note)
    messages.success(request, f"Saved as version {version.number}.")
    if request.htmx:
        return HttpResponseClientRedirect(reverse("decks:builder", args=[deck.public_id]))
    return redirect("decks:builder", public_id=deck.public_id)


@require_http_methods(["GET", "HEAD", "POST"])
@login_required
@owner_only
def delete(request: HtmxHttpRequest, deck: Deck) -> HttpResponse:
    if request.method == "POST":
        name = deck.name
        services.deck_delete(deck=deck)
        messages.success(request, f"“{name}” deleted.")
        return redirect("decks:mine")
    return render(request, "decks/delete.html", {"deck": deck})


@require_POST
def copy(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    """Copy a deck the user can see into their own decks (private, with the original noted)."""
    if not request.user.is_authenticated:
        return redirect_to_login(reverse("decks:detail", args=[public_id]))
    deck = _get_deck_for_user(request, public_id)
    copied = services.deck_copy(deck=deck, owner=request.user)
    messages.success(request, f"Copied “{deck.name}” into your decks.")
    return redirect("decks:builder", public_id=copied.public_id)


# --- history and comparisons -------------------------------------------------------------------------------


@require_safe
def history(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    deck = _get_deck_for_user(request, public_id)
    versions = list(deck.versions.order_by("-number"))
    sections = sections_for(deck.game)
    form = VersionCompareForm(request.GET if "a" in request.GET else None)
    diff = old = new = None
    status = 200
    if form.is_bound:
        if form.is_valid():
            by_number = {v.number: v for v in versions}
            old, new = by_number.get(form.cleaned_data["a"]), by_number.get(form.cleaned_data["b"])
            if old is None or new is None:
                form.add_error(None, "Choose two versions of this deck.")
                status = 400
            else:
                diff = content_diff(old.content, new.content, sections=sections)
        else:
            status = 400
    elif len(versions) >= 2:
        old, new = versions[1], versions[0]
        diff = content_diff(old.content, new.content, sections=sections)
    context = {
        **_header(request, deck),
        "versions": versions,
        "form": form,
        "diff": diff,
        "old": old,
        "new": new,
    }
    return render_page_or_partial(request, "decks/history.html", "diff", context, status=status)


@require_safe
def version(request: HtmxHttpRequest, public_id: str, number: int) -> HttpResponse:
    deck = _get_deck_for_user(request, public_id)
    saved = deck.versions.filter(number=number).first()
    if saved is None:
        raise Http404("No such version")
    sections = sections_for(deck.game)
    current = content_of(_lines(deck))
    grouped = [(label, [line for line in saved.content if line["section"] == key]) for key, label in sections]
    context = {
        **_header(request, deck),
        "saved": saved,
        "grouped": [(label, rows, sum(r["quantity"] for r in rows)) for label, rows in grouped if rows],
        "diff": content_diff(saved.content, current, sections=sections),
    }
    return render(request, "decks/version.html", context)


@require_POST
@login_required
@owner_only
def restore(request: HtmxHttpRequest, deck: Deck, number: int) -> HttpResponse:
    if not deck.versions.filter(number=number).exists():
        raise Http404("No such version")
    restored = services.deck_version_restore(deck=deck, number=number)
    messages.success(request, f"Version {number} restored (saved as version {restored.number}).")
    return redirect("decks:history", public_id=deck.public_id)


@require_safe
def compare(request: HtmxHttpRequest) -> HttpResponse:
    """Two decks the user can see, side by side: what the second has that the first has not."""
    form = DeckCompareForm(
        request.GET if request.GET.get("b") else None, initial={"a": request.GET.get("a", "")}
    )
    context: dict = {"form": form}
    status = 200
    if form.is_bound:
        if form.is_valid():
            first = _get_deck_for_user(request, form.cleaned_data["a"])
            second = _get_deck_for_user(request, form.cleaned_data["b"])
            sections = sections_for(first.game) if first.game == second.game else []
            first_content, second_content = content_of(_lines(first)), content_of(_lines(second))
            context.update(
                first=first,
                second=second,
                diff=content_diff(first_content, second_content, sections=sections),
                same_game=first.game == second.game,
                counts=(
                    sum(r["quantity"] for r in first_content),
                    sum(r["quantity"] for r in second_content),
                ),
            )
        else:
            status = 400
    return render(request, "decks/compare.html", context, status=status)
