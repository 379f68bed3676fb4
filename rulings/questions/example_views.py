"""Start from an example: every example scenario offered as a question template. (Being written.)"""

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.views.decorators.http import require_safe


@require_safe
def examples(request: HttpRequest) -> HttpResponse:
    return redirect("questions:new")
