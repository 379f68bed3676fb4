"""Question pages: the editor (validated as you type), a question's page (live status, then the answer),
my questions and recent public questions. Logic lives in services and selectors."""

from __future__ import annotations

from csp.constants import NONCE
from csp.decorators import csp_update
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from config.http import render_page_or_partial
from rulings.engine import ScenarioError
from rulings.games import Game

from . import selectors, services
from .docs import format_document_html
from .forms import QuestionForm
from .models import Visibility
from .scenarios import scenario_check
from .throttles import client_address, submission_wait

PAGE_SIZE = 25


# The editor page's CodeMirror adds its styles as <style> elements: admitted by a per-response nonce that the
# template hands to the script (EditorView.cspNonce). Scripts stay 'self' only; other pages get no nonce.
@csp_update({"style-src": [NONCE]})
@require_http_methods(["GET", "HEAD", "POST"])
def new(request: HttpRequest) -> HttpResponse:
    """GET: the editor (empty). POST action=edit: the editor filled with the posted text (from the builder
    or an example). POST (submit): validate and store, then go to the question's page."""
    if request.method != "POST" or request.POST.get("action") == "edit":
        initial = {"visibility": Visibility.PRIVATE if request.user.is_authenticated else Visibility.UNLISTED}
        form = QuestionForm(initial={**initial, **_prefill(request)})
        return render(request, "questions/new.html", {"form": form, "problems": [], "games": Game.values})
    form = QuestionForm(request.POST)
    problems, status, refusal = [], 400, ""
    if form.is_valid():
        wait = submission_wait(request)
        if wait is not None:
            refusal, status = f"Too many questions submitted; try again in {int(wait) + 1} seconds.", 429
        else:
            try:
                question = services.question_submit(
                    scenario=form.cleaned_data["scenario"],
                    title=form.cleaned_data["title"],
                    visibility=form.cleaned_data["visibility"],
                    owner=request.user,
                    address=client_address(request),
                )
            except ScenarioError as exc:
                problems = _problems(exc, form.cleaned_data["scenario"])
            except services.SubmissionRefused as exc:
                refusal, status = str(exc), 429
            else:
                return redirect(question)
    context = {"form": form, "problems": problems, "refusal": refusal, "games": Game.values}
    return render(request, "questions/new.html", context, status=status)


def _prefill(request: HttpRequest) -> dict:
    if request.method == "POST":
        return {k: request.POST[k] for k in ("scenario", "title") if k in request.POST}
    return {}


@require_POST
def check(request: HttpRequest) -> HttpResponse:
    """The editor's validate-as-you-type: the problems of the posted text, as a partial."""
    form = QuestionForm({"scenario": request.POST.get("scenario", ""), "visibility": Visibility.PRIVATE})
    problems: list[dict] = []
    if not form.is_valid():
        problems = [{"message": e, "line": None} for e in form.errors.get("scenario", [])]
    else:
        try:
            scenario_check(form.cleaned_data["scenario"])
        except ScenarioError as exc:
            problems = _problems(exc, form.cleaned_data["scenario"])
    return render(request, "questions/new.html#problems", {"problems": problems, "checked": True})


def _problems(exc: ScenarioError, text: str) -> list[dict]:
    """Each problem with the text of its line, so the editor shows it where it is."""
    lines = text.splitlines()
    return [
        {**p.to_dict(), "source": lines[p.line - 1] if p.line and 0 < p.line <= len(lines) else ""}
        for p in exc.problems
    ]


@require_safe
def detail(request: HttpRequest, pk) -> HttpResponse:
    question = selectors.question_get_for_user(pk=pk, user=request.user)
    is_owner = request.user.is_authenticated and question.owner_id == request.user.pk
    context = {"question": question, "is_owner": is_owner, "visibility_choices": Visibility.choices}
    if request.htmx and request.GET.get("part") == "status":
        return render(request, "questions/detail.html#status", context)
    return render(request, "questions/detail.html", context)


@require_POST
@login_required
def delete(request: HttpRequest, pk) -> HttpResponse:
    """The owner deletes the question (404 to whoever may not see it, 403 to others who may)."""
    question = selectors.question_get_for_owner(pk=pk, user=request.user)
    title = question.display_title()
    services.question_delete(question=question)
    messages.success(request, f"“{title}” deleted.")
    return redirect("questions:mine")


@require_POST
@login_required
def visibility(request: HttpRequest, pk) -> HttpResponse:
    """The owner makes the question private, unlisted or public."""
    question = selectors.question_get_for_owner(pk=pk, user=request.user)
    try:
        services.question_set_visibility(question=question, visibility=request.POST.get("visibility", ""))
    except services.QuestionChangeRefused as exc:
        return HttpResponseBadRequest(f"{exc}\n", content_type="text/plain; charset=utf-8")
    messages.success(request, f"The question is now {question.get_visibility_display().lower()}.")
    return redirect(question)


@require_safe
def public_list(request: HttpRequest) -> HttpResponse:
    game = request.GET.get("game") if request.GET.get("game") in Game.values else None
    card = selectors.card_for_filter(game=game, ref=request.GET.get("card", ""))
    questions = selectors.questions_public(game=game, card=card)
    page = Paginator(questions, PAGE_SIZE).get_page(request.GET.get("page"))
    context = {
        "page": page,
        "games": Game.choices,
        "game": game,
        "card": card,
        "card_ref": request.GET.get("card", ""),
    }
    return render_page_or_partial(request, "questions/list.html", "results", context)


@login_required
@require_safe
def my_list(request: HttpRequest) -> HttpResponse:
    page = Paginator(selectors.questions_of_user(user=request.user), PAGE_SIZE).get_page(
        request.GET.get("page")
    )
    return render(request, "questions/mine.html", {"page": page})


@require_safe
def scenario_format(request: HttpRequest) -> HttpResponse:
    """The scenario language's reference (docs/scenario-format.md), as a page."""
    context = {"document": format_document_html(), "games": Game.choices}
    return render(request, "questions/format.html", context)
