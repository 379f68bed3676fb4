"""The guided builder: a question about real cards without writing YAML. (Being written.)"""

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.views.decorators.http import require_safe


@require_safe
def builder(request: HttpRequest) -> HttpResponse:
    return redirect("questions:new")
